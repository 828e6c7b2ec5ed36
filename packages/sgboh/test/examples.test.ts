import { gbohHex } from '@polemarch/gboh-family';
import { describe, expect, it } from 'vitest';
import { retreatHexes } from '../src/shock';
import { newShock } from '../src/resolution';
import { battle, facingTo, front, keys, play, shockPhase, start, u, unit } from './helpers';

/** The worked examples of the source (spec examples.md TC-02..TC-06), as golden tests with forced dice. */

const D = '1010';

describe('TC-05 Example #2: two stacks of Principes against a phalanx (7.35, 7.52, 7.53)', () => {
  const [h1, h2] = front(D, 1) as [string, string];
  const principes = (id: string, hex: string, tq: number) =>
    unit({ id, side: 'red', type: 'LG', cls: 'REC', missile: 'X', tq, size: 3, ma: 5, legion: 'II', canReduce: true, hex, facing: facingTo(hex, D) });
  const b = battle([
    principes('p1', h1, 5),
    principes('p1b', h1, 6),
    principes('p2', h2, 5),
    principes('p2b', h2, 6),
    unit({ id: 'ph', side: 'blue', type: 'PH', tq: 7, size: 10, ma: 4, hex: D, facing: 1 }),
  ]);

  it('DRM −1; roll 1 → 0: stack 1 fails its rout check (6 > 5) and its top unit is Reduced; stack 2 holds (3) with 1 Hit each; both retreat', () => {
    let s = shockPhase(start(b), ['p1', 'p1b', 'p2', 'p2b']);
    s = play(s, 'red', { type: 'designate', attacker: 'p1', defender: 'ph' }).state;
    // The last possible designation ends the designations (no choice is left: 7.3); one Shock, so no order to choose.
    s = play(s, 'red', { type: 'designate', attacker: 'p2', defender: 'ph' }).state;
    // 7.35 (ruling R-23): the attacker, with two stacks engaged, names the one whose Type is used (a stack is one unit
    // with its top unit's Type, 5.35): Principes (LG) either way; the lone PH needs no choice.
    expect(sgboh.pending(s)).toMatchObject({ seat: 'red', kind: 'shock-type' });
    expect(sgboh.legal(s, 'red')).toEqual([{ type: 'shock-type', unit: 'p1', as: 'LG' }, { type: 'shock-type', unit: 'p2', as: 'LG' }]);
    const r = play(s, 'red', { type: 'shock-type', unit: 'p1', as: 'LG' }, [1, 6, 3]);
    const roll = r.events.find((e) => e.key === 'shock.roll')!;
    const drm = Object.fromEntries(roll.modifiers!.map((m) => [m.label.key, m.value]));
    // matrix LG vs PH −1, pila +1, moving-vs-PH −1 (one matrix line), moving +1, TQ 5 vs 7 −2, Size 12 vs 10 +1.
    expect(drm).toEqual({ 'drm.matrix-front': -1, 'drm.tq': -2, 'drm.size': 1, 'drm.moving': 1 });
    expect(roll.params!.roll).toBe(0);
    s = r.state;
    expect(u(s, 'p1').reduced).toBe(true);
    expect(u(s, 'p1').hits).toBe(0);
    expect(u(s, 'p1b').reduced).toBe(false);
    expect([u(s, 'p2').hits, u(s, 'p2b').hits]).toEqual([1, 1]);
    expect(u(s, 'ph').hits).toBe(0);
    // Both stacks must retreat (8.3): the owner picks the hexes; each stack moves as one.
    expect(s.turn.shocks[0]!.retreating).toEqual(['p1', 'p1b', 'p2', 'p2b']);
    const first = (s.turn.shocks[0]!.retreating[0])!;
    const options = retreatHexes(s, s.turn.shocks[0]!, u(s, first) as never);
    s = play(s, 'red', { type: 'retreat', unit: first, to: options[0]! }).state;
    expect(u(s, 'p1b').hex).toBe(u(s, 'p1').hex);
    expect(u(s, 'p1').hex).not.toBe(h1);
    const second = retreatHexes(s, s.turn.shocks[0]!, u(s, 'p2') as never);
    s = play(s, 'red', { type: 'retreat', unit: 'p2', to: second[0]! }).state;
    expect(u(s, 'p2b').hex).toBe(u(s, 'p2').hex);
    // 7.73: the defender never advances.
    expect(u(s, 'ph').hex).toBe(D);
  });
});

