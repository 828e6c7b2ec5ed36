import type { SystemAdapter } from './types';
import { ccaAdapter } from './cca';
import { gbohAdapter } from './gboh';
import { genericAdapter } from './generic';
import { skirmishAdapter } from './skirmish';

/**
 * The web app's adapters, by system id. A system registered in the catalog but missing here is
 * played through the generic adapter. C&C: Ancients is `cca`; GBoH lands here as `gboh`.
 */
const ADAPTERS: readonly SystemAdapter[] = [skirmishAdapter, ccaAdapter, gbohAdapter];

const generic = new Map<string, SystemAdapter>();

export function adapterFor(system: string): SystemAdapter {
  const found = ADAPTERS.find((a) => a.id === system);
  if (found) return found;
  let g = generic.get(system);
  if (!g) {
    g = genericAdapter(system);
    generic.set(system, g);
  }
  return g;
}

export function adapters(): readonly SystemAdapter[] {
  return ADAPTERS;
}
