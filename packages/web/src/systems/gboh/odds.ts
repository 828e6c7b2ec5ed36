import { gboh, type GbohAction, type GbohView } from '@polemarch/gboh';
import { renderMessage, type Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import type { Odds } from '../types';
import { pct, signed, unitName } from './common';
import { fireOdds, shockOdds } from './probe';

// ---------------------------------------------------------------- odds

export function oddsOf(a: GbohAction, view: GbohView, seat: Seat, t: TFunction): Odds | null {
  const f = fireOdds(view, seat, a);
  if (f) {
    return {
      title: t('odds.fire', { firer: unitName(view, f.firer), target: unitName(view, f.target) }),
      items: [
        ...(f.cell !== null && f.strength !== null ? [{ label: t('odds.cell'), value: t('odds.cellValue', { cell: f.cell, strength: f.strength }) }] : []),
        ...(f.modifiers.length ? [{ label: t('odds.mods'), value: f.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${t(m.label, { defaultValue: renderMessage(gboh, { key: m.label }, 'en') })}`).join(', ') }] : []),
        ...f.hits.map((p, n) => ({ label: n === 0 ? t('odds.miss') : t('odds.hits', { n }), value: pct(p) })).filter((x) => x.value !== '0%'),
        { label: t('odds.expected'), value: f.expected.toFixed(2) },
        { label: t('odds.low'), value: pct(f.supplyDrop) },
      ],
      note: t('odds.note'),
    };
  }
  const s = shockOdds(view, seat, a);
  if (s) {
    return {
      title: t('odds.shock', { attacker: unitName(view, s.attacker), defender: unitName(view, s.defender) }),
      items: [
        { label: t('odds.column'), value: t('odds.columnValue', { column: s.column, base: s.base, sdr: signed(s.sdr), terrain: signed(s.terrain), aspect: t(`aspect.${s.aspect}`, { defaultValue: s.aspect }) }) },
        { label: t('odds.superiority'), value: t(`sup.${s.superiority}`, { defaultValue: s.superiority }) },
        ...s.results.map((r) => ({ label: t('odds.result', { a: r.attacker, d: r.defender }), value: pct(r.p) })),
        { label: t('odds.expectedShock'), value: `${s.expected.attacker.toFixed(1)} / ${s.expected.defender.toFixed(1)}` },
      ],
      note: t('odds.shockNote'),
    };
  }
  return null;
}

export const ODDS_TYPES = new Set<GbohAction['type']>(['fire', 'react-fire', 'cheiro-fire', 'ow-fire', 'combat', 'join', 'choose']);
