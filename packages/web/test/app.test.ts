// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { skirmish } from '@polemarch/kernel/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { App, CURRENT_GAME_KEY } from '../src/App';
import { listSlots, slotRecord } from '../src/game/saves';
import { DEV_MODE_KEY } from '../src/screens/Home';
import { type Route, parseRoute, routeHash } from '../src/app/route';
import { inThreadComputer } from '../src/game/computer';
import { play, startGame } from '../src/game/session';
import { en } from '../src/i18n/en';
import { it as italian } from '../src/i18n/it';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n';
import { ReplayScreen } from '../src/screens/ReplayScreen';
import { adapters } from '../src/systems/registry';
import { h, renderApp } from './helpers';
import { startSkirmishAndMove } from './start-skirmish';

afterEach(() => {
  cleanup();
  location.hash = '';
});

describe('routes', () => {
  it('round-trip through the hash', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'play' },
      { name: 'replay' },
      { name: 'rules', system: 'gboh', section: '9.16' },
      { name: 'rules', system: 'cca' },
      { name: 'gallery', system: 'gboh', size: 'largest' },
      { name: 'gallery', system: 'gboh', size: 'demo' },
      { name: 'gallery', system: 'cca' },
    ];
    for (const r of routes) {
      expect(parseRoute(routeHash(r))).toEqual(r);
    }
    expect(parseRoute('#/nonsense')).toEqual({ name: 'home' });
  });
});

