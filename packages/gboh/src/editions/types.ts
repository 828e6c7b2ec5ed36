import type { Aspect, ClashTable } from '../charts/clash';
import type { ArmourChart } from '../charts/devilsHorsemenMissile';
import type { ShockParty } from '../charts/devilsHorsemenShock';
import type { CrtCell } from '../charts/crt';
import type { MissileGrid } from '../charts/missile';
import type { SuperiorityTable } from '../charts/superiority';
import type { TerrainChart } from '../charts/terrain';

/** What the 8.15 two-hit rule asks of the firer and of the target. */
export type FireParty = { infantry: boolean };

/**
 * The rule policies an edition may replace: small functions called where the rule is applied. The section named in
 * each is Cataphract's (the rule key the code cites); the edition's own section is in its citation map.
 */
export type EditionPolicies = {
  /** 7.14: Cohesion Hits an infantry unit takes for a Reaction Facing Change, from its (modified) DR and TQ. */
  reactionFacingHits(dr: number, tq: number): number;
  /** 8.15: does a successful modified fire DR of 0–1 score 2 hits rather than 1 (ruling R-MRRC-2)? */
  twoHits(firer: FireParty, target: FireParty): boolean;
  /** 10.16: the most hits Reorganization may remove this turn (0: no Reorganization), within enemy missile range or not. */
  reorganizeLimit(withinEnemyMissileRange: boolean): number;
  /** 9.15: the Clash of Weapons column of the chosen attacker against the chosen defender through `aspect`. */
  clashColumn(aspect: Aspect, defender: ShockParty, attacker: ShockParty): number;
  /** 9.16 STEP 1 (B): weapon-system superiority; `javelinReady` is the defender's (the Cataphract chart's * note). */
  weaponSuperiority(defender: ShockParty & { javelinReady: boolean }, attacker: ShockParty): 'AS' | 'DS' | null;
  /** 7.31: the "+" types, that must Shock when they moved adjacent. */
  mustShockIfMoved(unit: ShockParty): boolean;
  /** 9.17 Collapse: does this check roll rout the unit (Cataphract DR > TQ; DH 9.18 DR ≥ TQ)? */
  collapseRouts(dr: number, tq: number): boolean;
  /** 8.19 / 9.14: the rating a wounded leader's second roll must exceed to kill him (Cataphract Personal Combat; DH Initiative). */
  casualtyRating(leader: { personalCombat: number; initiative: number }): number;
};

/**
 * Rules an edition switches, each read at the rule's one call site. Cataphract's values are today's behaviour; The
 * Devil's Horsemen's drop the rules of its Appendix A and turn on its own.
 */
