import type { CcaView, TerrainType } from '@polemarch/cca';
import { ccaBoard, type JsonValue } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CCA_BOUNDS, CcaBlockUnit, CcaBoardLayer, ccaHexCentre, type HexHighlight, hexKey } from '../../board/cca';
import { type ChooserAt, HexChooser, pointIn } from '../../board/Chooser';
import { PanZoom } from '../../board/PanZoom';
import type { BoardContext } from '../types';
import { clickModel, type HexEntry, hexOfOwner, type Owner, stillSelectable } from './clicks';
import { armyAdjective, armyName, asAction, asView, BLOCK, boardHex, COLOUR, isSide, LOOK, type Side } from './common';
import { labelOf } from './labels';
import { battleOdds, retreatCosts } from './odds';

/** A piece in words with its hex, for the selection and the chooser. */
function ownerName(o: Owner, view: CcaView, t: TFunction): string {
  const h = hexOfOwner(o, view);
  const at = h === null ? '' : t('unitAt', { hex: t('at.hex', { row: boardHex(h).row, col: boardHex(h).col }) });
  if (o.kind === 'leader') return `${view.leaders.find((l) => l.id === o.id)?.name ?? ''}${at}`;
  const u = view.units.find((x) => x.id === o.id);
  return `${u ? t(`unit.${u.type}`) : ''}${at}`;
}

export function entryLabel(e: HexEntry, view: CcaView, t: TFunction): string {
  return e.kind === 'act' ? (labelOf(e.action, view, t) ?? e.action.type) : t('selectPiece', { name: ownerName(e.owner, view, t) });
}

/** The pieces whose hex changed since the last view that moved anything: the last move's marks. */
function useLastMoves(view: CcaView): { from: number; to: number }[] {
  const prev = useRef<Map<number, number> | null>(null);
  const last = useRef<{ from: number; to: number }[]>([]);
  return useMemo(() => {
    const now = new Map(view.units.map((u) => [u.id, u.hex] as const));
    for (const l of view.leaders) now.set(-1 - l.id, l.hex);
    const before = prev.current;
    prev.current = now;
    if (before !== null) {
      const moved = [...now].filter(([id, h]) => before.has(id) && before.get(id) !== h && h >= 0 && before.get(id)! >= 0).map(([id, to]) => ({ from: before.get(id)!, to }));
      if (moved.length > 0) last.current = moved;
    }
    return last.current;
  }, [view]);
}

