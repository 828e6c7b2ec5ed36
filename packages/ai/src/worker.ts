import type { Agent, AnyGameModule, Decision, JsonValue, Pending, Seat } from '@polemarch/kernel';
import { type AiAgent, type DecisionReport, createAiAgent } from './agent';
import type { LevelName } from './levels';

/**
 * Running the AI in a Web Worker, so a browser stays responsive while it thinks. The worker holds the
 * agents (each keeps its plan between decisions); the page sends each decision as plain data (the
 * module travels as its system id) and receives progress reports and the chosen action.
 *
 * In the worker script:   serveAgents(self, findSystem)
 * In the page:            const agent = workerAgent(new Worker(url, { type: 'module' }), { level, seed })
 */

export type WorkerRequest =
  | { type: 'create'; agentId: string; level: LevelName; seed: number; iterations?: number; timeMs?: number }
  | { type: 'decide'; agentId: string; requestId: number; system: string; seat: Seat; pending: Pending; view: JsonValue; legal: JsonValue[] }
  | { type: 'dispose'; agentId: string };

export type WorkerResponse =
  | { type: 'progress'; requestId: number; fraction: number }
  | { type: 'decision'; requestId: number; action: JsonValue; report: DecisionReport | null }
  | { type: 'error'; requestId: number; message: string };

/** The part of a worker's global scope (or of a MessagePort) the protocol needs. */
export interface MessageEndpoint<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: { data: In }) => void): void;
}

/** Inside the worker: answer requests, finding each system's module with `findModule`. */
export function serveAgents(scope: MessageEndpoint<WorkerRequest, WorkerResponse>, findModule: (systemId: string) => AnyGameModule | undefined): void {
  const agents = new Map<string, AiAgent>();
  scope.addEventListener('message', (event) => {
    const request = event.data;
    switch (request.type) {
      case 'create':
        agents.set(
          request.agentId,
          createAiAgent({
            level: request.level,
            seed: request.seed,
            ...(request.iterations !== undefined ? { iterations: request.iterations } : {}),
            ...(request.timeMs !== undefined ? { timeMs: request.timeMs } : {}),
          }),
        );
        return;
      case 'dispose':
        agents.delete(request.agentId);
        return;
      case 'decide': {
        const { requestId } = request;
        try {
          const agent = agents.get(request.agentId);
          if (agent === undefined) throw new Error(`no agent ${request.agentId} in this worker`);
          const module = findModule(request.system);
          if (module === undefined) throw new Error(`unknown system ${request.system}`);
          const decision: Decision = {
            module,
            seat: request.seat,
            pending: request.pending,
            view: request.view,
            legal: request.legal,
            onProgress: (fraction) => scope.postMessage({ type: 'progress', requestId, fraction }),
          };
          const action = agent.decide(decision);
          scope.postMessage({ type: 'decision', requestId, action, report: agent.lastReport });
        } catch (e) {
          scope.postMessage({ type: 'error', requestId, message: (e as Error).message });
        }
        return;
      }
    }
  });
}

let nextAgentId = 1;

/** In the page: an Agent whose thinking happens in the worker at the other end of `worker`. */
export function workerAgent(
  worker: MessageEndpoint<WorkerResponse, WorkerRequest>,
  options: { level: LevelName; seed: number; iterations?: number; timeMs?: number },
): Agent & { dispose(): void } {
  const agentId = `agent-${nextAgentId++}`;
  let nextRequest = 1;
  const waiting = new Map<number, { resolve: (a: JsonValue) => void; reject: (e: Error) => void; onProgress?: ((f: number) => void) | undefined }>();
  worker.addEventListener('message', (event) => {
    const response = event.data;
    const w = waiting.get(response.requestId);
    if (w === undefined) return;
    if (response.type === 'progress') w.onProgress?.(response.fraction);
    else {
      waiting.delete(response.requestId);
      if (response.type === 'decision') w.resolve(response.action);
      else w.reject(new Error(response.message));
    }
  });
  worker.postMessage({ type: 'create', agentId, ...options });
  return {
    name: `ai:${options.level}`,
    decide(decision: Decision): Promise<JsonValue> {
      const requestId = nextRequest++;
      return new Promise((resolve, reject) => {
        waiting.set(requestId, { resolve, reject, onProgress: decision.onProgress });
        worker.postMessage({
          type: 'decide',
          agentId,
          requestId,
          system: decision.module.id,
          seat: decision.seat,
          pending: decision.pending,
          view: decision.view,
          legal: [...decision.legal],
        });
      });
    },
    dispose(): void {
      worker.postMessage({ type: 'dispose', agentId });
    },
  };
}
