import { isGbohView } from '@polemarch/gboh';
import type { JsonValue, Message } from '@polemarch/kernel';
import type { TFunction } from 'i18next';

// ---------------------------------------------------------------- message parameters

const ID_PARAMS = ['unit', 'firer', 'target', 'attacker', 'defender', 'mover', 'leader', 'fromLeader', 'by', 'instead', 'champion', 'line', 'counter', 'a', 'b'];
/** Parameters the engine writes as English words (a cause, a reason): said in the reader's language (`text.<words>`). */
const TEXT_PARAMS = ['cause', 'reason', 'why', 'mode'];
const SIDE_PARAMS = ['side', 'winner'];

export function localizeGbohMessage(message: Message, t: TFunction, view: JsonValue): Message {
  if (!message.params) return message;
  // The pieces are named from the view's names table (a screen without a GBoH view shows the ids).
  const names = isGbohView(view) ? view.names : {};
  const nameOf = (id: string): string | undefined => names[id];
  const params = { ...message.params };
  for (const k of ID_PARAMS) {
    const v = params[k];
    // One piece, or a list of them ("line": the units of a Shield Wall, 11.72, written "a,b,c").
    if (typeof v === 'string') params[k] = nameOf(v) ?? (v.includes(',') ? v.split(/,\s*/).map((id) => nameOf(id) ?? id).join(', ') : v);
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
  for (const k of TEXT_PARAMS) {
    const v = params[k];
    if (typeof v !== 'string') continue;
    // 12.12: "<side> withdraws" names the side by its id; so do the Mongols' withdrawal (DH 12.2) and their giving up
    // the Dismounted Defense (DH 12.22).
    const withdraws = /^(\w+) withdraws$/.exec(v) ?? /^(\w+) withdraw \(12\.2\)$/.exec(v);
    const givesUp = /^(\w+) give up the Dismounted Defense and withdraw \(12\.22\)$/.exec(v);
    const side = (id: string) => t(`seat.${id}`, { defaultValue: id });
    params[k] = withdraws ? t('text.sideWithdraws', { side: side(withdraws[1]!) }) : givesUp ? t('text.sideGivesUpDefense', { side: side(givesUp[1]!) }) : t(`text.${v}`, { defaultValue: v });
  }
  if (params['winner'] === 'draw') params['winner'] = t('text.draw');
  if (message.key === 'ow.start' && typeof params['approach'] === 'string') params['approach'] = t(`aspect.${params['approach']}`, { defaultValue: params['approach'] });
  if (message.key === 'fire.result' && typeof params['supply'] === 'string') params['supply'] = t(`supply.${params['supply']}`, { defaultValue: params['supply'] });
  if (message.key === 'activation.start' && typeof params['kind'] === 'string') params['kind'] = t(`kind.${params['kind']}`, { defaultValue: params['kind'] });
  if (message.key === 'shock.column') {
    if (typeof params['aspect'] === 'string') params['aspect'] = t(`aspect.${params['aspect']}`, { defaultValue: params['aspect'] });
    if (typeof params['superiority'] === 'string') params['superiority'] = t(`sup.${params['superiority']}`, { defaultValue: params['superiority'] });
  }
  return { ...message, params };
}

/** The few English words the engine's chart cells are made of ("column 5", "7 vs 4", "range 2"). */
const CHART_WORDS = ['column', 'range', 'vs', 'turn', 'chit'];

/**
 * A chart's name, cell or result as the engine writes it, in the reader's language (issue 16.10): a whole phrase
 * from `chart.<phrase>`, else its words one by one; English reads as written.
 */
export function gbohChartText(text: string, t: TFunction): string {
  const whole = t(`chart.${text}`, { defaultValue: '' });
  if (whole !== '') return whole;
  return text.replace(new RegExp(`\\b(${CHART_WORDS.join('|')})\\b`, 'g'), (w) => t(`chartWord.${w}`, { defaultValue: w }));
}
