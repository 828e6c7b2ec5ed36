import { gboh, type GbohAction, type GbohView, isGbohView } from '@polemarch/gboh';
import { gbohHex, type JsonValue, jsonEqual, type Message, renderMessage, type Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  GbohCounter,
  type GbohCounterData,
  GbohFacingPicker,
  type GbohHighlight,
  GbohHexsideLayer,
  GbohHighlightLayer,
  GbohLeader,
  type GbohLeaderData,
  type GbohMapData,
  GbohTerrainLayer,
  gbohBounds,
} from '../../board/gboh';
import { PanZoom } from '../../board/PanZoom';
import { Track } from '../../components/Track';
import type { BoardContext, Inspection, Odds, SystemAdapter } from '../types';
import { gbohResources } from './messages';
import { GBOH_CSS } from './style';
import { fireOdds, type Reach, reachSearch, shockOdds, shockTargets } from './probe';
import { gbohRules } from './rules';
import { actionReader, viewReader } from '../narrow';

type Side = 'A' | 'B';
type Unit = GbohView['units'][string];
type StaticUnit = GbohView['static']['units'][string];

/** The two armies' colours: the first side of the battle file in sand, the second in slate blue (the counters' colours). */
const COLOUR: Record<Side, string> = { A: '#8a5a1c', B: '#2c4f7c' };

const viewOf = viewReader('gboh', isGbohView);
const actionOf = actionReader('gboh', gboh.actionSchema);

const sideLetter = (view: GbohView, side: string): Side => (view.static.sides[0].id === side ? 'A' : 'B');
const onMap = (u: Unit): boolean => u.hex !== null && u.status !== 'eliminated';

// ---------------------------------------------------------------- the map, from the battle's static data

const MAP_LOOK: Record<string, GbohMapData['hexes'][number]['terrain']> = { clear: 'clear', woods: 'woods', rough: 'rough', cityWalls: 'walls', river: 'water' };
const mapCache = new WeakMap<object, GbohMapData>();

/** The battle's map (M.1: hexes CCRR, terrain, elevation, hexside features), drawn once per battle. */
export function mapOf(view: GbohView): GbohMapData {
  const m = view.static.map;
  let data = mapCache.get(m);
  if (data) return data;
  const hexes: GbohMapData['hexes'] = [];
  for (let col = m.minCol; col <= m.maxCol; col++) {
    for (let row = m.minRow; row <= m.maxRow; row++) {
      const id = gbohHex.hexId({ col, row });
      const t = m.terrain[id] ?? m.defaultTerrain;
      if (t === 'offMap') continue;
      hexes.push({ id, terrain: MAP_LOOK[t] ?? 'clear', elevation: m.elevation[id] ?? m.defaultElevation });
    }
  }
  const hexsides: GbohMapData['hexsides'] = [];
  for (const [key, features] of Object.entries(m.hexsides)) {
    const [a, b] = key.split('-') as [string, string];
    for (const f of features) hexsides.push({ a, b, feature: f === 'impassable' ? 'impassable' : f });
  }
  data = { name: view.static.name, hexes, hexsides };
  mapCache.set(m, data);
  return data;
}

function counterOf(view: GbohView, id: string, u: Unit): GbohCounterData {
  const su = view.static.units[id]!;
  return {
    id,
    hex: u.hex!,
    facing: gbohHex.dir(u.facing),
    side: sideLetter(view, su.side),
    type: su.type === 'Cheiroballistra' ? 'CB' : su.type,
    unitClass: su.class ?? su.nationality,
    size: su.size,
    troopQuality: su.tq,
    movementAllowance: su.ma,
    ...(su.missile ? { missile: su.missile === 'Cheiro' ? 'Ch' : su.missile, missileSupply: u.supply === 'no' ? ('none' as const) : u.supply } : {}),
    cohesionHits: u.hits,
    routed: u.status === 'routed',
    moved: u.moved,
    shock: u.shock !== null,
    inColumn: u.inColumn,
    name: su.name,
  };
}

// ---------------------------------------------------------------- words

