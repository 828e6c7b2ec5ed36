/** One bar of the win-rate chart: a pairing in one battle, with its Wilson interval. */
export interface WinRateBar {
  /** The group on the x axis (a system and battle, e.g. "skirmish / standard"). */
  group: string;
  /** The series (a pairing, e.g. "strong vs random"). */
  series: string;
  rate: number;
  low: number;
  high: number;
  games: number;
}

const COLOURS = ['#3b6ea8', '#c0504d', '#9bbb59', '#8064a2', '#f79646', '#4bacc6'];

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A grouped bar chart of win rates with 95% interval whiskers, as a standalone SVG (no library: it is
 * a few rectangles, and the output must be reproducible byte for byte from the same results).
 */
export function winRateChart(bars: readonly WinRateBar[], title: string): string {
  const groups = [...new Set(bars.map((b) => b.group))];
  const series = [...new Set(bars.map((b) => b.series))];
  const barWidth = 36;
  const gap = 8;
  const groupGap = 40;
  const left = 60;
  const top = 50;
  const plotHeight = 260;
  const groupWidth = series.length * (barWidth + gap) - gap;
  const width = Math.max(480, left + groups.length * (groupWidth + groupGap) + 20);
  const legendTop = top + plotHeight + 50;
  const height = legendTop + series.length * 20 + 24;
  const y = (v: number): number => Math.round((top + plotHeight * (1 - v)) * 10) / 10;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">`);
  out.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`);
  out.push(`<text x="${width / 2}" y="24" text-anchor="middle" font-size="15">${escapeXml(title)}</text>`);
  for (let t = 0; t <= 10; t += 2) {
    const v = t / 10;
    out.push(`<line x1="${left}" x2="${width - 10}" y1="${y(v)}" y2="${y(v)}" stroke="#dddddd"/>`);
    out.push(`<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${t * 10}%</text>`);
  }
  for (const target of [0.75, 0.95]) {
    out.push(`<line x1="${left}" x2="${width - 10}" y1="${y(target)}" y2="${y(target)}" stroke="#888888" stroke-dasharray="4 3"/>`);
  }
  groups.forEach((g, gi) => {
    const x0 = left + 20 + gi * (groupWidth + groupGap);
    series.forEach((s, si) => {
      const bar = bars.find((b) => b.group === g && b.series === s);
      if (bar === undefined) return;
      const x = x0 + si * (barWidth + gap);
      const colour = COLOURS[si % COLOURS.length] as string;
      out.push(`<rect x="${x}" y="${y(bar.rate)}" width="${barWidth}" height="${Math.round(plotHeight * bar.rate * 10) / 10}" fill="${colour}"><title>${escapeXml(`${g}: ${s} ${(bar.rate * 100).toFixed(1)}% (${bar.games} games)`)}</title></rect>`);
      const cx = x + barWidth / 2;
      out.push(`<line x1="${cx}" x2="${cx}" y1="${y(bar.high)}" y2="${y(bar.low)}" stroke="#000000"/>`);
      out.push(`<line x1="${cx - 6}" x2="${cx + 6}" y1="${y(bar.high)}" y2="${y(bar.high)}" stroke="#000000"/>`);
      out.push(`<line x1="${cx - 6}" x2="${cx + 6}" y1="${y(bar.low)}" y2="${y(bar.low)}" stroke="#000000"/>`);
      out.push(`<text x="${cx}" y="${y(bar.high) - 4}" text-anchor="middle" font-size="10">${Math.round(bar.rate * 100)}%</text>`);
    });
    out.push(`<text x="${x0 + groupWidth / 2}" y="${top + plotHeight + 18}" text-anchor="middle">${escapeXml(g)}</text>`);
  });
  series.forEach((s, si) => {
    const ly = legendTop + si * 20;
    out.push(`<rect x="${left}" y="${ly - 10}" width="12" height="12" fill="${COLOURS[si % COLOURS.length] as string}"/>`);
    out.push(`<text x="${left + 18}" y="${ly}">${escapeXml(s)}</text>`);
  });
  out.push(`<text x="${left}" y="${legendTop + series.length * 20 + 6}" fill="#555555">whiskers: Wilson 95% interval; dashed lines: the 75% and 95% targets</text>`);
  out.push('</svg>');
  return out.join('\n') + '\n';
}
