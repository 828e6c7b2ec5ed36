// @vitest-environment happy-dom
import './setup-systems';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent } from '@testing-library/react';
import { type JsonValue, applyAction, newGame } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { type JustinianState, PROVINCES, justinian } from '@polemarch/justinian';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRule } from '../src/components/EventLine';
import { createI18n } from '../src/i18n';
import { justinianAdapter } from '../src/systems/justinian';
import type { Inspection } from '../src/systems/types';
import { BOX_AT, PROVINCE_AT, SEA_AT } from '../src/systems/justinian/geometry';
import { justinianRules } from '../src/systems/justinian/rules';
import { h, renderApp } from './helpers';

afterEach(cleanup);

function ctxFor(state: JustinianState, onAction: (a: JsonValue) => void = () => undefined) {
  const i18n = createI18n('en');
  const pending = justinian.pending(state);
  const seat = pending?.seat ?? null;
  return {
    module: justinian as never, view: justinian.view(state, seat) as JsonValue, viewer: seat, pending,
    legal: seat === null ? [] : (justinian.legal(state, seat) as JsonValue[]), onAction, onInspect: () => undefined,
    t: i18n.getFixedT('en', 'sys-justinian'), lang: 'en' as const,
  };
}

describe('the Justinian area map (web/src/systems/justinian)', () => {
  it('the schematic geometry places every province, sea area and box of the engine map', () => {
    for (const p of PROVINCES) expect(PROVINCE_AT.has(p.name), p.name).toBe(true);
    expect(PROVINCE_AT.size).toBe(89);
    expect(SEA_AT.size).toBe(9);
    expect(BOX_AT.size).toBe(14);
  });

  it('draws the opening position: provinces, armies with their SP, and the set-up places as clickable areas', () => {
    const s = newGame(justinian, { scenario: 'campaign', seed: 1, options: {} });
    const got: JsonValue[] = [];
    const Board = justinianAdapter.Board!;
    renderApp(h(Board, ctxFor(s, (a) => got.push(a))));
    expect(document.querySelectorAll('[data-province]')).toHaveLength(89);
    expect(document.body.textContent).toContain('Europa');
    // Praesental II's set-up places (3.21) are buttons; Bithynia is one of them.
    const bithynia = document.querySelector('[data-province="Bithynia"]')!;
    expect(bithynia.getAttribute('role')).toBe('button');
    expect(document.querySelector('[data-province="Flaminia"]')!.getAttribute('role')).toBeNull();
    fireEvent.click(bithynia);
    expect(got).toEqual([{ type: 'setup-army', army: 'praesentalII', province: 'Bithynia' }]);
  });

  it('the hover box follows the game: a province hovered before a move shows the army that has just arrived (issue 16.5)', () => {
    const s = newGame(justinian, { scenario: 'campaign', seed: 1, options: {} });
    const shown: (Inspection | null)[] = [];
    const Board = justinianAdapter.Board!;
    const ctx = (st: JustinianState, onAction: (a: JsonValue) => void = () => undefined) => ({ ...ctxFor(st, onAction), onInspect: (d: Inspection | null) => shown.push(d) });
    const moves: JsonValue[] = [];
    const { rerender, i18n } = renderApp(h(Board, ctx(s, (a) => moves.push(a))));
    const forces = () => shown.at(-1)?.lines.find((l) => l.label === 'Forces')?.value;
    // The pointer rests on Bithynia, empty at the start; clicking it sets Praesental II up there (3.21).
    const bithynia = document.querySelector('[data-province="Bithynia"]')!;
    fireEvent.mouseEnter(bithynia);
    expect(shown.at(-1)?.title).toBe('Bithynia');
    expect(forces()).toBe('—');
    fireEvent.click(bithynia);
    expect(moves).toEqual([{ type: 'setup-army', army: 'praesentalII', province: 'Bithynia' }]);
    const after = applyAction(justinian, s, justinian.pending(s)!.seat, moves[0]!).state;
    rerender(h(I18nextProvider, { i18n }, h(Board, ctx(after))));
    // The box is redrawn from the new view without the pointer moving: the army is there.
    expect(shown.at(-1)?.title).toBe('Bithynia');
    expect(forces()).toContain('Praes. II');
    // Leaving the area empties the box; a later change does not bring it back.
    fireEvent.mouseLeave(document.querySelector('[data-province="Bithynia"]')!);
    expect(shown.at(-1)).toBeNull();
    rerender(h(I18nextProvider, { i18n }, h(Board, ctx(s))));
    expect(shown.at(-1)).toBeNull();
  });

  it('the panel shows the turn record, the Treasury, activation markers and the Prefectures, in English and Italian', () => {
    const s = newGame(justinian, { scenario: 'campaign', seed: 1, options: { setup: 'historical' } });
    const Panel = justinianAdapter.Panel!;
    renderApp(h(Panel, ctxFor(s)));
    expect(document.body.textContent).toContain('30 G');
    expect(document.body.textContent).toContain('Prefectures (10.21)');
    expect(document.body.textContent).toContain('Random AM left');
    cleanup();
    const it = createI18n('it');
    renderApp(h(Panel, { ...ctxFor(s), t: it.getFixedT('it', 'sys-justinian'), lang: 'it' as const }), 'it');
    expect(document.body.textContent).toContain('Tesoro bizantino');
    expect(document.body.textContent).toContain('Prefetture (10.21)');
  });

  it('every rule the engine cites has a section in the rules reference, in both languages', () => {
    const dir = join(process.cwd(), 'packages/justinian/src'); // vitest runs from the repository root
    const text = readdirSync(dir).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(`${dir}/${f}`, 'utf8')).join('\n');
    const cited = new Set([...text.matchAll(/'justinian (\d+\.\d+)'/g), ...text.matchAll(/cite\('(\d+\.\d+)'\)/g)].map((m) => m[1]!));
    for (const scenario of ['campaign', 'solitaire']) {
      const { record } = randomPlayout(justinian, { scenario, seed: 3, options: { maxTurns: 2 } }, { seed: 3, maxActions: 3000 });
      let state = newGame(justinian, { scenario, seed: 3, options: { maxTurns: 2 } });
      for (const a of record.actions) {
        const p = justinian.pending(state);
        if (p?.rule) cited.add(parseRule(p.rule, 'justinian').section);
        const r = applyAction(justinian, state, a.seat, a.action, a.dice ?? []);
        state = r.state;
        for (const e of r.events) if (e.rule) cited.add(parseRule(e.rule, 'justinian').section);
      }
    }
    expect(cited.size).toBeGreaterThan(50);
    for (const lang of ['en', 'it'] as const) {
      const ids = new Set(justinianRules[lang].sections.map((x) => x.id));
      expect([...cited].filter((c) => !ids.has(c)).sort(), lang).toEqual([]);
    }
    expect(justinianRules.it.sections.map((x) => x.id)).toEqual(justinianRules.en.sections.map((x) => x.id));
  });

  it('both languages have the same adapter words', () => {
    expect(Object.keys(justinianAdapter.resources.it).sort()).toEqual(Object.keys(justinianAdapter.resources.en).sort());
  });
});
