/**
 * The unit table (rules §2.5, §8.2–8.3, §10.4, §11.3–11.6, §12.1, §13.1.4, §13.6; reference card A.3),
 * carried over from the spec's `unitTypes` JSON as typed data. Source: seed 002 via rules.md; every
 * row is `source: 'seed'` except the three types the reference card omits (BCH, CCAM, HCC), whose
 * values the rule text gives (`source: 'rules-text'`).
 */
export type UnitType = 'LI' | 'LSI' | 'LBI' | 'AUX' | 'MI' | 'WAR' | 'HI' | 'HWM' | 'LC' | 'LBC' | 'BCH' | 'MC' | 'CAM' | 'CCAM' | 'HC' | 'HCC' | 'HCH' | 'ELE';
export type UnitClass = 'light' | 'medium' | 'heavy';
export type EvadeRule = 'always' | 'machine' | 'vsFootOrHeavyMounted' | 'vsFootOrElephant' | 'never';
export type MomentumKind = 'advance' | 'advanceAndBattle' | 'cavalry' | 'none';

export interface UnitProfile {
  code: UnitType;
  name: string;
  nameIt: string;
  /** Die symbol that hits it and class for Troop cards (§2.5, §10.7). */
  cls: UnitClass;
  foot: boolean;
  /** LC, LBC, MC, HC, HCC only (§2.5.2). */
  cavalry: boolean;
  chariot: boolean;
  blocks: number;
  move: number;
  /** Ranged range in hexes, 0 = no ranged weapon (§10.1, §10.4). */
  range: number;
  /** Normal Close Combat dice (elephants: mirror, §11.6). */
  cc: number;
  /** Dice when Battling Back or striking with First Strike (§11.5.5, §11.5.7). */
  battleBack: number;
  /** Scores hits with swords in Close Combat (§11.8.5). */
  swordsHit: boolean;
  /** Sword hits it ignores in Close Combat (99 = all, elephants). */
  ignoreSwords: number;
  evade: EvadeRule;
  momentum: MomentumKind;
  /** Bonus Close Combat without an attached leader (§13.6.2). */
  bonusWithoutLeader: boolean;
  /** Retreat hexes per flag (§12.1). */
  retreat: number;
  /** May enter a forest and battle the same turn (§16.2). */
  forestBattle: boolean;
  canBeRallied: boolean;
  source: 'seed' | 'rules-text';
}

const foot = { foot: true, cavalry: false, chariot: false } as const;
const horse = { foot: false, cavalry: true, chariot: false } as const;
const mounted = { foot: false, cavalry: false, chariot: false } as const;

