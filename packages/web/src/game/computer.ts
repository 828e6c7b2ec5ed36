import type { JsonValue } from '@polemarch/kernel';
import type { ComputerReply, ComputerRequest } from './decide';

/**
 * The player the computer seats use. `random` is the catalog's legal random player until the AI
 * package lands; then this becomes `'ai:2'` (or a per-game choice) and nothing else changes.
 */
export const COMPUTER_PLAYER = 'random';

/**
 * The computer players the catalog offers: the random player and the AI's levels. Written out rather than asked of
 * the catalog, whose players load every engine (issue 18: the page loads a system only when it shows one);
 * computer.test.ts checks that the catalog makes each of them.
 */
export function computerPlayers(): string[] {
  return ['random', 'ai:easy', 'ai:standard', 'ai:strong'];
}

export type { ComputerReply, ComputerRequest } from './decide';

/** Something that answers computer decisions off the page's thread (a Worker), or in it (tests). */
export interface ComputerPlayer {
  /** `onProgress` gets the player's own progress reports (0–1), where it gives any (the AI's search does). */
  decide(request: Omit<ComputerRequest, 'id'>, onProgress?: (fraction: number) => void): Promise<JsonValue>;
  dispose(): void;
}

/** In the page's own thread: for component tests and browsers without module workers. */
export function inThreadComputer(): ComputerPlayer {
  return {
    // The players and every engine come with the catalog, loaded here only when asked (never in the browser's page).
    decide: (request, onProgress) => new Promise((resolve, reject) => setTimeout(() => import('./decide').then((d) => d.decide(request, onProgress)).then(resolve, reject), 0)),
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
