import type { MissileGrid } from './missile';
import type { ChartSource } from './source';

/**
 * The Devil's Horsemen fire charts: the Missile Range Chart (DH 10.1, "Tabella del Lancio") and the Armour
 * Effectiveness Chart (DH 10.2, "Tabella dell'Efficacia delle Corazzature"), with the fire DRMs and missile supply
 * printed under them. Rules DH 8.14, 8.18, 8.23–8.24.
 */

/** DH 2.21: B simple bow, C composite bow, CB crossbow. */
export type DhWeapon = 'B' | 'C' | 'CB';
/** DH 10.1 rows: the weapon, and for C and CB whether the firer is mounted or on foot. */
export type DhMissileRow = 'B' | 'C_mounted' | 'C_foot' | 'CB_mounted' | 'CB_foot';

export const DH_MISSILE_RANGE_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.1 (Missile Range Chart), rules 8.14, 8.18",
  seedLines: '003_dc0a176f1db8ef13.txt 2042-2067, 2083-2088',
  status: 'seed',
  note:
    'OCR clean. The last row is printed "(BC) Balestra, a piedi": a typo for CB (crossbow on foot). Columns 6–7 print "–" ' +
    'for every weapon. A hit is exactly 1 Cohesion Hit (no 2-hit result, DH 8.18).',
};

/** Hit numbers by range 1..n (index 0 = range 1); beyond the row's length: out of range ("–"). */
export const DH_MISSILE_RANGE: Readonly<Record<DhMissileRow, readonly number[]>> = {
  B: [5, 4],
  C_mounted: [9, 7, 4, 2],
  C_foot: [9, 8, 5, 3, 1],
  CB_mounted: [9, 4],
  CB_foot: [9, 7, 4],
};

/** DH 10.1 printed DRMs (cumulative); armour effects from 10.2. */
export const DH_FIRE_DRM = {
  firerMovedOrWillMove: 1,
  firerIsDisorderedCavalry: 1,
  targetInWoods: 1,
  targetAtLowerElevation: -1,
  rainOfArrowsMounted: -2,
  rainOfArrowsFoot: -3,
} as const;

/** DH 8.23: a mounted archer using Rain of Arrows has MA 5 for that order. */
export const DH_RAIN_MOUNTED_MA = 5;

/** DH 8.14, 8.23–8.24: unmodified fire rolls that make the firer Missile Low. */
export const DH_MISSILE_LOW_ON: Readonly<Record<DhWeapon | 'rainOfArrowsMounted' | 'rainOfArrowsFoot', readonly number[]>> = {
  B: [9],
  C: [9],
  CB: [6, 7, 8, 9],
  rainOfArrowsMounted: [8, 9],
  rainOfArrowsFoot: [7, 8, 9],
};

/** DH 10.1 note / 8.19: an unmodified fire roll of 0 with a leader in the target hex checks for his loss. */
export const DH_LEADER_CHECK_ON = 0;

/** The DH 10.1 row of a firer. */
export function dhMissileRow(weapon: DhWeapon, mounted: boolean): DhMissileRow {
  if (weapon === 'B') return 'B';
  return `${weapon}_${mounted ? 'mounted' : 'foot'}`;
}

/** DH 10.1: the hit number at a range, or null out of range. */
export function dhMissileStrength(row: DhMissileRow, range: number): number | null {
  return range >= 1 ? (DH_MISSILE_RANGE[row][range - 1] ?? null) : null;
}

/**
 * The DH chart as the engine's missile grid (rows by weapon and arm, `charts/missile.ts`): B is the same mounted and on
 * foot; Cataphract's javelins, throwing axes and the Cheiroballistra are not in DH (Appendix A): empty rows. CB has its
 * own rows (DH 2.21).
 */
export const DH_MISSILE_GRID: MissileGrid = {
  C_inf: [...DH_MISSILE_RANGE.C_foot],
  C_cav: [...DH_MISSILE_RANGE.C_mounted],
  B_inf: [...DH_MISSILE_RANGE.B],
  B_cav: [...DH_MISSILE_RANGE.B],
  F: [],
  J_inf: [],
  J_cav: [],
  Cheiro: [],
  CB_inf: [...DH_MISSILE_RANGE.CB_foot],
  CB_cav: [...DH_MISSILE_RANGE.CB_mounted],
};

// ---------------------------------------------------------------- 10.2 Armour Effectiveness

