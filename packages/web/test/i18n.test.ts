import './setup-systems';
import { systems } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { it as italian } from '../src/i18n/it';
import { adapters } from '../src/systems/registry';
import { historyLine, yearText } from '../src/screens/history';
import { createI18n, systemNamespace } from '../src/i18n';
import { gbohChartText } from '../src/systems/gboh/localize';
import { NOTES_IT, noteText } from '../src/i18n/notes';

/**
 * Issue 16.10: complete Italian. Every string the app shows, its own and each system's (the adapters' words and the
 * engines' log and prompt catalogs of C&C and GBoH), exists in both languages, and no Italian string is the English
 * one left as it was, unless all its words are the same in Italian (names, abbreviations, loan words kept in Italian
 * wargaming: Momentum, hot-seat).
 */
const SAME_IN_ITALIAN = new Set(['english', 'italiano', 'computer', 'hot-seat', 'zoom', 'momentum', 'cheiroballistra', 'tq', 'ma', 'mp', 'rp', 'zoc', 'hi', 'mi', 'li', 'lc', 'hc', 'ln', 'd',
  // Proper and Latin names the same in both languages (Giustiniano: the Alamanni, Africa, the Magistri Militum; TAW: the Devotio, Sparta, the Magister Equitum).
  'alamanni', 'africa', 'magistri', 'militum', 'devotio', 'sparta', 'magister', 'equitum']);

/** The words of a string that a translator would translate: no placeholders, numbers, symbols or abbreviations. */
function words(text: string): string[] {
  return text
    .replace(/\{\{?\w+(\|[^}]*)?\}\}?/g, ' ')
    .split(/[^\p{L}-]+/u)
    .filter((w) => w.length > 0 && !/^[A-Z]{1,4}$/.test(w) && !SAME_IN_ITALIAN.has(w.toLowerCase()));
}

function untranslated(enStrings: Record<string, string>, itStrings: Record<string, string>, skip: (key: string) => boolean = () => false): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(enStrings)) {
    if (skip(k)) continue;
    const i = itStrings[k];
    if (i === undefined) out.push(`${k}: missing`);
    else if (i === v && words(v).length > 0) out.push(`${k}: "${v}" left in English`);
  }
  return out;
}

/** Names the engines take from their data (cards, unit types, counters): proper nouns or already given in Italian there. */
const NAMES = /^(card|unit|type|vertex|hexsideDir|army|armyAdj)\./;

describe('issue 16.10: complete Italian', () => {
  it('the app’s own words: every string in both languages, none left in English', () => {
    expect(untranslated(en, italian)).toEqual([]);
    expect(untranslated(italian, en)).toEqual([]);
  });

  it('each system adapter’s words: every string in both languages, none left in English', () => {
    for (const a of adapters()) {
      expect(untranslated(a.resources.en, a.resources.it, (k) => NAMES.test(k) || k.startsWith('text.')), a.id).toEqual([]);
      expect(untranslated(a.resources.it, a.resources.en, (k) => NAMES.test(k)), a.id).toEqual([]);
    }
  });

  it('the C&C and GBoH log and prompt catalogs: every line in Italian', () => {
    for (const m of systems().filter((x) => x.id === 'cca' || x.id === 'gboh')) {
      const enLines = m.messages['en'] ?? {};
      const itLines = m.messages['it'] ?? {};
      // 'action.generic' is a bare "{type} {detail}"; card and unit names come from the engine's data with their Italian.
      expect(untranslated(enLines, itLines, (k) => NAMES.test(k) || k === 'action.generic'), m.id).toEqual([]);
    }
  });

  it('every battle has its line of history in both languages, and dates read the Italian way', () => {
    for (const m of systems().filter((x) => x.id === 'cca' || x.id === 'gboh')) {
      for (const s of m.scenarios().filter((x) => x.status === 'playable')) {
        expect(historyLine(s.id, 'en'), s.id).toBeTruthy();
        expect(historyLine(s.id, 'it'), s.id).toBeTruthy();
      }
    }
    expect(yearText('406 BC', 'it')).toBe('406 a.C.');
    expect(yearText('1221 AD', 'it')).toBe('1221 d.C.');
    expect(yearText('406 BC', 'en')).toBe('406 BC');
  });

  it('every provenance note of every battle (the home screen’s details fold) in Italian', () => {
    const missing: string[] = [];
    for (const m of systems().filter((x) => x.id !== 'skirmish')) {
      for (const s of m.scenarios()) for (const n of s.notes ?? []) if (NOTES_IT[n] === undefined) missing.push(`${m.id}:${s.id}: ${n}`);
    }
    expect(missing).toEqual([]);
    expect(noteText('map reconstructed', 'it')).toBe('mappa ricostruita');
    expect(noteText('map reconstructed', 'en')).toBe('map reconstructed');
  });

  it('GBoH chart names, cells and results in the log read in Italian', () => {
    const it = createI18n('it').getFixedT('it', systemNamespace('gboh'));
    const en = createI18n('en').getFixedT('en', systemNamespace('gboh'));
    expect(gbohChartText('Command Checks (Trump)', it)).toBe('Controlli di comando (Scavalcamento)');
    expect(gbohChartText('finished', it)).toBe('Finito');
    expect(gbohChartText('column 5', it)).toBe('colonna 5');
    expect(gbohChartText('7 vs turn 3', it)).toBe('7 contro turno 3');
    expect(gbohChartText('Command Checks (Trump)', en)).toBe('Command Checks (Trump)');
    expect(gbohChartText('column 5', en)).toBe('column 5');
  });
});
