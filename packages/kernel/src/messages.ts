import type { AnyGameModule, GameEvent, Message } from './module';

export type Language = 'en' | 'it';
export const LANGUAGES: readonly Language[] = ['en', 'it'];

/**
 * Render a message with a module's templates: `{name}` is replaced by the parameter, `{name|one|other}` by the
 * word agreeing with the number `name` (singular when it is 1). Falls back to
 * English, then to the key itself, so a missing translation shows something readable, never nothing.
 */
export function renderMessage(module: Pick<AnyGameModule, 'messages'>, message: Message, lang: Language = 'en'): string {
  const template = module.messages[lang]?.[message.key] ?? module.messages['en']?.[message.key] ?? message.key;
  return template.replace(/\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g, (whole, name: string, one?: string, other?: string) => {
    const v = message.params?.[name];
    if (v === undefined) return whole;
    // `{n|hit|hits}` says the noun that agrees with the number n (so no log line reads "1 hits" or "hex(es)").
    if (one !== undefined && other !== undefined) return v === 1 ? one : other;
    return typeof v === 'object' ? renderMessage(module, v, lang) : String(v);
  });
}

/** A full log line: the message, the rule it applied and the dice with modifiers and chart cell. */
export function renderEvent(module: Pick<AnyGameModule, 'messages' | 'id'>, event: GameEvent, lang: Language = 'en'): string {
  const parts = [renderMessage(module, event, lang)];
  if (event.rolls?.length) {
    const dice = event.rolls.map((r) => `${r.die}=${String(r.value)}${r.forced ? '*' : ''}`).join(' ');
    parts.push(`[${dice}]`);
  }
  if (event.modifiers?.length) {
    parts.push(event.modifiers.map((m) => `${m.value >= 0 ? '+' : ''}${m.value} ${renderMessage(module, m.label, lang)}`).join(', '));
  }
  if (event.chart) parts.push(`(${event.chart.name}: ${event.chart.cell}${event.chart.result ? ` → ${event.chart.result}` : ''})`);
  if (event.rule) parts.push(`§${event.rule}`);
  return parts.join(' ');
}

/** Events a seat may see (null: a spectator sees only public ones). */
export function visibleEvents(events: readonly GameEvent[], seat: string | null): GameEvent[] {
  return events.filter((e) => e.visibleTo === undefined || (seat !== null && e.visibleTo.includes(seat)));
}
