import { cloneJson } from '@polemarch/kernel';
import type { GbohState, LeaderState, UnitState } from './types';

/**
 * The module's `clone`: the kernel copies the state before every `step`, so this runs once per action in
 * play, replay and the AI's search. The immutable `static` battle data is shared by reference (it is frozen
 * at setup, see `deepFreeze`); units and leaders are flat records copied with a spread, with only their
 * nested fields copied deeply; the few other, small parts go through the kernel's `cloneJson`.
 */

/** The keys of a record whose values may be objects or arrays (which a spread would share). */
type NestedKeys<T> = { [K in keyof T]-?: NonNullable<T[K]> extends object ? K : never }[keyof T];

/**
 * Every nested field of a unit. `satisfies` makes the typecheck fail here if a new object or array field is
 * added to `UnitState` without being listed (a spread would share it between states).
 */
const UNIT_NESTED = { owFiredAt: true, cheiro: true } as const satisfies Record<NestedKeys<UnitState>, true>;
const UNIT_NESTED_KEYS = Object.keys(UNIT_NESTED) as NestedKeys<UnitState>[];
/** The keys of a record that may be absent. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];
/**
 * Every optional field of a unit (the Devil's Horsemen's): a unit that has one is copied generically, so a copy never
 * gains or loses a key. `satisfies` makes the typecheck fail here if an optional field is added to `UnitState`
 * without being listed.
 */
const UNIT_OPTIONAL = { disordered: true, pivotedInZoc: true } as const satisfies Record<OptionalKeys<UnitState>, true>;
const UNIT_OPTIONAL_KEYS = Object.keys(UNIT_OPTIONAL) as OptionalKeys<UnitState>[];
/** Leaders are all flat today (an empty list); the same guard. */
const LEADER_NESTED = {} as const satisfies Record<NestedKeys<LeaderState>, true>;
const LEADER_NESTED_KEYS = Object.keys(LEADER_NESTED) as NestedKeys<LeaderState>[];

function copyRecord<T extends object>(o: T, nested: readonly (keyof T)[]): T {
  const c = { ...o };
  for (const k of nested) {
    const v = c[k];
    if (typeof v === 'object' && v !== null) c[k] = cloneJson(v);
  }
  return c;
}

/**
 * A unit's copy as one object literal: the generic spread went through V8's slow clone path (one property at a
 * time) and was the largest single cost of a step. Same keys in the same order as the units the engine creates; the
 * `UnitState` return type makes a required field added to the type without being copied here a type error; a unit
 * with an optional field set (`UNIT_OPTIONAL`) takes the generic copy, so a unit never gains or loses a key.
 */
function cloneUnit(o: UnitState): UnitState {
  for (const k of UNIT_OPTIONAL_KEYS) if (o[k] !== undefined) return copyRecord(o, UNIT_NESTED_KEYS);
  const c = o.cheiro;
  return {
    hex: o.hex,
    facing: o.facing,
    inColumn: o.inColumn,
    hits: o.hits,
    status: o.status,
    moved: o.moved,
    supply: o.supply,
    shock: o.shock,
    ordered: o.ordered,
    fired: o.fired,
    reactionFaced: o.reactionFaced,
    owFiredAt: o.owFiredAt.slice(),
    reorganized: o.reorganized,
    shieldWall: o.shieldWall,
    columnAttacked: o.columnAttacked,
    engaged: o.engaged,
    uncontrolled: o.uncontrolled,
    cheiro: c === null ? null : { mode: c.mode, active: c.active, activeThisPhase: c.activeThisPhase, reaction: c.reaction },
    setupHex: o.setupHex,
  };
}

/**
 * `cloneJson` by spreads and slices: the battle rules' state (Liegnitz's and Ayn Jalut's Standards with their unit
 * lists, the artillery pieces) is 1–3 KB copied at every step, and adding its keys one by one was 2.5x slower (issue
 * 18). The same JSON value, keys in the same order.
 */
function copyJson<T>(v: T): T {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out: unknown[] = v.slice();
    for (let i = 0; i < out.length; i++) {
      const x = out[i];
      if (typeof x === 'object' && x !== null) out[i] = copyJson(x);
    }
    return out as T;
  }
  const out = { ...v } as Record<string, unknown>;
  for (const k in out) {
    const x = out[k];
    if (typeof x === 'object' && x !== null) out[k] = copyJson(x);
  }
  return out as T;
}

export function cloneState(s: GbohState): GbohState {
  // A spread first: same keys in the same order, and a fast-properties object (adding ~40 keys one by one to an
  // empty object leaves it in slow dictionary mode, which every later read of the copy would pay for).
  const out = { ...s } as Record<string, unknown>;
  for (const k in out) {
    const v = out[k];
    if (typeof v !== 'object' || v === null || k === 'static') continue;
    if (k === 'units') {
      // Spread, then each unit replaced by its copy: the same keys in the same order, and no key added one by one
      // (which cost a third more at Liegnitz's 121 units, issue 18).
      const units: GbohState['units'] = { ...s.units };
      for (const id in units) units[id] = cloneUnit(units[id]!);
      out[k] = units;
    } else if (k === 'leaders') {
      const leaders: GbohState['leaders'] = { ...s.leaders };
      for (const id in leaders) leaders[id] = copyRecord(leaders[id]!, LEADER_NESTED_KEYS);
      out[k] = leaders;
    } else if (k === 'battle') out[k] = copyJson(v);
    else out[k] = cloneJson(v);
  }
  return out as GbohState;
}

/**
 * Freeze the static battle data (deeply) once it is built: it is shared by every copy of a game's states,
 * so a write to it would leak into states it does not belong to. A write now throws (ES modules are strict)
 * instead of corrupting them; code that must change it copies on write (Tricameron's side change).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
}
