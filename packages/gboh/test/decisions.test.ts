import { advance, type BaseState, type GameModule, type JsonValue, newGame, randomChooser } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import { decisionTable, machine } from '../src/engine';

/**
 * The sequence of play as decisions as data: every `pending` kind of random play has its entry in the decision
 * table, with the rule string the engine has always cited for it, and the open-decision stack ends with the
 * decision asked now.
 */

const m = gboh as unknown as GameModule<BaseState, JsonValue, JsonValue>;

/** Every decision kind and the rule strings it may cite (as before the table). */
const RULES: Record<string, readonly string[]> = {
  'reinforcement-entry': ['gboh scenario'],
  'battle-setup': ['dh 11.32'],
  'impetuosity-charge': ['dh 8.36'], // DH 8.36, new in DH (no Cataphract section)
  'impetuosity-retreat': ['dh 8.36'], // DH 11.32: a Standard placed "anywhere" at set-up (DH-only: cited as DH's own)
  'rout-path': ['gboh 10.21', 'gboh 10.22'],
  'orderly-withdrawal-offer': ['gboh 6.51'],
  'reaction-facing': ['gboh 7.14'],
  'entry-reaction-fire': ['gboh 8.21', 'gboh 8.33'],
  'retire-reaction-fire': ['gboh 8.22'],
  'return-fire': ['gboh 8.23'],
  'leader-withdrawal': ['gboh 4.62'],
  'leader-placement': ['gboh 4.62'], // DH 4.42 (the DH edition cites it as dh 4.42)
  'must-check': ['gboh 7.32'],
  'shield-wall': ['gboh 11.71'],
  impetuosity: ['gboh 8.34'],
  'cheiroballistra-fire': ['gboh 11.66'],
  'feigned-retreat-offer': ['gboh 6.72'],
  'feigned-retreat-attack': ['gboh 6.73'],
  'column-revert': ['gboh 6.46'],
  'feigned-retreat': ['gboh 6.73'],
  'orderly-withdrawal': ['gboh 6.51'],
  'shock-designation': ['gboh 9.11'],
  'shock-combats': ['gboh 9.12'],
  'choose-attacker': ['gboh 9.15'],
  'choose-defender': ['gboh 9.15'],
  'odd-hits': ['gboh 10.13'],
  advance: ['gboh 9.23'],
  'advance-facing': ['gboh 9.22'],
  'champion-challenge': ['gboh 11.8'],
  'champion-cancel': ['gboh 11.8'],
  'withdrawal-reaction': ['dh.withdrawalReaction'],
  'dismounted-placement': ['dh 12.21'],
  'elite-orders': ['gboh 5.51'],
  activate: ['gboh 5.12'],
  'trump-the-trump': ['gboh 5.42'],
  orders: ['gboh 5.2'],
  move: ['gboh 6.3'],
  'rout-order': ['gboh 10.22'],
  momentum: ['gboh 5.3'],
  'trump-the-momentum': ['gboh 5.42'],
};

const BATTLES = ['utus-river', 'catalaunian-fields', 'dara', 'callinicum', 'tricameron', 'taginae', 'casilinum'];

describe('decisions as data (M.2)', () => {
  it('has one table entry for every decision kind', () => {
    expect(Object.keys(decisionTable).sort()).toEqual(Object.keys(RULES).sort());
  });

  it('gives every pending kind of random play on the seven battles its table entry and its rule', () => {
    const seen = new Set<string>();
    let stacked = 0;
    for (const [i, scenario] of BATTLES.entries()) {
      const choose = randomChooser(7919 * (i + 1));
      let s = newGame(m, { scenario, seed: i + 1 });
      for (let n = 0; n < 200; n++) {
        const p = m.pending(s);
        if (p === null) break;
        const g = s as unknown as GbohState;
        const d = machine.current(g)!;
        const spec = machine.spec(d.kind);
        expect(d.kind, `${scenario} #${n}`).toBe(p.kind);
        expect(RULES[p.kind], `${scenario} #${n}: ${p.kind}`).toContain(p.rule);
        expect(typeof spec.rule === 'function' ? spec.rule(g, d.context) : spec.rule).toBe(p.rule);
        // The open-decision stack: outermost first, the decision asked now last, every kind in the table.
        const open = machine.open(g);
        expect(open[open.length - 1]).toEqual(d);
        for (const o of open) expect(Object.keys(RULES)).toContain(o.kind);
        if (open.length > 1) stacked++;
        seen.add(p.kind);
        s = advance(m, s, p.seat, choose(m.legal(s, p.seat)));
      }
    }
    // 200 random actions reach the opening decisions and the battles' own (the later ones: bench/lockstep.ts).
    for (const kind of ['champion-challenge', 'elite-orders', 'activate', 'orders', 'move', 'trump-the-trump']) expect(seen).toContain(kind);
    expect(stacked).toBeGreaterThan(0);
    expect(stacked).toBeGreaterThan(0);
  });
});
