import { type BaseState, type Decision, GameError, type JsonValue, type Pending, type Random, type Seat, advance, advanceOwned, createRngState } from '@polemarch/kernel';
import { type Evaluator, type SearchHints, resultValue } from './evaluate';

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) with one determinization
 * per iteration.
 *
 * Fairness: the search starts from the deciding seat's `Decision` only. Every iteration samples a full
 * state consistent with the seat's view through the module's `determinize`, gives it a fresh generator
 * drawn from the agent's own, and plays it down the tree. The true state, the true deck order and the
 * game's generator are never seen.
 *
 * Chance: because each iteration's state has its own generator, the dice of every action are drawn
 * anew each time, so a node's value is an average over dice, never one fixed roll.
 *
 * Tree: a node is an information set of the searching seat: the sequence of actions from the root and,
 * after each one, what the searching seat observes (its view). An action whose outcome the seat cannot
 * predict (a die roll, a hidden card drawn) therefore branches into one child per observed outcome,
 * while the opponent's hidden cards never split the tree. Actions available in only some
 * determinizations (the opponent's Shield) are handled with availability counts.
 *
 * Values are from the point of view of the seat deciding at each node; every Polemarch system has two
 * sides, so the other seat's value is the negation.
 */

export interface SearchConfig {
  /** Stop after this many iterations (tests use this only: it makes the search deterministic). */
  iterations: number;
  /** Stop after this many milliseconds (Infinity: no time limit); at least one iteration runs. */
  timeMs: number;
  /** UCB1 exploration constant. */
  exploration: number;
  /** Uniform random (or hinted) actions played from a new leaf before it is evaluated. */
  rolloutDepth: number;
  /** Progressive widening: a node visited n times considers its best `base * (n+1)^exponent` actions. */
  widening: { base: number; exponent: number } | null;
  /** Group actions with the system's `group` hint (two-level choice). */
  grouping: boolean;
  /**
   * Stop early once the most visited action at the root leads the next one by more visits than the
   * remaining budget (iterations, or the time left at the current rate) could give it: the choice can
   * no longer change. Default true; an agent that samples by visits (temperature above 0) turns it off.
   */
  stopWhenSettled?: boolean;
}

export interface SearchSetup {
  decision: Decision;
  evaluate: Evaluator;
  hints: SearchHints;
  config: SearchConfig;
  /** The agent's own generator: determinizations, dice and tie-breaks all come from it. */
  rng: Random;
  /** The root's observation key, if the caller computed it (default: the key of the decision's view). */
  rootObservation?: string;
  /**
   * A node of an earlier search for this same information set (same seat, same observation), whose
   * statistics the search continues instead of starting from nothing.
   */
  reuse?: TreeNode;
  /** A clock (ms); `performance.now` by default, which exists in browsers, Web Workers and Node. */
  now?: () => number;
}

/** Statistics of one action at a node. */
export interface Edge {
  key: string;
  action: JsonValue;
  visits: number;
  /** Sum of the values from the deciding seat's point of view. */
  total: number;
  /** Iterations in which this action was legal when its node was visited. */
  available: number;
  prior: number;
  group: string | null;
  /**
   * Children by what the searching seat observed after the action. Under `UNKEYED` (''): the one outcome of
   * an action that draws no die in an exact search, its key not computed yet (see `TreeNode.observation`).
   */
  outcomes: Map<string, TreeNode>;
  /**
   * With an exact determinization (`hints.exactDeterminization`): the state this action led to when it
   * drew no die, and its child, so later iterations replay it instead of recomputing it.
   */
  next?: { state: BaseState; node: TreeNode };
}

interface GroupStats {
  visits: number;
  total: number;
  available: number;
  prior: number;
}

/**
 * A node's choices, built once where the node's state is always the same (an exact determinization:
 * the observation fixes the state but its dice), so later visits skip the legal actions, the pruning,
 * the keys and the sorting by prior.
 */
interface NodeChoices {
  edges: Edge[];
  /** The edges by prior, best first (progressive widening reveals them in this order). */
  byPrior: Edge[];
  /** With grouping: the groups in order, each with its members (and those by prior). */
  groups: { stats: GroupStats; members: Edge[]; byPrior: Edge[] }[] | null;
  groupsByPrior: GroupStats[] | null;
}

/**
 * The map key of a child whose observation is not computed yet. In an exact search (`Edge.next`) an action
 * that draws no die has one outcome only, so its child needs no key to be told from its siblings; the key is
 * computed when something reads it (a plan, a later search looking for its information set), and most never
 * are: keying every new state was a quarter of a GBoH iteration.
 */
export const UNKEYED = '';

export class TreeNode {
  visits = 0;
  readonly edges = new Map<string, Edge>();
  readonly groups = new Map<string, GroupStats>();
  /** The seat deciding here (null: the game is over), as first seen. */
  seat: Seat | null;
  /** False when different determinizations disagreed on who decides here. */
  seatKnown = true;
  /** The node's choices, kept when every visit sees the same state (see `NodeChoices`). */
  choices: NodeChoices | undefined = undefined;
  private key: string | undefined;
  private keyOf: (() => string) | undefined;
  constructor(
    seat: Seat | null,
    /** The searching seat's observation key at this node, or how to compute it when it is first read. */
    observation: string | (() => string),
  ) {
    this.seat = seat;
    if (typeof observation === 'string') this.key = observation;
    else this.keyOf = observation;
  }

  /** The searching seat's observation key at this node. */
  get observation(): string {
    if (this.key === undefined) {
      this.key = (this.keyOf as () => string)();
      this.keyOf = undefined;
    }
    return this.key;
  }

  /** The most visited action; ties go to the better mean, then to the earlier one. */
  bestEdge(filter?: (e: Edge) => boolean): Edge | null {
    let best: Edge | null = null;
    for (const e of this.edges.values()) {
      if (e.visits === 0 || (filter && !filter(e))) continue;
      if (best === null || e.visits > best.visits || (e.visits === best.visits && e.total / e.visits > best.total / best.visits)) best = e;
    }
    return best;
  }
}

/**
 * Find, in an earlier search's tree, the node for the information set the seat is in now: a node
 * where `seat` decides and observes exactly `observation`, reached within `maxDepth` actions. Its
 * statistics were gathered from samples that agreed with everything observed on the way, so the new
 * search may continue them. Several matches (the same view reached by different lines) give the most
 * visited one.
 */
export function findInformationSet(root: TreeNode, seat: Seat, observation: string, maxDepth = 12): TreeNode | null {
  let best: TreeNode | null = null;
  let frontier: TreeNode[] = [root];
  for (let depth = 0; depth <= maxDepth && frontier.length > 0; depth++) {
    const next: TreeNode[] = [];
    for (const node of frontier) {
      // The observation last: it may have to be computed (`UNKEYED`), and only a better match needs it.
      if (depth > 0 && node.seat === seat && node.seatKnown && node.visits > 0 && (best === null || node.visits > best.visits) && node.observation === observation) best = node;
      for (const edge of node.edges.values()) for (const child of edge.outcomes.values()) next.push(child);
    }
    frontier = next;
  }
  return best;
}

export interface SearchResult {
  root: TreeNode;
  /** Visits the root already had from an earlier search (0 for a fresh tree). */
  reusedVisits: number;
  iterations: number;
  elapsedMs: number;
}

interface PathStep {
  node: TreeNode;
  edge: Edge;
  group: GroupStats | null;
  seat: Seat;
}

const defaultNow = (): number => performance.now();

/** The key of an action in the tree. Engines build an action the same way every time, so the text is stable. */
export function actionKey(action: JsonValue): string {
  return JSON.stringify(action);
}

export function observationKey(hints: SearchHints, view: JsonValue): string {
  return hints.observe ? hints.observe(view) : JSON.stringify(view);
}

/** What `seat` observes in a full (sampled) state: the system's `observeState` key, else the key of its view. */
export function stateObservationKey(module: Decision['module'], hints: SearchHints, state: BaseState, seat: Seat): string {
  return hints.observeState ? hints.observeState(state, seat) : observationKey(hints, module.view(state, seat));
}

/**
 * The edge's outcomes, each under its observation key: an `UNKEYED` child (the only one so far) gets its key
 * first, so a state reached some other way (a tree reused from an earlier search) finds it.
 */
function keyedOutcomes(edge: Edge): Map<string, TreeNode> {
  const lazy = edge.outcomes.get(UNKEYED);
  if (lazy !== undefined) {
    edge.outcomes.delete(UNKEYED);
    edge.outcomes.set(lazy.observation, lazy);
  }
  return edge.outcomes;
}

/** A stable sort, best prior first (ties keep their order, as the engine listed the actions). */
function sortByPrior<T extends { prior: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.prior - a.prior);
}

