import type { JsonValue } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgbohAI } from '../src/ai';
import { sgboh, type SgbohAction, type SgbohState } from '../src/index';
import { battle, play, start, unit } from './helpers';

/** The computer general's pruning of idle moves (packages/sgboh/src/ai.ts `prune`): the engine offers them, the search does not. */
const prune = (s: SgbohState, seat: string): SgbohAction[] => {
  const p = sgbohAI.hints?.prune;
  if (p === undefined) throw new Error('the SGBoH AI has no prune hint');
  return p(s as never, seat, sgboh.legal(s, seat) as JsonValue[]) as SgbohAction[];
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
});
