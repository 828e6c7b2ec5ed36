import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type AnyGameModule, type BaseState, type JsonValue, Random, applyAction, createRngState, jsonEqual, newGame } from '@polemarch/kernel';
import { gboh, type GbohState } from '@polemarch/gboh';
import { describe, expect, it } from 'vitest';
import { assess, evaluateGboh, evaluateGbohGentle, expectedShock, gbohAI } from '@polemarch/gboh/ai';
import { UNIT_KEY_FIELDS } from '@polemarch/gboh/ai';
import { LEVELS, UNKEYED, createAiAgent, evaluatorFor, findInformationSet, parseTacticalPosition, search, solvePosition, stateObservationKey } from '../src';
import { registerBuiltinSystems } from './helpers';

const module = gboh as unknown as AnyGameModule;
const P = { source: 'provisional' };

type UnitIn = { id: string; side: 'byzantines' | 'persians'; type: string; hex: string; facing?: { vertex: number }; size?: number; tq?: number; ma?: number; missile?: string; initial?: Record<string, JsonValue> };
type LeaderIn = Record<string, JsonValue>;

/** A small open-field position in the gboh scenario format (the layout of packages/gboh/test/helpers.ts). */
function position(units: UnitIn[], leaders: LeaderIn[]): JsonValue {
  return {
    id: 'ai-test',
    name: 'AI test',
    map: { name: 'open field', extent: { minCol: 5, maxCol: 16, minRow: 1, maxRow: 14 }, hexes: {}, hexsides: {}, provenance: P },
    sides: [
      { id: 'byzantines', name: 'Byzantines', retreatEdge: { kind: 'edge', edge: 'west' }, withdrawalLevel: 60, discipline: 'disciplined', defaultFacing: 1, provenance: P },
      { id: 'persians', name: 'Persians', retreatEdge: { kind: 'edge', edge: 'east' }, withdrawalLevel: 75, discipline: 'disciplined', defaultFacing: 4, provenance: P },
    ],
    leaders: leaders.map((l) => ({ rank: 'SC', initiative: 4, lineCommand: 1, commandRange: 4, charisma: 1, personalCombat: 4, provenance: P, ...l })),
    units: units.map((u) => ({ name: u.id, size: 5, tq: 6, ma: 6, nationality: 'X', ...u })),
    lines: [],
    specialRules: [],
  } as unknown as JsonValue;
}

const OC = (side: 'byzantines' | 'persians', hex: string, extra: LeaderIn = {}): LeaderIn => ({ id: `${side}-oc`, name: 'OC', side, rank: 'OC', initiative: 6, commandRange: 8, strategy: 3, charisma: 0, hex, ...extra });

function start(units: UnitIn[], leaders: LeaderIn[] = [OC('byzantines', '0705')], edit: (s: GbohState) => void = () => {}): GbohState {
  const s = structuredClone(newGame(module, { position: position(units, leaders), seed: 1 })) as unknown as GbohState;
  edit(s);
  return s;
}

/** Cataphracts and heavy infantry well apart, and the far-away units the evaluator sees. */
const cat: UnitIn = { id: 'cat', side: 'byzantines', type: 'HC', size: 5, tq: 7, ma: 8, hex: '0906', facing: { vertex: 0 } };
const hi: UnitIn = { id: 'hi', side: 'persians', type: 'HI', size: 8, tq: 6, ma: 5, hex: '1005', facing: { vertex: 4 } };
const mi: UnitIn = { id: 'mi', side: 'byzantines', type: 'MI', size: 6, tq: 6, ma: 5, hex: '0705', facing: { vertex: 1 } };
const farMi: UnitIn = { id: 'far', side: 'persians', type: 'MI', hex: '1612', facing: { vertex: 4 } };

