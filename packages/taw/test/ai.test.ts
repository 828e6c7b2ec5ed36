import { describe, expect, it } from 'vitest';
import { Random, type BaseState } from '@polemarch/kernel';
import { taw } from '../src/index';
import { invaderProgress, tawAI } from '../src/ai';
import { fresh, put } from './helpers';

const value = (s: BaseState, seat: string): number => tawAI.evaluate!(s, seat, taw, new Random(s.rng));

/** The computer general's evaluator knows the invader's victory conditions (S4.4, S3.5). */

describe('the evaluator scores the invader’s victory conditions', () => {
  it('"Folgore" (S4.4): a block of contiguous provinces counts against the block needed, which a Major Victory shortens', () => {
    const s = fresh('hannibal');
    expect(invaderProgress(s)).toBe(0);
    for (const p of ['GalliaTranspadana', 'LiguriaTaurini', 'LiguriaFriniates']) s.provinces[p]!.dip = 'carthage';
    const three = invaderProgress(s);
    expect(three).toBeCloseTo(3 / 7);
    s.tally['carthage']!.major = 2;
    expect(invaderProgress(s)).toBeCloseTo(3 / 5);
    // A province apart from the block does not lengthen it.
    s.provinces['Calabria']!.dip = 'carthage';
    expect(invaderProgress(s)).toBeCloseTo(3 / 5);
  });
  it('the same progress raises the invader’s evaluation and lowers Rome’s', () => {
    const s = fresh('hannibal');
    const before = { carthage: value(s, 'carthage'), rome: value(s, 'rome') };
    s.tally['carthage']!.major = 3;
    for (const p of ['GalliaTranspadana', 'LiguriaTaurini', 'LiguriaFriniates']) s.provinces[p]!.dip = 'carthage';
    expect(value(s, 'carthage')).toBeGreaterThan(before.carthage);
    expect(value(s, 'rome')).toBeLessThan(before.rome);
  });
  it('Pyrrhus (S3.5): the five cities occupied count, a fifth each', () => {
    const s = fresh('pyrrhus');
    const base = invaderProgress(s);
    expect(base).toBeLessThan(0.2);
    s.stacks = s.stacks.filter((x) => !(x.hex === 4412 && x.inCity));
    put(s, 'epirus', 4412, true, [{ c: 'Epirote', t: 'inf', sp: 5 }]);
    expect(invaderProgress(s)).toBeGreaterThanOrEqual(0.2);
  });
});
