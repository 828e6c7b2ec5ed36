import type { GbohAction, GbohView } from '@polemarch/gboh';
import type { Seat } from '@polemarch/kernel';
import { type Reach, reachSearch } from './probe';

/**
 * Reachable hexes computed ahead of the click (issue 18: a unit's reachable hexes drawn under 50 ms). When the board
 * shows a view where the deciding seat may move units, a Web Worker runs the engine's reach search for each of them
 * on that same view (never the full state: the worker knows what the seat knows) and posts each answer back.
 * This module is what both threads share: the messages, the order the units are searched in, and the worker's
 * queue of searches.
 */

/** The page to the worker. `job` numbers the views: a reply of an older job is for a view no longer shown. */
export type ReachRequest =
  | { type: 'start'; job: number; view: GbohView; seat: Seat; units: string[] }
  /**
   * The player selected a unit whose answer is not in yet and the board searches it itself: the worker drops it and
   * waits, so the two searches do not share the cores (on two loaded cores, racing made the board's own search
   * 2x slower), until `resume`.
   */
  | { type: 'hold'; job: number; unit: string }
  | { type: 'resume'; job: number }
  /** No view with units to move is shown: drop the queue. */
  | { type: 'stop' };

/** The worker to the page: one unit's whole answer, `reachable(view, seat, unit)`, or the engine's refusal. */
export type ReachReply = { job: number; unit: string; hexes: ReadonlyMap<string, Reach> } | { job: number; unit: string; error: string };

/**
 * The units whose reachable hexes the board may show for this view, the likeliest first: the unit moving now (the
 * board shows its hexes after every step), then the units the seat may order to move (6.1: a `move` action of the
 * unit alone, as the board's own selection offers) in the engine's order, which lists the units of the current
 * order or activation. The selected unit is not put first here (a new list is a new job): it is asked for (`front`).
 */
export function reachAheadUnits(view: GbohView, legal: readonly GbohAction[], moving: string | null): string[] {
  const units: string[] = [];
  if (moving !== null && view.move?.unit === moving) units.push(moving);
  for (const a of legal) if (a.type === 'move' && !a.withLeader && !units.includes(a.unit)) units.push(a.unit);
  return units;
}

/** Engine actions a worker's search tries between two looks at its messages (a few ms to some tens on the Kalka). */
export const REACH_AHEAD_SLICE = 32;

/**
 * The worker's side: one job (a view and its units) at a time, each unit's search run in slices so that a new view
 * or a hold takes effect between two slices.
 */
export class ReachJobs {
  private job: { id: number; view: GbohView; seat: Seat; queue: string[]; held: boolean } | null = null;
  private scheduled = false;

  /** `later` runs a function after the messages already waiting (the worker's own turn of its event loop). */
  constructor(
    private readonly post: (reply: ReachReply) => void,
    private readonly later: (f: () => void) => void,
    private readonly slice = REACH_AHEAD_SLICE,
  ) {}

  /** The units still to search, in order (tests). */
  get queue(): readonly string[] {
    return this.job?.queue ?? [];
  }

  receive(m: ReachRequest): void {
    if (m.type === 'stop') {
      this.job = null;
      return;
    }
    if (m.type === 'start') {
      this.job = { id: m.job, view: m.view, seat: m.seat, queue: [...m.units], held: false };
    } else {
      const job = this.job;
      if (job === null || job.id !== m.job) return;
      if (m.type === 'hold') {
        job.held = true;
        job.queue = job.queue.filter((u) => u !== m.unit);
      } else {
        job.held = false;
      }
    }
    this.kick();
  }

  private kick(): void {
    if (this.scheduled || this.job === null || this.job.held || this.job.queue.length === 0) return;
    this.scheduled = true;
    this.later(() => {
      this.scheduled = false;
      this.runSlice();
    });
  }

  private runSlice(): void {
    const job = this.job;
    const unit = job?.queue[0];
    if (job === null || job === undefined || job.held || unit === undefined) return;
    try {
      const search = reachSearch(job.view, job.seat, unit);
      if (search.run(this.slice)) {
        job.queue.shift();
        this.post({ job: job.id, unit, hexes: search.result });
      }
    } catch (e) {
      job.queue.shift();
      this.post({ job: job.id, unit, error: e instanceof Error ? e.message : String(e) });
    }
    this.kick();
  }
}
