import type { Group } from './state';
import { lossOf } from './tables';

/**
 * 8.34 Distribution of percentage losses: infantry per Contingent; all non-legion cavalry together, the
 * largest cavalry Contingent losing at least as many as any other and more when the total allows (ruling
 * R-15); Roman legions as one Contingent, infantry and cavalry separately, spread as evenly as possible;
 * committed elephants as their own type. Returns the SP lost (elephants apart).
 */
export function applyPercent(groups: Group[], pct: number, committedElephants: number): { lost: number; elephants: number } {
  let lost = 0;
  // Infantry of each non-legion Contingent.
  for (const g of groups) {
    if (g.t !== 'inf' || g.legion !== undefined) continue;
    const n = lossOf(pct, g.sp);
    g.sp -= n;
    lost += n;
  }
  // Legion infantry and legion cavalry: one Contingent each, spread evenly.
  for (const t of ['inf', 'cav'] as const) {
    const legion = groups.filter((g) => g.t === t && g.legion !== undefined);
    const total = legion.reduce((n, g) => n + g.sp, 0);
    lost += spreadEvenly(legion, lossOf(pct, total));
  }
  // Non-legion cavalry, all together.
  const cav = groups.filter((g) => g.t === 'cav' && g.legion === undefined && g.sp > 0).sort((a, b) => b.sp - a.sp);
  const cavTotal = cav.reduce((n, g) => n + g.sp, 0);
  let cavLoss = lossOf(pct, cavTotal);
  lost += cavLoss;
  if (cav.length > 0 && cavLoss > 0) {
    const first = cav[0]!;
    const share = Math.min(first.sp, Math.ceil((cavLoss * first.sp) / cavTotal));
    first.sp -= share;
    cavLoss -= share;
    const rest = cav.slice(1);
    const restTotal = rest.reduce((n, g) => n + g.sp, 0);
    for (const g of rest) {
      if (cavLoss <= 0) break;
      const n = Math.min(g.sp, cavLoss, Math.max(1, Math.floor((cavLoss * g.sp) / Math.max(1, restTotal))));
      g.sp -= n;
      cavLoss -= n;
    }
    while (cavLoss > 0) {
      const g = cav.filter((x) => x.sp > 0).sort((a, b) => b.sp - a.sp)[0];
      if (g === undefined) break;
      g.sp--;
      cavLoss--;
    }
  }
  // Committed elephants (8.36): subject to the percentage; uncommitted ones are not.
  const el = lossOf(pct, committedElephants);
  takeType(groups, 'el', el);
  return { lost, elephants: el };
}

/** Remove `n` SP from the groups, one at a time from the largest, keeping them as even as possible. */
export function spreadEvenly(groups: Group[], n: number): number {
  let done = 0;
  while (done < n) {
    const g = groups.filter((x) => x.sp > 0).sort((a, b) => b.sp - a.sp)[0];
    if (g === undefined) break;
    g.sp--;
    done++;
  }
  return done;
}

/** Remove `n` SP of a type, largest group first. */
export function takeType(groups: Group[], t: 'inf' | 'cav' | 'el', n: number): number {
  return spreadEvenly(groups.filter((g) => g.t === t), n);
}
