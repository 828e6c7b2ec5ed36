import {
  type AnyGameModule,
  type BaseState,
  type GameEvent,
  type GameRecord,
  type JsonValue,
  type NewGameInput,
  type Pending,
  type Seat,
  appendAction,
  applyAction,
  newGame,
  newRecord,
  parseRecord,
  stateHash,
  undo,
  undoableCount,
  GameError,
} from '@polemarch/kernel';
import { findSystem } from '@polemarch/catalog';

/**
 * Who plays a seat: the human at this device ("here"), another human sharing this screen
 * (hot-seat), or the computer: `computer` is the default computer player (COMPUTER_PLAYER),
 * `computer:<player>` a named one from the catalog (`computer:ai:strong`). Online seats will be
 * another kind once the server's API lands.
 */
export type SeatKind = 'here' | 'screen' | 'computer' | `computer:${string}`;

export function isComputer(kind: SeatKind | undefined): boolean {
  return kind !== undefined && (kind === 'computer' || kind.startsWith('computer:'));
}

/** The catalog player spelling of a computer seat (`random`, `ai:standard`). */
export function computerPlayerOf(kind: SeatKind, fallback: string): string {
  return kind.startsWith('computer:') ? kind.slice('computer:'.length) : fallback;
}

function isSeatKind(k: unknown): k is SeatKind {
  return k === 'here' || k === 'screen' || (typeof k === 'string' && (k === 'computer' || (k.startsWith('computer:') && k.length > 9)));
}
export type SeatPlan = Record<Seat, SeatKind>;

/** One applied action as the game screen shows it: what the kernel's replay reports, plus where in the game it happened. */
export interface PlayedStep {
  seat: Seat;
  action: JsonValue;
  events: GameEvent[];
  chance: boolean;
  revealed: boolean;
  /** The turn the action was taken in (read from the view's `turn`, when the system keeps one). */
  turn: number | null;
  /** The decision it answered (the engine's pending kind: 'act', 'react', 'first-strike'...). */
  kind: string;
}

/**
 * A game in progress, as an immutable snapshot: the record is the truth (it is what is saved and
 * replayed); the state and the steps are derived from it through the kernel. Every change goes
 * through the kernel (`applyAction`, `undo`), never around it: the UI decides nothing.
 */
export interface GameSnapshot {
  module: AnyGameModule;
  record: GameRecord;
  state: BaseState;
  steps: PlayedStep[];
  seats: SeatPlan;
}

export function moduleFor(system: string): AnyGameModule {
  const m = findSystem(system);
  if (!m) throw new GameError('bad-record', `unknown system ${JSON.stringify(system)}`);
  return m;
}

/** The turn number a view reports, if the system keeps one at the top level of its view. */
export function turnOf(view: JsonValue): number | null {
  if (view !== null && typeof view === 'object' && !Array.isArray(view)) {
    const t = view['turn'];
    if (typeof t === 'number') return t;
  }
  return null;
}

function withMeta(record: GameRecord, seats: SeatPlan): GameRecord {
  return { ...record, meta: { ...(record.meta ?? {}), seats } };
}

export function startGame(module: AnyGameModule, input: NewGameInput, seats: SeatPlan): GameSnapshot {
  const state = newGame(module, input);
  const record = { ...withMeta(newRecord(module, input), seats), stateHash: stateHash(state) };
  return { module, record, state, steps: [], seats };
}

/** The seats a record was saved with, or every seat a human at this screen when it names none. */
export function seatsFromRecord(module: AnyGameModule, record: GameRecord, state: BaseState): SeatPlan {
  const saved = record.meta?.['seats'];
  const seats = module.seats(state);
  const plan: SeatPlan = {};
  seats.forEach((s, i) => {
    const kind = saved !== null && typeof saved === 'object' && !Array.isArray(saved) ? saved[s] : undefined;
    plan[s] = isSeatKind(kind) ? kind : i === 0 ? 'here' : 'screen';
  });
  return plan;
}

