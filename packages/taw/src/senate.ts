import type { Modifier, StepContext } from '@polemarch/kernel';
import { d10, leader, mod, say, spOf, stackAt } from './core';
import { hexDistance } from './hex';
import { provinceOf } from './map';
import { ROME, awayWithoutLeave, enemyClose, enemyPresence, freeProvinces, markCensure, senateOf } from './politics';
import { rivalOf } from './scenarios/samnite';
import { dictatorHeldInRome, urbanusActive, urbanusFilter } from './magistrates';
import type { Laurel, Leader, TawAction, TawState } from './state';

/** RRR 5.4 The Senate: permission requests (5.44–5.45), leaving a province (5.41), the Triumph (8.53). */

export type Request = 'enter-rome' | 'leave-province';

const gpLeft = (l: Leader): number => Math.max(0, l.gp - l.gpUsed);
/** Guile Points a leader may spend on one roll: at most 3 offered (as Diplomacy's `negotiate`). */
const gpOptions = (l: Leader): number[] => Array.from({ length: Math.min(3, gpLeft(l)) }, (_, i) => i + 1);

/** P-9: the Consul of Rome is the consul in Rome (else the nearer to it); the Field Consul the other (none in "Folgore", S4.3). */
function isFieldConsul(s: TawState, l: Leader): boolean {
  if (l.office !== 'consul' || s.scenario === 'hannibal') return false;
  const consuls = s.leaders.filter((x) => x.roman && x.office === 'consul' && x.status === 'map' && x.hex !== null);
  if (consuls.length < 2) return false;
  const key = (x: Leader): number => (x.hex === ROME && x.inCity ? -1 : hexDistance(x.hex!, ROME));
  return [...consuls].sort((a, b) => key(a) - key(b))[0]!.id !== l.id;
}

/** R2 (ruling RRR-8): the DRMs of a request, Guile Points included. */
export function requestDrms(s: TawState, l: Leader, request: Request, gp: number): Modifier[] {
  const mods: Modifier[] = [];
  const presence = enemyPresence(s);
  if (request === 'enter-rome') {
    // Enter Rome: only the −4 / −2 of an enemy Force of 20+ SP near Rome.
    if (presence !== null && presence.value < 0) mods.push(presence);
    return mods;
  }
  if (isFieldConsul(s, l)) mods.push(mod('field-consul', -1));
  if (l.office === 'proconsul') {
    mods.push(mod('proconsul', 1));
    if (s.senate?.provinces[l.id]?.prorogued === true) mods.push(mod('prorogued', 2));
  }
  // +2 for the Urban Legions leaving Rome never arises: nobody commands them out (RRR-11).
  if (presence !== null) mods.push(presence);
  if (gp > 0) mods.push(mod('guile', -gp));
  return mods;
}

/** RRR 5.44: the requests the active Roman leader may make now (each once per Campaign Phase), before moving. */
export function permissionActions(s: TawState): TawAction[] {
  const a = s.activation;
  if (a === null || a.side !== 'rome' || a.move !== null) return [];
  const l = leader(s, a.leader);
  if (l.hex === null) return [];
  const out: TawAction[] = [];
  const st = stackAt(s, a.side, l.hex, l.inCity);
  // RRR 5.42: a Force within 3 hexes of Rome may ask to enter it, before the march that would (ruling SEN-3).
  if (!l.permissions.includes('enter-rome') && !a.surrenderTried.includes('perm:enter-rome') && hexDistance(l.hex, ROME) <= 3 && st !== undefined) out.push({ type: 'permission', request: 'enter-rome' });
  // RRR 5.41: a magistrate in his province may ask to leave it (Guile Points −1 each, R2).
  const free = freeProvinces(s, l);
  if (free !== null && free.includes(provinceOf(l.hex)) && !l.permissions.includes('leave-province') && !a.surrenderTried.includes('perm:leave-province')) {
    out.push({ type: 'permission', request: 'leave-province' });
    for (const gp of gpOptions(l)) out.push({ type: 'permission', request: 'leave-province', gp });
  }
  return out;
}

/**
 * RRR 5.44–5.45: roll d10 + DRMs ≤ CR. Granted: the permission lasts the turn and Continuation is automatic;
 * refused: a Continuation roll (T18).
 */
export function requestPermission(s: TawState, ctx: StepContext, request: Request, gp: number): 'granted' | 'refused' {
  const a = s.activation!;
  const l = leader(s, a.leader);
  a.surrenderTried.push(`perm:${request}`);
  if (request === 'enter-rome' && gp > 0) throw new Error('no Guile Points on Enter Rome (R2)');
  l.gpUsed += gp;
  const mods = requestDrms(s, l, request, gp);
  const r = d10(ctx);
  const ok = r.value + mods.reduce((n, m) => n + m.value, 0) <= l.cr;
  say(ctx, ok ? 'senate.granted' : 'senate.denied', { leader: l.name, request: { key: `request.${request}` } }, 'taw RRR 5.45', { rolls: [r.roll], modifiers: mods });
  if (!ok) return 'refused';
  l.permissions.push(request);
  a.ops++;
  return 'granted';
}

