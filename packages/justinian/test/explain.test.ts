import { GameError } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { controlSnapshot, neighbours } from '../src/geo';
import type { JustinianAction, JustinianState } from '../src/state';
import { act, army, bare } from './helpers';

/** Issue 17.8: an illegal action is answered with the rule that forbids it. */
function refusal(s: JustinianState, a: JustinianAction): string {
  try {
    act(s, a);
  } catch (e) {
    expect(e).toBeInstanceOf(GameError);
    return (e as GameError).message;
  }
  throw new Error('accepted');
}

/** The Byzantine army of Italy in Picenum, activated with `mp` MP, Ostrogoths under Totila in Dalmatia. */
function italyMoving(mp: number, extra: Partial<Parameters<typeof army>[5]> = {}): JustinianState {
  const s = bare({
    armies: [army('italy', 'byzantine', 'Picenum', 12, 'mundus', extra), army('totila', 'ostrogoths', 'Dalmatia', 12)],
    segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'italy' },
  });
  s.unit = { kind: 'army', id: 'italy', mp, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
  return s;
}

describe('justinian explainIllegal (issue 17.8)', () => {
  it('a move to a province not adjacent, or costing more MP than are left', () => {
    expect(neighbours('Picenum')).not.toContain('Aegyptus I');
    expect(refusal(italyMoving(5), { type: 'move', to: 'Aegyptus I' })).toMatch(/Aegyptus I is not adjacent to italy's province Picenum: armies move to an adjacent province across a shared border or a strait \(7\.13\)/);
    const next = neighbours('Picenum').find((p) => p !== 'Dalmatia')!;
    expect(refusal(italyMoving(1, { defeated: true, disorganized: true }), { type: 'move', to: next })).toMatch(new RegExp(`entering ${next} costs 3 MP \\(1 \\+1 Disorganized \\+1 Defeated: 7\\.12, 11\\.5\\) and italy has 1 left`));
  });

  it('an attack with no enemy in the province, or by a Defeated army', () => {
    expect(refusal(italyMoving(3), { type: 'attack', target: 'totila' })).toMatch(/there is no enemy army, Frontier or Detached SP in Picenum to attack \(8\.11\)/);
    expect(refusal(italyMoving(3, { defeated: true }), { type: 'attack', target: 'totila' })).toMatch(/italy is Defeated: a Defeated army does not attack/);
  });

  it('names an army or a province that does not exist, else the values the decision takes', () => {
    expect(refusal(italyMoving(3), { type: 'nika', army: 'ghost' })).toMatch(/no army "ghost" on the map/);
    expect(refusal(italyMoving(3), { type: 'fort', province: 'Atlantis' })).toMatch(/no province "Atlantis" on the map/);
    expect(refusal(italyMoving(3), { type: 'recover', status: 'defeated' })).toMatch(/not legal now/);
  });
});
