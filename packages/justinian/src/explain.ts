import { MOVEMENT_COSTS as MC } from './data/tables';
import { armySide, armySp, boxOf, findArmy, isProvince, isStrait, neighbours } from './geo';
import { activeArmy, armyUnit, attackTargets, entryCost } from './movement';
import type { JustinianAction, JustinianState } from './state';

/** The fields of actions that name a province, for the "unknown ..." answers. */
const PROVINCE_FIELDS = ['province'] as const;

/**
 * Why an action is not legal now (kernel `explainIllegal`, issue 17.8): the rule that forbids it, for the
 * common cases (an army or province that does not exist; a move to a province not adjacent (7.13) or
 * costing more MP than the army has left (7.12, 11.5); an attack on no enemy (8.11, 8.12), by a Defeated
 * army, without the MP), else the values the decision takes for the field that is wrong. `legal` gives the
 * decision's legal list (asked only when needed). Undefined leaves the kernel's generic message.
 */
export function explainIllegal(s: JustinianState, seat: string, a: JustinianAction, legal: () => readonly JustinianAction[]): string | undefined {
  const fields = a as Record<string, unknown>;
  const armyFields = a.type === 'shift' ? ['army', 'from', 'to'] : ['army'];
  for (const f of armyFields) {
    const v = fields[f];
    if (typeof v === 'string' && findArmy(s, v) === undefined) return `no army "${v}" on the map`;
  }
  for (const f of PROVINCE_FIELDS) {
    const v = fields[f];
    if (typeof v === 'string' && !isProvince(v)) return `no province "${v}" on the map`;
  }
  const army = activeArmy(s);
  const unit = armyUnit(s);
  if (a.type === 'move' && unit !== null && army !== null) {
    if (unit.landed) return `${army.id} has just landed: it may attack at once and do nothing else this activation (7.24)`;
    if (boxOf(army.at) === null) {
      if (!isProvince(a.to) && boxOf(a.to) === null) return `no province "${a.to}" on the map`;
      if (isProvince(a.to) && !neighbours(army.at).includes(a.to)) return `${a.to} is not adjacent to ${army.id}'s province ${army.at}: armies move to an adjacent province across a shared border or a strait (7.13)`;
      if (isProvince(a.to)) {
        const cost = entryCost(s, army, a.to);
        if (cost > unit.mp) {
          const why = [army.disorganized ? '+1 Disorganized' : '', army.defeated ? '+1 Defeated' : '', isStrait(army.at, a.to) ? '+1 strait' : '', cost - MC.enterProvince - (army.disorganized ? 1 : 0) - (army.defeated ? 1 : 0) - (isStrait(army.at, a.to) ? 1 : 0) > 0 ? '+1 leaving a province with enemy SP' : ''].filter((x) => x !== '');
          return `entering ${a.to} costs ${cost} MP (1${why.length > 0 ? ` ${why.join(' ')}` : ''}: 7.12, 11.5) and ${army.id} has ${unit.mp} left`;
        }
      }
    }
  }
  if (a.type === 'attack' && unit !== null && army !== null) {
    if (army.defeated) return `${army.id} is Defeated: a Defeated army does not attack (8.11, 8.24)`;
    if (armySp(army) <= 0) return `${army.id} has no SP to attack with (8.11)`;
    if (!unit.landed && unit.mp < MC.attack) return `attacking costs ${MC.attack} MP (8.11, 11.5) and ${army.id} has ${unit.mp} left`;
    const targets = attackTargets(s, army);
    if (targets.length === 0) return `there is no enemy army, Frontier or Detached SP in ${army.at} to attack (8.11)`;
    const t = findArmy(s, a.target);
    if (t !== undefined && armySide(s, t) === armySide(s, army)) return `${a.target} is a friendly army (8.11)`;
    return `${army.id} may attack in ${army.at} only ${targets.map((x) => JSON.stringify(x)).join(', ')}: one enemy army or all the enemy SP (8.12)`;
  }
  // The field that is wrong: the values this decision takes for it, given the action's other fields.
  const same = legal().filter((x) => x.type === a.type);
  if (same.length === 0) return undefined;
  for (const [k, v] of Object.entries(fields)) {
    if (k === 'type') continue;
    const others = same.filter((x) => Object.entries(fields).every(([k2, v2]) => k2 === k || k2 === 'type' || (x as Record<string, unknown>)[k2] === v2));
    const values = [...new Set(others.map((x) => (x as Record<string, unknown>)[k]))];
    if (values.length > 0 && !values.includes(v)) return `${k} ${JSON.stringify(v)} is not one this decision takes for ${seat} now: ${values.slice(0, 12).map((x) => JSON.stringify(x)).join(', ')}${values.length > 12 ? ', ...' : ''}`;
  }
  return undefined;
}
