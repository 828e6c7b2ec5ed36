import { createAgent } from '@polemarch/catalog';
import type { Agent, BaseState, JsonValue, Seat } from '@polemarch/kernel';
import { moduleFor } from './session';

/**
 * The player the computer seats use. `random` is the catalog's legal random player until the AI
 * package lands; then this becomes `'ai:2'` (or a per-game choice) and nothing else changes.
 */
export const COMPUTER_PLAYER = 'random';

/** The computer players the catalog offers now: the random player always, the AI's levels once it is registered. */
export function computerPlayers(): string[] {
  const out = ['random'];
  for (const level of ['easy', 'standard', 'strong']) {
    try {
      createAgent(`ai:${level}`, 1);
      out.push(`ai:${level}`);
    } catch {
      // Not registered (yet): not offered.
    }
  }
  return out;
}

/** What the computer is asked: the system, the full state (the worker redacts it to the seat's view) and the seat. */
export interface ComputerRequest {
  id: number;
  system: string;
  state: BaseState;
  seat: Seat;
  player: string;
  /** Identifies the game (its record's seed), so one agent serves a seat for the whole game. */
  game: number | string;
  seed: number;
}

export type ComputerReply = { id: number; action: JsonValue } | { id: number; error: string } | { id: number; progress: number };

// One agent per game, seat and player, so the AI keeps its turn plan and search statistics from one
// decision to the next instead of starting cold every time.
const agents = new Map<string, Agent>();
const MAX_AGENTS = 16;

function agentFor(request: Omit<ComputerRequest, 'id'>): Agent {
  const key = `${request.system}|${request.game}|${request.seat}|${request.player}`;
  let agent = agents.get(key);
  if (agent === undefined) {
    if (agents.size >= MAX_AGENTS) agents.delete(agents.keys().next().value as string);
    agent = createAgent(request.player, request.seed);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * Decide for one seat, exactly as an agent sees a decision: its own view and the legal actions,
 * never the full state (so the computer cannot peek at hidden cards or the generator).
 */
export async function decide(request: Omit<ComputerRequest, 'id'>, onProgress?: (fraction: number) => void): Promise<JsonValue> {
  const module = moduleFor(request.system);
  const pending = module.pending(request.state);
  if (pending === null || pending.seat !== request.seat) throw new Error(`it is not ${request.seat}'s decision`);
  const agent = agentFor(request);
  const decision = {
    module,
    seat: request.seat,
    pending,
    view: module.view(request.state, request.seat),
    legal: module.legal(request.state, request.seat),
    ...(onProgress ? { onProgress } : {}),
  };
  return await agent.decide(decision);
}

/** Something that answers computer decisions off the page's thread (a Worker), or in it (tests). */
export interface ComputerPlayer {
  /** `onProgress` gets the player's own progress reports (0–1), where it gives any (the AI's search does). */
  decide(request: Omit<ComputerRequest, 'id'>, onProgress?: (fraction: number) => void): Promise<JsonValue>;
  dispose(): void;
}

/** In the page's own thread: for component tests and browsers without module workers. */
export function inThreadComputer(): ComputerPlayer {
  return {
    decide: (request, onProgress) => new Promise((resolve, reject) => setTimeout(() => decide(request, onProgress).then(resolve, reject), 0)),
    dispose: () => undefined,
  };
}

/** In a Web Worker, so a long search never freezes the page. */
export function workerComputer(): ComputerPlayer {
  if (typeof Worker === 'undefined') return inThreadComputer();
  const worker = new Worker(new URL('../worker/computer.worker.ts', import.meta.url), { type: 'module', name: 'polemarch-computer' });
  let next = 1;
  const waiting = new Map<number, { resolve: (a: JsonValue) => void; reject: (e: Error) => void; onProgress?: (f: number) => void }>();
  worker.addEventListener('message', (e: MessageEvent<ComputerReply>) => {
    const w = waiting.get(e.data.id);
    if (!w) return;
    if ('progress' in e.data) {
      w.onProgress?.(e.data.progress);
      return;
    }
    waiting.delete(e.data.id);
    if ('error' in e.data) w.reject(new Error(e.data.error));
    else w.resolve(e.data.action);
  });
  worker.addEventListener('error', (e) => {
    for (const w of waiting.values()) w.reject(new Error(e.message || 'the computer player failed'));
    waiting.clear();
  });
  return {
    decide(request, onProgress) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject, ...(onProgress ? { onProgress } : {}) });
        worker.postMessage({ ...request, id } satisfies ComputerRequest);
      });
    },
    dispose() {
      worker.terminate();
      waiting.clear();
    },
  };
}
