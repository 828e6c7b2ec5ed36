import type { Language, Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { adapterFor, loadedModule } from '../systems/registry';

/** A system's name in the reader's language (its id when this app does not know it). */
export function systemName(system: string, lang: Language): string {
  const m = loadedModule(system);
  return m === undefined ? system : lang === 'it' ? (m.nameIt ?? m.name) : m.name;
}

export function battleName(system: string, scenario: string, lang: Language): string {
  const s = loadedModule(system)?.scenarios().find((x) => x.id === scenario);
  return s === undefined ? scenario : lang === 'it' ? (s.nameIt ?? s.name) : s.name;
}

/** A seat's name as the system's adapter says it ('bottom' → "Bottom"). */
export function seatName(system: string, seat: Seat, i18nT: (ns: string) => TFunction): string {
  return adapterFor(system).seatName(seat, i18nT(`sys-${system}`));
}
