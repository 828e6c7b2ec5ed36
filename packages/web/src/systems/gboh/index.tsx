import { isGbohView } from '@polemarch/gboh';
import { renderMessage } from '@polemarch/kernel';
import type { SystemAdapter } from '../types';
import { GbohBoard } from './board';
import { actionOf, COLOUR, leaderName, sideName, unitName, viewOf } from './common';
import { labelOf } from './labels';
import { gbohChartText, localizeGbohMessage } from './localize';
import { gbohResources } from './messages';
import { ODDS_TYPES, oddsOf } from './odds';
import { GbohPanel } from './panel';
import { gbohRules } from './rules';
import { unitOfAction } from './selection';

export { mapOf } from './map';
export { localizeGbohMessage } from './localize';

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
  optionGroup(raw, { view }) {
    // The side list by unit and by leader (146 options at the start of Callinicum fold into their pieces).
    const a = actionOf(raw);
    const v = viewOf(view);
    const unit = unitOfAction(a);
    if (unit !== null) return unitName(v, unit);
    if ('leader' in a && typeof a.leader === 'string') return leaderName(v, a.leader);
    return null;
  },
  // 6.1: a unit with no MP left and nothing else it may do ends its move without a click.
  forced: (legal) => (legal.length === 1 && actionOf(legal[0]!).type === 'end-move' ? legal[0]! : null),
  localizeMessage: localizeGbohMessage,
  chartText: gbohChartText,
  rules: gbohRules,
};
