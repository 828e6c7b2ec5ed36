import type { StepContext } from '@polemarch/kernel';
import type { BarbarianPowerId, MinorPowerId } from './data/map';
import { LATE_MAGISTRI, leaderData } from './data/leaders';
import { FORCE_LIMITS, PRAESENTAL, type ArmyId } from './data/tables';
import { armySide, armySp, isArmyId, isMinor } from './geo';
import type { Army, JustinianState, LossGroup, Side } from './state';
import { keep } from './util';

/** Forces bookkeeping shared by the chapters: SP totals and limits (4.31, 4.35), losses, elimination (8.26, 8.28), MagMil draws (3.24, 4.14). */

/** Land SP of a power on the map and in its box (4.35 ruling: SP in the Sassanid box count). */
export function powerLandSp(s: JustinianState, power: BarbarianPowerId): number {
  const armies = s.armies.filter((a) => a.power === power).reduce((n, a) => n + a.sp, 0);
  const allied = isMinor(power) ? s.armies.reduce((n, a) => n + (a.power !== power ? (a.allied[power] ?? 0) : 0), 0) : 0;
  return armies + allied + s.detached.filter((d) => d.power === power).reduce((n, d) => n + d.sp, 0);
}
/** Byzantine land SP in play (4.31: Field + Frontier + allied minor SP inside Byzantine armies). */
export function byzantineLandSp(s: JustinianState): number {
  const field = s.armies.filter((a) => a.power === 'byzantine').reduce((n, a) => n + armySp(a), 0);
  return field + Object.values(s.frontier).reduce((n, f) => n + f.sp, 0);
}
/** How many of `sp` new SP a barbarian power may place under its limit (4.35 ruling: the excess is not placed). */
export function underLimit(s: JustinianState, power: BarbarianPowerId, sp: number): number {
  const limit = FORCE_LIMITS.barbarian[power];
  if (limit === undefined) return sp;
  return Math.max(0, Math.min(sp, limit - powerLandSp(s, power)));
}
export const byzRoom = (s: JustinianState): number => Math.max(0, FORCE_LIMITS.byzantineLand - byzantineLandSp(s));
export const armyRoom = (a: Army): number => Math.max(0, FORCE_LIMITS.byzantineArmyMax - armySp(a));
export const isPraesental = (id: string): boolean => (PRAESENTAL as readonly string[]).includes(id);

/** Remove `n` SP from an army: its own SP first, then its allied SP. Returns how many were removed. */
export function armyLoses(a: Army, n: number): number {
  let left = n;
  const own = Math.min(a.sp, left);
  a.sp -= own;
  left -= own;
  for (const k of Object.keys(a.allied) as MinorPowerId[]) {
    if (left === 0) break;
    const take = Math.min(a.allied[k] ?? 0, left);
    a.allied[k] = (a.allied[k] ?? 0) - take;
    if (a.allied[k] === 0) a.allied = keep(a.allied, (v) => v > 0);
    left -= take;
  }
  return n - left;
}

export type { LossGroup };
export function groupSp(s: JustinianState, g: LossGroup): number {
  if (g.kind === 'army') { const a = s.armies.find((x) => x.id === g.id); return a === undefined ? 0 : armySp(a); }
  if (g.kind === 'frontier') return s.frontier[g.at]?.sp ?? 0;
  return s.detached.find((d) => d.power === g.power && d.at === g.at)?.sp ?? 0;
}
/** One SP off a group (an army loses its own SP before its allied SP). */
export function groupLosesOne(s: JustinianState, g: LossGroup): void {
  if (g.kind === 'army') armyLoses(s.armies.find((x) => x.id === g.id)!, 1);
  else if (g.kind === 'frontier') s.frontier[g.at]!.sp--;
  else s.detached.find((d) => d.power === g.power && d.at === g.at)!.sp--;
}
/** The group with the most SP (the first on a tie): where the solitaire Barbarian and forced distributions take a loss. */
export function largestGroup(s: JustinianState, groups: readonly LossGroup[]): LossGroup | null {
  let best: LossGroup | null = null;
  let bestSp = 0;
  for (const g of groups) { const sp = groupSp(s, g); if (sp > bestSp) { best = g; bestSp = sp; } }
  return best;
}
/**
 * Take `n` losses one SP at a time from the largest group, so no group is wiped out while a larger one stands. Used
 * where the owner has no choice left (ruling R-LOSSES) and by the solitaire Barbarian. Returns SP actually lost.
 */
export function distributeLosses(s: JustinianState, groups: LossGroup[], n: number): number {
  let lost = 0;
  for (let i = 0; i < n; i++) {
    const best = largestGroup(s, groups);
    if (best === null) break;
    groupLosesOne(s, best);
    lost++;
  }
  cleanEmpty(s);
  return lost;
}
export function cleanEmpty(s: JustinianState): void {
  s.frontier = Object.fromEntries(Object.entries(s.frontier).filter(([, f]) => f.sp > 0));
  s.detached = s.detached.filter((d) => d.sp > 0);
  s.fleets = s.fleets.filter((f) => f.sp > 0);
}

