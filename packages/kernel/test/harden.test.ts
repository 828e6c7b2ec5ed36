import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  GameError,
  Match,
  Random,
  applyAction,
  createRngState,
  hashJson,
  jsonLimitProblem,
  ACTION_LIMITS,
  newGame,
  newRecord,
  parseJsonText,
  parseRecord,
  parseSeedText,
  randomSeed,
  replay,
  seedNumber,
  type JsonValue,
} from '../src';
import { skirmish } from '../src/testing';

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

/** Nested arrays `depth` deep. */
function nested(depth: number): JsonValue {
  let v: JsonValue = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('seeds (issue 17.1)', () => {
  it('keeps the numeric seed generator bit for bit', () => {
    // The generator every record before format 2 and every pinned test hash rests on.
    for (const seed of [0, 1, 42, -7, 0x7fffffff, 2 ** 40 + 3]) {
      expect(createRngState(seed).state).toEqual([...xoroshiro128plus(seed | 0).getState()]);
    }
    expect(createRngState(42).state).toEqual([-1, -43, 42, 0]);
  });

  it('draws 128 bits from the CSPRNG and keeps them whole in the generator', () => {
    const a = randomSeed();
    const b = randomSeed();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    const state = createRngState('0123456789abcdef00000001fffffffe');
    expect(state.state).toEqual([0x01234567, 0x89abcdef | 0, 1, 0xfffffffe | 0]);
    // Two seeds that agree on their low 32 bits (what a 32-bit generator would keep) are two games.
    const roll = (seed: string): number[] => {
      const r = new Random(createRngState(seed));
      return Array.from({ length: 12 }, () => r.d10());
    };
    expect(roll('00000000000000000000000000000001')).not.toEqual(roll('00000001000000000000000000000001'));
    expect(roll(a)).toEqual(roll(a));
  });

  it('refuses what is not a seed, and reads the typed forms', () => {
    expect(() => createRngState('xyz')).toThrow(/32 lowercase hex digits/);
    expect(() => createRngState('0'.repeat(32))).toThrow(/all-zero/);
    expect(() => createRngState(1.5)).toThrow(/whole number/);
    expect(parseSeedText(' 17 ')).toBe(17);
    expect(parseSeedText('ABCDEF0123456789ABCDEF0123456789')).toBe('abcdef0123456789abcdef0123456789');
    expect(parseSeedText('12a4')).toBeNull();
    expect(parseSeedText(String(2 ** 32 + 1))).toBeNull();
    expect(seedNumber('80000000000000000000000000000000')).toBe(0);
    expect(seedNumber(12)).toBe(12);
  });

  it('starts a game from a 128-bit seed and replays it', () => {
    const seed = randomSeed();
    const m = Match.create(skirmish, { scenario: 'standard', seed }).play('red', { type: 'end-turn' });
    expect(m.record.version).toBe(2);
    expect(m.record.seed).toBe(seed);
    const again = Match.open(skirmish, parseRecord(JSON.parse(JSON.stringify(m.record))));
    expect(hashJson(again.state)).toBe(hashJson(m.state));
  });
});

describe('records (issue 17.4, 17.7)', () => {
  const record = (): JsonValue => JSON.parse(JSON.stringify(Match.create(skirmish, { position: duel, seed: 1 }).play('red', { type: 'end-turn' }).record)) as JsonValue;

  it('writes format 2 with engine version and state hash, and requires the hash', () => {
    const r = newRecord(skirmish, { position: duel, seed: 1 });
    expect(r).toMatchObject({ version: 2, engineVersion: skirmish.engineVersion });
    expect(r.stateHash).toMatch(/^[0-9a-f]{64}$/);
    const { stateHash: _gone, ...noHash } = record() as Record<string, JsonValue>;
    expect(refusal(() => parseRecord(noHash)).message).toMatch(/stateHash/);
  });

  it('still reads format 1 (numeric seed, no hash required)', () => {
    const v1 = { format: 'polemarch-record', version: 1, system: 'skirmish', scenario: 'standard', seed: 1, actions: [{ seat: 'blue', action: { type: 'end-turn' } }] };
    expect(parseRecord(v1).version).toBe(1);
    expect(refusal(() => parseRecord({ ...v1, version: 3 })).message).toMatch(/newer Polemarch/);
  });

  it('refuses unknown fields and over-deep nesting, without overflowing the stack', () => {
    const r = record() as Record<string, JsonValue>;
    expect(refusal(() => parseRecord({ ...r, extra: 1 })).message).toMatch(/unknown field "extra"/);
    const deep = { ...r, actions: [{ seat: 'red', action: nested(2000) }] };
    const e = refusal(() => parseRecord(deep));
    expect(e.code).toBe('bad-record');
    expect(e.message).toMatch(/nested deeper than 32/);
    expect(jsonLimitProblem(nested(100_000), ACTION_LIMITS)).toMatch(/nested deeper than 8/);
    expect(refusal(() => parseJsonText('[[[[[[[[[[1]]]]]]]]]]', ACTION_LIMITS, 'the action', 'bad-action')).message).toMatch(/deeper than 8/);
    expect(refusal(() => parseJsonText('{', ACTION_LIMITS, 'the action', 'bad-action')).message).toMatch(/not valid JSON/);
  });

  it('says when a record from another engine version does not replay', () => {
    const r = parseRecord(record());
    const edited = { ...r, engineVersion: '0.0.1', stateHash: '0'.repeat(64) };
    const e = refusal(() => Match.open(skirmish, edited));
    expect(e.message).toMatch(/written by skirmish engine 0\.0\.1, and this program runs/);
    expect(refusal(() => replay(skirmish, edited)).message).toMatch(/engine 0\.0\.1/);
    // Another version that still replays to its hash opens: the rules it uses did not change.
    expect(Match.open(skirmish, { ...r, engineVersion: '0.0.1' }).length).toBe(1);
  });

  it('refuses a game record given as a position', () => {
    expect(refusal(() => newGame(skirmish, { position: record(), seed: 1 })).message).toMatch(/game record, not a position/);
  });
});

describe('strict input (issue 17.4, 17.6, 17.8)', () => {
  const s = newGame(skirmish, { position: duel, seed: 1 });

  it('refuses an action with unknown fields instead of storing them', () => {
    const e = refusal(() => applyAction(skirmish, s, 'red', { type: 'end-turn', note: 'x' }));
    expect(e.code).toBe('bad-action');
    expect(e.message).toMatch(/unknown field "note"/);
    expect(refusal(() => Match.create(skirmish, { position: duel, seed: 1 }).play('red', { type: 'attack', spear: true, x: { y: 1 } })).message).toMatch(/unknown field "x"/);
    expect(refusal(() => applyAction(skirmish, s, 'red', nested(2000))).message).toMatch(/nested deeper/);
  });

  it('refuses unknown option names', () => {
    const e = refusal(() => newGame(skirmish, { scenario: 'standard', seed: 1, options: { handsize: 3 } }));
    expect(e.code).toBe('bad-setup');
    expect(e.message).toMatch(/unknown field "handsize".*known: handSize/);
  });

  it('says why an action is illegal: the decision, its rule and what it takes', () => {
    const e = refusal(() => applyAction(skirmish, s, 'red', { type: 'move', to: { row: 0, col: 0 } }));
    expect(e.code).toBe('illegal');
    expect(e.message).toMatch(/not legal now: .* not among the \d+ legal "move" actions of the act decision/);
    const attacked = applyAction(skirmish, s, 'red', { type: 'attack', spear: false }).state;
    expect(refusal(() => applyAction(skirmish, attacked, 'blue', { type: 'end-turn' })).message).toMatch(/the react decision takes "brace", "take", not "end-turn"/);
  });

  it('refuses forced dice that do not cover the rolls unless asked to fill them', () => {
    const attacked = applyAction(skirmish, s, 'red', { type: 'attack', spear: true }).state;
    // brace rolls one d6; [] forces nothing (random), [5] covers it; a second die is never used.
    expect(applyAction(skirmish, attacked, 'blue', { type: 'brace' }, [5]).state.champions.blue.hp).toBe(1);
    expect(refusal(() => applyAction(skirmish, attacked, 'blue', { type: 'brace' }, [5, 6], false)).code).toBe('bad-dice');
    // Two dice rolled, one forced: refused when strict, the second drawn when filling.
    const strict = createRngState(3);
    strict.forced = [4];
    const r = new Random(strict, true);
    expect(r.d10()).toBe(4);
    expect(() => r.d10()).toThrow(/forced dice ran out: the action rolls another d10/);
    const lenient = createRngState(3);
    lenient.forced = [4];
    const l = new Random(lenient);
    expect(l.d10()).toBe(4);
    expect(l.d10()).toBeGreaterThanOrEqual(0);
  });
});
