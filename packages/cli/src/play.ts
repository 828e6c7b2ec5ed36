import { type Agent, type AnyGameModule, type Decision, type GameRecord, type JsonValue, type RecordedAction, type Seat, type Seed, applyAction, newGame, newRecord, randomAgent, stateHash } from '@polemarch/kernel';

export interface PlayedGame {
  record: GameRecord;
  winner: Seat | null;
  finished: boolean;
  error?: string;
  actions: number;
}

/** Play one game between agents (in seat order) to its end or to `maxActions`. */
export async function playGame(module: AnyGameModule, input: { scenario: string; seed: Seed; options?: Record<string, JsonValue> }, agents: readonly Agent[], maxActions = 200_000): Promise<PlayedGame> {
  let state = newGame(module, input);
  const start = newRecord(module, input, state);
  const seats = module.seats(state);
  const bySeat = new Map<Seat, Agent>(seats.map((s, i) => [s, agents[i % agents.length] as Agent]));
  // The record is built once at the end (what `appendAction` after every action gives, without hashing the whole
  // state and copying the action list at each of the game's thousands of actions).
  const played: RecordedAction[] = [];
  const record = (): GameRecord => (played.length === 0 ? start : { ...start, actions: played, stateHash: stateHash(state) });
  let actions = 0;
  try {
    for (;;) {
      const pending = module.pending(state);
      if (pending === null) break;
      if (actions >= maxActions) return { record: record(), winner: null, finished: false, error: `no result after ${maxActions} actions`, actions };
      const agent = bySeat.get(pending.seat);
      if (agent === undefined) throw new Error(`no player for seat ${pending.seat}`);
      const legal = module.legal(state, pending.seat);
      const current = state;
      // The view is built only if the agent reads it (a random player never does).
      let view: JsonValue | undefined;
      const decision: Decision = {
        module,
        seat: pending.seat,
        pending,
        get view(): JsonValue {
          view ??= module.view(current, pending.seat);
          return view;
        },
        legal,
      };
      const action = await agent.decide(decision);
      state = applyAction(module, state, pending.seat, action).state;
      played.push({ seat: pending.seat, action });
      actions++;
    }
  } catch (e) {
    return { record: record(), winner: null, finished: false, error: (e as Error).message, actions };
  }
  const result = module.result(state);
  return { record: record(), winner: result?.winner ?? null, finished: true, actions };
}

export { randomAgent };
