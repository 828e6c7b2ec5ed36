import { artilleryShown, type GbohAction, standardsShown } from '@polemarch/gboh';
import { gbohHex, jsonEqual } from '@polemarch/kernel';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  GbohCounter,
  type GbohCounterData,
  GbohFacingPicker,
  type GbohHighlight,
  GbohHexsideLayer,
  GbohHexMarker,
  GbohHighlightLayer,
  GbohLeader,
  type GbohLeaderData,
  GbohStandard,
  GbohTerrainLayer,
  gbohBounds,
} from '../../board/gboh';
import { type ChooserAt, HexChooser, pointIn } from '../../board/Chooser';
import { PanZoom } from '../../board/PanZoom';
import type { BoardContext } from '../types';
import { leaderMenu } from './clicks';
import { actingUnit, actionOf, leaderName, onMap, sideLetter, sideName, unitName, viewOf } from './common';
import { counterLabel, leaderDetails, leaderLabel, unitDetails } from './inspect';
import { labelOf } from './labels';
import { counterOf, mapOf } from './map';
import { oddsOf } from './odds';
import { offers } from './offers';
import { reachSearch } from './probe';
import { useReachAhead, useReachAheadAnswer } from './reachAhead';
import { reachAheadUnits } from './reachJobs';
import { threatTo } from './reactions';
import { GENERAL, PICKS, type Selection, selectionStore, unitOfAction, useSelection } from './selection';
import { GBOH_CSS } from './style';
import { gbohHexCentre } from '../../board/gboh';

type Hover = { kind: 'unit' | 'leader' | 'hex'; id: string } | null;

/** Engine actions tried in each slice of a reach search between frames, and the least time between two redraws. */
const REACH_SLICE = 48;
const REACH_REDRAW_MS = 150;

// ---------------------------------------------------------------- the board

