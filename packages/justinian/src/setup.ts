import { structuralProblems } from './validate';
import { z } from 'zod';
import { GameError, type Random, type ScenarioInfo, type StepContext } from '@polemarch/kernel';
import { PROVINCES, MINOR_POWERS } from './data/map';
import { MAGISTRI, leaderData } from './data/leaders';
import { LATE_MAGISTRI } from './data/leaders';
import { settle } from './decisions';
import { cupAtStart } from './forces';
import { startTurn } from './phases';
import type { Army, JustinianState } from './state';

/**
 * The set-ups (3.2, 3.3). The Byzantine and Barbarian set-up choices (where the armies stand, how the 100 SP are split)
 * are fixed to one historical default (ruling R-SETUP): a position file may give any other legal set-up.
 */
export const SCENARIOS: ScenarioInfo[] = [
  { id: 'campaign', name: 'The Reconquest of Rome (two players)', nameIt: 'La Riconquista di Roma (due giocatori)', year: '528–567', seats: ['byzantine', 'barbarian'], status: 'playable', notes: ['map reconstructed from the text and the period (see docs/rules/justinian-rulings.md)', 'leader values provisional except Belisarius, John Troglita, Chosroes, Hilderic, Witigis'] },
  { id: 'solitaire', name: 'The Reconquest of Rome (solitaire: the Barbarian is run by the rules)', nameIt: 'La Riconquista di Roma (solitario)', year: '528–567', seats: ['byzantine'], status: 'playable', notes: ['the Barbarian is a system seat (ruling R-SOLO)'] },
];

/** The default Byzantine set-up (3.21–3.23): 100 SP, ≥10 in each Praesental army, ≥1 in the others, ≤35 each. */
export const BYZANTINE_SETUP = {
  armies: [
    { id: 'praesentalI', at: 'Europa', sp: 25 },
    { id: 'praesentalII', at: 'Bithynia', sp: 15 },
    { id: 'east', at: 'Mesopotamia', sp: 25 },
    { id: 'thrace', at: 'Thracia', sp: 10 },
    { id: 'illyricum', at: 'Dalmatia', sp: 5 },
  ],
  frontier: { 'Armenia IV': 4, Osrhoene: 3, 'Syria I': 3, Scythia: 3, 'Moesia II': 2, 'Dacia Ripensis': 2, 'Aegyptus I': 3 } as Record<string, number>,
  fleets: { Europa: 2, 'Aegyptus I': 2 } as Record<string, number>,
  treasury: 30,
};
/** The default Barbarian set-up (3.31–3.33). */
export const BARBARIAN_SETUP = {
  ostrogoths: { leader: 'athalaric', at: 'Flaminia', sp: 20, detached: { Campania: 5, Liguria: 5 } as Record<string, number>, fleet: 'Campania', treasury: 'Flaminia' },
  vandals: { leader: 'hilderic', at: 'Zeugitania', sp: 20, detached: { Numidia: 5 } as Record<string, number>, fleet: 'Zeugitania', treasury: 'Zeugitania' },
};

export const optionsSchema = z.object({
  /** Ruling 13-5: count a controlled Fort province as coastal for the battle DRMs (off: the table as printed). */
  fortCountsAsCoastal: z.boolean().default(false),
  /** 1.0: ten Game Turns (a shorter game for tests). */
  maxTurns: z.number().int().min(1).max(10).default(10),
  /** 5.42: the Byzantine's way of counting a captured treasury. */
  treasuryRoll: z.enum(['ten-dice', 'one-die']).default('ten-dice'),
});
export type JustinianOptions = z.infer<typeof optionsSchema>;

/** A position file: a whole state (without generator), e.g. saved from a game or written for a test. */
export const positionSchema = z.looseObject({ mode: z.enum(['two-player', 'solitaire']), turn: z.number().int(), armies: z.array(z.unknown()) });

const army = (id: string, power: Army['power'], leader: string | null, at: string, sp: number): Army => ({ id, power, leader, at, sp, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury: false });

