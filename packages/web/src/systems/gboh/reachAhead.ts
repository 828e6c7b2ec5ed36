import type { GbohView } from '@polemarch/gboh';
import type { Seat } from '@polemarch/kernel';
import { useEffect, useSyncExternalStore } from 'react';
import type { Reach } from './probe';
import type { ReachReply, ReachRequest } from './reachJobs';

/** Where the searches run: a Web Worker in the browser, the same `ReachJobs` in the test's own thread. */
export interface ReachPort {
  post(m: ReachRequest): void;
  listen(f: (reply: ReachReply) => void): void;
}

/**
 * The page's side of the searches made ahead of the click (issue 18): the answers kept per view, the job sent when a
 * new view is shown (the worker drops the former one's queue), the worker held while the board searches a unit itself.
 */
export class ReachAhead {
  private job = 0;
  private shown: { view: GbohView; seat: Seat; units: string } | null = null;
  private readonly answers = new WeakMap<GbohView, Map<string, ReadonlyMap<string, Reach>>>();
  private readonly asked = new Set<string>();
  private held = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly port: ReachPort) {
    port.listen((r) => this.receive(r));
  }

  /** The view on the board, the seat deciding there and the units it may move (`reachAheadUnits`), or none. */
  show(view: GbohView | null, seat: Seat | null, units: readonly string[]): void {
    const key = units.join(' ');
    if (view !== null && seat !== null && this.shown?.view === view && this.shown.seat === seat && this.shown.units === key) return;
    const wasShown = this.shown !== null;
    this.job++;
    this.asked.clear();
    this.held = false;
    this.shown = null;
    if (view === null || seat === null || units.length === 0) {
      if (wasShown) this.port.post({ type: 'stop' });
      return;
    }
    this.shown = { view, seat, units: key };
    const have = this.answers.get(view);
    const missing = units.filter((u) => have?.get(`${seat}:${u}`) === undefined);
    if (missing.length === 0) {
      if (wasShown) this.port.post({ type: 'stop' });
      return;
    }
    this.port.post({ type: 'start', job: this.job, view, seat, units: missing });
  }

  /** The unit's reachable hexes on this view, if the worker has answered. */
  answer(view: GbohView, seat: Seat, unit: string): ReadonlyMap<string, Reach> | undefined {
    return this.answers.get(view)?.get(`${seat}:${unit}`);
  }

  /** The board searches this unit itself (its answer is not in): the worker drops it and waits until `resume`. */
  hold(view: GbohView, seat: Seat, unit: string): void {
    if (this.shown?.view !== view || this.shown.seat !== seat || this.answer(view, seat, unit) !== undefined || this.asked.has(unit)) return;
    this.asked.add(unit);
    this.held = true;
    this.port.post({ type: 'hold', job: this.job, unit });
  }

  /** The board's own search is over (or left): the worker goes on with the rest of the queue. */
  resume(view: GbohView): void {
    if (this.shown?.view !== view || !this.held) return;
    this.held = false;
    this.port.post({ type: 'resume', job: this.job });
  }

  subscribe = (l: () => void): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  private receive(r: ReachReply): void {
    // A reply of an earlier job is for a view no longer shown; an error leaves the board to its own search.
    const shown = this.shown;
    if (r.job !== this.job || shown === null || 'error' in r) return;
    let m = this.answers.get(shown.view);
    if (m === undefined) this.answers.set(shown.view, (m = new Map()));
    m.set(`${shown.seat}:${r.unit}`, r.hexes);
    for (const l of this.listeners) l();
  }
}

/** The searches in a module Web Worker (as the computer player's), started with the first GBoH board that asks. */
function workerPort(): ReachPort {
  const worker = new Worker(new URL('../../worker/reach.worker.ts', import.meta.url), { type: 'module', name: 'polemarch-reach' });
  return {
    post: (m) => worker.postMessage(m),
    listen: (f) => worker.addEventListener('message', (e: MessageEvent<ReachReply>) => f(e.data)),
  };
}

let client: ReachAhead | null | undefined;

/** The page's one `ReachAhead`; none where there is no Worker (the tests' DOM, where the board searches on demand). */
export function reachAheadClient(): ReachAhead | null {
  if (client === undefined) client = typeof Worker === 'undefined' ? null : new ReachAhead(workerPort());
  return client;
}

/** Tests: searches on another port (the same `ReachJobs` in the test's thread), or none. */
export function setReachAheadClient(next: ReachAhead | null): void {
  client = next;
}

const noSubscribe = () => () => undefined;

/**
 * The board's hooks. `useReachAhead` sends the shown view and its units to the worker (and drops the queue when the
 * board goes), holds the worker while the board searches `unit` itself (`searching`), and returns `unit`'s answer
 * once it is in (re-rendering when it arrives); `useReachAheadAnswer` reads that answer alone.
 */
export function useReachAheadAnswer(view: GbohView, seat: Seat | null, unit: string | null): ReadonlyMap<string, Reach> | null {
  const ahead = reachAheadClient();
  return useSyncExternalStore(ahead?.subscribe ?? noSubscribe, () => (ahead !== null && seat !== null && unit !== null ? (ahead.answer(view, seat, unit) ?? null) : null));
}

export function useReachAhead(view: GbohView, seat: Seat | null, units: readonly string[], unit: string | null, searching: boolean): void {
  const ahead = reachAheadClient();
  const key = units.join(' ');
  useEffect(() => {
    ahead?.show(view, seat, units);
    // `units` is read through its key: a list equal to the last one is the same job.
  }, [ahead, view, seat, key]);
  useEffect(() => () => ahead?.show(null, null, []), [ahead]);
  useEffect(() => {
    if (ahead === null || seat === null || unit === null || !searching) return;
    ahead.hold(view, seat, unit);
    return () => ahead.resume(view);
  }, [ahead, view, seat, unit, searching]);
}
