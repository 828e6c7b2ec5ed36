import { closeSync, existsSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
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

/** The lock is abandoned: its holder is dead (same machine) or it is older than LOCK_STALE_MS. */
function stale(lock: string): boolean {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) return true;
    return Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS;
  } catch {
    // Vanished (released) or unreadable while being written: not stale, try again.
    return false;
  }
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
 * Run `f` holding the lock of a game file (`<file>.lock`, created exclusively), so two commands on one
 * game run one after the other and neither loses the other's action (issue 17.3): the second reads the
 * file only once the first has written it. A lock left by a dead process is taken over.
 */
export function withFileLock<T>(path: string, f: () => T, waitMs = LOCK_WAIT_MS): T {
  const lock = `${path}.lock`;
  const deadline = Date.now() + waitMs;
  let fd: number | undefined;
  for (;;) {
    try {
      fd = openSync(lock, 'wx');
      break;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new GameError('bad-record', `cannot lock ${path}: the folder ${dirname(path)} does not exist`);
      if (code !== 'EEXIST') throw new GameError('bad-record', `cannot lock ${path}: ${code ?? (e as Error).message}`);
      if (stale(lock)) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new GameError('bad-record', `${path} is busy: another command holds ${lock} (remove it if no polemarch command is running)`);
      sleep(10 + Math.floor(Math.random() * 20));
    }
  }
  try {
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    removeDeadTemps(path);
    return f();
  } finally {
    rmSync(lock, { force: true });
  }
}
