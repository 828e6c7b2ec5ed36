import { newGame } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { positionSchema, type GbohState } from '../src';
import { ocOf } from '../src/board';
import { act, legalOf, module, pendingOf, position, start } from './helpers';

/** Catalaunian Fields command structure: two OCs on one side (cf.twoOCs) and Paullus replacing Aetius (cf.paullus). */
const aetius = { id: 'aetius', name: 'Aetius', side: 'byzantines', rank: 'OC' as const, initiative: 5, commandRange: 6, strategy: 4, restriction: { never: [{ nationality: ['Visigoth'] }] } };
const theodoric = { id: 'theodoric', name: 'Theodoric', side: 'byzantines', rank: 'OC' as const, initiative: 5, commandRange: 5, strategy: 3, restriction: { only: [{ nationality: ['Visigoth'] }] } };
const thorismund = { id: 'thorismund', name: 'Thorismund', side: 'byzantines', rank: 'SC' as const, initiative: 5, commandRange: 4, subordinateOf: 'theodoric', restriction: { only: [{ nationality: ['Visigoth'] }] } };
const paullus = { id: 'paullus', name: 'Paullus', side: 'byzantines', rank: 'OC' as const, initiative: 3, commandRange: 4, strategy: 3, replaces: 'aetius', hex: null, restriction: { never: [{ nationality: ['Visigoth'] }] } };
const attila = { id: 'attila', name: 'Attila', side: 'persians', rank: 'OC' as const, initiative: 6, commandRange: 8, strategy: 4, hex: '1610' };

describe('cf.twoOCs: two Overall Commanders on one side', () => {
  const units = [
    { id: 'vis', side: 'byzantines', type: 'MI' as const, hex: '1007', facing: { vertex: 1 }, nationality: 'Visigoth' },
    { id: 'far', side: 'persians', type: 'LC' as const, hex: '1612', facing: { vertex: 4 } },
  ];

  it('a second OC is accepted only when every SC of the side names the OC he serves', () => {
    const bare = { ...thorismund } as Record<string, unknown>;
    delete bare.subordinateOf;
    expect(positionSchema.safeParse(position({ units, leaders: [{ ...aetius, hex: '0514' }, { ...theodoric, hex: '1005' }, { ...bare, hex: '1008' }, attila] })).success).toBe(false);
    expect(positionSchema.safeParse(position({ units, leaders: [{ ...aetius, hex: '0514' }, { ...theodoric, hex: '1005' }, { ...thorismund, hex: '1008' }, attila] })).success).toBe(true);
  });

  it('4.33: Thorismund in Theodoric’s range rolls against Theodoric’s Strategy (3), not Aetius’s (4)', () => {
    const lcRoll = (die: number): GbohState => {
      let s = start(position({ units, leaders: [{ ...aetius, hex: '0514' }, { ...theodoric, hex: '1005' }, { ...thorismund, hex: '1008' }, attila] }));
      s = act(s, { type: 'activate', leader: 'thorismund' }).state;
      expect(legalOf(s)).toContainEqual({ type: 'lc-roll' });
      return act(s, { type: 'lc-roll' }, [die]).state;
    };
    expect(lcRoll(3).leaders.thorismund!.lcAbility).toBe('able');
    const failed = lcRoll(4);
    expect(failed.leaders.thorismund!.lcAbility).toBe('ioOnly');
    expect(failed.activation?.kind).not.toBe('zocShockOnly'); // in range: a failed roll leaves Individual Orders (4.33)
  });
});

describe('cf.paullus: Paullus replaces Aetius', () => {
  it('a captured Aetius (4.62) is replaced at once by Paullus, Finished, on the nearest Roman unit (not the nearer Visigoths)', () => {
    let s = start(
      position({
        units: [
          { id: 'vis', side: 'byzantines', type: 'MI' as const, hex: '1007', facing: { vertex: 1 }, nationality: 'Visigoth' },
          { id: 'rom', side: 'byzantines', type: 'MI', hex: '0805', facing: { vertex: 1 }, nationality: 'Roman' },
          { id: 'hc', side: 'persians', type: 'HC', ma: 8, tq: 7, hex: '1305', facing: { vertex: 4 } },
        ],
        leaders: [{ ...aetius, hex: '1105' }, { ...theodoric, hex: '1008' }, paullus, attila],
      }),
    );
    expect(s.leaders.paullus!.status).toBe('eliminated'); // off the map until Aetius falls
    s = act(s, { type: 'pass', leader: 'aetius' }).state;
    s = act(s, { type: 'pass', leader: 'theodoric' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'persians' });
    s = act(s, { type: 'activate', leader: 'attila' }).state;
    s = act(s, { type: 'move', unit: 'hc' }).state;
    s = act(s, { type: 'step', to: '1205' }).state;
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'leader-withdrawal' });
    s = act(s, { type: 'decline' }).state;
    expect(s.leaders.aetius!.status).toBe('eliminated');
    expect(s.routPoints.byzantines).toBe(25);
    expect(s.leaders.paullus).toMatchObject({ hex: '0805', status: 'finished' });
  });
});

describe('catalaunian-fields.json command structure', () => {
  it('Aetius and Theodoric are both OCs, each serving his own SCs; Paullus waits off the map', () => {
    const s = newGame(module, { scenario: 'catalaunian-fields', options: {}, seed: 1 }) as unknown as GbohState;
    expect(s.static.leaders.theodoric!.rank).toBe('OC');
    expect(ocOf(s, 'thorismund')).toBe('theodoric');
    expect(ocOf(s, 'theodoric-ii')).toBe('theodoric');
    expect(ocOf(s, 'sangiban')).toBe('aetius');
    expect(s.leaders.paullus).toMatchObject({ hex: null, status: 'eliminated' });
    expect(s.static.leaders.paullus!.replaces).toBe('aetius');
  });
});
