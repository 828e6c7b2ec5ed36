import { createRngState, gbohHex, Random } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { eioCandidates } from '../src/activation';
import { eliteContest } from '../src/rules/eliteContest';
import { act, legalOf, OC, position, start } from './helpers';
import { dhStart, european, mongol } from './dhHelpers';

/** DH 4.3 command: the SC's Line Commands (4.32, R-5) and the OC leaving an enemy ZOC (4.31 #1). */

const SC = (hex: string, extra: Record<string, unknown> = {}) => ({ id: 'sc', name: 'Noyan', side: 'byzantines', rank: 'SC' as const, initiative: 5, lineCommand: 1, commandRange: 3, charisma: 1, hex, ...extra });

/** The SC far outside his (Finished) OC's range, on `turn`. */
function scActivated(turn: number, dh = true): GbohState {
  const opts = {
    units: [mongol({ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '1510', facing: { vertex: 1 } })],
    leaders: [OC('byzantines', '0501', { initial: { status: 'finished' } }), SC('1511')],
    lines: [{ id: 'line', side: 'byzantines', name: 'LC', composition: 'cavalry' as const, members: [{ type: ['LC' as const] }], provenance: { source: 'provisional' as const } }],
  };
  let s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) }));
  s.turn = turn;
  s = act(s, { type: 'activate', leader: 'sc' }).state;
  return s;
}

describe('DH 4.32 Subordinate Commanders and Line Commands', () => {
  it('R-5: outside the OC’s range the SC rolls against his own Initiative: DR 4 ≤ 5 may give Line Commands', () => {
    const s = scActivated(2);
    expect(legalOf(s)).toContainEqual({ type: 'lc-roll' });
    const r = act(s, { type: 'lc-roll' }, [4]);
    expect(r.events.find((e) => e.key === 'orders.lcRoll')!.params).toMatchObject({ need: 5, roll: 4 });
    expect(r.state.leaders.sc!.lcAbility).toBe('able');
  });

  it('R-5: DR 6 > 5: the SC is Finished (ruling DH-CMD-1), not "Orders only"', () => {
    const r = act(scActivated(2), { type: 'lc-roll' }, [6]);
    expect(r.state.activation).toMatchObject({ ordersLeft: 0, kind: 'zocShockOnly' });
    expect(r.state.leaders.sc!.noMomentum).toBe(true);
  });

  it('Cataphract: the same roll needs a 0 outside the OC’s range', () => {
    const r = act(scActivated(2, false), { type: 'lc-roll' }, [4]);
    expect(r.events.find((e) => e.key === 'orders.lcRoll')!.params).toMatchObject({ need: 0 });
  });

  it('4.32 #3: on turn 1 every SC gives Line Commands without a roll', () => {
    const s = scActivated(1);
    expect(legalOf(s)).not.toContainEqual({ type: 'lc-roll' });
    expect(legalOf(s).some((a) => a.type === 'line-command')).toBe(true);
  });
});

describe('DH 4.31 #1: the OC leaves an enemy ZOC for 2 orders (Cataphract 1)', () => {
  const run = (dh: boolean) => {
    const opts = {
      units: [european({ id: 'e', type: 'HI', tq: 6, ma: 4, hex: '0905', facing: { vertex: 4 } })],
      leaders: [OC('byzantines', '0805', { initiative: 4 })],
    };
    let s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) }));
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    const before = s.activation!.ordersLeft;
    const out = legalOf(s).find((a) => a.type === 'leader-move' && a.to === '0705')!;
    s = act(s, out).state;
    return before - s.activation!.ordersLeft;
  };
  it('DH 2, Cataphract 1', () => {
    expect(run(true)).toBe(2);
    expect(run(false)).toBe(1);
  });
});

