import './setup-systems';
import { GameError, type JsonValue, stateHash } from '@polemarch/kernel';
import { skirmish } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { initialViewer, legalOf, loadGame, pendingOf, play, recordFileName, seatsFromRecord, startGame, undoable, undoLast } from '../src/game/session';

const module = skirmish as unknown as Parameters<typeof startGame>[0];
const SEATS = { red: 'here', blue: 'screen' } as const;
const fresh = () => startGame(module, { scenario: 'standard', seed: 7 }, { ...SEATS });

describe('a game goes only through the kernel', () => {
  it('starts with the engine’s first decision and a record that names its seats', () => {
    const g = fresh();
    expect(pendingOf(g)).toMatchObject({ seat: 'red', kind: 'act' });
    expect(g.record.meta).toEqual({ seats: SEATS });
    expect(g.record.stateHash).toBe(stateHash(g.state));
  });

  it('applies a legal move and keeps the turn and decision it answered', () => {
    const g = play(fresh(), 'red', { type: 'move', to: { row: 6, col: 5 } });
    expect(g.steps).toHaveLength(1);
    expect(g.steps[0]).toMatchObject({ seat: 'red', turn: 1, kind: 'act', chance: false, revealed: false });
    expect(g.steps[0]!.events[0]).toMatchObject({ key: 'move', params: { seat: 'red', row: 6, col: 5 } });
    expect(g.record.actions).toEqual([{ seat: 'red', action: { type: 'move', to: { row: 6, col: 5 } } }]);
  });

  it('refuses an illegal action and a wrong seat, changing nothing', () => {
    const g = fresh();
    expect(() => play(g, 'red', { type: 'move', to: { row: 1, col: 1 } })).toThrow(GameError);
    expect(() => play(g, 'blue', { type: 'end-turn' })).toThrow(/red's decision/);
    expect(g.steps).toHaveLength(0);
  });
});

describe('undo as far as the kernel allows', () => {
  it('takes back the deciding seat’s own moves, one at a time', () => {
    let g = play(play(fresh(), 'red', { type: 'move', to: { row: 6, col: 5 } }), 'red', { type: 'move', to: { row: 5, col: 5 } });
    expect(undoable(g)).toBe(2);
    g = undoLast(g);
    expect(g.record.actions).toHaveLength(1);
    expect(undoable(g)).toBe(1);
    expect(g.record.stateHash).toBe(stateHash(g.state));
    expect(g.seats).toEqual(SEATS);
  });

  it('never goes back past a card draw (it drew from the generator and showed a hidden card)', () => {
    const g = play(fresh(), 'red', { type: 'end-turn' });
    expect(pendingOf(g)?.seat).toBe('blue');
    expect(undoable(g)).toBe(0);
    expect(() => undoLast(g)).toThrow(/nothing to undo/);
  });
});

describe('save and load', () => {
  it('a saved record loads back to the identical state, with its log', () => {
    let g = fresh();
    for (let i = 0; i < 12; i++) {
      const p = pendingOf(g)!;
      g = play(g, p.seat, legalOf(g, p.seat)[i % legalOf(g, p.seat).length]!);
    }
    const text = JSON.stringify(g.record);
    const back = loadGame(JSON.parse(text) as JsonValue);
    expect(stateHash(back.state)).toBe(stateHash(g.state));
    expect(back.steps.map((s) => s.events)).toEqual(g.steps.map((s) => s.events));
    expect(back.steps.map((s) => [s.turn, s.kind])).toEqual(g.steps.map((s) => [s.turn, s.kind]));
    expect(back.seats).toEqual(SEATS);
  });

  it('refuses an edited record', () => {
    const g = play(fresh(), 'red', { type: 'move', to: { row: 6, col: 5 } });
    const edited = { ...g.record, actions: [{ seat: 'red', action: { type: 'move', to: { row: 6, col: 6 } } }] };
    expect(() => loadGame(edited)).toThrow(/state hash/);
    expect(() => loadGame({ format: 'polemarch-record', version: 1, system: 'nope', seed: 1, scenario: 'x' })).toThrow(/unknown system/);
    expect(() => loadGame({ hello: 'world' })).toThrow(/not a valid game record/);
  });

  it('a record that names no seats gives the first seat to the human here and the others to this screen', () => {
    const g = fresh();
    const { meta: _meta, ...bare } = g.record;
    expect(seatsFromRecord(module, bare, g.state)).toEqual({ red: 'here', blue: 'screen' });
  });

  it('names the file after the system, the battle and the time', () => {
    expect(recordFileName(fresh().record, new Date('2026-03-21T10:15:00Z'))).toBe('polemarch-skirmish-standard-2026-03-21-10-15.json');
  });
});

describe('whose eyes the screen shows first', () => {
  it('the human here, else a human at the screen, else a spectator', () => {
    expect(initialViewer({ red: 'screen', blue: 'here' })).toBe('blue');
    expect(initialViewer({ red: 'computer', blue: 'screen' })).toBe('blue');
    expect(initialViewer({ red: 'computer', blue: 'computer' })).toBeNull();
  });
});

describe('computer seats', () => {
  it('the default computer plays the default player; a named one plays the catalog player it names', async () => {
    const { computerPlayerOf, isComputer } = await import('../src/game/session');
    expect(isComputer('computer')).toBe(true);
    expect(isComputer('computer:ai:strong')).toBe(true);
    expect(isComputer('here')).toBe(false);
    expect(computerPlayerOf('computer', 'random')).toBe('random');
    expect(computerPlayerOf('computer:ai:strong', 'random')).toBe('ai:strong');
  });

  it('a saved game keeps a named computer player; an unknown seat kind falls back to a human', () => {
    const g = startGame(module, { scenario: 'standard', seed: 2 }, { red: 'here', blue: 'computer:ai:easy' });
    expect(loadGame(g.record).seats).toEqual({ red: 'here', blue: 'computer:ai:easy' });
    const odd = { ...g.record, meta: { seats: { red: 'robot', blue: 'computer:' } } };
    expect(loadGame(odd).seats).toEqual({ red: 'here', blue: 'screen' });
  });
});
