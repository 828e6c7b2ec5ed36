/**
 * Board rendering benchmark, in real Chromium: time to first render of the largest GBoH battle we
 * plan for (the synthetic map of `LARGEST_MAP`: two map sheets, 2816 hexes, 440 counters) and the
 * time of a pan/zoom frame on it (the interval between animation frames while the view is zoomed
 * with the wheel and dragged, one step per frame). Then the same on the largest real battle (the one
 * with the most hexes × counters among the engine's battles, found at run time) played through the
 * GBoH adapter on the game screen: first render of a reloaded game, pan/zoom frames, and the time
 * from a click on a unit to its reachable hexes being drawn (the engine searched on the view).
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
import { chromium, type Browser, type Page } from 'playwright-core';
import { type GbohState, gboh } from '@polemarch/gboh';
import { newGame, parseRecord, replay } from '@polemarch/kernel';
import { reachable } from '../src/systems/gboh/probe';
import { startServer } from '@polemarch/server';
import { LARGEST_MAP } from '../src/board/gbohSynthetic';
import { startGbohBattle } from './startBattle';

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

async function measureFrames(page: Page): Promise<{ zoom: number[]; pan: number[]; redraw: number[] }> {
  return page.evaluate(async (n: number) => {
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
}

/** The engine's battle with the most hexes × counters on the map at the start (the heaviest board to draw). */
function largestBattle(): { id: string; name: string; hexes: number; counters: number } {
  let best = { id: '', name: '', hexes: 0, counters: 0 };
  for (const sc of gboh.scenarios()) {
    if (sc.status !== 'playable') continue;
    const s = newGame(gboh as never, { scenario: sc.id, seed: 1 }) as unknown as GbohState;
    const m = s.static.map;
    let hexes = 0;
    for (let c = m.minCol; c <= m.maxCol; c++) for (let r = m.minRow; r <= m.maxRow; r++) if ((m.terrain[`${String(c).padStart(2, '0')}${String(r).padStart(2, '0')}`] ?? m.defaultTerrain) !== 'offMap') hexes++;
    const counters = Object.values(s.units).filter((u) => u.hex !== null).length + Object.values(s.leaders).filter((l) => l.hex !== null).length;
    if (hexes * counters > best.hexes * best.counters) best = { id: sc.id, name: sc.name, hexes, counters };
  }
  return best;
}

/** How the board had the selected unit's hexes: searched ahead in the worker, or by its own search (issue 18). */
async function reachMode(page: Page): Promise<string> {
  return page.evaluate(() => document.querySelector('.board-frame-area')?.getAttribute('data-reach') ?? 'search (no attribute)');
}

/**
 * The real battle through the GBoH adapter on the game screen: the game is started from the home page
 * (both seats human), then each run reloads it (the app keeps it) and times the first frame with the
 * counters drawn, the pan/zoom frames, and a click on a unit until its reachable hexes are drawn.
 */
