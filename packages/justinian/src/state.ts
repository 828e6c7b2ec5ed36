import { z } from 'zod';
import type { RngState } from '@polemarch/kernel';
import type { BarbarianPowerId, MajorPowerId, MinorPowerId, PowerId } from './data/map';
import type { Allegiance } from './data/tables';

/** The two players (1.0): the Byzantine, and the Barbarian who runs every other power. */
export type Side = 'byzantine' | 'barbarian';
export const SIDES: readonly Side[] = ['byzantine', 'barbarian'];
export const otherSide = (s: Side): Side => (s === 'byzantine' ? 'barbarian' : 'byzantine');

/**
 * A land army (4.3, 4.34). Byzantine armies are the nine army counters (id = the army, leader = its MagMil);
 * a barbarian army is its leader counter (id = leader id). `at` is a province name or `box:<power>`.
 */
export type Army = {
  id: string;
  power: PowerId;
  leader: string | null;
  at: string;
  /** Own SP (Byzantine Field SP; a barbarian army's SP of its power). */
  sp: number;
  /** Minor-power SP allied inside this army (6.34 b, 7.17), per power. */
  allied: Partial<Record<MinorPowerId, number>>;
  unpaid: boolean;
  defeated: boolean;
  disorganized: boolean;
  /** The Ostrogoth/Vandal treasury stacked with this leader (5.41). */
  treasury: boolean;
};

/** A fleet group (4.4): all Fleet SP of a power In Port in a province or On Patrol in a sea area (`sea:<name>`). */
export type Fleet = {
  power: 'byzantine' | 'vandals' | 'ostrogoths';
  at: string;
  sp: number;
  unpaid: boolean;
};

/** The unit an activation is using now, with its movement state (7.0). */
export type ActiveUnit =
  | {
      kind: 'army';
      id: string;
      mp: number;
      /** The province it entered last from (8.13: no RBC into it) and whether that entry crossed a strait (11.7). */
      from: string | null;
      strait: boolean;
      /** Landed by a fleet this activation: may attack at 0 MP with −2 (7.24). */
      landed: boolean;
      /** 6.27 desertion already paid this activation. */
      desertionPaid: boolean;
      /** 6.52: just combined: SP may be redistributed among the armies before anything else. */
      redistribute?: boolean;
      /** Control at the start of the activation (6.54, 7.32, 8.17). */
      control: Record<string, string | null>;
    }
  | {
      kind: 'fleet';
      power: Fleet['power'];
      sp: number;
      at: string;
      /** Sea areas entered, in order; the first after leaving port is free (7.21). */
      path: string[];
      counted: number;
      carrying: string | null;
      unpaid: boolean;
      control: Record<string, string | null>;
    };

/** An attack waiting for the defender's Retreat Before Combat choices (8.12, 8.13). */
export type PendingAttack = {
  province: string;
  target: string;
  /** Defending armies still to decide on RBC. */
  toDecide: string[];
};

/** Interception attempts being declared by the non-moving side (7.31–7.33). */
export type PendingIntercept = {
  province: string;
  /** The army entering: the active army, or an army retreating before combat (8.14). */
  mover: string;
  candidates: string[];
  chosen: string[];
};

/** A naval interception in progress (7.34–7.36). */
export type PendingNaval = {
  sea: string;
  stage: 'declare' | 'avoid';
  /** Set when the fleet entering is carrying a defeated army's retreat (8.21), not an activated fleet. */
  retreat?: SeaRetreat;
};

/**
 * A defeated army retreating by its own power's fleet (8.21), on its way through the sea areas of its route. The fleet
 * is off the map's fleets while it sails (as an activated fleet is), the army at `sea:<area>`; an enemy fleet On Patrol
 * in an area it enters may intercept it (7.34), and it cannot avoid that battle (7.36).
 */
