/** The e2e tests of Skirmish, the kernel’s test system: hot-seat play checked against the engine, a reaction, save and load, the replay viewer, the rules reference, the computer player. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { applyAction, ccaBoard, type GameRecord, type JsonValue, newGame, parseRecord, replay, stateHash } from '@polemarch/kernel';
import { skirmish, type SkirmishAction, type SkirmishState } from '@polemarch/kernel/testing';
import { clickHex, type E2e, expectEqual, expectTrue, out, passScreen, test, developerMode, downloadGame, openOverGameInProgress } from './harness';

const SEED = 20260321;

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

async function newSkirmish(page: Page, url: string, seats: { red: string; blue: string }, seed: number): Promise<void> {
  await developerMode(page, url);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.getByRole('radio', { name: /Skirmish/ }).check();
  await page.getByLabel('Who commands Red').selectOption({ label: seats.red });
  await page.getByLabel('Who commands Blue').selectOption({ label: seats.blue });
  await page.locator('summary', { hasText: 'Advanced' }).click();
  await page.getByLabel('Random seed').fill(String(seed));
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await openOverGameInProgress(page);
  await page.getByTestId('prompt').waitFor();
}

export async function skirmishTests({ page, url }: E2e): Promise<void> {
  const savedFile = join(out, 'e2e-saved-game.json');
  let savedRecord: GameRecord | undefined;
  let ref: Referee | undefined;

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
    const download = await downloadGame(page);
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
    await openOverGameInProgress(page);
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
}
