import { describe, expect, it } from 'vitest';
import { H, act, has, kind, legal, run, start, toBattle, unitAtRC, unitId } from './helpers';

// The worked examples of spec/cca/examples.md (EX-01 … EX-20) as golden tests with forced dice.
// Bottom moves "up" (toward row 0) and retreats toward row 8; top the reverse.

const deck = Array<string>(20).fill('order-two-units-center');

describe('EX-01 detaching and re-attaching a leader (§7.5, §8.4.5–8.4.8)', () => {
  const pos = {
    first: 'bottom' as const,
    units: [
      { side: 'bottom' as const, type: 'HI' as const, row: 6, col: 6 },
      { side: 'bottom' as const, type: 'HC' as const, row: 6, col: 5 },
      { side: 'top' as const, type: 'MI' as const, row: 3, col: 5 },
    ],
    leaders: [{ side: 'bottom' as const, name: 'L', row: 6, col: 6 }],
    hands: { top: [], bottom: ['order-three-units-center'] },
    deck,
  };
  it('orders HI, its leader (detach) and HC: three orders; the leader joins the HC, the HI still moves', () => {
    let s = start(pos);
    s = act(s, { type: 'play', card: 'order-three-units-center' }).state;
    const leaderId = s.leaders[0]!.id;
    s = run(s, [{ type: 'order', unit: unitId(s, 6, 6) }, { type: 'order-leader', leader: leaderId }, { type: 'order', unit: unitId(s, 6, 5) }]).state;
    expect(s.turn.ordered.length + s.turn.orderedLeaders.length).toBe(3);
    s = act(s, { type: 'done' }).state;
    const hc = unitId(s, 6, 5);
    s = act(s, { type: 'move', unit: hc, to: H(4, 5) }).state; // HC ends adjacent to the enemy MI
    s = act(s, { type: 'move-leader', leader: leaderId, to: H(4, 5) }).state;
    expect(s.leaders[0]!.hex).toBe(H(4, 5));
    expect(s.turn.u[hc]!.locked).toBe(true);
    const hi = unitId(s, 6, 6);
    expect(has(legal(s), { type: 'move', unit: hi, to: H(5, 6) })).toBe(true);
  });
  it('negative: once the HI moved, its leader went with it and can no longer detach', () => {
    let s = start(pos);
    s = act(s, { type: 'play', card: 'order-three-units-center' }).state;
    const leaderId = s.leaders[0]!.id;
    s = run(s, [{ type: 'order', unit: unitId(s, 6, 6) }, { type: 'order-leader', leader: leaderId }, { type: 'done' }]).state;
    s = act(s, { type: 'move', unit: unitId(s, 6, 6), to: H(5, 6) }).state;
    expect(s.leaders[0]!.hex).toBe(H(5, 6));
    expect(legal(s).some((a) => a.type === 'move-leader')).toBe(false);
  });
});

describe('EX-02 Ranged Combat example (§10.2, §10.5, §10.6)', () => {
  it('fires with 2 dice, LOS blocked by friends, an adjacent unit may only Close Combat until freed', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'LBI', row: 6, col: 2 },
        { side: 'bottom', type: 'LC', row: 6, col: 4 },
        { side: 'bottom', type: 'LI', row: 6, col: 10 },
        { side: 'bottom', type: 'LSI', row: 8, col: 6 },
        { side: 'bottom', type: 'MI', row: 7, col: 6 },
        { side: 'bottom', type: 'AUX', row: 5, col: 10 },
        { side: 'top', type: 'LC', row: 4, col: 10, blocks: 2 },
        { side: 'top', type: 'HI', row: 4, col: 3 },
        { side: 'top', type: 'MI', row: 5, col: 6 },
        { side: 'top', type: 'MI', row: 3, col: 10 },
      ],
      hands: { top: [], bottom: ['order-light-troops', 'order-heavy-troops', 'order-heavy-troops', 'order-heavy-troops', 'order-heavy-troops', 'order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-light-troops', [[6, 2], [6, 4], [6, 10], [8, 6], [5, 10]]);
    const l = legal(s);
    expect(has(l, { type: 'fire', unit: unitId(s, 6, 2), target: H(4, 3) })).toBe(true);
    expect(has(l, { type: 'fire', unit: unitId(s, 6, 4), target: H(4, 3) })).toBe(true);
    expect(has(l, { type: 'fire', unit: unitId(s, 6, 10), target: H(4, 10) })).toBe(true);
    // The slingers' only target in range (5,6) is hidden by the friendly MI at (7,6).
    expect(l.some((a) => a.type === 'fire' && a.unit === unitId(s, 8, 6))).toBe(false);
    const aux = unitId(s, 5, 10);
    expect(l.some((a) => a.type === 'fire' && a.unit === aux)).toBe(false);
    expect(has(l, { type: 'attack', unit: aux, target: H(4, 10) })).toBe(true);
    // The LI's fire (2 dice, it did not move) eliminates the enemy light cavalry: the AUX is freed and may fire.
    const r = act(s, { type: 'fire', unit: unitId(s, 6, 10), target: H(4, 10) }, ['light', 'light']);
    expect(r.events.find((e) => e.key === 'fire.roll')?.params?.['dice']).toBe(2);
    s = r.state;
    expect(unitAtRC(s, 4, 10)).toBeUndefined();
    expect(has(legal(s), { type: 'fire', unit: aux, target: H(3, 10) })).toBe(true);
  });
});

