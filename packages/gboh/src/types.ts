import type { ReactionFacingReading, TwoHitReading } from './editions/types';
import type { JsonValue, RngState } from '@polemarch/kernel';
import type { StaticMap } from '@polemarch/gboh-family';
import type { LeaderRank, MissileType, RetreatEdge, SpecialRule, UnitSelector, UnitType } from './scenario/schema';
import type { MissileGrid } from './charts/missile';
import type { TerrainChart } from './charts/terrain';

/** Static data of a battle, resolved from the scenario file at setup and never changed (shared between clones). */
export type StaticUnit = {
  id: string;
  name: string;
  side: string;
  type: UnitType;
  class: string | null;
  nationality: string;
  size: number | null;
  tq: number;
  ma: number;
  missile: MissileType | null;
  sword: boolean;
  shieldWall: boolean;
  feignedRetreat: boolean;
  frValue: number | null;
  lines: string[];
  routPoints: number;
  /** 11.1: the other counter of a dismountable unit (mounted HC Cat ↔ dismounted HI), null when none. */
  counterpart?: string | null;
  /** 11.1: this counter is the dismounted form of a cavalry unit. */
  dismounted?: boolean;
  /** DH 8.21: a red triangle by the missile type: may use Rain of Arrows. */
  rainOfArrows?: boolean;
  /** DH 6.14: mounted cavalry with a dismounted back (not Knights): no 6.13 "moved again" hit. */
  movedPenaltyExempt?: boolean;
  /**
   * DH 9.4: the other side of a counter that flips in place between mounted and dismounted (its profile's
   * `dismountedSide`); absent when the counter has none or may no longer flip (12.21: no remount).
   */
  otherSide?: CounterSide;
};

/** DH 9.4: the values printed on one side of a counter that flips between mounted and dismounted. */
export type CounterSide = {
  type: UnitType;
  class: string | null;
  tq: number;
  ma: number;
  missile: MissileType | null;
  feignedRetreat: boolean;
  frValue: number | null;
  routPoints: number;
  dismounted: boolean;
  rainOfArrows: boolean;
  movedPenaltyExempt: boolean;
};

export type StaticLeader = {
  id: string;
  name: string;
  side: string;
  rank: LeaderRank;
  initiative: number;
  lineCommand: number;
  commandRange: number;
  strategy: number | null;
  charisma: number;
  personalCombat: number;
  elite: boolean;
  only: UnitSelector[] | null;
  never: UnitSelector[];
  noShockEnabling: boolean;
  /** The OC this SC serves when his side has two OCs; null = the side's OC. */
  subordinateOf: string | null;
  /** The OC this off-map OC succeeds when that OC is eliminated (Catalaunian: Paullus for Aetius). */
  replaces: string | null;
};

export type StaticLine = {
  id: string;
  side: string;
  name: string;
  composition: 'infantry' | 'cavalry';
  gapAllowed: boolean;
  rangeMultiplier: number;
  /** Utus / Catalaunian Hun MI: any activated leader of the side commands the whole Line wherever it is. */
  anyPosition: boolean;
  members: string[];
};

export type StaticSide = {
  id: string;
  name: string;
  retreatEdge: RetreatEdge;
  withdrawalLevel: number;
  discipline: 'disciplined' | 'undisciplined' | 'notUsed';
  gateHex: string | null;
  gateReduction: number;
};

/** The map model is the GBoH family's (packages/gboh-family/src/map.ts). */
export type { StaticMap } from '@polemarch/gboh-family';

export type Options = {
  twoHitRule: TwoHitReading;
  reactionFacingHits: ReactionFacingReading;
  engagedRule: boolean;
  missileGrid: Partial<MissileGrid>;
  /** A hard stop for automated play: the game ends as a draw after this turn (0 = no limit). */
  maxTurns: number;
};

