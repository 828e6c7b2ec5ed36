import { type GbohView, standardsShown } from '@polemarch/gboh';
import type { TFunction } from 'i18next';
import type { Inspection } from '../types';
import { facingName, leaderName, sideName, type StaticUnit } from './common';

// ---------------------------------------------------------------- inspector

export function unitDetails(view: GbohView, id: string, t: TFunction): Inspection {
  const su: StaticUnit = view.static.units[id]!;
  const u = view.units[id]!;
  const markers = [
    u.moved && t('marker.moved'),
    u.shock === 'mustCheck' && t('marker.mustCheck'),
    u.shock === 'noCheck' && t('marker.noCheck'),
    u.inColumn && t('marker.column'),
    u.shieldWall && t('marker.shieldWall'),
    u.engaged && t('marker.engaged'),
    u.disordered === true && t('marker.disordered'),
    view.feigned?.unit === id && t('marker.feigning'),
    ...standardsShown(view)
      .filter((f) => f.carried && view.units[id]?.hex === f.hex)
      .map((f) => t('marker.standardCarried', { leader: leaderName(view, f.leader) })),
  ].filter((x): x is string => typeof x === 'string');
  const terrain = u.hex ? (view.static.map.terrain[u.hex] ?? view.static.map.defaultTerrain) : null;
  return {
    title: `${sideName(su.side, t)} · ${su.name}`,
    lines: [
      { label: t('inspect.type'), value: `${t(`type.${su.type}`)} (${su.type})${su.class ? ` · ${su.class}` : ''} · ${su.nationality}` },
      { label: t('inspect.size'), value: su.size === null ? '–' : String(su.size) },
      { label: t('inspect.tq'), value: String(su.tq) },
      { label: t('inspect.ma'), value: String(su.ma) },
      ...(su.missile ? [{ label: t('inspect.missile'), value: `${t(`missile.${su.missile}`)} (${su.missile}) · ${t(`supply.${u.supply}`)}` }] : []),
      { label: t('inspect.hits'), value: String(u.hits) },
      { label: t('inspect.status'), value: t(`status.${u.status}`) },
      { label: t('inspect.facing'), value: facingName(t, u.facing, u.inColumn) },
      { label: t('inspect.hex'), value: u.hex ?? '—' },
      ...(terrain ? [{ label: t('inspect.terrain'), value: t(`terrain.${terrain}`) }] : []),
      { label: t('inspect.markers'), value: markers.length ? markers.join(', ') : t('inspect.none') },
      { label: t('inspect.lines'), value: su.lines.map((l) => view.static.lines[l]?.name ?? l).join(', ') || t('inspect.none') },
      { label: t('inspect.rp'), value: String(su.routPoints) },
    ],
  };
}

export function leaderDetails(view: GbohView, id: string, t: TFunction): Inspection {
  const sl = view.static.leaders[id]!;
  const l = view.leaders[id]!;
  return {
    title: `${sideName(sl.side, t)} · ${sl.name}`,
    lines: [
      { label: t('inspect.rank'), value: t(`rank.${sl.rank}`) },
      { label: t('inspect.status'), value: `${t(`leaderStatus.${l.status}`)}${l.wounded ? `, ${t('inspect.wounded')}` : ''}` },
      { label: t('inspect.initiative'), value: String(sl.initiative) },
      { label: t('inspect.lineCommand'), value: String(sl.lineCommand) },
      { label: t('inspect.range'), value: String(sl.commandRange) },
      { label: t('inspect.charisma'), value: String(sl.charisma) },
      ...(sl.strategy !== null ? [{ label: t('inspect.strategy'), value: String(sl.strategy) }] : []),
      { label: t('inspect.personalCombat'), value: String(sl.personalCombat) },
      { label: t('inspect.hex'), value: l.hex ?? '—' },
    ],
  };
}

export function counterLabel(view: GbohView, id: string, t: TFunction): string {
  const su = view.static.units[id]!;
  const u = view.units[id]!;
  const state = [
    u.hits > 0 ? t('counterHits', { n: u.hits }) : '',
    su.missile && u.supply !== 'full' ? `, ${t(`supply.${u.supply}`)}` : '',
    u.status === 'routed' ? t('counterRouted') : '',
    u.moved ? t('counterMoved') : '',
    u.shock ? t('counterShock') : '',
    u.inColumn ? t('counterColumn') : '',
    u.disordered === true ? t('counterDisordered') : '',
    u.engaged ? t('counterEngaged') : '',
    view.feigned?.unit === id ? t('counterFeigning') : '',
  ].join('');
  return t('counterLabel', {
    side: sideName(su.side, t),
    name: su.name,
    type: t(`type.${su.type}`),
    size: su.size ?? '–',
    tq: su.tq,
    ma: su.ma,
    missile: su.missile ? `, ${t(`missile.${su.missile}`)}` : '',
    facing: facingName(t, u.facing, u.inColumn),
    hex: u.hex ?? '—',
    state,
  });
}

export function leaderLabel(view: GbohView, id: string, t: TFunction): string {
  const sl = view.static.leaders[id]!;
  const l = view.leaders[id]!;
  return t('leaderLabel', { side: sideName(sl.side, t), name: sl.name, rank: t(`rank.${sl.rank}`), initiative: sl.initiative, lineCommand: sl.lineCommand, charisma: sl.charisma, range: sl.commandRange, status: t(`leaderStatus.${l.status}`), hex: l.hex ?? '—' });
}