export type SeaRetreat = {
  army: string;
  power: Fleet['power'];
  sp: number;
  unpaid: boolean;
  /** The sea areas it sails through, the first the one next to the port (7.21), the last bordering `to`. */
  route: string[];
  /** The index in `route` of the next area to enter. */
  next: number;
  /** The friendly province where the army lands. */
  to: string;
};

/** Armies of a defeated/drawn side that must retreat, one decision each (8.21). */
export type PendingRetreat = {
  armies: string[];
  /** The province the battle was fought in. */
  province: string;
  /** The province the other side came from, when it was the mover. */
  exclude: string | null;
};

/** A group of land SP that can take losses: an army, a Frontier group, a detached barbarian group. */
export type LossGroup = { kind: 'army'; id: string } | { kind: 'frontier'; at: string } | { kind: 'detached'; power: BarbarianPowerId; at: string };

/**
 * Losses a side still has to distribute (8.21: "the owner distributes his losses as he wishes among the SP involved";
 * 9.0 Plague; 6.27 Vandal desertion). Opened only when the choice matters: two or more groups with SP and fewer
 * losses than their total; otherwise the engine applies them at once.
 */
export type PendingLoss = { side: Side; groups: LossGroup[]; left: number; rule: string; province: string | null };

/** One land battle (8.1–8.2), as its caller gives it. */
export type BattleInput = {
  province: string;
  attackerSide: Side;
  /** Attacking armies (the active army, or the interceptors 7.33). */
  attackers: string[];
  /** Defending armies. */
  defenders: string[];
  /** All enemy land SP attacked (8.12): Frontier and detached groups defend too. */
  all: boolean;
  /** 11.7: the attacker crossed a strait, or landed (7.24), to attack. */
  strait: boolean;
  /** Control at the start of the activation (8.17). */
  control: Record<string, string | null>;
  /** 3.41: SP the Lazi raise (defenders without leader). */
  lazi?: number;
};

/** What the battle's caller does once the battle is over (the rest of its step, kept as data while the owners distribute losses). */
export type BattleThen =
  | { kind: 'lazi'; mover: string }
  | { kind: 'box'; attacker: string; power: string; to: string }
  | { kind: 'intercept'; mover: string; moverIsActive: boolean; side: Side }
  | { kind: 'attack'; army: string; landed: boolean; side: Side };

/** A battle rolled (8.15) whose losses are being distributed (8.21) before its outcome is applied. */
export type PendingBattle = { input: BattleInput; attackerLoss: number; defenderLoss: number; then: BattleThen };

/** What the activation phase segment is waiting for (6.1–6.5). */
export type Segment =
  | { stage: 'barb-am' }
  | { stage: 'bribe'; power: MinorPowerId; am: 'random' | 'chosen' }
  | { stage: 'ally-use'; power: MinorPowerId }
  | { stage: 'recruit-major'; power: 'vandals' | 'ostrogoths' }
  | { stage: 'place-recruits'; power: 'vandals' | 'ostrogoths'; sp: number }
  | { stage: 'choose-unit'; power: BarbarianPowerId; seat: Side; co: boolean }
  | { stage: 'byz-act' }
  | { stage: 'unit'; seat: Side; power: PowerId; co: boolean; army: string | null }
  | { stage: 'co-minor'; minor: MinorPowerId | null };

/** The set-up decisions (3.2, 3.3): which side places, what, and how many SP or Fleet SP are still to place. */
export type Deployment = {
  side: Side;
  step: 'byz-armies' | 'byz-sp' | 'byz-fleets' | 'ostrogoths-leader' | 'ostrogoths-sp' | 'ostrogoths-fleet' | 'vandals-leader' | 'vandals-sp';
  left: number;
  /** Byzantine army counters still to place (3.21). */
  toPlace: string[];
};

export type Phase = 'setup' | 'upkeep' | 'levy' | 'fleet-buy' | 'new-army' | 'magmil' | 'activation' | 'over';

