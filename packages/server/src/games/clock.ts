import type { Seat } from '@polemarch/kernel';
import { HttpError } from '../http';

/**
 * Paces for asynchronous play: each seat has a time bank that runs while it decides (its own
 * decisions and its reactions in the other seat's turn). When the decision passes to another seat the
 * one that decided gains the increment. A seat whose bank runs out loses on time: the sweeper ends
 * the game, and an action that arrives too late is refused.
 */
export interface ClockConfig {
  bankMs: number;
  incrementMs: number;
}

export type Banks = Record<Seat, number>;

const MIN_BANK = 10_000;
const MAX_BANK = 60 * 86_400_000;
const MAX_INCREMENT = 7 * 86_400_000;

/** A clock from a request: `{bankSeconds, incrementSeconds?}` (10 s to 60 days; increment up to 7 days). */
export function parseClock(raw: unknown): ClockConfig | null {
  if (raw === undefined || raw === null) return null;
  const c = raw as { bankSeconds?: unknown; incrementSeconds?: unknown };
  const bankMs = typeof c.bankSeconds === 'number' ? Math.round(c.bankSeconds * 1000) : NaN;
  const incrementMs = c.incrementSeconds === undefined ? 0 : typeof c.incrementSeconds === 'number' ? Math.round(c.incrementSeconds * 1000) : NaN;
  if (typeof raw !== 'object' || !(bankMs >= MIN_BANK && bankMs <= MAX_BANK) || !(incrementMs >= 0 && incrementMs <= MAX_INCREMENT)) {
    throw new HttpError(400, 'bad-clock', 'clock: {bankSeconds: 10 to 5184000, incrementSeconds?: 0 to 604800}');
  }
  return { bankMs, incrementMs };
}

export function initialBanks(clock: ClockConfig, seats: readonly Seat[]): Banks {
  return Object.fromEntries(seats.map((s) => [s, clock.bankMs]));
}

/**
 * The banks after `seat` decided `elapsedMs` after its clock started, the decision passing to `next`
 * (null: the game is over). `flagged`: the seat's bank had run out before it acted.
 */
export function charge(clock: ClockConfig, banks: Banks, seat: Seat, elapsedMs: number, next: Seat | null): { banks: Banks; flagged: boolean } {
  const left = (banks[seat] ?? 0) - Math.max(0, elapsedMs);
  if (left < 0) return { banks: { ...banks, [seat]: 0 }, flagged: true };
  return { banks: { ...banks, [seat]: next !== null && next !== seat ? left + clock.incrementMs : left }, flagged: false };
}
