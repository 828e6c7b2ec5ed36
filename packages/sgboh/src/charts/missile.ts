import type { ChartSource } from '@polemarch/gboh-family';

/**
 * T3 Missile Range and Results Table (7.1): hit if the modified d10 is at most the number for the range. Quality
 * HIGH for S/A/B/C/J; LOW for artillery (provisional row A for Scorpions/Oxybeles/Cheiroballistrae, ruling R-09).
 */
export const MISSILE_SOURCE: ChartSource = {
  spec: 'sgboh rules.md T3',
  seedLines: 'chart sheet, Missile Range and Results Table',
  status: 'inferred',
  note: 'hand weapons HIGH (placements forced by monotonicity); artillery LOW, provisional',
};

export const MISSILE_RANGES: Record<string, readonly number[]> = {
  S: [3, 2],
  A: [5, 3, 3, 1],
  B: [5, 3, 3, 1],
  C: [8, 6, 6, 3, 1],
  J: [6],
  ART: [7, 5, 5, 3, 2, 1, 0],
};

/** The hit number at `range` (1-based), or null out of range. */
export function hitNumber(weapon: string, range: number): number | null {
  const row = MISSILE_RANGES[weapon];
  if (row === undefined || range < 1) return null;
  return row[range - 1] ?? null;
}

export function maxRange(weapon: string): number {
  return MISSILE_RANGES[weapon]?.length ?? 0;
}

/** Missile DRMs (T3, all cumulative). */
export const MISSILE_DRM = {
  targetLower: -1,
  artilleryVsElephant: -1,
  perFirerHit: 1,
  movingArcherSlingerCavalry: 1,
  targetCataphract: 1,
  targetHeavy: 1,
  targetWoods: 1,
  targetSlinger: 1,
  footJavelinHitAndRun: 2,
  heavyFrontAdjacentArcherSlinger: 2,
  mountedJavelin: 2,
} as const;
