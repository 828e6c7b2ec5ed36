import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@polemarch/kernel';
import type { GbohState } from '../src';
import { canFireAt } from '../src/missile';
import { dhGoesLow } from '../src/rules/dhFire';
import { act, legalOf, OC, pendingOf, position, start } from './helpers';
import { dhStart, european, MONGOL_OC, mongol } from './dhHelpers';

/**
 * DH 8.1 Missile fire under The Devil's Horsemen edition: the Missile Range Chart (10.1), the Armour Effectiveness
 * Chart (10.2) by Direct or Arc Fire, no extended range, 1 hit per successful fire, DH supply (8.14), 8.25 double fire,
 * the reaction fire at a moving target (8.43), and the worked examples EX-3a / EX-4.0 / R-11 / R-12.
 */

const roll = (events: GameEvent[]) => events.find((e) => e.key === 'fire.roll')!;
const mods = (events: GameEvent[]) => (roll(events).modifiers ?? []).map((m) => [m.label.key, m.value]);

/** The Mongol firer at 0805 (facing east) fires at the European target at `hex` (facing west) without moving. */
function fire(firer: Record<string, unknown>, target: Record<string, unknown>, hex: string, dice: number[], prep: (s: GbohState) => void = () => undefined) {
  let s = dhStart({
    units: [mongol({ id: 'f', hex: '0805', facing: { vertex: 1 }, tq: 6, ma: 8, ...firer }), european({ id: 't', hex, facing: { vertex: 4 }, tq: 7, ma: 6, ...target })],
    leaders: [MONGOL_OC('0705')],
  });
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  prep(s);
  return act(s, { type: 'fire', unit: 'f', target: 't' }, dice);
}

describe('DH 8.18 resolution: Missile Range × Armour', () => {
  it('mounted composite bow at range 2 against Knights: the engine announces Arc Fire (+1, not Direct +2); 7 hits on DR ≤ 6', () => {
    const hit = fire({ type: 'LC', missile: 'C' }, { type: 'HC', class: 'Kn' }, '1004', [6]);
    expect(roll(hit.events).params).toMatchObject({ range: 2, strength: 7 });
    expect(mods(hit.events)).toEqual([['mod.armourArc', 1]]);
    expect(hit.state.units.t!.hits).toBe(1);
    expect(fire({ type: 'LC', missile: 'C' }, { type: 'HC', class: 'Kn' }, '1004', [7]).state.units.t!.hits).toBe(0);
  });

  it('adjacent fire is always Direct (10.2 note [a]): composite bow vs Knights +2', () => {
    const r = fire({ type: 'LC', missile: 'C' }, { type: 'HC', class: 'Kn' }, '0904', [7]);
    expect(mods(r.events)).toEqual([['mod.armourDirect', 2]]);
    expect(r.state.units.t!.hits).toBe(1); // 7 + 2 = 9 ≤ 9
  });

  it('a modified 0 scores exactly 1 hit, infantry firer or not (no two-hit rule, 8.18)', () => {
    const r = fire({ type: 'LI', missile: 'C', ma: 6 }, { type: 'LI', ma: 6 }, '0904', [0, 5]);
    expect(r.events.filter((e) => e.key === 'fire.result').map((e) => e.params!.hits)).toEqual([1, 1]); // two shots (8.25)
  });

  it('no extended range (Appendix A): a simple bow reaches 2 hexes, never 3, even at a lower target', () => {
    let s = dhStart({
      units: [mongol({ id: 'f', type: 'LI', missile: 'B', hex: '0805', facing: { vertex: 1 } }), european({ id: 't', type: 'LI', hex: '1105', facing: { vertex: 4 } })],
      leaders: [MONGOL_OC('0705')],
    });
    expect(canFireAt(s, 'f', 't')).toBe(false);
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'fire', unit: 'f', target: 't' });
  });

  it('8.14: an unmodified 9 makes an archer Missile Low; a crossbow goes Low on 6–9; a Low unit that fires is Missile No', () => {
    expect(fire({ type: 'LC', missile: 'C' }, { type: 'LI' }, '1004', [9]).state.units.f!.supply).toBe('low');
    expect(fire({ type: 'LC', missile: 'C' }, { type: 'LI' }, '1004', [8]).state.units.f!.supply).toBe('full');
    const low = (st: GbohState) => {
      st.units.f!.supply = 'low';
    };
    expect(fire({ type: 'LC', missile: 'C' }, { type: 'LI' }, '1004', [3], low).state.units.f!.supply).toBe('no');
    // The crossbow: the scenario schema has no 'CB' missile code yet (the battles' part), so its threshold is read directly.
    expect([5, 6, 9].map((dr) => dhGoesLow('CB', dr, false, true))).toEqual([false, true, true]);
    expect([7, 8].map((dr) => dhGoesLow('C', dr, true, false))).toEqual([false, true]); // 8.23 Rain of Arrows mounted: 8–9
    expect([6, 7].map((dr) => dhGoesLow('C', dr, true, true))).toEqual([false, true]); // 8.24 on foot: 7–9
  });

  it('+1 target in Woods, −1 target at lower elevation (10.1 DRMs); equal Armour DRMs: Direct (ruling DH-FIRE-1)', () => {
    const s0 = dhStart({
      units: [mongol({ id: 'f', type: 'LC', missile: 'C', hex: '0805', facing: { vertex: 1 } }), european({ id: 't', type: 'LI', hex: '1004', facing: { vertex: 4 } })],
      leaders: [MONGOL_OC('0705')],
      hexes: { '0805': { elevation: 1 }, '1004': { terrain: 'woods' } },
    });
    const r = act(act(s0, { type: 'activate', leader: 'byzantines-oc' }).state, { type: 'fire', unit: 'f', target: 't' }, [5]);
    expect(mods(r.events)).toEqual([
      ['mod.armourDirect', -1],
      ['mod.targetInWoods', 1],
      ['mod.targetLower', -1],
    ]);
  });
});

