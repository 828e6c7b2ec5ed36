import type { JsonValue, Message } from '@polemarch/kernel';
import { MAP, SEA, type TawAction, type TawView, actionSchema, hexLabel, isTawView, pyrrhusPoints } from '@polemarch/taw';
import type { TFunction } from 'i18next';
import { type ReactElement, useMemo, useState } from 'react';
import { PanZoom } from '../../board/PanZoom';
import { actionReader, viewReader } from '../narrow';
import type { BoardContext, SystemAdapter } from '../types';
import { R, TERRAIN_FILL, ZONE_FILL, centre, hexPoints, tawMapDrawing } from './map';
import { tawResources } from './messages';
import { tawModifiers } from './modifiers';
import { tawRules } from './rules';

/**
 * The Ancient World's own board: the strategic map of Italy and its seas drawn from the engine's authored
 * data, the armies as counters, cities, roads and sea zones; clicking a Force shows what it may do now
 * (the engine's legal actions, never recomputed here), clicking a highlighted hex does the move that goes
 * there. The side panel keeps the turn record, the LAM cup, leaders and magistrates, Naval Superiority and
 * the alliance track.
 */

const asView = viewReader('taw', isTawView);
const asAction = actionReader('taw', actionSchema);

const COLOUR: Readonly<Record<string, string>> = {
  rome: '#a3272b', carthage: '#5b3a8c', samnite: '#2f6b3a', epirus: '#1f5e8c', syracuse: '#b0701c', mamertines: '#6b6b2f', rebels: '#555555', sparta: '#8c5a1f',
};
const colourOf = (side: string): string => COLOUR[side] ?? '#444';

type Stack = TawView['stacks'][number];
const spOf = (st: Stack, t?: 'inf' | 'cav' | 'el'): number => st.groups.reduce((n, g) => n + (t === undefined || g.t === t ? g.sp : 0), 0);

/** The hex an action goes to, when it has one. */
const targetOf = (a: TawAction): number | null => ('to' in a ? (a.to ?? null) : null);

const placeName = (hex: number): string => {
  const c = MAP.cityAt.get(hex);
  return c === undefined ? hexLabel(hex) : `${c.name} (${hexLabel(hex)})`;
};

export function tawActionLabel(a: TawAction, t: TFunction, view: TawView | null): string {
  const leaderName = (id: string): string => view?.leaders.find((l) => l.id === id)?.name ?? id;
  switch (a.type) {
    case 'march':
    case 'sail':
      return t(`action.${a.type}`, { to: placeName(a.to), take: t(a.leaveEngines === true ? 'take.allLeaveEngines' : `take.${a.take}`) });
    case 'step':
    case 'avoid':
    case 'retreat':
    case 'deploy':
      return t(`action.${a.type}`, { to: placeName(a.to) });
    case 'siege':
      return t(a.forage === false ? 'action.siegeNoForage' : 'action.siege');
    case 'choose':
      // RRR 5.16: the Dictator's choice of a Magister Equitum is a `choose` too.
      return t(view?.ask?.kind === 'magister' ? 'action.chooseMagister' : 'action.choose', { leader: leaderName(a.leader) });
    case 'permission':
      // RRR 5.44–5.45: the request, and the Guile Points spent on it.
      if (a.request === 'enter-rome') return t('action.permission');
      return a.gp === undefined ? t('action.permissionLeave') : t('action.permissionLeaveGp', { gp: a.gp });
    case 'triumph':
      return a.gp === undefined ? t('action.triumph') : t('action.triumphGp', { gp: a.gp });
    case 'praetor':
      return a.leader === undefined ? t('action.praetor') : t('action.praetorNamed', { leader: leaderName(a.leader) });
    case 'ambush':
    case 'intercept':
    case 'coordinate':
    case 'devotio':
      return t(`action.${a.type}`, { leader: leaderName(a.leader) });
    case 'recruit':
      return a.mode === 'engine' ? t('action.recruitEngine') : t('action.recruit', { mode: a.mode });
    case 'devastate':
    case 'ambassador': {
      const province = MAP.provinces.get(a.province)?.name ?? a.province;
      // 12.35 (ruling AMB-3): a postponed audience names its ambassador.
      // S1.4 (ruling AMB-5): the Samnite's chosen leader.
      if (a.type === 'ambassador' && a.leader !== undefined) {
        const him = view?.leaders.find((l) => l.id === a.leader);
        const postponed = him === undefined || him.envoy?.province === a.province;
        return t(postponed ? 'action.ambassadorNamed' : 'action.ambassadorLeader', { leader: leaderName(a.leader), province });
      }
      return t(`action.${a.type}`, { province });
    }
    case 'ransom':
      // 12.35 (ruling AMB-1): the hostage and his ransom in Guile Points.
      return t('action.ransom', { leader: leaderName(a.leader), gp: view?.leaders.find((l) => l.id === a.leader)?.envoy?.ransom ?? 1 });
    case 'negotiate':
      return t('action.negotiate', { gp: a.gp });
    case 'commit':
      return t('action.commit', { n: a.n });
    case 'construct':
      return t(a.bonus === true ? 'action.constructBonus' : 'action.construct');
    case 'naval-level':
      return t('action.naval-level', { zone: a.zone });
    case 'guile':
      return t('action.guile', { gp: a.gp });
    case 'allied':
      return t('action.allied', { from: placeName(a.from) });
    case 'place':
    case 'disperse':
      return t(`action.${a.type}`, { to: placeName(a.to) });
    case 'allocate': {
      // E-2: name the group that takes the losses first (from the Force as it was before them).
      const g = a.first >= 0 ? view?.lossChoices?.[0]?.before[a.first] : undefined;
      const group = g === undefined ? t('losses.spread') : `${g.c}${g.legion !== undefined ? ` ${g.legion}` : ''} (${t(`unit.${g.t}`)})`;
      return t(a.elephants === true ? 'action.allocateElephants' : 'action.allocate', { group });
    }
    default:
      return t(`action.${a.type}`);
  }
}

