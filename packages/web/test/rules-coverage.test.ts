import './setup-systems';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cca } from '@polemarch/cca';
import { gboh } from '@polemarch/gboh';
import { type AnyGameModule, applyAction, newGame } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { parseRule } from '../src/components/EventLine';
import { ccaRules } from '../src/systems/cca/rules';
import { gbohRules } from '../src/systems/gboh/rules';
import type { RulesContent } from '../src/systems/types';

/** Every TypeScript source of an engine package, as text. */
function sources(pkg: string): string {
  const root = fileURLToPath(new URL(`../../${pkg}/src`, import.meta.url));
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.ts')) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(root);
  return out.join('\n');
}

/** The rule sections an engine names literally: `'cca 11.8'`, `'gboh 9.16'`. */
function literalRules(text: string, system: string): Set<string> {
  return new Set([...text.matchAll(new RegExp(`'${system} ([^']+)'`, 'g'))].map((m) => m[1]!));
}

/**
 * GBoH's log helpers take the bare section as their last argument (`note(ctx, key, params, '9.16')`,
 * `rollD10(...)`, `addHits(...)`), and the reactions' rules sit in a map (`ruleOf`); gather both.
 */
function gbohArgumentRules(text: string): Set<string> {
  const flat = text.replace(/\s+/g, ' ');
  const calls = [...flat.matchAll(/\b(?:note|rollD10|addHits|addHitsAndRout|leaderCasualty|advanceInto)\(ctx, ('[^']+'|[\w.]+), (\{[^{}]*\}|[\w.]+), '([^']+)'/g)].map((m) => m[3]!);
  const ruleMap = /function ruleOf[^}]*\{([^}]*)\}/.exec(flat)?.[1] ?? '';
  return new Set([...calls, ...[...ruleMap.matchAll(/'(\d+\.\d+)'/g)].map((m) => m[1]!)]);
}

/** The rules a few bounded random games actually cite, in their events and their decisions. */
function playedRules(module: AnyGameModule, scenarios: string[], maxActions: number): Set<string> {
  const cited = new Set<string>();
  for (const scenario of scenarios) {
    const { record } = randomPlayout(module, { scenario, seed: 3 }, { seed: 3, maxActions });
    let state = newGame(module, { scenario, seed: 3 });
    for (const a of record.actions) {
      const p = module.pending(state);
      if (p?.rule) cited.add(parseRule(p.rule, module.id).section);
      const r = applyAction(module, state, a.seat, a.action, a.dice ?? []);
      state = r.state;
      for (const e of r.events) if (e.rule) cited.add(parseRule(e.rule, module.id).section);
    }
  }
  return cited;
}

function missing(rules: Record<'en' | 'it', RulesContent>, cited: Set<string>): Record<'en' | 'it', string[]> {
  const of = (lang: 'en' | 'it') => {
    const ids = new Set(rules[lang].sections.map((s) => s.id));
    return [...cited].filter((c) => !ids.has(c)).sort();
  };
  return { en: of('en'), it: of('it') };
}

describe('every rule the engines cite has a section in the rules reference, in both languages', () => {
  it('C&C: Ancients, from its sources and from seeded random games', () => {
    const cited = new Set([...literalRules(sources('cca'), 'cca'), ...playedRules(cca, ['akragas', 'crimissos-river'], 300)]);
    expect(cited.size).toBeGreaterThan(40);
    expect(missing(ccaRules, cited)).toEqual({ en: [], it: [] });
  });

  it('GBoH Cataphract, from its sources and from a seeded random game', () => {
    const text = sources('gboh');
    const cited = new Set([...literalRules(text, 'gboh'), ...gbohArgumentRules(text), ...playedRules(gboh, ['tricameron'], 100)]);
    expect(cited.size).toBeGreaterThan(70);
    for (const id of ['9.16', '10.22', 'dara.trench', 'cf.alans', 'scenario']) expect(cited).toContain(id);
    expect(missing(gbohRules, cited)).toEqual({ en: [], it: [] });
  });

  it('English and Italian have the same sections in the same order', () => {
    for (const rules of [ccaRules, gbohRules]) {
      expect(rules.it.sections.map((s) => s.id)).toEqual(rules.en.sections.map((s) => s.id));
      expect(new Set(rules.en.sections.map((s) => s.id)).size).toBe(rules.en.sections.length);
    }
  });

  it('covers every chapter, the tables and the charts', () => {
    const cc = ccaRules.en.sections.map((s) => s.id);
    for (let n = 1; n <= 18; n++) expect(cc).toContain(String(n));
    expect(cc).toEqual(expect.arrayContaining(['units', 'terrain', 'cards']));
    const gb = gbohRules.en.sections.map((s) => s.id);
    for (let n = 1; n <= 12; n++) expect(gb).toContain(`${n}.0`);
    expect(gb).toEqual(expect.arrayContaining(['chart.crt', 'chart.clash', 'chart.superiority', 'chart.missile', 'chart.terrain']));
    // The Devil's Horsemen: its chapters (log links to a DH paragraph open its chapter) and its own rules.
    for (let n = 2; n <= 12; n++) expect(gb).toContain(`dh-${n}.0`);
    expect(gb).toEqual(expect.arrayContaining(['dh.withdrawalReaction', 'liegnitz.chivalricCode']));
  });
});
