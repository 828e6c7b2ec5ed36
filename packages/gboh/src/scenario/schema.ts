import { gbohHex } from '@polemarch/kernel';
import { directionSchema, facingSchema, hexIdSchema, mapEdgeSchema, mapSchema, provenanceSchema, retreatEdgeSchema } from '@polemarch/gboh-family';
import { z } from 'zod';
import { EDITIONS } from '../edition';
import { DH_SPECIAL_RULES } from './dhSchema';

/**
 * The GBoH scenario / position file format. One JSON file per battle in `src/scenarios/data/`; a
 * position file (a few units on a small map, for tests or analysis) is the same format, optionally
 * with the dynamic `initial` state of units and leaders and a `start` block.
 *
 * Provenance: counter values and map terrain are printed on the counters and the maps, not in the
 * rules text, so every authored entity carries a `provenance` block: `source` applies to all its
 * values unless `fields` names a different source for a single field. `seed` = read in the seed
 * text; `inferred` = derived from the text or a worked example; `provisional` = authored by us
 * (per army and type, with the rationale in `note`).
 */

// ---------------------------------------------------------------- map, hexes, facings, provenance

// The map part of the file format is the GBoH family's (packages/gboh-family/src/schema.ts).
export {
  directionSchema,
  facingSchema,
  hexFlagSchema,
  hexIdSchema,
  hexSchema,
  hexsideFeatureSchema,
  hexsideKeySchema,
  mapEdgeSchema,
  mapSchema,
  provenanceSchema,
  retreatEdgeSchema,
  sourceNoteSchema,
  sourceSchema,
  terrainSchema,
} from '@polemarch/gboh-family';
export type {
  FacingSpec,
  HexFlag,
  HexSpec,
  HexsideFeature,
  MapEdge,
  MapSpec,
  Provenance,
  RetreatEdge,
  Source,
  SourceNote,
  Terrain,
} from '@polemarch/gboh-family';

// ---------------------------------------------------------------- sides

/** Picks units by their static values (Line Command tables, TQ modifiers, command restrictions). */
/**
 * A unit's class (2.22): 'Cat' Cataphract HC; DH 2.23 Knights: 'Kn' mounted, 'KnDismounted' and 'KnUnhorsed' their HI
 * forms (DH 10.3 columns, ruling DH-SUP-2). A Mongol unit is told by its nationality 'Mongol' (DH 10.2 "LC Mongola"),
 * not a class.
 */
export const unitClassSchema = z.enum(['Cat', 'Kn', 'KnDismounted', 'KnUnhorsed']);

export const unitSelectorSchema = z.object({
  type: z.array(z.enum(['HC', 'LN', 'LC', 'HI', 'MI', 'LI', 'Cheiroballistra'])).optional(),
  class: z.array(unitClassSchema).optional(),
  nationality: z.array(z.string()).optional(),
  units: z.array(z.string()).optional(),
});
export type UnitSelector = z.infer<typeof unitSelectorSchema>;

export const withdrawalModifierSchema = z.discriminatedUnion('kind', [
  /** Dara: if any enemy combat unit enters `hex`, this side's Withdrawal Level drops by `reduction` at once. */
  z.object({ kind: z.literal('enemyEntersHex'), hex: hexIdSchema, reduction: z.number().int().min(0), provenance: provenanceSchema }),
]);

export const tqModifierSchema = z.object({
  applies: unitSelectorSchema.default({}),
  value: z.number().int(),
  /** 'always', or activated by a special rule (e.g. Callinicum Lent). */
  when: z.enum(['always', 'lent']).default('always'),
  provenance: provenanceSchema,
});

