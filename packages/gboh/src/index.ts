import { GameError, createRngState, type GameModule, type Message, type Outcome, type Random, type SetupInput, type StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { actionSchema, type GbohAction } from './actions';
import { isOnMap } from './board';
import { legal, pending, step } from './engine';
import { advance } from './sequence';
import { hooks } from './battleRules';
import './battles';
import { eliteContest } from './rules/eliteContest';
import { reinforcementsAtTurnStart } from './rules/reinforcements';
import { messages } from './messages';
import { determinize, eventAudience, revealAdjacent } from './secret';
import { explainIllegal } from './explain';
import { ruleProblems } from './scenario/validate';
import { gbohView, stateOfView, type GbohView } from './view';
import { battleFiles, buildBattle, parseScenario, type CounterOverrides } from './scenario/load';
import { listScenarios } from './scenario/list';
import { positionSchema } from './scenario/schema';
import { cloneState, deepFreeze } from './perfClone';
import type { GbohState, Options } from './types';

export type { GbohState } from './types';
export type { GbohAction } from './actions';
export { isGbohView, stateOfView, type GbohView } from './view';
export { scenarioSchema, positionSchema, checkScenario } from './scenario/schema';
export type { ScenarioSpec, ScenarioInput } from './scenario/schema';
export * as charts from './charts';
import { REACTION_FACING_RULES, TWO_HIT_RULES, editionFor, readingOf } from './edition';
export { CATAPHRACT, DEVILS_HORSEMEN, EDITIONS, cite, citePending, citeRule, editionContext, editionFor, editionOf, type Edition } from './edition';
export { PROFILES, profileFor, type Profile } from './profile';
export { standardsShown, type StandardShown } from './battles/dhStandards';
export { artilleryShown, type ArtilleryShown } from './battles/liegnitzArtillery';
// Issue 18: a unit's reachable hexes, searched by the engine (and the probe search it is held to).
export { reachableHexes, reachByProbe, startReach, type Reach, type ReachSearch, type ReachStats } from './reach';

const missileRowSchema = z.array(z.number().int().nullable());

export const optionsSchema = z.object({
  /**
   * 8.15 ruling R-MRRC-2: who scores 2 hits on a modified 0–1; 'profile' (default): the battle's variant profile decides
   * (Cataphract infantryFirer, The Devil's Horsemen none).
   */
  twoHitRule: z.enum(['profile', 'infantryFirer', 'infantryTarget', 'all', 'none']).default('profile'),
  /**
   * 7.14 ruling R-713: infantry reaction facing always costs max(1, DR − TQ), or only on DR > TQ; 'profile' (default):
   * the battle's variant profile decides (Cataphract alwaysMin1, The Devil's Horsemen 7.15 onlyOnFailure).
   */
  reactionFacingHits: z.enum(['profile', 'alwaysMin1', 'onlyOnFailure']).default('profile'),
  /** 10.3 optional Engaged rule. */
  engagedRule: z.boolean().default(false),
  /** Player override of the provisional Missile Range and Results grid, per row (e.g. {"C_cav": [6,5,4,2]}). */
  missileGrid: z
    .object({ C_inf: missileRowSchema, C_cav: missileRowSchema, B_inf: missileRowSchema, B_cav: missileRowSchema, F: missileRowSchema, J_inf: missileRowSchema, J_cav: missileRowSchema, Cheiro: missileRowSchema })
    .partial()
    .default({}),
  /** Player counter values over the provisional ones, keyed by unit id or counter profile id; in the counters' ranges (issue 17.5). */
  counterValues: z
    .record(z.string(), z.object({ size: z.number().int().min(0).max(20).nullable(), tq: z.number().int().min(1).max(9), ma: z.number().int().min(0).max(12), missile: z.enum(['B', 'C', 'J', 'F', 'Cheiro']).nullable() }).partial())
    .default({}),
  /**
   * End the game as a draw after this turn (0 = play to army withdrawal). Not given: the battle's own default
   * (`turnLimit` in its file, ruling DH-TURNS-1: the Kalka 48), else none.
   */
  maxTurns: z.number().int().min(0).optional(),
});

function setup(input: SetupInput, rng: Random): Omit<GbohState, 'rng'> {
  let raw: unknown;
  if (input.position !== undefined) raw = input.position;
  else {
    raw = battleFiles()[input.scenario ?? ''];
    if (raw === undefined) throw new GameError('bad-setup', `gboh has no battle ${JSON.stringify(input.scenario)}`);
  }
  // The scenario list reads only a battle file's header: the whole file is validated here, when a game starts.
  const spec = parseScenario(raw, input.position !== undefined ? undefined : `the data file of battle ${JSON.stringify(input.scenario)}`);
  const opts = optionsSchema.parse(input.options);
  const options: Options = {
    // The edition's policy is the default ('profile'); the game option, when given, wins.
    twoHitRule: opts.twoHitRule === 'profile' ? readingOf(TWO_HIT_RULES, editionFor(spec.profile).policies.twoHits) : opts.twoHitRule,
    reactionFacingHits: opts.reactionFacingHits === 'profile' ? readingOf(REACTION_FACING_RULES, editionFor(spec.profile).policies.reactionFacingHits) : opts.reactionFacingHits,
    engagedRule: opts.engagedRule,
    missileGrid: opts.missileGrid,
    maxTurns: opts.maxTurns ?? spec.turnLimit ?? 0,
  };
  const built = buildBattle(spec, options, opts.counterValues as CounterOverrides);
  const state: Omit<GbohState, 'rng'> = {
    static: deepFreeze(built.static), // shared by every later copy of the state, never written (perfClone.ts)
    turn: built.turn,
    phase: built.static.champion ? 'champion' : 'eio',
    units: built.units,
    leaders: built.leaders,
    routPoints: Object.fromEntries(spec.sides.map((s) => [s.id, 0])),
    activation: null,
    tieRolls: {},
    lastTieSide: {},
    designated: null,
    routSegment: null,
    designation: null,
    pendingFire: null,
    hd: null,
    paralysed: [],
    eioSidesDone: [],
    move: null,
    withdrawal: null,
    withdrawalQueue: [],
    feigned: null,
    owIndividual: [],
    reactions: [],
    heldEntryFire: [],
    shock: null,
    replaced: [],
    champion: built.static.champion ? { status: 'pending', winner: null, activationUsed: false } : null,
    arrived: [],
    uncontrolledLines: [],
    battle: {}, // each battle rule sets up its own entry (its `setup` hook)
    secret: [...spec.units.filter((u) => u.secret && u.hex !== null).map((u) => u.id), ...spec.leaders.filter((l) => l.secret && l.hex !== null).map((l) => l.id)],
    lostBonus: [],
    levelReduction: {},
    outcome: null,
    ordersPhases: 0,
  };
  // Run the automatic start of the turn up to the first decision (tie rolls are setup draws).
  const ctx: StepContext = { rng, emit: () => undefined, reveal: () => undefined };
  hooks.setup(state as GbohState);
  reinforcementsAtTurnStart(state as GbohState, ctx);
  eliteContest(state as GbohState, ctx); // DH 5.5 (a setup draw on turn 1)
  advance(state as GbohState, ctx);
  revealAdjacent(state as GbohState, ctx);
  return state;
}

function clone(s: GbohState): GbohState {
  // The static battle data is never changed after setup: shared between copies (perfClone.ts).
  return cloneState(s);
}

function result(s: GbohState): Outcome | null {
  if (s.outcome === null) return null;
  return { winner: s.outcome.winner, reason: { key: 'game.over', params: { winner: s.outcome.winner ?? 'draw', reason: s.outcome.reason } }, score: { ...s.routPoints } };
}

function describeAction(_s: GbohState, a: GbohAction): Message {
  const { type, ...rest } = a;
  return { key: 'action.generic', params: { type, detail: Object.values(rest).join(' ') } };
}

function renderView(s: GbohView): string {
  const lines: string[] = [`${s.static.name} — turn ${s.turn}, phase ${s.phase}${s.activation ? `, ${s.activation.leader} active` : ''}`];
  lines.push(`Rout Points: ${Object.entries(s.routPoints).map(([k, x]) => `${k} ${x}`).join(', ')}`);
  for (const [id, u] of Object.entries(s.units)) {
    if (!isOnMap(u)) continue;
    lines.push(`  ${id.padEnd(14)} ${u.hex} f${u.facing} hits ${u.hits}${u.status !== 'normal' ? ` ${u.status}` : ''}${u.moved ? ' moved' : ''}`);
  }
  return lines.join('\n');
}

export const gboh: GameModule<GbohState, GbohAction, GbohView> = {
  id: 'gboh',
  name: 'Great Battles of History: Cataphract',
  nameIt: 'Le Grandi Battaglie della Storia: Cataphract',
  engineVersion: '0.5.9', // 0.5.9: the Kalka ends as a draw after its default turn limit of 48 turns, the battle file's `turnLimit`, when the option maxTurns is not given (DH-TURNS-1); 0.5.8: DH note b a cavalry unit's free vertices go on one way, never back to a facing held in the hex since it paid (DH-FACE-1; AI searches turned back and forth for ever); 0.5.7: DH 12.21 the owner places the Dismounted Defense (a hex, then a facing, per unit; DH-WR-1); DH 9.31 a failed Line binds all its Knights, each moves before the Line Command ends (DH-CHIV-1); Liegnitz 3.4 the Mongol artillery and Smoke (R-DH-LIEGNITZ-ART); DH 5.44 equal Initiative Skipped (DH-TRUMP-1); 0.5.6: DH 9.4 Mongol dismounted sides flipped in place and 9.4's conditions (DH-DISM-1), 12.21 with them; DH 11.33 the capturing player's choice, a Standard carried by its captor (DH-STD-2) and following its leader's 4.42 placement; DH 9.31 within 6 MP by path (DH-CHIV-1); 0.5.5: Kalka 2.6 one Shock Segment and Trump by Command (R-DH-KALKA-CMD); 0.5.4: DH 11.3 Standards (set-up placement, Rout Goal 11.41–11.44, Standard Rally 11.53–11.55, capture 11.33); 0.5.3: DH 4.23 Lines without contiguity, DH H&D 8.32–8.35, 6.75 the next Feigned Retreat after a passed reaction roll, DH LOS of a unit without missiles (DH-LOS-1), a Feigned Retreat's fire is not OW fire (DH-FR-1); 0.5.2: wedge members keep their places in an Uncontrolled Advance (R-WEDGE), profile steps twoHitRule and reorganizeUnderFire read, sizeRule removed (R-PROFILE-DH), Lent routs move before the Withdrawal check (R-ROUT-1); Tricameron entry one unit after another through one hex, k MP for the k-th, column first, Shock cut-off (R-TRIC-ENTRY); 0.5.1: Command Range reaches the wall archers (R-CMD-WALL), Uncontrolled units may leave a friend's hex (R-UNC-STACK); 0.5.0: 11.1 dismounting (new counters in four battles), scenario rules (wedge, Taginae, Tricameron entry), two-OC 5.51/11.2, profiles; 0.4.0: initial rout ties are the owner's decision (R-ROUT-1); 0.3.0: Dara trench (R-TRENCH-1/2)
  actionSchema,
  positionSchema,
  optionsSchema,
  messages,
  scenarios: listScenarios,
  setup,
  // Issue 17.5: a position players start from is checked against the rules (scenario/validate.ts).
  setupProblems: (input) => (input.position !== undefined ? ruleProblems(positionSchema.parse(input.position)) : []),
  seats: (s) => s.static.sides.map((x) => x.id),
  pending,
  legal,
  step: (draft, seat, action, ctx) => step(draft, seat, action, ctx),
  // Issue 18: random play and search playouts step their own states in place (`advanceOwned`): the one cache keyed
  // by a state object, the legal actions', is dropped by `step`; the others are keyed by the frozen static data.
  ownedSteps: true,
  view: gbohView,
  result,
  clone,
  describeAction,
  // Issue 17.2: events naming a secret piece are its owner's only (secret.ts).
  eventAudience,
  // Issue 17.8: an illegal action answered with the rule that forbids it (explain.ts).
  explainIllegal: (s, seat, a) => explainIllegal(s, seat, a, () => legal(s, seat)),
  // The view's own state (its secret pieces off the map) with a placeholder generator; determinize replaces it.
  determinize: (v, seat, rng) => determinize(stateOfView(v, createRngState(0)), seat, rng, clone),
  renderView: (v) => renderView(v),
};

export default gboh;
