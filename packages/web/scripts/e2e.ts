/**
 * End-to-end tests in a real browser: Debian's Chromium driven by playwright-core. Starts the app
 * exactly as the README says (`npm start`, which builds the web app and serves it) on a free port,
 * plays the opening turns of Skirmish by clicking, and checks after every click that the board and
 * the log show what the engine (run here, in Node, on the same record) says happened. Also: undo,
 * a reaction in the middle of a move behind the hot-seat hand-over screen, save and load of the game
 * record, the replay viewer, the rules reference, switching language, a game against the computer
 * (Web Worker), and screenshots of the game screen and the GBoH map primitives for review under
 * packages/web/test-results/.
 *
 *   npm run test:e2e            (CHROMIUM=/path/to/chromium to use another browser binary)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { type GameRecord, type JsonValue, applyAction, ccaBoard, newGame, parseRecord, replay, stateHash } from '@polemarch/kernel';
import { type SkirmishAction, type SkirmishState, skirmish } from '@polemarch/kernel/testing';
import { type GbohState, gboh } from '@polemarch/gboh';
import { CARDS, type CcaAction, type CcaState, type CcaView, UNITS, cca } from '@polemarch/cca';
import { battleOdds } from '../src/systems/cca/odds';
import { type GameEvent, renderMessage, visibleEvents } from '@polemarch/kernel';
import { gbohResources } from '../src/systems/gboh/messages';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..', '..', '..');
const out = join(here, '..', 'test-results');
mkdirSync(out, { recursive: true });

const CHROMIUM = process.env['CHROMIUM'] ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SEED = 20260321;

// ---------------------------------------------------------------------------------------------
// The app, started as a player would start it.

function startApp(): Promise<{ url: string; child: ChildProcess }> {
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

function stopApp(child: ChildProcess): void {
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

const results: { name: string; ok: boolean; error?: string; ms: number }[] = [];
let pageForFailures: Page | undefined;

async function test(name: string, body: () => Promise<void>): Promise<void> {
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

function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

function expectTrue(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

// ---------------------------------------------------------------------------------------------
// The engine, run beside the browser on the same record: what the screen must show.

const SEAT_NAME: Record<string, string> = { red: 'Red', blue: 'Blue' };

class Referee {
  state: SkirmishState;
  events: string[] = [];
  constructor(seed: number) {
    this.state = newGame(skirmish, { scenario: 'standard', seed });
  }
  get pendingSeat(): 'red' | 'blue' {
    return skirmish.pending(this.state)!.seat as 'red' | 'blue';
  }
  legal(): SkirmishAction[] {
    return skirmish.legal(this.state, this.pendingSeat);
  }
  apply(action: SkirmishAction): void {
    const seat = this.pendingSeat;
    const r = applyAction(skirmish, this.state, seat, action as JsonValue);
    this.state = r.state;
    // The public log lines, as the web app renders them in English (seat ids as names).
    for (const e of r.events) {
      if (e.visibleTo) continue;
      const params = { ...(e.params ?? {}) };
      if (typeof params['seat'] === 'string') params['seat'] = SEAT_NAME[params['seat']] ?? params['seat'];
      this.events.push(skirmish.messages['en']![e.key]!.replace(/\{(\w+)\}/g, (w, k: string) => (params[k] === undefined ? w : String(params[k]))));
    }
  }
  /** The legal move that brings the deciding champion closest to the enemy. */
  closingMove(): SkirmishAction | undefined {
    const me = this.pendingSeat;
    const foe = this.state.champions[me === 'red' ? 'blue' : 'red'].hex;
    const moves = this.legal().filter((a): a is Extract<SkirmishAction, { type: 'move' }> => a.type === 'move');
    moves.sort((a, b) => ccaBoard.boardDistance(a.to, foe) - ccaBoard.boardDistance(b.to, foe) || a.to.row - b.to.row || a.to.col - b.to.col);
    return moves[0];
  }
}

async function championLabel(page: Page, seat: 'Red' | 'Blue'): Promise<string> {
  return (await page.locator(`g.cca-unit[aria-label^="${seat} champion"]`).getAttribute('aria-label')) ?? '';
}

