/**
 * The e2e tests of online play (issue 15): two browser contexts sign up and play C&C: Ancients through
 * the server to its result by play (a position one banner from the end, on a test server), each hand
 * checked hidden from the other side (never in the page, never in a socket message), a spectator
 * watches, one player reloads in the middle of a turn and carries on, the players chat and one keeps a
 * private note, the result shows on every screen, the finished game is replayed from its record and the
 * winner's rating is on the profile. Run twice: one server on the embedded database, and two server
 * processes on one PostgreSQL (the players on different processes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARDS } from '@polemarch/cca';
import { openDatabase } from '@polemarch/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectEqual, expectTrue, out, test } from './harness';

const CLI = fileURLToPath(new URL('../../../cli/bin/polemarch.js', import.meta.url));
const PG_URL = process.env['POLEMARCH_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'correct horse battery';
const CARD_BY_ID = new Map(CARDS.map((c) => [c.id, c]));

interface Served {
  url: string;
  child: ChildProcess;
}

/** `polemarch serve` as its own process (what `npm start` runs after the build), on any free port. */
function serve(env: Record<string, string>): Promise<Served> {
  // POLEMARCH_TEST_POSITIONS: this test server sets a game up from a position file (the C&C game near its end).
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { env: { ...process.env, POLEMARCH_AI_WORKERS: '1', POLEMARCH_TEST_POSITIONS: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never said where it listens is ended here: nobody else holds its handle.
      child.kill('SIGKILL');
      reject(new Error(`the server printed no URL within 300 s:\n${text}`));
    }, 300_000);
    const onData = (d: Buffer) => {
      text += d.toString();
      const m = /running at (http:\/\/\S+)/.exec(text);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${String(code)}):\n${text}`));
    });
  });
}

function stop(s: Served | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (s === undefined || s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGTERM');
  });
}

interface Player {
  context: BrowserContext;
  page: Page;
  /** Every text frame the page's sockets received (across reloads). */
  frames: string[];
  errors: string[];
}

async function player(browser: Browser): Promise<Player> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'en-GB' });
  const page = await context.newPage();
  const p: Player = { context, page, frames: [], errors: [] };
  page.on('websocket', (ws) => ws.on('framereceived', (f) => typeof f.payload === 'string' && p.frames.push(f.payload)));
  page.on('pageerror', (e) => p.errors.push(String(e)));
  return p;
}

async function signUp(p: Player, url: string, name: string): Promise<void> {
  await p.page.goto(`${url}#/online`);
  await p.page.locator('input[name="name"]').fill(name);
  await p.page.locator('input[name="password"]').fill(PASSWORD);
  await p.page.getByRole('button', { name: 'Create an account' }).click();
  await p.page.getByTestId('signed-in').filter({ hasText: name }).waitFor();
}

type GameFrame = { type: 'game'; payload: { seq: number; status: string; you: string[]; viewSeat: string | null; view: { hand: string[] } }; log: { seq: number; seat: string; action?: unknown; events: { visibleTo?: string[] }[] }[] };

function gameFrames(p: Player): GameFrame[] {
  return p.frames.map((f) => JSON.parse(f) as { type: string }).filter((m): m is GameFrame => m.type === 'game');
}

/** Card ids named in a text (as JSON strings). */
function cardIds(text: string): Set<string> {
  return new Set([...text.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1]!).filter((id) => CARD_BY_ID.has(id)));
}

/**
 * The game the e2e players finish by play: a C&C position one banner from the end for each side, three
 * pairs of one-block units face to face, one in each section, so most cards order an attack. The server
 * takes it only because the e2e run starts it with POLEMARCH_TEST_POSITIONS=1 (a test server's option);
 * the dice are the server's, from its own 128-bit seed, so the game's length varies (a few to a few dozen
 * actions).
 */
const LAST_BANNER = {
  name: 'One banner from the end',
  first: 'bottom',
  bannersToWin: 2,
  banners: { top: 1, bottom: 1 },
  units: [
    { side: 'top', type: 'MI', row: 3, col: 2, blocks: 1 },
    { side: 'top', type: 'MI', row: 3, col: 6, blocks: 1 },
    { side: 'top', type: 'MI', row: 3, col: 10, blocks: 1 },
    { side: 'bottom', type: 'MI', row: 4, col: 2, blocks: 1 },
    { side: 'bottom', type: 'MI', row: 4, col: 6, blocks: 1 },
    { side: 'bottom', type: 'MI', row: 4, col: 10, blocks: 1 },
  ],
  leaders: [
    { side: 'top', name: 'Hanno', row: 1, col: 6 },
    { side: 'bottom', name: 'Marcellus', row: 7, col: 6 },
  ],
};

