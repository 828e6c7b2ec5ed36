// @vitest-environment happy-dom
import './setup-systems';
import { describe, expect, it } from 'vitest';
import { SOUND_KEY, setSoundOn, soundOf, soundOn } from '../src/game/sound';
import { listSlots, removeSlot, saveSlot, slotRecord } from '../src/game/saves';
import { gbohRules, rulebookOrder } from '../src/systems/gboh/rules';
import { groupSteps } from '../src/components/Log';
import type { PlayedStep } from '../src/game/session';

describe('issue 16.8: sound for dice and moves', () => {
  it('rattles once per die (up to the event count), knocks for a move, is silent for nothing', () => {
    expect(soundOf([{ key: 'roll', rolls: [{ die: 'battle', value: 'flag' }, { die: 'battle', value: 'light' }] }])).toEqual({ dice: 2 });
    expect(soundOf([{ key: 'unit.moves' }])).toBe('move');
    expect(soundOf([])).toBeNull();
  });
  it('is on until turned off, and the choice is remembered', () => {
    localStorage.removeItem(SOUND_KEY);
    expect(soundOn()).toBe(true);
    setSoundOn(false);
    expect(soundOn()).toBe(false);
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    setSoundOn(true);
    expect(soundOn()).toBe(true);
  });
});

describe('issue 16.9: save slots', () => {
  const record = { format: 'polemarch-record', version: 1, system: 'skirmish', scenario: 'standard', seed: 1, actions: [] };
  it('keeps several named slots, newest first; overwrites only the slot named; removes only the one asked', () => {
    localStorage.clear();
    const a = saveSlot('Alpha', record, { now: new Date('2026-01-01T10:00:00Z') })!;
    const b = saveSlot('Beta', record, { now: new Date('2026-01-02T10:00:00Z'), notes: 'flank the elephants' })!;
    expect(listSlots().map((s) => s.name)).toEqual(['Beta', 'Alpha']);
    expect(listSlots()[0]!.notes).toBe('flank the elephants');
    saveSlot('Alpha again', record, { id: a.id, now: new Date('2026-01-03T10:00:00Z') });
    expect(listSlots().map((s) => s.name)).toEqual(['Alpha again', 'Beta']);
    removeSlot(b.id);
    expect(listSlots().map((s) => s.name)).toEqual(['Alpha again']);
  });
  it('keeps a slot whose record this engine cannot read, and says why', () => {
    localStorage.clear();
    saveSlot('Old', { format: 'something-else' });
    const [old] = listSlots();
    expect(old).toBeDefined();
    expect(slotRecord(old!)).toHaveProperty('error');
  });
});

describe('issue 16.10: GBoH rules contents in the rulebook order', () => {
  it('puts 4.23 before 4.4 and 5.12 before 5.2, the charts and battles in their places', () => {
    const ids = gbohRules.en.sections.map((s) => s.id);
    expect(ids.indexOf('4.23')).toBeLessThan(ids.indexOf('4.4'));
    expect(ids.indexOf('5.12')).toBeLessThan(ids.indexOf('5.2'));
    expect(ids.indexOf('11.8')).toBeLessThan(ids.indexOf('11.83'));
    expect(ids.indexOf('9.23')).toBeLessThan(ids.indexOf('10.0'));
    expect(rulebookOrder([{ id: 'x', title: '', body: [] }, { id: '6.3', title: '', body: [] }, { id: '6.13', title: '', body: [] }]).map((s) => s.id)).toEqual(['x', '6.13', '6.3']);
    expect(gbohRules.it.sections.map((s) => s.id)).toEqual(ids);
  });
});

describe('issue 16.4: the log grouped by action', () => {
  it('puts a run of one seat’s decisions of one kind in one turn under one heading', () => {
    const step = (seat: string, kind: string, turn: number) => ({ seat, kind, turn, action: { type: 'x' }, events: [] }) as unknown as PlayedStep;
    const groups = groupSteps([step('a', 'order', 1), step('a', 'order', 1), step('a', 'move', 1), step('b', 'order', 1), step('b', 'order', 2)]);
    expect(groups.map((g) => [g.seat, g.kind, g.steps.map((s) => s.index)])).toEqual([
      ['a', 'order', [0, 1]],
      ['a', 'move', [2]],
      ['b', 'order', [3]],
      ['b', 'order', [4]],
    ]);
  });
});

describe('issue 16.4: own choices are shown to their maker only', () => {
  it('a silent decision reads as its label for the seat that made it, and not at all for the other seat', async () => {
    const { skirmish } = await import('@polemarch/kernel/testing');
    const { startGame, play } = await import('../src/game/session');
    const { adapterFor } = await import('../src/systems/registry');
    const { systemNamespace } = await import('../src/i18n');
    const { renderApp, h } = await import('./helpers');
    const { cleanup } = await import('@testing-library/react');
    const { Log } = await import('../src/components/Log');
    const module = skirmish as unknown as Parameters<typeof startGame>[0];
    let g = startGame(module, { scenario: 'standard', seed: 4 }, { red: 'here', blue: 'screen' });
    g = play(g, 'red', { type: 'move', to: { row: 6, col: 5 } });
    // A decision that prints nothing: the step's events are emptied to make it one.
    const silent = { ...g.steps[0]!, events: [] };
    const adapter = adapterFor('skirmish');
    for (const [viewer, own] of [['red', 1], ['blue', 0]] as const) {
      const r = renderApp(h(Log, { steps: [silent], module, adapter, st: (await import('../src/i18n')).createI18n('en').getFixedT('en', systemNamespace('skirmish')), lang: 'en', viewer, view: module.view(g.state, viewer) }));
      expect(r.container.querySelectorAll('.own-choice')).toHaveLength(own);
      cleanup();
    }
  });
});
