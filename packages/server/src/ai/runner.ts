import { randomInt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { JsonValue, Pending, Seat } from '@polemarch/kernel';
import type { AiLevel, GameService } from '../games/service';
import { HttpError } from '../http';

/** A decision sent to a worker: the seat's view and legal actions only, never the state. */
export interface AiRequest {
  id: number;
  system: string;
  seat: Seat;
  pending: Pending;
  view: JsonValue;
  legal: JsonValue[];
  level: AiLevel;
  seed: number;
  timeMs: number;
}

export type AiResponse = { id: number; action: JsonValue } | { id: number; error: string };

export interface AiRunnerOptions {
  /** Worker threads (default 1: the server's own requests keep the other core). */
  workers?: number;
  /** The CPU budget of one decision in ms, whatever the level asks (default 1500). */
  msPerDecision?: number;
}

interface Slot {
  worker: Worker;
  busy: { id: number; resolve: (r: AiResponse) => void; timer: NodeJS.Timeout } | null;
}

const WORKER = new URL('./worker.mjs', import.meta.url);

/**
 * The computer's seats: a queue of games whose deciding seat is the AI's, answered by a few worker
 * threads so a long search never blocks the server. Each game has at most one decision queued or
 * running, and each decision at most `msPerDecision` of search; a worker that overruns it by far is
 * ended and replaced, and the seat plays a random legal action so the game goes on.
 */
export class AiRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private nextId = 1;
  private closed = false;
  readonly workers: number;
  readonly msPerDecision: number;
  /** Decisions answered (tests and the benchmark read it). */
  decisions = 0;

  constructor(
    private readonly games: GameService,
    options: AiRunnerOptions = {},
  ) {
    this.workers = Math.max(1, options.workers ?? 1);
    this.msPerDecision = options.msPerDecision ?? 1500;
  }

  /** Queue a game if its deciding seat is the computer's (checked when its turn comes). */
  schedule(gameId: string): void {
    if (this.closed || this.queued.has(gameId)) return;
    this.queued.add(gameId);
    this.queue.push(gameId);
    this.pump();
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot();
      if (slot === null) return;
      const gameId = this.queue.shift()!;
      slot.busy = { id: -1, resolve: () => undefined, timer: setTimeout(() => undefined, 0) };
      void this.turn(slot, gameId).finally(() => {
        this.queued.delete(gameId);
        slot.busy = null;
        this.pump();
      });
    }
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((s) => s.busy === null);
    if (idle !== undefined) return idle;
    if (this.slots.length >= this.workers) return null;
    const slot: Slot = { worker: this.spawn(), busy: null };
    this.slots.push(slot);
    return slot;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER);
    worker.on('message', (r: AiResponse) => {
      const slot = this.slots.find((s) => s.worker === worker);
      if (slot?.busy && slot.busy.id === r.id) {
        clearTimeout(slot.busy.timer);
        slot.busy.resolve(r);
      }
    });
    worker.on('error', (e) => console.error('polemarch ai worker:', e));
    worker.unref();
    return worker;
  }

  /** One decision of one game, if it is the computer's. */
  private async turn(slot: Slot, gameId: string): Promise<void> {
    try {
      const { game, seats, match } = await this.games.match(gameId);
      const pending = match.pending;
      if (game.status !== 'active' || pending === null) return;
      const seat = seats.find((s) => s.seat === pending.seat);
      if (seat?.kind !== 'ai') return;
      const legal = match.legal(pending.seat);
      const request: AiRequest = {
        id: this.nextId++,
        system: game.system,
        seat: pending.seat,
        pending,
        view: match.view(pending.seat),
        legal,
        level: seat.ai_level ?? 'standard',
        seed: randomInt(0, 2 ** 31),
        timeMs: this.msPerDecision,
      };
      const response = await this.ask(slot, request);
      const action = 'action' in response ? response.action : legal[randomInt(0, legal.length)]!;
      if ('error' in response) console.error(`polemarch ai: game ${gameId}: ${response.error}; playing a random legal action`);
      await this.games.act(gameId, { kind: 'ai', seat: pending.seat }, game.seq, action);
      this.decisions++;
    } catch (e) {
      // Another process (or a player's resignation) got there first: nothing to do.
      if (e instanceof HttpError && (e.code === 'stale' || e.code === 'game-over' || e.code === 'not-your-turn')) return;
      if (!this.closed) console.error(`polemarch ai: game ${gameId}:`, e);
    }
  }

  private ask(slot: Slot, request: AiRequest): Promise<AiResponse> {
    return new Promise((resolve) => {
      // The level's iteration cap usually stops the search well before its time; far past it the worker is stuck.
      const timer = setTimeout(() => {
        void slot.worker.terminate();
        slot.worker = this.spawn();
        resolve({ id: request.id, error: `no answer within ${this.msPerDecision * 4 + 10_000} ms` });
      }, this.msPerDecision * 4 + 10_000);
      slot.busy = { id: request.id, resolve, timer };
      slot.worker.postMessage(request);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
