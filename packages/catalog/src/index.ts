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
 * A player from its command-line spelling: `random`, or `ai[:level][@iterations]` (levels easy,
 * standard, strong; standard by default). `@N` runs exactly N search iterations per decision with no
 * clock, so a game replays identically however loaded the machine is (tournaments use it). `seed`
 * seeds the player's own generator (never the game's).
 */
export function createAgent(spec: string, seed: number): Agent {
  const usage = `unknown player ${JSON.stringify(spec)}: use random or ai[:level][@iterations]`;
  const [name, fixed, ...extra] = spec.split('@');
  const [kind, level, ...rest] = (name ?? '').split(':');
  if (extra.length > 0 || rest.length > 0) throw new GameError('bad-setup', usage);
  if (kind === 'random' && level === undefined && fixed === undefined) return randomAgent(seed);
  if (kind === 'ai') {
    if (level !== undefined && !isLevelName(level)) throw new GameError('bad-setup', `unknown AI level ${JSON.stringify(level)}: use easy, standard or strong`);
    if (fixed === undefined) return createAiAgent({ level: level ?? 'standard', seed });
    const iterations = Number(fixed);
    if (!/^[1-9][0-9]{0,6}$/.test(fixed)) throw new GameError('bad-setup', `bad iteration count in ${JSON.stringify(spec)}: @ takes a whole number from 1 to 9999999`);
    return createAiAgent({ level: level ?? 'standard', seed, iterations, timeMs: Infinity });
  }
  throw new GameError('bad-setup', usage);
}