/** The scripted player: attack when it can, else play a card, order, and end the step; otherwise the first option. */
const PREFERENCE = ['attack', 'fire', 'battle-back', 'play', 'order', 'order-leader', 'done'];
function choose(legal: readonly unknown[]): number {
  for (const type of PREFERENCE) {
    const i = legal.findIndex((a) => typeof a === 'object' && a !== null && 'type' in a && a.type === type);
    if (i >= 0) return i;
  }
  return 0;
}

type Seen = { seq: number; status: string; legal: unknown[] | null; result: { winner: string | null; reason: { key: string } } | null };

/** The game as the page's own session sees it (its cookie): what the server offers this seat now. */
function seen(p: Player, id: string): Promise<Seen> {
  return p.page.evaluate(async (game) => {
    const r = await fetch(`/api/games/${game}`);
    return (await r.json()) as Seen;
  }, id);
}

/** Write to the game's chat or notes through the screen's form. */
async function write(p: Player, kind: 'chat' | 'note', text: string): Promise<void> {
  const form = p.page.getByTestId('game-notes');
  await form.locator('select[name="note-kind"]').selectOption(kind);
  await form.locator('input[name="note-body"]').fill(text);
  await form.getByRole('button', { name: 'Send' }).click();
  await form.locator('.note-body', { hasText: text }).waitFor();
}

/**
 * One online game of C&C: Ancients between two browser contexts and a spectator, played to its result;
 * `urlA` serves the first player, `urlB` the second and the spectator (two processes when they differ).
 */
