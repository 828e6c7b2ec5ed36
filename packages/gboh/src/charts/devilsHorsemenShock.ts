import type { Aspect, ClashTable, ClashType } from './clash';
import { SHOCK_CRT, type CrtCell } from './crt';
import type { ChartSource } from './source';
import type { SuperiorityTable, SuperiorityType } from './superiority';
import { isKnightClass } from './devilsHorsemenMissile';

/**
 * The Devil's Horsemen Shock charts: Superiority (DH 10.3), Clash of Weapons ("Tabella del Combattimento", DH 10.4)
 * and the Shock Table ("Tabella dell'Assalto", DH 10.5) with its column shifts. Rules DH 9.16–9.17.
 */

/** DH 10.4 attacker/defender types: HC is split into HC CAT and HC/KN (other HC and Knights). */
export type DhClashType = 'HC_CAT' | 'HC_KN' | 'LN' | 'LC' | 'HI' | 'MI' | 'LI';
/** DH 10.3 types: the 10.4 types plus Dismounted and Unhorsed Knights. */
export type DhSuperiorityType = 'HC_CAT' | 'HC_KN' | 'KN_DISMOUNTED' | 'KN_UNHORSED' | 'LN' | 'LC' | 'HI' | 'MI' | 'LI';
export type DhClashTable = Readonly<Record<Aspect, Readonly<Record<DhClashType, Readonly<Record<DhClashType, number>>>>>>;
export type DhSuperiorityTable = Readonly<Record<DhSuperiorityType, Readonly<Record<DhSuperiorityType, 'AS' | 'DS' | null>>>>;

export const DH_CLASH_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.4 (Clash of Weapons Table), rules 9.16",
  seedLines: '003_dc0a176f1db8ef13.txt 1991-2014',
  status: 'seed',
  note:
    'FRONT–LI and FLANK–LI rows are missing from the OCR ([OCR?]); reconstructed from the Cataphract rows (every printed DH ' +
    'row for an infantry defender equals Cataphract with HC CAT = HC/KN = Cataphract HC): FRONT–LI 8,8,7,6,8,8,7 and ' +
    'FLANK–LI 8,8,7,6,9,8,7. The worked Shock example confirms HC frontal vs LI = 8 and LC on the flank of LI = 6 ' +
    '(ruling DH-CLASH-1).',
};

const ROW = (cells: readonly number[]): Record<DhClashType, number> => {
  const [HC_CAT, HC_KN, LN, LC, HI, MI, LI] = cells as [number, number, number, number, number, number, number];
  return { HC_CAT, HC_KN, LN, LC, HI, MI, LI };
};

/** column[aspect][defenderType][attackerType], attacker columns HC CAT, HC/KN, LN, LC, HI, MI, LI. */
export const DH_CLASH: DhClashTable = {
  front: {
    HC_CAT: ROW([7, 6, 6, 5, 8, 7, 6]),
    HC_KN: ROW([7, 7, 6, 5, 8, 7, 6]),
    LN: ROW([9, 9, 8, 7, 10, 9, 8]),
    LC: ROW([9, 9, 8, 7, 10, 9, 8]),
    HI: ROW([6, 6, 5, 4, 7, 6, 5]),
    MI: ROW([7, 7, 6, 5, 8, 7, 6]),
    LI: ROW([8, 8, 7, 6, 8, 8, 7]), // [OCR?] reconstructed
  },
  flank: {
    HC_CAT: ROW([8, 7, 7, 6, 9, 8, 7]),
    HC_KN: ROW([8, 8, 7, 6, 9, 8, 7]),
    LN: ROW([9, 10, 8, 7, 10, 9, 8]),
    LC: ROW([9, 10, 8, 7, 10, 10, 8]),
    HI: ROW([9, 9, 8, 7, 10, 10, 8]),
    MI: ROW([8, 8, 7, 6, 10, 10, 9]),
    LI: ROW([8, 8, 7, 6, 9, 8, 7]), // [OCR?] reconstructed
  },
  rear: {
    HC_CAT: ROW([9, 9, 8, 7, 10, 9, 8]),
    HC_KN: ROW([9, 10, 8, 7, 10, 9, 8]),
    LN: ROW([10, 12, 9, 8, 11, 10, 9]),
    LC: ROW([10, 12, 9, 8, 11, 11, 9]),
    HI: ROW([11, 11, 11, 9, 12, 12, 10]),
    MI: ROW([10, 10, 9, 7, 12, 12, 11]),
    LI: ROW([10, 10, 8, 6, 11, 10, 9]),
  },
};