/**
 * RRR 5.41 (ruling SEN-2): outside his province without leave, a moving magistrate may Stop (or end his
 * phase, enter a city, lay siege, sail) only where exception #3 allows it: an enemy Force in the hex or next
 * to it outside a city. He may always step on, attack or overrun; with nothing else left the list stands
 * (never stuck). Before moving, no voyage out of his provinces without leave.
 */
export function senateFilter(s: TawState, all: TawAction[]): TawAction[] {
  const a = s.activation;
  if (a === null || a.side !== 'rome') return all;
  // RRR 5.16 (ruling PRA-4): a Dictator who named a Magister Equitum stays in Rome.
  const held = dictatorHeldInRome(s, a.leader) ? all.filter((x) => x.type !== 'march' && x.type !== 'sail' && x.type !== 'exit') : all;
  // RRR 5.18 (ruling PRA-3): the Praetor Urbanus on a Consul LAM only moves legions out of Rome.
  const out = urbanusActive(s) ? urbanusFilter(s, held) : held;
  if (a.move === null) {
    const l = leader(s, a.leader);
    const free = freeProvinces(s, l);
    if (free === null || l.hex === null || l.permissions.includes('leave-province') || !free.includes(provinceOf(l.hex))) return out;
    return out.filter((x) => x.type !== 'sail' || free.includes(provinceOf(x.to)));
  }
  if (!awayWithoutLeave(s) || enemyClose(s, a.move.hex)) return out;
  const kept = out.filter((x) => x.type === 'step' || x.type === 'attack' || x.type === 'overrun');
  return kept.length > 0 ? kept : out;
}

/** RRR 5.46: an operation that ends a march outside the province without leave uses exception #3 (Censure when Finished). */
export function senateBeforeOperation(s: TawState, action: TawAction): void {
  if (action.type !== 'step' && awayWithoutLeave(s)) markCensure(s, s.activation!.leader);
}

/** 8.53: the active magistrate's laurel of this turn, if any (ruling R-27: the Triumph in the same turn). */
const laurelOf = (s: TawState, id: string): Laurel | undefined => s.senate?.laurels.find((x) => x.leader === id && x.turn === s.turn);

/**
 * 8.53: a magistrate with a laurel of this turn, not moving, with his army in a hex next to Rome (or in
 * Rome's own hex outside the walls, ruling TRI-3), may leave it there and enter Rome for his Triumph.
 */
export function triumphActions(s: TawState): TawAction[] {
  const a = s.activation;
  if (a === null || a.side !== 'rome' || a.move !== null) return [];
  const l = leader(s, a.leader);
  const laurel = laurelOf(s, l.id);
  if (laurel === undefined || l.hex === null || l.inCity || hexDistance(l.hex, ROME) > 1) return [];
  const st = stackAt(s, 'rome', l.hex, false);
  if (st === undefined || spOf(st.groups) === 0) return [];
  // Guile Points matter only when the Senate may refuse (Roman losses of 15% or more).
  return [{ type: 'triumph' }, ...(laurel.lossPct >= 15 ? gpOptions(l).map((gp) => ({ type: 'triumph' as const, gp })) : [])];
}

/**
 * 8.53: the magistrate enters Rome alone (RRR 5.42) and is Finished (the caller ends the phase). With Roman
 * losses of 15% or more the Senate refuses when d10 − GP > CR. S1.6 B: a rival in office who was not in the
 * battle accuses the triumphant of disobedience: on 0 or 1 he is executed.
 */
export function celebrateTriumph(s: TawState, ctx: StepContext, gp: number): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const laurel = laurelOf(s, l.id)!;
  const sn = senateOf(s);
  sn.laurels = sn.laurels.filter((x) => x.leader !== l.id);
  l.hex = ROME;
  l.inCity = true;
  l.gpUsed += gp;
  if (laurel.lossPct >= 15) {
    const r = d10(ctx);
    const refused = r.value - gp > l.cr;
    say(ctx, refused ? 'triumph.refused' : 'triumph.allowed', { leader: l.name, pct: laurel.lossPct, cr: l.cr }, 'taw 8.53', { rolls: [r.roll], modifiers: gp > 0 ? [mod('guile', -gp)] : [] });
    if (refused) return;
  }
  sn.triumphs[l.id] = s.turn;
  say(ctx, 'triumph', { leader: l.name }, 'taw 8.53');
  const rival = rivalOf(s, l.id);
  if (rival === null || laurel.involved.includes(rival.id)) return;
  const r = d10(ctx);
  const executed = r.value <= 1;
  say(ctx, executed ? 'triumph.executed' : 'triumph.accused', { leader: l.name, by: rival.name }, 'taw S1.6', { rolls: [r.roll] });
  if (executed) Object.assign(l, { status: 'killed', office: null, hex: null, inCity: false, oc: false });
}
