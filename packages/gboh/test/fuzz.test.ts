import { type BaseState, type GameEvent } from '@polemarch/kernel';
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
      // A unit passing through, a routed unit mid-move in the Rout Movement Segment, or an initial rout move waiting
      // for its owner's choice of hex (R-ROUT-1).
      const moving = [s.move?.unit, s.routSegment?.unit, ...(s.routMoves ?? []).map((r) => r.unit)];
      const cheiro = [id, other].some((x) => s.static.units[x]!.type === 'Cheiroballistra'); // 11.63
      expect(moving.includes(id) || moving.includes(other) || cheiro, `${id} and ${other} stacked in ${u.hex}`).toBe(true);
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

/**
 * No unit acting twice where the rules forbid it, from the events of each action, per Orders Phase (turn and Orders
 * Phase number): at most one order per unit (5.24: move, H&D, Reorganize, Rally; a Line Command's move is its order),
 * no order after a fire order, ordered fire in at most one action (8.11; Rate of Fire's two shots are one action,
 * 11.4; a Cheiroballistra's Active Fire once per phase, 11.65), one Reaction Facing Change (7.14). Per Rout Movement
 * Segment, each routed unit moves once (10.22).
 */
function noUnitActsTwice(): (st: BaseState, mod: unknown, events: readonly GameEvent[]) => void {
  let phase = '';
  let ordered = new Set<string>();
  let fired = new Set<string>();
  let faced = new Set<string>();
  let routKey = '';
  let routed = new Set<string>();
  return (st, _mod, events) => {
    const s = st as unknown as GbohState;
    const key = `${s.turn}:${s.ordersPhases}`;
    if (key !== phase) {
      phase = key;
      ordered = new Set();
      fired = new Set();
      faced = new Set();
    }
    const firedNow = new Set<string>();
    for (const e of events) {
      const p = e.params ?? {};
      const unit = String(p.unit ?? '');
      if (e.key === 'orders.move' || e.key === 'hd.declare' || e.key === 'orders.reorganize' || e.key === 'rally.roll') {
        expect(ordered.has(unit), `${unit} ordered twice in Orders Phase ${key} (5.24)`).toBe(false);
        expect(fired.has(unit), `${unit} ordered after its fire order in ${key} (5.24)`).toBe(false);
        ordered.add(unit);
      }
      if (e.key === 'fire.roll' && p.kind === 'ordered') firedNow.add(String(p.firer));
      if (e.key === 'reaction.facing') {
        expect(faced.has(unit), `${unit} made two Reaction Facing Changes in ${key} (7.14)`).toBe(false);
        faced.add(unit);
      }
    }
    for (const f of firedNow) {
      expect(fired.has(f), `${f} fired twice in Orders Phase ${key} (8.11)`).toBe(false);
      fired.add(f);
    }
    const rs = s.routSegment;
    const rkey = rs === null ? '' : `${s.turn}:${rs.side}`;
    if (rkey !== routKey) {
      routKey = rkey;
      routed = new Set();
    }
    if (rs !== null && rs.unit !== null && !routed.has(rs.unit)) {
      expect(rs.moved.filter((u) => u === rs.unit).length, `${rs.unit} moves twice in the Rout Movement Segment (10.22)`).toBe(1);
      routed.add(rs.unit);
    }
  };
}

/** Both invariants, with a fresh record of who acted for each playout. */
function invariants(): (st: BaseState, mod: unknown, events: readonly GameEvent[]) => void {
  const twice = noUnitActsTwice();
  return (st, mod, events) => {
    invariant(st);
    twice(st, mod, events);
  };
}

const m = gboh;
// The Devil's Horsemen's battles (two to three times the units) have their own, shorter runs: dh-battles-play.test.ts.
const DH_BATTLES = ['indus-river', 'kalka-river', 'liegnitz', 'ayn-jalut'];
const playable = gboh.scenarios().filter((x) => x.status === 'playable' && !DH_BATTLES.includes(x.id));

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
        const r = randomPlayout(m, { scenario: sc.id, seed }, { seed: seed * 7919, maxActions: 250, invariant: invariants(), checkContract: true });
        expect(r.actions).toBeGreaterThan(0);
      });
    }
    it(`${sc.id} seed 3: 400 actions with invariants and identical replay (no contract checks)`, () => {
      const r = randomPlayout(m, { scenario: sc.id, seed: 3 }, { seed: 3 * 7919, maxActions: 400, invariant: invariants(), checkContract: false });
      expect(r.actions).toBeGreaterThan(0);
    });
    if (sc.id === 'callinicum') {
      it('callinicum with the optional Engaged rule (10.3) and the alternative rulings: 250 actions', () => {
        const options = { engagedRule: true, twoHitRule: 'all', reactionFacingHits: 'onlyOnFailure' };
        const r = randomPlayout(m, { scenario: sc.id, seed: 9, options }, { seed: 99, maxActions: 250, invariant: invariants(), checkContract: true });
        expect(r.actions).toBe(250);
      });
    }
    it(`${sc.id}: a long game (turn limit 6) ends without a dead end`, () => {
      const r = randomPlayout(m, { scenario: sc.id, seed: 11, options: { maxTurns: 6 } }, { seed: 5, maxActions: 20000, invariant: invariants(), checkContract: false });
      expect(r.finished).toBe(true);
      expect(module.result(r.state)).not.toBeNull();
    });
  }
});

/**
 * Whole games to army withdrawal (12.12), opt-in because random play needs thousands of actions per battle (Utus
 * River seed 1: about 15,000): `GBOH_FUZZ_FULL=1 npx vitest run packages/gboh/test/fuzz.test.ts`, seeds from
 * `GBOH_FUZZ_SEEDS` (default "1"). Invariants after every action and identical replay; bounded at 60,000 actions.
 */
const full = process.env.GBOH_FUZZ_FULL === '1';
const fullSeeds = (process.env.GBOH_FUZZ_SEEDS ?? '1').split(',').map(Number);
describe.skipIf(!full)('random legal play to army withdrawal (GBOH_FUZZ_FULL=1)', () => {
  for (const sc of playable) {
    for (const seed of fullSeeds) {
      it(`${sc.id} seed ${seed}: plays to the end with invariants`, () => {
        const r = randomPlayout(m, { scenario: sc.id, seed }, { seed, maxActions: 60000, invariant: invariants(), checkContract: false });
        expect(r.finished).toBe(true);
        const s = r.state as unknown as GbohState;
        // The Kalka's default turn limit (ruling DH-TURNS-1) may end it first: a draw after turn 48.
        expect(s.outcome!.reason).toMatch(sc.id === 'kalka-river' ? /withdraw|turn limit reached/ : /withdraw/);
        console.log(`${sc.id} seed ${seed}: ${r.actions} actions, turn ${s.turn}, ${s.outcome!.reason}, RP ${JSON.stringify(s.routPoints)}`);
      }, 3_600_000);
    }
  }
});
