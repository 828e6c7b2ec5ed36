import { CARDS, type CcaAction, type CcaView, type TerrainType, type UnitType, cca, isCcaView } from '@polemarch/cca';
import { ccaBoard, type JsonValue, type Language, type Message, renderMessage, type Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { CCA_BOUNDS, CcaBlockUnit, CcaBoardLayer, type CcaTerrain, ccaHexCentre, type HexHighlight, hexKey } from '../../board/cca';
import { PanZoom } from '../../board/PanZoom';
import { type CardFace, CardHand } from '../../components/CardHand';
import { Track } from '../../components/Track';
import { actionReader, viewReader } from '../narrow';
import type { BoardContext, Odds, SystemAdapter } from '../types';
import { ccaResources } from './messages';
import { battleOdds } from './odds';
import { ccaRules } from './rules';

type Side = 'top' | 'bottom';
type Block = Parameters<typeof CcaBlockUnit>[0]['type'];

const SIDES: readonly Side[] = ['top', 'bottom'];
const COLOUR: Record<Side, string> = { top: '#8a3324', bottom: '#2c4f7c' };
const isSide = (s: string | null): s is Side => s === 'top' || s === 'bottom';
const otherSide = (s: Side): Side => (s === 'top' ? 'bottom' : 'top');

const asView = viewReader('cca', isCcaView);
const asAction = actionReader('cca', cca.actionSchema);

/** The engine's hex index (row·16 + col, `board.ts`) as the kernel's board hex. */
const boardHex = (h: number): ccaBoard.BoardHex => ccaBoard.fromBoardIndex(h);

/** The block drawn for each unit type (§2.5: light, medium, heavy foot and mounted; the specials by their initials). */
const BLOCK: Record<UnitType, Block> = {
  LI: 'light', LSI: 'light', LBI: 'light', AUX: 'auxilia', MI: 'medium', WAR: 'warrior', HI: 'heavy', HWM: 'heavy',
  LC: 'light-mounted', LBC: 'light-mounted', MC: 'medium-mounted', CAM: 'medium-mounted', CCAM: 'medium-mounted',
  HC: 'heavy-mounted', HCC: 'heavy-mounted', BCH: 'chariot', HCH: 'chariot', ELE: 'elephant',
};

/** The board primitives' six terrain looks for the engine's fifteen terrains (§16); the inspector names the exact one. */
const LOOK: Record<TerrainType, CcaTerrain> = {
  clear: 'clear', broken: 'marsh', forest: 'forest', hill: 'hill', steep: 'hill', coast: 'river', lake: 'river', river: 'river',
  ford: 'river', rampart: 'town', camp: 'town', bridge: 'town', wall: 'town', fortifiedWall: 'town', marsh: 'marsh',
};

const hexText = (h: number, t: TFunction): string => {
  const b = boardHex(h);
  return t('at.hex', { row: b.row, col: b.col });
};

/** The army's name in the reader's language ("Carthaginians", "Cartaginesi"); the board side when the battle names none. */
function armyName(view: CcaView, side: Side, t?: TFunction): string {
  const raw = view.rules.armies[side];
  if (raw === undefined) return side;
  return t ? t(`army.${raw}`, { defaultValue: raw }) : raw;
}

/** The army's adjective ("Carthaginian" Medium Infantry; Italian "cartaginese"). */
function armyAdjective(view: CcaView, side: Side, t: TFunction): string {
  const raw = view.rules.armies[side];
  return raw === undefined ? t(`seat.${side}`) : t(`armyAdj.${raw}`, { defaultValue: raw });
}

/** The armies of the battle on screen (a screen without a C&C view has none: the log then says Top and Bottom). */
function armiesOf(view: JsonValue | undefined): Partial<Record<Side, string>> {
  return view !== undefined && isCcaView(view) ? view.rules.armies : {};
}

/** The hex an action is played on by a click, or null when it stays in the option list only. */
function hexOf(a: CcaAction, view: CcaView): number | null {
  switch (a.type) {
    case 'order':
    case 'rally':
      return view.units.find((u) => u.id === a.unit)?.hex ?? null;
    case 'order-leader':
      return view.leaders.find((l) => l.id === a.leader)?.hex ?? null;
    case 'move':
    case 'move-leader':
    case 'retreat':
    case 'extra':
      return a.to;
    case 'fire':
    case 'attack':
      return a.target;
    case 'rampage':
      return a.hex;
    default:
      return null;
  }
}

const KIND: Partial<Record<CcaAction['type'], HexHighlight['kind']>> = {
  order: 'selected', rally: 'selected', 'order-leader': 'selected',
  move: 'move', 'move-leader': 'move', retreat: 'move', extra: 'move',
  fire: 'target', attack: 'target', rampage: 'target',
};

/**
 * The legal actions that a click on one hex decides without ambiguity. Where two actions share a hex
 * (two ordered units could both move there) the hex is not offered and both stay in the option list;
 * an attached leader's order gives way to its unit's (7.5: the leader can still be ordered from the list).
 */
export function hexActions(view: CcaView, legal: readonly JsonValue[]): Map<string, CcaAction> {
  const byHex = new Map<string, CcaAction[]>();
  for (const raw of legal) {
    const a = asAction(raw);
    const h = hexOf(a, view);
    if (h === null || h < 0) continue;
    const key = hexKey(boardHex(h));
    byHex.set(key, [...(byHex.get(key) ?? []), a]);
  }
  const out = new Map<string, CcaAction>();
  for (const [key, list] of byHex) {
    const units = list.filter((a) => a.type !== 'order-leader');
    const pick = list.length === 1 ? list : units.length === 1 && units[0]!.type === 'order' ? units : [];
    if (pick.length === 1) out.set(key, pick[0]!);
  }
  return out;
}

function labelOf(a: CcaAction, view: CcaView, t: TFunction): string | null {
  const unit = (id: number): string => {
    const u = view.units.find((x) => x.id === id);
    return u ? t(`unit.${u.type}`) : `#${id}`;
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
      return t('action.move', { unit: unit(a.unit), hex: hexText(a.to, t) });
    case 'move-leader':
      return t('action.move-leader', { name: leader(a.leader), hex: hexText(a.to, t) });
    case 'fire':
    case 'attack': {
      // Name what is struck: the unit's type, or a lone leader by name (§14.3).
      const target = view.units.find((u) => u.hex === a.target);
      const lone = target === undefined ? view.leaders.find((l) => l.hex === a.target) : undefined;
      const what = target !== undefined ? t(`unit.${target.type}`) : lone !== undefined ? t('leaderNamed', { name: lone.name }) : '';
      return t(`action.${a.type}`, { unit: unit(a.unit), target: what, hex: hexText(a.target, t) });
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

function CcaBoard({ view: raw, viewer, legal, onAction, onInspect, t }: BoardContext) {
  const view = asView(raw);
  // 2.2: each player sees the battlefield from his own side; a spectator sees it as printed.
  const side: Side = isSide(viewer) ? viewer : 'bottom';
  const offered = useMemo(() => hexActions(view, legal), [raw, legal]);
  const highlights = useMemo(() => {
    const m = new Map<string, HexHighlight>();
    for (const [key, a] of offered) {
      const kind = KIND[a.type];
      if (!kind) continue;
      // A target shows its odds in small print: the dice and the chance of at least one hit (odds.ts).
      const o = kind === 'target' ? battleOdds(view, viewer, a) : null;
      const p = o === null ? null : o.kind === 'leader' ? o.chanceToEliminate : o.chanceOfHit;
      m.set(key, o !== null && p !== null ? { kind, note: t('odds.hexNote', { dice: o.dice, pct: Math.round(p * 100) }) } : { kind });
    }
    return m;
  }, [offered, viewer, t]);
  const terrainAt = (h: number): TerrainType => view.terrain.hexes[String(h)] ?? 'clear';
  const unitLabel = (u: CcaView['units'][number]): string => {
    const b = boardHex(u.hex);
    const l = view.leaders.find((x) => x.hex === u.hex && x.side === u.side);
    return t('unitLabel', { army: armyAdjective(view, u.side, t), armies: armyName(view, u.side, t), type: t(`unit.${u.type}`), blocks: u.blocks, max: u.max, row: b.row, col: b.col, leader: l ? t('withLeader', { name: l.name }) : '' });
  };
  const inspectHex = (b: ccaBoard.BoardHex | null) => {
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
  };
  const ordered = new Set(view.turn.ordered);
  return (
    <PanZoom bounds={CCA_BOUNDS} label={t('boardLabel', { side: t(`side.${side}`) })}>
      <CcaBoardLayer
        side={side}
        terrain={(b) => LOOK[terrainAt(ccaBoard.boardIndex(b))]}
        highlights={highlights}
        actionLabel={(b) => {
          const a = offered.get(hexKey(b));
          return a ? (labelOf(a, view, t) ?? undefined) : undefined;
        }}
        onActivate={(b) => {
          const a = offered.get(hexKey(b));
          if (a) onAction(a as JsonValue);
        }}
        onInspect={inspectHex}
        sectionNames={{ left: t('section.left'), centre: t('section.centre'), right: t('section.right') }}
      >
        {view.units
          .filter((u) => u.hex >= 0)
          .map((u) => {
            const b = boardHex(u.hex);
            const leader = view.leaders.find((l) => l.hex === u.hex && l.side === u.side);
            const { x, y } = ccaHexCentre(b, side);
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
                  active={ordered.has(u.id)}
                  onInspect={() => inspectHex(b)}
                />
                {/* The type's code under the block: light foot and bow-armed light foot share a symbol. */}
                <text className="cca-type-code" x={x} y={y + 34} textAnchor="middle">
                  {u.type}
                </text>
                {leader && (
                  <text className="cca-leader-name" x={x} y={y - 29} textAnchor="middle">
                    {leader.name}
                  </text>
                )}
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
              <g key={`l${l.id}`} className="cca-unit cca-leader" transform={`translate(${x.toFixed(2)},${y.toFixed(2)})`} role="img" aria-label={label}>
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
  );
}

/** The engine's section names ('center') as the board's ('centre'). */
const sectionKey = (s: string): string => `section.${s === 'center' ? 'centre' : s}`;

/** What a Command card orders, from the engine's card data (§18.1 section quotas, §18.2 troops, §18.3 leadership). */
export function cardText(id: string, t: TFunction): string | undefined {
  const c = CARDS.find((x) => x.id === id);
  if (!c) return undefined;
  switch (c.kind) {
    case 'section':
      return Object.entries(c.quotas ?? {})
        .map(([s, n]) => t('cardText.quota', { section: t(sectionKey(s)), n }))
        .join(' · ');
    case 'troop': {
      const extra = t(`troop.${c.id}`, { defaultValue: '' });
      return [t('cardText.troop'), extra, t('cardText.fallback')].filter((x) => x !== '').join(' ');
    }
    case 'leadership':
      return t('cardText.leadership', { section: t(sectionKey(c.leaderSection ?? 'any')), chain: c.chain ?? 0 });
    case 'tactic':
      // §18.4 in our own words: what the card orders and what it changes.
      return t(`tactic.${c.id}`);
    default:
      return undefined;
  }
}

/** Banners per side, the viewer's Command cards (playable ones as buttons) and the other hand as a count. */
function CcaPanel({ view: raw, viewer, legal, onAction, t }: BoardContext) {
  const view = asView(raw);
  const plays = new Map<string, CcaAction>();
  for (const r of legal) {
    const a = asAction(r);
    if (a.type === 'play') plays.set(a.card, a);
  }
  const cards: CardFace[] = view.hand.map((card, i) => {
    const a = plays.get(card);
    const text = cardText(card, t);
    return {
      key: `${card}-${i}`,
      title: t(`card.${card}`, { defaultValue: card }),
      ...(text !== undefined ? { text } : {}),
      kind: `card-cca card-${CARDS.find((c) => c.id === card)?.kind ?? 'unknown'}`,
      ...(a ? { play: { label: t('action.play', { card: t(`card.${card}`, { defaultValue: card }) }), onPlay: () => onAction(a as JsonValue) } } : {}),
    };
  });
  const seatLabel = (s: Side) => t('seat.army', { army: armyName(view, s, t), seat: t(`seat.${s}`) });
  return (
    <div className="cca-panel">
      <Track
        title={t('banners')}
        rows={SIDES.map((s) => ({ seat: s, name: seatLabel(s), colour: COLOUR[s], value: view.banners[s], of: view.rules.bannersToWin, label: t('bannersOf', { army: armyName(view, s, t), n: view.banners[s], of: view.rules.bannersToWin }) }))}
      />
      <section aria-labelledby="cca-hand-h" className="hand">
        <h3 id="cca-hand-h">{isSide(viewer) ? t('yourHand', { seat: seatLabel(viewer) }) : t('hands')}</h3>
        {isSide(viewer) && <CardHand cards={cards} empty={t('emptyHand')} />}
        <p className="muted">
          {(isSide(viewer) ? [otherSide(viewer)] : SIDES).map((s) => t('otherHand', { seat: seatLabel(s), n: view.handSizes[s] })).join(' · ')} · {t('deck', { n: view.deckSize })} ·{' '}
          {t('discard', { n: view.discard.length })}
        </p>
      </section>
    </div>
  );
}

/**
 * The engine names pieces in its log as `side TYPE#id @row,col` (units) and `side Name#id` (leaders)
 * (cca messages.ts `unitLabel`, `leaderLabel`); say them with the unit type's and side's names.
 */
export function localizePiece(raw: string, t: TFunction, armies: Partial<Record<Side, string>> = {}, withHex = true): string {
  const unit = /^(top|bottom) ([A-Z]+)#\d+(?: @(\d+),(\d+))?$/.exec(raw);
  if (unit) {
    const [, side, type, row, col] = unit;
    const at = withHex && row !== undefined && col !== undefined ? t('unitAt', { hex: t('at.hex', { row, col }) }) : '';
    const raw = armies[side as Side];
    const typeName = t(`unit.${type!}`, { defaultValue: type! });
    if (raw === undefined) return t('unitRefSide', { seat: t(`seat.${side!}`), type: typeName, at });
    return t('unitRef', { army: t(`armyAdj.${raw}`, { defaultValue: raw }), armies: t(`army.${raw}`, { defaultValue: raw }), type: typeName, at });
  }
  const leader = /^(top|bottom) (.+)#\d+$/.exec(raw);
  return leader ? leader[2]! : raw;
}

const pct = (p: number): string => `${(p * 100).toFixed(1)}%`;

/**
 * The odds card of a battle action: the dice after every modifier (each modifier in the engine's own
 * words), the chance of at least one hit, the expected hits, the chance of a flag and of eliminating
 * the target, all asked of the engine (odds.ts).
 */
export function ccaOdds(raw: JsonValue, view: CcaView, t: TFunction, viewer: Seat | null): Odds | null {
  const a = asAction(raw);
  const o = battleOdds(view, viewer, a);
  if (o === null) return null;
  const lang: Language = t('lang') === 'it' ? 'it' : 'en';
  const items: Odds['items'] = [{ label: t('odds.dice'), value: String(o.dice) }];
  if (o.kind === 'leader') {
    if (o.chanceToEliminate !== null) items.push({ label: t('odds.leaderHit'), value: pct(o.chanceToEliminate) });
  } else if (o.chanceOfHit !== null && o.expectedHits !== null && o.chanceOfFlag !== null && o.chanceToEliminate !== null) {
    items.push(
      { label: t('odds.hit'), value: pct(o.chanceOfHit) },
      { label: t('odds.expected'), value: o.expectedHits.toFixed(2) },
      { label: t('odds.flag'), value: pct(o.chanceOfFlag) },
      { label: t('odds.eliminate', { blocks: o.targetBlocks }), value: pct(o.chanceToEliminate) },
    );
    if (o.chanceLeaderFalls !== null) items.push({ label: t('odds.leaderFalls'), value: pct(o.chanceLeaderFalls) });
    if (o.ifEvades !== null) items.push({ label: t('odds.evadeHit'), value: pct(o.ifEvades.chanceOfHit) });
  }
  const notes: string[] = [];
  if (o.modifiers.length > 0) notes.push(t('odds.modifiers', { list: o.modifiers.map((m) => `${renderMessage(cca, m.label, lang)} ${m.value > 0 ? '+' : '−'}${Math.abs(m.value)}`).join(' · ') }));
  if (o.kind === 'leader') notes.push(t('odds.leaderNote'));
  if (o.mayEvade) notes.push(t('odds.mayEvade'));
  if (o.wallStrikesFirst) notes.push(t('odds.wall'));
  const title = labelOf(a, view, t) ?? a.type;
  return { title: t(`odds.title.${o.kind}`, { action: title }), items, ...(notes.length > 0 ? { note: notes.join(' ') } : {}) };
}

export const ccaAdapter: SystemAdapter = {
  id: 'cca',
  hiddenInformation: true, // Command cards in hand are secret (§6).
  resources: ccaResources,
  Board: CcaBoard,
  Panel: CcaPanel,
  seatName: (seat, t, view) => {
    if (!isSide(seat)) return seat;
    const army = armiesOf(view)[seat];
    return army !== undefined ? t(`army.${army}`, { defaultValue: army }) : t(`seat.${seat}`);
  },
  seatColour: (seat) => (isSide(seat) ? COLOUR[seat] : '#555'),
  actionLabel(raw, { view, t, module, lang, described }) {
    const label = labelOf(asAction(raw), asView(view), t);
    if (label !== null) return label;
    if (described && (module.messages[lang]?.[described.key] ?? module.messages['en']?.[described.key])) return renderMessage(module, described, lang);
    return asAction(raw).type;
  },
  odds: (raw, { view, t, viewer }) => ccaOdds(raw, asView(view), t, viewer),
  phaseName: (kind, t) => t(`phase.${kind}`, { defaultValue: kind }),
  hasOdds: (raw) => {
    const type = asAction(raw).type;
    return type === 'attack' || type === 'fire' || type === 'battle-back';
  },
  localizeMessage(message: Message, t, view): Message {
    if (!message.params) return message;
    const armies = armiesOf(view);
    const params = { ...message.params };
    const side = params['side'];
    if (typeof side === 'string' && isSide(side)) params['side'] = armies[side] !== undefined ? t(`army.${armies[side]}`, { defaultValue: armies[side] }) : t(`seat.${side}`);
    const army = params['army'];
    if (typeof army === 'string') params['army'] = t(`armyAdj.${army}`, { defaultValue: army });
    if (typeof params['card'] === 'string') params['card'] = t(`card.${params['card']}`, { defaultValue: params['card'] });
    // A line that says where the piece went (from → to) names it without its hex; other lines say where it stands.
    const moving = typeof params['from'] === 'string' || typeof params['to'] === 'string';
    for (const k of ['unit', 'target', 'piece', 'leader', 'attacker']) {
      const v = params[k];
      if (typeof v === 'string') params[k] = localizePiece(v, t, armies, !(moving && k === 'unit'));
    }
    // Hexes come as the engine's "row,col" (board.ts hexLabel).
    for (const k of ['from', 'to', 'hex', 'at']) {
      const v = params[k];
      const m = typeof v === 'string' ? /^(\d+),(\d+)$/.exec(v) : null;
      if (m) params[k] = t('at.hex', { row: m[1], col: m[2] });
    }
    // A check's outcome ('hit' / 'safe') in the engine's words for the reader's language.
    const result = params['result'];
    if (result === 'hit' || result === 'safe') params['result'] = { key: `result.${result}` };
    return { ...message, params };
  },
  rules: ccaRules,
};
