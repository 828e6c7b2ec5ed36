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
    'OCR clean. Crossbow rows (CB) are not used: no crossbow letter in SGBoH (2.21), so Liegnitz\'s two crossbow LI ' +
    'convert without fire, as before (R-55). Hit: the modified roll at or under the number, 1 Hit (DH 8.18).',
};

/** DH 10.1 rows used by SGBoH units: simple bow (B, mounted or on foot) and composite bow (C) mounted or on foot. */
export type DhMissileRow = 'B' | 'C_mounted' | 'C_foot';

/** Hit numbers by range 1..n (index 0 = range 1); beyond a row's length: out of range. */
export const DH_MISSILE_RANGE: Readonly<Record<DhMissileRow, readonly number[]>> = {
  B: [5, 4],
  C_mounted: [9, 7, 4, 2],
  C_foot: [9, 8, 5, 3, 1],
};

/** DH 10.1's printed DRMs the SGBoH annex can use (Disorder and Rain of Arrows are not SGBoH rules). */
export const DH_FIRE_DRM = { firerMovedOrWillMove: 1, targetInWoods: 1, targetAtLowerElevation: -1 } as const;

/** DH 10.2 rows: the target's armour. */
export const DH_ARMOURS = ['HC_CAT', 'KNIGHTS', 'HC', 'LC_MONGOL', 'LC_OTHER', 'HI', 'MI', 'LI'] as const;
export type DhArmour = (typeof DH_ARMOURS)[number];
/** Annex "LOS": Arc Fire (bows, range ≥ 2, not blocked by combat units) or Direct Fire (blocked by them). */
export type FireMode = 'arc' | 'direct';

/** DH 10.2: DRM by armour, mode and bow (the crossbow column is left out with the CB rows). */
export const DH_ARMOUR: Readonly<Record<DhArmour, Readonly<Record<`${FireMode}_${'B' | 'C'}`, number>>>> = {
  HC_CAT: { arc_B: 1, arc_C: 0, direct_B: 3, direct_C: 1 },
  KNIGHTS: { arc_B: 2, arc_C: 1, direct_B: 3, direct_C: 2 },
  HC: { arc_B: 1, arc_C: 0, direct_B: 2, direct_C: 1 },
  LC_MONGOL: { arc_B: 1, arc_C: 0, direct_B: 1, direct_C: 0 },
  LC_OTHER: { arc_B: 0, arc_C: 0, direct_B: 0, direct_C: 0 },
  HI: { arc_B: 1, arc_C: -1, direct_B: 2, direct_C: 1 },
  MI: { arc_B: 1, arc_C: -1, direct_B: 0, direct_C: 0 },
  LI: { arc_B: 0, arc_C: -1, direct_B: -1, direct_C: -1 },
};

/** DH 10.2 note [a]: Arc Fire only at a range of 2 or more; adjacent fire uses the Direct columns. */
export const DH_ARC_MIN_RANGE = 2;

/** The DH 10.1 row of a bow (B the same mounted and on foot). */
export function dhRow(weapon: 'B' | 'C', mounted: boolean): DhMissileRow {
  return weapon === 'B' ? 'B' : mounted ? 'C_mounted' : 'C_foot';
}