describe('EX-03 warrior example (§11.4, §12.1, §13.5)', () => {
  it('full-strength warriors ignore a flag and battle back with 4 dice, then lose the bonus', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'MC', row: 5, col: 5 },
        { side: 'bottom', type: 'HI', row: 5, col: 6 },
        { side: 'top', type: 'WAR', row: 4, col: 6 },
      ],
      hands: { top: [], bottom: ['order-two-units-center'] },
      deck,
    });
    s = toBattle(s, 'order-two-units-center', [[5, 5], [5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 5), target: H(4, 6) }, ['medium', 'flag', 'heavy']).state;
    expect(unitAtRC(s, 4, 6)!.blocks).toBe(3);
    expect(kind(s)).toBe('ignore-flags');
    expect(legal(s)).toEqual([{ type: 'ignore', flags: 0 }, { type: 'ignore', flags: 1 }]);
    s = act(s, { type: 'ignore', flags: 1 }).state;
    expect(kind(s)).toBe('battle-back');
    const bb = act(s, { type: 'battle-back' }, ['swords', 'flag', 'heavy', 'light']);
    expect(bb.events.find((e) => e.key === 'cc.battleBack')?.params?.['dice']).toBe(4);
    s = bb.state;
    const mc = s.units.find((u) => u.type === 'MC')!;
    expect(mc.blocks).toBe(2);
    // The MC must retreat 3 hexes (1 flag × 3) toward row 8.
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    expect(Math.floor(mc.hex / 16)).toBe(5);
    expect(Math.floor(s.units.find((u) => u.type === 'MC')!.hex / 16)).toBe(8);
    // HI attacks: warriors are no longer at full strength: no flag ignored, retreat 2.
    const hi = unitId(s, 5, 6);
    s = act(s, { type: 'attack', unit: hi, target: H(4, 6) }, ['swords', 'medium', 'flag', 'leader', 'heavy']).state;
    const war = s.units.find((u) => u.type === 'WAR')!;
    expect(war.blocks).toBe(1);
    expect(war.fsb).toBe(false);
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    expect(Math.floor(s.units.find((u) => u.type === 'WAR')!.hex / 16)).toBe(2);
    expect(kind(s)).toBe('momentum');
    s = act(s, { type: 'advance' }).state;
    expect(unitAtRC(s, 4, 6)?.type).toBe('HI');
    // No Bonus Close Combat for heavy infantry without a leader.
    expect(kind(s)).toBe('battle');
  });
});

describe('EX-05 elephant sword re-rolls (§11.6.6)', () => {
  it('ELE rolls LI dice (2): L, S → re-roll S → re-roll F = 3 hits and 1 flag', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'ELE', row: 5, col: 6 },
        { side: 'top', type: 'LI', row: 4, col: 6 },
      ],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }).state;
    expect(kind(s)).toBe('reaction');
    const r = act(s, { type: 'stand' }, ['light', 'swords', 'swords', 'flag']);
    expect(r.events.find((e) => e.key === 'cc.roll')?.params).toMatchObject({ dice: 2, hits: 3, flags: 1 });
    s = r.state;
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    const li = s.units.find((u) => u.type === 'LI')!;
    expect(li.blocks).toBe(1);
    expect(Math.floor(li.hex / 16)).toBe(2);
    expect(kind(s)).toBe('momentum');
    s = act(s, { type: 'advance' }).state;
    expect(unitAtRC(s, 4, 6)?.type).toBe('ELE');
  });
});

