import { z } from 'zod';
import type { BaseState } from '@polemarch/kernel';
import type { Size } from './data/italy';
import type { Abs, Letter } from './tables';

/** A seat: 'rome' and the non-Roman protagonist of the scenario ('carthage', 'samnite'). */
export type Side = string;
export type UnitType = 'inf' | 'cav' | 'el';

/**
 * Combat units of one Contingent and type (2.21: interchangeable like money). Roman legion strength is a
 * group per legion and type (`legion` the numeral, `al` the Allied Legion, `vet` Veteran, 8.13–8.15).
 */
export type Group = { c: string; t: UnitType; sp: number; elite?: boolean; legion?: string; al?: boolean; vet?: boolean };

/** All of one side's units in one place (a hex, inside or outside its city): a Force (2.4). */
export type Stack = {
  side: Side;
  hex: number;
  inCity: boolean;
  groups: Group[];
  /** After-Battle Status of its worst unit (8.54). */
  abs: Abs;
  /** 6.46: some units left their province this turn (no Inertia Attrition for a Force that moved). */
  moved: boolean;
  /** 6.55: Failed Interception marker, removed at the end of the Campaign Phase. */
  failedInterception: boolean;
  /** 7.28: Scattered by a Naval Transport roll (treated as Useless until Reformed, 5.3 I). */
  scattered?: boolean;
};

export type Office = 'consul' | 'proconsul' | 'praetor' | 'dictator' | 'magister' | 'urbanus';

export type Leader = {
  id: string;
  name: string;
  side: Side;
  /** Ratings (5.11): Initiative, Battle letter (CER for Romans), Subordinate, Campaign, Guile, Mortality. */
  init: number;
  letter: Letter;
  sub: number;
  cr: number;
  gp: number;
  mr: number;
  roman: boolean;
  hex: number | null;
  inCity: boolean;
  /** 12.35 (rulings AMB-1, AMB-2): `hostage` until ransomed, `deserted` for the game: out of play, not killed. */
  status: 'map' | 'pool' | 'wounded' | 'killed' | 'hostage' | 'deserted';
  office: Office | null;
  oc: boolean;
  /** Campaign Phases conducted this turn (4.13). */
  used: number;
  /** 5.52: Guile Points spent this turn. */
  gpUsed: number;
  /** RRR 5.44: Senate permissions granted this turn. */
  permissions: string[];
  /** RRR 5.17 (ruling PRA-6): a praetor's own legion (its numeral), over which he keeps imperium. */
  legion?: string;
  /** 12.35 Diplomatic Disasters: the ambassador's fate and province (public); absent when none. */
  envoy?: Envoy;
  /**
   * 12.33 an ambassador-only counter (S3 Cineas, ruling P-8): his Diplomacy Rating (12.34). Never on the map, no LAM,
   * never a commander; `pool` while he may be sent. Absent for every other leader.
   */
  ambassadorRating?: 'A' | 'B' | 'C' | 'D';
};

/**
 * 12.35 (rulings AMB-1…AMB-3): an ambassador held hostage (`ransom` GP to free him), who deserted (out for the game),
 * or whose audience in `province` was postponed in `turn` (he may go back there in a later year without a new draw).
 */
export type Envoy = { province: string; fate: 'hostage' | 'deserted' | 'postponed'; turn: number; ransom?: number };

/** 8.64: a leader killed or wounded on the map this turn: his side, his office and where he stood (8.65). */
export type Vacancy = { leader: string; side: Side; office: Office | null; hex: number; inCity: boolean };

export type CityState = {
  name: string;
  size: Size;
  sacked: boolean;
  /** The side besieging it (9.21), or null. */
  siege: Side | null;
  /** 9.14: IDS points lost to Siege Attrition with no infantry inside. */
  idsLost: number;
  /** 9.33: the besieger declined to forage for this siege (ruling E-10). */
  noForage?: boolean;
  /** 11.22: the last side with a combat unit inside (Small cities). */
  last: Side | null;
};

