import type { StepContext } from '@polemarch/kernel';
import { askUnpredictable, battleOutcome } from './battle';
import { avoidingLeader, resolveAvoid } from './combat';
import { guileLeft, leader, say } from './core';
import { rollCensure } from './politics';
import type { Ask, TawState } from './state';

/**
 * 5.5 Guile Points on Avoidance (8.23) and Unpredictable Results (8.4). Each is a question to the seat of
 * the leader who may spend (`guile`, 0…the GP he has left this turn, 5.52); the points are spent when the
 * roll is made. Avoidance: the defending leader first, then the attacking leader, who does not see the
 * defender's answer (5.54: secret and simultaneous; `secretGuile` is shown only to its owner, view.ts).
 * Unpredictable Results: the attacker's OC first, then the defender's, openly (8.4). Censure (RRR 5.46): the
 * Finished leader himself, openly (politics.ts).
 */

/** 8.23: the defender declares an Avoidance to `to`; the Guile questions come before the roll. */
export function declareAvoidance(s: TawState, ctx: StepContext, ask: Extract<Ask, { kind: 'avoid' }>, to: number, inCity: boolean): void {
  s.ask = null;
  s.pendingBattle!.avoiding = { side: ask.side, to, inCity };
  nextAvoidance(s, ctx);
}

/** The next Guile question of an Avoidance, or the roll once every leader who may spend has answered. */
function nextAvoidance(s: TawState, ctx: StepContext): void {
  const pb = s.pendingBattle!;
  const av = pb.avoiding!;
  const side = av.side;
  const defending = avoidingLeader(s, side, pb.hex);
  const attacking = leader(s, s.activation!.leader);
  if (av.attacker === undefined && s.secretGuile === undefined && guileLeft(defending) > 0) {
    s.ask = { kind: 'guile', side, event: 'avoidance', leader: defending.id, max: guileLeft(defending) };
    return;
  }
  if (av.attacker === undefined && guileLeft(attacking) > 0) {
    s.ask = { kind: 'guile', side: attacking.side, event: 'avoidance', leader: attacking.id, max: guileLeft(attacking) };
    return;
  }
  // Both in: the points are revealed and spent, then the roll.
  const gp = { def: s.secretGuile?.gp ?? 0, att: av.attacker ?? 0 };
  delete s.secretGuile;
  delete pb.avoiding;
  spend(s, ctx, defending.id, gp.def);
  spend(s, ctx, attacking.id, gp.att);
  resolveAvoid(s, ctx, side, pb.hex, av.to, av.inCity, gp);
}

function spend(s: TawState, ctx: StepContext, id: string, gp: number): void {
  if (gp <= 0) return;
  const l = leader(s, id);
  l.gpUsed += gp;
  say(ctx, 'guile.spent', { leader: l.name, gp }, 'taw 5.52');
}

/** The answer to a `guile` question. */
export function answerGuile(s: TawState, ctx: StepContext, ask: Extract<Ask, { kind: 'guile' }>, gp: number): void {
  s.ask = null;
  // RRR 5.46, 5.53: the Finished leader's Guile Points on his Censure roll (−1 each).
  if (ask.event === 'censure') return rollCensure(s, ctx, ask.leader, gp);
  if (ask.event === 'avoidance') {
    const pb = s.pendingBattle!;
    // 5.54: the defender's points stay hidden from the attacker until both are in.
    if (ask.side === pb.avoiding!.side) s.secretGuile = { side: ask.side, gp };
    else pb.avoiding!.attacker = gp;
    return nextAvoidance(s, ctx);
  }
  const u = s.unpredictable!;
  u.gp[ask.side === u.attacker ? 'att' : 'def'] = gp;
  if (askUnpredictable(s)) return;
  delete s.unpredictable;
  if (u.att !== null) spend(s, ctx, u.att, u.gp.att ?? 0);
  if (u.def !== null) spend(s, ctx, u.def, u.gp.def ?? 0);
  battleOutcome(s, ctx, u, { att: u.gp.att ?? 0, def: u.gp.def ?? 0 });
}
