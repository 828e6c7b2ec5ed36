import type { Match, ReplayStep, SnapshotEntry, SnapshotStore } from '@polemarch/kernel';

/**
 * The game in progress kept as its state, not only its record (issue 18): a reload opens it from here instead of
 * setting the battle up and replaying every decision (The Kalka River: ~400 ms of the page's thread).
 *
 * One entry in the browser's storage: the kernel's snapshot of the latest state (the full state, generator and every
 * seat's hidden information included) and the log's steps up to it. It is written when the page goes away, for the
 * local game (hot-seat or against the computer) this browser plays, whose record beside it already holds the seed:
 * it tells this browser nothing the record does not. Online games never come here (their views come from the server).
 * The kernel checks an entry against its key (system, engine version, set-up, every action), and this store checks
 * the entry's text against its checksum, before using it; a missing, stale or garbled entry only costs the replay.
 */
export const SNAPSHOT_KEY = 'polemarch.current-snapshot';

/**
 * The largest entry kept, in characters: a big battle's state is ~250,000; a site's storage holds ~5 million, shared
 * with the record and the saved games, which never lose to this cache (`makeRoom`).
 */
export const SNAPSHOT_MAX_CHARS = 1_000_000;

/** One applied action as the game screen shows it: the kernel's step, plus where in the game it happened. */
export type PlayedStep = ReplayStep & {
  /** The turn the action was taken in (read from the view's `turn`, when the system keeps one). */
  turn: number | null;
  /** The decision it answered (the engine's pending kind: 'act', 'react', 'first-strike'...). */
  kind: string;
};

interface Kept {
  format: 'polemarch-web-snapshot';
  game: string;
  length: number;
  entry: unknown;
  steps: PlayedStep[];
}

function isStep(s: unknown): s is PlayedStep {
  if (typeof s !== 'object' || s === null) return false;
  const x = s as Partial<Record<keyof PlayedStep, unknown>>;
  return typeof x.seat === 'string' && typeof x.kind === 'string' && typeof x.pending === 'object' && x.pending !== null && Array.isArray(x.events) && (typeof x.turn === 'number' || x.turn === null);
}

function isKept(raw: unknown): raw is Kept {
  if (typeof raw !== 'object' || raw === null) return false;
  const k = raw as Partial<Record<keyof Kept, unknown>>;
  return k.format === 'polemarch-web-snapshot' && typeof k.game === 'string' && typeof k.length === 'number' && Array.isArray(k.steps) && k.steps.length === k.length && k.steps.every(isStep);
}

/**
 * FNV-1a over the text's UTF-16 code units, written before the entry's text and checked as it is read: a garbled
 * entry is told apart without hashing the state again (the kernel's SHA-256 runs in JavaScript here). Like the
 * state's hash kept beside it, it is no defence against a deliberate edit, and the kernel asks for none.
 */
export function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The stored text: the checksum, a colon, the entry's JSON. */
function sealed(body: string): string {
  return `${checksum(body)}:${body}`;
}

/** The entry's JSON if the text is sealed and its checksum holds; null otherwise (an older format included). */
function unsealed(text: string): string | null {
  const body = text.slice(9);
  return text.charAt(8) === ':' && text.slice(0, 8) === checksum(body) ? body : null;
}

// The entry as last read, by its text (a reload reads it three times: its lengths, the entry, the steps).
let cache: { text: string; kept: Kept | null } | null = null;

function readKept(): Kept | null {
  let text: string | null;
  try {
    text = globalThis.localStorage?.getItem(SNAPSHOT_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  if (cache?.text !== text) {
    let kept: Kept | null = null;
    try {
      const body = unsealed(text);
      const raw = body === null ? null : (JSON.parse(body) as unknown);
      kept = isKept(raw) ? raw : null;
    } catch {
      kept = null;
    }
    cache = { text, kept };
  }
  return cache.kept;
}

/** The log's steps for the entry `persist` is writing now (set by `keepSnapshot` only). */
let stepsToKeep: readonly PlayedStep[] | null = null;

/** The kernel's store over that one entry: a game opened with it starts from the kept state when it is this game's. */
export const browserSnapshots: SnapshotStore = {
  checksEntries: true,
  lengths(game) {
    const k = readKept();
    return k !== null && k.game === game ? [k.length] : [];
  },
  read(game, length) {
    const k = readKept();
    return k !== null && k.game === game && k.length === length ? k.entry : undefined;
  },
  write(game: string, length: number, entry: SnapshotEntry) {
    // Only with the log's steps to the same point (a game opened by a replay is not kept by that alone).
    if (stepsToKeep === null || stepsToKeep.length !== length) return;
    const kept: Kept = { format: 'polemarch-web-snapshot', game, length, entry, steps: [...stepsToKeep] };
    try {
      const text = sealed(JSON.stringify(kept));
      if (text.length > SNAPSHOT_MAX_CHARS) globalThis.localStorage?.removeItem(SNAPSHOT_KEY);
      else globalThis.localStorage?.setItem(SNAPSHOT_KEY, text);
    } catch {
      // Storage full or unavailable: the next load replays the record, as without a snapshot.
      try {
        globalThis.localStorage?.removeItem(SNAPSHOT_KEY);
      } catch {
        // Nothing more to do.
      }
    }
  },
};

/**
 * Write something that must be kept (the game's record, the saved games): if the storage is full, the kept state
 * gives way, and the write is tried once more. Returns whether it was written.
 */
export function makeRoom(write: () => void): boolean {
  try {
    write();
    return true;
  } catch {
    try {
      if ((globalThis.localStorage?.getItem(SNAPSHOT_KEY) ?? null) === null) return false;
      globalThis.localStorage.removeItem(SNAPSHOT_KEY);
      write();
      return true;
    } catch {
      return false;
    }
  }
}

/** The log's steps kept with the entry of `game` after `length` decisions, if that is the entry kept. */
export function keptSteps(game: string, length: number): PlayedStep[] | undefined {
  const k = readKept();
  return k !== null && k.game === game && k.length === length ? k.steps : undefined;
}

/** Keep the game's current state and log for the next load (called as the page goes away). */
export function keepSnapshot(game: { match: Match; steps: readonly PlayedStep[] }): void {
  stepsToKeep = game.steps;
  try {
    game.match.persist();
  } finally {
    stepsToKeep = null;
  }
}
