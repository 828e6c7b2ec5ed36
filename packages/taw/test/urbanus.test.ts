import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { drawLam } from '../src/turn';
import type { Group, TawAction, TawState } from '../src/state';
import { ctxWith, empty, keys, lead, legion, put } from './helpers';

/** RRR 5.18 (ruling PRA-3): the Praetor Urbanus moves legions out of Rome with a Consul LAM and returns. */

const ROME = 3714;
const legalOf = (s: TawState): TawAction[] => taw.legal(s, taw.pending(s)!.seat);
const urban: Group[] = legion('Urban');

/** Turn 2 of Pyrrhus': a consul at 4010, the Praetor Urbanus 205 in Rome with legions I–III and the Urban Legion; a Consul LAM drawn. */
function consulLam(withLegions = true): TawState {
  const s = empty('pyrrhus');
  s.turn = 2;
  lead(s, '201', 4010, false, { office: 'consul' });
  put(s, 'rome', 4010, false, legion('IV'));
  lead(s, '205', ROME, true, { office: 'urbanus' });
  put(s, 'rome', ROME, true, withLegions ? [...legion('I'), ...legion('II'), ...legion('III'), ...urban] : urban);
  lead(s, 'pyrrhus', 5701, false, { oc: true });
  put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
  s.cup = ['O:consul'];
  const { ctx } = ctxWith(s, []);
  drawLam(s, ctx);
  // The next LAM after his phase: Pyrrhus (the turn goes on).
  s.cup = ['L:pyrrhus'];
  return s;
}

const legionsAt = (s: TawState, hex: number, inCity: boolean): string[] =>
  [...new Set(s.stacks.filter((x) => x.side === 'rome' && x.hex === hex && x.inCity === inCity).flatMap((x) => x.groups.map((g) => g.legion ?? '')))].sort();

describe('RRR 5.18 the Praetor Urbanus on a Consul LAM', () => {
  it('a Consul LAM may move him instead of the consul (the Roman chooses); with no legion in Rome but the Urban Legion, only the consul', () => {
    expect(consulLam().ask).toEqual({ kind: 'choose-magistrate', side: 'rome', office: 'consul', candidates: ['201', '205'] });
    const s = consulLam(false);
    expect(s.ask).toBeNull();
    expect(s.activation?.leader).toBe('201');
  });
  it('he may only march out of Rome with the legions there (not alone); no recruitment, siege or voyage', () => {
    const s = applyAction(taw, consulLam(), 'rome', { type: 'choose', leader: '205' }).state;
    expect(s.activation?.leader).toBe('205');
    const types = new Set(legalOf(s).map((a) => a.type));
    expect([...types].sort()).toEqual(['end', 'march']);
    expect(legalOf(s).some((a) => a.type === 'march' && a.take === 'none')).toBe(false);
  });
  it('he takes two Double Legions (never the Urban Legion), leaves them where he Stops and returns to Rome', () => {
    let s = applyAction(taw, consulLam(), 'rome', { type: 'choose', leader: '205' }).state;
    s = applyAction(taw, s, 'rome', { type: 'march', to: 3713, take: 'all' }).state;
    while (taw.pending(s)?.kind === 'losses') s = applyAction(taw, s, 'rome', legalOf(s)[0]!).state;
    expect(new Set(legalOf(s).map((a) => a.type))).toEqual(new Set(['step', 'stop', 'end']));
    // Stop: a Continuation roll (CR 4) of 9 ends his phase.
    const r = applyAction(taw, s, 'rome', { type: 'stop' }, [9]);
    expect(keys(r.events)).toContain('urbanus.returns');
    const st = r.state;
    expect(legionsAt(st, 3713, false)).toEqual(['I', 'II']);
    expect(legionsAt(st, ROME, true)).toEqual(['III', 'Urban']);
    expect(st.leaders.find((l) => l.id === '205')).toMatchObject({ hex: ROME, inCity: true, office: 'urbanus' });
    expect(st.activation?.leader).toBe('pyrrhus');
  });
  it('another leader marching out of Rome does not take him along', () => {
    const s = empty('pyrrhus');
    s.turn = 2;
    lead(s, '201', ROME, true, { office: 'consul' });
    lead(s, '205', ROME, true, { office: 'urbanus' });
    put(s, 'rome', ROME, true, [...legion('I'), ...urban]);
    lead(s, 'pyrrhus', 5701, false, { oc: true });
    put(s, 'epirus', 5701, false, [{ c: 'Greek', t: 'inf', sp: 50 }]);
    s.activation = { lam: 'O:consul', side: 'rome', leader: '201', ops: 0, recruited: false, surrenderTried: [], move: null, entered: null };
    const st = applyAction(taw, s, 'rome', { type: 'march', to: 3713, take: 'all' }).state;
    expect(st.activation?.move?.leaders).toEqual(['201']);
    expect(st.leaders.find((l) => l.id === '205')).toMatchObject({ hex: ROME, inCity: true });
  });
});
