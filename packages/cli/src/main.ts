import { Command, CommanderError, Option } from 'commander';
import type * as Catalog from '@polemarch/catalog';
import {
  ACTION_LIMITS,
  type AnyGameModule,
  type ForcedDie,
  GameError,
  type GameRecord,
  type JsonValue,
  type Language,
  Match,
  OPTION_LIMITS,
  type Seed,
  newGame,
  parseJsonText,
  parseRecord,
  parseSeedText,
  randomSeed,
  renderEvent,
  renderMessage,
  seedNumber,
  stateHash,
  visibleEvents,
} from '@polemarch/kernel';
import { runBench } from './bench';
import { fileSnapshotStore } from './cache';
import { existsSync } from 'node:fs';
import { HELP } from './help';
import { type Io, processIo, readJsonFile, withFileLock, writeJsonFile } from './io';
import { engineName, nameEventIds, nameIds } from './names';
import { playGame } from './play';
import { exportSchemas } from './schemas';

/** Exit codes: 0 done, 1 an internal failure, 2 a rejected action or bad input. */
export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_REJECTED = 2;

/**
 * The catalog (every engine, its scenarios, the AI) is loaded before a command's action runs, not when the CLI
 * starts: `--help` and a mistyped option answer without evaluating any engine (issue 18: start-up time). In the
 * one-file build the dynamic import is a lazily initialised part of the bundle.
 */
let catalog: typeof Catalog | null = null;
async function loadCatalog(): Promise<void> {
  catalog ??= await import('@polemarch/catalog');
}
/** Whether a command has loaded the catalog yet (the start-up test: help never does). */
export function catalogLoaded(): boolean {
  return catalog !== null;
}
function cat(): typeof Catalog {
  if (catalog === null) throw new Error('the catalog is loaded before any command runs');
  return catalog;
}
const systems = (): readonly AnyGameModule[] => cat().systems();
const createAgent: typeof Catalog.createAgent = (spec, seed) => cat().createAgent(spec, seed);

function system(id: string): AnyGameModule {
  const m = cat().findSystem(id);
  if (!m) throw new GameError('bad-setup', `unknown system ${JSON.stringify(id)}; known: ${systems().map((s) => s.id).join(', ')}`);
  return m;
}

function loadRecord(path: string): { module: AnyGameModule; record: GameRecord } {
  const record = parseRecord(readJsonFile(path));
  return { module: system(record.system), record };
}

/**
 * Open a game file as a Match, starting from the longest snapshot of it in the cache (and storing
 * the state reached), so a command on a long game does not replay it from the start every time.
 */
function openGame(path: string, cache: boolean): Match {
  const { module, record } = loadRecord(path);
  return openRecord(module, record, cache);
}

function openRecord(module: AnyGameModule, record: GameRecord, cache: boolean): Match {
  // One command needs only the last state: no states kept in memory along the way.
  return Match.open(module, record, cache ? { store: fileSnapshotStore(), snapshotEvery: 0 } : { snapshotEvery: 0 });
}

function parseOptionPairs(pairs: string[]): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new GameError('bad-setup', `option must be key=value, got ${JSON.stringify(pair)}`);
    const raw = pair.slice(eq + 1);
    let value: JsonValue;
    try {
      value = parseJsonText(raw, OPTION_LIMITS, `option ${pair.slice(0, eq)}`, 'bad-setup');
    } catch (e) {
      // A bare word is a string option; an over-limit value is refused.
      if (/refused/.test((e as Error).message)) throw e;
      value = raw;
    }
    const key = pair.slice(0, eq);
    if (Object.prototype.hasOwnProperty.call(out, key)) throw new GameError('bad-setup', `option ${key} given twice`);
    out[key] = value;
  }
  return out;
}

function parseDice(text: string | undefined): ForcedDie[] {
  if (text === undefined || text === '') return [];
  const dice = text.split(',').map((t) => {
    const v = t.trim();
    if (v === '' || v.length > 32) throw new GameError('bad-dice', `--dice takes die results separated by commas, got ${JSON.stringify(text)}`);
    return /^-?\d+$/.test(v) ? Number(v) : v;
  });
  if (dice.length > 256) throw new GameError('bad-dice', '--dice: more than 256 dice');
  return dice;
}

