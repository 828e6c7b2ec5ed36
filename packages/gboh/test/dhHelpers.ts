import type { JsonValue } from '@polemarch/kernel';
import type { GbohState } from '../src';
import { OC, P, position, start } from './helpers';

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

/** Mounted Mongol profiles with their dismounted sides, as the DH builder writes them (values as Tumen 5's). */
export const MONGOL_PROFILES = {
  'm-hc': { type: 'HC', nationality: 'Mongol', size: null, tq: 7, ma: 8, missile: 'C', movedPenaltyExempt: true, dismountedSide: 'm-hc-dismounted', provenance: P },
  'm-lc': { type: 'LC', nationality: 'Mongol', size: null, tq: 6, ma: 9, missile: 'C', feignedRetreat: true, frValue: 9, movedPenaltyExempt: true, dismountedSide: 'm-lc-dismounted', provenance: P },
  'm-hc-dismounted': { type: 'HI', nationality: 'Mongol', size: null, tq: 7, ma: 5, missile: 'C', provenance: P },
  'm-lc-dismounted': { type: 'LI', nationality: 'Mongol', size: null, tq: 6, ma: 6, missile: 'C', provenance: P },
};

/** A DH position whose units may name the profiles above. */
export function dhWithProfiles(opts: Parameters<typeof dhPosition>[0], options: Record<string, JsonValue> = {}): GbohState {
  const pos = dhPosition(opts) as Record<string, JsonValue>;
  const units = (pos.units as Record<string, JsonValue>[]).map((u) => {
    if (typeof u.profile !== 'string') return u;
    // A profile's values come from the profile (the position helper's defaults would override them).
    const { tq: _t, ma: _m, size: _s, nationality: _n, ...rest } = u;
    return rest;
  });
  return start({ ...pos, units, counterProfiles: MONGOL_PROFILES } as JsonValue, options);
}