export type JustinianState = {
  rng: RngState;
  /** 'two-player' or 'solitaire' (the Barbarian is the system seat: the engine decides for it). */
  mode: 'two-player' | 'solitaire';
  options: { fortCountsAsCoastal: boolean; maxTurns: number; treasuryRoll: 'ten-dice' | 'one-die'; setup: 'players' | 'historical' };
  /** The set-up in progress (3.2, 3.3), null once play begins. */
  deploy: Deployment | null;
  turn: number;
  phase: Phase;
  treasury: number;
  /** 9.0 Justinian Builds: G still owed, taken from the next income. */
  goldDebt: number;
  plagues: number;
  halfIncomeNext: boolean;
  armies: Army[];
  frontier: Record<string, { sp: number; unpaid: boolean }>;
  /** Barbarian detached SP (4.33, 7.17), one group per power and province. */
  detached: { power: BarbarianPowerId; at: string; sp: number }[];
  fleets: Fleet[];
  /** Barbarian control markers (3.4, 7.18). */
  control: Record<string, MajorPowerId>;
  revolt: string[];
  builtForts: string[];
  /** Ostrogoth/Vandal treasuries (5.4): province, or null when carried (`Army.treasury`) or captured. */
  treasuries: Record<'ostrogoths' | 'vandals', { at: string | null; captured: boolean }>;
  /** MagMil cup (3.24): its content is public, the draw is random. */
  cup: string[];
  /** MagMils not commanding an army and not in the cup, waiting in a province (4.13). */
  eliminatedLeaders: string[];
  eliminatedPowers: ('ostrogoths' | 'vandals')[];
  /** 8.26: the last Persian leader waiting on the turn track, back at the start of `turn`. */
  persianOnTrack: { leader: string; turn: number } | null;
  allegiance: Partial<Record<MinorPowerId, Allegiance>>;
  /** Powers activated this turn (6.31 first activation), leaders that recruited (6.23, 6.26), powers that recruited by 6.24. */
  activatedPowers: BarbarianPowerId[];
  recruitedLeaders: string[];
  majorRecruited: ('ostrogoths' | 'vandals')[];
  /** MagMils who lost a battle this turn / last turn (4.14). */
  lostBattle: string[];
  lostBattleLastTurn: string[];
  /** Army counters raised this turn (5.34: one a turn). */
  raisedThisTurn: boolean;
  /** B/1 or activation levy: SP still to place, and whether Praesental armies are filled first (5.32). */
  levy: number;
  /** Activation bookkeeping (6.1–6.5). */
  acts: {
    barbarian: number;
    byzantine: number;
    chosenLeft: number;
    randomLeft: number;
    coThisTurn: boolean;
    /** 6.45: 'declared' after the first of two, 'second' while the second runs. */
    double: 'none' | 'available' | 'declared' | 'used';
    secondInRow: boolean;
    skipNext: boolean;
    nika: boolean;
    fortBuilt: boolean;
    /** 9.0: a second Plague on Turn 7+ ends the game. */
    plagueEnd: boolean;
    /** The running activation is a Barbarian one (an allied minor may still be commanded by the Byzantine, 6.34 a). */
    inBarbarian: boolean;
    next: Side;
  };
  segment: Segment | null;
  unit: ActiveUnit | null;
  attack: PendingAttack | null;
  intercept: PendingIntercept | null;
  naval: PendingNaval | null;
  retreat: PendingRetreat | null;
  /** Losses waiting for their owner (8.21), first in the list first. */
  losses: PendingLoss[];
  /** The battle waiting for those losses (8.21). */
  battle: PendingBattle | null;
  /** A3: maintenance groups still to decide (5.21–5.23). */
  upkeepQueue: string[];
  /** 6.52: Byzantine armies combined under the activated army's MagMil (commander id → the other armies), until B/1. */
  combined: Record<string, string[]>;
  /** 4.13: MagMils waiting in a province without an army to command. */
  unattached: Record<string, string>;
  /** 5.32 levy in progress: SP added per army this levy (5.24, 8.25 side effects), and Fleet SP purchase open (5.33). */
  levyAdded: Record<string, { added: number; before: number }>;
  buyingFleet: boolean;
  /** B3: the one optional replacement (4.14) already used. */
  replacedOne: boolean;
  /** 6.43: the minor power of a Combined Operation, activated after the major one. */
  coMinor: MinorPowerId | null;
  coMajor: MajorPowerId | null;
  outcome: { winner: Side; reason: string } | null;
};