export const sideSchema = z.object({
  /** Also the seat id. */
  id: z.string().regex(/^[a-z][a-zA-Z0-9-]*$/),
  name: z.string(),
  nameIt: z.string().optional(),
  retreatEdge: retreatEdgeSchema,
  withdrawalLevel: z.number().int().min(0),
  withdrawalModifiers: z.array(withdrawalModifierSchema).default([]),
  /** 11.2: 'disciplined' (Byzantine, Persian), 'undisciplined' (+2 TQ until the check fails), 'notUsed' (Attila battles). */
  discipline: z.enum(['disciplined', 'undisciplined', 'notUsed']),
  tqModifiers: z.array(tqModifierSchema).default([]),
  /** Default facing of the deployment ("all units face EAST"): a vertex index, used when a unit gives none. */
  defaultFacing: directionSchema.optional(),
  provenance: provenanceSchema,
});
export type SideSpec = z.infer<typeof sideSchema>;

// ---------------------------------------------------------------- leaders

export const leaderRankSchema = z.enum(['OC', 'SC', 'CC', 'replacement']);
export type LeaderRank = z.infer<typeof leaderRankSchema>;

export const commandRestrictionSchema = z.object({
  /** The leader may give orders only to units matching one of these selectors (CC letter code, "Longinus: Isaurians only"). */
  only: z.array(unitSelectorSchema).optional(),
  /** The leader may not command units matching these ("Cabades cannot command Saracen units"). */
  never: z.array(unitSelectorSchema).optional(),
  /** 4.4 example: the leader cannot be used to let other (not commandable) units Shock. */
  noShockEnabling: z.boolean().optional(),
  /** The CC letter code on the counter, for display. */
  letter: z.string().optional(),
  note: z.string().optional(),
});
export type CommandRestriction = z.infer<typeof commandRestrictionSchema>;

export const leaderSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: z.string(),
  rank: leaderRankSchema,
  initiative: z.number().int().min(0).max(9),
  /** Line Command rating (the boxed number); 0 for Contingent Commanders. */
  lineCommand: z.number().int().min(0).max(9),
  commandRange: z.number().int().min(0).max(20),
  /** OC only. */
  strategy: z.number().int().min(0).max(9).nullable().default(null),
  charisma: z.number().int().min(0).max(9),
  personalCombat: z.number().int().min(0).max(9),
  /** The triangle: Elite Initiative (5.5, OC). */
  elite: z.boolean().default(false),
  restriction: commandRestrictionSchema.optional(),
  /** SC: the OC he serves (4.33 range and Line Command rolls) when a side has two OCs (Catalaunian: Theodoric's Visigothic SCs). */
  subordinateOf: z.string().optional(),
  /** OC successor: enters when this OC is eliminated and takes his place (Catalaunian: Paullus replaces Aetius); `hex` null. */
  replaces: z.string().optional(),
  /** Null: not on the map at the start (replacement leaders, reinforcements, secret deployment). */
  hex: hexIdSchema.nullable(),
  secret: z.boolean().default(false),
  /** Rout Points when eliminated; default 5 × Initiative (12.11). */
  routPoints: z.number().int().min(0).optional(),
  initial: z
    .object({ status: z.enum(['inactive', 'finished', 'eliminated']).default('inactive'), wounded: z.boolean().default(false) })
    .optional(),
  provenance: provenanceSchema,
});
export type LeaderSpec = z.infer<typeof leaderSchema>;

// ---------------------------------------------------------------- combat units

export const unitTypeSchema = z.enum(['HC', 'LN', 'LC', 'HI', 'MI', 'LI', 'Cheiroballistra']);
export type UnitType = z.infer<typeof unitTypeSchema>;
/** 8.11: B bow, C composite bow, J javelins, F throwing axe; 'Cheiro' the cheiroballistra (11.6); DH 2.21 CB crossbow. */
export const missileTypeSchema = z.enum(['B', 'C', 'J', 'F', 'Cheiro', 'CB']);
export type MissileType = z.infer<typeof missileTypeSchema>;

