import type { Page } from 'playwright-core';

/**
 * Start a GBoH battle from the new-game form (first seat here, the others on screen) and play to its first Orders
 * Phase by the prompt's buttons: decline the Elite Orders Phase, activate the first leader offered, and take the first
 * choice of any other opening decision (a DH battle opens with its Standards placed, 11.32, one prompt button each:
 * Indus River and Liegnitz). Shared by the board bench and its profiler.
 */
export async function startGbohBattle(page: Page, url: string, battle: string): Promise<void> {
  await page.goto(url);
  await page.locator('input[name="system"][value="gboh"]').check();
  await page.locator(`input[name="scenario"][value="${battle}"]`).check();
  const selects = page.getByLabel(/^Who commands /);
  for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption(i === 0 ? 'here' : 'screen');
  // A fixed seed (BENCH_SEED, default 1): every run, and both trees of a side-by-side comparison, reach the same
  // position and click the same units (a random seed mixed two positions of 74–85 and 134–140 reachable hexes).
  const seedField = page.getByLabel('Random seed');
  await page.locator('details', { has: seedField }).locator('summary').click();
  await seedField.fill(process.env['BENCH_SEED'] ?? '1');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.locator('g.gboh-counter').first().waitFor({ timeout: 60_000 });
  for (let guard = 0; guard < 60 && (await page.locator('g.gboh-counter[role="button"]').count()) === 0; guard++) {
    const prompt = page.getByTestId('prompt');
    const activate = prompt.getByRole('button', { name: /^Activate / });
    const decline = prompt.getByRole('button', { name: 'Decline', exact: true });
    if (await activate.count()) await activate.first().click();
    else if (await decline.count()) await decline.first().click();
    else await prompt.getByRole('button').first().click();
    await page.waitForTimeout(300);
  }
}
