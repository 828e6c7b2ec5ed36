import type { CardDef } from './types';

/** Section cards, 27 (§18.1): order units and/or leaders in the named sections; all carry the helmet. */
const section = (id: string, name: string, nameIt: string, count: number, quotas: CardDef['quotas']): CardDef => ({
  id, name, nameIt, count, kind: 'section', helmet: true, quotas, ordersLeaders: true, fallback: false, source: 'seed',
});

export const SECTION_CARDS: readonly CardDef[] = [
  section('order-two-units-left', 'Order Two Units Left', 'Ordina due unità a sinistra', 3, { left: 2 }),
  section('order-two-units-center', 'Order Two Units Center', 'Ordina due unità al centro', 4, { center: 2 }),
  section('order-two-units-right', 'Order Two Units Right', 'Ordina due unità a destra', 3, { right: 2 }),
  section('order-three-units-left', 'Order Three Units Left', 'Ordina tre unità a sinistra', 3, { left: 3 }),
  section('order-three-units-center', 'Order Three Units Center', 'Ordina tre unità al centro', 4, { center: 3 }),
  section('order-three-units-right', 'Order Three Units Right', 'Ordina tre unità a destra', 3, { right: 3 }),
  section('order-four-units-left', 'Order Four Units Left', 'Ordina quattro unità a sinistra', 1, { left: 4 }),
  section('order-four-units-center', 'Order Four Units Center', 'Ordina quattro unità al centro', 1, { center: 4 }),
  section('order-four-units-right', 'Order Four Units Right', 'Ordina quattro unità a destra', 1, { right: 4 }),
  section('coordinated-advance', 'Coordinated Advance', 'Attacco coordinato', 2, { left: 1, center: 1, right: 1 }),
  section('out-flanked', 'Out Flanked', 'Manovra sui fianchi', 2, { left: 2, right: 2 }),
];
