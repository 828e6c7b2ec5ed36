import type { ChartSource } from './source';

/** Attacker columns of the Clash Table (HC includes HC Cat). */
export type ClashType = 'HC' | 'LN' | 'LC' | 'HI' | 'MI' | 'LI';
export type Aspect = 'front' | 'flank' | 'rear';
export type ClashTable = Record<Aspect, Record<ClashType, Record<ClashType, number>>>;

export const CLASH_SOURCE: ChartSource = {
  spec: 'charts.md §3 (Clash of Weapons Chart), rules 9.15 / 9.33',
  seedLines: '2190-2215',
  status: 'seed',
  note: 'Aspect labels lost in OCR, block order confirmed by seed 003. Front LI / HI attacker = 8 kept as printed (ruling R-CLASH-1).',
};

/** column[aspect][defenderType][attackerType] */
export const CLASH_TABLE: ClashTable = {
  front: {
    HC: { HC: 7, LN: 6, LC: 5, HI: 8, MI: 7, LI: 6 },
    LN: { HC: 9, LN: 8, LC: 7, HI: 10, MI: 9, LI: 8 },
    LC: { HC: 9, LN: 8, LC: 7, HI: 10, MI: 9, LI: 8 },
    HI: { HC: 6, LN: 5, LC: 4, HI: 7, MI: 6, LI: 5 },
    MI: { HC: 7, LN: 6, LC: 5, HI: 8, MI: 7, LI: 6 },
    LI: { HC: 8, LN: 7, LC: 6, HI: 8, MI: 8, LI: 7 },
  },
  flank: {
    HC: { HC: 8, LN: 7, LC: 6, HI: 9, MI: 8, LI: 7 },
    LN: { HC: 9, LN: 8, LC: 7, HI: 10, MI: 9, LI: 8 },
    LC: { HC: 9, LN: 8, LC: 7, HI: 10, MI: 10, LI: 8 },
    HI: { HC: 9, LN: 8, LC: 7, HI: 10, MI: 10, LI: 8 },
    MI: { HC: 8, LN: 7, LC: 6, HI: 10, MI: 10, LI: 9 },
    LI: { HC: 8, LN: 7, LC: 6, HI: 9, MI: 8, LI: 7 },
  },
  rear: {
    HC: { HC: 9, LN: 8, LC: 7, HI: 10, MI: 9, LI: 8 },
    LN: { HC: 10, LN: 9, LC: 8, HI: 11, MI: 10, LI: 9 },
    LC: { HC: 10, LN: 9, LC: 8, HI: 11, MI: 11, LI: 9 },
    HI: { HC: 11, LN: 11, LC: 9, HI: 12, MI: 12, LI: 10 },
    MI: { HC: 10, LN: 9, LC: 7, HI: 12, MI: 12, LI: 11 },
    LI: { HC: 10, LN: 8, LC: 6, HI: 11, MI: 10, LI: 9 },
  },
};
