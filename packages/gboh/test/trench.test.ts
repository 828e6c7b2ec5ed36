import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { terrainShift } from '../src/shock';
import { act, declineReactions, legalOf, pendingOf, position, start } from './helpers';

/** Dara special rule `dara.trench` (scenarios.md §3.4): +1 MP, ZOC across only for missile fire, rout across eliminates. */
const OC = (side: 'byzantines' | 'persians', hex: string) => ({ id: `${side}-oc`, name: 'OC', side, rank: 'OC' as const, initiative: 6, lineCommand: 1, commandRange: 8, hex });

/** The battle rule that gives a trench its Shock shift and rout (the map gives its MP cost and its ZOC reading). */
const TRENCH = { kind: 'trench' as const, shockShiftLeft: 1 };

function orderMove(s: GbohState, leader: string, unit: string): GbohState {
  s = act(s, { type: 'activate', leader }).state;
  return act(s, { type: 'move', unit }).state;
}

describe('dara.trench: movement and ZOC', () => {
  const meet = (trench: boolean): GbohState => {
    let s = start(
      position({
        hexsides: trench ? { '1005-1105': ['trench'] } : {},
        specialRules: trench ? [TRENCH] : [],
        units: [
          { id: 'cat', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 6, hex: '0905', facing: { vertex: 1 } },
          { id: 'li', side: 'persians', type: 'LI', missile: 'B', ma: 5, tq: 5, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'cat');
    return act(s, { type: 'step', to: '1005' }).state;
  };

  it('without the trench the cataphract entering the LI’s ZOC stops and is marked Shock – Must Check (7.32 control)', () => {
    const s = meet(false);
    expect(s.units.cat!.shock).toBe('mustCheck');
    expect(s.move!.stopped).toBe(true);
  });

  it('across the trench neither ZOC stops movement nor obliges Shock, but the LI may still use Entry Reaction Fire', () => {
    const s = meet(true);
    expect(s.units.cat!.shock).toBe(null);
    expect(s.move!.stopped).toBe(false);
    // The cataphract's owner chooses whether to Shock across the trench (R-TRENCH-1); the LI's ZOC counts for fire.
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'must-check' });
    expect(s.reactions.map((r) => r.kind)).toEqual(['mustCheck', 'reactionFacing', 'entryFire']);
    const declined = act(s, { type: 'must-check', place: false }).state;
    expect(declined.units.cat!.shock).toBe(null);
    const after = declineReactions(declined, 'persians');
    expect(legalOf(after).filter((a) => a.type === 'step').length).toBeGreaterThan(0);
  });

  it('a Shock across the trench is by choice, and when every attacker attacks across it the CRT shifts 1 column left', () => {
    const s = act(meet(true), { type: 'must-check', place: true }).state;
    expect(s.units.cat!.shock).toBe('mustCheck');
    expect(terrainShift(s, ['cat'], ['li'])).toBe(-1);
    expect(terrainShift(meet(false), ['cat'], ['li'])).toBe(0);
  });

  it('crossing a trench hexside costs +1 MP, with no Cohesion Hit', () => {
    let s = start(
      position({
        hexsides: { '0905-1005': ['trench'] },
        units: [
          { id: 'cat', side: 'byzantines', type: 'HC', class: 'Cat', ma: 8, tq: 6, hex: '0905', facing: { vertex: 1 } },
          { id: 'far', side: 'persians', type: 'LC', hex: '1612', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = orderMove(s, 'byzantines-oc', 'cat');
    s = act(s, { type: 'step', to: '1005' }).state;
    expect(s.move!.mpLeft).toBe(6);
    expect(s.units.cat!.hits).toBe(0);
  });
});

describe('dara.trench: missile purposes see the ZOC across the trench', () => {
  it('8.22: a unit leaving a bow unit’s ZOC across the trench may be fired on (Retire Reaction Fire)', () => {
    let s = start(
      position({
        hexsides: { '1005-1105': ['trench'] },
        units: [
          { id: 'bow', side: 'byzantines', type: 'LC', missile: 'C', hex: '1005', facing: { vertex: 1 } },
          { id: 'mi', side: 'persians', type: 'MI', tq: 5, hex: '1105', facing: { vertex: 4 } },
        ],
        leaders: [OC('byzantines', '0805'), { ...OC('persians', '1305'), initiative: 4 }],
      }),
    );
    expect(pendingOf(s)).toMatchObject({ seat: 'persians' }); // the mover's side activates first here
    s = orderMove(s, 'persians-oc', 'mi');
    s = act(s, { type: 'step', to: '1006' }).state; // out of the bow's ZOC (1104, 1105)
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'retire-reaction-fire' });
  });
});

describe('dara.trench: rout across the trench', () => {
  const routFrom1105 = (trench: boolean): GbohState => {
    let s = start(
      position({
        hexsides: trench ? { '1105-1205': ['trench'], '1105-1206': ['trench'] } : {},
        specialRules: trench ? [TRENCH] : [],
        units: [
          { id: 'far', side: 'byzantines', type: 'LC', hex: '0612', facing: { vertex: 1 } },
          { id: 'mi', side: 'persians', type: 'MI', tq: 5, hex: '1105', facing: { vertex: 4 }, initial: { status: 'routed' } },
        ],
        leaders: [OC('byzantines', '0805')],
      }),
    );
    s = act(s, { type: 'pass', leader: 'byzantines-oc' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians', kind: 'rout-path' });
    return act(s, legalOf(s)[0]!).state;
  };

  it('a routed unit whose path toward its edge crosses the trench is eliminated (5 Rout Points)', () => {
    const s = routFrom1105(true);
    expect(s.units.mi!.status).toBe('eliminated');
    expect(s.routPoints.persians).toBe(5);
  });

  it('control: with no trench it routs on toward the east edge', () => {
    const s = routFrom1105(false);
    expect(s.units.mi!.status).toBe('routed');
    expect(['1205', '1206']).toContain(s.units.mi!.hex);
    expect(s.routPoints.persians).toBe(0);
  });
});
