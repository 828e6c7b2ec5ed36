/**
 * The screenshot of Justinian's opening position for the docs (docs/justinian-opening.png): starts the app as the e2e
 * does (`npm start`), begins a solitaire campaign, takes the historical set-up (the solitaire Barbarian takes his), and
 * photographs the map and its panel.
 *
 *   npx tsx packages/web/scripts/justinian-shot.ts [out.png]
 */
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, startApp, stopApp } from './e2e/harness';

async function main(): Promise<void> {
  const out = process.argv[2] ?? 'docs/justinian-opening.png';
  const { url, child } = await startApp();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'en-GB' });
    await page.goto(url);
    await page.locator('input[name="system"][value="justinian"]').check();
    await page.locator('input[name="scenario"][value="solitaire"]').check();
    await page.locator('summary', { hasText: 'Advanced' }).click();
    await page.getByLabel('Random seed').fill(process.env['SEED'] ?? '4');
    await page.getByRole('button', { name: /^Start/ }).click();
    await page.locator('[data-province="Europa"]').waitFor();
    await page.getByTestId('prompt').getByRole('button', { name: 'Take the historical set-up' }).click();
    await page.locator('[data-province="Europa"]').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: out, fullPage: false });
    console.log(`wrote ${out}`);
  } finally {
    await browser.close();
    stopApp(child);
  }
}

void main().catch((e: unknown) => { console.error(e); process.exitCode = 1; });
