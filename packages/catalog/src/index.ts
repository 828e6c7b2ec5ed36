import { type Agent, type AnyGameModule, GameError, randomAgent } from '@polemarch/kernel';
import { skirmish } from '@polemarch/kernel/testing';

/**
 * Every system Polemarch plays. A new system registers here once and becomes available to the CLI,
 * the web app, the server and the AI together.
 */
const SYSTEMS: readonly AnyGameModule[] = [skirmish as unknown as AnyGameModule];

export function systems(): readonly AnyGameModule[] {
  return SYSTEMS;
}

export function findSystem(id: string): AnyGameModule | undefined {
  return SYSTEMS.find((m) => m.id === id);
}

/**
 * A player from its command-line spelling: `random`, or `ai[:level]` once the AI package is
 * registered. `seed` seeds the player's own generator (never the game's).
 */
export function createAgent(spec: string, seed: number): Agent {
  const [kind, level] = spec.split(':', 2);
  if (kind === 'random' && level === undefined) return randomAgent(seed);
  if (kind === 'ai') throw new GameError('bad-setup', 'the AI player is not available yet (issue: the computer general)');
  throw new GameError('bad-setup', `unknown player ${JSON.stringify(spec)}: use random or ai[:level]`);
}