export type StaticData = {
  scenario: string;
  name: string;
  profile: string;
  /** The battle's special rules by id, in scenario order (`battleRules.ts`). */
  rules: string[];
  sides: [StaticSide, StaticSide];
  units: Record<string, StaticUnit>;
  leaders: Record<string, StaticLeader>;
  lines: Record<string, StaticLine>;
  map: StaticMap;
  lent: { side: string; fromTurn: number; failOn: number[]; tqPenalty: number } | null;
  turn1Leaders: string[] | null;
  /** Taginae: the champion's winner may also activate a leader outside the turn-1 list. */
  turn1ChampionChoice: boolean;
  wind: { towardEdge: 'north' | 'south' | 'east' | 'west'; rangeReduction: number; drm: number } | null;
  wallArchers: { hexes: string[]; rangeBonus: number; drm: number } | null;
  champion: { champions: { side: string; name: string; combat: number; resistance: number }[]; cancel: { side: string; leader: string } | null } | null;
  reinforcements: { id: string; side: string; units: string[]; arrival: { kind: 'turn'; turn: number } | { kind: 'dieRoll'; succeedOn: number[]; fromTurn: number }; edge: 'north' | 'south' | 'east' | 'west' | null; hexes: string[]; inColumn: boolean }[];
  /** Tricameron: units that will not enter an enemy ZOC unless the enemy has `ratio` × their army's RP. */
  reluctance: { units: string[]; ratio: number } | null;
  /** Tricameron: units and leaders that join side `to` when side `from` has more RP in a Withdrawal Phase. */
  changeSides: { units: string[]; leaders: string[]; from: string; to: string } | null;
  /** Catalaunian Fields: the Alans (units) and Sangiban (leader): defection and activation rolls. */
  defection: { units: string[]; leader: string } | null;
  /** Catalaunian Fields: tribal infantry with Ferocity (+bonus on its own Pre-Shock check when attacking). */
  ferocity: { units: string[]; bonus: number } | null;
  /** Taginae: units that may not move until a Shock has occurred or one of them has been fired on. */
  hold: string[];
  /** Dara (M.4): where the secret deployment may be, as far as the opponent knows (within `radius` of `centre`, column < `maxColumnExclusive`). */
  secretDeployment: { side: string; centre: string; radius: number; maxColumnExclusive: number | null } | null;
  /** Utus River / Catalaunian Fields: the Attila module's rules (no Size, SC variant, no cavalry OW vs cavalry, no Column). */
  attila: boolean;
  /** Taginae (`taginae.nearestUnit`): for 11.31 the enemy units in hex column `column` are the nearest enemy of `side`'s units. */
  uncontrolledTarget?: { side: string; column: number } | null;
  /** Casilinum: the Frankish Wedge (its members at set-up, the first three ranks' units, its commander). */
  wedge?: { side: string; units: string[]; front: string[]; rankOf?: Record<string, number>; commander: string | null; minUnits: number; enterFriendlyExtraMP: number } | null;
  /** Taginae (`noDismount`): units that may not dismount; when set, no dismounted unit may remount (11.1). */
  noDismount?: string[] | null;
  /** The Devil's Horsemen battles: their special rules' data as the scenario gives it (read by `battles/` only). */
  battleData?: SpecialRule[];
  missileGrid: MissileGrid;
  /** The profile's Movement Cost / Terrain Chart (variant profiles, `profile.ts`); absent = Cataphract's. */
  terrainChart?: TerrainChart;
  options: Options;
};

// ---------------------------------------------------------------- dynamic state

export type UnitStatus = 'normal' | 'routed' | 'rallied' | 'eliminated';
export type Supply = 'full' | 'low' | 'no';

