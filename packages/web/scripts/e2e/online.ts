/**
 * The e2e tests of online play (issue 15): two browser contexts sign up and play C&C: Ancients through
 * the server, each hand checked hidden from the other side (never in the page, never in a socket
 * message), a spectator watches, one player reloads in the middle of a turn and carries on, the game
 * ends (a resignation) with the result on every screen and the rating on the profile. Run twice: one
 * server on the embedded database, and two server processes on one PostgreSQL (the players on
 * different processes). Scripted choices (play the first card, then Done) keep it short.
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
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0'], { env: { ...process.env, POLEMARCH_AI_WORKERS: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server printed no URL within 120 s:\n${text}`)), 120_000);
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

type GameFrame = { type: 'game'; payload: { seq: number; you: string[]; viewSeat: string | null; view: { hand: string[] } }; log: { seq: number; seat: string; action?: unknown; events: { visibleTo?: string[] }[] }[] };

function gameFrames(p: Player): GameFrame[] {
  return p.frames.map((f) => JSON.parse(f) as { type: string }).filter((m): m is GameFrame => m.type === 'game');
}

/** Card ids named in a text (as JSON strings). */
function cardIds(text: string): Set<string> {
  return new Set([...text.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1]!).filter((id) => CARD_BY_ID.has(id)));
}

/**
 * One online game of C&C: Ancients (Akragas) between two browser contexts and a spectator; `urlA` serves
 * the first player, `urlB` the second and the spectator (two processes when they differ).
 */
