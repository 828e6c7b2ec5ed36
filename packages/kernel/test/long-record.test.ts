import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, ACTION_LIMITS, Match, type SnapshotEntry, type SnapshotStore, gameKey, gameRecordSchema, hashJson, isPlainRecordedAction, jsonLimitProblem, parseRecord, parseStrict, prefixKey, quickPrefixKey, sha256Hex, stateHash, withinLimits } from '../src';
import { randomPlayout, skirmish } from '../src/testing';

// Issue 18: the reading of a long record (limits walk, record schema, hash) without the per-value costs; every answer
// the same as the thorough path's.

const record = (actions: unknown[]): Record<string, unknown> => ({
  format: 'polemarch-record',
  version: 2,
  system: 'skirmish',
  engineVersion: '1',
  scenario: 'standard',
  options: {},
  seed: 7,
  actions,
  stateHash: 'a'.repeat(64),
});

describe('the limits walk', () => {
  const cases: [string, unknown, typeof FILE_LIMITS][] = [
    ['a plain record', record([{ seat: 'red', action: { type: 'move', to: [1, 2] } }]), FILE_LIMITS],
    ['a long string', { a: ['x'.repeat(300)] }, ACTION_LIMITS],
    ['a long key', { ['k'.repeat(300)]: 1 }, ACTION_LIMITS],
    ['too deep', [[[[[[[[[[1]]]]]]]]]], ACTION_LIMITS],
    ['too many values', Array.from({ length: 3000 }, () => 0), ACTION_LIMITS],
    ['not finite', { a: [1, Infinity] }, ACTION_LIMITS],
    ['not JSON', { a: () => 1 }, ACTION_LIMITS],
    // A hole: the quick walk refuses it, the named walk (forEach) skips it, and its answer is the answer.
    // eslint-disable-next-line no-sparse-arrays
    ['a sparse array', [1, , 2], ACTION_LIMITS],
  ];
  it.each(cases)('%s: the quick walk agrees with the named one', (_name, value, limits) => {
    const problem = jsonLimitProblem(value, limits);
    if (withinLimits(value, limits)) expect(problem).toBeNull();
    else if (!Array.isArray(value) || value.length !== 3) expect(problem).not.toBeNull();
  });
  it('names the value at fault as before', () => {
    expect(jsonLimitProblem({ a: [1, Infinity] }, ACTION_LIMITS)).toBe('a[1]: not a finite number');
    expect(jsonLimitProblem({ a: ['x'.repeat(300)] }, ACTION_LIMITS)).toBe('a[0]: a string longer than 256 characters');
    // eslint-disable-next-line no-sparse-arrays
    expect(jsonLimitProblem([1, , 2], ACTION_LIMITS)).toBeNull();
  });
});

describe('the record schema on the actions list', () => {
  const good = [
    { seat: 'red', action: { type: 'move', to: 12, path: [1, 2, 3], meta: { a: null, b: true, c: 'x' } } },
    { seat: 'blue', action: 'pass', dice: [3, 'hit'], fill: true },
    { seat: 'red', action: [1, 2.5, -3] },
  ];
  it('reads plainly valid entries as the schema does', () => {
    for (const e of good) expect(isPlainRecordedAction(e)).toBe(true);
    expect(parseRecord(record(good))).toEqual(gameRecordSchema.parse(record(good)));
  });
  const bad: [string, unknown][] = [
    ['an unknown field', { seat: 'red', action: 1, extra: 1 }],
    ['an empty seat', { seat: '', action: 1 }],
    ['no action', { seat: 'red' }],
    ['fill false', { seat: 'red', action: 1, fill: false }],
    ['a fractional die', { seat: 'red', action: 1, dice: [1.5] }],
    ['dice not a list', { seat: 'red', action: 1, dice: 3 }],
    ['a __proto__ key', JSON.parse('{"seat":"red","action":{"__proto__":{"x":1}}}') as unknown],
  ];
  it.each(bad)('leaves %s to the schema, which answers as before', (_name, entry) => {
    expect(isPlainRecordedAction(entry)).toBe(false);
    const raw = record([good[0], entry]);
    const strict = parseStrict(gameRecordSchema, raw);
    if (strict.ok) expect(parseRecord(raw)).toEqual(strict.value);
    else expect(() => parseRecord(raw)).toThrow(`not a valid game record: ${strict.reason}`);
  });
  it('still refuses a bad head with plain actions', () => {
    expect(() => parseRecord({ ...record(good), stateHash: 'nope' })).toThrow(/stateHash: a state hash is 64 hex digits/);
    expect(() => parseRecord({ ...record(good), surprise: 1 })).toThrow(/unknown field "surprise"/);
  });
});

