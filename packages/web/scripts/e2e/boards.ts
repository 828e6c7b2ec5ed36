/**
 * Issue 16's boards, in Chromium at three window sizes (1600x1000, 1280x720, 390x844): a whole C&C battle turn
 * (Akragas) and a GBoH activation (Callinicum) played by clicking units, hexes, the hand and the board's own action
 * bar only (never the side list). After every click: nothing outside the map covers one of its clickable pieces or
 * hexes, the page is no wider than the window, the prompt is not under the map, the menu and the language switch
 * are in reach. Each decision is replayed in the engine beside the page. Screenshots go to docs/screens/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type CcaAction, type CcaState, type CcaView, cca } from '@polemarch/cca';
import { gboh, type GbohState } from '@polemarch/gboh';
import { type JsonValue, newGame, parseRecord, replay, stateHash } from '@polemarch/kernel';
import type { Browser, Page } from 'playwright-core';
import { clickModel, type HexEntry, ownerOf } from '../../src/systems/cca/clicks';
import { expectEqual, expectTrue, openOverGameInProgress, screenshotFailuresOf, settled, test } from './harness';

const GAME_KEY = 'polemarch.current-game';
export const SIZES = [
  { width: 1600, height: 1000 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
] as const;
const screens = join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'screens');

/** A screenshot for review under docs/screens (JPEG: eighteen of them stay small in the repository). */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screens, `${name}.jpg`), type: 'jpeg', quality: 70 });
}

async function recordOf(page: Page) {
  return parseRecord(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GAME_KEY))!));
}

/** Wait for the page's record to hold at least `n` decisions; the engine replays it to the same state. */
async function syncAtLeast(page: Page, n: number, module: typeof cca | typeof gboh): Promise<{ state: JsonValue; count: number }> {
  await page.waitForFunction(([key, m]) => (JSON.parse(localStorage.getItem(key as string) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length >= (m as number), [GAME_KEY, n] as const);
  // An action the screen submits by itself (a forced Done, End the move at 0 MP) lands first; the screen settles.
  await settled(page);
  const record = await recordOf(page);
  const played = replay(module as never, record);
  expectEqual(record.stateHash, stateHash(played.state), 'the page’s record and the engine agree');
  return { state: played.state as unknown as JsonValue, count: record.actions.length };
}

/** The board's layout checks, after every click. */
async function checkLayout(page: Page, what: string): Promise<void> {
  const r = await page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const svg = document.querySelector('svg.board-svg');
    if (!svg) return { error: 'no board' };
    const box = svg.getBoundingClientRect();
    const covered: string[] = [];
    let checked = 0;
    for (const el of document.querySelectorAll('g.cca-hex[role="button"], g.gboh-hl.actionable, g.gboh-counter[role="button"], g.gboh-leader[role="button"], g.facing-option')) {
      const b = el.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      // Only what is in sight: the map may be panned or zoomed past a piece, or the page scrolled.
      if (x < Math.max(0, box.left) || x > Math.min(vw, box.right) || y < Math.max(0, box.top) || y > Math.min(vh, box.bottom)) continue;
      checked++;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !svg.contains(hit)) covered.push(`${el.getAttribute('data-hex') ?? el.getAttribute('data-unit') ?? el.getAttribute('data-leader') ?? el.getAttribute('aria-label')} under ${hit ? `${hit.tagName}.${String(hit.className)}` : 'nothing'}`);
    }
    const prompt = document.querySelector('[data-testid="prompt"]')?.getBoundingClientRect();
    const area = document.querySelector('.board-area')?.getBoundingClientRect();
    const overlap = prompt && area ? !(prompt.right <= area.left || prompt.left >= area.right || prompt.bottom <= area.top || prompt.top >= area.bottom) : false;
    const reach = [...document.querySelectorAll('.topbar nav a, .lang-switch button')].map((e) => e.getBoundingClientRect()).every((b) => b.right <= vw + 0.5 && b.left >= -0.5);
    return { covered, checked, wide: document.documentElement.scrollWidth - vw, overlap, reach };
  });
  if ('error' in r) throw new Error(`${what}: ${r.error}`);
  expectEqual(r.covered, [], `${what}: clickable pieces and hexes covered by something off the map`);
  expectTrue(r.wide <= 0, `${what}: the page is ${r.wide} px wider than the window`);
  expectTrue(!r.overlap, `${what}: the prompt overlaps the map`);
  expectTrue(r.reach, `${what}: the menu and the language switch are within the window`);
}

/** Pan the map (its arrow keys) until the piece to click is in sight: a phone opens zoomed in, readable. */
export async function inSight(page: Page, selector: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const where = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      const svg = document.querySelector('svg.board-svg');
      if (!el || !svg) return null;
      const b = el.getBoundingClientRect();
      const s = svg.getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      const m = 20;
      return { dx: x < s.left + m ? -1 : x > s.right - m ? 1 : 0, dy: y < s.top + m ? -1 : y > s.bottom - m ? 1 : 0 };
    }, selector);
    if (where === null || (where.dx === 0 && where.dy === 0)) return;
    await page.locator('svg.board-svg').focus();
    if (where.dx !== 0) await page.keyboard.press(where.dx < 0 ? 'ArrowLeft' : 'ArrowRight');
    if (where.dy !== 0) await page.keyboard.press(where.dy < 0 ? 'ArrowUp' : 'ArrowDown');
  }
}

