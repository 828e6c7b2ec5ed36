import { describe, expect, it } from 'vitest';
import { findBattle } from '../src/scenarios/index';
import { optionsSchema } from '../src/types';
import { battleProblems } from '../src/validate';
import { battle, leader, unit } from './helpers';

describe('position checks (issue 17.5)', () => {
  it('every built-in battle passes them', () => {
    for (const id of ['tricameron', 'casilinum', 'taginae', 'callinicum', 'dara', 'utus-river', 'catalaunian-fields']) expect(battleProblems(findBattle(id, optionsSchema.parse({}))!), id).toEqual([]);
  });

  it('5.32: two HI of one Legion stack, an HI and an LI do not; an artillery unit stacks with infantry', () => {
    const pair = (a: Partial<Parameters<typeof unit>[0]>, b: Partial<Parameters<typeof unit>[0]>): string[] =>
      battleProblems(battle([unit({ id: 'a', side: 'red', type: 'HI', hex: '1010', ...a }), unit({ id: 'b', side: 'red', type: 'HI', hex: '1010', ...b }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020' })]));
    expect(pair({ legion: 'X' }, { legion: 'X' })).toEqual([]);
    expect(pair({}, { type: 'LI' })).toEqual(['hex 1010 holds a and b, which may not stack: one unit a hex but the pairs of 5.32 (same-Legion CO, LG of one Class, HI; artillery with infantry)']);
    expect(pair({ type: 'ART' }, { type: 'LI' })).toEqual([]);
  });

  it('a leader of a formation of the other side, a second OC, a Reduced unit with no Reduced side', () => {
    const b = battle([unit({ id: 'r', side: 'red', type: 'HI', hex: '1010', reduced: true }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020' })], [leader({ id: 'rl', side: 'red', hex: '1010', oc: true }), leader({ id: 'r2', side: 'red', hex: null, oc: true })]);
    b.formations[1]!.leaders = ['rl'];
    expect(battleProblems(b)).toEqual([
      'formation blue-f of blue is led by rl, a leader of red (4.1)',
      'unit r is Reduced but has no Reduced side (8.2)',
      'red has 2 Overall Commanders: one a side (4.22)',
    ]);
  });
});
