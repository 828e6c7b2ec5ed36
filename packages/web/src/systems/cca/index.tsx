import { CARDS, type CcaAction, type CcaView, cca } from '@polemarch/cca';
import { type JsonValue, type Language, type Message, renderMessage, type Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { type CardFace, CardHand } from '../../components/CardHand';
import { Track } from '../../components/Track';
import type { BoardContext, Odds, SystemAdapter } from '../types';
import { CcaBoard } from './board';
import { ownerOf } from './clicks';
import { armiesOf, armyName, asAction, asView, boardHex, COLOUR, isSide, otherSide, type Side, SIDES } from './common';
import { labelOf } from './labels';
import { ccaResources } from './messages';
import { battleOdds } from './odds';
import { ccaRules } from './rules';

export { CcaBoard } from './board';
export { clickModel, reachableByClicks } from './clicks';

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
  if (a.type === 'stand') return { title: t('odds.incoming', { action: t(`odds.title.${o.kind}`, { action: title }) }), items, ...(notes.length > 0 ? { note: notes.join(' ') } : {}) };
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
  optionGroup(raw, { view: v, t }) {
    // The side list by unit and leader, each named with its hex (the board's selection, in words).
    const o = ownerOf(asAction(raw));
    if (o === null) return null;
    const view = asView(v);
    const h = o.kind === 'unit' ? view.units.find((u) => u.id === o.id)?.hex : view.leaders.find((l) => l.id === o.id)?.hex;
    const at = h === undefined || h < 0 ? '' : t('unitAt', { hex: t('at.hex', { row: boardHex(h).row, col: boardHex(h).col }) });
    if (o.kind === 'leader') return `${view.leaders.find((l) => l.id === o.id)?.name ?? ''}${at}`;
    const u = view.units.find((x) => x.id === o.id);
    return u ? `${t(`unit.${u.type}`)}${at}` : null;
  },
  // Nothing left to decide (§9: a battle phase with no battle, a move phase with nothing to move): Done goes by itself.
  forced: (legal) => (legal.length === 1 && asAction(legal[0]!).type === 'done' ? legal[0]! : null),
  hasOdds: (raw) => {
    const type = asAction(raw).type;
    return type === 'attack' || type === 'fire' || type === 'battle-back' || type === 'stand';
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
