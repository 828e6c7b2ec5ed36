import { describe, expect, it } from 'vitest';
import { closeDice } from '../src/closeCombat';
import { acceptFlags } from '../src/retreat';
import type { FlagTask } from '../src/state';
import { H, act, kind, legal, run, start, toBattle, unitAtRC, unitId } from './helpers';

// The remaining worked examples: EX-04 (A–E), EX-10, EX-15 2), EX-19.
const deck = Array<string>(20).fill('order-two-units-center');

describe('EX-04 Close Combat example with an Inspired Leadership card', () => {
  it('orders the leader hex and 4 connected hexes (5 units: AUX, WAR+leader, ELE, LC, HCH)', () => {
    let s = start({
      first: 'bottom',
      units: [4, 5, 6, 7, 8].map((c, i) => ({ side: 'bottom' as const, type: (['AUX', 'WAR', 'ELE', 'LC', 'HCH'] as const)[i]!, row: 7, col: c })),
      leaders: [{ side: 'bottom', name: 'L', row: 7, col: 5 }],
      hands: { top: [], bottom: ['inspired-center-leadership'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'inspired-center-leadership' }).state;
    s = act(s, { type: 'order-leader', leader: s.leaders[0]!.id }).state;
    for (const c of [4, 6, 7, 8]) s = act(s, { type: 'order', unit: unitId(s, 7, c) }).state;
    expect(s.turn.ordered).toHaveLength(5);
    expect(legal(s)).toEqual([{ type: 'done' }]);
  });
  it('A: auxilia that moved 2 hexes may not Close Combat; after 1 hex it may fire with 1 die', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'AUX', row: 6, col: 6 }, { side: 'top', type: 'MI', row: 3, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    s = act(s, { type: 'play', card: 'order-light-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 6, 6) }, { type: 'done' }, { type: 'move', unit: unitId(s, 6, 6), to: H(5, 6) }, { type: 'done' }]).state;
    const r = act(s, { type: 'fire', unit: unitId(s, 5, 6), target: H(3, 6) }, ['medium']);
    expect(unitAtRC(r.state, 3, 6)!.blocks).toBe(3);
  });
  it('B: full-strength warriors with a leader score H, S and LDR on heavy cavalry; the HC battles back with 4 and needs 4 flags', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'WAR', row: 5, col: 6 },
        { side: 'bottom', type: 'MI', row: 5, col: 5 },
        { side: 'bottom', type: 'MI', row: 6, col: 6 },
        { side: 'top', type: 'HC', row: 4, col: 6 },
        { side: 'top', type: 'MI', row: 3, col: 6 },
        { side: 'top', type: 'MI', row: 4, col: 7 },
      ],
      leaders: [{ side: 'bottom', name: 'L', row: 5, col: 6 }],
      hands: { top: [], bottom: ['order-medium-troops'] },
      deck,
    });
    s = toBattle(s, 'order-medium-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }).state;
    if (kind(s) === 'reaction') s = act(s, { type: 'stand' }, ['heavy', 'leader', 'light', 'medium']).state;
    expect(unitAtRC(s, 4, 6)!.blocks).toBe(1);
    const war = unitAtRC(s, 5, 6)!;
    // leader, support and full strength: 3 flags ignorable, so 4 are needed to force a retreat.
    s = act(s, { type: 'battle-back' }, ['medium', 'swords', 'flag', 'flag']).state;
    expect(legal(s)).toEqual([0, 1, 2].map((k) => ({ type: 'ignore', flags: k })));
    s = act(s, { type: 'ignore', flags: 2 }).state;
    expect(unitAtRC(s, 5, 6)!.blocks).toBe(war.blocks - 2);
  });
  it('C: an elephant attacks heavy infantry with 5 dice; sword re-rolls; the HI battles back with 5 on 1 block scoring only red squares', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'ELE', row: 5, col: 6 },
        { side: 'top', type: 'HI', row: 4, col: 6 },
        { side: 'top', type: 'MI', row: 4, col: 5 },
        { side: 'top', type: 'MI', row: 4, col: 7 },
      ],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['heavy', 'swords', 'swords', 'flag', 'light', 'light', 'leader']);
    expect(r.events.find((e) => e.key === 'cc.roll')?.params).toMatchObject({ dice: 5, hits: 3, flags: 1 });
    s = act(r.state, { type: 'ignore', flags: 1 }).state;
    expect(unitAtRC(s, 4, 6)!.blocks).toBe(1);
    const bb = act(s, { type: 'battle-back' }, ['heavy', 'swords', 'swords', 'leader', 'medium']);
    expect(bb.events.find((e) => e.key === 'cc.battleBack')?.params).toMatchObject({ dice: 5, hits: 1 });
  });
  it('D: light cavalry against light bow infantry: 2 dice, only green circles score', () => {
    const s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LC', row: 5, col: 6 }, { side: 'top', type: 'LBI', row: 4, col: 6 }], hands: { top: [], bottom: [] }, deck });
    expect(closeDice(s, unitAtRC(s, 5, 6)!, 'attack', unitAtRC(s, 4, 6)!, H(4, 6)).n).toBe(2);
    let t = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LC', row: 5, col: 6 }, { side: 'top', type: 'LBI', row: 4, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    t = toBattle(t, 'order-light-troops', [[5, 6]]);
    t = act(t, { type: 'attack', unit: unitId(t, 5, 6), target: H(4, 6) }).state;
    const r = act(t, { type: 'stand' }, ['swords', 'light']);
    expect(r.events.find((e) => e.key === 'cc.roll')?.params).toMatchObject({ hits: 1 });
  });
  it('E: heavy chariot against heavy chariot: 4 dice, one sword ignored; Battle Back with 3', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'HCH', row: 5, col: 6 }, { side: 'top', type: 'HCH', row: 4, col: 6 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['swords', 'light', 'light', 'light']);
    expect(r.events.find((e) => e.key === 'cc.roll')?.params).toMatchObject({ dice: 4, hits: 0 });
    const bb = act(r.state, { type: 'battle-back' }, ['light', 'light', 'light']);
    expect(bb.events.find((e) => e.key === 'cc.battleBack')?.params?.['dice']).toBe(3);
  });
});