describe('EX-06 elephant against a unit that ignores swords (§11.6.7, §16.7)', () => {
  it('the first sword is ignored and not re-rolled; the second hits and is re-rolled', () => {
    let s = start({
      first: 'bottom',
      terrain: [{ row: 4, col: 6, type: 'camp' }],
      units: [
        { side: 'bottom', type: 'ELE', row: 5, col: 6 },
        { side: 'top', type: 'MI', row: 4, col: 6 },
      ],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['swords', 'swords', 'medium', 'flag', 'light']);
    expect(r.events.find((e) => e.key === 'cc.roll')?.params).toMatchObject({ dice: 4, hits: 2, flags: 1 });
    expect(unitAtRC(r.state, 4, 6)!.blocks).toBe(2);
    expect(kind(r.state)).toBe('ignore-flags');
  });
  it('elephant against elephant: every sword ignored, never re-rolled (3 dice)', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'ELE', row: 5, col: 6 },
        { side: 'top', type: 'ELE', row: 4, col: 6 },
      ],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['swords', 'swords', 'heavy']);
    expect(r.events.find((e) => e.key === 'cc.roll')?.params).toMatchObject({ dice: 3, hits: 1 });
  });
});

describe('EX-07 elephant against heavy cavalry (§11.6.10, §12.3)', () => {
  it('one flag: the cavalry must retreat 3 and loses a block for the hex it cannot make', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'ELE', row: 3, col: 6 },
        { side: 'top', type: 'HC', row: 2, col: 6 },
      ],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[3, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 3, 6), target: H(2, 6) }).state;
    s = act(s, { type: 'stand' }, ['flag', 'light', 'medium', 'leader']).state;
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    const hc = s.units.find((u) => u.type === 'HC')!;
    expect(hc.blocks).toBe(2);
    expect(Math.floor(hc.hex / 16)).toBe(0);
    s = act(s, { type: 'advance' }).state;
    // No enemy is adjacent after the advance: no Bonus Close Combat decision.
    expect(kind(s)).toBe('battle');
  });
});

describe('EX-08 Rampage and blocked elephant retreat (§12.8)', () => {
  it('rampage on five hexes in the order the attacker picks, blocked path costs the blockers 2 blocks each, then Battle Back with 3', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'top', type: 'ELE', row: 3, col: 6 },
        { side: 'top', type: 'MI', row: 2, col: 6 },
        { side: 'top', type: 'MI', row: 2, col: 7 },
        { side: 'bottom', type: 'WAR', row: 4, col: 6 },
        { side: 'bottom', type: 'HI', row: 4, col: 7 },
        { side: 'bottom', type: 'MI', row: 3, col: 5 },
      ],
      leaders: [{ side: 'bottom', name: 'L', row: 4, col: 6 }],
      hands: { top: [], bottom: ['order-two-units-center'] },
      deck,
    });
    s = toBattle(s, 'order-two-units-center', [[4, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 4, 6), target: H(3, 6) }, ['flag', 'flag', 'light', 'light']).state;
    expect(kind(s)).toBe('rampage-order');
    expect(legal(s)).toHaveLength(5);
    s = act(s, { type: 'rampage', hex: H(2, 6) }, ['light', 'swords']).state;
    s = act(s, { type: 'rampage', hex: H(2, 7) }, ['light', 'swords']).state;
    const r = act(s, { type: 'rampage', hex: H(4, 6) }, ['medium', 'flag', 'leader', 'light']);
    expect(r.events.some((e) => e.key === 'leader.check' && e.params?.['dice'] === 2)).toBe(true);
    s = r.state;
    // The last hex is the only choice left: it is rolled at once (light, light on the HI; heavy, heavy on the MI).
    s = act(s, { type: 'rampage', hex: H(4, 7) }, ['light', 'light', 'heavy', 'heavy']).state;
    expect(unitAtRC(s, 2, 6)!.blocks).toBe(2);
    expect(unitAtRC(s, 2, 7)!.blocks).toBe(2);
    expect(unitAtRC(s, 3, 6)!.blocks).toBe(2);
    expect(unitAtRC(s, 4, 6)!.blocks).toBe(3);
    expect(kind(s)).toBe('battle-back');
    const bb = act(s, { type: 'battle-back' }, ['light', 'light', 'light']);
    expect(bb.events.find((e) => e.key === 'cc.battleBack')?.params?.['dice']).toBe(3);
  });
});

