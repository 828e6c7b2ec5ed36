import './setup-systems';
import { jsonEqual, newGame, randomAgent } from '@polemarch/kernel';
import { skirmish } from '@polemarch/kernel/testing';
import { createAgent } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { COMPUTER_PLAYER, computerPlayers, inThreadComputer } from '../src/game/computer';
import { decide } from '../src/game/decide';

describe('the computer player', () => {
  const state = newGame(skirmish, { scenario: 'standard', seed: 9 });

  it('is the random player by default, labelled as such', () => {
    expect(COMPUTER_PLAYER).toBe('random');
    expect(computerPlayers()[0]).toBe('random');
  });

  it('offers exactly the players the catalog makes: random and every AI level', () => {
    for (const p of computerPlayers()) expect(() => createAgent(p, 1), p).not.toThrow();
    expect(() => createAgent('ai:impossible', 1)).toThrow();
    expect(computerPlayers()).toEqual(['random', 'ai:easy', 'ai:standard', 'ai:strong']);
  });

  it('chooses one of the legal actions of the seat deciding, the same one for the same seed', async () => {
    const legal = skirmish.legal(state, 'red');
    const a = await decide({ system: 'skirmish', state, seat: 'red', player: 'random', game: 1, seed: 5 });
    expect(legal.some((l) => jsonEqual(l, a))).toBe(true);
    expect(await decide({ system: 'skirmish', state, seat: 'red', player: 'random', game: 2, seed: 5 })).toEqual(a);
  });

  it('refuses to decide for a seat that is not deciding', async () => {
    await expect(decide({ system: 'skirmish', state, seat: 'blue', player: 'random', game: 1, seed: 5 })).rejects.toThrow(/not blue's decision/);
  });

  it('answers through the in-page player as through the worker (same request, same answer)', async () => {
    const p = inThreadComputer();
    const viaPlayer = await p.decide({ system: 'skirmish', state, seat: 'red', player: 'random', game: 3, seed: 8 });
    expect(viaPlayer).toEqual(await decide({ system: 'skirmish', state, seat: 'red', player: 'random', game: 4, seed: 8 }));
    p.dispose();
  });

  it('keeps one player per game and seat, so it carries its plans from one decision to the next', async () => {
    const fresh = randomAgent(11);
    const legal = skirmish.legal(state, 'red');
    const d = { module: skirmish, seat: 'red', pending: skirmish.pending(state)!, view: skirmish.view(state, 'red'), legal };
    const expected = [await fresh.decide(d), await fresh.decide(d), await fresh.decide(d)];
    const got = [];
    for (let i = 0; i < 3; i++) got.push(await decide({ system: 'skirmish', state, seat: 'red', player: 'random', game: 77, seed: 11 }));
    expect(got).toEqual(expected);
  });
});
