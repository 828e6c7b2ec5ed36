import { type JsonValue, advance, gbohHex, newGame, randomChooser } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { type GbohAction, type GbohState, gboh } from '../src';
import { evaluateGboh, evaluateGbohGentle, gbohAI, hexDistance } from '../src/ai';
import { commandShare, commandWeight } from '../src/aiCommand';
import { act, legalOf } from './helpers';
import { EUROPEAN_OC, dhStart, european, mongol } from './dhHelpers';

/** The computer general's hints in The Devil's Horsemen (issue 13: closing out battles). */

const prune = (s: GbohState, seat: string, legal: readonly GbohAction[]): GbohAction[] =>
  (gbohAI.hints?.prune?.(s, seat, legal as unknown as JsonValue[], seat) ?? legal) as GbohAction[];
const leaderMoves = (legal: readonly GbohAction[]) => legal.filter((a): a is Extract<GbohAction, { type: 'leader-move' }> => a.type === 'leader-move');

describe('DH 5.24 #1 / 4.62: the leader moves the search looks at', () => {
  // The European OC (range 4) at 1005 with his knights at hand; a second band far to the west, out of range.
  const opts = {
    units: [
      european({ id: 'k1', type: 'HC', tq: 7, ma: 7, hex: '1006', facing: { vertex: 4 } }),
      european({ id: 'k2', type: 'HC', tq: 7, ma: 7, hex: '1107', facing: { vertex: 4 } }),
      european({ id: 'far1', type: 'MI', tq: 5, ma: 5, hex: '0510', facing: { vertex: 4 } }),
      european({ id: 'far2', type: 'MI', tq: 5, ma: 5, hex: '0511', facing: { vertex: 4 } }),
      mongol({ id: 'm', type: 'LC', tq: 6, ma: 9, hex: '1502', facing: { vertex: 1 } }),
    ],
    leaders: [EUROPEAN_OC('1005')],
  };
  const activated = (): GbohState => act(dhStart(opts), { type: 'activate', leader: 'persians-oc' }).state;

  it('keeps only the hexes that bring his unordered units nearer to hand, while he has orders to give', () => {
    const s = activated();
    const all = leaderMoves(legalOf(s));
    expect(all.length).toBe(6);
    const kept = leaderMoves(prune(s, 'persians', legalOf(s)));
    // Toward the band out of range (0510, 0511), never away from it.
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    for (const m of kept) expect(gbohHex.distance(m.to, '0510')).toBeLessThan(gbohHex.distance('1005', '0510'));
  });

  it('walks no further once his orders are spent (the free hexes of DH 5.24 #1)', () => {
    let s = activated();
    s = act(s, { type: 'leader-move', leader: 'persians-oc', to: '0905' }).state;
    s.activation!.ordersLeft = 0;
    expect(leaderMoves(legalOf(s)).length).toBeGreaterThan(0);
    const pruned = prune(s, 'persians', legalOf(s));
    expect(leaderMoves(pruned)).toEqual([]);
    expect(pruned).toContainEqual({ type: 'end-orders' });
  });

  it('4.62: a leader alone beside an enemy may always step out of reach, never into it', () => {
    const s = activated();
    // The Mongol LC now beside the OC's hex, which holds no unit.
    s.units.m!.hex = '1104';
    expect(gbohHex.distance('1005', '1104')).toBe(1);
    const kept = leaderMoves(prune(s, 'persians', legalOf(s)));
    expect(kept.length).toBeGreaterThan(0);
    for (const m of kept) expect(gbohHex.distance(m.to, '1104')).toBeGreaterThan(1);
  });
});

describe('6.13: second moves the search looks at', () => {
  const opts = {
    units: [
      european({ id: 'near', type: 'HC', tq: 7, ma: 7, hex: '1006', facing: { vertex: 4 } }),
      european({ id: 'far', type: 'MI', tq: 5, ma: 5, hex: '1012', facing: { vertex: 4 } }),
      mongol({ id: 'm', type: 'LC', tq: 6, ma: 9, hex: '0605', facing: { vertex: 1 } }),
    ],
    leaders: [EUROPEAN_OC('1008')],
  };
  it('leaves out the move of a Moved unit that cannot reach the enemy (a Cohesion Hit for nothing), keeps the one that can', () => {
    let s = act(dhStart(opts), { type: 'activate', leader: 'persians-oc' }).state;
    s.units.near!.moved = true;
    s.units.far!.moved = true;
    const moves = prune(s, 'persians', legalOf(s)).filter((a) => a.type === 'move');
    expect(moves).toContainEqual({ type: 'move', unit: 'near' });
    expect(moves).not.toContainEqual({ type: 'move', unit: 'far' });
    // Not Moved: its first move is free, and searched.
    s = structuredClone(s);
    s.units.far!.moved = false;
    expect(prune(s, 'persians', legalOf(s))).toContainEqual({ type: 'move', unit: 'far' });
    // DH 6.14: a unit exempt from the hit (the Mongol cavalry with a dismounted back) moves again as it likes.
    s.units.far!.moved = true;
    s.static.units.far!.movedPenaltyExempt = true;
    expect(prune(s, 'persians', legalOf(s))).toContainEqual({ type: 'move', unit: 'far' });
  });
});

