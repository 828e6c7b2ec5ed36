import { describe, expect, it } from 'vitest';
import { createRngState, Random, newGame } from '@polemarch/kernel';
import { closeDice } from '../src/closeCombat';
import { type CcaState, cca } from '../src/index';
import { lineOfSight } from '../src/ranged';
import { occupancy } from '../src/state';
import { UNITS } from '../src/units';
import { H, act, has, kind, legal, run, start, toBattle, unitAtRC, unitId } from './helpers';

// Rule-by-rule tests for the sections the worked examples do not reach.
const deck = Array<string>(20).fill('order-two-units-center');

describe('§2.5, §8.2–8.3, §12.1 unit table', () => {
  it('blocks, movement, Close Combat dice and retreat per flag follow the seed', () => {
    const row = (t: keyof typeof UNITS) => [UNITS[t].blocks, UNITS[t].move, UNITS[t].cc, UNITS[t].retreat];
    expect(row('LI')).toEqual([4, 2, 2, 2]);
    expect(row('AUX')).toEqual([4, 2, 3, 1]);
    expect(row('WAR')).toEqual([4, 1, 3, 2]);
    expect(row('HI')).toEqual([4, 1, 5, 1]);
    expect(row('HWM')).toEqual([2, 1, 2, 1]);
    expect(row('LC')).toEqual([3, 4, 2, 4]);
    expect(row('BCH')).toEqual([3, 3, 2, 3]);
    expect(row('MC')).toEqual([3, 3, 3, 3]);
    expect(row('HC')).toEqual([3, 2, 4, 2]);
    expect(row('HCH')).toEqual([2, 2, 4, 2]);
    expect(row('ELE')).toEqual([2, 2, 0, 1]);
    expect([UNITS.LBI.range, UNITS.LSI.range, UNITS.LI.range, UNITS.LBC.range, UNITS.HWM.range, UNITS.BCH.range]).toEqual([3, 3, 2, 3, 6, 0]);
  });
  it('§11.4 barbarian chariots roll 3 at full strength, 2 when reduced', () => {
    const s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'BCH', row: 5, col: 6 }, { side: 'bottom', type: 'BCH', row: 5, col: 2, blocks: 2 }, { side: 'top', type: 'MI', row: 4, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    const t = unitAtRC(s, 4, 6)!;
    expect(closeDice(s, unitAtRC(s, 5, 6)!, 'attack', t, t.hex).n).toBe(3);
    expect(closeDice(s, unitAtRC(s, 5, 2)!, 'attack', t, t.hex).n).toBe(2);
  });
});

