import { gbohHex, type JsonValue, type Message, renderMessage } from '@polemarch/kernel';
import { isSgbohView, sgboh, type SgbohAction, type SgbohView } from '@polemarch/sgboh';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import {
  GbohCounter,
  type GbohCounterData,
  GbohFacingPicker,
  type GbohHighlight,
  GbohHexsideLayer,
  GbohHighlightLayer,
  GbohLeader,
  type GbohMapData,
  GbohTerrainLayer,
  gbohBounds,
} from '../../board/gboh';
import { PanZoom } from '../../board/PanZoom';
import { GBOH_CSS } from '../gboh/style';
import { actionReader, viewReader } from '../narrow';
import type { BoardContext, Inspection } from '../types';

/**
 * The Simple GBoH board on the family's map primitives: the battle's map, the counters and leaders, and the legal
 * actions of the piece the player selects (its steps and targets on the map, its facings on the counter, the rest as
 * buttons). A decision that concerns a single piece (a reaction, a retreat, a leader's withdrawal) selects it.
 */

export const viewOf = viewReader('sgboh', isSgbohView);
export const actionOf = actionReader('sgboh', sgboh.actionSchema);

type Unit = SgbohView['units'][number];

/** The second side of every battle, drawn in slate blue; the first in sand (the counters' colours). */
const SECOND = new Set(sgboh.scenarios().map((s) => s.seats[1]).filter((x): x is string => x !== undefined));
export const COLOUR = { A: '#8a5a1c', B: '#2c4f7c' } as const;
export const sideLetter = (side: string): 'A' | 'B' => (SECOND.has(side) ? 'B' : 'A');

const LOOK: Record<string, GbohMapData['hexes'][number]['terrain']> = { clear: 'clear', woods: 'woods', rough: 'rough', cityWalls: 'walls', river: 'water' };

/** The battle's map (hexes CCRR, terrain, elevation, hexside features) for the family's layers. */
export function mapOf(view: SgbohView): GbohMapData {
  const m = view.map;
  const hexes: GbohMapData['hexes'] = [];
  for (let col = m.minCol; col <= m.maxCol; col++) {
    for (let row = m.minRow; row <= m.maxRow; row++) {
      const id = gbohHex.hexId({ col, row });
      const terrain = m.terrain[id] ?? m.defaultTerrain;
      if (terrain === 'offMap') continue;
      hexes.push({ id, terrain: LOOK[terrain] ?? 'clear', elevation: m.elevation[id] ?? m.defaultElevation });
    }
  }
  const hexsides: GbohMapData['hexsides'] = [];
  for (const [key, features] of Object.entries(m.hexsides)) {
    const [a, b] = key.split('-') as [string, string];
    for (const feature of features) hexsides.push({ a, b, feature });
  }
  return { name: view.name, hexes, hexsides };
}

export function counterOf(u: Unit): GbohCounterData {
  return {
    id: u.id,
    hex: u.hex!,
    facing: gbohHex.dir(u.facing),
    side: sideLetter(u.side),
    type: u.type,
    unitClass: u.cls ?? '',
    size: u.size,
    troopQuality: u.tq - (u.reduced ? 2 : 0),
    movementAllowance: u.ma,
    ...(u.missile !== null ? { missile: u.missile } : {}),
    cohesionHits: u.hits,
    moved: u.turn.hexesMoved > 0,
    inColumn: u.inColumn,
    name: u.name,
  };
}

/** The piece an action belongs to (a unit, or a leader prefixed `leader:`), or null for a decision of the army. */
export function pieceOf(a: SgbohAction): string | null {
  switch (a.type) {
    case 'designate':
      return a.attacker;
    case 'leader-step':
    case 'leader-withdraw':
      return `leader:${a.leader}`;
    case 'step':
    case 'stack-step':
    case 'face':
    case 'fire':
    case 'hit-and-run':
    case 'column':
    case 'restack':
    case 'double-depth':
    case 'rbs':
    case 'stand':
    case 'retreat':
    case 'impetus':
    case 'sidestep':
    case 'dismount':
      return a.unit;
    default:
      return null;
  }
}

/** The hex an action points at on the map, if any: a destination or a target's hex. */
function hexOf(view: SgbohView, a: SgbohAction): string | null {
  const unitHex = (id: string): string | null => view.units.find((u) => u.id === id)?.hex ?? null;
  switch (a.type) {
    case 'step':
    case 'stack-step':
    case 'leader-step':
    case 'leader-withdraw':
    case 'rbs':
    case 'retreat':
    case 'impetus':
    case 'sidestep':
      return a.to;
    case 'advance':
      return a.to;
    case 'fire':
    case 'hit-and-run':
      return unitHex(a.target);
    case 'designate':
      return unitHex(a.defender);
    default:
      return null;
  }
}

