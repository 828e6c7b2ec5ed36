import { findSystem, systems } from '@polemarch/catalog';
import { clean, formatSummary, runFuzz } from './harness';

/**
 * `npm run fuzz -- --system <id> --actions N [--seed S] [--scenario id[,id]] [--max-game N] [--json]`:
 * the fuzz harness from the command line (harness.ts). Exit 0 when clean, 1 when anything was found,
 * 2 on bad arguments. `--system all` fuzzes every system in turn.
 */
function arg(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function main(argv: readonly string[]): number {
  const id = arg(argv, 'system');
  const actions = Number(arg(argv, 'actions') ?? '10000');
  const seed = Number(arg(argv, 'seed') ?? '1');
  const maxGame = Number(arg(argv, 'max-game') ?? '20000');
  const json = argv.includes('--json');
  const ids = id === 'all' ? systems().map((m) => m.id) : id !== undefined ? [id] : [];
  if (ids.length === 0 || !Number.isInteger(actions) || actions < 1 || !Number.isInteger(seed) || !Number.isInteger(maxGame)) {
    process.stderr.write(`usage: npm run fuzz -- --system <${systems().map((m) => m.id).join('|')}|all> --actions N [--seed S] [--scenario a,b] [--max-game N] [--json]\n`);
    return 2;
  }
  let ok = true;
  for (const sid of ids) {
    const system = findSystem(sid);
    if (system === undefined) {
      process.stderr.write(`unknown system ${JSON.stringify(sid)}\n`);
      return 2;
    }
    const scenarios = arg(argv, 'scenario')?.split(',');
    let last = Date.now();
    const summary = runFuzz({
      system,
      actions,
      seed,
      maxGameActions: maxGame,
      ...(scenarios ? { scenarios } : {}),
      onGame: (s) => {
        // Progress on stderr, with --json too (its stdout is the summary alone).
        if (Date.now() - last > 30_000) {
          last = Date.now();
          process.stderr.write(`  ... ${s.system}: ${s.actions} actions, ${s.games} games, crashes ${s.crashes}, dead ends ${s.deadEnds}, leaks ${s.leaks}\n`);
        }
      },
    });
    process.stdout.write(`${json ? JSON.stringify(summary, null, 2) : formatSummary(summary)}\n`);
    ok = ok && clean(summary);
  }
  return ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
