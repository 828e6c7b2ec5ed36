import type { ClashTable } from '../charts/clash';
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
  };
  policies: EditionPolicies;
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
