import type { JsonValue } from '@polemarch/kernel';
import type { GbohState } from '../src';
import { OC, position, start } from './helpers';

/**
 * Small positions played under The Devil's Horsemen edition (the scenario's `profile`), on the test map of
 * `helpers.position`: the "byzantines" side stands for the Mongols (nationality Mongol), the "persians" for their
 * European enemies. No DH battle is needed.
 */
export function dhPosition(opts: Parameters<typeof position>[0]): JsonValue {
  const pos = position(opts) as Record<string, JsonValue>;
  return { ...pos, profile: 'devils-horsemen' };
}

export function dhStart(opts: Parameters<typeof position>[0], options: Record<string, JsonValue> = {}): GbohState {
  return start(dhPosition(opts), options);
}

/** The Mongol OC and the European OC (charisma 0, so no Shock DRM). */
export const MONGOL_OC = (hex: string) => OC('byzantines', hex);
export const EUROPEAN_OC = (hex: string) => OC('persians', hex);

/** A Mongol unit (side byzantines, facing east). */
export const mongol = (u: Record<string, unknown>) => ({ side: 'byzantines', nationality: 'Mongol', size: null, ...u });
/** A European unit (side persians, facing west). */
export const european = (u: Record<string, unknown>) => ({ side: 'persians', nationality: 'Polish', size: null, ...u });
