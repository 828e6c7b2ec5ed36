/**
 * Board rendering benchmark, in real Chromium: time to first render of the largest GBoH battle we
 * plan for (the synthetic map of `LARGEST_MAP`: two map sheets, 2816 hexes, 440 counters) and the
 * time of a pan/zoom frame on it (the interval between animation frames while the view is zoomed
 * with the wheel and dragged, one step per frame).
 *
 *   npm run bench -w @polemarch/web           (CHROMIUM=/path/to/chromium to use another binary)
 *
 * It builds the app, serves it on a free local port, prints a table and a JSON line, and writes a
 * screenshot of the largest map to test-results/gboh-largest.png. Numbers vary with the machine:
 * they are reported, never asserted.
 */
import { join, dirname } from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { startServer } from '@polemarch/server';
import { LARGEST_MAP } from '../src/board/gbohSynthetic';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const out = join(webDir, 'test-results');
const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = 3;
const FRAMES = 60;

interface FrameStats {
  median: number;
  p95: number;
  max: number;
}

function stats(xs: number[]): FrameStats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), max: s[s.length - 1] ?? NaN };
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  await build({ configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn' });
  const server = await startServer({ port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const firstRenders: number[] = [];
    let zoomFrames: number[] = [];
    let panFrames: number[] = [];
    let redrawFrames: number[] = [];
    let nodes = 0;
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      // tsx compiles this file keeping function names through a `__name` helper; the functions sent to
      // the page need it there too.
      await page.addInitScript('globalThis.__name = (f) => f;');
      await page.goto(`${server.url}#/gallery/gboh/largest`);
      await page.waitForFunction(() => typeof window.__polemarchFirstRender === 'number', null, { timeout: 60_000 });
      firstRenders.push(await page.evaluate(() => window.__polemarchFirstRender!));
      nodes = await page.evaluate(() => document.querySelectorAll('svg.board-svg *').length);
      const frames = await page.evaluate(async (n: number) => {
        const svg = document.querySelector('svg.board-svg') as SVGSVGElement;
        const r = svg.getBoundingClientRect();
        const cx = r.left + r.width / 2;
        const cy = r.top + r.height / 2;
        const nextFrame = () => new Promise<number>((res) => requestAnimationFrame(res));
        const zoom: number[] = [];
        let last = await nextFrame();
        for (let i = 0; i < n; i++) {
          // Zoom in for the first half, out for the second, about the centre.
          svg.dispatchEvent(new WheelEvent('wheel', { deltaY: i < n / 2 ? -60 : 60, clientX: cx, clientY: cy, bubbles: true, cancelable: true }));
          const t = await nextFrame();
          zoom.push(t - last);
          last = t;
        }
        const pan: number[] = [];
        svg.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 7, clientX: cx, clientY: cy, button: 0, pointerType: 'mouse', bubbles: true }));
        last = await nextFrame();
        for (let i = 0; i < n; i++) {
          const dx = Math.sin(i / 6) * 260;
          svg.dispatchEvent(new PointerEvent('pointermove', { pointerId: 7, clientX: cx + dx, clientY: cy + i * 2, pointerType: 'mouse', bubbles: true }));
          const t = await nextFrame();
          pan.push(t - last);
          last = t;
        }
        svg.dispatchEvent(new PointerEvent('pointerup', { pointerId: 7, clientX: cx, clientY: cy, pointerType: 'mouse', bubbles: true }));
        // A discrete step (the zoom button) redraws the whole board at once: the cost of settling.
        const redraw: number[] = [];
        const button = document.querySelector('.zoom-buttons button') as HTMLButtonElement;
        for (let i = 0; i < 6; i++) {
          await new Promise((res) => setTimeout(res, 200));
          last = await nextFrame();
          button.click();
          redraw.push((await nextFrame()) - last);
        }
        return { zoom, pan, redraw };
      }, FRAMES);
      zoomFrames = zoomFrames.concat(frames.zoom);
      panFrames = panFrames.concat(frames.pan);
      redrawFrames = redrawFrames.concat(frames.redraw);
      if (run === RUNS - 1) {
        await page.getByRole('button', { name: 'Fit the board' }).click();
        await page.waitForTimeout(100);
        await page.screenshot({ path: join(out, 'gboh-largest.png') });
      }
      await page.close();
    }
    const first = stats(firstRenders);
    const zoom = stats(zoomFrames);
    const pan = stats(panFrames);
    const redraw = stats(redrawFrames);
    const f = (x: number) => `${x.toFixed(1)} ms`.padStart(10);
    console.log(`largest GBoH battle (synthetic): ${LARGEST_MAP.cols}×${LARGEST_MAP.rows} hexes, ${2 * LARGEST_MAP.unitsPerSide} counters, ${nodes} SVG nodes; ${RUNS} runs`);
    console.log(`                          median        p95        max`);
    console.log(`first render          ${f(first.median)} ${f(first.p95)} ${f(first.max)}   (navigation start → first frame after mount)`);
    console.log(`zoom frame            ${f(zoom.median)} ${f(zoom.p95)} ${f(zoom.max)}   (${zoomFrames.length} wheel steps, one per frame)`);
    console.log(`pan frame             ${f(pan.median)} ${f(pan.p95)} ${f(pan.max)}   (${panFrames.length} drag steps, one per frame)`);
    console.log(`full redraw           ${f(redraw.median)} ${f(redraw.p95)} ${f(redraw.max)}   (a zoom button step, or a gesture settling: the board repainted at the new scale)`);
    console.log(JSON.stringify({ bench: 'web-board', map: LARGEST_MAP, svgNodes: nodes, firstRenderMs: first, zoomFrameMs: zoom, panFrameMs: pan, redrawFrameMs: redraw }));
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
