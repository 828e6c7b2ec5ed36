// @vitest-environment happy-dom
import './setup-systems';
import { applyAction, newGame } from '@polemarch/kernel';
import type { SgbohState } from '@polemarch/sgboh';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleFor, startGame } from '../src/game/session';
import { createI18n, systemNamespace } from '../src/i18n';
import { adapterFor } from '../src/systems/registry';
import { sgbohAdapter } from '../src/systems/sgboh';
import { sgbohResources } from '../src/systems/sgboh/messages';
import { GameHarness } from './harness';
import { h, renderApp } from './helpers';

afterEach(cleanup);
configure({ asyncUtilTimeout: 30_000 });

const sgboh = moduleFor('sgboh');

/** Tricameron, seed 1, both sides at this screen. */
function mount(lang: 'en' | 'it' = 'en') {
  const probe = { game: startGame(sgboh, { scenario: 'tricameron', seed: 1 }, { byzantines: 'here', vandals: 'here' }) };
  const r = renderApp(h(GameHarness, { initial: probe.game, probe }), lang);
  return { ...r, probe };
}
const state = (probe: { game: { state: unknown } }) => probe.game.state as SgbohState;
const counter = (id: string) => document.querySelector(`g.gboh-counter[data-unit="${id}"]`) as HTMLElement;

describe('the Simple GBoH adapter', () => {
  it('is registered for sgboh, with the same words in English and Italian', () => {
    expect(adapterFor('sgboh')).toBe(sgbohAdapter);
    expect(Object.keys(sgbohResources.it).sort()).toEqual(Object.keys(sgbohResources.en).sort());
    const it = createI18n('it').getFixedT('it', systemNamespace('sgboh'));
    expect(sgbohAdapter.seatName('byzantines', it)).toBe('Bizantini');
    expect(sgbohAdapter.rules.it.sections.map((s) => s.id)).toEqual(sgbohAdapter.rules.en.sections.map((s) => s.id));
  });

  it('shows the engine’s fire odds, in English and Italian', () => {
    const u = (id: string, side: string, hex: string, facing: number, extra: Record<string, unknown> = {}) => ({ id, name: id, side, type: 'LI', cls: null, missile: 'C', tq: 5, size: 5, ma: 5, formation: `${side}-f`, hex, facing, ...extra });
    const position = {
      id: 'odds',
      name: 'Odds',
      map: { name: 'odds', extent: { minCol: 1, maxCol: 20, minRow: 1, maxRow: 20 }, defaultTerrain: 'clear', defaultElevation: 0, hexes: {}, hexsides: {}, provenance: { source: 'provisional' } },
      firstPlayer: 'red',
      sides: [
        { id: 'red', name: 'Red', withdrawalLevel: 50, retreatEdge: 'west' },
        { id: 'blue', name: 'Blue', withdrawalLevel: 50, retreatEdge: 'east' },
      ],
      formations: [
        { id: 'red-f', side: 'red', name: 'Red F', leaders: [], auxiliary: true },
        { id: 'blue-f', side: 'blue', name: 'Blue F', leaders: [], auxiliary: true },
      ],
      units: [u('arch', 'red', '1010', 1), u('t', 'blue', '1310', 4, { type: 'HI' })],
      leaders: [],
    };
    let st = newGame(sgboh, { position, seed: 1 });
    st = applyAction(sgboh, st, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const view = sgboh.view(st, 'red');
    const fire = { type: 'fire', unit: 'arch', target: 't' };
    expect(sgbohAdapter.hasOdds?.(fire)).toBe(true);
    const en = sgbohAdapter.odds?.(fire, { view, t: createI18n('en').getFixedT('en', systemNamespace('sgboh')), viewer: 'red' });
    expect(en?.title).toBe('Missile fire: arch at t');
    expect(en?.items).toContainEqual({ label: 'Chance of a Hit', value: '50%' });
    expect(en?.items.find((i) => i.label === 'Modifiers')?.value).toContain('+1');
    const itT = createI18n('it').getFixedT('it', systemNamespace('sgboh'));
    const it = sgbohAdapter.odds?.(fire, { view, t: itT, viewer: 'red' });
    expect(it?.items).toContainEqual({ label: 'Probabilità di un Colpo', value: '50%' });
  });

  it('draws the battle from the engine’s view and plays a unit’s step by a click on the map', async () => {
    const { probe } = mount();
    const s = state(probe);
    expect(document.querySelectorAll('g.gboh-counter')).toHaveLength(s.units.filter((u) => u.status === 'map').length);
    expect(document.querySelectorAll('g.gboh-leader').length).toBe(s.leaders.filter((l) => l.status === 'map').length);
    // Activate the first Formation offered by the prompt's buttons, then select a unit that may step.
    const first = s.turn.active;
    const activate = sgboh.legal(s, first).find((a) => (a as { type: string }).type === 'activate')!;
    const name = sgbohAdapter.actionLabel(activate, { view: sgboh.view(s, first), t: createI18n('en').t, module: sgboh, lang: 'en' });
    fireEvent.click(within(screen.getByTestId('prompt')).getAllByRole('button', { name })[0]!);
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(1));
    const s1 = state(probe);
    const step = sgboh.legal(s1, first).find((a) => (a as { type: string }).type === 'step') as { unit: string; to: string } | undefined;
    expect(step).toBeDefined();
    fireEvent.click(counter(step!.unit));
    const hex = await waitFor(() => {
      const el = document.querySelector(`g.gboh-hl.actionable[data-hex="${step!.to}"]`) as HTMLElement | null;
      expect(el).not.toBeNull();
      return el!;
    });
    fireEvent.click(hex);
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(2));
    expect(state(probe).units.find((u) => u.id === step!.unit)!.hex).toBe(step!.to);
  });
});
