import { describe, expect, it } from 'vitest';
import { BATTLE_DIE_FACES, Random, createRngState } from '../src';

describe('seeded generator kept in the state', () => {
  it('replays the same sequence from the same seed, and another from another seed', () => {
    const roll = (seed: number) => {
      const r = new Random(createRngState(seed));
      return Array.from({ length: 20 }, () => r.d10());
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll(42)).not.toEqual(roll(43));
  });

  it('is plain JSON that resumes exactly where it stopped', () => {
    const state = createRngState(7);
    const a = new Random(state);
    a.d10();
    a.d10();
    const saved = JSON.parse(JSON.stringify(state)) as typeof state;
    const next = a.d10();
    expect(new Random(saved).d10()).toBe(next);
    expect(state.draws).toBe(3);
  });

  it('reads a d10 as 0–9 and a d6 as 1–6, covering every face', () => {
    const r = new Random(createRngState(1));
    const d10 = new Set(Array.from({ length: 500 }, () => r.d10()));
    const d6 = new Set(Array.from({ length: 300 }, () => r.d6()));
    expect([...d10].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...d6].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('rolls the six battle-die faces about equally often', () => {
    const r = new Random(createRngState(99));
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const f = r.battleDie();
      counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...BATTLE_DIE_FACES].sort());
    for (const n of counts.values()) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });

  it('uses forced results first, in order, and says which were forced', () => {
    const state = createRngState(5);
    state.forced = [0, 9, 'flag', 2];
    const r = new Random(state);
    expect(r.d10()).toBe(0);
    expect(r.d10()).toBe(9);
    expect(r.battleDie()).toBe('flag');
    expect(r.battleDie()).toBe('heavy'); // by index
    expect(r.rolls.every((x) => x.forced)).toBe(true);
    expect(state.forced).toEqual([]);
    expect(state.draws).toBe(4);
  });

  it('refuses a forced result outside the die', () => {
    const state = createRngState(5);
    state.forced = [10];
    expect(() => new Random(state).d10()).toThrow(/forced d10 result must be an integer 0–9/);
    state.forced = ['crown'];
    expect(() => new Random(state).battleDie()).toThrow(/forced battle result/);
  });

  it('never forces a shuffle, which stays a permutation', () => {
    const state = createRngState(3);
    state.forced = [1];
    const r = new Random(state);
    const deck = r.shuffle([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...deck].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(state.forced).toEqual([1]);
  });
});
