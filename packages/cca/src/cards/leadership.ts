import type { CardDef } from './types';

/**
 * Leadership cards, 6 (§18.3): one leader, its unit, and units/leaders in a chain of adjacent
 * connected hexes; leaders may not detach; or instead 1 unit of your choice.
 */
export const LEADERSHIP_CARDS: readonly CardDef[] = [
  { id: 'leadership-any-section', name: 'Leadership Any Section', nameIt: 'Tattica Brillante Qualsiasi Sezione', count: 3, kind: 'leadership', helmet: false, leaderSection: 'any', chain: 3, ordersLeaders: true, fallback: true, source: 'seed' },
  { id: 'inspired-left-leadership', name: 'Inspired Left Leadership', nameIt: 'Tattica Brillante a sinistra', count: 1, kind: 'leadership', helmet: false, leaderSection: 'left', chain: 4, ordersLeaders: true, fallback: true, source: 'seed' },
  { id: 'inspired-center-leadership', name: 'Inspired Center Leadership', nameIt: 'Tattica Brillante al centro', count: 1, kind: 'leadership', helmet: false, leaderSection: 'center', chain: 4, ordersLeaders: true, fallback: true, source: 'seed' },
  { id: 'inspired-right-leadership', name: 'Inspired Right Leadership', nameIt: 'Tattica Brillante a destra', count: 1, kind: 'leadership', helmet: false, leaderSection: 'right', chain: 4, ordersLeaders: true, fallback: true, source: 'seed' },
];