async function onlineGame(browser: Browser, urlA: string, urlB: string, label: string): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  const alice = await player(browser);
  const bob = await player(browser);
  const watcher = await player(browser);
  try {
    await signUp(alice, urlA, `alice-${tag}`);
    await signUp(bob, urlB, `bob-${tag}`);

    // Alice creates the game from the position (the test server's option; the lobby's form offers battles
    // only), herself on top, an invitation for the bottom seat; the page's own session and CSRF token.
    const aliceSeat = 'top';
    const bobSeat = 'bottom';
    const created = await alice.page.evaluate(async (position) => {
      const me = (await (await fetch('/api/me')).json()) as { csrf: string };
      const r = await fetch('/api/games', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': me.csrf },
        body: JSON.stringify({ system: 'cca', scenario: 'position', position, listed: false, seats: { top: { kind: 'me' }, bottom: { kind: 'open' } } }),
      });
      return { status: r.status, body: (await r.json()) as { id: string; invites: Record<string, string> } };
    }, LAST_BANNER);
    expectEqual(created.status, 201, `${label}: the game from a position is created`);
    const id = created.body.id;
    await alice.page.goto(`${urlA}#/online/game/${id}`);
    await alice.page.locator('.online-game').waitFor();

    // Bob follows the link (on his server) and takes the seat; a spectator opens the game, signed out.
    await bob.page.goto(`${urlB}#/online/invite/${created.body.invites[bobSeat]!}`);
    await bob.page.getByRole('button', { name: 'Take the seat' }).click();
    await bob.page.locator('.online-game').waitFor();
    await watcher.page.goto(`${urlB}#/online/game/${id}`);
    await watcher.page.getByTestId('online-viewer').filter({ hasText: 'You are watching' }).waitFor();

    // Notes and chat: Alice's private note stays hers; her chat line reaches Bob and the spectator.
    await write(alice, 'note', `note ${tag}: hold the centre`);
    await write(alice, 'chat', `chat ${tag}: good luck`);
    for (const p of [bob, watcher]) await p.page.getByTestId('game-notes').locator('.note-body', { hasText: `chat ${tag}: good luck` }).waitFor({ timeout: 20_000 });
    await write(bob, 'chat', `chat ${tag}: and to you`);
    await alice.page.getByTestId('game-notes').locator('.note-body', { hasText: `chat ${tag}: and to you` }).waitFor({ timeout: 20_000 });
    for (const p of [bob, watcher]) expectEqual(await p.page.getByTestId('game-notes').locator('.note-body', { hasText: `note ${tag}` }).count(), 0, `${label}: Alice's note is hers alone`);
    expectEqual(await watcher.page.locator('select[name="note-kind"]').count(), 0, `${label}: a signed-out spectator writes nothing`);

    const seats: Record<string, Player> = { [aliceSeat]: alice, [bobSeat]: bob };
    const everyone = [alice, bob, watcher];
    const atSeq = async (n: number) => {
      for (const p of everyone) await p.page.locator(`.online-game[data-seq="${n}"]`).waitFor({ timeout: 30_000 });
    };
    const decider = async (): Promise<[string, Player]> => {
      for (const [seat, p] of Object.entries(seats)) if ((await p.page.locator('.option-list button').count()) > 0) return [seat, p];
      throw new Error('nobody has options');
    };

    // Play to the result: each move chosen from what the server offers the deciding seat, clicked on its
    // screen; the player who moves first reloads in the middle of the turn and carries on.
    let seq = 0;
    let reloaded = false;
    let finished: Seen | null = null;
    let sawActive: string[] = [];
    for (let guard = 0; guard < 300 && finished === null; guard++) {
      await atSeq(seq);
      const [seat, p] = await decider();
      const other = seat === aliceSeat ? bob : alice;
      expectEqual(await other.page.locator('.option-list button').count(), 0, `${label}: the other player has no options at action ${seq}`);
      const offer = await seen(p, id);
      expectEqual(offer.seq, seq, `${label}: the screen and the server agree on the action number`);
      const buttons = p.page.locator('.option-list button');
      expectEqual(await buttons.count(), offer.legal!.length, `${label}: one button per legal action`);
      await buttons.nth(choose(offer.legal!)).click();
      seq++;
      await atSeq(seq);
      if (seq === 1 && !reloaded) {
        // Mid-turn: the player who just played a card reloads, and carries on from the server's game.
        await p.page.reload();
        await p.page.locator('.online-game[data-seq="1"]').waitFor();
        expectTrue((await p.page.locator('.option-list button').count()) > 0, `${label}: after the reload the player still decides`);
        expectTrue((await p.page.locator('.log-step').count()) === 1, `${label}: the log is back after the reload`);
        reloaded = true;
      }
      // The hidden-hand checks read each page as it stands while the game goes on.
      if (seq === 2) sawActive = await Promise.all([alice.page.content(), bob.page.content()]);
      const now = await seen(watcher, id);
      if (now.status === 'finished') finished = now;
    }
    if (sawActive.length === 0) sawActive = await Promise.all([alice.page.content(), bob.page.content()]);
    expectTrue(finished !== null, `${label}: the game ended by play within 300 actions`);
    const end = finished!;
    await atSeq(end.seq);
    expectTrue(end.result !== null && end.result.winner !== null && end.result.reason.key !== 'online.resigned', `${label}: a result by play (${JSON.stringify(end.result)})`);
    const winner = end.result!.winner!;
    expectEqual(await watcher.page.locator('.log-step').count(), end.seq, `${label}: the spectator's log has every action`);
    expectEqual(await watcher.page.locator('.option-list button').count(), 0, `${label}: the spectator has no options`);
    for (const p of everyone) {
      const over = p.page.getByTestId('game-over');
      await over.waitFor();
      const text = (await over.textContent())!;
      expectTrue(text.includes(`${winner === 'top' ? 'Top' : 'Bottom'} wins`), `${label}: the winner shown (${text})`);
      expectTrue(!text.includes('resigned'), `${label}: not a resignation`);
    }
    await watcher.page.screenshot({ path: join(out, `online-${label}-spectator.png`) });
    await alice.page.screenshot({ path: join(out, `online-${label}-player.png`) });

    // Hidden hands, in every socket message received while the game went on: each page gets its own
    // seat's view only; no message names a card of the other hand that was never public (seen by the
    // spectator) nor in the receiver's own hand; neither page showed one.
    const publicIds = cardIds(watcher.frames.join('\n'));
    const pages = [sawActive[0]!, sawActive[1]!];
    for (const [me, other, mySeat, html] of [[alice, bob, aliceSeat, pages[0]!], [bob, alice, bobSeat, pages[1]!]] as const) {
      const all = gameFrames(me);
      const mine = all.filter((f) => f.payload.status !== 'finished');
      expectTrue(mine.length > 0, `${label}: socket messages received`);
      for (const f of all) {
        expectEqual(f.payload.you, [mySeat], `${label}: the server says whose seat`);
        expectEqual(f.payload.viewSeat, mySeat, `${label}: every view is the player's own seat's`);
      }
      for (const f of mine) {
        for (const e of f.log) {
          if (e.seat !== mySeat) expectTrue(e.action === undefined, `${label}: no raw action of the other seat while the game goes on`);
          for (const ev of e.events) expectTrue(ev.visibleTo === undefined || ev.visibleTo.includes(mySeat), `${label}: no event private to the other seat`);
        }
      }
      const ownIds = new Set(all.flatMap((f) => f.payload.view.hand));
      const theirs = gameFrames(other).filter((f) => f.payload.status !== 'finished').flatMap((f) => f.payload.view.hand);
      const secret = [...new Set(theirs)].filter((c) => !ownIds.has(c) && !publicIds.has(c));
      expectTrue(secret.length > 0, `${label}: the other hand holds cards never shown to ${mySeat} (the check is not empty)`);
      const leaked = [...cardIds(mine.map((f) => JSON.stringify(f)).join('\n'))].filter((c) => !ownIds.has(c) && !publicIds.has(c));
      expectEqual(leaked, [], `${label}: cards of the other hand in ${mySeat}'s socket messages`);
      for (const c of secret) expectTrue(!html.includes(c) && !html.includes(`>${CARD_BY_ID.get(c)!.name}<`), `${label}: ${c} of the other hand is not in ${mySeat}'s page`);
    }
    // The page shows its own hand: the cards drawn are the view's.
    const shownCards = await alice.page.locator('.cards .card-name').allTextContents();
    const latest = gameFrames(alice).at(-1)!.payload.view.hand;
    expectEqual(shownCards.sort(), latest.map((c) => CARD_BY_ID.get(c)!.name).sort(), `${label}: the player's page shows its own hand`);

    // The finished game replayed from its record, on the spectator's screen: every action, to the end.
    await watcher.page.getByRole('button', { name: 'Replay the game' }).click();
    const replay = watcher.page.getByTestId('online-replay');
    await replay.locator('.replay input[type="range"]').waitFor();
    expectEqual(await replay.locator('.replay input[type="range"]').getAttribute('max'), String(end.seq), `${label}: the replay has every action`);
    await replay.getByRole('button', { name: 'To the end' }).click();
    await replay.getByText(`action ${end.seq} of ${end.seq}`).waitFor();
    await watcher.page.screenshot({ path: join(out, `online-${label}-replay.png`) });
    await replay.getByRole('button', { name: 'Back to the game' }).click();
    await watcher.page.getByTestId('game-over').waitFor();

    // The winner's rating went up on the profile; the game is on the home screen as finished.
    const winnerName = winner === aliceSeat ? `alice-${tag}` : `bob-${tag}`;
    const winnerPage = winner === aliceSeat ? alice : bob;
    await winnerPage.page.goto(`${winner === aliceSeat ? urlA : urlB}#/online/user/${winnerName}`);
    await winnerPage.page.getByTestId('ratings').filter({ hasText: 'Commands & Colors: Ancients' }).waitFor();
    const rating = Number(/(\d+) ±/.exec((await winnerPage.page.getByTestId('ratings').textContent())!)?.[1]);
    expectTrue(rating > 1500, `${label}: the winner's rating went up (${rating})`);
    await alice.page.goto(`${urlA}#/`);
    await alice.page.getByTestId('my-games').filter({ hasText: 'finished' }).waitFor();
    for (const p of everyone) expectEqual(p.errors, [], `${label}: no page errors`);
  } finally {
    for (const p of [alice, bob, watcher]) await p.context.close();
  }
}

export async function onlineTests(browser: Browser): Promise<void> {
  await test('online C&C on one server (embedded database): sign-up, invitation, spectator, chat and notes, reload mid-turn, hidden hands, played to a result, replay, rating', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-e2e-db-'));
    let server: Served | undefined;
    try {
      server = await serve({ POLEMARCH_DATA_DIR: dir, DATABASE_URL: '' });
      await onlineGame(browser, server.url, server.url, 'embedded');
    } finally {
      await stop(server);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  await test('online C&C through two server processes on one PostgreSQL: each player on a process, the spectator on the second', async () => {
    const schema = `pm_e2e_${randomBytes(5).toString('hex')}`;
    const env = { DATABASE_URL: PG_URL, POLEMARCH_DB_SCHEMA: schema };
    let one: Served | undefined;
    let two: Served | undefined;
    try {
      [one, two] = await Promise.all([serve(env), serve(env)]);
      expectTrue(one.url !== two.url, 'two processes');
      await onlineGame(browser, one.url, two.url, 'postgres');
    } finally {
      await Promise.all([stop(one), stop(two)]);
      const db = await openDatabase({ url: PG_URL });
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.close();
    }
  });
}
