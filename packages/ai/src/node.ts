/**
 * The Node entry: everything in the core, plus what only Node can do (run CLI games in child
 * processes, write result files). The core (index.ts) stays free of Node APIs so it also runs in a
 * Web Worker.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Agent, type AnyGameModule, type JsonValue, applyAction, newGame, randomAgent } from '@polemarch/kernel';
import { createAiAgent } from './agent';
import { type WinRateBar, winRateChart } from './chart';
import type { LevelName } from './levels';
import { type PositionOutcome, parseTacticalPosition, solvePosition } from './positions';
import { median, wilsonInterval } from './stats';

export * from './index';

/** The repository root, from this file's place in it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CLI = resolve(REPO_ROOT, 'packages/cli/bin/polemarch.js');

/** What `polemarch play --json` prints. */
interface PlaySummary {
  games: number;
  wins: Record<string, number>;
  draws: number;
  errors: number;
  results: { game: number; seed: number; winner: string | null; actions: number; error?: string }[];
}

export interface PlayCommand {
  system: string;
  scenario: string;
  players: [string, string];
  games: number;
  seed: number;
  /** Game options (`--option key=value`, e.g. a play-testing cap such as SGBoH's `maxPlayerTurns=150`). */
  options?: readonly string[];
}

/** The command line of a CLI run, as it is printed in the results. */
export function commandLine(c: PlayCommand): string {
  const options = (c.options ?? []).map((o) => ` --option ${o}`).join('');
  return `npx polemarch play --system ${c.system} --scenario ${c.scenario} --players ${c.players.join(',')}${options} --games ${c.games} --seed ${c.seed} --json`;
}

/** Run `polemarch play --json` in a child process and parse its summary. */
export function runPlay(c: PlayCommand): Promise<PlaySummary> {
  const args = [CLI, 'play', '--system', c.system, '--scenario', c.scenario, '--players', c.players.join(','), ...(c.options ?? []).flatMap((o) => ['--option', o]), '--games', String(c.games), '--seed', String(c.seed), '--json'];
  return new Promise((resolvePlay, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', () => {
      try {
        resolvePlay(JSON.parse(out) as PlaySummary);
      } catch {
        reject(new Error(`${commandLine(c)} printed no summary: ${err || out}`));
      }
    });
  });
}

/** Run tasks with at most `jobs` at a time (the machine has two cores). */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], jobs: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, tasks.length) }, worker));
  return results;
}

/** One pairing in one battle, the first player playing each seat in half of the games. */
export interface PairingResult {
  system: string;
  scenario: string;
  player: string;
  opponent: string;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  errors: number;
  /** Wins by the seat the player held. */
  winsBySeat: Record<string, number>;
  commands: string[];
  /** Each game that ended in an error: its seed (replay it with `--games 1 --seed`) and the message. */
  failures?: { seed: number; players: string; error: string }[];
}

/** The file a game's summary is kept in under a games directory: its command, readable and unique. */
export function gameFileName(c: PlayCommand): string {
  const options = (c.options ?? []).map((o) => `-${o}`).join('');
  return `${c.system}-${c.scenario}-${c.players.join('-vs-')}-${c.seed}${options}.json`.replace(/[^A-Za-z0-9.=_-]/g, '_');
}

/**
 * Play one command, or with a games directory read its summary from there when an earlier run
 * finished it (written only once the CLI has printed it, through a temporary file), so a long
 * tournament stopped midway resumes where it was.
 */
async function playKept(c: PlayCommand, gamesDir: string | undefined, keptOnly: boolean): Promise<PlaySummary> {
  if (gamesDir === undefined) return runPlay(c);
  const path = resolve(gamesDir, gameFileName(c));
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8')) as PlaySummary;
  // `keptOnly`: a tally of what a run still going (or stopped) has finished, nothing played here.
  if (keptOnly) return { games: 0, wins: {}, draws: 0, errors: 0, results: [] };
  const summary = await runPlay(c);
  mkdirSync(gamesDir, { recursive: true });
  writeFileSync(`${path}.tmp`, JSON.stringify(summary, null, 2) + '\n');
  renameSync(`${path}.tmp`, path);
  return summary;
}

/**
 * Play a pairing on both seats: games/2 with the player first in seat order, games/2 second. With
 * a games directory every game is its own CLI run whose summary is kept there (see `playKept`); the
 * commands listed are the same either way, one a seat (a run of `--games n` plays seeds seed…seed+n−1).
 * `keptOnly` (with a games directory) counts the games kept there and plays none: the pairing's `games` is then
 * how many of them have been played so far.
 */
