import type { BarbarianPowerId, MinorPowerId, PrefectureId, Source } from './map';
export type { Source };

/**
 * The fifteen charts and tables of the game (spec rules.md 11.1–11.15), as typed data with their source. Each
 * table carries `source`: the rule/chart it transcribes and which cells are reconstructed ([OCR?]).
 */
export interface TableSource {
  chart: string;
  rules: string;
  reconstructed?: string[];
}

/** 11.1 Barbarian Activation Table (6.22, 6.23, 6.32). */
export interface ActivationRow {
  power: BarbarianPowerId;
  kind: 'major' | 'minor';
  min: number;
  max: number;
  troops: { base: number; dice: number };
  /** Allegiance DRM; null = Automatic (always Barbarian). */
  allianceDrm: number | null;
}
export const ACTIVATION_TABLE = {
  source: { chart: '11.1 Barbarian Activation Table', rules: '6.22, 6.23, 6.32' } satisfies TableSource,
  randomEventIfDiceSumAtLeast: 10,
  rows: [
    { power: 'persia', kind: 'major', min: 0, max: 9, troops: { base: 20, dice: 3 }, allianceDrm: null },
    { power: 'vandals', kind: 'major', min: 10, max: 17, troops: { base: 1, dice: 1 }, allianceDrm: null },
    { power: 'ostrogoths', kind: 'major', min: 18, max: 26, troops: { base: 0, dice: 1 }, allianceDrm: null },
    { power: 'moors', kind: 'minor', min: 27, max: 33, troops: { base: 0, dice: 1 }, allianceDrm: 0 },
    { power: 'franks', kind: 'minor', min: 34, max: 42, troops: { base: 10, dice: 2 }, allianceDrm: -2 },
    { power: 'visigoths', kind: 'minor', min: 43, max: 48, troops: { base: 10, dice: 1 }, allianceDrm: 0 },
    { power: 'alamanni', kind: 'minor', min: 49, max: 54, troops: { base: 5, dice: 1 }, allianceDrm: -1 },
    { power: 'lombards', kind: 'minor', min: 55, max: 63, troops: { base: 10, dice: 1 }, allianceDrm: 1 },
    { power: 'gepids', kind: 'minor', min: 64, max: 67, troops: { base: 0, dice: 1 }, allianceDrm: -1 },
    { power: 'slavs', kind: 'minor', min: 68, max: 73, troops: { base: 0, dice: 1 }, allianceDrm: -2 },
    { power: 'bulgars', kind: 'minor', min: 74, max: 79, troops: { base: 0, dice: 1 }, allianceDrm: -2 },
    { power: 'kotrigurHuns', kind: 'minor', min: 80, max: 82, troops: { base: 0, dice: 1 }, allianceDrm: -1 },
    { power: 'utigurHuns', kind: 'minor', min: 83, max: 85, troops: { base: 0, dice: 1 }, allianceDrm: 1 },
    { power: 'crimeanGoths', kind: 'minor', min: 86, max: 87, troops: { base: 0, dice: 1 }, allianceDrm: 0 },
    { power: 'lakhmidArabs', kind: 'minor', min: 88, max: 93, troops: { base: 0, dice: 1 }, allianceDrm: -3 },
    { power: 'ghassanidArabs', kind: 'minor', min: 94, max: 99, troops: { base: 0, dice: 1 }, allianceDrm: 2 },
  ] as const satisfies readonly ActivationRow[],
};

export function activationRow(power: BarbarianPowerId): ActivationRow {
  const r = ACTIVATION_TABLE.rows.find((x) => x.power === power);
  if (r === undefined) throw new Error(`no activation row for ${power}`);
  return r;
}

export function activationRowByPercentile(pct: number): ActivationRow {
  const r = ACTIVATION_TABLE.rows.find((x) => pct >= x.min && pct <= x.max);
  if (r === undefined) throw new Error(`percentile ${pct} outside 00–99`);
  return r;
}

export function allianceDrm(power: MinorPowerId): number {
  return activationRow(power).allianceDrm ?? 0;
}

/** 11.2 Barbarian Allegiance Table (6.33); the bribe adds +1 per full 3 G (ruling R-13-10). */
export type Allegiance = 'barbarian' | 'neutral' | 'byzantine';
export const ALLEGIANCE_TABLE = {
  source: { chart: '11.2 Barbarian Allegiance Table', rules: '6.32, 6.33' } satisfies TableSource,
  bribe: { maxGold: 9, goldPerPlusOne: 3 },
  rows: [
    { max: 6, result: 'barbarian' },
    { max: 7, result: 'neutral' },
    { max: Infinity, result: 'byzantine' },
  ] as const satisfies readonly { max: number; result: Allegiance }[],
};
export function allegianceFor(modified: number): Allegiance {
  return ALLEGIANCE_TABLE.rows.find((r) => modified <= r.max)!.result;
}

