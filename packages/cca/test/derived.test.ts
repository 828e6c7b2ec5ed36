import { describe, expect, it } from 'vitest';
import { closeDice } from '../src/closeCombat';
import { evadeEligible } from '../src/evade';
import { rangedDice } from '../src/ranged';
import type { Unit } from '../src/state';
import { H, act, kind, legal, run, start, toBattle, unitAtRC, unitId } from './helpers';

// Derived tests DT-01 … DT-30 of examples.md: rules the text states without a worked example.
const deck = Array<string>(20).fill('order-two-units-center');
type T = { row: number; col: number; type: 'hill' | 'forest' | 'camp' | 'coast' | 'broken' | 'ford' | 'marsh' };
const duel = (attacker: Unit['type'], defender: Unit['type'], terrain: T[] = [], extra: Partial<{ dBlocks: number; aBlocks: number }> = {}) =>
  start({
    first: 'bottom',
    terrain,
    units: [
      { side: 'bottom', type: attacker, row: 5, col: 6, ...(extra.aBlocks ? { blocks: extra.aBlocks } : {}) },
      { side: 'top', type: defender, row: 4, col: 6, ...(extra.dBlocks ? { blocks: extra.dBlocks } : {}) },
    ],
    hands: { top: [], bottom: ['order-heavy-troops', 'order-medium-troops', 'order-light-troops', 'order-mounted-troops', 'clash-of-shields'] },
    deck,
  });
const A = (s: ReturnType<typeof duel>) => unitAtRC(s, 5, 6)!;
const D = (s: ReturnType<typeof duel>) => unitAtRC(s, 4, 6)!;

