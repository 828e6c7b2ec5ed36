import { type Agent, type AnyGameModule, type GameRecord, type JsonValue, type Seat, appendAction, applyAction, newGame, newRecord, randomAgent } from '@polemarch/kernel';

export interface PlayedGame {
  record: GameRecord;
  winner: Seat | null;
  finished: boolean;
  error?: string;
  actions: number;
}

/** Play one game between agents (in seat order) to its end or to `maxActions`. */
export async function playGame(module: AnyGameModule, input: { scenario: string; seed: number; options?: Record<string, JsonValue> }, agents: readonly Agent[], maxActions = 200_000): Promise<PlayedGame> {
  let state = newGame(module, input);
  let record = newRecord(module, input);
  const seats = module.seats(state);
  const bySeat = new Map<Seat, Agent>(seats.map((s, i) => [s, agents[i % agents.length] as Agent]));
  let actions = 0;
  try {
    for (;;) {
      const pending = module.pending(state);
      if (pending === null) break;
      if (actions >= maxActions) return { record, winner: null, finished: false, error: `no result after ${maxActions} actions`, actions };
      const agent = bySeat.get(pending.seat);
      if (agent === undefined) throw new Error(`no player for seat ${pending.seat}`);
      const legal = module.legal(state, pending.seat);
      const action = await agent.decide({ module, seat: pending.seat, pending, view: module.view(state, pending.seat), legal });
      state = applyAction(module, state, pending.seat, action).state;
      record = appendAction(record, { seat: pending.seat, action }, state);
      actions++;
    }
  } catch (e) {
    return { record, winner: null, finished: false, error: (e as Error).message, actions };
  }
  const result = module.result(state);
  return { record, winner: result?.winner ?? null, finished: true, actions };
}

export { randomAgent };