describe('DH 5.24 #1: a leader moving alone, a hex at a time under one order (ruling DH-LDR-3)', () => {
  const opts = {
    units: [mongol({ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0707', facing: { vertex: 1 } })],
    leaders: [OC('byzantines', '0505', { initiative: 3 })],
  };
  const moves = (s: GbohState) => legalOf(s).filter((a): a is { type: 'leader-move'; leader: string; to: string } => a.type === 'leader-move');

  it('offers only the adjacent hexes; the first hex costs the order, the following ones are free', () => {
    let s = act(dhStart(opts), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(moves(s).length).toBeGreaterThan(0);
    expect(moves(s).every((a) => gbohHex.distance('0505', a.to) === 1)).toBe(true);
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0605' }).state;
    expect(s.activation!.ordersLeft).toBe(2);
    expect(moves(s).every((a) => gbohHex.distance('0605', a.to) === 1)).toBe(true);
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0705' }).state;
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0805' }).state;
    expect(s.activation!.ordersLeft).toBe(2);
    expect(s.leaders['byzantines-oc']!.hex).toBe('0805');
  });

  it('another order ends the move: the next hex costs a new order', () => {
    let s = act(dhStart(opts), { type: 'activate', leader: 'byzantines-oc' }).state;
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0605' }).state;
    s = act(s, { type: 'move', unit: 'a' }).state;
    s = act(s, { type: 'end-move' }).state;
    expect(s.activation!.ordersLeft).toBe(1);
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0705' }).state;
    expect(s.activation!.ordersLeft).toBe(0);
    // Out of orders, he goes on under the order he has just been given.
    expect(moves(s).length).toBeGreaterThan(0);
  });

  it('Cataphract: one action to any reachable hex, each an order', () => {
    const s = act(start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) })), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(moves(s).some((a) => a.to === '0805')).toBe(true);
    expect(s.activation!.leaderMoving).toBeUndefined();
  });
});

describe('DH 5.46: after a successful trump a leader moving alone is not the order he owes', () => {
  const opts = {
    units: [mongol({ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0707', facing: { vertex: 1 } })],
    leaders: [OC('byzantines', '0505', { initiative: 3 })],
  };
  const trumped = (dh: boolean): GbohState => {
    const s = act(dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) })), { type: 'activate', leader: 'byzantines-oc' }).state;
    s.activation!.mustAct = true; // as a successful trump leaves it (activation.test.ts › 5.46)
    return s;
  };
  it('DH: no end of orders after his own move; a unit’s move satisfies it once the unit has left its hex', () => {
    let s = trumped(true);
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0605' }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'end-orders' });
    s = act(s, { type: 'move', unit: 'a' }).state;
    const step = legalOf(s).find((a) => a.type === 'step')!;
    s = act(s, step).state;
    s = act(s, { type: 'end-move' }).state;
    expect(legalOf(s)).toContainEqual({ type: 'end-orders' });
  });

  it('DH: a unit ordered to move that ends in its own hex is not the order he owes ("different hex")', () => {
    let s = trumped(true);
    s = act(s, { type: 'move', unit: 'a' }).state;
    s = act(s, { type: 'end-move' }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'end-orders' });
  });
  it('Cataphract: his own move will do', () => {
    let s = trumped(false);
    const to = legalOf(s).find((a) => a.type === 'leader-move')!;
    s = act(s, to).state;
    expect(legalOf(s)).toContainEqual({ type: 'end-orders' });
  });
});

describe('DH 4.23 Line Commands: no contiguity, every unit of the Line within twice the Command Range', () => {
  // Three LC of one Line, 3 and 4 hexes apart (no two adjacent, no one-hex gap), all within 2 × 3 hexes of the OC.
  const opts = {
    units: [
      mongol({ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0505', facing: { vertex: 1 } }),
      mongol({ id: 'b', type: 'LC', tq: 6, ma: 9, hex: '0508', facing: { vertex: 1 } }),
      mongol({ id: 'c', type: 'LC', tq: 6, ma: 9, hex: '0901', facing: { vertex: 1 } }),
    ],
    leaders: [OC('byzantines', '0505', { commandRange: 3 })],
    lines: [{ id: 'line', side: 'byzantines', name: 'LC', composition: 'cavalry' as const, members: [{ type: ['LC' as const] }], provenance: { source: 'provisional' as const } }],
  };
  const lineCommands = (s: GbohState) => legalOf(s).filter((a) => a.type === 'line-command');

  it('one Line Command reaches all three units (DH), where Cataphract splits them into three Lines', () => {
    const dh = act(dhStart(opts), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(lineCommands(dh)).toEqual([{ type: 'line-command', line: 'line', anchor: 'a' }]);
    const lc = act(dh, lineCommands(dh)[0]!).state;
    expect(lc.activation!.lineUnits).toEqual(['a', 'b', 'c']);
    const cat = act(start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) })), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(lineCommands(cat).length).toBe(3);
  });

  it('a unit beyond twice the Command Range is left out', () => {
    const far = { ...opts, units: [...opts.units.slice(0, 2), mongol({ id: 'c', type: 'LC', tq: 6, ma: 9, hex: '1305', facing: { vertex: 1 } })] };
    const dh = act(dhStart(far), { type: 'activate', leader: 'byzantines-oc' }).state;
    const lc = act(dh, lineCommands(dh)[0]!).state;
    expect(lc.activation!.lineUnits).toEqual(['a', 'b']);
  });
});

