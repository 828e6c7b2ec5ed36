import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { findSystem } from '@polemarch/catalog';
import { newGame } from '@polemarch/kernel';
import { EXIT_OK, EXIT_REJECTED, main } from '../src/main';

/**
 * Issue 17: every bad input of the report, through the CLI: exit 2, a message that says what is wrong, and
 * every file of the folder byte for byte as it was, no temporary file left. docs/hardening.md shows this table:
 * its rows are checked against these cases (same names, each message excerpt matching the message printed).
 */
async function run(argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await main(argv, { out: () => undefined, err: (t) => void (err += `${t}\n`) });
  return { code, err };
}

/** Every file under `dir` (folders too) and the hash of its bytes. */
function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => {
        const p = join(dir, f);
        return [f, statSync(p).isDirectory() ? `folder ${JSON.stringify(snapshot(p))}` : createHash('sha256').update(readFileSync(p)).digest('hex')];
      }),
  );
}

let dir: string;
const f = (name: string): string => join(dir, name);
const write = (name: string, value: unknown): void => writeFileSync(f(name), typeof value === 'string' ? value : JSON.stringify(value));

const duelPos = { units: [{ side: 'bottom', type: 'HI', row: 4, col: 5 }, { side: 'top', type: 'HI', row: 4, col: 6 }, { side: 'top', type: 'LI', row: 0, col: 0 }], hands: { top: ['order-two-units-center'], bottom: ['order-two-units-center'] }, deck: ['order-two-units-left', 'order-two-units-left'] };
const daraFile = (): Record<string, unknown> => JSON.parse(readFileSync(new URL('../../gboh/src/scenarios/data/dara.json', import.meta.url), 'utf8')) as Record<string, unknown>;
type GbohUnit = { id: string; side: string; hex: string | null; initial?: unknown };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polemarch-bad-'));
  process.env['POLEMARCH_CACHE'] = 'off';
  // A C&C game at the close combat (bottom HI attacks top HI), a Dara game, and bad position files.
  write('cca-pos.json', duelPos);
  expect((await run(['new', '--system', 'cca', '--position', f('cca-pos.json'), '--seed', '3', '--out', f('cca.json')])).code).toBe(EXIT_OK);
  for (const a of ['{"type":"play","card":"order-two-units-center"}', '{"type":"order","unit":1}', '{"type":"done"}', '{"type":"done"}']) expect((await run(['act', f('cca.json'), a])).code).toBe(EXIT_OK);
  expect((await run(['new', '--system', 'gboh', '--scenario', 'dara', '--seed', '1', '--out', f('dara.json')])).code).toBe(EXIT_OK);
  const record = JSON.parse(readFileSync(f('cca.json'), 'utf8')) as Record<string, unknown>;
  const { stateHash: _h, ...noHash } = record;
  write('no-hash.json', noHash);
  write('other-version.json', { ...record, engineVersion: '0.0.1', stateHash: '0'.repeat(64) });
  write('truncated.json', JSON.stringify(record).slice(0, 200));
  let deep: unknown = 1;
  for (let i = 0; i < 2000; i++) deep = [deep];
  write('deep.json', { ...record, actions: [{ seat: 'bottom', action: deep }] });
  write('cards.json', { ...duelPos, hands: undefined, deck: undefined, cards: { top: 50, bottom: 50 } });
  write('unknown-card.json', { ...duelPos, hands: { top: ['no-such-card'], bottom: ['order-two-units-center'] } });
  write('one-army.json', { ...duelPos, units: [{ side: 'bottom', type: 'HI', row: 4, col: 5 }] });
  write('banners.json', { ...duelPos, banners: { top: 99, bottom: 0 } });
  write('no-units.json', { ...duelPos, units: [] });
  // A folder where a game file should go: the write fails after the temporary file was made.
  mkdirSync(f('a-folder'));
  const dara = daraFile();
  // The battle file itself is a sound position (and the C&C scenarios pass the same checks: scenarios.test).
  write('dara-pos.json', dara);
  expect((await run(['new', '--system', 'gboh', '--position', f('dara-pos.json'), '--seed', '1', '--out', f('dara-from-pos.json')])).code).toBe(EXIT_OK);
  const units = dara['units'] as GbohUnit[];
  const placed = units.filter((u) => u.hex !== null);
  const two = structuredClone(dara);
  (two['units'] as GbohUnit[]).find((u) => u.id === placed[1]!.id)!.hex = placed[0]!.hex;
  write('gboh-stack.json', two);
  const enemy = placed.find((u) => u.side !== placed[0]!.side)!;
  const both = structuredClone(dara);
  (both['units'] as GbohUnit[]).find((u) => u.id === enemy.id)!.hex = placed[0]!.hex;
  write('gboh-both-sides.json', both);
  const badHex = structuredClone(dara);
  (badHex['units'] as GbohUnit[]).find((u) => u.id === placed[0]!.id)!.hex = '12a4';
  write('gboh-unit-hex.json', badHex);
  const onEnemy = structuredClone(dara);
  const leaders = onEnemy['leaders'] as { side: string; hex: string | null }[];
  leaders.find((l) => l.side === placed[0]!.side && l.hex !== null)!.hex = enemy.hex;
  write('gboh-leader.json', onEnemy);
  const hits = structuredClone(dara);
  (hits['units'] as GbohUnit[])[0]!.initial = { hits: 999 };
  write('gboh-hits.json', hits);
  write('gboh-hex.json', { ...dara, map: { ...(dara['map'] as object), hexes: { ...((dara['map'] as Record<string, object>)['hexes'] as object), '12a4': { terrain: 'clear' } } } });
  write('gboh-grid.json', { ...dara, missileGrid: { B: [6, 5, 4] } });
  // TAW: a position names a scenario.
  write('taw-unknown.json', { scenario: 'rome-vs-mars' });
  write('taw-extra.json', { scenario: 'hannibal', stacks: [] });
  // Justinian: a position is a whole state without its generator; the campaign's own start is a sound one.
  const { rng: _rng, ...campaign } = JSON.parse(JSON.stringify(newGame(findSystem('justinian')!, { scenario: 'campaign', seed: 3 }))) as Record<string, unknown> & { armies: Record<string, unknown>[] };
  write('justinian-pos.json', campaign);
  expect((await run(['new', '--system', 'justinian', '--position', f('justinian-pos.json'), '--seed', '1', '--out', f('justinian.json')])).code).toBe(EXIT_OK);
  const armies = campaign.armies;
  write('justinian-place.json', { ...campaign, armies: armies.map((a, i) => (i === 0 ? { ...a, at: 'Atlantis' } : a)) });
  write('justinian-sp.json', { ...campaign, armies: armies.map((a, i) => (i === 0 ? { ...a, sp: 99 } : a)) });
  write('justinian-turn.json', { ...campaign, turn: 12 });
  const { treasury: _t, ...noTreasury } = campaign;
  write('justinian-missing.json', noTreasury);
  // Engine 2 draws the Byzantine commanders after the set-up (3.24): copy a leader that is already in command.
  const led = armies.findIndex((a) => a['leader'] !== null);
  write('justinian-leader.json', { ...campaign, armies: armies.map((a, i) => (i === (led === 0 ? 1 : 0) ? { ...a, leader: armies[led]!['leader'] } : a)) });
  // SGBoH: a position is a battle (13).
  const u = (id: string, side: string, hex: string, more: Record<string, unknown> = {}): Record<string, unknown> => ({ id, name: id, side, type: 'HI', tq: 5, size: 5, ma: 5, formation: `${side}-f`, hex, facing: 0, ...more });
  const sg = {
    id: 't', name: 'Test', map: { name: 't', extent: { minCol: 1, maxCol: 30, minRow: 1, maxRow: 30 }, defaultTerrain: 'clear', defaultElevation: 0, hexes: {}, hexsides: {}, provenance: { source: 'provisional' } },
    firstPlayer: 'red',
    sides: [{ id: 'red', name: 'Red', withdrawalLevel: 20, retreatEdge: 'west' }, { id: 'blue', name: 'Blue', withdrawalLevel: 20, retreatEdge: 'east' }],
    formations: [{ id: 'red-f', side: 'red', name: 'Red F', leaders: ['rl'] }, { id: 'blue-f', side: 'blue', name: 'Blue F', leaders: ['bl'] }],
    units: [u('r1', 'red', '1010'), u('b1', 'blue', '1012')],
    leaders: [{ id: 'rl', name: 'rl', side: 'red', initiative: 4, range: 4, hex: '1010' }, { id: 'bl', name: 'bl', side: 'blue', initiative: 4, range: 4, hex: '1012' }],
  };
  write('sgboh-pos.json', sg);
  expect((await run(['new', '--system', 'sgboh', '--position', f('sgboh-pos.json'), '--seed', '1', '--out', f('sgboh.json')])).code).toBe(EXIT_OK);
  // At the movement of r1: its actions name hexes (CCRR).
  expect((await run(['act', f('sgboh.json'), '{"type":"activate","formation":"red-f","leader":"rl"}'])).code).toBe(EXIT_OK);
  write('sgboh-stack.json', { ...sg, units: [...sg.units, u('r2', 'red', '1010', { type: 'LI' })] });
  write('sgboh-leader.json', { ...sg, leaders: [{ ...sg.leaders[0]!, hex: '1012' }, sg.leaders[1]] });
  write('sgboh-hits.json', { ...sg, units: [u('r1', 'red', '1010', { hits: 999 }), sg.units[1]] });
  write('sgboh-bounds.json', { ...sg, units: [u('r1', 'red', '4040'), sg.units[1]] });
  write('sgboh-one-army.json', { ...sg, units: [sg.units[0]] });
});

