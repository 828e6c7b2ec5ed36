import { describe, expect, it } from 'vitest';
import { newGame } from '@polemarch/kernel';
import { justinian } from '../src/index';
import { STATE_FIELDS } from '../src/view';
import { evaluateJustinian } from '../src/ai';
import { manifest } from '../src/manifest';

describe('14.4 the view: nothing is hidden but the generator', () => {
  const s = newGame(justinian, { scenario: 'campaign', seed: 5, options: { setup: 'historical' } });
  it('every shown state field is in the view, the generator never', () => {
    const v = justinian.view(s, 'byzantine');
    const shown = Object.entries(STATE_FIELDS).filter(([, c]) => c === 'shown').map(([k]) => k);
    expect(Object.keys(v).sort()).toEqual([...shown, 'seat'].sort());
    expect('rng' in v).toBe(false);
  });
  it('determinize rebuilds the state from the view', () => {
    const d = justinian.determinize!(justinian.view(s, 'barbarian'), 'barbarian', undefined as never);
    expect(d.armies).toEqual(s.armies);
    expect(justinian.legal(d, 'barbarian')).toEqual(justinian.legal(s, 'barbarian'));
  });
  it('the set-up: 100 Byzantine SP, 30 G, five armies with MagMils, Belisarius and Narses in the cup', () => {
    const byz = s.armies.filter((a) => a.power === 'byzantine');
    expect(byz).toHaveLength(5);
    expect(byz.every((a) => a.leader !== null && a.leader !== 'belisarius' && a.leader !== 'narses')).toBe(true);
    expect(byz.reduce((n, a) => n + a.sp, 0) + Object.values(s.frontier).reduce((n, f) => n + f.sp, 0)).toBe(100);
    expect(s.cup).toEqual(expect.arrayContaining(['belisarius', 'narses']));
    expect(s.treasury).toBe(30);
    expect(Object.keys(s.control)).toHaveLength(23);
  });
  it('the evaluator is in [-1, 1] and opposite for the two sides; the manifest lists the module', () => {
    const b = evaluateJustinian(s, 'byzantine');
    expect(Math.abs(b)).toBeLessThanOrEqual(1);
    expect(evaluateJustinian(s, 'barbarian')).toBeCloseTo(-b);
    expect(manifest.id).toBe('justinian');
    expect(manifest.web.adapter).toBe('own') // its own area map (web/src/systems/justinian);
  });
});
