// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Match } from '@polemarch/kernel';
import { skirmish } from '@polemarch/kernel/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { App, CURRENT_GAME_KEY } from '../src/App';
import { inThreadComputer } from '../src/game/computer';
import { isLoaded, loadedModules } from '../src/systems/registry';
import { h, renderApp } from './helpers';

// No system registered up front here (no setup-systems): the page loads them as its screens ask (issue 18).
afterEach(() => {
  cleanup();
  localStorage.clear();
  location.hash = '';
});

describe('the page loads a system with the screen that shows it (issue 18)', () => {
  it('draws the GBoH gallery with no engine loaded', () => {
    location.hash = '#/gallery/gboh/demo';
    renderApp(h(App, { computer: inThreadComputer }));
    expect(document.querySelectorAll('g.gboh-counter').length).toBeGreaterThan(0);
    expect(loadedModules()).toEqual([]);
  });

  it('reopens the kept game once its own system is loaded, and loads no other', async () => {
    let m = Match.create(skirmish, { scenario: 'standard', seed: 3 });
    m = m.play('red', { type: 'move', to: { row: 6, col: 5 } });
    localStorage.setItem(CURRENT_GAME_KEY, JSON.stringify(m.withMeta({ seats: { red: 'here', blue: 'screen' } }).record));
    location.hash = '#/play';
    renderApp(h(App, { computer: inThreadComputer }));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByText('Red moves to row 6, column 5', {}, { timeout: 60_000 });
    expect(screen.getByTestId('prompt').textContent).toContain('(1 actions left)');
    expect(loadedModules().map((x) => x.id)).toEqual(['skirmish']);
    expect(isLoaded('gboh')).toBe(false);
  });

  it('shows the home page once every system is loaded (its form lists them all)', async () => {
    renderApp(h(App, { computer: inThreadComputer }));
    await screen.findByRole('button', { name: 'Start the battle' }, { timeout: 60_000 });
    expect(loadedModules().map((x) => x.id)).toEqual(['skirmish', 'cca', 'gboh', 'taw', 'justinian', 'sgboh']);
  });
});
