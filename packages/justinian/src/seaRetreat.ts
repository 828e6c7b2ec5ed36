import type { StepContext } from '@polemarch/kernel';
import { addFleet } from './forces';
import { armySide, coastsOf, findArmy, seaAdjacent, seasOf } from './geo';
import { checkOccupation } from './treasury';
import type { Army, Fleet, JustinianState, SeaRetreat, Side } from './state';

/**
 * 8.21 retreat by fleet: "An army may instead use its own power's fleet if that fleet is In Port in the province and
 * has the capacity (10 SP per Fleet SP), to retreat to any friendly province within 2 sea areas ... A retreat by fleet
 * can be intercepted (7.34)". The fleet sails area by area; in each area holding an enemy fleet On Patrol the enemy
 * may try to intercept (a decision of his seat, `naval` with a `retreat`), and a fleet carrying a retreating army
 * cannot avoid the battle (7.36). The naval battle itself is `naval.ts`'s (8.32–8.34).
 */

const cite = (r: string): string => `justinian ${r}`;
const fleetSide = (p: Fleet['power']): Side => (p === 'byzantine' ? 'byzantine' : 'barbarian');

/** Enemy fleets On Patrol in a sea area, for a fleet of `side`. */
export function enemyPatrols(s: JustinianState, sea: string, side: Side): Fleet[] {
  return s.fleets.filter((f) => f.at === `sea:${sea}` && fleetSide(f.power) !== side);
}

/**
 * The route of a retreat by fleet from `from` to `to`: the first sea area is one next to the port (free, 7.21), then at
 * most two more. Of the routes that reach a sea area bordering `to`, the engine takes the one with the fewest sea areas
 * holding an enemy fleet On Patrol, then the shortest, then the first in map order (ruling R-RETREAT-SEA: the choice
 * the retreating player would make; the retreat action names only the destination). Null when there is none.
 */
export function seaRetreatRoute(s: JustinianState, from: string, to: string, side: Side): string[] | null {
  const routes: string[][] = [];
  const stack: string[][] = seasOf(from).map((first) => [first]);
  while (stack.length > 0) {
    const route = stack.shift()!;
    const last = route[route.length - 1]!;
    if (coastsOf(last).includes(to)) routes.push(route);
    if (route.length < 3) for (const n of seaAdjacent(last)) if (!route.includes(n)) stack.push([...route, n]);
  }
  const patrols = (route: string[]): number => route.filter((sea) => enemyPatrols(s, sea, side).length > 0).length;
  // Breadth first, so among equals the shorter route (then the first in map order) comes first: a stable sort keeps it.
  return routes.sort((a, b) => patrols(a) - patrols(b))[0] ?? null;
}

/** 8.21: the army and its fleet leave port for `to`; they sail until an enemy patrol may intercept them, or land. */
export function startSeaRetreat(s: JustinianState, ctx: StepContext, x: Army, to: string): void {
  const f = s.fleets.find((y) => y.power === x.power && y.at === x.at);
  const route = seaRetreatRoute(s, x.at, to, armySide(s, x));
  if (f === undefined || route === null) throw new Error(`${x.id} has no fleet route to ${to}`);
  s.fleets = s.fleets.filter((y) => y !== f);
  sailOn(s, ctx, { army: x.id, power: f.power, sp: f.sp, unpaid: f.unpaid, route, next: 0, to });
}

/** Sails the retreat on from `r.next`: stops where an enemy fleet On Patrol may intercept (7.34), else lands. */
export function sailOn(s: JustinianState, ctx: StepContext, r: SeaRetreat): void {
  const x = findArmy(s, r.army);
  while (r.next < r.route.length) {
    const sea = r.route[r.next]!;
    r.next++;
    if (x !== undefined) x.at = `sea:${sea}`;
    if (enemyPatrols(s, sea, fleetSide(r.power)).length > 0) {
      s.naval = { sea, stage: 'declare', retreat: r };
      return;
    }
  }
  addFleet(s, r.power, r.to, r.sp, r.unpaid);
  if (x === undefined) return;
  x.at = r.to;
  ctx.emit({ key: 'retreat.sea', params: { army: x.id, to: r.to }, rule: cite('8.21') });
  if (armySide(s, x) === 'byzantine') checkOccupation(s, ctx, x.at);
}

/** After a lost interception battle the fleet went into port with the army (8.33): a Byzantine army may take a treasury there. */
export function landedAfterBattle(s: JustinianState, ctx: StepContext, r: SeaRetreat): void {
  const x = findArmy(s, r.army);
  if (x !== undefined && !x.at.startsWith('sea:') && armySide(s, x) === 'byzantine') checkOccupation(s, ctx, x.at);
}
