/**
 * The online e2e tests alone (scripts/e2e/online.ts), on an app already built (`npm run build -w
 * @polemarch/web`); `npm run test:e2e` runs them with everything else.
 */
import { chromium } from 'playwright-core';
import { ARGS, CHROMIUM, results } from './e2e/harness';
import { onlineTests } from './e2e/online';

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
try {
  await onlineTests(browser);
} finally {
  await browser.close();
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