export function GbohBoard({ view: raw, pending, legal: rawLegal, onAction, onInspect, t }: BoardContext) {
  const view = viewOf(raw);
  const map = mapOf(view);
  const bounds = useMemo(() => gbohBounds(map), [map]);
  const legal = useMemo(() => rawLegal.map(actionOf), [rawLegal]);
  const seat = legal.length > 0 && pending ? pending.seat : null;
  const lastMoves = useLastMoves(view);
  const [chooser, setChooser] = useState<ChooserAt | null>(null);
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => setChooser(null), [rawLegal]);
  const openChooser = (el: Element | null, title: string, items: { label: string; path: GbohAction[] }[]) => {
    const { x, y } = pointIn(area.current, el);
    setChooser({ x, y, title, items: items.map((it) => ({ label: it.label, onChoose: () => { setChooser(null); run(it.path); } })) });
  };
  const stored = useSelection();
  // A new board (a new game, the replay viewer) starts with nothing selected.
  useEffect(() => () => selectionStore.set(null), []);
  // A selection stands while the selected piece still has something to do.
  const sel: Selection =
    stored && ((stored.kind === 'unit' && legal.some((a) => unitOfAction(a) === stored.id)) || (stored.kind === 'leader' && legal.some((a) => a.type === 'leader-move' && a.leader === stored.id)) || actingUnit(view) === stored.id) ? stored : null;
  // The unit whose reachable hexes are shown: the one moving now, or the selected one if it may be ordered to move.
  const acting0 = actingUnit(view);
  const reachUnit =
    seat === null ? null : acting0 !== null && view.move?.unit === acting0 ? acting0 : sel?.kind === 'unit' && legal.some((a) => a.type === 'move' && a.unit === sel.id && !a.withLeader) ? sel.id : null;
  // Issue 18: every unit the seat may move is searched ahead in a worker; a unit whose answer is in is drawn whole.
  const aheadUnits = useMemo(() => (seat === null ? [] : reachAheadUnits(view, legal, acting0)), [raw, seat, legal, acting0]);
  const ahead = useReachAheadAnswer(view, seat, reachUnit);
  // Otherwise the engine's reach search here: its nearest hexes with the click, the rest in slices between frames
  // (the worker held meanwhile).
  const search = ahead === null && reachUnit !== null && seat !== null ? reachSearch(view, seat, reachUnit) : null;
  const [found, setFound] = useState(0);
  useReachAhead(view, seat, aheadUnits, reachUnit, search !== null && !search.done);
  useEffect(() => {
    if (search === null || search.done) return;
    let shown = search.result.size;
    let drawn = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(function slice() {
      const done = search.run(REACH_SLICE);
      // Redraw when something new was found, at most every REACH_REDRAW_MS (a redraw costs more than a slice).
      if (done || (search.result.size !== shown && performance.now() - drawn >= REACH_REDRAW_MS)) {
        shown = search.result.size;
        drawn = performance.now();
        setFound((n) => n + 1);
      }
      timer = done ? undefined : setTimeout(slice, 0);
    }, 0);
    return () => clearTimeout(timer);
  }, [search]);
  const { hexes, choices, facings } = useMemo(
    () => offers(view, seat, legal, sel, t, reachUnit === null ? null : ahead !== null ? { unit: reachUnit, hexes: ahead } : search !== null ? { unit: reachUnit, hexes: search.result } : null),
    [raw, seat, legal, sel?.kind, sel?.id, t, ahead, search, found],
  );
  // Issue 16.6: the seat's unit an enemy moves up to or fires at, marked with the Shock it may bring.
  const threat = useMemo(() => threatTo(view, seat), [raw, seat]);
  const highlights = useMemo(() => {
    const m = new Map<string, GbohHighlight>();
    for (const { from, to } of lastMoves) {
      m.set(from, { kind: 'last' });
      m.set(to, { kind: 'last' });
    }
    if (threat !== null) {
      for (const id of threat.units) {
        const hex = view.units[id]?.hex;
        if (hex) m.set(hex, { kind: 'target', note: threat.shock !== null && id === threat.units[0] ? t('attacked.odds', { column: threat.shock.column }) : t('attacked') });
      }
    }
    for (const [hex, o] of hexes) m.set(hex, { kind: o.kind, ...(o.note ? { note: o.note } : {}), ...(o.path.length || choices.has(hex) ? { actionLabel: o.label } : {}) });
    return m;
  }, [hexes, choices, lastMoves, threat]);

  // A click on a distant hex issues the move order and each step, one engine decision at a time: the
  // next one goes only while it is still legal (a reaction of the other side stops the walk).
  const plan = useRef<GbohAction[]>([]);
  useEffect(() => {
    const next = plan.current[0];
    if (next === undefined) return;
    plan.current = plan.current.slice(1);
    if (legal.some((a) => jsonEqual(a, next))) onAction(next);
    else plan.current = [];
  }, [legal]);
  const run = (path: GbohAction[]) => {
    const first = path[0];
    if (first === undefined) return;
    plan.current = path.slice(1);
    onAction(first);
  };

  const unitActs = useMemo(() => {
    const m = new Map<string, GbohAction[]>();
    for (const a of legal) {
      const u = unitOfAction(a);
      if (u !== null) m.set(u, [...(m.get(u) ?? []), a]);
    }
    return m;
  }, [legal]);
  const leadersMoving = useMemo(() => new Set(legal.flatMap((a) => (a.type === 'leader-move' ? [a.leader] : []))), [legal]);
  const acting = actingUnit(view);

  const units = Object.entries(view.units).filter(([, u]) => onMap(u));
  const stackIndex = new Map<string, number>();
  const offsetOf = (hex: string): number => {
    const n = stackIndex.get(hex) ?? 0;
    stackIndex.set(hex, n + 1);
    return n * 7;
  };
  const leaders = Object.entries(view.leaders).filter(([, l]) => l.hex !== null && l.status !== 'eliminated');
  const leaderStack = new Map<string, number>();

  const clickUnit = (id: string) => {
    const acts = unitActs.get(id) ?? [];
    if (acts.length === 1 && PICKS.has(acts[0]!.type)) return run([acts[0]!]);
    const same = sel?.kind === 'unit' && sel.id === id;
    selectionStore.set(same ? null : { kind: 'unit', id });
  };

  // A leader's disc: his activation decisions (5.1), at once when there is one, in a chooser when several; where
  // he may also move (4.6), the chooser offers to select him.
  const clickLeader = (id: string) => {
    const menu = leaderMenu(legal, id).map((a) => ({ label: labelOf(a, view, t) ?? a.type, path: [a] }));
    const select = () => selectionStore.set(sel?.kind === 'leader' && sel.id === id ? null : { kind: 'leader', id });
    if (menu.length === 0) return select();
    if (menu.length === 1 && !leadersMoving.has(id)) return run(menu[0]!.path);
    const el = area.current?.querySelector(`g.gboh-leader[data-leader="${id}"]`) ?? null;
    const { x, y } = pointIn(area.current, el);
    setChooser({
      x,
      y,
      title: leaderName(view, id),
      items: [
        ...menu.map((it) => ({ label: it.label, onChoose: () => { setChooser(null); run(it.path); } })),
        ...(leadersMoving.has(id) ? [{ label: t('selectLeader', { name: leaderName(view, id) }), onChoose: () => { setChooser(null); select(); } }] : []),
      ],
    });
  };

  // The hover box: what the pointer is on, redrawn when the game changes under it (hits taken, a move), emptied
  // when the pointer leaves the map.
  const hovered = useRef<Hover>(null);
  const inspect = (h: Hover) => {
    hovered.current = h;
    if (h === null) return onInspect(null);
    if (h.kind === 'unit') return onInspect(view.units[h.id] ? unitDetails(view, h.id, t) : null);
    if (h.kind === 'leader') return onInspect(view.leaders[h.id] ? leaderDetails(view, h.id, t) : null);
    const hex = h.id;
    const o = hexes.get(hex);
    const a = o?.path[o.path.length - 1];
    const odds = a && seat ? oddsOf(a, view, seat, t) : null;
    if (odds) return onInspect({ title: odds.title, lines: odds.items });
    const here = units.find(([, u]) => u.hex === hex);
    onInspect(here ? unitDetails(view, here[0], t) : { title: t('hexLabel', { hex }), lines: [{ label: t('inspect.terrain'), value: t(`terrain.${view.static.map.terrain[hex] ?? view.static.map.defaultTerrain}`) }, { label: t('inspect.elevation'), value: String(view.static.map.elevation[hex] ?? view.static.map.defaultElevation) }] });
  };
  useEffect(() => {
    if (hovered.current !== null) inspect(hovered.current);
  }, [raw]);

  // Issue 18: a click re-renders the board. The counters and leaders keep their props from one render to the next
  // (their data and labels per view, handlers that call the latest render's), so React redraws only the pieces
  // whose look changed (the selected ones), not the battle's 283 counters and leaders.
  const latest = useRef({ clickUnit, clickLeader, inspect });
  latest.current = { clickUnit, clickLeader, inspect };
  const handlers = useMemo(
    () => ({
      activateUnit: (c: { id: string }) => latest.current.clickUnit(c.id),
      inspectUnit: (c: { id: string } | null) => latest.current.inspect(c ? { kind: 'unit', id: c.id } : null),
      activateLeader: (l: { id: string }) => latest.current.clickLeader(l.id),
      inspectLeader: (l: { id: string } | null) => latest.current.inspect(l ? { kind: 'leader', id: l.id } : null),
    }),
    [],
  );
  const pieces = useMemo(() => piecesOf(view, t), [raw, t]);
  const leadersWithMenu = useMemo(() => new Set(leaders.flatMap(([id]) => (leaderMenu(legal, id).length > 0 ? [id] : []))), [raw, legal]);

  // The action bar: the selected piece's decisions and those with no place on the map (end of a move, of
  // the orders, a yes/no), in sight over the map whatever the length of the option list.
  const selActions = sel?.kind === 'unit' ? (unitActs.get(sel.id) ?? []) : sel?.kind === 'leader' ? legal.filter((x) => x.type === 'leader-move' && x.leader === sel.id) : acting !== null ? (unitActs.get(acting) ?? []) : [];
  const selName = sel?.kind === 'unit' ? unitName(view, sel.id) : sel?.kind === 'leader' ? leaderName(view, sel.id) : acting !== null && seat !== null ? unitName(view, acting) : null;
  const general = legal.filter((x) => GENERAL.has(x.type));
  // A leader's destinations are on the map once he is selected; listing them again would bury the rest.
  const listed = selActions.filter((x) => x.type !== 'leader-move');

  // The map opens with its counters readable (a hex about 70 px) about the deciding side's units, or all units.
  const focusOn = units.filter(([id]) => seat === null || view.static.units[id]?.side === seat);
  const centres = (focusOn.length > 0 ? focusOn : units).map(([, u]) => gbohHexCentre(u.hex!));
  const focus = centres.length > 0 ? { x: centres.reduce((n, c) => n + c.x, 0) / centres.length, y: centres.reduce((n, c) => n + c.y, 0) / centres.length } : undefined;
  const targets = [...hexes.values()].some((o) => o.kind === 'target' && o.note !== undefined);
  return (
    <div className="board-frame-area" ref={area} onMouseLeave={() => inspect(null)} {...(reachUnit !== null ? { 'data-reach': ahead !== null ? 'ahead' : search?.done ? 'searched' : 'searching' } : {})}>
    <style>{GBOH_CSS}</style>
    {seat !== null && (
      <div className="gboh-actionbar" role="group" aria-label={t('general')}>
        {selName !== null && (
          <span className="gboh-sel-name">
            {t('selected')}: <strong>{selName}</strong>
          </span>
        )}
        {listed.map((x, i) => (
          <button key={`s${i}`} type="button" onClick={() => run([x])}>
            {labelOf(x, view, t) ?? x.type}
          </button>
        ))}
        {general.map((x, i) => (
          <button key={`g${i}`} type="button" className={x.type === 'decline' ? '' : 'primary'} onClick={() => run([x])}>
            {labelOf(x, view, t) ?? x.type}
          </button>
        ))}
        {sel !== null && (
          <button type="button" className="link" onClick={() => selectionStore.set(null)}>
            {t('clearSelection')}
          </button>
        )}
        {threat !== null && (
          <span className="gboh-threat" data-testid="gboh-threat">
            {t(threat.approach ? 'threat.by' : 'threat.fire', { unit: unitName(view, threat.units[0]!), by: unitName(view, threat.by) })}
            {threat.shock !== null
              ? ` — ${t('threat.shock', { column: threat.shock.column, def: threat.shock.expected.defender.toFixed(1), att: threat.shock.expected.attacker.toFixed(1) })}`
              : threat.approach ? ` — ${t('threat.noShock')}` : ''}
          </span>
        )}
        {selName === null && general.length === 0 && threat === null && <span className="muted">{t('selectedNone')}</span>}
        {targets && <span className="board-legend">{t('legend')}</span>}
      </div>
    )}
    <PanZoom bounds={bounds} label={t('mapLabel', { battle: view.static.name })} detailZoom={map.hexes.length > 700 ? 2.2 : 1.4} minScale={1.1} {...(focus ? { focus } : {})}>
      <GbohTerrainLayer map={map} />
      <GbohHexsideLayer hexsides={map.hexsides} />
      <g className="gboh-units">
        {units.map(([id, u]) => {
          const actionable = seat !== null && (unitActs.has(id) || acting === id);
          return (
            <GbohCounter
              key={id}
              counter={pieces.counters.get(id)!}
              offset={offsetOf(u.hex!)}
              label={pieces.counterLabels.get(id)!}
              selected={(sel?.kind === 'unit' && sel.id === id) || (seat !== null && acting === id)}
              focusable
              onInspect={handlers.inspectUnit}
              {...(actionable ? { onActivate: handlers.activateUnit } : {})}
            />
          );
        })}
        {leaders.map(([id, l]) => {
          const n = leaderStack.get(l.hex!) ?? 0;
          leaderStack.set(l.hex!, n + 1);
          return (
            <GbohLeader
              key={id}
              leader={pieces.leaders.get(id)!}
              offset={n * 12}
              label={pieces.leaderLabels.get(id)!}
              selected={sel?.kind === 'leader' && sel.id === id}
              onInspect={handlers.inspectLeader}
              {...(seat !== null && (leadersMoving.has(id) || leadersWithMenu.has(id)) ? { onActivate: handlers.activateLeader } : {})}
            />
          );
        })}
        {/* Liegnitz 3.4: the Mongol artillery pieces and the Smoke markers (no combat units: no counter of their own). */}
        {((a) => [
          ...a.smoke.map((m) => <GbohHexMarker key={`smoke-${m.hex}`} marker={{ id: `smoke-${m.hex}`, hex: m.hex, kind: 'cloud', ...(m.age > 0 ? { variant: 'second-turn' } : {}) }} label={t(m.age > 0 ? 'smokeSecondLabel' : 'smokeLabel', { hex: m.hex })} />),
          ...a.pieces.map((p) => <GbohHexMarker key={p.piece} marker={{ id: p.piece, hex: p.hex, kind: 'piece', text: t('artilleryShort') }} label={t('artilleryLabel', { piece: p.name, hex: p.hex })} />),
        ])(artilleryShown(view))}
        {/* DH 11.31: each Standard a flag in its hex (11.33: a captured one in its captor's). */}
        {standardsShown(view).map((f, i, all) => {
          const n = all.slice(0, i).filter((g) => g.hex === f.hex).length;
          const label = t(f.carried ? 'standardCarriedLabel' : 'standardLabel', { leader: leaderName(view, f.leader), side: sideName(f.side, t), hex: f.hex });
          return <GbohStandard key={f.leader} standard={{ id: f.leader, hex: f.hex, side: sideLetter(view, f.side), name: leaderName(view, f.leader), ...(f.carried ? { carried: true } : {}) }} label={label} offset={n * 8} />;
        })}
      </g>
      <GbohHighlightLayer
        highlights={highlights}
        onActivate={(hex) => {
          const many = choices.get(hex);
          if (many) return openChooser(area.current?.querySelector(`g.gboh-hl[data-hex="${hex}"]`) ?? null, t('hexLabel', { hex }), many);
          const o = hexes.get(hex);
          if (o) run(o.path);
        }}
        onHover={(hex) => inspect(hex === null ? null : { kind: 'hex', id: hex })}
      />
      {facings.map((f) => {
        const hex = view.units[f.unit]?.hex;
        if (!hex) return null;
        return (
          <GbohFacingPicker
            key={`${f.unit}-${f.mode}-${f.options[0]?.action.type}`}
            hex={hex}
            mode={f.mode}
            options={f.options.map((o) => gbohHex.dir(o.facing))}
            label={(k) => labelOf(f.options.find((o) => o.facing === k)!.action, view, t) ?? String(k)}
            onPick={(k) => {
              const o = f.options.find((x) => x.facing === k);
              if (o) run([o.action]);
            }}
          />
        );
      })}
    </PanZoom>
    {chooser !== null && <HexChooser at={chooser} onClose={() => setChooser(null)} width={area.current?.clientWidth ?? 800} height={area.current?.clientHeight ?? 600} />}
    </div>
  );
}