export type ProvinceState = {
  id: string;
  inPlay: boolean;
  /** Alliance Track (12.22): + toward the first seat (Rome), − toward the second; ±4 Actively Allied. */
  alliance: number;
  /** Home province of a side (12.11), never shifted. */
  home: Side | null;
  /** Diplomatic Control (12.24), sticky until the other side reaches 4. */
  dip: Side | null;
  /** Military Control (11.1) now, and at scenario start (it reverts there, 11.12). */
  mil: Side | null;
  initial: Side | null;
  /** Hannibal scenario (*): control does not revert automatically. */
  sticky: boolean;
  devastated: boolean;
  /** RRR 10.13: recruited this turn. */
  recruited: boolean;
  /** Military control at the start of the turn (RRR friendly-province attrition benefit). */
  milAtStart: Side | null;
};

/** 9.9 A Siege Engine: a combat unit without SP, part of the Force of its side at its place (ruling E-22). */
export type SiegeEngine = { side: Side; hex: number; inCity: boolean };

/** A Force (or a lone leader) moving in a Movement operation (6.0): its units travel with it. */
export type Move = {
  leaders: string[];
  groups: Group[];
  abs: Abs;
  hex: number;
  inCity: boolean;
  from: number | null;
  /** Provinces entered this segment, true when some hex of it was entered off road (6.41). */
  provinces: Record<string, boolean>;
  mountain: number;
  mountainRun: number;
  mountainShift: boolean;
  marsh: number;
  rivers: number;
  overrun: boolean;
  steps: number;
  /** Enemy leaders that already tried to intercept this operation (6.53). */
  intercepted: string[];
  /** Hex where the mover was last offered to interceptors (no second offer for the same hex). */
  offered: number | null;
  /** The last step crossed a river without a road (8.31 −3 for an attack). */
  lastRiver: boolean;
  /** A step waiting for a same-hex interception answer (6.52). */
  pendingTo: number | null;
  /** The province the Force started this segment in. */
  startProvince: string;
  /** 9.92: Siege Engines travelling with the Force (they move only with the whole Force; absent = none). */
  engines?: number;
};

export type Activation = {
  lam: string;
  side: Side;
  leader: string;
  ops: number;
  recruited: boolean;
  surrenderTried: string[];
  move: Move | null;
  /** The mover entered the battle hex from here (the retreat / avoidance hexside, 8.23, 8.37). */
  entered: number | null;
  /** 7.27: the Force landed here from the sea this Campaign Phase (an attack from it is at −3). */
  landed?: number;
  /** S1.10 76–84: the seat operating a leader of a side without a seat (Cleonymus); else the side decides. */
  seat?: Side;
  /** 5.3 C / 6.13: the OC is moving this leaderless allied Force (its place), the only operation of the LAM. */
  allied?: { hex: number; inCity: boolean };
};