describe("GBoH's evaluator: Rout Points against the Withdrawal Level (12.11–12.12)", () => {
  it('counts the Rout Points scored, and the same Rout Points weigh more against a lower Withdrawal Level', () => {
    const even = start([mi, farMi]);
    const byzLoss = start([mi, farMi], undefined, (s) => (s.routPoints = { byzantines: 20, persians: 0 }));
    const perLoss = start([mi, farMi], undefined, (s) => (s.routPoints = { byzantines: 0, persians: 20 }));
    expect(assess(byzLoss).loss).toEqual({ byzantines: 20, persians: 0 });
    expect(assess(even).level).toEqual({ byzantines: 60, persians: 75 });
    expect(evaluateGboh(byzLoss, 'byzantines')).toBeLessThan(evaluateGboh(even, 'byzantines') - 0.5);
    // 20 of 60 hurts the Byzantines more than 20 of 75 hurts the Persians.
    expect(evaluateGboh(even, 'byzantines') - evaluateGboh(byzLoss, 'byzantines')).toBeGreaterThan(evaluateGboh(perLoss, 'byzantines') - evaluateGboh(even, 'byzantines'));
  });

  it('counts Cohesion Hits against TQ (x² · 0.6 of the Rout Points) and a routed unit at 0.85 of its Rout Points (10.14, 10.22)', () => {
    // The MI's printed TQ 6 is its Rout Points (12.11).
    const hits = start([mi, farMi], undefined, (s) => ((s.units.mi as GbohState['units'][string]).hits = 3));
    expect(assess(hits).loss.byzantines).toBeCloseTo(0.6 * (3 / 6) ** 2 * 6, 9);
    const routed = start([{ ...mi, initial: { status: 'routed' } }, farMi]);
    expect(assess(routed).loss.byzantines).toBeCloseTo(0.85 * 6, 9);
    expect(evaluateGboh(routed, 'byzantines')).toBeLessThan(evaluateGboh(hits, 'byzantines'));
  });

  it('counts missile supply (8.17): Missile No costs 15% of the unit, Missile Low 5%', () => {
    const archers: UnitIn = { id: 'arch', side: 'byzantines', type: 'LI', size: 2, tq: 5, ma: 6, missile: 'B', hex: '0705', facing: { vertex: 1 } };
    const low = start([archers, farMi], undefined, (s) => ((s.units.arch as GbohState['units'][string]).supply = 'low'));
    const none = start([archers, farMi], undefined, (s) => ((s.units.arch as GbohState['units'][string]).supply = 'no'));
    expect(assess(low).loss.byzantines).toBeCloseTo(0.05 * 5, 9);
    expect(assess(none).loss.byzantines).toBeCloseTo(0.15 * 5, 9);
  });

  it('fears for a lone leader next to an enemy combat unit (4.62: capture, 5 × Initiative)', () => {
    const hc: UnitIn = { id: 'hc', side: 'byzantines', type: 'HC', ma: 8, tq: 7, hex: '1005', facing: { vertex: 1 } };
    const near = start([hc, farMi], [OC('byzantines', '0805'), { id: 'cabades', name: 'Cabades', side: 'persians', rank: 'SC', initiative: 7, hex: '1105' }]);
    expect(assess(near).loss.persians).toBeCloseTo(0.35 * 5 * 7, 9);
  });

  it('scores a finished battle as its result', () => {
    const over = start([mi, farMi], undefined, (s) => (s.outcome = { winner: 'persians', reason: 'byzantines withdraws' }));
    expect(evaluateGboh(over, 'persians')).toBe(1);
    expect(evaluateGboh(over, 'byzantines')).toBe(-1);
  });

  it('is what the search uses for gboh once the built-in systems are registered', () => {
    registerBuiltinSystems();
    expect(evaluatorFor(module)).toBe(evaluateGboh);
  });
});

