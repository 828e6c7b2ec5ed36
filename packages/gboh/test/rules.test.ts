import type { GameEvent } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { withinCommandRange } from '../src/command';
import { finishRoutAndReload } from '../src/withdrawal';
import { fireTargets, resolveFire, strengthAt } from '../src/missile';
import { act, ctx, declineReactions, legalOf, OC, pendingOf, position, routTo, start } from './helpers';

/** Dedicated tests of rules that were exercised only by random play: 4.24–4.25, 4.4, 8.16, 8.19, 10.3, 11.4, Dara. */

describe('4.24 / 4.4 #1 leaders in an enemy ZOC', () => {
  it('the OC in an enemy ZOC still gives orders and may order himself out of it', () => {
    let s = start(
      position({
        units: [
          { id: 'b1', side: 'byzantines', type: 'HC', hex: '1005', facing: { vertex: 1 } },
          { id: 'p1', side: 'persians', type: 'MI', hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '1005')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(s.activation!.kind).toBe('normal');
    const legal = legalOf(s);
    expect(legal).toContainEqual({ type: 'move', unit: 'b1' });
    expect(legal).toContainEqual({ type: 'leader-move', leader: 'byzantines-oc', to: '0905' });
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0905' }).state;
    expect(s.leaders['byzantines-oc']!.hex).toBe('0905');
    expect(s.activation!.ordersLeft).toBe(5);
  });
});

describe('4.25 / 4.4 #2 a Finished leader is moved only by the OC', () => {
  it('a Finished Subordinate gives no orders; the OC moves him for one Individual Order, once per Orders Phase', () => {
    let s = start(
      position({
        units: [
          { id: 'b1', side: 'byzantines', type: 'HC', hex: '0805', facing: { vertex: 1 } },
          { id: 'p1', side: 'persians', type: 'MI', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [{ id: 'sc', name: 'SC', side: 'byzantines', rank: 'SC', initiative: 3, commandRange: 4, hex: '0705' }, OC('byzantines', '0605')],
      }),
    );
    s = act(s, { type: 'pass', leader: 'sc' }).state;
    expect(s.leaders.sc!.status).toBe('finished');
    expect(legalOf(s)).not.toContainEqual({ type: 'activate', leader: 'sc' });
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'leader-move', leader: 'sc', to: '0706' }).state;
    expect(s.activation!.ordersLeft).toBe(5);
    expect(s.leaders.sc).toMatchObject({ hex: '0706', status: 'finished', movedByOC: true });
    expect(legalOf(s).filter((a) => a.type === 'leader-move' && a.leader === 'sc')).toEqual([]);
  });

  it('an OC who gives a Line Command may not move other leaders in that Orders Phase (4.4 last sentence)', () => {
    let s = start(
      position({
        units: [
          { id: 'c1', side: 'byzantines', type: 'HC', hex: '0805', facing: { vertex: 1 } },
          { id: 'c2', side: 'byzantines', type: 'HC', hex: '0806', facing: { vertex: 1 } },
          { id: 'p1', side: 'persians', type: 'MI', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [{ id: 'sc', name: 'SC', side: 'byzantines', rank: 'SC', initiative: 3, commandRange: 4, hex: '0705' }, OC('byzantines', '0605')],
        lines: [{ id: 'cav', side: 'byzantines', name: 'Cavalry', members: [{ type: ['HC'] }], composition: 'cavalry', provenance: { source: 'seed' } }],
      }),
    );
    s = act(s, { type: 'pass', leader: 'sc' }).state;
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'leader-move', leader: 'sc', to: '0706' });
    s = act(s, { type: 'line-command', line: 'cav', anchor: 'c1' }).state;
    s = act(s, { type: 'end-line' }).state;
    expect(legalOf(s).filter((a) => a.type === 'leader-move' && a.leader === 'sc')).toEqual([]);
  });
});

/** A Byzantine missile unit at `hex` and a Persian MI target: the Byzantine OC active. */
function shooter(firer: Record<string, unknown>, target: Record<string, unknown>, extra: Parameters<typeof position>[0] = { units: [] }): GbohState {
  const s = start(
    position({
      ...extra,
      extent: { minCol: 1, maxCol: 20, minRow: 1, maxRow: 14 },
      units: [{ id: 'f', side: 'byzantines', type: 'LI', missile: 'B', tq: 6, facing: { vertex: 1 }, ...firer }, { id: 't', side: 'persians', type: 'MI', tq: 9, facing: { vertex: 4 }, ...target }, ...extra.units],
      leaders: [OC('byzantines', '0704'), ...(extra.leaders ?? [])],
    }),
  );
  return act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
}

type Pos = Parameters<typeof position>[0];
const fireRolls = (events: readonly GameEvent[]): GameEvent[] => events.filter((e) => e.key === 'fire.roll');

describe('8.16 extended range', () => {
  // B infantry: printed range 5 (R-MRRC-1). The target at range 6 is reachable only one level lower.
  const hexes = { '0505': { elevation: 1 } };
  it('one level lower, one hex beyond the printed range: only a modified 0 hits, for 1 hit', () => {
    const s = shooter({ hex: '0505' }, { hex: '1105' }, { units: [], hexes });
    expect(legalOf(s)).toContainEqual({ type: 'fire', unit: 'f', target: 't' });
    const hit = act(s, { type: 'fire', unit: 'f', target: 't' }, [0]);
    expect(fireRolls(hit.events)[0]!.params).toMatchObject({ range: 6, strength: 0 });
    expect(hit.state.units.t!.hits).toBe(1);
    const miss = act(s, { type: 'fire', unit: 'f', target: 't' }, [1]);
    expect(miss.state.units.t!.hits).toBe(0);
  });

  it('on the same level the target at range 6 cannot be fired at', () => {
    const s = shooter({ hex: '0505' }, { hex: '1105' });
    expect(legalOf(s)).not.toContainEqual({ type: 'fire', unit: 'f', target: 't' });
  });
});

describe('8.19 leader casualties from fire', () => {
  const given = (): GbohState =>
    shooter({ hex: '0905' }, { hex: '1105' }, { units: [], leaders: [{ id: 'gen', name: 'Gen', side: 'persians', rank: 'SC', initiative: 8, personalCombat: 4, hex: '1105' }] });

  it('an unmodified 0 makes the leader roll: 0, then 5 > Personal Combat 4: killed (5 × Initiative RP)', () => {
    const r = act(given(), { type: 'fire', unit: 'f', target: 't' }, [0, 0, 5]);
    expect(r.state.leaders.gen!.status).toBe('eliminated');
    expect(r.state.routPoints.persians).toBe(40);
  });

  it('0, then 4 ≤ Personal Combat: wounded (Finished for the turn)', () => {
    const r = act(given(), { type: 'fire', unit: 'f', target: 't' }, [0, 0, 4]);
    expect(r.state.leaders.gen).toMatchObject({ wounded: true, status: 'finished' });
    expect(r.state.routPoints.persians).toBe(0);
  });

  it('any other first roll: no effect; a fire DR other than 0: no leader roll at all', () => {
    expect(act(given(), { type: 'fire', unit: 'f', target: 't' }, [0, 3]).state.leaders.gen!.wounded).toBe(false);
    const r = act(given(), { type: 'fire', unit: 'f', target: 't' }, [1]);
    expect(r.events.filter((e) => e.key === 'leader.casualtyCheck')).toEqual([]);
  });
});

describe('11.4 rate of fire', () => {
  it('infantry composite bow still in its set-up hex fires twice', () => {
    const s = shooter({ hex: '0905', missile: 'C' }, { hex: '1105' });
    const r = act(s, { type: 'fire', unit: 'f', target: 't' }, [5, 5]);
    expect(fireRolls(r.events).length).toBe(2);
    expect(r.state.units.t!.hits).toBe(2);
  });

  it('once it has left its set-up hex it fires once, even back in it; cavalry composite bow fires once', () => {
    let s = shooter({ hex: '0905', missile: 'C' }, { hex: '1205' });
    s = act(s, { type: 'move', unit: 'f' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    const r = act(s, { type: 'fire', unit: 'f', target: 't' }, [5]);
    expect(fireRolls(r.events).length).toBe(1);
    expect(r.state.units.f!.setupHex).toBeNull();
    const lc = shooter({ hex: '0905', missile: 'C', type: 'LC' }, { hex: '1105' });
    expect(fireRolls(act(lc, { type: 'fire', unit: 'f', target: 't' }, [5]).events).length).toBe(1);
  });
});

describe('Dara: the wind (dara.wind)', () => {
  const wind = { specialRules: [{ kind: 'wind', towardEdge: 'west', rangeReduction: 1, drm: 1 }] as Pos['specialRules'] };
  it('fire toward the west edge: range 1 hex shorter and +1 to the DR', () => {
    // A Persian C infantry (printed range 5) fires west: range 5 is out of reach, range 4 takes +1.
    const units: Pos['units'] = [
      { id: 'pa', side: 'persians', type: 'LI', missile: 'C', tq: 6, hex: '1005', facing: { vertex: 4 } },
      { id: 'near', side: 'byzantines', type: 'MI', tq: 9, hex: '0605', facing: { vertex: 1 } },
      { id: 'far', side: 'byzantines', type: 'MI', tq: 9, hex: '0505', facing: { vertex: 1 } },
    ];
    let s = start(position({ ...wind, units, extent: { minCol: 1, maxCol: 16, minRow: 1, maxRow: 14 }, leaders: [OC('persians', '1205')] }));
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    const legal = legalOf(s);
    expect(legal).toContainEqual({ type: 'fire', unit: 'pa', target: 'near' });
    expect(legal).not.toContainEqual({ type: 'fire', unit: 'pa', target: 'far' });
    const r = act(s, { type: 'fire', unit: 'pa', target: 'near' }, [2, 9]);
    expect(fireRolls(r.events)[0]!.modifiers).toEqual([{ label: { key: 'mod.upwind' }, value: 1 }]);
  });

  it('fire toward the east edge is unaffected', () => {
    const s = shooter({ hex: '0905', missile: 'C' }, { hex: '1405' }, { units: [], ...wind });
    const r = act(s, { type: 'fire', unit: 'f', target: 't' }, [2, 9]);
    expect(fireRolls(r.events)[0]!.modifiers).toBeUndefined();
    expect(fireRolls(r.events)[0]!.params).toMatchObject({ range: 5 });
  });
});

describe('Dara: the wall archers (dara.walls)', () => {
  const walls = {
    hexes: { '0905': { terrain: 'cityWalls' as const } },
    specialRules: [{ kind: 'wallArchers', hexes: ['0905'], rangeBonus: 2, drm: -1 }] as Pos['specialRules'],
  };
  it('fire from the walls: −1 to the DR, and 2 extra hexes of extended range whatever the elevation', () => {
    const s = shooter({ hex: '0905' }, { hex: '1605' }, { units: [], ...walls });
    expect(fireTargets(s, 'f')).toEqual(['t']);
    expect(strengthAt(s, 'f', 't', 7)).toEqual({ strength: 0, extended: true });
    expect(strengthAt(s, 'f', 't', 8)).toBeNull();
    const events: GameEvent[] = [];
    resolveFire(s, { ...ctx(), emit: (e) => events.push(e) }, 'f', 't', { range: 7, moved: false, kind: 'ordered' });
    const roll = fireRolls(events)[0]!;
    expect(roll.params).toMatchObject({ range: 7, strength: 0 });
    expect(roll.modifiers).toEqual([{ label: { key: 'mod.fromWalls' }, value: -1 }]);
    expect(s.units.t!.hits).toBe((roll.params!.roll as number) - 1 <= 0 ? 1 : 0); // only a modified 0 hits (8.16)
  });

  it('an archer on the walls can neither make nor suffer Shock: an enemy next to it is not marked to attack', () => {
    let s = start(
      position({
        ...walls,
        units: [
          { id: 'f', side: 'byzantines', type: 'LI', missile: 'B', hex: '0905', facing: { vertex: 1 } },
          { id: 'hc', side: 'persians', type: 'HC', ma: 8, hex: '1205', facing: { vertex: 4 } },
        ],
        leaders: [OC('persians', '1305')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'move', unit: 'hc' }).state;
    s = act(s, { type: 'step', to: '1105' }).state;
    s = declineReactions(s, 'byzantines');
    s = act(s, { type: 'step', to: '1005' }).state;
    s = declineReactions(s, 'byzantines');
    expect(s.units.hc!.hex).toBe('1005');
    s = act(s, { type: 'end-move' }).state;
    s = declineReactions(s, 'byzantines');
    s = act(s, { type: 'end-orders' }).state;
    expect(s.phase === 'orders' && s.shock !== null && s.shock.combats.length > 0).toBe(false);
  });

  it('R-CMD-WALL: a Command Range path ends in a wall hex an archer holds, and never crosses the walls', () => {
    const s = start(
      position({
        hexes: { '0905': { terrain: 'cityWalls' }, '0906': { terrain: 'cityWalls' } },
        specialRules: walls.specialRules,
        units: [
          { id: 'f', side: 'byzantines', type: 'LI', missile: 'B', hex: '0905', facing: { vertex: 1 } },
          { id: 'e', side: 'persians', type: 'HC', hex: '1605', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '1105'), OC('persians', '1607')],
      }),
    );
    expect(withinCommandRange(s, 'byzantines-oc', '0905')).toBe(true); // the archer can be given orders
    expect(withinCommandRange(s, 'byzantines-oc', '0906')).toBe(false); // an empty wall hex is not on any path
  });
});

describe('Dara: the gate (dara.walls)', () => {
  it('a Persian combat unit entering the gate hex lowers the Byzantine Withdrawal Level by 50 at once', () => {
    let s = start(
      position({
        sides: {
          byz: {
            retreatEdge: { kind: 'hex', hex: '0605', routedOnly: true, countsAsEliminated: true },
            withdrawalModifiers: [{ kind: 'enemyEntersHex', hex: '0605', reduction: 50, provenance: { source: 'seed' } }],
          },
        },
        units: [
          { id: 'hc', side: 'persians', type: 'HC', ma: 8, hex: '0805', facing: { vertex: 4 } },
          { id: 'b', side: 'byzantines', type: 'MI', hex: '1410', facing: { vertex: 1 } },
        ],
        leaders: [OC('persians', '0905')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    s = act(s, { type: 'move', unit: 'hc' }).state;
    s = act(s, { type: 'step', to: '0705' }).state;
    expect(s.levelReduction).toEqual({});
    expect(legalOf(s)).toContainEqual({ type: 'step', to: '0605' });
    const r = act(s, { type: 'step', to: '0605' });
    expect(r.state.levelReduction).toEqual({ byzantines: 50 });
    expect(r.events.map((e) => e.key)).toContain('dara.gate');
  });

  it('a routed Byzantine unit entering the gate is removed and counts as eliminated', () => {
    let s = start(
      position({
        sides: { byz: { retreatEdge: { kind: 'hex', hex: '0605', routedOnly: true, countsAsEliminated: true } } },
        units: [
          { id: 'bow', side: 'persians', type: 'LI', missile: 'B', hex: '0905', facing: { vertex: 4 } },
          { id: 'b', side: 'byzantines', type: 'MI', tq: 5, hex: '0805', facing: { vertex: 1 }, initial: { hits: 4 } },
        ],
        leaders: [OC('persians', '1005')],
      }),
    );
    s = act(s, { type: 'activate', leader: 'persians-oc' }).state;
    const r = act(s, { type: 'fire', unit: 'bow', target: 'b' }, [5]);
    expect(legalOf(r.state)).toEqual([{ type: 'rout-step', to: '0704' }, { type: 'rout-step', to: '0705' }]);
    const t = routTo(r.state, 'b', '0704');
    expect(t.events.map((e) => e.key)).toEqual(['rout.step', 'rout.step', 'rout.exit', 'unit.eliminated']);
    expect(t.state.units.b!.status).toBe('eliminated');
    expect(t.state.routPoints.byzantines).toBe(5);
  });
});

describe('Dara: no rearming (dara.noRearm)', () => {
  it('a Missile Low unit is not reloaded in the Rout & Reload Phase; without the rule it is', () => {
    const run = (noRearm: boolean): string => {
      const s = start(
        position({
          units: [
            { id: 'bow', side: 'byzantines', type: 'LI', missile: 'B', hex: '0605', facing: { vertex: 1 }, initial: { missileSupply: 'low' } },
            { id: 'p', side: 'persians', type: 'MI', hex: '1612', facing: { vertex: 4 } },
          ],
          leaders: [OC('byzantines', '0505')],
          specialRules: noRearm ? [{ kind: 'noRearm' }] : [],
        }),
      );
      expect(s.units.bow!.supply).toBe('low');
      finishRoutAndReload(s, ctx());
      return s.units.bow!.supply;
    };
    expect(run(true)).toBe('low');
    expect(run(false)).toBe('full');
  });
});

describe('10.3 Engaged (optional, engagedRule)', () => {
  /** The Byzantine a (1005) attacks the Persian d (1105) with a No TQ Check marker; both stay, at 2 hits each. */
  const engaged = (a: Record<string, unknown>, d: Record<string, unknown>): GbohState => {
    let s = start(
      position({
        units: [
          { id: 'a', side: 'byzantines', type: 'HC', size: 5, tq: 9, ma: 8, hex: '1005', facing: { vertex: 1 }, ...a },
          { id: 'd', side: 'persians', type: 'MI', size: 5, tq: 9, ma: 5, hex: '1105', facing: { vertex: 4 }, ...d },
          { id: 'pb', side: 'persians', type: 'LI', missile: 'B', tq: 6, hex: '1206', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805', { initiative: 5 }), OC('persians', '1305')],
      }),
      { engagedRule: true },
    );
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'no-check', unit: 'a' }).state;
    s = act(s, { type: 'combat', attacker: 'a' }, [5]).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'momentum' });
    s = act(s, { type: 'decline' }).state;
    return act(s, { type: 'activate', leader: 'persians-oc' }).state;
  };

  it('10.31: after a Shock both stay Engaged: no move, no fire at them; at the next Designation they must attack', () => {
    let s = engaged({}, {});
    expect([s.units.a!.hits, s.units.d!.hits]).toEqual([2, 2]); // HC vs MI, column 7, DR 5: 2(2)
    expect([s.units.a!.engaged, s.units.d!.engaged]).toEqual([true, true]);
    const legal = legalOf(s);
    expect(legal).not.toContainEqual({ type: 'move', unit: 'd' });
    expect(legal).toContainEqual({ type: 'move', unit: 'pb' });
    expect(legal.filter((x) => x.type === 'fire')).toEqual([]); // a, Engaged, cannot be fired at
    s = act(s, { type: 'end-orders' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'shock-designation' });
    s = act(s, { type: 'designate-done' }).state;
    expect(s.units.d!.shock).toBe('noCheck');
    expect(legalOf(s)).toEqual([{ type: 'combat', attacker: 'd' }]);
  });

  it('10.32: an Engaged light unit faster than its foe may step back one hex instead; 10.33: the markers then go', () => {
    let s = engaged({ type: 'MI', ma: 5 }, { type: 'LC', ma: 9 });
    expect([s.units.a!.hits, s.units.d!.hits]).toEqual([2, 3]);
    expect([s.units.a!.engaged, s.units.d!.engaged]).toEqual([true, true]);
    s = act(s, { type: 'end-orders' }).state;
    const back = legalOf(s).filter((x) => x.type === 'engaged-withdraw');
    // Empty, enterable, not in an enemy ZOC, not next to the MI it is Engaged with (1206 holds pb).
    expect(back).toEqual([
      { type: 'engaged-withdraw', unit: 'd', to: '1106' },
      { type: 'engaged-withdraw', unit: 'd', to: '1205' },
    ]);
    s = act(s, { type: 'engaged-withdraw', unit: 'd', to: '1205' }).state;
    expect(s.units.d).toMatchObject({ hex: '1205', facing: 4, engaged: false, moved: false });
    // Nothing is left to attack: the Shock Segment and the Orders Phase end, and a, with no Engaged enemy in its ZOC
    // and in none's, loses its marker (10.33).
    expect(s.units.a!.engaged).toBe(false);
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'momentum' });
  });
});
