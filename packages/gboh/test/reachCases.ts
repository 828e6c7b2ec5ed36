import { advance, type BaseState, type GameModule, type JsonValue, newGame, randomChooser } from '@polemarch/kernel';
import { gboh, type GbohAction, type GbohState } from '../src';

/**
 * Positions for the reach search's lockstep test and bench (issue 18): random legal play on a battle, and at the
 * decisions where a unit may be ordered to move or is moving, that unit with the seat.
 */

const m = gboh as unknown as GameModule<BaseState, JsonValue, JsonValue>;

export interface ReachCase {
  battle: string;
  seed: number;
  action: number;
  s: GbohState;
  seat: string;
  unit: string;
}

/**
 * Up to `count` cases from one random game: every `every` decisions of a move (the moving unit) or of Orders (one of
 * the units with a move order, in turn), from action `from` on.
 */
export function reachCases(battle: string, seed: number, opts: { count: number; every: number; from: number; maxActions: number }): ReachCase[] {
  const choose = randomChooser(seed * 7919);
  let s = newGame(m, { scenario: battle, seed }) as unknown as GbohState;
  const out: ReachCase[] = [];
  let seen = 0;
  for (let n = 0; n < opts.maxActions && out.length < opts.count; n++) {
    const p = gboh.pending(s);
    if (p === null) break;
    const legal = gboh.legal(s, p.seat);
    if (n >= opts.from && (p.kind === 'move' || p.kind === 'orders')) {
      const units = p.kind === 'move' ? [s.move!.unit] : [...new Set(legal.flatMap((a: GbohAction) => (a.type === 'move' && a.withLeader !== true ? [a.unit] : [])))];
      if (units.length > 0 && seen++ % opts.every === 0) out.push({ battle, seed, action: n, s, seat: p.seat, unit: units[seen % units.length]! });
    }
    s = advance(m, s as unknown as BaseState, p.seat, choose(legal as unknown as JsonValue[])) as unknown as GbohState;
  }
  return out;
}