export const UNITS: Readonly<Record<UnitType, UnitProfile>> = {
  LI: { code: 'LI', name: 'Light Infantry', nameIt: 'Fanteria leggera', cls: 'light', ...foot, blocks: 4, move: 2, range: 2, cc: 2, battleBack: 2, swordsHit: false, ignoreSwords: 0, evade: 'always', momentum: 'advance', bonusWithoutLeader: false, retreat: 2, forestBattle: true, canBeRallied: true, source: 'seed' },
  LSI: { code: 'LSI', name: 'Light Slinger Infantry', nameIt: 'Fanteria leggera frombolieri', cls: 'light', ...foot, blocks: 4, move: 2, range: 3, cc: 2, battleBack: 2, swordsHit: false, ignoreSwords: 0, evade: 'always', momentum: 'advance', bonusWithoutLeader: false, retreat: 2, forestBattle: true, canBeRallied: true, source: 'seed' },
  LBI: { code: 'LBI', name: 'Light Bow Infantry', nameIt: 'Fanteria leggera con arco', cls: 'light', ...foot, blocks: 4, move: 2, range: 3, cc: 2, battleBack: 2, swordsHit: false, ignoreSwords: 0, evade: 'always', momentum: 'advance', bonusWithoutLeader: false, retreat: 2, forestBattle: true, canBeRallied: true, source: 'seed' },
  AUX: { code: 'AUX', name: 'Auxilia', nameIt: 'Fanteria ausiliaria', cls: 'light', ...foot, blocks: 4, move: 2, range: 2, cc: 3, battleBack: 3, swordsHit: true, ignoreSwords: 0, evade: 'never', momentum: 'advance', bonusWithoutLeader: false, retreat: 1, forestBattle: true, canBeRallied: true, source: 'seed' },
  MI: { code: 'MI', name: 'Medium Infantry', nameIt: 'Fanteria media', cls: 'medium', ...foot, blocks: 4, move: 1, range: 0, cc: 4, battleBack: 4, swordsHit: true, ignoreSwords: 0, evade: 'never', momentum: 'advance', bonusWithoutLeader: false, retreat: 1, forestBattle: false, canBeRallied: true, source: 'seed' },
  WAR: { code: 'WAR', name: 'Warrior Infantry', nameIt: 'Fanteria guerriera', cls: 'medium', ...foot, blocks: 4, move: 1, range: 0, cc: 3, battleBack: 3, swordsHit: true, ignoreSwords: 0, evade: 'never', momentum: 'advanceAndBattle', bonusWithoutLeader: true, retreat: 2, forestBattle: true, canBeRallied: true, source: 'seed' },
  HI: { code: 'HI', name: 'Heavy Infantry', nameIt: 'Fanteria pesante', cls: 'heavy', ...foot, blocks: 4, move: 1, range: 0, cc: 5, battleBack: 5, swordsHit: true, ignoreSwords: 0, evade: 'never', momentum: 'advance', bonusWithoutLeader: false, retreat: 1, forestBattle: false, canBeRallied: true, source: 'seed' },
  HWM: { code: 'HWM', name: 'Heavy War Machine', nameIt: 'Macchina da guerra pesante', cls: 'heavy', ...foot, blocks: 2, move: 1, range: 6, cc: 2, battleBack: 2, swordsHit: false, ignoreSwords: 0, evade: 'machine', momentum: 'none', bonusWithoutLeader: false, retreat: 1, forestBattle: false, canBeRallied: true, source: 'seed' },
  LC: { code: 'LC', name: 'Light Cavalry', nameIt: 'Cavalleria leggera', cls: 'light', ...horse, blocks: 3, move: 4, range: 2, cc: 2, battleBack: 2, swordsHit: false, ignoreSwords: 0, evade: 'always', momentum: 'cavalry', bonusWithoutLeader: true, retreat: 4, forestBattle: false, canBeRallied: true, source: 'seed' },
  LBC: { code: 'LBC', name: 'Light Bow Cavalry', nameIt: 'Cavalleria leggera con arco', cls: 'light', ...horse, blocks: 3, move: 4, range: 3, cc: 2, battleBack: 2, swordsHit: false, ignoreSwords: 0, evade: 'always', momentum: 'cavalry', bonusWithoutLeader: true, retreat: 4, forestBattle: false, canBeRallied: true, source: 'seed' },
  BCH: { code: 'BCH', name: 'Barbarian Chariot', nameIt: 'Carro barbaro leggero', cls: 'light', foot: false, cavalry: false, chariot: true, blocks: 3, move: 3, range: 0, cc: 2, battleBack: 2, swordsHit: true, ignoreSwords: 0, evade: 'always', momentum: 'advanceAndBattle', bonusWithoutLeader: true, retreat: 3, forestBattle: false, canBeRallied: false, source: 'rules-text' },
  MC: { code: 'MC', name: 'Medium Cavalry', nameIt: 'Cavalleria media', cls: 'medium', ...horse, blocks: 3, move: 3, range: 0, cc: 3, battleBack: 3, swordsHit: true, ignoreSwords: 0, evade: 'vsFootOrHeavyMounted', momentum: 'cavalry', bonusWithoutLeader: true, retreat: 3, forestBattle: false, canBeRallied: true, source: 'seed' },
  CAM: { code: 'CAM', name: 'Camel', nameIt: 'Cammelli', cls: 'medium', ...mounted, blocks: 3, move: 3, range: 0, cc: 3, battleBack: 2, swordsHit: true, ignoreSwords: 0, evade: 'vsFootOrHeavyMounted', momentum: 'advanceAndBattle', bonusWithoutLeader: true, retreat: 3, forestBattle: false, canBeRallied: true, source: 'seed' },
  CCAM: { code: 'CCAM', name: 'Cataphract Camel', nameIt: 'Cammelli catafratti', cls: 'medium', ...mounted, blocks: 3, move: 3, range: 0, cc: 3, battleBack: 2, swordsHit: true, ignoreSwords: 1, evade: 'vsFootOrHeavyMounted', momentum: 'advanceAndBattle', bonusWithoutLeader: true, retreat: 3, forestBattle: false, canBeRallied: true, source: 'rules-text' },
  HC: { code: 'HC', name: 'Heavy Cavalry', nameIt: 'Cavalleria pesante', cls: 'heavy', ...horse, blocks: 3, move: 2, range: 0, cc: 4, battleBack: 4, swordsHit: true, ignoreSwords: 0, evade: 'vsFootOrElephant', momentum: 'cavalry', bonusWithoutLeader: true, retreat: 2, forestBattle: false, canBeRallied: true, source: 'seed' },
  HCC: { code: 'HCC', name: 'Heavy Cataphract Cavalry', nameIt: 'Cavalleria pesante catafratta', cls: 'heavy', ...horse, blocks: 3, move: 2, range: 0, cc: 4, battleBack: 4, swordsHit: true, ignoreSwords: 1, evade: 'vsFootOrElephant', momentum: 'cavalry', bonusWithoutLeader: true, retreat: 2, forestBattle: false, canBeRallied: true, source: 'rules-text' },
  HCH: { code: 'HCH', name: 'Heavy Chariot', nameIt: 'Carro pesante', cls: 'heavy', foot: false, cavalry: false, chariot: true, blocks: 2, move: 2, range: 0, cc: 4, battleBack: 3, swordsHit: true, ignoreSwords: 1, evade: 'vsFootOrElephant', momentum: 'advanceAndBattle', bonusWithoutLeader: true, retreat: 2, forestBattle: false, canBeRallied: false, source: 'seed' },
  ELE: { code: 'ELE', name: 'Elephant', nameIt: 'Elefanti', cls: 'heavy', ...mounted, blocks: 2, move: 2, range: 0, cc: 0, battleBack: 0, swordsHit: true, ignoreSwords: 99, evade: 'never', momentum: 'advanceAndBattle', bonusWithoutLeader: true, retreat: 1, forestBattle: false, canBeRallied: false, source: 'seed' },
};