describe('the hash', () => {
  it('is the same SHA-256 natively and portably, non-ASCII and lone surrogates included', () => {
    for (const text of ['', '{"a":1}', 'Città — Καρχηδών 𐤒', 'lone \ud800 surrogate', 'x'.repeat(100_000)]) {
      expect(sha256Hex(text, true)).toBe(sha256Hex(text, false));
    }
    expect(hashJson({ b: 1, a: [true, null] })).toBe(sha256Hex('{"a":[true,null],"b":1}', false));
    expect(sha256Hex('abc', false)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the snapshot of a long record', () => {
  const entries = new Map<string, SnapshotEntry>();
  const store: SnapshotStore = {
    lengths: (game) => [...entries.keys()].filter((k) => k.startsWith(`${game}/`)).map((k) => Number(k.slice(game.length + 1))),
    read: (game, length) => entries.get(`${game}/${length}`),
    write: (game, length, entry) => entries.set(`${game}/${length}`, JSON.parse(JSON.stringify(entry)) as SnapshotEntry),
  };
  const record = randomPlayout(skirmish, { scenario: 'standard', seed: 11 }, { seed: 77, maxActions: 200, checkContract: false }).record;

  it('keys a prefix both ways: as held (quick) and whatever the order of its fields', () => {
    const actions = record.actions;
    expect(quickPrefixKey(actions, 50)).toBe(sha256Hex(JSON.stringify(actions.slice(0, 50))));
    expect(quickPrefixKey(actions, actions.length)).toBe(sha256Hex(JSON.stringify(actions)));
    expect(quickPrefixKey(actions, 50)).not.toBe(quickPrefixKey(actions, 49));
    expect(prefixKey(actions, 50)).toBe(hashJson(actions.slice(0, 50)));
  });

  it('finds the snapshot of a record whose fields come back in another order (a jsonb column), by the order-free key', () => {
    const own = new Map<string, SnapshotEntry>();
    const mine: SnapshotStore = {
      lengths: (game) => [...own.keys()].filter((k) => k.startsWith(`${game}/`)).map((k) => Number(k.slice(game.length + 1))),
      read: (game, length) => own.get(`${game}/${length}`),
      write: (game, length, entry) => own.set(`${game}/${length}`, JSON.parse(JSON.stringify(entry)) as SnapshotEntry),
    };
    Match.open(skirmish, record, { store: mine });
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v !== null && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const reordered = { ...record, actions: record.actions.map((a) => reversed(a) as typeof a) };
    expect(quickPrefixKey(reordered.actions, reordered.actions.length)).not.toBe(quickPrefixKey(record.actions, record.actions.length));
    let replayed = 0;
    const m = Match.open(skirmish, reordered, { store: mine, onStep: () => replayed++ });
    expect(replayed).toBe(0);
    expect(stateHash(m.state)).toBe(record.stateHash);
  });

  it('keys the entries of a store that keeps field order by the quick key alone', () => {
    const own = new Map<string, SnapshotEntry>();
    const kept: SnapshotStore = {
      fieldOrderKept: true,
      lengths: (game) => [...own.keys()].filter((k) => k.startsWith(`${game}/`)).map((k) => Number(k.slice(game.length + 1))),
      read: (game, length) => own.get(`${game}/${length}`),
      write: (game, length, entry) => own.set(`${game}/${length}`, JSON.parse(JSON.stringify(entry)) as SnapshotEntry),
    };
    Match.open(skirmish, record, { store: kept });
    const entry = kept.read(gameKey(skirmish, record), record.actions.length) as SnapshotEntry;
    expect(entry.prefix).toBeUndefined();
    expect(entry.quick).toBe(quickPrefixKey(record.actions, record.actions.length));
    let replayed = 0;
    Match.open(skirmish, record, { store: kept, onStep: () => replayed++ });
    expect(replayed).toBe(0);
    // An edited prefix of the same length misses it.
    const edited = { ...record, actions: [...record.actions.slice(0, -1), { ...record.actions.at(-1)!, seat: 'blue' === record.actions.at(-1)!.seat ? 'red' : 'blue' }] };
    expect(quickPrefixKey(edited.actions, edited.actions.length)).not.toBe(entry.quick);
  });

  it('stores the record\'s own state hash and opens from the snapshot to the same state', () => {
    const first = Match.open(skirmish, record, { store });
    const entry = store.read(gameKey(skirmish, record), record.actions.length) as SnapshotEntry;
    expect(entry.stateHash).toBe(record.stateHash);
    expect(entry.prefix).toBe(prefixKey(record.actions, record.actions.length));
    expect(entry.quick).toBe(quickPrefixKey(record.actions, record.actions.length));
    const again = Match.open(skirmish, record, { store });
    expect(stateHash(again.state)).toBe(stateHash(first.state));
    // A record whose stored hash is not the snapshot's is refused as before.
    expect(() => Match.open(skirmish, { ...record, stateHash: 'b'.repeat(64) }, { store })).toThrow(/stored state hash/);
  });
});