/** A question to a seat in the middle of a sequence (a reaction, or the active seat's follow-up choice). */
export type Ask =
  | { kind: 'choose-magistrate'; side: Side; office: string; candidates: string[] }
  /** 6.5; `river`: 6.35, the Forces controlling the river the mover has just crossed into `hex` (a Same-Hex Interception). */
  | { kind: 'intercept'; side: Side; hex: number; leave: boolean; river?: true; candidates: string[] }
  /** 6.56: the moving side may intercept the interceptor (`interceptor`, walking `path` to `target`) in `hex` = path[at]. */
  | { kind: 'counter'; side: Side; hex: number; interceptor: string; target: number; path: number[]; at: number; ambush: boolean; candidates: string[] }
  /** 6.57: the moving Force may join `joined`, who intercepted `interceptor` in `hex` (Double Envelopment). */
  | { kind: 'envelop'; side: Side; hex: number; interceptor: string; joined: string; candidates: string[] }
  | { kind: 'avoid'; side: Side; hex: number; options: { to: number; inCity: boolean }[] }
  | { kind: 'retreat'; side: Side; hex: number; options: number[]; then: Then }
  | { kind: 'sack'; side: Side; city: string; then: Then }
  | { kind: 'devastate'; side: Side; options: string[] }
  | { kind: 'coordinate'; side: Side; hex: number; candidates: string[] }
  | { kind: 'elephants'; side: Side; hex: number; max: number }
  | { kind: 'devotio'; side: Side; hex: number; candidates: string[] }
  /**
   * S3.1 Pyrrhus' landing hex; S1.3 the Gauls' hex; S3.4 (`mago`) the Western Sicilian port of Mago's army and levies;
   * S3.4 (`recall`, ruling P-18) the Western Sicilian city where a Force's Carthaginians go when Carthage's control is lost.
   */
  | { kind: 'deploy'; side: Side; options: number[]; mago?: boolean; recall?: true }
  /**
   * RRR 5.15 (ruling E-17): appoint a Dictator for a voluntary Emergency (`now`: arisen during the turn, DIC-1: he takes
   * office at once). DIC-3: `candidates`, magistrates who triumphed he may name instead of the draw; `mandatory`: no declining.
   */
  | { kind: 'dictator'; side: Side; now?: true; mandatory?: true; candidates?: string[] }
  /** S1.10 76–84: the seat may operate Cleonymus now (its opponent rolled a 0 for Continuation). */
  | { kind: 'cleonymus'; side: Side }
  /** RRR 9.91 / 10.24 (ruling RRR-10): the last of 2+ new legions may be a Siege Engine in Rome instead. */
  | { kind: 'engine'; side: Side; hex: number }
  /** RRR 5.35 (ruling E-13): keep last year's Field Consul in office as proconsul with his army? */
  | { kind: 'prorogue'; side: Side; leader: string }
  /** RRR 5.17 (ruling PRA-1): a praetor for the leaderless legion at `hex`? (`candidates`: triumphant magistrates he may name.) */
  | { kind: 'praetor'; side: Side; hex: number; inCity: boolean; candidates: string[] }
  /**
   * RRR 5.14 (ruling PRO-1): a proconsul drawn from the pool (or a named one who triumphed, `candidates`), placed at
   * `hex` with the Consular Army and assigned one of `provinces`? At the elections one province; mid-turn (new legions) any with room.
   */
  | { kind: 'proconsul'; side: Side; hex: number; inCity: boolean; provinces: string[]; candidates: string[] }
  /** RRR 5.16 (ruling PRA-4): the Dictator may choose a Magister Equitum among `candidates`. */
  | { kind: 'magister'; side: Side; candidates: string[] }
  /** 8.64 A (ruling REP-2): the drawn LAM of `leader`, lost this turn, brings in his replacement? (`candidates`: a non-Roman's pick; Roman: drawn.) */
  | { kind: 'replacement'; side: Side; leader: string; candidates: string[] }
  /** RRR 5.18 (ruling PRA-3): appoint a Praetor Urbanus in Rome? */
  | { kind: 'urbanus'; side: Side }
  /** RRR 5.12 (ruling TRI-4): keep a magistrate who triumphed last year as consul? */
  | { kind: 'reelect'; side: Side; leader: string }
  /**
   * RRR 7.11 / 7.12 (C/2): build Naval Superiority by a roll on R3? `builder` 'rome' is the Roman's own
   * construction, 'carthage' that of Carthage's controller (`side`); `queue` the builders still to ask.
   */
  | { kind: 'construct'; side: Side; builder: Builder; queue: Builder[] }
  /** RRR 7.11 / 7.12: place the levels just built, one zone at a time (`left` still to place). */
  | { kind: 'naval-level'; side: Side; builder: Builder; left: number; queue: Builder[] }
  /**
   * 5.5: how many Guile Points `leader` spends (0…`max`) on an Avoidance roll (8.23: the defender first, his
   * answer hidden from the attacker until both are in, 5.54) or an Unpredictable Result (8.4: the attacker's
   * OC first, then the defender's, openly), or (S2.2, `tribe`, ruling E-16) on the roll-off for a tribe's control.
   */
  /** 12.35 (`desert`, ruling AMB-2): the sender (`leader`) may pay 1 GP more to bring back `envoy`, who deserted in `province`. */
  | { kind: 'guile'; side: Side; event: 'avoidance' | 'unpredictable' | 'censure' | 'tribe' | 'desert'; leader: string; max: number; envoy?: string; province?: string }
  /** RRR 5.11 (ruling E-13): the Field Consul is placed with a Roman army of the Roman's choice (or in Rome). */
  | { kind: 'field-consul'; side: Side; leader: string; options: { hex: number; inCity: boolean }[] }
  /** 9.54, 9.73 (ruling E-7): the winner places the surviving defenders of a city taken without a Sack. */
  | { kind: 'disperse'; side: Side; hex: number; options: { hex: number; inCity: boolean }[]; then: Then }
  /** 8.37 voluntary retreat after a battle nobody had to leave; `next` decides after a decline. */
  | { kind: 'withdraw'; side: Side; hex: number; options: number[]; banned: number | null; then: Then; next: { side: Side; banned: number | null } | null };