describe('the evaluator closes out a battle', () => {
  const opts = {
    units: [
      european({ id: 'k1', type: 'HC', tq: 7, ma: 7, hex: '1006', facing: { vertex: 4 } }),
      european({ id: 'k2', type: 'HC', tq: 7, ma: 7, hex: '1107', facing: { vertex: 4 } }),
      mongol({ id: 'm', type: 'LC', tq: 6, ma: 9, hex: '0605', facing: { vertex: 1 } }),
    ],
    leaders: [EUROPEAN_OC('1005')],
  };

  it('4.2: an army its leader has left behind (out of his Command Range) is worth less than one at hand', () => {
    const near = dhStart(opts);
    const away = structuredClone(near);
    away.leaders['persians-oc']!.hex = '1514';
    expect(gbohHex.distance('1514', '1006')).toBeGreaterThan(4);
    expect(evaluateGboh(near, 'persians')).toBeGreaterThan(evaluateGboh(away, 'persians') + 0.05);
  });

  it('12.12: Rout Points near the enemy’s Withdrawal Level still count when far ahead (50 → 56 of 60)', () => {
    const at = (rp: number): number => {
      const s = dhStart(opts);
      s.routPoints = { byzantines: rp, persians: 0 };
      return evaluateGboh(s, 'persians');
    };
    expect(at(56) - at(50)).toBeGreaterThan(0.02);
    expect(at(56)).toBeLessThan(0.9);
  });
});

describe('the evaluator\'s distances read from cube coordinates (issue 18) answer as the family\'s geometry', () => {
  /** Positions of a DH battle played at random, every 25th action. */
  function positions(scenario: string, actions: number): GbohState[] {
    const choose = randomChooser(11);
    let s = newGame(gboh, { scenario, seed: 11 });
    const out: GbohState[] = [];
    for (let i = 0; i < actions; i++) {
      const p = gboh.pending(s);
      if (p === null) break;
      s = advance(gboh, s, p.seat, choose(gboh.legal(s, p.seat)));
      if (i % 25 === 0) out.push(s);
    }
    return out;
  }
  /** `commandShare` as first written: `gbohHex.distance` between every unit and every leader. */
  function commandShareByHexDistance(s: GbohState, side: string): number {
    const leaders: { hex: string; range: number }[] = [];
    for (const id in s.leaders) {
      const l = s.leaders[id]!;
      const sl = s.static.leaders[id];
      if (sl === undefined || sl.side !== side || l.hex === null || l.status === 'eliminated') continue;
      leaders.push({ hex: l.hex, range: Math.max(1, sl.commandRange) });
    }
    let units = 0;
    let sum = 0;
    for (const id in s.units) {
      const u = s.units[id]!;
      if (u.hex === null || u.status === 'eliminated' || u.status === 'routed' || s.static.units[id]?.side !== side) continue;
      units++;
      let best = 0;
      for (const l of leaders) best = Math.max(best, commandWeight(gbohHex.distance(u.hex, l.hex), l.range));
      sum += best;
    }
    return units === 0 ? 1 : sum / units;
  }

  it('4.2: the share of units under command, both sides, at Ayn Jalut and Liegnitz', () => {
    let compared = 0;
    for (const scenario of ['ayn-jalut', 'liegnitz']) {
      for (const s of positions(scenario, 300)) {
        for (const side of s.static.sides) {
          expect(commandShare(s, side.id)).toBe(commandShareByHexDistance(s, side.id));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('hex distances between the units of a battle', () => {
    const s = positions('liegnitz', 1)[0]!;
    const hexes = Object.values(s.units).flatMap((u) => (u.hex === null ? [] : [u.hex]));
    for (const a of hexes) for (const b of hexes) expect(hexDistance(a, b)).toBe(gbohHex.distance(a, b));
  });
});

describe('the evaluator\'s values on DH battles are the ones it gave before its speed work (issue 18)', () => {
  /** [battle, action after which it evaluates, then each side (in the battle's order): strong, gentle] from main at 5f3e954. */
  const PINNED: [string, number, number, number, number, number][] = [
    ['ayn-jalut', 149, -0.18846689125725646, -0.18846689125725646, -0.16740812261775745, -0.16740812261775745],
    ['ayn-jalut', 299, -0.19159026594426132, -0.19159026594426132, -0.1726370622830669, -0.1726370622830669],
    ['ayn-jalut', 449, -0.12464383334660736, -0.12464383334660736, -0.1554542907515167, -0.1554542907515167],
    ['ayn-jalut', 599, -0.11437665018129774, -0.11437665018129774, -0.1729198311151835, -0.1729198311151835],
    ['liegnitz', 149, -0.12445474680483903, -0.12445474680483903, -0.19827393807022758, -0.19827393807022758],
    ['liegnitz', 299, -0.08289223154224977, -0.07188125801468623, -0.18740274121160463, -0.1984137147391682],
    ['liegnitz', 449, -0.06296443302355884, -0.05195469682998123, -0.18585600823109305, -0.19686574442467067],
    ['liegnitz', 599, -0.1789085052997234, -0.1736526709507575, -0.05965653893966298, -0.06491237328862888],
  ];
  it('Ayn Jalut and Liegnitz played at random (seed 11), every 150 actions, both sides, both evaluators', () => {
    for (const scenario of ['ayn-jalut', 'liegnitz']) {
      const want = PINNED.filter((p) => p[0] === scenario);
      const choose = randomChooser(11);
      let s = newGame(gboh, { scenario, seed: 11 });
      const got: [string, number, number, number, number, number][] = [];
      for (let i = 0; i <= want[want.length - 1]![1]; i++) {
        const p = gboh.pending(s)!;
        s = advance(gboh, s, p.seat, choose(gboh.legal(s, p.seat)));
        if (i % 150 !== 149) continue;
        const [a, b] = s.static.sides;
        got.push([scenario, i, evaluateGboh(s, a.id), evaluateGbohGentle(s, a.id), evaluateGboh(s, b.id), evaluateGbohGentle(s, b.id)]);
      }
      expect(got).toEqual(want);
    }
  });
});
