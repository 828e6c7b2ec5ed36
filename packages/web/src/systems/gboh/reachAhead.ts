import type { GbohView } from '@polemarch/gboh';
import type { Seat } from '@polemarch/kernel';
import { useEffect, useSyncExternalStore } from 'react';
import type { Reach } from './probe';
import type { ReachReply, ReachRequest } from './reachJobs';

/** The performance mark made as each answer of the shown view comes in. */
export const REACH_AHEAD_MARK = 'polemarch-reach-ahead';

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
  /** The shown view's job, not sent yet (it goes when the page is idle and the board is not searching). */
  private pending: Extract<ReachRequest, { type: 'start' }> | null = null;
  /** The worker has the shown view's job. */
  private sent = false;
  private readonly listeners = new Set<() => void>();

  /**
   * `defer` runs the sending of a new view's job later: in the browser when the page is idle, so the worker starts
   * after the board is drawn, not in the cores' way of the first frame or of a click's own search.
   */
  constructor(
    private readonly port: ReachPort,
    private readonly defer: (f: () => void) => void = (f) => f(),
  ) {
    port.listen((r) => this.receive(r));
  }

  /** The view on the board, the seat deciding there and the units it may move (`reachAheadUnits`), or none. */
  show(view: GbohView | null, seat: Seat | null, units: readonly string[]): void {
    const key = units.join(' ');
    if (view !== null && seat !== null && this.shown?.view === view && this.shown.seat === seat && this.shown.units === key) return;
    // A new view: the worker drops the former one's queue at once.
    if (this.sent) this.port.post({ type: 'stop' });
    this.sent = false;
    this.pending = null;
    this.job++;
    this.asked.clear();
    this.held = false;
    this.shown = null;
    performance.clearMarks(REACH_AHEAD_MARK);
    if (view === null || seat === null || units.length === 0) return;
    this.shown = { view, seat, units: key };
    const have = this.answers.get(view);
    const missing = units.filter((u) => have?.get(`${seat}:${u}`) === undefined);
    if (missing.length === 0) return;
    this.pending = { type: 'start', job: this.job, view, seat, units: missing };
    this.schedule();
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
    if (this.sent) this.port.post({ type: 'hold', job: this.job, unit });
  }

  /** The board's own search is over (or left): the worker goes on with the rest of the queue. */
  resume(view: GbohView): void {
    if (this.shown?.view !== view || !this.held) return;
    this.held = false;
    if (this.sent) this.port.post({ type: 'resume', job: this.job });
    else this.schedule();
  }

  private schedule(): void {
    const job = this.job;
    this.defer(() => {
      const m = this.pending;
      if (job !== this.job || this.held || m === null) return;
      this.pending = null;
      // The units the board searched itself meanwhile are its own already (`reachSearch`, memoized per view).
      const units = m.units.filter((u) => !this.asked.has(u));
      if (units.length === 0) return;
      this.port.post({ ...m, units });
      this.sent = true;
    });
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
    // For the board bench: when each answer came (a mark's time, no other cost; cleared with each new view).
    performance.mark(REACH_AHEAD_MARK);
    for (const l of this.listeners) l();
  }
}

/** The searches in a module Web Worker (as the computer player's), started with the first job sent. */
function workerPort(): ReachPort {
  let worker: Worker | null = null;
  let listener: (reply: ReachReply) => void = () => undefined;
  return {
    post(m) {
      if (worker === null) {
        worker = new Worker(new URL('../../worker/reach.worker.ts', import.meta.url), { type: 'module', name: 'polemarch-reach' });
        worker.addEventListener('message', (e: MessageEvent<ReachReply>) => listener(e.data));
      }
      worker.postMessage(m);
    },
    listen: (f) => (listener = f),
  };
}

/** When the page is idle (at most a second on), or a quarter second on where there is no idle callback. */
function whenIdle(f: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => f(), { timeout: 1000 });
  else setTimeout(f, 250);
}

let client: ReachAhead | null | undefined;

/** The page's one `ReachAhead`; none where there is no Worker (the tests' DOM, where the board searches on demand). */
export function reachAheadClient(): ReachAhead | null {
  if (client === undefined) client = typeof Worker === 'undefined' ? null : new ReachAhead(workerPort(), whenIdle);
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
