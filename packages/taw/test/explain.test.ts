import { GameError, applyAction } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { taw } from '../src/index';
import type { TawAction, TawState } from '../src/state';
import { hexDistance, hexLabel } from '../src/hex';
import { MAP } from '../src/map';
import { activateFor, empty, lead, put } from './helpers';

/** Issue 17.8: an illegal action is answered with the rule that forbids it. */
function refusal(s: TawState, a: TawAction): string {
  try {
    applyAction(taw, s, s.activation!.side, a);
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    return (e as GameError).message;
  }
  throw new Error('accepted');
}

/** Hannibal with 10 infantry SP in hex 1222 (no city), activated. */
function hannibalAt1222(): TawState {
  const s = empty();
  expect(MAP.cityAt.get(1222)).toBeUndefined();
  lead(s, 'hannibal', 1222, false, { oc: true });
  put(s, 'carthage', 1222, false, [{ c: 'afr', t: 'inf', sp: 10 }]);
  activateFor(s, 'hannibal');
  return s;
}

describe('taw explainIllegal (issue 17.8)', () => {
  it('movement: a hex not adjacent, a step with no Force moving', () => {
    const s = hannibalAt1222();
    const far = [...MAP.hexes.keys()].find((h) => hexDistance(1222, h) === 3)!;
    expect(refusal(s, { type: 'march', to: far, take: 'all' })).toMatch(new RegExp(`${hexLabel(far)} is not adjacent to the Force's hex 1222: a Force moves hex by hex \\(6\\.1, 6\\.2\\)`));
    expect(refusal(s, { type: 'step', to: 1221 })).toMatch(/no Force is moving: a Movement operation starts with march \(5\.3\)/);
    expect(refusal(s, { type: 'march', to: 9999, take: 'all' })).toMatch(/9999 is not a land hex of the map/);
  });

  it('battle and sieges: no enemy to attack, no city to besiege or assault', () => {
    const s = hannibalAt1222();
    expect(refusal(s, { type: 'attack' })).toMatch(/no enemy Force outside a city in 1222: combat is against an enemy Force in the hex entered \(8\.21\)/);
    expect(refusal(s, { type: 'siege' })).toMatch(/a siege is declared from the city's hex \(9\.21\)/);
    expect(refusal(s, { type: 'assault' })).toMatch(/only a city Under Siege by this side may be Assaulted \(9\.2, 9\.41\)/);
  });

  it('recruiting: once an activation, not on the move, by the OC', () => {
    const s = hannibalAt1222();
    expect(refusal(s, { type: 'recruit', mode: 'new' })).toMatch(/only the OC levies troops, in a province where he may \(10\.0\)/);
    s.activation!.recruited = true;
    expect(refusal(s, { type: 'recruit', mode: 'levy' })).toMatch(/the leader has recruited in this activation already/);
  });
});
