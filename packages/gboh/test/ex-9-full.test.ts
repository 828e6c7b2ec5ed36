import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, declineReactions, legalOf, pendingOf, position, routTo, start } from './helpers';

/**
 * EX-9.FULL — the Full Shock Example of the rules (Battle of Callinicum), step by step with the
 * example's dice. Byzantines in column 10 facing east, Persians in column 11 facing west; Cabades
 * (Charisma 5, Personal Combat 5) is the active leader and moves with C.
 */
const MI = { type: 'MI' as const, size: 7, tq: 4, ma: 4, side: 'byzantines', facing: { vertex: 1 } };
const CAT = { type: 'HC' as const, class: 'Cat' as const, size: 5, tq: 7, ma: 8, missile: 'C' as const, side: 'byzantines', facing: { vertex: 1 } };
const IMM = { type: 'HC' as const, size: 7, tq: 8, ma: 8, side: 'persians', nationality: 'Persian', facing: { vertex: 4 } };

function given(): GbohState {
  return start(
    position({
      units: [
        { id: 'U', ...MI, hex: '1003' },
        { id: 'V', ...CAT, hex: '1004' },
        { id: 'W', ...MI, hex: '1005' },
        { id: 'X', ...CAT, hex: '1007' },
        { id: 'Y', ...MI, hex: '1008' },
        { id: 'Z', ...MI, hex: '1010', initial: { hits: 2 } },
        { id: 'A', ...IMM, hex: '1203' },
        { id: 'B', ...IMM, hex: '1205' },
        { id: 'C', ...IMM, hex: '1207' },
        { id: 'D', type: 'LC', size: 7, tq: 5, ma: 9, missile: 'C', side: 'persians', nationality: 'Persian', hex: '1011', facing: { vertex: 0 } },
      ],
      leaders: [
        {
          id: 'cabades',
          name: 'Cabades',
          side: 'persians',
          rank: 'SC',
          initiative: 4,
          commandRange: 6,
          charisma: 5,
          personalCombat: 5,
          hex: '1207',
          restriction: { never: [{ nationality: ['Saracen'] }], noShockEnabling: true },
        },
      ],
      extent: { minCol: 1, maxCol: 16, minRow: 1, maxRow: 14 },
    }),
  );
}

/** Movement & Missile Segment: A, B and C move adjacent (Individual Orders); the Byzantines decline every reaction. */
function movedAdjacent(): GbohState {
  let s = given();
  expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'activate' });
  s = act(s, { type: 'activate', leader: 'cabades' }).state;
  for (const [unit, to, withLeader] of [
    ['A', '1103', false],
    ['B', '1105', false],
    ['C', '1107', true],
  ] as const) {
    s = act(s, withLeader ? { type: 'move', unit, withLeader: true } : { type: 'move', unit }).state;
    s = act(s, { type: 'step', to }).state;
    s = declineReactions(s, 'byzantines');
    s = act(s, { type: 'end-move' }).state;
    s = declineReactions(s, 'byzantines');
  }
  return act(s, { type: 'end-orders' }).state;
}

