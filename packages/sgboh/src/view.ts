import type { JsonValue, Seat } from '@polemarch/kernel';
import type { SgbohState } from './types';

/**
 * What a seat sees. SGBoH hides nothing (15.4: units, Hits, Reduced status, pursuers, Formation Charts, leader
 * ratings and Seize attempts are all public), so the view is every state field but the generator.
 */
export type SgbohView = {
  seat: string | null;
  scenario: SgbohState['scenario'];
  name: SgbohState['name'];
  map: SgbohState['map'];
  mapFamily: SgbohState['mapFamily'];
  fortifications: SgbohState['fortifications'];
  sides: SgbohState['sides'];
  units: SgbohState['units'];
  leaders: SgbohState['leaders'];
  formations: SgbohState['formations'];
  groups: SgbohState['groups'];
  turn: SgbohState['turn'];
  options: SgbohState['options'];
  /** Null when no side withdraws by Command Flight (ruling R-48). */
  flight: NonNullable<SgbohState['flight']> | null;
  outcome: SgbohState['outcome'];
};

/** Every state field and whether a seat sees it (the typecheck fails until a new field is classified). */
export const STATE_FIELDS = {
  rng: 'hidden',
  scenario: 'shown',
  name: 'shown',
  map: 'shown',
  mapFamily: 'shown',
  fortifications: 'shown',
  sides: 'shown',
  units: 'shown',
  leaders: 'shown',
  formations: 'shown',
  groups: 'shown',
  turn: 'shown',
  options: 'shown',
  flight: 'shown',
  outcome: 'shown',
} as const satisfies Record<keyof SgbohState, 'shown' | 'hidden'>;

export function sgbohView(s: SgbohState, seat: Seat | null): SgbohView {
  const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
  return {
    seat,
    scenario: s.scenario,
    name: s.name,
    map: s.map,
    mapFamily: s.mapFamily,
    fortifications: copy(s.fortifications),
    sides: copy(s.sides),
    units: copy(s.units),
    leaders: copy(s.leaders),
    formations: copy(s.formations),
    groups: copy(s.groups),
    turn: copy(s.turn),
    options: copy(s.options),
    flight: s.flight === undefined ? null : copy(s.flight),
    outcome: copy(s.outcome),
  };
}

/** A shape test for the web adapter, which holds views untyped (the view is always `sgbohView`'s output). */
export function isSgbohView(v: JsonValue): v is SgbohView {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, JsonValue>;
  const map = o['map'];
  return Array.isArray(o['units']) && Array.isArray(o['leaders']) && Array.isArray(o['sides']) && typeof o['turn'] === 'object' && typeof map === 'object' && map !== null && !Array.isArray(map) && typeof map['minCol'] === 'number';
}
