// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cca as ccaModule } from '@polemarch/cca';
import { newGame, renderMessage } from '@polemarch/kernel';
import { afterEach, describe, expect, it } from 'vitest';
import { legalOf, moduleFor, startGame } from '../src/game/session';
import { createI18n, systemNamespace } from '../src/i18n';
import { ccaAdapter, cardText, clickModel, localizePiece } from '../src/systems/cca';
import { adapterFor } from '../src/systems/registry';
import { GameHarness } from './harness';
import { h, renderApp } from './helpers';

afterEach(cleanup);

const cca = moduleFor('cca');

/** Akragas, seed 1: the Syracusans (bottom) open with Order Three Units Right in hand. */
function mount(lang: 'en' | 'it' = 'en') {
  const probe = { game: startGame(cca, { scenario: 'akragas', seed: 1 }, { top: 'computer', bottom: 'here' }) };
  const r = renderApp(h(GameHarness, { initial: probe.game, probe }), lang);
  return { ...r, probe };
}

const offeredHexes = () => [...document.querySelectorAll('g.cca-hex[role="button"]')].map((e) => e.getAttribute('data-hex')).sort();
const hexButton = (row: number, col: number) => document.querySelector(`g.cca-hex[data-hex="${row},${col}"][role="button"]`);

describe('the C&C: Ancients adapter', () => {
  it('is registered for cca', () => {
    expect(adapterFor('cca')).toBe(ccaAdapter);
  });

  it('draws Akragas from the bottom seat’s view: every unit as a block with its strength, leaders, banners and hands', () => {
    const { probe } = mount();
    const view = cca.view(probe.game.state, 'bottom') as { units: unknown[]; hand: string[] };
    expect(document.querySelectorAll('g.cca-unit[data-unit], [data-unit] g.cca-unit').length).toBe(view.units.length);
    // Syracusan medium cavalry with Dionysius at hex 122 = row 7, column 10.
    expect(document.querySelector('g.cca-unit[aria-label^="Syracusan Medium Cavalry"]')?.getAttribute('aria-label')).toBe('Syracusan Medium Cavalry, 3 of 3 blocks, row 7, column 10, with Dionysius');
    expect(screen.getByRole('img', { name: 'Syracusans: 0 banners of 5' })).toBeTruthy();
    // 6: the bottom player's six cards are shown, the other hand only as a count.
    expect(document.querySelectorAll('ul.cards button.card')).toHaveLength(6);
    expect(screen.getByText(/Carthaginians \(Top\) holds 5 cards/)).toBeTruthy();
    expect(within(document.querySelector('ul.cards')! as HTMLElement).getByRole('button', { name: 'Play Order Three Units Right' })).toBeTruthy();
    // The bottom seat sees the board as printed: its baseline (row 8) is below row 0.
    const y = (row: number) => Number(/,(\S+)\)/.exec(document.querySelector(`g.cca-hex[data-hex="${row},0"]`)!.getAttribute('transform')!)![1]);
    expect(y(8)).toBeGreaterThan(y(0));
  });

  it('a click on a card plays it and a click on a unit orders it, through the engine', async () => {
    const { probe } = mount();
    fireEvent.click(within(document.querySelector('ul.cards')! as HTMLElement).getByRole('button', { name: 'Play Order Three Units Right' }));
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(1));
    expect(probe.game.record.actions[0]).toMatchObject({ seat: 'bottom', action: { type: 'play', card: 'order-three-units-right' } });
    // 7: the right-section units are offered on the board; Dionysius's order stays in the option list under his cavalry.
    expect(offeredHexes()).toEqual(['6,10', '7,10', '7,8', '7,9']);
    expect(hexButton(7, 8)?.getAttribute('aria-label')).toBe('Order Auxilia at row 7, column 8');
    fireEvent.click(hexButton(7, 8)!);
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(2));
    expect(probe.game.record.actions[1]).toMatchObject({ seat: 'bottom', action: { type: 'order', unit: 22 } });
    expect(within(screen.getByTestId('prompt')).getByRole('button', { name: 'Order leader Dionysius at row 7, column 10' })).toBeTruthy();
  });

  it('speaks Italian: cards and unit types by their Italian names', () => {
    mount('it');
    expect(within(document.querySelector('ul.cards')! as HTMLElement).getByRole('button', { name: 'Gioca Ordina tre unità a destra' })).toBeTruthy();
    // 16.10: the army in Italian too ("Syracusan" was left in English).
    expect(document.querySelector('g.cca-unit[aria-label^="Cavalleria media dei Siracusani"]')).toBeTruthy();
  });

  it('turns the board round for the top seat', () => {
    const game = startGame(cca, { scenario: 'akragas', seed: 1 }, { top: 'here', bottom: 'computer' });
    const Board = ccaAdapter.Board!;
    const t = createI18n('en').getFixedT('en', systemNamespace('cca'));
    renderApp(h(Board, { module: cca, view: cca.view(game.state, 'top'), viewer: 'top', pending: null, legal: [], onAction: () => undefined, onInspect: () => undefined, t, lang: 'en' }));
    const y = (row: number) => Number(/,(\S+)\)/.exec(document.querySelector(`g.cca-hex[data-hex="${row},0"]`)!.getAttribute('transform')!)![1]);
    expect(y(0)).toBeGreaterThan(y(8));
    expect(screen.getByRole('group', { name: /seen from the top side/ }) ?? null).toBeTruthy();
  });

  it('opens a chooser where two actions share a hex, and a click on a unit selects it and lights its hexes only', () => {
    const game = startGame(cca, { scenario: 'akragas', seed: 1 }, { top: 'here', bottom: 'here' });
    const view = cca.view(game.state, 'bottom') as Parameters<typeof clickModel>[0];
    const both = clickModel(view, [{ type: 'move', unit: 15, to: 90 }, { type: 'move', unit: 13, to: 90 }], null);
    expect(both.hexes.get(90)?.entries).toEqual([
      { kind: 'act', action: { type: 'move', unit: 15, to: 90 } },
      { kind: 'act', action: { type: 'move', unit: 13, to: 90 } },
    ]);
    const u15 = view.units.find((u) => u.id === 15)!.hex;
    expect(both.hexes.get(u15)).toEqual({ look: 'piece', entries: [{ kind: 'select', owner: { kind: 'unit', id: 15 } }] });
    const one = clickModel(view, [{ type: 'move', unit: 15, to: 90 }, { type: 'move', unit: 13, to: 90 }], { kind: 'unit', id: 15 });
    expect(one.hexes.get(90)?.entries).toEqual([{ kind: 'act', action: { type: 'move', unit: 15, to: 90 } }]);
    expect(one.hexes.get(u15)?.look).toBe('selected');
    expect(legalOf(game, 'bottom').every((a) => (a as { type: string }).type === 'play')).toBe(true);
  });

  it('says what a card orders from the engine’s card data (§18.1–18.3), in both languages', () => {
    const en = createI18n('en').getFixedT('en', systemNamespace('cca'));
    const it = createI18n('it').getFixedT('it', systemNamespace('cca'));
    expect(cardText('out-flanked', en)).toBe('Left: 2 · Right: 2');
    expect(cardText('order-three-units-center', it)).toBe('Centro: 3');
    expect(cardText('leadership-any-section', en)).toBe('a leader (any section) and 3 connected hexes');
    // 16.8: Tactic cards carry their full text in both languages (§18.4, in our words).
    expect(cardText('counter-attack', en)).toContain('Cannot copy First Strike');
    expect(cardText('counter-attack', it)).toContain('Non copia Colpire per Primo');
    expect(cardText('order-light-troops', en)).toContain('Light foot may move through friendly units');
  });

  it('names seats and cards the engine passes as raw ids in the reader’s language', () => {
    const it = createI18n('it').getFixedT('it', systemNamespace('cca'));
    expect(ccaAdapter.localizeMessage!({ key: 'card.played', params: { side: 'bottom', card: 'out-flanked' } }, it, null).params).toEqual({ side: 'In basso', card: 'Manovra sui fianchi' });
    const en = createI18n('en').getFixedT('en', systemNamespace('cca'));
    expect(localizePiece('bottom AUX#22 @7,8', en)).toBe('Bottom Auxilia (row 7, column 8)');
    expect(localizePiece('top MC#3', it)).toBe('Cavalleria media (In alto)');
    expect(localizePiece('bottom Dionysius#28', en)).toBe('Dionysius');
    // 16.4: with the battle's view, sides and units by the army's name, hexes in words, plain numbers agreeing.
    const view = ccaModule.view(newGame(ccaModule, { scenario: 'akragas', seed: 1 }), 'bottom');
    const line = (key: string, params: Record<string, string | number>, lang: 'en' | 'it') =>
      renderMessage(ccaModule, ccaAdapter.localizeMessage!({ key, params }, lang === 'en' ? en : it, view), lang);
    expect(line('card.played', { side: 'bottom', card: 'out-flanked' }, 'en')).toBe('The Syracusans play Out Flanked');
    expect(line('card.played', { side: 'top', card: 'rally' }, 'it')).toBe('I Cartaginesi giocano Recupero');
    expect(line('unit.moves', { unit: 'bottom AUX#22 @5,1', from: '7,2', to: '5,1', hexes: 2 }, 'en')).toBe('Syracusan Auxilia moves row 7, column 2 → row 5, column 1');
    expect(line('unit.loses', { unit: 'top HCH#3 @4,2', blocks: 1, left: 1 }, 'it')).toBe('Carro pesante dei Cartaginesi (riga 4, colonna 2) perde 1 blocco, ne resta 1');
    expect(line('cc.roll', { unit: 'top MI#2 @2,9', target: 'bottom MC#24 @6,11', dice: 1, hits: 1, flags: 0 }, 'en')).toBe(
      'Carthaginian Medium Infantry (row 2, column 9) rolls 1 die against Syracusan Medium Cavalry (row 6, column 11): 1 hit, 0 flags',
    );
    expect(line('leader.check', { leader: 'bottom Daphnaeus#27', dice: 2, result: 'safe' }, 'it')).toBe('Controllo perdita del leader Daphnaeus (2 dadi): illeso');
  });
});
