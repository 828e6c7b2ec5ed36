import { ccaBoard, type JsonValue, type Message } from '@polemarch/kernel';
import { isSkirmishView, skirmish, type SkirmishAction } from '@polemarch/kernel/testing';
import { useMemo } from 'react';
import { CCA_BOUNDS, CcaBlockUnit, CcaBoardLayer, type HexHighlight, hexKey } from '../../board/cca';
import { PanZoom } from '../../board/PanZoom';
import { type CardFace, CardHand } from '../../components/CardHand';
import { Track } from '../../components/Track';
import { actionReader, viewReader } from '../narrow';
import type { BoardContext, Odds, SystemAdapter } from '../types';
import { skirmishResources } from './messages';
import { skirmishRules } from './rules';

type Side = ccaBoard.BoardSide;
type SeatId = 'red' | 'blue';

/** Red sets up on the bottom rows, blue on the top rows (the scenario's champions start at rows 7 and 1). */
const SIDE_OF: Record<SeatId, Side> = { red: 'bottom', blue: 'top' };
const COLOUR: Record<SeatId, string> = { red: '#9b2f25', blue: '#2c4f7c' };

const isSeat = (s: string | null): s is SeatId => s === 'red' || s === 'blue';
const other = (s: SeatId): SeatId => (s === 'red' ? 'blue' : 'red');

const asView = viewReader('skirmish', isSkirmishView);
const asAction = actionReader('skirmish', skirmish.actionSchema);

/**
 * Skirmish damage (rule 4, as the engine applies it): a d6 of 1–3 wounds once and 4–6 twice; a
 * Spear adds one, a Shield takes one off. Shown before the player commits; the engine rolls.
 */
export function skirmishDamageOdds(spear: boolean, brace: boolean): { expected: number; twoOrMore: number; distribution: Record<number, number> } {
  const distribution: Record<number, number> = {};
  for (let roll = 1; roll <= 6; roll++) {
    const hits = Math.max(0, (roll >= 4 ? 2 : 1) + (spear ? 1 : 0) - (brace ? 1 : 0));
    distribution[hits] = (distribution[hits] ?? 0) + 1 / 6;
  }
  const expected = Object.entries(distribution).reduce((s, [h, p]) => s + Number(h) * p, 0);
  const twoOrMore = Object.entries(distribution).reduce((s, [h, p]) => s + (Number(h) >= 2 ? p : 0), 0);
  return { expected, twoOrMore, distribution };
}

const pct = (p: number): string => `${Math.round(p * 100)}%`;