export type UnitState = {
  hex: string | null;
  /** Vertex direction (normal formation) or hexside direction (In Column). */
  facing: number;
  inColumn: boolean;
  hits: number;
  status: UnitStatus;
  /** 6.13: on its Moved side this turn. */
  moved: boolean;
  supply: Supply;
  /** 7.32 / 7.33 markers. */
  shock: 'mustCheck' | 'noCheck' | null;
  /** 5.24: ordered in this Orders Phase (and what for). */
  ordered: 'move' | 'fire' | 'reorganize' | 'rally' | null;
  /** 8.11: fired in this Orders Phase. */
  fired: boolean;
  /** 7.14: one Reaction Facing Change per Orders Phase. */
  reactionFaced: boolean;
  /** DH 7.13: turned in an enemy ZOC at the start of its move: no fire, no Shock this Orders Phase (absent: not so). */
  pivotedInZoc?: boolean;
  /** 6.56: enemy units this unit fired at during OW this Orders Phase. */
  owFiredAt: string[];
  /** 10.16: hits removed this Orders Phase. */
  reorganized: number;
  /** 11.7 Shield Wall. */
  shieldWall: boolean;
  /** 6.46: attacked in Shock while In Column this phase. */
  columnAttacked: boolean;
  /** 11.62: Cheiroballistra mode; 11.65 active shots this turn (≤ 2, one per phase); 11.66 reaction shots this enemy phase (≤ 2). */
  cheiro: { mode: 'fire' | 'move'; active: number; activeThisPhase: boolean; reaction: number } | null;
  /** 11.3: part of an Uncontrolled Line until it has attacked in Shock. */
  uncontrolled: boolean;
  /** 10.3 optional Engaged marker (DH 11.2: always, fire only). */
  engaged: boolean;
  /** DH 11.6 Cavalry Disorder (absent outside DH games). */
  disordered?: boolean;
  /** 11.4: original set-up hex (null once it has left it). */
  setupHex: string | null;
};

export type LeaderStatus = 'inactive' | 'active' | 'finished' | 'eliminated';

export type LeaderState = {
  hex: string | null;
  status: LeaderStatus;
  wounded: boolean;
  /** 5.44 Skipped: no Momentum this turn. */
  skipped: boolean;
  /** 4.33: the SC's Line Command ability this turn. */
  lcAbility: 'unknown' | 'able' | 'ioOnly';
  /** 5.14: Orders Phases in the current chain. */
  chain: number;
  /** 5.26: deferred while in enemy ZOC; must activate next once free. */
  deferred: boolean;
  /** 5.26/5.31: barred from Momentum this activation. */
  noMomentum: boolean;
  /** 6.14: MP spent this Orders Phase. */
  mp: number;
  /** 4.4 #2: moved by the OC this Orders Phase. */
  movedByOC: boolean;
  /** 4.63: a replacement placed this turn (Finished, cannot lend range). */
  replacedThisTurn: boolean;
  /** 5.5: conducted the Elite Orders Phase this turn. */
  eioDone: boolean;
};

/** A unit's move in progress (one Individual Order or one unit of a Line Command). */
export type MoveState = {
  unit: string;
  /** A step waiting for Retire Reaction Fire to be resolved first (8.22). */
  pendingStep: string | null;
  /** 8.11 engine reading R-FIRE-1: a unit that fired before changing hex stays in place. */
  firedInPlace: boolean;
  mpLeft: number;
  /** Started the move in an enemy ZOC (7.23/7.25). */
  startedInZoc: boolean;
  /** Entered an enemy ZOC: must stop (7.23). */
  stopped: boolean;
  /** Has changed hex (8.11, 6.13). */
  changedHex: boolean;
  /** Has changed facing or hex (6.13 movement). */
  acted: boolean;
  /** 8.11: may fire now (before any movement, or just after a step closer to the target). */
  lastStepFrom: string | null;
  facingSpentInZoc: number;
  /** 7.25 cap: half MA rounded up when facing changes are allowed in an enemy ZOC. */
  zocFacingCap: number | null;
  /** Leader moving with the unit (4.23). */
  leader: string | null;
  /** Part of a Line Command. */
  line: string | null;
  fireAllowed: boolean;
  /**
   * DH Terrain Chart note b: this cavalry unit has paid its 1 MP for the facing change it is making in this hex; the
   * facings it has held here since then, its facing before the change first (a vertex back to one of them is not
   * offered: ruling DH-FACE-1).
   */
  facedFlat?: number[];
  /** Casilinum wedge (6.65 §): this wedge unit has passed through its one friendly unit in this move. */
  wedgePassed?: boolean;
  /** Casilinum Wedge Assault: a wave's move (printed MA, no facing change, until adjacent to an enemy; no 6.13 hit). */
  wave?: boolean;
};