describe("GBoH's evaluator: the Shock to come (9.16)", () => {
  it('reads the Clash of Weapons, size and Superiority charts: cataphracts into the Front of heavy infantry', () => {
    // Front: column 6 (size 5 vs 8: no shift), mean CRT 2.3 (2.3); the infantry has Defensive Superiority: 3 × 2.3.
    const front = start([{ ...cat, hex: '0905', facing: { vertex: 1 } }, hi]);
    const x = expectedShock(front, 'cat', 'hi');
    expect(x.aspect).toBe('front');
    expect(x.attacker).toBeCloseTo(6.9, 9);
    expect(x.defender).toBeCloseTo(2.3, 9);
  });

  it('gives the Flank attack column 9 and Positional Superiority: 2.2 (2 × 2.7)', () => {
    const flank = start([{ ...cat, hex: '1006' }, hi]);
    const x = expectedShock(flank, 'cat', 'hi');
    expect(x.aspect).toBe('flank');
    expect(x.attacker).toBeCloseTo(2.2, 9);
    expect(x.defender).toBeCloseTo(5.4, 9);
  });

  it('values the cataphracts in the flank of the infantry above the cataphracts in its front', () => {
    // The Byzantines are to act (their OC activates): their blows count half, the Persians' a quarter.
    const front = start([{ ...cat, hex: '0905', facing: { vertex: 1 } }, hi], [OC('byzantines', '0807')]);
    const flank = start([{ ...cat, hex: '1006' }, hi], [OC('byzantines', '0807')]);
    // Front: the cataphracts' losing charge is not counted (no Must-Check); the infantry's own Shock
    // (column 8 + 1 for size 8 against 5: 2.2 (2.7)) would put 3 hits on them (TQ 7) and take 2 (TQ 6).
    expect(assess(front).loss.byzantines).toBeCloseTo(0.25 * 0.6 * (3 / 7) ** 2 * 7, 9);
    expect(assess(front).loss.persians).toBeCloseTo(0.25 * 0.6 * (2 / 6) ** 2 * 6, 9);
    // Flank: 5 hits on the infantry (TQ 6) for 2 on the cataphracts; the infantry cannot strike back.
    expect(assess(flank).loss.persians).toBeCloseTo(0.5 * 0.6 * (5 / 6) ** 2 * 6, 9);
    expect(assess(flank).loss.byzantines).toBeCloseTo(0.5 * 0.6 * (2 / 7) ** 2 * 7, 9);
    expect(evaluateGboh(flank, 'byzantines')).toBeGreaterThan(evaluateGboh(front, 'byzantines') + 0.03);
  });

  it("gives the gentle level an evaluator blind to Shock prospects: the flank and the front look alike", () => {
    const front = start([{ ...cat, hex: '0905', facing: { vertex: 1 } }, hi], [OC('byzantines', '0807')]);
    const flank = start([{ ...cat, hex: '1006' }, hi], [OC('byzantines', '0807')]);
    expect(assess(flank, { shock: false }).loss).toEqual(assess(front, { shock: false }).loss);
    expect(assess(flank, { shock: false }).loss.persians).toBe(0);
    const gentle = gbohAI.evaluateAt?.('easy');
    expect(gentle).toBe(evaluateGbohGentle);
    expect(gbohAI.evaluateAt?.('standard')).toBe(evaluateGboh);
    expect(gbohAI.evaluateAt?.('strong')).toBe(evaluateGboh);
    // Only the distance to the enemy separates the two placements for it, far less than the Shock does for the others.
    expect(Math.abs(evaluateGbohGentle(flank, 'byzantines') - evaluateGbohGentle(front, 'byzantines'))).toBeLessThan(0.03);
  });
});

