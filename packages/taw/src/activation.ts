import type { StepContext } from '@polemarch/kernel';
import { cityAtHex, continuation, improve, say, stackAt } from './core';
import { censureCheck } from './politics';
import { urbanusReturns } from './magistrates';
import type { Then, TawState } from './state';

/** The end of a Campaign Phase (5.25) and what follows an operation (T18). */

export function finishActivation(s: TawState, ctx: StepContext): void {
  const a = s.activation;
  if (a === null) return;
  // 6.55: Failed Interception markers are removed at the end of the Campaign Phase.
  for (const st of s.stacks) st.failedInterception = false;
  recoverInCity(s, ctx);
  say(ctx, 'activation.finished', { leader: a.leader }, 'taw 5.25');
  // RRR 5.46: Censure of a leader who marched out of his province by exception #3, now Finished.
  censureCheck(s, ctx, a.leader);
  s.activation = null;
  // RRR 5.18: the Praetor Urbanus goes back to Rome once the legions are moved.
  urbanusReturns(s, ctx, a.leader);
}

/** After an operation: a Continuation roll (with its DRM), an automatic Finish, or nothing. */
export function applyThen(s: TawState, ctx: StepContext, then: Then): void {
  if (s.activation === null || then === 'none') return;
  if (then === 'finish') {
    finishActivation(s, ctx);
    return;
  }
  // 5.3 F / T15: +2 to the Continuation DR after a surrender, −2 after a failed attempt (literal reading, ruling R-40).
  const drm = then === 'roll+2' ? 2 : then === 'roll-2' ? -2 : 0;
  s.activation.ops++;
  if (!continuation(s, ctx, drm)) finishActivation(s, ctx);
}

/**
 * 8.56 Recovery in a city: a Force whose leader spends his whole Campaign Phase (no operation, no move)
 * inside a Medium or Large city not Under Siege improves one level.
 */
function recoverInCity(s: TawState, ctx: StepContext): void {
  const a = s.activation!;
  if (a.ops > 0 || a.move !== null || a.recruited) return;
  const l = s.leaders.find((x) => x.id === a.leader);
  if (l === undefined || l.status !== 'map' || l.hex === null || !l.inCity) return;
  const c = cityAtHex(s, l.hex);
  if (c === undefined || (c.size !== 'M' && c.size !== 'L') || c.siege !== null) return;
  const st = stackAt(s, a.side, l.hex, true);
  if (st === undefined || st.abs === 'none' || st.scattered === true) return;
  st.abs = improve(st.abs);
  say(ctx, 'recovery.city', { leader: l.name, abs: st.abs }, 'taw 8.56');
}
