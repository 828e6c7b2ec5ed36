import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_TABLE, ALLEGIANCE_TABLE, ARMY_RESTRICTIONS, BATTLE_MODIFIERS, BATTLE_RESULTS, FORCE_LIMITS, INTERCEPTION, MOVEMENT_CAPABILITY, MOVEMENT_COSTS, NAVAL_BATTLE,
  PREFECTURE_TABLE, RANDOM_EVENTS_TABLE, REMOVAL, SPENDING, STRENGTH_DIFFERENTIAL, activationRowByPercentile, allegianceFor, battleResult, eventFor, movementPoints, revoltFor, strengthDifferential,
} from '../src/data/tables';

describe('11.1–11.15 the fifteen tables, as typed data with their source', () => {
  it('every table names its chart and rules', () => {
    const all = [ACTIVATION_TABLE, ALLEGIANCE_TABLE, RANDOM_EVENTS_TABLE, MOVEMENT_CAPABILITY, MOVEMENT_COSTS, BATTLE_RESULTS, BATTLE_MODIFIERS, STRENGTH_DIFFERENTIAL, INTERCEPTION, NAVAL_BATTLE, ARMY_RESTRICTIONS, PREFECTURE_TABLE, FORCE_LIMITS, SPENDING, REMOVAL];
    expect(all).toHaveLength(15);
    for (const t of all) expect(t.source.chart).toMatch(/^11\.\d+ /);
  });
  it('11.1 the percentile ranges cover 00–99 exactly once', () => {
    const seen = new Array<number>(100).fill(0);
    for (const r of ACTIVATION_TABLE.rows) for (let p = r.min; p <= r.max; p++) seen[p]!++;
    expect(seen.every((n) => n === 1)).toBe(true);
  });
  it('EX-04 (6.22): dice 6 then 7: sum 13 brings an event, percentile 67 activates the Gepids', () => {
    expect(6 + 7).toBeGreaterThanOrEqual(ACTIVATION_TABLE.randomEventIfDiceSumAtLeast);
    expect(activationRowByPercentile(67).power).toBe('gepids');
    expect(eventFor(5)).toBe('revolt');
  });
  it('11.2 allegiance: 6 or less Barbarian, 7 Neutral, 8+ Byzantine', () => {
    expect([allegianceFor(-3), allegianceFor(6), allegianceFor(7), allegianceFor(8), allegianceFor(14)]).toEqual(['barbarian', 'barbarian', 'neutral', 'byzantine', 'byzantine']);
  });
  it('11.3 events and revolts (0–2 rows reconstructed)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(eventFor)).toEqual(['mutiny', 'mutiny', 'mutiny', 'plague', 'revolt', 'revolt', 'religiousDisputes', 'politics', 'politics', 'justinianBuilds']);
    expect([0, 2, 3, 5, 6, 7, 8, 9].map(revoltFor)).toEqual(['nika', 'nika', 'armenia', 'armenia', 'sardinia', 'sardinia', 'egypt', 'egypt']);
  });
  it('EX-12 (7.11): Belisarius, Movement A, rolls 6: 7 MP', () => {
    expect(movementPoints('A', 6)).toBe(7);
    expect(movementPoints('D', 0)).toBe(1);
  });
  it('EX-20 CRT cells: row 7 / 41–60 = 9, row 5 / 26–40 = 5; clamped outside 0–9', () => {
    expect(battleResult(7, 55)).toEqual({ loss: 9, cell: '7/41-60' });
    expect(battleResult(5, 37)).toEqual({ loss: 5, cell: '5/26-40' });
    expect(battleResult(-3, 10).loss).toBe(0);
    expect(battleResult(12, 90).loss).toBe(15);
    expect(battleResult(3, 2).loss).toBe(0); // reconstructed cell
  });
  it('DT-05 (8.16) strength differential thresholds', () => {
    expect([strengthDifferential(40, 20), strengthDifferential(39, 20), strengthDifferential(100, 20), strengthDifferential(20, 20), strengthDifferential(55, 37)]).toEqual([2, 1, 5, 0, 1]);
  });
  it('11.10 naval base result: half rounded up, minimum 1', () => {
    expect(NAVAL_BATTLE.halfRoundUpMin1).toEqual([1, 1, 1, 2, 2, 3, 3, 4, 4, 5]);
  });
  it('11.12 the 2/3 thresholds are ceil(2n/3)', () => {
    for (const r of Object.values(PREFECTURE_TABLE.rows)) expect(r.controlNeeded).toBe(Math.ceil((2 * r.provinces) / 3));
  });
});
