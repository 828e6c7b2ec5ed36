import { closeSync, existsSync, linkSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { FILE_LIMITS, GameError, type GameErrorCode, parseJsonText } from '@polemarch/kernel';

/** Output channels, so tests can capture what a command prints. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
};

/**
 * Read and parse a JSON file within the input limits (size, depth, nodes: issue 17.4); an unreadable,
 * oversized or invalid file is a GameError (`code`, 'bad-record' by default), never a crash.
 */
export function readJsonFile(path: string, code: GameErrorCode = 'bad-record'): unknown {
  let text: string;
  try {
    const size = statSync(path).size;
    if (size > FILE_LIMITS.maxBytes) throw new GameError(code, `${path} refused: larger than ${FILE_LIMITS.maxBytes} bytes`);
    text = readFileSync(path, 'utf8');
  } catch (e) {
    if (e instanceof GameError) throw e;
    throw new GameError(code, `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return parseJsonText(text, FILE_LIMITS, path, code);
}

/**
 * Write a JSON file atomically: a temporary file of a unique name in the same folder, renamed over
 * the target, so a failure or a kill never leaves half a file; on a failure the temporary file is
 * removed (issue 17.6). A missing folder or a refused write is a 'bad-setup' GameError (exit 2).
 */
export function writeJsonFile(path: string, value: unknown): void {
  const dir = dirname(path);
  if (!existsSync(dir)) throw new GameError('bad-setup', `cannot write ${path}: the folder ${dir} does not exist`);
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`, { flag: 'wx' });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw new GameError('bad-setup', `cannot write ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** How long a command waits for another one holding a game file, and when a lock counts as abandoned. */
export const LOCK_WAIT_MS = 60_000;
export const LOCK_STALE_MS = 120_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, owned by someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The text of a lock: its holder's pid, and a token of this acquisition (so a holder knows its own lock). */
function lockText(): string {
  return `${process.pid} ${randomBytes(8).toString('hex')}\n`;
}

/** The lock's text, or undefined when there is none (released) or it cannot be read. */
function readLock(lock: string): string | undefined {
  try {
    return readFileSync(lock, 'utf8');
  } catch {
    return undefined;
  }
}

/** The lock (read as `text`) is abandoned: its holder is dead (same machine) or it is older than LOCK_STALE_MS. */
function stale(lock: string, text: string): boolean {
  const pid = Number(text.trim().split(/\s+/)[0]);
  if (Number.isInteger(pid) && pid > 0 && !alive(pid)) return true;
  try {
    return Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS;
  } catch {
    return false; // vanished (released): not stale, try again
  }
}

/** A `<lock>.break` older than this was left by a process killed while breaking a lock (held for microseconds). */
const BREAK_STALE_MS = 10_000;

/**
 * Remove the abandoned lock `lock`, judged stale while it read `seen`, unless it changed meanwhile.
 * Two processes may both find the same stale lock: if each removed it and created its own, the second
 * would remove the first's live lock and both would run (the race this closes). So breaking a lock is
 * done by one process at a time (holding `<lock>.break`, created exclusively), which re-reads the lock
 * under it and removes it only if it still holds the text judged stale: the second breaker finds the
 * first's new lock (alive) or none, and waits or takes it the ordinary way. The removal itself renames
 * the lock aside and checks what it moved, and puts back a lock that is not the stale one (should a
 * break file left by a killed breaker have let two in).
 */
function breakStaleLock(lock: string, seen: string): void {
  const guard = `${lock}.break`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch {
    try {
      if (Date.now() - statSync(guard).mtimeMs > BREAK_STALE_MS) rmSync(guard, { force: true });
    } catch {
      // released meanwhile
    }
    return;
  }
  try {
    if (readLock(lock) !== seen || !stale(lock, seen)) return;
    const aside = `${lock}.${process.pid}.${randomBytes(6).toString('hex')}.stale`;
    try {
      renameSync(lock, aside);
    } catch {
      return; // gone already
    }
    if (readLock(aside) !== seen) {
      try {
        linkSync(aside, lock); // not the stale lock: put it back (fails only if a new one exists)
      } catch {
        // a new lock exists: leave it
      }
    }
    rmSync(aside, { force: true });
  } finally {
    closeSync(fd);
    rmSync(guard, { force: true });
  }
}

/** Test hook: POLEMARCH_TEST_LOCK_BREAK_DELAY_MS holds a process between finding a stale lock and breaking it. */
function breakDelayForTests(): void {
  const ms = Number(process.env['POLEMARCH_TEST_LOCK_BREAK_DELAY_MS'] ?? '0');
  if (Number.isInteger(ms) && ms > 0 && ms <= 10_000) sleep(ms);
}

/** Temporary files of `path` left by a process killed mid-write (kill -9): removed under the lock. */
function removeDeadTemps(path: string): void {
  const dir = dirname(path);
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.tmp')) continue;
    const pid = Number(name.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) rmSync(join(dir, name), { force: true });
  }
}

/**
 * Run `f` holding the lock of a game file (`<file>.lock`), so two commands on one game run one after the
 * other and neither loses the other's action (issue 17.3): the second reads the file only once the first
 * has written it. The lock is written whole to a temporary file and linked to its name (atomic, and it
 * fails if the lock exists), so no one reads a half-written lock. A lock left by a dead process is taken
 * over (`breakStaleLock`: by one process only), and a holder removes only its own lock.
 */
export function withFileLock<T>(path: string, f: () => T, waitMs = LOCK_WAIT_MS): T {
  const lock = `${path}.lock`;
  const dir = dirname(path);
  const deadline = Date.now() + waitMs;
  const mine = lockText();
  const tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(tmp, mine, { flag: 'wx' });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new GameError('bad-record', `cannot lock ${path}: the folder ${dir} does not exist`);
    throw new GameError('bad-record', `cannot lock ${path}: ${code ?? (e as Error).message}`);
  }
  try {
    for (;;) {
      try {
        linkSync(tmp, lock);
        break;
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code !== 'EEXIST') throw new GameError('bad-record', `cannot lock ${path}: ${code ?? (e as Error).message}`);
      }
      const seen = readLock(lock);
      if (seen !== undefined && stale(lock, seen)) {
        breakDelayForTests();
        breakStaleLock(lock, seen);
        continue;
      }
      if (Date.now() > deadline) throw new GameError('bad-record', `${path} is busy: another command holds ${lock} (remove it if no polemarch command is running)`);
      sleep(10 + Math.floor(Math.random() * 20));
    }
  } finally {
    rmSync(tmp, { force: true });
  }
  try {
    removeDeadTemps(path);
    return f();
  } finally {
    // Only our own lock: one taken over from us (held past LOCK_STALE_MS) is its new holder's.
    if (readLock(lock) === mine) rmSync(lock, { force: true });
  }
}
