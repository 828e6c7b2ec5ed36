import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

/**
 * The random generator as it lives inside a game state: plain JSON, so a state can be saved, hashed
 * and replayed. `forced` is the test/debug hook: values queued there are used by the next die rolls
 * instead of the generator (shuffles are never forced). `draws` counts every draw, forced or not,
 * so the kernel can tell whether an action touched chance (undo stops there).
 */
export interface RngState {
  algorithm: 'xoroshiro128plus';
  state: number[];
  forced: ForcedDie[];
  draws: number;
}

/** A forced die result, in the die's own terms: 0–9 for a d10, 1–6 for a d6, a face name or index for a face die. */
export type ForcedDie = number | string;

/**
 * A game's seed. New games get a string of 32 hex digits: 128 bits from the platform's CSPRNG
 * (`randomSeed`), which become the generator's whole 128-bit state, so the seed cannot be found by
 * scanning a small space (issue 17.1). A number is the seed form of records before format 2: it keeps
 * today's generator bit for bit (pure-rand's `xoroshiro128plus(seed | 0)`), so old records and pinned
 * test hashes replay unchanged. This module is the one place that turns a seed into a generator.
 */
export type Seed = number | string;

/** The string seed form: 128 bits as 32 lowercase hex digits. */
export const SEED_PATTERN = /^[0-9a-f]{32}$/;

/** A 128-bit seed from the platform CSPRNG (`crypto.getRandomValues`, in node and in the browser). */
export function randomSeed(): string {
  for (;;) {
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    // The all-zero state is the one xoroshiro cannot leave (p = 2^-128).
    if (!/^0+$/.test(hex)) return hex;
  }
}

/** A description of what is wrong with a seed, or null when it is one. */
export function seedProblem(seed: unknown): string | null {
  if (typeof seed === 'number') return Number.isSafeInteger(seed) ? null : `a numeric seed must be a whole number, got ${String(seed)}`;
  if (typeof seed === 'string') {
    if (!SEED_PATTERN.test(seed)) return `a seed must be 32 lowercase hex digits (128 bits), got ${JSON.stringify(seed)}`;
    return /^0+$/.test(seed) ? 'the all-zero seed cannot seed the generator' : null;
  }
  return `a seed must be 32 hex digits or a whole number, got ${JSON.stringify(seed) ?? typeof seed}`;
}

/** A seed as a user types it: a whole number (the old form, for tests and bug reports) or 32 hex digits; null if neither. */
export function parseSeedText(text: string): Seed | null {
  const t = text.trim();
  // A number is read as the old 32-bit seed form; past 32 bits it would alias (seed + 2^32 is the same game).
  if (/^-?\d{1,10}$/.test(t)) {
    const n = Number(t);
    return n >= -0x80000000 && n <= 0x7fffffff ? n : null;
  }
  const hex = t.toLowerCase();
  return seedProblem(hex) === null ? hex : null;
}

/**
 * A 31-bit number derived from a seed, for what wants a small seed of its own (an AI player's
 * generator, a game id): never used to seed the game's own generator.
 */
export function seedNumber(seed: Seed): number {
  if (typeof seed === 'number') return Math.abs(seed | 0);
  return Number.parseInt(seed.slice(0, 8), 16) & 0x7fffffff;
}

export function createRngState(seed: Seed): RngState {
  const problem = seedProblem(seed);
  if (problem !== null) throw new RangeError(problem);
  if (typeof seed === 'number') {
    return { algorithm: 'xoroshiro128plus', state: [...xoroshiro128plus(seed | 0).getState()], forced: [], draws: 0 };
  }
  // The whole 128 bits, as the generator's four signed 32-bit words.
  const words = [0, 8, 16, 24].map((i) => Number.parseInt(seed.slice(i, i + 8), 16) | 0);
  return { algorithm: 'xoroshiro128plus', state: words, forced: [], draws: 0 };
}

/** Six faces of the Commands & Colors battle die, each with probability 1/6. */
export const BATTLE_DIE_FACES = ['light', 'medium', 'heavy', 'leader', 'flag', 'swords'] as const;
export type BattleDieFace = (typeof BATTLE_DIE_FACES)[number];

/** A die roll as it is reported in events and logs. */
export interface DieRoll {
  die: string;
  value: number | string;
  forced?: boolean;
}

/**
 * Draws from an {@link RngState}, writing the advanced state back into it. Engines get one of these
 * bound to the working copy of the state they are building, so drawing never touches an input state.
 */
export class Random {
  private generator: RandomGenerator | null = null;
  /** Every die rolled through this object, in order: engines copy them into their events. */
  readonly rolls: DieRoll[] = [];

  /**
   * `strict`: the dice were forced for this action and must cover every die it rolls: a die rolled
   * once the forced ones are used up is refused (issue 17.8) instead of drawn from the generator.
   */
  constructor(
    private readonly store: RngState,
    private readonly strict = false,
  ) {}

  get draws(): number {
    return this.store.draws;
  }

  private gen(): RandomGenerator {
    if (this.generator === null) this.generator = xoroshiro128plusFromState(this.store.state);
    return this.generator;
  }

  private drawInt(min: number, max: number): number {
    const g = this.gen();
    const v = uniformInt(g, min, max);
    this.store.state = [...g.getState()];
    this.store.draws++;
    return v;
  }

  private takeForced(name: string): ForcedDie | undefined {
    if (this.store.forced.length === 0) {
      if (this.strict) throw new RangeError(`forced dice ran out: the action rolls another ${name} (give more dice, or ask to fill the rest at random)`);
      return undefined;
    }
    this.store.draws++;
    return this.store.forced.shift();
  }

  /** Uniform integer in [0, n). Never forced: used for shuffles and other non-die draws. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`int(n) needs a positive integer, got ${n}`);
    return this.drawInt(0, n - 1);
  }

  /** Fisher–Yates shuffle in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.drawInt(0, i);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  private numericDie(name: string, min: number, max: number): number {
    const f = this.takeForced(name);
    let value: number;
    if (f !== undefined) {
      if (typeof f !== 'number' || !Number.isInteger(f) || f < min || f > max) {
        throw new RangeError(`forced ${name} result must be an integer ${min}–${max}, got ${JSON.stringify(f)}`);
      }
      value = f;
    } else {
      value = this.drawInt(min, max);
    }
    this.rolls.push(f !== undefined ? { die: name, value, forced: true } : { die: name, value });
    return value;
  }

  /** A ten-sided die read 0–9, 0 the lowest (GBoH). */
  d10(): number {
    return this.numericDie('d10', 0, 9);
  }

  /** An ordinary six-sided die, 1–6. */
  d6(): number {
    return this.numericDie('d6', 1, 6);
  }

  /** A die with named faces, each equally likely. A forced value may be the face name or its index. */
  face<F extends string>(faces: readonly F[], name = 'face'): F {
    const f = this.takeForced(name);
    let value: F;
    if (f !== undefined) {
      const byIndex = typeof f === 'number' ? faces[f] : undefined;
      const byName = typeof f === 'string' ? faces.find((x) => x === f) : undefined;
      const picked = byIndex ?? byName;
      if (picked === undefined) throw new RangeError(`forced ${name} result must be one of ${faces.join(', ')}, got ${JSON.stringify(f)}`);
      value = picked;
    } else {
      value = faces[this.drawInt(0, faces.length - 1)] as F;
    }
    this.rolls.push(f !== undefined ? { die: name, value, forced: true } : { die: name, value });
    return value;
  }

  /** One Commands & Colors battle die. */
  battleDie(): BattleDieFace {
    return this.face(BATTLE_DIE_FACES, 'battle');
  }
}
