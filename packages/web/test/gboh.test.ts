// @vitest-environment happy-dom
import './setup-systems';
import { charts, gboh as engine, type GbohAction, type GbohState, isGbohView } from '@polemarch/gboh';
import { applyAction, type JsonValue, newGame, renderMessage } from '@polemarch/kernel';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleFor, startGame } from '../src/game/session';
import { createI18n, systemNamespace } from '../src/i18n';
import { gbohAdapter, localizeGbohMessage } from '../src/systems/gboh';
import { unitDetails } from '../src/systems/gboh/inspect';
import { fireOdds, reachable, shockOdds } from '../src/systems/gboh/probe';
import { adapterFor } from '../src/systems/registry';
import { GameHarness } from './harness';
import { h, renderApp } from './helpers';

afterEach(cleanup);
// The engine answers between frames: on a loaded 2-core machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

const gboh = moduleFor('gboh');

/** Callinicum, seed 1, both sides at this screen: the Byzantines decide first (Elite Orders Phase). */
function mount(lang: 'en' | 'it' = 'en') {
  const probe = { game: startGame(gboh, { scenario: 'callinicum', seed: 1 }, { byzantines: 'here', persians: 'here' }) };
  const r = renderApp(h(GameHarness, { initial: probe.game, probe }), lang);
  return { ...r, probe };
}

const state = (probe: { game: { state: unknown } }) => probe.game.state as GbohState;
const prompt = () => within(screen.getByTestId('prompt'));
const counter = (id: string) => document.querySelector(`g.gboh-counter[data-unit="${id}"]`) as HTMLElement;
const offered = (hex: string) => document.querySelector(`g.gboh-hl.actionable[data-hex="${hex}"]`) as HTMLElement | null;

/** Decline the Elite Orders Phase and activate Arethas (5.1), by the prompt's buttons. */
async function activateArethas(probe: { game: { record: { actions: unknown[] } } }) {
  fireEvent.click(prompt().getByRole('button', { name: 'Decline' }));
  await waitFor(() => expect(probe.game.record.actions).toHaveLength(1));
  fireEvent.click(prompt().getByRole('button', { name: 'Activate Arethas' }));
  await waitFor(() => expect(probe.game.record.actions).toHaveLength(2));
}