describe('DH worked examples with fire', () => {
  it('R-11: a simple bow at range 1 against Knights after moving: Direct +3, moved +1; DR 1 → 5 ≤ 5 hits, DR 2 misses', () => {
    const run = (dr: number): { state: GbohState; events: GameEvent[] } => {
      let s = dhStart({
        units: [mongol({ id: 'f', type: 'LI', missile: 'B', tq: 5, ma: 6, hex: '0905', facing: { vertex: 1 } }), european({ id: 't', type: 'HC', class: 'Kn', tq: 8, ma: 6, hex: '1104', facing: { vertex: 4 } })],
        leaders: [MONGOL_OC('0705')],
      });
      s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
      s = act(s, { type: 'move', unit: 'f' }).state;
      s = act(s, { type: 'step', to: '1005' }).state;
      // Reactions of the Knights and the optional "Shock – Must Check TQ" of a light unit (7.32) declined.
      for (let i = 0; i < 4 && (pendingOf(s)?.seat === 'persians' || pendingOf(s)?.kind === 'must-check'); i++) {
        s = act(s, pendingOf(s)?.kind === 'must-check' ? { type: 'must-check', place: false } : { type: 'decline' }).state;
      }
      return act(s, { type: 'fire', unit: 'f', target: 't' }, [dr]);
    };
    const hit = run(1);
    expect(mods(hit.events)).toEqual([
      ['mod.armourDirect', 3],
      ['mod.firerMoved', 1],
    ]);
    expect(hit.state.units.t!.hits).toBe(1);
    expect(run(2).state.units.t!.hits).toBe(0);
  });

  it('EX-4.0: Entry Reaction Fire by a Polish simple-bow LI at a Mongol HC entering its ZOC: Direct +2, moving target +1; DR 5 → 8 > 5 misses', () => {
    let s = dhStart({
      units: [mongol({ id: 'hc', type: 'HC', tq: 7, ma: 8, hex: '0905', facing: { vertex: 1 } }), european({ id: 'li', type: 'LI', missile: 'B', tq: 3, ma: 6, hex: '1104', facing: { vertex: 4 } })],
      leaders: [MONGOL_OC('0705')],
    });
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'move', unit: 'hc' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    for (let i = 0; i < 4 && pendingOf(s)?.kind !== 'entry-fire' && pendingOf(s)?.seat === 'persians'; i++) {
      const fireOffer = legalOf(s).find((a) => a.type === 'react-fire');
      if (fireOffer !== undefined) break;
      s = act(s, { type: 'decline' }).state;
    }
    const r = act(s, { type: 'react-fire', target: 'hc' }, [5]);
    expect(roll(r.events).params).toMatchObject({ kind: 'entry', range: 1, strength: 5 });
    expect(mods(r.events)).toEqual([
      ['mod.armourDirect', 2],
      ['mod.firerMoved', 1],
    ]);
    expect(r.state.units.hc!.hits).toBe(0);
    expect(r.state.units.li!.supply).toBe('full');
  });

  it('R-12 / 8.25: a stationary composite-bow infantry fires twice; a 9 on the first shot has no supply effect, the second checks', () => {
    const r = fire({ type: 'LI', missile: 'C', ma: 6 }, { type: 'LI', ma: 6 }, '1004', [9, 9]);
    expect(r.events.filter((e) => e.key === 'fire.roll')).toHaveLength(2);
    expect(r.events.filter((e) => e.key === 'fire.result').map((e) => e.params!.supply)).toEqual(['full', 'low']);
    const mounted = fire({ type: 'LC', missile: 'C' }, { type: 'LI', ma: 6 }, '1004', [9]);
    expect(mounted.events.filter((e) => e.key === 'fire.roll')).toHaveLength(1); // cavalry: one shot
  });

  it('8.25 "not necessarily at the same target": the second shot at another target in range (ruling DH-FIRE-6)', () => {
    let s = dhStart({
      units: [
        mongol({ id: 'f', type: 'LI', missile: 'C', hex: '0805', facing: { vertex: 1 }, tq: 6, ma: 6 }),
        european({ id: 't', type: 'LI', hex: '1004', facing: { vertex: 4 }, tq: 7, ma: 6 }),
        european({ id: 'u', type: 'LI', hex: '1006', facing: { vertex: 4 }, tq: 7, ma: 6 }),
      ],
      leaders: [MONGOL_OC('0705')],
    });
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    const fires = legalOf(s).filter((a) => a.type === 'fire' && a.unit === 'f');
    expect(fires).toContainEqual({ type: 'fire', unit: 'f', target: 't', second: 'u' });
    expect(fires).toContainEqual({ type: 'fire', unit: 'f', target: 'u', second: 't' });
    const r = act(s, { type: 'fire', unit: 'f', target: 't', second: 'u' }, [0, 0]);
    expect(r.events.filter((e) => e.key === 'fire.roll').map((e) => e.params!.target)).toEqual(['t', 'u']);
    expect([r.state.units.t!.hits, r.state.units.u!.hits]).toEqual([1, 1]);
    // A mounted archer fires once: no second target is offered.
    let m = dhStart({
      units: [mongol({ id: 'f', type: 'LC', missile: 'C', hex: '0805', facing: { vertex: 1 }, tq: 6, ma: 8 }), european({ id: 't', type: 'LI', hex: '1004', facing: { vertex: 4 } }), european({ id: 'u', type: 'LI', hex: '1006', facing: { vertex: 4 } })],
      leaders: [MONGOL_OC('0705')],
    });
    m = act(m, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(m).some((a) => a.type === 'fire' && a.second !== undefined)).toBe(false);
  });

  it('Cataphract keeps its own fire: the same infantry composite bow in its set-up hex, HI +1 DRM, 2 hits on 0–1', () => {
    let s = start(
      position({
        units: [
          { id: 'f', side: 'byzantines', type: 'LI', missile: 'C', hex: '0805', facing: { vertex: 1 } },
          { id: 't', side: 'persians', type: 'HI', tq: 7, hex: '1004', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0705')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    const r = act(s, { type: 'fire', unit: 'f', target: 't' }, [0, 8]);
    expect(mods(r.events)).toEqual([['mod.targetHI', 1]]);
    expect(r.state.units.t!.hits).toBe(2);
  });
});

describe('DH 8.2 Rain of Arrows', () => {
  /** The static data is frozen: a copy whose unit f has the red triangle. */
  const withRain = (s: GbohState): GbohState => ({ ...s, static: { ...s.static, units: { ...s.static.units, f: { ...s.static.units.f!, rainOfArrows: true } } } });
  /** A red-triangle archer (the scenario schema's flag is the battles' part: set on the static unit here). */
  const rainy = (firer: Record<string, unknown>, dice: number[], rain = true) => {
    let s = dhStart({
      units: [mongol({ id: 'f', hex: '0805', facing: { vertex: 1 }, tq: 6, ma: 8, ...firer }), european({ id: 't', type: 'LI', hex: '1004', facing: { vertex: 4 }, tq: 7, ma: 6 })],
      leaders: [MONGOL_OC('0705')],
    });
    s = withRain(s);
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'fire', unit: 'f', target: 't', rain: true });
    return act(s, rain ? { type: 'fire', unit: 'f', target: 't', rain: true } : { type: 'fire', unit: 'f', target: 't' }, dice);
  };

  it('8.23 mounted: −2 to the DR; Missile Low on an unmodified 8 (an ordinary archer only on 9)', () => {
    const r = rainy({ type: 'LC', missile: 'C' }, [8]);
    expect(mods(r.events)).toEqual([
      ['mod.armourDirect', -1], // equal to Arc: Direct (ruling DH-FIRE-1)
      ['mod.rainOfArrows', -2],
    ]);
    expect(r.state.units.t!.hits).toBe(1); // 8 − 3 = 5 ≤ 7
    expect(r.state.units.f!.supply).toBe('low');
    expect(rainy({ type: 'LC', missile: 'C' }, [8], false).state.units.f!.supply).toBe('full');
  });

  it('8.24 on foot: −3, Low on 7; 8.25: no double shot with Rain of Arrows', () => {
    const r = rainy({ type: 'LI', missile: 'C', ma: 6 }, [7]);
    expect(r.events.filter((e) => e.key === 'fire.roll')).toHaveLength(1);
    expect(mods(r.events)).toContainEqual(['mod.rainOfArrows', -3]);
    expect(r.state.units.f!.supply).toBe('low');
  });

  it('8.23 on the move (ruling DH-ROA-1): a mounted archer may announce it after a step while it has spent ≤ 5 MP; its MA for the order is then 5', () => {
    const moving = (target: string, hexsides: Record<string, 'stream'[]> = {}) => {
      let s = dhStart({
        units: [mongol({ id: 'f', type: 'LC', missile: 'C', hex: '0805', facing: { vertex: 1 }, tq: 6, ma: 9, rainOfArrows: true }), european({ id: 't', type: 'LI', hex: target, facing: { vertex: 4 }, tq: 7, ma: 6 })],
        leaders: [MONGOL_OC('0705')],
        hexsides,
      });
      s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
      return act(s, { type: 'move', unit: 'f' }).state;
    };
    const one = act(moving('1205'), { type: 'step', to: '0905' }).state; // 1 MP spent
    expect(legalOf(one)).toContainEqual({ type: 'fire', unit: 'f', target: 't', rain: true });
    const r = act(one, { type: 'fire', unit: 'f', target: 't', rain: true }, [9]);
    expect(mods(r.events)).toContainEqual(['mod.rainOfArrows', -2]);
    expect(r.state.move!.mpLeft).toBe(4); // MA 5 for the order: 1 spent
    // Three stream crossings (+1 MP each in DH): 6 MP spent: too late for Rain of Arrows, the plain fire stays.
    let far = moving('1305', { '0805-0905': ['stream'], '0905-1005': ['stream'], '1005-1105': ['stream'] });
    for (const to of ['0905', '1005', '1105']) far = act(far, { type: 'step', to }).state;
    expect(far.move!.mpLeft).toBe(3);
    expect(legalOf(far)).toContainEqual({ type: 'fire', unit: 'f', target: 't' });
    expect(legalOf(far)).not.toContainEqual({ type: 'fire', unit: 'f', target: 't', rain: true });
  });

  it('8.26: a Rain-of-Arrows unit may not feign a retreat nor harass (H&D)', async () => {
    const { hdCapable } = await import('../src/hd');
    const { frEligible } = await import('../src/rules/feignedRetreat');
    const s = dhStart({
      units: [mongol({ id: 'f', type: 'LC', missile: 'C', hex: '0805', facing: { vertex: 1 }, tq: 6, ma: 9, feignedRetreat: true, frValue: 3 }), european({ id: 'k', type: 'HC', class: 'Kn', hex: '1005', facing: { vertex: 4 }, tq: 8, ma: 6 })],
      leaders: [MONGOL_OC('0705')],
    });
    expect(hdCapable(s, 'f')).toBe(true);
    const r = withRain(s);
    expect(hdCapable(r, 'f')).toBe(false);
    expect(frEligible(r, 'f', 'k')).toBe(false);
  });
});

describe('DH 8.22 Rain of Arrows on Reaction Fire', () => {
  it('a red-triangle archer may announce it with its Entry Reaction Fire: −2 mounted, Low on 8 (Cataphract: no Rain of Arrows)', async () => {
    const { gbohHex } = await import('@polemarch/kernel');
    const { reactionActions } = await import('../src/decisions/reactions');
    const front = gbohHex.frontHexes('0805', gbohHex.dir(1))[0]!;
    let s = dhStart({
      units: [mongol({ id: 'f', type: 'LC', missile: 'C', hex: '0805', facing: { vertex: 1 }, tq: 6, ma: 8 }), european({ id: 't', type: 'LI', hex: front, facing: { vertex: 4 }, tq: 7, ma: 6 })],
      leaders: [MONGOL_OC('0705')],
    });
    s = { ...s, static: { ...s.static, units: { ...s.static.units, f: { ...s.static.units.f!, rainOfArrows: true } } } };
    const offer = { kind: 'entryFire' as const, seat: 'byzantines', unit: 'f', targets: ['t'] };
    expect(reactionActions(s, offer)).toEqual([{ type: 'react-fire', target: 't' }, { type: 'react-fire', target: 't', rain: true }]);
    const c = structuredClone(s);
    c.reactions.push(offer);
    const r = act(c, { type: 'react-fire', target: 't', rain: true }, [8]);
    expect(mods(r.events)).toContainEqual(['mod.rainOfArrows', -2]);
    expect(r.state.units.f!.supply).toBe('low');
  });
});