export async function runPairing(system: string, scenario: string, seats: readonly string[], player: string, opponent: string, games: number, seed: number, jobs: number, options: readonly string[] = [], gamesDir?: string, keptOnly = false): Promise<PairingResult> {
  const half = Math.ceil(games / 2);
  const withOptions = options.length > 0 ? { options } : {};
  // Each side's games are split in `jobs` chunks so both cores work (one game a chunk with a games directory).
  const chunks: { command: PlayCommand; playerSeat: string }[] = [];
  const commands: string[] = [];
  for (const [side, count] of [[0, half], [1, games - half]] as const) {
    if (count === 0) continue;
    const players: [string, string] = side === 0 ? [player, opponent] : [opponent, player];
    const first = seed + side * 10_000;
    commands.push(commandLine({ system, scenario, players, games: count, seed: first, ...withOptions }));
    const per = gamesDir !== undefined ? 1 : Math.ceil(count / jobs);
    for (let start = 0; start < count; start += per) {
      const n = Math.min(per, count - start);
      chunks.push({ command: { system, scenario, players, games: n, seed: first + start, ...withOptions }, playerSeat: seats[side] as string });
    }
  }
  const summaries = await pool(chunks.map((c) => () => playKept(c.command, gamesDir, keptOnly)), jobs);
  const r: PairingResult = { system, scenario, player, opponent, games: 0, wins: 0, draws: 0, losses: 0, errors: 0, winsBySeat: {}, commands };
  summaries.forEach((s, i) => {
    const seat = (chunks[i] as { playerSeat: string }).playerSeat;
    for (const g of s.results) {
      r.games++;
      if (g.error !== undefined) {
        r.errors++;
        (r.failures ??= []).push({ seed: g.seed, players: (chunks[i] as { command: PlayCommand }).command.players.join(','), error: g.error });
      } else if (g.winner === null) r.draws++;
      else if (g.winner === seat) {
        r.wins++;
        r.winsBySeat[seat] = (r.winsBySeat[seat] ?? 0) + 1;
      } else r.losses++;
    }
  });
  return r;
}

export type TimingRow = TournamentReport['timing'][number];

/**
 * Time every decision of one AI level against the random player, on both seats, in this process:
 * all decisions (plan replays and forced answers included) and the searches alone.
 */
export async function timeDecisions(module: AnyGameModule, scenario: string, level: LevelName, games: number, seed: number): Promise<TimingRow> {
  const all: number[] = [];
  const searched: number[] = [];
  for (let g = 0; g < games; g++) {
    let state = newGame(module, { scenario, seed: seed + g });
    const seats = module.seats(state);
    const aiSeat = seats[g % seats.length] as string;
    const ai = createAiAgent({ level, seed: seed + g });
    const random: Agent = randomAgent(seed + g);
    for (;;) {
      const pending = module.pending(state);
      if (pending === null) break;
      const decision = { module, seat: pending.seat, pending, view: module.view(state, pending.seat), legal: module.legal(state, pending.seat) };
      let action: JsonValue;
      if (pending.seat === aiSeat) {
        const t0 = performance.now();
        action = ai.decide(decision);
        const ms = performance.now() - t0;
        all.push(ms);
        if (ai.lastReport?.source === 'search') searched.push(ms);
      } else action = await random.decide(decision);
      state = applyAction(module, state, pending.seat, action).state;
    }
  }
  return {
    system: module.id,
    scenario,
    level,
    games,
    decisions: all.length,
    medianMs: median(all),
    maxMs: Math.max(...all),
    searches: searched.length,
    searchMedianMs: median(searched),
    searchMaxMs: Math.max(...searched),
  };
}

/** The tactical position files of a system (packages/ai/positions/<system>/*.json), solved by one level at its full budget. */
export function runPositions(module: AnyGameModule, level: LevelName, seed: number): PositionOutcome[] {
  const dir = resolve(REPO_ROOT, 'packages/ai/positions', module.id);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.map((f) => {
    const p = parseTacticalPosition(JSON.parse(readFileSync(resolve(dir, f), 'utf8')));
    return solvePosition(module, p, createAiAgent({ level, seed }));
  });
}

