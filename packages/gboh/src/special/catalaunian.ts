import type { StepContext } from '@polemarch/kernel';
import { leaderInitiative } from '../board';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';

/** Catalaunian Fields scenario rules: Ferocity (cf.ferocity) and the Alans (cf.alans). */

/** Catalaunian Fields Ferocity: does this unit still have it? */
export function hasFerocity(s: GbohState, unit: string): boolean {
  const f = s.static.ferocity;
  if (f === null || !f.units.includes(unit)) return false;
  const su = s.static.units[unit]!;
  return !s.ferocityLost.includes(`${su.side}:${su.nationality}`);
}

/** Catalaunian Fields: the Alan roll's DRM: +1 if the Romans have more RP than the Huns, −1 if fewer. */
function alanDrm(s: GbohState, side: string): number {
  const other = s.static.sides.find((x) => x.id !== side)!.id;
  const mine = s.routPoints[side] ?? 0;
  const theirs = s.routPoints[other] ?? 0;
  return mine > theirs ? 1 : mine < theirs ? -1 : 0;
}

/** Remove every Alan unit at once: they do not count as eliminated for victory. */
function alansLeave(s: GbohState, ctx: StepContext, why: string): void {
  s.alansGone = true;
  for (const id of s.static.defection!.units) {
    const u = s.units[id]!;
    if (u.hex !== null && u.status !== 'eliminated') {
      u.hex = null;
      u.shock = null;
    }
  }
  note(ctx, 'alans.gone', { why }, 'cf.alans');
}

/** Reactive Defection: an Alan unit routs → DR (± RP DRM) > Sangiban's Initiative → all Alans defect. */
export function alanRouted(s: GbohState, ctx: StepContext, unit: string): void {
  const d = s.static.defection;
  if (d === null || s.alansGone || !d.units.includes(unit) || s.leaders[d.leader] === undefined) return;
  const side = s.static.units[unit]!.side;
  const init = leaderInitiative(s, d.leader);
  const dr = rollD10(ctx, 'alans.defection', { initiative: init }, 'cf.alans') + alanDrm(s, side);
  if (dr > init) alansLeave(s, ctx, 'defection');
}

/** Activation roll for Sangiban: ≤ Initiative activates; 9+ the Alans withdraw; otherwise he is Finished. */
export function alanActivation(s: GbohState, ctx: StepContext, leader: string): boolean {
  const d = s.static.defection;
  if (d === null || d.leader !== leader || s.alansGone) return true;
  const side = s.static.leaders[leader]!.side;
  const init = leaderInitiative(s, leader);
  const dr = rollD10(ctx, 'alans.activation', { initiative: init }, 'cf.alans') + alanDrm(s, side);
  if (dr >= 9) {
    alansLeave(s, ctx, 'withdrawal');
    s.leaders[leader]!.status = 'finished';
    return false;
  }
  if (dr > init) {
    s.leaders[leader]!.status = 'finished';
    return false;
  }
  return true;
}