async function passScreenIfAsked(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) await dialog.getByRole('button').first().click();
}

export async function boardTests(browser: Browser, url: string): Promise<void> {
  mkdirSync(screens, { recursive: true });
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: size, locale: 'en-GB', reducedMotion: 'reduce' });
    const page = await context.newPage();
    screenshotFailuresOf(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const tag = `${size.width}x${size.height}`;
    await test(`${tag}: a whole C&C battle turn by clicking units, hexes and cards only; nothing covers the board`, () => ccaTurn(page, url, tag));
    await test(`${tag}: a GBoH activation by clicking a leader, a unit, a hex, a facing and the map's bar only`, () => gbohActivation(page, url, tag));
    await test(`${tag}: no errors in the page`, () => Promise.resolve(expectEqual(errors, [], 'page errors')));
    await context.close();
  }
}

async function ccaTurn(page: Page, url: string, tag: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('Who commands Carthaginians').selectOption('screen');
  await page.getByLabel('Who commands Syracusans').selectOption('here');
  await page.locator('summary', { hasText: 'Advanced' }).click();
  await page.getByLabel('Random seed').fill('1');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await openOverGameInProgress(page);
  await page.getByTestId('prompt').waitFor();
  await checkLayout(page, 'C&C at the start');
  await shot(page, `cca-${tag}-start`);
  let state = newGame(cca as never, { scenario: 'akragas', seed: 1 }) as unknown as CcaState;
  let count = 0;
  let moves = 0;
  let battles = 0;
  let shotTaken = false;
  /** Click a hex of the board; a chooser there takes the entry wanted. */
  const clickHex = async (hex: number, entries: HexEntry[], want: HexEntry) => {
    const b = { row: Math.floor(hex / 16), col: hex % 16 };
    const sel = `g.cca-hex[data-hex="${b.row},${b.col}"][role="button"]`;
    await inSight(page, sel);
    await page.locator(sel).click();
    if (entries.length > 1) {
      const i = entries.findIndex((e) => JSON.stringify(e) === JSON.stringify(want));
      await page.locator('.hex-chooser [role="menuitem"]').nth(i).click();
    }
  };
  const acted = async () => {
    const r = await syncAtLeast(page, count + 1, cca);
    count = r.count;
    state = r.state as unknown as CcaState;
    await passScreenIfAsked(page);
    await page.getByTestId('prompt').waitFor();
    await page.waitForTimeout(30);
  };
  for (let guard = 0; guard < 80; guard++) {
    const p = cca.pending(state as never);
    if (p === null) break;
    // The turn is over when the other side has its card to play.
    if (p.kind === 'play-card' && count > 0 && p.seat === 'top') break;
    const legal = cca.legal(state as never, p.seat) as CcaAction[];
    const view = cca.view(state as never, p.seat) as unknown as CcaView;
    const model = clickModel(view, legal, null);
    const bar = (name: string) => page.locator('.board-actionbar').getByRole('button', { name, exact: true });
    if (p.kind === 'play-card') {
      const play = legal.find((a) => a.type === 'play' && /order-(two|three)-units|out-flanked|order-light|order-medium/.test(a.card)) ?? legal[0]!;
      if (play.type !== 'play') throw new Error('no card to play');
      await page.locator('ul.cards button.card.playable').nth(view.hand.filter((c) => legal.some((a) => a.type === 'play' && a.card === c)).indexOf(play.card)).click();
    } else if (p.kind === 'order') {
      const order = legal.find((a) => a.type === 'order');
      if (order && state.turn.ordered.length < 2) {
        const h = view.units.find((u) => u.id === (order as { unit: number }).unit)!.hex;
        const c = model.hexes.get(h)!;
        await clickHex(h, c.entries, { kind: 'act', action: order });
      } else await bar('Done').click();
    } else if (p.kind === 'move' || p.kind === 'move2') {
      const toward = (h: number) => (p.seat === 'bottom' ? Math.floor(h / 16) : -Math.floor(h / 16));
      const move = legal.filter((a): a is Extract<CcaAction, { type: 'move' }> => a.type === 'move').sort((a, b) => toward(a.to) - toward(b.to))[0];
      if (move && moves < 2) {
        // Unit first: a click on the unit selects it, then a click on one of its hexes moves it.
        const owner = ownerOf(move)!;
        const at = view.units.find((u) => u.id === move.unit)!.hex;
        await clickHex(at, model.hexes.get(at)!.entries, { kind: 'select', owner });
        const selected = clickModel(view, legal, owner);
        expectTrue(selected.hexes.get(at)?.look === 'selected', 'the unit is selected');
        const lit = await page.locator('g.cca-hex.hl-move').count();
        expectTrue(lit >= [...selected.hexes.values()].filter((c) => c.look === 'move').length, `every hex the selected unit may reach is lit (${lit})`);
        await checkLayout(page, `C&C: a unit selected (${tag})`);
        if (!shotTaken) {
          shotTaken = true;
          await shot(page, `cca-${tag}-selected`);
        }
        await clickHex(move.to, selected.hexes.get(move.to)!.entries, { kind: 'act', action: move });
        moves++;
      } else await bar('Done').click();
    } else if (p.kind === 'battle') {
      const strike = legal.find((a) => a.type === 'attack') ?? legal.find((a) => a.type === 'fire');
      if (strike && battles < 1 && (strike.type === 'attack' || strike.type === 'fire')) {
        await clickHex(strike.target, model.hexes.get(strike.target)!.entries, { kind: 'act', action: strike });
        battles++;
      } else await bar('Done').click();
    } else if (model.bar.length > 0) {
      // A reaction or a follow-up with no hex (stand, Battle Back, ignore flags, momentum): the board's bar.
      await page.locator('.board-actionbar button:not(.link)').first().click();
    } else {
      const [h, c] = [...model.hexes].find(([, x]) => x.entries.some((e) => e.kind === 'act'))!;
      await clickHex(h, c.entries, c.entries.find((e) => e.kind === 'act')!);
    }
    await acted();
    await checkLayout(page, `C&C after ${p.kind} (${tag})`);
  }
  expectTrue(moves >= 1, 'units were moved by clicking them and their hexes');
  await shot(page, `cca-${tag}-turn`);
  expectEqual(cca.pending(state as never)?.seat, 'top', 'the turn passed to the other side');
}

