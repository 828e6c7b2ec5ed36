/**
 * End-to-end tests in a real browser: Debian's Chromium driven by playwright-core. Starts the app
 * exactly as the README says (`npm start`, which builds the web app and serves it) on a free port,
 * plays the opening turns of Skirmish by clicking, and checks after every click that the board and
 * the log show what the engine (run here, in Node, on the same record) says happened. Also: undo,
 * a reaction in the middle of a move behind the hot-seat hand-over screen, save and load of the game
 * record, the replay viewer, the rules reference, switching language, a game against the computer
 * (Web Worker), online play between two browser contexts through the server (scripts/e2e/online.ts),
 * and screenshots of the game screen and the GBoH map primitives for review under
 * packages/web/test-results/.
 *
 * This file is the runner; the harness (app, browser, test runner, checks, page helpers) and the groups
 * of tests per system are in scripts/e2e/.
 *
 *   npm run test:e2e            (CHROMIUM=/path/to/chromium to use another browser binary)
 */
import { type Browser, chromium } from 'playwright-core';
import { boardTests } from './e2e/boards';
import { catalogTests } from './e2e/catalog';
import { justinianTests } from './e2e/justinian';
import { ccaAkragasTests, ccaGalleryTests } from './e2e/cca';
import { gbohCallinicumTests, gbohGalleryTests } from './e2e/gboh';
import { onlineTests } from './e2e/online';
import { ARGS, CHROMIUM, expectEqual, expectTrue, out, results, screenshotFailuresOf, startApp, stopApp, test } from './e2e/harness';
import { skirmishTests } from './e2e/skirmish';
import { accessibilityTests } from './e2e/a11y';

/** E2E_ONLY=boards runs one group (boards, main); E2E_URL=http://... tests an app already running instead of `npm start`. */
const ONLY = process.env['E2E_ONLY'];
const runs = (group: string): boolean => ONLY === undefined || ONLY === group;

async function main(): Promise<number> {
  const t0 = Date.now();
  console.log('e2e: starting the app with `npm start` (build and serve)…');
  const given = process.env['E2E_URL'];
  const { url, child } = given !== undefined ? { url: given, child: null } : await startApp();
  console.log(`e2e: app at ${url}`);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, locale: 'en-GB' });
    const page = await context.newPage();
    screenshotFailuresOf(page);
    const consoleErrors: string[] = [];
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });

    if (runs('main')) await test('home page: systems, battles, sides; switch to Italian and back', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Great battles of antiquity, with the rules enforced' }).waitFor();
      expectTrue(await page.getByRole('radio', { name: 'Commands & Colors: Ancients' }).isChecked(), 'C&C: Ancients is offered first and chosen');
      expectEqual(await page.locator('input[name="system"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)), ['cca', 'gboh', 'taw', 'justinian', 'sgboh'], 'the systems, C&C first, Skirmish for developers only');
      expectTrue(await page.getByRole('radio', { name: /^Akragas/ }).isChecked(), 'Akragas, the first battle, is chosen');
      expectTrue(await page.getByText(/Daphnaeus marches to relieve besieged Akragas/).isVisible(), 'a line of history for the battle');
      await page.getByRole('button', { name: 'IT', exact: true }).click();
      await page.getByRole('heading', { name: 'Le grandi battaglie dell’antichità, con le regole applicate' }).waitFor();
      expectEqual(await page.evaluate(() => document.documentElement.lang), 'it', 'the page language');
      await page.getByRole('button', { name: 'Inizia la battaglia' }).waitFor();
      expectTrue((await page.getByText('406 a.C.').count()) > 0, 'dates in Italian');
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.getByRole('button', { name: 'Start the battle' }).waitFor();
    });

    if (runs('main')) {
      await skirmishTests({ page, url });
      await gbohGalleryTests({ page, url });
      await ccaGalleryTests({ page, url });
      await ccaAkragasTests({ page, url });
      await catalogTests({ page, url });
      await justinianTests({ page, url });
      await gbohCallinicumTests({ page, url });
      await accessibilityTests({ page, url });
    }
    // Issue 16: the boards played by clicks at a large, a laptop and a phone window.
    if (runs('boards')) await boardTests(browser, url);

    await test('no errors in the browser console', async () => {
      expectEqual(consoleErrors, [], 'console errors');
    });

    // Online play: servers of its own (the app is built by now), other browser contexts.
    await onlineTests(browser);
  } finally {
    await browser?.close();
    if (child) stopApp(child);
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  console.log(`e2e: screenshots in ${out} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    console.log('0 passed, 1 failed');
    process.exit(1);
  },
);
