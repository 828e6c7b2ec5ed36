import { describe, expect, it } from 'vitest';
import { CARDS, fullDeck } from '../src/cards';
import { closeDice } from '../src/closeCombat';
import { H, act, has, kind, legal, run, start, toBattle, unitAtRC, unitId } from './helpers';

// §18: the 60 Command cards, their counts and their effects.
const deck = Array<string>(20).fill('order-two-units-center');

describe('§18.5 the deck', () => {
  it('has 60 cards: 27 Section, 10 Troop, 6 Leadership, 17 Tactic', () => {
    expect(fullDeck()).toHaveLength(60);
    const by = (k: string) => CARDS.filter((c) => c.kind === k).reduce((n, c) => n + c.count, 0);
    expect([by('section'), by('troop'), by('leadership'), by('tactic')]).toEqual([27, 10, 6, 17]);
    const count = (id: string) => CARDS.find((c) => c.id === id)?.count;
    expect([count('order-two-units-center'), count('order-three-units-left'), count('order-four-units-right'), count('coordinated-advance'), count('out-flanked')]).toEqual([4, 3, 1, 2, 2]);
    expect([count('order-light-troops'), count('order-medium-troops'), count('order-heavy-troops'), count('order-mounted-troops')]).toEqual([4, 3, 2, 1]);
    expect([count('leadership-any-section'), count('inspired-left-leadership')]).toEqual([3, 1]);
    expect([count('line-command'), count('counter-attack'), count('double-time'), count('move-fire-move'), count('mounted-charge'), count('first-strike'), count('rally')]).toEqual([4, 2, 2, 2, 2, 1, 1]);
  });
});

describe('§18.1 Section cards and dotted lines (§2.2, §7.3)', () => {
  const row = [0, 3, 4, 8, 9, 12].map((c) => ({ side: 'bottom' as const, type: 'HI' as const, row: 8, col: c }));
  const s0 = () => start({ first: 'bottom', units: [...row, { side: 'bottom', type: 'HI', row: 7, col: 3 }, { side: 'bottom', type: 'HI', row: 7, col: 8 }], hands: { top: [], bottom: ['order-four-units-left', 'order-four-units-center', 'coordinated-advance', 'out-flanked'] }, deck });
  const ordered = (s: ReturnType<typeof s0>) => legal(s).filter((a) => a.type === 'order').map((a) => (a.type === 'order' ? s.units.find((u) => u.id === a.unit)!.hex : -1)).sort((a, b) => a - b);
  it('left flank = columns 0–3 of a long row; the 4th hex of a short row lies on the line (both sections)', () => {
    const s = act(s0(), { type: 'play', card: 'order-four-units-left' }).state;
    expect(ordered(s)).toEqual([H(7, 3), H(8, 0), H(8, 3)]);
  });
  it('center = columns 4–8 of a long row plus the line hexes of short rows', () => {
    const s = act(s0(), { type: 'play', card: 'order-four-units-center' }).state;
    expect(ordered(s)).toEqual([H(7, 3), H(7, 8), H(8, 4), H(8, 8)]);
  });
  it('Coordinated Advance: one per section, a line hex fills either of its sections but only one', () => {
    let s = act(s0(), { type: 'play', card: 'coordinated-advance' }).state;
    s = act(s, { type: 'order', unit: unitId(s, 7, 3) }).state;
    s = act(s, { type: 'order', unit: unitId(s, 8, 4) }).state;
    // Left and centre are filled by (7,3) and (8,4) in some assignment: only right remains.
    expect(ordered(s)).toEqual([H(7, 8), H(8, 9), H(8, 12)]);
  });
  it('Out Flanked: 2 left and 2 right, none in the center', () => {
    const s = act(s0(), { type: 'play', card: 'out-flanked' }).state;
    expect(ordered(s)).toEqual([H(7, 3), H(7, 8), H(8, 0), H(8, 3), H(8, 9), H(8, 12)]);
  });
  it('the top player sees the board mirrored: his left is the board’s right', () => {
    const s = start({ first: 'top', units: [{ side: 'top', type: 'HI', row: 0, col: 0 }, { side: 'top', type: 'HI', row: 0, col: 12 }], hands: { bottom: [], top: ['order-two-units-left'] }, deck });
    const t = act(s, { type: 'play', card: 'order-two-units-left' }).state;
    expect(legal(t)).toContainEqual({ type: 'order', unit: unitId(t, 0, 12) });
    expect(legal(t)).not.toContainEqual({ type: 'order', unit: unitId(t, 0, 0) });
  });
});