/** Add detached SP of a barbarian power (merging with an existing group). */
export function addDetached(s: JustinianState, power: BarbarianPowerId, at: string, sp: number): void {
  if (sp <= 0) return;
  const d = s.detached.find((x) => x.power === power && x.at === at);
  if (d !== undefined) d.sp += sp;
  else s.detached.push({ power, at, sp });
}
export function addFrontier(s: JustinianState, at: string, sp: number, unpaid = false): void {
  if (sp <= 0) return;
  const f = s.frontier[at];
  if (f !== undefined) f.sp += sp;
  else s.frontier[at] = { sp, unpaid };
}
export function addFleet(s: JustinianState, power: 'byzantine' | 'vandals' | 'ostrogoths', at: string, sp: number, unpaid = false): void {
  if (sp <= 0) return;
  const f = s.fleets.find((x) => x.power === power && x.at === at);
  if (f !== undefined) { f.sp += sp; f.unpaid = f.unpaid || unpaid; }
  else s.fleets.push({ power, at, sp, unpaid });
}

/** A MagMil drawn at random from the cup (3.24, 4.14); null when it is empty. */
export function drawMagMil(s: JustinianState, ctx: StepContext): string | null {
  if (s.cup.length === 0) return null;
  const i = ctx.rng.int(s.cup.length);
  const [m] = s.cup.splice(i, 1);
  return m ?? null;
}
/** 4.14: give an army a new MagMil; the old one goes back into the cup after the draw; markers removed (8.25). */
export function replaceMagMil(s: JustinianState, ctx: StepContext, a: Army, rule: string): void {
  const old = a.leader;
  const m = drawMagMil(s, ctx);
  if (m === null) return;
  a.leader = m;
  if (old !== null) s.cup.push(old);
  a.defeated = false;
  a.disorganized = false;
  ctx.emit({ key: 'magmil.replaced', params: { army: a.id, leader: leaderData(m).name, old: old === null ? '-' : leaderData(old).name }, rule });
}
export const cupAtStart = (all: readonly string[]): string[] => all.filter((m) => !LATE_MAGISTRI.includes(m));

/**
 * An army with no SP left (8.26, ruling 13-42 outside battle): a Byzantine army's MagMil is eliminated and its counter set
 * aside; a named barbarian leader is eliminated (the last Persian goes to the turn track); a minor leader goes home.
 * `battle` says the loss happened in a battle (a lone Ostrogoth/Vandal leader survives outside battle, 7.17).
 */
export function removeIfEmpty(s: JustinianState, ctx: StepContext, a: Army, battle: boolean): void {
  if (armySp(a) > 0) return;
  if (a.power === 'byzantine') {
    if (a.leader !== null) s.eliminatedLeaders.push(a.leader);
    s.armies = s.armies.filter((x) => x !== a);
    ctx.emit({ key: 'army.eliminated', params: { army: a.id }, rule: 'justinian 8.26' });
    return;
  }
  if (isMinor(a.power)) {
    if (a.at.startsWith('box:')) return;
    a.at = `box:${a.power}`;
    a.defeated = false;
    a.disorganized = false;
    ctx.emit({ key: 'minor.home', params: { power: a.power }, rule: 'justinian 8.26' });
    return;
  }
  if (!battle && a.power !== 'persia') return; // 7.17: a leader without troops stays on the map
  if (a.power === 'persia') {
    const others = s.armies.filter((x) => x.power === 'persia' && x !== a);
    if (!battle) { a.at = 'box:persia'; a.defeated = false; a.disorganized = false; return; }
    if (others.length === 0) {
      s.persianOnTrack = { leader: a.id, turn: s.turn + 1 };
      s.armies = s.armies.filter((x) => x !== a);
      ctx.emit({ key: 'persian.track', params: { leader: leaderData(a.id).name, turn: s.turn + 1 }, rule: 'justinian 8.26' });
      return;
    }
  }
  dropTreasury(s, a);
  s.armies = s.armies.filter((x) => x !== a);
  s.eliminatedLeaders.push(a.id);
  ctx.emit({ key: 'leader.eliminated', params: { leader: leaderData(a.id).name }, rule: 'justinian 8.26' });
}

/** A treasury carried by a leader who leaves the map stays in his province (5.41 ruling). */
export function dropTreasury(s: JustinianState, a: Army): void {
  if (!a.treasury || (a.power !== 'vandals' && a.power !== 'ostrogoths')) return;
  a.treasury = false;
  s.treasuries[a.power].at = a.at;
}

/** 8.28: all Vandal or all Ostrogoth land SP gone: the power is out of the game. */
export function checkPowerElimination(s: JustinianState, ctx: StepContext): void {
  for (const p of ['vandals', 'ostrogoths'] as const) {
    if (s.eliminatedPowers.includes(p) || powerLandSp(s, p) > 0) continue;
    s.eliminatedPowers.push(p);
    for (const a of s.armies.filter((x) => x.power === p)) { dropTreasury(s, a); s.eliminatedLeaders.push(a.id); }
    s.armies = s.armies.filter((x) => x.power !== p);
    ctx.emit({ key: 'power.eliminated', params: { power: p }, rule: 'justinian 8.28' });
  }
}

/** Sweep after any loss: empty armies (outside battle) and eliminated powers. */
export function sweep(s: JustinianState, ctx: StepContext, battle = false): void {
  cleanEmpty(s);
  for (const a of [...s.armies]) if (armySp(a) === 0 && !a.at.startsWith('box:')) removeIfEmpty(s, ctx, a, battle);
  checkPowerElimination(s, ctx);
}

export const byzArmies = (s: JustinianState): Army[] => s.armies.filter((a) => a.power === 'byzantine');
export const sideArmies = (s: JustinianState, side: Side): Army[] => s.armies.filter((a) => armySide(s, a) === side);
export const armyIdOf = (id: string): ArmyId | null => (isArmyId(id) ? id : null);
