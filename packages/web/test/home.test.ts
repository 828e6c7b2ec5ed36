// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameSnapshot } from '../src/game/session';
import { Home } from '../src/screens/Home';
import { h, renderApp } from './helpers';

afterEach(cleanup);

describe('the home screen', () => {
  it('offers the catalog’s systems and battles, and who plays each side', () => {
    renderApp(h(Home, { onStart: () => undefined, onReplay: () => undefined, go: () => undefined }));
    expect((screen.getByRole('radio', { name: /Skirmish/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Standard duel/ }) as HTMLInputElement).checked).toBe(true);
    const red = screen.getByLabelText('Who commands Red') as HTMLSelectElement;
    const blue = screen.getByLabelText('Who commands Blue') as HTMLSelectElement;
    // The random player always; the AI's levels too once the catalog registers it.
    expect([...red.options].map((o) => o.textContent).slice(0, 3)).toEqual(['Human (you)', 'Human at this screen (hot-seat)', 'Computer (random player)']);
    expect([...red.options].slice(3).every((o) => /^Computer \(AI, (easy|standard|strong)\)$/.test(o.textContent ?? ''))).toBe(true);
    expect(red.value).toBe('here');
    expect(blue.value).toBe('computer');
  });

  it('starts the battle with the sides and seed chosen', () => {
    const started: GameSnapshot[] = [];
    renderApp(h(Home, { onStart: (g: GameSnapshot) => started.push(g), onReplay: () => undefined, go: () => undefined }));
    fireEvent.change(screen.getByLabelText('Who commands Blue'), { target: { value: 'screen' } });
    fireEvent.change(screen.getByLabelText('Random seed'), { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    expect(started).toHaveLength(1);
    expect(started[0]!.seats).toEqual({ red: 'here', blue: 'screen' });
    expect(started[0]!.record).toMatchObject({ system: 'skirmish', scenario: 'standard', seed: 99 });
  });

  it('refuses a seed that is not a whole number, saying why', () => {
    renderApp(h(Home, { onStart: () => undefined, onReplay: () => undefined, go: () => undefined }));
    fireEvent.change(screen.getByLabelText('Random seed'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the battle' }));
    expect(screen.getByRole('alert').textContent).toBe('The seed must be a whole number.');
  });

  it('speaks Italian', () => {
    renderApp(h(Home, { onStart: () => undefined, onReplay: () => undefined, go: () => undefined }), 'it');
    expect(screen.getByRole('button', { name: 'Inizia la battaglia' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Scaramuccia/ })).toBeTruthy();
    expect(screen.getByLabelText('Chi comanda Rosso')).toBeTruthy();
  });
});
