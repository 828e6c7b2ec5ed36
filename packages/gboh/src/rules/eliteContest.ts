import type { StepContext } from '@polemarch/kernel';
import { leaderInitiative } from '../board';
import { editionOf } from '../edition';
import { citing, note, rollD10 } from '../log';
import type { GbohState } from '../types';
import { eliteOCs } from './twoOCs';

/**
 * DH 5.5 (`flags.elite` 'dh'): when both players have an Elite OC, at the start of each turn each rolls a die and adds
 * his Elite OC's Initiative; the higher total conducts the Elite Orders Phase, a tie neither (the other side, or both,
 * are marked done for the turn's Elite Orders Phase). Cataphract 5.51–5.52 has no contest: both may have theirs.
 */
export function eliteContest(s: GbohState, ctx: StepContext): void {
  if (editionOf(s).flags.elite !== 'dh') return;
  const sides = s.static.sides.map((x) => x.id);
  const ocs = sides.map((side) => eliteOCs(s, side).find((id) => s.leaders[id]!.status !== 'eliminated' && s.leaders[id]!.hex !== null));
  if (ocs.some((oc) => oc === undefined)) return;
  const dh = citing(ctx, 'dh 5.5');
  const totals = sides.map((side, i) => {
    const initiative = leaderInitiative(s, ocs[i]!);
    return rollD10(dh, 'eio.contestRoll', { side, initiative }, '5.51') + initiative;
  });
  const winner = totals[0]! === totals[1]! ? null : totals[0]! > totals[1]! ? sides[0]! : sides[1]!;
  for (const side of sides) if (side !== winner && !s.eioSidesDone.includes(side)) s.eioSidesDone.push(side);
  note(dh, 'eio.contest', { winner: winner ?? 'none' }, '5.51');
}
