import type { CardDef } from './types';

const FOOT = ['LI', 'LSI', 'LBI', 'AUX', 'MI', 'WAR', 'HI', 'HWM'] as const;
const LIGHT = ['LI', 'LBI', 'LSI', 'AUX', 'LC', 'LBC', 'BCH'] as const;
const MOUNTED = ['LC', 'LBC', 'BCH', 'MC', 'CAM', 'CCAM', 'HC', 'HCC', 'HCH', 'ELE'] as const;

/** Tactic cards, 17 (§18.4). The behaviour of each lives in orders.ts, movement.ts and the combat files. */
export const TACTIC_CARDS: readonly CardDef[] = [
  { id: 'clash-of-shields', name: 'Clash of Shields', nameIt: 'Muro di Scudi', count: 1, kind: 'tactic', tactic: 'clash-of-shields', helmet: false, fallback: false, source: 'seed' },
  { id: 'counter-attack', name: 'Counter-Attack', nameIt: 'Contrattacco', count: 2, kind: 'tactic', tactic: 'counter-attack', helmet: false, fallback: false, source: 'seed' },
  { id: 'darken-the-sky', name: 'Darken the Sky', nameIt: 'Oscurare il cielo', count: 1, kind: 'tactic', tactic: 'darken-the-sky', helmet: false, fallback: true, source: 'seed' },
  { id: 'double-time', name: 'Double Time', nameIt: 'Avanzata Rapida', count: 2, kind: 'tactic', tactic: 'double-time', helmet: false, eligible: FOOT, fallback: true, source: 'seed' },
  { id: 'first-strike', name: 'First Strike', nameIt: 'Colpire per Primo', count: 1, kind: 'tactic', tactic: 'first-strike', helmet: false, fallback: false, source: 'seed' },
  { id: 'i-am-spartacus', name: 'I Am Spartacus', nameIt: 'Io sono Spartacus', count: 1, kind: 'tactic', tactic: 'i-am-spartacus', helmet: true, ordersLeaders: true, fallback: false, source: 'seed' },
  { id: 'line-command', name: 'Line Command', nameIt: 'Comando di Gruppo', count: 4, kind: 'tactic', tactic: 'line-command', helmet: false, eligible: FOOT, fallback: true, source: 'seed' },
  { id: 'move-fire-move', name: 'Move-Fire-Move', nameIt: 'Muovi-Tira-Muovi', count: 2, kind: 'tactic', tactic: 'move-fire-move', helmet: false, eligible: LIGHT, fallback: true, source: 'seed' },
  { id: 'mounted-charge', name: 'Mounted Charge', nameIt: 'Carica Unità Montate', count: 2, kind: 'tactic', tactic: 'mounted-charge', helmet: false, eligible: MOUNTED, fallback: true, source: 'seed' },
  { id: 'rally', name: 'Rally', nameIt: 'Recupero', count: 1, kind: 'tactic', tactic: 'rally', helmet: false, fallback: true, source: 'seed' },
];