export interface TournamentReport {
  date: string;
  machine: string;
  pairings: PairingResult[];
  positions?: { level: LevelName; outcomes: PositionOutcome[] };
  timing: { system: string; scenario: string; level: LevelName; games: number; decisions: number; medianMs: number; maxMs: number; searches: number; searchMedianMs: number; searchMaxMs: number }[];
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

/**
 * One row per pairing played in more than one battle: its games over all of them (the targets are
 * stated per pairing over several battles, both seats each), scenario "all N battles".
 */
export function pairingTotals(pairings: readonly PairingResult[]): PairingResult[] {
  const byPair = new Map<string, PairingResult[]>();
  for (const p of pairings) {
    const k = `${p.system}|${p.player}|${p.opponent}`;
    byPair.set(k, [...(byPair.get(k) ?? []), p]);
  }
  const out: PairingResult[] = [];
  for (const list of byPair.values()) {
    if (list.length < 2) continue;
    const first = list[0] as PairingResult;
    const t: PairingResult = { system: first.system, scenario: `all ${list.length} battles`, player: first.player, opponent: first.opponent, games: 0, wins: 0, draws: 0, losses: 0, errors: 0, winsBySeat: {}, commands: [] };
    for (const p of list) {
      t.games += p.games;
      t.wins += p.wins;
      t.draws += p.draws;
      t.losses += p.losses;
      t.errors += p.errors;
      for (const [seat, n] of Object.entries(p.winsBySeat)) t.winsBySeat[seat] = (t.winsBySeat[seat] ?? 0) + n;
    }
    out.push(t);
  }
  return out;
}

/** The results table in Markdown: win rate with its Wilson 95% interval, and the score counting draws as halves. */
export function resultsTable(report: TournamentReport): string {
  const lines = [
    '| system | battle | player | opponent | games | wins | draws | losses | errors | win rate (Wilson 95%) | score (draw = ½) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const p of [...report.pairings, ...pairingTotals(report.pairings)]) {
    const w = wilsonInterval(p.wins, p.games);
    const score = (p.wins + p.draws / 2) / Math.max(1, p.games);
    lines.push(`| ${p.system} | ${p.scenario} | ${p.player} | ${p.opponent} | ${p.games} | ${p.wins} | ${p.draws} | ${p.losses} | ${p.errors} | ${pct(w.rate)} (${pct(w.low)}–${pct(w.high)}) | ${pct(score)} |`);
  }
  if (report.timing.length > 0) lines.push('', '| system | battle | level | games | decisions | median | max | searches | median search | max search |', '|---|---|---|---|---|---|---|---|---|---|');
  for (const t of report.timing) {
    lines.push(`| ${t.system} | ${t.scenario} | ${t.level} | ${t.games} | ${t.decisions} | ${t.medianMs.toFixed(0)} ms | ${t.maxMs.toFixed(0)} ms | ${t.searches} | ${t.searchMedianMs.toFixed(0)} ms | ${t.searchMaxMs.toFixed(0)} ms |`);
  }
  const failures = report.pairings.flatMap((p) => (p.failures ?? []).map((f) => ({ ...f, scenario: p.scenario })));
  if (failures.length > 0) {
    lines.push('', 'Games that ended in an error (replay one with `npx polemarch play --system <id> --scenario <battle> --players <players> --seed <seed>`):', '', '| battle | players | seed | error |', '|---|---|---|---|');
    for (const f of failures) lines.push(`| ${f.scenario} | ${f.players} | ${f.seed} | ${f.error.replace(/\|/g, '\\|').replace(/\s+/g, ' ')} |`);
  }
  if (report.positions !== undefined && report.positions.outcomes.length > 0) {
    const { level, outcomes } = report.positions;
    const found = outcomes.filter((o) => o.found).length;
    lines.push('', `Tactical positions (\`packages/ai/positions/\`), level ${level}: ${found} of ${outcomes.length} found.`, '', '| position | found | choice |', '|---|---|---|');
    for (const o of outcomes) lines.push(`| ${o.title} (\`${o.id}\`) | ${o.found ? 'yes' : '**missed**'} | \`${JSON.stringify(o.action)}\` |`);
  }
  return lines.join('\n');
}

export function chartBars(report: TournamentReport): WinRateBar[] {
  return [...report.pairings, ...pairingTotals(report.pairings)].map((p) => {
    const w = wilsonInterval(p.wins, p.games);
    return { group: `${p.system} / ${p.scenario}`, series: `${p.player} vs ${p.opponent}`, rate: w.rate, low: w.low, high: w.high, games: p.games };
  });
}

/**
 * Write the results: the table between this system's markers in docs/ai/results.md (the rest of
 * the file is left as written), the raw data as JSON and the chart as SVG.
 */
export function writeResults(report: TournamentReport, outDir: string, system: string): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(resolve(outDir, `results-${system}.json`), JSON.stringify(report, null, 2) + '\n');
  // The chart shows every system measured so far (one results-<system>.json each).
  const all = readdirSync(outDir)
    .filter((f) => /^results-.+\.json$/.test(f))
    .sort()
    .map((f) => JSON.parse(readFileSync(resolve(outDir, f), 'utf8')) as Partial<TournamentReport>)
    // Other result files share the folder (Justinian's solitaire runs): only tournament reports have pairings.
    .filter((r): r is TournamentReport => Array.isArray(r.pairings))
    .flatMap((r) => chartBars(r));
  writeFileSync(resolve(outDir, 'winrates.svg'), winRateChart(all, 'Polemarch AI: win rate by level and battle'));
  const path = resolve(outDir, 'results.md');
  const start = `<!-- results:${system}:start -->`;
  const end = `<!-- results:${system}:end -->`;
  const block = [
    start,
    `Measured ${report.date} on ${report.machine}.`,
    '',
    resultsTable(report),
    '',
    'Commands (each pairing plays both seats; seeds as given):',
    '',
    '```sh',
    ...report.pairings.flatMap((p) => p.commands),
    '```',
    end,
  ].join('\n');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    text = `# AI results\n\n${start}\n${end}\n`;
  }
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  text = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(path, text);
}
