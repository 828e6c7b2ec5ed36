import { createAgent, findSystem } from '@polemarch/catalog';
import { type Agent, type BaseState, GameError, type JsonValue, type Seat } from '@polemarch/kernel';

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
  // The catalog's engine (the worker has no page registry; it holds every system's code anyway).
  const module = findSystem(request.system);
  if (!module) throw new GameError('bad-record', `unknown system ${JSON.stringify(request.system)}`);
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