/** An action in words, from the engine's own templates (`action.<type>`) with the pieces' names. */
export function describe(view: SgbohView, a: SgbohAction): Message {
  const name = (id: string): string => view.units.find((u) => u.id === id)?.name ?? view.leaders.find((l) => l.id === id)?.name ?? view.formations.find((f) => f.id === id)?.name ?? id;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(a)) {
    if (k === 'type' || v === null) continue;
    params[k] = Array.isArray(v) ? v.map((x) => name(String(x))).join(', ') : typeof v === 'string' && k !== 'to' && k !== 'as' ? name(v) : typeof v === 'boolean' ? String(v) : v;
  }
  return { key: `action.${a.type}`, params };
}

export function unitDetails(u: Unit, t: TFunction): Inspection {
  return {
    title: u.name,
    lines: [
      { label: t('inspect.type'), value: `${u.type}${u.cls ? ` ${u.cls}` : ''}${u.missile ? ` (${u.missile})` : ''}` },
      { label: t('inspect.tq'), value: String(u.tq - (u.reduced ? 2 : 0) - (u.inColumn ? 2 : 0)) },
      { label: t('inspect.hits'), value: String(u.hits) },
      { label: t('inspect.size'), value: String(u.size) },
      { label: t('inspect.ma'), value: String(u.ma) },
      { label: t('inspect.hex'), value: u.hex ?? '-' },
      ...(u.reduced ? [{ label: t('inspect.state'), value: t('inspect.reduced') }] : []),
      ...(u.doubleDepth ? [{ label: t('inspect.state'), value: t('inspect.doubleDepth') }] : []),
    ],
  };
}

