// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type GameEvent, applyAction, newGame } from '@polemarch/kernel';
import { randomPlayout, skirmish } from '@polemarch/kernel/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRule } from '../src/components/EventLine';
import { RulesScreen } from '../src/screens/RulesScreen';
import { skirmishAdapter } from '../src/systems/skirmish';
import { h, renderApp } from './helpers';

afterEach(cleanup);

describe('the rules reference', () => {
  it('has a section for every rule the engine cites, in both languages', () => {
    const cited = new Set<string>();
    for (let seed = 1; seed <= 5; seed++) {
      const { record } = randomPlayout(skirmish, { scenario: 'standard', seed }, { seed, maxActions: 120 });
      let state = newGame(skirmish, { scenario: 'standard', seed });
      for (const a of record.actions) {
        const r = applyAction(skirmish, state, a.seat, a.action);
        state = r.state;
        r.events.forEach((e: GameEvent) => e.rule && cited.add(parseRule(e.rule, 'skirmish').section));
      }
    }
    expect([...cited].sort()).toEqual(['2', '3', '4']);
    for (const lang of ['en', 'it'] as const) {
      const ids = skirmishAdapter.rules[lang].sections.map((s) => s.id);
      for (const c of cited) expect(ids).toContain(c);
    }
    expect(skirmishAdapter.rules.it.sections.map((s) => s.id)).toEqual(skirmishAdapter.rules.en.sections.map((s) => s.id));
  });

  it('reads a rule reference as system and section', () => {
    expect(parseRule('gboh 9.16', 'x')).toEqual({ system: 'gboh', section: '9.16' });
    expect(parseRule('4', 'skirmish')).toEqual({ system: 'skirmish', section: '4' });
  });

  it('marks the section a log line linked to, and searching keeps only matching sections', () => {
    renderApp(h(RulesScreen, { system: 'skirmish', section: '4', go: () => undefined, hasGame: false }));
    expect(document.querySelector('section.rule.target h2')?.textContent).toBe('4. Reaction and damage');
    fireEvent.change(screen.getByLabelText('Search the rules'), { target: { value: 'shuffled' } });
    expect([...document.querySelectorAll('section.rule h2')].map((e) => e.textContent)).toEqual(['1. Set-up', '5. End of turn']);
    expect(document.querySelectorAll('mark').length).toBeGreaterThanOrEqual(2);
    fireEvent.change(screen.getByLabelText('Search the rules'), { target: { value: 'zzzz' } });
    expect(screen.getByText('No section matches your search.')).toBeTruthy();
  });

  it('is in Italian for Italian readers', () => {
    renderApp(h(RulesScreen, { system: 'skirmish', go: () => undefined, hasGame: true }), 'it');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scaramuccia: il regolamento');
    expect(screen.getByRole('button', { name: 'Torna alla partita' })).toBeTruthy();
  });
});
