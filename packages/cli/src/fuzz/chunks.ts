import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGameModule } from '@polemarch/kernel';
import { type FuzzOptions, type FuzzSummary, MAX_GAME_REPORTS, runFuzz } from './harness';

/**
 * Long fuzz runs in resumable chunks (`npm run fuzz -- ... --chunks <dir>`): the budget is shared out
 * among the scenarios (one chunk each, the same seed), each chunk's summary is written to its own file in
 * `dir` when it is done, and a chunk whose file is there is not run again: a run that was stopped is
 * resumed by giving the same command. Two processes may share the work with disjoint `--scenario` lists
 * into the same folder; `--sum <files>` adds the summaries up. While a chunk runs, its summary so far is
 * written every minute to `<chunk>.partial.json` (the figures of a run stopped at a deadline; removed when
 * the chunk is done; a resumed chunk starts again from its beginning).
 */
export interface ChunkPlan {
  scenario: string;
  actions: number;
  file: string;
}

export function chunkPlan(system: string, scenarios: readonly string[], actions: number, seed: number, dir: string): ChunkPlan[] {
  const share = Math.ceil(actions / scenarios.length);
  return scenarios.map((scenario) => ({ scenario, actions: share, file: join(dir, `${system}-${scenario}-seed${seed}-${share}.json`) }));
}

/** Run the chunks not yet done, in order; the summaries of all of them (done before or now). */
export function runChunks(options: Omit<FuzzOptions, 'scenarios'> & { scenarios: readonly string[]; dir: string; onChunk?: (plan: ChunkPlan, summary: FuzzSummary, fresh: boolean) => void }): FuzzSummary[] {
  mkdirSync(options.dir, { recursive: true });
  const out: FuzzSummary[] = [];
  for (const plan of chunkPlan(options.system.id, options.scenarios, options.actions, options.seed, options.dir)) {
    if (existsSync(plan.file)) {
      const done = readSummary(plan.file);
      out.push(done);
      options.onChunk?.(plan, done, false);
      continue;
    }
    const partial = plan.file.replace(/\.json$/, '.partial.json');
    let saved = Date.now();
    const summary = runFuzz({
      ...options,
      actions: plan.actions,
      scenarios: [plan.scenario],
      onGame: (s) => {
        options.onGame?.(s);
        if (Date.now() - saved > 60_000) {
          saved = Date.now();
          writeWhole(partial, s);
        }
      },
    });
    writeWhole(plan.file, summary);
    rmSync(partial, { force: true });
    out.push(summary);
    options.onChunk?.(plan, summary, true);
  }
  return out;
}

/** Whole or not at all: a file stopped mid-write is never read as a summary. */
function writeWhole(file: string, summary: FuzzSummary): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(summary, null, 2)}\n`);
  renameSync(tmp, file);
}

function isSummary(v: unknown): v is FuzzSummary {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o['system'] === 'string' && typeof o['actions'] === 'number' && Array.isArray(o['failures']) && Array.isArray(o['scenarios']);
}

/** A summary written by `--json` or a chunk (older summaries without the cap-hit fields read as none). */
export function readSummary(file: string): FuzzSummary {
  const v: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isSummary(v)) throw new Error(`${file} is not a fuzz summary`);
  return { ...v, maxGameActions: v.maxGameActions ?? 20_000, capHits: v.capHits ?? 0, deadEndGames: v.deadEndGames ?? [], capHitGames: v.capHitGames ?? [] };
}

const COUNTS = ['actions', 'games', 'finished', 'cut', 'crashes', 'deadEnds', 'capHits', 'leaks', 'unrendered', 'mutated', 'mutatedAccepted', 'mutatedIllegalAccepted', 'recordsCorrupted', 'corruptAccepted', 'replayMismatches', 'seconds'] as const;

/** The summaries of one system added up (seconds too: the sum of the chunks' times, not the wall-clock). */
export function sumSummaries(parts: readonly FuzzSummary[]): FuzzSummary {
  const first = parts[0];
  if (first === undefined) throw new Error('no summary to add up');
  const systems = new Set(parts.map((p) => p.system));
  if (systems.size > 1) throw new Error(`summaries of several systems: ${[...systems].join(', ')}`);
  const total: FuzzSummary = { ...first, scenarios: [], failures: [], deadEndGames: [], capHitGames: [] };
  for (const k of COUNTS) total[k] = 0;
  for (const p of parts) {
    for (const k of COUNTS) total[k] += p[k];
    for (const sc of p.scenarios) if (!total.scenarios.includes(sc)) total.scenarios.push(sc);
    total.failures.push(...p.failures);
    total.deadEndGames.push(...p.deadEndGames.slice(0, MAX_GAME_REPORTS - total.deadEndGames.length));
    total.capHitGames.push(...p.capHitGames.slice(0, MAX_GAME_REPORTS - total.capHitGames.length));
  }
  return total;
}

/** Every playable scenario of a system: the default list of a run. */
export function playableScenarios(module: AnyGameModule): string[] {
  return module.scenarios().filter((s) => s.status === 'playable').map((s) => s.id);
}