/** RRR 7.11 the Roman's own NS construction, RRR 7.12 Carthage's (made by its controller). */
export type Builder = 'rome' | 'carthage';

/** What follows for the active leader once a reaction is answered (T18). */
export type Then = 'roll' | 'roll+2' | 'roll-2' | 'finish' | 'none';

/** E-2: an allocation of losses (6.47, 9.34): the group that takes them first (−1: the engine's spread), the 6.47 elephant option. */
export type LossPlan = { first: number; elephants?: boolean };

/** E-2: losses the engine allocated and the owner may allocate otherwise (lossChoice.ts). */
export type LossChoice = {
  side: Side;
  hex: number;
  inCity: boolean;
  rule: '6.47' | '9.34';
  /** ALP (6.47) or infantry losses to satisfy (9.34). */
  n: number;
  besieger: boolean;
  /** The Force's groups before the loss, and the SP the engine took from each. */
  before: Group[];
  taken: number[];
  options: LossPlan[];
};

/** RRR 5.31 elections in progress (ruling E-13): the Roman decisions still to ask. */
/** `queue`: the magistrates still to ask about (prorogation, re-election, the Field Consul), or in the praetor stage the legions' places already asked. */
/** E-13: the elections under way; `praetors`: last year's praetors still to be prorogued or retired (RRR 5.17, PRA-2). */
export type Elections = { stage: 'prorogue' | 'magister' | 'triumph' | 'field' | 'praetor-prorogue' | 'proconsul' | 'praetor' | 'urbanus' | 'samnite'; queue: string[]; old: string[]; kept?: string[]; praetors?: string[] };

/** 8.53 (ruling TRI-1): a Roman victory that becomes a Triumph if its magistrate brings the army back to Rome this turn. */
export type Laurel = { leader: string; turn: number; lossPct: number; involved: string[] };

/** RRR 5.46 (ruling SEN-4): what the unpermitted move of a leader under Censure produced. */
export type CensureResult = 'none' | 'triumph' | 'victory' | 'draw' | 'defeat' | 'major-defeat';

/** The Senate's records (8.53, RRR 5.4): absent until something is recorded. */
export type Senate = {
  /** 8.53: victories that may still become Triumphs this turn. */
  laurels: Laurel[];
  /** 8.53: magistrates who celebrated a Triumph, with the turn (RRR 5.12 reads the previous one). */
  triumphs: Record<string, number>;
  /** RRR 5.14 C, 5.35 (ruling SEN-1): a proconsul's assigned province, and whether he was prorogued in it. */
  provinces: Record<string, { province: string; prorogued: boolean }>;
  /** RRR 5.18 C: legions raised in Rome this turn that have not moved from it (Legion Training, G/2), oldest first. */
  training?: string[];
  /** RRR 5.46: the leader who used 5.41 exception #3 in this Campaign Phase, checked when he is Finished. */
  censure: { leader: string; result: CensureResult } | null;
};

export type Phase = 'campaign' | 'devastation' | 'over';

export type Tally = { victories: number; major: number; majorThisTurn: number };

export type Outcome = { winner: Side | null; reason: string; detail?: string };

export type TawOptions = {
  /** Safety bound on the hexes of one movement segment (no rule limits it; attrition does). */
  maxSegmentHexes: number;
  /** T13: assault losses on the infantry involved (9.45) or the whole Force (EX-9.45). */
  assaultLossBase: 'infantryInvolved' | 'wholeForce';
  /** 9.94 vs T14: the failed-assault loss rolls that cost a siege engine. */
  siegeEngineLossRolls: 'table' | 'rule';
  /** 6.43 vs T12: Useless shifts 2 rows (rule) or 3 (table). */
  uselessAttritionRows: 2 | 3;
  /** 11.14 for both sides, not the non-Roman only. */
  twoThirdsBothSides: boolean;
  /** T4 [AMBIGUOUS]: the printed bold mark forces a defender retreat at +3. */
  brtPrintedRetreatAt3: boolean;
  /** 6.35 vs EX-6.35a (ruling R-09): river control intercepts automatically instead of by a Same-Hex Interception roll. */
  riverControlAutoIntercept: boolean;
};

