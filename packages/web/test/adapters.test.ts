// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newGame } from '@polemarch/kernel';
import { skirmish } from '@polemarch/kernel/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { startGame } from '../src/game/session';
import { createI18n, systemNamespace } from '../src/i18n';
import { compactJson, genericAdapter } from '../src/systems/generic';
import { adapterFor } from '../src/systems/registry';
import { skirmishAdapter, skirmishDamageOdds } from '../src/systems/skirmish';
import { GameHarness } from './harness';
import { h, renderApp } from './helpers';

afterEach(cleanup);

describe('Skirmish odds (rule 4), shown before the attack', () => {
  it('a plain attack: 1 hit on 1–3, 2 on 4–6, so 1.5 expected and 50% for two', () => {
    const o = skirmishDamageOdds(false, false);
    expect(o.expected).toBeCloseTo(1.5);
    expect(o.twoOrMore).toBeCloseTo(0.5);
  });
  it('a Spear adds one hit; a Shield takes one off and can save the blow entirely', () => {
    expect(skirmishDamageOdds(true, false).expected).toBeCloseTo(2.5);
    const braced = skirmishDamageOdds(false, true);
    expect(braced.distribution).toEqual({ 0: 0.5, 1: 0.5 });
    expect(skirmishDamageOdds(true, true).expected).toBeCloseTo(1.5);
  });
  it('labels the odds in the player’s language', () => {
    const st = createI18n('it').getFixedT('it', systemNamespace('skirmish'));
    const odds = skirmishAdapter.odds!({ type: 'attack', spear: true }, { view: skirmish.view(newGame(skirmish, { scenario: 'standard', seed: 1 }), 'red'), t: st, viewer: 'red' });
    expect(odds?.title).toBe('Attacca con una Lancia');
    expect(odds?.items[0]).toEqual({ label: 'Colpi attesi', value: '2.50' });
  });
  it('translates seat names and the Spear phrase the engine passes raw', () => {
    const st = createI18n('it').getFixedT('it', systemNamespace('skirmish'));
    expect(skirmishAdapter.localizeMessage!({ key: 'attack', params: { seat: 'blue', spear: ' with a Spear' } }, st, null).params).toEqual({ seat: 'Blu', spear: ' con una Lancia' });
  });
});

describe('the adapter registry', () => {
  it('has Skirmish’s own adapter, and a generic one for any system without', () => {
    expect(adapterFor('skirmish')).toBe(skirmishAdapter);
    const g = adapterFor('some-new-system');
    expect(g.Board).toBeUndefined();
    expect(adapterFor('some-new-system')).toBe(g);
  });
  it('labels actions compactly when the engine has no words for them', () => {
    expect(compactJson({ type: 'move', to: { row: 3, col: 4 } })).toBe('move (to: {row: 3, col: 4})');
    expect(compactJson([1, 'a', null])).toBe('[1, a, null]');
  });
});

describe('a system with no adapter is playable through the generic one', () => {
  it('shows its legal actions as buttons and plays them through the kernel', async () => {
    const unknown = { ...skirmish, id: 'duel', messages: { en: { ...skirmish.messages['en']!, 'action.end-turn': 'Finish' } } };
    const adapter = genericAdapter('duel');
    expect(adapter.actionLabel({ type: 'end-turn' }, { view: null, t: createI18n('en').t, module: unknown, lang: 'en', described: { key: 'action.end-turn' } })).toBe('Finish');
    const probe = { game: startGame(unknown, { scenario: 'standard', seed: 5 }, { red: 'here', blue: 'computer' }) };
    renderApp(h(GameHarness, { initial: probe.game, probe }));
    expect(screen.getByText('This system has no board in the web app yet: choose from the options on the right.')).toBeTruthy();
    const prompt = screen.getByTestId('prompt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Move to row 6, column 5' }));
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(1));
    expect(within(prompt).getByRole('button', { name: 'Finish' })).toBeTruthy();
  });
});