export function CcaBoard({ view: raw, viewer, legal: rawLegal, onAction, onInspect, t }: BoardContext) {
  const view = asView(raw);
  // 2.2: each player sees the battlefield from his own side; a spectator sees it as printed.
  const side: Side = isSide(viewer) ? viewer : 'bottom';
  const legal = useMemo(() => rawLegal.map(asAction), [rawLegal]);
  const [picked, setPicked] = useState<Owner | null>(null);
  const selected = stillSelectable(view, legal, picked) ? picked : null;
  const model = useMemo(() => clickModel(view, legal, selected), [raw, legal, selected?.kind, selected?.id]);
  const [chooser, setChooser] = useState<ChooserAt | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const lastMoves = useLastMoves(view);
  // A new decision closes a chooser left open.
  useEffect(() => setChooser(null), [rawLegal]);

  // Reactions previewed (§12.2, §11.2): what each retreat hex costs, and the attacked unit marked with the dice coming.
  const costs = useMemo(() => retreatCosts(view, viewer, legal), [raw, legal, viewer]);
  const combat = view.combat;
  const attacked = combat !== null && legal.some((a) => a.type === 'stand' || a.type === 'battle-back' || a.type === 'evade') ? combat : null;
  const highlights = useMemo(() => {
    const m = new Map<string, HexHighlight>();
    if (attacked !== null) {
      const u = view.units.find((x) => x.id === attacked.attacker);
      if (u && u.hex >= 0) m.set(hexKey(boardHex(u.hex)), { kind: 'selected', note: t('attacker') });
      const o = legal.some((a) => a.type === 'stand') ? battleOdds(view, viewer, { type: 'stand' }) : null;
      const note = o !== null && o.chanceOfHit !== null ? t('odds.hexNote', { dice: o.dice, pct: Math.round(o.chanceOfHit * 100) }) : t('attackedHere');
      m.set(hexKey(boardHex(attacked.targetHex)), { kind: 'target', note });
    }
    for (const { from, to } of lastMoves) {
      m.set(hexKey(boardHex(from)), { kind: 'last' });
      m.set(hexKey(boardHex(to)), { kind: 'last' });
    }
    for (const [h, c] of model.hexes) {
      const acts = c.entries.flatMap((e) => (e.kind === 'act' ? [e.action] : []));
      let note: string | undefined;
      if (c.look === 'target' && acts.length === 1) {
        // A target shows its odds in small print: the dice and the chance of at least one hit (odds.ts).
        const o = battleOdds(view, viewer, acts[0]!);
        const p = o === null ? null : o.kind === 'leader' ? o.chanceToEliminate : o.chanceOfHit;
        if (o !== null && p !== null) note = t('odds.hexNote', { dice: o.dice, pct: Math.round(p * 100) });
      } else if (c.entries.length > 1) note = t('choices', { n: c.entries.length });
      else if (costs.has(h)) note = costs.get(h)! > 0 ? t('retreatCost', { count: costs.get(h)! }) : t('retreatFree');
      m.set(hexKey(boardHex(h)), { kind: c.look, ...(note !== undefined ? { note } : {}) });
    }
    return m;
  }, [model, lastMoves, viewer, t, costs, attacked]);

  const terrainAt = (h: number): TerrainType => view.terrain.hexes[String(h)] ?? 'clear';
  const unitLabel = (u: CcaView['units'][number]): string => {
    const b = boardHex(u.hex);
    const l = view.leaders.find((x) => x.hex === u.hex && x.side === u.side);
    return t('unitLabel', { army: armyAdjective(view, u.side, t), armies: armyName(view, u.side, t), type: t(`unit.${u.type}`), blocks: u.blocks, max: u.max, row: b.row, col: b.col, leader: l ? t('withLeader', { name: l.name }) : '' });
  };

  // The hover box shows the hex under the pointer and is redrawn when the game changes under it.
  const hovered = useRef<ccaBoard.BoardHex | null>(null);
  const inspectHex = useCallback(
    (b: ccaBoard.BoardHex | null) => {
      hovered.current = b;
      if (b === null) return onInspect(null);
      const h = ccaBoard.boardIndex(b);
      const u = view.units.find((x) => x.hex === h);
      const l = view.leaders.find((x) => x.hex === h);
      const sections = ccaBoard.sectionsOf(b, side).map((s) => t(`section.${s}`)).join(' / ');
      onInspect({
        title: u ? t('unitTitle', { army: armyAdjective(view, u.side, t), armies: armyName(view, u.side, t), type: t(`unit.${u.type}`) }) : l ? t('leaderLabel', { army: armyAdjective(view, l.side, t), armies: armyName(view, l.side, t), name: l.name, row: b.row, col: b.col }) : t('hexTitle', { row: b.row, col: b.col }),
        lines: [
          ...(u ? [{ label: t('blocks'), value: `${u.blocks} / ${u.max}` }] : []),
          ...(l ? [{ label: t('leader'), value: l.name }] : []),
          { label: t('hex'), value: t('hexTitle', { row: b.row, col: b.col }) },
          { label: t('sections'), value: sections },
          { label: t('terrain'), value: t(`terrain.${terrainAt(h)}`) },
        ],
      });
    },
    [raw, side, t],
  );
  useEffect(() => {
    if (hovered.current !== null) inspectHex(hovered.current);
  }, [inspectHex]);

  const entriesAt = (b: ccaBoard.BoardHex) => model.hexes.get(ccaBoard.boardIndex(b));
  const doEntry = (e: HexEntry) => {
    setChooser(null);
    if (e.kind === 'act') onAction(e.action as JsonValue);
    else setPicked(e.owner);
  };
  const activate = (b: ccaBoard.BoardHex) => {
    const c = entriesAt(b);
    if (!c) return;
    if (c.look === 'selected' && c.entries.length === 0) return setPicked(null);
    if (c.entries.length === 1) return doEntry(c.entries[0]!);
    const el = area.current?.querySelector(`g.cca-hex[data-hex="${b.row},${b.col}"]`) ?? null;
    const { x, y } = pointIn(area.current, el);
    setChooser({ x, y, title: t('hexTitle', { row: b.row, col: b.col }), items: c.entries.map((e) => ({ label: entryLabel(e, view, t), onChoose: () => doEntry(e) })) });
  };
  const hexLabel = (b: ccaBoard.BoardHex): string | undefined => {
    const c = entriesAt(b);
    if (!c) return undefined;
    if (c.look === 'selected' && c.entries.length === 0) return t('clearSelectionOf', { name: ownerName(selected!, view, t) });
    if (c.entries.length === 1) return entryLabel(c.entries[0]!, view, t);
    return t('choicesAt', { n: c.entries.length, hex: t('hexTitle', { row: b.row, col: b.col }) });
  };

  // On a small screen the board opens readable (a block about 40 px) about the viewer's own units.
  const own = view.units.filter((u) => u.hex >= 0 && u.side === side).map((u) => ccaHexCentre(boardHex(u.hex), side));
  const focus = own.length > 0 ? { x: own.reduce((n, p) => n + p.x, 0) / own.length, y: own.reduce((n, p) => n + p.y, 0) / own.length } : undefined;
  const ordered = new Set(view.turn.ordered);
  const deciding = legal.length > 0;
  return (
    <div className="board-frame-area" ref={area} onMouseLeave={() => inspectHex(null)}>
      {deciding && (model.bar.length > 0 || selected !== null) && (
        <div className="board-actionbar" role="group" aria-label={t('boardActions')}>
          {selected !== null && (
            <span className="sel-name">
              {t('selected')}: <strong>{ownerName(selected, view, t)}</strong>
            </span>
          )}
          {model.bar.map((a, i) => (
            <button key={i} type="button" className={a.type === 'done' ? 'primary' : ''} onClick={() => onAction(a as JsonValue)}>
              {labelOf(a, view, t) ?? a.type}
            </button>
          ))}
          {selected !== null && (
            <button type="button" className="link" onClick={() => setPicked(null)}>
              {t('clearSelection')}
            </button>
          )}
          {[...model.hexes.values()].some((c) => c.look === 'target') && <span className="board-legend">{t('legend')}</span>}
        </div>
      )}
      <PanZoom bounds={CCA_BOUNDS} label={t('boardLabel', { side: t(`side.${side}`) })} minScale={0.6} {...(focus ? { focus } : {})}>
        <CcaBoardLayer
          side={side}
          terrain={(b) => LOOK[terrainAt(ccaBoard.boardIndex(b))]}
          highlights={highlights}
          actionLabel={hexLabel}
          onActivate={activate}
          onInspect={inspectHex}
          sectionNames={{ left: t('section.left'), centre: t('section.centre'), right: t('section.right') }}
        >
          {view.units
            .filter((u) => u.hex >= 0)
            .map((u) => {
              const b = boardHex(u.hex);
              const leader = view.leaders.find((l) => l.hex === u.hex && l.side === u.side);
              return (
                <g key={`u${u.id}`} data-unit={u.id}>
                  <CcaBlockUnit
                    hex={b}
                    side={side}
                    type={BLOCK[u.type]}
                    strength={u.blocks}
                    of={u.max}
                    colour={COLOUR[u.side]}
                    label={unitLabel(u)}
                    {...(leader ? { leader: leader.name } : {})}
                    active={ordered.has(u.id) || (selected?.kind === 'unit' && selected.id === u.id)}
                    onInspect={() => inspectHex(b)}
                  >
                    {/* The type's code under the block: light foot and bow-armed light foot share a symbol. */}
                    <text className="cca-type-code" y={34} textAnchor="middle">
                      {u.type}
                    </text>
                    {leader && (
                      <text className="cca-leader-name" y={-29} textAnchor="middle">
                        {leader.name}
                      </text>
                    )}
                  </CcaBlockUnit>
                </g>
              );
            })}
          {view.leaders
            .filter((l) => l.hex >= 0 && !view.units.some((u) => u.hex === l.hex && u.side === l.side))
            .map((l) => {
              const b = boardHex(l.hex);
              const { x, y } = ccaHexCentre(b, side);
              const label = t('leaderLabel', { army: armyAdjective(view, l.side, t), armies: armyName(view, l.side, t), name: l.name, row: b.row, col: b.col });
              // A lone leader (§7.5): a round token of the army's colour with the pennant.
              return (
                <g key={`l${l.id}`} className="cca-unit cca-leader" style={{ transform: `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px)` }} role="img" aria-label={label}>
                  <title>{label}</title>
                  <circle r={16} className="block" style={{ fill: COLOUR[l.side] }} />
                  <path className="symbol" d="M-4,-9 v18 M-4,-9 l12,4 l-12,4" />
                  <text className="cca-type-code" y={30} textAnchor="middle">
                    {l.name}
                  </text>
                </g>
              );
            })}
        </CcaBoardLayer>
      </PanZoom>
      {chooser !== null && <HexChooser at={chooser} onClose={() => setChooser(null)} width={area.current?.clientWidth ?? 800} height={area.current?.clientHeight ?? 600} />}
    </div>
  );
}
