import {
  type AnyGameModule,
  type BaseState,
  type GameRecord,
  type JsonValue,
  type NewGameInput,
  type Pending,
  type ReplayStep,
  type Seat,
  GameError,
  Match,
  gameKey,
  parseRecord,
} from '@polemarch/kernel';
import { type PlayedStep, browserSnapshots, keptSteps } from './snapshots';
import { isKnownSystem, loadedModule } from '../systems/registry';

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

export type { PlayedStep } from './snapshots';

/**
 * A game in progress, as an immutable snapshot around the kernel's Match: the record is the truth
 * (it is what is saved and replayed); the state and the steps come from the Match. Every change goes
 * through the Match (`play`, `undo`), never around it: the UI decides nothing. `module`, `record`
 * and `state` are the Match's, repeated for the screens.
 */
export interface GameSnapshot {
  match: Match;
  module: AnyGameModule;
  record: GameRecord;
  state: BaseState;
  steps: PlayedStep[];
  seats: SeatPlan;
}

/** A loaded system's engine (the screens load a record's system before opening it: `loadSystem`). */
export function moduleFor(system: string): AnyGameModule {
  const m = loadedModule(system);
  if (m) return m;
  if (isKnownSystem(system)) throw new Error(`the ${system} system is not loaded yet`);
  throw new GameError('bad-record', `unknown system ${JSON.stringify(system)}`);
}

/** The turn number a view reports, if the system keeps one at the top level of its view. */
export function turnOf(view: JsonValue): number | null {
  if (view !== null && typeof view === 'object' && !Array.isArray(view)) {
    const t = view['turn'];
    if (typeof t === 'number') return t;
  }
  return null;
}

function snapshot(match: Match, steps: PlayedStep[], seats: SeatPlan): GameSnapshot {
  return { match, module: match.module, record: match.record, state: match.state, steps, seats };
}

function withPlan(match: Match, seats: SeatPlan): Match {
  return match.withMeta({ ...(match.record.meta ?? {}), seats });
}

export function startGame(module: AnyGameModule, input: NewGameInput, seats: SeatPlan): GameSnapshot {
  // With the browser's store, so the page can keep the game's state as it goes away (`keepSnapshot`).
  return snapshot(withPlan(Match.create(module, input, { store: browserSnapshots }), seats), [], seats);
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
 * Open a record through the kernel's Match, keeping for each step the turn and decision it answered
 * (the log shows them). Refuses a record that does not replay, or does not reach its stored hash.
 *
 * The game this browser kept as it went away opens from its kept state and log (`snapshots.ts`): only the
 * decisions after it are replayed, and the battle is not set up again (issue 18).
 */
export function loadGame(raw: unknown, seats?: SeatPlan, store = true): GameSnapshot {
  const record = parseRecord(raw);
  const module = moduleFor(record.system);
  // The turn of step i is the one the state before it shows: the state replayed from, then step i-1's result.
  const replayedSteps: ReplayStep[] = [];
  const turnsAfter: (number | null)[] = [];
  const match = Match.open(module, record, {
    ...(store ? { store: browserSnapshots } : {}),
    onStep: (step, after) => {
      replayedSteps.push(step);
      turnsAfter.push(turnOf(module.view(after, null)));
    },
  });
  const from = record.actions.length - replayedSteps.length;
  // The state replayed from is kept by the Match (the start, or the stored snapshot's): no replay to ask for it.
  const first = replayedSteps.length > 0 ? turnOf(module.view(match.stateAt(from), null)) : null;
  const replayed = replayedSteps.map((s, k): PlayedStep => ({ ...s, turn: k === 0 ? first : (turnsAfter[k - 1] ?? null), kind: s.pending.kind }));
  const before = from === 0 ? [] : keptSteps(gameKey(module, record), from);
  // A kept state without its steps (another tab replaced them meanwhile): the whole record is replayed.
  if (before === undefined) return loadGame(raw, seats, false);
  const plan = seats ?? seatsFromRecord(module, record, match.state);
  return snapshot(withPlan(match, plan), [...before, ...replayed], plan);
}

export function pendingOf(game: GameSnapshot): Pending | null {
  return game.match.pending;
}

export function legalOf(game: GameSnapshot, seat: Seat): JsonValue[] {
  return game.match.legal(seat);
}

/** Apply the deciding seat's action through the kernel (which checks seat and legality). */
export function play(game: GameSnapshot, seat: Seat, action: JsonValue): GameSnapshot {
  const turn = turnOf(game.match.view(null));
  const next = game.match.play(seat, action);
  const step = next.lastStep!;
  return snapshot(next, [...game.steps, { ...step, turn, kind: step.pending.kind }], game.seats);
}

/** How many decisions the deciding seat may take back now (the kernel's rule: own run, no dice, no reveal). */
export function undoable(game: GameSnapshot): number {
  return game.match.undoable();
}

/** Take back the deciding seat's last decision (the kernel refuses what it does not allow). */
export function undoLast(game: GameSnapshot): GameSnapshot {
  const next = game.match.undo(game.match.pending?.seat);
  return snapshot(next, game.steps.slice(0, next.length), game.seats);
}

/** The player's notes on the game (issue 16.8), kept in the record's meta so they travel with saves and files. */
export function notesOf(game: GameSnapshot): string {
  const n = game.record.meta?.['notes'];
  return typeof n === 'string' ? n : '';
}

export function withNotes(game: GameSnapshot, notes: string): GameSnapshot {
  return snapshot(game.match.withMeta({ ...(game.match.record.meta ?? {}), notes }), game.steps, game.seats);
}

export function withSeats(game: GameSnapshot, seats: SeatPlan): GameSnapshot {
  return snapshot(withPlan(game.match, seats), game.steps, seats);
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