/** DH 10.2 rows: the target's armour. */
export type ArmourClass = 'HC_CAT' | 'KNIGHTS' | 'HC' | 'LC_MONGOL' | 'LC_OTHER' | 'HI' | 'MI' | 'LI';
/** DH 8.17: Direct Fire (all weapons) or Arc Fire (bows only, range ≥ 2). */
export type FireMode = 'direct' | 'arc';
export type ArmourColumn = 'arc_B' | 'arc_C' | 'direct_B' | 'direct_C' | 'direct_CB';
export type ArmourChart = Readonly<Record<ArmourClass, Readonly<Record<ArmourColumn, number>>>>;

export const DH_ARMOUR_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.2 (Armor Effectiveness Chart), rules 8.17–8.18",
  seedLines: '003_dc0a176f1db8ef13.txt 2069-2081',
  status: 'seed',
  note:
    'OCR clean. Note [a]: Arc Fire only at range 2 or more; adjacent fire uses the Direct columns. No row for LN, ' +
    'dismounted or unhorsed Knights: ruling DH-ARM-1 reads LN as "all other LC", dismounted/unhorsed Knights and ' +
    'dismounted Mongol HC as HI, dismounted LC as LI.',
};

export const DH_ARMOUR: ArmourChart = {
  HC_CAT: { arc_B: 1, arc_C: 0, direct_B: 3, direct_C: 1, direct_CB: -1 },
  KNIGHTS: { arc_B: 2, arc_C: 1, direct_B: 3, direct_C: 2, direct_CB: 0 },
  HC: { arc_B: 1, arc_C: 0, direct_B: 2, direct_C: 1, direct_CB: -1 },
  LC_MONGOL: { arc_B: 1, arc_C: 0, direct_B: 1, direct_C: 0, direct_CB: -1 },
  LC_OTHER: { arc_B: 0, arc_C: 0, direct_B: 0, direct_C: 0, direct_CB: -2 },
  HI: { arc_B: 1, arc_C: -1, direct_B: 2, direct_C: 1, direct_CB: 0 },
  MI: { arc_B: 1, arc_C: -1, direct_B: 0, direct_C: 0, direct_CB: -2 },
  LI: { arc_B: 0, arc_C: -1, direct_B: -1, direct_C: -1, direct_CB: -3 },
};

/** DH 10.2 note [a]. */
export const DH_ARC_MIN_RANGE = 2;

/** DH 8.17: may this weapon fire in this mode at this range? (CB only Direct; Arc only at range ≥ 2.) */
export function fireModeAllowed(weapon: DhWeapon, mode: FireMode, range: number): boolean {
  return mode === 'direct' || (weapon !== 'CB' && range >= DH_ARC_MIN_RANGE);
}

/** DH 10.2: the armour DRM of a fire (null: the mode is not allowed, 8.17 / note [a]). */
export function armourDrm(chart: ArmourChart, armour: ArmourClass, weapon: DhWeapon, mode: FireMode, range: number): number | null {
  if (!fireModeAllowed(weapon, mode, range)) return null;
  const column = `${mode}_${weapon}` as ArmourColumn; // 'arc_CB' is excluded by fireModeAllowed
  return chart[armour][column];
}

/** The facts of a target unit that pick its 10.2 row. */
export type ArmourParty = { type: string; class: string | null; nationality: string; dismounted: boolean };

/** Ruling DH-ARM-1: the 10.2 row of a target (see DH_ARMOUR_SOURCE). */
export function armourClassOf(u: ArmourParty): ArmourClass {
  if (u.type === 'HC') {
    if (isKnightClass(u.class)) return 'KNIGHTS';
    return u.class === 'Cat' ? 'HC_CAT' : 'HC';
  }
  if (u.type === 'LC') return isMongol(u.nationality) ? 'LC_MONGOL' : 'LC_OTHER';
  if (u.type === 'LN') return 'LC_OTHER';
  if (u.type === 'HI' || u.type === 'MI' || u.type === 'LI') return u.type;
  return 'LI';
}

/** Knights ("Kn" on the counter, DH 2.23): class 'Kn' or 'Knights' (mounted, dismounted or unhorsed forms). */
export function isKnightClass(cls: string | null): boolean {
  return cls === 'Kn' || cls === 'Knights' || cls === 'KnDismounted' || cls === 'KnUnhorsed';
}

/** DH 10.2 "LC Mongola" / 2.21: Mongol units (nationality as the scenario names it). */
export function isMongol(nationality: string): boolean {
  return nationality.toLowerCase() === 'mongol' || nationality.toLowerCase() === 'mongols';
}
