/**
 * Screenshots of The Ancient World's opening positions on its own board, for the docs
 * (`docs/screenshots/taw-<scenario>.png`). Starts the app as the e2e tests do (`npm start`), opens each
 * scenario hot-seat and saves the game screen; then clicks the first player's Force and saves the list of
 * its legal actions (`taw-pyrrhus-actions.png`).
 *
 *   npx tsx packages/web/scripts/taw-screenshots.ts   (CHROMIUM=/path/to/chromium to use another browser)
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, startApp, stopApp } from './e2e/harness';

const docs = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'screenshots');
mkdirSync(docs, { recursive: true });

async function main(): Promise<void> {
  const { url, child } = await startApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' })).newPage();
    const { taw } = await import('@polemarch/taw');
    for (const sc of taw.scenarios()) {
      await page.goto(url);
      await page.getByRole('radio', { name: taw.name }).check();
      await page.locator(`input[name="scenario"][value="${sc.id}"]`).check();
      const selects = page.getByLabel(/^Who commands /);
      for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption('here');
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.locator('.taw-board svg').first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(docs, `taw-${sc.id}.png`) });
      console.log(`taw-${sc.id}.png`);
      if (sc.id === 'pyrrhus') {
        // Land at Hydruntum, then click Pyrrhus' Force: the list of its legal actions opens.
        await page.locator('.taw-target').first().click();
        await page.locator('.taw-stack[aria-label*="Pyrrhus"]').first().click();
        await page.locator('.taw-actions').waitFor();
        await page.screenshot({ path: join(docs, 'taw-pyrrhus-actions.png') });
      }
    }
  } finally {
    await browser.close();
    stopApp(child);
  }
}

await main();
