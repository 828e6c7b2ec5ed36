import type { JsonValue } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { gbohHex } from '@polemarch/gboh-family';
import { evaluateSgboh, sgbohAI } from '../src/ai';
import { oddsOf, sgboh, type SgbohAction, type SgbohState } from '../src/index';
import { battle, play, start, u, unit } from './helpers';

/** The computer general's pruning of idle moves (packages/sgboh/src/ai.ts `prune`): the engine offers them, the search does not. */
const prune = (s: SgbohState, seat: string): SgbohAction[] => {
  const p = sgbohAI.hints?.prune;
  if (p === undefined) throw new Error('the SGBoH AI has no prune hint');
  return p(s as never, seat, sgboh.legal(s, seat) as JsonValue[], seat) as SgbohAction[];
};
const types = (as: readonly SgbohAction[]): Set<string> => new Set(as.map((a) => a.type));

describe('the SGBoH computer general skips idle moves in its search', () => {
  const s0 = start(
    battle([
      unit({ id: 'r1', side: 'red', type: 'HI', hex: '0810', facing: 1, ma: 5 }),
      unit({ id: 'b1', side: 'blue', type: 'HI', hex: '1410', facing: 4, ma: 5 }),
    ]),
  );

  it('never passes while a Formation can activate (3.2)', () => {
    const legal = sgboh.legal(s0, 'red');
    expect(types(legal).has('activate')).toBe(true);
    expect(types(legal).has('pass')).toBe(true);
    expect(types(prune(s0, 'red')).has('pass')).toBe(false);
  });

  it('does not end a move it has not begun while a unit of the Formation can act (5.1), and may end it once one has', () => {
    const s = play(s0, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    expect(types(sgboh.legal(s, 'red')).has('end-move')).toBe(true);
    const pruned = prune(s, 'red');
    expect(types(pruned).has('end-move')).toBe(false);
    expect(pruned.length).toBeGreaterThan(0);
    const step = pruned.find((a) => a.type === 'step')!;
    const moved = play(s, 'red', step).state;
    expect(types(prune(moved, 'red')).has('end-move')).toBe(true);
  });

  it('does not group its actions by unit, which gave `end-move` a whole group of visits to itself (session 13)', () => {
    for (const level of ['easy', 'standard', 'strong'] as const) expect(sgbohAI.search?.(level).grouping).toBe(false);
  });
});

/**
 * The evaluator's intent (packages/sgboh/src/ai.ts `evaluateSgboh`): the battle is won on Rout Points against the
 * Withdrawal Level (9.0), so what a position is worth follows the Rout Points lost and about to be lost.
 */
describe('the SGBoH computer general values Rout Points', () => {
  const layout = (redCol: number): SgbohState =>
    start(
      battle([
        unit({ id: 'r1', side: 'red', type: 'HC', hex: `${String(redCol).padStart(2, '0')}08`, facing: 1, tq: 5 }),
        unit({ id: 'r2', side: 'red', type: 'HC', hex: `${String(redCol).padStart(2, '0')}10`, facing: 1, tq: 5 }),
        unit({ id: 'r3', side: 'red', type: 'HC', hex: `${String(redCol).padStart(2, '0')}12`, facing: 1, tq: 5 }),
        unit({ id: 'b1', side: 'blue', type: 'HC', hex: '2008', facing: 4, tq: 5 }),
        unit({ id: 'b2', side: 'blue', type: 'HC', hex: '2010', facing: 4, tq: 5 }),
        unit({ id: 'b3', side: 'blue', type: 'HC', hex: '2012', facing: 4, tq: 5 }),
      ]),
    );
  const rout = (s: SgbohState, id: string): SgbohState => {
    const x = u(s, id);
    x.status = 'eliminated';
    x.hex = null;
    s.sides.find((side) => side.id === x.side)!.rp += x.rp;
    return s;
  };
  const value = (s: SgbohState, seat: string): number => evaluateSgboh(s as never, seat, sgboh as never);

  it('scores routing a worn enemy unit (8.1) above leaving it on the map with its Hits', () => {
    const worn = layout(19);
    u(worn, 'b1').hits = 4;
    const routed = rout(layout(19), 'b1');
    expect(value(routed, 'red')).toBeGreaterThan(value(worn, 'red'));
    // And, the same from the other side, losing a worn unit of its own is a loss, not a relief.
    expect(value(routed, 'blue')).toBeLessThan(value(worn, 'blue'));
  });

  it('scores one enemy unit routed above the whole army closing in (the stand-off term stays small)', () => {
    const closed = layout(19);
    const ahead = rout(layout(7), 'b3');
    expect(value(ahead, 'red')).toBeGreaterThan(value(closed, 'red'));
  });

  it('still prefers closing in to standing off, all else equal', () => {
    expect(value(layout(15), 'red')).toBeGreaterThan(value(layout(7), 'red'));
  });

  it('counts a stand-off more as the Player Turns go by (session 15: it hunts down an army that does not come to fight)', () => {
    const at = (col: number, turn: number): SgbohState => {
      const s = layout(col);
      s.turn.number = turn;
      return s;
    };
    const cost = (turn: number): number => value(at(15, turn), 'red') - value(at(7, turn), 'red');
    expect(cost(10)).toBeCloseTo(cost(1), 9);
    expect(cost(40)).toBeGreaterThan(cost(10) * 3);
    expect(cost(70)).toBeGreaterThan(cost(40));
    expect(cost(200)).toBeCloseTo(cost(70), 9);
  });
});

describe('the SGBoH computer general sees what can reach its units', () => {
  const value = (s: SgbohState, seat: string): number => evaluateSgboh(s as never, seat, sgboh as never);
  /** A red light cavalry unit and a blue heavy cavalry unit `gap` hexes apart, on a row, blue's Player Turn. */
  const apart = (gap: number): SgbohState => {
    const s = start(
      battle([
        unit({ id: 'r1', side: 'red', type: 'LC', hex: '0810', facing: 1, tq: 4, ma: 8 }),
        unit({ id: 'b1', side: 'blue', type: 'HC', hex: `${String(8 + gap).padStart(2, '0')}10`, facing: 4, tq: 7, ma: 7 }),
      ]),
    );
    s.turn.active = 'blue';
    return s;
  };

  it('counts a light cavalry unit left within a heavy cavalry charge (T5 +3, TQ +3) against its side', () => {
    expect(value(apart(4), 'red')).toBeLessThan(value(apart(10), 'red'));
  });

  it('fears that charge less in its own Player Turn as a stand-off drags on, not at all from the 70th (session 15)', () => {
    // Red to move, its light cavalry 4 hexes from blue's heavy cavalry, whose MA reaches it (7) or not (2): the same
    // distances, so only the charge differs.
    const late = (ma: number, turn: number): SgbohState => {
      const s = start(
        battle([
          unit({ id: 'r1', side: 'red', type: 'LC', hex: '0810', facing: 1, tq: 4, ma: 8 }),
          unit({ id: 'b1', side: 'blue', type: 'HC', hex: '1210', facing: 4, tq: 7, ma }),
        ]),
      );
      s.turn.active = 'red';
      s.turn.number = turn;
      return s;
    };
    const fear = (turn: number): number => value(late(2, turn), 'red') - value(late(7, turn), 'red');
    expect(fear(10)).toBeGreaterThan(0);
    expect(fear(40)).toBeGreaterThan(0);
    expect(fear(40)).toBeLessThan(fear(10));
    expect(fear(70)).toBeCloseTo(0, 9);
  });

  it('counts a Shock its side owes at bad odds (7.31: an activated unit with an enemy in a Front hex of its ZOC) against it', () => {
    // Red's activated light cavalry (TQ 4) in contact with blue's heavy cavalry (TQ 7: T5 +3, TQ +3 against it), or a hex short.
    const at = (hex: string): SgbohState =>
      play(
        start(
          battle([
            unit({ id: 'r1', side: 'red', type: 'LC', hex, facing: 1, tq: 4, ma: 8 }),
            unit({ id: 'b1', side: 'blue', type: 'HC', hex: '1010', facing: 4, tq: 7, ma: 7 }),
          ]),
        ),
        'red',
        { type: 'activate', formation: 'red-f', leader: null },
      ).state;
    const contact = at('0910');
    const short = at('0810');
    expect(sgboh.legal(contact, 'red').some((a) => a.type === 'step')).toBe(true);
    expect(gbohHex.distance('0910', '1010')).toBe(1);
    expect(gbohHex.distance('0810', '1010')).toBe(2);
    expect(value(contact, 'red')).toBeLessThan(value(short, 'red'));
  });
});

/** The search's priors (packages/sgboh/src/aiPriors.ts): what a node visited a few times looks at first (session 15). */
describe('the SGBoH computer general looks first at fire and at steps towards the enemy', () => {
  const prior = (s: SgbohState, seat: string): ((a: SgbohAction) => number) => {
    const order = sgbohAI.hints?.order;
    if (order === undefined) throw new Error('the SGBoH AI has no order hint');
    const legal = sgboh.legal(s, seat) as JsonValue[];
    const priors = order(s as never, seat, legal);
    return (a) => priors[legal.findIndex((x) => JSON.stringify(x) === JSON.stringify(a))] as number;
  };

  /** Red heavy infantry facing vertex 1 at 0810, after activating: its steps go to 0909 and 0910. */
  const stepPriors = (enemyAt: string): Map<string, number> => {
    const s0 = start(
      battle([
        unit({ id: 'r1', side: 'red', type: 'HI', hex: '0810', facing: 1, ma: 5 }),
        unit({ id: 'b1', side: 'blue', type: 'HI', hex: enemyAt, facing: 4, ma: 5 }),
      ]),
    );
    const s = play(s0, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const p = prior(s, 'red');
    const out = new Map<string, number>();
    for (const a of sgboh.legal(s, 'red')) if (a.type === 'step' && !a.payHit) out.set(a.to, p(a));
    return out;
  };

  it('ranks a step towards the nearest enemy unit above one that keeps the distance, and that above one away', () => {
    // Enemy at 1214: 0910 is a hex nearer, 0909 as far as 0810.
    const a = stepPriors('1214');
    expect(gbohHex.distance('0910', '1214')).toBeLessThan(gbohHex.distance('0810', '1214'));
    expect(gbohHex.distance('0909', '1214')).toBe(gbohHex.distance('0810', '1214'));
    expect(a.get('0910')!).toBeGreaterThan(a.get('0909')!);
    // Enemy at 0814: 0910 keeps the distance, 0909 is a hex further.
    const b = stepPriors('0814');
    expect(gbohHex.distance('0910', '0814')).toBe(gbohHex.distance('0810', '0814'));
    expect(gbohHex.distance('0909', '0814')).toBeGreaterThan(gbohHex.distance('0810', '0814'));
    expect(b.get('0910')!).toBeGreaterThan(b.get('0909')!);
  });

  it('ranks fire above every step, and the likelier Hit first (T3 and its DRMs: 0.5 at light infantry, 0.2 at heavy)', () => {
    const s0 = start(
      battle([
        unit({ id: 'f', side: 'red', type: 'LI', missile: 'B', hex: '0810', facing: 1, ma: 6 }),
        unit({ id: 'li', side: 'blue', type: 'LI', hex: '0909', facing: 4 }),
        unit({ id: 'hi', side: 'blue', type: 'HI', hex: '0910', facing: 4 }),
        unit({ id: 'r2', side: 'red', type: 'HI', hex: '0815', facing: 1 }),
      ]),
    );
    const s = play(s0, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const p = prior(s, 'red');
    const fires = sgboh.legal(s, 'red').filter((a): a is Extract<SgbohAction, { type: 'fire' }> => a.type === 'fire');
    expect(fires.length).toBeGreaterThan(1);
    const hit = (a: SgbohAction): number => {
      const o = oddsOf(s, 'red', a);
      return o?.kind === 'fire' ? o.hit : 0;
    };
    const sorted = [...fires].sort((a, b) => hit(b) - hit(a));
    expect(hit(sorted[0]!)).toBeGreaterThan(hit(sorted[sorted.length - 1]!));
    expect(p(sorted[0]!)).toBeGreaterThan(p(sorted[sorted.length - 1]!));
    const steps = sgboh.legal(s, 'red').filter((a) => a.type === 'step');
    expect(steps.length).toBeGreaterThan(0);
    for (const st of steps) expect(Math.min(...fires.map(p))).toBeGreaterThan(p(st));
  });
});