export const DH_SUPERIORITY_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.3 (Superiority Chart), rules 9.17 #1",
  seedLines: '003_dc0a176f1db8ef13.txt 2016-2040',
  status: 'seed',
  note:
    'Read down the attacker column. Column heads "Cav smontati" / "Cav senza cavallo" read as Dismounted / Unhorsed ' +
    'Knights (the row labels). The orphan "*" (javelin) footnote has no cell in DH. HC/KN attacking LI is AS as printed, ' +
    'though the worked example treats it as none (ruling DH-SUP-1: the chart).',
};

const S = (cells: readonly ('AS' | 'DS' | null)[]): Record<DhSuperiorityType, 'AS' | 'DS' | null> => {
  const [HC_CAT, HC_KN, KN_DISMOUNTED, KN_UNHORSED, LN, LC, HI, MI, LI] = cells as ('AS' | 'DS' | null)[];
  return { HC_CAT: HC_CAT!, HC_KN: HC_KN!, KN_DISMOUNTED: KN_DISMOUNTED!, KN_UNHORSED: KN_UNHORSED!, LN: LN!, LC: LC!, HI: HI!, MI: MI!, LI: LI! };
};
const _ = null;

/** superiority[defenderType][attackerType]; attacker columns HC CAT, HC/KN, Dism. Kn, Unhorsed Kn, LN, LC, HI, MI, LI. */
export const DH_SUPERIORITY: DhSuperiorityTable = {
  HC_CAT: S([_, _, _, 'DS', _, 'DS', _, 'DS', 'DS']),
  HC_KN: S([_, _, _, 'DS', _, _, _, _, _]),
  KN_DISMOUNTED: S([_, _, _, _, 'AS', _, _, 'DS', 'DS']),
  KN_UNHORSED: S(['AS', 'AS', _, _, 'AS', _, _, _, 'DS']),
  LN: S([_, _, _, 'DS', _, _, _, _, _]),
  LC: S(['AS', 'AS', _, _, 'AS', _, _, _, _]),
  HI: S([_, 'DS', _, _, 'DS', 'DS', _, _, _]),
  MI: S(['AS', _, _, _, _, 'DS', _, _, _]),
  LI: S(['AS', 'AS', 'AS', 'AS', 'AS', _, 'AS', _, _]),
};

/**
 * DH 10.3 "+": must Shock if they moved (7.31). Dismounted and Unhorsed Knights carry no "+" but Liegnitz calls them
 * HI: ruling DH-SUP-2 reads them heavy.
 */
export const DH_HEAVY_TYPES: readonly DhSuperiorityType[] = ['HC_CAT', 'HC_KN', 'KN_DISMOUNTED', 'KN_UNHORSED', 'LN', 'HI', 'MI'];

export const DH_SHOCK_TABLE_SOURCE: ChartSource = {
  spec: "spec/gboh-devils-horsemen/rules.md 10.5 (Shock Table), rules 9.17 #2–#3",
  seedLines: '003_dc0a176f1db8ef13.txt 1947-1989',
  status: 'seed',
  note: "OCR clean; identical cell for cell to Cataphract's Shock CRT (charts/crt.ts). DR clamped 0–9, column 1–13 (ruling DH-SHOCK-1).",
};