describe('the GBoH adapter', () => {
  it('is registered for gboh', () => {
    expect(adapterFor('gboh')).toBe(gbohAdapter);
  });

  it('draws Callinicum from the engine’s view: terrain, every counter with its values, leaders, the rout track', () => {
    const { probe } = mount();
    const s = state(probe);
    const onMap = Object.values(s.units).filter((u) => u.hex !== null).length;
    expect(document.querySelectorAll('g.gboh-counter')).toHaveLength(onMap);
    // M.1: the Euphrates along row 02 is river terrain; the map has every hex of 1302–3123 not off the map.
    expect(document.querySelector('path.gboh-hexes.t-water')).not.toBeNull();
    expect(document.querySelector('g.gboh-terrain')!.getAttribute('data-hexes')).toBe('418');
    // The counter's values are the battle file's (read from the engine's static data, which another engineer may revise).
    const su = s.static.units['byz-isaur-1']!;
    const isaur = counter('byz-isaur-1');
    expect(isaur.getAttribute('aria-label')).toBe(`Byzantines MI Isaurian 1: Medium Infantry, size ${su.size}, TQ ${su.tq}, MA ${su.ma}, javelins, facing E, hex 1704`);
    expect(isaur.querySelector('.c-type')?.textContent).toBe('MI');
    expect(isaur.querySelector('.c-missile')?.textContent).toBe('J');
    expect(isaur.querySelector('.c-stats')?.textContent).toBe(`${su.tq} · ${su.size} · ${su.ma}`);
    // The disc's visible text first (WCAG 2.5.3 Label in Name), then the full label.
    expect(document.querySelector('g.gboh-leader[data-leader="belisarius"]')?.getAttribute('aria-label')).toBe(
      'Belisari 6·2·3, Byzantines leader Belisarius (Overall Commander): Initiative 6, Line Command 2, Charisma 3, range 6, Inactive, hex 1413',
    );
    expect(screen.getByRole('meter', { name: 'Byzantines: 0 Rout Points of 60 (Withdrawal Level)' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Persians: 0 Rout Points of 75 (Withdrawal Level)' })).toBeTruthy();
    expect(screen.getByTestId('gboh-phase').textContent).toBe('Game Turn 1 · Elite Orders Phase');
    expect(prompt().getByRole('button', { name: 'Elite Orders Phase for Belisarius' })).toBeTruthy();
  });

  it('selecting a unit shows the hexes it can reach with their MP cost; a click there moves it through the engine', async () => {
    const { probe } = mount();
    await activateArethas(probe);
    expect(screen.getByTestId('gboh-active-leader').textContent).toContain('Arethas (Byzantines), activated, Orders Phase 1');
    fireEvent.click(counter('byz-sar-1'));
    // 6.1: MA 5, facing E (vertex 1): the front hexes 1818 and 1819 cost 1 MP; 1919 is two steps away.
    // The nearest hexes come with the click; the search goes on between frames and adds the farther ones.
    expect(offered('1818')?.getAttribute('aria-label')).toBe('Move MI Saracen 1 to 1818 (1 MP)');
    await waitFor(() => expect(offered('1919')?.getAttribute('aria-label')).toBe('Move MI Saracen 1 to 1919 (2 MP)'));
    // 6.65: a hex held by a friendly unit may be passed through, never ended in: not offered.
    await waitFor(() => expect(document.querySelectorAll('g.gboh-hl.actionable').length).toBe(reachable(gboh.view(probe.game.state, 'byzantines') as never, 'byzantines', 'byz-sar-1').size));
    expect(offered('1719')).toBeNull();
    expect(within(offered('1919')!).getByText('2 MP')).toBeTruthy();
    fireEvent.click(offered('1919')!);
    // The order and each step are the engine's own actions, issued one at a time while they stay legal.
    await waitFor(() => expect(state(probe).units['byz-sar-1']!.hex).toBe('1919'));
    const after = probe.game.record.actions.slice(2).map((a) => a.action);
    expect(after[0]).toEqual({ type: 'move', unit: 'byz-sar-1' });
    expect(after.slice(1).every((a) => (a as { type: string }).type === 'step' || (a as { type: string }).type === 'face')).toBe(true);
    expect((after[after.length - 1] as { to?: string }).to).toBe('1919');
    expect(state(probe).move?.mpLeft).toBe(3);
    expect(screen.getByRole('log').textContent).toContain('MI Saracen 1 moves 1819 → 1919');
  });

  it('a moving unit turns by its facing arrows, and the prompt ends its move and the orders in words', async () => {
    const { probe } = mount();
    await activateArethas(probe);
    fireEvent.click(counter('byz-sar-1'));
    fireEvent.click(offered('1818')!);
    await waitFor(() => expect(state(probe).units['byz-sar-1']!.hex).toBe('1818'));
    // 7.12: one vertex at a time, each 1 MP.
    const arrows = [...document.querySelectorAll('g.mode-vertex g.facing-option[role="button"]')];
    expect(arrows.map((b) => b.getAttribute('aria-label')).sort()).toEqual(['Face NNE', 'Face SSE']);
    // 6.43: entering Column turns the unit 30° to a hexside either side of its vertex: handles on the hexsides.
    const column = [...document.querySelectorAll('g.mode-hexside g.facing-option[role="button"]')];
    expect(column.map((b) => b.getAttribute('aria-label')).sort()).toEqual(['Change formation, facing NE', 'Change formation, facing SE']);
    fireEvent.keyDown(arrows.find((b) => b.getAttribute('aria-label') === 'Face SSE')!, { key: 'Enter' });
    await waitFor(() => expect(state(probe).units['byz-sar-1']!.facing).toBe(2));
    // The decisions that have no place on the map stay in sight above the (long) option list.
    const general = within(screen.getByRole('group', { name: 'Decisions' }));
    fireEvent.click(general.getByRole('button', { name: 'End the move' }));
    await waitFor(() => expect(state(probe).move).toBeNull());
    fireEvent.click(general.getByRole('button', { name: 'End orders' }));
    await waitFor(() => expect(probe.game.record.actions.at(-1)?.action).toEqual({ type: 'end-orders' }));
  });

  it('inspecting a counter shows its full details', () => {
    const details: unknown[] = [];
    const game = startGame(gboh, { scenario: 'callinicum', seed: 1 }, { byzantines: 'here', persians: 'here' });
    const t = createI18n('en').getFixedT('en', systemNamespace('gboh'));
    const Board = gbohAdapter.Board!;
    renderApp(h(Board, { module: gboh, view: gboh.view(game.state, 'byzantines'), viewer: 'byzantines', pending: null, legal: [], onAction: () => undefined, onInspect: (d: unknown) => details.push(d), t, lang: 'en' }));
    fireEvent.mouseEnter(counter('byz-isaur-1'));
    expect(details.at(-1)).toMatchObject({ title: 'Byzantines · MI Isaurian 1', lines: expect.arrayContaining([{ label: 'Missiles', value: 'javelins (J) · full' }]) });
  });

  it('speaks Italian and names the engine’s raw ids in log lines from the view’s names table', () => {
    const { probe } = mount('it');
    expect(prompt().getByRole('button', { name: 'Rinuncia' })).toBeTruthy();
    expect(screen.getByTestId('gboh-phase').textContent).toBe('Turno di Gioco 1 · Fase degli Ordini d’Élite');
    const it = createI18n('it').getFixedT('it', systemNamespace('gboh'));
    const view = gboh.view(state(probe), 'persians');
    expect(localizeGbohMessage({ key: 'move.face', params: { unit: 'byz-sar-1', facing: 4 } }, it, view).params).toEqual({ unit: 'MI Saracen 1', facing: 'O' });
    expect(localizeGbohMessage({ key: 'dara.gate', params: { side: 'persians', reduction: 5 } }, it, view).params).toEqual({ side: 'Persiani', reduction: 5 });
    // No global table: without a GBoH view the ids stay ids.
    expect(localizeGbohMessage({ key: 'move.face', params: { unit: 'byz-sar-1', facing: 4 } }, it, null).params).toEqual({ unit: 'byz-sar-1', facing: 'O' });
  });

  it('names every unit of a Shield Wall (11.72) and the Mongols’ withdrawal (DH 12.2, 12.22) in words: lines the log-lines run over whole games found with ids', () => {
    const { probe } = mount('en');
    const view = gboh.view(state(probe), 'persians');
    for (const lang of ['en', 'it'] as const) {
      const t = createI18n(lang).getFixedT(lang, systemNamespace('gboh'));
      const line = (m: { key: string; params: Record<string, string> }) => renderMessage(gboh, localizeGbohMessage(m, t, view), lang);
      expect(line({ key: 'shieldWall.formed', params: { unit: 'byz-sar-1', line: 'byz-sar-1,byz-isaur-1' } })).toBe(lang === 'en' ? 'Shield Wall: MI Saracen 1, MI Isaurian 1' : 'Muro di Scudi: MI Saracen 1, MI Isaurian 1');
      expect(line({ key: 'game.over', params: { winner: 'persians', reason: 'mongols give up the Dismounted Defense and withdraw (12.22)' } })).toBe(lang === 'en' ? 'Game over: Persians (the Mongols give up the Dismounted Defense and withdraw)' : 'Fine della partita: Persiani (i Mongoli abbandonano la Difesa Appiedata e si ritirano)');
      expect(line({ key: 'game.over', params: { winner: 'persians', reason: 'mongols withdraw (12.2)' } })).toBe(lang === 'en' ? 'Game over: Persians (the Mongols withdraw)' : 'Fine della partita: Persiani (si ritirano i Mongoli)');
    }
  });
});

/** A small battle position for the odds (the engine's scenario format; a clear map, no lines). */
const P = { source: 'provisional' as const };
function position(units: Record<string, unknown>[], leaderHex: string): JsonValue {
  return {
    id: 'web-odds',
    name: 'Odds position',
    map: { name: 'test', extent: { minCol: 5, maxCol: 16, minRow: 1, maxRow: 14 }, hexes: {}, hexsides: {}, provenance: P },
    sides: [
      { id: 'byzantines', name: 'Byzantines', retreatEdge: { kind: 'edge', edge: 'west' }, withdrawalLevel: 60, discipline: 'disciplined', defaultFacing: 1, provenance: P },
      { id: 'persians', name: 'Persians', retreatEdge: { kind: 'edge', edge: 'east' }, withdrawalLevel: 75, discipline: 'disciplined', defaultFacing: 4, provenance: P },
    ],
    leaders: [{ id: 'oc', name: 'OC', side: 'byzantines', rank: 'OC', initiative: 6, lineCommand: 1, commandRange: 8, strategy: 3, charisma: 0, personalCombat: 4, hex: leaderHex, provenance: P }],
    units: units.map((u) => ({ name: String(u['id']), size: 5, tq: 6, ma: 6, nationality: 'X', ...u })),
    lines: [],
    specialRules: [],
  } as unknown as JsonValue;
}
const play = (s: GbohState, action: GbohAction, dice: number[] = []) => applyAction(gboh, s as never, gboh.pending(s as never)!.seat, action as JsonValue, dice).state as unknown as GbohState;
const en = () => createI18n('en').getFixedT('en', systemNamespace('gboh'));

describe('odds before committing, from the engine and its charts', () => {
  const fireAt = (target: Record<string, unknown>) => {
    let s = newGame(gboh, { position: position([{ id: 'f', side: 'byzantines', type: 'HC', class: 'Cat', missile: 'C', hex: '0805', facing: { vertex: 1 } }, { id: 't', side: 'persians', type: 'HC', tq: 7, hex: '1106', facing: { vertex: 4 }, ...target }], '0705'), seed: 1 }) as unknown as GbohState;
    s = play(s, { type: 'activate', leader: 'oc' });
    return { view: gboh.view(s as never, 'byzantines') as never, action: { type: 'fire', unit: 'f', target: 't' } as GbohAction };
  };

  it('8.15: a cavalry composite bow at range 3 (strength 4) hits on 0–4: 50%, 0.5 hits expected; an unmodified 9 leaves it Missile Low (8.17)', () => {
    const { view, action } = fireAt({});
    const o = fireOdds(view, 'byzantines', action)!;
    expect(o).toMatchObject({ strength: 4, cell: 'C_cav range 3', modifiers: [], expected: 0.5 });
    expect(o.hits.map((p) => Math.round(p * 10))).toEqual([5, 5]);
    expect(o.supplyDrop).toBeCloseTo(0.1);
    const card = gbohAdapter.odds!(action as JsonValue, { view, t: en(), viewer: 'byzantines' })!;
    expect(card.title).toBe('Missile fire: f at t');
    expect(card.items).toEqual([
      { label: 'Missile chart', value: 'C_cav range 3: hits on 4 or less' },
      { label: 'No hit', value: '50%' },
      { label: '1 hit(s)', value: '50%' },
      { label: 'Expected hits', value: '0.50' },
      { label: 'Chance of Missile Low / No', value: '10%' },
    ]);
    expect(gbohAdapter.hasOdds!(action as JsonValue)).toBe(true);
  });

  it('8.15: +1 against HI: hits on 0–3 only', () => {
    const { view, action } = fireAt({ type: 'HI' });
    const o = fireOdds(view, 'byzantines', action)!;
    expect(o.modifiers).toEqual([{ label: 'mod.targetHI', value: 1 }]);
    expect(o.expected).toBeCloseTo(0.4);
  });

  it('9.16 DER-2: MI attacking HC Cat — column 7, Defense Superiority triples the attacker’s hits, every roll from the CRT', () => {
    let s = newGame(gboh, { position: position([{ id: 'att', side: 'byzantines', type: 'MI', size: 5, tq: 9, hex: '1005', facing: { vertex: 1 } }, { id: 'def', side: 'persians', type: 'HC', class: 'Cat', size: 5, tq: 9, hex: '1105', facing: { vertex: 4 } }], '0805'), seed: 1 }) as unknown as GbohState;
    s = play(s, { type: 'activate', leader: 'oc' });
    s = play(s, { type: 'end-orders' });
    s = play(s, { type: 'no-check', unit: 'att' });
    const view = gboh.view(s as never, 'byzantines') as never;
    const action: GbohAction = { type: 'combat', attacker: 'att' };
    expect(gboh.legal(s as never, 'byzantines')).toContainEqual(action);
    const o = shockOdds(view, 'byzantines', action)!;
    expect(o).toMatchObject({ attacker: 'att', defender: 'def', aspect: 'front', column: 7, superiority: 'DS' });
    // The chart, read independently: column 7, rows 0–9, the attacker's hits ×3 (9.16 DS).
    const expected = new Map<string, number>();
    for (let d = 0; d <= 9; d++) {
      const [a, h] = charts.crtCell(charts.SHOCK_CRT, 7, d);
      expected.set(`${a * 3}/${h}`, (expected.get(`${a * 3}/${h}`) ?? 0) + 1);
    }
    expect(new Map(o.results.map((r) => [`${r.attacker}/${r.defender}`, Math.round(r.p * 10)]))).toEqual(expected);
    const card = gbohAdapter.odds!(action as JsonValue, { view, t: en(), viewer: 'byzantines' })!;
    expect(card.title).toBe('Shock: att against def');
    expect(card.items[0]).toEqual({ label: 'Column', value: `7 (clash ${o.base}, size ${o.sdr === 0 ? '0' : o.sdr}, terrain 0; front)` });
    expect(card.items[1]).toEqual({ label: 'Superiority', value: 'Defense Superiority' });
    // The defender's hex is offered as the target of the attack on the map, with its column.
    const Board = gbohAdapter.Board!;
    const picked: unknown[] = [];
    renderApp(h(Board, { module: gboh, view, viewer: 'byzantines', pending: gboh.pending(s as never), legal: gboh.legal(s as never, 'byzantines'), onAction: (a: unknown) => picked.push(a), onInspect: () => undefined, t: en(), lang: 'en' }));
    fireEvent.click(counter('att'));
    const target = offered('1105')!;
    expect(target.getAttribute('aria-label')).toBe('att attacks def');
    expect(within(target).getByText('Column 7')).toBeTruthy();
    fireEvent.click(target);
    expect(picked).toEqual([action]);
  });
});

describe('every battle and a seeded random game, through the adapter', () => {
  const t = () => createI18n('en').getFixedT('en', systemNamespace('gboh'));
  /** No label shows an engine id where the piece has a name (hex numbers are the map's own words). */
  const rawIds = (label: string, s: GbohState) => [...Object.keys(s.static.units), ...Object.keys(s.static.leaders)].filter((id) => /[a-z]-/.test(id) && label.includes(id));

  it('draws each of the seven battles from the deciding seat’s view, and labels every first decision in words', () => {
    const Board = gbohAdapter.Board!;
    const Panel = gbohAdapter.Panel!;
    const playable = gboh.scenarios().filter((sc) => sc.status === 'playable');
    expect(playable.length).toBeGreaterThanOrEqual(7);
    for (const sc of playable) {
      const s = newGame(gboh, { scenario: sc.id, seed: 1 }) as unknown as GbohState;
      const p = gboh.pending(s as never)!;
      const view = gboh.view(s as never, p.seat);
      const legal = gboh.legal(s as never, p.seat);
      const ctx = { module: gboh, view, viewer: p.seat, pending: p, legal, onAction: () => undefined, onInspect: () => undefined, t: t(), lang: 'en' as const };
      const r = renderApp(h('div', null, h(Board, ctx), h(Panel, ctx)));
      if (!isGbohView(view)) throw new Error(`${sc.id}: not a GBoH view`);
      const shown = view.units;
      expect(document.querySelectorAll('g.gboh-counter').length, sc.id).toBe(Object.values(shown).filter((u) => u.hex !== null && u.status !== 'eliminated').length);
      expect(screen.getAllByRole('meter').length, sc.id).toBe(2);
      for (const a of legal) {
        const label = gbohAdapter.actionLabel(a, { view, t: t(), module: gboh, lang: 'en' });
        expect(label.length, JSON.stringify(a)).toBeGreaterThan(0);
        expect(rawIds(label, s), label).toEqual([]);
      }
      r.unmount();
    }
  });

  it('a seeded random game of Callinicum: up to 300 decisions, each labelled in words, the odds of fire and Shock worked out', () => {
    let seed = 3;
    const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 0x100000000);
    let s = newGame(gboh, { scenario: 'callinicum', seed: 3 }) as unknown as GbohState;
    let odds = 0;
    for (let i = 0; i < 300 && odds === 0; i++) {
      const p = gboh.pending(s as never);
      if (!p) break;
      const view = gboh.view(s as never, p.seat);
      const legal = gboh.legal(s as never, p.seat);
      for (const a of legal.slice(0, 30)) {
        const label = gbohAdapter.actionLabel(a, { view, t: t(), module: gboh, lang: 'en' });
        expect(rawIds(label, s), label).toEqual([]);
      }
      for (const a of legal.filter((x) => gbohAdapter.hasOdds!(x)).slice(0, 2)) {
        const o = gbohAdapter.odds!(a, { view, t: t(), viewer: p.seat });
        if (o) odds++;
      }
      s = applyAction(gboh, s as never, p.seat, legal[Math.floor(rnd() * legal.length)]!).state as unknown as GbohState;
    }
    // Some fire or Shock came up and had its odds (a game where none did would prove nothing here).
    expect(odds).toBeGreaterThan(0);
  });
});

describe('hot-seat and secrets', () => {
  const hides = (scenario: string, seat: string) => {
    const s = newGame(gboh, { scenario, seed: 1 });
    const flag = gbohAdapter.hiddenInformation;
    return typeof flag === 'function' ? flag(gboh.view(s, seat)) : flag;
  };
  it('covers the screen between two people only while a secret deployment is unrevealed (Dara, M.4)', () => {
    expect(hides('dara', 'byzantines')).toBe(true);
    expect(hides('dara', 'persians')).toBe(true);
    expect(hides('callinicum', 'byzantines')).toBe(false);
  });
});

const dhT = () => createI18n('en').getFixedT('en', systemNamespace('gboh'));

/** A DH battle, seed 1, past its set-up decisions (each answered with its first offer): the first real decision. */
function pastSetup(scenario: string): GbohState {
  let s = newGame(gboh, { scenario, seed: 1 }) as unknown as GbohState;
  for (let p = gboh.pending(s as never); p !== null && p.kind === 'battle-setup'; p = gboh.pending(s as never)) {
    s = applyAction(gboh, s as never, p.seat, gboh.legal(s as never, p.seat)[0]!).state as unknown as GbohState;
  }
  return s;
}

/** The GBoH board alone, drawn for the deciding seat of `s`. */
function drawBoard(s: GbohState) {
  const p = gboh.pending(s as never)!;
  const view = gboh.view(s as never, p.seat);
  const ctx = { module: gboh, view, viewer: p.seat, pending: p, legal: gboh.legal(s as never, p.seat), onAction: () => undefined, onInspect: () => undefined, t: dhT(), lang: 'en' as const };
  return renderApp(h('div', null, h(gbohAdapter.Board!, ctx)));
}

describe("the Devil's Horsemen's markers on the board (issue 13: standards, engagement, disorder, feigned retreat)", () => {
  const t = dhT;
  /** Ayn Jalut, seed 1, past its set-up decisions (the owners place their Standards, DH 11.31): the first real decision. */
  const ready = (): GbohState => pastSetup('ayn-jalut');
  const draw = drawBoard;

  it("draws each placed Standard as a flag in its hex, named in words (DH 11.31: Ketbugha's and Qutuz's)", () => {
    const s = ready();
    const placed = Object.values((s.battle['dh.standards'] as { standards: { leader: string; status: string; hex: string | null }[] }).standards).filter((x) => x.status === 'placed');
    expect(placed.length).toBeGreaterThan(0);
    draw(s);
    const flags = [...document.querySelectorAll('g.gboh-standard')];
    expect(flags).toHaveLength(placed.length);
    const first = placed[0]!;
    const flag = document.querySelector(`g.gboh-standard[data-standard="${first.leader}"]`)!;
    expect(flag.getAttribute('aria-label')).toBe(`Standard of ${s.static.leaders[first.leader]!.name} (${flag.getAttribute('aria-label')!.match(/\((.+)\)/)![1]}), hex ${first.hex}`);
    expect(flag.getAttribute('aria-label')).not.toMatch(/[a-z]+-[a-z]/);
  });

  it('marks a Disordered and an Engaged unit on its counter and in its label and inspector', () => {
    const s = ready();
    const [a, b] = Object.keys(s.units).filter((id) => s.units[id]!.hex !== null && s.units[id]!.status === 'normal');
    s.units[a!]!.disordered = true;
    s.units[b!]!.engaged = true;
    draw(s);
    const ca = document.querySelector(`g.gboh-counter[data-unit="${a}"]`)!;
    const cb = document.querySelector(`g.gboh-counter[data-unit="${b}"]`)!;
    expect(ca.querySelector('.marker-disordered text')?.textContent).toBe('D');
    expect(ca.querySelector('.marker-engaged')).toBeNull();
    expect(ca.getAttribute('aria-label')).toContain(', Disordered');
    expect(cb.querySelector('.marker-engaged text')?.textContent).toBe('E');
    expect(cb.getAttribute('aria-label')).toContain(', Engaged');
    const p = gboh.pending(s as never)!;
    const view = gboh.view(s as never, p.seat);
    if (!isGbohView(view)) throw new Error('not a GBoH view');
    const markers = unitDetails(view, a!, t()).lines.find((l) => l.label === 'Markers')!;
    expect(markers.value).toContain('Disordered (DH 11.6');
  });

  it('marks the unit making a Feigned Retreat while the enemy decides its pursuit (6.7)', () => {
    const s = ready();
    const id = Object.keys(s.units).find((x) => s.units[x]!.hex !== null)!;
    s.feigned = { unit: id, mover: id, seat: s.static.sides[0].id, path: [s.units[id]!.hex!] };
    draw(s);
    const c = document.querySelector(`g.gboh-counter[data-unit="${id}"]`)!;
    expect(c.querySelector('.marker-feigning text')?.textContent).toBe('FR');
    expect(c.getAttribute('aria-label')).toContain('making a Feigned Retreat');
  });

  it("gives the odds of DH fire (DH 10.1–10.2: the chart row, range and Direct or Arc mode) and DH Shock from the engine, over a seeded random Ayn Jalut", () => {
    let seed = 5;
    const rnd = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 0x100000000);
    // Game seed 7: since DH 5.44 Skips leaders of equal Initiative (ruling DH-TRUMP-1) seed 3's random game has no Shock
    // within 4,000 actions; seed 7's has both fires (751) and Shocks.
    let s = newGame(engine, { scenario: 'ayn-jalut', seed: 7 });
    const tally = { fires: 0, fireOdds: 0, shocks: 0, shockOdds: 0 };
    const cells = new Set<string>();
    for (let i = 0; i < 4000; i++) {
      const p = engine.pending(s);
      if (p === null) break;
      const legal = engine.legal(s, p.seat);
      const view = engine.view(s, p.seat);
      for (const a of legal.slice(0, 40)) {
        if (a.type === 'fire' || a.type === 'react-fire') {
          tally.fires++;
          const o = fireOdds(view, p.seat, a);
          if (o !== null && Math.abs(o.hits.reduce((x, y) => x + y, 0) - 1) < 1e-9) tally.fireOdds++;
          if (o?.cell) cells.add(o.cell);
        }
        if (a.type === 'combat' || a.type === 'choose') {
          tally.shocks++;
          if (shockOdds(view, p.seat, a) !== null) tally.shockOdds++;
        }
      }
      s = applyAction(engine, s, p.seat, legal[Math.floor(rnd() * legal.length)]!).state;
    }
    expect(tally.fires).toBeGreaterThan(100);
    expect(tally.fireOdds).toBe(tally.fires);
    expect(tally.shocks).toBeGreaterThan(0);
    expect(tally.shockOdds).toBe(tally.shocks);
    // DH 10.1's rows (composite bow mounted / on foot) and 10.2's mode, as the engine's log names the cell.
    expect([...cells].every((c) => /^C_(cav|inf) range \d \((direct|arc)\)$/.test(c)), [...cells].join('; ')).toBe(true);
  }, 120_000);
});

describe('Liegnitz 3.4 on the board: the Mongol artillery and its Smoke', () => {
  const ready = (): GbohState => pastSetup('liegnitz');
  const draw = drawBoard;

  it('draws each artillery piece in its hex and each Smoke marker, named in words', () => {
    const s = ready();
    (s.battle['liegnitz.artillery'] as { smoke: { hex: string; age: number }[] }).smoke.push({ hex: '2010', age: 1 });
    draw(s);
    const pieces = [...document.querySelectorAll('g.gboh-hex-marker.piece')];
    expect(pieces.map((g) => g.getAttribute('aria-label'))).toEqual(['Mongol rocket artillery 1, hex 1209 (Liegnitz 3.4)', 'Mongol rocket artillery 2, hex 1215 (Liegnitz 3.4)']);
    expect(pieces[0]!.querySelector('text')?.textContent).toBe('ART');
    const smoke = document.querySelector('g.gboh-hex-marker.cloud')!;
    expect(smoke.classList.contains('second-turn')).toBe(true);
    expect(smoke.getAttribute('aria-label')).toMatch(/^Smoke \(second turn\), hex 2010: blocks LOS/);
  });
});