function SkirmishBoard({ view: raw, viewer, legal, onAction, onInspect, t }: BoardContext) {
  const view = asView(raw);
  const side: Side = isSeat(viewer) ? SIDE_OF[viewer] : 'bottom';
  const actions = legal.map(asAction);
  const moves = new Map<string, SkirmishAction>();
  for (const a of actions) if (a.type === 'move') moves.set(hexKey(a.to), a);
  const attack = actions.find((a) => a.type === 'attack' && !a.spear);
  const foeSeat: SeatId | null = isSeat(viewer) ? other(viewer) : null;
  const foeHex = foeSeat ? view.champions[foeSeat].hex : null;

  const highlights = useMemo(() => {
    const m = new Map<string, HexHighlight>();
    for (const key of moves.keys()) m.set(key, { kind: 'move', note: t('costOne') });
    if (attack && foeHex) m.set(hexKey(foeHex), { kind: 'target', note: t('expectedShort', { value: skirmishDamageOdds(false, false).expected.toFixed(1) }) });
    return m;
    // The legal list is the source of truth; its identity changes with every decision.
  }, [legal, t]);

  const actionLabel = (h: ccaBoard.BoardHex): string | undefined => {
    const key = hexKey(h);
    if (moves.has(key)) return t('action.moveTo', { row: h.row, col: h.col });
    if (attack && foeHex && hexKey(foeHex) === key) return t('action.attackAt', { seat: t(`seat.${foeSeat}`) });
    return undefined;
  };
  const activate = (h: ccaBoard.BoardHex) => {
    const key = hexKey(h);
    const m = moves.get(key);
    if (m) onAction(m as JsonValue);
    else if (attack && foeHex && hexKey(foeHex) === key) onAction(attack as JsonValue);
  };
  const inspectHex = (h: ccaBoard.BoardHex | null) => {
    if (h === null) return onInspect(null);
    const who = (['red', 'blue'] as const).find((s) => hexKey(view.champions[s].hex) === hexKey(h));
    const sections = ccaBoard.sectionsOf(h, side).map((s) => t(`section.${s}`)).join(' / ');
    onInspect({
      title: who ? t('champion', { seat: t(`seat.${who}`) }) : t('hexTitle', { row: h.row, col: h.col }),
      lines: [
        ...(who ? [{ label: t('hitPoints'), value: `${view.champions[who].hp} / 3` }] : []),
        { label: t('hex'), value: t('hexTitle', { row: h.row, col: h.col }) },
        { label: t('sections'), value: sections },
        { label: t('terrain'), value: t('terrain.clear') },
      ],
    });
  };

  return (
    <PanZoom bounds={CCA_BOUNDS} label={t('boardLabel', { side: t(`side.${side}`) })}>
      <CcaBoardLayer
        side={side}
        highlights={highlights}
        actionLabel={actionLabel}
        onActivate={activate}
        onInspect={inspectHex}
        sectionNames={{ left: t('section.left'), centre: t('section.centre'), right: t('section.right') }}
      >
        {(['red', 'blue'] as const).map((s) => (
          <CcaBlockUnit
            key={s}
            hex={view.champions[s].hex}
            side={side}
            type="champion"
            strength={view.champions[s].hp}
            of={3}
            colour={COLOUR[s]}
            label={t('championLabel', { seat: t(`seat.${s}`), hp: view.champions[s].hp, row: view.champions[s].hex.row, col: view.champions[s].hex.col })}
            active={view.active === s}
            onInspect={() => inspectHex(view.champions[s].hex)}
          />
        ))}
      </CcaBoardLayer>
    </PanZoom>
  );
}

/** A Spear or a Shield, drawn (fonts differ too much for a symbol character). */
function CardGlyph({ card }: { card: string }) {
  return (
    <svg className="card-glyph" viewBox="0 0 32 32" width="34" height="34" aria-hidden>
      {card === 'spear' ? (
        <path d="M6 26 L23 9 M19 7 L26 6 L25 13 Z" strokeWidth="2.4" strokeLinecap="round" />
      ) : (
        <path d="M16 4 L26 8 V16 C26 22 21 26 16 28 C11 26 6 22 6 16 V8 Z M16 8 V24" strokeWidth="2.2" strokeLinejoin="round" />
      )}
    </svg>
  );
}