/** DH 10.5 = Cataphract's CRT (test/dh-charts.test.ts checks every cell against the DH transcription). */
export const DH_SHOCK_TABLE: readonly (readonly CrtCell[])[] = SHOCK_CRT;

/** DH 10.5 column shifts (+ right, − left) and the Charisma DRMs. */
export const DH_SHOCK_SHIFTS = {
  /** Numerical Superiority: attacker units − defender units (9.17). */
  numericalPerUnit: 1,
  anyDefenderDisordered: 1,
  terrain: {
    allDefendersInWoods: -1,
    allDefendersBehindKalkaHexside: -1,
    anyDefenderHigherThanAttacker: -1,
    allDefendersHigherThanAttacker: -2,
    allDefendersLowerThanAttackerNoneBehindKalka: 1,
  },
  superiority: { AS: { defenderHitsTimes: 2 }, DS: { attackerHitsTimes: 3 } },
} as const;

/** The facts of a unit that pick its DH Shock type. */
export type ShockParty = { type: string; class: string | null; dismounted: boolean };

/** DH 10.4 type of a unit: Knights and other HC are HC/KN; dismounted or unhorsed Knights fight as HI (10.4 note). */
export function dhClashType(u: ShockParty): DhClashType {
  if (u.type === 'HC') return u.class === 'Cat' ? 'HC_CAT' : 'HC_KN';
  if (u.type === 'LN' || u.type === 'LC' || u.type === 'HI' || u.type === 'MI' || u.type === 'LI') return u.type;
  return 'LI';
}

/** DH 10.3 type of a unit: the Knight rows and columns for dismounted (class KnDismounted) and unhorsed (KnUnhorsed) Knights. */
export function dhSuperiorityType(u: ShockParty): DhSuperiorityType {
  if (u.class === 'KnDismounted') return 'KN_DISMOUNTED';
  if (u.class === 'KnUnhorsed') return 'KN_UNHORSED';
  return dhClashType(u);
}

/** Knights on horseback (DH 2.23 "Kn HC"). */
export function isMountedKnight(u: ShockParty): boolean {
  return u.type === 'HC' && isKnightClass(u.class) && u.class !== 'KnDismounted' && u.class !== 'KnUnhorsed';
}

const CAT_TYPES: readonly ClashType[] = ['HC', 'LN', 'LC', 'HI', 'MI', 'LI'];
/** Cataphract's HC column/row read in DH as HC/KN (the types Cataphract-shaped readers know). */
const asDh = (t: ClashType): DhClashType => (t === 'HC' ? 'HC_KN' : t);

/**
 * DH 10.4 in the Cataphract chart's shape (HC = DH's HC/KN), for readers that know only Cataphract's types (the
 * computer player's odds). The engine's Shock reads DH_CLASH through the edition's policy.
 */
export const DH_CLASH_AS_CATAPHRACT: ClashTable = Object.fromEntries(
  (['front', 'flank', 'rear'] as const).map((a) => [a, Object.fromEntries(CAT_TYPES.map((d) => [d, Object.fromEntries(CAT_TYPES.map((t) => [t, DH_CLASH[a][asDh(d)][asDh(t)]]))]))]),
) as ClashTable;

const CAT_SUP: readonly SuperiorityType[] = ['HCCat', 'HC', 'LN', 'LC', 'HI', 'MI', 'LI'];
const supAsDh = (t: SuperiorityType): DhSuperiorityType => (t === 'HCCat' ? 'HC_CAT' : t === 'HC' ? 'HC_KN' : t);

/** DH 10.3 in the Cataphract chart's shape (no Knight-on-foot types), as DH_CLASH_AS_CATAPHRACT. */
export const DH_SUPERIORITY_AS_CATAPHRACT: SuperiorityTable = Object.fromEntries(
  CAT_SUP.map((d) => [d, Object.fromEntries(CAT_SUP.map((t) => [t, DH_SUPERIORITY[supAsDh(d)][supAsDh(t)]]))]),
) as SuperiorityTable;
