import type { SystemId } from '@polemarch/catalog';
import type { SystemAdapter } from './types';
import { ccaAdapter } from './cca';
import { gbohAdapter } from './gboh';
import { genericAdapter } from './generic';
import { justinianAdapter } from './justinian';
import { sgbohAdapter } from './sgboh';
import { skirmishAdapter } from './skirmish';
import { tawAdapter } from './taw';

/**
 * The web app's own adapters, keyed by the catalog's system ids (the manifests' ids): the one place a
 * system's board is added, beside its code in `systems/<id>/`. A system whose manifest says
 * `web: { adapter: 'generic' }` (or any id not here) is played through the generic adapter; a test
 * checks that this table and the manifests agree.
 */
const ADAPTERS: { readonly [Id in SystemId]?: SystemAdapter } = {
  skirmish: skirmishAdapter,
  cca: ccaAdapter,
  gboh: gbohAdapter,
  justinian: justinianAdapter,
  taw: tawAdapter,
  sgboh: sgbohAdapter,
};

const OWN = new Map<string, SystemAdapter>(Object.entries(ADAPTERS));
const OWN_LIST: readonly SystemAdapter[] = [...OWN.values()];
const generic = new Map<string, SystemAdapter>();

export function adapterFor(system: string): SystemAdapter {
  const found = OWN.get(system);
  if (found) return found;
  let g = generic.get(system);
  if (!g) {
    g = genericAdapter(system);
    generic.set(system, g);
  }
  return g;
}

/** The adapters the web app has of its own (their namespaces of translations are loaded at start). */
export function adapters(): readonly SystemAdapter[] {
  return OWN_LIST;
}
