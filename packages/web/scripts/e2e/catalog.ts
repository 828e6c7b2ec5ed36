/** The e2e test of the whole catalog: every system starts and offers its legal actions. */
import { join } from 'node:path';
import { type E2e, expectEqual, expectTrue, openOverGameInProgress, out, test } from './harness';

export async function catalogTests({ page, url }: E2e): Promise<void> {
  await test('every other system in the catalog starts and offers its legal actions; C&C by clicking a card and a unit on its own board', async () => {
    const { systems } = await import('@polemarch/catalog');
    for (const m of systems().filter((x) => x.id !== 'skirmish')) {
      await page.goto(url);
      await page.getByRole('radio', { name: m.name }).check();
      // The first battle the browser can play (a system may bundle fewer battles than Node reads).
      const playable = page.locator('input[name="scenario"]:not([disabled])');
      if ((await playable.count()) === 0) continue;
      await playable.first().check();
      // A fixed seed for C&C, whose clicks below depend on the opening hand (Akragas, seed 1: Order Three Units Right first).
      if (m.id === 'cca') {
        await page.locator('summary', { hasText: 'Advanced' }).click();
        await page.getByLabel('Random seed').fill('1');
      }
      const selects = page.getByLabel(/^Who commands /);
      for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption(i === 0 ? 'here' : 'screen');
      await page.getByRole('button', { name: 'Start the battle' }).click();
      // The first decision may be the other human's: the hand-over screen comes first then.
      await openOverGameInProgress(page);
      if (await page.getByRole('dialog').count()) await page.getByRole('dialog').getByRole('button').click();
      const options = page.getByTestId('prompt').locator('.option');
      await options.first().waitFor();
      expectTrue((await options.count()) > 0, `${m.id}: legal options offered`);
      await page.screenshot({ path: join(out, `${m.id}-start.png`) });
      if (m.id === 'cca') {
        // The app's saved record (App.tsx CURRENT_GAME_KEY) tells how many decisions were taken.
        const GAME_KEY = 'polemarch.current-game';
        // The C&C adapter: blocks on the board, the hand as buttons; a card, then a unit, by clicking.
        const actions = async () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length, GAME_KEY);
        expectTrue((await page.locator('g.cca-unit').count()) > 0, 'cca: units drawn as blocks');
        const start = await actions();
        await page.locator('ul.cards button.card.playable').first().click();
        const offered = page.locator('g.cca-hex[role="button"]').first();
        await offered.waitFor();
        expectEqual(await actions(), start + 1, 'cca: the card click played the card');
        await offered.click();
        await page.waitForFunction(([key, n]) => (JSON.parse(localStorage.getItem(key as string) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length > (n as number), [GAME_KEY, start + 1] as const);
        await page.screenshot({ path: join(out, 'cca-ordered.png') });
      }
    }
  });
}
