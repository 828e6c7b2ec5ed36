// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../src/game/session';
import { DEV_MODE_KEY, Home } from '../src/screens/Home';
import { h, renderApp } from './helpers';

afterEach(() => {
  cleanup();
  localStorage.removeItem(DEV_MODE_KEY);
});

describe('the home screen', () => {
  it('offers C&C: Ancients first and chosen, its first battle, and who plays each side', () => {
    renderApp(h(Home, { onStart: () => undefined, onReplay: () => undefined, go: () => undefined }));
    const systems = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === 'system') as HTMLInputElement[];
    // Skirmish, the kernel's test game, only in developer mode (issue 16.12).
    expect(systems.map((r) => r.value)).toEqual(['cca', 'gboh', 'taw', 'justinian', 'sgboh']);
    expect(systems[0]!.checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Akragas/ }) as HTMLInputElement).checked).toBe(true);
    // The sides by the battle's armies (issue 16.4), with a line of history and the provenance folded (16.12).
    const top = screen.getByLabelText('Who commands Carthaginians') as HTMLSelectElement;
    const bottom = screen.getByLabelText('Who commands Syracusans') as HTMLSelectElement;
    expect(screen.getByText(/Daphnaeus marches to relieve besieged Akragas/)).toBeTruthy();
    // You command the side that moves first (Akragas: the Syracusans, at the bottom).
    // The random player always; the AI's levels too once the catalog registers it.
    expect([...top.options].map((o) => o.textContent).slice(0, 3)).toEqual(['Human (you)', 'Human at this screen (hot-seat)', 'Computer (random player)']);
    expect([...top.options].slice(3).every((o) => /^Computer \(AI, (easy|standard|strong)\)$/.test(o.textContent ?? ''))).toBe(true);
    expect(bottom.value).toBe('here');
    // The default opponent is the computer general at its standard level, not the random player (issue 16.12).
    expect(top.value).toBe('computer:ai:standard');
  });

  it('keeps Skirmish for developers: in developer mode, choosing it offers its duel and its sides', () => {
    localStorage.setItem(DEV_MODE_KEY, '1');
    renderApp(h(Home, { onStart: () => undefined, onReplay: () => undefined, go: () => undefined }));
    fireEvent.click(screen.getByRole('radio', { name: /Skirmish/ }));
    expect((screen.getByRole('radio', { name: /Standard duel/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Who commands Red') as HTMLSelectElement).value).toBe('here');
    expect((screen.getByLabelText('Who commands Blue') as HTMLSelectElement).value).toBe('computer:ai:standard');
  });

  it('starts the battle with the sides and seed chosen', () => {
    const started: GameSnapshot[] = [];
    renderApp(h(Home, { onStart: (g: GameSnapshot) => started.push(g), onReplay: () => undefined, go: () => undefined }));
    fireEvent.change(screen.getByLabelText('Who commands Carthaginians'), { target: { value: 'screen' } });
    fireEvent.change(screen.getByLabelText('Random seed'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    expect(started).toHaveLength(1);
    expect(started[0]!.seats).toEqual({ top: 'screen', bottom: 'here' });
    expect(started[0]!.record).toMatchObject({ system: 'cca', scenario: 'akragas', seed: 99 });
  });

  it('draws a new game\'s seed from the CSPRNG: 128 bits, 32 hex digits (issue 17.1)', () => {
    const started: GameSnapshot[] = [];
    renderApp(h(Home, { onStart: (g: GameSnapshot) => started.push(g), onReplay: () => undefined, go: () => undefined }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    expect(started[0]!.record.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a seed that is not a whole number, saying why', () => {
    renderApp(h(Home, { onStart: () => undefined, onReplay: () => undefined, go: () => undefined }));
    fireEvent.change(screen.getByLabelText('Random seed'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    expect(screen.getByRole('alert').textContent).toBe('The seed must be a whole number or 32 hex digits.');
  });

  it('speaks Italian', () => {
    renderApp(h(Home, { onStart: () => undefined, onReplay: () => undefined, go: () => undefined }), 'it');
    expect(screen.getByRole('button', { name: 'Inizia la battaglia' })).toBeTruthy();
    expect(screen.getByLabelText('Chi comanda Cartaginesi')).toBeTruthy();
    // 16.10: dates in Italian.
    expect(screen.getAllByText(/406 a\.C\./).length).toBeGreaterThan(0);
  });
});