describe('TC-03 Example #1, first Shock: LG/CO a against Aetolian HI #2', () => {
  const A = front(D, 1)[0]!;
  const make = (river: boolean) =>
    battle(
      [
        unit({ id: 'a', side: 'red', type: 'LG', missile: 'X', tq: 6, size: 3, ma: 5, hex: A, facing: facingTo(A, D) }),
        unit({ id: 'hi2', side: 'blue', type: 'HI', tq: 5, size: 5, hex: D, facing: 1 }),
      ],
      [],
      river ? {} : {},
    );

  it('engine (T4): the stated DRM +3 and a roll of 0 give 3: attacker 2H, defender 1H, no retreat', () => {
    const s = shockPhase(start(make(false)), ['a']);
    const r = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'hi2' }, [0]);
    const roll = r.events.find((e) => e.key === 'shock.roll')!;
    expect(roll.modifiers!.reduce((n, m) => n + m.value, 0)).toBe(3);
    expect(u(r.state, 'a').hits).toBe(2);
    expect(u(r.state, 'hi2').hits).toBe(1);
    expect(u(r.state, 'hi2').hex).toBe(D);
  });

  it('TC-03b (the narrative, net +1): across a River (−2), roll 0 → 1: the LG fails its rout check (7 > 6) and is eliminated, Rome +6 RP', () => {
    const b = make(false);
    b.map.hexsides = { [gbohHex.hexsideKey(A, D)]: ['river'] };
    const s = shockPhase(start(b), ['a']);
    const r = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'hi2' }, [0, 7]);
    const roll = r.events.find((e) => e.key === 'shock.roll')!;
    expect(roll.params!.roll).toBe(1);
    expect(u(r.state, 'a').status).toBe('eliminated');
    expect(r.state.sides.find((x) => x.id === 'red')!.rp).toBe(6);
    expect(u(r.state, 'hi2').hits).toBe(0);
    expect(u(r.state, 'hi2').hex).toBe(D);
  });
});

describe('TC-04 retreat direction (8.3)', () => {
  it('only the two hexes farther from the attacker, outside enemy ZOC and not adjacent to it, are legal', () => {
    const B = gbohHex.neighbour(D, 0)!;
    const opposite = gbohHex.neighbour(D, 3)!;
    // R faces `opposite` from beyond it, so its ZOC covers it.
    const R = gbohHex.neighbour(opposite, 3)!;
    const b = battle([
      unit({ id: 'b', side: 'red', type: 'LG', tq: 6, size: 3, hex: B, facing: facingTo(B, D) }),
      unit({ id: 'r', side: 'red', type: 'LG', tq: 6, size: 3, hex: R, facing: facingTo(R, opposite) }),
      unit({ id: 'hi3', side: 'blue', type: 'HI', tq: 5, size: 5, hex: D, facing: 0 }),
    ]);
    const s = start(b);
    const shock = { ...newShock(['b'], ['hi3'], 'retreat'), retreating: ['hi3'], lead: 'b' };
    const legal = retreatHexes(s, shock, u(s, 'hi3') as never).sort();
    expect(legal).toEqual([gbohHex.neighbour(D, 2)!, gbohHex.neighbour(D, 4)!].sort());
    expect(legal).not.toContain(opposite);
  });
});

describe('TC-02 Retreat Before Shock and the advance after it (7.41–7.44)', () => {
  it('the SK retreats 3 MP away from the LG/CO; the LG/CO may advance into the vacated hex', () => {
    const C = front(D, 1)[0]!;
    const b = battle([
      unit({ id: 'c', side: 'red', type: 'CO', cls: 'VET', tq: 6, size: 3, ma: 5, hex: C, facing: facingTo(C, D) }),
      unit({ id: 'sk', side: 'blue', type: 'SK', missile: 'J', tq: 5, size: 2, ma: 6, hex: D, facing: 1 }),
    ]);
    let s = shockPhase(start(b), ['c']);
    s = play(s, 'red', { type: 'designate', attacker: 'c', defender: 'sk' }).state;
    expect(s.turn.shocks[0]!.stage).toBe('rbs');
    const options = (sgbohLegal(s, 'blue')).filter((a) => a.type === 'rbs');
    expect(options.length).toBeGreaterThan(0);
    for (const a of options) if (a.type === 'rbs') expect(gbohHex.distance(a.to, C)).toBe(4);
    const to = options[0]!.type === 'rbs' ? options[0]!.to : '';
    const r = play(s, 'blue', { type: 'rbs', unit: 'sk', to });
    // SK is not LI/LP: no 7.45 test; no Shock roll, no leader check (7.4).
    expect(keys(r.events)).not.toContain('shock.rbs.test');
    expect(keys(r.events)).not.toContain('shock.roll');
    s = r.state;
    expect(u(s, 'sk').hex).toBe(to);
    expect(sgbohLegal(s, 'red')).toContainEqual({ type: 'advance', to: D });
    s = play(s, 'red', { type: 'advance', to: D }).state;
    expect(u(s, 'c').hex).toBe(D);
  });
});

describe('TC-06 Rout Point values (9.0)', () => {
  it('a unit is worth its TQ, SK/CH/EL 2, a leader 5 × Initiative', () => {
    const b = battle([
      unit({ id: 'hi', side: 'red', type: 'HI', tq: 5, hex: '0505' }),
      unit({ id: 'sk', side: 'red', type: 'SK', tq: 6, hex: '0506' }),
      unit({ id: 'el', side: 'blue', type: 'EL', tq: 6, hex: '0909' }),
    ]);
    const s = start(b);
    expect([u(s, 'hi').rp, u(s, 'sk').rp, u(s, 'el').rp]).toEqual([5, 2, 2]);
  });
});

import { sgboh } from '../src/index';
function sgbohLegal(s: Parameters<typeof sgboh.legal>[0], seat: string) {
  return sgboh.legal(s, seat);
}