describe('DH 5.5 Elite leaders: no turn-1 exception, the both-Elite contest', () => {
  const both = (dh: boolean) => {
    const opts = {
      units: [mongol({ id: 'm', type: 'LC', hex: '0606', facing: { vertex: 1 } }), european({ id: 'e', type: 'LC', hex: '1506', facing: { vertex: 4 } })],
      leaders: [
        OC('byzantines', '0605', { elite: true, commandRange: 2 }),
        { id: 'far-sc', name: 'far SC', side: 'byzantines', hex: '0613', initiative: 3 },
        OC('persians', '1505', { elite: true }),
      ],
    };
    return dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) }));
  };

  it('turn 1: a leader out of the Elite OC’s range may not take the Elite Orders Phase in DH (Cataphract: anyone on turn 1)', () => {
    expect(eioCandidates(both(true), 'byzantines')).not.toContain('far-sc');
    expect(eioCandidates(both(false), 'byzantines')).toContain('far-sc');
  });

  it('both Elite: die + Initiative, the higher has it (3 + 6 < 7 + 6: the persians); a tie: neither', () => {
    const roll = (dice: number[]) => {
      const s = structuredClone(both(true));
      s.eioSidesDone = [];
      const rng = createRngState(1);
      rng.forced = dice;
      eliteContest(s, { rng: new Random(rng), emit: () => undefined, reveal: () => undefined });
      return s.eioSidesDone;
    };
    expect(roll([3, 7])).toEqual(['byzantines']);
    expect(roll([5, 5]).sort()).toEqual(['byzantines', 'persians']);
    const cat = structuredClone(both(false));
    cat.eioSidesDone = [];
    eliteContest(cat, { rng: new Random(createRngState(1)), emit: () => undefined, reveal: () => undefined });
    expect(cat.eioSidesDone).toEqual([]); // Cataphract: no contest
  });
});

describe('DH 4.31 Note: the OC leaving an enemy ZOC gives no Line Command in that Orders Phase', () => {
  it('after his own move out of the ZOC (2 orders) only IOs are left; without the enemy the same Line Command is offered', () => {
    const units = [mongol({ id: 'a', type: 'LC', hex: '0905', facing: { vertex: 1 } }), mongol({ id: 'b', type: 'LC', hex: '0906', facing: { vertex: 1 } })];
    const enemy = european({ id: 'e', type: 'HC', hex: gbohHex.frontHexes('0705', gbohHex.dir(1))[0]!, facing: { vertex: 4 } });
    const lines = [{ id: 'l', side: 'byzantines', name: 'Line', members: [{ units: ['a', 'b'] }], composition: 'cavalry', provenance: { source: 'provisional' } }];
    const activated = (u: Record<string, unknown>[]) => act(dhStart({ units: u, leaders: [OC('byzantines', '0705', { initiative: 6 })], lines: lines as never }), { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(legalOf(activated(units)).some((x) => x.type === 'line-command')).toBe(true);
    let s = activated([...units, enemy]);
    s = act(s, legalOf(s).find((x) => x.type === 'leader-move')!).state;
    expect(s.activation!.ordersLeft).toBe(4); // 4.31 #1: 2 orders
    expect(legalOf(s).some((x) => x.type === 'line-command')).toBe(false);
    expect(legalOf(s).some((x) => x.type === 'move')).toBe(true);
  });
});

describe('DH 5.44: a successful trump Skips the Inactive leaders of equal or lower Initiative (Cataphract: lower, R-5.44)', () => {
  /** EX-5.44's leaders, with John's Initiative equal to the trumper Perozes's (5). */
  const trumped = (dh: boolean): GbohState => {
    const ldr = (id: string, side: 'byzantines' | 'persians', rank: 'OC' | 'SC', initiative: number, hex: string) => ({ id, name: id, side, rank, initiative, lineCommand: 1, commandRange: 3, charisma: 0, strategy: 3, hex });
    const opts = {
      units: [
        mongol({ id: 'b1', type: 'HC', tq: 6, ma: 8, hex: '0603', facing: { vertex: 1 } }),
        european({ id: 'p1', type: 'LC', tq: 5, ma: 9, hex: '1603', facing: { vertex: 4 } }),
      ],
      extent: { minCol: 1, maxCol: 20, minRow: 1, maxRow: 20 },
      leaders: [ldr('pitames', 'persians', 'SC', 3, '1810'), ldr('perozes', 'persians', 'OC', 5, '1812'), ldr('belisarius', 'byzantines', 'OC', 6, '0603'), ldr('john', 'byzantines', 'SC', 5, '0210')],
    };
    const s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })) }));
    expect(s.designation).toEqual({ side: 'persians', candidates: ['pitames'] });
    return act(s, { type: 'trump', leader: 'perozes', instead: 'pitames' }, [5]).state;
  };

  it('DH: John (Initiative 5 = Perozes\'s 5) is Skipped, with Pitames (3, pre-empted); Belisarius (6) is not', () => {
    const s = trumped(true);
    expect(s.leaders.john!.skipped).toBe(true);
    expect(s.leaders.pitames!.skipped).toBe(true);
    expect(s.leaders.belisarius!.skipped).toBe(false);
  });

  it('Cataphract: John (equal) is not Skipped', () => {
    expect(trumped(false).leaders.john!.skipped).toBe(false);
  });
});
