/**
 * A tournament between players on one system, through the CLI's `play` (so the numbers are exactly
 * what `npx polemarch play` gives), writing docs/ai/results.md, results-<system>.json and winrates.svg.
 *
 *   npx tsx packages/cli/scripts/tournament.ts --system skirmish --scenarios standard \
 *     --pairings ai:strong/random,ai:strong/ai:easy --games 40 --timing 10 --jobs 2 [--option key=value ...]
 *
 * With --from <results-<system>.json> it only rewrites the results from an earlier run. With
 * --games-dir <dir> every game's summary is kept in <dir> as it ends, and a run given the same
 * arguments again plays only the games not there yet (a long tournament survives a stop). --key names
 * the results' block and files (default: the system id), e.g. `gboh-dh` for the Devil's Horsemen
 * battles beside Cataphract's `gboh`. --kept-only (with --games-dir) tallies the kept games and plays none.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type LevelName, type PairingResult, type PositionOutcome, REPO_ROOT, type TournamentReport, isLevelName, registerManifests, runPairing, runPositions, timeDecisions, writeResults } from '@polemarch/ai/node';
import { findSystem, manifests } from '@polemarch/catalog';

const { values } = parseArgs({
  options: {
    system: { type: 'string', default: 'skirmish' },
    scenarios: { type: 'string' },
    pairings: { type: 'string', default: 'ai:strong/random,ai:strong/ai:easy' },
    games: { type: 'string', default: '40' },
    seed: { type: 'string', default: '1000' },
    timing: { type: 'string', default: '10' },
    'timing-level': { type: 'string', default: 'standard' },
    jobs: { type: 'string', default: '2' },
    out: { type: 'string', default: resolve(REPO_ROOT, 'docs/ai') },
    /** Only rewrite the results from a report written earlier (results-<system>.json). */
    from: { type: 'string' },
    /** Keep the other pairings (and the timing, with --timing 0) of the report already in --out. */
    merge: { type: 'boolean', default: false },
    /** Do not run the tactical positions (keep the ones of the report already in --out, with --merge). */
    'skip-positions': { type: 'boolean', default: false },
    /** A game option for every game of the pairings (repeatable), e.g. `--option maxPlayerTurns=150`. */
    option: { type: 'string', multiple: true, default: [] },
    'games-dir': { type: 'string' },
    /** With --games-dir: tally the games kept there, play none (the results of a run still going, or stopped). */
    'kept-only': { type: 'boolean', default: false },
    key: { type: 'string' },
  },
});
const key = values.key ?? values.system;

if (values.from !== undefined) {
  const report = JSON.parse(readFileSync(values.from, 'utf8')) as TournamentReport;
  writeResults(report, values.out, key);
  console.log(`wrote ${values.out}/results.md, results-${key}.json, winrates.svg from ${values.from}`);
  process.exit(0);
}

// The timing and the tactical positions run the AI in this process: give it the systems' hooks.
registerManifests(manifests());
const module = findSystem(values.system);
if (module === undefined) throw new Error(`unknown system ${values.system}`);
const scenarios = values.scenarios?.split(',') ?? module.scenarios().filter((s) => s.status === 'playable').map((s) => s.id);
const games = Number(values.games);
const seed = Number(values.seed);
const jobs = Number(values.jobs);
const timingLevel = values['timing-level'];
if (!isLevelName(timingLevel)) throw new Error(`unknown level ${timingLevel}`);

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const pairingKey = (p: PairingResult): string => `${p.scenario}|${p.player}|${p.opponent}`;
/** The report already in --out (read again at every write, so two runs with --merge can share it). */
const earlier = (): TournamentReport | null => {
  if (!values.merge) return null;
  try {
    return JSON.parse(readFileSync(resolve(values.out, `results-${key}.json`), 'utf8')) as TournamentReport;
  } catch {
    return null;
  }
};

/**
 * The report so far, merged with the earlier one under --merge (a pairing played again replaces the
 * old one in place; the others stay). Written after every pairing, so a run stopped early (a deadline)
 * still leaves every pairing it finished in results.md.
 */
function report(pairings: PairingResult[], timing: TournamentReport['timing'], outcomes: PositionOutcome[] | null): TournamentReport {
  const old = earlier();
  const r: TournamentReport = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} × ${cpu}, Node ${process.version}`,
    pairings,
    timing,
    ...(outcomes !== null ? { positions: { level: timingLevel as LevelName, outcomes } } : old?.positions !== undefined ? { positions: old.positions } : {}),
  };
  if (old !== null) {
    const fresh = new Map(pairings.map((p) => [pairingKey(p), p]));
    r.pairings = [...old.pairings.map((p) => fresh.get(pairingKey(p)) ?? p), ...pairings.filter((p) => !old.pairings.some((o) => pairingKey(o) === pairingKey(p)))];
    if (timing.length === 0) r.timing = old.timing;
  }
  return r;
}

// Battle by battle (all pairings of one battle, then the next), so a run stopped early has covered
// the first battles completely rather than every battle partly.
const pairings: PairingResult[] = [];
const requested = values.pairings === 'none' ? [] : values.pairings.split(',');
for (const scenario of scenarios) {
  const seats = module.scenarios().find((s) => s.id === scenario)?.seats ?? [];
  for (const pairing of requested) {
    const [player, opponent] = pairing.split('/') as [string, string];
    const started = Date.now();
    const r = await runPairing(module.id, scenario, seats, player, opponent, games, seed, jobs, values.option, values['games-dir'], values['kept-only']);
    console.log(`${module.id}/${scenario} ${player} vs ${opponent}: ${r.wins} wins, ${r.draws} draws, ${r.losses} losses, ${r.errors} errors in ${r.games} games (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    pairings.push(r);
    writeResults(report(pairings, [], null), values.out, key);
  }
}

const timing: TournamentReport['timing'] = [];
const timingGames = Number(values.timing);
if (timingGames > 0) {
  for (const scenario of scenarios) {
    const row = await timeDecisions(module, scenario, timingLevel as LevelName, timingGames, seed);
    console.log(`${module.id}/${scenario} ${timingLevel}: median ${row.medianMs.toFixed(0)} ms, max ${row.maxMs.toFixed(0)} ms over ${row.decisions} decisions; searches: median ${row.searchMedianMs.toFixed(0)} ms, max ${row.searchMaxMs.toFixed(0)} ms`);
    timing.push(row);
  }
}

let outcomes: PositionOutcome[] | null = null;
if (!values['skip-positions']) {
  outcomes = runPositions(module, timingLevel as LevelName, seed);
  for (const o of outcomes) console.log(`position ${o.id}: ${o.found ? 'found' : 'MISSED'} ${JSON.stringify(o.action)}`);
}

writeResults(report(pairings, timing, outcomes), values.out, key);
console.log(`wrote ${values.out}/results.md, results-${key}.json, winrates.svg`);
