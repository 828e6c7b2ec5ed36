// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type GameEvent, applyAction, newGame } from '@polemarch/kernel';
import { randomPlayout, skirmish } from '@polemarch/kernel/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLine, parseRule } from '../src/components/EventLine';
import { moduleFor } from '../src/game/session';
import { adapterFor } from '../src/systems/registry';
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
    // The Devil's Horsemen cites its own sections: they live in the GBoH rules reference.
    expect(parseRule('dh 9.17', 'gboh')).toEqual({ system: 'gboh', section: 'dh-9.17' });
    expect(parseRule('gboh indus.flankingForce', 'gboh')).toEqual({ system: 'gboh', section: 'indus.flankingForce' });
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

describe('the C&C: Ancients and GBoH rules references', () => {
  it('searching the C&C rules keeps the matching sections and marks every match', () => {
    renderApp(h(RulesScreen, { system: 'cca', go: () => undefined, hasGame: false }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commands & Colors: Ancients — the rules');
    fireEvent.change(screen.getByLabelText('Search the rules'), { target: { value: 'rampage' } });
    expect([...document.querySelectorAll('section.rule h2')].map((e) => e.textContent)).toEqual(['12.8.4 Elephant Rampage', '12.8.5 Rampage and leaders', '12.9 Draws']);
    expect([...document.querySelectorAll('.rules-toc a')].map((a) => a.getAttribute('href'))).toEqual(['#/rules/cca/12.8.4', '#/rules/cca/12.8.5', '#/rules/cca/12.9']);
    expect([...document.querySelectorAll('section.rule mark')].map((m) => m.textContent?.toLowerCase())).toEqual(Array(document.querySelectorAll('section.rule mark').length).fill('rampage'));
    expect(document.querySelectorAll('section.rule mark').length).toBeGreaterThanOrEqual(4);
  });

  it('shows the unit table from the engine’s data, in Italian for Italian readers', () => {
    renderApp(h(RulesScreen, { system: 'cca', section: 'units', go: () => undefined, hasGame: false }), 'it');
    const table = document.querySelector('section.rule.target')!;
    expect(table.querySelector('h2')?.textContent).toBe('Tabella delle unità');
    expect(table.textContent).toContain('Fanteria pesante (HI): pesante (quadrato rosso), a piedi, 4 blocchi. Muove 1. Combattimento ravvicinato 5 dadi, contrattacco 5.');
    fireEvent.change(screen.getByLabelText('Cerca nelle regole'), { target: { value: 'elefant' } });
    expect([...document.querySelectorAll('section.rule h2')].map((e) => e.textContent)).toContain('12.8.4 Furia dell’elefante');
  });

  it('GBoH: a log line’s section is marked, and the charts are readable', () => {
    renderApp(h(RulesScreen, { system: 'gboh', section: '9.16', go: () => undefined, hasGame: false }));
    expect(document.querySelector('section.rule.target h2')?.textContent).toBe('9.16 The Melee');
    fireEvent.change(screen.getByLabelText('Search the rules'), { target: { value: 'Roll 9:' } });
    const crt = [...document.querySelectorAll('section.rule')];
    expect(crt.map((e) => e.querySelector('h2')?.textContent)).toEqual(['Chart: Shock Combat Results Table']);
    expect(crt[0]!.textContent).toContain('Roll 9: 1: 3(2) · 2: 2(2)');
  });

  it('a die roll in the log links to its section, for C&C and for GBoH', () => {
    const cc = moduleFor('cca');
    const gb = moduleFor('gboh');
    const event = (rule: string): GameEvent => ({ key: 'x', rule, rolls: [{ die: 'battle', value: 'flag' }] });
    renderApp(
      h('div', null, [
        h(EventLine, { key: 1, event: event('cca 11.8'), module: cc, adapter: adapterFor('cca'), st: ((k: string) => k) as never, lang: 'en', view: null }),
        h(EventLine, { key: 2, event: event('gboh dara.trench'), module: gb, adapter: adapterFor('gboh'), st: ((k: string) => k) as never, lang: 'en', view: null }),
      ]),
    );
    expect([...document.querySelectorAll('a.rule-link')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#/rules/cca/11.8', '§11.8'],
      ['#/rules/gboh/dara.trench', '§dara.trench'],
    ]);
    expect(adapterFor('cca').rules.en.sections.some((s) => s.id === '11.8')).toBe(true);
    expect(adapterFor('gboh').rules.it.sections.some((s) => s.id === 'dara.trench')).toBe(true);
  });
});
