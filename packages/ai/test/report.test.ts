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