const unitName = (view: GbohView, id: string): string => view.names[id] ?? id;
const leaderName = (view: GbohView, id: string): string => view.names[id] ?? id;
const sideName = (seat: string, t: TFunction): string => t(`seat.${seat}`, { defaultValue: seat });

function facingName(t: TFunction, facing: number, hexside: boolean): string {
  return t(hexside ? `hexsideDir.${facing}` : `vertex.${facing}`);
}

/** The unit whose decision this is, where one unit is acting (a move, a withdrawal, a rout...). */
function actingUnit(view: GbohView): string | null {
  const r = view.reactions[0];
  if (r && 'unit' in r && (r.kind === 'reactionFacing' || r.kind === 'columnRevert' || r.kind === 'frAttack' || r.kind === 'impetuosity')) return r.unit;
  if (view.withdrawal) return view.withdrawal.unit;
  if (view.feigned) return view.feigned.unit;
  if (view.move) return view.move.unit;
  if (view.routSegment?.unit) return view.routSegment.unit;
  if (view.shock?.step === 'advanceFacing') return view.shock.advanceFacing[0] ?? null;
  return null;
}

function labelOf(a: GbohAction, view: GbohView, t: TFunction): string | null {
  const unit = (id: string) => unitName(view, id);
  const leader = (id: string) => leaderName(view, id);
  const mover = actingUnit(view);
  const moverInColumn = mover !== null && view.units[mover]?.inColumn === true;
  switch (a.type) {
    case 'activate':
    case 'pass':
    case 'defer':
    case 'eio':
      return t(`action.${a.type}`, { leader: view.leaders[a.leader] ? leader(a.leader) : (view.static.lines[a.leader]?.name ?? a.leader) });
    case 'trump':
      return a.instead ? t('action.trumpInstead', { leader: leader(a.leader), instead: leader(a.instead) }) : t('action.trump', { leader: leader(a.leader) });
    case 'momentum':
    case 'decline':
    case 'champion':
    case 'lc-roll':
    case 'leave-shield-wall':
    case 'end-line':
    case 'end-orders':
    case 'end-move':
    case 'fr-end':
    case 'ow-fire':
    case 'withdraw-end':
    case 'shield-wall':
    case 'designate-done':
      return t(`action.${a.type}`);
    case 'move':
      return t(a.withLeader ? 'action.moveWithLeader' : 'action.move', { unit: unit(a.unit) });
    case 'fire':
    case 'cheiro-fire':
      return t(`action.${a.type}`, { unit: unit(a.unit), target: unit(a.target) });
    case 'reorganize':
    case 'rally':
    case 'cheiro-mode':
    case 'ow':
    case 'fr':
    case 'no-check':
    case 'rout':
    case 'choose':
    case 'odd-hit':
      return t(`action.${a.type}`, { unit: unit(a.unit) });
    case 'leader-move':
      return t('action.leader-move', { leader: leader(a.leader), hex: a.to });
    case 'replace':
      return t('action.replace', { leader: leader(a.leader), hex: a.hex });
    case 'line-command':
      return t('action.line-command', { line: view.static.lines[a.line]?.name ?? a.line, unit: unit(a.anchor) });
    case 'hd':
      return t('action.hd', { unit: unit(a.unit), target: unit(a.target), path: a.path.join('→') });
    case 'impetuosity':
    case 'fr-step':
    case 'withdraw':
    case 'leader-withdraw':
    case 'rout-step':
      return t(`action.${a.type}`, { hex: a.to });
    case 'step':
      return t('action.stepPlain', { hex: a.to });
    case 'face':
      return t('action.face', { facing: facingName(t, a.facing, moverInColumn) });
    case 'column':
      // 6.43: entering Column turns the unit to a hexside, leaving it to a vertex.
      return t('action.column', { facing: facingName(t, a.facing, !moverInColumn) });
    case 'withdraw-face':
    case 'react-face':
      return t(`action.${a.type}`, { facing: facingName(t, a.facing, false) });
    case 'ow-line':
      return t('action.ow-line', { line: view.static.lines[a.line]?.name ?? a.line, unit: unit(a.unit) });
    case 'fr-attack':
      return t(a.shock ? 'action.fr-attack' : 'action.fr-attack-fire', { hex: a.to });
    case 'react-fire':
      return t('action.react-fire', { target: unit(a.target) });
    case 'must-check':
      return t(a.place ? 'action.must-check' : 'action.must-check-no');
    case 'engaged-withdraw':
    case 'advance':
      return t(`action.${a.type}`, { unit: unit(a.unit), hex: a.to });
    case 'advance-face':
      return t('action.advance-face', { unit: unit(a.unit), facing: facingName(t, a.facing, false) });
    case 'combat': {
      // 9.12: the defenders are every enemy in the attacker's ZOC not yet attacked (the engine forms the combat).
      const targets = view.activation ? shockTargets(view, view.activation.side, a) : [];
      return t('action.combat', { unit: unit(a.attacker), targets: targets.length ? targets.map(unit).join(', ') : '…' });
    }
    case 'join': {
      const c = view.shock?.combats[a.combat];
      return t('action.join', { unit: unit(a.attacker), targets: c ? c.defenders.map(unit).join(', ') : `#${a.combat + 1}` });
    }
    case 'dismount':
    case 'remount':
      // 11.1: the unit turns into its other counter, facing any vertex.
      return t(`action.${a.type}`, { unit: unit(a.unit), facing: facingName(t, a.facing, false) });
    case 'leave-wedge':
      return t('action.leave-wedge');
    case 'entry-hex':
      return t('action.entry-hex', { hex: a.hex });
    default: {
      // An action this adapter does not know yet (the engine grows): its kind and its pieces by name, never raw ids.
      const { type, ...rest } = a as { type: string } & Record<string, JsonValue>;
      const detail = Object.values(rest).map((v) => (typeof v === 'string' ? (view.static.units[v]?.name ?? view.static.leaders[v]?.name ?? view.static.lines[v]?.name ?? v) : JSON.stringify(v)));
      return [type.replace(/-/g, ' '), ...detail].join(' ');
    }
  }
}

