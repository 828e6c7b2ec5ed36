import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, declineReactions, legalOf, pendingOf, position, start } from './helpers';

/** 11.3 Uncontrolled Advance: a Line of non-archers closing 2 hexes on the enemy. */
const MI = (id: string, hex: string) => ({ id, side: 'persians', type: 'MI' as const, ma: 5, tq: 5, hex, facing: { vertex: 4 } });

function advanceLine(discipline: 'undisciplined' | 'disciplined', dice: number[] = []): GbohState {
  let s = start(
    position({
      sides: { per: { discipline } },
      units: [MI('g1', '1404'), MI('g2', '1405'), { id: 'byz', side: 'byzantines', type: 'MI', hex: '0805', facing: { vertex: 1 } }],
      leaders: [{ id: 'totila', name: 'Totila', side: 'persians', rank: 'OC', initiative: 5, commandRange: 6, strategy: 3, hex: '1505' }],
      lines: [{ id: 'foot', side: 'persians', name: 'MI', members: [{ type: ['MI'] }], composition: 'infantry', provenance: { source: 'seed' } }],
    }),
  );
  s = act(s, { type: 'activate', leader: 'totila' }).state;
  s = act(s, { type: 'line-command', line: 'foot', anchor: 'g1' }).state;
  for (const [u, path] of [
    ['g1', ['1304', '1204']],
    ['g2', ['1305', '1205']],
  ] as const) {
    s = act(s, { type: 'move', unit: u }).state;
    for (const to of path) s = declineReactions(act(s, { type: 'step', to }).state, 'byzantines');
    s = act(s, { type: 'end-move' }).state;
  }
  return act(s, { type: 'end-line' }, dice).state;
}

describe('11.31 Undisciplined armies', () => {
  it('closing 2 hexes makes the Line Uncontrolled; next turn it activates first and must advance', () => {
    let s = advanceLine('undisciplined');
    expect(s.uncontrolledLines).toHaveLength(1);
    expect(s.units.g1!.uncontrolled).toBe(true);
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'decline' }).state; // no Momentum
    expect(s.turn).toBe(2);
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'activate' });
    expect(legalOf(s)).toEqual([{ type: 'activate', leader: s.uncontrolledLines[0]!.id }]);
    s = act(s, legalOf(s)[0]!).state;
    expect(legalOf(s)).toEqual([{ type: 'move', unit: 'g1' }, { type: 'move', unit: 'g2' }]);
    s = act(s, { type: 'move', unit: 'g1' }).state;
    // Only steps toward the enemy; it may not stop while one is possible.
    expect(legalOf(s).some((a) => a.type === 'end-move')).toBe(false);
    expect(legalOf(s).filter((a) => a.type === 'step').length).toBeGreaterThan(0);
  });
});

describe('11.32 Disciplined armies: the Discipline Check', () => {
  it('DR ≤ the leader’s Initiative keeps the Line under control; higher makes it Uncontrolled', () => {
    expect(advanceLine('disciplined', [5]).uncontrolledLines).toHaveLength(0);
    expect(advanceLine('disciplined', [6]).uncontrolledLines).toHaveLength(1);
  });
});

describe('R-UNC-STACK: an Uncontrolled unit in a friend’s hex', () => {
  it('with no step closer to the enemy, may leave the shared hex by any legal step (6.61 before 11.31)', () => {
    let s = act(advanceLine('undisciplined'), { type: 'end-orders' }).state;
    s = act(s, { type: 'decline' }).state;
    s = act(s, legalOf(s)[0]!).state; // the Uncontrolled Line activates first
    s = act(s, { type: 'move', unit: 'g1' }).state;
    // Passing through g2, with the enemy now behind them: every Front hex leads away from it.
    const stuck = structuredClone(s);
    stuck.units.g1!.hex = stuck.units.g2!.hex;
    stuck.units.byz!.hex = '1406';
    const steps = legalOf(stuck).filter((a) => a.type === 'step');
    expect(steps.length).toBeGreaterThan(0);
    expect(legalOf(stuck).some((a) => a.type === 'end-move')).toBe(false); // it may not stop in the friend's hex
  });
});
