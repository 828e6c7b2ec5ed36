import { describe, expect, it } from 'vitest';
import { type GameEvent, Random, newGame, renderMessage, visibleEvents } from '@polemarch/kernel';
import { gboh } from '../src/index';
import { eventAudience } from '../src/secret';
import { withdrawalPhase } from '../src/withdrawal';

/**
 * Issue 17.2: the Dara log must not name Pharas and the Heruli to the Persians while their deployment is secret
 * (M.4, ruling R-M4). The per-seat filter is the kernel's `eventAudience` hook; whole random games of every
 * battle are checked by the fuzz harness (packages/cli/test/fuzz.test.ts).
 */
describe('GBoH per-seat log filter (secret deployment)', () => {
  const dara = newGame(gboh, { scenario: 'dara', seed: 3 });

  it('starts with Pharas and the Heruli secret', () => {
    expect(dara.secret).toContain('pharas');
    expect(dara.secret.length).toBeGreaterThan(1);
  });

  it("keeps a secret leader's move for his own side", () => {
    const move: GameEvent = { key: 'orders.leaderMove', params: { leader: 'pharas', from: '1402', to: '1607' } };
    expect(eventAudience(dara, dara, move)).toEqual(['byzantines']);
    const stamped = { ...move, visibleTo: ['byzantines'] };
    expect(visibleEvents([stamped], 'persians')).toEqual([]);
    expect(visibleEvents([stamped], null)).toEqual([]);
    expect(visibleEvents([stamped], 'byzantines')).toHaveLength(1);
  });

  it('names a secret unit in a list, or in a nested message, only to its side', () => {
    const heruli = dara.secret.find((id) => id !== 'pharas')!;
    expect(eventAudience(dara, dara, { key: 'x', params: { units: `a,${heruli}` } })).toEqual(['byzantines']);
    expect(eventAudience(dara, dara, { key: 'x', params: { what: { key: 'y', params: { unit: heruli } } } })).toEqual(['byzantines']);
  });

  it('leaves public events, and the reveal itself, as they are', () => {
    expect(eventAudience(dara, dara, { key: 'orders.leaderMove', params: { leader: 'belisarius', from: '1', to: '2' } })).toBeUndefined();
    expect(eventAudience(dara, dara, { key: 'secret.revealed', params: { units: 'pharas' } })).toBeUndefined();
    expect(eventAudience({ ...dara, secret: [] }, dara, { key: 'orders.leaderMove', params: { leader: 'pharas' } })).toBeUndefined();
  });

  it('is the module hook the kernel calls', () => {
    expect(gboh.eventAudience).toBe(eventAudience);
  });

  it('names the sides in the end-of-turn Rout Points line of every battle (no raw placeholders)', () => {
    for (const s of gboh.scenarios().filter((x) => x.status === 'playable')) {
      const state = structuredClone(newGame(gboh, { scenario: s.id, seed: 1 }));
      const events: GameEvent[] = [];
      withdrawalPhase(state, { rng: new Random(state.rng), emit: (e) => events.push(e), reveal: () => undefined });
      const line = events.find((e) => e.key === 'withdrawal.check')!;
      const text = renderMessage(gboh, line);
      expect(text, s.id).not.toMatch(/[{}]/);
      expect(text, s.id).toContain(state.static.sides[0].name);
      expect(text, s.id).toContain(state.static.sides[1].name);
    }
  });
});
