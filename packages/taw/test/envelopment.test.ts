import { describe, expect, it } from 'vitest';
import { type GameEvent, applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import type { TawState } from '../src/state';
import { activateFor, empty, keys, lead, put, settle, sp, legion } from './helpers';

/** 6.56 Intercepting an interception and 6.57 Double Envelopment (ruling E-21). */


/**
 * EX-6.57: Roman armies in Praeneste (3713) and Amiternum (3510), an Epirote army in Alba Fucens (3711).
 * The Amiternum legions march along the road toward Rome (3511, 3512) and enter 3613; Pyrrhus was offered
 * 3511 and 3512 and waited.
 */
function ex657(): { st: TawState; events: GameEvent[] } {
  const s = empty('pyrrhus');
  lead(s, 'pyrrhus', 3711);
  put(s, 'epirus', 3711, false, [{ c: 'Epirote', t: 'inf', sp: 20 }, { c: 'Epirote', t: 'cav', sp: 4 }]);
  lead(s, '201', 3510, false, { office: 'consul' });
  put(s, 'rome', 3510, false, legion('I'));
  lead(s, '202', 3713, false, { office: 'consul' });
  put(s, 'rome', 3713, false, legion('II'));
  activateFor(s, '201');
  s.cup = ['SIEGE'];
  const events: GameEvent[] = [];
  let st = s;
  for (const to of [3511, 3512, 3613]) {
    const r = applyAction(taw, st, 'rome', to === 3511 ? { type: 'march', to, take: 'all' } : { type: 'step', to });
    events.push(...r.events);
    st = r.state;
    if (to !== 3613) {
      expect(taw.pending(st)).toMatchObject({ seat: 'epirus', kind: 'intercept' });
      st = applyAction(taw, st, 'epirus', { type: 'decline' }).state;
    }
  }
  expect(taw.pending(st)).toMatchObject({ seat: 'epirus', kind: 'intercept' });
    expect(st.ask).toMatchObject({ hex: 3613, candidates: ['pyrrhus'] });
  return { st, events };
}

describe('EX-6.57 Double Envelopment (golden)', () => {
  it('Pyrrhus intercepts from 2 hexes (+2); in 3712 the Praeneste legions (+1) and then the Amiternum legions (+1) intercept him: both attack at +4 and he never reaches 3613', () => {
    let { st } = ex657();
    const events: GameEvent[] = [];
    // Pyrrhus (CR 6): 3 + 2 = 5 ≤ 6.
    let r = applyAction(taw, st, 'epirus', { type: 'intercept', leader: 'pyrrhus' }, [3]);
    events.push(...r.events);
    expect(r.events.find((e) => e.key === 'intercept.ok')?.modifiers?.map((m) => m.value)).toEqual([2]);
    // On his way, in 3712, the Roman may intercept him with the Praeneste army (the moving Force is not asked).
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'counter' });
    expect(r.state.ask).toMatchObject({ hex: 3712, candidates: ['202'] });
    expect(taw.legal(r.state, 'rome')).toEqual([{ type: 'intercept', leader: '202' }, { type: 'decline' }]);
    // Ti. Coruncanius (CR 4): 2 + 1 = 3 ≤ 4.
    r = applyAction(taw, r.state, 'rome', { type: 'intercept', leader: '202' }, [2]);
    events.push(...r.events);
    const counter = r.events.find((e) => e.key === 'intercept.ok');
    expect(counter).toMatchObject({ rule: 'taw 6.56', params: { hex: 3712 } });
    expect(counter?.modifiers?.map((m) => m.value)).toEqual([1]);
    st = settle(r.state, events);
    // The Amiternum legions in 3613, one hex away, may now intercept the Epirotes in 3712 as well.
    expect(taw.pending(st)).toMatchObject({ seat: 'rome', kind: 'envelop' });
    expect(st.ask).toMatchObject({ hex: 3712, candidates: ['201'] });
    expect(st.leaders.find((l) => l.id === 'pyrrhus')!.hex).toBe(3712);
    // P. Valerius Laevinus (CR 4): 3 + 1 = 4 ≤ 4.
    r = applyAction(taw, st, 'rome', { type: 'intercept', leader: '201' }, [3]);
    events.push(...r.events);
    const env = r.events.find((e) => e.key === 'intercept.ok');
    expect(env).toMatchObject({ rule: 'taw 6.57', params: { hex: 3712 } });
    expect(env?.modifiers?.map((m) => m.value)).toEqual([1]);
    const battle = r.events.find((e) => e.key === 'battle.result')!;
    expect(battle.params).toMatchObject({ hex: 3712 });
    expect(battle.modifiers?.find((m) => m.label.key === 'drm.double-envelopment')?.value).toBe(4);
    // Both Roman Forces fought as attackers (44 SP less attrition against 24: ratio +1; either alone would be 1-1, 0); no Avoidance.
    expect(battle.modifiers?.find((m) => m.label.key === 'drm.ratio')?.value).toBe(1);
    expect(keys(events)).not.toContain('avoid.ok');
    expect(keys(r.events)).not.toContain('avoid.ok');
    // Nobody reached 3613; the moving consul's Campaign Phase is over (an interceptor is Finished, 6.55).
    expect(sp(r.state, 'epirus', 3613, false)).toBe(0);
    expect(sp(r.state, 'rome', 3613, false)).toBe(0);
    const ask = r.state.ask;
    if (ask?.kind === 'retreat' || ask?.kind === 'withdraw') expect(ask.then).toBe('finish');
    else expect(r.state.activation?.leader).not.toBe('201');
  });
});