describe('§18.2 Troop cards', () => {
  it('order up to Command units of the class; the fallback orders 1 unit of your choice without the card', () => {
    let s = start({ first: 'bottom', units: [1, 2, 3, 4, 5].map((c) => ({ side: 'bottom' as const, type: 'LI' as const, row: 7, col: c })), hands: { top: [], bottom: ['order-light-troops', 'order-heavy-troops', 'x', 'y'].map((c) => (c.length === 1 ? 'rally' : c)) }, deck });
    s = act(s, { type: 'play', card: 'order-light-troops' }).state;
    for (let c = 1; c <= 4; c++) s = act(s, { type: 'order', unit: unitId(s, 7, c) }).state;
    expect(legal(s)).toEqual([{ type: 'done' }]); // Command 4
    let h = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LI', row: 7, col: 1 }, { side: 'bottom', type: 'LI', row: 7, col: 2 }], hands: { top: [], bottom: ['order-heavy-troops'] }, deck });
    h = act(h, { type: 'play', card: 'order-heavy-troops' }).state;
    expect(h.turn.fallback).toBe(true);
    h = act(h, { type: 'order', unit: unitId(h, 7, 1) }).state;
    expect(legal(h)).toEqual([{ type: 'done' }]);
  });
  it('Order Light Troops: ordered foot may move through a friendly unit (never end in it)', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LI', row: 7, col: 6 }, { side: 'bottom', type: 'HI', row: 6, col: 6 }, { side: 'bottom', type: 'HI', row: 6, col: 7 }], hands: { top: [], bottom: ['order-light-troops'] }, deck });
    s = act(s, { type: 'play', card: 'order-light-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }]).state;
    const to = legal(s).filter((a) => a.type === 'move').map((a) => (a.type === 'move' ? a.to : -1));
    expect(to).toContain(H(5, 6));
    expect(to).not.toContain(H(6, 6));
  });
});

describe('§18.3 Leadership cards', () => {
  const chain = () =>
    start({
      first: 'bottom',
      units: [3, 4, 5, 6, 7, 8].map((c) => ({ side: 'bottom' as const, type: 'MI' as const, row: 6, col: c })),
      leaders: [{ side: 'bottom', name: 'L', row: 6, col: 3 }],
      hands: { top: [], bottom: ['leadership-any-section', 'inspired-right-leadership'] },
      deck,
    });
  it('Leadership Any Section: the leader, its unit and 3 more connected hexes', () => {
    let s = act(chain(), { type: 'play', card: 'leadership-any-section' }).state;
    s = act(s, { type: 'order-leader', leader: s.leaders[0]!.id }).state;
    expect(s.turn.ordered).toEqual([unitId(s, 6, 3)]);
    expect(legal(s).filter((a) => a.type === 'order')).toEqual([{ type: 'order', unit: unitId(s, 6, 4) }]);
    for (const c of [4, 5, 6]) s = act(s, { type: 'order', unit: unitId(s, 6, c) }).state;
    expect(legal(s)).toEqual([{ type: 'done' }]);
    s = act(s, { type: 'done' }).state;
    // §8.4.7: the leader may not detach.
    expect(legal(s).some((a) => a.type === 'move-leader')).toBe(false);
  });
  it('Inspired Right needs a leader in the right section; else 1 unit of your choice', () => {
    const s = act(chain(), { type: 'play', card: 'inspired-right-leadership' }).state;
    expect(legal(s).some((a) => a.type === 'order-leader')).toBe(false);
    expect(legal(s).filter((a) => a.type === 'order')).toHaveLength(6);
  });
});

describe('§18.4 Tactic cards', () => {
  it('Double Time: 4 foot units in a group move 2 and still Close Combat; warriors 3', () => {
    let s = start({
      first: 'bottom',
      units: [
        { side: 'bottom', type: 'HI', row: 7, col: 4 },
        { side: 'bottom', type: 'WAR', row: 7, col: 5 },
        { side: 'bottom', type: 'HI', row: 7, col: 9 },
        { side: 'top', type: 'MI', row: 4, col: 5 },
      ],
      hands: { top: [], bottom: ['double-time'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'double-time' }).state;
    s = act(s, { type: 'order', unit: unitId(s, 7, 4) }).state;
    expect(has(legal(s), { type: 'order', unit: unitId(s, 7, 9) })).toBe(false); // not connected
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 5) }, { type: 'done' }]).state;
    const moves = legal(s).filter((a) => a.type === 'move' && a.unit === unitId(s, 7, 4)).map((a) => (a.type === 'move' ? a.to : -1));
    expect(moves).toContain(H(5, 4));
    expect(legal(s)).toContainEqual({ type: 'move', unit: unitId(s, 7, 5), to: H(5, 5) });
    expect(legal(s)).not.toContainEqual({ type: 'move', unit: unitId(s, 7, 5), to: H(5, 6) }); // 2 hexes only into contact
    // warriors 3 hexes into contact
    expect(legal(s)).toContainEqual({ type: 'move', unit: unitId(s, 7, 5), to: H(4, 6) });
  });
  it('Line Command: a connected group of foot units moves at most 1 hex', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LI', row: 7, col: 4 }, { side: 'bottom', type: 'LI', row: 7, col: 5 }], hands: { top: [], bottom: ['line-command'] }, deck });
    s = act(s, { type: 'play', card: 'line-command' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 4) }, { type: 'order', unit: unitId(s, 7, 5) }, { type: 'done' }]).state;
    expect(legal(s).some((a) => a.type === 'move' && a.to === H(5, 4))).toBe(false);
    expect(legal(s)).toContainEqual({ type: 'move', unit: unitId(s, 7, 4), to: H(6, 4) });
  });
  it('Move-Fire-Move: move, fire with 1 die, move again; no Close Combat', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'LBI', row: 7, col: 6 }, { side: 'top', type: 'HI', row: 3, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 2 }], hands: { top: [], bottom: ['move-fire-move'] }, deck });
    s = act(s, { type: 'play', card: 'move-fire-move' }).state;
    const lbi = unitId(s, 7, 6);
    s = run(s, [{ type: 'order', unit: lbi }, { type: 'done' }, { type: 'move', unit: lbi, to: H(5, 6) }, { type: 'done' }]).state;
    const r = act(s, { type: 'fire', unit: lbi, target: H(3, 6) }, ['heavy']);
    expect(unitAtRC(r.state, 3, 6)!.blocks).toBe(3);
    s = act(r.state, { type: 'done' }).state;
    expect(kind(s)).toBe('move2');
    expect(has(legal(s), { type: 'move', unit: lbi, to: H(7, 6) })).toBe(true);
  });
  it('Mounted Charge: +1 die in Close Combat and in the bonus combat; heavy mounted move 3 and battle', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'HC', row: 7, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 6 }], hands: { top: [], bottom: ['mounted-charge'] }, deck });
    s = act(s, { type: 'play', card: 'mounted-charge' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }]).state;
    expect(legal(s)).toContainEqual({ type: 'move', unit: unitId(s, 7, 6), to: H(5, 6) });
    s = run(s, [{ type: 'move', unit: unitId(s, 7, 6), to: H(5, 6) }, { type: 'done' }]).state;
    expect(closeDice(s, unitAtRC(s, 5, 6)!, 'attack', unitAtRC(s, 4, 6)!, H(4, 6)).n).toBe(5);
    expect(closeDice(s, unitAtRC(s, 5, 6)!, 'bonus', unitAtRC(s, 4, 6)!, H(4, 6)).n).toBe(5);
  });
  it('Counter-Attack copies Mounted Charge with its bonuses', () => {
    let s = start({ first: 'bottom', units: [{ side: 'bottom', type: 'HC', row: 5, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 6 }], hands: { top: [], bottom: ['counter-attack'] }, lastCard: { top: 'mounted-charge', bottom: null }, deck });
    s = toBattle(s, 'counter-attack', [[5, 6]]);
    expect(closeDice(s, unitAtRC(s, 5, 6)!, 'attack', unitAtRC(s, 4, 6)!, H(4, 6)).n).toBe(5);
  });
});