/** The counters' and leaders' drawing data and labels, made once per view. */
function piecesOf(view: ReturnType<typeof viewOf>, t: BoardContext['t']) {
  const counters = new Map<string, GbohCounterData>();
  const counterLabels = new Map<string, string>();
  for (const [id, u] of Object.entries(view.units)) {
    if (!onMap(u)) continue;
    counters.set(id, counterOf(view, id, u));
    counterLabels.set(id, counterLabel(view, id, t));
  }
  const leaders = new Map<string, GbohLeaderData>();
  const leaderLabels = new Map<string, string>();
  for (const [id, l] of Object.entries(view.leaders)) {
    if (l.hex === null || l.status === 'eliminated') continue;
    const sl = view.static.leaders[id]!;
    leaders.set(id, {
      id,
      hex: l.hex,
      side: sideLetter(view, sl.side),
      name: sl.name,
      initiative: sl.initiative,
      lineCommand: sl.lineCommand,
      charisma: sl.charisma,
      ...(sl.strategy !== null ? { strategy: sl.strategy } : {}),
      status: l.status,
    });
    leaderLabels.set(id, leaderLabel(view, id, t));
  }
  return { counters, counterLabels, leaders, leaderLabels };
}

/** Units and leaders whose hex changed since the last view that moved anything: the last move's marks. */
function useLastMoves(view: ReturnType<typeof viewOf>): { from: string; to: string }[] {
  const prev = useRef<Map<string, string> | null>(null);
  const last = useRef<{ from: string; to: string }[]>([]);
  return useMemo(() => {
    const now = new Map<string, string>();
    for (const [id, u] of Object.entries(view.units)) if (u.hex !== null) now.set(id, u.hex);
    for (const [id, l] of Object.entries(view.leaders)) if (l.hex !== null) now.set(id, l.hex);
    const before = prev.current;
    prev.current = now;
    if (before !== null) {
      const moved = [...now].filter(([id, h]) => before.has(id) && before.get(id) !== h).map(([id, to]) => ({ from: before.get(id)!, to }));
      if (moved.length > 0) last.current = moved;
    }
    return last.current;
  }, [view]);
}