/** name, command, what the message must say. `@x` is the file x of the folder. */
const CASES: [string, string[], RegExp][] = [
  ['action with an unknown field', ['act', '@cca.json', '{"type":"done","note":"x"}'], /unknown field "note"/],
  ['action nested 2,000 deep', ['act', '@cca.json', `${'['.repeat(2000)}1${']'.repeat(2000)}`], /nested deeper than 8/],
  ['action that is not JSON', ['act', '@cca.json', '{type:done'], /not valid JSON/],
  ['illegal action', ['act', '@cca.json', '{"type":"move","unit":1,"to":53}'], /the battle decision \(rule cca [\d.]+\) takes "done", "attack", not "move"/],
  ['forced dice not covering the rolls', ['act', '@cca.json', '{"type":"attack","unit":1,"target":70}', '--dice', 'flag'], /forced dice ran out: the action rolls another battle/],
  ['forced die out of range', ['act', '@cca.json', '{"type":"attack","unit":1,"target":70}', '--dice', 'flag,7,1,1,1'], /forced battle result must be one of/],
  ['record with an action nested 2,000 deep', ['show', '@deep.json'], /nested deeper than 32/],
  ['format-2 record without stateHash', ['verify', '@no-hash.json'], /stateHash/],
  ['record of another engine version', ['verify', '@other-version.json'], /written by cca engine 0\.0\.1, and this program runs/],
  ['truncated record', ['show', '@truncated.json'], /is not valid JSON/],
  ['C&C cards larger than the deck', ['new', '--system', 'cca', '--position', '@cards.json', '--out', '@new.json'], /100 cards dealt from a deck of 60/],
  ['C&C unknown card id', ['new', '--system', 'cca', '--position', '@unknown-card.json', '--out', '@new.json'], /unknown card "no-such-card"/],
  ['C&C position without units', ['new', '--system', 'cca', '--position', '@no-units.json', '--out', '@new.json'], /top has no unit on the board: each side needs an army; bottom has no unit on the board/],
  ['C&C one side without units', ['new', '--system', 'cca', '--position', '@one-army.json', '--out', '@new.json'], /top has no unit on the board/],
  ['C&C banners 99', ['new', '--system', 'cca', '--position', '@banners.json', '--out', '@new.json'], /99 banners, and 6 win/],
  ['a game record as --position', ['new', '--system', 'cca', '--position', '@cca.json', '--out', '@new.json'], /game record, not a position/],
  ['GBoH two units on one hex', ['new', '--system', 'gboh', '--position', '@gboh-stack.json', '--out', '@new.json'], /holds 2 combat units/],
  ['GBoH a unit of each side on one hex', ['new', '--system', 'gboh', '--position', '@gboh-both-sides.json', '--out', '@new.json'], /holds units of both sides \(.*\): never \(6\.62\)/],
  ['GBoH leader on an enemy unit', ['new', '--system', 'gboh', '--position', '@gboh-leader.json', '--out', '@new.json'], /stands on the enemy unit/],
  ['GBoH hits 999', ['new', '--system', 'gboh', '--position', '@gboh-hits.json', '--out', '@new.json'], /999 cohesion hits at TQ/],
  ['GBoH hex id 12a4', ['new', '--system', 'gboh', '--position', '@gboh-hex.json', '--out', '@new.json'], /12a4/],
  ['GBoH unit on hex id 12a4', ['new', '--system', 'gboh', '--position', '@gboh-unit-hex.json', '--out', '@new.json'], /units\.\d+\.hex: a map hex id CCRR \(4 digits\)/],
  ['GBoH missileGrid key B', ['new', '--system', 'gboh', '--position', '@gboh-grid.json', '--out', '@new.json'], /unknown row "B"/],
  ['TAW unknown scenario', ['new', '--system', 'taw', '--position', '@taw-unknown.json', '--out', '@new.json'], /unknown scenario "rome-vs-mars": the TAW scenarios are hannibal, samnite-wars, alexander/],
  ['TAW position with an unknown field', ['new', '--system', 'taw', '--position', '@taw-extra.json', '--out', '@new.json'], /unknown field "stacks"/],
  ['Justinian army in no province', ['new', '--system', 'justinian', '--position', '@justinian-place.json', '--out', '@new.json'], /"Atlantis" is no province or box \(box:<power>\) of the map/],
  ['Justinian Byzantine army of 99 SP', ['new', '--system', 'justinian', '--position', '@justinian-sp.json', '--out', '@new.json'], /99 SP, and a Byzantine army holds at most 35 \(4\.31, 11\.13\)/],
  ['Justinian turn 12', ['new', '--system', 'justinian', '--position', '@justinian-turn.json', '--out', '@new.json'], /turn 12: the game has Game Turns 1 to 10 \(1\.0\)/],
  ['Justinian position missing a field', ['new', '--system', 'justinian', '--position', '@justinian-missing.json', '--out', '@new.json'], /treasury: missing/],
  ['Justinian leader commanding two armies', ['new', '--system', 'justinian', '--position', '@justinian-leader.json', '--out', '@new.json'], /commands two armies/],
  ['SGBoH two units that may not stack', ['new', '--system', 'sgboh', '--position', '@sgboh-stack.json', '--out', '@new.json'], /hex 1010 holds r1 and r2, which may not stack/],
  ['SGBoH leader on an enemy unit', ['new', '--system', 'sgboh', '--position', '@sgboh-leader.json', '--out', '@new.json'], /leader rl of red stands on the enemy unit b1/],
  ['SGBoH hits 999', ['new', '--system', 'sgboh', '--position', '@sgboh-hits.json', '--out', '@new.json'], /999 Hits at TQ 5: a unit with Hits ≥ TQ has routed \(8\.1\)/],
  ['SGBoH unit off the map', ['new', '--system', 'sgboh', '--position', '@sgboh-bounds.json', '--out', '@new.json'], /unit r1 stands on 4040, not a hex of the map/],
  ['SGBoH one side without units', ['new', '--system', 'sgboh', '--position', '@sgboh-one-army.json', '--out', '@new.json'], /blue has no unit on the map: each side needs an army/],
  ['GBoH counterValues TQ −50', ['new', '--system', 'gboh', '--scenario', 'dara', '--out', '@new.json', '--option', 'counterValues={"byz-thr-1":{"tq":-50}}'], /tq: Too small/],
  ['GBoH counterValues MA 10^6', ['new', '--system', 'gboh', '--scenario', 'dara', '--out', '@new.json', '--option', 'counterValues={"byz-thr-1":{"ma":1000000}}'], /ma: Too big/],
  ['GBoH counterValues unknown unit', ['new', '--system', 'gboh', '--scenario', 'dara', '--out', '@new.json', '--option', 'counterValues={"x":{"tq":5}}'], /counterValues: "x" is neither a unit nor a counter profile of dara/],
  ['unknown --option name', ['new', '--system', 'cca', '--scenario', 'akragas', '--out', '@new.json', '--option', 'colour=red'], /unknown field "colour"/],
  ['SGBoH action with hex id 12a4', ['act', '@sgboh.json', '{"type":"step","unit":"r1","to":"12a4","payHit":false}'], /12a4/],
  ['--out into a missing folder', ['new', '--system', 'cca', '--scenario', 'akragas', '--out', '@missing/new.json'], /does not exist/],
  ['a write that fails (--out is a folder)', ['act', '@cca.json', '{"type":"done"}', '--out', '@a-folder'], /cannot write .*a-folder/],
  ['new --out over an existing game', ['new', '--system', 'cca', '--scenario', 'akragas', '--out', '@cca.json'], /exists: give --force/],
  ['bad --seed', ['new', '--system', 'cca', '--scenario', 'akragas', '--seed', '0x12', '--out', '@new.json'], /--seed must be 32 hex digits/],
  ['log --seat zzz', ['log', '@dara.json', '--seat', 'zzz'], /no seat "zzz" in this game; its seats: byzantines, persians/],
  ['bad --port', ['serve', '--port', 'abc'], /--port must be a whole number/],
];