export type TawState = BaseState & {
  scenario: string;
  options: TawOptions;
  seats: Side[];
  turn: number;
  lastTurn: number;
  /** Year BC of the turn. */
  year: number;
  phase: Phase;
  /** The LAM cup (C/1): its contents are public, the next draw is the generator's. */
  cup: string[];
  drawn: number;
  /**
   * 5.14: each side's LAMs drawn this turn (`O:` office LAMs are Rome's, `L:<id>` his side's; Siege Attrition and
   * Augury nobody's): a leader arriving after two or more gets one LAM this turn (`lateLams`). Reset at C/1.
   */
  lamsDrawn?: Record<Side, number>;
  leaders: Leader[];
  stacks: Stack[];
  cities: Record<string, CityState>;
  provinces: Record<string, ProvinceState>;
  activation: Activation | null;
  ask: Ask | null;
  /** An attack announced and waiting for the defender's Avoidance answer (8.2). */
  pendingBattle: {
    hex: number;
    river: boolean;
    failed: boolean;
    asked: Side[];
    amphibious?: boolean;
    /** 8.36: elephant SP each side chose to commit (E-3). */
    commit?: Record<Side, number>;
    /** RRR 8.31: the leader the Roman sacrifices, or '' when he declined. */
    devotio?: string;
    /** 9.23: a sortie by the besieged Force against the besiegers (no Avoidance). */
    sortie?: boolean;
    /** 8.23: the Avoidance `side` declared, waiting for the Guile Points (5.5); `attacker` the attacking leader's, once he answered. */
    avoiding?: { side: Side; to: number; inCity: boolean; attacker?: number };
  } | null;
  /** Defenders of a captured city waiting for the Sack decision (9.54, 9.73). */
  displaced: { side: Side; groups: Group[]; leaders: string[]; hex: number } | null;
  /** Devastation Phase: sides still to decide (F/2). */
  devastationQueue: Side[];
  tally: Record<Side, Tally>;
  /** Augury row shift for Movement and Inertia Attrition this turn (drought +, good weather −). */
  attritionShift: number;
  /** Augury modifier to besiegers' Siege Attrition this turn. */
  siegeShift: number;
  /** Augury modifier to Roman legion requests this turn (Musicians' strike −2). */
  auguryRecruitDrm: number;
  /** RRR 5.15: an Emergency arose last turn (a Dictator is appointed at the elections). */
  emergency: boolean;
  /** RRR 5.15 (ruling DIC-1): the turn in which the Roman was asked about a voluntary Emergency during the turn (asked once a year). */
  dictatorAsked?: number;
  /** S1.6 (ruling RRR-21): a Roman army led by a consul lost a battle (any level) this turn. */
  consulDefeated?: true;
  /** RRR 5.15 (ruling DIC-3): the magistrate who triumphed the Roman named as the elections' Dictator. */
  dictatorNamed?: string;
  /** S1.5: the side that has made this turn's one recruitment attempt (Samnite Wars). */
  samniteRecruitedBy: Side | null;
  /** Next legion numeral (RRR counter mix). */
  legionSerial: number;
  /** Scenario data the rules read (special IDS, roads in play, start-of-turn flags). */
  rules: {
    mediumIds: number;
    romeIds: number;
    roadLevels: string[];
    nonRoman: Side;
    /** Rome may enter cities of provinces whose alliance favours it (S4.3). */
    enterFavouredCities: boolean;
    noRecruitTurn: number;
    recruitCap: number;
    maxLegions: number;
    /** 13.0: the Augury marker goes in the cup. */
    augury: boolean;
    /** 12.3: Ambassadors may be sent (not in "Folgore", S4.3). */
    ambassadors: boolean;
    /** 8.6: Alexander's scenario plays without leader losses. */
    leaderLosses: boolean;
    /** Provinces a side may never enter (S1: Romans stay in Roman Italy). */
    noEnter: Record<Side, string[]>;
    /**
     * 9.91, RRR 9.91: who may still build Siege Engines (`rome`, `syracuse`) and how many ('any': no
     * limit). Absent: nobody (S1, S2: "no one has or may use them").
     */
    engineBuilds?: Record<string, number | 'any'>;
  };
  outcome: Outcome | null;
  /** 7.0 Naval Superiority (scenarios that use it): each side's NS level per Naval Zone, the Augury's weather DRM. */
  naval?: {
    ns: Record<Side, Record<string, number>>;
    weatherDrm: number;
    /** RRR 7.11 / 7.12: NS levels built this turn by each builder (−2 per level on that side's recruitment rolls). */
    built?: Partial<Record<Builder, number>>;
  };
  /** 9.9 Siege Engines on the map, one entry each, at a place like a Force's (absent: none built yet). */
  engines?: SiegeEngine[];
  /**
   * 5.54: Guile Points committed in secret to an Avoidance roll or a tribe's roll-off (S2.2), waiting for the
   * other side's (shown only to `side`'s seat: view.ts).
   */
  secretGuile?: { side: Side; gp: number };
  /**
   * S2.2 (ruling E-16): the roll-off of the two other players for the tribe an incursion into `to` mobilises,
   * asked before the step: each seat's OC (`leader`, null when he has no Guile Points left) in turn; the
   * first answer is `secretGuile` (5.54), the second `second`.
   */
  tribeRollOff?: { tribe: string; to: number; bidders: { side: Side; leader: string | null }[]; second?: number };
  /** 8.4: a battle stopped at an "X" for the Guile Points of the two OCs (5.5), resumed when both are in. */
  unpredictable?: Unpredictable;
  /** E-2: loss allocations waiting for their owner's choice, oldest first. */
  lossChoices?: LossChoice[];
  /** E-13: elections waiting for a Roman decision. */
  elections?: Elections;
  /** 8.53, RRR 5.4: Triumphs, assigned provinces, Censure (absent: nothing recorded yet). */
  senate?: Senate;
  /** RRR 8.31: the Roman has used his one Devotio. */
  devotioUsed?: boolean;
  /** 8.64: leaders lost this turn, not yet replaced (8.64 C); cleared at the next turn's start (8.64 B). */
  vacancies?: Vacancy[];
  /** S3 "The Eagle Has Landed": the scenario's own flags (rrr.md S3.4). */
  pyrrhus?: PyrrhusFlags;
  /** S1 The Samnite Wars: the invaders' flags (the Gauls, S1.3; Cleonymus, S1.10 76–84). */
  samnite?: SamniteFlags;
};

