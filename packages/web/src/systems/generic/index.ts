import { type JsonValue, renderMessage } from '@polemarch/kernel';
import type { SystemAdapter } from '../types';

/** A compact, readable rendering of an action for systems without their own labels. */
export function compactJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map(compactJson).join(', ')}]`;
  const entries = Object.entries(value);
  const type = value['type'];
  const rest = entries.filter(([k]) => k !== 'type').map(([k, v]) => `${k}: ${compactJson(v)}`);
  return typeof type === 'string' ? `${type}${rest.length ? ` (${rest.join(', ')})` : ''}` : `{${rest.join(', ')}}`;
}

/**
 * The fallback for a system the web app has no adapter for yet: no board, the legal actions as
 * labelled buttons (the engine's `describeAction` where its messages have the key, else the action
 * itself), and an empty rules reference. Any new system is playable through it from day one.
 */
export function genericAdapter(id: string): SystemAdapter {
  return {
    id,
    hiddenInformation: true, // Unknown systems may hide things: hot-seat covers the screen to be safe.
    resources: { en: {}, it: {} },
    seatName: (seat) => seat,
    seatColour: (seat) => {
      let h = 0;
      for (const ch of seat) h = (h * 31 + ch.charCodeAt(0)) % 360;
      return `hsl(${h} 45% 38%)`;
    },
    actionLabel(action, { module, lang, described }) {
      if (described && (module.messages[lang]?.[described.key] ?? module.messages['en']?.[described.key])) return renderMessage(module, described, lang);
      return compactJson(action);
    },
    rules: {
      en: { title: 'No rules reference yet', sections: [] },
      it: { title: 'Regolamento non ancora disponibile', sections: [] },
    },
  };
}
