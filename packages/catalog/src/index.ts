import { createAiAgent, isLevelName, registerManifests } from '@polemarch/ai';
import { manifest as cca } from '@polemarch/cca/manifest';
import { manifest as gboh } from '@polemarch/gboh/manifest';
import { manifest as taw } from '@polemarch/taw/manifest';
import { manifest as justinian } from '@polemarch/justinian/manifest';
import { manifest as sgboh } from '@polemarch/sgboh/manifest';
import { type Agent, type AnyGameModule, GameError, type SystemManifest, randomAgent } from '@polemarch/kernel';
import { skirmishManifest } from '@polemarch/kernel/testing';

/**
 * Every system Polemarch plays, one manifest each. Adding a system is its package (which exports
 * `manifest`) and one line here: the CLI, the web app, the server and the AI read this list.
 */
const MANIFESTS = [skirmishManifest, cca, gboh, taw, justinian, sgboh] as const;

/** The id of a system this catalog lists (registries keyed by system, like the web app's adapters, use it). */
export type SystemId = (typeof MANIFESTS)[number]['id'];

export function manifests(): readonly SystemManifest<SystemId>[] {
  return MANIFESTS;
}

export function findManifest(id: string): SystemManifest<SystemId> | undefined {
  return MANIFESTS.find((m) => m.id === id);
}

const MODULES: readonly AnyGameModule[] = MANIFESTS.map((m) => m.module);

export function systems(): readonly AnyGameModule[] {
  return MODULES;
}

export function findSystem(id: string): AnyGameModule | undefined {
  return findManifest(id)?.module;
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
    // The AI knows the systems' evaluators and hints only through the manifests given to it.
    registerManifests(MANIFESTS);
    if (fixed === undefined) return createAiAgent({ level: level ?? 'standard', seed });
    const iterations = Number(fixed);
    if (!/^[1-9][0-9]{0,6}$/.test(fixed)) throw new GameError('bad-setup', `bad iteration count in ${JSON.stringify(spec)}: @ takes a whole number from 1 to 9999999`);
    return createAiAgent({ level: level ?? 'standard', seed, iterations, timeMs: Infinity });
  }
  throw new GameError('bad-setup', usage);
}
