import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { act, legalOf, pendingOf, position, start } from './helpers';

/** cf.twoOCs: which of two OCs counts for the Elite Orders Phase (5.51) and the Undisciplined Army Check (11.2), R-CF-2OC. */
const aetius = { id: 'aetius', name: 'Aetius', side: 'byzantines', rank: 'OC' as const, initiative: 3, commandRange: 6, strategy: 4, restriction: { never: [{ nationality: ['Visigoth'] }] } };
const theodoric = { id: 'theodoric', name: 'Theodoric', side: 'byzantines', rank: 'OC' as const, initiative: 5, commandRange: 5, strategy: 3, restriction: { only: [{ nationality: ['Visigoth'] }] } };
const thorismund = { id: 'thorismund', name: 'Thorismund', side: 'byzantines', rank: 'SC' as const, initiative: 5, commandRange: 4, subordinateOf: 'theodoric', restriction: { only: [{ nationality: ['Visigoth'] }] } };
const sangiban = { id: 'sangiban', name: 'Sangiban', side: 'byzantines', rank: 'SC' as const, initiative: 4, commandRange: 3, subordinateOf: 'aetius' };
const attila = { id: 'attila', name: 'Attila', side: 'persians', rank: 'OC' as const, initiative: 1, commandRange: 8, strategy: 4, hex: '1612' };

describe('5.51 with two OCs: every Elite OC lends the Elite Orders Phase', () => {
  const game = (aetiusElite: boolean, theodoricElite: boolean): GbohState => {
    const pos = position({
      units: [
        { id: 'vis', side: 'byzantines', type: 'MI', hex: '1007', facing: { vertex: 1 }, nationality: 'Visigoth' },
        { id: 'rom', side: 'byzantines', type: 'MI', hex: '0513', facing: { vertex: 1 }, nationality: 'Roman' },
        { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
      ],
      // Thorismund is within Theodoric's range (3 hexes), Sangiban only within Aetius's.
      leaders: [
        { ...aetius, elite: aetiusElite, hex: '0514' },
        { ...theodoric, elite: theodoricElite, hex: '1005' },
        { ...thorismund, hex: '1008' },
        { ...sangiban, hex: '0512' },
        attila,
      ],
    }) as Record<string, unknown>;
    pos.start = { turn: 2 }; // turn 1 would let any leader take it (5.51)
    return start(pos as never);
  };
  const eio = (s: GbohState) => legalOf(s).flatMap((a) => (a.type === 'eio' ? [a.leader] : []));

  it('Theodoric Elite (the second OC in the file): he and the leaders in his range may take it', () => {
    const s = game(false, true);
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'elite-orders' });
    expect(eio(s)).toEqual(['theodoric', 'thorismund']);
  });

  it('Aetius Elite: he may give it to any leader in his range, not to Thorismund out of it (cf.aetiusElite)', () => {
    expect(eio(game(true, false))).toEqual(['aetius', 'sangiban']);
  });

  it('both Elite: one Elite Orders Phase, offered to the leaders in either OC’s range', () => {
    expect(eio(game(true, true))).toEqual(['aetius', 'sangiban', 'theodoric', 'thorismund']);
  });

  it('neither Elite: no Elite Orders Phase', () => {
    expect(pendingOf(game(false, false))).toMatchObject({ kind: 'activate' });
  });
});

describe('11.2 with two OCs: the routing unit’s own OC’s Initiative', () => {
  /** A Persian archer routs `target` (TQ 4 + 2, 5 hits); the Undisciplined Army Check then rolls `check`. */
  const routBy = (nationality: string, check: number): GbohState => {
    let s = start(
      position({
        sides: { byz: { discipline: 'undisciplined' } },
        units: [
          { id: 'target', side: 'byzantines', type: 'MI', tq: 4, hex: '1007', facing: { vertex: 1 }, nationality, initial: { hits: 5 } },
          { id: 'bow', side: 'persians', type: 'LI', missile: 'B', hex: '1107', facing: { vertex: 4 } },
        ],
        leaders: [{ ...aetius, hex: '0514' }, { ...theodoric, hex: '0505' }, { ...thorismund, hex: '0508' }, { ...sangiban, hex: '0512' }, attila],
      }),
    );
    s = act(s, { type: 'activate', leader: 'attila' }).state;
    s = act(s, { type: 'fire', unit: 'bow', target: 'target' }, [5]).state; // 1 hit: 6 ≥ TQ 4 + 2, it routs
    // 10.21: the owner picks the initial rout path at ties (R-ROUT-1); the check follows the initial rout move, so the
    // forced die goes to the decision that completes it.
    for (let i = 0; i < 5 && pendingOf(s)?.kind === 'rout-path'; i++) {
      const step = legalOf(s)[0]!;
      try {
        return act(s, step, [check]).state;
      } catch {
        s = act(s, step).state;
      }
    }
    throw new Error('the initial rout move did not end with the check');
  };

  it('a Visigoth routs: DR 4 against Theodoric’s Initiative 5 keeps the +2', () => {
    const s = routBy('Visigoth', 4);
    expect(s.units.target!.status).toBe('routed');
    expect(s.lostBonus).toEqual([]);
  });

  it('a Roman routs: DR 4 against Aetius’s Initiative 3 loses it', () => {
    const s = routBy('Roman', 4);
    expect(s.units.target!.status).toBe('routed');
    expect(s.lostBonus).toEqual(['byzantines']);
  });
});
