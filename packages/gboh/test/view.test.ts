import { createRngState, newGame, stateHash } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { gboh, isGbohView, stateOfView, type GbohState } from '../src';
import { STATE_FIELDS } from '../src/view';

/**
 * The designed view (M.4 hidden information aside, GBoH is open): exactly the declared fields, so a new state field
 * reaches a seat only once it is classified as shown; the generator never; the names table for the log.
 */

/** The keys a view of `s` must have: the shown fields the state holds (some are optional) and the names table. */
function expectedKeys(s: GbohState): string[] {
  const shown = Object.entries(STATE_FIELDS)
    .filter(([k, v]) => v === 'shown' && k in s)
    .map(([k]) => k);
  return [...shown, 'names'].sort();
}

function checkView(s: GbohState): void {
  for (const seat of [...gboh.seats(s), null]) {
    const v = gboh.view(s, seat);
    expect(Object.keys(v).sort()).toEqual(expectedKeys(s));
    expect('rng' in v).toBe(false);
    expect(isGbohView(v)).toBe(true);
    // With nothing hidden from the seat, the view is the whole state but its generator.
    if (s.secret.every((id) => (s.static.units[id]?.side ?? s.static.leaders[id]?.side) === seat)) {
      expect(stateHash(stateOfView(v, s.rng))).toBe(stateHash(s));
    }
  }
}

describe('the GBoH view', () => {
  it('classifies the generator as hidden and every other state field as shown', () => {
    expect(Object.entries(STATE_FIELDS).filter(([, v]) => v === 'hidden').map(([k]) => k)).toEqual(['rng']);
  });

  it('has exactly the declared keys, and rebuilds the state, in every battle through random play', () => {
    for (const sc of gboh.scenarios().filter((x) => x.status === 'playable')) {
      const s0 = newGame(gboh, { scenario: sc.id, seed: 2 });
      checkView(s0);
      randomPlayout(gboh, { scenario: sc.id, options: {}, seed: 2 }, {
        seed: 2,
        maxActions: 12,
        checkContract: false,
        invariant: checkView,
      });
    }
  });

  it('carries the display name of every unit, leader and Line, by id', () => {
    const s = newGame(gboh, { scenario: 'catalaunian-fields', seed: 1 });
    const { names } = gboh.view(s, null);
    for (const u of Object.values(s.static.units)) expect(names[u.id]).toBe(u.name);
    for (const l of Object.values(s.static.leaders)) expect(names[l.id]).toBe(l.name);
    for (const l of Object.values(s.static.lines)) expect(names[l.id]).toBe(l.name);
  });

  it('Dara: the Persian view shows the secret ids but not where they are', () => {
    const s = newGame(gboh, { scenario: 'dara', seed: 1 });
    const v = gboh.view(s, 'persians');
    expect([...v.secret].sort()).toEqual(['byz-heruli-1', 'pharas']);
    for (const id of s.secret) expect(v.units[id]?.hex ?? v.leaders[id]?.hex ?? null).toBeNull();
    // The state of the Persian view is the Persians' knowledge: the secret pieces off the map.
    expect(stateHash(stateOfView(v, createRngState(1)))).not.toBe(stateHash({ ...s, rng: createRngState(1) }));
  });

  it('is told apart from other systems\' views', () => {
    expect(isGbohView({ turn: 1, units: [], hand: [] })).toBe(false);
    expect(isGbohView(null)).toBe(false);
  });
});
