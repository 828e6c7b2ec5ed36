import { describe, expect, it } from 'vitest';
import type { GbohAction, GbohState } from '../src';
import { act, legalOf, position, start } from './helpers';

/** Tricameron Hun Reluctance (tricameron.hunReluctance): the Huns and Heruli join the Vandals (ruling R-TRIC-SIDES). */
function endTurn(s: GbohState): GbohState {
  const turn = s.turn;
  for (let i = 0; i < 40 && s.turn === turn && s.phase !== 'over'; i++) {
    const legal = legalOf(s);
    const pass = legal.find((a: GbohAction) => a.type === 'pass') ?? legal.find((a: GbohAction) => a.type === 'decline') ?? legal[0]!;
    s = act(s, pass).state;
  }
  return s;
}

const battle = () =>
  start(
    position({
      units: [
        { id: 'hun', side: 'byzantines', type: 'LC', hex: '0805', facing: { vertex: 1 }, nationality: 'Massagetae' },
        { id: 'hun2', side: 'byzantines', type: 'LC', hex: '0807', facing: { vertex: 1 }, nationality: 'Massagetae', initial: { status: 'eliminated' } },
        { id: 'numeri', side: 'byzantines', type: 'MI', hex: '0605', facing: { vertex: 1 }, nationality: 'Roman' },
        { id: 'vandal', side: 'persians', type: 'LN', hex: '1612', facing: { vertex: 4 } },
      ],
      leaders: [
        { id: 'belisarius', name: 'Belisarius', side: 'byzantines', rank: 'OC', initiative: 6, commandRange: 6, strategy: 4, hex: '0605' },
        { id: 'sunicas', name: 'Sunicas', side: 'byzantines', rank: 'CC', initiative: 3, hex: '0805', restriction: { only: [{ nationality: ['Massagetae'] }] } },
        { id: 'gelimer', name: 'Gelimer', side: 'persians', rank: 'OC', initiative: 4, commandRange: 6, strategy: 3, hex: '1610' },
      ],
      specialRules: [{ kind: 'changeSides', units: { nationality: ['Massagetae', 'Heruli'] }, leaders: ['sunicas'], from: 'byzantines', to: 'persians' }],
    }),
  );

describe('tricameron: the Huns change sides', () => {
  it('in the Withdrawal Phase, with more Byzantine than Vandal RP, the surviving Huns and Sunicas join the Vandals', () => {
    let s = battle();
    s.routPoints = { byzantines: 5, persians: 0 };
    s = endTurn(s);
    expect(s.turn).toBe(2);
    expect(s.battle['tricameron.hunReluctance']).toEqual({ sidesChanged: true });
    expect(s.static.units.hun!.side).toBe('persians');
    expect(s.static.leaders.sunicas!.side).toBe('persians');
    expect(s.static.units.hun2!.side).toBe('byzantines'); // eliminated before: its RP stay Byzantine
    expect(s.static.units.numeri!.side).toBe('byzantines');
    expect(s.routPoints).toEqual({ byzantines: 5, persians: 0 });
  });

  it('with equal RP nobody changes sides', () => {
    let s = battle();
    s.routPoints = { byzantines: 5, persians: 5 };
    s = endTurn(s);
    expect(s.turn).toBe(2);
    expect(s.battle['tricameron.hunReluctance']).toEqual({ sidesChanged: false });
    expect(s.static.units.hun!.side).toBe('byzantines');
  });
});
