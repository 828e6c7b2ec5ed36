import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { fresh } from './helpers';

describe('S1.2–S1.3: the Samnite side’s armies keep apart, Rome’s do not', () => {
  it('a Roman consul marching with his whole Force takes his legion along (the tribes’ rule is the Samnite side’s only)', () => {
    const s = fresh('samnite-wars');
    let st = applyAction(taw, s, 'rome', { type: 'choose', leader: '111' }).state;
    st = applyAction(taw, st, 'rome', taw.legal(st, 'rome').find((a) => a.type === 'march' && a.take === 'all')!).state;
    expect(st.activation?.move?.groups.map((g) => g.legion)).toEqual(['III', 'III']);
  });
});