describe('GBoH search hints', () => {
  it('orders a rally and fire before moves, moves before leader moves; a move ended before acting comes last but one', () => {
    const s = start([{ ...mi, initial: { status: 'routed' } }, farMi], [OC('byzantines', '0605', { charisma: 3 })]);
    const legal = [
      { type: 'leader-move', leader: 'byzantines-oc', to: '0604' },
      { type: 'end-orders' },
      { type: 'rally', unit: 'mi' },
    ] as JsonValue[];
    const prior = gbohAI.hints?.order?.(s, 'byzantines', legal) ?? [];
    expect(prior[2]).toBeGreaterThan(prior[1] as number);
    expect(prior[1]).toBeGreaterThan(prior[0] as number);
  });

  it("The Devil's Horsemen: a Feigned Retreat before an ordinary move; its fire or charge after it; the ordinary shot before a Rain of Arrows", () => {
    const s = start([mi, farMi], [OC('byzantines', '0605')]);
    const legal = [
      { type: 'move', unit: 'mi' },
      { type: 'fr', unit: 'mi' },
      { type: 'fr-attack', to: '0604', shock: true },
      { type: 'fire', unit: 'mi', target: 'x', rain: true },
      { type: 'fire', unit: 'mi', target: 'x' },
    ] as JsonValue[];
    const [move, fr, charge, rain, fire] = gbohAI.hints?.order?.(s, 'byzantines', legal) ?? [];
    expect(fr).toBeGreaterThan(move as number);
    expect(fr).toBeGreaterThan(charge as number);
    expect(fire).toBeGreaterThan(rain as number);
    expect(rain).toBeGreaterThan(fr as number);
  });

  it("groups a leader's destination hexes, and nothing else", () => {
    const s = start([mi, farMi]);
    const g = (a: JsonValue) => gbohAI.hints?.group?.(s, 'byzantines', a);
    expect(g({ type: 'leader-move', leader: 'x', to: '0101' })).toBe(g({ type: 'leader-move', leader: 'x', to: '0202' }));
    expect(g({ type: 'step', to: '0101' })).not.toBe(g({ type: 'step', to: '0202' }));
  });

  it('keys an observation without the static battle data, and knows when nothing is hidden (M.4)', () => {
    const s = newGame(module, { scenario: 'dara', seed: 1 });
    const byz = module.view(s, 'byzantines');
    const per = module.view(s, 'persians');
    expect(gbohAI.hints?.observe?.(byz)).not.toContain('"static"');
    // Dara: the Heruli and Pharas are deployed in secret; the Byzantines see them, the Persians do not.
    expect(gbohAI.hints?.exactDeterminization?.(byz, 'byzantines')).toBe(true);
    expect(gbohAI.hints?.exactDeterminization?.(per, 'persians')).toBe(false);
  });

  it('keys a sampled state as it keys the view, the secrets the seat may not see left out (M.4, R-M4)', () => {
    const s = newGame(module, { scenario: 'dara', seed: 1 });
    for (const seat of ['byzantines', 'persians']) expect(gbohAI.hints?.observeState?.(s, seat)).toBe(gbohAI.hints?.observe?.(module.view(s, seat)));
    // Where the Heruli stand is in the Byzantine key, not the Persian one.
    const moved = structuredClone(s) as unknown as GbohState;
    (moved.units['byz-heruli-1'] as GbohState['units'][string]).hex = '1203';
    const key = (st: unknown, seat: string) => gbohAI.hints?.observeState?.(st as BaseState, seat);
    expect(key(moved, 'byzantines')).not.toBe(key(s, 'byzantines'));
    expect(key(moved, 'persians')).toBe(key(s, 'persians'));
  });

  it('tells apart two positions that differ in any one field of a unit, a leader or the rest of the state', () => {
    const s = newGame(module, { scenario: 'dara', seed: 1 }) as unknown as GbohState;
    const key = (st: GbohState) => gbohAI.hints?.observeState?.(st as unknown as BaseState, 'byzantines');
    const base = key(s);
    const id = Object.keys(s.units)[0] as string;
    const other: Record<string, JsonValue> = {
      hex: '0101', facing: 5, inColumn: true, hits: 3, status: 'routed', moved: true, supply: 'low', shock: 'mustCheck', ordered: 'move', fired: true,
      reactionFaced: true, pivotedInZoc: false, owFiredAt: ['x'], reorganized: 1, shieldWall: true, columnAttacked: true,
      cheiro: { mode: 'fire', active: 1, activeThisPhase: false, reaction: 0 }, uncontrolled: true, engaged: true, disordered: false, setupHex: '0102',
    };
    for (const field of Object.keys(UNIT_KEY_FIELDS)) {
      const t = structuredClone(s);
      const u = t.units[id] as unknown as Record<string, JsonValue>;
      expect(other[field], field).not.toEqual(u[field]);
      u[field] = other[field] as JsonValue;
      expect(key(t), field).not.toBe(base);
    }
    const leader = Object.keys(s.leaders)[0] as string;
    for (const [field, v] of Object.entries({ hex: '0101', status: 'eliminated', wounded: true, skipped: true, lcAbility: 'able', chain: 2, deferred: true, noMomentum: true, mp: 3, movedByOC: true, replacedThisTurn: true, eioDone: true })) {
      const t = structuredClone(s);
      (t.leaders[leader] as unknown as Record<string, JsonValue>)[field] = v;
      expect(key(t), field).not.toBe(base);
    }
    const t = structuredClone(s);
    t.routPoints = { ...t.routPoints, byzantines: 7 };
    expect(key(t)).not.toBe(base);
  });
});

describe('GBoH tactical position files (standard level, 300 iterations)', () => {
  const dir = resolve(import.meta.dirname, '../positions/gboh');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  it('has the GBoH set', () => {
    expect(files.length).toBeGreaterThanOrEqual(5);
  });
  for (const file of files) {
    const p = parseTacticalPosition(JSON.parse(readFileSync(resolve(dir, file), 'utf8')));
    it(`${p.title} (${p.rule ?? 'tactics'})`, () => {
      const outcome = solvePosition(module, p, createAiAgent({ level: 'standard', seed: 3, iterations: 300, timeMs: Infinity }));
      expect(outcome.action).toBeOneOf(p.right);
    });
  }
});

