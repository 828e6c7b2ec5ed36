import { createAiAgent, isLevelName } from '@polemarch/ai';
import { cca } from '@polemarch/cca';
import { gboh } from '@polemarch/gboh';
import { type Agent, type AnyGameModule, GameError, randomAgent } from '@polemarch/kernel';
import { skirmish } from '@polemarch/kernel/testing';

/**
 * Every system Polemarch plays. A new system registers here once and becomes available to the CLI,
 * the web app, the server and the AI together.
 */
const SYSTEMS: readonly AnyGameModule[] = [skirmish, cca, gboh];

export function systems(): readonly AnyGameModule[] {
  return SYSTEMS;
}

export function findSystem(id: string): AnyGameModule | undefined {
  return SYSTEMS.find((m) => m.id === id);
}

/**
 * A player from its command-line spelling: `random`, or `ai[:level]` (levels easy, standard, strong;
 * standard by default). `seed` seeds the player's own generator (never the game's).
 */
export function createAgent(spec: string, seed: number): Agent {
  const [kind, level] = spec.split(':', 2);
  if (kind === 'random' && level === undefined) return randomAgent(seed);
  if (kind === 'ai') {
    if (level !== undefined && !isLevelName(level)) throw new GameError('bad-setup', `unknown AI level ${JSON.stringify(level)}: use easy, standard or strong`);
    return createAiAgent({ level: level ?? 'standard', seed });
  }
  throw new GameError('bad-setup', `unknown player ${JSON.stringify(spec)}: use random or ai[:level]`);
}
