import { type Agent, type Decision, GameError, type JsonValue, Random, type Seat, createRngState, jsonEqual } from '@polemarch/kernel';
import { type SearchHints, type SystemAI, evaluatorFor, systemAI } from './evaluate';
import { LEVELS, type Level, type LevelName, isLevelName } from './levels';
import { type Edge, type SearchResult, type TreeNode, findInformationSet, observationKey, search, stateObservationKey } from './search';

export interface AiAgentOptions {
  level?: LevelName | Level;
  /** The agent's own seed: with an iteration budget, the same seed and decisions give the same choices. */
  seed: number;
  /** Override the level's iteration cap. */
  iterations?: number;
  /** Override the level's time budget in ms (tests pass Infinity and rely on iterations). */
  timeMs?: number;
  /** Keep and replay the plan of the seat's own following decisions (default true). */
  planReuse?: boolean;
  /** Continue the previous search's tree where it covers the new decision (default: the level's choice). */
  reuseTree?: boolean;
  /** Use this evaluator and hints instead of the registered ones for the system. */
  systemAI?: SystemAI;
  /** A clock in ms (default `performance.now`). */
  now?: () => number;
}

/** One step of a plan: what the seat expects to observe when the step comes, and what it will do. */
export interface PlannedStep {
  observation: string;
  action: JsonValue;
  /** Search visits behind this step (its confidence). */
  visits: number;
}

/** How a decision was taken, for tests, the CLI and a UI's "thinking" panel. */
export interface DecisionReport {
  /** 'search': searched now; 'plan': the next step of the plan made by an earlier search; 'forced': one legal action. */
  source: 'search' | 'plan' | 'forced';
  action: JsonValue;
  iterations: number;
  /** Root visits carried over from the previous search's tree (0: a fresh tree). */
  reusedVisits: number;
  elapsedMs: number;
  /** The root's statistics: every legal action with its visits and mean value for the deciding seat. */
  choices: { action: JsonValue; visits: number; value: number }[];
  /** The planned run of the seat's decisions, this one first. */
  plan: JsonValue[];
}

export interface AiAgent extends Agent {
  readonly level: Level;
  decide(decision: Decision): JsonValue;
  /** The report of the latest decision. */
  readonly lastReport: DecisionReport | null;
  /** The remaining planned steps (after the latest decision). */
  readonly plan: readonly PlannedStep[];
}

/** The level for a name or a level object; an unknown name is a 'bad-setup' error. */
export function resolveLevel(level: LevelName | Level | string | undefined): Level {
  if (level === undefined) return LEVELS.standard;
  if (typeof level !== 'string') return level;
  if (!isLevelName(level)) throw new GameError('bad-setup', `unknown AI level ${JSON.stringify(level)}: use easy, standard or strong`);
  return LEVELS[level];
}

/**
 * The plan after a search: from the chosen action, follow the most visited action while the next
 * decision is again this seat's, its observation is certain (no dice, no hidden draw, no reaction in
 * between) and the search looked at it often enough.
 */
function extractPlan(root: TreeNode, first: Edge, seat: Seat, minVisits: number): PlannedStep[] {
  const plan: PlannedStep[] = [{ observation: root.observation, action: first.action, visits: first.visits }];
  let edge = first;
  for (;;) {
    if (edge.outcomes.size !== 1) break;
    const child = edge.outcomes.values().next().value as TreeNode;
    if (child.seat !== seat || !child.seatKnown) break;
    const next = child.bestEdge();
    if (next === null || next.visits < minVisits) break;
    plan.push({ observation: child.observation, action: next.action, visits: next.visits });
    edge = next;
  }
  return plan;
}

/**
 * The observation key of the decision's view as the search sees views: through one determinization.
 * A view rebuilt from a sampled state should equal the original; where a module's `determinize`
 * does not reproduce some public detail exactly (Skirmish positions with a short deck get the standard
 * deck size back), comparing the true view with the planned one would never match, so both sides are
 * put through the same round trip.
 */
function canonicalObservation(decision: Decision, hints: SearchHints, rng: Random): string {
  const { module, seat, view } = decision;
  if (!module.determinize) return observationKey(hints, view);
  return stateObservationKey(module, hints, module.determinize(view, seat, rng), seat);
}

/**
 * The computer general. It decides from the `Decision` only (its seat's view and the legal actions),
 * searches with information-set MCTS, plans the whole run of its own decisions and replays that plan
 * while what it observes is what it expected; a reaction, a die roll or anything unexpected makes it
 * search again.
 */