export type ReactionOffer =
  | { kind: 'ow'; seat: string; mover: string; units: string[] }
  | { kind: 'reactionFacing'; seat: string; mover: string; unit: string }
  | { kind: 'entryFire'; seat: string; targets: string[]; unit: string }
  | { kind: 'retireFire'; seat: string; mover: string; unit: string }
  | { kind: 'returnFire'; seat: string; firer: string; unit: string }
  | { kind: 'leaderWithdraw'; seat: string; mover: string; leader: string }
  /** DH 4.42: the owner places his lone leader with one of the equally near friendly units. */
  | { kind: 'leaderPlace'; seat: string; leader: string; hexes: string[] }
  | { kind: 'mustCheck'; seat: string; unit: string }
  | { kind: 'shieldWall'; seat: string; unit: string; firer: string }
  /** 8.33: a unit of the target's side may Entry-Reaction-Fire at the H&D unit (simultaneous). */
  | { kind: 'hdReaction'; seat: string; unit: string; firer: string }
  /** 8.34: the infantry target failed Impetuosity and must move 1 hex toward the H&D unit. */
  | { kind: 'impetuosity'; seat: string; unit: string; toward: string }
  /** 6.72: a Hun or Visigothic LC may feign a retreat before enemy cavalry. */
  | { kind: 'fr'; seat: string; mover: string; units: string[]; hd?: boolean }
  /** 6.73[4]: the FR unit (success) or the pursuer (failure) may fire, or move next to the enemy and fire or Shock. */
  | { kind: 'frAttack'; seat: string; unit: string; target: string; hexes: string[] }
  /** DH 8.36: the HC hit by H&D failed its Impetuosity roll: it charges the H&D unit (up to 4 MP) and Shocks it if it reaches it. */
  | { kind: 'hdCharge'; seat: string; unit: string; target: string }
  /** DH 8.36: the composite-bow LC counter-charged may first retreat up to 2 hexes. */
  | { kind: 'hdRetreat'; seat: string; unit: string; charger: string }
  /** 6.46 / 6.43: a Column attacked in Shock reverts at the end of the Orders Phase; its owner turns it 30° left or right. */
  | { kind: 'columnRevert'; seat: string; unit: string }
  /** 11.66: a Cheiroballistra may fire at the moving enemy unit. */
  | { kind: 'cheiroReaction'; seat: string; unit: string; mover: string };

/** A 10.21 initial rout move in progress: hexes left of its 2, whether the 10.24 extra hex was made, mid-step. */
export type RoutMove = { unit: string; stepsLeft: number; extraDone: boolean; moving: boolean };

/** An Orderly Withdrawal in progress (6.51–6.52). */
export type WithdrawalState = { unit: string; mover: string; mpLeft: number; seat: string; fired: boolean; moved: boolean; turned: boolean };

export type Combat = {
  attackers: string[];
  defenders: string[];
  chosenAttacker: string | null;
  chosenDefender: string | null;
  ended: boolean;
  superiority: 'AS' | 'DS' | null;
  killed: { attacker: number; defender: number };
  /** Hexes vacated by defenders in the Charge (9.21: no advance if in other ZOC). */
  /** Each defender's hex when the combat was formed: a hex it no longer holds is vacated (9.21). */
  defenderHexes: Record<string, string>;
  /** Defenders already Routed when attacked (they stay targets, 9.12; DER-4). */
  wasRouted: string[];
  vacatedCharge: string[];
  /** 9.13: the Charge's routs have been applied to this combat (its advances may wait for the player's choice). */
  charged?: boolean;
  advancedInto: string[];
  /** Attackers that have advanced (each at most one hex, 9.23). */
  advancers: string[];
};

