import type { CcaAction, CcaView } from '@polemarch/cca';
import type { TFunction } from 'i18next';
import { hexText } from './common';

/**
 * An action in words. A unit is named with the hex it stands on ("Heavy Infantry (row 5, column 6)"), so that two
 * units of one type moving to one hex are two different options.
 */
export function labelOf(a: CcaAction, view: CcaView, t: TFunction): string | null {
  const unit = (id: number): string => {
    const u = view.units.find((x) => x.id === id);
    return u ? t(`unit.${u.type}`) : `#${id}`;
  };
  /** The unit with its hex: "Heavy Infantry (row 5, column 6)". */
  const placed = (id: number): string => {
    const h = view.units.find((x) => x.id === id)?.hex ?? -1;
    return h >= 0 ? `${unit(id)}${t('unitAt', { hex: hexText(h, t) })}` : unit(id);
  };
  const leader = (id: number): string => view.leaders.find((l) => l.id === id)?.name ?? `#${id}`;
  switch (a.type) {
    case 'play':
      return t('action.play', { card: t(`card.${a.card}`, { defaultValue: a.card }) });
    case 'order':
    case 'rally': {
      const h = view.units.find((u) => u.id === a.unit)?.hex ?? -1;
      return t(`action.${a.type}`, { unit: unit(a.unit), hex: h >= 0 ? hexText(h, t) : '—' });
    }
    case 'order-leader': {
      const h = view.leaders.find((l) => l.id === a.leader)?.hex ?? -1;
      return t('action.order-leader', { name: leader(a.leader), hex: h >= 0 ? hexText(h, t) : '—' });
    }
    case 'move':
      return t('action.move', { unit: placed(a.unit), hex: hexText(a.to, t) });
    case 'move-leader':
      return t('action.move-leader', { name: leader(a.leader), hex: hexText(a.to, t) });
    case 'fire':
    case 'attack': {
      // Name what is struck: the unit's type, or a lone leader by name (§14.3).
      const target = view.units.find((u) => u.hex === a.target);
      const lone = target === undefined ? view.leaders.find((l) => l.hex === a.target) : undefined;
      const what = target !== undefined ? t(`unit.${target.type}`) : lone !== undefined ? t('leaderNamed', { name: lone.name }) : '';
      return t(`action.${a.type}`, { unit: placed(a.unit), target: what, hex: hexText(a.target, t) });
    }
    case 'retreat':
    case 'extra':
      return t(`action.${a.type}`, { hex: hexText(a.to, t) });
    case 'rampage':
      return t('action.rampage', { hex: hexText(a.hex, t) });
    case 'done':
      return t('action.done');
    case 'battle-back':
    case 'stand':
    case 'evade':
    case 'first-strike':
    case 'advance':
    case 'decline':
      return t(`action.${a.type}`);
    case 'ignore':
      return t('action.ignore', { count: a.flags });
    case 'evade-path':
    case 'leader-evade': {
      const last = a.path[a.path.length - 1] ?? -1;
      return t(`action.${a.type}`, { hex: last >= 0 ? hexText(last, t) : t('offBoard') });
    }
    default:
      return null;
  }
}

