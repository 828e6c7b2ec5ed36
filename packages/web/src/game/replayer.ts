import { type AnyGameModule, type BaseState, type GameRecord, type NewGameInput, applyAction, newGame } from '@polemarch/kernel';

const CHECKPOINT_EVERY = 32;

/**
 * The state after any number of a record's actions, for the replay viewer: replays through the
 * kernel from the nearest checkpoint (kept every 32 actions), so stepping back and forth through a
 * long battle stays quick without holding every state in memory.
 */
export class Replayer {
  private readonly checkpoints = new Map<number, BaseState>();

  constructor(
    readonly module: AnyGameModule,
    readonly record: GameRecord,
  ) {
    const input: NewGameInput = { options: record.options, seed: record.seed };
    if (record.scenario !== undefined) input.scenario = record.scenario;
    if (record.position !== undefined) input.position = record.position;
    this.checkpoints.set(0, newGame(module, input));
  }

  get length(): number {
    return this.record.actions.length;
  }

  stateAt(n: number): BaseState {
    const target = Math.max(0, Math.min(n, this.length));
    let from = target - (target % CHECKPOINT_EVERY);
    while (!this.checkpoints.has(from)) from -= CHECKPOINT_EVERY;
    let state = this.checkpoints.get(from)!;
    for (let i = from; i < target; i++) {
      const entry = this.record.actions[i]!;
      state = applyAction(this.module, state, entry.seat, entry.action, entry.dice ?? []).state;
      if ((i + 1) % CHECKPOINT_EVERY === 0) this.checkpoints.set(i + 1, state);
    }
    return state;
  }
}
