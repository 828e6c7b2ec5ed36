import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findSystem, systems } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { type AnyGameModule, newGame } from '@polemarch/kernel';
import { runChunks, sumSummaries } from '../src/fuzz/chunks';
import { clean, formatSummary, runFuzz } from '../src/fuzz/harness';
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
      expect([s.crashes, s.deadEnds, s.capHits, s.leaks, s.unrendered, s.mutatedIllegalAccepted, s.replayMismatches]).toEqual([0, 0, 0, 0, 0, 0, 0]);
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

  it('computes the legal actions once per step (choosing and checking share the list)', () => {
    const skirmish = findSystem('skirmish')!;
    let calls = 0;
    const counted: AnyGameModule = {
      ...skirmish,
      legal: (state, seat) => {
        calls++;
        return skirmish.legal(state, seat);
      },
    };
    // No mutations and no corrupted prefix: every call is a step's.
    const s = runFuzz({ system: counted, actions: 400, seed: 3, mutateEvery: 0, corruptPrefix: 0 });
    expect(s.finished).toBeGreaterThan(0);
    expect(clean(s)).toBe(true);
    expect(calls).toBe(s.actions);
  });

  it('still checks the chosen action: one the schema refuses, or isLegal refuses, is reported', () => {
    const skirmish = findSystem('skirmish')!;
    const extraField: AnyGameModule = { ...skirmish, legal: (state, seat) => skirmish.legal(state, seat).map((a) => (typeof a === 'object' && a !== null && !Array.isArray(a) ? { ...a, junk: 1 } : a)) };
    const a = runFuzz({ system: extraField, actions: 50, seed: 3, mutateEvery: 0 });
    expect(a.crashes).toBeGreaterThan(0);
    expect(a.failures[0]).toMatch(/refused a legal action: malformed skirmish action: unknown field "junk"/);
    const b = runFuzz({ system: { ...skirmish, isLegal: () => false }, actions: 50, seed: 3, mutateEvery: 0 });
    expect(b.failures[0]).toMatch(/refused a legal action: isLegal refuses an action of the legal list/);
  });

  it('reports cap-hits apart from dead ends, each with the scenario and game seed that play it again', () => {
    const skirmish = findSystem('skirmish')!;
    const capped = runFuzz({ system: skirmish, actions: 100, seed: 4, maxGameActions: 12, mutateEvery: 0 });
    expect(capped.capHits).toBeGreaterThan(0);
    expect(capped.deadEnds).toBe(0);
    expect(capped.capHitGames).toHaveLength(capped.capHits);
    const game = capped.capHitGames[1]!;
    expect(game).toMatchObject({ scenario: skirmish.scenarios()[0]!.id, seed: 4 * 100_003 + 1, actions: 12 });
    expect(formatSummary(capped)).toContain(`cap-hit: ${game.scenario} game seed ${game.seed} after 12 actions (${game.pending} open): npm run fuzz -- --system skirmish --scenario ${game.scenario} --game-seed ${game.seed} --max-game 12`);
    // The one game again, alone: the same cap-hit at the same decision.
    const again = runFuzz({ system: skirmish, actions: 1, seed: 99, scenarios: [game.scenario], gameSeed: game.seed, maxGameActions: 12, mutateEvery: 0 });
    expect(again.games).toBe(1);
    expect(again.capHitGames).toEqual([game]);
    // A decision with no legal action is a dead end, not a cap-hit.
    let steps = 0;
    const stuck: AnyGameModule = { ...skirmish, legal: (state, seat) => (steps++ === 5 ? [] : skirmish.legal(state, seat)) };
    const dead = runFuzz({ system: stuck, actions: 100, seed: 4, mutateEvery: 0 });
    expect([dead.deadEnds, dead.capHits]).toEqual([1, 0]);
    expect(dead.deadEndGames[0]).toMatchObject({ scenario: game.scenario, seed: 4 * 100_003, actions: 5 });
    // An engine with no legal action at the start stops the run (it would never spend its budget).
    const never = runFuzz({ system: { ...skirmish, legal: () => [] }, actions: 100, seed: 4 });
    expect(never.actions).toBe(0);
    expect(never.deadEnds).toBe(100);
    expect(never.failures.at(-1)).toMatch(/100 games in a row played no action: stopped/);
  });

  it('runs a budget in resumable chunks, one a scenario, and adds them up', () => {
    const cca = findSystem('cca')!;
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-fuzz-chunks-'));
    const scenarios = ['akragas', 'crimissos-river'];
    const fresh: boolean[] = [];
    const first = runChunks({ system: cca, actions: 300, seed: 7, scenarios, dir, onChunk: (_p, _s, f) => fresh.push(f) });
    expect(readdirSync(dir).sort()).toEqual(['cca-akragas-seed7-150.json', 'cca-crimissos-river-seed7-150.json']);
    // Given again, the same command runs nothing: the chunks are read back.
    const second = runChunks({ system: cca, actions: 300, seed: 7, scenarios, dir, onChunk: (_p, _s, f) => fresh.push(f) });
    expect(fresh).toEqual([true, true, false, false]);
    expect(second).toEqual(first);
    const total = sumSummaries(second);
    expect(total.actions).toBe(first[0]!.actions + first[1]!.actions);
    expect(total.actions).toBeGreaterThanOrEqual(300);
    expect(total.scenarios).toEqual(scenarios);
    expect(clean(total)).toBe(true);
  }, 120_000);

  it.skipIf(LONG === 0)('whole games of every battle of every system (POLEMARCH_LONG_FUZZ)', () => {
    for (const m of systems()) {
      for (const sc of m.scenarios().filter((x) => x.status === 'playable')) {
        const s = runFuzz({ system: m, actions: LONG, seed: 5, scenarios: [sc.id], maxGameActions: 100_000 });
        expect(formatSummary(s), `${m.id} ${sc.id}`).not.toMatch(/ ! /);
      }
    }
  }, 24 * 3600_000);
});
