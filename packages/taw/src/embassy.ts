import type { StepContext } from '@polemarch/kernel';
import { applyThen, finishActivation } from './activation';
import { d10, guileLeft, isRoman, leader, say } from './core';
import type { Ask, Leader, TawAction, TawState } from './state';

/**
 * 12.35 Diplomatic Disasters followed up (rulings AMB-1…AMB-4): the hostage and his ransom, the deserter and
 * the Guile Point that brings him back, the postponed audience. The Ambassador Table itself is diplomacy.ts.
 */

/** 12.32 / RRR 5.13: the active leader when he may send Ambassadors (and so ransom them): else null. */
export function ambassadorSender(s: TawState): Leader | null {
  const a = s.activation;
  if (a === null || !s.rules.ambassadors || a.move !== null) return null;
  const l = leader(s, a.leader);
  if (l.id.startsWith('tribe-')) return null;
  // The non-Roman OC (any Samnite leader, S1.4); a Roman consul or Dictator.
  if (isRoman(a.side) ? l.office !== 'consul' && l.office !== 'dictator' : !(l.oc || s.scenario === 'samnite-wars')) return null;
  return l;
}

/** 12.35 "out of play": not on the map, not in the pool (a non-Roman leaves his Force leaderless); his OC mark kept for his return. */
function outOfPlay(amb: Leader, fate: 'hostage' | 'deserted', province: string, turn: number, ransom?: number): void {
  amb.status = fate;
  amb.hex = null;
  amb.inCity = false;
  amb.office = null;
  amb.envoy = { province, fate, turn, ...(ransom === undefined ? {} : { ransom }) };
}

/**
 * After the ambassador's roll: the sender's Continuation roll (T18), or his Finish when he went himself and is
 * now out of play (a non-Roman's ambassador is the acting leader, ruling AMB-4).
 */
export function afterEmbassy(s: TawState, ctx: StepContext, amb: Leader): void {
  if (s.activation?.leader === amb.id && amb.status !== 'map') return finishActivation(s, ctx);
  applyThen(s, ctx, 'roll');
}

/**
 * 12.35 results 2–3 and 6–9 (the others are the Ambassador Table's own, diplomacy.ts). True when a question
 * to the sender is open (the deserter, AMB-2): the Continuation roll waits for the answer.
 */
export function disasterFollowUp(s: TawState, ctx: StepContext, amb: Leader, province: string, dr: number): boolean {
  const a = s.activation!;
  if (dr === 2 || dr === 3) {
    // AMB-1: a die halved (rounded down), minimum 1: the Guile Points of his ransom.
    const r = d10(ctx);
    const ransom = Math.max(1, Math.floor(r.value / 2));
    outOfPlay(amb, 'hostage', province, s.turn, ransom);
    say(ctx, 'ambassador.hostage', { ambassador: amb.name, province, ransom }, 'taw 12.35', { rolls: [r.roll] });
    return false;
  }
  if (dr === 6 || dr === 7) {
    const sender = leader(s, a.leader);
    // AMB-2: asked at once, only with a Guile Point left.
    if (guileLeft(sender) >= 1) {
      s.ask = { kind: 'guile', side: a.side, event: 'desert', leader: sender.id, max: 1, envoy: amb.id, province };
      return true;
    }
    outOfPlay(amb, 'deserted', province, s.turn);
    say(ctx, 'ambassador.deserted', { ambassador: amb.name, province }, 'taw 12.35');
    return false;
  }
  if (dr === 8 || dr === 9) {
    // AMB-3: no shift; he stays assigned to the province for a later year's audience.
    amb.envoy = { province, fate: 'postponed', turn: s.turn };
    say(ctx, 'ambassador.postponed', { ambassador: amb.name, province }, 'taw 12.35');
  }
  return false;
}

/** AMB-2: the sender's answer: 1 GP brings the deserter back, 0 leaves him out of play for the game. */
export function answerDesertion(s: TawState, ctx: StepContext, ask: Extract<Ask, { kind: 'guile' }>, gp: number): void {
  s.ask = null;
  const amb = leader(s, ask.envoy!);
  if (gp >= 1) {
    const sender = leader(s, ask.leader);
    sender.gpUsed += 1;
    say(ctx, 'ambassador.recalled', { ambassador: amb.name, leader: sender.name }, 'taw 12.35');
  } else {
    outOfPlay(amb, 'deserted', ask.province!, s.turn);
    say(ctx, 'ambassador.deserted', { ambassador: amb.name, province: ask.province! }, 'taw 12.35');
  }
  afterEmbassy(s, ctx, amb);
}

/** AMB-1: the ransoms the active leader may pay now (his side's hostages whose ransom he still has the points for). */
export function ransomActions(s: TawState): TawAction[] {
  const l = ambassadorSender(s);
  if (l === null) return [];
  return s.leaders.filter((x) => x.status === 'hostage' && x.side === l.side && (x.envoy?.ransom ?? 1) <= guileLeft(l)).map((x) => ({ type: 'ransom' as const, leader: x.id }));
}

/**
 * AMB-1: the ransom paid (5.52 `gpUsed`), not an operation: no Continuation roll. A Roman goes back to the Magistrate
 * Pool; a non-Roman (who went himself) joins the leader who paid, as a wounded one returns to his OC (8.62).
 */
export function payRansom(s: TawState, ctx: StepContext, id: string): void {
  const payer = leader(s, s.activation!.leader);
  const h = leader(s, id);
  const ransom = h.envoy?.ransom ?? 1;
  payer.gpUsed += ransom;
  delete h.envoy;
  // P-8: an ambassador-only counter (Cineas) goes back off the map, ready for a later year (12.36).
  if (h.roman || h.ambassadorRating !== undefined) h.status = 'pool';
  else Object.assign(h, { status: 'map', hex: payer.hex, inCity: payer.inCity });
  say(ctx, 'ambassador.ransomed', { ambassador: h.name, leader: payer.name, gp: ransom }, 'taw 12.35');
}

/**
 * AMB-3: the ambassadors whose postponed audience the active sender may hold now: a later year (12.36), a Roman
 * still in the Magistrate Pool, Cineas off the map (P-8), another non-Roman only by himself (his ambassador is the
 * acting leader). The Samnite's leaders are offered by name anyway (AMB-5).
 */
export function postponedAudiences(s: TawState, sender: Leader): Leader[] {
  return s.leaders.filter((x) => {
    const e = x.envoy;
    if (e === undefined || e.fate !== 'postponed' || e.turn >= s.turn || x.side !== sender.side) return false;
    if (isRoman(x.side)) return x.status === 'pool' && x.roman;
    // P-8: an ambassador-only counter (Cineas) off the map; else the non-Roman who went himself.
    return x.ambassadorRating !== undefined ? x.status === 'pool' : x.id === sender.id;
  });
}

/** AMB-3: a postponed audience lapses when its Roman ambassador leaves the pool (an office) or its leader is lost. */
export function lapseAudiences(s: TawState): void {
  for (const l of s.leaders) {
    if (l.envoy?.fate !== 'postponed') continue;
    if (l.roman ? l.status !== 'pool' : l.status === 'killed') delete l.envoy;
  }
}
