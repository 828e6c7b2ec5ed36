import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_REJECTED, main } from '../src/main';

/**
 * Issue 17: every bad input of the report, through the CLI: exit 2, a message that says what is wrong, and
 * every file of the folder byte for byte as it was, no temporary file left. docs/hardening.md shows this table.
 */
async function run(argv: string[]): Promise<{ code: number; err: string }> {
  let err = '';
  const code = await main(argv, { out: () => undefined, err: (t) => void (err += `${t}\n`) });
  return { code, err };
}

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).sort().map((f) => [f, createHash('sha256').update(readFileSync(join(dir, f))).digest('hex')]));
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
  const onEnemy = structuredClone(dara);
  const leaders = onEnemy['leaders'] as { side: string; hex: string | null }[];
  leaders.find((l) => l.side === placed[0]!.side && l.hex !== null)!.hex = enemy.hex;
  write('gboh-leader.json', onEnemy);
  const hits = structuredClone(dara);
  (hits['units'] as GbohUnit[])[0]!.initial = { hits: 999 };
  write('gboh-hits.json', hits);
  write('gboh-hex.json', { ...dara, map: { ...(dara['map'] as object), hexes: { ...((dara['map'] as Record<string, object>)['hexes'] as object), '12a4': { terrain: 'clear' } } } });
  write('gboh-grid.json', { ...dara, missileGrid: { B: [6, 5, 4] } });
});

/** name, command, what the message must say. `@x` is the file x of the folder. */
const CASES: [string, string[], RegExp][] = [
  ['action with an unknown field', ['act', '@cca.json', '{"type":"done","note":"x"}'], /unknown field "note"/],
  ['action nested 2,000 deep', ['act', '@cca.json', `${'['.repeat(2000)}1${']'.repeat(2000)}`], /nested deeper than 8/],
  ['action that is not JSON', ['act', '@cca.json', '{type:done'], /not valid JSON/],
  ['illegal action', ['act', '@cca.json', '{"type":"move","unit":1,"to":53}'], /the battle decision \(rule cca [\d.]+\) takes "done", "attack", not "move"/],
  ['forced dice that do not cover the rolls', ['act', '@cca.json', '{"type":"attack","unit":1,"target":70}', '--dice', 'flag'], /forced dice ran out: the action rolls another battle/],
  ['forced die out of range', ['act', '@cca.json', '{"type":"attack","unit":1,"target":70}', '--dice', 'flag,7,1,1,1'], /forced battle result must be one of/],
  ['record with an action nested 2,000 deep', ['show', '@deep.json'], /nested deeper than 32/],
  ['record without its stateHash (format 2)', ['verify', '@no-hash.json'], /stateHash/],
  ['record of another engine version', ['verify', '@other-version.json'], /written by cca engine 0\.0\.1, and this program runs/],
  ['truncated record', ['show', '@truncated.json'], /is not valid JSON/],
  ['C&C cards larger than the deck', ['new', '--system', 'cca', '--position', '@cards.json', '--out', '@new.json'], /100 cards dealt from a deck of 60/],
  ['C&C unknown card id', ['new', '--system', 'cca', '--position', '@unknown-card.json', '--out', '@new.json'], /unknown card "no-such-card"/],
  ['C&C one side without units', ['new', '--system', 'cca', '--position', '@one-army.json', '--out', '@new.json'], /top has no unit on the board/],
  ['C&C banners 99', ['new', '--system', 'cca', '--position', '@banners.json', '--out', '@new.json'], /99 banners, and 6 win/],
  ['game record given as --position', ['new', '--system', 'cca', '--position', '@cca.json', '--out', '@new.json'], /game record, not a position/],
  ['GBoH two units on one hex', ['new', '--system', 'gboh', '--position', '@gboh-stack.json', '--out', '@new.json'], /holds 2 combat units/],
  ['GBoH leader on an enemy unit', ['new', '--system', 'gboh', '--position', '@gboh-leader.json', '--out', '@new.json'], /stands on the enemy unit/],
  ['GBoH hits 999', ['new', '--system', 'gboh', '--position', '@gboh-hits.json', '--out', '@new.json'], /999 cohesion hits at TQ/],
  ['GBoH hex id 12a4', ['new', '--system', 'gboh', '--position', '@gboh-hex.json', '--out', '@new.json'], /12a4/],
  ['GBoH missileGrid row "B"', ['new', '--system', 'gboh', '--position', '@gboh-grid.json', '--out', '@new.json'], /unknown row "B"/],
  ['GBoH counterValues TQ -50', ['new', '--system', 'gboh', '--scenario', 'dara', '--out', '@new.json', '--option', 'counterValues={"byz-thr-1":{"tq":-50}}'], /tq: Too small/],
  ['GBoH counterValues MA 10^6', ['new', '--system', 'gboh', '--scenario', 'dara', '--out', '@new.json', '--option', 'counterValues={"byz-thr-1":{"ma":1000000}}'], /ma: Too big/],
  ['unknown --option name', ['new', '--system', 'cca', '--scenario', 'akragas', '--out', '@new.json', '--option', 'colour=red'], /unknown field "colour"/],
  ['--out into a missing folder', ['new', '--system', 'cca', '--scenario', 'akragas', '--out', '@missing/new.json'], /does not exist/],
  ['new --out over an existing game', ['new', '--system', 'cca', '--scenario', 'akragas', '--out', '@cca.json'], /exists: give --force/],
  ['bad --seed', ['new', '--system', 'cca', '--scenario', 'akragas', '--seed', '0x12', '--out', '@new.json'], /--seed must be 32 hex digits/],
  ['log --seat zzz', ['log', '@dara.json', '--seat', 'zzz'], /no seat "zzz" in this game; its seats: byzantines, persians/],
  ['bad --port', ['serve', '--port', 'abc'], /--port must be a whole number/],
];

describe('bad input through the CLI: exit 2, a reason, files unchanged (issue 17)', () => {
  for (const [name, argv, message] of CASES) {
    it(name, async () => {
      const before = snapshot(dir);
      const r = await run(argv.map((a) => (a.startsWith('@') ? f(a.slice(1)) : a)));
      expect(r.code).toBe(EXIT_REJECTED);
      expect(r.err).toMatch(message);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  it('fills the dice at random only when asked', async () => {
    const r = await run(['act', f('cca.json'), '{"type":"attack","unit":1,"target":70}', '--dice', 'flag', '--fill-dice', '--out', f('filled.json')]);
    expect(r.code).toBe(EXIT_OK);
    const rec = JSON.parse(readFileSync(f('filled.json'), 'utf8')) as { actions: { dice?: unknown[]; fill?: boolean }[] };
    expect(rec.actions.at(-1)).toMatchObject({ dice: ['flag'], fill: true });
    expect((await run(['verify', f('filled.json')])).code).toBe(EXIT_OK);
  });
});
