import type { ComputerReply, ComputerRequest } from '../game/computer';
import { decide } from '../game/decide';

// The computer's decisions run here, off the page's thread: the page keeps drawing (and shows that
// the computer is thinking) however long a search takes.
// (The DOM and WebWorker type libraries clash in one program, so the worker's scope is typed here.)
interface WorkerScope {
  postMessage(message: ComputerReply): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<ComputerRequest>) => void): void;
}
const scope = self as unknown as WorkerScope;

scope.addEventListener('message', (e: MessageEvent<ComputerRequest>) => {
  const { id, ...request } = e.data;
  // Progress reports are thinned to one per 5%: enough for a progress bar, few messages.
  let last = -1;
  const onProgress = (fraction: number) => {
    const step = Math.floor(fraction * 20);
    if (step === last) return;
    last = step;
    scope.postMessage({ id, progress: fraction });
  };
  decide(request, onProgress).then(
    (action) => scope.postMessage({ id, action } satisfies ComputerReply),
    (error: unknown) => scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies ComputerReply),
  );
});