/** A die roll modifier and a die roll as plain JSON (the kernel's `Modifier` and `DieRoll`, kept in the state). */
export type SavedModifier = { label: { key: string }; value: number };
export type SavedRoll = { die: string; value: number | string; forced?: boolean };

/** A battle from its BRT roll on (battle.ts `battleOutcome`), as data: what follows for the active leader by winner. */
export type BattleTail = {
  hex: number;
  attacker: Side;
  defender: Side;
  enteredFrom: number | null;
  sortie: boolean;
  then: { att: Then; def: Then; none: Then };
  startAtt: number;
  startDef: number;
  mods: SavedModifier[];
  rolls: SavedRoll[];
  modified: number;
  committed: { att: number; def: number };
  /** 8.53, RRR 5.46 (politicsAfterBattle): each side's commanding leader and its infantry SP before the battle. */
  commanders: { att: string | null; def: string | null };
  infantry: { att: number; def: number };
};

/** 8.4: the "X" result's modifier, each side's OC able to spend GP (null: none), the GP spent so far. */
export type Unpredictable = BattleTail & { x: number; att: string | null; def: string | null; gp: { att?: number; def?: number } };

export type SamniteFlags = {
  /** S1.3 (ruling S-1): Forces that joined a battle by Coordination where they may not stay, and the place they came from. */
  coordinated?: { leader: string; hex: number }[];
  /** S1.2 (ruling S-5): the tribe whose Campaign Phase is under way, and the tribe that fought in it. */
  abroad?: string;
  fought?: string;
  /** S1.10 76–84: Cleonymus has landed (a second roll is a Tribal Revolt). */
  cleonymus?: boolean;
  /** S1.10 76–84 (ruling S-3): the seat that may operate Cleonymus when the current Campaign Phase ends. */
  cleonymusFor?: Side;
  /** S-3: the seat that last operated Cleonymus (it decides for his side between his Campaign Phases). */
  cleonymusBy?: Side;
};

