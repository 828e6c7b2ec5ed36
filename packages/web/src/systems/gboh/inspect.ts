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

/**
 * Labels already made, per translation function (one per language): i18next took ~0.1 ms a call, six calls a
 * counter, 140 ms of The Kalka River's first render and as much again at every redraw of the board (a click).
 * A label's key is everything it says; the plain words (a type, a facing) are kept apart, shared by every counter.
 */
const made = new WeakMap<TFunction, Map<string, string>>();
const MADE_LIMIT = 20_000;

function remembered(t: TFunction, key: string, make: () => string): string {
  let m = made.get(t);
  if (m === undefined) made.set(t, (m = new Map()));
  let text = m.get(key);
  if (text === undefined) {
    if (m.size >= MADE_LIMIT) m.clear();
    text = make();
    m.set(key, text);
  }
  return text;
}

const templates = new WeakMap<TFunction, Map<string, (values: Record<string, string | number>) => string>>();

/**
 * `t(key, values)` as a function made once per language (issue 18: i18next's interpolation of the 283 Kalka River
 * counters' labels was a tenth of its first render). The text is asked once with a marker for each value (private-use characters), then cut
 * at the markers; the page's i18next escapes nothing (React does), so the pieces are joined as given.
 */
function template(t: TFunction, key: string, names: readonly string[]): (values: Record<string, string | number>) => string {
  let m = templates.get(t);
  if (m === undefined) templates.set(t, (m = new Map()));
  let fill = m.get(key);
  if (fill === undefined) {
    const pieces = t(key, Object.fromEntries(names.map((n) => [n, `\uE000${n}\uE001`]))).split(/\uE000(\w+)\uE001/);
    // Odd pieces are the names of the values, even ones the words between them.
    fill = (values) => pieces.map((p, i) => (i % 2 === 0 ? p : String(values[p] ?? ''))).join('');
    m.set(key, fill);
  }
  return fill;
}

const COUNTER_LABEL = ['side', 'name', 'type', 'size', 'tq', 'ma', 'missile', 'facing', 'hex', 'state'] as const;

/** `t(key)` of a key without options, remembered. */
function word(t: TFunction, key: string): string {
  return remembered(t, `\u0000${key}`, () => t(key));
}

export function counterLabel(view: GbohView, id: string, t: TFunction): string {
  const su = view.static.units[id]!;
  const u = view.units[id]!;
  const feigning = view.feigned?.unit === id;
  const key = JSON.stringify([id, su.side, su.name, su.type, su.size, su.tq, su.ma, su.missile, u.hits, u.supply, u.status, u.moved, Boolean(u.shock), u.inColumn, u.disordered === true, Boolean(u.engaged), feigning, u.facing, u.hex]);
  return remembered(t, key, () => {
    const state = [
      u.hits > 0 ? t('counterHits', { n: u.hits }) : '',
      su.missile && u.supply !== 'full' ? `, ${word(t, `supply.${u.supply}`)}` : '',
      u.status === 'routed' ? word(t, 'counterRouted') : '',
      u.moved ? word(t, 'counterMoved') : '',
      u.shock ? word(t, 'counterShock') : '',
      u.inColumn ? word(t, 'counterColumn') : '',
      u.disordered === true ? word(t, 'counterDisordered') : '',
      u.engaged ? word(t, 'counterEngaged') : '',
      feigning ? word(t, 'counterFeigning') : '',
    ].join('');
    return template(t, 'counterLabel', COUNTER_LABEL)({
      side: remembered(t, `\u0001${su.side}`, () => sideName(su.side, t)),
      name: su.name,
      type: word(t, `type.${su.type}`),
      size: su.size ?? '–',
      tq: su.tq,
      ma: su.ma,
      missile: su.missile ? `, ${word(t, `missile.${su.missile}`)}` : '',
      // facingName's words.
      facing: word(t, u.inColumn ? `hexsideDir.${u.facing}` : `vertex.${u.facing}`),
      hex: u.hex ?? '—',
      state,
    });
  });
}

export function leaderLabel(view: GbohView, id: string, t: TFunction): string {
  const sl = view.static.leaders[id]!;
  const l = view.leaders[id]!;
  return t('leaderLabel', { side: sideName(sl.side, t), name: sl.name, rank: t(`rank.${sl.rank}`), initiative: sl.initiative, lineCommand: sl.lineCommand, charisma: sl.charisma, range: sl.commandRange, status: t(`leaderStatus.${l.status}`), hex: l.hex ?? '—' });
}
