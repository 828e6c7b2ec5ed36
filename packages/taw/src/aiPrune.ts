import { activePlace } from './movement';
import { APPROACH_RANGE, distancesTo, forcesOf, objectiveHexes } from './aiObjective';
import { battleSp, stackAt } from './core';
import type { Side, TawAction, TawState } from './state';

/** The operations that strike at an objective where the Force stands (9.0 battle, 9.2–9.3 siege, assault, surrender). */
const STRIKES: ReadonlySet<TawAction['type']> = new Set(['attack', 'overrun', 'siege', 'assault', 'surrender']);

/** Where the side's largest Force stands (a lone leader's objective). */
function armyHexes(s: TawState, side: Side): Set<number> {
  const forces = forcesOf(s, side);
  const most = Math.max(0, ...forces.map((f) => battleSp(f.groups)));
  return new Set(most === 0 ? [] : forces.filter((f) => battleSp(f.groups) === most).map((f) => f.hex));
}

/**
 * The invader's operations the search considers (issue 19). With one of the invader's Forces active, a
 * march or step is kept only when it shortens the land path to an objective (aiObjective.ts), a march
 * sets out with the whole Force (5.13: a part left behind is a weaker army), and ending the Campaign
 * Phase (or spending it on an Allied Movement, 6.13) is dropped while a march toward an objective or a
 * blow against it is open. Without it the
 * search, spreading 60 iterations over 30 marches one visit each, always found `end` the most visited
 * action, and Pyrrhus sat in Calabria ten turns. Stopping, recruiting, diplomacy and every other
 * operation stay. The positions it reads are public; the LAM cup is not read.
 */
export function invaderPrune(s: TawState, seat: Side, legal: readonly TawAction[]): readonly TawAction[] {
  const invader = s.scenario === 'hannibal' || s.scenario === 'pyrrhus' ? s.rules.nonRoman : null;
  const a = s.activation;
  if (seat !== invader || a === null || a.side !== seat || a.allied !== undefined || !legal.some((x) => x.type === 'end')) return legal;
  const place = activePlace(s);
  // A subordinate beside the Overall Commander takes at most half the Force (5.13 A): he is left alone.
  const whole = legal.some((x) => x.type === 'march' && x.take === 'all');
  if (place === null) return legal;
  const sp = battleSp(a.move?.groups ?? stackAt(s, seat, place.hex, place.inCity)?.groups ?? []);
  if (a.move === null && !whole && sp > 0) return legal;
  // A leader alone (back from a wound, 8.62, or left behind) marches to join his side's largest Force.
  const distance = distancesTo(sp > 0 ? objectiveHexes(s, seat, sp) : armyHexes(s, seat), APPROACH_RANGE);
  const here = distance.get(place.hex);
  if (here === undefined) return legal;
  const closer = (to: number): boolean => (distance.get(to) ?? Infinity) < here;
  const kept = legal.filter((x) => {
    if (x.type === 'march') return closer(x.to) && (!whole || x.take === 'all');
    if (x.type === 'step') return closer(x.to);
    return true;
  });
  const open = kept.some((x) => x.type === 'march' || x.type === 'step' || (here === 0 && STRIKES.has(x.type)));
  // 6.13: the Overall Commander's Allied Movement takes his whole Campaign Phase: not while his own Force can march.
  return open ? kept.filter((x) => x.type !== 'end' && x.type !== 'allied') : kept;
}
