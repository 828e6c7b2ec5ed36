import type { StepContext } from '@polemarch/kernel';
import { adjacent, cachedLine, hexLabel, neighbours, other, towardOwnSide } from './board';
import { countFace, rollDice } from './dice';
import { isLoneLeaderAt, leaderCasualtyCheck, loseBlocks, marshCheckUnit } from './leaders';
import { leaderLabel, unitLabel } from './messages';
import { type CcaState, type Combat, type FlagTask, type Unit, attachedLeader, leaderAt, unitAt, unitById } from './state';
import { isImpassable, terrainAt, throughRampart } from './terrain';
import { UNITS, isCamel, isCavalryOrChariot } from './units';
import { checkVictory, removeLeader, unitEnteredHex } from './victory';

/**
 * Flags that a unit may ignore (§12.6, table §12.7; B.4 step 1). `fromHex` is the hex of the unit
 * that rolled them (rampart protection, §16.6). Terrain protection applies to whichever unit
 * receives the roll (ruling R-28).
 */
export function ignorableFlags(s: CcaState, u: Unit, rolledBy: Unit | null, fromHex: number): number {
  let n = 0;
  const p = UNITS[u.type];
  if (u.type !== 'ELE') {
    if (attachedLeader(s, u) !== undefined) n++; // §12.6.1 (the leader survived its check: it is still here)
    let supporters = 0;
    for (const h of neighbours(u.hex)) {
      const f = unitAt(s, h);
      if ((f !== undefined && f.side === u.side) || isLoneLeaderAt(s, h, u.side)) supporters++;
    }
    if (supporters >= 2) n++; // §12.6.2–12.6.3
  }
  if ((u.type === 'WAR' || u.type === 'BCH') && u.fsb) n++; // §11.4, ruling R-07: any battle
  if (u.sacredBand && s.options.sacredBand) n++; // §17.2.2
  const t = terrainAt(s.terrain, u.hex);
  if (p.foot && (t === 'camp' || t === 'bridge')) n++; // §16.7, §16.8
  if (p.foot && fromHex >= 0 && attackedThroughRampart(s, fromHex, u.hex)) n++; // §16.6
  if (t === 'wall') n++; // §16.9
  if (u.type === 'ELE' && rolledBy !== null && isCavalryOrChariot(rolledBy.type)) n++; // §11.6.10
  return n;
}

/**
 * §16.6: is the unit in `to` attacked across a protected rampart hexside? For an adjacent attacker,
 * its own hex; for Ranged Combat, the hex(es) the line of fire crosses last before the target (a line
 * along a hexside touches two: either protected side counts, ruling R-35).
 */
export function attackedThroughRampart(s: CcaState, from: number, to: number): boolean {
  if (s.terrain.ramparts === undefined) return false;
  if (adjacent(from, to)) return throughRampart(s.terrain, from, to);
  const line = cachedLine(from, to);
  const last = line[line.length - 1] ?? [from];
  return last.some((h) => h >= 0 && throughRampart(s.terrain, h, to));
}

/** Begin B.4 for a unit that received `flags` (0 = nothing to do). */
export function startFlags(s: CcaState, c: Combat, u: Unit, flags: number, rolledByType: Unit['type'] | null, leaderChecked: boolean): void {
  if (flags <= 0) return;
  const rolledBy = rolledByType === null ? null : (unitById(s, u.id === c.attacker ? c.defender : c.attacker) ?? null);
  const fromHex = rolledBy?.hex ?? -1;
  const ignorable = Math.min(flags, ignorableFlags(s, u, rolledBy, fromHex));
  c.flags = { unit: u.id, flags, ignorable, accepted: flags, rolledBy: rolledByType, stage: 'ignore', remaining: 0, rampageHexes: [], leaderChecked, startHex: u.hex };
  if (ignorable === 0) acceptFlags(s, c.flags, flags);
}

/** The owner ignored `ignored` flags (§12.6.8); each accepted flag is a full retreat. */
export function acceptFlags(s: CcaState, f: FlagTask, accepted: number): void {
  const u = unitById(s, f.unit);
  f.accepted = accepted;
  if (u === undefined || accepted <= 0) {
    f.stage = 'retreat';
    f.remaining = 0;
    return;
  }
  if (u.type === 'ELE') {
    // §12.8.1: an elephant Rampages before it retreats, 1 hex per flag.
    f.stage = 'rampage';
    f.rampageHexes = neighbours(u.hex).filter((h) => unitAt(s, h) !== undefined || leaderAt(s, h) !== undefined);
    f.remaining = accepted;
    return;
  }
  let per = UNITS[u.type].retreat;
  // §11.5.6, §11.6.10: cavalry/chariots retreat one extra hex per flag rolled by elephants or camels (ruling R-19: accepted flags).
  if (isCavalryOrChariot(u.type) && f.rolledBy !== null && (f.rolledBy === 'ELE' || isCamel(f.rolledBy))) per += 1;
  f.stage = 'retreat';
  f.remaining = accepted * per;
}

/** Rampage against one adjacent hex (§12.8.2–12.8.5): 2 dice, rolled by the opponent of the piece's owner. */
export function rampageAt(s: CcaState, ctx: StepContext, f: FlagTask, h: number): void {
  f.rampageHexes = f.rampageHexes.filter((x) => x !== h);
  const { faces, rolls } = rollDice(ctx, 2);
  const u = unitAt(s, h);
  if (u !== undefined) {
    const hits = countFace(faces, UNITS[u.type].cls);
    ctx.emit({ key: 'rampage.unit', params: { unit: unitLabel(u), hits }, rule: 'cca 12.8.4', rolls });
    if (hits > 0) loseBlocks(s, ctx, u, hits, false, 'cca 12.8.5');
    return;
  }
  const l = leaderAt(s, h);
  if (l === undefined) return;
  const hit = faces.includes('leader');
  ctx.emit({ key: 'rampage.leader', params: { leader: leaderLabel(l), result: hit ? 'hit' : 'safe' }, rule: 'cca 12.8.4', rolls });
  if (hit) removeLeader(s, ctx, l, true);
  else s.leaderEvades.push(l.id);
}

