import type { StepContext } from '@polemarch/kernel';
import { cleanEmpty, distributeLosses, groupLosesOne, groupSp, sweep } from './forces';
import type { JustinianAction, JustinianState, LossGroup, PendingLoss, Side } from './state';

/**
 * Losses chosen by their owner (8.21: "the owner distributes his losses as he wishes among the SP involved in the
 * battle"; 9.0 Plague, ruling 13-44). A loss is a decision of the owning seat, one SP at a time (`lose`), opened only
 * when the choice matters: two or more groups still holding SP and fewer losses left than their total. Otherwise the
 * engine takes what is forced at once (ruling R-LOSSES).
 */

const cite = (r: string): string => `justinian ${r}`;

/** A group's key in a `lose` action: `army:<id>`, `frontier:<province>`, `detached:<power>:<province>`. */
export function groupKey(g: LossGroup): string {
  if (g.kind === 'army') return `army:${g.id}`;
  if (g.kind === 'frontier') return `frontier:${g.at}`;
  return `detached:${g.power}:${g.at}`;
}

const totalSp = (s: JustinianState, groups: readonly LossGroup[]): number => groups.reduce((n, g) => n + groupSp(s, g), 0);
const living = (s: JustinianState, groups: readonly LossGroup[]): LossGroup[] => groups.filter((g) => groupSp(s, g) > 0);
/** The owner has a choice: two groups or more with SP, and not every SP lost. */
const choiceLeft = (s: JustinianState, e: PendingLoss): boolean => e.left > 0 && living(s, e.groups).length > 1 && e.left < totalSp(s, e.groups);

/**
 * Lose `n` SP from `groups` of `side`: at once when nothing is left to choose, else as a decision of that seat. Returns
 * the SP lost at once (0 when the decision is opened).
 */
export function queueLosses(s: JustinianState, side: Side, groups: LossGroup[], n: number, rule: string, province: string | null): number {
  const entry: PendingLoss = { side, groups, left: Math.min(n, totalSp(s, groups)), rule, province };
  if (entry.left <= 0) return 0;
  if (!choiceLeft(s, entry)) return distributeLosses(s, groups, entry.left);
  s.losses.push(entry);
  return 0;
}

export function lossesLegal(s: JustinianState): JustinianAction[] {
  const e = s.losses[0];
  if (e === undefined) return [];
  return living(s, e.groups).map((g) => ({ type: 'lose' as const, group: groupKey(g) }));
}

/**
 * The owner takes one SP from a group. When his choice is over (the losses are all taken, or what is left is forced),
 * the entry closes; losses outside a battle are swept at once (armies at 0 SP, eliminated powers), a battle's wait for
 * its outcome. Returns true when no loss is left to distribute.
 */
export function takeLoss(s: JustinianState, ctx: StepContext, a: JustinianAction): boolean {
  const e = s.losses[0];
  if (a.type !== 'lose' || e === undefined) throw new Error('not a loss');
  const g = living(s, e.groups).find((x) => groupKey(x) === a.group);
  if (g === undefined) throw new Error(`no such group: ${a.group}`);
  groupLosesOne(s, g);
  cleanEmpty(s); // a Frontier or detached group at 0 SP is gone
  e.left--;
  ctx.emit({ key: 'loss.taken', params: { group: a.group, left: e.left }, rule: cite(e.rule) });
  if (!choiceLeft(s, e)) {
    distributeLosses(s, e.groups, e.left);
    s.losses.shift();
  }
  if (s.battle === null && s.losses.length === 0) sweep(s, ctx);
  return s.losses.length === 0;
}
