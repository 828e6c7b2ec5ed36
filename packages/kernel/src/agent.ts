import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { JsonValue } from './json';
import type { AnyGameModule, Pending, Seat } from './module';

/**
 * What a player (human front end, random player or AI) is given to decide: its own view and the
 * legal actions, never the full state. An agent that only sees this cannot peek at hidden cards, the
 * deck order or the generator.
 */
export interface Decision {
  module: AnyGameModule;
  seat: Seat;
  pending: Pending;
  view: JsonValue;
  legal: readonly JsonValue[];
  /** Progress reports while thinking (0–1), for UIs. */
  onProgress?: (fraction: number) => void;
}

export interface Agent {
  readonly name: string;
  decide(decision: Decision): JsonValue | Promise<JsonValue>;
}

/** A uniform random chooser with its own generator, separate from any game's. */
export function randomChooser(seed: number): <T>(options: readonly T[]) => T {
  const gen = xoroshiro128plus(seed | 0);
  return <T>(options: readonly T[]): T => {
    if (options.length === 0) throw new Error('no option to choose from');
    return options[uniformInt(gen, 0, options.length - 1)] as T;
  };
}

/** The legal random player: every legal action equally likely. */
export function randomAgent(seed: number): Agent {
  const choose = randomChooser(seed);
  return { name: 'random', decide: (d) => choose(d.legal) };
}