/** The message each case printed (its first run: a case is run once). */
const printed = new Map<string, string>();

/** The rows of docs/hardening.md's bad input table: name (backticks dropped) and message excerpt. */
function docRows(): { name: string; excerpt: string }[] {
  const text = readFileSync(new URL('../../../docs/hardening.md', import.meta.url), 'utf8');
  const table = text.split('\n## Bad input table\n')[1]?.split('\n## ')[0] ?? '';
  return table
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| Bad input |'))
    .map((l) => {
      const cells = l.slice(2, -2).split(' | ');
      return { name: plain(cells[0] ?? ''), excerpt: (cells[2] ?? '').replace(/^`(.*)`$/, '$1') };
    });
}

const plain = (name: string): string => name.replaceAll('`', '');

/** An excerpt matches a message when its parts between `...` appear in it in order. */
function excerptMatches(excerpt: string, message: string): boolean {
  let at = 0;
  for (const part of excerpt.split('...')) {
    const i = message.indexOf(part, at);
    if (i < 0) return false;
    at = i + part.length;
  }
  return true;
}

describe('bad input through the CLI: exit 2, a reason, files unchanged (issue 17)', () => {
  for (const [name, argv, message] of CASES) {
    it(name, async () => {
      const before = snapshot(dir);
      const r = await run(argv.map((a) => (a.startsWith('@') ? f(a.slice(1)) : a)));
      printed.set(name, r.err.trim());
      expect(r.code).toBe(EXIT_REJECTED);
      expect(r.err).toMatch(message);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it('docs/hardening.md lists every case, each with an excerpt of the message it prints', () => {
    const rows = docRows();
    expect(rows.length).toBeGreaterThan(40);
    // One row a case, one case a row (the doc table is this test's table).
    expect(rows.map((r) => r.name).sort()).toEqual(CASES.map(([name]) => name).sort());
    const wrong = rows.filter((r) => printed.has(r.name) && !excerptMatches(r.excerpt, printed.get(r.name)!)).map((r) => `${r.name}: the doc says \`${r.excerpt}\`, the CLI prints ${printed.get(r.name)}`);
    expect(wrong).toEqual([]);
    // Every case ran above (none filtered out), so every row was compared.
    expect([...printed.keys()].sort()).toEqual(CASES.map(([name]) => name).sort());
  });

  it('fills the dice at random only when asked', async () => {
    const r = await run(['act', f('cca.json'), '{"type":"attack","unit":1,"target":70}', '--dice', 'flag', '--fill-dice', '--out', f('filled.json')]);
    expect(r.code).toBe(EXIT_OK);
    const rec = JSON.parse(readFileSync(f('filled.json'), 'utf8')) as { actions: { dice?: unknown[]; fill?: boolean }[] };
    expect(rec.actions.at(-1)).toMatchObject({ dice: ['flag'], fill: true });
    expect((await run(['verify', f('filled.json')])).code).toBe(EXIT_OK);
  });
});
