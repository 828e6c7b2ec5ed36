// @vitest-environment happy-dom
import './setup-systems';
import { gboh as engine, type GbohAction, type GbohState, type GbohView, reachableHexes } from '@polemarch/gboh';
import { applyAction, newGame, type Seat } from '@polemarch/kernel';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleFor, startGame } from '../src/game/session';
import { REACH_FIRST_SLICE, type Reach, reachable } from '../src/systems/gboh/probe';
import { ReachAhead, type ReachPort, setReachAheadClient } from '../src/systems/gboh/reachAhead';
import { ReachJobs, type ReachReply, type ReachRequest, reachAheadUnits } from '../src/systems/gboh/reachJobs';
import { GameHarness } from './harness';
import { h, renderApp } from './helpers';

afterEach(() => {
  cleanup();
  setReachAheadClient(null);
});
configure({ asyncUtilTimeout: 30_000 });

/** Callinicum, seed 1: the Byzantines decline the Elite Orders Phase and activate Arethas (5.1): an Orders Phase. */
function arethasOrders(): { s: GbohState; view: GbohView; seat: Seat; legal: GbohAction[] } {
  let s = newGame(engine, { scenario: 'callinicum', seed: 1 });
  for (const a of [{ type: 'decline' }, { type: 'activate', leader: 'arethas' }] as GbohAction[]) s = applyAction(engine, s, 'byzantines', a).state;
  const view = engine.view(s, 'byzantines');
  return { s, view, seat: 'byzantines', legal: engine.legal(s, 'byzantines') };
}

/** A worker run by hand: `step()` runs the next slice the worker would. */
function handWorker(slice = 8) {
  const replies: ReachReply[] = [];
  const waiting: (() => void)[] = [];
  const jobs = new ReachJobs((r) => replies.push(r), (f) => waiting.push(f), slice);
  const step = (): boolean => {
    const f = waiting.shift();
    f?.();
    return f !== undefined;
  };
  const drain = () => {
    while (step());
  };
  return { jobs, replies, step, drain };
}

/** Actions the engine's reach search tries for a unit of `arethasOrders` (more than a slice: searched between frames). */
function probesOf(unit: string): number {
  const stats = { probes: 0, copied: 0, fallback: false };
  reachableHexes(arethasOrders().s, 'byzantines', unit, stats);
  return stats.probes;
}

const hexesOf = (r: ReachReply | undefined): ReadonlyMap<string, Reach> | undefined => (r !== undefined && 'hexes' in r ? r.hexes : undefined);

