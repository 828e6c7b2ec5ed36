import { describe, expect, it } from 'vitest';
import { closeDice } from '../src/closeCombat';
import { ignorableFlags } from '../src/retreat';
import { H, act, kind, legal, run, start, toBattle, unitAtRC, unitId } from './helpers';

// Terrain the rules mark as expansion (§16.8–16.11) and the remaining card: Order Mounted Troops.
const deck = Array<string>(20).fill('order-two-units-center');

describe('§16.9 scalable city walls', () => {
  it('a defender on a wall strikes first when attacked from outside; then no Battle Back', () => {
    let s = start({ first: 'bottom', terrain: [{ row: 4, col: 6, type: 'wall' }], units: [{ side: 'bottom', type: 'MI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }], hands: { top: [], bottom: ['order-medium-troops'] }, deck });
    s = toBattle(s, 'order-medium-troops', [[5, 6]]);
    const r = act(s, { type: 'attack', unit: unitId(s, 5, 6), target: H(4, 6) }, ['medium', 'light', 'light', 'light']);
    expect(r.events.find((e) => e.key === 'cc.firstStrike')?.params).toMatchObject({ dice: 2, hits: 1 });
    expect(unitAtRC(r.state, 5, 6)!.blocks).toBe(3);
    // The attacker then rolls its 4 dice capped at 2 by the wall: light, light miss.
    expect(unitAtRC(r.state, 4, 6)!.blocks).toBe(4);
    expect(kind(r.state)).toBe('battle');
  });
  it('a unit on a wall ignores one sword and may ignore one flag', () => {
    const s = start({ first: 'bottom', terrain: [{ row: 4, col: 6, type: 'wall' }], units: [{ side: 'bottom', type: 'MI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }], hands: { top: [], bottom: [] }, deck });
    expect(ignorableFlags(s, unitAtRC(s, 4, 6)!, unitAtRC(s, 5, 6)!, H(5, 6))).toBe(1);
  });
  it('mounted units cannot enter a wall hex', () => {
    let s = start({ first: 'bottom', terrain: [{ row: 6, col: 6, type: 'wall' }], units: [{ side: 'bottom', type: 'MC', row: 7, col: 6 }], hands: { top: [], bottom: ['order-mounted-troops'] }, deck });
    s = act(s, { type: 'play', card: 'order-mounted-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }]).state;
    expect(legal(s).some((a) => a.type === 'move' && a.to === H(6, 6))).toBe(false);
  });
});

describe('§16.8 bridge', () => {
  it('caps Close Combat at 2 both ways and lets a foot defender ignore a flag', () => {
    const s = start({ first: 'bottom', terrain: [{ row: 4, col: 6, type: 'bridge' }], units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }], hands: { top: [], bottom: [] }, deck });
    const a = unitAtRC(s, 5, 6)!;
    const d = unitAtRC(s, 4, 6)!;
    expect(closeDice(s, a, 'attack', d, d.hex).n).toBe(2);
    expect(closeDice(s, d, 'battleBack', a, a.hex, a).n).toBe(2);
    expect(ignorableFlags(s, d, a, a.hex)).toBe(1);
  });
});

describe('§14.4 lone leaders and marsh', () => {
  it('a lone leader moving into a marsh is lost on a leader symbol', () => {
    let s = start({ first: 'bottom', terrain: [{ row: 6, col: 6, type: 'marsh' }], units: [], leaders: [{ side: 'bottom', name: 'X', row: 7, col: 6 }], hands: { top: [], bottom: ['order-two-units-center'] }, deck });
    s = act(s, { type: 'play', card: 'order-two-units-center' }).state;
    s = run(s, [{ type: 'order-leader', leader: s.leaders[0]!.id }, { type: 'done' }]).state;
    const r = act(s, { type: 'move-leader', leader: s.leaders[0]!.id, to: H(6, 6) }, ['leader']);
    expect(r.state.leaders).toHaveLength(0);
    expect(r.state.banners.top).toBe(1);
  });
});

describe('§18.2 Order Mounted Troops', () => {
  it('orders mounted units and leaders up to Command; attached leaders may detach', () => {
    let s = start({
      first: 'bottom',
      units: [{ side: 'bottom', type: 'HC', row: 7, col: 4 }, { side: 'bottom', type: 'ELE', row: 7, col: 6 }, { side: 'bottom', type: 'HI', row: 7, col: 8 }],
      leaders: [{ side: 'bottom', name: 'L', row: 7, col: 8 }],
      hands: { top: [], bottom: ['order-mounted-troops', 'rally', 'rally'] },
      deck,
    });
    s = act(s, { type: 'play', card: 'order-mounted-troops' }).state;
    const orders = legal(s);
    expect(orders).toContainEqual({ type: 'order', unit: unitId(s, 7, 4) });
    expect(orders).toContainEqual({ type: 'order', unit: unitId(s, 7, 6) });
    expect(orders).not.toContainEqual({ type: 'order', unit: unitId(s, 7, 8) });
    expect(orders).toContainEqual({ type: 'order-leader', leader: s.leaders[0]!.id });
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 4) }, { type: 'order', unit: unitId(s, 7, 6) }, { type: 'order-leader', leader: s.leaders[0]!.id }]).state;
    expect(legal(s)).toEqual([{ type: 'done' }]); // Command 3
    s = act(s, { type: 'done' }).state;
    expect(legal(s).some((a) => a.type === 'move-leader')).toBe(true);
  });
});

describe('§17.3–17.4 Marian and Julian Legions (option legions)', () => {
  const pos = {
    first: 'bottom' as const,
    armies: { top: 'Carthaginian', bottom: 'Roman' },
    units: [{ side: 'bottom' as const, type: 'MI' as const, row: 7, col: 6 }, { side: 'top' as const, type: 'HI' as const, row: 4, col: 6 }],
    hands: { top: [], bottom: ['order-medium-troops'] },
    deck,
  };
  it('Marian: Roman medium infantry fire 2 hexes with 1 die after moving 1', () => {
    let s = start(pos, { legions: 'marian' });
    s = act(s, { type: 'play', card: 'order-medium-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }, { type: 'move', unit: unitId(s, 7, 6), to: H(6, 6) }, { type: 'done' }]).state;
    const r = act(s, { type: 'fire', unit: unitId(s, 6, 6), target: H(4, 6) }, ['heavy']);
    expect(unitAtRC(r.state, 4, 6)!.blocks).toBe(3);
  });
  it('Julian: they may move 2 hexes and then not battle; without the option they move 1', () => {
    let s = start(pos, { legions: 'julian' });
    s = act(s, { type: 'play', card: 'order-medium-troops' }).state;
    s = run(s, [{ type: 'order', unit: unitId(s, 7, 6) }, { type: 'done' }, { type: 'move', unit: unitId(s, 7, 6), to: H(5, 6) }, { type: 'done' }]).state;
    expect(legal(s)).toEqual([{ type: 'done' }]);
    let n = start(pos);
    n = act(n, { type: 'play', card: 'order-medium-troops' }).state;
    n = run(n, [{ type: 'order', unit: unitId(n, 7, 6) }, { type: 'done' }]).state;
    expect(legal(n).some((a) => a.type === 'move' && a.to === H(5, 6))).toBe(false);
  });
});

describe('§16.6 rampart', () => {
  const pos = (fromRow: number, fromCol: number, firer: 'LBI' | 'HI') => ({
    first: 'bottom' as const,
    terrain: [{ row: 4, col: 6, type: 'rampart' as const }],
    ramparts: [{ row: 4, col: 6, sides: [{ row: 5, col: 5 }, { row: 5, col: 6 }] }],
    units: [{ side: 'bottom' as const, type: firer, row: fromRow, col: fromCol }, { side: 'top' as const, type: 'MI' as const, row: 4, col: 6 }],
    hands: { top: [], bottom: [] },
    deck: Array<string>(5).fill('rally'),
  });
  it('a foot defender attacked through a protected hexside ignores a sword and may ignore a flag; not from the side', () => {
    const s = start(pos(5, 6, 'HI'));
    expect(ignorableFlags(s, unitAtRC(s, 4, 6)!, unitAtRC(s, 5, 6)!, H(5, 6))).toBe(1);
    const side = start(pos(4, 7, 'HI'));
    expect(ignorableFlags(side, unitAtRC(side, 4, 6)!, unitAtRC(side, 4, 7)!, H(4, 7))).toBe(0);
  });
  it('Ranged Combat through the protected front counts too', () => {
    const s = start(pos(6, 6, 'LBI'));
    expect(ignorableFlags(s, unitAtRC(s, 4, 6)!, unitAtRC(s, 6, 6)!, H(6, 6))).toBe(1);
  });
});