/** Counter values shared by a group of units (per army and type); a unit names one in `profile`. */
export const counterProfileSchema = z.object({
  type: unitTypeSchema,
  class: unitClassSchema.nullable().default(null),
  nationality: z.string(),
  /** Null in the Attila battles, whose counters have no Size (scenario rule attila.noUnitSize). */
  size: z.number().int().min(0).max(20).nullable(),
  tq: z.number().int().min(1).max(9),
  ma: z.number().int().min(0).max(12),
  missile: missileTypeSchema.nullable().default(null),
  /** 11.5 sword-armed ('S' box). */
  sword: z.boolean().default(false),
  /** 11.7 Roman Shield Wall capable (Roman/Byzantine HI and MI). */
  shieldWall: z.boolean().default(false),
  /** 6.71 may Feigned Retreat (Hun and Visigothic LC). */
  feignedRetreat: z.boolean().default(false),
  /** 6.74 FR Reaction Value of this unit when pursued (null: never pursues). */
  frValue: z.number().int().min(0).max(9).nullable().default(null),
  /** DH 8.21: the red triangle by the missile type: may use Rain of Arrows. */
  rainOfArrows: z.boolean().default(false),
  /** DH 6.14: mounted cavalry whose back is a dismounted side (not Knights) takes no 6.13 "moved again" hit. */
  movedPenaltyExempt: z.boolean().default(false),
  /**
   * DH 9.4: the profile of this counter's dismounted side (HI or LI): the unit flips in place, one unit with two
   * sides (`rules/dismount.ts`), where `dismountCounterpart` names a second unit (11.1).
   */
  dismountedSide: z.string().optional(),
  provenance: provenanceSchema,
});
export type CounterProfile = z.infer<typeof counterProfileSchema>;

export const unitStateSchema = z.object({
  hits: z.number().int().min(0).default(0),
  status: z.enum(['normal', 'routed', 'rallied', 'eliminated']).default('normal'),
  missileSupply: z.enum(['full', 'low', 'no']).default('full'),
  moved: z.boolean().default(false),
  shieldWall: z.boolean().default(false),
  cheiroMode: z.enum(['fire', 'move']).optional(),
});
export type UnitStateSpec = z.infer<typeof unitStateSchema>;

export const unitSchema = z.object({
  id: z.string(),
  name: z.string(),
  side: z.string(),
  /** Counter values come from this profile; any value given on the unit overrides it. */
  profile: z.string().optional(),
  type: unitTypeSchema.optional(),
  class: unitClassSchema.nullable().optional(),
  nationality: z.string().optional(),
  size: z.number().int().min(0).max(20).nullable().optional(),
  tq: z.number().int().min(1).max(9).optional(),
  ma: z.number().int().min(0).max(12).optional(),
  missile: missileTypeSchema.nullable().optional(),
  sword: z.boolean().optional(),
  shieldWall: z.boolean().optional(),
  feignedRetreat: z.boolean().optional(),
  frValue: z.number().int().min(0).max(9).nullable().optional(),
  /** DH 8.21: Rain of Arrows (the counter's red triangle); default the profile's. */
  rainOfArrows: z.boolean().optional(),
  /** DH 6.14: exempt from the 6.13 "moved again" hit (a counter with a dismounted back); default the profile's. */
  movedPenaltyExempt: z.boolean().optional(),
  /** 11.1: id of the unit's other (mounted / dismounted) counter, kept off map until it dismounts. */
  dismountCounterpart: z.string().nullable().default(null),
  /** 11.1: this counter is the dismounted (HI) form of a cavalry unit. */
  dismounted: z.boolean().default(false),
  /** Line ids (from the side's Line Command table) this unit belongs to, besides the ones its selectors give. */
  lines: z.array(z.string()).default([]),
  /** Null: off the map at the start (a reinforcement, the dismounted counterpart). */
  hex: hexIdSchema.nullable(),
  facing: facingSchema.optional(),
  inColumn: z.boolean().default(false),
  /** Secret deployment (Dara's Heruli): the hex is hidden from the opponent until the unit moves or is about to be entered. */
  secret: z.boolean().default(false),
  /** Rout Points when eliminated; default the printed TQ (12.11). */
  routPoints: z.number().int().min(0).optional(),
  initial: unitStateSchema.optional(),
  provenance: provenanceSchema.optional(),
});
export type UnitSpec = z.infer<typeof unitSchema>;