export function SgbohBoard({ view: raw, pending, legal: rawLegal, onAction, onInspect, t, module, lang }: BoardContext) {
  const view = viewOf(raw);
  const map = useMemo(() => mapOf(view), [view.map]);
  const bounds = useMemo(() => gbohBounds(map), [map]);
  const legal = useMemo(() => rawLegal.map(actionOf), [rawLegal]);
  const seat = legal.length > 0 && pending ? pending.seat : null;
  const [picked, setPicked] = useState<string | null>(null);
  const byPiece = useMemo(() => {
    const m = new Map<string, SgbohAction[]>();
    for (const a of legal) {
      const p = pieceOf(a);
      if (p !== null) m.set(p, [...(m.get(p) ?? []), a]);
    }
    return m;
  }, [legal]);
  // A decision about one piece only selects it; otherwise the player's pick stands while it has something to do.
  const only = byPiece.size === 1 && legal.every((a) => pieceOf(a) !== null) ? [...byPiece.keys()][0]! : null;
  const sel = only ?? (picked !== null && byPiece.has(picked) ? picked : null);
  useEffect(() => setPicked(null), [view.turn.number]);
  const label = (a: SgbohAction): string => renderMessage(module, describe(view, a), lang);

  const mine = sel === null ? [] : (byPiece.get(sel) ?? []);
  // Army decisions (advance after a Retreat Before Shock included) place their hexes on the map too.
  const placed = [...mine, ...legal.filter((a) => pieceOf(a) === null && hexOf(view, a) !== null)];
  const onHexes = new Map<string, SgbohAction>();
  for (const a of placed) {
    const h = hexOf(view, a);
    // The cheaper option of an optional terrain Hit (pay the MP) is the one the hex takes; the other is a button.
    if (h !== null && !onHexes.has(h)) onHexes.set(h, a);
  }
  const highlights = new Map<string, GbohHighlight>();
  for (const [h, a] of onHexes) highlights.set(h, { kind: a.type === 'fire' || a.type === 'hit-and-run' || a.type === 'designate' ? 'target' : 'move', actionLabel: label(a) });
  const faces = mine.filter((a): a is Extract<SgbohAction, { type: 'face' }> => a.type === 'face');
  const buttons = [...mine.filter((a) => a.type !== 'face' && ![...onHexes.values()].includes(a)), ...legal.filter((a) => pieceOf(a) === null && hexOf(view, a) === null)];
  const selHex = sel === null ? null : sel.startsWith('leader:') ? (view.leaders.find((l) => `leader:${l.id}` === sel)?.hex ?? null) : (view.units.find((u) => u.id === sel)?.hex ?? null);

  const stackIndex = new Map<string, number>();
  const offsetOf = (hex: string): number => {
    const n = stackIndex.get(hex) ?? 0;
    stackIndex.set(hex, n + 1);
    return n * 7;
  };
  const clickPiece = (id: string) => {
    const acts = byPiece.get(id) ?? [];
    // A piece with one thing to do that has no place on the map (stand, allocate a Hit...) does it at once.
    if (acts.length === 1 && hexOf(view, acts[0]!) === null && acts[0]!.type !== 'face') return onAction(acts[0]! as JsonValue);
    setPicked(sel === id ? null : id);
  };

  return (
    <>
      <style>{GBOH_CSS}</style>
      {seat !== null && (
        <div className="gboh-actionbar" role="group" aria-label={t('actions')}>
          {sel !== null && (
            <span className="gboh-sel-name">
              {t('selected')}: <strong>{sel.startsWith('leader:') ? view.leaders.find((l) => `leader:${l.id}` === sel)?.name : view.units.find((u) => u.id === sel)?.name}</strong>
            </span>
          )}
          {buttons.map((a, i) => (
            <button key={i} type="button" className={pieceOf(a) === null ? 'primary' : ''} onClick={() => onAction(a as JsonValue)}>
              {label(a)}
            </button>
          ))}
          {sel !== null && only === null && (
            <button type="button" className="link" onClick={() => setPicked(null)}>
              {t('clearSelection')}
            </button>
          )}
          {sel === null && buttons.length === 0 && <span className="muted">{t('selectPiece')}</span>}
        </div>
      )}
      <PanZoom bounds={bounds} label={t('mapLabel', { battle: view.name })} detailZoom={map.hexes.length > 700 ? 2.2 : 1.4}>
        <GbohTerrainLayer map={map} />
        <GbohHexsideLayer hexsides={map.hexsides} />
        <g className="gboh-units">
          {view.units
            .filter((u) => u.status === 'map' && u.hex !== null)
            .sort((a, b) => b.stack - a.stack)
            .map((u) => (
              <GbohCounter
                key={u.id}
                counter={counterOf(u)}
                offset={offsetOf(u.hex!)}
                label={t('counterLabel', { name: u.name, type: u.type, tq: u.tq, hits: u.hits, hex: u.hex })}
                selected={sel === u.id}
                focusable
                onInspect={(x) => onInspect(x ? unitDetails(u, t) : null)}
                {...(seat !== null && byPiece.has(u.id) ? { onActivate: () => clickPiece(u.id) } : {})}
              />
            ))}
          {view.leaders
            .filter((l) => l.status === 'map' && l.hex !== null)
            .map((l, i) => (
              <GbohLeader
                key={l.id}
                leader={{ id: l.id, hex: l.hex!, side: sideLetter(l.side), name: l.name, initiative: l.initiative, lineCommand: l.range, charisma: 0, status: view.turn.leader === l.id ? 'active' : 'inactive' }}
                offset={(i % 2) * 12}
                label={t('leaderLabel', { name: l.name, initiative: l.initiative, range: l.range, seize: l.seize })}
                selected={sel === `leader:${l.id}`}
                onInspect={(x) => onInspect(x ? { title: l.name, lines: [{ label: t('inspect.initiative'), value: String(l.initiative) }, { label: t('inspect.range'), value: String(l.range) }, { label: t('inspect.seize'), value: String(l.seize) }] } : null)}
                {...(seat !== null && byPiece.has(`leader:${l.id}`) ? { onActivate: () => clickPiece(`leader:${l.id}`) } : {})}
              />
            ))}
        </g>
        <GbohHighlightLayer
          highlights={highlights}
          onActivate={(hex) => {
            const a = onHexes.get(hex);
            if (a) onAction(a as JsonValue);
          }}
          onHover={(hex) => {
            if (hex === null) return onInspect(null);
            const here = view.units.find((u) => u.hex === hex && u.status === 'map');
            onInspect(here ? unitDetails(here, t) : { title: t('hexLabel', { hex }), lines: [{ label: t('inspect.terrain'), value: t(`terrain.${view.map.terrain[hex] ?? view.map.defaultTerrain}`) }] });
          }}
        />
        {selHex !== null && faces.length > 0 && (
          <GbohFacingPicker
            hex={selHex}
            options={faces.map((f) => gbohHex.dir(f.facing))}
            label={(k) => label(faces.find((f) => f.facing === k)!)}
            onPick={(k) => {
              const f = faces.find((x) => x.facing === k);
              if (f) onAction(f as JsonValue);
            }}
          />
        )}
      </PanZoom>
    </>
  );
}
