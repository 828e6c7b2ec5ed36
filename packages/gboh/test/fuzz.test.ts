import { type BaseState, type GameModule, type JsonValue } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import { module } from './helpers';

/**
 * Random legal play on every playable battle with invariants after every action, and identical replay
 * (randomPlayout replays the record and compares state hashes). Bounded by action counts.
 */
function invariant(st: BaseState): void {
  const s = st as unknown as GbohState;
  const seen = new Map<string, string>();
  let rpCheck: Record<string, number> = {};
  for (const side of s.static.sides) rpCheck[side.id] = 0;
  for (const [id, u] of Object.entries(s.units)) {
    const su = s.static.units[id]!;
    if (u.status === 'eliminated') {
      expect(u.hex, `${id} eliminated but on the map`).toBeNull();
      rpCheck[su.side] = (rpCheck[su.side] ?? 0) + su.routPoints;
      continue;
    }
    if (u.hex === null) continue;
    // Stacking (6.61): one combat unit per hex, except the unit passing through in the middle of its move.
    const other = seen.get(u.hex);
    if (other !== undefined) {
      const moving = s.move?.unit ?? s.routSegment?.unit ?? undefined; // a unit passing through, or a routed unit mid-move
      const cheiro = [id, other].some((x) => s.static.units[x]!.type === 'Cheiroballistra'); // 11.63
      expect(moving === id || moving === other || cheiro, `${id} and ${other} stacked in ${u.hex}`).toBe(true);
    }
    seen.set(u.hex, id);
    // Facing legal: a direction index 0–5.
    expect(Number.isInteger(u.facing) && u.facing >= 0 && u.facing <= 5, `${id} facing ${u.facing}`).toBe(true);
    // Hits consistent: routed units carry no hits; a normal unit below its TQ outside Shock resolution.
    if (u.status === 'routed') expect(u.hits, `${id} routed with hits`).toBe(0);
    expect(u.hits).toBeGreaterThanOrEqual(0);
  }
  // Rout Points: the eliminated units' printed TQ plus 5 × Initiative per leader elimination (a returning CC can score again).
  for (const side of s.static.sides) {
    const extra = (s.routPoints[side.id] ?? 0) - (rpCheck[side.id] ?? 0);
    expect(extra, `${side.id} rout points`).toBeGreaterThanOrEqual(0);
    expect(extra % 5, `${side.id} leader rout points`).toBe(0);
  }
  rpCheck = {};
  // No unit ordered twice in one Orders Phase (5.24) is enforced by `ordered`; one active leader at most.
  expect(Object.values(s.leaders).filter((l) => l.status === 'active').length).toBeLessThanOrEqual(1);
}

const m = gboh as unknown as GameModule<BaseState, JsonValue, JsonValue>;
const playable = gboh.scenarios().filter((x) => x.status === 'playable');

describe('random legal play', () => {
  it('lists all eight battles, Sena Gallica unsupported (naval)', () => {
    const ids = gboh.scenarios().map((x) => x.id);
    for (const id of ['utus-river', 'catalaunian-fields', 'dara', 'callinicum', 'tricameron', 'taginae', 'sena-gallica', 'casilinum']) expect(ids).toContain(id);
    expect(gboh.scenarios().find((x) => x.id === 'sena-gallica')!.status).toBe('unsupported');
    expect(gboh.scenarios().find((x) => x.id === 'callinicum')!.status).toBe('playable');
  });

  for (const sc of playable) {
    for (const seed of [1, 2]) {
      it(`${sc.id} seed ${seed}: 250 actions with invariants and identical replay`, () => {
        const r = randomPlayout(m, { scenario: sc.id, seed }, { seed: seed * 7919, maxActions: 250, invariant, checkContract: true });
        expect(r.actions).toBeGreaterThan(0);
      });
    }
    if (sc.id === 'callinicum') {
      it('callinicum with the optional Engaged rule (10.3) and the alternative rulings: 250 actions', () => {
        const options = { engagedRule: true, twoHitRule: 'all', reactionFacingHits: 'onlyOnFailure' };
        const r = randomPlayout(m, { scenario: sc.id, seed: 9, options }, { seed: 99, maxActions: 250, invariant, checkContract: true });
        expect(r.actions).toBe(250);
      });
    }
    it(`${sc.id}: a long game (turn limit 6) ends without a dead end`, () => {
      const r = randomPlayout(m, { scenario: sc.id, seed: 11, options: { maxTurns: 6 } }, { seed: 5, maxActions: 20000, invariant, checkContract: false });
      expect(r.finished).toBe(true);
      expect(module.result(r.state)).not.toBeNull();
    });
  }
});