// ---------------------------------------------------------------- Line Command tables

export const lineSchema = z.object({
  id: z.string(),
  side: z.string(),
  name: z.string(),
  members: z.array(unitSelectorSchema).min(1),
  /** 4.32: infantry Lines need adjacency; cavalry Lines may have one-hex gaps. */
  composition: z.enum(['infantry', 'cavalry']),
  /** Scenario overrides of the Line Composition Chart. */
  gapAllowed: z.boolean().optional(),
  /** Multiple of the leader's Command Range every unit must be within (chart: 2). */
  rangeMultiplier: z.number().int().min(1).max(9).default(2),
  /** Utus/Catalaunian Hun MI: any activated leader may command this Line regardless of position. */
  anyPosition: z.boolean().default(false),
  provenance: provenanceSchema,
});
export type LineSpec = z.infer<typeof lineSchema>;

// ---------------------------------------------------------------- reinforcements

export const reinforcementSchema = z.object({
  id: z.string(),
  side: z.string(),
  units: z.array(z.string()).min(1),
  leaders: z.array(z.string()).default([]),
  arrival: z.discriminatedUnion('kind', [
    /** Arrive at the start of the given turn. */
    z.object({ kind: z.literal('turn'), turn: z.number().int().min(1) }),
    /** Tricameron: at the start of each turn, roll; arrive on one of `succeedOn`. */
    z.object({ kind: z.literal('dieRoll'), succeedOn: z.array(z.number().int().min(0).max(9)).min(1), fromTurn: z.number().int().min(1).default(1) }),
  ]),
  entry: z.object({
    hexes: z.array(hexIdSchema).optional(),
    edge: mapEdgeSchema.optional(),
    inColumn: z.boolean().default(false),
  }),
  provenance: provenanceSchema,
});
export type ReinforcementSpec = z.infer<typeof reinforcementSchema>;

// ---------------------------------------------------------------- special rules

const championSchema = z.object({ side: z.string(), name: z.string(), combat: z.number().int(), resistance: z.number().int() });

