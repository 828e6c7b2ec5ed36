/** Why the kernel refused something. Every refusal leaves the input state and files unchanged. */
export type GameErrorCode =
  | 'bad-action' // not of the action's shape
  | 'illegal' // well-formed, but not a legal choice now
  | 'wrong-seat' // not this seat's decision
  | 'game-over'
  | 'bad-setup' // unknown scenario, invalid position file or options
  | 'bad-record' // a corrupt or inconsistent game record
  | 'bad-dice' // forced dice the action did not use, or out of range
  | 'cannot-undo';

export class GameError extends Error {
  constructor(
    readonly code: GameErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'GameError';
  }
}

export function isGameError(e: unknown): e is GameError {
  return e instanceof GameError;
}
