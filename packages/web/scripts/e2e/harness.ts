/** The e2e harness: the app started as a player would start it, the browser, a tiny test runner and its checks. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Download, Page } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..', '..', '..');
export const out = join(here, '..', '..', 'test-results');
mkdirSync(out, { recursive: true });

export const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
export const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// ---------------------------------------------------------------------------------------------
// The app, started as a player would start it.

export function startApp(): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['start', '--', '--port', '0'], { cwd: repo, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BROWSER: 'none' } });
    let text = '';
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL within 180 s:\n${text}`)), 180_000);
    const onData = (d: Buffer) => {
      text += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${String(code)}) before serving:\n${text}`));
    });
  });
}

export function stopApp(child: ChildProcess): void {
  // npm starts node in its own process group (detached): end that group, which this script started.
  if (child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// ---------------------------------------------------------------------------------------------
// A tiny runner: named tests, a closing "N passed, N failed" line.

export const results: { name: string; ok: boolean; error?: string; ms: number }[] = [];
let pageForFailures: Page | undefined;

/** The page a failing test's screenshot is taken of. */
export function screenshotFailuresOf(page: Page): void {
  pageForFailures = page;
}

export async function test(name: string, body: () => Promise<void>): Promise<void> {
  const t0 = Date.now();
  try {
    await body();
    results.push({ name, ok: true, ms: Date.now() - t0 });
    console.log(`  ✓ ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    const error = e instanceof Error ? (e.stack ?? e.message) : String(e);
    results.push({ name, ok: false, error, ms: Date.now() - t0 });
    await pageForFailures?.screenshot({ path: join(out, `failed-${results.length}.png`) }).catch(() => undefined);
    console.log(`  ✗ ${name}\n    ${error.split('\n').slice(0, 6).join('\n    ')}`);
  }
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

export function expectTrue(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

// ---------------------------------------------------------------------------------------------
// Page helpers shared by the groups of tests.

/** Click a C&C hex; where a chooser opens (a unit and its leader's orders share the hex), take the unit's. */
export async function clickHex(page: Page, hex: { row: number; col: number }): Promise<void> {
  const cell = page.locator(`g.cca-hex[data-hex="${hex.row},${hex.col}"][role="button"]`);
  const several = / choices at /.test((await cell.getAttribute('aria-label')) ?? '');
  await cell.click();
  if (several) await page.locator('.hex-chooser').getByRole('menuitem').filter({ hasNotText: /leader/ }).first().click();
}

export async function passScreen(page: Page, seat: string): Promise<void> {
  await page.getByRole('dialog', { name: `Pass the screen to ${seat}` }).waitFor();
  await page.getByRole('button', { name: `I am ${seat}: show my view` }).click();
}

/** What every group of tests runs on: the one browser page and the app's URL. */
export interface E2e {
  page: Page;
  url: string;
}

/**
 * After "Start the battle" or loading a file: when a game was in progress the app asks first (issue 16.9); the e2e
 * flows start afresh, so they open the new game without keeping the old one. Then the prompt or a hand-over screen.
 */
export async function openOverGameInProgress(page: Page): Promise<void> {
  await page.locator('[data-testid="prompt"], [role="dialog"], [role="alertdialog"]').first().waitFor();
  const ask = page.getByRole('alertdialog', { name: 'A game is in progress' });
  if (await ask.count()) await ask.getByRole('button', { name: 'Open without keeping it' }).click();
  await page.locator('[data-testid="prompt"], [role="dialog"]').first().waitFor();
}

/** Developer mode on (Skirmish, the kernel's test game, is offered only then: issue 16.12), remembered by the page. */
export async function developerMode(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('polemarch.dev', '1'));
  await page.goto('about:blank');
  await page.goto(url);
}

/** Download the game record through the Saves dialog (issue 16.9 moved Save there). */
export async function downloadGame(page: Page): Promise<Download> {
  await page.getByRole('button', { name: 'Saves…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved games' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download as a file' }).click()]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return download;
}

/**
 * Wait until the game screen has settled: it shows the record the browser stored (stored before it renders), and
 * nothing the screen does by itself is on its way (a forced action, issue 16.14; a turn to another seat's view or
 * its hand-over screen, one render later). Only then does the engine's replica of the record say what the page shows.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction((key) => {
    const game = document.querySelector('.game');
    if (!game || game.hasAttribute('data-busy')) return false;
    const stored = (JSON.parse(localStorage.getItem(key) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length;
    return Number(game.getAttribute('data-actions')) === stored;
  }, 'polemarch.current-game');
}