/** 11.3 Random Events and Revolt tables (9.0); the 0–2 rows are reconstructed. */
export type RandomEventId = 'mutiny' | 'plague' | 'revolt' | 'religiousDisputes' | 'politics' | 'justinianBuilds';
export type RevoltId = 'nika' | 'armenia' | 'sardinia' | 'egypt';
export const RANDOM_EVENTS_TABLE = {
  source: { chart: '11.3 Random Events / Revolt Table', rules: '9.0', reconstructed: ['event 0–2 = Mutiny', 'revolt 0–2 = Nika'] } satisfies TableSource,
  events: [
    { min: 0, max: 2, event: 'mutiny' },
    { min: 3, max: 3, event: 'plague' },
    { min: 4, max: 5, event: 'revolt' },
    { min: 6, max: 6, event: 'religiousDisputes' },
    { min: 7, max: 8, event: 'politics' },
    { min: 9, max: 9, event: 'justinianBuilds' },
  ] as const satisfies readonly { min: number; max: number; event: RandomEventId }[],
  revolts: [
    { min: 0, max: 2, revolt: 'nika' },
    { min: 3, max: 5, revolt: 'armenia' },
    { min: 6, max: 7, revolt: 'sardinia' },
    { min: 8, max: 9, revolt: 'egypt' },
  ] as const satisfies readonly { min: number; max: number; revolt: RevoltId }[],
};
export const eventFor = (die: number): RandomEventId => RANDOM_EVENTS_TABLE.events.find((e) => die >= e.min && die <= e.max)!.event;
export const revoltFor = (die: number): RevoltId => RANDOM_EVENTS_TABLE.revolts.find((e) => die >= e.min && die <= e.max)!.revolt;

/** 11.4 Movement Capability Table (7.11); column letters reconstructed as A–D. */
export type MoveLetter = 'A' | 'B' | 'C' | 'D';
export const MOVEMENT_CAPABILITY = {
  source: { chart: '11.4 Movement Capability Table', rules: '7.11', reconstructed: ['column letters A, B, C, D'] } satisfies TableSource,
  byDie: {
    A: [4, 5, 5, 6, 6, 7, 7, 7, 8, 8],
    B: [3, 4, 5, 5, 6, 6, 6, 7, 7, 8],
    C: [2, 3, 4, 4, 4, 5, 5, 5, 6, 7],
    D: [1, 2, 2, 3, 3, 3, 4, 4, 5, 5],
  } as const satisfies Record<MoveLetter, readonly number[]>,
  combinedOperationBonusMp: 1,
};
export const movementPoints = (letter: MoveLetter, die: number): number => MOVEMENT_CAPABILITY.byDie[letter][die]!;

/** 11.5 Movement Costs (7.12, 7.16–7.18, 6.52, 6.44, 8.24). */
export const MOVEMENT_COSTS = {
  source: { chart: '11.5 Movement Costs', rules: '7.12, 7.16–7.18, 6.52, 6.44, 8.24', reconstructed: ['attackAfterLanding 0 and minorAttackBox from the rule text'] } satisfies TableSource,
  enterProvince: 1,
  surcharges: { disorganized: 1, defeated: 1, leavingProvinceWithEnemySp: 1, strait: 1 },
  attack: 1,
  attackAfterLanding: 0,
  combineArmies: 1,
  byzLeaveFrontier: 1,
  majorPickUp: 1,
  majorDetach: 1,
  minorTransferToMajor: 1,
  placeControlMarker: 1,
  byzRemoveControlOrRevoltMarker: 1,
  removeDisorganizedOrDefeatedToDisorganized: 2,
  removeDefeated: 4,
};

