import type { StepContext } from '@polemarch/kernel';
import { normalize, prune, say, spOf, stackAt } from './core';
import type { Group, LossChoice, LossPlan, Side, TawState } from './state';

/**
 * The owner's choice of which SP to lose (ruling E-2): 6.47 "the owner chooses the unit types" (every 7th
 * ALP a cavalry SP, 2 ALP for an elephant SP above 11 ALP) and 9.34 "losses may be distributed among
 * Contingents as the owner wishes" (2 cavalry or, for the besieger, 1 elephant for 1 infantry).
 *
 * The engine applies its own allocation at once (largest group first, so the sequence that follows in the
 * same step sees the right totals) and, when another allocation would differ, asks the owner right after:
 * a `losses` decision, innermost, answered before anything else. The owner names the group that takes the
 * losses first (`first`, an index into the Force as it was before the loss; −1 = the engine's spread) and,
 * for 6.47, whether to use the elephant option; the engine then swaps SP between groups of the Force. SP of
 * one Contingent and type are interchangeable (2.21), so the swap is exact even after the Force joined
 * another; if the Force has left the place (a battle in the same step), the engine's allocation stands.
 */

const sameKind = (a: Group, b: Group): boolean =>
  a.c === b.c && a.t === b.t && (a.elite ?? false) === (b.elite ?? false) && a.legion === b.legion && (a.al ?? false) === (b.al ?? false);

/** 6.47: SP removed from each group of `before` for `alp` Attrition Loss Points under `plan`. */
export function planAttrition(before: readonly Group[], alp: number, plan: LossPlan): number[] {
  const g = before.map((x) => ({ ...x }));
  const taken = g.map(() => 0);
  let left = Math.min(alp, spOf(g));
  const take = (i: number): void => {
    g[i]!.sp--;
    taken[i]!++;
    left--;
  };
  const largest = (t: Group['t']): number => {
    let best = -1;
    for (let i = 0; i < g.length; i++) if (g[i]!.t === t && g[i]!.sp > 0 && (best < 0 || g[i]!.sp > g[best]!.sp)) best = i;
    return best;
  };
  const first = plan.first >= 0 && plan.first < g.length ? plan.first : -1;
  const pick = (t: Group['t']): number => (first >= 0 && g[first]!.t === t && g[first]!.sp > 0 ? first : largest(t));
  // "More than 11 ALP: 2 ALP may eliminate 1 elephant SP" (the owner's option).
  if (plan.elephants === true && alp > 11) {
    const e = pick('el');
    if (e >= 0) {
      take(e);
      left--;
    }
  }
  // Every 7th ALP must be a cavalry SP (if any).
  for (let n = 0; n < Math.floor(alp / 7) && left > 0; n++) {
    const c = pick('cav');
    if (c < 0) break;
    take(c);
  }
  while (left > 0) {
    const i = first >= 0 && g[first]!.sp > 0 ? first : [largest('inf'), largest('cav'), largest('el')].find((x) => x >= 0);
    if (i === undefined || i < 0) break;
    take(i);
  }
  return taken;
}

/** 9.34: SP removed from each group of `before` to satisfy `n` infantry losses under `plan`, and how many were satisfied. */
export function planSiege(before: readonly Group[], n: number, besieger: boolean, plan: LossPlan): { taken: number[]; satisfied: number } {
  const g = before.map((x) => ({ ...x }));
  const taken = g.map(() => 0);
  let left = n;
  const largest = (t: Group['t']): number => {
    let best = -1;
    for (let i = 0; i < g.length; i++) if (g[i]!.t === t && g[i]!.sp > 0 && (best < 0 || g[i]!.sp > g[best]!.sp)) best = i;
    return best;
  };
  /** Take `k` SP from group `i` for one infantry loss. */
  const from = (i: number, k: number): void => {
    g[i]!.sp -= k;
    taken[i]! += k;
    left--;
  };
  // The chosen group first: infantry SP for SP, cavalry two for one, the besieger's elephants one for one.
  const f = plan.first >= 0 && plan.first < g.length ? g[plan.first] : undefined;
  if (f !== undefined) {
    const i = plan.first;
    if (f.t === 'inf' || (f.t === 'el' && besieger)) while (left > 0 && f.sp > 0) from(i, 1);
    if (f.t === 'cav') while (left > 0 && f.sp >= 2) from(i, 2);
  }
  // Then the engine's order: infantry, largest first; cavalry two for one; the besieger's elephants.
  for (let i = largest('inf'); left > 0 && i >= 0; i = largest('inf')) from(i, 1);
  while (left > 0 && g.reduce((k, x) => k + (x.t === 'cav' ? x.sp : 0), 0) >= 2) {
    // Two cavalry SP, one at a time from the largest group (as the engine always spread them).
    const a = largest('cav');
    g[a]!.sp--;
    taken[a]!++;
    from(largest('cav'), 1);
  }
  if (besieger) for (let i = largest('el'); left > 0 && i >= 0; i = largest('el')) from(i, 1);
  return { taken, satisfied: n - left };
}