export type EditionFlags = {
  /** 8.15–8.16: 'mrrc' Cataphract (HI +1/+3, extended range, archers see past closer units); 'rangeAndArmour' DH 8.17–8.18 (Armour chart, Direct/Arc). */
  fire: 'mrrc' | 'rangeAndArmour';
  /** 9.16 STEP 2: 'sizeRatio' (Size Differential Ratio; the Attila battles count units) or 'unitCount' (DH 9.17 Numerical Superiority). */
  shockColumnShift: 'sizeRatio' | 'unitCount';
  /** 9.16 #4: LC/LI archers shocking HI/MI halve the defender's hits (ruling R-SHOCK-2); DH has no such rule. */
  lightArcherHalving: boolean;
  /** 11.4 Rate of Fire: 'setupHex' (Cataphract: C infantry in its set-up hex); 'stationary' (DH 8.25: C infantry that has not moved this phase). */
  rateOfFire: 'setupHex' | 'stationary';
  /** 9.16 #1: Positional Superiority is denied by an enemy ZOC from the attacker's Flank/Rear (Cataphract) or by any other enemy not attacked (DH 9.17 #1A). */
  positionalDenial: 'flankOrRearZoc' | 'anyOtherEnemyZoc';
  /** Leader Casualty Table: a wounded leader is Finished for the turn (Cataphract); DH is silent (ruling DH-LDR-1: no). */
  woundedLeaderFinished: boolean;
  /** DH 11.6 Cavalry Disorder (new in DH): cavalry that reached a Shock resolution roll is Disordered. */
  cavalryDisorder: boolean;
  /** 10.3 Engaged: 'option' (Cataphract, game option `engagedRule`); 'missileOnly' (DH 11.2: always, only fire is barred). */
  engagement: 'option' | 'missileOnly';
  /** 6.5: 'fasterUnit' (Cataphract: any faster unit; infantry takes a hit) or 'cavalryOnly' (DH 6.51: cavalry before infantry, non-FR LC before HC). */
  orderlyWithdrawal: 'fasterUnit' | 'cavalryOnly';
  /** Cat 8.35: an H&D by a Feigned-Retreat LC against cavalry may end with a Feigned Retreat (DH drops it, 8.3). */
  hdFeignedRetreat: boolean;
  /**
   * 4.33 SC Line Commands: 'strategy' (Cataphract: in the OC's range roll ≤ his Strategy, else 0; the Attila battles
   * use their Command Summary); 'initiative' (DH 4.32: in the OC's range or on turn 1 automatic, else roll ≤ the SC's
   * Initiative, failure Finished, ruling DH-CMD-1).
   */
  scLineCommand: 'strategy' | 'initiative';
  /**
   * 5.44 whom a successful trump Skips (besides the pre-empted leader): 'lower' (Cataphract, ruling: Initiative
   * strictly below the trumper's) or 'equalOrLower' (DH 5.44 "equal to or lower than").
   */
  trumpSkips: 'lower' | 'equalOrLower';
  /** 4.4 #1: orders an OC spends to leave an enemy ZOC himself (Cataphract 1, DH 4.31 2). */
  ocLeavesZocOrders: 1 | 2;
  /** 6.65 passing through friends: 'table' (Cataphract Stacking Table) or 'dh663' (DH 6.63: +1 MP, 1 hit to each HI/MI involved). */
  stacking: 'table' | 'dh663';
  /**
   * 7.12–7.13 facing changes: 'perVertex' (Cataphract: 1 MP and, in Difficult terrain, the chart's hits per vertex for
   * every unit); 'dh' (DH Terrain Chart note b: cavalry pays 1 MP for a facing change of any number of vertices; LI take
   * no facing hits in broken terrain or woods).
   */
  facing: 'perVertex' | 'dh';
  /** 10.16 / 10.27: 'cataphract', or 'dh' (11.14 Recovery only in Open and out of enemy ZOCs; 11.51 rally only stacked or adjacent). */
  rallyRecovery: 'cataphract' | 'dh';
  /** 4.62: an enemy next to a leader: 'retreat' (Cataphract: 1–3 hexes) or 'capture' (DH 4.42: a lone leader is placed with the nearest friend, or killed). */
  loneLeader: 'retreat' | 'capture';
  /** 10.15 / DH 9.14 #4: both sides rout on pre-shock checks: 'discrepancy' (Cataphract) or 'defenderRoutsAttackerInPlace' (DH). */
  preShockBothRout: 'discrepancy' | 'defenderRoutsAttackerInPlace';
  /**
   * 4.23 / DH 5.24 #1 a leader's move: 'destination' (Cataphract: one action per reachable hex, each an order) or
   * 'hexByHex' (DH: the order moves him a hex at a time, the following hexes free, until he stops, like a unit's move;
   * ruling DH-LDR-3).
   */
  leaderMove: 'destination' | 'hexByHex';
  /**
   * 5.46 what satisfies a successful trump's "must act": 'anyOrder' (Cataphract: a leader's own move too) or
   * 'unitOrder' (DH 5.46: a move or fire order to a combat unit, or a Line Command; a leader moving alone does not).
   */
  trumpMustAct: 'anyOrder' | 'unitOrder';
  /**
   * 4.32 / DH 4.23 what makes a Line: 'contiguous' (Cataphract: the Line's units adjacent, or a one-hex gap for
   * cavalry, each connected group a Line Command of its own) or 'inRange' (DH: every eligible unit of the Line within
   * twice the leader's Command Range by a traceable path, wherever the others are; no contiguity).
   */
  lineContiguity: 'contiguous' | 'inRange';
  /**
   * 8.3 / DH 8.32–8.35 Harassment & Dispersal: 'cataphract' (empty path, no Difficult terrain, every enemy the path
   * passes may react, all fire simultaneous, Impetuosity toward the LC) or 'dh' (not against a target in a friendly
   * ZOC; the path may cross friendly units (6.63: HI/MI passed take 1 hit) and woods, not Broken terrain; only the
   * target fires back, after the H&D fire; Impetuosity "forward" into a Front hex).
   */
  hd: 'cataphract' | 'dh';
  /** DH 12.2: the Mongol side may answer its Withdrawal Level with a Dismounted Defense (`rules/mongolWithdrawal.ts`). */
  mongolWithdrawalReaction: boolean;
  /**
   * 6.44 a Column unit's facing changes in its move: 'facingCost' (Cataphract: it may turn, paying the facing cost, to
   * move into any hex) or 'frontFlankOnly' (DH 6.44: it moves only into its front or front-flank hexes, never turns).
   */
  columnFacing: 'facingCost' | 'frontFlankOnly';
  /** 6.47 / 7.14: may a Column unit make a Reaction Facing Change (Cataphract no; DH 6.47 does not bar it: yes, 60°)? */
  columnReactionFacing: boolean;
  /**
   * 5.51–5.52 the Elite Orders Phase: 'cataphract' (any leader on turn 1; both sides may have theirs) or 'dh' (DH 5.5:
   * within the Elite OC's range on every turn; both Elite: a die roll + Initiative decides who has it, a tie neither).
   */
  elite: 'cataphract' | 'dh';
  /** DH 8.22: Rain of Arrows may be announced with Reaction Fire too (Cataphract has no Rain of Arrows). */
  rainOfArrowsReaction: boolean;
  /**
   * 7.25 / DH 7.13 facing changes by a unit that starts its move in an enemy ZOC: 'cataphract' (only with no enemy in
   * its own ZOC) or 'dh' (no such condition, but a unit that turned so may neither fire nor Shock in that Orders Phase).
   */
  zocPivot: 'cataphract' | 'dh';
  /** 6.41: may infantry of an army that is not Disciplined use Column (Cataphract no; DH 6.41: any non-routed infantry)? */
  columnAnyInfantry: boolean;
  /**
   * 10.21 / DH 11.41 a rout toward the Retreat Edge: 'priorities' (Cataphract: empty hexes first, then through friends,
   * then friends in enemy ZOC; blocked both ways, turn a vertex at a time) or 'emptyOnly' (DH: only empty hexes out of
   * enemy ZOC, each nearer the edge, or as near when none is nearer; none: eliminated, 11.41 / 11.43).
   */
  routPath: 'priorities' | 'emptyOnly';
  /**
   * 11.1 / DH 9.4 who may dismount and where: 'cataphract' (HC Cataphract only, at least 5 hexes from every enemy
   * unit, out of range and LOS of every enemy missile unit able to fire) or 'dh' (any counter with a dismounted side,
   * the data's: Mongol HC and LC, some other HC; not within 4 hexes of an enemy unit, not within range and Direct-Fire
   * LOS of an enemy missile unit not out of missiles).
   */
  dismount: 'cataphract' | 'dh';
};

