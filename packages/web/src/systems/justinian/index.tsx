import { type JsonValue, type Message, renderMessage } from '@polemarch/kernel';
import {
  BOX_DATA, LAND_BORDERS, MINOR_POWERS, PROVINCES, SEA_AREAS, STRAITS, armySp, isJustinianView, justinian, leaderData, prefectureProgress, provinceControl,
  type JustinianAction, type JustinianView,
} from '@polemarch/justinian';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { PanZoom } from '../../board/PanZoom';
import { actionReader, viewReader } from '../narrow';
import type { BoardContext, Inspection, SystemAdapter } from '../types';
import { BOX_AT, GEOMETRY_SOURCE, MAP_BOUNDS, PROVINCE_AT, SEA_AT } from './geometry';
import { justinianResources } from './messages';
import { justinianRules } from './rules';

/**
 * Giustiniano's own board: a schematic area map of the Mediterranean (geometry.ts) with provinces coloured by who
 * controls them, their borders and straits, the sea areas and the fourteen off-map boxes, every army and fleet with its
 * strength, Frontier and detached SP, treasuries, forts and revolts; the panel holds the turn record, the treasuries,
 * the activation markers, allegiances and the Prefecture count of 10.21. The engine decides everything: an area is
 * clickable when one of the seat's legal actions names it, and the log explains each roll with its table and modifiers.
 */

const asView = viewReader('justinian', isJustinianView);
const asAction = actionReader('justinian', justinian.actionSchema);

export const POWER_COLOUR: Record<string, string> = {
  byzantine: '#6a2c8e', persia: '#a8342b', ostrogoths: '#2f6b3a', vandals: '#b5772a', minor: '#5d6d7e', revolt: '#c0392b',
};
const PREFECTURE_TINT: Record<string, string> = { Egypt: '#e8d9a8', Africa: '#e6c9a0', Italy: '#cfe0c3', Illyricum: '#d5d3e8', East: '#e9d4d4' };
const colourOf = (power: string): string => POWER_COLOUR[power] ?? POWER_COLOUR['minor']!;
const isSeat = (s: string | null): s is 'byzantine' | 'barbarian' => s === 'byzantine' || s === 'barbarian';

/** The area an action names, where it has one (a province, a sea area `sea:<name>`, a box `box:<power>`). */
export function actionArea(a: JustinianAction, view: JustinianView): string | null {
  switch (a.type) {
    case 'move': case 'magmil-move': return a.to;
    case 'rbc': case 'retreat': return a.to;
    case 'setup-army': case 'setup-fleet': case 'place': case 'trade-fleet': case 'levy-frontier': case 'buy-fleet': case 'raise': case 'fort': case 'port':
      return a.province;
    case 'setup-sp': return PROVINCES.some((p) => p.name === a.to) ? a.to : (view.armies.find((x) => x.id === a.to)?.at ?? null);
    case 'sail': return `sea:${a.sea}`;
    case 'use-army': case 'activate-army': case 'levy-army': case 'nika': case 'embark': case 'ally-join': return view.armies.find((x) => x.id === a.army)?.at ?? null;
    case 'use-fleet': case 'activate-fleet': return a.at;
    default: return null;
  }
}

/** The Byzantine army counters (4.3) by their short names; a barbarian army by its leader. */
const BYZANTINE_ARMY: Record<string, string> = { praesentalI: 'Praes. I', praesentalII: 'Praes. II', east: 'East', thrace: 'Thrace', illyricum: 'Illyricum', armenia: 'Armenia', italy: 'Italy', africa: 'Africa', spain: 'Spain' };
type ArmyLike = { id: string; power: string; leader: string | null };
export const armyName = (a: ArmyLike): string => (a.power === 'byzantine' ? BYZANTINE_ARMY[a.id] ?? a.id : leaderData(a.leader ?? a.id).name);
const leaderOf = (a: ArmyLike): string => (a.leader === null ? '—' : leaderData(a.leader).name);

const sideName = (t: TFunction, side: string): string => t(`seat.${side}`, { defaultValue: side });
const powerName = (t: TFunction, p: string): string => t(`power.${p}`, { defaultValue: p });

