import type { Message, StepContext } from '@polemarch/kernel';
import { say } from '../core';
import type { TawState } from '../state';
import { hannibalElections, hannibalVictory } from './hannibal';
import { samniteAugury, samniteElections, samniteRevoltPhase, samniteVictory } from './samnite';
import { alexanderPoints, alexanderRecruitment, alexanderWinner } from './alexander';
import { magoActivation, pyrrhusPoints, pyrrhusTurnStart, pyrrhusVictory, pyrrhusWinner, recallCarthage } from './pyrrhus';
import { gaulsActivation, pyrrhusAugury, pyrrhusAuguryTurnStart } from './pyrrhusAugury';
import type { Leader } from '../state';
import { tribeActivated } from './invaders';
import { navalConstructionPhase } from '../construction';

/** Scenario hooks called by the sequence of play (turn.ts). */

/**
 * B: elections and returning leaders. 8.62: wounded non-Roman leaders return with any friendly Force.
 * False while the elections wait for a Roman decision (E-13); the answer calls it again.
 */
export function electionsScenario(s: TawState, ctx: StepContext): boolean {
  for (const l of s.leaders) {
    if (l.status !== 'wounded') continue;
    if (l.roman) {
      l.status = 'pool';
      l.office = null;
      continue;
    }
    const oc = s.leaders.find((x) => x.side === l.side && x.oc && x.status === 'map' && x.hex !== null);
    const st = oc !== undefined ? { hex: oc.hex!, inCity: oc.inCity } : s.stacks.find((x) => x.side === l.side);
    if (st === undefined) continue;
    l.status = 'map';
    l.hex = st.hex;
    l.inCity = st.inCity;
    say(ctx, 'leader.returns', { leader: l.name }, 'taw 8.62');
  }
  if (s.scenario === 'hannibal') hannibalElections(s, ctx);
  else if (s.scenario === 'samnite-wars' || s.scenario === 'alexander' || s.scenario === 'pyrrhus') {
    if (!samniteElections(s, ctx)) return false;
  }
  if (s.scenario === 'pyrrhus') {
    pyrrhusTurnStart(s, ctx);
    pyrrhusAuguryTurnStart(s, ctx);
  }
  return true;
}

/** The start of a turn, before the elections (S3.4, ruling P-18: Carthage's troops go back when control is lost); true while a question is open. */
export function turnStartScenario(s: TawState, ctx: StepContext): boolean {
  return s.scenario === 'pyrrhus' && recallCarthage(s, ctx);
}

/** A leader's LAM was drawn and he is active (S3.6 64–67: the Gauls threaten Etruria). */
export function activatedScenario(s: TawState, ctx: StepContext, l: Leader): void {
  if (s.scenario === 'pyrrhus') {
    gaulsActivation(s, ctx, l);
    // S3.4: Mago's first LAM places his army, his first LAM of a turn the yearly levy (P-15).
    magoActivation(s, l);
  }
  if (s.scenario === 'samnite-wars') tribeActivated(s, ctx, l);
}

/** C/2: the Samnite Wars' Tribal Revolt Phase, Alexander's Recruitment Phase, Pyrrhus' NS construction (RRR 7.11–7.12). */
export function tribalPhaseScenario(s: TawState, ctx: StepContext): void {
  if (s.scenario === 'samnite-wars') samniteRevoltPhase(s, ctx);
  if (s.scenario === 'alexander') alexanderRecruitment(s, ctx);
  if (s.scenario === 'pyrrhus') navalConstructionPhase(s);
}

export function auguryScenario(s: TawState, ctx: StepContext): void {
  if (s.scenario === 'samnite-wars') samniteAugury(s, ctx);
  if (s.scenario === 'pyrrhus') pyrrhusAugury(s, ctx);
}

/** An outcome's reason code ('rome-taken', 'points {…}') as a line in words: the log shows no code. */
export function reasonMessage(reason: string): Message {
  return { key: reason.startsWith('points') ? 'reason.points' : `reason.${reason}` };
}

/** Automatic victory (checked after every draw, and at the end of each turn with `endOfTurn`). */
export function victoryScenario(s: TawState, ctx: StepContext, endOfTurn: boolean): void {
  if (s.outcome !== null) return;
  const v = s.scenario === 'hannibal' ? hannibalVictory(s, endOfTurn) : s.scenario === 'samnite-wars' ? samniteVictory(s, endOfTurn) : s.scenario === 'pyrrhus' ? pyrrhusVictory(s, endOfTurn) : null;
  if (v !== null) {
    s.outcome = { winner: v.winner, reason: v.reason };
    s.activation = null;
    s.ask = null;
    say(ctx, 'game.over', { winner: v.winner, reason: reasonMessage(v.reason) }, 'taw 14.0');
  }
}

/** After the last turn: the side that has not won by then loses (S4.4: Rome; S1.8: the Samnite). */
export function finalVictoryScenario(s: TawState, ctx: StepContext): void {
  if (s.outcome !== null) return;
  const winner = s.scenario === 'hannibal' ? 'rome' : s.scenario === 'alexander' ? alexanderWinner(s) : s.scenario === 'pyrrhus' ? pyrrhusWinner(s) : s.rules.nonRoman;
  const points = s.scenario === 'alexander' ? alexanderPoints(s) : s.scenario === 'pyrrhus' ? pyrrhusPoints(s) : null;
  s.outcome = { winner, reason: points !== null ? `points ${JSON.stringify(points)}` : 'last-turn' };
  s.activation = null;
  s.ask = null;
  // The points by side, each its own line (the sides named by the reader's language), then the result.
  if (points !== null) for (const [side, n] of Object.entries(points)) say(ctx, 'victory.points', { side, points: n }, 'taw 14.0');
  say(ctx, 'game.over', { winner: winner ?? '—', reason: reasonMessage(s.outcome.reason) }, 'taw 14.0');
}