describe('§16 terrain dice caps (DT-01 … DT-06)', () => {
  it('DT-01 HI attacking uphill rolls 2', () => {
    const s = duel('HI', 'MI', [{ row: 4, col: 6, type: 'hill' }]);
    expect(closeDice(s, A(s), 'attack', D(s), D(s).hex).n).toBe(2);
  });
  it('DT-02 HI on a hill attacking downhill rolls 3', () => {
    const s = duel('HI', 'MI', [{ row: 5, col: 6, type: 'hill' }]);
    expect(closeDice(s, A(s), 'attack', D(s), D(s).hex).n).toBe(3);
  });
  it('DT-03 HC hill to hill rolls 2 (mounted)', () => {
    const s = duel('HC', 'HC', [{ row: 5, col: 6, type: 'hill' }, { row: 4, col: 6, type: 'hill' }]);
    expect(closeDice(s, A(s), 'attack', D(s), D(s).hex).n).toBe(2);
  });
  it('DT-04 HI uphill under Clash of Shields: min(5,2)+2 = 4', () => {
    let s = duel('HI', 'MI', [{ row: 4, col: 6, type: 'hill' }]);
    s = act(s, { type: 'play', card: 'clash-of-shields' }).state;
    expect(closeDice(s, A(s), 'attack', D(s), D(s).hex).n).toBe(4);
    expect(closeDice(s, A(s), 'bonus', D(s), D(s).hex).n).toBe(2);
  });
  it('DT-05 firing at a unit in a forest: 1 die', () => {
    const s = start({ first: 'bottom', terrain: [{ row: 3, col: 6, type: 'forest' }], units: [{ side: 'bottom', type: 'LBI', row: 6, col: 6 }, { side: 'top', type: 'HI', row: 3, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    expect(rangedDice(s, unitAtRC(s, 6, 6)!, H(3, 6)).n).toBe(1);
  });
  it('DT-06 LI in a fortified camp fires with 2 − 1 = 1 die', () => {
    const s = start({ first: 'bottom', terrain: [{ row: 6, col: 6, type: 'camp' }], units: [{ side: 'bottom', type: 'LI', row: 6, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    expect(rangedDice(s, unitAtRC(s, 6, 6)!, H(4, 6)).n).toBe(1);
  });
  it('forest and broken ground cap Close Combat at 2; a ford caps both directions', () => {
    for (const t of ['forest', 'broken', 'ford'] as const) {
      const s = duel('HI', 'MI', [{ row: 4, col: 6, type: t }]);
      expect(closeDice(s, A(s), 'attack', D(s), D(s).hex).n).toBe(2);
      expect(closeDice(s, D(s), 'battleBack', A(s), A(s).hex, A(s)).n).toBe(2);
    }
  });
});

describe('§16.7 fortified camp protection (DT-07, DT-08)', () => {
  it('DT-07 foot in a camp ignores one sword and may ignore the flag', () => {
    let s = duel('HI', 'MI', [{ row: 4, col: 6, type: 'camp' }]);
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: A(s).id, target: H(4, 6) }, ['swords', 'swords', 'flag', 'light', 'light']).state;
    expect(D(s).blocks).toBe(3);
    expect(legal(s)).toEqual([{ type: 'ignore', flags: 0 }, { type: 'ignore', flags: 1 }]);
  });
  it('DT-08 mounted units get no protection: HC in camp takes the sword and must retreat', () => {
    let s = duel('HI', 'HC', [{ row: 4, col: 6, type: 'camp' }]);
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: A(s).id, target: H(4, 6) }).state;
    s = act(s, { type: 'stand' }, ['swords', 'flag', 'light', 'light', 'light']).state;
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    const hc = s.units.find((u) => u.type === 'HC')!;
    expect(hc.blocks).toBe(2);
    expect(hc.hex).not.toBe(H(4, 6));
  });
});

describe('§11.5–11.6 mounted specials (DT-09 … DT-13)', () => {
  it('DT-09 light cavalry retreats 4 + 1 = 5 from an elephant flag (own edge stops it at 4: 1 block lost)', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'ELE', row: 5, col: 6 }, { side: 'top', type: 'LC', row: 4, col: 6 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }).state;
    s = act(s, { type: 'stand' }, ['flag', 'medium']).state;
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    const lc = s.units.find((u) => u.type === 'LC')!;
    expect(Math.floor(lc.hex / 16)).toBe(0);
    expect(lc.blocks).toBe(2);
  });
  it('DT-10 camels ignore one blue triangle from cavalry', () => {
    let s = duel('MC', 'CAM');
    s = toBattle(s, 'order-medium-troops', [[5, 6]]);
    // Camels may not evade cavalry that is not heavy: the roll follows the declaration at once.
    s = act(s, { type: 'attack', unit: A(s).id, target: H(4, 6) }, ['medium', 'medium', 'heavy']).state;
    expect(D(s).blocks).toBe(2);
  });
  it('DT-11 camels battle back with 2, heavy chariots with 3', () => {
    const s1 = duel('HI', 'CAM');
    expect(closeDice(s1, D(s1), 'battleBack', A(s1), A(s1).hex, A(s1)).n).toBe(2);
    const s2 = duel('HI', 'HCH');
    expect(closeDice(s2, D(s2), 'battleBack', A(s2), A(s2).hex, A(s2)).n).toBe(3);
  });
  it('DT-12 an elephant attacks a lone leader with 1 die; no Momentum', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'ELE', row: 5, col: 6 }], leaders: [{ side: 'top', name: 'Lone', row: 4, col: 6 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['leader']);
    expect(r.state.leaders).toHaveLength(0);
    expect(r.state.banners.bottom).toBe(1);
    expect(kind(r.state)).toBe('battle');
  });
  it('DT-13 an elephant battles back with the attacker’s normal dice (no card bonus)', () => {
    let s = duel('HI', 'ELE');
    s = act(s, { type: 'play', card: 'clash-of-shields' }).state;
    expect(closeDice(s, A(s), 'attack', D(s), D(s).hex).n).toBe(7);
    expect(closeDice(s, D(s), 'battleBack', A(s), A(s).hex, A(s)).n).toBe(5);
  });
});

describe('§8.2, §10.6, §13.2 foot restrictions (DT-14 … DT-16)', () => {
  it('DT-15 a war machine that moved cannot battle', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'HWM', row: 7, col: 6 }, { side: 'top', type: 'HI', row: 3, col: 6 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    s = act(s, { type: 'play', card: 'order-heavy-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }]).state;
    s = act(s, { type: 'move', unit: unitId(s, 7, 6), to: H(6, 6) }).state;
    s = act(s, { type: 'done' }).state;
    expect(legal(s)).toEqual([{ type: 'done' }]);
  });
  it('DT-16 a war machine that evades and survives is removed without a banner', () => {
    let s = duel('HI', 'HWM');
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: A(s).id, target: H(4, 6) }).state;
    s = act(s, { type: 'evade' }, ['light', 'medium', 'flag', 'swords', 'leader']).state;
    if (kind(s) === 'evade-path') s = act(s, legal(s)[0]!).state;
    expect(s.units.some((u) => u.type === 'HWM')).toBe(false);
    expect(s.banners.bottom).toBe(0);
  });
});

