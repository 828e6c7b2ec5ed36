// @vitest-environment happy-dom
import './setup-systems';
import { type CcaState, type CcaView, cca } from '@polemarch/cca';
import { type JsonValue, applyAction, newGame, randomChooser } from '@polemarch/kernel';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type GameSnapshot, play, startGame } from '../src/game/session';
import { createI18n, systemNamespace } from '../src/i18n';
import { ccaOdds } from '../src/systems/cca';
import { battleOdds, retreatCosts } from '../src/systems/cca/odds';
import { GameHarness } from './harness';
import { h, renderApp } from './helpers';

afterEach(cleanup);

/** The engine's hex index of (row, col). */
const H = (row: number, col: number): number => row * 16 + col;
type Unit = { side: 'top' | 'bottom'; type: string; row: number; col: number; blocks?: number };
type Pos = { units: Unit[]; terrain?: { row: number; col: number; type: string }[]; leaders?: { side: 'top' | 'bottom'; name: string; row: number; col: number }[] };

/** A small position, bottom to move with Order Two Units Center, and no First Strike anywhere in the deck. */
function position(p: Pos): JsonValue {
  return { first: 'bottom', hands: { top: [], bottom: ['order-two-units-center'] }, deck: Array<string>(10).fill('order-two-units-center'), ...p } as JsonValue;
}
function act(s: CcaState, action: JsonValue, dice: string[] = []): CcaState {
  return applyAction(cca, s, cca.pending(s)!.seat, action, dice).state;
}
const idAt = (s: CcaState, row: number, col: number): number => s.units.find((u) => u.hex === H(row, col))!.id;
/** Play the card, order the units at these hexes, skip movement: the Battle phase. */
function toBattle(p: Pos, ordered: [number, number][]): CcaState {
  let s = newGame(cca, { position: position(p), seed: 7 });
  s = act(s, { type: 'play', card: 'order-two-units-center' });
  for (const [r, c] of ordered) s = act(s, { type: 'order', unit: idAt(s, r, c) });
  return act(act(s, { type: 'done' }), { type: 'done' });
}
const oddsOf = (s: CcaState, seat: 'top' | 'bottom', action: JsonValue) => battleOdds(cca.view(s, seat) as CcaView, seat, action as never)!;

