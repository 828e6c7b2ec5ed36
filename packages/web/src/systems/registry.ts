import type { SystemId } from '@polemarch/catalog';
import type { AnyGameModule } from '@polemarch/kernel';
import type { SystemAdapter } from './types';
import { genericAdapter } from './generic';

/** A system once its code is loaded: the engine and the web app's own adapter for it. */
export interface LoadedSystem {
  module: AnyGameModule;
  adapter: SystemAdapter;
}

/**
 * The catalog's systems, in its order (a test checks this list against the catalog's manifests). The page knows
 * them by id only: a system's engine and adapter are loaded with it (issue 18: each is a chunk of its own, so a page
 * pays only for the systems it shows; a reloaded game loads its own system and no other).
 */
export const SYSTEM_IDS = ['skirmish', 'cca', 'gboh', 'taw', 'justinian', 'sgboh'] as const satisfies readonly SystemId[];

/**
 * How each system's code is loaded, keyed by the catalog's system ids (the manifests' ids): the one place a system's
 * board is added, beside its code in `systems/<id>/`. Every system here has an adapter of its own (its manifest says
 * `web: { adapter: 'own' }`); a system of the catalog missing here would be played through the generic adapter. A
 * test checks that this table and the manifests agree.
 */
const LOADERS: { readonly [Id in SystemId]: () => Promise<LoadedSystem> } = {
  skirmish: () => Promise.all([import('@polemarch/kernel/testing'), import('./skirmish')]).then(([e, a]) => ({ module: e.skirmish, adapter: a.skirmishAdapter })),
  cca: () => Promise.all([import('@polemarch/cca'), import('./cca')]).then(([e, a]) => ({ module: e.cca, adapter: a.ccaAdapter })),
  gboh: () => Promise.all([import('@polemarch/gboh'), import('./gboh')]).then(([e, a]) => ({ module: e.gboh, adapter: a.gbohAdapter })),
  taw: () => Promise.all([import('@polemarch/taw'), import('./taw')]).then(([e, a]) => ({ module: e.taw, adapter: a.tawAdapter })),
  justinian: () => Promise.all([import('@polemarch/justinian'), import('./justinian')]).then(([e, a]) => ({ module: e.justinian, adapter: a.justinianAdapter })),
  sgboh: () => Promise.all([import('@polemarch/sgboh'), import('./sgboh')]).then(([e, a]) => ({ module: e.sgboh, adapter: a.sgbohAdapter })),
};

const KNOWN: ReadonlySet<string> = new Set(SYSTEM_IDS);
const loaded = new Map<string, LoadedSystem>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<(system: LoadedSystem) => void>();
const generic = new Map<string, SystemAdapter>();

/** Whether `system` is one of the catalog's systems (loaded or not). */
export function isKnownSystem(system: string): system is SystemId {
  return KNOWN.has(system);
}

/** Record a loaded system (its chunk arrived, or a test registered every system up front). */
export function registerSystem(system: LoadedSystem): void {
  if (loaded.has(system.module.id)) return;
  loaded.set(system.module.id, system);
  for (const l of listeners) l(system);
}

/** Called for every system registered from now on (i18n adds the adapter's words); returns the unsubscribe. */
export function onSystemRegistered(listener: (system: LoadedSystem) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLoaded(system: string): boolean {
  return loaded.has(system) || !isKnownSystem(system);
}

/** Load a system's engine and adapter (once; a system the catalog does not have needs nothing). */
export function loadSystem(system: string): Promise<void> {
  if (isLoaded(system) || !isKnownSystem(system)) return Promise.resolve();
  let p = loading.get(system);
  if (p === undefined) {
    p = LOADERS[system]().then(registerSystem, (e: unknown) => {
      loading.delete(system); // A failed chunk (the network) may be asked again.
      throw e;
    });
    loading.set(system, p);
  }
  return p;
}

export function loadSystems(systems: readonly string[]): Promise<void> {
  return Promise.all(systems.map(loadSystem)).then(() => undefined);
}

/** The loaded engine of a system, or undefined (not loaded, or not one of the catalog's). */
export function loadedModule(system: string): AnyGameModule | undefined {
  return loaded.get(system)?.module;
}

/** The loaded systems' engines, in the catalog's order. */
export function loadedModules(): AnyGameModule[] {
  return SYSTEM_IDS.flatMap((id) => loaded.get(id)?.module ?? []);
}

/**
 * The adapter of a system. A catalog system must be loaded first (`loadSystem`; the screens wait for it): asking
 * before is a bug in the page, not a system to play generically. Any other id gets the generic adapter.
 */
export function adapterFor(system: string): SystemAdapter {
  const found = loaded.get(system);
  if (found) return found.adapter;
  if (isKnownSystem(system)) throw new Error(`the ${system} system is not loaded yet`);
  let g = generic.get(system);
  if (!g) {
    g = genericAdapter(system);
    generic.set(system, g);
  }
  return g;
}

/** The adapters of the systems loaded so far (their namespaces of translations are added as they load). */
export function adapters(): readonly SystemAdapter[] {
  return SYSTEM_IDS.flatMap((id) => loaded.get(id)?.adapter ?? []);
}
