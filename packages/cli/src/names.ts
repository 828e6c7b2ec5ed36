import type { AnyGameModule, GameEvent, Language, Message } from '@polemarch/kernel';

type Params = NonNullable<Message['params']>;

/** The engine's own text for a key, in the reader's language or else English. */
export function engineName(module: Pick<AnyGameModule, 'messages'>, key: string, lang: Language): string | undefined {
  return module.messages[lang]?.[key] ?? module.messages['en']?.[key];
}

/**
 * Engine messages pass cards and pieces as raw ids (C&C: `card: 'out-flanked'`, `unit: 'top MC#3 @4,5'`,
 * cca messages.ts `unitLabel`). Where the engine's own messages name them (`card.<id>`, `unit.<TYPE>`,
 * the names the web app shows), say the name instead, in the reader's language; otherwise keep the id.
 */
export function nameIds(module: Pick<AnyGameModule, 'messages'>, message: Message, lang: Language): Message {
  if (!message.params) return message;
  const name = (key: string): string | undefined => engineName(module, key, lang);
  const params: Params = {};
  for (const [k, v] of Object.entries(message.params)) {
    if (typeof v === 'object') {
      params[k] = nameIds(module, v, lang);
      continue;
    }
    if (typeof v !== 'string') {
      params[k] = v;
      continue;
    }
    const direct = k === 'card' ? name(`card.${v}`) : undefined;
    // A piece label `side TYPE#id[ @row,col]`: the type by its name, the id and hex kept for reference.
    const piece = /^(\S+) ([A-Z]+)(#\d+.*)$/.exec(v);
    const typeName = piece ? name(`unit.${piece[2]!}`) : undefined;
    params[k] = direct ?? (piece && typeName !== undefined ? `${piece[1]!} ${typeName}${piece[3]!}` : v);
  }
  return { ...message, params };
}

/** An event with its raw ids named, its modifiers' labels too. */
export function nameEventIds(module: Pick<AnyGameModule, 'messages'>, event: GameEvent, lang: Language): GameEvent {
  const named = nameIds(module, event, lang) as GameEvent;
  return event.modifiers ? { ...named, modifiers: event.modifiers.map((m) => ({ ...m, label: nameIds(module, m.label, lang) })) } : named;
}