/** The static layer: sea, land, roads, province and sea-zone names; provinces not in play shaded (11.11). */
function MapLayer({ roadLevels, outOfPlay }: { roadLevels: readonly string[]; outOfPlay: readonly string[] }) {
  const sea = useMemo(() => [...SEA.zoneOf.entries()].map(([h, z]) => <polygon key={`s${h}`} points={hexPoints(h)} fill={ZONE_FILL[z] ?? '#b3d5ea'} stroke="#a0c4dc" strokeWidth={0.4} />), []);
  const land = useMemo(
    () => [...MAP.hexes.values()].map((h) => <polygon key={`l${h.id}`} points={hexPoints(h.id)} fill={TERRAIN_FILL[h.terrain] ?? '#ddd'} stroke="#b9ab80" strokeWidth={0.5} />),
    [],
  );
  // Province borders: hexsides between hexes of different provinces.
  const borders = useMemo(() => {
    const out: ReactElement[] = [];
    for (const [h, ns] of MAP.neighbours) for (const n of ns) {
      if (n < h || MAP.hexes.get(n)!.province === MAP.hexes.get(h)!.province) continue;
      const a = centre(h);
      const b = centre(n);
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const dx = (b.y - a.y) / 2 / Math.sqrt(3);
      const dy = -(b.x - a.x) / 2 / Math.sqrt(3);
      const river = MAP.rivers.has(h < n ? `${h}/${n}` : `${n}/${h}`);
      out.push(<line key={`b${h}-${n}`} x1={mx - dx} y1={my - dy} x2={mx + dx} y2={my + dy} stroke={river ? '#3a78b5' : '#7a4b2a'} strokeWidth={river ? 2 : 1.2} strokeDasharray={river ? undefined : '3 2'} />);
    }
    return out;
  }, []);
  const inPlay = new Set(roadLevels);
  return (
    <g className="taw-map" aria-hidden>
      {sea}
      {land}
      {borders}
      {outOfPlay.flatMap((p) => (MAP.provinceHexes.get(p) ?? []).map((h) => <polygon key={`o${h}`} points={hexPoints(h)} fill="rgba(70, 70, 70, 0.35)" stroke="none" />))}
      {tawMapDrawing().roadSegments.filter((r) => r.ids.some((id) => inPlay.has(MAP.roadData.get(id)?.level ?? ''))).map((r, i) => (
        <line key={`r${i}`} x1={r.a.x} y1={r.a.y} x2={r.b.x} y2={r.b.y} stroke="#8a5a2b" strokeWidth={1.6} strokeLinecap="round" />
      ))}
      {tawMapDrawing().zoneLabels.map((z) => (
        <text key={z.id} x={z.x} y={z.y} textAnchor="middle" fontSize={9} fill="#3b6e96" fontStyle="italic">
          {z.id.replace(/([a-z])([A-Z])/g, '$1 $2')}
        </text>
      ))}
      {tawMapDrawing().provinceLabels.map((p) => (
        <text key={p.id} x={p.x} y={p.y + 12} textAnchor="middle" fontSize={6.5} fill="#5a4630" opacity={0.8}>
          {p.name}
        </text>
      ))}
    </g>
  );
}