export const UNIT_TYPES = Object.keys(UNITS) as UnitType[];

/** Heavy mounted units, for medium cavalry and camel evasion (§13.1.4). */
export function isHeavyMounted(t: UnitType): boolean {
  return t === 'HC' || t === 'HCC' || t === 'HCH' || t === 'ELE';
}

/** Cavalry or chariot: the units elephants and camels frighten (§11.5.6, §11.6.10). */
export function isCavalryOrChariot(t: UnitType): boolean {
  const p = UNITS[t];
  return p.cavalry || p.chariot;
}

export function isCamel(t: UnitType): boolean {
  return t === 'CAM' || t === 'CCAM';
}

/** Units with a full-strength bonus (§11.4). */
export function hasFullStrengthBonus(t: UnitType): boolean {
  return t === 'WAR' || t === 'BCH';
}

/** Elephant Close Combat dice against (or battling back against) a unit of type `x` (§11.6.1–11.6.3). */
export function elephantDiceAgainst(x: UnitType): number {
  if (x === 'ELE' || x === 'WAR' || x === 'HCH' || x === 'CAM' || x === 'CCAM') return 3;
  return UNITS[x].cc;
}

/** Reference-data type codes (data/cca-scenarios README) → rule-book codes. */
export const DATA_TYPE_CODES: Readonly<Record<string, UnitType>> = {
  LI: 'LI', LS: 'LSI', LSI: 'LSI', LB: 'LBI', LBI: 'LBI', AX: 'AUX', AUX: 'AUX', MI: 'MI', WA: 'WAR', WAR: 'WAR', HI: 'HI', HWM: 'HWM', WM: 'HWM',
  LC: 'LC', LBC: 'LBC', BCH: 'BCH', MC: 'MC', CAM: 'CAM', CA: 'CAM', CCAM: 'CCAM', HC: 'HC', HCC: 'HCC', HCH: 'HCH', CH: 'HCH', EL: 'ELE', ELE: 'ELE',
};

/** §17.3: under the Legions rules Roman medium and heavy infantry throw pilum at 2 hexes. */
export function isLegion(legions: 'none' | 'marian' | 'julian', army: string, t: UnitType): boolean {
  return legions !== 'none' && army === 'Roman' && (t === 'MI' || t === 'HI');
}
