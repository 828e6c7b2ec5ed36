import type { StaticMap } from '@polemarch/gboh-family';
import type { RngState } from '@polemarch/kernel';
import type { ShockEffect } from './charts/shock';
import type { DhArmour } from './charts/dhMissile';
import { z } from 'zod';

/**
 * Simple GBoH state: plain JSON. Unit types keep the source's abbreviations (2.22); `SK*` is spelled `SKS`
 * in data so it stays a plain identifier.
 */

export const UNIT_TYPES = ['PH', 'LG', 'CO', 'HI', 'HO', 'MI', 'BI', 'LI', 'LP', 'SK', 'SKS', 'HC', 'RC', 'BC', 'LN', 'LC', 'GC', 'EL', 'CH', 'ART'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
/** Classes that change a chart cell (2.22): cohort classes, and cataphract cavalry (T7). */
export const UNIT_CLASSES = ['VET', 'REC', 'CON', 'CAT'] as const;
export type UnitClass = (typeof UNIT_CLASSES)[number];
/**
 * Missile letters (2.21): A/B/C arrows, J javelins, S slings; F/X axes and pila (no fire, 7.18); ART artillery (10.1);
 * CB crossbows, which fire only on the DH annex's chart (ruling R-59).
 */
export const MISSILES = ['A', 'B', 'C', 'J', 'S', 'F', 'X', 'ART', 'CB'] as const;
export type Missile = (typeof MISSILES)[number];

export const CAVALRY: readonly UnitType[] = ['HC', 'RC', 'BC', 'LN', 'LC', 'GC'];
export const isCavalry = (t: UnitType): boolean => CAVALRY.includes(t);
/** Foot: every type but cavalry, elephants and chariots (7.41 "foot units"). */
export const isFoot = (t: UnitType): boolean => !isCavalry(t) && t !== 'EL' && t !== 'CH';
export const isSkirmisher = (t: UnitType): boolean => t === 'SK' || t === 'SKS';

/** `lost`: off the map for good, 0 RP (7.63 a pursuer that never returns; a command that fled, ruling R-48). */
export type UnitStatus = 'map' | 'eliminated' | 'pursuing' | 'lost';

/** Per Player Turn flags of a unit (15.1 "per-unit turn flags"); reset at the start of every Player Turn. */
export type UnitTurn = {
  /** In an enemy ZOC at the start of the Player Turn (7.41, 7.52 moving attack, 6.14). */
  startInZoc: boolean;
  /** Had an enemy unit in its own ZOC at the start of the Player Turn (7.41). */
  startEnemyInZoc: boolean;
  /** MP left this activation (null: has not started moving). */
  mp: number | null;
  /** Done: another unit has started moving since (5.12), or it fired a Hit-and-Run. */
  done: boolean;
  /** Entered a vacant hex adjacent to an enemy unit this turn (7.52 Moving attack). */
  movedAdjacent: boolean;
  /** Entered a hex holding a friendly unit (T5c pila). */
  enteredFriendly: boolean;
  hexesMoved: number;
  /** Facing changes this activation (T7: a chariot one vertex per hex moved). */
  faced: number;
  /**
   * Levels a chariot has moved up or down this activation (Capabilities Chart, 10.5: at most one; ruling R-56). Set
   * only on a chariot that has changed level, so no other unit's state carries it.
   */
  levels?: number;
  /**
   * Changed facing since it last stepped or fired (ruling R-47): one facing change between two of those, since
   * any facing is one action and a second pivot in place only wastes MP.
   */
  facedHere: boolean;
  /** Fired this activation (7.11: one fire per unit). */
  fired: boolean;
  /** Enemies it moved away from (7.11: may not fire at them afterwards). */
  movedAwayFrom: string[];
  /** Enemies whose ZOC it left (6.22: may not move adjacent to them again). */
  leftZocOf: string[];
  /** Inactive unit: its one Reaction Fire of the Player Turn is used (7.2). */
  reactionFired: boolean;
  /** Inactive artillery: the active units it has fired at this Player Turn (7.24: once at each, ruling R-51). */
  firedAt: string[];
  /** Inactive unit: Reaction Facing used this phase (6.15). */
  reactionFaced: boolean;
  /** Made 7.22 Reaction Fire: may not Retreat Before Shock this Player Turn. */
  noRbs: boolean;
  /** Started the activation In Column (11.21: only then does it use Column movement, +1 MA). */
  startInColumn: boolean;
  /** Cavalry took the 10.23 activation hit already. */
  elephantHit: boolean;
};

export type Unit = {
  id: string;
  name: string;
  side: string;
  type: UnitType;
  cls: UnitClass | null;
  missile: Missile | null;
  /** Printed TQ (2.21); Reduced and Column modify it (8.23, 11.25). */
  tq: number;
  size: number;
  /** Effective MA (5.21 PH 4, 10.4 GC 7, 10.11 unrated artillery 0). */
  ma: number;
  formation: string;
  /** Roman legion id for stacking (5.32). */
  legion: string | null;
  canReduce: boolean;
  reduced: boolean;
  hits: number;
  hex: string | null;
  /** A vertex (6.11), or a hexside In Column (11.23). */
  facing: number;
  inColumn: boolean;
  /** 10.3: one of a Double-Depth pair (PH/HO): one unit with the Size of both, in one hex, the rear counter under the front one. */
  doubleDepth: boolean;
  /** Place in its hex's stack: 0 on top (5.33). */
  stack: number;
  /** DH annex "Cavalleria smontata" (ruling R-53): the counter's other side, mounted or dismounted. */
  otherSide?: CounterSide;
  /**
   * DH 10.2 armour row where the type and class do not give it (Knights, Mongol LC; ruling R-55): set by the DH
   * conversion; dropped when the unit turns over, its other side taking the row of its type.
   */
  armour?: DhArmour;
  /**
   * DH annex Aggression Reaction (ruling R-57): a Knight or European HC (DH 9.3's Chivalric Code), +2 to the roll. Set
   * by the DH conversion only on such units.
   */
  chivalric?: boolean;
  /** DH annex Feigned Retreat (ruling R-58): the LC may Feigned Retreat (the counter's boxed LC). Set only on such units. */
  feignedRetreat?: boolean;
  /** DH annex Feigned Retreat: the scenario's FR Reaction Value of the unit, rolled against when it is the pursuer. */
  frValue?: number;
  status: UnitStatus;
  /** Rout Points this unit is worth when eliminated (9.0), computed at set-up. */
  rp: number;
  turn: UnitTurn;
};

/** What a counter's side prints (2.21): the fields that change when a cavalry unit dismounts or mounts. */
export type CounterSide = { name: string; type: UnitType; cls: UnitClass | null; missile: Missile | null; tq: number; size: number; ma: number };

export type LeaderStatus = 'map' | 'elsewhere' | 'eliminated' | 'pursuing' | 'reserve';

export type Leader = {
  id: string;
  name: string;
  side: string;
  initiative: number;
  range: number;
  heroic: boolean;
  /** Seize attempts left (4.21). */
  seize: number;
  oc: boolean;
  replacement: boolean;
  hex: string | null;
  status: LeaderStatus;
  /** MP left when activated (4.21: 9; 4.33: the OC 30); null when not moving this turn. */
  mp: number | null;
  /**
   * The Player Turn (`turn.number`) in which he last Returned to the map (4.36 from elsewhere, 7.63 from pursuit):
   * 4.14, no Multiple Formations in that Player Turn. Absent until he first returns.
   */
  returned?: number;
};

export type Formation = {
  id: string;
  side: string;
  name: string;
  leaders: string[];
  auxiliary: boolean;
  /** Empty hexes a command chain may cross (4.11). */
  chain: number;
};

/** 4.14 (ruling R-54): Formations a group leader may activate together, up to `max` of them. */
export type FormationGroup = { id: string; side: string; leader: string; formations: string[]; max: number };

export type SideInfo = {
  id: string;
  name: string;
  withdrawalLevel: number;
  /** 7.62: the map edge this side's routed/pursuing enemies leave by. */
  retreatEdge: 'north' | 'south' | 'east' | 'west';
  /** Rout Points of its eliminated units and leaders (9.0). */
  rp: number;
};

/** One designated Shock (7.3): its attackers and defenders, and how far its resolution has gone. */
export type Shock = {
  attackers: string[];
  defenders: string[];
  /**
   * rbs: defenders decide on Retreat Before Shock (7.41); rbs-advance: one attacker may advance (7.44); resolve:
   * the Leader Loss check (7.46); attacker-type, defender-type: the 7.35 choices; roll (7.5); allocate: the
   * inflicting players place the leftover Hits (7.53); keep: the attacker may keep a unit (8.4); apply: the results;
   * retreat: owners pick retreat hexes (8.3); advance: the lead attacker advances (7.71); face: it may turn one
   * vertex (7.72); done. The DH annex's Feigned Retreat (ruling R-58): fr-roll: the attacker picks the cavalry that
   * rolls its FR Reaction Value; fr-follow: the pursuer picks the unit it follows; fr-strike: the winner of the TQ check
   * may fire or Shock.
   */
  stage: 'rbs' | 'rbs-advance' | 'fr-roll' | 'fr-follow' | 'fr-strike' | 'resolve' | 'attacker-type' | 'defender-type' | 'roll' | 'allocate' | 'keep' | 'apply' | 'retreat' | 'advance' | 'face' | 'done';
  /** 7.4 (ruling R-26): the Active Player chose this Shock as the next to resolve. */
  ordered: boolean;
  /** Defenders already asked about RBS. */
  rbsAsked: string[];
  /** Defenders that retreated before Shock, with the hex they left. */
  rbsDone: { unit: string; from: string }[];
  /** Hexes the defenders left (Retreat, Rout), for the 7.71 advance. */
  vacated: string[];
  /** Units (either side) that must still pick a retreat hex (8.3), in order. */
  retreating: string[];
  /** The attacker whose Type is used for the Weapon System DRM (7.35): it advances (7.71) or pursues (7.61). */
  lead: string | null;
  /** 7.35 (ruling R-23): the attacker's choice, the unit and the Type it lends (GC may use LI, 10.4). */
  attackerType: { unit: string; as: UnitType } | null;
  /** 7.35: the defending unit whose Type the defender chose. */
  defenderType: string | null;
  /** 7.51: the T4 line rolled, applied once the choices after the roll are made. */
  result: { attacker: ShockEffect; defender: ShockEffect } | null;
  /** 7.53 (ruling R-14): the units the inflicting player gave the leftover Hits, in order. */
  extraHits: { attackers: string[]; defenders: string[] };
  /** 8.4 (ruling R-38): the attacking unit kept in place, if the attacker chose one. */
  kept: string | null;
  /** DH annex Feigned Retreat (ruling R-58): the defenders that feigned, their retreat path (the hex vacated first) and former facing. Absent if none. */
  feigned?: { unit: string; path: string[]; facing: number }[];
  /** 7.44 (ruling R-24): the attacker advancing after the Retreat Before Shock, its MP left, whether it turned since its last step. Absent until it enters the vacated hex. */
  advancing?: { unit: string; mp: number; faced: boolean };
  /** the attacking cavalry that rolled its FR Reaction Value and must pursue. */
  pursuer?: string;
  /** after the TQ check, the unit that may strike (fire or Shock) and its target. */
  strike?: { unit: string; target: string };
};

export type Reaction =
  | { kind: 'facing'; unit: string; mover: string }
  /** 4.35 (ruling R-20): a lone leader an enemy unit moved next to withdraws (`unit` is the leader). */
  | { kind: 'withdraw'; unit: string; mover: string }
  /** DH annex Impetuosity (ruling R-49): the infantry's owner picks which of its open Front hexes it surges into. */
  | { kind: 'impetus'; unit: string; hexes: string[] }
  /** 5.36 (ruling R-52): a Roman stack (named by its top unit) an enemy came within two hexes of may sidestep one unit. */
  | { kind: 'sidestep'; unit: string; mover: string }
  | { kind: 'fire'; unit: string; target: string; range: number; rule: '7.21' | '7.22' | '7.23' | '7.24' }
  /** DH annex Aggression Reaction (ruling R-57): the C-armed LC (`unit`) the HC (`mover`) charges may first retreat up to two hexes. */
  | { kind: 'charge-retreat'; unit: string; mover: string }
  /** DH annex Aggression Reaction: the charging HC's owner picks its next hex toward the firer (`target`), `mp` left. */
  | { kind: 'charge'; unit: string; target: string; mp: number };

export type Phase = 'seize' | 'activation' | 'move' | 'designate' | 'shock' | 'over';

export type TurnState = {
  /** Owner of the current turn slot (15.2). */
  slot: string;
  /** The Active Player. */
  active: string;
  /** The first Player Turn of the game: no Seize (4.44). */
  first: boolean;
  /** This is a seized (interposed) Player Turn (4.41). */
  interposed: boolean;
  /** The opponent already attempted a Seize in this slot (4.44). */
  seized: boolean;
  /** The leader that seized, limiting what may be activated (4.42, 4.43). */
  seizer: string | null;
  /** 4.46: a seizing leader is moving (not a Player Turn); the slot owner's activation follows. */
  leaderMove: boolean;
  phase: Phase;
  activated: string[];
  leader: string | null;
  /** Units of the activated formations that are In Command (4.11). */
  command: string[];
  /** The unit (or lone leader) moving now (5.12). */
  current: string | null;
  /** A step waiting for the inactive player's reactions (6.15 before the step, 7.21 before leaving a ZOC). */
  /** `stack`: the unit's stack mate moves with it (5.12). */
  pendingStep: { unit: string; to: string; payHit: boolean; stack: boolean } | null;
  reactions: Reaction[];
  /** Shock designations so far (7.3): attacker → defender pairs; a Shock is a connected group of them. */
  pairs: { attacker: string; defender: string }[];
  shocks: Shock[];
  /** Index of the Shock being resolved. */
  shockIndex: number;
  /**
   * Shocks outside the Shock Phase (DH annex Aggression Reaction, Feigned Retreat), innermost last: each interrupts
   * the step below it (a move, or the Shock being resolved) and returns to it when done (`shockFlow.ts`). Absent when
   * none is open.
   */
  interrupts?: Shock[];
  number: number;
};

/**
 * 11.1 (ruling R-44): a fortified hexside ("AAAA-BBBB", `gbohHex.hexsideKey`): its T2 feature, the hex on its inner
 * side (null: no inside, both sides cross from outside, as Dara's trench, R-13), a Tower on it (note d), and for a
 * Gate the wall or rampart it is set in (legend AF).
 */
export type FortifiedHexside = {
  hexside: string;
  kind: 'gate' | 'ditch' | 'wall' | 'rampart';
  inside: string | null;
  tower: boolean;
  setIn: 'wall' | 'rampart' | null;
};

/** 11.1: a battle's works: fortified hexsides and the hexes of its camps (11.13: no elephant enters them). */
export type Fortifications = { hexsides: FortifiedHexside[]; camp: string[] };

/** One command of a side that withdraws by Command Flight (ruling R-48): its RP are its units' and leaders'. */
export type FlightCommand = { id: string; name: string; units: string[]; leaders: string[]; fleesAt: number; points: number; fled: boolean };
/** DH Command Flight (Kalka's Russians, ruling R-48): the side withdraws when its fled commands' points reach `withdrawAt`. */
export type CommandFlight = { side: string; withdrawAt: number; points: number; commands: FlightCommand[] };

export type SgbohState = {
  rng: RngState;
  scenario: string | null;
  name: string;
  map: StaticMap;
  /** Map family for the river rows of the TEC (13: non-Alexander maps read as Caesar/Gaul). */
  mapFamily: 'alexander' | 'caesar';
  /** 11.1: never changed after set-up. */
  fortifications: Fortifications;
  sides: SideInfo[];
  units: Unit[];
  leaders: Leader[];
  formations: Formation[];
  /** 4.14: never changed after set-up. */
  groups: FormationGroup[];
  turn: TurnState;
  options: SgbohOptions;
  /** Present only in a battle whose side withdraws by Command Flight (ruling R-48). */
  flight?: CommandFlight;
  outcome: { winner: string | null; reason: string } | null;
};

export const optionsSchema = z.object({
  /** 7.6 Cavalry Pursuit (the DH annex switches it off). */
  pursuit: z.boolean().default(true),
  /** 7.52 Size DRM (the DH annex switches it off). */
  sizeDrm: z.boolean().default(true),
  /** Seize attempts of the Overall Commander where the battle data gives none (provisional, 4.21). */
  ocSeize: z.number().int().min(0).max(9).default(3),
  /** Seize attempts of other leaders where the battle data gives none (provisional). */
  leaderSeize: z.number().int().min(0).max(9).default(1),
  /** 11.2 optional Column movement (a scenario may require it). */
  column: z.boolean().default(false),
  /** The DH annex's frontal Weapon-System DRMs for cataphracts (set by a Devil's Horsemen battle, ruling R-46). */
  dhMatrix: z.boolean().default(false),
  /** DH annex "Engaged" (ruling R-46): a unit that started the Player Turn in an enemy ZOC or with an enemy in its ZOC neither fires nor is fired at. */
  engaged: z.boolean().default(false),
  /** DH annex "Mounted archers" (ruling R-46): composite-bow (C) cavalry fires at any point of its move (no 7.11 moved-away limit). */
  mountedArchers: z.boolean().default(false),
  /** DH annex "Impetuosity" (ruling R-49): infantry hit by a Hit-and-Run rolls against its TQ; above it, it moves one hex forward. */
  impetuosity: z.boolean().default(false),
  /** DH annex "Cavalleria smontata" (ruling R-53): units with a mounted and a dismounted side may turn over. */
  dismounting: z.boolean().default(false),
  /** DH annex "Lancio" (ruling R-55): bows fire on the DH Missile Range and Armour Charts (Arc or Direct), not on T3. */
  dhMissile: z.boolean().default(false),
  /** DH annex "Reazione all'aggressione" (ruling R-57): an HC hit by a Hit-and-Run rolls against its TQ; above it, it charges the firer. */
  aggressionReaction: z.boolean().default(false),
  /** DH annex "Finta Ritirata" (ruling R-58): LC able to Feigned Retreat use it instead of Retreat Before Shock against cavalry. */
  feignedRetreat: z.boolean().default(false),
  /** Unit types that may be Reduced in converted battles (8.2; the SGBoH scenario booklet is lost). */
  reducible: z.array(z.enum(UNIT_TYPES)).default([]),
  /**
   * Not a rule (SGBoH has no turn limit, 3.0): a cap for play-testing and long random runs; at the end of this Player
   * Turn, with no army withdrawn, the game ends drawn. 0 = no cap (the default). GBoH's `maxTurns` is the same.
   */
  maxPlayerTurns: z.number().int().min(0).default(0),
});
export type SgbohOptions = z.infer<typeof optionsSchema>;

export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('seize'), leader: z.string() }),
  z.object({ type: z.literal('no-seize') }),
  /** 4.46: use a Seize attempt to move the leader instead (no roll). */
  z.object({ type: z.literal('seize-move'), leader: z.string() }),
  z.object({ type: z.literal('activate'), formation: z.string(), leader: z.string().nullable() }),
  /** 4.14 (ruling R-54): a group leader activates two or more of his group's Formations at once. */
  z.object({ type: z.literal('activate-group'), leader: z.string(), formations: z.array(z.string()) }),
  z.object({ type: z.literal('move-oc') }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('step'), unit: z.string(), to: z.string(), payHit: z.boolean() }),
  /** 5.12: a stack (or a Double-Depth pair, 10.3) steps as one, named by its top unit. */
  z.object({ type: z.literal('stack-step'), unit: z.string(), to: z.string(), payHit: z.boolean() }),
  /** 5.33: the top and bottom units of a stack change places (2 MP). */
  z.object({ type: z.literal('restack'), unit: z.string() }),
  /** 10.3: `rear`, directly behind `unit`, forms Double Depth under it. */
  z.object({ type: z.literal('double-depth'), unit: z.string(), rear: z.string() }),
  z.object({ type: z.literal('face'), unit: z.string(), facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('fire'), unit: z.string(), target: z.string() }),
  z.object({ type: z.literal('hit-and-run'), unit: z.string(), target: z.string() }),
  z.object({ type: z.literal('leader-step'), leader: z.string(), to: z.string() }),
  /** 11.21/11.23: into Column facing a hexside, or out of it facing a vertex. */
  z.object({ type: z.literal('column'), unit: z.string(), column: z.boolean(), facing: z.number().int().min(0).max(5) }),
  z.object({ type: z.literal('end-move') }),
  z.object({ type: z.literal('designate'), attacker: z.string(), defender: z.string() }),
  z.object({ type: z.literal('resolve') }),
  z.object({ type: z.literal('react'), facing: z.number().int().min(0).max(5).nullable() }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('rbs'), unit: z.string(), to: z.string() }),
  z.object({ type: z.literal('stand'), unit: z.string() }),
  z.object({ type: z.literal('retreat'), unit: z.string(), to: z.string() }),
  z.object({ type: z.literal('advance'), to: z.string().nullable() }),
  z.object({ type: z.literal('advance-face'), facing: z.number().int().min(0).max(5) }),
  /** 7.4 (ruling R-26): the Shock to resolve next, named by its first defender. */
  z.object({ type: z.literal('shock-order'), defender: z.string() }),
  /** 7.35 (ruling R-23): the unit whose Type is used for the Weapon System DRM, and the Type (GC: GC or LI). */
  z.object({ type: z.literal('shock-type'), unit: z.string(), as: z.enum(UNIT_TYPES) }),
  /** 7.53 (ruling R-14): the unit that takes the next leftover Hit. */
  z.object({ type: z.literal('allocate'), unit: z.string() }),
  /** 8.4 (ruling R-38): the attacking unit kept in place, or none. */
  z.object({ type: z.literal('keep'), unit: z.string().nullable() }),
  /** DH annex (ruling R-53): the unit turns to its other side, dismounting or mounting, as its only action. */
  z.object({ type: z.literal('dismount'), unit: z.string() }),
  /** 5.36 (ruling R-52): one unit of a Roman stack steps into an empty side hex. */
  z.object({ type: z.literal('sidestep'), unit: z.string(), to: z.string() }),
  /** DH annex Impetuosity (ruling R-49): the Front hex the impetuous infantry moves into. */
  z.object({ type: z.literal('impetus'), unit: z.string(), to: z.string() }),
  /** DH annex Feigned Retreat (ruling R-58): the attacking cavalry that rolls its FR Reaction Value (and pursues). */
  z.object({ type: z.literal('pursuer'), unit: z.string() }),
  /** the feigning unit the pursuer follows. */
  z.object({ type: z.literal('pursue'), unit: z.string() }),
  /** the TQ check's winner, from `to` (its own hex or one hex on), fires at the other unit. */
  z.object({ type: z.literal('strike-fire'), to: z.string() }),
  /** the TQ check's winner, from `to` (its own hex or one hex on), Shocks the other unit. */
  z.object({ type: z.literal('strike-shock'), to: z.string() }),
  /** DH annex Aggression Reaction (ruling R-57): the charging HC's next hex. */
  z.object({ type: z.literal('charge'), unit: z.string(), to: z.string() }),
  /** 4.35 (ruling R-20): where the lone leader withdraws. */
  z.object({ type: z.literal('leader-withdraw'), leader: z.string(), to: z.string() }),
]);
export type SgbohAction = z.infer<typeof actionSchema>;

export const NO_TURN_FLAGS: UnitTurn = {
  startInZoc: false,
  startEnemyInZoc: false,
  mp: null,
  done: false,
  movedAdjacent: false,
  enteredFriendly: false,
  hexesMoved: 0,
  faced: 0,
  facedHere: false,
  fired: false,
  movedAwayFrom: [],
  firedAt: [],
  leftZocOf: [],
  reactionFired: false,
  reactionFaced: false,
  noRbs: false,
  startInColumn: false,
  elephantHit: false,
};