/** Can this unit step into `h` while retreating or evading (§12.2)? 'leader' = stops there, attaching a lone friendly leader. */
export function retreatEntry(s: CcaState, u: Unit, h: number): 'no' | 'yes' | 'leader' {
  if (isImpassable(s.terrain, h, u.type)) return 'no';
  if (u.type === 'HWM' && terrainAt(s.terrain, h) === 'marsh') return 'no';
  if (unitAt(s, h) !== undefined) return 'no';
  const l = leaderAt(s, h);
  if (l !== undefined) {
    if (l.side !== u.side) return 'no'; // §12.2.6
    return attachedLeader(s, u) === undefined ? 'leader' : 'no'; // §12.2.5
  }
  return 'yes';
}

/** Most retreat hexes completable from `h` with `rem` to go (a lone friendly leader ends the retreat, counting as complete). */
function bestFrom(s: CcaState, u: Unit, h: number, rem: number, memo: Map<number, number>): number {
  if (rem === 0) return 0;
  const key = h * 32 + rem;
  const m = memo.get(key);
  if (m !== undefined) return m;
  let best = 0;
  for (const n of towardOwnSide(h, u.side)) {
    const e = retreatEntry(s, u, n);
    if (e === 'no') continue;
    const v = e === 'leader' ? rem : 1 + bestFrom(s, u, n, rem - 1, memo);
    if (v > best) best = v;
    if (best === rem) break;
  }
  memo.set(key, best);
  return best;
}

/** The retreat steps the owner may take now: only those that keep the fewest hexes uncompleted (§12.3). */
export function retreatOptions(s: CcaState, u: Unit, rem: number): number[] {
  const memo = new Map<number, number>();
  const best = bestFrom(s, u, u.hex, rem, memo);
  if (best === 0) return [];
  const out: number[] = [];
  for (const n of towardOwnSide(u.hex, u.side)) {
    const e = retreatEntry(s, u, n);
    if (e === 'no') continue;
    const v = e === 'leader' ? rem : 1 + bestFrom(s, u, n, rem - 1, memo);
    if (v === best) out.push(n);
  }
  return out;
}

/** One retreat step (§12.2); the attached leader retreats with the unit. */
export function retreatStep(s: CcaState, ctx: StepContext, f: FlagTask, to: number): void {
  const u = unitById(s, f.unit) as Unit;
  const e = retreatEntry(s, u, to);
  const l = attachedLeader(s, u);
  u.hex = to;
  if (l !== undefined) l.hex = to;
  f.remaining--;
  ctx.emit({ key: 'unit.retreats', params: { unit: unitLabel(u), to: hexLabel(to) }, rule: 'cca 12.2' });
  if (e === 'leader') {
    f.remaining = 0; // §12.2.5: the lone leader attaches and the retreat ends
    ctx.emit({ key: 'leader.attaches', params: { unit: unitLabel(u) }, rule: 'cca 12.2.5' });
  }
  if (marshCheckUnit(s, ctx, u)) {
    f.remaining = 0;
    return;
  }
  if (f.remaining === 0 || retreatOptions(s, u, f.remaining).length === 0) unitEnteredHex(s, ctx, u);
}

/**
 * A retreat that cannot be completed (§12.3): one block per hex not made. An elephant blocked by
 * pieces instead costs each blocking unit (and lone enemy leader) those blocks (§12.8.7–12.8.8,
 * ruling R-10), awarded together (§12.9: a draw is possible).
 */
export function blockedRetreat(s: CcaState, ctx: StepContext, f: FlagTask): void {
  const u = unitById(s, f.unit) as Unit;
  const rem = f.remaining;
  f.remaining = 0;
  if (u.type === 'ELE') {
    const blockers = towardOwnSide(u.hex, u.side).filter((h) => unitAt(s, h) !== undefined || (leaderAt(s, h) !== undefined && leaderAt(s, h)?.side !== u.side));
    if (blockers.length > 0 || !s.options.elephantBlockedByEdgeLosesBlocks) {
      ctx.emit({ key: 'elephant.blocked', params: { unit: unitLabel(u), hexes: rem }, rule: 'cca 12.8.7' });
      for (const h of blockers) {
        const b = unitAt(s, h);
        if (b !== undefined) loseBlocks(s, ctx, b, rem, false, 'cca 12.8.7', true);
        else {
          const l = leaderAt(s, h);
          if (l !== undefined) removeLeader(s, ctx, l, true, true);
        }
      }
      checkVictory(s, ctx);
      return;
    }
  }
  ctx.emit({ key: 'retreat.blocked', params: { unit: unitLabel(u), hexes: rem }, rule: 'cca 12.3' });
  loseBlocks(s, ctx, u, rem, f.leaderChecked, 'cca 12.3');
}

/** Leader Casualty Check after blocked-retreat losses happens inside loseBlocks; re-exported for tests. */
export { leaderCasualtyCheck };

export function flagOwner(s: CcaState, f: FlagTask): CcaState['active'] {
  const u = unitById(s, f.unit);
  return u === undefined ? s.active : u.side;
}

export function rampageRoller(s: CcaState, f: FlagTask): CcaState['active'] {
  return other(flagOwner(s, f));
}
