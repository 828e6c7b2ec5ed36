// @vitest-environment happy-dom
import './setup-systems';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { skirmish } from '@polemarch/kernel/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { Route } from '../src/app/route';
import { setLegalAfterFirstFrame } from '../src/game/firstFrame';
import { type SeatPlan, startGame } from '../src/game/session';
import { setLanguage } from '../src/i18n';
import { GameHarness } from './harness';
import { h, renderApp } from './helpers';

afterEach(cleanup);

const module = skirmish as unknown as Parameters<typeof startGame>[0];

function mount(seats: SeatPlan, seed = 7, lang: 'en' | 'it' = 'en') {
  const probe = { game: startGame(module, { scenario: 'standard', seed }, seats) };
  const routes: Route[] = [];
  const r = renderApp(h(GameHarness, { initial: probe.game, probe, routes }), lang);
  return { ...r, probe, routes };
}

const prompt = () => screen.getByTestId('prompt');
const hexButton = (row: number, col: number) => document.querySelector(`g.cca-hex[data-hex="${row},${col}"][role="button"]`);

describe('the game screen against the engine', () => {
  it('shows the engine’s prompt and offers exactly the legal destinations as buttons on the board', () => {
    const { probe } = mount({ red: 'here', blue: 'computer' });
    expect(prompt().textContent).toContain('Red: move, attack or end the turn (2 actions left)');
    const offered = [...document.querySelectorAll('g.cca-hex[role="button"]')].map((e) => e.getAttribute('data-hex')).sort();
    const legal = skirmish
      .legal(probe.game.state as never, 'red')
      .flatMap((a) => (a.type === 'move' ? [`${a.to.row},${a.to.col}`] : []))
      .sort();
    expect(offered).toEqual(legal);
    expect(hexButton(6, 5)?.getAttribute('aria-label')).toBe('Move to row 6, column 5');
  });
});

describe('the first frame before the legal actions (issue 18)', () => {
  it('the page draws the board first, then offers the legal actions one frame later', async () => {
    setLegalAfterFirstFrame(true);
    try {
      const { probe } = mount({ red: 'here', blue: 'computer' });
      expect(document.querySelector('g.cca-unit[aria-label^="Red champion"]')).not.toBeNull();
      expect(prompt().textContent).toContain('Red: move, attack or end the turn');
      expect(hexButton(6, 5)).toBeNull();
      expect(screen.queryByRole('heading', { name: /options/i })).toBeNull();
      await waitFor(() => expect(hexButton(6, 5)).not.toBeNull());
      const legal = skirmish.legal(probe.game.state as never, 'red');
      expect(screen.getByRole('heading', { name: /options/i }).textContent).toContain(String(legal.length));
    } finally {
      setLegalAfterFirstFrame(false);
    }
  });
});

describe('playing by clicking and by keyboard', () => {
  it('a click on a legal hex moves the champion, and the log says so with its rule', async () => {
    mount({ red: 'here', blue: 'computer' });
    fireEvent.click(hexButton(6, 5)!);
    await screen.findByText('Red moves to row 6, column 5');
    expect(document.querySelector('g.cca-unit[aria-label^="Red champion"]')?.getAttribute('aria-label')).toBe('Red champion, 3 hit points, row 6, column 5');
    expect(screen.getByText('§2').getAttribute('href')).toBe('#/rules/skirmish/2');
    expect(prompt().textContent).toContain('(1 actions left)');
    expect(document.querySelector('.log .turn-heading')?.textContent).toBe('Turn 1');
  });

  it('Enter on a focused hex does the same as a click', async () => {
    mount({ red: 'here', blue: 'computer' });
    const hex = hexButton(6, 6)! as unknown as HTMLElement;
    hex.focus();
    fireEvent.keyDown(hex, { key: 'Enter' });
    await screen.findByText('Red moves to row 6, column 6');
  });

  it('every legal action is also a button in the prompt', async () => {
    const { probe } = mount({ red: 'here', blue: 'computer' });
    const options = within(prompt()).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual(expect.arrayContaining(['End the turn', 'Move to row 6, column 5']));
    expect(options.length).toBe(skirmish.legal(probe.game.state as never, 'red').length);
  });
});