describe('§13.1.4 evade eligibility (DT-17 … DT-19)', () => {
  const u = (type: Unit['type']): Unit => ({ id: 1, side: 'top', type, blocks: 3, max: 3, hex: 0, fsb: false });
  it('DT-17 medium cavalry may evade a light infantry attack (foot)', () => expect(evadeEligible(u('MC'), u('LI'))).toBe(true));
  it('DT-18 medium cavalry may not evade light cavalry', () => expect(evadeEligible(u('MC'), u('LC'))).toBe(false));
  it('DT-19 heavy cavalry may not evade medium cavalry, may evade elephants', () => {
    expect(evadeEligible(u('HC'), u('MC'))).toBe(false);
    expect(evadeEligible(u('HC'), u('ELE'))).toBe(true);
  });
  it('barbarian chariots may always evade (ruling R-09); auxilia never', () => {
    expect(evadeEligible(u('BCH'), u('HC'))).toBe(true);
    expect(evadeEligible(u('AUX'), u('LI'))).toBe(false);
  });
});

describe('§14.1 Leader Casualty Checks (DT-20, DT-21)', () => {
  it('DT-20 ranged hit on a unit with a leader: 2 dice, two leader symbols kill the leader', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LBI', row: 6, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 6 }], leaders: [{ side: 'top', name: 'L', row: 4, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    const r = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(4, 6) }, ['heavy', 'light', 'leader', 'leader']);
    expect(r.state.leaders).toHaveLength(0);
    expect(r.state.banners.bottom).toBe(1);
  });
  it('DT-21 unit eliminated in Close Combat: 1 die for the leader, who survives and evades; then the attacker may advance', () => {
    let s = duel('HI', 'MI', [], { dBlocks: 1 });
    s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6, blocks: 1 }], leaders: [{ side: 'top', name: 'L', row: 4, col: 6 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['medium', 'light', 'light', 'light', 'light', 'heavy']);
    expect(r.events.find((e) => e.key === 'leader.check')?.params?.['dice']).toBe(1);
    s = r.state;
    expect(kind(s)).toBe('leader-evade');
    s = act(s, legal(s)[0]!).state;
    expect(kind(s)).toBe('momentum');
  });
});

describe('§18.4 Counter-Attack (DT-22, DT-23)', () => {
  it('DT-22 copying Order Three Units Left orders in your right section', () => {
    let s = start({
      first: 'bottom',
      units: [{ side: 'bottom', type: 'HI', row: 7, col: 1 }, { side: 'bottom', type: 'HI', row: 7, col: 10 }, { side: 'top', type: 'HI', row: 1, col: 1 }, { side: 'top', type: 'HI', row: 1, col: 10 }],
      hands: { top: ['order-three-units-left'], bottom: ['counter-attack'] },
      lastCard: { top: 'order-three-units-left', bottom: null },
      deck,
    });
    s = act(s, { type: 'play', card: 'counter-attack' }).state;
    const ids = legal(s).filter((a) => a.type === 'order').map((a) => (a.type === 'order' ? a.unit : 0));
    expect(ids).toEqual([unitId(s, 7, 10)]);
  });
  it('DT-23 Counter-Attack is not playable before the opponent has played a turn card (First Strike is never copied)', () => {
    const s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'HI', row: 7, col: 1 }], hands: { top: [], bottom: ['counter-attack', 'order-heavy-troops'] }, deck });
    expect(legal(s)).toEqual([{ type: 'play', card: 'order-heavy-troops' }]);
  });
});