export function createAiAgent(options: AiAgentOptions): AiAgent {
  const level = resolveLevel(options.level);
  const config = {
    ...level.search,
    // Sampling by visits needs the whole distribution, not just a settled leader.
    ...(level.temperature > 0 ? { stopWhenSettled: false } : {}),
    ...(options.iterations !== undefined ? { iterations: options.iterations } : {}),
    ...(options.timeMs !== undefined ? { timeMs: options.timeMs } : {}),
  };
  const budget = {
    ...(options.iterations !== undefined ? { iterations: options.iterations } : {}),
    ...(options.timeMs !== undefined ? { timeMs: options.timeMs } : {}),
  };
  const rng = new Random(createRngState(options.seed | 0));
  const planReuse = options.planReuse ?? true;
  const reuseTree = options.reuseTree ?? level.reuseTree;
  let plan: PlannedStep[] = [];
  let lastTree: TreeNode | null = null;
  let planOwner = '';
  let lastReport: DecisionReport | null = null;

  const choose = (result: SearchResult, legal: readonly JsonValue[]): Edge => {
    const edges = legal.map((a) => result.root.edges.get(JSON.stringify(a))).filter((e): e is Edge => e !== undefined && e.visits > 0);
    if (edges.length === 0) throw new Error('the search visited no legal action');
    if (level.temperature <= 0) return result.root.bestEdge((e) => edges.includes(e)) as Edge;
    const weights = edges.map((e) => Math.pow(e.visits, 1 / level.temperature));
    const sum = weights.reduce((a, b) => a + b, 0);
    let r = (rng.int(1 << 30) / (1 << 30)) * sum;
    for (let i = 0; i < edges.length; i++) {
      r -= weights[i] as number;
      if (r < 0) return edges[i] as Edge;
    }
    return edges[edges.length - 1] as Edge;
  };

  const decide = (decision: Decision): JsonValue => {
    const ai = options.systemAI ?? systemAI(decision.module.id) ?? {};
    const hints = ai.hints ?? {};
    const owner = `${decision.module.id}/${decision.seat}`;
    const observation = canonicalObservation(decision, hints, rng);
    const next = plan[0];
    if (planReuse && owner === planOwner && next !== undefined && next.observation === observation && decision.legal.some((a) => jsonEqual(a, next.action))) {
      plan = plan.slice(1);
      decision.onProgress?.(1);
      lastReport = { source: 'plan', action: next.action, iterations: 0, reusedVisits: 0, elapsedMs: 0, choices: [], plan: [next.action, ...plan.map((s) => s.action)] };
      return next.action;
    }
    plan = [];
    if (decision.legal.length === 1) {
      const only = decision.legal[0] as JsonValue;
      decision.onProgress?.(1);
      lastReport = { source: 'forced', action: only, iterations: 0, reusedVisits: 0, elapsedMs: 0, choices: [], plan: [only] };
      return only;
    }
    const reuse = reuseTree && lastTree !== null && owner === planOwner ? findInformationSet(lastTree, decision.seat, observation) : null;
    const result = search({
      decision,
      ...(reuse !== null ? { reuse } : {}),
      evaluate: ai.evaluateAt?.(level.name) ?? ai.evaluate ?? evaluatorFor(decision.module),
      hints,
      // The system's own settings (GBoH: widening, grouping) over the level's; explicit budgets win.
      config: ai.search ? { ...config, ...ai.search(level.name), ...budget } : config,
      rng,
      rootObservation: observation,
      ...(options.now ? { now: options.now } : {}),
    });
    const chosen = choose(result, decision.legal);
    const steps = extractPlan(result.root, chosen, decision.seat, ai.planMinVisits?.(level.name) ?? level.planMinVisits);
    if (planReuse) plan = steps.slice(1);
    planOwner = owner;
    lastTree = reuseTree ? result.root : null;
    lastReport = {
      source: 'search',
      action: chosen.action,
      iterations: result.iterations,
      reusedVisits: result.reusedVisits,
      elapsedMs: result.elapsedMs,
      choices: [...result.root.edges.values()].map((e) => ({ action: e.action, visits: e.visits, value: e.visits > 0 ? e.total / e.visits : 0 })),
      plan: steps.map((s) => s.action),
    };
    return chosen.action;
  };

  return {
    name: `ai:${level.name}`,
    level,
    decide,
    get lastReport() {
      return lastReport;
    },
    get plan() {
      return plan;
    },
  };
}
