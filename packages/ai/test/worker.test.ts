import { applyAction, newGame } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { createAiAgent } from '../src';
import { type MessageEndpoint, type WorkerRequest, type WorkerResponse, serveAgents, workerAgent } from '../src/worker';
import { decisionFor, module } from './helpers';

/** Two ends of an in-memory channel, delivering asynchronously like postMessage. */
function channel(): { page: MessageEndpoint<WorkerResponse, WorkerRequest>; worker: MessageEndpoint<WorkerRequest, WorkerResponse> } {
  const toWorker: ((e: { data: WorkerRequest }) => void)[] = [];
  const toPage: ((e: { data: WorkerResponse }) => void)[] = [];
  return {
    page: { postMessage: (m) => void queueMicrotask(() => toWorker.forEach((l) => l({ data: structuredClone(m) }))), addEventListener: (_t, l) => void toPage.push(l) },
    worker: { postMessage: (m) => void queueMicrotask(() => toPage.forEach((l) => l({ data: structuredClone(m) }))), addEventListener: (_t, l) => void toWorker.push(l) },
  };
}

describe('the AI in a Web Worker', () => {
  it('decides as the agent in the page would, reporting progress, across a turn', async () => {
    const { page, worker } = channel();
    serveAgents(worker, (id) => (id === module.id ? module : undefined));
    const remote = workerAgent(page, { level: 'standard', seed: 8, iterations: 200, timeMs: Infinity });
    const local = createAiAgent({ level: 'standard', seed: 8, iterations: 200, timeMs: Infinity });
    let s = newGame(module, { scenario: 'standard', seed: 4 });
    for (let i = 0; i < 6 && module.pending(s) !== null; i++) {
      const progress: number[] = [];
      const d = decisionFor(s, (f) => progress.push(f));
      const a = await remote.decide(d);
      expect(a).toEqual(local.decide(decisionFor(s)));
      expect(progress.at(-1)).toBe(1);
      s = applyAction(module, s, d.seat, a).state;
    }
    remote.dispose();
  });

  it("fits the browser's Worker and MessagePort types", () => {
    // Compile-time check: a page's Worker and a worker's port are endpoints of the protocol.
    const asPage = (w: Worker): MessageEndpoint<WorkerResponse, WorkerRequest> => w;
    const asWorker = (p: MessagePort): MessageEndpoint<WorkerRequest, WorkerResponse> => p;
    expect(typeof asPage).toBe('function');
    expect(typeof asWorker).toBe('function');
  });

  it('reports an unknown system as an error', async () => {
    const { page, worker } = channel();
    serveAgents(worker, () => undefined);
    const remote = workerAgent(page, { level: 'easy', seed: 1 });
    await expect(remote.decide(decisionFor(newGame(module, { scenario: 'standard', seed: 1 })))).rejects.toThrow(/unknown system/);
  });
});
