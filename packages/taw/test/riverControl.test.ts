import { describe, expect, it } from 'vitest';
import { type GameEvent, applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { MAP } from '../src/map';
import { type RiverGeometry, controlledHexes, controlsRivers } from '../src/riverControl';
import type { Group, TawState } from '../src/state';
import { interceptorMoves } from '../src/envelopment';
import { activateFor, ctxWith, empty, invent, keys, lead, put, settle, sp } from './helpers';

/**
 * 6.35 Control of rivers (ruling R-09). On the reconstructed map the Liris is the whole Latium / Campania border
 * (M-3): 4313 (Campania) has the river on its hexsides to 4312, 4314, 4213, 4214 (Latium) and none to 4413, 4414.
 */

/** A fixture geometry: each hex's neighbours and the river hexsides among them. */
function fixture(neighbours: Record<number, number[]>, rivers: [number, number][]): RiverGeometry {
  const r = new Set(rivers.flatMap(([a, b]) => [`${a}/${b}`, `${b}/${a}`]));
  return { neighbours: (h) => neighbours[h] ?? [], river: (a, b) => r.has(`${a}/${b}`) };
}

const army: Group[] = [{ c: 'Roman', t: 'inf', sp: 40 }, { c: 'Roman', t: 'cav', sp: 6 }];
const punic: Group[] = [{ c: 'African', t: 'inf', sp: 30 }, { c: 'Numidian', t: 'cav', sp: 6 }];

/** The consul (CR 5) and his Force in 4313; Hannibal's subordinate (CR 6) in Latium at `from`, activated. */
function position(from: number, roman: Group[] = army, options: Partial<TawState['options']> = {}): TawState {
  const s = empty();
  Object.assign(s.options, options);
  invent(s, 'cons', 'rome', { cr: 5, letter: 'D', office: 'consul' });
  invent(s, 'sub', 'carthage', { cr: 6, letter: 'B' });
  lead(s, 'cons', 4313);
  put(s, 'rome', 4313, false, roman);
  lead(s, 'sub', from);
  put(s, 'carthage', from, false, punic);
  activateFor(s, 'sub');
  s.cup = ['SIEGE'];
  return s;
}

/** March from `from` through `path`, declining every interception offer before the last hex. */
function marchTo(s: TawState, path: number[]): { st: TawState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let st = s;
  path.forEach((to, i) => {
    const r = applyAction(taw, st, 'carthage', i === 0 ? { type: 'march', to, take: 'all' } : { type: 'step', to });
    events.push(...r.events);
    st = r.state;
    if (i < path.length - 1 && taw.pending(st)?.kind === 'intercept') st = applyAction(taw, st, 'rome', { type: 'decline' }).state;
  });
  return { st, events };
}

describe('6.35 which hexes a Force controls', () => {
  it('EX-6.35a (golden, the example’s own adjacencies): from 1317 the Roman controls 1218, not 1417 or 1418 across the river', () => {
    const geo = fixture({ 1317: [1218, 1417, 1418] }, [[1317, 1417], [1317, 1418]]);
    expect(controlledHexes(1317, geo)).toEqual([1317, 1218]);
  });
  it('EX-6.35b (golden): from 3414 the only controlled river hex besides its own is 3514; not 3313 across the river, not 3314 across another stretch', () => {
    const geo = fixture({ 3414: [3313, 3314, 3514] }, [[3414, 3313], [3414, 3314], [3514, 3515]]);
    expect(controlledHexes(3414, geo)).toEqual([3414, 3514]);
  });
  it('on the reconstructed map, 4313 controls 4413 and 4414 on its bank of the Liris, nothing in Latium', () => {
    expect(controlledHexes(4313).sort()).toEqual([4313, 4413, 4414]);
    expect(MAP.neighbours.get(4313)).toContain(4312);
  });
  it('needs at least 4 cavalry SP or 20 SP', () => {
    expect(controlsRivers([{ c: 'Roman', t: 'inf', sp: 19 }])).toBe(false);
    expect(controlsRivers([{ c: 'Roman', t: 'inf', sp: 16 }, { c: 'Roman', t: 'cav', sp: 3 }])).toBe(false);
    expect(controlsRivers([{ c: 'Roman', t: 'cav', sp: 4 }])).toBe(true);
    expect(controlsRivers([{ c: 'Roman', t: 'inf', sp: 17 }, { c: 'Roman', t: 'cav', sp: 3 }])).toBe(true);
  });
});

describe('6.35 river control in play (EX-6.35a on the Liris: the Carthaginian crosses from 4312 into 4413)', () => {
  it('the controlling side is asked first, a Same-Hex Interception (no Ambush)', () => {
    const { st } = marchTo(position(4311), [4312, 4413]);
    expect(taw.pending(st)).toMatchObject({ seat: 'rome', kind: 'intercept' });
    expect(st.ask).toEqual({ kind: 'intercept', side: 'rome', hex: 4413, leave: false, river: true, candidates: ['cons'] });
    expect(taw.legal(st, 'rome')).toEqual([{ type: 'intercept', leader: 'cons' }, { type: 'decline' }]);
  });
  it('DR 5 ≤ CR 5, no distance DRM: the Roman moves into 4413 and attacks; the Carthaginian has Stopped', () => {
    const { st } = marchTo(position(4311), [4312, 4413]);
    const r = applyAction(taw, st, 'rome', { type: 'intercept', leader: 'cons' }, [5]);
    const ok = r.events.find((e) => e.key === 'intercept.ok');
    expect(ok?.rule).toBe('taw 6.35');
    expect(ok?.modifiers).toEqual([]);
    const battle = r.events.find((e) => e.key === 'battle.result');
    expect(battle).toBeDefined();
    expect(r.events.find((e) => e.key === 'battle.start' || e.key === 'battle.result')?.params).toMatchObject({ hex: 4413 });
    expect(r.state.activation?.move ?? null).toBeNull();
    // 6.55 Step 1: the Carthaginian checks attrition; the Roman's move into 4413 checks none (6.35).
    expect(r.events.filter((e) => e.key === 'attrition').map((e) => e.params?.['side'])).toEqual(['carthage']);
  });
  it('the interceptor skips attrition: failing (DR 6 > CR 5) it stands in 4413 with every SP, a Failed Interception marker, and the mover goes on', () => {
    const { st } = marchTo(position(4311), [4312, 4413]);
    const r = applyAction(taw, st, 'rome', { type: 'intercept', leader: 'cons' }, [6]);
    expect(keys(r.events)).toContain('intercept.fail');
    expect(keys(r.events)).not.toContain('attrition');
    expect(sp(r.state, 'rome', 4313, false)).toBe(0);
    expect(sp(r.state, 'rome', 4413, false)).toBe(46);
    expect(r.state.stacks.find((x) => x.side === 'rome')?.failedInterception).toBe(true);
    expect(r.state.leaders.find((l) => l.id === 'cons')?.hex).toBe(4413);
    expect(taw.pending(r.state)).toMatchObject({ seat: 'carthage', kind: 'operation' });
    expect(r.state.activation?.move?.hex).toBe(4413);
  });
  it('the same one-hex move as an ordinary interception would cost attrition (so the test above is not empty)', () => {
    // The consul intercepting the Carthaginians in 4414 along the same bank: a normal 6.55 move, attrition checked.
    const s = position(4415);
    const { st } = marchTo(s, [4414]);
    expect(st.ask).toMatchObject({ kind: 'intercept', hex: 4414, leave: false });
    expect(st.ask).not.toHaveProperty('river');
    const events: GameEvent[] = [];
    const r = applyAction(taw, st, 'rome', { type: 'intercept', leader: 'cons' }, [1]);
    events.push(...r.events);
    settle(r.state, events);
    const roman = events.find((e) => e.key === 'attrition' && e.params?.['side'] === 'rome');
    expect(Number(roman?.params?.['ap'])).toBeGreaterThan(0);
  });
  it('with the option `riverControlAutoIntercept` the interception succeeds without a roll (EX-6.35a as printed)', () => {
    const { st } = marchTo(position(4311, army, { riverControlAutoIntercept: true }), [4312, 4413]);
    const r = applyAction(taw, st, 'rome', { type: 'intercept', leader: 'cons' }, [9]);
    const ok = r.events.find((e) => e.key === 'intercept.ok');
    expect(ok?.rule).toBe('taw 6.35');
    expect(ok?.rolls ?? []).toEqual([]);
    expect(keys(r.events)).toContain('battle.result');
  });
  it('a Dispersed Force adds +2: DR 4 + 2 > CR 5 fails', () => {
    const s = position(4311);
    s.stacks.find((x) => x.side === 'rome')!.abs = 'dispersed';
    const { st } = marchTo(s, [4312, 4413]);
    const r = applyAction(taw, st, 'rome', { type: 'intercept', leader: 'cons' }, [4]);
    expect(r.events.find((e) => e.key === 'intercept.fail')?.modifiers?.map((m) => m.value)).toEqual([2]);
  });
  it('declined, the ordinary interception offer for the hex follows', () => {
    const { st } = marchTo(position(4311), [4312, 4413]);
    const r = applyAction(taw, st, 'rome', { type: 'decline' });
    expect(r.state.ask).toEqual({ kind: 'intercept', side: 'rome', hex: 4413, leave: false, candidates: ['cons'] });
  });
  it('entering the controlling Force’s own hex across the river: it may intercept at once, without moving', () => {
    const { st } = marchTo(position(4311), [4312, 4313]);
    expect(st.ask).toMatchObject({ kind: 'intercept', hex: 4313, river: true, candidates: ['cons'] });
    const r = applyAction(taw, st, 'rome', { type: 'intercept', leader: 'cons' }, [3]);
    expect(r.events.find((e) => e.key === 'intercept.ok')?.rule).toBe('taw 6.35');
    expect(keys(r.events)).toContain('battle.result');
  });
  it('a Force of 16 infantry and 3 cavalry SP does not control: the offer is the ordinary one', () => {
    const { st } = marchTo(position(4311, [{ c: 'Roman', t: 'inf', sp: 16 }, { c: 'Roman', t: 'cav', sp: 3 }]), [4312, 4413]);
    expect(st.ask).toEqual({ kind: 'intercept', side: 'rome', hex: 4413, leave: false, candidates: ['cons'] });
  });
  it('4 cavalry SP alone control', () => {
    const { st } = marchTo(position(4311, [{ c: 'Roman', t: 'cav', sp: 4 }]), [4312, 4413]);
    expect(st.ask).toMatchObject({ kind: 'intercept', hex: 4413, river: true });
  });
  it('no control across the river: crossing from Capua (4412) into 4312, beside 4313 but in Latium, is the ordinary offer', () => {
    const { st } = marchTo(position(4511), [4412, 4312]);
    expect(st.ask).toEqual({ kind: 'intercept', side: 'rome', hex: 4312, leave: false, candidates: ['cons'] });
  });
  it('along the same bank (4414 into 4413, no river crossed) the ordinary rules apply (ruling R-09)', () => {
    const { st } = marchTo(position(4415), [4414, 4413]);
    expect(st.ask).toEqual({ kind: 'intercept', side: 'rome', hex: 4413, leave: false, candidates: ['cons'] });
  });
});

describe('6.46 / 6.55 an interceptor’s Force moving in keeps its mark of having left its province this turn', () => {
  it('a Force that marched earlier in the year still escapes Inertia Attrition after a Same-Hex Interception', () => {
    const s = position(4311);
    s.stacks.find((x) => x.side === 'rome')!.moved = true;
    interceptorMoves(s, ctxWith(s).ctx, 'cons', [4313], 'taw 6.55');
    expect(s.stacks.find((x) => x.side === 'rome')).toMatchObject({ hex: 4313, moved: true });
  });
});
