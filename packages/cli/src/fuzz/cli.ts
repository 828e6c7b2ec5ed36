import { findSystem, systems } from '@polemarch/catalog';
import type { BaseState } from '@polemarch/kernel';
import { playableScenarios, readSummary, runChunks, sumSummaries } from './chunks';
import { type FuzzSummary, clean, formatSummary, runFuzz } from './harness';

/**
 * `npm run fuzz -- --system <id> --actions N [--seed S] [--scenario id[,id]] [--max-game N] [--json]`:
 * the fuzz harness from the command line (harness.ts). Exit 0 when clean, 1 when anything was found,
 * 2 on bad arguments. `--system all` fuzzes every system in turn.
 * - `--game-seed G --scenario X [--trace N]`: play the one game of a reported dead end or cap-hit again
 *   (`--trace N`: every N actions, the decision open and the state's turn, on stderr);
 * - `--chunks <dir>`: the budget in resumable chunks, one a scenario (chunks.ts); the same command resumes;
 * - `--sum <file> [<file> ...]`: add up summaries written by `--json` or `--chunks`;
 * - `--checked-replay`: replay each whole record with every check (slower; see harness.ts `checkRecord`).
 */
function arg(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

const USAGE = `usage: npm run fuzz -- --system <${systems().map((m) => m.id).join('|')}|all> --actions N [--seed S] [--scenario a,b] [--max-game N] [--json] [--chunks DIR] [--checked-replay]
       npm run fuzz -- --system <id> --scenario <id> --game-seed G [--max-game N] [--trace N]   (one reported game again)
       npm run fuzz -- --sum FILE [FILE ...] [--json]                               (add up summaries)\n`;

function print(summary: FuzzSummary, json: boolean): void {
  process.stdout.write(`${json ? JSON.stringify(summary, null, 2) : formatSummary(summary)}\n`);
}

function main(argv: readonly string[]): number {
  const json = argv.includes('--json');
  if (argv.includes('--sum')) {
    const files = argv.slice(argv.indexOf('--sum') + 1).filter((a) => !a.startsWith('--'));
    if (files.length === 0) {
      process.stderr.write(USAGE);
      return 2;
    }
    const total = sumSummaries(files.map(readSummary));
    print(total, json);
    return clean(total) ? 0 : 1;
  }
  const id = arg(argv, 'system');
  const actions = Number(arg(argv, 'actions') ?? '10000');
  const seed = Number(arg(argv, 'seed') ?? '1');
  const maxGame = Number(arg(argv, 'max-game') ?? '20000');
  const gameSeedArg = arg(argv, 'game-seed');
  const gameSeed = gameSeedArg === undefined ? undefined : Number(gameSeedArg);
  const chunks = arg(argv, 'chunks');
  const checkedReplay = argv.includes('--checked-replay');
  const trace = Number(arg(argv, 'trace') ?? '0');
  const ids = id === 'all' ? systems().map((m) => m.id) : id !== undefined ? [id] : [];
  const scenarioArg = arg(argv, 'scenario')?.split(',');
  if (
    ids.length === 0 ||
    !Number.isInteger(actions) ||
    actions < 1 ||
    !Number.isInteger(seed) ||
    !Number.isInteger(maxGame) ||
    !Number.isInteger(trace) ||
    trace < 0 ||
    (gameSeed !== undefined && (!Number.isInteger(gameSeed) || scenarioArg?.length !== 1 || ids.length !== 1 || chunks !== undefined))
  ) {
    process.stderr.write(USAGE);
    return 2;
  }
  let ok = true;
  for (const sid of ids) {
    const system = findSystem(sid);
    if (system === undefined) {
      process.stderr.write(`unknown system ${JSON.stringify(sid)}\n`);
      return 2;
    }
    let last = Date.now();
    const common = {
      system,
      actions,
      seed,
      maxGameActions: maxGame,
      checkedReplay,
      ...(gameSeed !== undefined ? { gameSeed } : {}),
      ...(trace > 0
        ? {
            onStep: (state: BaseState, n: number) => {
              if (n % trace !== 0) return;
              const p = system.pending(state);
              const turn = 'turn' in state ? state.turn : undefined;
              process.stderr.write(`  action ${n}: turn ${typeof turn === 'number' ? turn : '?'}, ${p === null ? 'over' : `${p.seat} ${p.kind}`}\n`);
            },
          }
        : {}),
      onGame: (s: FuzzSummary) => {
        // Progress on stderr, with --json too (its stdout is the summary alone).
        if (Date.now() - last > 30_000) {
          last = Date.now();
          process.stderr.write(`  ... ${s.system} ${s.scenarios.join(',')}: ${s.actions} actions, ${s.games} games, crashes ${s.crashes}, dead ends ${s.deadEnds}, cap-hits ${s.capHits}, leaks ${s.leaks}\n`);
        }
      },
    };
    let summary: FuzzSummary;
    if (chunks !== undefined) {
      const parts = runChunks({
        ...common,
        scenarios: scenarioArg ?? playableScenarios(system),
        dir: chunks,
        onChunk: (plan, s, fresh) => process.stderr.write(`  chunk ${plan.file}: ${fresh ? 'done' : 'done before'}, ${s.actions} actions, ${clean(s) ? 'clean' : 'FINDINGS'}\n`),
      });
      summary = sumSummaries(parts);
    } else {
      summary = runFuzz({ ...common, ...(scenarioArg ? { scenarios: scenarioArg } : {}) });
    }
    print(summary, json);
    ok = ok && clean(summary);
  }
  return ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
