import { gbohHex } from '@polemarch/kernel';
import { z } from 'zod';

/**
 * The map part of a GBoH-family scenario file: hex ids, hexside keys, facings, terrain, elevation,
 * hexside features, map edges and retreat edges, with the provenance block every authored entity
 * carries. A game's scenario schema embeds `mapSchema` (Cataphract's in packages/gboh).
 *
 * Provenance: map terrain and counter values are printed on the maps and counters, not in the rules
 * text, so `source` says where a value comes from: `seed` = read in the seed text; `inferred` =
 * derived from the text or a worked example; `provisional` = authored by us (rationale in `note`).
 */

// ---------------------------------------------------------------- provenance

export const sourceSchema = z.enum(['seed', 'inferred', 'provisional']);
export type Source = z.infer<typeof sourceSchema>;

export const sourceNoteSchema = z.object({ source: sourceSchema, note: z.string().optional() });
export type SourceNote = z.infer<typeof sourceNoteSchema>;

export const provenanceSchema = z.object({
  /** Source of every value of the entity not listed in `fields`. */
  source: sourceSchema,
  note: z.string().optional(),
  /** Per-field exceptions, keyed by the field name (e.g. `{ "tq": { "source": "inferred", "note": "EX-9.16" } }`). */
  fields: z.record(z.string(), sourceNoteSchema).optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

// ---------------------------------------------------------------- hexes and facings

export const hexIdSchema = z.string().regex(/^\d{4}$/, 'a map hex id CCRR (4 digits)');
/** A hexside key as made by the kernel's `gbohHex.hexsideKey(a, b)`: "AAAA-BBBB", lower id first, adjacent hexes. */
export const hexsideKeySchema = z
  .string()
  .regex(/^\d{4}-\d{4}$/, 'a hexside key AAAA-BBBB (gbohHex.hexsideKey)')
  .refine((k) => {
    const [a, b] = k.split('-') as [string, string];
    return a < b && gbohHex.directionTo(a, b) !== null;
  }, 'hexside key must join two adjacent hexes, lower id first (gbohHex.hexsideKey)');
export const directionSchema = z.number().int().min(0).max(5);

/** A facing: a vertex index (7.11, normal formation) or a hexside index (In Column, 6.43). */
export const facingSchema = z.union([z.object({ vertex: directionSchema }), z.object({ hexside: directionSchema })]);
export type FacingSpec = z.infer<typeof facingSchema>;

/** A side of the map, for retreat edges, entry edges and wind. */
export const mapEdgeSchema = z.enum(['north', 'south', 'east', 'west']);
export type MapEdge = z.infer<typeof mapEdgeSchema>;

// ---------------------------------------------------------------- map

/**
 * Hex terrain (Movement Cost Chart, charts.md §10). `cityWalls` (Dara) and `river` (a prohibited
 * river hex such as the Euphrates at Callinicum) are prohibited; `offMap` marks a hex inside the
 * extent that is not in play (partial hexes beyond the playable area).
 */
export const terrainSchema = z.enum(['clear', 'woods', 'rough', 'cityWalls', 'river', 'offMap']);
export type Terrain = z.infer<typeof terrainSchema>;

/** Scenario flags on a hex: Dara's gate, the Callinicum island ford, a wall archer post, etc. */
export const hexFlagSchema = z.enum(['gate', 'island', 'ford', 'wallPost', 'deploymentOnly']);
export type HexFlag = z.infer<typeof hexFlagSchema>;

export const hexSchema = z.object({
  terrain: terrainSchema.optional(),
  /** Integer level; 0 is the map's base level. */
  elevation: z.number().int().min(-3).max(9).optional(),
  flags: z.array(hexFlagSchema).optional(),
  /** 6.24: the prevailing terrain of a hex with two types is already `terrain`; note why here. */
  note: z.string().optional(),
});
export type HexSpec = z.infer<typeof hexSchema>;

/**
 * Hexside features (charts.md §10). `river` = a crossable river such as the Volturnus (+2 MP, 3/2/3
 * hits); `impassable` = uncrossable (the Euphrates bank, a wall face); `wall` = a city wall face
 * (prohibited to movement, does not block wall-archer fire); `bridge` cancels the river (infantry
 * only In Column, ruling R-10c); `road` is OTIH (no effect on its own).
 */
export const hexsideFeatureSchema = z.enum(['river', 'stream', 'trench', 'wall', 'bridge', 'road', 'impassable']);
export type HexsideFeature = z.infer<typeof hexsideFeatureSchema>;

export const mapSchema = z.object({
  name: z.string(),
  /** Inclusive extent in CCRR columns and rows; every hex inside is on the map unless terrain `offMap`. */
  extent: z.object({
    minCol: z.number().int().min(0).max(99),
    maxCol: z.number().int().min(0).max(99),
    minRow: z.number().int().min(0).max(99),
    maxRow: z.number().int().min(0).max(99),
  }),
  /** Which compass edge lies where: the engine's hex geometry has north = row 0 ("up"). */
  defaultTerrain: terrainSchema.default('clear'),
  defaultElevation: z.number().int().default(0),
  /** Per-hex exceptions to the defaults, keyed by hex id. */
  hexes: z.record(hexIdSchema, hexSchema).default({}),
  /** Per-hexside features, keyed by `gbohHex.hexsideKey`. */
  hexsides: z.record(hexsideKeySchema, z.array(hexsideFeatureSchema).min(1)).default({}),
  provenance: provenanceSchema,
});
export type MapSpec = z.infer<typeof mapSchema>;

// ---------------------------------------------------------------- retreat edges

/** Where a side's routed units go (10.21) and leave the map. */
export const retreatEdgeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('edge'), edge: mapEdgeSchema }),
  /**
   * A single exit hex (Callinicum island 1302, Dara gate 1019): routed units move toward it; a
   * unit that enters it cannot return and counts as eliminated (`countsAsEliminated`). Only routed
   * units of this side may enter it when `routedOnly`.
   */
  z.object({ kind: z.literal('hex'), hex: hexIdSchema, routedOnly: z.boolean().default(true), countsAsEliminated: z.boolean().default(true) }),
]);
export type RetreatEdge = z.infer<typeof retreatEdgeSchema>;