/** 11.6 Battle Results Table (8.15, 8.21): SP the opponent loses. Column 1–2 label, 81+ label and row 3 col 1 reconstructed. */
export const BATTLE_RESULTS = {
  source: { chart: '11.6 Battle Results Table', rules: '8.15, 8.21', reconstructed: ['column 1–2 label', 'column 81+ label', 'row 3 column 1–2 = 0'] } satisfies TableSource,
  columns: [
    { minSp: 1, maxSp: 2, label: '1-2' }, { minSp: 3, maxSp: 6, label: '3-6' }, { minSp: 7, maxSp: 15, label: '7-15' },
    { minSp: 16, maxSp: 25, label: '16-25' }, { minSp: 26, maxSp: 40, label: '26-40' }, { minSp: 41, maxSp: 60, label: '41-60' },
    { minSp: 61, maxSp: 80, label: '61-80' }, { minSp: 81, maxSp: Infinity, label: '81+' },
  ],
  rows: [
    [0, 0, 0, 1, 1, 2, 3, 4],
    [0, 0, 1, 2, 2, 3, 4, 5],
    [0, 0, 1, 2, 3, 4, 5, 6],
    [0, 1, 2, 3, 4, 5, 6, 7],
    [0, 1, 2, 3, 5, 6, 7, 8],
    [0, 1, 3, 4, 5, 7, 8, 9],
    [1, 1, 3, 5, 6, 8, 9, 10],
    [1, 2, 3, 6, 7, 9, 10, 11],
    [1, 2, 4, 7, 8, 10, 11, 13],
    [2, 3, 4, 8, 9, 11, 12, 15],
  ] as const satisfies readonly (readonly number[])[],
};
/** The CRT cell for a modified roll (clamped 0–9, ruling 13-37) and the rolling side's SP. */
export function battleResult(modified: number, sp: number): { loss: number; cell: string } {
  const row = Math.max(0, Math.min(9, modified));
  const col = BATTLE_RESULTS.columns.findIndex((c) => sp >= c.minSp && sp <= c.maxSp);
  if (col < 0) return { loss: 0, cell: `${row}/0` };
  return { loss: BATTLE_RESULTS.rows[row]![col]!, cell: `${row}/${BATTLE_RESULTS.columns[col]!.label}` };
}

/** 11.7 Battle Modifiers (8.15–8.17). The sign of the Frontier/detached row is reconstructed (−1). */
export const BATTLE_MODIFIERS = {
  source: { chart: '11.7 Battle Modifiers', rules: '8.15–8.17', reconstructed: ['defender Frontier/detached "unless City/coastal" row sign −1'] } satisfies TableSource,
  attacker: { byzantineVsNonPersian: 1, acrossStraitOrLanding: -2, defenderInOwnCity: -2, defenderInOwnCoastal: -1, ostrogoth: -1, vandal: -1, disorganized: -1 },
  defender: { ostroVandalArmyOrDetachedOrFrontier: -1, frontierOrOstroVandalDetachedInOpen: -1, disorganized: -1, defeated: -2 },
};

/** 11.8 Strength Differential (8.16): ratio larger ÷ smaller (ruling 13-38: "double" = at least double). */
export const STRENGTH_DIFFERENTIAL = {
  source: { chart: '11.8 Strength Differential', rules: '8.16' } satisfies TableSource,
  thresholds: [
    { ratioAtLeast: 5, drm: 5 }, { ratioAtLeast: 4, drm: 4 }, { ratioAtLeast: 3, drm: 3 }, { ratioAtLeast: 2, drm: 2 },
  ],
};
export function strengthDifferential(mine: number, theirs: number): number {
  if (mine <= theirs) return 0;
  if (theirs <= 0) return 5;
  for (const t of STRENGTH_DIFFERENTIAL.thresholds) if (mine >= t.ratioAtLeast * theirs) return t.drm;
  return 1;
}

/** 11.9 Interception Table (7.3). */
export const INTERCEPTION = {
  source: { chart: '11.9 Interception Table', rules: '7.31–7.36' } satisfies TableSource,
  land: { cityDrm: -2, fortDrm: -1 },
  naval: { successMax: 4 },
};

/** 11.10 Naval Battle (8.32). */
export const NAVAL_BATTLE = {
  source: { chart: '11.10 Naval Battle', rules: '8.32–8.34' } satisfies TableSource,
  halfRoundUpMin1: [1, 1, 1, 2, 2, 3, 3, 4, 4, 5],
  seamanship: { byzantine: 1, vandals: 0, ostrogoths: -1 } as Record<string, number>,
  winnerNoLossMax: 4,
  transportPerFleetSp: 10,
};

/** 11.11 Byzantine Army Movement & Placement Restrictions (3.21, 5.34, 7.14). The Africa "must end" cell is truncated. */
export type ArmyId = 'praesentalI' | 'praesentalII' | 'east' | 'thrace' | 'illyricum' | 'armenia' | 'italy' | 'africa' | 'spain';
export const ARMY_IDS: readonly ArmyId[] = ['praesentalI', 'praesentalII', 'east', 'thrace', 'illyricum', 'armenia', 'italy', 'africa', 'spain'];
export const PRAESENTAL: readonly ArmyId[] = ['praesentalI', 'praesentalII'];
export type AreaRule =
  | { withinMpOf: string[]; mp: number }
  | { prefectures: PrefectureId[]; exclude?: string[] }
  | { coastalWithinMpOf: string; mp: number }
  | { connectedToBoxes: string[] };