describe('6.56 Intercepting an interception', () => {
  it('Z stops the interceptor and attacks it; the moving Force, declining to join, goes on moving as if nothing happened', () => {
    const { st } = ex657();
    let r = applyAction(taw, st, 'epirus', { type: 'intercept', leader: 'pyrrhus' }, [3]);
    r = applyAction(taw, r.state, 'rome', { type: 'intercept', leader: '202' }, [2]);
    const events = [...r.events];
    let s2 = settle(r.state, events);
    const done = applyAction(taw, s2, 'rome', { type: 'decline' });
    events.push(...done.events);
    s2 = settle(done.state, events);
    const battle = events.find((e) => e.key === 'battle.result')!;
    expect(battle.params).toMatchObject({ hex: 3712 });
    expect(battle.modifiers?.some((m) => m.label.key === 'drm.double-envelopment')).toBe(false);
    // X is still moving in 3613 (no Stop, no attrition yet).
    expect(s2.activation).toMatchObject({ leader: '201' });
    expect(s2.activation!.move).toMatchObject({ hex: 3613 });
  });
  it('if Z fails, it takes a Failed Interception marker and the interceptor goes on to attack the moving Force in 3613', () => {
    const { st } = ex657();
    let r = applyAction(taw, st, 'epirus', { type: 'intercept', leader: 'pyrrhus' }, [3]);
    r = applyAction(taw, r.state, 'rome', { type: 'intercept', leader: '202' }, [9]);
    expect(keys(r.events)).toContain('intercept.fail');
    expect(r.state.stacks.find((x) => x.side === 'rome' && x.hex === 3713)!.failedInterception).toBe(true);
    expect(r.events.find((e) => e.key === 'battle.result')?.params).toMatchObject({ hex: 3613 });
  });
  it('declined, the interceptor walks on and attacks as before', () => {
    const { st } = ex657();
    let r = applyAction(taw, st, 'epirus', { type: 'intercept', leader: 'pyrrhus' }, [3]);
    r = applyAction(taw, r.state, 'rome', { type: 'decline' });
    expect(r.events.find((e) => e.key === 'battle.result')?.params).toMatchObject({ hex: 3613 });
    expect(r.state.stacks.find((x) => x.side === 'rome' && x.hex === 3713)!.failedInterception).toBe(false);
  });
});