export type PyrrhusFlags = {
  /** The reluctant Tarentines may move (a land victory over Rome or a Large/Medium city taken). */
  tarentinesFree: boolean;
  /** Pyrrhus has set foot in Sicily (Carthage shifted 3 toward Rome). */
  inSicily: boolean;
  /** Eastern Sicily entered before Syracuse's alliance (Syracuse and Carthage shifted). */
  syracuseAngered: boolean;
  /** Syracuse allied to Pyrrhus (Augury 01–08 or diplomacy). */
  syracuseAllied: boolean;
  /** Carthage active and allied to a seat (Augury 09–20), or null. */
  carthage: Side | null;
  /** The Campanian Legion in Rhegium has revolted. */
  campanianRevolt: boolean;
  /** The Romans have seen the elephants (the +5 / −5 of the first use is spent). */
  elephantsSeen: boolean;
  /** Augury events that happen only once. */
  once: string[];
  /** Augury 68–77 (Cineas): times rolled, and −2 to Pyrrhus' diplomatic DRs this turn. */
  cineas: number;
  cineasTurn: boolean;
  /** Cineas has died (the second Cineas Augury, or a Diplomatic Disaster): the ambassador on his counter's back replaced him (P-8). */
  cineasBack?: boolean;
  /** Augury 86–90: −2 to the next legion roll (not when an enemy Force of 20+ SP is within 5 hexes of Rome). */
  senateCuts?: boolean;
  /** Augury 64–67: waiting for a consul's or proconsul's LAM, or that army held in Etruria to the end of `until`. */
  gauls?: { leader: string | null; until: number; legions?: string[]; rolled?: boolean };
  /** Augury 93–96: Carthaginian troops held in Caralis until the event comes again. */
  sardinia?: boolean;
  /** Augury 91–92: the turn the Roman may carry one Double Legion to Sicily under Carthaginian escort (+4). */
  treaty?: number;
  /**
   * S3.4 Carthage active (ruling P-15): `army` Mago's army still to be placed; `levyTurn` the last turn the
   * yearly levy was placed; `placing` what the current `deploy` answer places.
   */
  mago?: { army: boolean; levyTurn: number | null; placing?: { army: boolean; levy: boolean } };
  /** S3.4 (ruling P-18): Carthage's controller `side` lost control; his Forces whose Carthaginians are still to be placed. */
  recall?: { side: Side; forces: { hex: number; inCity: boolean }[] };
  /** Augury 21–41: this turn's weather in Italy and in Sicily (attrition rows, Siege Attrition DRMs, IDS for movement). */
  weather?: Record<'italy' | 'sicily', Weather>;
};

