// @vitest-environment happy-dom
import './setup-systems';
import { cleanup, screen } from '@testing-library/react';
import { gameKey, stateHash } from '@polemarch/kernel';
import { skirmish } from '@polemarch/kernel/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, CURRENT_GAME_KEY } from '../src/App';
import { inThreadComputer } from '../src/game/computer';
import { type GameSnapshot, legalOf, loadGame, pendingOf, play, startGame } from '../src/game/session';
import { SNAPSHOT_KEY, browserSnapshots, checksum, keepSnapshot, keptSteps } from '../src/game/snapshots';
import { listSlots, saveSlot } from '../src/game/saves';
import { h, renderApp } from './helpers';
import { startSkirmishAndMove } from './start-skirmish';

const module = skirmish as unknown as Parameters<typeof startGame>[0];
const SEATS = { red: 'here', blue: 'screen' } as const;

/** A Skirmish game some decisions in, through its turns (so the log's steps carry several turns). */
function played(n: number, seed = 7): GameSnapshot {
  let g = startGame(module, { scenario: 'standard', seed }, { ...SEATS });
  for (let i = 0; i < n && pendingOf(g); i++) {
    const p = pendingOf(g)!;
    const legal = legalOf(g, p.seat);
    g = play(g, p.seat, legal[(i * 7) % legal.length]!);
  }
  return g;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
  location.hash = '';
});

describe('the game kept as its state (issue 18)', () => {
  it('opens a kept game without setting the battle up or replaying it, to the same state, log and undo', () => {
    const g = played(40);
    keepSnapshot(g);
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    const setup = vi.spyOn(skirmish, 'setup');
    const legal = vi.spyOn(skirmish, 'legal');
    const opened = loadGame(JSON.parse(JSON.stringify(g.record)));
    expect(setup).not.toHaveBeenCalled();
    expect(legal).not.toHaveBeenCalled(); // no decision replayed with its checks
    const full = loadGame(JSON.parse(JSON.stringify(g.record)), undefined, false);
    expect(setup).toHaveBeenCalled();
    expect(stateHash(opened.state)).toBe(stateHash(full.state));
    expect(opened.steps).toEqual(full.steps);
    expect(opened.steps.map((s) => s.turn)).toEqual(g.steps.map((s) => s.turn));
    expect(new Set(opened.steps.map((s) => s.turn)).size).toBeGreaterThan(1);
    expect(opened.match.undoable()).toBe(full.match.undoable());
    expect(opened.seats).toEqual(SEATS);
  });

  it('replays only the decisions after the kept state, with their turns', () => {
    const g = played(30);
    keepSnapshot(g);
    const later = played(45);
    expect(later.record.actions.slice(0, 30)).toEqual(g.record.actions);
    const setup = vi.spyOn(skirmish, 'setup');
    const opened = loadGame(JSON.parse(JSON.stringify(later.record)));
    expect(setup).not.toHaveBeenCalled();
    const full = loadGame(JSON.parse(JSON.stringify(later.record)), undefined, false);
    expect(opened.steps).toEqual(full.steps);
    expect(stateHash(opened.state)).toBe(stateHash(full.state));
  });

  it('keeps one game only, and never opens another from it (another seed, another line of play)', () => {
    const g = played(20, 7);
    keepSnapshot(g);
    const other = played(20, 8);
    expect(browserSnapshots.lengths(gameKey(skirmish, other.record))).toEqual([]);
    const setup = vi.spyOn(skirmish, 'setup');
    expect(stateHash(loadGame(other.record).state)).toBe(stateHash(other.state));
    expect(setup).toHaveBeenCalled();
    keepSnapshot(other);
    expect(browserSnapshots.lengths(gameKey(skirmish, g.record))).toEqual([]);
    expect(keptSteps(gameKey(skirmish, other.record), 20)).toHaveLength(20);
  });

  it('ignores a garbled entry or log and replays the record instead', () => {
    const g = played(25);
    keepSnapshot(g);
    // The text is sealed by its checksum (the kernel does not hash a kept state again in the browser).
    const text = localStorage.getItem(SNAPSHOT_KEY)!;
    expect(text.slice(0, 9)).toBe(`${checksum(text.slice(9))}:`);
    const kept = JSON.parse(text.slice(9)) as { entry: { state: { champions: { red: { hp: number } } } }; steps: unknown[] };
    expect(kept.entry.state.champions.red.hp).not.toBe(99);
    kept.entry.state.champions.red.hp = 99;
    // Garbled: the entry changed under its old checksum.
    localStorage.setItem(SNAPSHOT_KEY, `${text.slice(0, 9)}${JSON.stringify(kept)}`);
    expect(stateHash(loadGame(g.record).state)).toBe(stateHash(g.state));
    expect((loadGame(g.record).state as unknown as typeof kept.entry.state).champions.red.hp).not.toBe(99);
    // An entry of the format before the checksum: ignored as well.
    localStorage.setItem(SNAPSHOT_KEY, text.slice(9));
    expect(browserSnapshots.lengths(gameKey(skirmish, g.record))).toEqual([]);
    keepSnapshot(g);
    const shortLog = JSON.parse(localStorage.getItem(SNAPSHOT_KEY)!.slice(9)) as { steps: unknown[] };
    shortLog.steps.pop();
    const body = JSON.stringify(shortLog);
    localStorage.setItem(SNAPSHOT_KEY, `${checksum(body)}:${body}`);
    const opened = loadGame(g.record);
    expect(opened.steps).toEqual(loadGame(g.record, undefined, false).steps);
  });

  it('a storage that refuses the entry costs nothing but the replay', () => {
    const g = played(10);
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => keepSnapshot(g)).not.toThrow();
      expect(full).toHaveBeenCalled();
    } finally {
      full.mockRestore();
    }
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('gives way to the saved games and the record when the storage is full', () => {
    const g = played(15);
    keepSnapshot(g);
    const real = localStorage.setItem.bind(localStorage);
    // A storage full while the kept state is in it.
    const full = vi.spyOn(localStorage, 'setItem').mockImplementation((key: string, value: string) => {
      if (localStorage.getItem(SNAPSHOT_KEY) !== null) throw new Error('QuotaExceededError');
      real(key, value);
    });
    try {
      expect(saveSlot('kept', g.record)).not.toBeNull();
    } finally {
      full.mockRestore();
    }
    expect(listSlots().map((s) => s.name)).toEqual(['kept']);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('the app keeps the game in progress as the page goes away, and opens it from there', async () => {
    const first = await startSkirmishAndMove();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(SNAPSHOT_KEY)).not.toBeNull();
    first.unmount();
    const setup = vi.spyOn(skirmish, 'setup');
    location.hash = '#/play';
    renderApp(h(App, { computer: inThreadComputer }));
    await screen.findByText('Red moves to row 6, column 5');
    expect(setup).not.toHaveBeenCalled();
    expect(screen.getByTestId('prompt').textContent).toContain('(1 actions left)');
    expect(JSON.parse(localStorage.getItem(CURRENT_GAME_KEY)!)).toMatchObject({ system: 'skirmish' });
  });
});