/** The board and log agree with the referee: both champions' hexes and hit points, the public log lines. */
async function checkAgainstEngine(page: Page, ref: Referee, what: string): Promise<void> {
  for (const seat of ['red', 'blue'] as const) {
    const c = ref.state.champions[seat];
    const label = await championLabel(page, SEAT_NAME[seat] as 'Red' | 'Blue');
    expectEqual(label, `${SEAT_NAME[seat]} champion, ${c.hp} hit points, row ${c.hex.row}, column ${c.hex.col}`, `${what}: ${seat} champion on the board`);
  }
  const shown = await page.locator('.log .event-text').allTextContents();
  const publicShown = shown.filter((s) => !s.startsWith('You draw'));
  expectEqual(publicShown, ref.events, `${what}: the log`);
}

async function clickHex(page: Page, hex: { row: number; col: number }): Promise<void> {
  await page.locator(`g.cca-hex[data-hex="${hex.row},${hex.col}"][role="button"]`).click();
}

async function passScreen(page: Page, seat: string): Promise<void> {
  await page.getByRole('dialog', { name: `Pass the screen to ${seat}` }).waitFor();
  await page.getByRole('button', { name: `I am ${seat}: show my view` }).click();
}

async function newSkirmish(page: Page, url: string, seats: { red: string; blue: string }, seed: number): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.getByRole('radio', { name: /Skirmish/ }).check();
  await page.getByLabel('Who commands Red').selectOption({ label: seats.red });
  await page.getByLabel('Who commands Blue').selectOption({ label: seats.blue });
  await page.locator('summary', { hasText: 'Advanced' }).click();
  await page.getByLabel('Random seed').fill(String(seed));
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.getByTestId('prompt').waitFor();
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const t0 = Date.now();
  console.log('e2e: starting the app with `npm start` (build and serve)…');
  const { url, child } = await startApp();
  console.log(`e2e: app at ${url}`);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, locale: 'en-GB' });
    const page = await context.newPage();
    pageForFailures = page;
    const consoleErrors: string[] = [];
    page.on('pageerror', (e) => consoleErrors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    const savedFile = join(out, 'e2e-saved-game.json');
    let savedRecord: GameRecord | undefined;
    let ref: Referee | undefined;

    await test('home page: systems, battles, sides; switch to Italian and back', async () => {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Great battles of antiquity, with the rules enforced' }).waitFor();
      expectTrue(await page.getByRole('radio', { name: 'Commands & Colors: Ancients' }).isChecked(), 'C&C: Ancients is offered first and chosen');
      expectEqual(await page.locator('input[name="system"]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value)), ['cca', 'skirmish', 'gboh'], 'the systems, C&C first');
      expectTrue(await page.getByRole('radio', { name: /^Akragas/ }).isChecked(), 'Akragas, the first battle, is chosen');
      expectTrue(!(await page.getByRole('radio', { name: /Skirmish/ }).isChecked()), 'Skirmish is still offered');
      await page.getByRole('button', { name: 'IT', exact: true }).click();
      await page.getByRole('heading', { name: 'Le grandi battaglie dell’antichità, con le regole applicate' }).waitFor();
      expectEqual(await page.evaluate(() => document.documentElement.lang), 'it', 'the page language');
      await page.getByRole('button', { name: 'Inizia la battaglia' }).waitFor();
      await page.getByRole('button', { name: 'EN', exact: true }).click();
      await page.getByRole('button', { name: 'Start the battle' }).waitFor();
    });

    await test('hot-seat Skirmish: opening turns by clicking, checked against the engine, with undo', async () => {
      ref = new Referee(SEED);
      await newSkirmish(page, url, { red: 'Human (you)', blue: 'Human at this screen (hot-seat)' }, SEED);
      const prompt = page.getByTestId('prompt');
      expectTrue((await prompt.textContent())!.includes('Red: move, attack or end the turn (2 actions left)'), 'the opening prompt is the engine’s, in English');
      await checkAgainstEngine(page, ref, 'at the start');
      // The legal destinations are exactly the engine's.
      const offered = await page.locator('g.cca-hex[role="button"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')).sort());
      const legalHexes = ref.legal().flatMap((a) => (a.type === 'move' ? [`${a.to.row},${a.to.col}`] : [])).sort();
      expectEqual(offered, legalHexes, 'hexes offered on the board');

      // Move, then take it back: the board and log return to the start.
      const first = ref.closingMove()!;
      await clickHex(page, (first as { to: { row: number; col: number } }).to);
      const undoButton = page.getByRole('button', { name: /^Undo/ });
      await page.locator('.log .event-text').first().waitFor();
      expectTrue(await undoButton.isEnabled(), 'undo is offered after a move');
      await undoButton.click();
      await page.getByText('Nothing has happened yet.').waitFor();
      await checkAgainstEngine(page, ref, 'after undo');
      expectTrue(await undoButton.isDisabled(), 'nothing left to undo');

      // Red closes in with two moves, then ends the turn.
      for (let i = 0; i < 2; i++) {
        const m = ref.closingMove()!;
        await clickHex(page, (m as { to: { row: number; col: number } }).to);
        ref.apply(m);
        await checkAgainstEngine(page, ref, `after Red's move ${i + 1}`);
      }
      await page.screenshot({ path: join(out, 'skirmish-game.png') });
      await page.getByRole('button', { name: 'End the turn' }).click();
      ref.apply({ type: 'end-turn' });
      // Hidden hands: the screen is covered until Blue says only Blue is looking.
      await page.getByRole('dialog', { name: 'Pass the screen to Blue' }).waitFor();
      expectEqual(await page.locator('g.cca-unit').count(), 0, 'the board is hidden behind the hand-over screen');
      await page.screenshot({ path: join(out, 'skirmish-handover.png') });
      await passScreen(page, 'Blue');
      await page.getByText('Seen by Blue').waitFor();
      await checkAgainstEngine(page, ref, 'Blue takes over');
      // Blue sits at the top of the board: his view is turned half round, his champion nearest him.
      const y = async (seat: string) => (await page.locator(`g.cca-unit[aria-label^="${seat} champion"]`).boundingBox())!.y;
      expectTrue((await y('Blue')) > (await y('Red')), 'Blue sees the board from his side');
      // Keyboard only: Tab reaches the offered hexes, Enter moves.
      const m = ref.closingMove()!;
      const target = (m as { to: { row: number; col: number } }).to;
      await page.locator(`g.cca-hex[data-hex="${target.row},${target.col}"][role="button"]`).focus();
      await page.keyboard.press('Enter');
      ref.apply(m);
      await checkAgainstEngine(page, ref, 'Blue moves by keyboard');
    });

    await test('a reaction in the middle of a move, the die roll explained and linked to its rule', async () => {
      if (!ref) throw new Error('needs the previous test');
      // Play on by clicking until one champion can attack the other.
      let guard = 0;
      while (!ref.legal().some((a) => a.type === 'attack') && guard++ < 20) {
        const seat = ref.pendingSeat;
        const m = ref.closingMove();
        if (m && ref.state.actionsLeft > 0) {
          await clickHex(page, (m as { to: { row: number; col: number } }).to);
          ref.apply(m);
        } else {
          await page.getByRole('button', { name: 'End the turn' }).click();
          ref.apply({ type: 'end-turn' });
          await passScreen(page, SEAT_NAME[ref.pendingSeat]!);
        }
        await checkAgainstEngine(page, ref, `${seat} closing in (${guard})`);
      }
      const attacker = ref.pendingSeat;
      const defender = attacker === 'red' ? 'blue' : 'red';
      const foeHex = ref.state.champions[defender].hex;
      // The target shows its odds before the attacker commits.
      const optionAttack = page.getByRole('button', { name: 'Attack', exact: true });
      await optionAttack.hover();
      await page.getByRole('note', { name: 'Attack' }).getByText('Expected hits').waitFor();
      expectTrue((await page.getByRole('note', { name: 'Attack' }).textContent())!.includes('1.50'), 'expected hits 1.50 shown before the attack');
      await clickHex(page, foeHex);
      ref.apply({ type: 'attack', spear: false });
      // The defender reacts now, in the middle of the attacker's turn, behind the hand-over screen.
      await page.getByText(`${SEAT_NAME[defender]} must react now`, { exact: false }).waitFor();
      await passScreen(page, SEAT_NAME[defender]!);
      const prompt = page.getByTestId('prompt');
      expectTrue((await prompt.textContent())!.includes('you are attacked'), 'the reaction prompt');
      expectTrue(await prompt.getByText('reaction', { exact: true }).isVisible(), 'marked as a reaction');
      await page.getByRole('button', { name: 'Take the blow' }).click();
      ref.apply({ type: 'take' });
      const hp = ref.state.champions[defender].hp;
      if (hp > 0) {
        // Back to the attacker, who is shown what just happened before the board comes back.
        await page.getByRole('dialog', { name: `Pass the screen to ${SEAT_NAME[attacker]!}` }).getByText('takes the blow').waitFor();
        await passScreen(page, SEAT_NAME[attacker]!);
      }
      await page.locator('.log .event.roll').last().waitFor();
      const roll = ref.state.rng.draws;
      expectTrue(roll > 0, 'the engine rolled');
      const damage = page.locator('.log .event.roll').last();
      const die = await damage.locator('.die').textContent();
      expectTrue((await damage.textContent())!.includes(`${hp} left`), 'hit points left in the damage line');
      expectTrue((await damage.textContent())!.includes(`skirmish damage: ${Number(die) >= 4 ? '4-6' : '1-3'}`), 'the chart and the cell it read');
      expectEqual(await damage.locator('a.rule-link').textContent(), '§4', 'the rule section');
      await checkAgainstEngine(page, ref, 'after the blow');
      expectTrue(await page.getByRole('button', { name: /^Undo/ }).isDisabled(), 'no undo past a die roll');
      await page.screenshot({ path: join(out, 'skirmish-after-roll.png') });
    });

    await test('save the game record: it replays in the kernel to the same state', async () => {
      if (!ref) throw new Error('needs the previous test');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save', exact: true }).click()]);
      await download.saveAs(savedFile);
      expectTrue(download.suggestedFilename().startsWith('polemarch-skirmish-standard-'), 'a descriptive file name');
      savedRecord = parseRecord(JSON.parse(readFileSync(savedFile, 'utf8')));
      const replayed = replay(skirmish, savedRecord);
      expectEqual(stateHash(replayed.state), stateHash(ref.state), 'the saved record replays to the engine’s state');
      expectEqual(savedRecord.stateHash, stateHash(ref.state), 'the stored hash');
    });

    await test('load the saved game in a fresh page, then step through it in the replay viewer', async () => {
      if (!ref || !savedRecord) throw new Error('needs the previous test');
      await page.goto('about:blank');
      await page.goto(url);
      await page.locator('input[type=file][aria-label="Load a saved game…"]').setInputFiles(savedFile);
      await page.getByTestId('prompt').waitFor();
      if (await page.getByRole('dialog').count()) await page.getByRole('dialog').getByRole('button').click();
      await checkAgainstEngine(page, ref, 'after loading');
      await page.getByRole('button', { name: 'Replay viewer' }).first().click();
      await page.getByRole('heading', { name: 'Replay viewer' }).waitFor();
      const n = savedRecord.actions.length;
      await page.getByText(`action ${n} of ${n}`).waitFor();
      await page.getByRole('button', { name: 'To the start' }).click();
      await page.getByText(`action 0 of ${n}`).waitFor();
      expectEqual(await championLabel(page, 'Red'), 'Red champion, 3 hit points, row 7, column 5', 'the start position in the replay');
      await page.getByRole('button', { name: 'One action forward' }).click();
      await page.getByText(`action 1 of ${n}`).waitFor();
      expectEqual(await page.locator('.log-step').count(), 1, 'the log up to the step shown');
    });

    await test('rules reference: searchable, linked from the log, in both languages', async () => {
      await page.goto(`${url}#/rules/skirmish/4`);
      await page.getByRole('heading', { name: '4. Reaction and damage' }).waitFor();
      expectTrue((await page.locator('section.rule.target h2').textContent()) === '4. Reaction and damage', 'the linked section is marked');
      await page.getByLabel('Search the rules').fill('Shield');
      const found = await page.locator('section.rule h2').allTextContents();
      expectTrue(found.length >= 2 && found.every((h) => h !== '2. Actions and movement'), `search filters the sections (${found.join(' | ')})`);
      await page.getByRole('button', { name: 'IT', exact: true }).click();
      await page.getByRole('heading', { name: 'Scaramuccia: il regolamento' }).waitFor();
      await page.getByRole('button', { name: 'EN', exact: true }).click();
    });

    await test('against the computer: it thinks in a Web Worker and its moves reach the log', async () => {
      await newSkirmish(page, url, { red: 'Human (you)', blue: 'Computer (random player)' }, SEED + 1);
      await page.getByRole('button', { name: 'End the turn' }).click();
      // The computer plays Blue's whole turn, then it is Red's again.
      await page.getByTestId('prompt').getByText('Red: move, attack or end the turn (2 actions left)').waitFor({ timeout: 30_000 });
      const heads = await page.locator('.log .seat-chip').allTextContents();
      expectTrue(heads.includes('Blue'), 'Blue’s decisions are in the log');
      const workers = page.workers().map((w) => w.url());
      expectTrue(workers.some((u) => u.includes('computer.worker')), `the computer runs in a worker (${workers.join(', ')})`);
      // Switch language in the middle of a game: the engine's prompt follows.
      await page.getByRole('button', { name: 'IT', exact: true }).click();
      await page.getByTestId('prompt').getByText('Rosso: muovi, attacca o termina il turno (2 azioni rimaste)').waitFor();
      await page.screenshot({ path: join(out, 'skirmish-game-it.png') });
      await page.getByRole('button', { name: 'EN', exact: true }).click();
    });

    await test('GBoH map primitives on the synthetic map: hexes, counters, leaders, legal hexes', async () => {
      await page.goto(`${url}#/gallery/gboh`);
      await page.locator('g.gboh-counter').first().waitFor();
      expectEqual(await page.locator('g.gboh-hex').count(), 18 * 12, 'every hex drawn');
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

    await test('C&C board primitives: blocks, sections, the board turned round for the top player', async () => {
      await page.goto(`${url}#/gallery/cca`);
      const unit = page.locator('g.cca-unit').first();
      await unit.waitFor();
      await page.screenshot({ path: join(out, 'cca-gallery.png') });
      const before = (await unit.boundingBox())!;
      await page.getByRole('button', { name: 'Turn the board round' }).click();
      await page.getByRole('group', { name: 'C&C board, seen from the top side' }).waitFor();
      const after = (await unit.boundingBox())!;
      expectTrue(after.y < before.y, 'a bottom unit moves to the top of the screen when the board is turned');
      await page.getByRole('button', { name: 'Play Line Command' }).click();
      await page.getByText('Chosen: Line Command').waitFor();
    });

    await test('hot-seat C&C Akragas by clicking: cards, orders, moves, battles with their odds, both seats, undo, save and load, checked against the engine', async () => {
      const GAME_KEY = 'polemarch.current-game';
      const SIDE_NAME: Record<string, string> = { top: 'Top', bottom: 'Bottom' };
      let state = newGame(cca as never, { scenario: 'akragas', seed: 1 }) as unknown as CcaState;
      let events: GameEvent[] = [];
      let count = 0;
      /** Wait for the page's record to hold `n` decisions, replay it beside the page and require the same state. */
      const sync = async (n: number) => {
        await page.waitForFunction(([key, m]) => (JSON.parse(localStorage.getItem(key as string) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length === (m as number), [GAME_KEY, n] as const);
        const record = parseRecord(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GAME_KEY))!));
        const played = replay(cca as never, record);
        state = played.state as unknown as CcaState;
        events = played.steps.flatMap((st) => visibleEvents(st.events, null));
        count = n;
        expectEqual(record.stateHash, stateHash(state as never), 'the page’s record and the engine agree');
      };
      /** Every block on the board where the engine has it, with its strength and leader; the public log lines and their dice. */
      const checkBoard = async (what: string) => {
        const view = cca.view(state as never, null) as unknown as CcaView;
        const expected = view.units
          .filter((u) => u.hex >= 0)
          .map((u) => {
            const b = ccaBoard.fromBoardIndex(u.hex);
            const l = view.leaders.find((x) => x.hex === u.hex && x.side === u.side);
            return [String(u.id), `${view.rules.armies[u.side]} ${UNITS[u.type].name}, ${u.blocks} of ${u.max} blocks, row ${b.row}, column ${b.col}${l ? `, with ${l.name}` : ''}`];
          })
          .sort();
        const shown = (await page.locator('g[data-unit]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-unit') ?? '', e.querySelector('g.cca-unit')?.getAttribute('aria-label') ?? '']))).sort();
        expectEqual(shown, expected, `${what}: the blocks on the board`);
        expectEqual(await page.locator('.log .event:not(.private):not(.muted)').count(), events.length, `${what}: public log lines`);
        const rolls = events.filter((e) => e.rolls?.length);
        const shownRolls = await page.locator('.log .event.roll:not(.private)').evaluateAll((els) => els.map((e) => [...e.querySelectorAll('.die')].map((d) => d.textContent)));
        expectEqual(shownRolls, rolls.map((e) => e.rolls!.map((r) => String(r.value))), `${what}: every die the engine rolled`);
        const links = await page.locator('.log .event.roll:not(.private) a.rule-link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
        expectEqual(links, rolls.map((e) => `#/rules/cca/${encodeURIComponent(e.rule!.replace(/^cca /, ''))}`), `${what}: each roll links to its rule`);
      };
      const option = (name: string) => page.getByTestId('prompt').getByRole('button', { name, exact: true });
      /** The hand-over screen between the two humans, when it is up. */
      const handOver = async () => {
        const seat = cca.pending(state as never)?.seat;
        if (seat === undefined) return;
        const name = SIDE_NAME[seat]!;
        // Either the screen is already that seat's, or the hand-over screen asks for it.
        await page.locator(`[role="dialog"], .viewer-badge:has-text("Seen by ${name}")`).first().waitFor();
        if ((await page.getByRole('dialog').count()) > 0) await passScreen(page, name);
        await page.locator('.viewer-badge', { hasText: `Seen by ${name}` }).waitFor();
      };
      const act = async (what: string, click: () => Promise<void>) => {
        await click();
        await sync(count + 1);
        await handOver();
        await page.getByTestId('prompt').waitFor();
        await checkBoard(what);
      };
      /** A battle action's odds card, hovered before committing: the figures the engine gives for it. */
      const nth = (a: CcaAction) => {
        const seat = cca.pending(state as never)!.seat;
        const i = (cca.legal(state as never, seat) as CcaAction[]).findIndex((x) => JSON.stringify(x) === JSON.stringify(a));
        return page.getByTestId('prompt').locator('.option').nth(i);
      };
      const checkOdds = async (a: CcaAction, label: string) => {
        const seat = cca.pending(state as never)!.seat;
        const o = battleOdds(cca.view(state as never, seat) as unknown as CcaView, seat, a)!;
        expectEqual(await nth(a).textContent(), label, 'the option’s label');
        await nth(a).hover();
        const card = page.getByRole('note').filter({ hasText: 'Battle dice' });
        await card.waitFor();
        const rows = await card.locator('.odds-row').allTextContents();
        expectEqual(rows[0], `Battle dice${o.dice}`, `${label}: the dice after every modifier`);
        if (o.chanceOfHit !== null && o.kind !== 'leader') expectEqual(rows[1], `Chance of at least one hit${(o.chanceOfHit * 100).toFixed(1)}%`, `${label}: the chance of a hit`);
        return o;
      };

      await page.goto(url);
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      expectTrue(await page.getByRole('radio', { name: 'Commands & Colors: Ancients' }).isChecked(), 'C&C is the default');
      await page.getByLabel('Who commands Top').selectOption('screen');
      await page.getByLabel('Who commands Bottom').selectOption('here');
      await page.locator('summary', { hasText: 'Advanced' }).click();
      await page.getByLabel('Random seed').fill('1');
      await page.getByRole('button', { name: 'Start the battle' }).click();
      await page.getByTestId('prompt').waitFor();
      await sync(0);
      await checkBoard('at the start');

      let battles = 0;
      let undone = false;
      let shot = false;
      const playedBy = (side: string) => events.filter((e) => e.key === 'card.played' && e.params?.['side'] === side).length;
      for (let guard = 0; guard < 200; guard++) {
        const p = cca.pending(state as never);
        if (p === null) break;
        const legal = cca.legal(state as never, p.seat) as CcaAction[];
        const toward = (row: number) => (p.seat === 'bottom' ? row : -row);
        if (p.kind === 'play-card') {
          // Prefer Section and Troop cards: they order and move units the plain way.
          const plays = legal.filter((a): a is Extract<CcaAction, { type: 'play' }> => a.type === 'play');
          const pick = plays.find((a) => ['section', 'troop'].includes(CARDS.find((c) => c.id === a.card)!.kind)) ?? plays[0];
          if (!pick) {
            await act('no card to play', () => option('Done').click());
            continue;
          }
          const name = CARDS.find((c) => c.id === pick.card)!.name;
          await act(`plays ${name}`, () => page.locator('ul.cards').getByRole('button', { name: `Play ${name}` }).first().click());
          // The log says it in words: the seat and the card by their names, not their ids.
          const said = await page.locator('.log .event:not(.private) .event-text').allTextContents();
          expectTrue(said.includes(`${SIDE_NAME[p.seat]!} plays ${name}`), `the log says “${SIDE_NAME[p.seat]!} plays ${name}”`);
        } else if (p.kind === 'order') {
          const orders = legal.filter((a): a is Extract<CcaAction, { type: 'order' }> => a.type === 'order');
          const hexOf = (a: Extract<CcaAction, { type: 'order' }>) => ccaBoard.fromBoardIndex(state.units.find((u) => u.id === a.unit)!.hex);
          if (orders.length > 0 && state.turn.ordered.length < 3) {
            const b = hexOf(orders[0]!);
            await act(`orders the unit at ${b.row},${b.col}`, () => clickHex(page, b));
            if (!undone) {
              // Undo: the order is taken back (no die, nothing revealed), board and record as before.
              undone = true;
              await page.getByRole('button', { name: /^Undo/ }).click();
              await sync(count - 1);
              await checkBoard('after undoing the order');
              expectTrue(state.turn.ordered.length === 0, 'the engine has no ordered unit after the undo');
              await act(`orders the unit at ${b.row},${b.col} again`, () => clickHex(page, b));
            }
          } else await act('ends the orders', () => option('Done').click());
        } else if (p.kind === 'move' || p.kind === 'move2') {
          // Each ordered unit steps toward the enemy, by clicking the hex the board offers for it.
          const offered = await page.locator('g.cca-hex[role="button"]').evaluateAll((els) => els.map((e) => [e.getAttribute('data-hex') ?? '', e.getAttribute('aria-label') ?? ''] as const));
          const moves = offered.filter(([, l]) => l.startsWith('Move ') && !l.startsWith('Move leader')).map(([h]) => h.split(',').map(Number) as [number, number]);
          moves.sort((a, b) => toward(a[0]) - toward(b[0]) || a[1] - b[1]);
          const here = cca.legal(state as never, p.seat).filter((a) => a.type === 'move');
          if (moves.length > 0 && here.length > 0) await act(`moves to ${moves[0]!.join(',')}`, () => clickHex(page, { row: moves[0]![0], col: moves[0]![1] }));
          else await act('ends the movement', () => option('Done').click());
        } else if (p.kind === 'battle') {
          const strikes = legal.filter((a): a is Extract<CcaAction, { type: 'attack' | 'fire' }> => a.type === 'attack' || a.type === 'fire');
          if (strikes.length > 0) {
            const a = strikes.find((x) => x.type === 'attack') ?? strikes[0]!;
            const u = state.units.find((x) => x.id === a.unit)!;
            const t = ccaBoard.fromBoardIndex(a.target);
            const target = state.units.find((x) => x.hex === a.target);
            const what = target ? UNITS[target.type].name : `the leader ${state.leaders.find((l) => l.hex === a.target)!.name}`;
            const label = `${UNITS[u.type].name} ${a.type === 'attack' ? 'attacks' : 'fires at'} ${what}, row ${t.row}, column ${t.col}`;
            await checkOdds(a, label);
            if (!shot) {
              shot = true;
              await page.screenshot({ path: join(out, 'cca-game.png') });
            }
            battles++;
            await act(label, () => nth(a).click());
          } else await act('ends the battles', () => option('Done').click());
        } else if (p.kind === 'battle-back') {
          await checkOdds({ type: 'battle-back' }, 'Battle Back');
          await act('battles back', () => option('Battle Back').click());
        } else {
          // Reactions and follow-ups (stand, retreat, flags, momentum...): the first choice offered.
          await act(`answers ${p.kind}`, () => page.getByTestId('prompt').locator('.option').first().click());
        }
        // The opening turns: both seats have played twice and there has been a battle; stop at a new card.
        if (battles >= 1 && playedBy('top') >= 2 && playedBy('bottom') >= 2 && cca.pending(state as never)?.kind === 'play-card') break;
      }
      expectTrue(battles >= 1, `a battle was fought with its odds shown (${battles})`);
      expectTrue(playedBy('top') >= 2 && playedBy('bottom') >= 2, 'both seats played their turns, through the hand-over screen');

      // Save: the record replays in the kernel to the engine's state; load it in a fresh page.
      const file = join(out, 'e2e-cca-saved.json');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save', exact: true }).click()]);
      await download.saveAs(file);
      const saved = parseRecord(JSON.parse(readFileSync(file, 'utf8')));
      expectEqual(stateHash(replay(cca as never, saved).state), stateHash(state as never), 'the saved C&C record replays to the engine’s state');
      await page.goto('about:blank');
      await page.goto(url);
      await page.locator('input[type=file][aria-label="Load a saved game…"]').setInputFiles(file);
      await page.locator('[data-testid="prompt"], [role="dialog"]').first().waitFor();
      await handOver();
      await page.getByTestId('prompt').waitFor();
      await checkBoard('after loading');
      await page.screenshot({ path: join(out, 'cca-game-loaded.png') });
      // A die roll's § link opens the rules reference at its section, in our own words.
      const lastRoll = events.filter((e) => e.rolls?.length).at(-1)!;
      const section = lastRoll.rule!.replace(/^cca /, '');
      await page.locator('.log .event.roll:not(.private) a.rule-link').last().click();
      await page.locator('section.rule.target h2').waitFor();
      expectTrue((await page.locator('section.rule.target h2').textContent())!.startsWith(`${section} `), `the roll’s link marks section ${section}`);
      await page.screenshot({ path: join(out, 'cca-rules.png') });
    });

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
        await page.locator('[data-testid="prompt"], [role="dialog"]').first().waitFor();
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
      await page.locator('g.gboh-counter').first().waitFor();
      await checkMap('at the start');
      expectEqual(await page.locator('g.gboh-hex').count(), 418, 'every hex of the Callinicum map');
      expectEqual(await page.getByTestId('gboh-phase').textContent(), 'Game Turn 1 · Elite Orders Phase', 'turn and phase');
      const prompt = page.getByTestId('prompt');
      // 5.5 and 5.1 as prompts with buttons in words: decline the Elite Orders Phase, activate Arethas.
      await prompt.getByRole('button', { name: 'Decline', exact: true }).click();
      await sync(1);
      await prompt.getByRole('button', { name: 'Activate Arethas' }).click();
      await sync(2);
      await page.getByTestId('gboh-active-leader').getByText('Arethas (Byzantines), activated, Orders Phase 1').waitFor();
      // A click on the Saracen selects it: the hexes it can reach are the engine's, with their MP cost.
      await page.locator('g.gboh-counter[data-unit="byz-sar-1"]').click();
      await page.locator('g.gboh-hl.actionable[data-hex="1919"]').waitFor();
      const order = applyAction(gboh as never, state as never, 'byzantines', { type: 'move', unit: 'byz-sar-1' }).state as unknown as GbohState;
      const firstSteps = gboh.legal(order, 'byzantines').flatMap((a) => (a.type === 'step' ? [a.to] : []));
      const offered = await page.locator('g.gboh-hl.actionable').evaluateAll((els) => els.map((e) => [e.getAttribute('data-hex'), e.getAttribute('aria-label')] as const));
      for (const h of firstSteps) expectTrue(offered.some(([x, l]) => x === h && l!.endsWith('(1 MP)')), `first step ${h} offered at 1 MP`);
      expectEqual(offered.find(([x]) => x === '1919')?.[1], 'Move MI Saracen 1 to 1919 (2 MP)', 'a two-hex move and its cost');
      await page.locator('g.gboh-hl.actionable[data-hex="1919"]').click();
      await page.waitForFunction(() => document.querySelector('g.gboh-counter[data-unit="byz-sar-1"]')?.getAttribute('aria-label')?.includes('hex 1919'));
      await sync(4);
      expectEqual(state.units['byz-sar-1']!.hex, '1919', 'the engine moved the Saracen');
      await checkMap('after the move');
      // The facing arrows are the engine's facing decisions (7.12).
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

    await test('no errors in the browser console', async () => {
      expectEqual(consoleErrors, [], 'console errors');
    });
  } finally {
    await browser?.close();
    stopApp(child);
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
