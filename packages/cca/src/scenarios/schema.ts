import { z } from 'zod';
import { UNIT_TYPES } from '../units';

/**
 * Our scenario / position format (also the position-file format of the CLI and the tests). Hexes
 * are (row, col) in the odd-r convention of the reference boards; `top` holds row 0.
 */
const side = z.enum(['top', 'bottom']);
const rc = { row: z.number().int().min(0).max(8), col: z.number().int().min(0).max(12) };
const terrainType = z.enum(['clear', 'broken', 'forest', 'hill', 'coast', 'lake', 'river', 'ford', 'rampart', 'camp', 'bridge', 'wall', 'fortifiedWall', 'marsh', 'steep']);
const unitType = z.enum(UNIT_TYPES as [string, ...string[]]);

export const specialSchema = z.object({
  ambush: z.object({ side, fromTurn: z.number().int().min(1) }).optional(),
  exitBanner: z.object({ side, sections: z.number().int().min(1).max(7) }).optional(),
  suddenDeath: z.object({ side, leader: z.string(), evadeOffCounts: z.boolean().default(false) }).optional(),
  campCapture: z.object({ side }).optional(),
  campHold: z.object({ initialOwner: side, possession: z.enum(['last-entered', 'occupied']).default('last-entered') }).optional(),
  drawSchedule: z.object({ side, draws: z.array(z.number().int().min(0)) }).optional(),
  bannerDraw: z.object({ side, at: z.number().int().min(1), draw: z.number().int().min(0), newMax: z.number().int().min(1) }).optional(),
});

export const positionSchema = z.object({
  id: z.string().default('position'),
  name: z.string().default('Position'),
  nameIt: z.string().optional(),
  year: z.string().optional(),
  set: z.enum(['base', 'truceless-war', 'position']).default('position'),
  notes: z.array(z.string()).default([]),
  armies: z.object({ top: z.string(), bottom: z.string() }).default({ top: 'Carthaginian', bottom: 'Roman' }),
  commanders: z.object({ top: z.string(), bottom: z.string() }).optional(),
  /** Block colours (§2.5.4): 'car' brown Carthaginian, 'rom' grey Roman (Syracusans and Rebels use the Roman blocks). */
  blocks: z.object({ top: z.enum(['car', 'rom']), bottom: z.enum(['car', 'rom']) }).default({ top: 'car', bottom: 'rom' }),
  first: side.default('bottom'),
  bannersToWin: z.number().int().min(1).default(6),
  cards: z.object({ top: z.number().int().min(0), bottom: z.number().int().min(0) }).default({ top: 5, bottom: 5 }),
  terrain: z.array(z.object({ ...rc, type: terrainType })).default([]),
  ramparts: z.array(z.object({ ...rc, sides: z.array(z.object(rc)) })).default([]),
  units: z.array(z.object({ side, type: unitType, ...rc, blocks: z.number().int().min(1).max(4).optional(), sacredBand: z.boolean().optional() })).default([]),
  leaders: z.array(z.object({ side, name: z.string(), ...rc })).default([]),
  reserves: z.array(z.object({ side, type: unitType })).default([]),
  reserveLeaders: z.array(z.object({ side, name: z.string() })).default([]),
  camps: z.array(z.object(rc)).default([]),
  special: specialSchema.default({}),
  // Position-file extras for tests and puzzles: fixed hands and deck (the last entry is drawn first).
  hands: z.object({ top: z.array(z.string()), bottom: z.array(z.string()) }).optional(),
  deck: z.array(z.string()).optional(),
  discard: z.array(z.string()).optional(),
  banners: z.object({ top: z.number().int().min(0), bottom: z.number().int().min(0) }).optional(),
  lastCard: z.object({ top: z.string().nullable(), bottom: z.string().nullable() }).optional(),
});

export type Position = z.output<typeof positionSchema>;
export type PositionInput = z.input<typeof positionSchema>;