function planFor(c: Pick<LossChoice, 'rule' | 'before' | 'n' | 'besieger'>, plan: LossPlan): number[] {
  return c.rule === '6.47' ? planAttrition(c.before, c.n, plan) : planSiege(c.before, c.n, c.besieger, plan).taken;
}

/**
 * Take `n` losses from `groups` (mutated) by the engine's allocation, and queue the owner's choice when
 * another allocation would differ. `where` is the place the Force stands once the step is over (null: no
 * choice is offered, the Force fights at once). Returns the SP removed and, for 9.34, the losses satisfied.
 */
export function takeLosses(
  s: TawState, rule: '6.47' | '9.34', side: Side, groups: Group[], n: number, besieger: boolean, where: { hex: number; inCity: boolean } | null,
): { removed: number; satisfied: number } {
  const before = groups.map((g) => ({ ...g }));
  const c = { rule, before, n, besieger };
  const base = { first: -1 };
  const taken = planFor(c, base);
  const satisfied = rule === '9.34' ? planSiege(before, n, besieger, base).satisfied : 0;
  taken.forEach((k, i) => (groups[i]!.sp -= k));
  if (where !== null && n > 0) {
    const seen = new Set([JSON.stringify(taken)]);
    const options: LossPlan[] = [base];
    const candidates: LossPlan[] = before.map((_g, i) => ({ first: i }));
    if (rule === '6.47' && n > 11 && spOf(before, 'el') > 0) candidates.push({ first: -1, elephants: true });
    for (const p of candidates) {
      if (rule === '9.34' && planSiege(before, n, besieger, p).satisfied !== satisfied) continue;
      const key = JSON.stringify(planFor(c, p));
      if (seen.has(key)) continue;
      seen.add(key);
      options.push(p);
    }
    if (options.length > 1) (s.lossChoices ??= []).push({ side, hex: where.hex, inCity: where.inCity, rule, n, besieger, before, taken, options });
  }
  return { removed: taken.reduce((a, b) => a + b, 0), satisfied };
}

/** The owner's answer: move the losses to the groups of his choice (E-2). */
export function allocateLosses(s: TawState, ctx: StepContext, plan: LossPlan): void {
  const c = s.lossChoices!.shift()!;
  if (s.lossChoices!.length === 0) delete s.lossChoices;
  const chosen = planFor(c, plan);
  const st = stackAt(s, c.side, c.hex, c.inCity);
  const rule = c.rule === '6.47' ? 'taw 6.47' : 'taw 9.34';
  if (st === undefined) {
    say(ctx, 'losses.stand', { side: c.side }, rule);
    return;
  }
  c.before.forEach((g, i) => {
    const delta = chosen[i]! - c.taken[i]!;
    if (delta === 0) return;
    const own = st.groups.find((x) => sameKind(x, g));
    if (delta < 0) {
      if (own !== undefined) own.sp -= delta;
      else st.groups.push({ ...g, sp: -delta });
    } else if (own !== undefined) own.sp -= Math.min(delta, own.sp);
  });
  st.groups = normalize(st.groups);
  prune(s);
  // The SP lost by type (a line in words in both languages, issue 16).
  const lost = (type: string): number => c.before.reduce((n, g, i) => n + (g.t === type ? chosen[i]! : 0), 0);
  say(ctx, 'losses.allocated', { side: c.side, inf: lost('inf'), cav: lost('cav'), el: lost('el') }, rule);
}
