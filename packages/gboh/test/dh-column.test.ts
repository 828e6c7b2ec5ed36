import { describe, expect, it } from 'vitest';
import type { GbohState } from '../src';
import { reactionFacingEligible } from '../src/moveReactions';
import { act, legalOf, OC, position, start } from './helpers';
import { dhStart, european, mongol } from './dhHelpers';

/** DH 6.44 and 6.47: the Column differences the edition switches (`flags.columnFacing`, `flags.columnReactionFacing`). */

const column = (extra: Record<string, unknown> = {}) => ({ id: 'c', type: 'MI', ma: 4, tq: 6, hex: '1005', facing: { hexside: 2 }, inColumn: true, ...extra });
const far = { id: 'far', type: 'LC', hex: '1612', facing: { vertex: 4 } };

function ordered(dh: boolean): GbohState {
  const units = [mongol(column()), european(far)];
  const opts = { units, leaders: [OC('byzantines', '0805')] };
  let s = dh ? dhStart(opts) : start(position({ ...opts, units: units.map((u) => ({ ...u, size: 5 })) }));
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  return act(s, { type: 'move', unit: 'c' }).state;
}

describe('DH 6.44 Column units move only into front and front-flank hexes', () => {
  it('no facing change is offered to a Column unit in DH (Cataphract: it may turn, paying the facing cost)', () => {
    const dh = legalOf(ordered(true));
    expect(dh.filter((a) => a.type === 'face')).toEqual([]);
    expect(dh.filter((a) => a.type === 'step').length).toBe(3); // ahead and the two front-flank hexes
    expect(legalOf(ordered(false)).filter((a) => a.type === 'face').length).toBe(2);
  });
});

describe('DH 6.47 Column units may make a Reaction Facing Change', () => {
  it('a Column unit an enemy approaches may react in DH; not in Cataphract (Cat 6.47)', () => {
    const units = [mongol(column()), european({ id: 'e', type: 'LC', hex: '1204', facing: { vertex: 4 } })];
    const opts = { units, leaders: [OC('byzantines', '0805')] };
    expect(reactionFacingEligible(dhStart(opts), 'c', 'e')).toBe(true);
    expect(reactionFacingEligible(start(position({ ...opts, units: units.map((u) => ({ ...u, size: 5 })) })), 'c', 'e')).toBe(false);
  });
});

describe('DH 6.41 Column for any non-routed infantry', () => {
  it('infantry of an army that is not Disciplined may form Column in DH (Cataphract: only a Disciplined army’s)', () => {
    const units = [mongol({ id: 'i', type: 'MI', ma: 4, tq: 6, hex: '1005', facing: { vertex: 1 } }), european(far)];
    const opts = { units, leaders: [OC('byzantines', '0805')], sides: { byz: { discipline: 'undisciplined' } } };
    const columnOffered = (s: GbohState): boolean => {
      const x = act(act(s, { type: 'activate', leader: 'byzantines-oc' }).state, { type: 'move', unit: 'i' }).state;
      return legalOf(x).some((a) => a.type === 'column');
    };
    expect(columnOffered(dhStart(opts))).toBe(true);
    expect(columnOffered(start(position({ ...opts, units: units.map((u) => ({ ...u, size: 5 })) })))).toBe(false);
  });
});
