import type { StepContext } from '@polemarch/kernel';
import { hexLabel, towardOwnSide } from './board';
import { marshCheckUnit } from './leaders';
import { unitLabel } from './messages';
import { retreatEntry } from './retreat';
import { type CcaState, type Unit, attachedLeader } from './state';
import { UNITS, isHeavyMounted } from './units';
import { removeUnit, unitEnteredHex } from './victory';

/** May this defender Evade this attacker at all (§13.1.4)? */
export function evadeEligible(d: Unit, a: Unit): boolean {
  const rule = UNITS[d.type].evade;
  switch (rule) {
    case 'always':
    case 'machine':
      return true;
    case 'vsFootOrHeavyMounted':
      return UNITS[a.type].foot || isHeavyMounted(a.type);
    case 'vsFootOrElephant':
      return UNITS[a.type].foot || a.type === 'ELE';
    case 'never':
      return false;
  }
}

/**
 * Legal Evade paths (§13.1.5): two hexes toward its own side; one hex only when no two-hex Evade
 * exists, or when the first hex holds a lone friendly leader (the unit stops and the leader attaches).
 */
export function evadePaths(s: CcaState, d: Unit): number[][] {
  const full: number[][] = [];
  const short: number[][] = [];
  for (const a of towardOwnSide(d.hex, d.side)) {
    const e = retreatEntry(s, d, a);
    if (e === 'no') continue;
    if (e === 'leader') {
      full.push([a]);
      continue;
    }
    short.push([a]);
    // Stepping from `a`: the unit is not yet there, but the hexes beyond do not depend on it.
    for (const b of towardOwnSide(a, d.side)) {
      const e2 = retreatEntry(s, d, b);
      if (e2 !== 'no') full.push([a, b]);
    }
  }
  return full.length > 0 ? full : short;
}

export function canEvade(s: CcaState, d: Unit, a: Unit): boolean {
  return evadeEligible(d, a) && evadePaths(s, d).length > 0;
}

/** Move the evading unit (and its leader) along the path; a war machine is then removed, no banner (§13.2.2). */
export function evadeMove(s: CcaState, ctx: StepContext, d: Unit, path: readonly number[]): void {
  const l = attachedLeader(s, d);
  for (const h of path) {
    d.hex = h;
    if (l !== undefined) l.hex = h;
    if (marshCheckUnit(s, ctx, d)) return;
  }
  ctx.emit({ key: 'unit.evades', params: { unit: unitLabel(d), to: hexLabel(d.hex) }, rule: 'cca 13.1.5' });
  if (d.type === 'HWM') {
    removeUnit(s, ctx, d, false);
    return;
  }
  unitEnteredHex(s, ctx, d);
}
