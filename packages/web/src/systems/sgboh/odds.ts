import { Random, type Seat, createRngState } from '@polemarch/kernel';
import { oddsOf, sgboh, type SgbohAction, type SgbohView } from '@polemarch/sgboh';
import type { TFunction } from 'i18next';
import type { Odds } from '../types';

/**
 * Fire and Shock odds on the SGBoH board: the engine's `oddsOf` (its own DRMs over the ten faces of the die, T3 and
 * T4) on the seat's view; the board only words them. SGBoH hides nothing (15.4), so the view is the whole state but
 * the generator, which the odds never use.
 */

const pct = (p: number): string => `${Math.round(p * 100)}%`;
const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

export const ODDS_TYPES = new Set<SgbohAction['type']>(['fire', 'hit-and-run', 'react', 'designate', 'shock-type']);

export function sgbohOdds(a: SgbohAction, view: SgbohView, seat: Seat | null, t: TFunction): Odds | null {
  if (seat === null || !ODDS_TYPES.has(a.type)) return null;
  const state = sgboh.determinize?.(view, seat, new Random(createRngState(1)));
  if (state === undefined) return null;
  const o = oddsOf(state, seat, a);
  if (o === null) return null;
  const name = (id: string): string => view.units.find((u) => u.id === id)?.name ?? id;
  const mods = o.modifiers.length === 0 ? [] : [{ label: t('odds.mods'), value: o.modifiers.map((m) => `${signed(m.value)} ${t(m.label.key, { defaultValue: m.label.key })}`).join(', ') }];
  if (o.kind === 'fire') {
    return {
      title: t('odds.fire', { firer: name(o.firer), target: name(o.target) }),
      items: [{ label: t('odds.need'), value: t('odds.needValue', { range: o.range, need: o.need }) }, ...mods, { label: t('odds.hit'), value: pct(o.hit) }],
      note: t('odds.note'),
    };
  }
  return {
    title: t('odds.shock', { attackers: o.attackers.map(name).join(', '), defenders: o.defenders.map(name).join(', ') }),
    items: [
      { label: t('odds.types'), value: t('odds.typesValue', { attacker: name(o.attackerType.unit), as: o.attackerType.as, defender: name(o.defenderType) }) },
      ...mods,
      ...o.lines.map((l) => ({ label: t('odds.line', { attacker: l.attacker, defender: l.defender }), value: pct(l.p) })),
    ],
    note: o.final ? t('odds.note') : t('odds.provisional'),
  };
}