export type Weather = { rows: number; siege: number; besieger: number; noIds: boolean };

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('end') }),
  // 9.92 (ruling E-22): Siege Engines go with `take: 'all'` unless `leaveEngines`.
  z.object({ type: z.literal('march'), to: z.number().int(), take: z.enum(['all', 'half', 'leave5', 'none']), leaveEngines: z.literal(true).optional() }),
  z.object({ type: z.literal('step'), to: z.number().int() }),
  z.object({ type: z.literal('stop') }),
  z.object({ type: z.literal('enter') }),
  z.object({ type: z.literal('exit') }),
  z.object({ type: z.literal('attack') }),
  z.object({ type: z.literal('overrun') }),
  z.object({ type: z.literal('siege'), forage: z.boolean().optional() }),
  z.object({ type: z.literal('assault') }),
  z.object({ type: z.literal('surrender') }),
  // R3 (RRR 10.22): a Roman legion request with the OC's Guile Points (+1 each, 5.53); 8.64 C a replacement leader (`replace`, 1 GP).
  z.object({ type: z.literal('recruit'), mode: z.enum(['new', 'reinforce', 'levy', 'engine', 'replace']), gp: z.number().int().min(1).max(9).optional(), leader: z.string().optional() }),
  // RRR 5.44–5.45: a Senate request, with the Guile Points spent on it (−1 each, like Diplomacy's `negotiate`).
  z.object({ type: z.literal('permission'), request: z.enum(['enter-rome', 'leave-province']), gp: z.number().int().min(1).max(9).optional() }),
  // 8.53: the magistrate leaves his army beside Rome and enters it to celebrate his Triumph (GP against the Senate's refusal).
  z.object({ type: z.literal('triumph'), gp: z.number().int().min(1).max(9).optional() }),
  // RRR 5.16, 5.32: the Magister Equitum may be placed with a Consular Army in Italy (`to`, `inCity`) instead of Rome.
  z.object({ type: z.literal('choose'), leader: z.string(), to: z.number().int().optional(), inCity: z.boolean().optional() }),
  z.object({ type: z.literal('intercept'), leader: z.string() }),
  z.object({ type: z.literal('ambush'), leader: z.string() }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('avoid'), to: z.number().int(), inCity: z.boolean() }),
  z.object({ type: z.literal('stand') }),
  z.object({ type: z.literal('retreat'), to: z.number().int() }),
  z.object({ type: z.literal('sack') }),
  z.object({ type: z.literal('spare') }),
  z.object({ type: z.literal('devastate'), province: z.string() }),
  // 12.34; 12.35 (ruling AMB-3): `leader`, the ambassador whose postponed audience there is held now (no new draw).
  z.object({ type: z.literal('ambassador'), province: z.string(), leader: z.string().optional() }),
  // 12.35 (ruling AMB-1): the OC pays a hostage ambassador's ransom in Guile Points (not an operation).
  z.object({ type: z.literal('ransom'), leader: z.string() }),
  z.object({ type: z.literal('negotiate'), gp: z.number().int().min(0).max(9) }),
  z.object({ type: z.literal('coordinate'), leader: z.string() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('sail'), to: z.number().int(), take: z.enum(['all', 'half', 'leave5', 'none']), leaveEngines: z.literal(true).optional() }),
  z.object({ type: z.literal('reform') }),
  z.object({ type: z.literal('commit'), n: z.number().int().min(0).max(99) }),
  z.object({ type: z.literal('devotio'), leader: z.string() }),
  z.object({ type: z.literal('deploy'), to: z.number().int() }),
  // RRR 5.15: appoint a Dictator, drawn at random or (`leader`, ruling DIC-3) a magistrate who triumphed.
  z.object({ type: z.literal('appoint'), leader: z.string().optional() }),
  z.object({ type: z.literal('engine') }),
  z.object({ type: z.literal('allocate'), first: z.number().int().min(-1).max(99), elephants: z.boolean().optional() }),
  z.object({ type: z.literal('prorogue') }),
  // RRR 5.12: keep a magistrate who triumphed last year as consul.
  z.object({ type: z.literal('keep') }),
  // RRR 5.17: appoint a praetor, drawn at random or (`leader`) one who triumphed.
  z.object({ type: z.literal('praetor'), leader: z.string().optional() }),
  // RRR 5.14: appoint a proconsul for `province`, drawn at random or (`leader`) one who triumphed.
  z.object({ type: z.literal('proconsul'), province: z.string(), leader: z.string().optional() }),
  // RRR 5.18: appoint a Praetor Urbanus (drawn from the pool).
  z.object({ type: z.literal('urbanus') }),
  z.object({ type: z.literal('place'), to: z.number().int(), inCity: z.boolean() }),
  z.object({ type: z.literal('disperse'), to: z.number().int(), inCity: z.boolean() }),
  // RRR 7.11 / 7.12: roll for NS construction (Carthage may add +1, `bonus`); place one level in a zone.
  z.object({ type: z.literal('construct'), bonus: z.literal(true).optional() }),
  z.object({ type: z.literal('naval-level'), zone: z.string() }),
  // 5.5: Guile Points spent on an Avoidance roll or an Unpredictable Result.
  z.object({ type: z.literal('guile'), gp: z.number().int().min(0).max(9) }),
  // 5.3 C / 6.13: the OC takes a leaderless allied Force (at `from`) for an Allied Movement.
  z.object({ type: z.literal('allied'), from: z.number().int(), inCity: z.boolean() }),
]);
export type TawAction = z.infer<typeof actionSchema>;

export const cloneState = (s: TawState): TawState => JSON.parse(JSON.stringify(s)) as TawState;
