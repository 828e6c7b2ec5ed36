/**
 * The first render of the largest real battle alone, many times: the Kalka River started from the home page (both
 * seats here, the bench's seed), then reloaded `--runs` times (default 15). For each reload, ms after navigation
 * start: the load event, the first counter in the DOM (a MutationObserver installed before the page's own scripts),
 * the first animation frame in which a poll sees a counter (the figure `bench/board.ts` reports), and the first unit
 * counter made a button (the legal actions listed). A quicker loop
 * than the whole board bench while working on the first render (issue 18).
 *
 *   npx tsx packages/web/bench/firstRender.ts [--runs N] [--no-build] [--out dir]
 */
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { startServer } from '@polemarch/server';
import { startGbohBattle } from './startBattle';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 15);
const outDir = option('--out') ?? join(webDir, 'dist-first-render');
const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Before the page's scripts: note when the first counter enters the DOM.
const PROBE = `globalThis.__name = (f) => f;
new MutationObserver((_, o) => {
  if (document.querySelector('g.gboh-counter')) { globalThis.__firstCounter = performance.now(); o.disconnect(); }
}).observe(document, { childList: true, subtree: true });
new MutationObserver((_, o) => {
  if (document.querySelector('g.gboh-counter[role="button"]')) { globalThis.__firstButton = performance.now(); o.disconnect(); }
}).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['role'] });`;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 === 1 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

async function main(): Promise<void> {
  if (!args.includes('--no-build')) await build({ configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await startServer({ port: 0, webRoot: outDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript(PROBE);
    await startGbohBattle(page, server.url, 'kalka-river');
    const rows: { load: number; chunks: number; dom: number; frame: number; button: number }[] = [];
    for (let run = 0; run < runs; run++) {
      await page.reload();
      const handle = await page.waitForFunction(() => (document.querySelectorAll('g.gboh-counter').length === 0 ? false : performance.now()), null, { polling: 'raf', timeout: 60_000 });
      const frame = (await handle.jsonValue()) as number;
      await page.waitForSelector('g.gboh-counter[role="button"]');
      const { load, dom, button, chunks } = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const js = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
        const g = globalThis as { __firstCounter?: number; __firstButton?: number };
        return { load: nav?.loadEventStart ?? NaN, dom: g.__firstCounter ?? NaN, button: g.__firstButton ?? NaN, chunks: Math.max(...js.map((e) => (e as PerformanceResourceTiming).responseEnd)) };
      });
      rows.push({ load, chunks, dom, frame, button });
      await page.waitForTimeout(1500);
    }
    const f = (x: number): string => x.toFixed(0).padStart(6);
    for (const r of rows) console.log(`${f(r.load)} ${f(r.chunks)} ${f(r.dom)} ${f(r.frame)} ${f(r.button)}`);
    console.log(`median: load ${f(median(rows.map((r) => r.load)))}, last script fetched ${f(median(rows.map((r) => r.chunks)))}, first counter in the DOM ${f(median(rows.map((r) => r.dom)))}, first frame seen ${f(median(rows.map((r) => r.frame)))}, first unit a button ${f(median(rows.map((r) => r.button)))}`);
    console.log(JSON.stringify({ bench: 'web-first-render', runs, loadMs: rows.map((r) => r.load), chunksMs: rows.map((r) => r.chunks), domMs: rows.map((r) => r.dom), frameMs: rows.map((r) => r.frame), buttonMs: rows.map((r) => r.button) }));
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