function ucb(total: number, visits: number, available: number, c: number): number {
  return total / visits + c * Math.sqrt(Math.log(Math.max(available, 1)) / visits);
}

/** Run the search from a decision; the tree it returns is the agent's to read (best action, plan). */
export function search(setup: SearchSetup): SearchResult {
  const { decision, evaluate, hints, config, rng } = setup;
  const { module, seat: searcher } = decision;
  const now = setup.now ?? defaultNow;
  if (!module.determinize) throw new GameError('bad-setup', `${module.id} has no determinize: the AI cannot sample its hidden information`);
  const determinize = module.determinize.bind(module);
  const rootLegal = decision.legal;
  // The root's observation as the tree's other nodes are keyed: a view rebuilt from a sampled state.
  const root = setup.reuse ?? new TreeNode(searcher, setup.rootObservation ?? observationKey(hints, decision.view));
  const reusedVisits = root.visits;
  const started = now();
  const progressEvery = Math.max(16, Math.min(256, Math.floor(config.iterations / 50)));
  let iterations = 0;

  const valueFor = (seat: Seat, v: number): number => (seat === searcher ? v : -v);

  /** Available edges at a node for this determinization, with availability counted. */
  const availableEdges = (node: TreeNode, state: BaseState, seat: Seat, legal: readonly JsonValue[]): Edge[] => {
    let priors: number[] | null = null;
    const out: Edge[] = [];
    for (let i = 0; i < legal.length; i++) {
      const action = legal[i] as JsonValue;
      const key = actionKey(action);
      let edge = node.edges.get(key);
      if (edge === undefined) {
        if (priors === null) priors = hints.order ? hints.order(state, seat, legal) : [];
        edge = {
          key,
          action,
          visits: 0,
          total: 0,
          available: 0,
          prior: priors[i] ?? 0,
          group: config.grouping && hints.group ? hints.group(state, seat, action) : null,
          outcomes: new Map(),
        };
        node.edges.set(key, edge);
      }
      edge.available++;
      out.push(edge);
    }
    return out;
  };

  /** Choose among candidates: untried first (best prior, ties at random), then UCB1 with availability. */
  const pick = <T extends { visits: number; total: number; available: number; prior: number }>(candidates: readonly T[], parentVisits: number, byPrior?: readonly T[]): T => {
    let pool: readonly T[] = candidates;
    if (config.widening !== null && candidates.length > 1) {
      const k = Math.max(1, Math.ceil(config.widening.base * Math.pow(parentVisits + 1, config.widening.exponent)));
      if (k < candidates.length) pool = (byPrior ?? sortByPrior(candidates)).slice(0, k);
    }
    let untried: T[] = [];
    let bestPrior = -Infinity;
    for (const e of pool) {
      if (e.visits !== 0) continue;
      if (e.prior > bestPrior) {
        bestPrior = e.prior;
        untried = [e];
      } else if (e.prior === bestPrior) untried.push(e);
    }
    if (untried.length > 0) return untried[untried.length === 1 ? 0 : rng.int(untried.length)] as T;
    let best = pool[0] as T;
    let bestScore = -Infinity;
    for (const e of pool) {
      const s = ucb(e.total, e.visits, e.available, config.exploration);
      if (s > bestScore) {
        bestScore = s;
        best = e;
      }
    }
    return best;
  };

  const select = (node: TreeNode, state: BaseState, seat: Seat, legal: readonly JsonValue[], keep: boolean): { edge: Edge; group: GroupStats | null } => {
    const c = buildChoices(node, availableEdges(node, state, seat, legal));
    if (c.groups !== null) for (const g of c.groups) g.stats.available++;
    if (keep) node.choices = c;
    return choose(node, c);
  };

  /** Progressive widening reveals actions by prior; without it the order is never read. */
  const byPrior = <T extends { prior: number }>(items: T[]): T[] => (config.widening !== null ? sortByPrior(items) : items);

  /** A node's choices this visit: its available edges, grouped by the system's `group` hint when grouping is on. */
  const buildChoices = (node: TreeNode, edges: Edge[]): NodeChoices => {
    if (!config.grouping || !hints.group || edges.length < 2) return { edges, byPrior: byPrior(edges), groups: null, groupsByPrior: null };
    const byGroup = new Map<string, Edge[]>();
    for (const e of edges) {
      const g = e.group ?? '';
      const list = byGroup.get(g);
      if (list) list.push(e);
      else byGroup.set(g, [e]);
    }
    const groups: NonNullable<NodeChoices['groups']> = [];
    for (const [g, members] of byGroup) {
      let stats = node.groups.get(g);
      if (stats === undefined) {
        stats = { visits: 0, total: 0, available: 0, prior: Math.max(...members.map((e) => e.prior)) };
        node.groups.set(g, stats);
      }
      groups.push({ stats, members, byPrior: byPrior(members) });
    }
    return { edges, byPrior: byPrior(edges), groups, groupsByPrior: byPrior(groups.map((g) => g.stats)) };
  };

  const choose = (node: TreeNode, c: NodeChoices): { edge: Edge; group: GroupStats | null } => {
    if (c.groups === null || c.groupsByPrior === null) return { edge: pick(c.edges, node.visits, c.byPrior), group: null };
    const stats = c.groups.map((g) => g.stats);
    const chosen = pick(stats, node.visits, c.groupsByPrior);
    const g = c.groups[stats.indexOf(chosen)] as NonNullable<NodeChoices['groups']>[number];
    return { edge: pick(g.members, chosen.visits, g.byPrior), group: chosen };
  };

  /** A later visit of a node with kept choices: count availability as `availableEdges` would, then choose. */
  const selectKept = (node: TreeNode, c: NodeChoices): { edge: Edge; group: GroupStats | null } => {
    for (const e of c.edges) e.available++;
    if (c.groups !== null) for (const g of c.groups) g.stats.available++;
    return choose(node, c);
  };

  const leafValue = (start: BaseState): number => {
    let state = start;
    for (let n = 0; n < config.rolloutDepth; n++) {
      const pending = module.pending(state);
      if (pending === null) break;
      const legal = module.legal(state, pending.seat);
      const action = hints.rollout ? hints.rollout(state, pending.seat, legal, rng) : (legal[rng.int(legal.length)] as JsonValue);
      // `start` may be a kept state of the tree: the first step copies it, the rest step the playout's own copy in
      // place (issue 18).
      state = n === 0 ? advance(module, state, pending.seat, action) : advanceOwned(module, state, pending.seat, action);
    }
    const final = resultValue(module, state, searcher);
    if (final !== null) return final;
    return Math.max(-1, Math.min(1, evaluate(state, searcher, module, rng)));
  };

  // When the view fixes the whole state but the generator (nothing hidden from the searcher), every
  // iteration would rebuild the same states along actions that draw no die: keep them (`Edge.next`)
  // and give each iteration fresh dice where it leaves them, so values still average over the dice.
  const exact = hints.exactDeterminization?.(decision.view, searcher) ?? false;
  let rootState: BaseState | null = null;
  const freshDice = (s: BaseState): BaseState => ({ ...s, rng: createRngState(rng.int(0x7fffffff)) });
  // A kept state's pending decision, asked once: every iteration that walks through it would ask again (a GBoH
  // pending derives the open decisions from the state), and a kept state never changes.
  const keptPendings = new WeakMap<BaseState, Pending | null>();
  const keptPending = (s: BaseState): Pending | null => {
    let p = keptPendings.get(s);
    if (p === undefined) {
      p = module.pending(s);
      keptPendings.set(s, p);
    }
    return p;
  };

  const iterate = (): void => {
    let state: BaseState;
    if (rootState !== null) state = rootState;
    else {
      state = determinize(decision.view, searcher, rng);
      // A generator of our own for this sample: the dice of this iteration, never the game's.
      state.rng = createRngState(rng.int(0x7fffffff));
      if (exact) rootState = state;
    }
    // True while `state` is a kept state, shared between iterations (never changed, dice drawn afresh).
    let kept = exact;
    let node = root;
    const path: PathStep[] = [];
    let value: number;
    // The pending decision of the state just reached, asked once for the child's seat and read again at the loop's top.
    let reached: { state: BaseState; pending: Pending | null } | null = null;
    for (;;) {
      const pending = reached !== null && reached.state === state ? reached.pending : kept ? keptPending(state) : module.pending(state);
      if (pending === null) {
        value = resultValue(module, state, searcher) ?? 0;
        break;
      }
      if (node.visits === 0 && node !== root) {
        value = leafValue(kept ? freshDice(state) : state);
        break;
      }
      const seat = pending.seat;
      let picked: { edge: Edge; group: GroupStats | null };
      if (exact && node.choices !== undefined) picked = selectKept(node, node.choices);
      else {
        const all = node === root ? rootLegal : module.legal(state, seat);
        const pruned = hints.prune ? hints.prune(state, seat, all, searcher) : all;
        const legal = pruned.length > 0 ? pruned : all;
        if (legal.length === 0) {
          // An engine dead end (a seat to decide with nothing legal) inside a sampled line: a real game
          // would stop there with an error, so the searcher scores it as a loss, whoever is stuck, and
          // steers away from the lines that lead there.
          value = -1;
          break;
        }
        // With an exact determinization a node's observation fixes its state (all but the dice), so
        // its choices are the same on every visit: keep them.
        picked = select(node, state, seat, legal, exact);
      }
      const { edge, group } = picked;
      if (kept && edge.next !== undefined) {
        path.push({ node, edge, group, seat });
        state = edge.next.state;
        node = edge.next.node;
        continue;
      }
      const input = kept ? freshDice(state) : state;
      state = advance(module, input, seat, edge.action);
      const drew = state.rng.draws !== input.rng.draws;
      reached = { state, pending: module.pending(state) };
      const nextSeat = reached.pending?.seat ?? null;
      let child: TreeNode | undefined;
      if (kept && !drew && edge.outcomes.size === 0) {
        // The action's one outcome: keyed when read (`UNKEYED`).
        const reached = state;
        child = new TreeNode(nextSeat, () => stateObservationKey(module, hints, reached, searcher));
        edge.outcomes.set(UNKEYED, child);
      } else {
        const observation = stateObservationKey(module, hints, state, searcher);
        child = keyedOutcomes(edge).get(observation);
        if (child === undefined) {
          child = new TreeNode(nextSeat, observation);
          edge.outcomes.set(observation, child);
        } else if (child.seat !== nextSeat) child.seatKnown = false;
      }
      if (kept && !drew) {
        edge.next = { state, node: child };
        keptPendings.set(state, reached.pending);
      }
      else kept = false;
      path.push({ node, edge, group, seat });
      node = child;
    }
    node.visits++;
    for (const step of path) {
      const v = valueFor(step.seat, value);
      step.node.visits++;
      step.edge.visits++;
      step.edge.total += v;
      if (step.group !== null) {
        step.group.visits++;
        step.group.total += v;
      }
    }
  };

  /** True when no use of the remaining budget can change the most visited root action. */
  const settled = (elapsed: number): boolean => {
    let first = 0;
    let second = 0;
    for (const e of root.edges.values()) {
      if (e.visits > first) {
        second = first;
        first = e.visits;
      } else if (e.visits > second) second = e.visits;
    }
    const byTime = Number.isFinite(config.timeMs) ? ((config.timeMs - elapsed) * iterations) / Math.max(elapsed, 1e-3) : Infinity;
    return first - second > Math.min(config.iterations - iterations, byTime);
  };

  if (rootLegal.length === 0) throw new GameError('illegal', 'the AI was asked to decide with no legal action');
  let reported = started;
  const stopWhenSettled = config.stopWhenSettled ?? true;
  while (iterations < config.iterations) {
    iterate();
    iterations++;
    // The clock is read after every iteration (a cheap call): one iteration of a big system with
    // long rollouts can take tens of milliseconds, and the budget must hold there too.
    const t = now();
    const elapsed = t - started;
    if (elapsed >= config.timeMs) break;
    if (stopWhenSettled && iterations % 16 === 0 && settled(elapsed)) break;
    if (iterations % progressEvery === 0 || t - reported >= 100) {
      reported = t;
      decision.onProgress?.(Math.min(1, Math.max(iterations / config.iterations, elapsed / config.timeMs)));
    }
  }
  decision.onProgress?.(1);
  return { root, reusedVisits, iterations, elapsedMs: now() - started };
}
