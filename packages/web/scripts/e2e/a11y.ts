/**
 * Issue 16.9 (must show): an accessibility check of the main screens with axe-core, the maintained engine of the
 * field, injected into Chromium. No serious or critical violation is allowed (WCAG 2.1 A and AA rules); the
 * others are printed for review. POLEMARCH_AXE_ALL=1 prints every violation with its nodes.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { type E2e, developerMode, expectEqual, openOverGameInProgress, out, test } from './harness';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** Run axe on the page as it is now; the violations of the given impacts. */
async function axe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const w = window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Violation[] }> } };
    const r = await w.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => ({ target: n.target, html: n.html.slice(0, 160) })) }));
  });
}

const report: Record<string, Violation[]> = {};
/** The serious and critical violations of every screen, reported together at the end. */
const failures: string[] = [];

async function check(page: Page, screen: string): Promise<void> {
  const all = await axe(page);
  report[screen] = all;
  const serious = all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = all.filter((v) => !serious.includes(v));
  if (minor.length) console.log(`    ${screen}: ${minor.length} minor/moderate (${minor.map((v) => v.id).join(', ')})`);
  if (process.env['POLEMARCH_AXE_ALL'] === '1') for (const v of all) console.log(`    ${screen} ${v.impact} ${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target.join(' ')))}`);
  failures.push(...serious.map((v) => `${screen}: ${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`));
}

export async function accessibilityTests({ page, url }: E2e): Promise<void> {
  await test('accessibility (axe-core): home, C&C and GBoH game screens, dialogs, replay and rules have no serious violation', async () => {
    await developerMode(page, url);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await check(page, 'home');
    await page.getByRole('button', { name: 'IT', exact: true }).click();
    await page.getByRole('button', { name: 'Inizia la battaglia' }).waitFor();
    await check(page, 'home (Italian)');
    await page.getByRole('button', { name: 'EN', exact: true }).click();

    // C&C Akragas, hot-seat, after a card and an order.
    await page.getByLabel('Who commands Carthaginians').selectOption('screen');
    // Seed 1: the opening hand's first card orders units by clicks (Order Three Units Right).
    await page.locator('summary', { hasText: 'Advanced' }).click();
    await page.getByLabel('Random seed').fill('1');
    await page.getByRole('button', { name: 'Start the battle' }).click();
    await openOverGameInProgress(page);
    if (await page.getByRole('dialog').count()) await page.getByRole('dialog').getByRole('button').click();
    await page.locator('ul.cards button.card.playable').first().click();
    await page.locator('g.cca-hex[role="button"]').first().click();
    await check(page, 'C&C game screen');
    await page.getByRole('button', { name: 'Saves…' }).click();
    await page.getByRole('dialog', { name: 'Saved games' }).waitFor();
    await check(page, 'saves dialog');
    await page.getByRole('dialog', { name: 'Saved games' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Keyboard' }).click();
    await check(page, 'keyboard help');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notes' }).click();
    await check(page, 'notes dialog');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Replay viewer' }).first().click();
    await page.getByRole('heading', { name: 'Replay viewer' }).waitFor();
    await check(page, 'replay viewer');

    await page.goto(`${url}#/rules/gboh`);
    await page.getByRole('heading', { name: /Great Battles of History/ }).first().waitFor();
    await check(page, 'rules reference');

    // GBoH Callinicum, hot-seat.
    await page.goto(url);
    await page.getByRole('radio', { name: /^Great Battles of History/ }).first().check();
    await page.locator('input[name="scenario"][value="callinicum"]').check();
    await page.getByLabel('Who commands Persians').selectOption('screen');
    await page.getByRole('button', { name: 'Start the battle' }).click();
    await openOverGameInProgress(page);
    if (await page.getByRole('dialog').count()) await page.getByRole('dialog').getByRole('button').click();
    await page.locator('g.gboh-counter').first().waitFor();
    await check(page, 'GBoH game screen');

    await page.setViewportSize({ width: 390, height: 844 });
    await check(page, 'GBoH game screen at 390x844');
    await page.setViewportSize({ width: 1440, height: 900 });
    writeFileSync(join(out, 'axe-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    expectEqual(failures, [], 'serious or critical accessibility violations');
  });
}
