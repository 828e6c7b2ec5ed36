import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { GameError } from '@polemarch/kernel';

/** Output channels, so tests can capture what a command prints. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export const processIo: Io = {
  out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
  err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
};

/** Read and parse a JSON file; an unreadable or invalid file is a 'bad-record' error. */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new GameError('bad-record', `cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new GameError('bad-record', `${path} is not valid JSON: ${(e as Error).message}`);
  }
}

/** Write a JSON file atomically (a temporary file renamed over the target), so a failure never leaves half a file. */
export function writeJsonFile(path: string, value: unknown): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, path);
}
