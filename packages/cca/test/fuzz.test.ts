import { describe, expect, it } from 'vitest';
import { replay, stateHash } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { cca, type CcaState } from '../src/index';
import { ccaInvariant } from './invariants';

// Random legal play to the end of every battle the module lists, invariants after every action,
// and the record replayed to the same final hash.
const module = cca;
const scenarios = cca.scenarios().map((s) => s.id);

describe('random legal play on every scenario', () => {
  it('lists all 20 battles (15 base + 5 Truceless War, marked "layout reconstructed")', () => {
    expect(scenarios).toHaveLength(20);
    const truceless = cca.scenarios().filter((s) => s.notes?.includes('layout reconstructed'));
    expect(truceless.map((s) => s.id)).toEqual(['utica-rebel-camp', 'utica', 'hippacritae', 'hannibals-camp', 'leptis']);
  });
  for (const id of scenarios) {
    it(`${id}: plays to the end with the contract and CCA invariants, then replays identically`, () => {
      for (const seed of [11, 12, 13]) {
        const r = randomPlayout(module, { scenario: id, seed }, {
          seed: seed * 7,
          maxActions: 20_000,
          checkContract: seed === 11,
          invariant: (s) => ccaInvariant(s as unknown as CcaState),
        });
        expect(r.finished).toBe(true);
        expect(stateHash(replay(module, r.record).state)).toBe(stateHash(r.state));
      }
    });
  }
});

describe('options', () => {
  it('every option combination still plays to the end (Trasimenus with 6 cards, occupied camps, ...)', () => {
    const options = { forestMomentumOnlyLightAuxWarrior: true, barbarianChariotIgnoresSword: true, counterAttackAnySectionMirror: false, elephantBlockedByEdgeLosesBlocks: false, trasimenusCarthaginianCards: 6, suddenDeathEvadeOffCounts: true, uticaCampPossession: 'occupied' };
    for (const id of ['lake-trasimenus', 'utica-rebel-camp', 'castulo', 'leptis', 'zama']) {
      const r = randomPlayout(module, { scenario: id, seed: 5, options }, { seed: 9, maxActions: 20_000, checkContract: false, invariant: (s) => ccaInvariant(s as unknown as CcaState) });
      expect(r.finished).toBe(true);
    }
  });
});

describe('position files', () => {
  it('a small position with an empty hand and a short deck plays without dead ends', () => {
    const position = {
      first: 'bottom',
      bannersToWin: 2,
      terrain: [{ row: 4, col: 6, type: 'forest' }, { row: 3, col: 3, type: 'marsh' }, { row: 5, col: 8, type: 'wall' }],
      units: [
        { side: 'bottom', type: 'HI', row: 6, col: 5 },
        { side: 'bottom', type: 'ELE', row: 6, col: 6 },
        { side: 'bottom', type: 'LC', row: 6, col: 7 },
        { side: 'top', type: 'WAR', row: 2, col: 5 },
        { side: 'top', type: 'BCH', row: 2, col: 6 },
        { side: 'top', type: 'HWM', row: 1, col: 6 },
      ],
      leaders: [{ side: 'top', name: 'T', row: 2, col: 5 }, { side: 'bottom', name: 'B', row: 7, col: 6 }],
      hands: { top: [], bottom: ['order-two-units-center'] },
      deck: ['mounted-charge', 'double-time', 'line-command', 'order-heavy-troops', 'first-strike', 'order-light-troops', 'leadership-any-section', 'clash-of-shields'],
    };
    for (const seed of [1, 2, 3]) {
      const r = randomPlayout(module, { position, seed }, { seed, maxActions: 3000, checkContract: true });
      expect(r.actions).toBeGreaterThan(0);
    }
  });
});