/** Scenario special rules as typed flags and parameters. Rules not (yet) typed go in `note`. */
export const specialRuleSchema = z.discriminatedUnion('kind', [
  /** Callinicum: from turn `fromTurn`, end of Rout & Reload, roll; on `failOn` every unit of `side` gets TQ −`tqPenalty`; at most once. */
  z.object({ kind: z.literal('lent'), side: z.string(), fromTurn: z.number().int(), failOn: z.array(z.number().int()), tqPenalty: z.number().int() }),
  /** Dara: missile fire toward `towardEdge` has range −`rangeReduction` and +`drm` to the DR. */
  z.object({ kind: z.literal('wind'), towardEdge: mapEdgeSchema, rangeReduction: z.number().int(), drm: z.number().int() }),
  /** Dara: no Rearm (8.18); Missile No and Missile Low are permanent. */
  z.object({ kind: z.literal('noRearm') }),
  /** Dara: archers on wall hexes: range +`rangeBonus`, 1 hit at the extra ranges on DR ≤ 0, `drm`, no Shock. */
  z.object({ kind: z.literal('wallArchers'), hexes: z.array(hexIdSchema), rangeBonus: z.number().int(), drm: z.number().int() }),
  /** Dara: trench hexsides: a Shock where all attackers cross one is shifted `shockShiftLeft` columns left; ZOC across only for missile fire. */
  z.object({ kind: z.literal('trench'), shockShiftLeft: z.number().int() }),
  /** Casilinum: the Frankish Wedge. */
  z.object({
    kind: z.literal('wedge'),
    side: z.string(),
    ranks: z.array(z.array(hexIdSchema)),
    minUnits: z.number().int(),
    enterFriendlyExtraMP: z.number().int(),
    /** The leader who commands the wedge (Buccelin); default the side's OC. */
    commander: z.string().optional(),
  }),
  /** Dara, Taginae: a Champion Challenge before turn 1 (11.8). */
  z.object({
    kind: z.literal('championChallenge'),
    champions: z.array(championSchema).length(2),
    /** Taginae: if `side`'s opponent wins, `side` may cancel with DR ≤ `leader`'s Charisma. */
    cancel: z.object({ side: z.string(), leader: z.string() }).optional(),
  }),
  /** Dara: secret deployment of units/leaders within `radius` of `centre`, not in column ≥ `maxColumnExclusive`. */
  z.object({
    kind: z.literal('secretDeployment'),
    side: z.string(),
    units: z.array(z.string()),
    leaders: z.array(z.string()),
    centre: hexIdSchema,
    radius: z.number().int(),
    maxColumnExclusive: z.number().int().optional(),
  }),
  /** Taginae: the Gothic LI may not move until a Shock has occurred or one of them is fired on. */
  z.object({ kind: z.literal('holdUntilShock'), units: unitSelectorSchema }),
  /** Taginae 11.31: units in this hex column are the "nearest enemy" for Uncontrolled Advance. */
  z.object({ kind: z.literal('uncontrolledTargetColumn'), side: z.string(), column: z.number().int() }),
  /** Tricameron: Hun Reluctance (no voluntary entry into enemy ZOC unless RP condition). */
  z.object({ kind: z.literal('reluctance'), units: unitSelectorSchema, ratio: z.number() }),
  /**
   * Tricameron (Hun Reluctance): in each Withdrawal Phase, if side `from` has more RP than side `to`, the surviving
   * `units` and `leaders` join `to` for the rest of the game (once).
   */
  z.object({ kind: z.literal('changeSides'), units: unitSelectorSchema, leaders: z.array(z.string()).default([]), from: z.string(), to: z.string() }),
  /** Catalaunian: Alan Reactive Defection keyed to `leader`'s Initiative. */
  z.object({ kind: z.literal('defection'), units: unitSelectorSchema, leader: z.string() }),
  /** Catalaunian: Ferocity (+`preShockBonus` attacking). */
  z.object({ kind: z.literal('ferocity'), units: unitSelectorSchema, preShockBonus: z.number().int() }),
  /** Utus, Catalaunian: the Attila module's rule set (no Size, SC variant, no cavalry OW, no Column, no 11.1–11.3). */
  z.object({ kind: z.literal('attilaRules') }),
  /** Taginae: dismounted units may not remount; listed units may not dismount. */
  z.object({ kind: z.literal('noDismount'), units: unitSelectorSchema }),
  ...DH_SPECIAL_RULES,
  /** A rule described in text only, not (yet) enforced: listed so the battle description can say so. */
  z.object({ kind: z.literal('note'), id: z.string(), text: z.string(), enforced: z.boolean().default(false) }),
]);
export type SpecialRule = z.infer<typeof specialRuleSchema>;

// ---------------------------------------------------------------- the file

