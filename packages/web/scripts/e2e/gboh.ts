/** The e2e tests of the GBoH adapter: the map primitives in the gallery, and Callinicum played by clicking. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyAction, type GameEvent, newGame, parseRecord, renderMessage, stateHash } from '@polemarch/kernel';
import { gboh, type GbohState } from '@polemarch/gboh';
import { gbohResources } from '../../src/systems/gboh/messages';
import { inSight } from './boards';
import { type E2e, expectEqual, expectTrue, openOverGameInProgress, out, test } from './harness';

/** The hexes on the terrain layer: one subpath each in the paths of the map's looks (terrain and elevation). */
async function hexesDrawn(page: E2e['page']): Promise<number> {
  return page.locator('path.gboh-hexes').evaluateAll((els) => els.reduce((n, e) => n + (e.getAttribute('d')?.match(/M/g)?.length ?? 0), 0));
}

export async function gbohGalleryTests({ page, url }: E2e): Promise<void> {
  await test('GBoH map primitives on the synthetic map: hexes, counters, leaders, legal hexes', async () => {
    await page.goto(`${url}#/gallery/gboh`);
    await page.locator('g.gboh-counter').first().waitFor();
    expectEqual(await hexesDrawn(page), 18 * 12, 'every hex drawn');
    expectEqual(await page.locator('g.gboh-counter').count(), 24, 'every counter drawn');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(100);
    await page.locator('g.gboh-hl[role="button"]').first().focus();
    await page.keyboard.press('Enter');
    await page.getByText(/^Chosen: \d{4}$/).waitFor();
    await page.getByRole('button', { name: 'Fit the board' }).click();
    await page.waitForTimeout(100);
    await page.screenshot({ path: join(out, 'gboh-gallery.png') });
  });
}