export type ShockState = {
  step: 'designate' | 'combats' | 'chargeAdvance' | 'chooseAttacker' | 'chooseDefender' | 'melee' | 'oddHits' | 'advance' | 'advanceFacing' | 'done';
  combats: Combat[];
  /** Combat index awaiting a decision. */
  cursor: number;
  /** Pending odd-hit choices: owner picks units for the remaining hits. */
  oddHits: { seat: string; units: string[]; remaining: number } | null;
  /** The unit that may change facing one vertex after advancing (9.22). */
  advanceFacing: string[];
  /** Within the Melee of the combat at `cursor`: 0 roll, 1 attacker odd hits, 2 defender odd hits. */
  meleeStage: 0 | 1 | 2;
  /** 6.73[4]: a single combat resolved at once in the Movement Segment (the attacker may be the inactive side). */
  nested: boolean;
  attackerSide: string;
  pendingHits: { attacker: number; defender: number };
  /** 9.17 step 2: units that have made their Collapse check (the Collapse may stop for a rout choice, R-ROUT-1). */
  collapseChecked?: string[];
};


export type Activation = {
  leader: string;
  side: string;
  kind: 'normal' | 'momentum' | 'eio' | 'champion' | 'zocShockOnly' | 'uncontrolled';
  /** 11.74: units that left Shield Wall in this Orders Phase (1 MP of their move). */
  leftShieldWall: string[];
  /** Units that made Entry Reaction Fire at a given enemy unit this Orders Phase (8.23: no Return Fire at it). */
  entryFiredAt: Record<string, string[]>;
  /** Hun MI (anyPosition Lines): units that began the Orders Phase outside the leader's range may not move adjacent to an enemy. */
  noCloseIn: string[];
  /** 11.3: distance to the nearest enemy of each Line unit when it started moving. */
  lineStart: Record<string, number>;
  mode: 'io' | 'lc' | null;
  ordersLeft: number;
  linesLeft: number;
  /** 5.46: a successful trump must be followed by an action. */
  mustAct: boolean;
  /**
   * DH 5.24 #1 (edition flag `leaderMove` 'hexByHex'): the leader moving under the order just given, whose next hexes
   * are free while no other order comes between (absent in Cataphract games).
   */
  leaderMoving?: string;
  acted: boolean;
  /** 4.33[2]: the leader failed his out-of-range roll: he lends no Command Range for Shock either. */
  noRange: boolean;
  /** The lines already commanded in this Orders Phase. */
  linesUsed: string[];
  /** Units of the current Line Command not yet moved / fired. */
  lineUnits: string[];
  line: string | null;
  segment: 'orders' | 'shock';
};

export type Phase =
  | 'eio'
  | 'activation'
  | 'trumpTheTrump'
  | 'orders'
  | 'momentum'
  | 'trumpTheMomentum'
  | 'rout'
  | 'champion'
  | 'over';