function forcesAt(view: JustinianView, area: string, t: TFunction): string[] {
  const out: string[] = [];
  for (const a of view.armies) if (a.at === area && (armySp(a) > 0 || a.leader !== null)) {
    const st = [a.unpaid && t('status.unpaid'), a.defeated && t('status.defeated'), a.disorganized && t('status.disorganized')].filter(Boolean).join(', ');
    out.push(`${powerName(t, a.power)}: ${armyName(a)}${a.power === 'byzantine' ? ` (${leaderOf(a)})` : ''} ${armySp(a)} SP${st ? ` (${st})` : ''}`);
  }
  const f = view.frontier[area];
  if (f !== undefined) out.push(`${t('legend.frontier')} ${f.sp}${f.unpaid ? ` (${t('status.unpaid')})` : ''}`);
  for (const d of view.detached) if (d.at === area) out.push(`${powerName(t, d.power)} ${t('legend.detached')} ${d.sp}`);
  for (const fl of view.fleets) if (fl.at === area) out.push(`${powerName(t, fl.power)} ⚓ ${fl.sp}`);
  return out;
}

function inspectProvince(view: JustinianView, name: string, control: Record<string, string | null>, t: TFunction): Inspection {
  const p = PROVINCES.find((x) => x.name === name)!;
  const c = control[name] ?? null;
  const forces = forcesAt(view, name, t);
  return {
    title: name,
    lines: [
      { label: t('inspect.prefecture'), value: t(`pref.${p.prefecture}`) },
      { label: t('inspect.control'), value: view.revolt.includes(name) ? t('legend.revolt') : c === null ? t('uncontrolled') : powerName(t, c) },
      { label: t('inspect.income'), value: `${p.income} G` },
      ...(p.city !== undefined ? [{ label: t('inspect.city'), value: p.city }] : []),
      ...(p.fort === true || view.builtForts.includes(name) ? [{ label: t('inspect.fort'), value: '▲' }] : []),
      { label: t('inspect.seas'), value: p.seas.length > 0 ? p.seas.join(', ') : t('inspect.inland') },
      { label: t('inspect.forces'), value: forces.length > 0 ? forces.join(' · ') : t('inspect.none') },
    ],
  };
}

function inspectSea(view: JustinianView, name: string, t: TFunction): Inspection {
  const s = SEA_AREAS.find((x) => x.name === name)!;
  const patrol = view.fleets.filter((f) => f.at === `sea:${name}`);
  return { title: name, lines: [{ label: t('inspect.sea'), value: name }, { label: t('inspect.adjacent'), value: s.adjacent.join(', ') }, { label: t('inspect.patrol'), value: patrol.map((f) => `${powerName(t, f.power)} ⚓ ${f.sp}`).join(' · ') || t('inspect.none') }] };
}

function inspectBox(view: JustinianView, power: string, t: TFunction): Inspection {
  const b = BOX_DATA.find((x) => x.power === power)!;
  const allegiance = view.allegiance[power as keyof typeof view.allegiance];
  return { title: powerName(t, power), lines: [{ label: t('inspect.box'), value: powerName(t, power) }, { label: t('inspect.arrows'), value: b.arrows.join(', ') }, { label: t('panel.allegiance'), value: t(`allegiance.${allegiance ?? 'none'}`) }, { label: t('inspect.forces'), value: forcesAt(view, `box:${power}`, t).join(' · ') || t('inspect.none') }] };
}

/** What the pointer (or the focus) is on: an area by its kind and name, never a copy of its details. */
type Hover = { kind: 'province' | 'sea' | 'box'; name: string } | null;

