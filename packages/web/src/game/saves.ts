import { type GameRecord, type JsonValue, parseRecord } from '@polemarch/kernel';
import { makeRoom } from './snapshots';

/**
 * Named save slots in the browser's storage (issue 16.9): as many as the player wants, each a kernel record with a
 * name and the time it was saved. Nothing here deletes or overwrites a slot on its own: `removeSlot` and saving over
 * an existing id are only called after the player said so. A slot whose record no longer replays (an older engine)
 * is kept and shown flagged, so the player can still download it.
 */
export const SAVES_KEY = 'polemarch.saves';

export interface SaveSlot {
  id: string;
  name: string;
  /** ISO time of the save. */
  savedAt: string;
  system: string;
  scenario: string | null;
  actions: number;
  /** The record exactly as the kernel wrote it (kept as data: it may no longer parse with this engine). */
  record: JsonValue;
  /** Notes the player wrote about the game, saved with it. */
  notes?: string;
}

function isSlot(x: unknown): x is SaveSlot {
  if (x === null || typeof x !== 'object') return false;
  const s = x as Record<string, unknown>;
  return typeof s['id'] === 'string' && typeof s['name'] === 'string' && typeof s['savedAt'] === 'string' && typeof s['system'] === 'string' && 'record' in s;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Every slot, newest first. A slot list that cannot be read is left alone in storage (never cleared). */
export function listSlots(): SaveSlot[] {
  const text = storage()?.getItem(SAVES_KEY);
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    return Array.isArray(raw) ? raw.filter(isSlot).sort((a, b) => b.savedAt.localeCompare(a.savedAt)) : [];
  } catch {
    return [];
  }
}

function write(slots: readonly SaveSlot[]): boolean {
  // Storage full (even without the kept state, which gives way first) or unavailable: the caller says so.
  return makeRoom(() => storage()?.setItem(SAVES_KEY, JSON.stringify(slots)));
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/**
 * Save a record in a slot: a new slot, or (when `id` names one, which the player chose to overwrite) that slot.
 * Returns the slot, or null when the browser refused to store it.
 */
export function saveSlot(name: string, record: GameRecord | JsonValue, options: { id?: string; notes?: string; now?: Date } = {}): SaveSlot | null {
  const slots = listSlots();
  const info = describeRecord(record);
  const slot: SaveSlot = {
    id: options.id ?? newId(),
    name: name.trim() || info.system,
    savedAt: (options.now ?? new Date()).toISOString(),
    ...info,
    record: record as JsonValue,
    ...(options.notes ? { notes: options.notes } : {}),
  };
  const rest = slots.filter((s) => s.id !== slot.id);
  return write([slot, ...rest]) ? slot : null;
}

/** Remove a slot: only ever called after the player confirmed it. */
export function removeSlot(id: string): void {
  write(listSlots().filter((s) => s.id !== id));
}

function describeRecord(record: unknown): { system: string; scenario: string | null; actions: number } {
  if (record !== null && typeof record === 'object' && !Array.isArray(record)) {
    const r = record as Record<string, unknown>;
    return {
      system: typeof r['system'] === 'string' ? r['system'] : '?',
      scenario: typeof r['scenario'] === 'string' ? r['scenario'] : null,
      actions: Array.isArray(r['actions']) ? r['actions'].length : 0,
    };
  }
  return { system: '?', scenario: null, actions: 0 };
}

/** The slot's record as the kernel reads it, or the reason it cannot (the slot is then flagged, never dropped). */
export function slotRecord(slot: SaveSlot): { record: GameRecord } | { error: string } {
  try {
    return { record: parseRecord(slot.record) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}