describe('languages', () => {
  it('the app’s English and Italian have the same keys', () => {
    expect(Object.keys(italian).sort()).toEqual(Object.keys(en).sort());
  });
  it('every adapter has the same keys in both languages, and a rules reference in both', () => {
    for (const a of adapters()) {
      expect(Object.keys(a.resources.it).sort()).toEqual(Object.keys(a.resources.en).sort());
      expect(a.rules.it.sections.length).toBe(a.rules.en.sections.length);
    }
  });
  it('switching language is remembered and sets the page language', async () => {
    renderApp(h(App, { computer: inThreadComputer }));
    fireEvent.click(screen.getByRole('button', { name: 'IT' }));
    await screen.findByRole('button', { name: 'Inizia la battaglia' });
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(screen.getByRole('button', { name: 'IT' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the app', () => {
  it('starts a game from home and shows the game screen, then the rules and back to the same game', async () => {
    localStorage.setItem(DEV_MODE_KEY, '1');
    renderApp(h(App, { computer: inThreadComputer }));
    fireEvent.click(screen.getByRole('radio', { name: /Skirmish/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    await screen.findByTestId('prompt');
    expect(location.hash).toBe('#/play');
    fireEvent.click(document.querySelector('g.cca-hex[data-hex="6,5"][role="button"]')!);
    await screen.findByText('Red moves to row 6, column 5');
    fireEvent.click(screen.getByRole('button', { name: 'Rules' }));
    await screen.findByRole('heading', { name: 'Skirmish: the rules' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the game' }));
    await screen.findByText('Red moves to row 6, column 5');
  });
});

describe('the default battle', () => {
  it('is C&C: Ancients, Akragas, on its own board', async () => {
    localStorage.clear();
    renderApp(h(App, { computer: inThreadComputer }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    await screen.findByTestId('prompt');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Commands & Colors: Ancients');
    expect(screen.getByText(/Akragas/)).toBeTruthy();
    expect(document.querySelectorAll('g.cca-hex').length).toBeGreaterThan(100);
  });
});

describe('a reload', () => {
  it('keeps the game in progress', async () => {
    localStorage.clear();
    const first = await startSkirmishAndMove();
    first.unmount();
    renderApp(h(App, { computer: inThreadComputer }));
    await screen.findByText('Red moves to row 6, column 5');
    expect(screen.getByTestId('prompt').textContent).toContain('(1 actions left)');
  });

  it('keeps a record that no longer replays in the saved games, flagged, never deleting it (issue 16.9)', async () => {
    localStorage.clear();
    const broken = { format: 'polemarch-record', version: 1, system: 'skirmish', scenario: 'standard', seed: 1, actions: [{ seat: 'blue', action: { type: 'end-turn' } }] };
    localStorage.setItem(CURRENT_GAME_KEY, JSON.stringify(broken));
    location.hash = '#/play';
    renderApp(h(App, { computer: inThreadComputer }));
    expect(screen.getByText(/no longer replays with this version: it was kept in your saved games/)).toBeTruthy();
    const kept = listSlots();
    expect(kept).toHaveLength(1);
    expect(kept[0]!.record).toEqual(broken);
    expect(slotRecord(kept[0]!)).toHaveProperty('record');
  });

  it('asks before a new game replaces the one in progress, and can keep it in a slot (issue 16.9)', async () => {
    localStorage.clear();
    localStorage.setItem(DEV_MODE_KEY, '1');
    renderApp(h(App, { computer: inThreadComputer }));
    fireEvent.click(screen.getByRole('radio', { name: /Skirmish/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    await screen.findByTestId('prompt');
    fireEvent.click(document.querySelector('g.cca-hex[data-hex="6,5"][role="button"]')!);
    await screen.findByText('Red moves to row 6, column 5');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start the battle' }));
    const ask = await screen.findByRole('alertdialog', { name: 'A game is in progress' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(listSlots()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it in a save slot, then open' }));
    await screen.findByTestId('prompt');
    expect(listSlots().map((s) => s.actions)).toEqual([1]);
  });

  it('saves in named slots, and deletes one only when the player confirms (issue 16.9)', async () => {
    localStorage.clear();
    localStorage.setItem(DEV_MODE_KEY, '1');
    renderApp(h(App, { computer: inThreadComputer }));
    fireEvent.click(screen.getByRole('radio', { name: /Skirmish/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    await screen.findByTestId('prompt');
    fireEvent.click(screen.getByRole('button', { name: 'Saves…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved games' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'First' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save in a new slot' }));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Second' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save in a new slot' }));
    expect(listSlots().map((s) => s.name).sort()).toEqual(['First', 'Second']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete “First”' }));
    expect(listSlots()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(listSlots()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete “First”' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(listSlots().map((s) => s.name)).toEqual(['Second']);
  });
});

describe('the replay viewer', () => {
  it('steps through a record with buttons and keys, showing the board and the log up to the step', async () => {
    const module = skirmish as unknown as Parameters<typeof startGame>[0];
    let g = startGame(module, { scenario: 'standard', seed: 4 }, { red: 'here', blue: 'screen' });
    g = play(g, 'red', { type: 'move', to: { row: 6, col: 5 } });
    g = play(g, 'red', { type: 'move', to: { row: 5, col: 5 } });
    g = play(g, 'red', { type: 'end-turn' });
    renderApp(h(ReplayScreen, { record: g.record, onLoad: () => undefined, go: () => undefined }));
    await screen.findByText(/action 3 of 3/);
    const red = () => document.querySelector('g.cca-unit[aria-label^="Red champion"]')!.getAttribute('aria-label');
    expect(red()).toBe('Red champion, 3 hit points, row 5, column 5');
    // 16.11: the transport buttons draw their icons (inline SVG), not font glyphs.
    expect(screen.getByRole('button', { name: 'To the start' }).querySelector('svg path')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'To the start' }));
    await screen.findByText(/action 0 of 3/);
    expect(red()).toBe('Red champion, 3 hit points, row 7, column 5');
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'One action forward' }), { key: 'ArrowRight' });
    await screen.findByText(/action 1 of 3/);
    expect(red()).toBe('Red champion, 3 hit points, row 6, column 5');
    expect(document.querySelectorAll('.log-step')).toHaveLength(1);
    // The spectator does not see which card Red drew; Red's eyes do.
    fireEvent.click(screen.getByRole('button', { name: 'To the end' }));
    await screen.findByText(/action 3 of 3/);
    expect(screen.queryByText(/You draw/)).toBeNull();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'red' } });
    await waitFor(() => expect(screen.getByText(/You draw a/)).toBeTruthy());
  });

  it('says what to do when there is nothing to replay', () => {
    renderApp(h(ReplayScreen, { record: null, onLoad: () => undefined, go: () => undefined }));
    expect(screen.getByText('Load a saved game, or open the replay viewer from a game in progress.')).toBeTruthy();
  });
});
