import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SnapshotEntry, SnapshotStore } from '@polemarch/kernel';

/** How many snapshots of one game are kept (the longest prefixes: the latest moves, and a few undos back). */
const KEEP_PER_GAME = 8;

/**
 * Where the CLI keeps its snapshots: `POLEMARCH_CACHE_DIR`, else `polemarch-cache` under the OS temp
 * dir. Not beside the game file nor inside it: a snapshot holds the full state (the generator, every
 * hand), so it must never travel with a record sent to another player, and a lost cache only costs
 * one replay.
 */
export function defaultCacheDir(): string {
  return process.env['POLEMARCH_CACHE_DIR'] ?? join(tmpdir(), 'polemarch-cache');
}

/**
 * Snapshots as files `<dir>/<game>/<length>.json`. Every failure (missing folder, unreadable or
 * half-written file, full disk) is a miss or a skipped write: the Match checks what it reads and
 * replays when the cache cannot help.
 */
export function fileSnapshotStore(dir: string = defaultCacheDir()): SnapshotStore {
  const gameDir = (game: string): string => join(dir, game.replace(/[^0-9a-f]/gi, ''));
  const lengths = (game: string): number[] => {
    try {
      return readdirSync(gameDir(game))
        .map((f) => /^(\d+)\.json$/.exec(f)?.[1])
        .filter((n): n is string => n !== undefined)
        .map(Number);
    } catch {
      return [];
    }
  };
  return {
    // A game file is read and written by this program in one field order (issue 18: no key-order-free hash needed).
    fieldOrderKept: true,
    lengths,
    read(game, length) {
      try {
        return JSON.parse(readFileSync(join(gameDir(game), `${length}.json`), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
    write(game: string, length: number, entry: SnapshotEntry) {
      try {
        const folder = gameDir(game);
        mkdirSync(folder, { recursive: true });
        const tmp = join(folder, `.${length}.${process.pid}.tmp`);
        writeFileSync(tmp, JSON.stringify(entry));
        renameSync(tmp, join(folder, `${length}.json`));
        for (const old of lengths(game).sort((a, b) => b - a).slice(KEEP_PER_GAME)) rmSync(join(folder, `${old}.json`), { force: true });
      } catch {
        // A cache that cannot be written only costs a replay next time.
      }
    },
  };
}
