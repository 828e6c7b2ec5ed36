import { type BaseState, type JsonValue, newGame } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import kalkaFile from '../src/scenarios/data/kalka-river.json';

/**
 * Random legal play on The Devil's Horsemen's four battles, with invariants after every action and identical replay
 * (randomPlayout replays the record and compares state hashes). Short by default; whole games to the end are opt-in:
 * `DH_FUZZ_FULL=1 npx vitest run packages/gboh/test/dh-battles-play.test.ts` (seeds from `DH_FUZZ_SEEDS`, default "1").
 */
const DH = ['indus-river', 'kalka-river', 'liegnitz', 'ayn-jalut'] as const;

function invariant(st: BaseState): void {
  const s = st as unknown as GbohState;
  const seen = new Map<string, string>();
  let eliminatedRP: Record<string, number> = {};
  for (const [id, u] of Object.entries(s.units)) {
    const su = s.static.units[id]!;
    if (u.status === 'eliminated') {
      expect(u.hex, `${id} eliminated but on the map`).toBeNull();
      eliminatedRP[su.side] = (eliminatedRP[su.side] ?? 0) + su.routPoints;
      continue;
    }
    if (u.hex === null) continue;
    const other = seen.get(u.hex);
    if (other !== undefined) {
      const moving = [s.move?.unit, s.routSegment?.unit, ...(s.routMoves ?? []).map((r) => r.unit)];
      expect(moving.includes(id) || moving.includes(other), `${id} and ${other} stacked in ${u.hex}`).toBe(true);
    }
    seen.set(u.hex, id);
    expect(Number.isInteger(u.facing) && u.facing >= 0 && u.facing <= 5, `${id} facing ${u.facing}`).toBe(true);
    if (u.status === 'routed') expect(u.hits, `${id} routed with hits`).toBe(0);
  }
  // Rout Points: eliminated units' printed TQ plus 5 × Initiative per leader lost; units leaving play (Kalka flight,
  // Musa's Syrians) score nothing.
  for (const side of s.static.sides) {
    const extra = (s.routPoints[side.id] ?? 0) - (eliminatedRP[side.id] ?? 0);
    expect(extra, `${side.id} rout points`).toBeGreaterThanOrEqual(0);
    expect(extra % 5, `${side.id} leader rout points`).toBe(0);
  }
  eliminatedRP = {};
  expect(Object.values(s.leaders).filter((l) => l.status === 'active').length).toBeLessThanOrEqual(1);
  // The battle rules' own state stays valid JSON of its rule (the schemas are checked in battle-rules.test.ts).
  expect(Object.keys(s.battle).every((id) => s.static.rules.includes(id))).toBe(true);
}

describe("The Devil's Horsemen battles: random legal play", () => {
  for (const id of DH) {
    it(`${id}: 40 actions with invariants, contract checks and identical replay`, () => {
      const r = randomPlayout(gboh, { scenario: id, seed: 2 }, { seed: 17, maxActions: 40, invariant, checkContract: true });
      expect(r.actions).toBe(40);
    }, 120_000);
  }

  // Each battle to a result under a bounded action count: the turn limit (a game option) stands in for the army
  // withdrawal the battles play to, which random play reaches only after tens of thousands of actions (opt-in below).
  for (const id of DH) {
    it(`${id}: plays to a result (army withdrawal or the turn limit of 2) within 3,000 actions, no dead end`, () => {
      const r = randomPlayout(gboh, { scenario: id, seed: 3, options: { maxTurns: 2 } }, { seed: 3, maxActions: 3000, invariant, checkContract: false });
      expect(r.finished).toBe(true);
      expect((r.state as unknown as GbohState).outcome).not.toBeNull();
    }, 300_000);
  }

  it('DH 5.24 #1: random play moves units, not only leaders (hex-by-hex leader moves, ruling DH-LDR-3)', () => {
    const r = randomPlayout(gboh, { scenario: 'indus-river', seed: 1 }, { seed: 1, maxActions: 300, checkContract: false });
    const types = r.record.actions.map((x) => (x.action as { type: string }).type);
    const count = (t: string) => types.filter((x) => x === t).length;
    // One action per reachable hex used to drown the unit orders (90% leader moves, armies never met).
    expect(count('leader-move')).toBeLessThan(types.length / 2);
    expect(count('move') + count('line-command')).toBeGreaterThan(5);
  }, 300_000);
});

// DH 3.0 fixes no number of turns; the Kalka's random play never reached an army withdrawal (docs/hardening.md), so its
// file gives the engine a default turn limit (ruling DH-TURNS-1), which the option maxTurns overrides.
describe('ruling DH-TURNS-1: the Kalka ends after its default turn limit', () => {
  const optionOf = (scenario: string, options?: Record<string, number>): number =>
    (newGame(gboh, { scenario, seed: 1, ...(options ? { options } : {}) }) as GbohState).static.options.maxTurns;

  it("the Kalka takes its file's 48 turns when maxTurns is not given; the option wins; the other battles have none", () => {
    expect(optionOf('kalka-river')).toBe(48);
    expect(optionOf('kalka-river', { maxTurns: 0 })).toBe(0);
    expect(optionOf('kalka-river', { maxTurns: 10 })).toBe(10);
    for (const id of ['indus-river', 'liegnitz', 'ayn-jalut']) expect(optionOf(id)).toBe(0);
  }, 120_000);

  it("random play from the Kalka's turn 48, no options: the game ends at the end of that turn as a draw", () => {
    const position = JSON.parse(JSON.stringify({ ...kalkaFile, start: { turn: 48 } })) as JsonValue;
    const r = randomPlayout(gboh, { position, seed: 5 }, { seed: 5, maxActions: 3000, invariant, checkContract: false });
    expect(r.finished).toBe(true);
    const s = r.state as unknown as GbohState;
    expect(s.turn).toBe(48);
    expect(s.outcome).toEqual({ winner: null, reason: 'turn limit reached' });
  }, 300_000);
});

const full = process.env.DH_FUZZ_FULL === '1';
const seeds = (process.env.DH_FUZZ_SEEDS ?? '1').split(',').map(Number);
describe.skipIf(!full)("The Devil's Horsemen battles: random play to army withdrawal or the Kalka's turn limit (DH_FUZZ_FULL=1)", () => {
  for (const id of DH) {
    for (const seed of seeds) {
      it(`${id} seed ${seed}: plays to the end with invariants`, () => {
        const r = randomPlayout(gboh, { scenario: id, seed }, { seed, maxActions: 200000, invariant, checkContract: false });
        expect(r.finished).toBe(true);
        const s = r.state as unknown as GbohState;
        // The Kalka's default turn limit (ruling DH-TURNS-1) may end it first: a draw after turn 48.
        expect(s.outcome!.reason).toMatch(id === 'kalka-river' ? /withdraw|turn limit reached/ : /withdraw/);
        console.log(`${id} seed ${seed}: ${r.actions} actions, turn ${s.turn}, ${s.outcome!.reason}, RP ${JSON.stringify(s.routPoints)}`);
      }, 7_200_000);
    }
  }
});