describe('GBoH turn-level play', () => {
  it('keeps the states reached by die-free actions when nothing is hidden, and recomputes none of them', () => {
    // The cataphracts' move (shock-the-flank.json): steps and facings draw no die.
    const p = parseTacticalPosition(JSON.parse(readFileSync(resolve(import.meta.dirname, '../positions/gboh/shock-the-flank.json'), 'utf8')));
    let s: BaseState = newGame(module, { position: p.position, seed: p.seed });
    for (const step of p.before) s = applyAction(module, s, step.seat, step.action).state;
    const pending = module.pending(s);
    if (pending === null) throw new Error('over');
    const r = search({
      decision: { module, seat: pending.seat, pending, view: module.view(s, pending.seat), legal: module.legal(s, pending.seat) },
      evaluate: evaluateGboh,
      hints: gbohAI.hints ?? {},
      config: { ...LEVELS.standard.search, ...gbohAI.search?.('standard'), iterations: 60, timeMs: Infinity },
      rng: new Random(createRngState(4)),
    });
    const step = r.root.edges.get(JSON.stringify({ type: 'step', to: '1006' }));
    expect(step?.next).toBeDefined();
    // The kept state is the one the engine gives (the generator aside).
    const fresh = applyAction(module, s, pending.seat, { type: 'step', to: '1006' }).state;
    const { rng: _a, ...kept } = step?.next?.state as BaseState & Record<string, JsonValue>;
    const { rng: _b, ...again } = fresh as BaseState & Record<string, JsonValue>;
    expect(kept).toEqual(again);
    // Its one outcome is keyed when something reads the key, and the key is the state's.
    expect([...(step?.outcomes.keys() ?? [])]).toEqual([UNKEYED]);
    expect(step?.next?.node.observation).toBe(stateObservationKey(module, gbohAI.hints ?? {}, fresh, pending.seat));
    // A later search finds that information set by its key.
    expect(findInformationSet(r.root, pending.seat, step?.next?.node.observation as string)).toBe(step?.next?.node);
  });

  it('plays the rest of a planned move from its plan, without searching again', () => {
    const p = parseTacticalPosition(JSON.parse(readFileSync(resolve(import.meta.dirname, '../positions/gboh/orderly-withdrawal.json'), 'utf8')));
    let s: BaseState = newGame(module, { position: p.position, seed: p.seed });
    for (const step of p.before) s = applyAction(module, s, step.seat, step.action).state;
    const ai = createAiAgent({ level: 'standard', seed: 3, iterations: 300, timeMs: Infinity });
    const decide = () => {
      const pending = module.pending(s);
      if (pending === null) throw new Error('over');
      const a = ai.decide({ module, seat: pending.seat, pending, view: module.view(s, pending.seat), legal: module.legal(s, pending.seat) });
      s = applyAction(module, s, pending.seat, a).state;
      return a;
    };
    expect(decide()).toEqual({ type: 'ow', unit: 'li' });
    expect(ai.lastReport?.plan.length).toBeGreaterThan(1);
    const planned = ai.lastReport?.plan[1];
    expect(decide()).toEqual(planned);
    expect(ai.lastReport?.source).toBe('plan');
  });
});

describe('fairness: the AI decides from its view only (Dara, M.4 secret deployment)', () => {
  /** A Persian decision of Dara, reached by playing the first legal action for both sides. */
  function persianDecision(): GbohState {
    let s: BaseState = newGame(module, { scenario: 'dara', seed: 5 });
    for (let n = 0; n < 400; n++) {
      const pending = module.pending(s);
      if (pending === null) throw new Error('over');
      const legal = module.legal(s, pending.seat);
      if (pending.seat === 'persians' && legal.length > 2) return s as unknown as GbohState;
      s = applyAction(module, s, pending.seat, legal.find((a) => (a as { type: string }).type === 'end-orders') ?? (legal[0] as JsonValue)).state;
    }
    throw new Error('no Persian decision');
  }

  it('makes the same choice with the same statistics wherever the Heruli really stand', () => {
    const s = persianDecision();
    expect(s.secret).toContain('byz-heruli-1');
    const other = structuredClone(s);
    // Another hex of the secret zone, empty and out of sight of every Persian unit (R-M4).
    const heruli = other.units['byz-heruli-1'] as GbohState['units'][string];
    expect(heruli.hex).toBe('1402');
    heruli.hex = '1203';
    heruli.setupHex = '1203';
    (other.leaders.pharas as GbohState['leaders'][string]).hex = '1203';
    expect(jsonEqual(other.units, s.units)).toBe(false);
    expect(module.view(other as unknown as BaseState, 'persians')).toEqual(module.view(s as unknown as BaseState, 'persians'));
    const decide = (state: GbohState) => {
      const base = state as unknown as BaseState;
      const pending = module.pending(base);
      if (pending === null) throw new Error('over');
      const ai = createAiAgent({ level: 'standard', seed: 9, iterations: 60, timeMs: Infinity });
      const action = ai.decide({ module, seat: pending.seat, pending, view: module.view(base, pending.seat), legal: module.legal(base, pending.seat) });
      return { action, choices: ai.lastReport?.choices };
    };
    const a = decide(s);
    const b = decide(other);
    expect(b.action).toEqual(a.action);
    expect(b.choices).toEqual(a.choices);
  });
});
