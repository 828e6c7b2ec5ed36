import type { GameRecord } from '@polemarch/kernel';
import { isGameError } from '@polemarch/kernel';
import { recordFileName } from './session';

/** Read a chosen file as JSON (a game record is checked by the kernel after this). */
export async function readJsonFile(file: Blob): Promise<unknown> {
  const text = await file.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error('not a JSON file');
  }
}

/** Offer a record as a download: the saved game is exactly the kernel's record format, replayable by the CLI. */
export function downloadRecord(record: GameRecord, now = new Date()): string {
  const name = recordFileName(record, now);
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function errorText(e: unknown): string {
  if (isGameError(e)) return e.message;
  return e instanceof Error ? e.message : String(e);
}
