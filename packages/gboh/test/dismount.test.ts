import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { act, legalOf, module, position, start } from './helpers';
import type { GbohAction, GbohState, ScenarioInput } from '../src';

type UnitIn = Partial<NonNullable<ScenarioInput['units']>[number]>;

/** 11.1 Dismounted Cavalry: who may dismount, when, at what cost, and remounting (ruling ). */
const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`, name: 'OC', side, rank: 'OC' as const, initiative: 4, lineCommand: 1, commandRange: 8, strategy: 3, charisma: 0, hex, ...extra,
});

/** An HC Cataphract of Thrace and its dismounted HI counter (same name and number), off the map. */
const cat = (hex: string | null, extra: UnitIn = {}): UnitIn => ({
  id: 'thr-1', name: 'HC/Cat Thrace 1', side: 'byzantines', type: 'HC', class: 'Cat', nationality: 'Thracian', size: 5, tq: 7, ma: 8, missile: 'C',
  hex, facing: { vertex: 1 }, dismountCounterpart: 'thr-1-dm', ...extra,
});
const catDismounted = (hex: string | null, extra: UnitIn = {}): UnitIn => ({
  id: 'thr-1-dm', name: 'HI Thrace 1 (dismounted)', side: 'byzantines', type: 'HI', nationality: 'Thracian', size: 5, tq: 7, ma: 4, missile: 'C',
  hex, facing: { vertex: 1 }, dismounted: true, dismountCounterpart: 'thr-1', ...extra,
});

const dismounts = (s: ReturnType<typeof start>) => legalOf(s).filter((a): a is GbohAction & { type: 'dismount' | 'remount' } => a.type === 'dismount' || a.type === 'remount');

describe('11.1 dismounted cavalry', () => {
  const base = (enemyHex: string, more: UnitIn[] = [], extra: UnitIn = {}) =>
    start(
      position({
        units: [cat('0805', extra), catDismounted(null), { id: 'imm', side: 'persians', type: 'HC', hex: enemyHex, facing: { vertex: 4 } }, ...more],
        leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })],
      }),
    );

  it('an HC Cataphract at least 5 hexes from every enemy may dismount by an Individual Order, taking any facing', () => {
    let s = base('1305'); // distance 5
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s).map((a) => a.facing)).toEqual([0, 1, 2, 3, 4, 5]);
    const r = act(s, { type: 'dismount', unit: 'thr-1', facing: 4 });
    s = r.state;
    // Replaced by its HI counter in the same hex: the mounted counter leaves the map, unharmed (the horses are safe).
    expect(s.units['thr-1']).toMatchObject({ hex: null, status: 'normal', hits: 0 });
    expect(s.units['thr-1-dm']).toMatchObject({ hex: '0805', facing: 4, status: 'normal', moved: true, ordered: 'move', supply: 'full' });
    expect(s.static.units['thr-1-dm']!.type).toBe('HI');
    // One order spent; the dismount was the unit's whole action: the HI counter cannot be ordered again this phase.
    expect(s.activation!.ordersLeft).toBe(2); // Initiative 3: three Individual Orders
    expect(legalOf(s).some((a) => 'unit' in a && a.unit === 'thr-1-dm')).toBe(false);
    expect(r.events.map((e) => e.key)).toContain('unit.dismounts');
  });

  it('is not offered within 4 hexes of an enemy combat unit', () => {
    let s = base('1205'); // distance 4
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s)).toEqual([]);
    expect(legalOf(s)).toContainEqual({ type: 'move', unit: 'thr-1' });
  });

  it('is not offered within range and LOS of an enemy missile unit able to fire; LOS blocked by woods allows it', () => {
    // Bow infantry reaches 5 hexes (B infantry row, R-MRRC-1): the archers at 5 hexes forbid dismounting.
    const archers: UnitIn = { id: 'bow', side: 'persians', type: 'LI', missile: 'B', hex: '0810', facing: { vertex: 0 } };
    let s = base('1505', [archers]);
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s)).toEqual([]);
    // Out of missiles (Missile No): not able to fire, so no longer an obstacle.
    s = base('1505', [{ ...archers, initial: { missileSupply: 'no' } }]);
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s)).toHaveLength(6);
    // A woods hex on the line of sight (0808) blocks it.
    s = start(
      position({
        units: [cat('0805'), catDismounted(null), { id: 'imm', side: 'persians', type: 'HC', hex: '1505', facing: { vertex: 4 } }, archers],
        leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })],
        hexes: { '0808': { terrain: 'woods' } },
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s)).toHaveLength(6);
  });

  it('a Moved unit that dismounts takes the 6.13 hit; Cohesion Hits and missile supply carry over', () => {
    let s = base('1305', [], { initial: { hits: 2, moved: true, missileSupply: 'low' } });
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'dismount', unit: 'thr-1', facing: 1 }).state;
    expect(s.units['thr-1-dm']).toMatchObject({ hex: '0805', hits: 3, moved: true, supply: 'low' });
  });

  it('a dismounted unit remounts under the same conditions', () => {
    const pos = (enemyHex: string) =>
      start(
        position({
          units: [cat(null), catDismounted('0805', { initial: { hits: 1 } }), { id: 'imm', side: 'persians', type: 'HC', hex: enemyHex, facing: { vertex: 4 } }],
          leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })],
        }),
      );
    let s = act(pos('1205'), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s)).toEqual([]);
    s = act(pos('1305'), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s).map((a) => a.type)).toEqual(['remount', 'remount', 'remount', 'remount', 'remount', 'remount']);
    s = act(s, { type: 'remount', unit: 'thr-1-dm', facing: 0 }).state;
    expect(s.units['thr-1']).toMatchObject({ hex: '0805', facing: 0, hits: 1, moved: true });
    expect(s.units['thr-1-dm']!.hex).toBeNull();
  });

  it('may be done within a Line Command, the new counter leaving the Line for that command', () => {
    let s = start(
      position({
        units: [cat('0805'), catDismounted(null), cat('0806', { id: 'thr-2', dismountCounterpart: null }), { id: 'imm', side: 'persians', type: 'HC', hex: '1405', facing: { vertex: 4 } }],
        leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })],
        lines: [{ id: 'cat', side: 'byzantines', name: 'Cataphracts', members: [{ type: ['HC'], class: ['Cat'] }], composition: 'cavalry', provenance: { source: 'provisional' } }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'line-command', line: 'cat', anchor: 'thr-1' }).state;
    // thr-2 has no dismounted counter: only thr-1 may dismount.
    expect(new Set(dismounts(s).map((a) => a.unit))).toEqual(new Set(['thr-1']));
    s = act(s, { type: 'dismount', unit: 'thr-1', facing: 1 }).state;
    expect(s.activation!.lineUnits).toEqual(['thr-2']);
    expect(legalOf(s)).toContainEqual({ type: 'move', unit: 'thr-2' });
    expect(legalOf(s).some((a) => 'unit' in a && a.unit === 'thr-1-dm')).toBe(false);
  });

  it('Taginae (noDismount): listed cavalry may not dismount and dismounted units may not remount', () => {
    let s = start(
      position({
        units: [cat('0805'), catDismounted(null), cat(null, { id: 'thr-2', dismountCounterpart: 'thr-2-dm' }), catDismounted('0808', { id: 'thr-2-dm', dismountCounterpart: 'thr-2' }), { id: 'imm', side: 'persians', type: 'HC', hex: '1505', facing: { vertex: 4 } }],
        leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })],
        specialRules: [{ kind: 'noDismount', units: { type: ['HC', 'LN', 'LC'] } }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s)).toEqual([]);
  });

  it('is not used in the ATTILA battles (attila.rulesNotUsed)', () => {
    let s = start(
      position({
        units: [cat('0805', { size: null }), catDismounted(null, { size: null }), { id: 'imm', side: 'persians', type: 'HC', size: null, hex: '1505', facing: { vertex: 4 } }],
        leaders: [OC('byzantines', '0705', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })],
        specialRules: [{ kind: 'attilaRules' }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(dismounts(s)).toEqual([]);
  });
});

describe('11.1 in random play', () => {
  it('keeps exactly one counter of each pair on the map, and replays identically', () => {
    const pairs = ['thr-1', 'thr-2', 'thr-3'];
    const units: UnitIn[] = [];
    pairs.forEach((id, i) => {
      units.push(cat(`060${3 + 2 * i}`, { id, dismountCounterpart: `${id}-dm` }), catDismounted(null, { id: `${id}-dm`, dismountCounterpart: id }));
    });
    units.push({ id: 'imm', side: 'persians', type: 'HC', hex: '1505', facing: { vertex: 4 } }, { id: 'imm2', side: 'persians', type: 'HC', hex: '1509', facing: { vertex: 4 } });
    const pos = position({ units, leaders: [OC('byzantines', '0505', { initiative: 3 }), OC('persians', '1605', { initiative: 6 })] });
    let swaps = 0;
    const r = randomPlayout(module, { position: pos, seed: 7, options: { maxTurns: 4 } }, {
      seed: 11,
      maxActions: 150,
      invariant: (st, _m, events) => {
        const s = st as unknown as GbohState;
        swaps += events.filter((e) => e.key === 'unit.dismounts' || e.key === 'unit.remounts').length;
        for (const id of pairs) {
          const onMap = [id, `${id}-dm`].filter((x) => s.units[x]!.hex !== null);
          const gone = [id, `${id}-dm`].some((x) => s.units[x]!.status === 'eliminated');
          expect(onMap.length, id).toBe(gone ? 0 : 1);
        }
      },
    });
    expect(r.actions).toBeGreaterThan(0);
    expect(swaps).toBeGreaterThan(0);
  });
});
