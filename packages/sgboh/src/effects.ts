import type { StepContext } from '@polemarch/kernel';
import { currentTq, leadersAt, unitsAt } from './board';
import { flightCheck, flightWithdraws } from './flight';
import { isRampaging, rampage } from './special';
import { breakDoubleDepth } from './stacking';
import type { Leader, SgbohState, Unit } from './types';

/** Effects of combat (8.1–8.4) and Army Withdrawal (9.0). */

function sideOf(s: SgbohState, id: string): SgbohState['sides'][number] {
  const side = s.sides.find((x) => x.id === id);
  if (side === undefined) throw new Error(`no side ${id}`);
  return side;
}

/** 4.36: leaders stacked with an eliminated unit leave the map, "engaged elsewhere" (not eliminated). */
function leadersElsewhere(s: SgbohState, hex: string, ctx: StepContext): void {
  if (unitsAt(s, hex).length > 0) return;
  for (const l of leadersAt(s, hex)) {
    l.status = 'elsewhere';
    l.hex = null;
    l.mp = null;
    ctx.emit({ key: 'leader.elsewhere', params: { leader: l.name }, rule: 'sgboh 4.36' });
  }
}

/** 8.4: a routed unit is removed and counts its Rout Points (9.0). */
export function eliminate(s: SgbohState, u: Unit, ctx: StepContext, why: string): void {
  if (u.status !== 'map') return;
  const hex = u.hex;
  u.status = 'eliminated';
  u.hex = null;
  sideOf(s, u.side).rp += u.rp;
  ctx.emit({ key: 'unit.routs', params: { unit: u.name, why, rp: u.rp }, rule: 'sgboh 8.4' });
  if (hex !== null) {
    // The units left in the hex close up: the next one is on top (5.33).
    unitsAt(s, hex).forEach((x, i) => (x.stack = i));
    breakDoubleDepth(s, hex);
    leadersElsewhere(s, hex, ctx);
  }
}

/** 8.2: flip to the Reduced side, keeping `kept` Hits; 8.23: rout at once if that is still ≥ the reduced TQ. */
export function reduce(s: SgbohState, u: Unit, kept: number, ctx: StepContext): void {
  u.reduced = true;
  u.hits = kept;
  ctx.emit({ key: 'unit.reduced', params: { unit: u.name, hits: kept }, rule: 'sgboh 8.22' });
  if (u.hits >= currentTq(u)) eliminate(s, u, ctx, 'hits');
}

/** 8.1: Hits ≥ TQ: the unit routs, or is Reduced if it can be (8.21, keeping max(1, hits − TQ), 8.22). */
export function checkCohesion(s: SgbohState, u: Unit, ctx: StepContext): void {
  if (u.status !== 'map') return;
  const tq = currentTq(u);
  if (u.hits < tq) return;
  if (u.canReduce && !u.reduced) reduce(s, u, Math.max(1, u.hits - tq), ctx);
  // 8.1/10.22: an elephant Rampages instead (8.5: not when the rout comes from another rampage).
  else if (u.type === 'EL' && !isRampaging()) rampage(s, u, ctx, eliminate, addHits);
  else eliminate(s, u, ctx, 'hits');
}

export function addHits(s: SgbohState, u: Unit, n: number, ctx: StepContext, rule: string): void {
  if (n <= 0 || u.status !== 'map') return;
  u.hits += n;
  ctx.emit({ key: 'unit.hits', params: { unit: u.name, hits: n, total: u.hits }, rule: `sgboh ${rule}` });
  checkCohesion(s, u, ctx);
}

/** A Rout result (7.53): Reduced instead if the unit can be (keeps half its Hits, rounded down). */
export function routResult(s: SgbohState, u: Unit, ctx: StepContext): void {
  if (u.canReduce && !u.reduced) reduce(s, u, Math.floor(u.hits / 2), ctx);
  else if (u.type === 'EL' && !isRampaging()) rampage(s, u, ctx, eliminate, addHits);
  else eliminate(s, u, ctx, 'rout');
}

/** 4.37/7.46/7.15: a leader is eliminated; his Rout Points count (5 × Initiative, 9.0). */
export function killLeader(s: SgbohState, l: Leader, ctx: StepContext, rule: string): void {
  if (l.status === 'eliminated') return;
  l.status = 'eliminated';
  l.hex = null;
  l.mp = null;
  const rp = 5 * l.initiative;
  sideOf(s, l.side).rp += rp;
  ctx.emit({ key: 'leader.killed', params: { leader: l.name, rp }, rule: `sgboh ${rule}` });
  // 4.37: a Replacement Leader of his side, if any is left, enters at the formation's next activation.
  if (!l.oc && !l.replacement) {
    const spare = s.leaders.find((x) => x.side === l.side && x.replacement && x.status === 'reserve');
    if (spare !== undefined) {
      spare.status = 'elsewhere';
      for (const f of s.formations) if (f.leaders.includes(l.id)) f.leaders.push(spare.id);
      ctx.emit({ key: 'leader.replaced', params: { leader: l.name, by: spare.name }, rule: 'sgboh 4.37' });
    }
  }
}

/**
 * 9.0 Army Withdrawal check: an army whose Rout Points are ≥ its Withdrawal Level withdraws and loses; both at
 * once: fewer points above the level wins, equal is a draw. A side that withdraws by Command Flight (ruling R-48)
 * first has its commands at their Flight Levels flee, then withdraws on its Flight points; both armies at once
 * with one of them on Flight points is a draw (the two measures are not comparable).
 */
export function withdrawalCheck(s: SgbohState, ctx: StepContext): void {
  flightCheck(s, ctx);
  const f = s.flight;
  const over = s.sides.filter((x) => (f !== undefined && f.side === x.id ? flightWithdraws(f) : x.rp >= x.withdrawalLevel));
  if (over.length === 0) return;
  let winner: string | null;
  if (over.length === 1) winner = s.sides.find((x) => x !== over[0])!.id;
  else if (f !== undefined) winner = null;
  else {
    const [a, b] = over as [SgbohState['sides'][number], SgbohState['sides'][number]];
    const da = a.rp - a.withdrawalLevel;
    const db = b.rp - b.withdrawalLevel;
    winner = da === db ? null : da < db ? a.id : b.id;
  }
  s.outcome = { winner, reason: over.length === 1 ? 'withdrawal' : 'pyrrhic' };
  s.turn.phase = 'over';
  ctx.emit({ key: winner === null ? 'end.draw' : 'end.win', params: { side: winner ?? '', rp: over.map((x) => `${x.name} ${x.rp}/${x.withdrawalLevel}`).join(', ') }, rule: 'sgboh 9.0' });
}