describe('§18.4 First Strike (DT-24, DT-25)', () => {
  const fs = () =>
    start({
      first: 'bottom',
      units: [{ side: 'bottom', type: 'MI', row: 5, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 6 }],
      hands: { top: ['first-strike'], bottom: ['order-medium-troops'] },
      deck: ['order-two-units-left', 'order-two-units-right'],
    });
  it('DT-24 the First Strike retreats the attacker: its combat is cancelled; the defender draws first', () => {
    let s = toBattle(fs(), 'order-medium-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }).state;
    expect(legal(s)).toContainEqual({ type: 'first-strike' });
    const r = act(s, { type: 'first-strike' }, ['flag', 'light', 'light', 'light', 'light']);
    s = r.state;
    while (kind(s) === 'retreat') s = act(s, legal(s)[0]!).state;
    expect(unitAtRC(s, 4, 6)!.blocks).toBe(4);
    expect(kind(s)).toBe('battle');
    s = act(s, { type: 'done' }).state;
    // First Strike's owner drew first: the top of the deck ('order-two-units-right').
    expect(s.hands.top).toEqual(['order-two-units-right']);
    expect(s.hands.bottom).toEqual(['order-two-units-left']);
  });
  it('DT-25 the attacker survives in place: it attacks normally; no Battle Back for the First-Striker', () => {
    let s = toBattle(fs(), 'order-medium-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }).state;
    const r = act(s, { type: 'first-strike' }, ['medium', 'light', 'light', 'light', 'light', 'heavy', 'light', 'light', 'light']);
    s = r.state;
    expect(unitAtRC(s, 5, 6)!.blocks).toBe(3);
    expect(unitAtRC(s, 4, 6)!.blocks).toBe(3);
    expect(kind(s)).toBe('battle');
  });
});

describe('scenario hand sizes (DT-26, DT-27)', () => {
  it('DT-26 Lake Trasimenus: the Roman hand grows 2 → 3 → 4 → 4', async () => {
    const { newGame } = await import('@polemarch/kernel');
    const { cca } = await import('../src/index');
    let s = newGame(cca, { scenario: 'lake-trasimenus', seed: 3 });
    expect(s.hands.bottom).toHaveLength(2);
    expect(s.hands.top).toHaveLength(5);
    const sizes: number[] = [];
    let guard = 0;
    while (sizes.length < 3 && guard++ < 5000) {
      const before = s.active;
      const l = legal(s);
      const pick = l.find((a) => a.type === 'done') ?? l.find((a) => a.type === 'play') ?? l[0]!;
      s = act(s, pick).state;
      if (before === 'bottom' && s.active === 'top') sizes.push(s.hands.bottom.length);
    }
    expect(sizes).toEqual([3, 4, 4]);
  });
  it('DT-27 Beneventum: the Roman third banner draws two cards at once and Command becomes 6', () => {
    let s = start({
      first: 'top',
      units: [{ side: 'top', type: 'HI', row: 4, col: 6 }, { side: 'bottom', type: 'LI', row: 5, col: 6, blocks: 1 }, { side: 'bottom', type: 'LBI', row: 7, col: 6 }],
      hands: { top: ['order-heavy-troops'], bottom: ['order-light-troops', 'order-light-troops', 'order-light-troops', 'order-light-troops'] },
      banners: { top: 0, bottom: 2 },
      special: { bannerDraw: { side: 'bottom', at: 3, draw: 2, newMax: 6 } },
      deck: ['order-two-units-left', 'order-two-units-right', 'order-two-units-center'],
    });
    s = toBattle(s, 'order-heavy-troops', [[4, 6]]);
    // The LI evades? no: it is attacked and battles back … instead the bottom gains a banner by the top HI losing to battle back.
    expect(s.handMax.bottom).toBe(4);
    s.banners.bottom = 2;
    const top = s.units.find((u) => u.side === 'top')!;
    top.blocks = 1;
    s = act(s, { type: 'attack', unit: top.id, target: H(5, 6) }).state;
    s = act(s, { type: 'stand' }, ['medium', 'medium', 'medium', 'medium', 'medium']).state;
    s = act(s, { type: 'battle-back' }, ['heavy', 'light']).state;
    expect(s.banners.bottom).toBe(3);
    expect(s.hands.bottom).toHaveLength(6);
    expect(s.handMax.bottom).toBe(6);
  });
});

describe('§12.9 simultaneous banners (DT-28, DT-29)', () => {
  it('DT-29 a blocked elephant retreat that brings both sides to their total is a draw', () => {
    let s = start({
      first: 'top',
      bannersToWin: 3,
      banners: { top: 2, bottom: 2 },
      units: [
        { side: 'top', type: 'HI', row: 4, col: 6 },
        { side: 'bottom', type: 'ELE', row: 5, col: 6 },
        { side: 'bottom', type: 'MI', row: 6, col: 6, blocks: 1 },
        { side: 'top', type: 'MI', row: 6, col: 7, blocks: 1 },
      ],
      hands: { bottom: [], top: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[4, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 4, 6), target: H(5, 6) }, ['flag', 'light', 'light', 'light', 'medium']).state;
    s = act(s, { type: 'rampage', hex: H(4, 6) }, ['light', 'flag']).state;
    s = act(s, { type: 'rampage', hex: H(6, 6) }, ['light', 'swords', 'light', 'swords']).state;
    expect(s.outcome).toEqual({ winner: null, reason: 'draw' });
  });
  it('DT-28 Rampage losses are awarded one roll at a time: the first side to reach its total wins', () => {
    let s = start({
      first: 'top',
      bannersToWin: 3,
      banners: { top: 2, bottom: 2 },
      units: [
        { side: 'top', type: 'HI', row: 4, col: 6 },
        { side: 'bottom', type: 'ELE', row: 5, col: 6 },
        { side: 'bottom', type: 'MI', row: 5, col: 5, blocks: 1 },
        { side: 'top', type: 'MI', row: 5, col: 7, blocks: 1 },
      ],
      hands: { bottom: [], top: ['order-heavy-troops'] },
      deck,
    });
    s = toBattle(s, 'order-heavy-troops', [[4, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 4, 6), target: H(5, 6) }, ['flag', 'light', 'light', 'light', 'light']).state;
    s = act(s, { type: 'rampage', hex: H(5, 7) }, ['medium', 'light']).state;
    expect(s.outcome?.winner).toBe('bottom');
  });
});

describe('§18.4 I Am Spartacus (DT-30)', () => {
  it('L, L, M, LDR, S: 2 light, 1 medium, 1 of choice; +1 die; discards reshuffled before the draw', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'LI', row: 6, col: 1 },
        { side: 'bottom', type: 'LI', row: 6, col: 2 },
        { side: 'bottom', type: 'LI', row: 6, col: 3 },
        { side: 'bottom', type: 'MI', row: 6, col: 5 },
        { side: 'bottom', type: 'MI', row: 6, col: 6 },
        { side: 'bottom', type: 'HI', row: 6, col: 8 },
        { side: 'top', type: 'HI', row: 4, col: 8 },
      ],
      hands: { top: [], bottom: ['i-am-spartacus', 'rally', 'rally', 'rally', 'rally'].map((c, i) => (i === 0 ? c : 'order-heavy-troops')) },
      discard: ['order-two-units-left'],
      deck: ['order-two-units-center'],
    });
    s = act(s, { type: 'play', card: 'i-am-spartacus' }, ['light', 'light', 'medium', 'leader', 'swords']).state;
    expect(s.turn.dice.sort()).toEqual(['leader', 'light', 'light', 'medium']);
    s = run(s, [
      { type: 'order', unit: unitId(s, 6, 1) },
      { type: 'order', unit: unitId(s, 6, 2) },
      { type: 'order', unit: unitId(s, 6, 5) },
      { type: 'order', unit: unitId(s, 6, 8) },
    ]).state;
    expect(legal(s)).toEqual([{ type: 'done' }]);
    s = run(s, [{ type: 'done' }, { type: 'move', unit: unitId(s, 6, 8), to: H(5, 8) }, { type: 'done' }]).state;
    const hi = unitId(s, 5, 8);
    expect(closeDice(s, unitAtRC(s, 5, 8)!, 'attack', unitAtRC(s, 4, 8)!, H(4, 8)).n).toBe(6);
    s = act(s, { type: 'done' }).state;
    expect(hi).toBeGreaterThan(0);
    expect(s.discard).toEqual([]);
    expect(s.deck.length + s.hands.bottom.length).toBe(1 + 2 + 4);
  });
});