export async function gbohCallinicumTests({ page, url }: E2e): Promise<void> {
  await test('GBoH Callinicum on its own map: activate a leader, move, face and end orders by clicking, checked against the engine', async () => {
    // The engine beside the browser, on the same battle and seed, replays every decision the page records.
    const GAME_KEY = 'polemarch.current-game';
    let state = newGame(gboh as never, { scenario: 'callinicum', seed: 1 }) as unknown as GbohState;
    const events: GameEvent[] = [];
    let applied = 0;
    const sync = async (atLeast: number) => {
      await page.waitForFunction(([key, n]) => (JSON.parse(localStorage.getItem(key as string) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length >= (n as number), [GAME_KEY, atLeast] as const);
      const record = parseRecord(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GAME_KEY))!));
      for (const a of record.actions.slice(applied)) {
        const r = applyAction(gboh as never, state as never, a.seat, a.action, a.dice ?? []);
        state = r.state as unknown as GbohState;
        events.push(...r.events);
      }
      applied = record.actions.length;
      if (record.stateHash !== stateHash(state as never)) writeFileSync(join(out, 'gboh-mismatch.json'), JSON.stringify({ record, state }, null, 1));
      expectEqual(record.stateHash, stateHash(state as never), 'the page’s record and the engine agree');
    };
    /** Every counter on the map stands where the engine says, facing its way, with its hits. */
    const checkMap = async (what: string) => {
      const shown = await page.locator('g.gboh-counter').evaluateAll((els) => els.map((e) => [e.getAttribute('data-unit'), e.getAttribute('aria-label')] as const));
      const onMap = Object.entries(state.units).filter(([, u]) => u.hex !== null && u.status !== 'eliminated');
      expectEqual(shown.length, onMap.length, `${what}: counters on the map`);
      const VERTEX = ['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW'];
      for (const [id, u] of onMap) {
        const label = shown.find(([x]) => x === id)?.[1] ?? '';
        expectTrue(label.includes(`facing ${VERTEX[u.facing]}, hex ${u.hex}`) && (u.hits === 0 || label.includes(`${u.hits} cohesion hits`)), `${what}: ${id} shown as ${label}`);
      }
    };
    const rendered = (e: GameEvent) =>
      renderMessage(gboh, { key: e.key, params: Object.fromEntries(Object.entries(e.params ?? {}).map(([k, v]) => [k, typeof v === 'string' ? (state.static.units[v]?.name ?? state.static.leaders[v]?.name ?? v) : k === 'facing' ? ['NNE', 'E', 'SSE', 'SSW', 'W', 'NNW'][Number(v)]! : v])) }, 'en');

    await page.goto(url);
    await page.getByRole('radio', { name: gboh.name }).check();
    await page.locator('input[name="scenario"][value="callinicum"]').check();
    await page.getByLabel('Who commands Byzantines').selectOption('here');
    await page.getByLabel('Who commands Persians').selectOption('screen');
    await page.locator('summary', { hasText: 'Advanced' }).click();
    await page.getByLabel('Random seed').fill('1');
    await page.getByRole('button', { name: 'Start the battle' }).click();
    await openOverGameInProgress(page);
    await page.locator('g.gboh-counter').first().waitFor();
    await checkMap('at the start');
    expectEqual(await hexesDrawn(page), 418, 'every hex of the Callinicum map');
    expectEqual(await page.getByTestId('gboh-phase').textContent(), 'Game Turn 1 · Elite Orders Phase', 'turn and phase');
    const prompt = page.getByTestId('prompt');
    // 5.5 and 5.1 as prompts with buttons in words: decline the Elite Orders Phase, activate Arethas.
    await prompt.getByRole('button', { name: 'Decline', exact: true }).click();
    await sync(1);
    // The side list folds each leader's options under his name.
    await prompt.locator('summary', { hasText: 'Arethas' }).click();
    await prompt.getByRole('button', { name: 'Activate Arethas' }).click();
    await sync(2);
    await page.getByTestId('gboh-active-leader').getByText('Arethas (Byzantines), activated, Orders Phase 1').waitFor();
    // A click on the Saracen selects it: the hexes it can reach are the engine's, with their MP cost.
    await inSight(page, 'g.gboh-counter[data-unit="byz-sar-1"]');
    await page.locator('g.gboh-counter[data-unit="byz-sar-1"]').click();
    await page.locator('g.gboh-hl.actionable[data-hex="1919"]').waitFor();
    const order = applyAction(gboh as never, state as never, 'byzantines', { type: 'move', unit: 'byz-sar-1' }).state as unknown as GbohState;
    const firstSteps = gboh.legal(order, 'byzantines').flatMap((a) => (a.type === 'step' ? [a.to] : []));
    const offered = await page.locator('g.gboh-hl.actionable').evaluateAll((els) => els.map((e) => [e.getAttribute('data-hex'), e.getAttribute('aria-label')] as const));
    for (const h of firstSteps) expectTrue(offered.some(([x, l]) => x === h && l!.endsWith('(1 MP)')), `first step ${h} offered at 1 MP`);
    expectEqual(offered.find(([x]) => x === '1919')?.[1], 'Move MI Saracen 1 to 1919 (2 MP)', 'a two-hex move and its cost');
    await inSight(page, 'g.gboh-hl.actionable[data-hex="1919"]');
    await page.locator('g.gboh-hl.actionable[data-hex="1919"]').click();
    await page.waitForFunction(() => document.querySelector('g.gboh-counter[data-unit="byz-sar-1"]')?.getAttribute('aria-label')?.includes('hex 1919'));
    await sync(4);
    expectEqual(state.units['byz-sar-1']!.hex, '1919', 'the engine moved the Saracen');
    await checkMap('after the move');
    // The facing arrows are the engine's facing decisions (7.12).
    await inSight(page, 'g.mode-vertex g.facing-option[aria-label="Face SSE"]');
    await page.locator('g.mode-vertex g.facing-option[aria-label="Face SSE"]').click();
    await page.waitForFunction(() => document.querySelector('g.gboh-counter[data-unit="byz-sar-1"]')?.getAttribute('aria-label')?.includes('facing SSE'));
    await sync(applied + 1);
    await checkMap('after the facing change');
    const log = (await page.locator('.log .event-text').allTextContents()).join('\n');
    for (const e of events.filter((x) => x.key === 'move.step' || x.key === 'move.face' || x.key === 'activation.start')) {
      if (e.key === 'activation.start') continue; // its kind is said in words by the adapter
      expectTrue(log.includes(rendered(e)), `the log shows “${rendered(e)}”`);
    }
    // Fire odds: hover a second unit's fire option, if any, before committing (8.15: every die roll tried by the engine).
    await page.getByRole('group', { name: 'Decisions' }).getByRole('button', { name: 'End the move' }).click();
    await sync(applied + 1);
    // Keyboard only: focus the next Saracen and press Enter: it is selected and its hexes are offered as buttons.
    await page.locator('g.gboh-counter[data-unit="byz-sar-2"]').focus();
    await page.keyboard.press('Enter');
    await page.locator('g.gboh-hl.actionable').first().waitFor();
    expectEqual(await page.locator('g.gboh-counter[data-unit="byz-sar-2"]').getAttribute('aria-pressed'), 'true', 'selected by keyboard');
    // Zoom in about the selected unit (the wheel zooms about the cursor) for the screenshot under review.
    const box = (await page.locator('g.gboh-counter[data-unit="byz-sar-2"]').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 2; i++) await page.mouse.wheel(0, -200);
    await page.waitForTimeout(400);
    // Drag the map up and right a little, so the selected Saracen and its reach sit mid-screen above the action bar.
    await page.mouse.move(700, 700);
    await page.mouse.down();
    await page.mouse.move(800, 420, { steps: 8 });
    await page.mouse.up();
    await page.waitForTimeout(400);
    await page.locator('g.gboh-counter[data-unit="byz-sar-1"]').hover();
    await page.screenshot({ path: join(out, 'gboh-game.png') });
    await page.getByRole('button', { name: 'Fit the board' }).click();
    await page.getByRole('group', { name: 'Decisions' }).getByRole('button', { name: 'End orders' }).click();
    await sync(applied + 1);
    await checkMap('after the orders');
    const phase = `Game Turn ${state.turn} · ${gbohResources.en[`phase.${state.phase}`]!}${state.phase === 'orders' && state.activation ? ` · ${gbohResources.en[`segment.${state.activation.segment}`]!}` : ''}`;
    await page.getByTestId('gboh-phase').getByText(phase, { exact: true }).waitFor();
    await page.screenshot({ path: join(out, 'gboh-game-full.png') });
  });
}