/** One Cataphract section and the edition's own section for the same rule. */
export type SectionMapping = {
  cataphract: string;
  edition: string;
  /**
   * 'appendixB': read off the edition's paragraph map row by row; 'text': the row covers the paragraph but pairs it
   * differently (a range of another length, a whole section, a split paragraph), so the paragraph was matched by
   * reading both rulebooks; 'scenario': the battle's own scenario rules.
   */
  basis: 'appendixB' | 'text' | 'scenario';
  /** Why the pairing is uncertain ([AMBIGUOUS] in the edition's spec sense), when it is. */
  ambiguous?: string;
};

/** A Cataphract rule the edition does not have (to be disabled when its battles are playable). */
export type DroppedRule = {
  rule: string;
  /** Cataphract sections of the rule. */
  cataphract: readonly string[];
  /** What the edition does instead. */
  instead: string;
  /**
   * How the engine switches it off: `flag:<EditionFlags key>` or `policy:<EditionPolicies key>` (the edition's value
   * differs from Cataphract's), `data` (the edition's charts or its battles' data never carry it), `sequence` (the
   * shared sequence of play already runs it the edition's way, nothing to switch), or `open` (still on: the reason is
   * in docs/rules/gboh-dh-coverage.md).
   */
  off: readonly string[];
};

/**
 * An edition of the game: its charts, its rule policies and the way it numbers the rules. A battle names its edition
 * (`profile` in the scenario file, default 'cataphract').
 */
export type Edition = {
  id: string;
  name: string;
  /** Read by the engine: CRT, Clash and Superiority tables (9.16), missile grid (8.15, under per-battle and per-game overrides), terrain (6.2, 7.13). */
  charts: {
    crt: readonly (readonly CrtCell[])[];
    clash: ClashTable;
    superiority: SuperiorityTable;
    missile: MissileGrid;
    terrain: TerrainChart;
    /** DH 10.2 Armour Effectiveness (read when `flags.fire` is 'rangeAndArmour'). */
    armour?: ArmourChart;
  };
  policies: EditionPolicies;
  flags: EditionFlags;
  /**
   * How events cite rules: the edition's prefix and its section for each Cataphract section (the code's rule key).
   * A section absent from the map keeps its Cataphract citation (gboh x.y): a Cataphract rule with no counterpart.
   */
  citation: { prefix: string; sections: Readonly<Record<string, string>>; source: string };
  /** Cataphract rules the edition drops (data for the issue that makes its battles playable). */
  dropped: readonly DroppedRule[];
};

/** 8.15 ruling R-MRRC-2: the readings of the two-hit rule (a game option may pick one over the edition's). */
export type TwoHitReading = 'infantryFirer' | 'infantryTarget' | 'all' | 'none';
/** 7.14 ruling R-713: the readings of infantry Reaction Facing hits. */
export type ReactionFacingReading = 'alwaysMin1' | 'onlyOnFailure';
