/**
 * Where the board's first render goes, in real Chromium: a performance trace of loading a page up to its
 * first frame, summed by kind (script, style, layout, paint...) on the page's main thread, and the
 * JavaScript's heaviest functions (self time) from the V8 sampling profiler.
 *
 *   npx tsx packages/web/bench/profile.ts [--page largest|real] [--no-build] [--minify]
 *
 * `largest` is the synthetic 64x44 gallery (what `bench/board.ts` times first); `real` reloads a saved game
 * of the largest real battle (start one first with the bench, or it is started here through the home page).
 * `--top N` lists the N heaviest functions by inclusive time (default 45).
 * It builds the app unminified (readable function names) into dist-profile/ unless --no-build.
 */
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '@polemarch/server';
import { startGbohBattle } from './startBattle';

const here = dirname(fileURLToPath(import.meta.url));
const webDir = join(here, '..');
const args = process.argv.slice(2);
const which = args.includes('--page') ? args[args.indexOf('--page') + 1] : 'largest';
const outDir = join(webDir, 'dist-profile');
const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 45;
const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: { data?: { url?: string; frame?: string } };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

async function startRealGame(page: Page, url: string): Promise<void> {
  await startGbohBattle(page, url, 'kalka-river');
}

/** The source region (`//#region path`) of a line of the unminified main bundle. */
async function regions(dir: string): Promise<(line: number) => string> {
  const { readdirSync, readFileSync } = await import('node:fs');
  const file = readdirSync(join(dir, 'assets')).find((f) => f.startsWith('index-') && f.endsWith('.js'));
  if (file === undefined) return () => '';
  const lines = readFileSync(join(dir, 'assets', file), 'utf8').split('\n');
  const at: string[] = [];
  let current = '';
  for (const l of lines) {
    if (/^\/\/ (packages|node_modules)\//.test(l)) current = l.slice(3);
    at.push(current);
  }
  return (line) => at[line - 1] ?? '';
}

async function main(): Promise<void> {
  if (!args.includes('--no-build')) {
    await build({ configFile: join(webDir, 'vite.config.ts'), logLevel: 'warn', build: { outDir, minify: args.includes('--minify'), sourcemap: false } });
  }
  const server = await startServer({ port: 0, webRoot: outDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.addInitScript('globalThis.__name = (f) => f;');
    if (which === 'real') await startRealGame(page, server.url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
    await cdp.send('Profiler.start');
    let mark: number;
    if (which === 'real') {
      await page.reload();
      const h = await page.waitForFunction(() => (document.querySelectorAll('g.gboh-counter').length > 0 ? performance.now() : false), null, { polling: 'raf', timeout: 60_000 });
      mark = (await h.jsonValue()) as number;
    } else {
      await page.goto(`${server.url}#/gallery/gboh/largest`);
      await page.waitForFunction(() => typeof window.__polemarchFirstRender === 'number', null, { timeout: 60_000 });
      mark = await page.evaluate(() => window.__polemarchFirstRender!);
    }
    await page.waitForTimeout(300);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
    const buf = await browser.stopTracing();
    const events = (JSON.parse(buf.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    console.log(`${which}: first render at ${mark.toFixed(0)} ms after navigation start`);

    // The renderer's main thread: the thread that ran the page's scripts.
    const main = events.find((e) => e.name === 'EvaluateScript' || e.name === 'v8.compile') ?? events.find((e) => e.name === 'FunctionCall');
    if (main) {
      const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
      // The last navigation traced (a reload also traces the old page's unloading).
      const nav = events.filter((e) => e.name === 'navigationStart').sort((a, b) => a.ts - b.ts).pop();
      const start = nav?.ts ?? Math.min(...onMain.map((e) => e.ts));
      const end = start + mark * 1000;
      // Top-level only (not nested inside another event on the thread), up to the first render.
      const sorted = onMain.filter((e) => e.ts <= end).sort((a, b) => a.ts - b.ts);
      const totals = new Map<string, number>();
      const nested = new Map<string, number>();
      let until = -Infinity;
      for (const e of sorted) {
        if (e.ts >= until) {
          totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur!);
          until = e.ts + e.dur!;
        }
        nested.set(e.name, (nested.get(e.name) ?? 0) + e.dur!);
      }
      console.log('\nmain thread, tasks over 5 ms (start ms after navigation: duration, what is inside):');
      for (const e of sorted) {
        if (e.name !== 'RunTask' || e.dur! < 5000) continue;
        const inside = new Map<string, number>();
        for (const x of sorted) if (x !== e && x.ts >= e.ts && x.ts < e.ts + e.dur! && x.name !== 'RunTask') inside.set(x.name, (inside.get(x.name) ?? 0) + x.dur!);
        const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, d]) => `${n} ${(d / 1000).toFixed(0)}`).join(', ');
        console.log(`  ${((e.ts - start) / 1000).toFixed(0).padStart(6)}: ${(e.dur! / 1000).toFixed(0).padStart(5)}  ${top}`);
      }
      console.log('\nmain thread, top-level events up to the first render (ms):');
      for (const [n, d] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log(`  ${(d / 1000).toFixed(1).padStart(8)}  ${n}`);
      console.log('\nmain thread, every event of these kinds (nested included, ms):');
      for (const n of ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'ParseHTML', 'ParseAuthorStyleSheet', 'HitTest', 'UpdateLayer', 'RasterTask']) {
        if (nested.has(n)) console.log(`  ${(nested.get(n)! / 1000).toFixed(1).padStart(8)}  ${n}`);
      }
      const raster = events.filter((e) => e.name === 'RasterTask' && e.dur !== undefined && e.ts <= end).reduce((s, e) => s + e.dur!, 0);
      console.log(`  ${(raster / 1000).toFixed(1).padStart(8)}  RasterTask (every thread)`);
    }

    // JavaScript self time by function.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i] ?? 0));
    const byFn = new Map<string, number>();
    for (const [id, us] of self) {
      const f = byId.get(id)!.callFrame;
      const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
      byFn.set(key, (byFn.get(key) ?? 0) + us);
    }
    // Inclusive time by function (each sample counted once per function on its stack), with the bundle's source
    // region (an unminified build marks each module with `//#region <path>`).
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const incl = new Map<string, number>();
    const keyOf = (f: ProfileNode['callFrame']) => `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
    for (let i = 0; i < profile.samples.length; i++) {
      const seen = new Set<string>();
      for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
        const k = keyOf(byId.get(id)!.callFrame);
        if (seen.has(k)) continue;
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
      }
    }
    const regionOf = await regions(outDir);
    console.log('\nJavaScript inclusive time by function (ms):');
    for (const [k, us] of [...incl].filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(program)') && !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) {
      const line = Number(k.split(':').pop());
      console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${k}  ${regionOf(line)}`);
    }
    // Module evaluation by source region: samples under the bundle's top-level function, charged to the region of
    // the innermost frame that is itself top-level code of a module (line of an anonymous function at column 0).
    const byRegion = new Map<string, number>();
    for (let i = 0; i < profile.samples.length; i++) {
      const chain: ProfileNode[] = [];
      for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) chain.push(byId.get(id)!);
      const top = chain.findIndex((n) => n.callFrame.functionName === '' && n.callFrame.lineNumber === 0);
      if (top <= 0) continue;
      // The frame just under the bundle's body: the module-level statement that ran.
      const r = regionOf(chain[top - 1]!.callFrame.lineNumber + 1);
      byRegion.set(r, (byRegion.get(r) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
    console.log('\nmodule evaluation by the region of the statement that ran (ms):');
    for (const [r, us] of [...byRegion].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${r}`);
    // --stack <function>: the commonest call chains into a function (who runs it).
    if (args.includes('--stack')) {
      const fn = args[args.indexOf('--stack') + 1];
      const chains = new Map<string, number>();
      for (let i = 0; i < profile.samples.length; i++) {
        const chain: string[] = [];
        for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) chain.push(byId.get(id)!.callFrame.functionName || `(anon):${byId.get(id)!.callFrame.lineNumber + 1} ${regionOf(byId.get(id)!.callFrame.lineNumber + 1)}`);
        const at = chain.indexOf(fn!);
        if (at < 0) continue;
        const k = chain.slice(at, at + 8).join(' < ');
        chains.set(k, (chains.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0));
      }
      console.log(`\ncallers of ${fn}:`);
      for (const [k, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${k}`);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`\nJavaScript samples, self time (${(total / 1000).toFixed(0)} ms sampled, idle included):`);
    for (const [k, us] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)}  ${k}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
