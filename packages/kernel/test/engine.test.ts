import { describe, expect, it } from 'vitest';
import {
  GameError,
  appendAction,
  applyAction,
  hashJson,
  newGame,
  newRecord,
  parseRecord,
  replay,
  stateHash,
  undo,
  undoableCount,
  Random,
  createRngState,
  type GameRecord,
  type JsonValue,
} from '../src';
import { type SkirmishState, checkContract, randomPlayout, skirmish } from '../src/testing';

/** Two champions side by side: red (active) at 4,5 and blue at 4,6, with known hands and deck. */
const duel: JsonValue = {
  red: { row: 4, col: 5, hp: 3 },
  blue: { row: 4, col: 6, hp: 3 },
  hands: { red: ['spear', 'shield'], blue: ['shield'] },
  deck: ['spear', 'shield', 'spear'],
};

function start(position: JsonValue = duel): SkirmishState {
  return newGame(skirmish, { position, seed: 1 });
}

function refusal(f: () => unknown): GameError {
  try {
    f();
  } catch (e) {
    if (e instanceof GameError) return e;
    throw e;
  }
  throw new Error('expected a GameError');
}

describe('kernel contract on the Skirmish test game', () => {
  it('sets up from a scenario or a position, and refuses a bad one', () => {
    expect(newGame(skirmish, { scenario: 'standard', seed: 3 }).hands.red).toHaveLength(2);
    expect(start().champions.blue.hex).toEqual({ row: 4, col: 6 });
    expect(refusal(() => newGame(skirmish, { scenario: 'nowhere', seed: 1 })).code).toBe('bad-setup');
    expect(refusal(() => newGame(skirmish, { position: { red: { row: 4 } }, seed: 1 })).code).toBe('bad-setup');
    expect(refusal(() => newGame(skirmish, { scenario: 'standard', seed: 1, options: { handSize: 9 } })).code).toBe('bad-setup');
    expect(refusal(() => newGame(skirmish, { seed: 1 })).code).toBe('bad-setup');
  });

  it('refuses a malformed action, a wrong seat and an illegal move, changing nothing', () => {
    const s = start();
    const before = hashJson(s);
    expect(refusal(() => applyAction(skirmish, s, 'red', { type: 'fly' })).code).toBe('bad-action');
    expect(refusal(() => applyAction(skirmish, s, 'red', 'attack')).code).toBe('bad-action');
    expect(refusal(() => applyAction(skirmish, s, 'blue', { type: 'end-turn' })).code).toBe('wrong-seat');
    expect(refusal(() => applyAction(skirmish, s, 'red', { type: 'move', to: { row: 0, col: 0 } })).code).toBe('illegal');
    expect(refusal(() => applyAction(skirmish, s, 'red', { type: 'move', to: { row: 4, col: 6 } })).code).toBe('illegal');
    expect(hashJson(s)).toBe(before);
  });

  it("asks the defender for a reaction in the middle of the attacker's turn", () => {
    const s = applyAction(skirmish, start(), 'red', { type: 'attack', spear: false }).state;
    expect(skirmish.pending(s)).toMatchObject({ seat: 'blue', kind: 'react', reaction: true });
    expect(skirmish.legal(s, 'blue')).toEqual([{ type: 'brace' }, { type: 'take' }]);
    expect(skirmish.legal(s, 'red')).toEqual([]);
  });

  it('resolves with forced dice and explains the roll', () => {
    let s = applyAction(skirmish, start(), 'red', { type: 'attack', spear: true }).state;
    const r = applyAction(skirmish, s, 'blue', { type: 'brace' }, [5]);
    s = r.state;
    // 5 wounds twice, the Spear adds one, the Shield saves one: 2 hits.
    expect(s.champions.blue.hp).toBe(1);
    const damage = r.events.find((e) => e.key === 'damage');
    expect(damage).toMatchObject({ params: { hits: 2, roll: 5 }, rule: 'skirmish 4', rolls: [{ die: 'd6', value: 5 }], chart: { cell: '4-6' } });
    expect(r.chance).toBe(true);
    expect(r.revealed).toBe(true);
  });

  it('refuses forced dice the action does not roll', () => {
    const s = start();
    expect(refusal(() => applyAction(skirmish, s, 'red', { type: 'attack', spear: false }, [3])).code).toBe('bad-dice');
    const attacked = applyAction(skirmish, s, 'red', { type: 'attack', spear: false }).state;
    expect(refusal(() => applyAction(skirmish, attacked, 'blue', { type: 'take' }, [7])).code).toBe('bad-dice');
  });

  it("hides each hand, the deck order and the generator from the other seat's view", () => {
    const s = start();
    const red = skirmish.view(s, 'red');
    const blue = skirmish.view(s, 'blue');
    expect(red.hand).toEqual(['spear', 'shield']);
    expect(blue.hand).toEqual(['shield']);
    expect(red.handSizes).toEqual({ red: 2, blue: 1 });
    expect(JSON.stringify(red)).not.toContain('rng');
    expect(red).not.toHaveProperty('deck');
    expect(red.deckSize).toBe(3);
    expect(() => checkContract(skirmish, s)).not.toThrow();
  });

  it('shows a drawn card only to the drawer', () => {
    const r = applyAction(skirmish, start(), 'red', { type: 'end-turn' });
    const own = r.events.find((e) => e.key === 'draw.own');
    expect(own).toMatchObject({ params: { card: 'spear' }, visibleTo: ['red'] });
    expect(r.events.find((e) => e.key === 'draw.other')?.visibleTo).toBeUndefined();
  });
});

