import type { StepContext } from '@polemarch/kernel';
import { type Side, other } from './board';
import { drawCards } from './turn';
import type { CcaState, Leader, Unit } from './state';
import { leaderLabel, unitLabel } from './messages';

/**
 * Victory Banners (§4) and scenario objectives. Victory is decided the instant the last banner is
 * gained (§4.4); a simultaneous award that brings both sides to their total is a draw (§12.9).
 */
export function campBanners(s: CcaState, side: Side): number {
  const hold = s.rules.special.campHold;
  if (hold === undefined) return 0;
  let n = 0;
  for (const k in s.camps) if (s.camps[k] === side) n++;
  // Utica: Rebel Camp: 0 camp hexes → 0 banners, 1–2 → 1, all 3 → 2.
  return n === 0 ? 0 : n >= 3 ? 2 : 1;
}

export function totalBanners(s: CcaState, side: Side): number {
  return s.banners[side] + campBanners(s, side);
}

export function checkVictory(s: CcaState, ctx: StepContext): void {
  if (s.outcome !== null) return;
  const top = totalBanners(s, 'top') >= s.rules.bannersToWin;
  const bottom = totalBanners(s, 'bottom') >= s.rules.bannersToWin;
  if (top && bottom) {
    s.outcome = { winner: null, reason: 'draw' };
    ctx.emit({ key: 'end.draw', rule: 'cca 12.9' });
  } else if (top || bottom) {
    const w: Side = top ? 'top' : 'bottom';
    s.outcome = { winner: w, reason: 'banners' };
    ctx.emit({ key: 'end.win', params: { side: w, army: s.rules.armies[w], banners: totalBanners(s, w) }, rule: 'cca 4.4' });
  }
}

/** Award permanent banners; `defer` leaves the victory check to the caller (simultaneous losses). */
export function awardBanner(s: CcaState, ctx: StepContext, side: Side, n: number, defer = false): void {
  s.banners[side] += n;
  const bd = s.rules.special.bannerDraw;
  // 2nd Beneventum: on the side's third banner it draws two cards at once; hand and Command become 6.
  if (bd !== undefined && bd.side === side && s.handMax[side] < bd.newMax && totalBanners(s, side) >= bd.at) {
    s.handMax[side] = bd.newMax;
    drawCards(s, ctx, side, bd.draw);
    ctx.emit({ key: 'hand.grows', params: { side, max: bd.newMax }, rule: 'cca scenario 9' });
  }
  if (!defer) checkVictory(s, ctx);
}

/** A unit loses its last block (§4.2, §10.8, §11.8.6): removed, one banner to the enemy. */
export function removeUnit(s: CcaState, ctx: StepContext, u: Unit, banner: boolean, defer = false): void {
  const i = s.units.indexOf(u);
  if (i >= 0) s.units.splice(i, 1);
  u.blocks = 0;
  if (banner) {
    s.lost[u.side]++;
    ctx.emit({ key: 'unit.eliminated', params: { unit: unitLabel(u), side: u.side }, rule: 'cca 4.2' });
    awardBanner(s, ctx, other(u.side), 1, defer);
  } else {
    ctx.emit({ key: 'unit.removed', params: { unit: unitLabel(u), side: u.side }, rule: 'cca 4.5' });
  }
}

/** A leader is hit (§14.2) or removed without a banner (evading off its own edge, §13.3.2(g)). */
export function removeLeader(s: CcaState, ctx: StepContext, l: Leader, banner: boolean, defer = false): void {
  const i = s.leaders.indexOf(l);
  if (i >= 0) s.leaders.splice(i, 1);
  const ev = s.leaderEvades.indexOf(l.id);
  if (ev >= 0) s.leaderEvades.splice(ev, 1);
  if (banner) {
    s.lost[l.side]++;
    ctx.emit({ key: 'leader.eliminated', params: { leader: leaderLabel(l), side: l.side }, rule: 'cca 14.2' });
    awardBanner(s, ctx, other(l.side), 1, defer);
  } else {
    ctx.emit({ key: 'leader.left', params: { leader: leaderLabel(l), side: l.side }, rule: 'cca 13.3.2' });
  }
  const sd = s.rules.special.suddenDeath;
  // Castulo (Publius Scipio), Hannibal's Camp (Hannibal): losing the named leader loses the battle.
  if (sd !== undefined && sd.side === l.side && l.name.includes(sd.leader) && (banner || sd.evadeOffCounts) && s.outcome === null) {
    s.outcome = { winner: other(l.side), reason: 'sudden-death' };
    ctx.emit({ key: 'end.suddenDeath', params: { leader: l.name, side: other(l.side) }, rule: 'cca scenario' });
  }
}

/** Scenario objectives on a unit ending a movement in a hex (Baecula camps, Utica: Rebel Camp). */
export function unitEnteredHex(s: CcaState, ctx: StepContext, u: Unit): void {
  if (u.hex < 0 || s.terrain.hexes[u.hex] !== 'camp') return;
  const cap = s.rules.special.campCapture;
  if (cap !== undefined && cap.side === u.side && !s.captured.includes(u.hex)) {
    s.captured.push(u.hex);
    s.objectives[u.side]++;
    ctx.emit({ key: 'camp.captured', params: { unit: unitLabel(u), side: u.side }, rule: 'cca scenario 11' });
    awardBanner(s, ctx, u.side, 1);
    return;
  }
  const hold = s.rules.special.campHold;
  if (hold !== undefined && s.camps[u.hex] !== undefined && s.camps[u.hex] !== u.side) {
    s.camps[u.hex] = u.side;
    ctx.emit({ key: 'camp.taken', params: { unit: unitLabel(u), side: u.side }, rule: 'cca scenario 16' });
    checkVictory(s, ctx);
  }
}

/** Utica: Rebel Camp under the 'occupied' possession option: recompute after pieces move. */
export function refreshCampPossession(s: CcaState, ctx: StepContext): void {
  const hold = s.rules.special.campHold;
  if (hold === undefined || hold.possession !== 'occupied') return;
  for (const k in s.camps) {
    const h = Number(k);
    const occupant = s.units.find((u) => u.hex === h);
    const owner = occupant ? occupant.side : hold.initialOwner;
    if (s.camps[k] !== owner) s.camps[k] = owner;
  }
  checkVictory(s, ctx);
}
