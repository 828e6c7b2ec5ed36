import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { median, wilsonInterval, winRateChart } from '../src';

describe('Wilson 95% interval', () => {
  it('matches the textbook values at 0, n/2 and n successes out of 40', () => {
    const none = wilsonInterval(0, 40);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.0876, 4);
    const half = wilsonInterval(20, 40);
    expect(half.low).toBeCloseTo(0.352, 3);
    expect(half.high).toBeCloseTo(0.648, 3);
    const all = wilsonInterval(40, 40);
    expect(all.low).toBeCloseTo(0.9124, 4);
    expect(all.high).toBe(1);
  });
  it('takes the median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('win-rate chart', () => {
  it('draws one bar per pairing and battle with its interval', () => {
    const svg = winRateChart(
      [
        { group: 'skirmish / standard', series: 'ai:strong vs random', rate: 1, low: 0.91, high: 1, games: 40 },
        { group: 'skirmish / standard', series: 'ai:strong vs ai:easy', rate: 0.8, low: 0.65, high: 0.9, games: 40 },
      ],
      'test',
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/<rect x="\d/g)).toHaveLength(2 + 2); // two bars, two legend swatches
    expect(svg).toContain('ai:strong vs ai:easy');
  });
});

describe('results over several battles', () => {
  it('adds one row per pairing played in more than one battle, summing its games', async () => {
    const { pairingTotals } = await import('../src/node');
    const row = (scenario: string, player: string, wins: number, losses: number) => ({ system: 'cca', scenario, player, opponent: 'ai:easy', games: wins + losses, wins, draws: 0, losses, errors: 0, winsBySeat: { top: wins }, commands: [] });
    const totals = pairingTotals([row('akragas', 'ai:strong', 9, 1), row('utica', 'ai:strong', 7, 3), row('akragas', 'ai:standard', 6, 4)]);
    expect(totals).toEqual([{ system: 'cca', scenario: 'all 2 battles', player: 'ai:strong', opponent: 'ai:easy', games: 20, wins: 16, draws: 0, losses: 4, errors: 0, winsBySeat: { top: 16 }, commands: [] }]);
  });
});

describe('games that ended in an error', () => {
  it('are listed under the table with the seed and players that replay them', async () => {
    const { resultsTable } = await import('../src/node');
    const pairing = { system: 'gboh', scenario: 'tricameron', player: 'ai:strong@600', opponent: 'random', games: 2, wins: 1, draws: 0, losses: 0, errors: 1, winsBySeat: { vandals: 1 }, commands: [], failures: [{ seed: 14003, players: 'random,ai:strong@600', error: 'illegal | step' }] };
    const table = resultsTable({ date: '2026-11-21', machine: 'test', pairings: [pairing], timing: [] });
    expect(table).toContain('| tricameron | random,ai:strong@600 | 14003 | illegal \\| step |');
  });
});

describe('the core runs in a Web Worker', () => {
  it('imports no Node API outside the Node entry', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && f !== 'node.ts');
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      expect(text, f).not.toMatch(/from 'node:|process\.|require\(|Buffer\b/);
    }
  });
});