describe('undo', () => {
  it('takes back a move with the button and with Ctrl+Z, and stops where the kernel stops', async () => {
    const { probe } = mount({ red: 'here', blue: 'computer' });
    fireEvent.click(hexButton(6, 5)!);
    await screen.findByText('Red moves to row 6, column 5');
    fireEvent.click(hexButton(5, 5)!);
    await screen.findByText('Red moves to row 5, column 5');
    const undo = screen.getByRole('button', { name: /^Undo/ });
    expect(undo.textContent).toBe('Undo2');
    fireEvent.click(undo);
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(1));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(probe.game.record.actions).toHaveLength(0));
    expect(screen.getByText('Nothing has happened yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: /^Undo/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('hot-seat with hidden cards', () => {
  it('covers the board and hands between the two humans, then shows the next player his own hand', async () => {
    const { probe } = mount({ red: 'here', blue: 'screen' });
    const redHand = [...document.querySelectorAll('.card-name')].map((e) => e.textContent);
    fireEvent.click(within(prompt()).getByRole('button', { name: 'End the turn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pass the screen to Blue' });
    expect(document.querySelectorAll('g.cca-unit')).toHaveLength(0);
    expect(document.querySelector('.cards')).toBeNull();
    // What just happened is public: Red drew a card (but not which).
    expect(within(dialog).getByText('Red draws a card')).toBeTruthy();
    expect(within(dialog).queryByText(/You draw/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I am Blue: show my view' }));
    await screen.findByText('Seen by Blue');
    const blueHand = [...document.querySelectorAll('.card-name')].map((e) => e.textContent);
    const state = probe.game.state as unknown as { hands: Record<string, string[]> };
    expect(blueHand).toEqual(state.hands['blue']!.map((c) => (c === 'spear' ? 'Spear' : 'Shield')));
    expect(redHand).toHaveLength(2);
    // Red's private draw is not in Blue's log.
    expect(screen.queryByText(/You draw/)).toBeNull();
  });
});

describe('against the computer', () => {
  it('the computer (random player) plays Blue’s turn and hands the decision back to Red', async () => {
    const { probe } = mount({ red: 'here', blue: 'computer' });
    fireEvent.click(within(prompt()).getByRole('button', { name: 'End the turn' }));
    await waitFor(() => expect(probe.game.module.pending(probe.game.state)?.seat).toBe('red'), { timeout: 5000 });
    expect(probe.game.steps.some((s) => s.seat === 'blue')).toBe(true);
    expect(prompt().textContent).toContain('Red (you)');
  });

  it('says who is thinking, and that it is the random player', () => {
    mount({ red: 'computer', blue: 'here' });
    expect(screen.getByRole('status').textContent).toBe('The computer (random player) is thinking for Red…');
  });
});

describe('languages', () => {
  it('renders the engine’s prompt and log from its Italian messages, seat names included', async () => {
    const { i18n } = mount({ red: 'here', blue: 'computer' }, 7, 'it');
    expect(prompt().textContent).toContain('Rosso: muovi, attacca o termina il turno (2 azioni rimaste)');
    fireEvent.click(hexButton(6, 5)!);
    await screen.findByText('Rosso muove alla riga 6, colonna 5');
    act(() => setLanguage(i18n, 'en'));
    await screen.findByText('Red moves to row 6, column 5');
  });
});

describe('computer against computer', () => {
  it('plays to the end for a spectator, who sees the result and only public lines', async () => {
    // A short game: two turns from a small position.
    const position = { red: { row: 6, col: 5, hp: 1 }, blue: { row: 4, col: 5, hp: 1 }, hands: { red: [], blue: [] }, deck: [], maxTurns: 2 };
    const probe = { game: startGame(module, { position, seed: 11 }, { red: 'computer', blue: 'computer' }) };
    renderApp(h(GameHarness, { initial: probe.game, probe }));
    await screen.findByText('The battle is over', undefined, { timeout: 10_000 });
    const result = probe.game.module.result(probe.game.state)!;
    expect(within(prompt()).getByRole('button', { name: 'Replay viewer' })).toBeTruthy();
    const reason = result.winner === null ? 'Out of time: a draw' : `${result.winner === 'red' ? 'Red' : 'Blue'} wins`;
    expect(within(prompt()).getByText(reason)).toBeTruthy();
    expect(screen.queryByText(/You draw/)).toBeNull();
    expect(screen.queryByText(/Seen by/)).toBeNull();
  });

  it('can be paused, and resumes where it stopped', async () => {
    const { probe } = mount({ red: 'computer', blue: 'computer' }, 12);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the computer' }));
    const n = probe.game.record.actions.length;
    await new Promise((r) => setTimeout(r, 100));
    expect(probe.game.record.actions.length).toBe(n);
    fireEvent.click(screen.getByRole('button', { name: 'Let the computer play' }));
    await waitFor(() => expect(probe.game.record.actions.length).toBeGreaterThan(n));
  });
});