export const scenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameIt: z.string().optional(),
  year: z.string().optional(),
  /** The variant profile whose charts and rule steps apply ('cataphract' default; 'devils-horsemen' later). */
  profile: z.string().default('cataphract'),
  /** Shown to players: "terrain reconstructed", "provisional values", ... */
  notes: z.array(z.string()).default([]),
  source: z.object({ seed: z.string(), lines: z.tuple([z.number().int(), z.number().int()]).optional() }).optional(),
  map: mapSchema,
  /** Sides in scenario order: the first listed moves its routed units first in the Rout phase (M.2 D2). */
  sides: z.array(sideSchema).length(2),
  counterProfiles: z.record(z.string(), counterProfileSchema).default({}),
  leaders: z.array(leaderSchema),
  units: z.array(unitSchema),
  lines: z.array(lineSchema).default([]),
  reinforcements: z.array(reinforcementSchema).default([]),
  /** Turn-1 activation limits (Dara, Casilinum, Taginae): only these leaders may be activated in turn 1. */
  turn1Activation: z
    .object({ leaders: z.array(z.string()), championWinnerChoice: z.boolean().default(false) })
    .nullable()
    .default(null),
  specialRules: z.array(specialRuleSchema).default([]),
  /**
   * The battle's special rules by id (`battleRules.ts`, registered from `battles/`), in the order they act where two
   * act at one point. Absent (test positions): the rules the `specialRules` data needs.
   */
  rules: z.array(z.string()).optional(),
  /** Overrides of the provisional Missile Range and Results grid (charts/missile.ts) for this battle. */
  missileGrid: z.record(z.string(), z.array(z.number().int().nullable())).optional(),
  /** A position's starting point; a scenario starts at turn 1 before the first activation. */
  start: z.object({ turn: z.number().int().min(1).default(1) }).optional(),
  /**
   * The engine's default turn limit for the battle, not a rule (DH 3.0: "the number of turns is not fixed"): the game
   * option `maxTurns` takes it when not given, `maxTurns=0` plays to army withdrawal (ruling DH-TURNS-1, the Kalka).
   */
  turnLimit: z.number().int().min(1).optional(),
});
export type ScenarioSpec = z.infer<typeof scenarioSchema>;
export type ScenarioInput = z.input<typeof scenarioSchema>;

/**
 * Cross-reference checks a zod shape cannot express: unique ids, sides that exist, profiles that
 * exist, every unit with complete counter values, hexes inside the extent and not prohibited.
 * Returns a list of problems (empty when the file is sound).
 */