describe('EX-9.FULL Callinicum full shock example', () => {
  it('7.31–7.32: the Immortals that moved adjacent carry Shock – Must Check markers', () => {
    const s = movedAdjacent();
    expect(['A', 'B', 'C'].map((u) => s.units[u]!.shock)).toEqual(['mustCheck', 'mustCheck', 'mustCheck']);
    expect(s.leaders.cabades!.hex).toBe('1107');
  });

  it('9.11 / 7.33: D (did not move, in Cabades’ range) may take a No TQ Check marker', () => {
    const s = movedAdjacent();
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'shock-designation' });
    expect(legalOf(s)).toEqual([{ type: 'no-check', unit: 'D' }, { type: 'designate-done' }]);
  });

  it('runs every step with the example’s dice and reaches the example’s final state', () => {
    let s = movedAdjacent();
    s = act(s, { type: 'no-check', unit: 'D' }).state;
    // No other unit is eligible: designation ends by itself.
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'shock-combats' });
    // 9.12 designation: A must attack both U and V.
    expect(legalOf(s)).toContainEqual({ type: 'combat', attacker: 'A' });
    s = act(s, { type: 'combat', attacker: 'A' }).state;
    s = act(s, { type: 'combat', attacker: 'B' }).state;
    s = act(s, { type: 'combat', attacker: 'C' }).state;
    expect(s.shock!.combats.map((c) => [c.attackers, c.defenders])).toEqual([
      [['A'], ['U', 'V']],
      [['B'], ['W']],
      [['C'], ['X', 'Y']],
    ]);
    // Charge 9.13: A 6, U 6, V 7, B 9, W 5, C 2, X 8, Y 8.
    s = act(s, { type: 'combat', attacker: 'D' }, [6, 6, 7, 9, 5, 2, 8, 8]).state;
    // Y reaches its TQ and routs toward the Byzantine (west) edge: both hexes of column 09 are equally good, so
    // the Byzantine chooses (10.21, ruling R-ROUT-1), and again in column 08.
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'rout-path', rule: 'gboh 10.21' });
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '0907' }, { type: 'rout-step', to: '0908' }]);
    s = routTo(s, 'Y', '0908').state;
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '0808' }, { type: 'rout-step', to: '0809' }]);
    // Then the Charge goes on: leader casualty 9.14: 0 then 5.
    const charge = routTo(s, 'Y', '0809', [0, 5]);
    s = charge.state;
    expect(s.units.A!.hits).toBe(0);
    expect(s.units.U!.hits).toBe(2);
    expect(s.units.V!.hits).toBe(0);
    expect(s.units.B!.hits).toBe(1);
    expect(s.units.W!.hits).toBe(1);
    expect(s.units.C!.hits).toBe(0);
    expect(s.units.X!.hits).toBe(1);
    // Y reaches its TQ and routs: 2 hexes toward the Byzantine edge, hit markers removed.
    expect(s.units.Y!.status).toBe('routed');
    expect(s.units.Y!.hits).toBe(0);
    expect(s.units.Y!.hex).toBe('0809');
    // C does not advance into Y's hex (X is still in its ZOC, 9.21).
    expect(s.units.C!.hex).toBe('1107');
    // Z is not checked (No-Check attacker): still 2 hits.
    expect(s.units.Z!.hits).toBe(2);
    // 9.14: L rolls 0, then 5 = Personal Combat → wounded (Charisma 5 → 4).
    expect(s.leaders.cabades!.wounded).toBe(true);
    expect(charge.events.some((e) => e.key === 'leader.wounded')).toBe(true);
    // 9.15: two defender types in combat #1: the Byzantine chooses (V).
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'choose-defender' });
    expect(legalOf(s)).toEqual([
      { type: 'choose', unit: 'U' },
      { type: 'choose', unit: 'V' },
    ]);
    // Melee: #1 6, #2 2, #3 6, #4 7. Collapse step 1: Z (2 + 2 = 4 = TQ) routs, its owner choosing its hexes.
    const melee = act(s, { type: 'choose', unit: 'V' }, [6, 2, 6, 7]);
    s = melee.state;
    expect(s.units.Z!.status).toBe('routed');
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '0909' }, { type: 'rout-step', to: '0910' }]);
    s = routTo(s, 'Z', '0910').state;
    // Step 2 waits for Z's move: U rolls 3 (holds), W rolls 7 (routs).
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '0810' }, { type: 'rout-step', to: '0811' }]);
    s = routTo(s, 'Z', '0811', [3, 7]).state;
    expect(s.units.Z!.hex).toBe('0811');
    expect(s.units.W!.status).toBe('routed');
    expect(legalOf(s)).toEqual([{ type: 'rout-step', to: '0904' }, { type: 'rout-step', to: '0905' }]);
    s = routTo(s, 'W', '0904').state;
    s = routTo(s, 'W', '0805').state;
    expect(s.units.W!.hex).toBe('0805');
    const columns = melee.events.filter((e) => e.key === 'shock.column').map((e) => e.params);
    expect(columns.map((p) => [p!.column, p!.superiority, p!.aspect])).toEqual([
      [7, 'none', 'front'],
      [7, 'none', 'front'],
      [8, 'none', 'front'],
      [6, 'AS', 'flank'],
    ]);
    const results = melee.events.filter((e) => e.key === 'shock.result').map((e) => e.params!.printed);
    // #4: the CRT gives 2(2) at column 6 / DR 7 (the example prints 2(3): ruling R-EX-9FULL).
    expect(results).toEqual(['2(2)', '2(2)', '2(4)', '2(2)']);
    expect(s.units.A!.hits).toBe(2);
    expect(s.units.V!.hits).toBe(1);
    expect(s.units.B!.hits).toBe(3);
    expect(s.units.C!.hits).toBe(2);
    expect(s.units.X!.hits).toBe(5);
    expect(s.units.D!.hits).toBe(2);
    // Collapse step 1: Z (2 + 2 = 4 = TQ) routs; step 2: U holds at 2, W routs.
    expect(s.units.Z!.status).toBe('routed');
    expect(s.units.U!.hits).toBe(2);
    expect(s.units.U!.status).toBe('normal');
    expect(s.units.W!.status).toBe('routed');
    // Step 3: B advances into W's hex, D into Z's hex; A and C stay.
    expect(s.units.B!.hex).toBe('1005');
    expect(s.units.D!.hex).toBe('1010');
    expect(s.units.A!.hex).toBe('1103');
    expect(s.units.C!.hex).toBe('1107');
    // 9.22: each advancing unit may turn one vertex: B declines, D turns.
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'advance-facing' });
    s = act(s, { type: 'decline' }).state;
    s = act(s, { type: 'advance-face', unit: 'D', facing: 5 }).state;
    expect(s.units.D!.facing).toBe(5);
    // No unit eliminated: no Rout Points (the routed units then rout-move in the Rout Phase, still on the map).
    expect(s.routPoints).toEqual({ byzantines: 0, persians: 0 });
    expect(['W', 'Y', 'Z'].map((u) => s.units[u]!.status)).toEqual(['routed', 'routed', 'routed']);
    // The wounded active leader is Finished (no Momentum): with no other leader the Rout & Reload Phase comes;
    // the Byzantine moves his routed units in the order he chooses (10.22), then the turn ends.
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'rout-order' });
    expect(legalOf(s)).toEqual([{ type: 'rout', unit: 'W' }, { type: 'rout', unit: 'Y' }, { type: 'rout', unit: 'Z' }]);
    for (let i = 0; i < 40 && (pendingOf(s)?.kind ?? '').startsWith('rout'); i++) s = act(s, legalOf(s)[0]!).state;
    expect(s.turn).toBe(2);
    expect(s.leaders.cabades!.wounded).toBe(true);
  });
});