/** The empty shell of a state (no forces), used by the set-up and by tests. */
export function emptyState(mode: JustinianState['mode'], options: JustinianOptions): Omit<JustinianState, 'rng'> {
  return {
    mode, options, turn: 1, phase: 'activation', treasury: 0, goldDebt: 0, plagues: 0, halfIncomeNext: false,
    armies: [], frontier: {}, detached: [], fleets: [], control: {}, revolt: [], builtForts: [],
    treasuries: { ostrogoths: { at: null, captured: false }, vandals: { at: null, captured: false } },
    cup: [], eliminatedLeaders: [], eliminatedPowers: [], persianOnTrack: null, allegiance: {},
    activatedPowers: [], recruitedLeaders: [], majorRecruited: [], lostBattle: [], lostBattleLastTurn: [], raisedThisTurn: false,
    levy: 0, acts: { barbarian: 0, byzantine: 0, chosenLeft: 2, randomLeft: 3, coThisTurn: false, double: 'none', secondInRow: false, skipNext: false, nika: false, fortBuilt: false, plagueEnd: false, inBarbarian: false, next: 'barbarian' },
    segment: null, unit: null, attack: null, intercept: null, naval: null, retreat: null,
    upkeepQueue: [], combined: {}, unattached: {}, levyAdded: {}, buyingFleet: false, replacedOne: false, coMinor: null, coMajor: null, outcome: null,
  };
}

/** A StepContext for the set-up: draws from the game's generator, events are not logged. */
export const setupContext = (rng: Random): StepContext => ({ rng, emit: () => undefined, reveal: () => undefined });

/** Build the standard set-up and play the automatic steps to the first decision. */
export function buildCampaign(mode: JustinianState['mode'], options: JustinianOptions, rng: Random): Omit<JustinianState, 'rng'> {
  const s = emptyState(mode, options) as JustinianState;
  const ctx = setupContext(rng);
  // 3.24: five MagMil drawn at random for the five armies, then Belisarius and Narses join the cup.
  s.cup = cupAtStart(MAGISTRI.map((m) => m.id));
  for (const a of BYZANTINE_SETUP.armies) {
    const i = rng.int(s.cup.length);
    const [m] = s.cup.splice(i, 1);
    s.armies.push(army(a.id, 'byzantine', m ?? null, a.at, a.sp));
  }
  s.cup.push(...LATE_MAGISTRI);
  s.frontier = Object.fromEntries(Object.entries(BYZANTINE_SETUP.frontier).map(([p, sp]) => [p, { sp, unpaid: false }]));
  for (const [p, sp] of Object.entries(BYZANTINE_SETUP.fleets)) s.fleets.push({ power: 'byzantine', at: p, sp, unpaid: false });
  s.treasury = BYZANTINE_SETUP.treasury;
  for (const power of ['ostrogoths', 'vandals'] as const) {
    const b = BARBARIAN_SETUP[power];
    s.armies.push(army(b.leader, power, b.leader, b.at, b.sp));
    for (const [p, sp] of Object.entries(b.detached)) s.detached.push({ power, at: p, sp });
    s.fleets.push({ power, at: b.fleet, sp: power === 'vandals' ? 3 : 1, unpaid: false });
    s.treasuries[power] = { at: b.treasury, captured: false };
    const pref = power === 'ostrogoths' ? 'Italy' : 'Africa';
    for (const p of PROVINCES) if (p.prefecture === pref) s.control[p.name] = power;
  }
  // 3.33: the Persian leaders in the Sassanid box, the minor leaders in their boxes.
  for (const l of ['chosroes', 'perozes']) s.armies.push(army(l, 'persia', l, 'box:persia', 0));
  for (const m of MINOR_POWERS) s.armies.push(army(m, m, m, `box:${m}`, 0));
  startTurn(s, ctx);
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
  settle(s, setupContext(rng));
  return s;
}
export { leaderData };
