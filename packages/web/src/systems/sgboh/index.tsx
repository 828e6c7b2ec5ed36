import { type Message, renderMessage } from '@polemarch/kernel';
import { isSgbohView } from '@polemarch/sgboh';
import type { SystemAdapter } from '../types';
import { actionOf, COLOUR, describe, SgbohBoard, sideLetter, viewOf } from './board';
import { sgbohResources } from './messages';
import { ODDS_TYPES, sgbohOdds } from './odds';
import { sgbohRules } from './rules';

export { mapOf, counterOf, pieceOf } from './board';

/** Simple GBoH on the shared GBoH board (the family's map primitives); SGBoH hides nothing (15.4). */
export const sgbohAdapter: SystemAdapter = {
  id: 'sgboh',
  hiddenInformation: false,
  resources: sgbohResources,
  Board: SgbohBoard,
  seatName: (seat, t) => t(`seat.${seat}`, { defaultValue: seat }),
  seatColour: (seat) => COLOUR[sideLetter(seat)],
  actionLabel(raw, { view, module, lang, described }) {
    const a = actionOf(raw);
    const message: Message | undefined = isSgbohView(view) ? describe(viewOf(view), a) : described;
    return message && (module.messages[lang]?.[message.key] ?? module.messages['en']?.[message.key]) ? renderMessage(module, message, lang) : a.type;
  },
  phaseName: (kind, t) => t(`pending.${kind}`, { defaultValue: kind }),
  localizeMessage(message, t) {
    const side = message.params?.['side'];
    return typeof side === 'string' ? { ...message, params: { ...message.params, side: t(`seat.${side}`, { defaultValue: side }) } } : message;
  },
  rules: sgbohRules,
  // Fire (7.14) and Shock (7.5) odds, from the engine (`oddsOf`).
  odds(raw, { view, t, viewer }) {
    return isSgbohView(view) ? sgbohOdds(actionOf(raw), viewOf(view), viewer, t) : null;
  },
  hasOdds: (raw) => ODDS_TYPES.has(actionOf(raw).type),
};