describe('EX-09 retreat from the own baseline (§12.3)', () => {
  it('a light infantry unit on its baseline that must retreat 2 loses 2 blocks', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'LBI', row: 2, col: 6 },
        { side: 'top', type: 'LI', row: 0, col: 6 },
      ],
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
    s = toBattle(s, 'order-light-troops', [[2, 6]]);
    s = act(s, { type: 'fire', unit: unitId(s, 2, 6), target: H(0, 6) }, ['flag', 'heavy']).state;
    expect(unitAtRC(s, 0, 6)!.blocks).toBe(2);
  });
});

describe('EX-11 ignoring some flags and accepting others (§12.6.8)', () => {
  it('MC with a leader and support ignores one of two flags and retreats 3', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'LBI', row: 6, col: 6 },
        { side: 'top', type: 'MC', row: 3, col: 6 },
        { side: 'top', type: 'MI', row: 3, col: 5 },
        { side: 'top', type: 'MI', row: 3, col: 7 },
      ],
      leaders: [{ side: 'top', name: 'L', row: 3, col: 6 }],
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    s = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(3, 6) }, ['flag', 'flag']).state;
    expect(legal(s)).toHaveLength(3); // ignore 0, 1 or 2
    s = act(s, { type: 'ignore', flags: 1 }).state;
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    const mc = s.units.find((u) => u.type === 'MC')!;
    expect(Math.floor(mc.hex / 16)).toBe(0);
    expect(s.leaders[0]!.hex).toBe(mc.hex);
  });
});

describe('EX-12 evasion and battle (§13.1, §13.5.3, §13.6)', () => {
  it('A: a one-hex Evade when it is the only hex; no Momentum, no Battle Back', () => {
    let s = start({
      first: 'bottom',
      terrain: [{ row: 2, col: 7, type: 'coast' }, { row: 1, col: 5, type: 'coast' }, { row: 1, col: 6, type: 'coast' }],
      units: [
        { side: 'bottom', type: 'MI', row: 4, col: 6 },
        { side: 'top', type: 'LBI', row: 3, col: 6, blocks: 2 },
      ],
      hands: { top: [], bottom: ['order-medium-troops'] },
      deck,
    });
    s = toBattle(s, 'order-medium-troops', [[4, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 4, 6), target: H(3, 6) }).state;
    expect(legal(s)).toContainEqual({ type: 'evade' });
    s = act(s, { type: 'evade' }, ['light', 'medium', 'swords', 'flag']).state;
    const lbi = s.units.find((u) => u.type === 'LBI')!;
    expect(lbi.blocks).toBe(1);
    expect(lbi.hex).toBe(H(2, 6));
    expect(kind(s)).toBe('battle');
    expect(unitAtRC(s, 4, 6)?.type).toBe('MI');
  });
  it('D & E: infantry with a leader eliminates D, advances, Bonus Close Combat against evading cavalry', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'HI', row: 5, col: 6, blocks: 1 },
        { side: 'top', type: 'MI', row: 4, col: 6, blocks: 2 },
        { side: 'top', type: 'MC', row: 3, col: 6 },
      ],
      leaders: [{ side: 'bottom', name: 'L', row: 5, col: 6 }],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const hi = unitId(s, 5, 6);
    s = act(s, { type: 'attack', unit: hi, target: H(4, 6) }, ['medium', 'leader', 'light', 'light', 'heavy']).state;
    expect(unitAtRC(s, 4, 6)).toBeUndefined();
    expect(s.banners.bottom).toBe(1);
    s = act(s, { type: 'advance' }).state;
    expect(s.leaders[0]!.hex).toBe(H(4, 6));
    expect(kind(s)).toBe('bonus');
    s = act(s, { type: 'attack', unit: hi, target: H(3, 6) }).state;
    expect(legal(s)).toContainEqual({ type: 'evade' });
    s = act(s, { type: 'evade' }, ['medium', 'swords', 'flag', 'leader', 'heavy']).state;
    if (kind(s) === 'evade-path') s = act(s, legal(s)[0]!).state;
    expect(s.units.find((u) => u.type === 'MC')!.blocks).toBe(2);
    expect(kind(s)).toBe('battle');
    expect(unitAtRC(s, 3, 6)).toBeUndefined();
  });
  it('B & C: cavalry special momentum, extra hex, bonus against trapped slingers', () => {
    let s = start({
      first: 'bottom',
      terrain: [{ row: 2, col: 4, type: 'coast' }, { row: 2, col: 5, type: 'coast' }],
      units: [
        { side: 'bottom', type: 'HC', row: 5, col: 6 },
        { side: 'top', type: 'HCH', row: 4, col: 6 },
        { side: 'top', type: 'LSI', row: 3, col: 4, blocks: 3 },
      ],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const hc = unitId(s, 5, 6);
    s = act(s, { type: 'attack', unit: hc, target: H(4, 6) }, ['flag', 'light', 'light', 'light']).state;
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    expect(s.units.find((u) => u.type === 'HCH')!.hex).not.toBe(H(4, 6));
    s = act(s, { type: 'advance' }).state;
    expect(kind(s)).toBe('extra-hex');
    s = act(s, { type: 'extra', to: H(4, 5) }).state;
    expect(kind(s)).toBe('bonus');
    s = act(s, { type: 'attack', unit: hc, target: H(3, 4) }, ['light', 'flag', 'medium', 'medium']).state;
    expect(s.units.find((u) => u.type === 'LSI')).toBeUndefined();
    expect(kind(s)).toBe('momentum');
    s = act(s, { type: 'advance' }).state;
    expect(unitAtRC(s, 3, 4)?.type).toBe('HC');
    expect(kind(s)).toBe('battle');
  });
});

