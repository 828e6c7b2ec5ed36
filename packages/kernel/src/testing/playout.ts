import { randomChooser } from '../agent';
import { type GameRecord, type NewGameInput, appendAction, applyAction, newGame, newRecord, replay, stateHash } from '../engine';
import { hashJson, type JsonValue } from '../json';
import type { BaseState, GameEvent, GameModule, Seat } from '../module';

export interface PlayoutOptions<S extends BaseState, A extends JsonValue = JsonValue, V extends JsonValue = JsonValue> {
  /** Seed of the random players (the game's own seed is in `input`). */
  seed: number;
  /** Stop after this many actions even if the game is not over. */
  maxActions: number;
  /** Extra checks run after every action, with the events it produced; throw to fail. */
  invariant?: (state: S, module: GameModule<S, A, V>, events: readonly GameEvent[]) => void;
  /** Run the generic contract checks after every action (slower; default true). */
  checkContract?: boolean;
}

export interface PlayoutResult<S> {
  state: S;
  record: GameRecord;
  actions: number;
  finished: boolean;
}

function findKey(value: unknown, key: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => findKey(v, key));
  for (const [k, v] of Object.entries(value)) if (k === key || findKey(v, key)) return true;
  return false;
}

/**
 * The checks every system must pass after every action: the deciding seat always has a legal move (no
 * dead end) and no other seat has any, the game is over exactly when nobody must decide, and no
 * seat's view carries the random generator.
 */
export function checkContract<S extends BaseState, A extends JsonValue, V extends JsonValue>(module: GameModule<S, A, V>, state: S): void {
  const pending = module.pending(state);
  const result = module.result(state);
  if ((pending === null) !== (result !== null)) throw new Error(`pending/result disagree: pending=${JSON.stringify(pending)} result=${JSON.stringify(result)}`);
  for (const seat of module.seats(state)) {
    const legal = module.legal(state, seat);
    if (pending !== null && seat === pending.seat && legal.length === 0) throw new Error(`dead end: ${seat} must decide (${pending.kind}) but has no legal action`);
    if ((pending === null || seat !== pending.seat) && legal.length > 0) throw new Error(`${seat} has legal actions but is not deciding`);
    if (findKey(module.view(state, seat), 'rng')) throw new Error(`${seat}'s view exposes the random generator`);
  }
  if (findKey(module.view(state, null), 'rng')) throw new Error('the spectator view exposes the random generator');
}

/**
 * Play random legal actions from a scenario or position until the game ends or `maxActions` is
 * reached, checking after every action that the input state was not mutated, the contract holds and
 * any system invariant holds; finally the record must replay to the identical state.
 */
export function randomPlayout<S extends BaseState, A extends JsonValue, V extends JsonValue>(
  module: GameModule<S, A, V>,
  input: NewGameInput,
  options: PlayoutOptions<S, A, V>,
): PlayoutResult<S> {
  const choose = randomChooser(options.seed);
  let state = newGame(module, input);
  let record = newRecord(module, input);
  const contract = options.checkContract ?? true;
  if (contract) checkContract(module, state);
  let n = 0;
  while (n < options.maxActions) {
    const pending = module.pending(state);
    if (pending === null) break;
    const seat: Seat = pending.seat;
    const action = choose(module.legal(state, seat));
    const before = contract ? hashJson(state) : '';
    const r = applyAction(module, state, seat, action);
    if (contract && hashJson(state) !== before) throw new Error(`apply mutated its input state (action ${n + 1}: ${JSON.stringify(action)})`);
    state = r.state;
    record = appendAction(record, { seat, action }, state);
    n++;
    if (contract) checkContract(module, state);
    options.invariant?.(state, module, r.events);
  }
  const replayed = replay(module, record);
  if (stateHash(replayed.state) !== stateHash(state)) throw new Error('replay of the playout reached a different state');
  return { state, record, actions: n, finished: module.pending(state) === null };
}
