/**
 * The e2e test of Justinian's own board (issue 20): a solitaire campaign against the computer (the Barbarian run by the
 * rules' own procedures, ruling R-SOLO), played by clicking the area map and the prompt, and checked after every
 * decision against the engine replaying the page's record in Node: the opening position on the map and the panel, the
 * clickable areas, and every roll in the log with its dice, its table and its rule.
 */
import { join } from 'node:path';
import { type GameEvent, parseRecord, replay, stateHash, visibleEvents } from '@polemarch/kernel';
import { armySp, justinian, type JustinianAction, type JustinianState, type JustinianView } from '@polemarch/justinian';
import { type E2e, expectEqual, expectTrue, openOverGameInProgress, out, test } from './harness';

const GAME_KEY = 'polemarch.current-game';

export async function justinianTests({ page, url }: E2e): Promise<void> {
  await test('Justinian solitaire against the computer: set-up, a bribe and an activation by the prompt, a Fort and a march by clicking the area map; the opening position and every roll explained, checked against the engine', async () => {
    let state: JustinianState | null = null;
    let events: GameEvent[] = [];
    let actions: JustinianAction[] = [];
    /** Wait for the page's record to hold `n` decisions, replay it beside the page and require the same state. */
    const sync = async (n: number) => {
      await page.waitForFunction(([key, m]) => (JSON.parse(localStorage.getItem(key as string) ?? '{"actions":[]}') as { actions: unknown[] }).actions.length === (m as number), [GAME_KEY, n] as const);
      const record = parseRecord(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GAME_KEY))!));
      const played = replay(justinian, record);
      state = played.state;
      events = played.steps.flatMap((st) => visibleEvents(st.events, null));
      actions = record.actions.map((e) => e.action as JustinianAction);
      expectEqual(record.stateHash, stateHash(state), 'the page’s record and the engine agree');
      // The screen shows the Byzantine's next decision (the solitaire Barbarian never waits for a click).
      await page.getByTestId('prompt').locator('.option').first().waitFor();
    };
    const view = (): JustinianView => justinian.view(state!, 'byzantine');
    const legalAreas = (pick: (a: JustinianAction) => string | null): string[] => [...new Set(justinian.legal(state!, 'byzantine').map(pick).filter((p): p is string => p !== null))].sort();
    const mapButtons = async (): Promise<string[]> => (await page.locator('[data-province][role="button"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-province') ?? ''))).sort();
    /** The texts of a province on the map: its name, then one per piece ("Thrace 10", "⚓2", "F3", "T"). */
    const pieceTexts = (province: string): Promise<string[]> => page.locator(`[data-province="${province}"] text`).allTextContents();
    /** Every army and fleet on the map where the engine has it, with its strength; the panel's turn and Treasury. */
    const checkMap = async (what: string) => {
      const v = view();
      for (const a of v.armies) {
        if (a.at.startsWith('box:') || a.at.startsWith('sea:') || (armySp(a) === 0 && a.leader === null)) continue;
        const pieces = await pieceTexts(a.at);
        expectTrue(pieces.some((p) => new RegExp(`^\\S+ ${armySp(a)}[✕~]?$`).test(p)), `${what}: ${a.id} shows ${armySp(a)} SP in ${a.at} (the map reads ${JSON.stringify(pieces)})`);
      }
      for (const f of v.fleets.filter((x) => !x.at.startsWith('sea:'))) {
        expectTrue((await pieceTexts(f.at)).includes(`⚓${f.sp}`), `${what}: the ${f.power} fleet of ${f.sp} in ${f.at}`);
      }
      await page.getByText(`Turn ${v.turn} (${528 + 4 * (v.turn - 1)})`).waitFor();
      await page.locator('section[aria-labelledby="jt-gold"]', { hasText: `${v.treasury} G` }).waitFor();
    };
    /** Every roll of the engine in the log, with its dice, the table and cell it read, and its rule as a link. */
    const checkRolls = async (what: string) => {
      const rolls = events.filter((e) => e.rolls?.length);
      const shown = await page.locator('.log .event.roll').evaluateAll((els) => els.map((e) => [...e.querySelectorAll('.die')].map((d) => d.getAttribute('data-value'))));
      expectEqual(shown, rolls.map((e) => e.rolls!.map((r) => String(r.value))), `${what}: every die the engine rolled`);
      const links = await page.locator('.log .event.roll a.rule-link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
      expectEqual(links, rolls.map((e) => `#/rules/justinian/${encodeURIComponent(e.rule!.replace(/^justinian /, ''))}`), `${what}: each roll links to its rule`);
      const charts = await page.locator('.log .event .chart-cell').allTextContents();
      for (const e of events.filter((x) => x.chart !== undefined)) {
        expectTrue(charts.some((c) => c.includes(e.chart!.name) && c.includes(e.chart!.cell)), `${what}: the log names ${e.chart!.name}, cell ${e.chart!.cell}`);
      }
    };
    /** A click on a province's disc (the province's group is the button; its labels may lie under a neighbour's). */
    const clickProvince = (province: string) => page.locator(`[data-province="${province}"][role="button"] circle`).click();
    const option = (name: string | RegExp) => page.getByTestId('prompt').getByRole('button', { name, exact: typeof name === 'string' });

    await page.goto(url);
    await page.locator('input[name="system"][value="justinian"]').check();
    await page.locator('input[name="scenario"][value="solitaire"]').check();
    await page.locator('summary', { hasText: 'Advanced' }).click();
    await page.getByLabel('Random seed').fill('4');
    await page.getByRole('button', { name: /^Start/ }).click();
    await openOverGameInProgress(page);
    await sync(0);

    // 3.21: the Praesental Army II's set-up places are the map's buttons, as the engine lists them.
    expectEqual(await mapButtons(), legalAreas((a) => (a.type === 'setup-army' ? a.province : null)), 'the set-up places are the clickable provinces');
    await option('Take the historical set-up').click();
    await sync(1);
    await checkMap('the opening position');
    await page.screenshot({ path: join(out, 'justinian-opening.png') });
    // The Barbarian moved first (6.11): his Random activation and its table are in the log.
    expectTrue(events.some((e) => e.key === 'am.random'), 'the solitaire Barbarian rolled his Random activation');
    await checkRolls('after the set-up');

    // The engine asks the Byzantine about a bribe (6.32): answered at the prompt; the allegiance roll follows (11.2).
    expectEqual(justinian.pending(state!)?.kind, 'bribe', 'a bribe is asked');
    await option('Bribe 0 G').click();
    await sync(2);
    expectTrue(events.some((e) => e.chart?.name === '11.2 Allegiance'), 'the allegiance roll');
    await checkRolls('after the allegiance roll');
    await checkMap('after the minor power moved');

    // 6.54 by clicking the map: the first of the engine's actions naming Thracia is its Fort.
    expectEqual(justinian.pending(state!)?.kind, 'byz-act', 'the Byzantine activation');
    const forts = legalAreas((a) => (a.type === 'fort' ? a.province : null));
    expectTrue(forts.includes('Thracia') && (await mapButtons()).includes('Thracia'), 'Thracia is offered on the map for a Fort');
    const treasury = view().treasury;
    await clickProvince('Thracia');
    await sync(3);
    expectEqual(actions[2], { type: 'fort', province: 'Thracia' }, 'the map click built the Fort');
    expectEqual(view().treasury, treasury - 2, 'the Fort cost 2 G');
    await checkMap('after the Fort');

    // 6.51 at the prompt: activate the Army of Thrace; its Movement Capability roll is explained (11.4).
    // The prompt lists 24 options, then "Show N more".
    const legalCount = justinian.legal(state!, 'byzantine').length;
    if (legalCount > 24) await page.getByTestId('prompt').getByRole('button', { name: `Show ${legalCount - 24} more` }).click();
    const labels = await page.getByTestId('prompt').locator('button.option').allTextContents();
    expectEqual(labels.length, legalCount, 'every legal action is an option');
    expectTrue(labels.includes('Activate thrace (2 G)'), `the prompt offers to activate the Army of Thrace: ${JSON.stringify(labels)}`);
    await option('Activate thrace (2 G)').click();
    await sync(4);
    expectEqual(actions[3], { type: 'activate-army', army: 'thrace' }, 'the Army of Thrace is activated');
    expectTrue(events.some((e) => e.chart?.name === '11.4 Movement Capability'), 'the Movement Capability roll');
    await checkRolls('after the activation');

    // 7.1 by clicking the map: the provinces it may enter are the buttons; a click moves it there.
    const moves = legalAreas((a) => (a.type === 'move' ? a.to : null));
    expectTrue(moves.length > 0, 'the Army of Thrace may move');
    expectEqual((await mapButtons()).filter((p) => moves.includes(p)), moves, 'every province it may enter is a button');
    const to = moves[0]!;
    const sp = armySp(view().armies.find((a) => a.id === 'thrace')!);
    await clickProvince(to);
    await sync(5);
    expectEqual(actions[4], { type: 'move', to }, `the map click moved the army into ${to}`);
    expectEqual(view().armies.find((a) => a.id === 'thrace')?.at, to, 'the engine has it there');
    expectTrue((await pieceTexts(to)).includes(`Thrace ${sp}`), `the map shows the Army of Thrace (${sp} SP) in ${to}`);
    await checkMap('after the march');
    await page.screenshot({ path: join(out, 'justinian-march.png') });
  });
}