describe('EX-13 elephant retreat blocked (§12.8.7)', () => {
  it('the elephant stays; each blocking unit loses 2; the 1-block unit is eliminated for a banner', () => {
    let s = start({
      first: 'top',
      units: [
        { side: 'top', type: 'HI', row: 4, col: 6 },
        { side: 'bottom', type: 'ELE', row: 5, col: 6 },
        { side: 'bottom', type: 'MI', row: 6, col: 6, blocks: 1 },
        { side: 'bottom', type: 'MI', row: 6, col: 7 },
      ],
      hands: { bottom: [], top: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[4, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 4, 6), target: H(5, 6) }, ['flag', 'flag', 'light', 'light', 'medium']).state;
    expect(kind(s)).toBe('rampage-order');
    s = act(s, { type: 'rampage', hex: H(4, 6) }, ['light', 'flag']).state;
    s = act(s, { type: 'rampage', hex: H(6, 6) }, ['light', 'swords', 'light', 'swords']).state;
    expect(unitAtRC(s, 5, 6)!.blocks).toBe(2);
    expect(unitAtRC(s, 6, 6)).toBeUndefined();
    expect(unitAtRC(s, 6, 7)!.blocks).toBe(2);
    expect(s.banners.top).toBe(1);
  });
});

describe('EX-14 retreats (§12.2.1, §12.2.5, §12.3)', () => {
  it('A: retreat into a lone friendly leader stops the retreat and the leader attaches', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'LBI', row: 6, col: 6 },
        { side: 'top', type: 'MC', row: 3, col: 6 },
        { side: 'top', type: 'MI', row: 3, col: 5 },
        { side: 'top', type: 'MI', row: 3, col: 7 },
      ],
      leaders: [{ side: 'top', name: 'X', row: 2, col: 6 }],
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    s = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(3, 6) }, ['flag', 'flag']).state;
    s = act(s, { type: 'ignore', flags: 1 }).state;
    expect(legal(s)).toContainEqual({ type: 'retreat', to: H(2, 6) });
    s = act(s, { type: 'retreat', to: H(2, 6) }).state;
    expect(unitAtRC(s, 2, 6)?.type).toBe('MC');
    expect(kind(s)).toBe('battle');
  });
  it('B: light cavalry whose retreat hexes hold friendly units is eliminated (4 hexes not made, 3 blocks)', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'LBI', row: 6, col: 6 },
        { side: 'top', type: 'LC', row: 3, col: 6 },
        { side: 'top', type: 'MI', row: 2, col: 6 },
        { side: 'top', type: 'MI', row: 2, col: 7 },
      ],
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    s = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(3, 6) }, ['flag', 'flag']).state;
    s = act(s, { type: 'ignore', flags: 1 }).state;
    expect(s.units.find((u) => u.type === 'LC')).toBeUndefined();
    expect(s.banners.bottom).toBe(1);
  });
});

