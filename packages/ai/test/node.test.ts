import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type TournamentReport, commandLine, resultsTable, writeResults } from '../src/node';

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