function JustinianBoard({ view: raw, legal, onAction, onInspect, t }: BoardContext) {
  const view = asView(raw);
  const control = provinceControl(view);
  // The hover box is redrawn from the current view whenever the game changes under the pointer (an army moves in or
  // out, a province changes hands): the area hovered is remembered, not the box drawn when the pointer came in.
  const hovered = useRef<Hover>(null);
  const inspect = (h: Hover) => {
    hovered.current = h;
    onInspect(h === null ? null : h.kind === 'province' ? inspectProvince(view, h.name, control, t) : h.kind === 'sea' ? inspectSea(view, h.name, t) : inspectBox(view, h.name, t));
  };
  const hover = (h: Hover) => ({ onMouseEnter: () => inspect(h), onFocus: () => inspect(h), onMouseLeave: () => inspect(null) });
  useEffect(() => {
    if (hovered.current !== null) inspect(hovered.current);
  }, [raw]);
  const targets = new Map<string, JustinianAction>();
  for (const l of legal) {
    const a = asAction(l);
    const area = actionArea(a, view);
    if (area !== null && !targets.has(area)) targets.set(area, a);
  }
  const act = (area: string) => {
    const a = targets.get(area);
    if (a !== undefined) onAction(a as JsonValue);
  };
  const keyAct = (area: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); act(area); }
  };
  const clickable = (area: string, label: string) => (targets.has(area) ? { role: 'button', tabIndex: 0, 'aria-label': t('target', { label }), onClick: () => act(area), onKeyDown: keyAct(area), style: { cursor: 'pointer' } } : {});
  const at = (name: string) => PROVINCE_AT.get(name) ?? { x: 0, y: 0 };

  return (
    <PanZoom bounds={MAP_BOUNDS} label={t('boardLabel')}>
      <rect x={0} y={0} width={MAP_BOUNDS.w} height={MAP_BOUNDS.h} fill="#dbe8f1" />
      <text x={10} y={MAP_BOUNDS.h - 10} fontSize={12} fill="#456" data-source={GEOMETRY_SOURCE}>{t('schematic')}</text>
      {/* Sea areas and their links */}
      {SEA_AREAS.flatMap((s) => s.adjacent.filter((n) => n > s.name).map((n) => {
        const a = SEA_AT.get(s.name)!; const b = SEA_AT.get(n)!;
        return <line key={`${s.name}-${n}`} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#9fbfd6" strokeWidth={3} strokeDasharray="2 6" />;
      }))}
      {SEA_AREAS.map((s) => {
        const p = SEA_AT.get(s.name)!;
        const patrol = view.fleets.filter((f) => f.at === `sea:${s.name}`);
        const area = `sea:${s.name}`;
        return (
          <g key={s.name} data-sea={s.name} {...clickable(area, s.name)} {...hover({ kind: 'sea', name: s.name })}>
            <ellipse cx={p.x} cy={p.y} rx={62} ry={20} fill={targets.has(area) ? '#fff6c8' : '#c4dcec'} stroke={targets.has(area) ? '#c08a00' : '#8fb2cc'} strokeWidth={targets.has(area) ? 3 : 1} />
            <text x={p.x} y={p.y + 4} textAnchor="middle" fontSize={12} fontStyle="italic" fill="#25506e">{s.name}</text>
            {patrol.map((f, i) => <text key={f.power} x={p.x} y={p.y + 20 + 13 * i} textAnchor="middle" fontSize={12} fontWeight={700} fill={colourOf(f.power)}>⚓{f.sp}</text>)}
          </g>
        );
      })}
      {/* Land borders and straits */}
      {LAND_BORDERS.map(([a, b]) => { const p = at(a); const q = at(b); return <line key={`${a}|${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke="#8a7b62" strokeWidth={1.4} />; })}
      {STRAITS.map(([a, b]) => { const p = at(a); const q = at(b); return <line key={`s${a}|${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke="#1f5f8b" strokeWidth={2.5} strokeDasharray="5 4" />; })}
      {/* Off-map boxes and their arrows */}
      {BOX_DATA.map((b) => {
        const p = BOX_AT.get(b.power)!;
        const area = `box:${b.power}`;
        const here = view.armies.filter((a) => a.at === area);
        const allegiance = view.allegiance[b.power as keyof typeof view.allegiance];
        return (
          <g key={b.power}>
            {b.arrows.map((to) => { const q = at(to); return <line key={to} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke="#777" strokeWidth={1} strokeDasharray="1 4" />; })}
            <g data-box={b.power} {...clickable(area, powerName(t, b.power))} {...hover({ kind: 'box', name: b.power })}>
              <rect x={p.x - 52} y={p.y - 17} width={104} height={34} rx={4} fill="#f4efe4" stroke={targets.has(area) ? '#c08a00' : allegiance === 'byzantine' ? POWER_COLOUR['byzantine'] : '#6d6356'} strokeWidth={targets.has(area) ? 3 : allegiance === 'byzantine' ? 2.5 : 1} />
              <text x={p.x} y={p.y - 3} textAnchor="middle" fontSize={11} fontWeight={700} fill={colourOf(b.power === 'persia' ? 'persia' : 'minor')}>{powerName(t, b.power)}</text>
              <text x={p.x} y={p.y + 11} textAnchor="middle" fontSize={10} fill="#333">{here.map((a) => `${armyName(a)}${armySp(a) > 0 ? ` ${armySp(a)}` : ''}`).join(', ')}</text>
            </g>
          </g>
        );
      })}
      {/* Provinces */}
      {PROVINCES.map((p) => {
        const { x, y } = at(p.name);
        const c = control[p.name] ?? null;
        const revolt = view.revolt.includes(p.name);
        const fort = p.fort === true || view.builtForts.includes(p.name);
        const pieces: { text: string; colour: string }[] = [];
        for (const a of view.armies) if (a.at === p.name) pieces.push({ text: `${armyName(a).split(' ')[0]} ${armySp(a)}${a.defeated ? '✕' : a.disorganized ? '~' : ''}`, colour: colourOf(a.power in POWER_COLOUR ? a.power : 'minor') });
        const f = view.frontier[p.name];
        if (f !== undefined) pieces.push({ text: `F${f.sp}`, colour: '#8e6fa3' });
        for (const d of view.detached) if (d.at === p.name) pieces.push({ text: `d${d.sp}`, colour: colourOf(d.power) });
        for (const fl of view.fleets) if (fl.at === p.name) pieces.push({ text: `⚓${fl.sp}`, colour: colourOf(fl.power) });
        for (const k of ['ostrogoths', 'vandals'] as const) if (view.treasuries[k].at === p.name) pieces.push({ text: 'T', colour: colourOf(k) });
        const target = targets.has(p.name);
        return (
          <g key={p.name} data-province={p.name} {...clickable(p.name, p.name)} {...hover({ kind: 'province', name: p.name })}>
            <circle cx={x} cy={y} r={11} fill={c === null ? PREFECTURE_TINT[p.prefecture] : colourOf(c)} fillOpacity={c === null ? 1 : 0.8} stroke={target ? '#c08a00' : revolt ? POWER_COLOUR['revolt'] : '#4a3f30'} strokeWidth={target ? 4 : revolt ? 3 : 1} strokeDasharray={revolt ? '3 2' : undefined} />
            {p.city !== undefined && <rect x={x - 3} y={y - 3} width={6} height={6} fill="#fff" stroke="#222" strokeWidth={0.8} />}
            {fort && <path d={`M${x + 7} ${y - 14} l5 8 h-10 z`} fill="#333" />}
            <text x={x} y={y + 21} textAnchor="middle" fontSize={9} fill="#2b2418">{p.name}</text>
            {pieces.map((pc, i) => (
              <g key={i}>
                <rect x={x + 13} y={y - 12 + 12 * i} width={Math.max(18, pc.text.length * 5.6 + 4)} height={11} rx={2} fill={pc.colour} />
                <text x={x + 15} y={y - 3 + 12 * i} fontSize={9} fontWeight={700} fill="#fff">{pc.text}</text>
              </g>
            ))}
          </g>
        );
      })}
    </PanZoom>
  );
}

function JustinianPanel({ view: raw, pending, t }: BoardContext) {
  const view = asView(raw);
  const prefs = prefectureProgress(view);
  const where = (k: 'ostrogoths' | 'vandals'): string => {
    const tr = view.treasuries[k];
    if (tr.captured) return t('panel.captured');
    if (tr.at !== null) return tr.at;
    const carrier = view.armies.find((a) => a.treasury && a.power === k);
    return carrier !== undefined ? `${t('panel.carried')} (${carrier.at})` : '—';
  };
  return (
    <div className="justinian-panel">
      <section aria-labelledby="jt-turns">
        <h3 id="jt-turns">{t('panel.turns')}</h3>
        <ol className="turn-record" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, listStyle: 'none', padding: 0 }}>
          {Array.from({ length: view.options.maxTurns }, (_, i) => i + 1).map((n) => (
            <li key={n} aria-current={n === view.turn ? 'step' : undefined} style={{ padding: '2px 5px', border: '1px solid #999', borderRadius: 3, background: n === view.turn ? '#6a2c8e' : n < view.turn ? '#ddd' : 'transparent', color: n === view.turn ? '#fff' : 'inherit' }}>
              {n}<small> {528 + 4 * (n - 1)}</small>
            </li>
          ))}
        </ol>
        <p>{t('panel.turn', { turn: view.turn, year: 528 + 4 * (view.turn - 1) })} · {t('panel.phase', { phase: t(`phase.${pending?.kind ?? view.phase}`, { defaultValue: view.phase }) })}</p>
      </section>
      <section aria-labelledby="jt-gold">
        <h3 id="jt-gold">{t('panel.treasury')}</h3>
        <p><strong>{t('panel.gold', { g: view.treasury })}</strong>{view.goldDebt > 0 && <> · {t('panel.debt', { g: view.goldDebt })}</>}</p>
        <h4>{t('panel.barbTreasuries')}</h4>
        <ul>{(['ostrogoths', 'vandals'] as const).map((k) => <li key={k}>{t('panel.treasuryAt', { power: powerName(t, k), where: where(k) })}</li>)}</ul>
      </section>
      <section aria-labelledby="jt-am">
        <h3 id="jt-am">{t('panel.activation')}</h3>
        <p>{t('panel.random')}: {'●'.repeat(view.acts.randomLeft)}{'○'.repeat(Math.max(0, 3 - view.acts.randomLeft))} · {t('panel.chosen')}: {'●'.repeat(view.acts.chosenLeft)}{'○'.repeat(Math.max(0, 2 - view.acts.chosenLeft))}</p>
        <p>{t('panel.acts', { b: view.acts.barbarian, y: view.acts.byzantine })} · {t('panel.next', { side: sideName(t, view.acts.next) })}{view.acts.coThisTurn && <> · {t('panel.co')}</>}</p>
      </section>
      <section aria-labelledby="jt-alleg">
        <h3 id="jt-alleg">{t('panel.allegiance')}</h3>
        <ul style={{ columns: 2, fontSize: '0.85em' }}>{MINOR_POWERS.map((m) => <li key={m}>{powerName(t, m)}: {t(`allegiance.${view.allegiance[m] ?? 'none'}`)}</li>)}</ul>
      </section>
      <section aria-labelledby="jt-pref">
        <h3 id="jt-pref">{t('panel.prefectures')}</h3>
        <ul>{prefs.map((p) => <li key={p.prefecture}>{t(`pref.${p.prefecture}`)}: {t('panel.prefLine', { controlled: p.controlled, needed: p.needed, total: p.total })}{p.held ? ' ✓' : ''}</li>)}</ul>
        <p className="muted">{t('panel.events', { n: view.plagues, revolt: view.revolt.join(', ') || '—' })}</p>
        <p className="muted">{t('panel.cup', { names: view.cup.map((m) => leaderData(m).name).join(', ') || '—' })}</p>
        {view.eliminatedPowers.length > 0 && <p className="muted">{t('panel.eliminated', { powers: view.eliminatedPowers.map((p) => powerName(t, p)).join(', ') })}</p>}
      </section>
      <section aria-labelledby="jt-legend">
        <h3 id="jt-legend">{t('legend')}</h3>
        <p className="muted" style={{ fontSize: '0.85em' }}>{['legend.army', 'legend.frontier', 'legend.detached', 'legend.fleet', 'legend.treasury', 'legend.city', 'legend.fort', 'legend.revolt'].map((k) => t(k)).join(' · ')}</p>
      </section>
    </div>
  );
}

export const justinianAdapter: SystemAdapter = {
  id: 'justinian',
  hiddenInformation: false, // 14.4: nothing is hidden
  resources: justinianResources,
  Board: JustinianBoard,
  Panel: JustinianPanel,
  seatName: (seat, t) => (isSeat(seat) ? t(`seat.${seat}`) : seat),
  seatColour: (seat) => (seat === 'byzantine' ? POWER_COLOUR['byzantine']! : POWER_COLOUR['persia']!),
  actionLabel(action, { module, lang, described }) {
    if (described && (module.messages[lang]?.[described.key] ?? module.messages['en']?.[described.key])) return renderMessage(module, described, lang);
    return JSON.stringify(action);
  },
  phaseName: (kind, t) => t(`phase.${kind}`, { defaultValue: kind }),
  localizeMessage(message: Message, t): Message {
    if (!message.params) return message;
    const params = { ...message.params };
    for (const k of ['power', 'side', 'winner']) if (typeof params[k] === 'string') params[k] = t(params[k] === 'byzantine' || params[k] === 'barbarian' ? `seat.${params[k]}` : `power.${params[k]}`, { defaultValue: params[k] });
    return { ...message, params };
  },
  rules: justinianRules,
};