describe('EX-15 Leader Evasion and Escape (§13.3–13.4)', () => {
  const base = (terrain: { row: number; col: number; type: 'coast' }[], blockers: { type: 'LI' | 'MC'; row: number; col: number }[]) =>
    start({
      first: 'bottom',
      terrain,
      units: [{ side: 'bottom', type: 'LBI', row: 6, col: 6 }, ...blockers.map((b) => ({ side: 'bottom' as const, ...b }))],
      leaders: [{ side: 'top', name: 'Lone', row: 4, col: 6 }],
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
  it('1) escapes through the LI (2 dice), no leader symbol: the Evade continues', () => {
    let s = base([], [{ type: 'LI', row: 3, col: 5 }, { type: 'MC', row: 3, col: 6 }]);
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    s = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(4, 6) }, ['swords', 'flag']).state;
    expect(kind(s)).toBe('leader-evade');
    const r = act(s, { type: 'leader-evade', path: [H(3, 5), H(2, 5)] }, ['swords', 'heavy']);
    expect(r.events.find((e) => e.key === 'leader.escape')?.rolls).toHaveLength(2);
    expect(r.state.leaders[0]!.hex).toBe(H(2, 5));
  });
  it('3) the only path runs through an LI then an MC: one leader symbol eliminates the leader', () => {
    let s = base([{ row: 3, col: 6, type: 'coast' }, { row: 2, col: 6, type: 'coast' }, { row: 1, col: 4, type: 'coast' }], [{ type: 'LI', row: 3, col: 5 }, { type: 'MC', row: 2, col: 5 }]);
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    const r = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(4, 6) }, ['swords', 'flag', 'flag', 'swords', 'medium', 'leader', 'leader']);
    expect(r.state.leaders).toHaveLength(0);
    expect(r.state.banners.bottom).toBe(1);
  });
});

describe('EX-16 one Leader Casualty Check per combat sequence (§14.1.3)', () => {
  it('hits then a blocked retreat: a single 2-dice check', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'HI', row: 1, col: 6 },
        { side: 'top', type: 'MI', row: 0, col: 6 },
      ],
      leaders: [{ side: 'top', name: 'L', row: 0, col: 6 }],
      hands: { top: [], bottom: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[1, 6]]);
    let r = act(s, { type: 'attack', unit: unitId(s, 1, 6), target: H(0, 6) }, ['medium', 'flag', 'light', 'light', 'light', 'light', 'light']);
    const checks = r.events.filter((e) => e.key === 'leader.check');
    r = act(r.state, { type: 'ignore', flags: 0 });
    checks.push(...r.events.filter((e) => e.key === 'leader.check'));
    expect(checks).toHaveLength(1);
    expect(checks[0]!.params?.['dice']).toBe(2);
    expect(unitAtRC(r.state, 0, 6)!.blocks).toBe(2);
  });
});

describe('EX-17 Rally (§18.4)', () => {
  it('two leader symbols to the MI, one heavy to each HI; the elephant cannot be rallied', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'MI', row: 6, col: 3, blocks: 2 },
        { side: 'bottom', type: 'LI', row: 6, col: 4, blocks: 3 },
        { side: 'bottom', type: 'ELE', row: 6, col: 2, blocks: 1 },
        { side: 'bottom', type: 'HI', row: 7, col: 8, blocks: 2 },
        { side: 'bottom', type: 'HI', row: 7, col: 10, blocks: 2 },
        { side: 'top', type: 'MI', row: 1, col: 6 },
      ],
      leaders: [{ side: 'bottom', name: 'L1', row: 6, col: 3 }, { side: 'bottom', name: 'L2', row: 7, col: 9 }],
      hands: { top: [], bottom: ['rally', 'order-heavy-troops', 'order-heavy-troops', 'order-heavy-troops'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'rally' }, ['leader', 'leader', 'heavy', 'heavy']).state;
    const ele = unitId(s, 6, 2);
    expect(legal(s).some((a) => a.type === 'rally' && a.unit === ele)).toBe(false);
    const mi = unitId(s, 6, 3);
    s = run(s, [{ type: 'rally', unit: mi }, { type: 'rally', unit: mi }, { type: 'rally', unit: unitId(s, 7, 8) }, { type: 'rally', unit: unitId(s, 7, 10) }]).state;
    expect(unitAtRC(s, 6, 3)!.blocks).toBe(4);
    expect(unitAtRC(s, 7, 8)!.blocks).toBe(3);
    expect(unitAtRC(s, 7, 10)!.blocks).toBe(3);
    expect(s.turn.ordered).not.toContain(unitId(s, 6, 4));
    expect(s.turn.ordered).toHaveLength(3);
  });
});