describe('§8 movement and terrain', () => {
  it('§8.1.4 never through other units; §16.2 forest stops; §16.4 coast is impassable', () => {
    let s = start({
      first: 'bottom',
      terrain: [{ row: 6, col: 5, type: 'forest' }, { row: 6, col: 7, type: 'coast' }],
      units: [{ side: 'bottom', type: 'LC', row: 7, col: 6 }, { side: 'bottom', type: 'MI', row: 6, col: 6 }],
      hands: { top: [], bottom: ['order-light-troops'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'order-light-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }]).state;
    const to = legal(s).map((a) => (a.type === 'move' ? a.to : -1));
    expect(to).toContain(H(6, 5));
    expect(to).not.toContain(H(6, 7));
    expect(to).not.toContain(H(6, 6));
    expect(to).toContain(H(4, 7)); // 4 hexes, around the MI and the coast
  });
  it('§16.1 mounted units stop on broken ground and may not battle; war machines may not enter', () => {
    let s = start({
      first: 'bottom',
      terrain: [{ row: 5, col: 6, type: 'broken' }],
      units: [{ side: 'bottom', type: 'MC', row: 6, col: 6 }, { side: 'bottom', type: 'HWM', row: 6, col: 5 }, { side: 'top', type: 'MI', row: 4, col: 6 }],
      hands: { top: [], bottom: ['order-two-units-center'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'order-two-units-center' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 6, 6) }, { type: 'order', unit: unitId(s, 6, 5) }, { type: 'done' }]).state;
    expect(has(legal(s), { type: 'move', unit: unitId(s, 6, 5), to: H(5, 6) })).toBe(false);
    s = act(s, { type: 'move', unit: unitId(s, 6, 6), to: H(5, 6) }).state;
    s = act(s, { type: 'done' }).state;
    expect(legal(s).some((a) => a.type === 'attack')).toBe(false);
  });
  it('§16.11 a unit entering a marsh rolls 1 die and loses a block on its symbol', () => {
    let s = start({ first: 'bottom', terrain: [{ row: 6, col: 6, type: 'marsh' }], units: [{ side: 'bottom', type: 'MI', row: 7, col: 6 }], hands: { top: [], bottom: ['order-medium-troops'] }, deck });
    s = act(s, { type: 'play', card: 'order-medium-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }]).state;
    const r = act(s, { type: 'move', unit: unitId(s, 7, 6), to: H(6, 6) }, ['medium']);
    expect(unitAtRC(r.state, 6, 6)!.blocks).toBe(3);
  });
  it('§8.4 a lone leader moves up to 3 through friends, never ending with another friendly leader', () => {
    let s = start({
      first: 'bottom',
      units: [{ side: 'bottom', type: 'MI', row: 6, col: 6 }],
      leaders: [{ side: 'bottom', name: 'A', row: 7, col: 6 }, { side: 'bottom', name: 'B', row: 5, col: 6 }],
      hands: { top: [], bottom: ['order-two-units-center'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'order-two-units-center' }).state;
    const a = s.leaders.find((l) => l.name === 'A')!.id;
    s = run(s, [{ type: 'order-leader', leader: a }, { type: 'done' }]).state;
    const to = legal(s).map((x) => (x.type === 'move-leader' ? x.to : -1));
    expect(to).toContain(H(6, 6)); // joins the MI
    expect(to).not.toContain(H(5, 6)); // another friendly leader
    expect(to).toContain(H(4, 6)); // through both
    expect(to).toContain(H(4, 5));
    expect(to).not.toContain(H(3, 6)); // 4 hexes
  });
});

describe('§10 Ranged Combat', () => {
  it('§10.5 LOS: units and forests block; along a hexside only when both sides block; target terrain never blocks', () => {
    const s = start({ first: 'bottom', terrain: [{ row: 4, col: 6, type: 'forest' }], units: [{ side: 'bottom', type: 'LBI', row: 6, col: 6 }, { side: 'top', type: 'MI', row: 2, col: 6 }, { side: 'top', type: 'MI', row: 5, col: 2 }], hands: { top: [], bottom: [] }, deck });
    const occ = occupancy(s);
    expect(lineOfSight(s, occ, H(6, 6), H(4, 6))).toBe(true);
    expect(lineOfSight(s, occ, H(6, 6), H(2, 6))).toBe(false);
    expect(lineOfSight(s, occ, H(6, 6), H(6, 3))).toBe(true);
    expect(lineOfSight(s, occ, H(6, 6), H(6, 1))).toBe(true);
  });
  it('§16.3.3 hills: a hill hides what is behind it; units on the same hill see across it', () => {
    const hills = [{ row: 4, col: 4, type: 'hill' as const }, { row: 4, col: 5, type: 'hill' as const }, { row: 4, col: 6, type: 'hill' as const }];
    const s = start({ first: 'bottom', terrain: hills, units: [], hands: { top: [], bottom: [] }, deck });
    const occ = occupancy(s);
    expect(lineOfSight(s, occ, H(4, 4), H(4, 6))).toBe(true);
    expect(lineOfSight(s, occ, H(4, 3), H(4, 6))).toBe(false);
  });
  it('§10.2.2 a unit next to an enemy may not fire; §14.3 a lone leader may be fired at', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LBI', row: 6, col: 6 }, { side: 'top', type: 'MI', row: 5, col: 6 }], leaders: [{ side: 'top', name: 'X', row: 4, col: 3 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    s = toBattle(s, 'order-light-troops', [[6, 6]]);
    expect(legal(s).some((a) => a.type === 'fire')).toBe(false);
    let t = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LBI', row: 6, col: 6 }], leaders: [{ side: 'top', name: 'X', row: 4, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    t = toBattle(t, 'order-light-troops', [[6, 6]]);
    expect(legal(t)).toContainEqual({ type: 'fire', unit: unitId(t, 6, 6), target: H(4, 6) });
  });
});

describe('§13.3 Leader Evasion off the own edge (§4.5)', () => {
  it('a leader may evade off its own baseline: lost, no banner', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LBI', row: 2, col: 6 }], leaders: [{ side: 'top', name: 'X', row: 0, col: 6 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    s = toBattle(s, 'order-light-troops', [[2, 6]]);
    // On its own baseline the only Evade is off the edge: applied at once (ruling R-34).
    const r = act(s, { type: 'fire', unit: unitId(s, 2, 6), target: H(0, 6) }, ['flag', 'swords']);
    s = r.state;
    expect(r.events.some((e) => e.key === 'leader.left')).toBe(true);
    expect(kind(s)).toBe('battle');
    expect(s.leaders).toHaveLength(0);
    expect(s.banners.bottom).toBe(0);
  });
});

describe('§15 drawing and hidden information (C.5)', () => {
  it('the drawn card is visible to the drawer only; views show the other hand as a size; reshuffle when the deck is empty', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'MI', row: 7, col: 6 }], hands: { top: ['rally'], bottom: ['order-medium-troops'] }, deck: [], discard: ['order-two-units-left'] });
    s = run(s, [{ type: 'play', card: 'order-medium-troops' }, { type: 'done' }, { type: 'done' }]).state;
    const r = act(s, { type: 'done' });
    const own = r.events.find((e) => e.key === 'card.draw.own')!;
    expect(own.visibleTo).toEqual(['bottom']);
    expect(r.events.some((e) => e.key === 'deck.reshuffle')).toBe(true);
    const v = cca.view(r.state, 'top');
    expect(v.hand).toEqual(['rally']);
    expect(v.handSizes.bottom).toBe(1);
    expect(JSON.stringify(v)).not.toContain('"hands"');
  });
  it('determinize deals the unseen cards: own hand kept, opponent hand of the right size, 60 cards in all', () => {
    const s = newGame(cca, { scenario: 'zama', seed: 8 });
    const v = cca.view(s, 'bottom');
    const d = cca.determinize!(v, 'bottom', new Random(createRngState(3))) as CcaState;
    expect(d.hands.bottom).toEqual(s.hands.bottom);
    expect(d.hands.top).toHaveLength(s.hands.top.length);
    expect(d.hands.top.length + d.hands.bottom.length + d.deck.length + d.discard.length).toBe(60);
    expect(d.units).toEqual(s.units);
  });
});

describe('§4 victory', () => {
  it('the last banner ends the game at once', () => {
    let s = start({ first: 'bottom', bannersToWin: 1, units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6, blocks: 1 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['medium', 'light', 'light', 'light', 'light']).state;
    expect(cca.result(s)?.winner).toBe('bottom');
    expect(cca.pending(s)).toBeNull();
  });
});

describe('C.5 the First Strike question reveals nothing', () => {
  const pos = (deckCards: string[], attackerHand: string[]) => ({
    first: 'bottom' as const,
    units: [{ side: 'bottom' as const, type: 'HI' as const, row: 5, col: 6 }, { side: 'top' as const, type: 'MI' as const, row: 4, col: 6 }],
    hands: { top: ['rally'], bottom: ['order-heavy-troops', ...attackerHand] },
    deck: deckCards,
  });
  it('while First Strike is unaccounted for, the defender is asked even with "stand" as the only answer', () => {
    let s = start(pos(['first-strike', 'rally'], []));
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }).state;
    expect(kind(s)).toBe('reaction');
    expect(legal(s)).toEqual([{ type: 'stand' }]);
  });
  it('when the attacker holds First Strike himself, the roll follows the declaration at once', () => {
    let s = start(pos(['rally'], ['first-strike']));
    s = toBattle(s, 'order-heavy-troops', [[5, 6]]);
    s = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['light', 'light', 'light', 'light', 'light']).state;
    expect(kind(s)).toBe('battle-back');
  });
});

describe('determinize along a whole game', () => {
  it('the deciding seat sees the same legal actions in every determinized state', async () => {
    const { advance, randomChooser } = await import('@polemarch/kernel');
    const choose = randomChooser(5);
    let s = newGame(cca, { scenario: 'cannae', seed: 6 });
    let checked = 0;
    for (let i = 0; i < 4000 && cca.pending(s) !== null; i++) {
      const p = cca.pending(s)!;
      const l = cca.legal(s, p.seat);
      if (i % 7 === 0) {
        const d = cca.determinize!(cca.view(s, p.seat), p.seat, new Random(createRngState(i))) as CcaState;
        expect(cca.legal(d, p.seat)).toEqual(l);
        expect(d.hands.top.length + d.hands.bottom.length + d.deck.length + d.discard.length + (d.turn.card !== null ? 1 : 0)).toBe(60);
        checked++;
      }
      s = advance(cca, s, p.seat, choose(l));
    }
    expect(checked).toBeGreaterThan(50);
  });
});
