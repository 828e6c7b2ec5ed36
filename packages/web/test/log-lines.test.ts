import { systems } from '@polemarch/catalog';
import { type AnyGameModule, applyAction, type GameEvent, type JsonValue, type Language, newGame, randomChooser, visibleEvents } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { localized } from '../src/components/EventLine';
import { createI18n, systemNamespace } from '../src/i18n';
import { adapterFor } from '../src/systems/registry';

/**
 * Issue 16.4/16.10: every log line a player reads, in English and Italian, over random games of every battle of
 * every system the web app renders, names pieces and sides in words: no internal id, no raw message key, no
 * unrendered placeholder, no debug wording; and no Italian line is left in English. In CI each battle is played
 * for a few dozen decisions (a few seconds a system); POLEMARCH_LOG_LINES=full plays every battle to its end,
 * POLEMARCH_LOG_LINES=<n> that many decisions.
 */
const SETTING = process.env['POLEMARCH_LOG_LINES'];
const FULL = SETTING === 'full';
const CAP = FULL ? 20_000 : SETTING !== undefined && /^\d+$/.test(SETTING) ? Number(SETTING) : 40;

/** Wording that is a developer's, not a player's (issue 16.4). */
const DEBUG = [/\w#\d/, /@\d/, /\bhex\(es\)/, /\bblock\(s\)/, /\bhit\(s\)/, /\(bonus: /, /\b1 dice\b/, /\b1 hits\b/, /\bMust Check TQ marker (true|false)\b/, /\bundefined\b/, /\bNaN\b/, /\[object /, /\btrue\b/, /\bfalse\b/];
const PLACEHOLDER = /\{\{?\w+(\|[^}]*)?\}\}?/;
const RAW_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

/** Message keys whose Italian may read as the English (names and numbers only). */
const SAME_IN_BOTH: ReadonlySet<string> = new Set(['fire.result', 'move.step', 'rout.step', 'card.dice', 'unit.moves', 'leader.moves', 'cc.advance', 'orders.leaderMove', 'ow.step', 'mod.ferocity']);

interface Problem {
  system: string;
  scenario: string;
  lang: Language;
  key: string;
  line: string;
  why: string;
}

function idsOf(view: JsonValue): string[] {
  if (view === null || typeof view !== 'object' || Array.isArray(view)) return [];
  const names = view['names'];
  return names !== null && typeof names === 'object' && !Array.isArray(names) ? Object.keys(names) : [];
}

function check(module: AnyGameModule, scenario: string, seed: number, problems: Problem[], untranslated: Set<string>): number {
  const adapter = adapterFor(module.id);
  const i18n = { en: createI18n('en'), it: createI18n('it') };
  const st = { en: i18n.en.getFixedT('en', systemNamespace(module.id)), it: i18n.it.getFixedT('it', systemNamespace(module.id)) };
  const choose = randomChooser(seed);
  // The kernel's plain steps (as the app's session plays them): Match.create would also check the position, which
  // TAW's Pyrrhus fails with its third parties' Forces (an engine matter, reported; the app starts it as here).
  let state = newGame(module, { scenario, seed });
  let n = 0;
  const ids = new Set(idsOf(module.view(state, null)));
  const idPattern = ids.size ? new RegExp(`(^|[^\\w-])(${[...ids].map((x) => x.replace(/[-]/g, '\\-')).join('|')})(?![\\w-])`) : null;
  // A seat's id ("rome", "top") in a line is an id too: sides are named ("Rome", "the Carthaginians").
  const seats = new Set<string>();
  for (let p = module.pending(state); p !== null && n < CAP; p = module.pending(state)) {
    const seat = p.seat;
    seats.add(seat);
    const seatPattern = new RegExp(`\\b(${[...seats].join('|')})\\b`);
    const step = applyAction(module, state, seat, choose(module.legal(state, seat) as JsonValue[]));
    state = step.state;
    n++;
    for (const viewer of [seat, null]) {
      const view = module.view(state, viewer);
      const events: GameEvent[] = visibleEvents(step.events, viewer);
      for (const e of events) {
        // The Italian line is the engine's, or the adapter's where the engine has none yet (`line.<key>`, TAW).
        const itTemplate = module.messages['it']?.[e.key] ?? (st.it(`line.${e.key}`, { defaultValue: '' }) || undefined);
        if (itTemplate === undefined || (itTemplate === module.messages['en']?.[e.key] && !SAME_IN_BOTH.has(e.key))) untranslated.add(`${module.id}:${e.key}`);
        for (const lang of ['en', 'it'] as const) {
          const lines = [localized(adapter, st[lang], module, e, lang, view), ...(e.modifiers ?? []).map((x) => localized(adapter, st[lang], module, x.label, lang, view))];
          for (const line of lines) {
            const bad = (why: string) => problems.push({ system: module.id, scenario, lang, key: e.key, line, why });
            if (RAW_KEY.test(line.trim())) bad('raw key');
            if (PLACEHOLDER.test(line)) bad('placeholder');
            for (const d of DEBUG) if (d.test(line)) bad(`debug text ${String(d)}`);
            if (idPattern?.test(line)) bad('internal id');
            if (seatPattern.test(line)) bad('seat id');
          }
        }
      }
    }
  }
  return n;
}

/** Every system the app renders but Skirmish (the kernel's test game, offered in developer mode only). */
const RENDERED = systems().filter((m) => m.id !== 'skirmish');

describe('issue 16: log lines read as a story in English and Italian', () => {
  for (const module of RENDERED) {
    it(`${module.id}: no id, raw key, placeholder or debug text in any line, every line in Italian`, () => {
      const problems: Problem[] = [];
      const untranslated = new Set<string>();
      let played = 0;
      for (const s of module.scenarios().filter((x) => x.status === 'playable')) played += check(module, s.id, 11, problems, untranslated);
      expect(played).toBeGreaterThan(0);
      const seen = new Map<string, Problem>();
      for (const p of problems) if (!seen.has(`${p.key}|${p.why}|${p.lang}`)) seen.set(`${p.key}|${p.why}|${p.lang}`, p);
      expect([...seen.values()].map((p) => `${p.scenario} ${p.lang} ${p.key} (${p.why}): ${p.line}`)).toEqual([]);
      expect([...untranslated].sort()).toEqual([]);
    }, SETTING !== undefined ? 3_600_000 : undefined);
  }
});
