import { PROVINCES } from './data/map';
import { largestGroup } from './forces';
import { groupKey } from './losses';
import { leaderData } from './data/leaders';
import { activeArmy, armyUnit, entryCost } from './movement';
import { armySide, armySp, controller, findArmy, sideSpAt, staticDistance } from './geo';
import type { JustinianAction, JustinianState } from './state';

/**
 * The solitaire Barbarian (ruling R-SOLO). The rules have no separate solitaire system (1.0): solitaire play relies on
 * the random activation of 6.2. In solitaire the Barbarian is a system seat and the engine answers its decisions
 * itself with this fixed procedure, so the game never prompts for it:
 * - set-up: the historical default (ruling R-SETUP);
 * - activation markers: the three Random AMs first (6.22), then the Chosen AMs for the major power with the most SP;
 *   never a Combined Operation; 6.24 recruitment always taken; recruits placed with an army of the power if one
 *   stands in a City Province it controls, else in the first such province;
 * - the unit: the power's army with the most SP (a leader in his box counts as the army to raise);
 * - the army: attacks a target it outnumbers, else places a control marker, else marches one province nearer the
 *   nearest province its side does not control, else ends; fleets stay in port;
 * - reactions: intercepts when its army is at least as strong as the mover; retreats before combat when outnumbered
 *   two to one; retreats to the first legal province; naval interception always, avoidance when weaker;
 *   losses (8.21, Plague) one SP at a time from its largest group.
 * Everything it decides goes through the decision table like a player's action, so the log explains each step.
 */
export function soloChoose(s: JustinianState, kind: string, legal: readonly JustinianAction[]): JustinianAction {
  const first = legal[0]!;
  const find = <T extends JustinianAction['type']>(t: T): Extract<JustinianAction, { type: T }>[] => legal.filter((a): a is Extract<JustinianAction, { type: T }> => a.type === t);
  switch (kind) {
    case 'barb-am': {
      const r = find('random');
      if (r.length > 0) return r[0]!;
      const chosen = find('chosen').sort((a, b) => powerSp(s, b.power) - powerSp(s, a.power));
      return chosen[0] ?? first;
    }
    case 'recruit-major': return find('recruit').find((a) => a.yes) ?? first;
    case 'place-recruits': {
      const withArmy = find('place').find((a) => s.armies.some((x) => x.at === a.province && x.power !== 'byzantine' && armySide(s, x) === 'barbarian'));
      return withArmy ?? first;
    }
    case 'choose-unit': {
      const armies = find('use-army').sort((a, b) => armySp(findArmy(s, b.army)!) - armySp(findArmy(s, a.army)!) || (findArmy(s, b.army)!.at.startsWith('box:') ? 1 : 0) - (findArmy(s, a.army)!.at.startsWith('box:') ? 1 : 0));
      const usable = armies.filter((a) => armySp(findArmy(s, a.army)!) > 0 || findArmy(s, a.army)!.at.startsWith('box:'));
      return usable[0] ?? first;
    }
    case 'co-minor': return first;
    case 'unit': return unitChoice(s, legal);
    case 'intercept': {
      const mover = activeArmy(s);
      const strong = find('intercept').find((a) => mover !== null && armySp(findArmy(s, a.army)!) >= armySp(mover));
      return strong ?? legal.find((a) => a.type === 'done') ?? first;
    }
    case 'rbc': {
      const stand = find('stand')[0]!;
      const x = findArmy(s, stand.army)!;
      const mover = activeArmy(s);
      if (mover === null || armySp(x) * 2 >= armySp(mover)) return stand;
      const safe = find('rbc').find((a) => { const c = controller(s, a.to); return c !== null && c !== 'byzantine'; });
      return safe ?? stand;
    }
    case 'retreat': return first;
    // 3.3: the historical set-up (ruling R-SETUP).
    case 'setup': return legal.find((a) => a.type === 'setup-default') ?? first;
    // 8.21: its losses one SP at a time from its largest group, so no group is wiped out while a larger one stands.
    case 'losses': {
      const e = s.losses[0];
      const g = e === undefined ? null : largestGroup(s, e.groups);
      return (g === null ? undefined : legal.find((a) => a.type === 'lose' && a.group === groupKey(g))) ?? first;
    }
    case 'naval': {
      const yes = legal.find((a) => (a.type === 'naval-intercept' && a.yes) || (a.type === 'avoid' && !a.yes));
      return yes ?? first;
    }
    default: return first;
  }
}

function powerSp(s: JustinianState, power: string): number {
  return s.armies.filter((a) => a.power === power).reduce((n, a) => n + armySp(a), 0) + s.detached.filter((d) => d.power === power).reduce((n, d) => n + d.sp, 0);
}

function unitChoice(s: JustinianState, legal: readonly JustinianAction[]): JustinianAction {
  const end = legal.find((a) => a.type === 'end') ?? legal[0]!;
  const a = activeArmy(s);
  const u = armyUnit(s);
  if (a === null || u === null) {
    // A fleet: go back into port where it is, or end its move.
    return legal.find((x) => x.type === 'end') ?? legal.find((x) => x.type === 'port') ?? legal[0]!;
  }
  const side = armySide(s, a);
  const mine = armySp(a);
  for (const x of legal) if (x.type === 'attack') {
    const enemy = x.target === 'all' ? sideSpAt(s, a.at, side === 'barbarian' ? 'byzantine' : 'barbarian') : armySp(findArmy(s, x.target)!);
    if (mine > enemy) return x;
  }
  const marker = legal.find((x) => x.type === 'marker');
  if (marker !== undefined) return marker;
  const recover = legal.find((x) => x.type === 'recover');
  const moves = legal.filter((x): x is Extract<JustinianAction, { type: 'move' }> => x.type === 'move');
  if (moves.length === 0) return recover ?? end;
  const here = a.at.startsWith('box:') ? Infinity : targetDistance(s, a.at, side);
  let best: { m: Extract<JustinianAction, { type: 'move' }>; d: number } | null = null;
  for (const m of moves) {
    const d = targetDistance(s, m.to, side);
    if (best === null || d < best.d || (d === best.d && entryCost(s, a, m.to) < entryCost(s, a, best.m.to))) best = { m, d };
  }
  if (best !== null && best.d < here) return best.m;
  if (best !== null && here === 0 && leaderData(a.leader ?? 'moors').control >= 0) return recover ?? end;
  return recover ?? end;
}

/** Static distance to the nearest province the army's side does not control (0 when it stands in one). */
function targetDistance(s: JustinianState, from: string, side: 'byzantine' | 'barbarian'): number {
  let best = Infinity;
  for (const p of PROVINCES) {
    const c = controller(s, p.name);
    const theirs = side === 'barbarian' ? c === 'byzantine' : c !== 'byzantine';
    if (!theirs) continue;
    const d = staticDistance(from, p.name);
    if (d < best) best = d;
  }
  return best;
}