async function realBattle(browser: Browser, url: string, battle: { id: string; name: string }) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript('globalThis.__name = (f) => f;');
  await startGbohBattle(page, url, battle.id);
  const firstRenders: number[] = [];
  const firstClickables: number[] = [];
  const selects_: number[] = [];
  const reachAll: number[] = [];
  const selectsWarm: number[] = [];
  const reachSizes: number[] = [];
  const modes: string[] = [];
  const modesWarm: string[] = [];
  let zoom: number[] = [];
  let pan: number[] = [];
  let redraw: number[] = [];
  let nodes = 0;
  for (let run = 0; run < RUNS; run++) {
    await page.reload();
    const handle = await page.waitForFunction(
      () => {
        if (document.querySelectorAll('g.gboh-counter').length === 0) return false;
        return performance.now();
      },
      null,
      { polling: 'raf', timeout: 60_000 },
    );
    firstRenders.push((await handle.jsonValue()) as number);
    // The first frame in which a unit is a button: the legal actions listed (one frame after the first since issue 18).
    const clickable = await page.waitForFunction(() => (document.querySelector('g.gboh-counter[role="button"]') ? performance.now() : false), null, { polling: 'raf', timeout: 60_000 });
    firstClickables.push((await clickable.jsonValue()) as number);
    nodes = await page.evaluate(() => document.querySelectorAll('svg.board-svg *').length);
    const frames = await measureFrames(page);
    zoom = zoom.concat(frames.zoom);
    pan = pan.concat(frames.pan);
    redraw = redraw.concat(frames.redraw);
    await page.getByRole('button', { name: 'Fit the board' }).click();
    await page.waitForTimeout(200);
    // A click on a unit with a move order: the engine's reachable hexes drawn (searched on the view).
    // The units the engine would let move now (the page's saved record replayed here), and how many hexes each reaches.
    const record = parseRecord(JSON.parse((await page.evaluate(() => localStorage.getItem('polemarch.current-game')))!));
    const state = replay(gboh as never, record).state as unknown as GbohState;
    const seat = gboh.pending(state)!.seat;
    const movers = gboh.legal(state, seat).flatMap((a) => (a.type === 'move' && !a.withLeader ? [a.unit] : []));
    const id = movers[run % movers.length]!;
    const total = reachable(gboh.view(state, seat) as never, seat, id).size;
    // The synthetic drag above had no click after its pointerup (a real one has): the board still waits to
    // swallow the click that ends a drag. Give it one on the bare board first.
    // The click is dispatched in the page, so the time is the app's, not the driver's round trips.
    await page.evaluate((unitId) => {
      document.querySelector('svg.board-svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      (window as unknown as { __t0: number }).__t0 = performance.now();
      document.querySelector(`g.gboh-counter[data-unit="${unitId}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }, id);
    const first = await page.waitForFunction(() => (document.querySelector('g.gboh-hl.actionable') ? performance.now() - (window as unknown as { __t0: number }).__t0 : false), null, { polling: 'raf', timeout: 60_000 });
    selects_.push((await first.jsonValue()) as number);
    modes.push(`${await reachMode(page)} ${await page.evaluate(() => document.querySelectorAll('g.gboh-hl.actionable').length)}/${total}`);
    const all = await page.waitForFunction((n) => (document.querySelectorAll('g.gboh-hl.actionable').length >= n ? performance.now() - (window as unknown as { __t0: number }).__t0 : false), total, { polling: 'raf', timeout: 60_000 });
    reachAll.push((await all.jsonValue()) as number);
    reachSizes.push(total);
    // A second unit in the same page: the engine's code is warm now.
    const other = movers[(run + 1) % movers.length]!;
    await page.evaluate((unitId) => {
      (window as unknown as { __t0: number }).__t0 = performance.now();
      document.querySelector(`g.gboh-counter[data-unit="${unitId}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    }, other);
    const warm = await page.waitForFunction(
      (id) => (document.querySelector(`g.gboh-counter[data-unit="${id}"].selected`) && document.querySelector('g.gboh-hl.actionable') ? performance.now() - (window as unknown as { __t0: number }).__t0 : false),
      other,
      { polling: 'raf', timeout: 60_000 },
    );
    selectsWarm.push((await warm.jsonValue()) as number);
    modesWarm.push(await reachMode(page));
    if (run === RUNS - 1) await page.screenshot({ path: join(out, 'gboh-largest-real.png') });
  }
  // A click at once after the reload, in the first frame in which the unit can be clicked (the board's first frame
  // since issue 18 shows the counters a frame before the legal actions make them buttons): before any search made
  // ahead is in.
  const atOnce: number[] = [];
  const atOnceAll: number[] = [];
  const modesAtOnce: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    const record = parseRecord(JSON.parse((await page.evaluate(() => localStorage.getItem('polemarch.current-game')))!));
    const state = replay(gboh as never, record).state as unknown as GbohState;
    const seat = gboh.pending(state)!.seat;
    const movers = gboh.legal(state, seat).flatMap((a) => (a.type === 'move' && !a.withLeader ? [a.unit] : []));
    const id = movers[(run + 2) % movers.length]!;
    const total = reachable(gboh.view(state, seat) as never, seat, id).size;
    await page.reload();
    await page.waitForFunction(
      (unitId) => {
        const c = document.querySelector(`g.gboh-counter[data-unit="${unitId}"][role="button"]`);
        if (c === null) return false;
        (window as unknown as { __t0: number }).__t0 = performance.now();
        c.dispatchEvent(new MouseEvent('click', { bubbles: true }));
        return true;
      },
      id,
      { polling: 'raf', timeout: 60_000 },
    );
    const first = await page.waitForFunction(() => (document.querySelector('g.gboh-hl.actionable') ? performance.now() - (window as unknown as { __t0: number }).__t0 : false), null, { polling: 'raf', timeout: 60_000 });
    atOnce.push((await first.jsonValue()) as number);
    const all = await page.waitForFunction((n) => (document.querySelectorAll('g.gboh-hl.actionable').length >= n ? performance.now() - (window as unknown as { __t0: number }).__t0 : false), total, { polling: 'raf', timeout: 60_000 });
    atOnceAll.push((await all.jsonValue()) as number);
    modesAtOnce.push(await reachMode(page));
  }
  // After a reload, left alone: when the worker's answers for every unit the seat may move are in (issue 18; a tree
  // without the worker makes no mark and gives no figure).
  const aheadAll: number[] = [];
  let aheadUnits = 0;
  for (let run = 0; run < RUNS; run++) {
    const record = parseRecord(JSON.parse((await page.evaluate(() => localStorage.getItem('polemarch.current-game')))!));
    const state = replay(gboh as never, record).state as unknown as GbohState;
    const seat = gboh.pending(state)!.seat;
    aheadUnits = new Set(gboh.legal(state, seat).flatMap((a) => (a.type === 'move' && !a.withLeader ? [a.unit] : []))).size;
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('g.gboh-counter').length > 0, null, { polling: 'raf', timeout: 60_000 });
    const done = await page
      .waitForFunction((n) => {
        const marks = performance.getEntriesByName('polemarch-reach-ahead', 'mark');
        return marks.length >= n ? marks[marks.length - 1]!.startTime : false;
      }, aheadUnits, { polling: 100, timeout: 30_000 })
      .then((h) => h.jsonValue() as Promise<number>, () => null);
    if (done === null) break;
    aheadAll.push(done);
  }
  await page.close();
  return { nodes, firstRenders, firstClickables, selects: selects_, selectsWarm, reachAll, reachSizes, zoom, pan, redraw, modes, modesWarm, atOnce, atOnceAll, modesAtOnce, aheadAll, aheadUnits };
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
      const frames = await measureFrames(page);
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

    const battle = largestBattle();
    const real = await realBattle(browser, server.url, battle);
    const rf = stats(real.firstRenders);
    const rz = stats(real.zoom);
    const rp = stats(real.pan);
    const rr = stats(real.redraw);
    const rs = stats(real.selects);
    console.log(`\nlargest real battle: ${battle.name} (${battle.id}), ${battle.hexes} hexes, ${battle.counters} counters and leaders, ${real.nodes} SVG nodes; GBoH adapter on the game screen; ${RUNS} runs`);
    console.log(`                          median        p95        max`);
    console.log(`first render          ${f(rf.median)} ${f(rf.p95)} ${f(rf.max)}   (reload of the saved game → first frame with the counters)`);
    const rc = stats(real.firstClickables);
    console.log(`first clickable       ${f(rc.median)} ${f(rc.p95)} ${f(rc.max)}   (reload → first frame in which a unit is a button)`);
    console.log(`zoom frame            ${f(rz.median)} ${f(rz.p95)} ${f(rz.max)}   (${real.zoom.length} wheel steps, one per frame)`);
    console.log(`pan frame             ${f(rp.median)} ${f(rp.p95)} ${f(rp.max)}   (${real.pan.length} drag steps, one per frame)`);
    console.log(`full redraw           ${f(rr.median)} ${f(rr.p95)} ${f(rr.max)}   (a zoom button step)`);
    const ra = stats(real.reachAll);
    console.log(`select a unit         ${f(rs.median)} ${f(rs.p95)} ${f(rs.max)}   (click → the nearest reachable hexes drawn)`);
    const rw = stats(real.selectsWarm);
    console.log(`select another unit   ${f(rw.median)} ${f(rw.p95)} ${f(rw.max)}   (the same, the engine's code warm)`);
    console.log(`all reachable hexes   ${f(ra.median)} ${f(ra.p95)} ${f(ra.max)}   (click → every reachable hex drawn: ${real.reachSizes.join(', ')} hexes; the engine searched on the view, in slices)`);
    const ro = stats(real.atOnce);
    const roa = stats(real.atOnceAll);
    console.log(`select at the reload  ${f(ro.median)} ${f(ro.p95)} ${f(ro.max)}   (a click in the first frame with counters → the nearest hexes)`);
    console.log(`  all its hexes       ${f(roa.median)} ${f(roa.p95)} ${f(roa.max)}`);
    if (real.aheadAll.length > 0) {
      const aa = stats(real.aheadAll);
      console.log(`all answered ahead    ${f(aa.median)} ${f(aa.p95)} ${f(aa.max)}   (reload → the worker's answers for all ${real.aheadUnits} units the seat may move are in)`);
    }
    console.log(`the hexes came from: select ${real.modes.join(', ')}; another ${real.modesWarm.join(', ')}; at the reload ${real.modesAtOnce.join(', ')}`);
    console.log(JSON.stringify({ bench: 'web-board-real', battle, svgNodes: real.nodes, firstRenderMs: rf, firstClickableMs: rc, zoomFrameMs: rz, panFrameMs: rp, redrawFrameMs: rr, selectUnitMs: rs, selectAnotherUnitMs: rw, allReachableMs: ra, reachableHexes: real.reachSizes, selectAtReloadMs: ro, allAtReloadMs: roa, ...(real.aheadAll.length > 0 ? { allAnsweredAheadMs: stats(real.aheadAll), unitsAhead: real.aheadUnits } : {}), reachFrom: { select: real.modes, another: real.modesWarm, atReload: real.modesAtOnce }, raw: { select: real.selects, another: real.selectsWarm, all: real.reachAll, atReload: real.atOnce, allAtReload: real.atOnceAll, firstRender: real.firstRenders, allAnsweredAhead: real.aheadAll } }));
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
