import { structuralProblems } from './validate';
import { z } from 'zod';
import { GameError, type Random, type ScenarioInfo, type StepContext } from '@polemarch/kernel';
import { leaderData } from './data/leaders';
import { settle } from './decisions';
import { deployHistorical, startDeployment } from './deployment';
import type { JustinianState } from './state';

/**
 * The scenarios and options. The set-ups (3.2, 3.3) are the players' decisions (`deployment.ts`); option `setup:
 * historical` takes the default of ruling R-SETUP for both sides; a position file may give any other legal set-up.
 */
export const SCENARIOS: ScenarioInfo[] = [
  { id: 'campaign', name: 'The Reconquest of Rome (two players)', nameIt: 'La Riconquista di Roma (due giocatori)', year: '528–567', seats: ['byzantine', 'barbarian'], status: 'playable', notes: ['map reconstructed from the text and the period (see docs/rules/justinian-rulings.md)', 'leader values provisional except Belisarius, John Troglita, Chosroes, Hilderic, Witigis'] },
  { id: 'solitaire', name: 'The Reconquest of Rome (solitaire: the Barbarian is run by the rules)', nameIt: 'La Riconquista di Roma (solitario)', year: '528–567', seats: ['byzantine'], status: 'playable', notes: ['the Barbarian is a system seat (ruling R-SOLO)'] },
];

export { BARBARIAN_SETUP, BYZANTINE_SETUP } from './deployment';

export const optionsSchema = z.object({
  /** Ruling 13-5: count a controlled Fort province as coastal for the battle DRMs (off: the table as printed). */
  fortCountsAsCoastal: z.boolean().default(false),
  /** 1.0: ten Game Turns (a shorter game for tests). */
  maxTurns: z.number().int().min(1).max(10).default(10),
  /** 5.42: the Byzantine's way of counting a captured treasury. */
  treasuryRoll: z.enum(['ten-dice', 'one-die']).default('ten-dice'),
  /** 3.2–3.3: the players set up (default), or both sides take the historical default of ruling R-SETUP. */
  setup: z.enum(['players', 'historical']).default('players'),
});
export type JustinianOptions = z.infer<typeof optionsSchema>;

/** A position file: a whole state (without generator), e.g. saved from a game or written for a test. */
export const positionSchema = z.looseObject({ mode: z.enum(['two-player', 'solitaire']), turn: z.number().int(), armies: z.array(z.unknown()) });


/** The empty shell of a state (no forces), used by the set-up and by tests. */
export function emptyState(mode: JustinianState['mode'], options: JustinianOptions): Omit<JustinianState, 'rng'> {
  return {
    mode, options, deploy: null, turn: 1, phase: 'activation', treasury: 0, goldDebt: 0, plagues: 0, halfIncomeNext: false,
    armies: [], frontier: {}, detached: [], fleets: [], control: {}, revolt: [], builtForts: [],
    treasuries: { ostrogoths: { at: null, captured: false }, vandals: { at: null, captured: false } },
    cup: [], eliminatedLeaders: [], eliminatedPowers: [], persianOnTrack: null, allegiance: {},
    activatedPowers: [], recruitedLeaders: [], majorRecruited: [], lostBattle: [], lostBattleLastTurn: [], raisedThisTurn: false,
    levy: 0, acts: { barbarian: 0, byzantine: 0, chosenLeft: 2, randomLeft: 3, coThisTurn: false, double: 'none', secondInRow: false, skipNext: false, nika: false, fortBuilt: false, plagueEnd: false, inBarbarian: false, next: 'barbarian' },
    segment: null, unit: null, attack: null, intercept: null, naval: null, retreat: null, losses: [], battle: null,
    upkeepQueue: [], combined: {}, unattached: {}, levyAdded: {}, buyingFleet: false, replacedOne: false, coMinor: null, coMajor: null, outcome: null,
  };
}

/** A StepContext for the set-up: draws from the game's generator, events are not logged. */
export const setupContext = (rng: Random): StepContext => ({ rng, emit: () => undefined, reveal: () => undefined });

/** The set-up (3.2, 3.3): the fixed part, then the players' decisions (or the historical default), up to the first decision. */
export function buildCampaign(mode: JustinianState['mode'], options: JustinianOptions, rng: Random): Omit<JustinianState, 'rng'> {
  const s = emptyState(mode, options) as JustinianState;
  const ctx = setupContext(rng);
  startDeployment(s);
  if (options.setup === 'historical') deployHistorical(s, ctx);
  settle(s, ctx);
  return s;
}

export function setupFromPosition(position: unknown, rng: Random): Omit<JustinianState, 'rng'> {
  const parsed = positionSchema.safeParse(position);
  if (!parsed.success) throw new GameError('bad-setup', 'invalid Justinian position: a whole game state without its generator (mode, turn, armies, ...)');
  // Issue 17.5: a position the engine could not even read is refused here with what is wrong (validate.ts).
  const problems = structuralProblems(position);
  if (problems.length > 0) throw new GameError('bad-setup', `invalid position: ${problems.slice(0, 8).join('; ')}${problems.length > 8 ? `; and ${problems.length - 8} more` : ''}`);
  const s = structuredClone(parsed.data) as unknown as JustinianState;
  // Positions saved before losses became the owner's decision (engine 2) have no pending losses.
  s.losses ??= [];
  s.battle ??= null;
  s.deploy ??= null;
  settle(s, setupContext(rng));
  return s;
}
export { leaderData };
