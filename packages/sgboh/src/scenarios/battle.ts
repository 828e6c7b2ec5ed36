import { mapEdgeSchema, mapSchema } from '@polemarch/gboh-family';
import { z } from 'zod';
import { DH_ARMOURS } from '../charts/dhMissile';
import { MISSILES, UNIT_CLASSES, UNIT_TYPES } from '../types';

/**
 * An SGBoH battle: the scenario data 13 lists (map, counters, Formation Charts, Seize ratings, Withdrawal Levels,
 * Retreat Edges, reducible units). Also the position-file format (`positionSchema`). Every authored value says where
 * it comes from in `notes` / `provenance`.
 */

const idSchema = z.string().min(1);

export const battleUnitSchema = z.object({
  id: idSchema,
  name: z.string(),
  side: idSchema,
  type: z.enum(UNIT_TYPES),
  cls: z.enum(UNIT_CLASSES).nullable().default(null),
  missile: z.enum(MISSILES).nullable().default(null),
  tq: z.number().int().min(0).max(9),
  size: z.number().int().min(0).max(20),
  ma: z.number().int().min(0).max(12),
  formation: idSchema,
  legion: z.string().nullable().default(null),
  canReduce: z.boolean().default(false),
  reduced: z.boolean().default(false),
  hits: z.number().int().min(0).default(0),
  hex: z.string().regex(/^\d{4}$/),
  facing: z.number().int().min(0).max(5),
  inColumn: z.boolean().default(false),
  /** 10.3: deployed in Double Depth (both counters of the pair, in one hex, the front one on top). */
  doubleDepth: z.boolean().default(false),
  /** 9.0 override (the scenario may change RP values). */
  rp: z.number().int().min(0).optional(),
  /** DH 10.2 armour row where type and class do not give it: Knights, Mongol LC (ruling R-55). */
  armour: z.enum(DH_ARMOURS).optional(),
  /** DH annex Aggression Reaction (ruling R-57): a Knight or European HC, +2 to its roll. */
  chivalric: z.boolean().optional(),
  /** DH annex Feigned Retreat (ruling R-58): the LC may Feigned Retreat. */
  feignedRetreat: z.boolean().optional(),
  /** DH annex Feigned Retreat: the unit's FR Reaction Value (scenario). */
  frValue: z.number().int().min(0).max(9).optional(),
  /** The counter's other side: a cavalry unit's dismounted side, or a dismounted unit's mounted one (DH annex, ruling R-53). */
  otherSide: z
    .object({ name: z.string(), type: z.enum(UNIT_TYPES), cls: z.enum(UNIT_CLASSES).nullable(), missile: z.enum(MISSILES).nullable(), tq: z.number().int().min(0).max(9), size: z.number().int().min(0).max(20), ma: z.number().int().min(0).max(12) })
    .optional(),
});
export type BattleUnit = z.infer<typeof battleUnitSchema>;

export const battleLeaderSchema = z.object({
  id: idSchema,
  name: z.string(),
  side: idSchema,
  initiative: z.number().int().min(0).max(9),
  range: z.number().int().min(0).max(12),
  heroic: z.boolean().default(false),
  seize: z.number().int().min(0).max(9).default(0),
  oc: z.boolean().default(false),
  replacement: z.boolean().default(false),
  hex: z.string().regex(/^\d{4}$/).nullable(),
});
export type BattleLeader = z.infer<typeof battleLeaderSchema>;

/** 11.1 (ruling R-44): a fortified hexside, named by its two hexes, with the hex on its inner side. */
export const fortifiedHexsideSchema = z.object({
  hexes: z.tuple([z.string().regex(/^\d{4}$/), z.string().regex(/^\d{4}$/)]),
  kind: z.enum(['gate', 'ditch', 'wall', 'rampart']),
  /** The hex on the inner side (one of `hexes`); null: works without an inside (crossed from outside both ways). */
  inside: z.string().regex(/^\d{4}$/).nullable(),
  tower: z.boolean().default(false),
  /** A Gate's wall or rampart (T2 legend AF). */
  setIn: z.enum(['wall', 'rampart']).nullable().default(null),
});

export const battleSchema = z.object({
  id: idSchema,
  name: z.string(),
  year: z.string().optional(),
  notes: z.array(z.string()).default([]),
  map: mapSchema,
  mapFamily: z.enum(['alexander', 'caesar']).default('caesar'),
  /** 3.1: the side that takes the first Player Turn; null: both roll. */
  firstPlayer: z.string().nullable().default(null),
  sides: z
    .array(z.object({ id: idSchema, name: z.string(), withdrawalLevel: z.number().int().min(1), retreatEdge: mapEdgeSchema, note: z.string().optional() }))
    .length(2),
  formations: z.array(
    z.object({ id: idSchema, side: idSchema, name: z.string(), leaders: z.array(idSchema), auxiliary: z.boolean().default(false), chain: z.number().int().min(0).max(3).default(0), note: z.string().optional() }),
  ),
  /**
   * 4.14 Multiple Formations: a group leader may activate up to `max` of the group's Formations in one Player Turn
   * (he leads each of them). Converted battles take them from a GBoH leader's Line Command rating (ruling R-54).
   */
  groups: z.array(z.object({ id: idSchema, side: idSchema, leader: idSchema, formations: z.array(idSchema).min(2), max: z.number().int().min(2), note: z.string().optional() })).default([]),
  units: z.array(battleUnitSchema),
  leaders: z.array(battleLeaderSchema),
  /**
   * The Devil's Horsemen "Regole Semplificate" annex (seed 003): no Cavalry Pursuit, every unit the same Size, its
   * frontal Weapon-System DRMs for cataphracts (ruling R-46). Null: SGBoH as written.
   */
  annex: z.enum(['dh']).nullable().default(null),
  /**
   * A side that withdraws by Command Flight (The Devil's Horsemen, Kalka's Russians; the annex keeps the DH levels,
   * ruling R-48): each command flees at its RP, all its units leave the map, and its points add up to `withdrawAt`.
   */
  flight: z
    .object({
      side: idSchema,
      withdrawAt: z.number().int().min(1),
      commands: z.array(z.object({ id: idSchema, name: z.string(), units: z.array(idSchema), leaders: z.array(idSchema), fleesAt: z.number().int().min(1), points: z.number().int().min(1) })).min(1),
    })
    .nullable()
    .default(null),
  /** 11.1: fortified hexsides and camp hexes (11.13). */
  fortifications: z.object({ hexsides: z.array(fortifiedHexsideSchema).default([]), camp: z.array(z.string().regex(/^\d{4}$/)).default([]) }).default({ hexsides: [], camp: [] }),
});
export type Battle = z.infer<typeof battleSchema>;