function TawBoard({ view: raw, legal, onAction, onInspect, t }: BoardContext) {
  const view = asView(raw);
  const actions = legal.map(asAction);
  const [selected, setSelected] = useState<number | null>(null);
  // 9.9: the Siege Engines with a Force (they stand at its place).
  const enginesOf = (st: Stack): number => (view.engines ?? []).filter((e) => e.side === st.side && e.hex === st.hex && e.inCity === st.inCity).length;
  const byHex = new Map<number, TawAction[]>();
  for (const a of actions) {
    const to = targetOf(a);
    if (to !== null) byHex.set(to, [...(byHex.get(to) ?? []), a]);
  }
  const active = view.activation === null ? null : view.leaders.find((l) => l.id === view.activation!.leader) ?? null;
  const activeHex = view.activation?.move?.hex ?? active?.hex ?? null;
  // The legal actions shown for a clicked place: those going there, and, at the active Force's place, the rest.
  const here = (hex: number): TawAction[] => [...(byHex.get(hex) ?? []), ...(hex === activeHex ? actions.filter((a) => targetOf(a) === null) : [])];
  const click = (hex: number) => {
    const opts = here(hex);
    if (opts.length === 1 && targetOf(opts[0]!) === hex) return onAction(opts[0]! as JsonValue);
    setSelected(hex);
  };
  const inspectHex = (hex: number) => {
    const info = MAP.hexes.get(hex);
    if (info === undefined) return;
    const stacks = view.stacks.filter((s) => s.hex === hex);
    const city = info.city === null ? undefined : view.cities[info.city];
    onInspect({
      title: t('hexTitle', { hex: hexLabel(hex), province: MAP.provinces.get(info.province)?.name ?? info.province, terrain: t(`terrain.${info.terrain}`) }),
      lines: [
        ...(city !== undefined ? [{ label: info.city!, value: t('city', { name: city.name, size: t(`size.${city.size}`), sacked: city.sacked ? t('sacked') : '', siege: city.siege === null ? '' : t('besieged', { side: t(`seat.${city.siege}`) }) }) }] : []),
        ...stacks.map((s) => ({ label: `${t(`seat.${s.side}`, { defaultValue: s.side })}${s.inCity ? ' ⌂' : ''}`, value: `${t('sp', { inf: spOf(s, 'inf'), cav: spOf(s, 'cav'), el: spOf(s, 'el') })} · ${t(`abs.${s.abs}`)}` })),
      ],
    });
  };
  const occupied = [...new Set(view.stacks.map((s) => s.hex))];
  const leadersAt = (hex: number) => view.leaders.filter((l) => l.status === 'map' && l.hex === hex);
  const selectedOpts = selected === null ? [] : here(selected);
  return (
    <div className="taw-board" style={{ position: 'relative', width: '100%', height: '100%' }}>
      <PanZoom bounds={tawMapDrawing().bounds} label={t('boardLabel')}>
        <MapLayer roadLevels={view.rules.roadLevels} outOfPlay={Object.values(view.provinces).filter((p) => !p.inPlay).map((p) => p.id)} />
        {[...MAP.cities.values()].map((c) => {
          const st = view.cities[c.name];
          if (st === undefined || st.size === 'none') return null;
          const { x, y } = centre(c.hex);
          const r = st.size === 'L' ? 4.2 : st.size === 'M' ? 3.3 : 2.4;
          return (
            <g key={c.name} className="taw-city">
              <circle cx={x} cy={y} r={r} fill={st.sacked ? '#777' : '#f7f3e6'} stroke={st.siege === null ? '#3d2b1a' : colourOf(st.siege)} strokeWidth={st.siege === null ? 0.9 : 2} />
              {c.port !== null && <circle cx={x} cy={y} r={r + 1.5} fill="none" stroke="#3b6e96" strokeWidth={0.5} />}
              <text x={x} y={y - r - 1.5} textAnchor="middle" fontSize={st.size === 'S' ? 4.5 : 6} fill="#2a1e12">
                {c.name}
              </text>
            </g>
          );
        })}
        {[...byHex.keys()].map((hex) => (
          <polygon
            key={`t${hex}`}
            className="taw-target"
            points={hexPoints(hex, R * 0.92)}
            fill="rgba(255, 215, 0, 0.35)"
            stroke="#c79a00"
            strokeWidth={1.4}
            role="button"
            tabIndex={0}
            aria-label={here(hex).map((a) => tawActionLabel(a, t, view)).join('; ')}
            onClick={() => click(hex)}
            onKeyDown={(e) => (e.key === 'Enter' ? click(hex) : undefined)}
          />
        ))}
        {occupied.map((hex) => {
          const { x, y } = centre(hex);
          const stacks = view.stacks.filter((s) => s.hex === hex);
          return stacks.map((s, i) => {
            const dx = (i - (stacks.length - 1) / 2) * 9;
            const ls = leadersAt(hex).filter((l) => l.side === s.side && l.inCity === s.inCity);
            const isActive = hex === activeHex && s.side === view.activation?.side;
            return (
              <g
                key={`${hex}-${s.side}-${String(s.inCity)}`}
                className="taw-stack"
                role="button"
                tabIndex={0}
                aria-label={`${t(`seat.${s.side}`, { defaultValue: s.side })} ${placeName(hex)}: ${spOf(s)} SP${ls.length > 0 ? `, ${ls.map((l) => l.name).join(', ')}` : ''}`}
                onClick={() => click(hex)}
                onMouseEnter={() => inspectHex(hex)}
                onFocus={() => inspectHex(hex)}
                transform={`translate(${x + dx - 4.5}, ${y + (s.inCity ? -4.5 : 1)})`}
              >
                <rect width={9} height={8} rx={1} fill={colourOf(s.side)} stroke={isActive ? '#ffd700' : '#111'} strokeWidth={isActive ? 1.4 : 0.5} opacity={s.scattered === true ? 0.55 : 1} />
                <text x={4.5} y={5.6} textAnchor="middle" fontSize={4.4} fill="#fff" fontWeight="bold">
                  {spOf(s)}
                </text>
                {ls.length > 0 && <circle cx={8.4} cy={0.6} r={1.5} fill="#ffd700" stroke="#111" strokeWidth={0.3} />}
              </g>
            );
          });
        })}
        {view.leaders.filter((l) => l.status === 'map' && l.hex !== null && !view.stacks.some((s) => s.hex === l.hex && s.side === l.side)).map((l) => {
          const { x, y } = centre(l.hex!);
          return <circle key={`lead-${l.id}`} cx={x} cy={y + 3} r={2.4} fill={colourOf(l.side)} stroke="#ffd700" strokeWidth={0.8} role="img" aria-label={l.name} />;
        })}
      </PanZoom>
      {selected !== null && (
        <div className="taw-actions" role="dialog" aria-label={placeName(selected)} style={{ position: 'absolute', bottom: 44, left: 8, maxWidth: 360, maxHeight: '60%', overflow: 'auto', background: 'var(--panel, #fffdf6)', border: '1px solid #8a7a5a', borderRadius: 6, padding: 8 }}>
          <strong>{placeName(selected)}</strong>
          <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0' }}>
            {view.stacks.filter((s) => s.hex === selected).map((s) => (
              <li key={`${s.side}-${String(s.inCity)}`}>
                {t('stackTitle', { side: t(`seat.${s.side}`, { defaultValue: s.side }), hex: hexLabel(s.hex), where: s.inCity ? t('inside', { city: MAP.cityAt.get(s.hex)?.name ?? '' }) : t('outside') })}: {t('sp', { inf: spOf(s, 'inf'), cav: spOf(s, 'cav'), el: spOf(s, 'el') })}{enginesOf(s) > 0 ? t('engines', { n: enginesOf(s) }) : ''}, {s.scattered === true ? t('scattered') : t(`abs.${s.abs}`)}
                {leadersAt(selected).filter((l) => l.side === s.side && l.inCity === s.inCity).length > 0 && <> — {leadersAt(selected).filter((l) => l.side === s.side && l.inCity === s.inCity).map((l) => l.name).join(', ')}</>}
              </li>
            ))}
          </ul>
          <div>{selectedOpts.length > 0 ? t('actionsHere') : t('noActions')}</div>
          {selectedOpts.map((a, i) => (
            <button key={i} type="button" className="option" style={{ display: 'block', margin: '3px 0' }} onClick={() => { setSelected(null); onAction(a as JsonValue); }}>
              {tawActionLabel(a, t, view)}
            </button>
          ))}
          <button type="button" onClick={() => setSelected(null)}>{t('close')}</button>
        </div>
      )}
    </div>
  );
}