/** The viewer's hand (cards as buttons when one can be played now), the other hand's size, the deck and the hit-point track. */
function SkirmishPanel({ view: raw, viewer, legal, onAction, t }: BoardContext) {
  const view = asView(raw);
  const actions = legal.map(asAction);
  const spearAttack = actions.find((a) => a.type === 'attack' && a.spear);
  const brace = actions.find((a) => a.type === 'brace');
  const playable = (card: string): SkirmishAction | undefined => (card === 'spear' ? spearAttack : card === 'shield' ? brace : undefined);
  const cards: CardFace[] = view.hand.map((card, i) => {
    const a = playable(card);
    return {
      key: `${card}-${i}`,
      title: t(`card.${card}`),
      text: t(`cardText.${card}`),
      kind: `card-${card}`,
      glyph: <CardGlyph card={card} />,
      ...(a ? { play: { label: t(card === 'spear' ? 'action.attackSpear' : 'action.brace'), onPlay: () => onAction(a as JsonValue) } } : {}),
    };
  });
  return (
    <div className="skirmish-panel">
      <Track
        title={t('track')}
        rows={(['red', 'blue'] as const).map((s) => ({ seat: s, name: t(`seat.${s}`), colour: COLOUR[s], value: view.champions[s].hp, of: 3, label: t('hpLeft', { hp: view.champions[s].hp }) }))}
      />
      <section aria-labelledby="hand-h" className="hand">
        <h3 id="hand-h">{isSeat(viewer) ? t('yourHand', { seat: t(`seat.${viewer}`) }) : t('hands')}</h3>
        {isSeat(viewer) && <CardHand cards={cards} empty={t('emptyHand')} />}
        <p className="muted">
          {t('handSizes', { red: view.handSizes.red, blue: view.handSizes.blue })} · {t('deck', { n: view.deckSize })} · {t('discard', { n: view.discard.length })}
        </p>
      </section>
    </div>
  );
}

export const skirmishAdapter: SystemAdapter = {
  id: 'skirmish',
  hiddenInformation: true,
  resources: skirmishResources,
  Board: SkirmishBoard,
  Panel: SkirmishPanel,
  seatName: (seat, t) => (isSeat(seat) ? t(`seat.${seat}`) : seat),
  seatColour: (seat) => (isSeat(seat) ? COLOUR[seat] : '#555'),
  actionLabel(raw, { t }) {
    const a = asAction(raw);
    switch (a.type) {
      case 'move':
        return t('action.moveTo', { row: a.to.row, col: a.to.col });
      case 'attack':
        return t(a.spear ? 'action.attackSpear' : 'action.attack');
      case 'end-turn':
        return t('action.endTurn');
      case 'brace':
        return t('action.brace');
      case 'take':
        return t('action.take');
    }
  },
  odds(raw, { view: rawView, t }): Odds | null {
    const a = asAction(raw);
    const view = asView(rawView);
    if (a.type === 'attack') {
      const o = skirmishDamageOdds(a.spear, false);
      const braced = skirmishDamageOdds(a.spear, true);
      return {
        title: t(a.spear ? 'action.attackSpear' : 'action.attack'),
        items: [
          { label: t('odds.expected'), value: o.expected.toFixed(2) },
          { label: t('odds.twoOrMore'), value: pct(o.twoOrMore) },
          { label: t('odds.ifBraced'), value: braced.expected.toFixed(2) },
          { label: t('odds.chart'), value: t('odds.chartCells', { low: 1 + (a.spear ? 1 : 0), high: 2 + (a.spear ? 1 : 0) }) },
        ],
        note: t('odds.rule'),
      };
    }
    if ((a.type === 'brace' || a.type === 'take') && view.attack) {
      const o = skirmishDamageOdds(view.attack.spear, a.type === 'brace');
      return {
        title: t(`action.${a.type}`),
        items: [
          { label: t('odds.expectedTaken'), value: o.expected.toFixed(2) },
          { label: t('odds.twoOrMore'), value: pct(o.twoOrMore) },
        ],
        note: t('odds.rule'),
      };
    }
    return null;
  },
  phaseName: (kind, t) => t(`phase.${kind}`, { defaultValue: kind }),
  localizeMessage(message: Message, t): Message {
    if (!message.params) return message;
    const params = { ...message.params };
    if (typeof params['seat'] === 'string' && isSeat(params['seat'])) params['seat'] = t(`seat.${params['seat']}`);
    if (typeof params['card'] === 'string') params['card'] = t(`card.${params['card']}`, { defaultValue: params['card'] });
    // The engine passes the Spear phrase in English; say it in the reader's language.
    if (params['spear'] === ' with a Spear' || params['spear'] === ' (Spear)') params['spear'] = t('withSpear');
    return { ...message, params };
  },
  rules: skirmishRules,
};
