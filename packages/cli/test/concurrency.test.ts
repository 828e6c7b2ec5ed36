import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GameError } from '@polemarch/kernel';
import { withFileLock, writeJsonFile } from '../src/io';

const BIN = fileURLToPath(new URL('../bin/polemarch.js', import.meta.url));

function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, POLEMARCH_CACHE: 'off', ...env } }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out, err });
    });
  });
}

describe('game files under concurrent commands (issue 17.3)', () => {
  it('two real act processes at once: both exit 0 and both actions are saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-lock-'));
    const game = join(dir, 'game.json');
    expect((await cli(['new', '--system', 'skirmish', '--scenario', 'standard', '--seed', '5', '--out', game])).code).toBe(0);
    // Each process holds the game between read and write for 1.5 s: without the lock both read 0 actions and one is lost.
    const env = { POLEMARCH_TEST_ACT_DELAY_MS: '1500' };
    const [a, b] = await Promise.all([cli(['act', game, '{"type":"end-turn"}'], env), cli(['act', game, '{"type":"end-turn"}'], env)]);
    expect([a.code, b.code, a.err, b.err]).toEqual([0, 0, '', '']);
    const record = JSON.parse(readFileSync(game, 'utf8')) as { actions: { seat: string }[] };
    expect(record.actions.map((x) => x.seat)).toEqual(['red', 'blue']);
    expect((await cli(['verify', game])).code).toBe(0);
    expect(readdirSync(dir).sort()).toEqual(['game.json']);
  }, 240_000);

  it('two processes that both find a stale lock: only one takes it over, the other waits, both actions saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-stale-'));
    const game = join(dir, 'game.json');
    expect((await cli(['new', '--system', 'skirmish', '--scenario', 'standard', '--seed', '5', '--out', game])).code).toBe(0);
    // A lock left by a dead process (a pid above the kernel's pid_max).
    writeFileSync(`${game}.lock`, '4194399\n');
    // Each process waits 2.5 s between finding the lock stale and breaking it, so both find it stale: before the
    // fix each removed "the stale lock" (the second removing the first's new one) and both ran, one action lost.
    const env = { POLEMARCH_TEST_LOCK_BREAK_DELAY_MS: '2500', POLEMARCH_TEST_ACT_DELAY_MS: '1000' };
    const [a, b] = await Promise.all([cli(['act', game, '{"type":"end-turn"}'], env), cli(['act', game, '{"type":"end-turn"}'], env)]);
    expect([a.code, b.code, a.err, b.err]).toEqual([0, 0, '', '']);
    const record = JSON.parse(readFileSync(game, 'utf8')) as { actions: { seat: string }[] };
    expect(record.actions.map((x) => x.seat)).toEqual(['red', 'blue']);
    expect(readdirSync(dir).sort()).toEqual(['game.json']);
  }, 240_000);

  it('takes over the lock of a dead process, and waits for a live one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-lock-'));
    const file = join(dir, 'g.json');
    // A pid that cannot be running (above the kernel's pid_max).
    writeFileSync(`${file}.lock`, '4194399\n');
    // And the temporary file a killed write left (kill -9 between write and rename) is cleared under the lock.
    writeFileSync(join(dir, '.g.json.4194399.abcdef.tmp'), '{"half');
    expect(withFileLock(file, () => 'ran')).toBe('ran');
    expect(readdirSync(dir)).toEqual([]);
    writeFileSync(`${file}.lock`, `${process.pid}\n`);
    expect(() => withFileLock(file, () => 'ran', 50)).toThrow(/busy/);
  });

  it('writes atomically and leaves no temporary file when a write fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-write-'));
    const target = join(dir, 'taken');
    mkdirSync(target); // renaming a file over a folder fails
    const e = (() => {
      try {
        writeJsonFile(target, { a: 1 });
      } catch (x) {
        return x;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(GameError);
    expect(readdirSync(dir)).toEqual(['taken']);
    expect(() => writeJsonFile(join(dir, 'missing', 'g.json'), {})).toThrow(/folder .* does not exist/);
  });
});
