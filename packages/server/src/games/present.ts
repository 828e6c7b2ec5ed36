import { type JsonValue, type Match, type ReplayStep, type Seat, visibleEvents } from '@polemarch/kernel';
import type { GamePayload, LogEntry } from '../api-types';
import type { GameRow } from './matches';
import type { SeatRow } from './service';

/**
 * What the server sends about a game, per viewer. A seated viewer gets its seat's view and, when it
 * decides, its legal actions; anyone else the public view (`view(null)`). Nothing here carries the
 * state, the generator or the seed: those leave the server only in the replay of a finished game.
 * The shapes are the API's (../api-types.ts), which the web app checks every answer against.
 */
export type { GamePayload, LogEntry };

/** Which seat's view a viewer gets: the deciding one if held, else the one asked for if held, else the first held. */
export function viewSeatFor(you: readonly Seat[], pending: Seat | null, asked: Seat | null): Seat | null {
  if (asked !== null && you.includes(asked)) return asked;
  if (pending !== null && you.includes(pending)) return pending;
  return you[0] ?? null;
}

/**
 * A seat's view and legal actions of one committed Match, computed once (docs/online-bench.md): the
 * act's HTTP answer and the socket push after it, and every spectator of a game, ask for the same
 * projection of the same immutable Match. Kept as long as the Match is (a WeakMap on it).
 */
const projections = new WeakMap<Match, Map<string, { view: JsonValue; legal: JsonValue[] | null }>>();

function projection(match: Match, viewSeat: Seat | null, deciding: Seat | null): { view: JsonValue; legal: JsonValue[] | null } {
  let bySeat = projections.get(match);
  if (bySeat === undefined) {
    bySeat = new Map();
    projections.set(match, bySeat);
  }
  const key = `${viewSeat ?? ''}\u0000${deciding ?? ''}`;
  let p = bySeat.get(key);
  if (p === undefined) {
    p = { view: match.view(viewSeat), legal: deciding !== null ? match.legal(deciding) : null };
    bySeat.set(key, p);
  }
  return p;
}

export function gamePayload(game: GameRow, seats: readonly SeatRow[], match: Match, you: readonly Seat[], asked: Seat | null = null): GamePayload {
  const pending = game.status === 'active' ? match.pending : null;
  const viewSeat = viewSeatFor(you, pending?.seat ?? null, asked);
  const { view, legal } = projection(match, viewSeat, pending !== null && pending.seat === viewSeat ? pending.seat : null);
  return {
    id: game.id,
    system: game.system,
    scenario: game.scenario,
    status: game.status,
    seq: match.length,
    seats: seats.map((s) => ({ seat: s.seat, kind: s.kind, name: s.user_name, level: s.ai_level })),
    you: [...you],
    viewSeat,
    view,
    pending: pending === null ? null : { seat: pending.seat, kind: pending.kind, reaction: pending.reaction, prompt: pending.prompt },
    legal,
    result: game.result ?? null,
    engineVersion: game.engine_version,
    clock:
      game.clock === null || game.banks === null
        ? null
        : { ...game.clock, banks: game.banks, running: game.deadline === null ? null : game.pending_seat, deadline: game.deadline === null ? null : new Date(game.deadline).toISOString() },
  };
}

/** The log from action `from` (0-based count of actions already known) as `viewer` may see it. */
export function logFor(steps: readonly ReplayStep[], from: number, viewer: readonly Seat[], finished: boolean): LogEntry[] {
  const out: LogEntry[] = [];
  for (let i = Math.max(0, from); i < steps.length; i++) {
    const s = steps[i]!;
    // The kernel's per-seat filter for one seat or none; a user holding several seats sees what each of them saw.
    const events = viewer.length <= 1 ? visibleEvents(s.events, viewer[0] ?? null) : s.events.filter((e) => e.visibleTo === undefined || e.visibleTo.some((v) => viewer.includes(v)));
    const entry: LogEntry = { seq: i + 1, seat: s.seat, kind: s.pending.kind, events };
    // Another seat's raw action may name hidden things (a card in hand, a secret placement): shown after the game.
    if (finished || viewer.includes(s.seat)) entry.action = s.action;
    out.push(entry);
  }
  return out;
}