const str = z.string().min(1).max(60);
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pay'), group: str }),
  z.object({ type: z.literal('unpaid'), group: str }),
  z.object({ type: z.literal('levy-army'), army: str }),
  z.object({ type: z.literal('levy-frontier'), province: str }),
  z.object({ type: z.literal('buy-fleet'), province: str }),
  z.object({ type: z.literal('raise'), army: str, province: str }),
  z.object({ type: z.literal('replace'), army: str }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('chosen'), power: str }),
  z.object({ type: z.literal('random') }),
  z.object({ type: z.literal('co'), power: str }),
  z.object({ type: z.literal('co-minor'), power: str }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('bribe'), gold: z.number().int().min(0).max(9) }),
  z.object({ type: z.literal('ally-activate') }),
  z.object({ type: z.literal('ally-join'), army: str }),
  z.object({ type: z.literal('recruit'), yes: z.boolean() }),
  z.object({ type: z.literal('place'), province: str }),
  z.object({ type: z.literal('use-army'), army: str }),
  z.object({ type: z.literal('use-fleet'), at: str }),
  z.object({ type: z.literal('activate-army'), army: str }),
  z.object({ type: z.literal('activate-fleet'), at: str }),
  z.object({ type: z.literal('levy-roll') }),
  z.object({ type: z.literal('fort'), province: str }),
  z.object({ type: z.literal('double') }),
  z.object({ type: z.literal('magmil-move'), leader: str, to: str }),
  z.object({ type: z.literal('nika'), army: str }),
  z.object({ type: z.literal('move'), to: str }),
  z.object({ type: z.literal('attack'), target: str }),
  z.object({ type: z.literal('marker') }),
  z.object({ type: z.literal('recover'), status: z.enum(['disorganized', 'defeated']) }),
  z.object({ type: z.literal('frontier'), sp: z.number().int().min(1).max(35) }),
  z.object({ type: z.literal('detach'), sp: z.number().int().min(1).max(80) }),
  z.object({ type: z.literal('pickup') }),
  z.object({ type: z.literal('combine') }),
  z.object({ type: z.literal('shift'), from: str, to: str }),
  z.object({ type: z.literal('transfer') }),
  z.object({ type: z.literal('trade-fleet'), province: str }),
  z.object({ type: z.literal('disband') }),
  z.object({ type: z.literal('embark'), army: str }),
  z.object({ type: z.literal('sail'), sea: str }),
  z.object({ type: z.literal('port'), province: str }),
  z.object({ type: z.literal('patrol') }),
  z.object({ type: z.literal('end') }),
  z.object({ type: z.literal('intercept'), army: str }),
  z.object({ type: z.literal('rbc'), army: str, to: str }),
  z.object({ type: z.literal('stand'), army: str }),
  z.object({ type: z.literal('retreat'), army: str, to: str }),
  z.object({ type: z.literal('naval-intercept'), yes: z.boolean() }),
  z.object({ type: z.literal('avoid'), yes: z.boolean() }),
  z.object({ type: z.literal('lose'), group: str }),
  z.object({ type: z.literal('setup-default') }),
  z.object({ type: z.literal('setup-army'), army: str, province: str }),
  z.object({ type: z.literal('setup-sp'), to: str, sp: z.number().int().min(1).max(5) }),
  z.object({ type: z.literal('setup-fleet'), province: str }),
]);
export type JustinianAction = z.infer<typeof actionSchema>;

export function cloneState(s: JustinianState): JustinianState {
  return JSON.parse(JSON.stringify(s)) as JustinianState;
}