/** A new game's seed: 128 bits from the CSPRNG unless given (a whole number, the old form, or 32 hex digits). */
function parseSeed(text: string | undefined): Seed {
  if (text === undefined) return randomSeed();
  const seed = parseSeedText(text);
  if (seed === null) throw new GameError('bad-setup', `--seed must be 32 hex digits (128 bits) or a whole number, got ${JSON.stringify(text)}`);
  return seed;
}

/** The seed of game `g` of a series: the base plus g (as a 128-bit number for a hex seed). */
function nthSeed(base: Seed, g: number): Seed {
  if (typeof base === 'number') return base + g;
  const next = (BigInt(`0x${base}`) + BigInt(g)) % (1n << 128n);
  return next === 0n ? '1'.padStart(32, '0') : next.toString(16).padStart(32, '0');
}

/** A seat the game has, or a 'wrong-seat' error listing them. */
function checkSeat(match: Match, seat: string | undefined): string | null {
  if (seat === undefined) return null;
  const seats = match.seats();
  if (!seats.includes(seat)) throw new GameError('wrong-seat', `no seat ${JSON.stringify(seat)} in this game; its seats: ${seats.join(', ')}`);
  return seat;
}

function lang(text: string | undefined): Language {
  if (text === undefined || text === 'en') return 'en';
  if (text === 'it') return 'it';
  throw new GameError('bad-setup', `language must be en or it, got ${JSON.stringify(text)}`);
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** A hand of cards shown by id in the view, by the names the engine's messages give them (no line unless all are named). */
function handNames(module: AnyGameModule, view: JsonValue, l: Language): string[] {
  const hand = view !== null && typeof view === 'object' && !Array.isArray(view) ? view['hand'] : undefined;
  if (!Array.isArray(hand) || hand.length === 0 || !hand.every((c) => typeof c === 'string')) return [];
  const names = hand.map((c) => engineName(module, `card.${c}`, l) ?? c);
  // Only when the engine names every card: a line of half names and half ids would read worse than the view's.
  return names.every((n, i) => n !== hand[i]) ? [`${l === 'it' ? 'Mano' : 'Hand'}: ${names.join(', ')}`] : [];
}

/**
 * Test hook: POLEMARCH_TEST_ACT_DELAY_MS holds `act` between reading the game and writing it, so a test can
 * overlap two processes for sure (test/concurrency.test.ts). Unset, nothing waits.
 */
function actDelayForTests(): void {
  const ms = Number(process.env['POLEMARCH_TEST_ACT_DELAY_MS'] ?? '0');
  if (Number.isInteger(ms) && ms > 0 && ms <= 10_000) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Run the CLI with arguments (without `node` and the script); returns the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  let json = false;
  let cache = process.env['POLEMARCH_CACHE'] !== 'off';
  let exitCode = EXIT_OK;
  const print = (value: unknown, text: () => string): void => io.out(json ? JSON.stringify(value, null, 2) : text());

  const program = new Command()
    .name('polemarch')
    .description('Polemarch: the great battles of antiquity with the rules enforced.')
    .option('--json', 'machine-readable output')
    .option('--no-cache', 'replay game files from the start, without the snapshot cache (also POLEMARCH_CACHE=off)')
    .addHelpText('after', HELP.general)
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .hook('preAction', async (cmd) => {
      json = Boolean(cmd.opts<{ json?: boolean }>().json);
      cache = cache && cmd.opts<{ cache?: boolean }>().cache !== false;
      await loadCatalog();
    });

  const withJson = (c: Command): Command => c.option('--json', 'machine-readable output').hook('preAction', (cmd) => {
    json = json || Boolean(cmd.opts<{ json?: boolean }>().json);
  });

  withJson(program.command('systems').description('list the game systems')).action(() => {
    const list = systems().map((m) => ({ id: m.id, name: m.name, nameIt: m.nameIt ?? m.name, scenarios: m.scenarios().length }));
    print(list, () => list.map((s) => `${s.id.padEnd(12)} ${s.name} (${s.scenarios} scenarios)`).join('\n'));
  });

  withJson(program.command('scenarios').description('list the scenarios of a system').requiredOption('--system <id>', 'system id')).action((o: { system: string }) => {
    const list = system(o.system).scenarios();
    print(list, () => list.map((s) => `${s.id.padEnd(24)} ${s.name}${s.year ? ` (${s.year})` : ''}${s.status === 'unsupported' ? ' [not supported]' : ''}${s.notes?.length ? ` — ${s.notes.join('; ')}` : ''}`).join('\n'));
  });

  withJson(
    program
      .command('new')
      .description('start a game and write its record')
      .requiredOption('--system <id>', 'system id')
      .option('--scenario <id>', 'scenario id')
      .option('--position <file>', 'position file (the scenario format)')
      .option('--seed <seed>', 'random seed: 32 hex digits (128 bits) or a whole number (default: 128 bits from the OS CSPRNG)')
      .option('--option <k=v>', 'game option (repeatable; unknown names are refused)', collect, [])
      .requiredOption('--out <file>', 'where to write the game record (an existing file is refused without --force)')
      .option('--force', 'overwrite --out if it exists')
      .addHelpText('after', HELP.neu),
  ).action((o: { system: string; scenario?: string; position?: string; seed?: string; option: string[]; out: string; force?: boolean }) => {
    const module = system(o.system);
    const input = {
      seed: parseSeed(o.seed),
      options: parseOptionPairs(o.option),
      ...(o.scenario !== undefined ? { scenario: o.scenario } : {}),
      // readJsonFile gives JSON within the file limits.
      ...(o.position !== undefined ? { position: readJsonFile(o.position, 'bad-setup') as JsonValue } : {}),
    };
    const match = Match.create(module, input);
    withFileLock(o.out, () => {
      if (o.force !== true && existsSync(o.out)) throw new GameError('bad-setup', `${o.out} exists: give --force to overwrite it, or another --out`);
      writeJsonFile(o.out, match.record);
    });
    const pending = match.pending;
    print({ file: o.out, system: module.id, seed: input.seed, pending }, () => `${o.out}: new ${module.name} game, seed ${input.seed}${pending ? `; ${renderMessage(module, pending.prompt)}` : ''}`);
  });

  withJson(
    program
      .command('show')
      .description("a seat's view of a game")
      .argument('<game>', 'game record file')
      .option('--seat <seat>', 'whose view (default: spectator)')
      .option('--lang <en|it>', 'language', 'en'),
  ).action((file: string, o: { seat?: string; lang?: string }) => {
    const match = openGame(file, cache);
    const module = match.module;
    const seat = checkSeat(match, o.seat);
    const view = match.view(seat);
    const pending = match.pending;
    const result = match.result;
    const l = lang(o.lang);
    print({ system: module.id, seat, pending, result, view }, () =>
      [
        module.renderView ? module.renderView(view, l) : JSON.stringify(view, null, 2),
        ...handNames(module, view, l),
        pending ? `To decide: ${renderMessage(module, nameIds(module, pending.prompt, l), l)}` : `Game over: ${result ? renderMessage(module, result.reason, l) : ''}`,
      ].join('\n'),
    );
  });

  withJson(
    program
      .command('log')
      .description('the game log as a seat may see it (events naming what is hidden from the seat are left out)')
      .argument('<game>', 'game record file')
      .option('--seat <seat>', 'whose log (default: spectator)')
      .option('--lang <en|it>', 'language', 'en'),
  ).action((file: string, o: { seat?: string; lang?: string }) => {
    const match = openGame(file, cache);
    const module = match.module;
    const l = lang(o.lang);
    const seat = checkSeat(match, o.seat);
    // Each event carries its audience (the kernel's per-seat filter, issue 17.2): a seat sees the public ones and its own.
    const events = match.steps.flatMap((s) => visibleEvents(s.events, seat));
    print(events, () => events.map((e) => renderEvent(module, nameEventIds(module, e, l), l)).join('\n'));
  });

  withJson(program.command('legal').description('who must decide now, and the legal actions').argument('<game>', 'game record file')).action((file: string) => {
    const match = openGame(file, cache);
    const module = match.module;
    const pending = match.pending;
    const legal = pending ? match.legal(pending.seat) : [];
    print({ pending, legal }, () =>
      pending ? [`${pending.seat} must decide: ${renderMessage(module, pending.prompt)}`, ...legal.map((a) => `  ${JSON.stringify(a)}`)].join('\n') : 'The game is over.',
    );
  });

  withJson(
    program
      .command('act')
      .description('apply an action for the deciding seat')
      .argument('<game>', 'game record file')
      .argument('<action>', 'the action, as JSON')
      .option('--seat <seat>', 'the seat acting (default: the deciding seat); a wrong seat is refused')
      .option('--dice <v,v,...>', 'force the results of the dice this action rolls, in the order the engine rolls them (see --help); they must cover every roll')
      .option('--fill-dice', 'with --dice: roll at random the dice the forced ones do not cover (recorded as such)')
      .option('--out <file>', 'write the new record here instead of updating the game file')
      .addHelpText('after', HELP.act),
  ).action((file: string, actionText: string, o: { seat?: string; dice?: string; fillDice?: boolean; out?: string }) => {
    const action = parseJsonText(actionText, ACTION_LIMITS, 'the action', 'bad-action');
    const dice = parseDice(o.dice);
    if (o.fillDice === true && dice.length === 0) throw new GameError('bad-dice', '--fill-dice completes forced dice: give --dice too');
    // The game file is locked from read to write: a concurrent act waits, then reads this one's result (issue 17.3).
    const { module, next, seat } = withFileLock(file, () => {
      const { module, record } = loadRecord(file);
      const match = openRecord(module, record, cache);
      const pending = match.pending;
      if (pending === null) throw new GameError('game-over', 'the game is over');
      const seat = o.seat ?? pending.seat;
      const next = match.play(seat, action, dice, o.fillDice === true);
      actDelayForTests();
      const write = (): void => writeJsonFile(o.out ?? file, next.record);
      if (o.out !== undefined && o.out !== file) withFileLock(o.out, write);
      else write();
      return { module, next, seat };
    });
    next.persist();
    const after = next.pending;
    const result = next.result;
    const events = visibleEvents(next.lastStep?.events ?? [], seat);
    print({ events, pending: after, result }, () =>
      [...events.map((e) => renderEvent(module, nameEventIds(module, e, 'en'))), after ? `Next: ${renderMessage(module, after.prompt)}` : `Game over: ${result ? renderMessage(module, result.reason) : ''}`].join('\n'),
    );
  });

  withJson(
    program
      .command('undo')
      .description('take back the last decision, where the rules of undo allow it')
      .argument('<game>', 'game record file')
      .option('--seat <seat>', 'the seat asking (must be the deciding seat)'),
  ).action((file: string, o: { seat?: string }) => {
    const next = withFileLock(file, () => {
      const next = openGame(file, cache).undo(o.seat);
      writeJsonFile(file, next.record);
      return next;
    });
    next.persist();
    const left = next.undoable();
    print({ actions: next.length, undoable: left }, () => `Undone. ${next.length} actions in the record; ${left} more can be undone.`);
  });

  withJson(program.command('verify').description('replay a record and print its final state hash').argument('<game>', 'game record file')).action((file: string) => {
    const { module, record } = loadRecord(file);
    // Always from the start with every check: a snapshot cache is never trusted here.
    const played = Match.open(module, record, { snapshotEvery: 0 });
    const hash = stateHash(played.state);
    const result = played.result;
    print({ ok: true, system: module.id, actions: record.actions.length, stateHash: hash, finished: result !== null, result }, () => `ok ${module.id} ${record.actions.length} actions ${hash}`);
  });

  withJson(
    program
      .command('play')
      .description('play whole games between players (random | ai[:level][@iterations]) in seat order')
      .requiredOption('--system <id>', 'system id')
      .requiredOption('--scenario <id>', 'scenario id')
      .requiredOption('--players <p,p>', 'players in seat order')
      .option('--seed <seed>', 'seed of the first game, 32 hex digits or a whole number (then +1 per game; default: random)')
      .option('--games <n>', 'number of games', '1')
      .option('--option <k=v>', 'game option (repeatable)', collect, [])
      .option('--record <file>', 'write the game record(s); with several games, -N is added before the extension'),
  ).action(async (o: { system: string; scenario: string; players: string; seed?: string; games: string; option: string[]; record?: string }) => {
    const module = system(o.system);
    const games = Number(o.games);
    if (!Number.isInteger(games) || games < 1) throw new GameError('bad-setup', `--games must be a positive integer, got ${o.games}`);
    const base = parseSeed(o.seed);
    const specs = o.players.split(',').map((s) => s.trim());
    const options = parseOptionPairs(o.option);
    const probe = newGame(module, { scenario: o.scenario, seed: base, options });
    const seats = module.seats(probe);
    if (specs.length !== seats.length) throw new GameError('bad-setup', `give ${seats.length} players (${seats.join(', ')}), got ${specs.length}`);
    const wins: Record<string, number> = Object.fromEntries(seats.map((s) => [s, 0]));
    let draws = 0;
    let errors = 0;
    const results: { game: number; seed: Seed; winner: string | null; actions: number; error?: string }[] = [];
    for (let g = 0; g < games; g++) {
      const seed = nthSeed(base, g);
      const agents = specs.map((spec, i) => createAgent(spec, (typeof seed === 'number' ? seed : seedNumber(seed)) * 31 + i + 1));
      const played = await playGame(module, { scenario: o.scenario, seed, options }, agents);
      if (played.error !== undefined) errors++;
      else if (played.winner === null) draws++;
      else wins[played.winner] = (wins[played.winner] ?? 0) + 1;
      results.push({ game: g + 1, seed, winner: played.winner, actions: played.actions, ...(played.error !== undefined ? { error: played.error } : {}) });
      if (o.record !== undefined) {
        const path = games === 1 ? o.record : o.record.replace(/(\.[^./]*)?$/, (ext) => `-${g + 1}${ext}`);
        writeJsonFile(path, played.record);
      }
      if (!json) {
        io.out(`game ${g + 1} (seed ${seed}): ${played.error !== undefined ? `error: ${played.error}` : played.winner === null ? 'draw' : `${played.winner} wins`} after ${played.actions} actions`);
      }
    }
    if (json) io.out(JSON.stringify({ games, wins, draws, errors, results }, null, 2));
    else io.out(`summary: ${games} games; ${seats.map((s) => `${s} ${wins[s]}`).join(', ')}; draws ${draws}; errors ${errors}`);
    if (errors > 0) exitCode = EXIT_FAILURE;
  });

  withJson(
    program
      .command('bench')
      .description('random playouts per second, and the cost of apply, legal and clone')
      .option('--system <id>', 'only this system')
      .option('--scenario <id>', 'only this scenario')
      .option('--seconds <s>', 'time budget per scenario', '3'),
  ).action((o: { system?: string; scenario?: string; seconds: string }) => {
    const list = o.system !== undefined ? [system(o.system)] : [...systems()];
    const rows = runBench(list, { scenario: o.scenario, seconds: Number(o.seconds) });
    print(rows, () =>
      [
        'system       scenario                 playouts/s  actions/s   apply µs  legal µs  clone µs  actions/game  mid-game legal µs (actions)',
        ...rows.map(
          (r) =>
            `${r.system.padEnd(12)} ${r.scenario.padEnd(24)} ${r.playoutsPerSecond.toFixed(2).padStart(10)} ${r.actionsPerSecond.toFixed(0).padStart(10)} ${r.applyMicros.toFixed(1).padStart(10)} ${r.legalMicros.toFixed(1).padStart(9)} ${r.cloneMicros.toFixed(1).padStart(9)} ${r.actionsPerGame.toFixed(0).padStart(13)} ${r.midLegalMicros.toFixed(1).padStart(12)} (${r.midLegalCount})`,
        ),
      ].join('\n'),
    );
  });

  withJson(program.command('schemas').description('export the JSON schemas of records, positions and actions').requiredOption('--out <dir>', 'output folder')).action((o: { out: string }) => {
    const files = exportSchemas(o.out, systems());
    print(files, () => files.join('\n'));
  });

  program
    .command('serve')
    .description('start the Polemarch app on a local address')
    .addOption(new Option('--port <n>', 'port').default('5173'))
    .action(async (o: { port: string }) => {
      // 0 asks the system for any free port (the server's tests start their processes so).
      if (!/^\d{1,5}$/.test(o.port) || Number(o.port) > 65535) throw new GameError('bad-setup', `--port must be a whole number from 0 (any free port) to 65535, got ${JSON.stringify(o.port)}`);
      const { serve } = (await import('./serve')) as { serve: (port: number, io: Io) => Promise<void> };
      await serve(Number(o.port), io);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.exitCode === 0) return EXIT_OK;
      return EXIT_REJECTED;
    }
    const message = e instanceof Error ? e.message : String(e);
    const code = e instanceof GameError ? e.code : 'internal';
    io.err(json ? JSON.stringify({ error: { code, message } }) : `polemarch: ${message}`);
    return e instanceof GameError ? EXIT_REJECTED : EXIT_FAILURE;
  }
}
