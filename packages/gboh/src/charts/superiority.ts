import type { ChartSource } from './source';

/** Shock Superiority Chart types: HC Cat is its own column here. */
export type SuperiorityType = 'HCCat' | 'HC' | 'LN' | 'LC' | 'HI' | 'MI' | 'LI';
/** 'DSifJavelin': DS only for a javelin-armed LI defender that is not Missile No (chart note *). */
export type SuperiorityCell = 'AS' | 'DS' | 'DSifJavelin' | null;
export type SuperiorityTable = Record<SuperiorityType, Record<SuperiorityType, SuperiorityCell>>;

export const SUPERIORITY_SOURCE: ChartSource = {
  spec: 'charts.md §2 (Shock Superiority Chart), rules 9.16 STEP 1 (B) / 9.32',
  seedLines: '2200-2216',
  status: 'seed',
  note: 'Read down the attacker column. HC Cat vs HC Cat printed "=" read as none (ruling R-SUP-1).',
};

/** superiority[defenderType][attackerType] */
export const SUPERIORITY_TABLE: SuperiorityTable = {
  HCCat: { HCCat: null, HC: null, LN: null, LC: 'DS', HI: null, MI: 'DS', LI: 'DS' },
  HC: { HCCat: null, HC: null, LN: null, LC: null, HI: null, MI: null, LI: null },
  LN: { HCCat: 'AS', HC: 'AS', LN: null, LC: null, HI: null, MI: null, LI: null },
  LC: { HCCat: 'AS', HC: 'AS', LN: 'AS', LC: null, HI: null, MI: null, LI: null },
  HI: { HCCat: null, HC: 'DS', LN: 'DS', LC: 'DS', HI: null, MI: null, LI: null },
  MI: { HCCat: 'AS', HC: null, LN: null, LC: null, HI: null, MI: null, LI: null },
  LI: { HCCat: 'AS', HC: null, LN: null, LC: 'DSifJavelin', HI: 'AS', MI: null, LI: null },
};

/** 7.31: the "+" types must Shock when they moved adjacent. */
export const HEAVY_TYPES: readonly SuperiorityType[] = ['HCCat', 'HC', 'LN', 'HI', 'MI'];
