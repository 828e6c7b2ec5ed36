import './setup-systems';
import { replay, stateHash } from '@polemarch/kernel';
import { randomPlayout, skirmish } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { loadGame } from '../src/game/session';

describe('the replay viewer’s states (the loaded game’s Match)', () => {
  it('match the kernel’s replay of every prefix of a long game, in any order of stepping', () => {
    const { record } = randomPlayout(skirmish, { scenario: 'standard', seed: 3 }, { seed: 11, maxActions: 200 });
    expect(record.actions.length).toBeGreaterThan(100);
    const r = loadGame(record).match;
    const order = [record.actions.length, 0, 33, 32, 70, 5, 64, 65, 129, 128, 1];
    for (const n of order) {
      const expected = replay(skirmish, { ...record, actions: record.actions.slice(0, n), stateHash: undefined }).state;
      expect(stateHash(r.stateAt(n))).toBe(stateHash(expected));
    }
  });

  it('clamps positions outside the record', () => {
    const { record } = randomPlayout(skirmish, { scenario: 'standard', seed: 4 }, { seed: 2, maxActions: 10 });
    const r = loadGame(record).match;
    expect(stateHash(r.stateAt(-3))).toBe(stateHash(r.stateAt(0)));
    expect(stateHash(r.stateAt(999))).toBe(stateHash(r.stateAt(record.actions.length)));
  });
});
