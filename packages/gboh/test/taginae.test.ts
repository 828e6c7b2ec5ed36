import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { championTqDrm } from '../src/rules/champion';
import { distanceToEnemy } from '../src/rules/uncontrolled';
import { act, declineReactions, legalOf, pendingOf, position, start } from './helpers';

/** Taginae scenario rules: `taginae.nearestUnit` (11.31) and the failed cancellation of the Champion Challenge. */

const goth = (id: string, hex: string) => ({ id, side: 'persians', type: 'MI' as const, ma: 5, tq: 5, hex, facing: { vertex: 4 } });
const byz = (id: string, hex: string) => ({ id, side: 'byzantines', type: 'MI' as const, hex, facing: { vertex: 1 } });
const nearestUnit = { kind: 'uncontrolledTargetColumn' as const, side: 'persians', column: 8 };

function gothsAdvance(rule: boolean): GbohState {
  let s = start(
    position({
      sides: { per: { discipline: 'undisciplined' } },
      // The Byzantine line is in hex column 08 (0808); another Byzantine unit (1101) is nearer to the Goth.
      units: [goth('g1', '1404'), byz('line', '0808'), byz('outpost', '1101')],
      leaders: [{ id: 'totila', name: 'Totila', side: 'persians', rank: 'OC', initiative: 5, commandRange: 6, strategy: 3, hex: '1505' }],
      lines: [{ id: 'foot', side: 'persians', name: 'MI', members: [{ type: ['MI'] }], composition: 'infantry', provenance: { source: 'seed' } }],
      specialRules: rule ? [nearestUnit] : [],
    }),
  );
  s = act(s, { type: 'activate', leader: 'totila' }).state;
  s = act(s, { type: 'line-command', line: 'foot', anchor: 'g1' }).state;
  s = act(s, { type: 'move', unit: 'g1' }).state;
  for (const to of ['1303', '1203']) s = declineReactions(act(s, { type: 'step', to }).state, 'byzantines');
  s = act(s, { type: 'end-move' }).state;
  return act(s, { type: 'end-line' }).state;
}

describe('taginae.nearestUnit: the Byzantine units in hex column 38 are the nearest enemy for 11.31', () => {
  it('measures the distance to the units of that column only, while any is there', () => {
    const s = start(
      position({ units: [goth('g1', '1404'), byz('line', '0808'), byz('outpost', '1101')], specialRules: [nearestUnit] }),
    );
    expect(distanceToEnemy(s, 'g1')).toBe(7); // 1404 → 0808, not 4 to the outpost
    expect(distanceToEnemy(s, 'outpost')).toBe(4); // the rule is the Goths' only: the Byzantine measures to the Goth
    const empty = start(position({ units: [goth('g1', '1404'), byz('outpost', '1101')], specialRules: [nearestUnit] }));
    expect(distanceToEnemy(empty, 'g1')).toBe(4); // nobody in column 08: the nearest enemy
  });

  it('closing 2 hexes on a nearer Byzantine unit does not make the Line Uncontrolled; without the rule it does', () => {
    expect(gothsAdvance(true).uncontrolledLines).toHaveLength(0);
    const s = gothsAdvance(false);
    expect(s.uncontrolledLines).toHaveLength(1);
    expect(s.units.g1!.uncontrolled).toBe(true);
  });
});

describe('taginae.champion: the Goths try to cancel the Byzantine champion’s victory', () => {
  function challenge(cancelRoll: number): GbohState {
    let s = start(
      position({
        units: [byz('b', '0805'), goth('p', '1505')],
        leaders: [
          { id: 'narses', name: 'Narses', side: 'byzantines', rank: 'OC', initiative: 6, commandRange: 8, strategy: 3, hex: '0705' },
          { id: 'totila', name: 'Totila', side: 'persians', rank: 'OC', initiative: 2, commandRange: 8, strategy: 3, charisma: 2, hex: '1605' },
        ],
        specialRules: [
          {
            kind: 'championChallenge',
            champions: [{ side: 'byzantines', name: 'Anzalas', combat: 5, resistance: 6 }, { side: 'persians', name: 'Coccas', combat: 0, resistance: 3 }],
            cancel: { side: 'persians', leader: 'totila' },
          },
        ],
      }),
    );
    s = act(s, { type: 'champion' }, [4, 4, 4, 5, 4, 3]).state; // DER-8: the Byzantine champion wins in three rounds
    expect(pendingOf(s)).toMatchObject({ seat: 'persians' });
    expect(legalOf(s)).toEqual([{ type: 'champion' }, { type: 'decline' }]);
    return act(s, { type: 'champion' }, [cancelRoll]).state;
  }

  it('DR ≤ Totila’s Charisma cancels the effects: no modifier on either side', () => {
    const s = challenge(2);
    expect(s.champion).toMatchObject({ winner: null });
    expect([championTqDrm(s, 'b'), championTqDrm(s, 'p')]).toEqual([0, 0]);
  });

  it('DR > Charisma: the Byzantines keep −1, and the Goths add +1 to every TQ die roll in the first Game Turn', () => {
    const s = challenge(3);
    expect(s.champion).toMatchObject({ winner: 'byzantines', penalty: 'persians' });
    expect([championTqDrm(s, 'b'), championTqDrm(s, 'p')]).toEqual([-1, 1]);
    expect(championTqDrm({ ...s, turn: 2 }, 'p')).toBe(0);
  });

  it('declining the attempt costs nothing', () => {
    let s = start(
      position({
        units: [byz('b', '0805'), goth('p', '1505')],
        leaders: [
          { id: 'narses', name: 'Narses', side: 'byzantines', rank: 'OC', initiative: 6, commandRange: 8, strategy: 3, hex: '0705' },
          { id: 'totila', name: 'Totila', side: 'persians', rank: 'OC', initiative: 2, commandRange: 8, strategy: 3, charisma: 2, hex: '1605' },
        ],
        specialRules: [
          {
            kind: 'championChallenge',
            champions: [{ side: 'byzantines', name: 'Anzalas', combat: 5, resistance: 6 }, { side: 'persians', name: 'Coccas', combat: 0, resistance: 3 }],
            cancel: { side: 'persians', leader: 'totila' },
          },
        ],
      }),
    );
    s = act(s, { type: 'champion' }, [4, 4, 4, 5, 4, 3]).state;
    s = act(s, { type: 'decline' }).state;
    expect([championTqDrm(s, 'b'), championTqDrm(s, 'p')]).toEqual([-1, 0]);
  });
});