async function onlineGame(browser: Browser, urlA: string, urlB: string, label: string): Promise<void> {
  const tag = randomBytes(3).toString('hex');
  const alice = await player(browser);
  const bob = await player(browser);
  const watcher = await player(browser);
  try {
    await signUp(alice, urlA, `alice-${tag}`);
    await signUp(bob, urlB, `bob-${tag}`);

    // Alice creates the game: C&C Akragas, herself on the first seat, an invitation for the other.
    await alice.page.getByRole('button', { name: 'Create the game' }).click();
    const invite = alice.page.locator('input.invite-link');
    await invite.waitFor();
    const link = await invite.inputValue();
    const bobSeat = (await invite.getAttribute('data-seat'))!;
    const aliceSeat = bobSeat === 'top' ? 'bottom' : 'top';
    await alice.page.getByRole('button', { name: 'Go to the game' }).click();
    await alice.page.locator('.online-game').waitFor();
    const id = /#\/online\/game\/(.+)$/.exec(alice.page.url())![1]!;

    // Bob follows the link (on his server) and takes the seat; a spectator opens the game, signed out.
    await bob.page.goto(`${urlB}${new URL(link).hash}`);
    await bob.page.getByRole('button', { name: 'Take the seat' }).click();
    await bob.page.locator('.online-game').waitFor();
    await watcher.page.goto(`${urlB}#/online/game/${id}`);
    await watcher.page.getByTestId('online-viewer').filter({ hasText: 'You are watching' }).waitFor();

    const seats: Record<string, Player> = { [aliceSeat]: alice, [bobSeat]: bob };
    const everyone = [alice, bob, watcher];
    const atSeq = async (n: number) => {
      for (const p of everyone) await p.page.locator(`.online-game[data-seq="${n}"]`).waitFor({ timeout: 20_000 });
    };
    const decider = async (): Promise<[string, Player]> => {
      for (const [seat, p] of Object.entries(seats)) if ((await p.page.locator('.option-list button').count()) > 0) return [seat, p];
      throw new Error('nobody has options');
    };

    // Two player turns (play a card, then Done through orders, moves and battles), with a reload mid-turn.
    let seq = 0;
    let reloaded = false;
    while (seq < 8) {
      await atSeq(seq);
      const [seat, p] = await decider();
      const other = seat === aliceSeat ? bob : alice;
      expectEqual(await other.page.locator('.option-list button').count(), 0, `${label}: the other player has no options at action ${seq}`);
      const play = p.page.locator('.option-list button', { hasText: /^Play / });
      if ((await play.count()) > 0) await play.first().click();
      else await p.page.locator('.option-list').getByRole('button', { name: 'Done', exact: true }).click();
      seq++;
      if (seq === 1 && !reloaded) {
        // Mid-turn: the player who just played a card reloads, and carries on from the server's game.
        await atSeq(1);
        await p.page.reload();
        await p.page.locator('.online-game[data-seq="1"]').waitFor();
        expectTrue((await p.page.locator('.option-list button').count()) > 0, `${label}: after the reload the player still decides`);
        expectTrue((await p.page.locator('.log-step').count()) === 1, `${label}: the log is back after the reload`);
        reloaded = true;
      }
    }
    await atSeq(8);
    expectEqual(await watcher.page.locator('.log-step').count(), 8, `${label}: the spectator's log has every action`);
    expectEqual(await watcher.page.locator('.option-list button').count(), 0, `${label}: the spectator has no options`);
    await watcher.page.screenshot({ path: join(out, `online-${label}-spectator.png`) });
    await alice.page.screenshot({ path: join(out, `online-${label}-player.png`) });

    // Hidden hands: each page shows its own hand only; no socket message names a card of the other
    // hand that was never public (seen by the spectator) nor in the receiver's own hand.
    const publicIds = cardIds(watcher.frames.join('\n'));
    for (const [me, other, mySeat] of [[alice, bob, aliceSeat], [bob, alice, bobSeat]] as const) {
      const mine = gameFrames(me);
      expectTrue(mine.length > 0, `${label}: socket messages received`);
      for (const f of mine) {
        expectEqual(f.payload.you, [mySeat], `${label}: the server says whose seat`);
        expectEqual(f.payload.viewSeat, mySeat, `${label}: every view is the player's own seat's`);
        for (const e of f.log) {
          if (e.seat !== mySeat) expectTrue(e.action === undefined, `${label}: no raw action of the other seat while the game goes on`);
          for (const ev of e.events) expectTrue(ev.visibleTo === undefined || ev.visibleTo.includes(mySeat), `${label}: no event private to the other seat`);
        }
      }
      const ownIds = new Set(mine.flatMap((f) => f.payload.view.hand));
      const theirs = gameFrames(other).at(-1)!.payload.view.hand;
      const secret = theirs.filter((c) => !ownIds.has(c) && !publicIds.has(c));
      expectTrue(secret.length > 0, `${label}: the other hand holds cards never shown to ${mySeat} (the check is not empty)`);
      const leaked = [...cardIds(me.frames.join('\n'))].filter((c) => !ownIds.has(c) && !publicIds.has(c));
      expectEqual(leaked, [], `${label}: cards of the other hand in ${mySeat}'s socket messages`);
      const html = await me.page.content();
      const shownCards = await me.page.locator('.cards .card-name').allTextContents();
      const latest = mine.at(-1)!.payload.view.hand;
      expectEqual(shownCards.sort(), latest.map((c) => CARD_BY_ID.get(c)!.name).sort(), `${label}: ${mySeat}'s page shows its own hand`);
      for (const c of secret) expectTrue(!html.includes(c) && !shownCards.includes(CARD_BY_ID.get(c)!.name), `${label}: ${c} of the other hand is not in ${mySeat}'s page`);
    }

    // Bob resigns: the result on all three screens, the rating on Alice's profile, the game on her home screen.
    await bob.page.getByRole('button', { name: 'Resign' }).click();
    await bob.page.getByRole('toolbar').getByRole('button', { name: 'Resign' }).click();
    for (const p of everyone) {
      const over = p.page.getByTestId('game-over');
      await over.waitFor();
      expectTrue((await over.textContent())!.includes(`${aliceSeat === 'top' ? 'Top' : 'Bottom'} wins`), `${label}: the winner shown`);
      expectTrue((await over.textContent())!.includes('resigned'), `${label}: why`);
    }
    await alice.page.goto(`${urlA}#/online/user/alice-${tag}`);
    await alice.page.getByTestId('ratings').filter({ hasText: 'Commands & Colors: Ancients' }).waitFor();
    const rating = Number(/(\d+) ±/.exec((await alice.page.getByTestId('ratings').textContent())!)?.[1]);
    expectTrue(rating > 1500, `${label}: the winner's rating went up (${rating})`);
    await alice.page.goto(`${urlA}#/`);
    await alice.page.getByTestId('my-games').filter({ hasText: 'finished' }).waitFor();
    for (const p of everyone) expectEqual(p.errors, [], `${label}: no page errors`);
  } finally {
    for (const p of [alice, bob, watcher]) await p.context.close();
  }
}

export async function onlineTests(browser: Browser): Promise<void> {
  await test('online C&C on one server (embedded database): sign-up, invitation, spectator, reload mid-turn, hidden hands, resignation, rating', async () => {
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