// ---------------------------------------------------------------- selection (shared by the board and the panel)

type Selection = { kind: 'unit' | 'leader'; id: string } | null;
let selection: Selection = null;
const listeners = new Set<() => void>();
const selectionStore = {
  get: (): Selection => selection,
  set(next: Selection) {
    selection = next;
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
function useSelection(): Selection {
  return useSyncExternalStore(selectionStore.subscribe, selectionStore.get, selectionStore.get);
}

/** The legal actions that concern one unit (as mover, firer, attacker, or the unit picked). */
function unitOfAction(a: GbohAction): string | null {
  switch (a.type) {
    case 'combat':
    case 'join':
      return a.attacker;
    case 'move':
    case 'fire':
    case 'reorganize':
    case 'rally':
    case 'hd':
    case 'cheiro-mode':
    case 'cheiro-fire':
    case 'ow':
    case 'ow-line':
    case 'fr':
    case 'no-check':
    case 'engaged-withdraw':
    case 'rout':
    case 'choose':
    case 'odd-hit':
    case 'advance':
    case 'advance-face':
      return a.unit;
    case 'line-command':
      return a.anchor;
    case 'dismount':
    case 'remount':
      return a.unit;
    default:
      return null;
  }
}

/** Decisions that belong to no hex or unit: end of a move, of a Line Command, of the orders, a yes/no. */
const GENERAL = new Set<GbohAction['type']>(['end-move', 'end-line', 'end-orders', 'decline', 'momentum', 'lc-roll', 'withdraw-end', 'fr-end', 'designate-done', 'ow-fire', 'champion', 'shield-wall', 'leave-shield-wall', 'must-check', 'leave-wedge']);

/** Engine actions tried at once when a unit is selected, then in each slice between frames (0.5–5 ms each, by battle size). */
const REACH_FIRST_SLICE = 12;
const REACH_SLICE = 16;
const REACH_REDRAW_MS = 150;

/** Picking a unit is the whole decision: a click on its counter takes it. */
const PICKS = new Set<GbohAction['type']>(['choose', 'odd-hit', 'rout', 'no-check']);

interface Offer {
  kind: GbohHighlight['kind'];
  note?: string;
  label: string;
  /** The engine actions a click issues, in order (a move order and its steps). */
  path: GbohAction[];
}

const pct = (p: number): string => `${Math.round(p * 100)}%`;

/** What the board offers for a decision: hexes to click (with cost or odds), facings, units to pick. */
function offers(view: GbohView, seat: Seat | null, legal: readonly GbohAction[], sel: Selection, t: TFunction, reach: { unit: string; hexes: ReadonlyMap<string, Reach> } | null): { hexes: Map<string, Offer>; facings: { unit: string; mode: 'vertex' | 'hexside'; options: { facing: number; action: GbohAction }[] }[] } {
  const hexes = new Map<string, Offer>();
  const clash = new Set<string>();
  const add = (hex: string | null | undefined, o: Offer) => {
    if (!hex || clash.has(hex)) return;
    const had = hexes.get(hex);
    if (had && !jsonEqual(had.path, o.path)) {
      // Two different decisions on one hex: neither is offered on the map; both stay in the option list.
      hexes.delete(hex);
      clash.add(hex);
      return;
    }
    hexes.set(hex, o);
  };
  const hexOfUnit = (id: string) => view.units[id]?.hex ?? null;
  const facings: { unit: string; mode: 'vertex' | 'hexside'; options: { facing: number; action: GbohAction }[] }[] = [];
  if (seat === null || legal.length === 0) return { hexes, facings };
  const acting = actingUnit(view);
  const selUnit = sel?.kind === 'unit' ? sel.id : null;
  const selLeader = sel?.kind === 'leader' ? sel.id : null;
  const focus = acting ?? selUnit;

  // Where the unit can go: the engine's reachable hexes with their MP cost (6.1), as far as searched yet.
  if (reach !== null) {
    for (const [hex, r] of reach.hexes) add(hex, { kind: 'move', note: t('mp', { n: r.mp }), label: t('action.moveTo', { unit: unitName(view, reach.unit), hex, mp: r.mp }), path: r.path });
  }
  const mine = (a: GbohAction) => focus !== null && unitOfAction(a) === focus;
  for (const a of legal) {
    switch (a.type) {
      case 'step':
        if (!hexes.has(a.to)) add(a.to, { kind: 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'withdraw':
      case 'fr-step':
      case 'rout-step':
      case 'leader-withdraw':
      case 'impetuosity':
        add(a.to, { kind: 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'fr-attack':
        add(a.to, { kind: a.shock ? 'target' : 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'replace':
      case 'entry-hex':
        add(a.hex, { kind: 'move', label: labelOf(a, view, t) ?? a.hex, path: [a] });
        break;
      case 'leader-move':
        if (selLeader === a.leader) add(a.to, { kind: 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      case 'react-fire': {
        const o = fireOdds(view, seat, a);
        add(hexOfUnit(a.target), { kind: 'target', ...(o ? { note: `${pct(1 - (o.hits[0] ?? 0))} · ${o.expected.toFixed(1)}` } : {}), label: labelOf(a, view, t) ?? a.target, path: [a] });
        break;
      }
      case 'fire':
      case 'cheiro-fire':
        if (mine(a)) {
          const o = fireOdds(view, seat, a);
          add(hexOfUnit(a.target), { kind: 'target', ...(o ? { note: `${pct(1 - (o.hits[0] ?? 0))} · ${o.expected.toFixed(1)}` } : {}), label: labelOf(a, view, t) ?? a.target, path: [a] });
        }
        break;
      case 'combat':
      case 'join':
        if (mine(a)) {
          const o = shockOdds(view, seat, a);
          for (const d of shockTargets(view, seat, a)) {
            add(hexOfUnit(d), { kind: 'target', ...(o ? { note: t('odds.column') + ` ${o.column}` } : {}), label: t(`action.${a.type}`, { unit: unitName(view, a.attacker), targets: unitName(view, d) }), path: [a] });
          }
        }
        break;
      case 'advance':
      case 'engaged-withdraw':
        if (mine(a) || (focus === null && legal.filter((x) => x.type === a.type).length === 1)) add(a.to, { kind: 'move', label: labelOf(a, view, t) ?? a.to, path: [a] });
        break;
      default:
        break;
    }
  }
  const own = focus !== null ? hexOfUnit(focus) : selLeader !== null ? (view.leaders[selLeader]?.hex ?? null) : null;
  if (own && !hexes.has(own)) hexes.set(own, { kind: 'selected', label: '', path: [] });

  // Facings (7.12, 6.43, 6.52, 7.14, 9.22): arrows on the acting unit's hex.
  if (acting !== null) {
    const u = view.units[acting]!;
    const groups: Record<string, { mode: 'vertex' | 'hexside'; options: { facing: number; action: GbohAction }[] }> = {};
    for (const a of legal) {
      let facing: number | null = null;
      let mode: 'vertex' | 'hexside' = 'vertex';
      if (a.type === 'face') {
        facing = a.facing;
        mode = u.inColumn ? 'hexside' : 'vertex';
      } else if (a.type === 'column') {
        facing = a.facing;
        mode = u.inColumn ? 'vertex' : 'hexside';
      } else if (a.type === 'withdraw-face' || a.type === 'react-face' || (a.type === 'advance-face' && a.unit === acting)) facing = a.facing;
      if (facing === null) continue;
      const g = (groups[`${a.type}:${mode}`] ??= { mode, options: [] });
      g.options.push({ facing, action: a });
    }
    for (const g of Object.values(groups)) facings.push({ unit: acting, ...g });
  }
  return { hexes, facings };
}

// ---------------------------------------------------------------- inspector

function unitDetails(view: GbohView, id: string, t: TFunction): Inspection {
  const su: StaticUnit = view.static.units[id]!;
  const u = view.units[id]!;
  const markers = [
    u.moved && t('marker.moved'),
    u.shock === 'mustCheck' && t('marker.mustCheck'),
    u.shock === 'noCheck' && t('marker.noCheck'),
    u.inColumn && t('marker.column'),
    u.shieldWall && t('marker.shieldWall'),
    u.engaged && t('marker.engaged'),
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

function leaderDetails(view: GbohView, id: string, t: TFunction): Inspection {
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

function counterLabel(view: GbohView, id: string, t: TFunction): string {
  const su = view.static.units[id]!;
  const u = view.units[id]!;
  const state = [
    u.hits > 0 ? t('counterHits', { n: u.hits }) : '',
    su.missile && u.supply !== 'full' ? `, ${t(`supply.${u.supply}`)}` : '',
    u.status === 'routed' ? t('counterRouted') : '',
    u.moved ? t('counterMoved') : '',
    u.shock ? t('counterShock') : '',
    u.inColumn ? t('counterColumn') : '',
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

function leaderLabel(view: GbohView, id: string, t: TFunction): string {
  const sl = view.static.leaders[id]!;
  const l = view.leaders[id]!;
  return t('leaderLabel', { side: sideName(sl.side, t), name: sl.name, rank: t(`rank.${sl.rank}`), initiative: sl.initiative, lineCommand: sl.lineCommand, charisma: sl.charisma, range: sl.commandRange, status: t(`leaderStatus.${l.status}`), hex: l.hex ?? '—' });
}

// ---------------------------------------------------------------- the board

function GbohBoard({ view: raw, pending, legal: rawLegal, onAction, onInspect, t }: BoardContext) {
  const view = viewOf(raw);
  const map = mapOf(view);
  const bounds = useMemo(() => gbohBounds(map), [map]);
  const legal = useMemo(() => rawLegal.map(actionOf), [rawLegal]);
  const seat = legal.length > 0 && pending ? pending.seat : null;
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
  const search = reachUnit !== null && seat !== null ? reachSearch(view, seat, reachUnit).start(REACH_FIRST_SLICE) : null;
  const [found, setFound] = useState(0);
  useEffect(() => {
    if (search === null || search.done) return;
    // The rest of the search in slices between frames: far hexes appear as they are found.
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
  const { hexes, facings } = useMemo(
    () => offers(view, seat, legal, sel, t, search && reachUnit !== null ? { unit: reachUnit, hexes: search.result } : null),
    [raw, seat, legal, sel?.kind, sel?.id, t, search, found],
  );
  const highlights = useMemo(() => {
    const m = new Map<string, GbohHighlight>();
    for (const [hex, o] of hexes) m.set(hex, { kind: o.kind, ...(o.note ? { note: o.note } : {}), ...(o.path.length ? { actionLabel: o.label } : {}) });
    return m;
  }, [hexes]);

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

  // The action bar: the selected piece's decisions and those with no place on the map (end of a move, of
  // the orders, a yes/no), in sight over the map whatever the length of the option list.
  const selActions = sel?.kind === 'unit' ? (unitActs.get(sel.id) ?? []) : sel?.kind === 'leader' ? legal.filter((x) => x.type === 'leader-move' && x.leader === sel.id) : acting !== null ? (unitActs.get(acting) ?? []) : [];
  const selName = sel?.kind === 'unit' ? unitName(view, sel.id) : sel?.kind === 'leader' ? leaderName(view, sel.id) : acting !== null && seat !== null ? unitName(view, acting) : null;
  const general = legal.filter((x) => GENERAL.has(x.type));
  // A leader's destinations are on the map once he is selected; listing them again would bury the rest.
  const listed = selActions.filter((x) => x.type !== 'leader-move');

  return (
    <>
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
        {selName === null && general.length === 0 && <span className="muted">{t('selectedNone')}</span>}
      </div>
    )}
    <PanZoom bounds={bounds} label={t('mapLabel', { battle: view.static.name })} detailZoom={map.hexes.length > 700 ? 2.2 : 1.4}>
      <GbohTerrainLayer map={map} />
      <GbohHexsideLayer hexsides={map.hexsides} />
      <g className="gboh-units">
        {units.map(([id, u]) => {
          const c = counterOf(view, id, u);
          const actionable = seat !== null && (unitActs.has(id) || acting === id);
          return (
            <GbohCounter
              key={id}
              counter={c}
              offset={offsetOf(u.hex!)}
              label={counterLabel(view, id, t)}
              selected={(sel?.kind === 'unit' && sel.id === id) || (seat !== null && acting === id)}
              focusable
              onInspect={(x) => onInspect(x ? unitDetails(view, x.id, t) : null)}
              {...(actionable ? { onActivate: () => clickUnit(id) } : {})}
            />
          );
        })}
        {leaders.map(([id, l]) => {
          const sl = view.static.leaders[id]!;
          const n = leaderStack.get(l.hex!) ?? 0;
          leaderStack.set(l.hex!, n + 1);
          const data: GbohLeaderData = {
            id,
            hex: l.hex!,
            side: sideLetter(view, sl.side),
            name: sl.name,
            initiative: sl.initiative,
            lineCommand: sl.lineCommand,
            charisma: sl.charisma,
            ...(sl.strategy !== null ? { strategy: sl.strategy } : {}),
            status: l.status === 'eliminated' ? 'finished' : l.status,
          };
          return (
            <GbohLeader
              key={id}
              leader={data}
              offset={n * 12}
              label={leaderLabel(view, id, t)}
              selected={sel?.kind === 'leader' && sel.id === id}
              onInspect={(x) => onInspect(x ? leaderDetails(view, x.id, t) : null)}
              {...(seat !== null && leadersMoving.has(id) ? { onActivate: () => selectionStore.set(sel?.kind === 'leader' && sel.id === id ? null : { kind: 'leader', id }) } : {})}
            />
          );
        })}
      </g>
      <GbohHighlightLayer
        highlights={highlights}
        onActivate={(hex) => {
          const o = hexes.get(hex);
          if (o) run(o.path);
        }}
        onHover={(hex) => {
          if (hex === null) return onInspect(null);
          const o = hexes.get(hex);
          const a = o?.path[o.path.length - 1];
          const odds = a && seat ? oddsOf(a, view, seat, t) : null;
          if (odds) onInspect({ title: odds.title, lines: odds.items });
          else {
            const here = units.find(([, u]) => u.hex === hex);
            onInspect(here ? unitDetails(view, here[0], t) : { title: t('hexLabel', { hex }), lines: [{ label: t('inspect.terrain'), value: t(`terrain.${view.static.map.terrain[hex] ?? view.static.map.defaultTerrain}`) }, { label: t('inspect.elevation'), value: String(view.static.map.elevation[hex] ?? view.static.map.defaultElevation) }] });
          }
        }}
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
    </>
  );
}

// ---------------------------------------------------------------- the panel

function GbohPanel({ view: raw, t }: BoardContext) {
  const view = viewOf(raw);
  const a = view.activation;
  const sides = view.static.sides;
  const level = (id: string, base: number) => base - (view.levelReduction[id] ?? 0);
  return (
    <div className="gboh-panel">
      <p className="gboh-turn" data-testid="gboh-phase">
        <strong>{t('turn', { turn: view.turn })}</strong> · {t(`phase.${view.phase}`)}
        {a && view.phase === 'orders' ? ` · ${t(`segment.${a.segment}`)}` : ''}
      </p>
      <section className="gboh-active" aria-label={t('activeLeader')}>
        <h3>{t('activeLeader')}</h3>
        {a ? (
          <>
            <p data-testid="gboh-active-leader">
              <span className="seat-dot" style={{ background: COLOUR[sideLetter(view, a.side)] }} aria-hidden />{' '}
              {t('activeLine', { name: view.static.leaders[a.leader] ? leaderName(view, a.leader) : (view.static.lines[a.leader]?.name ?? a.leader), side: sideName(a.side, t), kind: t(`kind.${a.kind}`), chain: view.leaders[a.leader]?.chain ?? 1 })}
            </p>
            <p className="muted">
              {a.mode !== 'lc' && t('ordersLeft', { n: a.ordersLeft })}
              {a.mode === 'lc' && t('linesLeft', { n: a.linesLeft })}
              {a.line !== null && <> · {t('lineNow', { line: view.static.lines[a.line]?.name ?? a.line, n: a.lineUnits.length })}</>}
            </p>
          </>
        ) : (
          <p className="muted">{t('noActiveLeader')}</p>
        )}
      </section>
      <Track
        title={t('routTrack')}
        rows={sides.map((s) => ({
          seat: s.id,
          name: sideName(s.id, t),
          colour: COLOUR[sideLetter(view, s.id)],
          value: view.routPoints[s.id] ?? 0,
          of: level(s.id, s.withdrawalLevel),
          label: t('routOf', { army: sideName(s.id, t), n: view.routPoints[s.id] ?? 0, of: level(s.id, s.withdrawalLevel) }),
        }))}
      />
      <section className="gboh-leaders" aria-label={t('leaders')}>
        <h3>{t('leaders')}</h3>
        {sides.map((s) => (
          <ul key={s.id} className="gboh-leader-list" aria-label={sideName(s.id, t)}>
            {Object.values(view.static.leaders)
              // Replacement counters (4.63) are listed once placed on the map.
              .filter((l) => l.side === s.id && view.leaders[l.id] !== undefined && (l.rank !== 'replacement' || view.leaders[l.id]!.hex !== null))
              .map((l) => {
                const st = view.leaders[l.id]!;
                return (
                  <li key={l.id} className={`status-${st.status}`} data-leader={l.id}>
                    <span className="seat-dot" style={{ background: COLOUR[sideLetter(view, s.id)] }} aria-hidden />
                    <span className="gl-name">{l.name}</span>
                    <span className="gl-ratings" title={`${t('inspect.initiative')} · ${t('inspect.lineCommand')} · ${t('inspect.charisma')}`}>
                      {l.initiative}·{l.lineCommand}·{l.charisma}
                    </span>
                    <span className="gl-status">{t(`leaderStatus.${st.status}`)}</span>
                  </li>
                );
              })}
          </ul>
        ))}
      </section>
    </div>
  );
}

// ---------------------------------------------------------------- odds

function oddsOf(a: GbohAction, view: GbohView, seat: Seat, t: TFunction): Odds | null {
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

const ODDS_TYPES = new Set<GbohAction['type']>(['fire', 'react-fire', 'cheiro-fire', 'ow-fire', 'combat', 'join', 'choose']);

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));


// ---------------------------------------------------------------- message parameters

const ID_PARAMS = ['unit', 'firer', 'target', 'attacker', 'defender', 'mover', 'leader', 'by', 'instead', 'champion', 'line'];
const SIDE_PARAMS = ['side', 'winner'];

export function localizeGbohMessage(message: Message, t: TFunction, view: JsonValue): Message {
  if (!message.params) return message;
  // The pieces are named from the view's names table (a screen without a GBoH view shows the ids).
  const names = isGbohView(view) ? view.names : {};
  const nameOf = (id: string): string | undefined => names[id];
  const params = { ...message.params };
  for (const k of ID_PARAMS) {
    const v = params[k];
    if (typeof v === 'string') params[k] = nameOf(v) ?? v;
  }
  for (const k of SIDE_PARAMS) {
    const v = params[k];
    if (typeof v === 'string' && v !== 'draw') params[k] = t(`seat.${v}`, { defaultValue: v });
  }
  if (message.key === 'sides.changed' && typeof params['to'] === 'string') params['to'] = t(`seat.${params['to']}`, { defaultValue: params['to'] });
  const units = params['units'];
  if (typeof units === 'string' && message.key !== 'orders.lineCommand') params['units'] = units.split(/,\s*/).map((u) => nameOf(u) ?? u).join(', ');
  const combats = params['combats'];
  if (typeof combats === 'string') params['combats'] = combats.replace(/[A-Za-z][\w-]*/g, (id) => nameOf(id) ?? id);
  if (typeof params['facing'] === 'number') params['facing'] = t(`vertex.${params['facing']}`);
  if (message.key === 'activation.start' && typeof params['kind'] === 'string') params['kind'] = t(`kind.${params['kind']}`, { defaultValue: params['kind'] });
  if (message.key === 'shock.column') {
    if (typeof params['aspect'] === 'string') params['aspect'] = t(`aspect.${params['aspect']}`, { defaultValue: params['aspect'] });
    if (typeof params['superiority'] === 'string') params['superiority'] = t(`sup.${params['superiority']}`, { defaultValue: params['superiority'] });
  }
  return { ...message, params };
}

export const gbohAdapter: SystemAdapter = {
  id: 'gboh',
  // GBoH is played in the open, so no hand-over screen at every reaction; but while a secret deployment
  // (Dara's M.4) is still unrevealed, the two views differ and two people at one screen take turns behind it.
  hiddenInformation: (view) => isGbohView(view) && view.secret.length > 0,
  resources: gbohResources,
  Board: GbohBoard,
  Panel: GbohPanel,
  seatName: (seat, t) => sideName(seat, t),
  seatColour: (seat) => (['persians', 'franks', 'goths', 'vandals', 'huns'].includes(seat) ? COLOUR.B : COLOUR.A),
  actionLabel(raw, { view, t, module, lang, described }) {
    const label = labelOf(actionOf(raw), viewOf(view), t);
    if (label !== null) return label;
    if (described && (module.messages[lang]?.[described.key] ?? module.messages['en']?.[described.key])) return renderMessage(module, described, lang);
    return actionOf(raw).type;
  },
  odds(raw, { view, t, viewer }) {
    if (viewer === null) return null;
    return oddsOf(actionOf(raw), viewOf(view), viewer, t);
  },
  // Fire (8.15) and Shock (9.16) decisions have odds; whether the engine can give them is known only on preview.
  hasOdds: (raw) => ODDS_TYPES.has(actionOf(raw).type),
  phaseName: (kind, t) => t(`pending.${kind}`, { defaultValue: kind }),
  localizeMessage: localizeGbohMessage,
  rules: gbohRules,
};
