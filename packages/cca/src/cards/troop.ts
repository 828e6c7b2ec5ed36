import type { CardDef } from './types';

/** Troop cards, 10 (§18.2): order units of one class up to Command, in any section. */
export const TROOP_CARDS: readonly CardDef[] = [
  // Ordered foot units may move through friendly units (handled in movement.ts).
  { id: 'order-light-troops', name: 'Order Light Troops', nameIt: 'Ordini truppe leggere', count: 4, kind: 'troop', helmet: false, eligible: ['LI', 'LBI', 'LSI', 'AUX', 'LC', 'LBC', 'BCH'], fallback: true, source: 'seed' },
  { id: 'order-medium-troops', name: 'Order Medium Troops', nameIt: 'Ordini truppe medie', count: 3, kind: 'troop', helmet: false, eligible: ['MI', 'WAR', 'MC', 'CAM', 'CCAM'], fallback: true, source: 'seed' },
  { id: 'order-heavy-troops', name: 'Order Heavy Troops', nameIt: 'Ordini truppe pesanti', count: 2, kind: 'troop', helmet: false, eligible: ['HI', 'HWM', 'HC', 'HCC', 'HCH', 'ELE'], fallback: true, source: 'seed' },
  { id: 'order-mounted-troops', name: 'Order Mounted Troops', nameIt: 'Ordini truppe a cavallo', count: 1, kind: 'troop', helmet: true, ordersLeaders: true, eligible: ['LC', 'LBC', 'BCH', 'MC', 'CAM', 'CCAM', 'HC', 'HCC', 'HCH', 'ELE'], fallback: true, source: 'seed' },
];