describe('EX-18 movement captions (§8.1.9)', () => {
  it('auxilia moving 2 may not battle; warriors move 2 only into contact', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'AUX', row: 6, col: 3 },
        { side: 'bottom', type: 'WAR', row: 6, col: 8 },
        { side: 'top', type: 'MI', row: 3, col: 3 },
        { side: 'top', type: 'MI', row: 3, col: 8 },
      ],
      hands: { top: [], bottom: ['order-medium-troops', 'order-light-troops', 'x', 'y'].map((c) => (c.length === 1 ? 'order-heavy-troops' : c)) },
      deck,
    });
    s = act(s, { type: 'play', card: 'order-light-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 6, 3) }, { type: 'done' }]).state;
    s = act(s, { type: 'move', unit: unitId(s, 6, 3), to: H(4, 3) }).state;
    s = act(s, { type: 'done' }).state;
    expect(legal(s)).toEqual([{ type: 'done' }]);
    // warriors: 2 hexes only to a hex adjacent to an enemy
    let w = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'WAR', row: 6, col: 8 },
        { side: 'top', type: 'MI', row: 3, col: 8 },
      ],
      hands: { top: [], bottom: ['order-medium-troops'] },
      deck,
    });
    w = act(w, { type: 'play', card: 'order-medium-troops' }).state;
    w = run(w, [{ type: 'order', unit: unitId(w, 6, 8) }, { type: 'done' }]).state;
    const moves = legal(w).filter((a) => a.type === 'move').map((a) => (a.type === 'move' ? a.to : -1));
    expect(moves).toContain(H(4, 8));
    expect(moves).not.toContain(H(4, 6));
    w = act(w, { type: 'move', unit: unitId(w, 6, 8), to: H(4, 8) }).state;
    w = act(w, { type: 'done' }).state;
    // it charged: it must Close Combat, 'done' is not offered
    expect(legal(w).some((a) => a.type === 'done')).toBe(false);
  });
});

describe('EX-20 Darken the Sky and Clash of Shields (§18.4)', () => {
  it('Clash of Shields snapshots the units adjacent to an enemy when played; they cannot move', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'HI', row: 5, col: 6 },
        { side: 'bottom', type: 'HI', row: 6, col: 2 },
        { side: 'top', type: 'MI', row: 4, col: 6 },
      ],
      hands: { top: [], bottom: ['clash-of-shields'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'clash-of-shields' }).state;
    expect(kind(s)).toBe('battle');
    expect(s.turn.ordered).toEqual([unitId(s, 5, 6)]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['light', 'light', 'light', 'light', 'light', 'light', 'light']);
    expect(r.events.find((e) => e.key === 'cc.roll')?.params?.['dice']).toBe(7);
  });
  it('Darken the Sky: each ranged unit fires twice', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'LBI', row: 6, col: 6 },
        { side: 'top', type: 'HI', row: 3, col: 6 },
      ],
      hands: { top: [], bottom: ['darken-the-sky'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'darken-the-sky' }).state;
    const lbi = unitId(s, 6, 6);
    s = act(s, { type: 'fire', unit: lbi, target: H(3, 6) }, ['heavy', 'light']).state;
    s = act(s, { type: 'fire', unit: lbi, target: H(3, 6) }, ['heavy', 'light']).state;
    expect(unitAtRC(s, 3, 6)!.blocks).toBe(2);
    expect(legal(s)).toEqual([{ type: 'done' }]);
  });
});
