/** The e2e tests of the C&C adapter: the board primitives in the gallery, and Akragas played by clicking. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ccaBoard, type GameEvent, newGame, parseRecord, replay, stateHash, visibleEvents } from '@polemarch/kernel';
import { CARDS, cca, type CcaAction, type CcaState, type CcaView, UNITS } from '@polemarch/cca';
import { battleOdds } from '../../src/systems/cca/odds';
import { clickHex, type E2e, expectEqual, expectTrue, out, passScreen, settled, test, downloadGame, openOverGameInProgress } from './harness';

export async function ccaGalleryTests({ page, url }: E2e): Promise<void> {
  await test('C&C board primitives: blocks, sections, the board turned round for the top player', async () => {
    await page.goto(`${url}#/gallery/cca`);
    const unit = page.locator('g.cca-unit').first();
    await unit.waitFor();
    await page.screenshot({ path: join(out, 'cca-gallery.png') });
    const before = (await unit.boundingBox())!;
    await page.getByRole('button', { name: 'Turn the board round' }).click();
    await page.getByRole('group', { name: 'C&C board, seen from the top side' }).waitFor();
    // The pieces may glide to their new places (animated moves): wait up to 5 s for the unit to settle at the top.
    let after = (await unit.boundingBox())!;
    for (let i = 0; i < 50 && !(after.y < before.y); i++) {
      await page.waitForTimeout(100);
      after = (await unit.boundingBox())!;
    }
    expectTrue(after.y < before.y, 'a bottom unit moves to the top of the screen when the board is turned');
    await page.getByRole('button', { name: 'Play Line Command' }).click();
    await page.getByText('Chosen: Line Command').waitFor();
  });
}

export async function ccaAkragasTests({ page, url }: E2e): Promise<void> {
  await test('hot-seat C&C Akragas by clicking: cards, orders, moves, battles with their odds, both seats, undo, save and load, checked against the engine', async () => {
    const GAME_KEY = 'polemarch.current-game';
    const SIDE_NAME: Record<string, string> = { top: 'Carthaginians', bottom: 'Syracusans' };
    let state = newGame(cca as never, { scenario: 'akragas', seed: 1 }) as unknown as CcaState;
    let events: GameEvent[] = [];
    let count = 0;
    /**
     * Wait for the page's record to hold `n` decisions (at least `n` where the screen may have submitted a forced
     * Done after it), replay it beside the page and require the same state.
     */
    const sync = async (n: number, exact = false) => {
      await page.waitForFunction(([key, m, x]) => {
        const length = (JSON.parse(localStorage.getItem(key as string) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length;
        return x ? length === m : length >= (m as number);
      }, [GAME_KEY, n, exact] as const);
      // A forced Done follows its decision by itself, and the screen turns to the next seat: wait until they have.
      await settled(page);
      const record = parseRecord(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GAME_KEY))!));
      const played = replay(cca as never, record);
      state = played.state as unknown as CcaState;
      events = played.steps.flatMap((st) => visibleEvents(st.events, null));
      count = record.actions.length;
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
      // Own silent choices ("Done") are shown to their maker only (issue 16.4): not engine lines.
      expectEqual(await page.locator('.log .event:not(.private):not(.muted):not(.own-choice)').count(), events.length, `${what}: public log lines`);
      const rolls = events.filter((e) => e.rolls?.length);
      const shownRolls = await page.locator('.log .event.roll:not(.private)').evaluateAll((els) => els.map((e) => [...e.querySelectorAll('.die')].map((d) => d.getAttribute('data-value'))));
      expectEqual(shownRolls, rolls.map((e) => e.rolls!.map((r) => String(r.value))), `${what}: every die the engine rolled`);
      const links = await page.locator('.log .event.roll:not(.private) a.rule-link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
      expectEqual(links, rolls.map((e) => `#/rules/cca/${encodeURIComponent(e.rule!.replace(/^cca /, ''))}`), `${what}: each roll links to its rule`);
    };
    const option = (name: string) => page.getByTestId('prompt').getByRole('button', { name, exact: true });
    /** The hand-over screen between the two humans, when it is up (true: it was, and the screen was passed). */
    const handOver = async (): Promise<boolean> => {
      const seat = cca.pending(state as never)?.seat;
      if (seat === undefined) return false;
      const name = SIDE_NAME[seat]!;
      // The replica is in step with the settled screen (sync): the screen is already that seat's, or the hand-over
      // screen asks for that seat. Once passed, the seat's view may go by at once (a forced Done hands the turn on):
      // the caller syncs again.
      await page.locator(`[role="dialog"], .viewer-badge:has-text("Seen by ${name}")`).first().waitFor();
      if ((await page.getByRole('dialog').count()) > 0) {
        await passScreen(page, name);
        await settled(page);
        return true;
      }
      await page.locator('.viewer-badge', { hasText: `Seen by ${name}` }).waitFor();
      return false;
    };
    const act = async (what: string, click: () => Promise<void>) => {
      await click();
      await sync(count + 1);
      // Once the seat sees its screen, a forced Done goes by itself (nothing left to decide): pick it up.
      for (let i = 0; i < 6; i++) {
        const passed = await handOver();
        const before = count;
        await sync(count);
        if (!passed && count === before) break;
      }
      await page.getByTestId('prompt').waitFor();
      await checkBoard(what);
    };
    /** A battle action's odds card, hovered before committing: the figures the engine gives for it. */
    const nth = (a: CcaAction) => {
      const seat = cca.pending(state as never)!.seat;
      const i = (cca.legal(state as never, seat) as CcaAction[]).findIndex((x) => JSON.stringify(x) === JSON.stringify(a));
      return page.getByTestId('prompt').locator(`.option[data-index="${i}"]`);
    };
    /** Unfold the option's group in the side list (options are grouped by unit). */
    const unfold = async (a: CcaAction) => {
      await nth(a).evaluate((el) => {
        const d = el.closest('details');
        if (d) d.open = true;
      });
    };
    const checkOdds = async (a: CcaAction, label: string) => {
      const seat = cca.pending(state as never)!.seat;
      const o = battleOdds(cca.view(state as never, seat) as unknown as CcaView, seat, a)!;
      await unfold(a);
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
    await page.getByLabel('Who commands Carthaginians').selectOption('screen');
    await page.getByLabel('Who commands Syracusans').selectOption('here');
    await page.locator('summary', { hasText: 'Advanced' }).click();
    await page.getByLabel('Random seed').fill('1');
    await page.getByRole('button', { name: 'Start the battle' }).click();
    await openOverGameInProgress(page);
    await page.getByTestId('prompt').waitFor();
    await sync(0, true);
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
          // Done is the only legal action: the screen submits it by itself.
          await act('no card to play', () => Promise.resolve());
          continue;
        }
        const name = CARDS.find((c) => c.id === pick.card)!.name;
        await act(`plays ${name}`, () => page.locator('ul.cards').getByRole('button', { name: `Play ${name}` }).first().click());
        // The log says it in words: the seat and the card by their names, not their ids.
        const said = await page.locator('.log .event:not(.private) .event-text').allTextContents();
        expectTrue(said.includes(`The ${SIDE_NAME[p.seat]!} play ${name}`), `the log says “The ${SIDE_NAME[p.seat]!} play ${name}”`);
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
            await sync(count - 1, true);
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
        else await act('ends the movement', () => (legal.length === 1 ? Promise.resolve() : option('Done').click()));
      } else if (p.kind === 'battle') {
        const strikes = legal.filter((a): a is Extract<CcaAction, { type: 'attack' | 'fire' }> => a.type === 'attack' || a.type === 'fire');
        if (strikes.length > 0) {
          const a = strikes.find((x) => x.type === 'attack') ?? strikes[0]!;
          const u = state.units.find((x) => x.id === a.unit)!;
          const t = ccaBoard.fromBoardIndex(a.target);
          const target = state.units.find((x) => x.hex === a.target);
          const what = target ? UNITS[target.type].name : `the leader ${state.leaders.find((l) => l.hex === a.target)!.name}`;
          const from = ccaBoard.fromBoardIndex(u.hex);
          const label = `${UNITS[u.type].name} (row ${from.row}, column ${from.col}) ${a.type === 'attack' ? 'attacks' : 'fires at'} ${what}, row ${t.row}, column ${t.col}`;
          await checkOdds(a, label);
          if (!shot) {
            shot = true;
            await page.screenshot({ path: join(out, 'cca-game.png') });
          }
          battles++;
          await act(label, () => nth(a).click());
        } else await act('ends the battles', () => (legal.length === 1 ? Promise.resolve() : option('Done').click()));
      } else if (p.kind === 'battle-back') {
        await checkOdds({ type: 'battle-back' }, 'Battle Back');
        await act('battles back', () => option('Battle Back').click());
      } else {
        // Reactions and follow-ups (stand, retreat, flags, momentum...): the first choice offered.
        await act(`answers ${p.kind}`, async () => {
          await unfold(legal[0]!);
          await nth(legal[0]!).click();
        });
      }
      // The opening turns: both seats have played twice and there has been a battle; stop at a new card.
      if (battles >= 1 && playedBy('top') >= 2 && playedBy('bottom') >= 2 && cca.pending(state as never)?.kind === 'play-card') break;
    }
    expectTrue(battles >= 1, `a battle was fought with its odds shown (${battles})`);
    expectTrue(playedBy('top') >= 2 && playedBy('bottom') >= 2, 'both seats played their turns, through the hand-over screen');

    // Save: the record replays in the kernel to the engine's state; load it in a fresh page.
    const file = join(out, 'e2e-cca-saved.json');
    const download = await downloadGame(page);
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
}
