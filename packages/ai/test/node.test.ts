import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TournamentReport, commandLine, gameFileName, resultsTable, runPairing, writeResults } from '../src/node';

const report: TournamentReport = {
  date: '2026-01-01',
  machine: 'test',
  pairings: [
    {
      system: 'skirmish',
      scenario: 'standard',
      player: 'ai:strong',
      opponent: 'random',
      games: 40,
      wins: 40,
      draws: 0,
      losses: 0,
      errors: 0,
      winsBySeat: { red: 20, blue: 20 },
      commands: [commandLine({ system: 'skirmish', scenario: 'standard', players: ['ai:strong', 'random'], games: 20, seed: 1 })],
    },
  ],
  timing: [{ system: 'skirmish', scenario: 'standard', level: 'standard', games: 2, decisions: 10, medianMs: 1, maxMs: 200, searches: 4, searchMedianMs: 150, searchMaxMs: 200 }],
  positions: { level: 'standard', outcomes: [{ id: 'skirmish/x', title: 'X', action: { type: 'brace' }, found: false }] },
};

describe('tournament results', () => {
  it('tabulates win rate with its Wilson interval, decision times and missed positions', () => {
    const table = resultsTable(report);
    expect(table).toContain('| skirmish | standard | ai:strong | random | 40 | 40 | 0 | 0 | 0 | 100.0% (91.2%–100.0%) | 100.0% |');
    expect(table).toContain('| skirmish | standard | standard | 2 | 10 | 1 ms | 200 ms | 4 | 150 ms | 200 ms |');
    expect(table).toContain('0 of 1 found');
    expect(table).toContain('**missed**');
  });

  it("replaces only its system's block in results.md and writes the data and the chart", () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-ai-'));
    writeFileSync(join(dir, 'results.md'), '# Results\n\nintro\n\n<!-- results:skirmish:start -->\nold\n<!-- results:skirmish:end -->\n\noutro\n');
    writeResults(report, dir, 'skirmish');
    const md = readFileSync(join(dir, 'results.md'), 'utf8');
    expect(md).toMatch(/^# Results\n\nintro\n\n<!-- results:skirmish:start -->\nMeasured 2026-01-01 on test\./);
    expect(md).not.toContain('\nold\n');
    expect(md).toContain('npx polemarch play --system skirmish --scenario standard --players ai:strong,random --games 20 --seed 1 --json');
    expect(md.endsWith('<!-- results:skirmish:end -->\n\noutro\n')).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'results-skirmish.json'), 'utf8'))).toEqual(report);
    expect(readFileSync(join(dir, 'winrates.svg'), 'utf8')).toContain('ai:strong vs random');
  });
});

describe('a tournament kept game by game', () => {
  it('tallies the games already kept in the games directory, by the seat the player held, without playing them again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-games-'));
    const options = ['maxTurns=12'];
    // Four games a pairing: seeds 1000-1001 with the player in the first seat, 11000-11001 in the second.
    const kept: [[string, string], number, string | null][] = [
      [['ai:strong@200', 'random'], 1000, 'red'],
      [['ai:strong@200', 'random'], 1001, null],
      [['random', 'ai:strong@200'], 11000, 'blue'],
      [['random', 'ai:strong@200'], 11001, 'red'],
    ];
    for (const [players, seed, winner] of kept) {
      const summary = { games: 1, wins: {}, draws: 0, errors: 0, results: [{ game: 1, seed, winner, actions: 10 }] };
      writeFileSync(join(dir, gameFileName({ system: 'skirmish', scenario: 'kept-only', players, games: 1, seed, options })), JSON.stringify(summary));
    }
    // A game missing from the directory would be played by the CLI, which refuses this battle: the tally comes from the files alone.
    const r = await runPairing('skirmish', 'kept-only', ['red', 'blue'], 'ai:strong@200', 'random', 4, 1000, 2, options, dir);
    expect(r).toMatchObject({ games: 4, wins: 2, draws: 1, losses: 1, errors: 0, winsBySeat: { red: 1, blue: 1 } });
    expect(r.commands).toEqual([
      'npx polemarch play --system skirmish --scenario kept-only --players ai:strong@200,random --option maxTurns=12 --games 2 --seed 1000 --json',
      'npx polemarch play --system skirmish --scenario kept-only --players random,ai:strong@200 --option maxTurns=12 --games 2 --seed 11000 --json',
    ]);
  });

  it('with keptOnly counts only the games kept so far and plays none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-games-'));
    const summary = { games: 1, wins: {}, draws: 0, errors: 0, results: [{ game: 1, seed: 1000, winner: 'red', actions: 10 }] };
    writeFileSync(join(dir, gameFileName({ system: 'skirmish', scenario: 'kept-only', players: ['ai:easy', 'random'], games: 1, seed: 1000 })), JSON.stringify(summary));
    // Three of the four games are missing and the battle does not exist: played, they would throw.
    const r = await runPairing('skirmish', 'kept-only', ['red', 'blue'], 'ai:easy', 'random', 4, 1000, 2, [], dir, true);
    expect(r).toMatchObject({ games: 1, wins: 1, draws: 0, losses: 0, errors: 0 });
  });

  it('names a kept game by its whole command, options included', () => {
    const c = { system: 'gboh', scenario: 'ayn-jalut', players: ['ai:strong@200', 'ai:easy@100'] as [string, string], games: 1, seed: 3000 };
    expect(gameFileName(c)).toBe('gboh-ayn-jalut-ai_strong_200-vs-ai_easy_100-3000.json');
    expect(gameFileName({ ...c, options: ['maxTurns=12'] })).not.toBe(gameFileName(c));
  });
});