describe('game records, replay and undo', () => {
  function play(actions: { seat: string; action: JsonValue; dice?: (number | string)[] }[]): GameRecord {
    let rec = newRecord(skirmish, { position: duel, seed: 1 });
    let s = start();
    for (const a of actions) {
      s = applyAction(skirmish, s, a.seat, a.action, a.dice ?? []).state;
      rec = appendAction(rec, a.dice ? { seat: a.seat, action: a.action, dice: a.dice } : { seat: a.seat, action: a.action }, s);
    }
    return rec;
  }

  it('replays a record to the identical state, forced dice included', () => {
    const rec = play([
      { seat: 'red', action: { type: 'move', to: { row: 3, col: 5 } } },
      { seat: 'red', action: { type: 'end-turn' } },
      { seat: 'blue', action: { type: 'attack', spear: false } },
      { seat: 'red', action: { type: 'take' }, dice: [6] },
    ]);
    const a = replay(skirmish, rec);
    const b = replay(skirmish, parseRecord(JSON.parse(JSON.stringify(rec))));
    expect(stateHash(a.state)).toBe(stateHash(b.state));
    expect(stateHash(a.state)).toBe(rec.stateHash);
    expect(a.state.champions.red.hp).toBe(1);
  });

  it('refuses a corrupt or edited record', () => {
    const rec = play([{ seat: 'red', action: { type: 'move', to: { row: 3, col: 5 } } }]);
    expect(refusal(() => parseRecord({ ...rec, format: 'other' })).code).toBe('bad-record');
    expect(refusal(() => parseRecord({ ...rec, seed: 'x' })).code).toBe('bad-record');
    expect(refusal(() => replay(skirmish, { ...rec, stateHash: 'f00d' })).code).toBe('bad-record');
    const bad = { ...rec, stateHash: undefined, actions: [{ seat: 'blue', action: { type: 'end-turn' } }] };
    expect(refusal(() => replay(skirmish, bad)).code).toBe('bad-record');
  });

  it("undoes the deciding seat's own deterministic decisions, one at a time", () => {
    const rec = play([
      { seat: 'red', action: { type: 'move', to: { row: 3, col: 5 } } },
      { seat: 'red', action: { type: 'move', to: { row: 3, col: 6 } } },
    ]);
    expect(undoableCount(skirmish, replay(skirmish, rec))).toBe(2);
    const once = undo(skirmish, rec, 'red');
    expect(once.actions).toHaveLength(1);
    expect(replay(skirmish, once).state.champions.red.hex).toEqual({ row: 3, col: 5 });
    expect(rec.actions).toHaveLength(2); // the input record is unchanged
  });

  it('never undoes past a die roll, a draw or a reveal, nor across to the other seat', () => {
    // end-turn drew a card (chance): blue is deciding now and red's turn is closed.
    const afterDraw = play([{ seat: 'red', action: { type: 'end-turn' } }]);
    expect(undoableCount(skirmish, replay(skirmish, afterDraw))).toBe(0);
    expect(refusal(() => undo(skirmish, afterDraw)).code).toBe('cannot-undo');
    // An attack with a Spear shows the card: no taking it back, though it rolled nothing.
    const speared = play([{ seat: 'red', action: { type: 'attack', spear: true } }]);
    expect(refusal(() => undo(skirmish, speared)).code).toBe('cannot-undo');
    // Only the seat deciding now may undo.
    const moved = play([{ seat: 'red', action: { type: 'move', to: { row: 3, col: 5 } } }]);
    expect(refusal(() => undo(skirmish, moved, 'blue')).code).toBe('cannot-undo');
  });

  it('keeps the contract over many random games, with identical replays', () => {
    let finished = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const r = randomPlayout(skirmish, { scenario: 'standard', seed }, { seed: seed * 7, maxActions: 400 });
      if (r.finished) finished++;
      expect(replay(skirmish, r.record).state).toEqual(r.state);
    }
    expect(finished).toBeGreaterThan(20);
  });

  it('rebuilds a full state from a view for search, consistent with what the seat saw', () => {
    const s = newGame(skirmish, { scenario: 'standard', seed: 11 });
    const view = skirmish.view(s, 'red');
    const guess = skirmish.determinize!(view, 'red', new Random(createRngState(5)));
    expect(skirmish.view(guess, 'red')).toEqual(view);
    expect(guess.hands.blue).toHaveLength(s.hands.blue.length);
    expect([...guess.hands.blue, ...guess.deck].sort()).toEqual([...s.hands.blue, ...s.deck].sort());
  });
});
