import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXIT_FAILURE, EXIT_OK, EXIT_REJECTED, main } from '../src/main';

interface Run {
  code: number;
  out: string;
  err: string;
}

async function run(...argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const code = await main(argv, { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) });
  return { code, out, err };
}

function json<T>(r: Run): T {
  return JSON.parse(r.out) as T;
}

let dir: string;
let game: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'polemarch-cli-'));
  game = join(dir, 'game.json');
  // Each test its own snapshot cache, inside its own folder.
  process.env['POLEMARCH_CACHE_DIR'] = join(dir, 'cache');
});

const duel = {
  red: { row: 4, col: 5, hp: 3 },
  blue: { row: 4, col: 6, hp: 1 },
  hands: { red: ['spear'], blue: [] },
  deck: ['shield', 'shield'],
};

describe('polemarch CLI', () => {
  it('lists systems and scenarios as JSON with id and name', async () => {
    const systems = json<{ id: string; name: string }[]>(await run('systems', '--json'));
    expect(systems.map((s) => s.id)).toContain('skirmish');
    expect(systems.every((s) => typeof s.name === 'string')).toBe(true);
    const scenarios = json<{ id: string; name: string }[]>(await run('scenarios', '--system', 'skirmish', '--json'));
    expect(scenarios).toEqual([expect.objectContaining({ id: 'standard', name: 'Standard duel' })]);
  });

  it('refuses an unknown system with exit 2 and a message on stderr', async () => {
    const r = await run('scenarios', '--system', 'chess');
    expect(r.code).toBe(EXIT_REJECTED);
    expect(r.err).toMatch(/unknown system "chess"/);
    expect(r.out).toBe('');
    const j = await run('scenarios', '--system', 'chess', '--json');
    expect(JSON.parse(j.err)).toEqual({ error: { code: 'bad-setup', message: expect.stringMatching(/unknown system/) } });
  });

  it('plays a game from a position file: new, legal, act with forced dice, show, log, verify', async () => {
    const pos = join(dir, 'pos.json');
    writeFileSync(pos, JSON.stringify(duel));
    expect((await run('new', '--system', 'skirmish', '--position', pos, '--seed', '4', '--out', game)).code).toBe(EXIT_OK);
    const legal = json<{ pending: { seat: string }; legal: unknown[] }>(await run('legal', game, '--json'));
    expect(legal.pending.seat).toBe('red');
    expect(legal.legal).toContainEqual({ type: 'attack', spear: true });
    expect((await run('act', game, '{"type":"attack","spear":true}')).code).toBe(EXIT_OK);
    const hit = json<{ result: { winner: string } | null }>(await run('act', game, '{"type":"take"}', '--dice', '2', '--json'));
    expect(hit.result?.winner).toBe('red');
    const shown = json<{ result: { winner: string }; view: { champions: { blue: { hp: number } } } }>(await run('show', game, '--seat', 'blue', '--json'));
    expect(shown.view.champions.blue.hp).toBe(0);
    const log = await run('log', game, '--lang', 'it');
    expect(log.out).toMatch(/blue perde 2 \(tiro 2\), ne restano 0 \[d6=2\*\]/);
    const verified = json<{ ok: boolean; actions: number; stateHash: string; finished: boolean }>(await run('verify', game, '--json'));
    expect(verified).toMatchObject({ ok: true, actions: 2, finished: true });
    expect(verified.stateHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves the game file unchanged when an action is rejected', async () => {
    await run('new', '--system', 'skirmish', '--scenario', 'standard', '--seed', '1', '--out', game);
    const before = readFileSync(game, 'utf8');
    for (const bad of [['{"type":"fly"}'], ['not json'], ['{"type":"end-turn"}', '--seat', 'blue'], ['{"type":"move","to":{"row":0,"col":0}}'], ['{"type":"move","to":{"row":6,"col":5}}', '--dice', '3']]) {
      const r = await run('act', game, ...(bad as [string, ...string[]]));
      expect(r.code).toBe(EXIT_REJECTED);
      expect(r.err).not.toBe('');
    }
    expect(readFileSync(game, 'utf8')).toBe(before);
  });

  it('undoes a move but not a draw', async () => {
    await run('new', '--system', 'skirmish', '--scenario', 'standard', '--seed', '1', '--out', game);
    await run('act', game, '{"type":"move","to":{"row":6,"col":5}}');
    const undone = json<{ actions: number; undoable: number }>(await run('undo', game, '--json'));
    expect(undone).toEqual({ actions: 0, undoable: 0 });
    await run('act', game, '{"type":"end-turn"}');
    const r = await run('undo', game);
    expect(r.code).toBe(EXIT_REJECTED);
    expect(r.err).toMatch(/nothing to undo/);
  });

  it('keeps snapshots of the game files it opens, and never trusts them to verify', async () => {
    const cache = join(dir, 'cache');
    const rec = join(dir, 'rec.json');
    await run('play', '--system', 'skirmish', '--scenario', 'standard', '--players', 'random,random', '--seed', '5', '--record', rec);
    const shown = await run('show', rec, '--json');
    const [gameDir] = readdirSync(cache);
    const entries = (): string[] => readdirSync(join(cache, gameDir!)).sort();
    const length = (JSON.parse(readFileSync(rec, 'utf8')) as { actions: unknown[] }).actions.length;
    expect(entries()).toEqual([`${length}.json`]);
    // Opened from the snapshot: the same answers as a full replay.
    expect((await run('show', rec, '--json')).out).toBe(shown.out);
    expect((await run('log', rec, '--json')).out).toBe((await run('log', rec, '--json', '--no-cache')).out);
    // A garbled snapshot is ignored (the state's hash does not match) and the game replays.
    const file = join(cache, gameDir!, `${length}.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"hp":\d/, '"hp":9'));
    expect((await run('show', rec, '--json')).out).toBe(shown.out);
    // verify replays the record and checks it whatever the cache holds.
    writeFileSync(file, '{');
    const edited = JSON.parse(readFileSync(rec, 'utf8')) as { actions: { seat: string }[] };
    edited.actions[0]!.seat = edited.actions[0]!.seat === 'red' ? 'blue' : 'red';
    writeFileSync(rec, JSON.stringify(edited));
    expect((await run('verify', rec)).code).toBe(EXIT_REJECTED);
    expect((await run('show', rec)).code).toBe(EXIT_REJECTED);
  });

  it('acts and undoes from the snapshot of the previous command', async () => {
    await run('new', '--system', 'skirmish', '--scenario', 'standard', '--seed', '1', '--out', game);
    await run('act', game, '{"type":"move","to":{"row":6,"col":5}}');
    await run('act', game, '{"type":"move","to":{"row":5,"col":5}}');
    const [gameDir] = readdirSync(join(dir, 'cache'));
    expect(readdirSync(join(dir, 'cache', gameDir!)).sort()).toEqual(['1.json', '2.json']);
    expect(json<{ actions: number; undoable: number }>(await run('undo', game, '--json'))).toEqual({ actions: 1, undoable: 1 });
    expect(json<{ ok: boolean; actions: number }>(await run('verify', game, '--json'))).toMatchObject({ ok: true, actions: 1 });
  });

  it('refuses a corrupt game file', async () => {
    writeFileSync(game, '{"format":"polemarch-record"');
    expect((await run('verify', game)).code).toBe(EXIT_REJECTED);
    writeFileSync(game, JSON.stringify({ format: 'polemarch-record', version: 1, system: 'skirmish', scenario: 'standard', seed: 1, actions: [{ seat: 'blue', action: { type: 'end-turn' } }] }));
    const r = await run('verify', game, '--json');
    expect(r.code).toBe(EXIT_REJECTED);
    expect(JSON.parse(r.err).error.code).toBe('bad-record');
    expect((await run('verify', join(dir, 'missing.json'))).code).toBe(EXIT_REJECTED);
  });

  it('plays whole games between random players and summarises them', async () => {
    const rec = join(dir, 'rec.json');
    const r = await run('play', '--system', 'skirmish', '--scenario', 'standard', '--players', 'random,random', '--games', '4', '--seed', '10', '--json', '--record', rec);
    expect(r.code).toBe(EXIT_OK);
    const summary = json<{ games: number; wins: Record<string, number>; draws: number; errors: number }>(r);
    expect(summary.games).toBe(4);
    expect(summary.errors).toBe(0);
    expect(summary.wins.red! + summary.wins.blue! + summary.draws).toBe(4);
    expect((await run('verify', join(dir, 'rec-3.json'))).code).toBe(EXIT_OK);
  });

  it('refuses a wrong number of players and an unknown player', async () => {
    expect((await run('play', '--system', 'skirmish', '--scenario', 'standard', '--players', 'random')).code).toBe(EXIT_REJECTED);
    expect((await run('play', '--system', 'skirmish', '--scenario', 'standard', '--players', 'random,wizard')).code).toBe(EXIT_REJECTED);
  });

  it('plays an AI with a fixed iteration count the same way twice (no clock in its choices)', async () => {
    const a = join(dir, 'fixed-a.json');
    const b = join(dir, 'fixed-b.json');
    for (const rec of [a, b]) expect((await run('play', '--system', 'skirmish', '--scenario', 'standard', '--players', 'ai:easy@40,random', '--seed', '3', '--record', rec)).code).toBe(EXIT_OK);
    const actions = (f: string): unknown => (JSON.parse(readFileSync(f, 'utf8')) as { actions: unknown[] }).actions;
    expect(actions(a)).toEqual(actions(b));
    for (const bad of ['ai:easy@0', 'ai:easy@x', 'ai:easy@5@5', 'random@5', 'ai:easy:strong'])
      expect((await run('play', '--system', 'skirmish', '--scenario', 'standard', '--players', `${bad},random`)).code).toBe(EXIT_REJECTED);
  });

  it('benchmarks random playouts and reports per-operation costs', async () => {
    const rows = json<{ system: string; playouts: number; applyMicros: number; cloneMicros: number }[]>(await run('bench', '--system', 'skirmish', '--seconds', '0.2', '--json'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.playouts).toBeGreaterThan(0);
    expect(rows[0]!.applyMicros).toBeGreaterThan(0);
  });

  it('exports the JSON schemas of records and positions', async () => {
    const out = join(dir, 'schemas');
    const files = json<string[]>(await run('schemas', '--out', out, '--json'));
    expect(files).toContain(join(out, 'game-record.schema.json'));
    const schema = JSON.parse(readFileSync(join(out, 'skirmish.position.schema.json'), 'utf8')) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['red', 'blue', 'hands']));
  });

  it('exits 2 on an unknown command', async () => {
    expect((await run('fly')).code).toBe(EXIT_REJECTED);
    expect(EXIT_FAILURE).toBe(1);
  });
});