export function checkScenario(s: ScenarioSpec): string[] {
  const problems: string[] = [];
  if (!(s.profile in EDITIONS)) problems.push(`unknown profile ${s.profile} (known: ${Object.keys(EDITIONS).join(', ')})`);
  const sideIds = new Set(s.sides.map((x) => x.id));
  const { minCol, maxCol, minRow, maxRow } = s.map.extent;
  const inExtent = (h: string): boolean => {
    // An id that is no hex id ("12a4") is the schema's refusal already (hexIdSchema): not a crash here (issue 17.5).
    if (!gbohHex.isHexId(h)) return true;
    const o = gbohHex.parseHexId(h);
    return o.col >= minCol && o.col <= maxCol && o.row >= minRow && o.row <= maxRow;
  };
  const terrainOf = (h: string) => s.map.hexes[h]?.terrain ?? s.map.defaultTerrain;
  const ids = new Set<string>();
  for (const l of s.leaders) {
    if (ids.has(l.id)) problems.push(`duplicate id ${l.id}`);
    ids.add(l.id);
    if (!sideIds.has(l.side)) problems.push(`leader ${l.id}: unknown side ${l.side}`);
    if (l.hex !== null && !inExtent(l.hex)) problems.push(`leader ${l.id}: hex ${l.hex} outside the map`);
  }
  for (const u of s.units) {
    if (ids.has(u.id)) problems.push(`duplicate id ${u.id}`);
    ids.add(u.id);
    if (!sideIds.has(u.side)) problems.push(`unit ${u.id}: unknown side ${u.side}`);
    const p = u.profile === undefined ? undefined : s.counterProfiles[u.profile];
    if (u.profile !== undefined && p === undefined) problems.push(`unit ${u.id}: unknown profile ${u.profile}`);
    for (const f of ['type', 'nationality', 'tq', 'ma'] as const) {
      if (u[f] === undefined && (p === undefined || p[f] === undefined)) problems.push(`unit ${u.id}: no ${f}`);
    }
    if (u.size === undefined && p === undefined) problems.push(`unit ${u.id}: no size`);
    if (u.hex !== null) {
      if (!inExtent(u.hex)) problems.push(`unit ${u.id}: hex ${u.hex} outside the map`);
      const t = terrainOf(u.hex);
      if (t === 'cityWalls' && !s.specialRules.some((r) => r.kind === 'wallArchers' && r.hexes.includes(u.hex!))) {
        problems.push(`unit ${u.id}: deployed on a wall hex ${u.hex} that is not a wall-archer post`);
      }
      if (t === 'river' || t === 'offMap') problems.push(`unit ${u.id}: deployed in prohibited hex ${u.hex} (${t})`);
    }
    for (const line of u.lines) if (!s.lines.some((l) => l.id === line)) problems.push(`unit ${u.id}: unknown line ${line}`);
  }
  for (const l of s.lines) if (!sideIds.has(l.side)) problems.push(`line ${l.id}: unknown side ${l.side}`);
  // 11.1: a mounted counter and its dismounted counterpart name each other; one is mounted, one dismounted, the other off map.
  for (const u of s.units) {
    if (u.dismountCounterpart === null) continue;
    const c = s.units.find((x) => x.id === u.dismountCounterpart);
    if (c === undefined) {
      problems.push(`unit ${u.id}: unknown dismountCounterpart ${u.dismountCounterpart}`);
      continue;
    }
    if (c.dismountCounterpart !== u.id || c.side !== u.side || c.dismounted === u.dismounted || (u.hex !== null && c.hex !== null)) {
      problems.push(`unit ${u.id}: dismountCounterpart ${c.id} must name it back, be of its side, be its other form and start off the map`);
    }
  }
  // DH 9.4: a dismounted side is an infantry profile of the file with no dismounted side of its own.
  for (const [id, p] of Object.entries(s.counterProfiles)) {
    if (p.dismountedSide === undefined) continue;
    const d = s.counterProfiles[p.dismountedSide];
    if (d === undefined) problems.push(`profile ${id}: unknown dismountedSide ${p.dismountedSide}`);
    else if ((d.type !== 'HI' && d.type !== 'LI') || d.dismountedSide !== undefined || (p.type !== 'HC' && p.type !== 'LC')) {
      problems.push(`profile ${id}: dismountedSide ${p.dismountedSide} must be the HI or LI side of a cavalry counter`);
    }
  }
  for (const r of s.reinforcements) {
    for (const u of r.units) if (!s.units.some((x) => x.id === u)) problems.push(`reinforcement ${r.id}: unknown unit ${u}`);
  }
  if (s.turn1Activation) for (const l of s.turn1Activation.leaders) if (!s.leaders.some((x) => x.id === l)) problems.push(`turn1Activation: unknown leader ${l}`);
  for (const h of Object.keys(s.map.hexes)) if (!inExtent(h)) problems.push(`map hex ${h} outside the extent`);
  for (const side of s.sides) {
    // Two OCs on one side (Catalaunian) only if every SC of that side names the OC he serves; a successor does not count.
    const ocs = s.leaders.filter((l) => l.side === side.id && l.rank === 'OC' && l.replaces === undefined);
    const unassigned = s.leaders.filter((l) => l.side === side.id && l.rank === 'SC' && l.subordinateOf === undefined);
    if (ocs.length > 1 && unassigned.length > 0) problems.push(`side ${side.id}: more than one OC and SCs without subordinateOf (${unassigned.map((l) => l.id).join(', ')})`);
  }
  for (const l of s.leaders) {
    const oc = (id: string | undefined): boolean => id === undefined || s.leaders.some((x) => x.id === id && x.side === l.side && x.rank === 'OC');
    if (!oc(l.subordinateOf)) problems.push(`leader ${l.id}: subordinateOf ${l.subordinateOf} is not an OC of his side`);
    if (!oc(l.replaces) || (l.replaces !== undefined && (l.rank !== 'OC' || l.hex !== null))) problems.push(`leader ${l.id}: replaces ${l.replaces} needs an off-map OC replacing an OC of his side`);
  }
  return problems;
}

/** The position schema the module exposes: the scenario schema plus the cross-reference checks. */
export const positionSchema = scenarioSchema.superRefine((s, ctx) => {
  for (const p of checkScenario(s)) ctx.addIssue({ code: 'custom', message: p });
});
