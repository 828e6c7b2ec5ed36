import { Random, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgboh } from '../src/index';
import { actionSchema } from '../src/types';
import { STATE_FIELDS, sgbohView } from '../src/view';
import { battle, start, unit } from './helpers';

describe('messages and view', () => {
  it('English and Italian have the same keys, and every action type has a label', () => {
    const en = Object.keys(sgboh.messages['en']!).sort();
    expect(Object.keys(sgboh.messages['it']!).sort()).toEqual(en);
    for (const option of actionSchema.options) expect(en).toContain(`action.${option.shape.type.value}`);
  });
  it('the view shows every state field classified as shown, and never the generator (15.4: nothing else is hidden)', () => {
    const s = start(battle([unit({ id: 'x', side: 'red', type: 'HI', hex: '0505' })]));
    const v = sgbohView(s, 'red');
    const shown = Object.entries(STATE_FIELDS).filter(([, c]) => c === 'shown').map(([k]) => k);
    expect(Object.keys(v).sort()).toEqual([...shown, 'seat'].sort());
    expect(JSON.stringify(v)).not.toContain('xoroshiro');
  });
  it('determinize rebuilds the state from a view with a fresh generator', () => {
    const s = start(battle([unit({ id: 'x', side: 'red', type: 'HI', hex: '0505' })]));
    const v = sgboh.view(s, 'blue');
    const d = sgboh.determinize!(v, 'blue', new Random(createRngState(3)));
    expect(d.units).toEqual(s.units);
    expect(d.turn).toEqual(s.turn);
  });
});