export const ARMY_RESTRICTIONS = {
  source: { chart: '11.11 Byzantine Army Movement & Placement Restrictions', rules: '3.21, 5.34, 7.14', reconstructed: ['Africa "must end" cell truncated: Africa or Egypt only'] } satisfies TableSource,
  endIn: {
    praesentalI: [{ withinMpOf: ['Europa'], mp: 4 }],
    praesentalII: [{ withinMpOf: ['Europa'], mp: 4 }],
    illyricum: [{ prefectures: ['Italy', 'Illyricum'] }],
    thrace: [{ withinMpOf: ['Thracia'], mp: 2 }],
    east: [{ prefectures: ['East'], exclude: ['Scythia', 'Moesia II', 'Thracia', 'Haemimontus', 'Rhodope', 'Europa'] }],
    armenia: [{ withinMpOf: ['Armenia I', 'Armenia II', 'Armenia III', 'Armenia IV'], mp: 1 }, { connectedToBoxes: ['persia', 'lakhmidArabs', 'ghassanidArabs'] }],
    italy: [{ prefectures: ['Italy'] }, { coastalWithinMpOf: 'Dalmatia', mp: 2 }],
    africa: [{ prefectures: ['Africa', 'Egypt'] }],
    spain: [{ prefectures: ['Africa'] }],
  } satisfies Record<ArmyId, AreaRule[]>,
  /** 5.34 raise provinces (besides Europa, always allowed in the Army Phase). */
  raise: {
    praesentalI: [], praesentalII: [], east: [], thrace: [], illyricum: [],
    armenia: [{ withinMpOf: ['Armenia I', 'Armenia II', 'Armenia III', 'Armenia IV'], mp: 0 }],
    italy: [{ withinMpOf: ['Dalmatia'], mp: 0 }, { prefectures: ['Italy'] }],
    africa: [{ prefectures: ['Africa', 'Egypt'] }],
    spain: [{ prefectures: ['Africa'] }],
  } satisfies Record<ArmyId, AreaRule[]>,
};

/** 11.12 Income and Prefecture Control (5.11, 10.21). The income header is reconstructed. */
export const PREFECTURE_TABLE = {
  source: { chart: '11.12 Income and Prefecture Control', rules: '5.11, 10.21', reconstructed: ['income column header'] } satisfies TableSource,
  rows: {
    Egypt: { provinces: 9, controlNeeded: 6, incomeTotal: 15 },
    Africa: { provinces: 11, controlNeeded: 8, incomeTotal: 13 },
    East: { provinces: 45, controlNeeded: 30, incomeTotal: 51 },
    Italy: { provinces: 12, controlNeeded: 8, incomeTotal: 18 },
    Illyricum: { provinces: 12, controlNeeded: 8, incomeTotal: 13 },
  } satisfies Record<PrefectureId, { provinces: number; controlNeeded: number; incomeTotal: number }>,
};

/** 11.13 Force Limits (4.31, 4.35). */
export const FORCE_LIMITS = {
  source: { chart: '11.13 Force Limits', rules: '4.31, 4.35' } satisfies TableSource,
  byzantineLand: 150,
  byzantineArmyMax: 35,
  barbarian: { vandals: 50, persia: 80, ostrogoths: 75 } as Record<string, number>,
};

/** 11.14 Byzantine Spending Table (bribe sign read as +1 per 3 G, ruling 13-10). */
export const SPENDING = {
  source: { chart: '11.14 Byzantine Spending Table', rules: '5.21, 5.33, 6.32, 6.51, 6.54', reconstructed: ['bribe DRM sign read +'] } satisfies TableSource,
  activate: 2,
  buildFort: 2,
  fleetSp: 3,
  upkeepFieldSp: 1,
  upkeepFrontierPer3: 1,
  upkeepFleetSp: 1,
  bribeStep: 3,
  bribeMax: 9,
};

/** 11.15 Minor Power / Persian Removal (aid text = 5.12). */
export const REMOVAL = {
  source: { chart: '11.15 Minor Power/Persian Removal', rules: '5.12' } satisfies TableSource,
  persianAttritionBeyondDistance: 2,
  persianAttritionCityDrm: -2,
};
