import { describe, expect, it } from 'vitest';
import { GameError, type GameRecord, type JsonValue, Match, type SnapshotEntry, type SnapshotStore, gameKey, replay, stateHash } from '../src';
import { randomPlayout, skirmish } from '../src/testing';

/** Two champions side by side: red (active) at 4,5 and blue at 4,6, with known hands and deck. */
const duel: JsonValue = {
  red: { row: 4, col: 5, hp: 3 },
  blue: { row: 4, col: 6, hp: 3 },
  hands: { red: ['spear', 'shield'], blue: ['shield'] },
  deck: ['spear', 'shield', 'spear'],
};

function refusal(f: () => unknown): GameError {
  try {
    f();
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error('expected a GameError');
}

/** A store in memory that counts its reads and writes, and lets a test garble an entry. */
function memoryStore(): SnapshotStore & { entries: Map<string, unknown>; writes: number } {
  const entries = new Map<string, unknown>();
  const store = {
    entries,
    writes: 0,
    lengths: (game: string) => [...entries.keys()].filter((k) => k.startsWith(`${game}/`)).map((k) => Number(k.slice(game.length + 1))),
    read: (game: string, length: number) => entries.get(`${game}/${length}`),
    write: (game: string, length: number, entry: SnapshotEntry) => {
      store.writes++;
      // As a file would: a copy, not the live state.
      entries.set(`${game}/${length}`, JSON.parse(JSON.stringify(entry)) as unknown);
    },
  };
  return store;
}

function longRecord(seed = 4, maxActions = 300): GameRecord {
  return randomPlayout(skirmish, { scenario: 'standard', seed }, { seed: seed * 7, maxActions, checkContract: false }).record;
}

describe('Match: one game in progress', () => {
  it('plays through the kernel: new record and hash, typed legal actions and views, steps with their action', () => {
    const m0 = Match.create(skirmish, { position: duel, seed: 1 });
    expect(m0.length).toBe(0);
    expect(m0.pending).toMatchObject({ seat: 'red' });
    const m1 = m0.play('red', { type: 'attack', spear: false });
    const m2 = m1.play('blue', { type: 'brace' }, [5]);
    expect(m2.record.actions).toEqual([
      { seat: 'red', action: { type: 'attack', spear: false } },
      { seat: 'blue', action: { type: 'brace' }, dice: [5] },
    ]);
    expect(m2.record.stateHash).toBe(stateHash(m2.state));
    expect(m2.steps.map((s) => [s.seat, s.action, s.dice, s.pending.kind, s.chance])).toEqual([
      ['red', { type: 'attack', spear: false }, undefined, 'act', false],
      ['blue', { type: 'brace' }, [5], 'react', true],
    ]);
    expect(m2.lastStep?.events.some((e) => e.key === 'damage')).toBe(true);
    // Typed: the state and view are Skirmish's own, no cast.
    expect(m2.state.champions.blue.hp).toBe(2);
    expect(m2.view('red').handSizes.blue).toBe(m2.state.hands.blue.length);
    expect(m2.view('red').hand).toEqual(m2.state.hands.red);
    // The earlier values are unchanged.
    expect(m0.length).toBe(0);
    expect(m1.length).toBe(1);
    // And the record replays in the kernel to the same state.
    expect(stateHash(replay(skirmish, m2.record).state)).toBe(stateHash(m2.state));
  });

  it('refuses bad input with a GameError and changes nothing', () => {
    const m = Match.create(skirmish, { position: duel, seed: 1 });
    const before = stateHash(m.state);
    expect(refusal(() => m.play('red', { type: 'fly' })).code).toBe('bad-action');
    expect(refusal(() => m.play('blue', { type: 'end-turn' })).code).toBe('wrong-seat');
    expect(refusal(() => m.play('red', { type: 'move', to: { row: 0, col: 0 } })).code).toBe('illegal');
    expect(refusal(() => m.play('red', { type: 'end-turn' }, [1, 2, 3])).code).toBe('bad-dice');
    expect(stateHash(m.state)).toBe(before);
    expect(m.record.actions).toHaveLength(0);
  });

  it("undoes the deciding seat's own deterministic run only, as the kernel's undo rules say", () => {
    const m = Match.create(skirmish, { position: duel, seed: 1 })
      .play('red', { type: 'move', to: { row: 3, col: 5 } })
      .play('red', { type: 'move', to: { row: 3, col: 6 } });
    expect(m.undoable()).toBe(2);
    const once = m.undo('red');
    expect(once.length).toBe(1);
    expect(once.state.champions.red.hex).toEqual({ row: 3, col: 5 });
    expect(once.record.stateHash).toBe(stateHash(once.state));
    expect(once.undoable()).toBe(1);
    expect(refusal(() => m.undo('blue')).code).toBe('cannot-undo');
    // end-turn drew a card: nothing to undo for blue, who decides now.
    const drawn = Match.create(skirmish, { position: duel, seed: 1 }).play('red', { type: 'end-turn' });
    expect(drawn.undoable()).toBe(0);
    expect(refusal(() => drawn.undo()).code).toBe('cannot-undo');
    // A Spear attack revealed a card.
    expect(refusal(() => Match.create(skirmish, { position: duel, seed: 1 }).play('red', { type: 'attack', spear: true }).undo()).code).toBe('cannot-undo');
  });

  it('opens a record with full checks, and refuses one that does not replay or reach its hash', () => {
    const record = longRecord();
    const m = Match.open(skirmish, record);
    expect(stateHash(m.state)).toBe(record.stateHash);
    expect(m.steps).toHaveLength(record.actions.length);
    const edited = { ...record, actions: record.actions.slice(0, -1) };
    expect(refusal(() => Match.open(skirmish, edited)).code).toBe('bad-record');
    const illegal = { ...record, stateHash: undefined, actions: [{ seat: 'blue', action: { type: 'end-turn' } }] };
    expect(refusal(() => Match.open(skirmish, illegal)).code).toBe('bad-record');
  });

  it('gives every prefix state through stateAt, in any order, as a replay of that prefix', () => {
    const record = longRecord(5, 200);
    const m = Match.open(skirmish, record, { snapshotEvery: 16 });
    for (const n of [200, 0, 17, 150, 16, 199, 3, 64, 65]) {
      const n2 = Math.min(n, record.actions.length);
      const expected = replay(skirmish, { ...record, actions: record.actions.slice(0, n2), stateHash: undefined }).state;
      expect(stateHash(m.stateAt(n))).toBe(stateHash(expected));
    }
  });
});

describe('Match snapshots', () => {
  it('opens from a stored snapshot to the identical state, steps and undo as a full replay', () => {
    const record = longRecord(6, 300);
    const store = memoryStore();
    const first = Match.open(skirmish, record, { store });
    expect(store.writes).toBe(1);
    const second = Match.open(skirmish, record, { store });
    expect(store.writes).toBe(1); // a hit at the full length: nothing new to store
    const full = Match.open(skirmish, record);
    expect(stateHash(second.state)).toBe(stateHash(full.state));
    expect(stateHash(first.state)).toBe(stateHash(full.state));
    expect(second.undoable()).toBe(full.undoable());
    expect(second.steps).toEqual(full.steps);
    expect(stateHash(second.stateAt(123))).toBe(stateHash(full.stateAt(123)));
  });

  it('sets nothing up when opened from a stored snapshot, until the start is asked for (issue 18)', () => {
    const record = longRecord(5, 90);
    const store = memoryStore();
    expect(Match.open(skirmish, record, { store }).pending).not.toBeNull();
    let setups = 0;
    const counted = { ...skirmish, setup: (...args: Parameters<typeof skirmish.setup>) => (setups++, skirmish.setup(...args)) };
    const opened = Match.open(counted, record, { store });
    expect(setups).toBe(0);
    expect(stateHash(opened.state)).toBe(record.stateHash);
    // Playing on and taking back within the kept states need no start either.
    const seat = opened.pending!.seat;
    const next = opened.play(seat, opened.legal(seat)[0]!);
    expect(stateHash(next.stateAt(record.actions.length))).toBe(record.stateHash);
    expect(setups).toBe(0);
    // Asked for, the start is made once, and is the record's own.
    const full = Match.open(skirmish, record);
    expect(stateHash(next.stateAt(0))).toBe(stateHash(full.stateAt(0)));
    expect(stateHash(opened.stateAt(37))).toBe(stateHash(full.stateAt(37)));
    expect(opened.steps).toEqual(full.steps);
    expect(setups).toBe(1);
  });

  it('continues from the longest stored prefix and checks the actions after it', () => {
    const record = longRecord(7, 300);
    const n = record.actions.length;
    const store = memoryStore();
    Match.open(skirmish, { ...record, actions: record.actions.slice(0, n - 20), stateHash: undefined }, { store });
    const m = Match.open(skirmish, record, { store });
    expect(stateHash(m.state)).toBe(record.stateHash);
    expect(store.lengths(gameKey(skirmish, record)).sort((a, b) => a - b)).toEqual([n - 20, n]);
    // The actions after the snapshot are checked: an illegal one is refused.
    const bad = { ...record, stateHash: undefined, actions: [...record.actions.slice(0, n - 20), { seat: 'nobody', action: { type: 'end-turn' } }] };
    expect(refusal(() => Match.open(skirmish, bad, { store })).code).toBe('bad-record');
  });

  it('misses on an edited record (same length, other actions) and on another engine version or seed', () => {
    const record = longRecord(8, 120);
    const store = memoryStore();
    Match.open(skirmish, record, { store });
    const game = gameKey(skirmish, record);
    // Another line of play of the same length: the slot's entry has another prefix, so it misses.
    const other = Match.open(skirmish, { ...record, actions: record.actions.slice(0, 1), stateHash: undefined });
    expect(gameKey(skirmish, { ...record, seed: Number(record.seed) + 1 })).not.toBe(game);
    expect(gameKey({ id: skirmish.id, engineVersion: 'other' }, record)).not.toBe(game);
    const entry = store.read(game, record.actions.length) as SnapshotEntry;
    store.entries.set(`${game}/1`, { ...entry, length: 1 });
    const m = Match.open(skirmish, other.record, { store });
    expect(stateHash(m.state)).toBe(stateHash(other.state));
  });

  it('detects a corrupt entry by its state hash and ignores it', () => {
    const record = longRecord(9, 200);
    const store = memoryStore();
    Match.open(skirmish, record, { store });
    const game = gameKey(skirmish, record);
    const key = `${game}/${record.actions.length}`;
    const entry = store.entries.get(key) as SnapshotEntry & { state: { champions: { red: { hp: number } } } };
    entry.state.champions.red.hp = 99;
    const m = Match.open(skirmish, record, { store });
    expect(stateHash(m.state)).toBe(record.stateHash);
    store.entries.set(key, 'not an entry');
    expect(stateHash(Match.open(skirmish, record, { store }).state)).toBe(record.stateHash);
  });

  it('takes the stored state hash of a store that checks its own entries, and hashes the state of any other (issue 18)', () => {
    const record = longRecord(9, 200);
    const store = memoryStore();
    Match.open(skirmish, record, { store });
    const key = `${gameKey(skirmish, record)}/${record.actions.length}`;
    const entry = store.entries.get(key) as SnapshotEntry & { state: { champions: { red: { hp: number } } } };
    // An edit the store's own checksum would have caught is not looked for again: the state is used as kept.
    entry.state.champions.red.hp = 99;
    const trusting = { ...store, checksEntries: true };
    expect((Match.open(skirmish, record, { store: trusting }).state as unknown as typeof entry.state).champions.red.hp).toBe(99);
    expect((Match.open(skirmish, record, { store }).state as unknown as typeof entry.state).champions.red.hp).not.toBe(99);
  });

  it('undoes past the stored snapshot by replaying, with the same result as without a store', () => {
    const base = Match.create(skirmish, { position: duel, seed: 1 }).play('red', { type: 'move', to: { row: 3, col: 5 } });
    const store = memoryStore();
    Match.open(skirmish, base.record, { store });
    const record = base.play('red', { type: 'move', to: { row: 3, col: 6 } }).record;
    const m = Match.open(skirmish, record, { store });
    expect(m.undoable()).toBe(2);
    const back = m.undo().undo();
    expect(back.length).toBe(0);
    expect(stateHash(back.state)).toBe(stateHash(base.stateAt(0)));
    expect(back.undoable()).toBe(0);
  });
});