/**
 * Replay a record through the kernel, keeping for each step the turn and decision it answered
 * (the log shows them). Refuses a record that does not replay, or does not reach its stored hash.
 */
export function loadGame(raw: unknown, seats?: SeatPlan): GameSnapshot {
  const record = parseRecord(raw);
  const module = moduleFor(record.system);
  const input: NewGameInput = { options: record.options, seed: record.seed };
  if (record.scenario !== undefined) input.scenario = record.scenario;
  if (record.position !== undefined) input.position = record.position;
  let state: BaseState;
  try {
    state = newGame(module, input);
  } catch (e) {
    throw new GameError('bad-record', `record cannot be set up: ${(e as Error).message}`);
  }
  const steps: PlayedStep[] = [];
  record.actions.forEach((entry, i) => {
    const pending = module.pending(state);
    const turn = turnOf(module.view(state, null));
    try {
      const r = applyAction(module, state, entry.seat, entry.action, entry.dice ?? []);
      state = r.state;
      steps.push({ seat: entry.seat, action: entry.action, events: r.events, chance: r.chance, revealed: r.revealed, turn, kind: pending?.kind ?? '' });
    } catch (e) {
      throw new GameError('bad-record', `action ${i + 1} does not replay: ${(e as Error).message}`);
    }
  });
  if (record.stateHash !== undefined && stateHash(state) !== record.stateHash) {
    throw new GameError('bad-record', 'the record does not replay to its stored state hash (corrupt or edited)');
  }
  const plan = seats ?? seatsFromRecord(module, record, state);
  return { module, record: withMeta(record, plan), state, steps, seats: plan };
}

export function pendingOf(game: GameSnapshot): Pending | null {
  return game.module.pending(game.state);
}

export function legalOf(game: GameSnapshot, seat: Seat): JsonValue[] {
  return game.module.legal(game.state, seat);
}

/** Apply the deciding seat's action through the kernel (which checks seat and legality). */
export function play(game: GameSnapshot, seat: Seat, action: JsonValue): GameSnapshot {
  const pending = game.module.pending(game.state);
  const turn = turnOf(game.module.view(game.state, null));
  const r = applyAction(game.module, game.state, seat, action);
  const step: PlayedStep = { seat, action, events: r.events, chance: r.chance, revealed: r.revealed, turn, kind: pending?.kind ?? '' };
  return { ...game, record: appendAction(game.record, { seat, action }, r.state), state: r.state, steps: [...game.steps, step] };
}

/** How many decisions the deciding seat may take back now (the kernel's rule: own run, no dice, no reveal). */
export function undoable(game: GameSnapshot): number {
  return undoableCount(game.module, { state: game.state, steps: game.steps });
}

/** Take back the deciding seat's last decision (the kernel refuses what it does not allow). */
export function undoLast(game: GameSnapshot): GameSnapshot {
  const pending = game.module.pending(game.state);
  const back = undo(game.module, game.record, pending?.seat);
  // The kernel's undo drops the state hash; the replay re-derives the state and we store its hash again.
  const replayed = loadGame(back, game.seats);
  return { ...replayed, record: { ...replayed.record, stateHash: stateHash(replayed.state) } };
}

export function withSeats(game: GameSnapshot, seats: SeatPlan): GameSnapshot {
  return { ...game, seats, record: withMeta(game.record, seats) };
}

export function isHuman(kind: SeatKind | undefined): boolean {
  return kind === 'here' || kind === 'screen';
}

/** The seat whose eyes the screen shows at the start: the human here, else any human, else a spectator. */
export function initialViewer(seats: SeatPlan): Seat | null {
  const entries = Object.entries(seats);
  return entries.find(([, k]) => k === 'here')?.[0] ?? entries.find(([, k]) => isHuman(k))?.[0] ?? null;
}

/** A file name for a saved game. */
export function recordFileName(record: GameRecord, now: Date): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return `polemarch-${record.system}-${record.scenario ?? 'position'}-${stamp}.json`;
}
