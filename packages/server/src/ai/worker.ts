import { parentPort } from 'node:worker_threads';
import { createAiAgent, registerManifests } from '@polemarch/ai';
import { findSystem, manifests } from '@polemarch/catalog';
import type { AiRequest, AiResponse } from './runner';

/**
 * One AI worker thread: it answers one decision at a time with a fresh agent (no state kept between
 * decisions, so any worker of any process can take any game's turn). The agent sees only the seat's
 * view and its legal actions, as a player would.
 */
registerManifests(manifests());
const port = parentPort!;
port.on('message', (request: AiRequest) => {
  let response: AiResponse;
  try {
    const module = findSystem(request.system);
    if (module === undefined) throw new Error(`unknown system ${request.system}`);
    const agent = createAiAgent({ level: request.level, seed: request.seed, timeMs: request.timeMs });
    const action = agent.decide({ module, seat: request.seat, pending: request.pending, view: request.view, legal: request.legal });
    response = { id: request.id, action };
  } catch (e) {
    response = { id: request.id, error: (e as Error).message };
  }
  port.postMessage(response);
});