async function gbohActivation(page: Page, url: string, tag: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('radio', { name: gboh.name }).check();
  await page.locator('input[name="scenario"][value="callinicum"]').check();
  await page.getByLabel('Who commands Byzantines').selectOption('here');
  await page.getByLabel('Who commands Persians').selectOption('screen');
  await page.locator('summary', { hasText: 'Advanced' }).click();
  await page.getByLabel('Random seed').fill('1');
  await page.getByRole('button', { name: 'Start the battle' }).click();
  // The C&C turn before this one is a game in progress: the app asks first (issue 16.9).
  await openOverGameInProgress(page);
  await page.locator('g.gboh-counter').first().waitFor();
  await checkLayout(page, `GBoH at the start (${tag})`);
  await shot(page, `gboh-${tag}-start`);
  const bar = (name: string) => page.locator('.gboh-actionbar').getByRole('button', { name, exact: true });
  // 5.5: the Elite Orders Phase declined from the map's bar.
  await bar('Decline').click();
  let { count } = await syncAtLeast(page, 1, gboh);
  await checkLayout(page, `GBoH: leader activation (${tag})`);
  // 5.1: Arethas's disc opens his decisions; Activate.
  await inSight(page, 'g.gboh-leader[data-leader="arethas"]');
  await page.locator('g.gboh-leader[data-leader="arethas"]').click();
  // Two decisions of his (activate, pass): a chooser at his disc.
  await page.locator('.hex-chooser').getByRole('menuitem', { name: 'Activate Arethas' }).click();
  ({ count } = await syncAtLeast(page, count + 1, gboh));
  await page.getByTestId('gboh-active-leader').getByText(/Arethas \(Byzantines\), activated/).waitFor();
  // A click on the Saracen selects it; its reach is lit with MP costs; a click on 1919 moves it there.
  await inSight(page, 'g.gboh-counter[data-unit="byz-sar-1"]');
  await page.locator('g.gboh-counter[data-unit="byz-sar-1"]').click();
  await page.locator('g.gboh-hl.actionable[data-hex="1919"]').waitFor();
  await checkLayout(page, `GBoH: a unit selected (${tag})`);
  await shot(page, `gboh-${tag}-selected`);
  await inSight(page, 'g.gboh-hl.actionable[data-hex="1919"]');
  await page.locator('g.gboh-hl.actionable[data-hex="1919"]').click();
  await page.waitForFunction(() => document.querySelector('g.gboh-counter[data-unit="byz-sar-1"]')?.getAttribute('aria-label')?.includes('hex 1919'));
  ({ count } = await syncAtLeast(page, count + 2, gboh));
  await checkLayout(page, `GBoH: after the move (${tag})`);
  // 7.12: a facing arrow, then the end of the move and of the orders from the map's bar.
  const face = page.locator('g.facing-option').first();
  if ((await face.count()) > 0) {
    await face.click();
    ({ count } = await syncAtLeast(page, count + 1, gboh));
  }
  if ((await bar('End the move').count()) > 0) {
    await bar('End the move').click();
    ({ count } = await syncAtLeast(page, count + 1, gboh));
  }
  await checkLayout(page, `GBoH: before ending the orders (${tag})`);
  await shot(page, `gboh-${tag}-moved`);
  await bar('End orders').click();
  const { state } = await syncAtLeast(page, count + 1, gboh);
  const s = state as unknown as GbohState;
  expectEqual(s.units['byz-sar-1']!.hex, '1919', 'the engine moved the Saracen');
  expectTrue(s.activation === null || s.activation.leader !== 'arethas', 'Arethas’s orders are over');
  await checkLayout(page, `GBoH: after the activation (${tag})`);
}
