import { findSystem, systems } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { type AnyGameModule, newGame } from '@polemarch/kernel';
import { formatSummary, runFuzz } from '../src/fuzz/harness';
import { stepLeaks } from '../src/fuzz/leaks';

/**
 * Issue 17: the fuzz harness, short in CI (a few seconds a system). POLEMARCH_LONG_FUZZ=<actions> plays whole games
 * of every battle of every system instead (`npm run fuzz -- --system <id> --actions N` is the same from the shell).
 */
const LONG = Number(process.env['POLEMARCH_LONG_FUZZ'] ?? '0');

describe('fuzz harness', () => {
  for (const [id, actions, scenarios] of [
    ['skirmish', 1500, undefined],
    ['cca', 1200, undefined],
    ['gboh', 150, ['dara']],
    // The Devil's Horsemen battles are GBoH scenarios (a profile, not a copy): one of them in CI, all four in the long runs.
    ['gboh', 150, ['liegnitz']],
    ['taw', 400, undefined],
    ['justinian', 400, undefined],
    ['sgboh', 300, undefined],
  ] as const) {
    it(`${id}${scenarios ? ` (${scenarios.join(', ')})` : ''}: random and mutated actions, corrupted records, leak checks: nothing found`, () => {
      const s = runFuzz({ system: findSystem(id)!, actions, seed: 11, ...(scenarios ? { scenarios } : {}) });
      expect(s.actions).toBeGreaterThanOrEqual(actions);
      expect(s.mutated).toBeGreaterThan(0);
      expect(s.recordsCorrupted).toBeGreaterThan(0);
      expect(formatSummary(s)).not.toMatch(/ ! /);
      expect([s.crashes, s.deadEnds, s.leaks, s.unrendered, s.mutatedIllegalAccepted, s.replayMismatches]).toEqual([0, 0, 0, 0, 0, 0]);
    }, 120_000);
  }

  it('covers every system of the catalog (`--system all`)', () => {
    expect(systems().map((m) => m.id).sort()).toEqual(['cca', 'gboh', 'justinian', 'sgboh', 'skirmish', 'taw']);
    expect(findSystem('gboh')!.scenarios().filter((x) => x.status === 'playable').map((x) => x.id)).toEqual(expect.arrayContaining(['indus-river', 'kalka-river', 'liegnitz', 'ayn-jalut']));
  });

  it('catches a leak: C&C with the draw made public is reported', () => {
    const cca = findSystem('cca')!;
    // The engine's own filter removed: every card drawn is told to both seats.
    const leaky: AnyGameModule = { ...cca, step: (draft, seat, action, ctx) => cca.step(draft, seat, action, { ...ctx, emit: (e) => ctx.emit({ ...e, visibleTo: undefined } as typeof e) }) };
    const s = runFuzz({ system: leaky, actions: 300, seed: 2, mutateEvery: 0, scenarios: ['akragas'] });
    expect(s.leaks).toBeGreaterThan(0);
    expect(s.failures[0]).toMatch(/leak to (top|bottom|spectator): an event names/);
  });

  it('catches a leak: a GBoH event naming a secret piece, unless the engine kept it for its side', () => {
    const gboh = findSystem('gboh')!;
    const dara = newGame(gboh, { scenario: 'dara', seed: 1 });
    const move = { key: 'orders.leaderMove', params: { leader: 'pharas', from: '1402', to: '1607' } };
    const leaks = stepLeaks(gboh, dara, dara, [move]);
    expect(leaks.map((l) => l.seat).sort()).toEqual([null, 'persians']);
    expect(leaks[0]!.what).toMatch(/names the secret pharas/);
    expect(stepLeaks(gboh, dara, dara, [{ ...move, visibleTo: ['byzantines'] }])).toEqual([]);
    // The kernel stamps the audience the engine's hook gives.
    expect(gboh.eventAudience?.(dara, dara, move)).toEqual(['byzantines']);
  });

  it.skipIf(LONG === 0)('whole games of every battle of every system (POLEMARCH_LONG_FUZZ)', () => {
    for (const m of systems()) {
      for (const sc of m.scenarios().filter((x) => x.status === 'playable')) {
        const s = runFuzz({ system: m, actions: LONG, seed: 5, scenarios: [sc.id], maxGameActions: 100_000 });
        expect(formatSummary(s), `${m.id} ${sc.id}`).not.toMatch(/ ! /);
      }
    }
  }, 24 * 3600_000);
});