function TawPanel({ view: raw, t }: BoardContext) {
  const view = asView(raw);
  const active = view.activation === null ? null : view.leaders.find((l) => l.id === view.activation!.leader) ?? null;
  const cup = new Map<string, number>();
  for (const m of view.cup) cup.set(m, (cup.get(m) ?? 0) + 1);
  const markerName = (m: string): string => (m.startsWith('L:') ? view.leaders.find((l) => l.id === m.slice(2))?.name ?? m : m.startsWith('O:') ? m.slice(2) : m);
  const sides = [...new Set([...view.seats, ...view.stacks.map((s) => s.side)])];
  const points = view.scenario === 'pyrrhus' ? pyrrhusPoints(view) : null;
  // 12.35 (rulings AMB-1…AMB-3): hostages, deserters and postponed audiences are public.
  const envoys = view.leaders.filter((l) => l.envoy !== undefined);
  // S3 (ruling P-8): Pyrrhus' ambassador counter (Cineas, or the ambassador on its back) and his state are public.
  const counters = view.leaders.filter((l) => l.ambassadorRating !== undefined && l.envoy === undefined);
  return (
    <div className="taw-panel">
      <section aria-labelledby="taw-turn">
        <h3 id="taw-turn">{t('turnRecord')}</h3>
        <p>{t('turnOf', { turn: view.turn, last: view.lastTurn, year: view.year })}</p>
        <p>{t('phaseNow', { phase: t(`phase.${view.phase}`) })}</p>
        <p>{active === null ? t('noActive') : t('activeLeader', { leader: active.name, ops: view.activation!.ops })}</p>
      </section>
      <section aria-labelledby="taw-cup">
        <h3 id="taw-cup">{t('cup')}</h3>
        <p className="muted">{t('cupNote', { n: view.cup.length })}</p>
        <ul>{[...cup.entries()].map(([m, n]) => <li key={m}>{markerName(m)}{n > 1 ? ` ×${n}` : ''}</li>)}</ul>
      </section>
      <section aria-labelledby="taw-armies">
        <h3 id="taw-armies">{t('armies')}</h3>
        <ul>
          {sides.map((side) => {
            const mine = view.stacks.filter((s) => s.side === side);
            return <li key={side} style={{ color: colourOf(side) }}>{t(`seat.${side}`, { defaultValue: side })}: {mine.reduce((n, s) => n + spOf(s), 0)} SP, {mine.length}</li>;
          })}
        </ul>
      </section>
      <section aria-labelledby="taw-leaders">
        <h3 id="taw-leaders">{t('leaders')}</h3>
        <ul>
          {view.leaders.filter((l) => l.status === 'map').map((l) => (
            <li key={l.id} style={{ color: colourOf(l.side) }}>
              {l.name} {l.office !== null ? `[${l.office}]` : ''} {l.init}-{l.letter}-{l.cr} · {t('guile', { left: l.gp - l.gpUsed, gp: l.gp })} · {l.hex === null ? '' : hexLabel(l.hex)}
            </li>
          ))}
        </ul>
      </section>
      {envoys.length + counters.length > 0 && (
        <section aria-labelledby="taw-envoys">
          <h3 id="taw-envoys">{t('envoys')}</h3>
          <ul>
            {counters.map((l) => (
              <li key={l.id} style={{ color: colourOf(l.side) }}>
                {l.name}: {t(l.status === 'killed' ? 'envoy.killed' : l.permissions.includes('ambassador') ? 'envoy.used' : 'envoy.ready', { rating: l.ambassadorRating })}
              </li>
            ))}
            {envoys.map((l) => (
              <li key={l.id} style={{ color: colourOf(l.side) }}>
                {l.name}: {t(`envoy.${l.envoy!.fate}`, { province: MAP.provinces.get(l.envoy!.province)?.name ?? l.envoy!.province, ransom: l.envoy!.ransom ?? 1 })}
              </li>
            ))}
          </ul>
        </section>
      )}
      {view.naval !== undefined && (
        <section aria-labelledby="taw-navy">
          <h3 id="taw-navy">{t('navy')}</h3>
          <table>
            <thead><tr><th />{view.seats.map((s) => <th key={s}>{t(`seat.${s}`)}</th>)}</tr></thead>
            <tbody>
              {Object.keys(view.naval.ns[view.seats[0]!] ?? {}).map((z) => (
                <tr key={z}><td>{z.replace(/([a-z])([A-Z])/g, '$1 $2')}</td>{view.seats.map((s) => <td key={s}>{view.naval!.ns[s]?.[z] ?? '—'}</td>)}</tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {points !== null && (
        <section aria-labelledby="taw-vp">
          <h3 id="taw-vp">{t('points')}</h3>
          <p>{view.seats.map((s) => `${t(`seat.${s}`)} ${points[s] ?? 0}`).join(' · ')}</p>
        </section>
      )}
      <section aria-labelledby="taw-prov">
        <h3 id="taw-prov">{t('provinces')}</h3>
        <table>
          <thead><tr><th /><th>{t('alliance')}</th><th>{t('control')}</th></tr></thead>
          <tbody>
            {Object.values(view.provinces).filter((p) => p.inPlay).map((p) => (
              <tr key={p.id}><td>{MAP.provinces.get(p.id)?.name ?? p.id}</td><td>{p.home !== null ? '—' : p.alliance}</td><td>{p.mil ?? p.dip ?? '·'}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** A hex as a log line names it: the city there, else its province with the hex number ("Samnium (3706)"). */
function logPlace(hex: number): string {
  const city = MAP.cityAt.get(hex);
  if (city !== undefined) return city.name;
  const province = MAP.provinces.get(MAP.hexes.get(hex)?.province ?? '')?.name;
  return province === undefined ? hexLabel(hex) : `${province} (${hexLabel(hex)})`;
}

/** The seats of every TAW scenario (their names are the adapter's `seat.<id>`). */
const SEATS: ReadonlySet<string> = new Set(['rome', 'carthage', 'samnite', 'epirus', 'syracuse', 'mamertines', 'rebels', 'sparta']);

export const tawAdapter: SystemAdapter = {
  id: 'taw',
  // Only the cup's order is hidden, and it lives in the dice: no seat holds a secret.
  hiddenInformation: false,
  resources: {
    en: { ...tawResources.en, ...tawModifiers.en },
    it: { ...tawResources.it, ...tawModifiers.it },
  },
  Board: TawBoard,
  Panel: TawPanel,
  seatName: (seat, t) => t(`seat.${seat}`, { defaultValue: seat }),
  seatColour: colourOf,
  actionLabel: (raw, { t, view }) => tawActionLabel(asAction(raw), t, isTawView(view) ? view : null),
  phaseName: (kind, t) => t(`phase.${kind}`, { defaultValue: kind }),
  localizeMessage(message: Message, t): Message {
    // A modifier's label (`drm.<label>`) is the adapter's: a message whose key is its own template (the kernel's
    // renderMessage reads a key it has no line for as the text itself). Every log line is the engine's, in both
    // languages (packages/taw/src/messages.ts).
    if (message.key.startsWith('drm.')) return { key: t(message.key) };
    const params = message.params ? { ...message.params } : undefined;
    // Sides by their names, not their ids ("toward Rome", not "toward rome").
    if (params) for (const [k, v] of Object.entries(params)) if (typeof v === 'string' && SEATS.has(v)) params[k] = t(`seat.${v}`);
    // Places by name (issue 16): a city's hex by the city, any other hex by its province with the number.
    if (params) for (const k of ['hex', 'to']) {
      const v = params[k];
      if (typeof v === 'number' && MAP.hexes.has(v)) params[k] = logPlace(v);
    }
    // Provinces by their map names ("Gallia Cispadana", not the id "GalliaCispadana").
    const province = params?.['province'];
    if (params && typeof province === 'string') params['province'] = MAP.provinces.get(province)?.name ?? province;
    // 6.41: the attrition line's AP by part, as the engine writes them ("GalliaCispadana 2, mountain 6, city −1").
    const detail = params?.['detail'];
    if (params && message.key === 'attrition' && typeof detail === 'string') params['detail'] = detail.split(', ').map((part) => {
      const m = /^(\S+) (−?\d+)$/.exec(part);
      return m === null ? part : `${MAP.provinces.get(m[1]!)?.name ?? t(`ap.${m[1]!}`, { defaultValue: m[1]! })} ${m[2]!}`;
    }).join(', ');
    return { key: message.key, ...(params ? { params } : {}) };
  },
  rules: tawRules,
};