describe('EX-10 retreat distances (§12.1)', () => {
  it('light horse 4 per flag (8 for 2), light infantry 2 per flag (6 for 3)', () => {
    const s = start({ first: 'bottom', units: [{ side: 'top', type: 'LC', row: 4, col: 6 }, { side: 'top', type: 'LI', row: 4, col: 2 }], hands: { top: [], bottom: [] }, deck });
    const task = (unit: number, flags: number): FlagTask => ({ unit, flags, ignorable: 0, accepted: flags, rolledBy: 'HI', stage: 'ignore', remaining: 0, rampageHexes: [], leaderChecked: false, startHex: 0 });
    const lc = unitId(s, 4, 6);
    const li = unitId(s, 4, 2);
    const t1 = task(lc, 1);
    acceptFlags(s, t1, 1);
    const t2 = task(lc, 2);
    acceptFlags(s, t2, 2);
    const t3 = task(li, 3);
    acceptFlags(s, t3, 3);
    expect([t1.remaining, t2.remaining, t3.remaining]).toEqual([4, 8, 6]);
  });
});

describe('EX-15 2) Leader Escape into a friendly unit', () => {
  it('a 3-hex Evade through an enemy MC (3 dice: F, F, L) ends attached to a friendly unit', () => {
    let s = start({
      first: 'bottom',
      units: [{ side: 'bottom', type: 'LBI', row: 6, col: 6 }, { side: 'bottom', type: 'MC', row: 2, col: 5 }, { side: 'top', type: 'MI', row: 1, col: 5 }],
      leaders: [{ side: 'top', name: 'Lone', row: 4, col: 6 }],
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    s = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(4, 6) }, ['swords', 'flag']).state;
    const r = act(s, { type: 'leader-evade', path: [H(3, 5), H(2, 5), H(1, 5)] }, ['flag', 'flag', 'light']);
    expect(r.events.find((e) => e.key === 'leader.escape')?.rolls).toHaveLength(3);
    expect(r.state.leaders[0]!.hex).toBe(H(1, 5));
  });
});

describe('EX-19 barbarian chariots battle back with 3 after their first losses', () => {
  it('a full-strength BCH that loses a block battles back with 3, later rolls 2', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'BCH', row: 4, col: 6 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }).state;
    s = act(s, { type: 'stand' }, ['light', 'medium', 'medium', 'medium', 'medium']).state;
    const bb = act(s, { type: 'battle-back' }, ['medium', 'medium', 'medium']);
    expect(bb.events.find((e) => e.key === 'cc.battleBack')?.params?.['dice']).toBe(3);
    const bch = unitAtRC(bb.state, 4, 6)!;
    expect(closeDice(bb.state, { ...bch, fsb: bch.blocks === bch.max && bch.fsb }, 'attack', unitAtRC(bb.state, 5, 6)!, H(5, 6)).n).toBe(2);
  });
});
