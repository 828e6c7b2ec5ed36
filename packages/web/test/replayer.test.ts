import { replay, stateHash } from '@polemarch/kernel';
import { randomPlayout, skirmish } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { Replayer } from '../src/game/replayer';

describe('the replay viewer’s states', () => {
  it('match the kernel’s replay of every prefix of a long game, in any order of stepping', () => {
    const { record } = randomPlayout(skirmish, { scenario: 'standard', seed: 3 }, { seed: 11, maxActions: 80 });
    expect(record.actions.length).toBeGreaterThan(40);
    const r = new Replayer(skirmish as unknown as ConstructorParameters<typeof Replayer>[0], record);
    const order = [record.actions.length, 0, 33, 32, 70, 5, 64, 65, 1];
    for (const n of order) {
      const expected = replay(skirmish, { ...record, actions: record.actions.slice(0, n), stateHash: undefined }).state;
      expect(stateHash(r.stateAt(n))).toBe(stateHash(expected));
    }
  });

  it('clamps positions outside the record', () => {
    const { record } = randomPlayout(skirmish, { scenario: 'standard', seed: 4 }, { seed: 2, maxActions: 10 });
    const r = new Replayer(skirmish as unknown as ConstructorParameters<typeof Replayer>[0], record);
    expect(stateHash(r.stateAt(-3))).toBe(stateHash(r.stateAt(0)));
    expect(stateHash(r.stateAt(999))).toBe(stateHash(r.stateAt(record.actions.length)));
  });
});
