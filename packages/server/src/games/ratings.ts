import { Glicko2 } from 'glicko2';
import type { Queryable } from '../db/database';

/**
 * Ratings per system with Glicko-2 (the `glicko2` package): every finished game between two
 * accounts (not guests, not the computer) updates both players' rating, deviation and volatility,
 * once (the game row's `rated` flag), in the transaction that ends the game. A resignation or a loss
 * on time counts as a loss.
 */
export const DEFAULT_RATING = { rating: 1500, rd: 350, vol: 0.06 };

interface RatingRow {
  user_id: string;
  rating: number;
  rd: number;
  vol: number;
}

export async function rateGame(tx: Queryable, gameId: string): Promise<boolean> {
  const [game] = await tx.query<{ system: string; result: { winner: string | null } | null; rated: boolean; status: string }>('SELECT system, result, rated, status FROM games WHERE id = $1', [gameId]);
  if (game === undefined || game.rated || game.status !== 'finished' || game.result === null) return false;
  const seats = await tx.query<{ seat: string; user_id: string }>(
    "SELECT s.seat, s.user_id FROM game_seats s JOIN users u ON u.id = s.user_id WHERE s.game_id = $1 AND s.kind = 'user' AND NOT u.guest ORDER BY s.seat",
    [gameId],
  );
  const all = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM game_seats WHERE game_id = $1', [gameId]);
  if (seats.length !== 2 || all[0]?.n !== 2 || seats[0]!.user_id === seats[1]!.user_id) return false;
  const [a, b] = seats as [(typeof seats)[0], (typeof seats)[0]];
  const rows = await tx.query<RatingRow>('SELECT user_id, rating, rd, vol FROM ratings WHERE system = $1 AND user_id IN ($2, $3) FOR UPDATE', [game.system, a.user_id, b.user_id]);
  const of = (user: string): RatingRow => rows.find((r) => r.user_id === user) ?? { user_id: user, ...DEFAULT_RATING };
  const glicko = new Glicko2({ tau: 0.5, ...DEFAULT_RATING });
  const pa = glicko.makePlayer(of(a.user_id).rating, of(a.user_id).rd, of(a.user_id).vol);
  const pb = glicko.makePlayer(of(b.user_id).rating, of(b.user_id).rd, of(b.user_id).vol);
  const winner = game.result.winner;
  glicko.updateRatings([[pa, pb, winner === a.seat ? 1 : winner === b.seat ? 0 : 0.5]]);
  for (const [user, p] of [
    [a.user_id, pa],
    [b.user_id, pb],
  ] as const) {
    await tx.query(
      `INSERT INTO ratings (user_id, system, rating, rd, vol, games) VALUES ($1, $2, $3, $4, $5, 1)
       ON CONFLICT (user_id, system) DO UPDATE SET rating = $3, rd = $4, vol = $5, games = ratings.games + 1, updated_at = now()`,
      [user, game.system, p.getRating(), p.getRd(), p.getVol()],
    );
  }
  await tx.query('UPDATE games SET rated = true WHERE id = $1', [gameId]);
  return true;
}