describe('C&C odds, asked of the engine', () => {
  it('§9: a battle phase with nothing to battle ends without a click (the engine’s only action, Done, goes by itself)', async () => {
    const input = { position: position({ units: [{ side: 'bottom', type: 'HI', row: 7, col: 6 }, { side: 'top', type: 'MI', row: 1, col: 6 }] }), seed: 7 };
    let game: GameSnapshot = startGame(cca, input, { top: 'computer', bottom: 'here' });
    game = play(game, 'bottom', { type: 'play', card: 'order-two-units-center' });
    game = play(game, 'bottom', { type: 'order', unit: idAt(game.state as CcaState, 7, 6) });
    game = play(play(game, 'bottom', { type: 'done' }), 'bottom', { type: 'done' });
    expect(cca.legal(game.state as CcaState, 'bottom')).toEqual([{ type: 'done' }]);
    const probe = { game };
    renderApp(h(GameHarness, { initial: game, probe }));
    await waitFor(() => expect(probe.game.record.actions.length).toBeGreaterThanOrEqual(5));
    expect(probe.game.record.actions[4]).toMatchObject({ seat: 'bottom', action: { type: 'done' } });
  });

  it('§12.2 each retreat hex shows the blocks it costs, as the engine then takes them', () => {
    // Random Akragas play to the first retreats: the preview (on the seat's view) matches the engine (on the state).
    const choose = randomChooser(5);
    let s = newGame(cca, { scenario: 'akragas', seed: 5 });
    let seen = 0;
    for (let n = 0; n < 3000 && seen < 5; n++) {
      const p = cca.pending(s);
      if (p === null) break;
      const legal = cca.legal(s, p.seat);
      const retreats = legal.filter((a) => a.type === 'retreat');
      if (retreats.length > 0) {
        const costs = retreatCosts(cca.view(s, p.seat) as CcaView, p.seat, legal);
        const blocks = (x: CcaState) => x.units.filter((u) => u.side === p.seat && u.hex >= 0).reduce((k, u) => k + u.blocks, 0);
        for (const a of retreats) expect(costs.get(a.to), `retreat to ${a.to}`).toBe(blocks(s) - blocks(applyAction(cca, s, p.seat, a).state));
        seen++;
      }
      s = applyAction(cca, s, p.seat, choose(legal)).state;
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('§11.2 the attacked unit sees the dice coming at it: Stand and fight has the attack’s own odds', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'LI', row: 4, col: 6 }] }, [[5, 6]]);
    const attack = { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) };
    const before = oddsOf(s, 'bottom', attack);
    const r = act(s, attack);
    expect(cca.pending(r)).toMatchObject({ seat: 'top', kind: 'reaction' });
    const incoming = oddsOf(r, 'top', { type: 'stand' });
    expect(incoming.dice).toBe(before.dice);
    expect(incoming.chanceOfHit).toBeCloseTo(before.chanceOfHit!, 12);
    expect(incoming.chanceToEliminate).toBeCloseTo(before.chanceToEliminate!, 12);
  });

  it('§11 Close Combat: heavy infantry (5 dice) against medium infantry scores on triangles and swords', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }] }, [[5, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) });
    expect(o).toMatchObject({ kind: 'close', dice: 5, modifiers: [], targetBlocks: 4, mayEvade: false });
    // Two faces in six hit: 1 − (2/3)^5; expected 5/3; a flag 1 − (5/6)^5; four or five hits 11/243.
    expect(o.chanceOfHit).toBeCloseTo(1 - 32 / 243, 12);
    expect(o.expectedHits).toBeCloseTo(5 / 3, 12);
    expect(o.chanceOfFlag).toBeCloseTo(1 - 3125 / 7776, 12);
    expect(o.chanceToEliminate).toBeCloseTo(11 / 243, 12);
  });

  it('§16.2 a forest caps Close Combat at 2 dice, the cap shown as a modifier', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }], terrain: [{ row: 4, col: 6, type: 'forest' }] }, [[5, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) });
    expect(o.dice).toBe(2);
    expect(o.modifiers).toEqual([{ label: { key: 'mod.terrain-cap', params: { cap: 2 } }, value: -3 }]);
    expect(o.chanceOfHit).toBeCloseTo(5 / 9, 12);
  });

  it('§11.7 an attached leader makes the leader symbol a hit too', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'MI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }], leaders: [{ side: 'bottom', name: 'Scipio', row: 5, col: 6 }] }, [[5, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) });
    expect(o.dice).toBe(4);
    expect(o.chanceOfHit).toBeCloseTo(15 / 16, 12);
    expect(o.expectedHits).toBeCloseTo(2, 12);
  });

  it('§13.1.2 light infantry may Evade medium infantry: standing, triangles and swords miss it; evading, only its green circle counts', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'MI', row: 5, col: 6 }, { side: 'top', type: 'LI', row: 4, col: 6 }] }, [[5, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) });
    expect(o.mayEvade).toBe(true);
    // Standing: the green circle and swords hit (2 of 6); evading: the green circle only.
    expect(o.chanceOfHit).toBeCloseTo(1 - 16 / 81, 12);
    expect(o.ifEvades!.chanceOfHit).toBeCloseTo(1 - 625 / 1296, 12);
    expect(o.ifEvades!.chanceToEliminate).toBeCloseTo(1 / 1296, 12);
  });

  it('§14.1 the chance that the defender’s attached leader falls: 2 helmets after losses, 1 helmet if its unit is destroyed', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'MI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }], leaders: [{ side: 'top', name: 'Hanno', row: 4, col: 6 }] }, [[5, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) });
    // 1–3 hits of 4 dice (triangles and swords, 1/3 each) then 1/36; all four, the unit is gone, then 1/6.
    expect(o.chanceLeaderFalls).toBeCloseTo((64 / 81) * (1 / 36) + (1 / 81) * (1 / 6), 12);
    const plain = toBattle({ units: [{ side: 'bottom', type: 'MI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }] }, [[5, 6]]);
    expect(oddsOf(plain, 'bottom', { type: 'attack', unit: idAt(plain, 5, 6), target: H(4, 6) }).chanceLeaderFalls).toBeNull();
  });

  it('§12.2.5 a flag that cannot be retreated is a hit: a one-block unit on its own edge falls to any triangle, sword or flag', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'MI', row: 1, col: 6 }, { side: 'top', type: 'MI', row: 0, col: 6, blocks: 1 }] }, [[1, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'attack', unit: idAt(s, 1, 6), target: H(0, 6) });
    expect(o.targetBlocks).toBe(1);
    expect(o.chanceToEliminate).toBeCloseTo(15 / 16, 12);
  });

  it('§10 Ranged Combat: light infantry that did not move throws 2 dice; only the red square hits heavy infantry', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'LI', row: 6, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 6 }] }, [[6, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'fire', unit: idAt(s, 6, 6), target: H(4, 6) });
    expect(o).toMatchObject({ kind: 'ranged', dice: 2, rule: 'cca 10.7' });
    expect(o.chanceOfHit).toBeCloseTo(11 / 36, 12);
    expect(o.expectedHits).toBeCloseTo(1 / 3, 12);
    expect(o.chanceOfFlag).toBeCloseTo(11 / 36, 12);
    expect(o.chanceToEliminate).toBe(0);
  });

  it('§14.3 against a lone leader only the leader symbol counts', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'MC', row: 5, col: 6 }], leaders: [{ side: 'top', name: 'Hanno', row: 4, col: 6 }] }, [[5, 6]]);
    const o = oddsOf(s, 'bottom', { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) });
    expect(o).toMatchObject({ kind: 'leader', dice: 3, rule: 'cca 14.3' });
    expect(o.chanceToEliminate).toBeCloseTo(1 - 125 / 216, 12);
  });

  it('§11.10 Battle Back: the defender’s dice against the attacker, for the defender deciding', () => {
    let s = toBattle({ units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }] }, [[5, 6]]);
    s = act(s, { type: 'attack', unit: idAt(s, 5, 6), target: H(4, 6) }, ['light', 'light', 'light', 'light', 'light']);
    expect(cca.pending(s)).toMatchObject({ seat: 'top', kind: 'battle-back' });
    const o = oddsOf(s, 'top', { type: 'battle-back' });
    expect(o).toMatchObject({ kind: 'battle-back', dice: 4, targetBlocks: 4 });
    expect(o.chanceOfHit).toBeCloseTo(65 / 81, 12);
    expect(o.chanceToEliminate).toBeCloseTo(1 / 81, 12);
    expect(oddsOf(s, 'top', { type: 'decline' })).toBeNull();
  });

  it('shows the odds card on an option before the player commits, with the modifiers in the engine’s words', () => {
    const input = { position: position({ units: [{ side: 'bottom', type: 'HI', row: 5, col: 6 }, { side: 'top', type: 'MI', row: 4, col: 6 }], terrain: [{ row: 4, col: 6, type: 'forest' }] }), seed: 7 };
    let game: GameSnapshot = startGame(cca, input, { top: 'computer', bottom: 'here' });
    game = play(game, 'bottom', { type: 'play', card: 'order-two-units-center' });
    game = play(game, 'bottom', { type: 'order', unit: idAt(game.state as CcaState, 5, 6) });
    game = play(play(game, 'bottom', { type: 'done' }), 'bottom', { type: 'done' });
    renderApp(h(GameHarness, { initial: game, probe: { game } }));
    const option = within(screen.getByTestId('prompt')).getByRole('button', { name: 'Heavy Infantry (row 5, column 6) attacks Medium Infantry, row 4, column 6' });
    expect(option.className).toContain('has-odds');
    fireEvent.focus(option);
    const card = screen.getByRole('note', { name: 'Close Combat: Heavy Infantry (row 5, column 6) attacks Medium Infantry, row 4, column 6' });
    expect([...card.querySelectorAll('.odds-row')].map((r) => r.textContent)).toEqual([
      'Battle dice2',
      'Chance of at least one hit55.6%',
      'Expected hits0.67',
      'Chance of at least one flag30.6%',
      'Chance to eliminate the target (4 blocks)0.0%',
    ]);
    expect(card.querySelector('.odds-note')?.textContent).toBe('Dice: terrain (max 2) −3.');
    // The target hex on the board carries the same odds in small print.
    expect(document.querySelector('.cca-target-notes .hex-note')?.textContent).toBe('2d 56%');
  });

  it('speaks Italian', () => {
    const s = toBattle({ units: [{ side: 'bottom', type: 'LI', row: 6, col: 6 }, { side: 'top', type: 'HI', row: 4, col: 6 }] }, [[6, 6]]);
    const t = createI18n('it').getFixedT('it', systemNamespace('cca'));
    const o = ccaOdds({ type: 'fire', unit: idAt(s, 6, 6), target: H(4, 6) }, cca.view(s, 'bottom') as CcaView, t, 'bottom')!;
    expect(o.title).toBe('Combattimento a distanza: Fanteria leggera (riga 6, colonna 6) tira su Fanteria pesante, riga 4, colonna 6');
    expect(o.items[1]).toEqual({ label: 'Probabilità di almeno un colpo', value: '30.6%' });
  });
});
