import type { ChartSource } from '@polemarch/gboh-family';

/**
 * The Devil's Horsemen fire charts the SGBoH annex plays instead of T3 (seed 003 "Regole Semplificate", "Lancio: Non si
 * usa la Tabella del Lancio delle regole semplificate. Usate invece la corrispondente tabella e la Tabella delle
 * Corazzature delle regole standard. Si applicano tutti i modificatori standard."; ruling R-55). SGBoH data of its own:
 * `packages/sgboh` may not import `packages/gboh`, where the same charts drive full DH.
 */

export const DH_MISSILE_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.1 Missile Range Chart, 10.2 Armor Effectiveness Chart; seed 003 'Regole Semplificate' (Lancio, LOS)",
  seedLines: '003_dc0a176f1db8ef13.txt 2043-2081 (charts), 1149-1155 (annex)',
  status: 'seed',
  note:
    'OCR clean. Crossbow rows (CB) too: the annex plays DH\'s chart in place of T3, so the Liegnitz crossbow LI fire ' +
    'on it (ruling R-59). Hit: the modified roll at or under the number, 1 Hit (DH 8.18).',
};

/** DH 10.1 rows used by SGBoH units: simple bow (B, mounted or on foot), composite bow (C) and crossbow (CB). */
export type DhMissileRow = 'B' | 'C_mounted' | 'C_foot' | 'CB_mounted' | 'CB_foot';

/** The DH weapons the annex fires on its charts (ruling R-55; crossbows R-59). */
export type DhBow = 'B' | 'C' | 'CB';

/** Hit numbers by range 1..n (index 0 = range 1); beyond a row's length: out of range. */
export const DH_MISSILE_RANGE: Readonly<Record<DhMissileRow, readonly number[]>> = {
  B: [5, 4],
  C_mounted: [9, 7, 4, 2],
  C_foot: [9, 8, 5, 3, 1],
  CB_mounted: [9, 4],
  CB_foot: [9, 7, 4],
};

/** DH 10.1's printed DRMs the SGBoH annex can use (Disorder and Rain of Arrows are not SGBoH rules). */
export const DH_FIRE_DRM = { firerMovedOrWillMove: 1, targetInWoods: 1, targetAtLowerElevation: -1 } as const;

/** DH 10.2 rows: the target's armour. */
export const DH_ARMOURS = ['HC_CAT', 'KNIGHTS', 'HC', 'LC_MONGOL', 'LC_OTHER', 'HI', 'MI', 'LI'] as const;
export type DhArmour = (typeof DH_ARMOURS)[number];
/** Annex "LOS": Arc Fire (bows, range ≥ 2, not blocked by combat units) or Direct Fire (blocked by them). */
export type FireMode = 'arc' | 'direct';

/** DH 10.2's columns: fire mode and weapon (crossbows fire Direct only, DH 8.17). */
export type DhArmourColumn = 'arc_B' | 'arc_C' | 'direct_B' | 'direct_C' | 'direct_CB';

/** DH 10.2: DRM by armour, mode and weapon. */
export const DH_ARMOUR: Readonly<Record<DhArmour, Readonly<Record<DhArmourColumn, number>>>> = {
  HC_CAT: { arc_B: 1, arc_C: 0, direct_B: 3, direct_C: 1, direct_CB: -1 },
  KNIGHTS: { arc_B: 2, arc_C: 1, direct_B: 3, direct_C: 2, direct_CB: 0 },
  HC: { arc_B: 1, arc_C: 0, direct_B: 2, direct_C: 1, direct_CB: -1 },
  LC_MONGOL: { arc_B: 1, arc_C: 0, direct_B: 1, direct_C: 0, direct_CB: -1 },
  LC_OTHER: { arc_B: 0, arc_C: 0, direct_B: 0, direct_C: 0, direct_CB: -2 },
  HI: { arc_B: 1, arc_C: -1, direct_B: 2, direct_C: 1, direct_CB: 0 },
  MI: { arc_B: 1, arc_C: -1, direct_B: 0, direct_C: 0, direct_CB: -2 },
  LI: { arc_B: 0, arc_C: -1, direct_B: -1, direct_C: -1, direct_CB: -3 },
};

/** The DH 10.2 DRM of `armour` for a weapon in a mode; null where the chart has no column (a crossbow's Arc Fire). */
export function dhArmourDrm(armour: DhArmour, mode: FireMode, bow: DhBow): number | null {
  const row = DH_ARMOUR[armour];
  if (bow === 'CB') return mode === 'direct' ? row.direct_CB : null;
  return row[`${mode}_${bow}`];
}

/** DH 10.2 note [a]: Arc Fire only at a range of 2 or more; adjacent fire uses the Direct columns. */
export const DH_ARC_MIN_RANGE = 2;

/** The DH 10.1 row of a weapon (B the same mounted and on foot). */
export function dhRow(weapon: DhBow, mounted: boolean): DhMissileRow {
  if (weapon === 'B') return 'B';
  if (weapon === 'C') return mounted ? 'C_mounted' : 'C_foot';
  return mounted ? 'CB_mounted' : 'CB_foot';
}

/** The weapon of a DH 10.1 row. */
export function dhBowOf(row: DhMissileRow): DhBow {
  return row === 'B' ? 'B' : row.startsWith('CB') ? 'CB' : 'C';
}
