import type { JsonValue } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { evaluateSgboh, sgbohAI } from '../src/ai';
import { sgboh, type SgbohAction, type SgbohState } from '../src/index';
import { battle, play, start, u, unit } from './helpers';

/** The computer general's pruning of idle moves (packages/sgboh/src/ai.ts `prune`): the engine offers them, the search does not. */
const prune = (s: SgbohState, seat: string): SgbohAction[] => {
  const p = sgbohAI.hints?.prune;
  if (p === undefined) throw new Error('the SGBoH AI has no prune hint');
  return p(s as never, seat, sgboh.legal(s, seat) as JsonValue[], seat) as SgbohAction[];
};
const types = (as: readonly SgbohAction[]): Set<string> => new Set(as.map((a) => a.type));

describe('the SGBoH computer general skips idle moves in its search', () => {
  const s0 = start(
    battle([
      unit({ id: 'r1', side: 'red', type: 'HI', hex: '0810', facing: 1, ma: 5 }),
      unit({ id: 'b1', side: 'blue', type: 'HI', hex: '1410', facing: 4, ma: 5 }),
    ]),
  );

  it('never passes while a Formation can activate (3.2)', () => {
    const legal = sgboh.legal(s0, 'red');
    expect(types(legal).has('activate')).toBe(true);
    expect(types(legal).has('pass')).toBe(true);
    expect(types(prune(s0, 'red')).has('pass')).toBe(false);
  });

  it('does not end a move it has not begun while a unit of the Formation can act (5.1), and may end it once one has', () => {
    const s = play(s0, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    expect(types(sgboh.legal(s, 'red')).has('end-move')).toBe(true);
    const pruned = prune(s, 'red');
    expect(types(pruned).has('end-move')).toBe(false);
    expect(pruned.length).toBeGreaterThan(0);
    const step = pruned.find((a) => a.type === 'step')!;
    const moved = play(s, 'red', step).state;
    expect(types(prune(moved, 'red')).has('end-move')).toBe(true);
  });

  it('does not group its actions by unit, which gave `end-move` a whole group of visits to itself (session 13)', () => {
    for (const level of ['easy', 'standard', 'strong'] as const) expect(sgbohAI.search?.(level).grouping).toBe(false);
  });
});

/**
 * The evaluator's intent (packages/sgboh/src/ai.ts `evaluateSgboh`): the battle is won on Rout Points against the
 * Withdrawal Level (9.0), so what a position is worth follows the Rout Points lost and about to be lost.
 */
describe('the SGBoH computer general values Rout Points', () => {
  const layout = (redCol: number): SgbohState =>
    start(
      battle([
        unit({ id: 'r1', side: 'red', type: 'HC', hex: `${String(redCol).padStart(2, '0')}08`, facing: 1, tq: 5 }),
        unit({ id: 'r2', side: 'red', type: 'HC', hex: `${String(redCol).padStart(2, '0')}10`, facing: 1, tq: 5 }),
        unit({ id: 'r3', side: 'red', type: 'HC', hex: `${String(redCol).padStart(2, '0')}12`, facing: 1, tq: 5 }),
        unit({ id: 'b1', side: 'blue', type: 'HC', hex: '2008', facing: 4, tq: 5 }),
        unit({ id: 'b2', side: 'blue', type: 'HC', hex: '2010', facing: 4, tq: 5 }),
        unit({ id: 'b3', side: 'blue', type: 'HC', hex: '2012', facing: 4, tq: 5 }),
      ]),
    );
  const rout = (s: SgbohState, id: string): SgbohState => {
    const x = u(s, id);
    x.status = 'eliminated';
    x.hex = null;
    s.sides.find((side) => side.id === x.side)!.rp += x.rp;
    return s;
  };
  const value = (s: SgbohState, seat: string): number => evaluateSgboh(s as never, seat, sgboh as never);

  it('scores routing a worn enemy unit (8.1) above leaving it on the map with its Hits', () => {
    const worn = layout(19);
    u(worn, 'b1').hits = 4;
    const routed = rout(layout(19), 'b1');
    expect(value(routed, 'red')).toBeGreaterThan(value(worn, 'red'));
    // And, the same from the other side, losing a worn unit of its own is a loss, not a relief.
    expect(value(routed, 'blue')).toBeLessThan(value(worn, 'blue'));
  });

  it('scores one enemy unit routed above the whole army closing in (the stand-off term stays small)', () => {
    const closed = layout(19);
    const ahead = rout(layout(7), 'b3');
    expect(value(ahead, 'red')).toBeGreaterThan(value(closed, 'red'));
  });

  it('still prefers closing in to standing off, all else equal', () => {
    expect(value(layout(15), 'red')).toBeGreaterThan(value(layout(7), 'red'));
  });
});

describe('the SGBoH computer general sees what can reach its units', () => {
  const value = (s: SgbohState, seat: string): number => evaluateSgboh(s as never, seat, sgboh as never);
  /** A red light cavalry unit and a blue heavy cavalry unit `gap` hexes apart, on a row, blue's Player Turn. */
  const apart = (gap: number): SgbohState => {
    const s = start(
      battle([
        unit({ id: 'r1', side: 'red', type: 'LC', hex: '0810', facing: 1, tq: 4, ma: 8 }),
        unit({ id: 'b1', side: 'blue', type: 'HC', hex: `${String(8 + gap).padStart(2, '0')}10`, facing: 4, tq: 7, ma: 7 }),
      ]),
    );
    s.turn.active = 'blue';
    return s;
  };

  it('counts a light cavalry unit left within a heavy cavalry charge (T5 +3, TQ +3) against its side', () => {
    expect(value(apart(4), 'red')).toBeLessThan(value(apart(10), 'red'));
  });
});