describe('reachable hexes searched ahead of the click (issue 18)', () => {
  it('lists the units the seat may order to move, the moving unit first', () => {
    const { s, view, legal } = arethasOrders();
    const movers = legal.flatMap((a) => (a.type === 'move' && !a.withLeader ? [a.unit] : []));
    expect(movers.length).toBeGreaterThan(2);
    expect(reachAheadUnits(view, legal, null)).toEqual([...new Set(movers)]);
    // A unit under way (6.1): its own hexes are the board's after every step; no other unit may be ordered now.
    const moving = applyAction(engine, s, 'byzantines', { type: 'move', unit: 'byz-sar-1' }).state;
    const v2 = engine.view(moving, 'byzantines');
    expect(reachAheadUnits(v2, engine.legal(moving, 'byzantines'), 'byz-sar-1')).toEqual(['byz-sar-1']);
    // The replay viewer, or the other seat's turn: no legal action, nothing to search.
    expect(reachAheadUnits(view, [], null)).toEqual([]);
  });

  it('the worker answers each unit with the engine’s own reachable hexes, in the order given', () => {
    const { view, seat, legal } = arethasOrders();
    const units = reachAheadUnits(view, legal, null).slice(0, 3);
    const w = handWorker();
    w.jobs.receive({ type: 'start', job: 1, view, seat, units });
    w.drain();
    expect(w.replies.map((r) => r.unit)).toEqual(units);
    for (const r of w.replies) {
      expect(r.job).toBe(1);
      const want = reachable(engine.view(arethasOrders().s, seat), seat, r.unit);
      expect([...hexesOf(r)!]).toEqual([...want]);
    }
  });

  it('while the board searches a unit itself, the worker drops it and waits until resumed', () => {
    const { view, seat, legal } = arethasOrders();
    const units = reachAheadUnits(view, legal, null).slice(0, 4);
    const w = handWorker(2);
    w.jobs.receive({ type: 'start', job: 1, view, seat, units });
    w.step();
    expect(w.replies).toHaveLength(0);
    w.jobs.receive({ type: 'hold', job: 1, unit: units[3]! });
    expect(w.jobs.queue).toEqual([units[0], units[1], units[2]]);
    w.drain();
    expect(w.replies).toHaveLength(0);
    // A resume or hold of another job changes nothing.
    w.jobs.receive({ type: 'resume', job: 0 });
    w.drain();
    expect(w.replies).toHaveLength(0);
    w.jobs.receive({ type: 'resume', job: 1 });
    w.drain();
    // The search left at the hold goes on where it stopped (`reachSearch` is memoized per view), to the same answer.
    expect(w.replies.map((r) => r.unit)).toEqual([units[0], units[1], units[2]]);
    expect([...hexesOf(w.replies[0])!]).toEqual([...reachable(engine.view(arethasOrders().s, seat), seat, units[0]!)]);
  });

  it('a new view drops the former queue; stop drops it too', () => {
    const { s, view, seat, legal } = arethasOrders();
    const units = reachAheadUnits(view, legal, null).slice(0, 3);
    const w = handWorker(2);
    w.jobs.receive({ type: 'start', job: 1, view, seat, units });
    w.step();
    const moving = applyAction(engine, s, seat, { type: 'move', unit: 'byz-sar-1' }).state;
    w.jobs.receive({ type: 'start', job: 2, view: engine.view(moving, seat), seat, units: ['byz-sar-1'] });
    w.drain();
    expect(w.replies.map((r) => [r.job, r.unit])).toEqual([[2, 'byz-sar-1']]);
    w.jobs.receive({ type: 'start', job: 3, view, seat, units });
    w.step();
    w.jobs.receive({ type: 'stop' });
    w.drain();
    expect(w.replies).toHaveLength(1);
    expect(w.jobs.queue).toEqual([]);
  });

  it('the page keeps the answers per view, sends a new view once, and ignores a former view’s late answers', () => {
    const sent: ReachRequest[] = [];
    let reply: (r: ReachReply) => void = () => undefined;
    const port: ReachPort = { post: (m) => sent.push(m), listen: (f) => (reply = f) };
    const ahead = new ReachAhead(port);
    let notified = 0;
    ahead.subscribe(() => notified++);
    const { s, view, seat } = arethasOrders();
    ahead.show(view, seat, ['a', 'b']);
    ahead.show(view, seat, ['a', 'b']);
    expect(sent).toEqual([{ type: 'start', job: 1, view, seat, units: ['a', 'b'] }]);
    const hexes = new Map<string, Reach>([['1818', { mp: 1, path: [] }]]);
    reply({ job: 1, unit: 'a', hexes });
    expect(ahead.answer(view, seat, 'a')).toBe(hexes);
    expect(ahead.answer(view, seat, 'b')).toBeUndefined();
    expect(notified).toBe(1);
    // The player clicks b before its answer and the board searches it: the worker is held once, resumed once; a has
    // its answer already, and a resume with nothing held sends nothing.
    ahead.hold(view, seat, 'b');
    ahead.hold(view, seat, 'b');
    ahead.hold(view, seat, 'a');
    ahead.resume(view);
    ahead.resume(view);
    expect(sent.slice(1)).toEqual([{ type: 'hold', job: 1, unit: 'b' }, { type: 'resume', job: 1 }]);
    // Another view: a new job; b's answer for the former view, arriving late, is dropped.
    const other = engine.view(applyAction(engine, s, seat, { type: 'move', unit: 'byz-sar-1' }).state, seat);
    ahead.show(other, seat, ['c']);
    expect(sent.slice(-2)).toEqual([{ type: 'stop' }, { type: 'start', job: 2, view: other, seat, units: ['c'] }]);
    reply({ job: 1, unit: 'b', hexes });
    expect(ahead.answer(view, seat, 'b')).toBeUndefined();
    expect(ahead.answer(other, seat, 'b')).toBeUndefined();
    expect(notified).toBe(1);
    // Back to the first view (the same object): only the unit not answered yet is searched.
    ahead.show(view, seat, ['a', 'b']);
    expect(sent[sent.length - 1]).toEqual({ type: 'start', job: 3, view, seat, units: ['b'] });
    // The board gone, or a view with nothing to move: the queue is dropped.
    ahead.show(null, null, []);
    expect(sent[sent.length - 1]).toEqual({ type: 'stop' });
    ahead.hold(view, seat, 'b');
    expect(sent[sent.length - 1]).toEqual({ type: 'stop' });
  });

  it('a new view’s job waits for the page to be idle and for the board’s own search, without the unit it searched', () => {
    const sent: ReachRequest[] = [];
    const later: (() => void)[] = [];
    const idle = () => later.splice(0).forEach((f) => f());
    const ahead = new ReachAhead({ post: (m) => sent.push(m), listen: () => undefined }, (f) => later.push(f));
    const { s, view, seat } = arethasOrders();
    ahead.show(view, seat, ['a', 'b', 'c']);
    expect(sent).toEqual([]);
    // A click before the page was idle: the board searches b; nothing goes to the worker, not even a hold.
    ahead.hold(view, seat, 'b');
    idle();
    expect(sent).toEqual([]);
    ahead.resume(view);
    expect(sent).toEqual([]);
    idle();
    expect(sent).toEqual([{ type: 'start', job: 1, view, seat, units: ['a', 'c'] }]);
    // Another view before the idle moment: the former one's queue is dropped at once, its job never sent.
    const other = engine.view(applyAction(engine, s, seat, { type: 'move', unit: 'byz-sar-1' }).state, seat);
    ahead.show(other, seat, ['d']);
    ahead.show(view, seat, ['a']);
    idle();
    expect(sent.slice(1)).toEqual([{ type: 'stop' }, { type: 'start', job: 3, view, seat, units: ['a'] }]);
  });

  it('on the board, a unit whose answer is in shows all its hexes with the click; the others are searched on demand', async () => {
    // The worker's jobs in this thread, between the test's tasks.
    let listener: (r: ReachReply) => void = () => undefined;
    // One unit's answer never comes back, as if the worker were still at it.
    const { view: v0, legal: l0 } = arethasOrders();
    const late = reachAheadUnits(v0, l0, null).find((u) => u !== 'byz-sar-1' && probesOf(u) > REACH_FIRST_SLICE)!;
    const jobs = new ReachJobs((r) => (r.unit === late ? undefined : setTimeout(() => act(() => listener(r)), 0)), (f) => setTimeout(f, 0), 64);
    const sent: ReachRequest[] = [];
    // Messages copied as postMessage copies them: the jobs never share the board's view object (nor its memo).
    const ahead = new ReachAhead({ post: (m) => (sent.push(m), jobs.receive(structuredClone(m))), listen: (f) => (listener = f) });
    setReachAheadClient(ahead);
    const game = startGame(moduleFor('gboh'), { scenario: 'callinicum', seed: 1 }, { byzantines: 'here', persians: 'here' });
    const probe = { game };
    renderApp(h(GameHarness, { initial: game, probe }), 'en');
    const prompt = () => within(screen.getByTestId('prompt'));
    fireEvent.click(prompt().getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(1));
    fireEvent.click(prompt().getByRole('button', { name: 'Activate Arethas' }));
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(2));
    const start = sent.filter((m) => m.type === 'start').at(-1);
    expect(start?.type === 'start' ? start.units : []).toEqual(reachAheadUnits(engine.view(probe.game.state as GbohState, 'byzantines'), engine.legal(probe.game.state as GbohState, 'byzantines'), null));
    if (start?.type !== 'start') throw new Error('no job sent');
    // The board sent the view it shows, the seat's own.
    expect(start.view).toEqual(engine.view(probe.game.state as GbohState, 'byzantines'));
    await waitFor(() => expect(ahead.answer(start.view, 'byzantines', 'byz-sar-1')).toBeDefined(), { timeout: 60_000 });
    const all = reachable(engine.view(probe.game.state as GbohState, 'byzantines'), 'byzantines', 'byz-sar-1').size;
    fireEvent.click(document.querySelector('g.gboh-counter[data-unit="byz-sar-1"]')!);
    // With the click, no frame later: every hex, from the worker's answer.
    expect(document.querySelectorAll('g.gboh-hl.actionable').length).toBe(all);
    expect(document.querySelector('.board-frame-area')!.getAttribute('data-reach')).toBe('ahead');
    expect(document.querySelector('g.gboh-hl.actionable[data-hex="1919"]')?.getAttribute('aria-label')).toBe('Move MI Saracen 1 to 1919 (2 MP)');
    // A unit not answered yet: the board's own search, in slices, the worker held meanwhile and resumed after.
    const before = sent.length;
    fireEvent.click(document.querySelector(`g.gboh-counter[data-unit="${late}"]`)!);
    expect(document.querySelector('.board-frame-area')!.getAttribute('data-reach')).toBe('searching');
    expect(sent.slice(before)).toEqual([{ type: 'hold', job: start.job, unit: late }]);
    const lateAll = reachable(engine.view(probe.game.state as GbohState, 'byzantines'), 'byzantines', late).size;
    await waitFor(() => expect(document.querySelectorAll('g.gboh-hl.actionable').length).toBe(lateAll));
    expect(document.querySelector('.board-frame-area')!.getAttribute('data-reach')).toBe('searched');
    expect(sent.slice(before)).toEqual([{ type: 'hold', job: start.job, unit: late }, { type: 'resume', job: start.job }]);
  });
});