export type GbohState = {
  rng: RngState;
  static: StaticData;
  turn: number;
  phase: Phase;
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
  routPoints: Record<string, number>;
  activation: Activation | null;
  /** 5.12 tie rolls this turn: Initiative value → side that won the roll. */
  tieRolls: Record<string, string>;
  /** Side that activated last at each tied Initiative (for alternation). */
  lastTieSide: Record<string, string>;
  /**
   * 10.21 initial rout moves (during Shock, fire, H&D, movement) not yet over: the first waits for its owner's choice
   * among equally good hexes (ruling R-ROUT-1), the others follow it in order. Absent or empty: none.
   */
  routMoves?: RoutMove[];
  /** 3.0 D2 Rout Movement Segment: the side moving its routed units, the unit moving, its MP left. */
  routSegment: { side: string; unit: string | null; mp: number; moved: string[]; fired: string | null } | null;
  /** A successful 5.41 Trump waiting for the opponent's Trump-the-Trump decision (5.42[1]). */
  designated: { leader: string; trumpTried: boolean; trumper: string | null; opponentTried: boolean } | null;
  /** 5.12: the side that must activate next and its candidate leaders (same Initiative). */
  designation: { side: string; candidates: string[] } | null;
  /** A fire waiting for the target's Shield Wall decision (11.71). */
  /** 8.33: an H&D attack waiting for the reactions before its simultaneous resolution. */
  hd: { unit: string; target: string; reactors: string[]; path: string[]; stage: 'facing' | 'fire' } | null;
  pendingFire: { firer: string; target: string; range: number; moved: boolean; kind: 'ordered' | 'entry' | 'retire' | 'return' | 'ow' | 'hd' | 'fr'; rain?: boolean } | null;
  paralysed: string[];
  eioSidesDone: string[];
  move: MoveState | null;
  withdrawal: WithdrawalState | null;
  /** 6.73: a Feigned Retreat in progress (the retreat path so far). */
  /** `others`: the units offered with it, offered again if the mover does not pursue (6.75). */
  feigned: { unit: string; mover: string; seat: string; path: string[]; hd?: boolean; others?: string[] } | null;
  /** 6.58: the other units of a Cavalry Line Withdrawal, each withdrawing in turn. */
  withdrawalQueue: { unit: string; mover: string; seat: string }[];
  /** 6.58: units that made an individual OW in this Orders Phase (their Lines cannot withdraw as a Line). */
  owIndividual: string[];
  reactions: ReactionOffer[];
  /** Entry Reaction Fire held until a Line's movement ends (8.21). */
  heldEntryFire: ReactionOffer[];
  shock: ShockState | null;
  /** 11.8: the Champion Challenge: to fight ('pending'), the winner's side, and whether the winner's free activation was used. */
  champion: { status: 'pending' | 'cancelOffer' | 'done'; winner: string | null; activationUsed: boolean; penalty?: string | null } | null;
  /** 11.3 Uncontrolled Lines: they activate first in the following turns until their units have attacked. */
  uncontrolledLines: { id: string; side: string; units: string[]; fromTurn: number; activatedTurn: number }[];
  /**
   * The battle rules' own state (issue 12): each rule's entry under its id, with its own schema (`BattleRule.state`),
   * read and written only by the rule's file through its typed accessors; set up only in battles that list the rule.
   */
  battle: Record<string, JsonValue>;
  /** M.4 secret deployment: hidden units and leaders (ids) not yet revealed to the opponent. */
  secret: string[];
  /** Reinforcement groups waiting for their owner's choice of entry hex (Tricameron). */
  entryPending?: string[];
  /** Tricameron (R-TRIC-ENTRY): groups that have arrived, their entry hex (null until chosen) and whether an adverse Shock result has stopped their entry. */
  entering?: Record<string, { hex: string | null; cutOff: boolean }>;
  /** Reinforcement groups that have arrived. */
  arrived: string[];
  /** 4.63: eliminated leaders already replaced, and Replacement counters already used. */
  replaced: string[];
  lostBonus: string[];
  /** Withdrawal level reductions applied (Dara gate). */
  levelReduction: Record<string, number>;
  outcome: { winner: string | null; reason: string } | null;
  /**
   * DH 12.2 Mongol Withdrawal Reaction: the Mongol side's choice at its Withdrawal Level (`offered`: the decision is
   * open) and whether it defends dismounted (12.21–12.22). Absent until the Mongols first reach their level.
   * `placing`: 12.21's units the owner has still to place, the head first (`facing`: its hex chosen, its facing next);
   * the new turn waits for them.
   */
  mongolReaction?: { side: string; offered: boolean; defending: boolean; placing?: { units: string[]; facing: boolean } };
  /** Sequence number of Orders Phases, for tests and logs. */
  ordersPhases: number;
};
