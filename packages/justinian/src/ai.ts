import type { BaseState, Seat, SystemAI } from '@polemarch/kernel';
import { PREFECTURES, PROVINCES } from './data/map';
import { PREFECTURE_TABLE } from './data/tables';
import { armySp, byzControls, inProvincesOf } from './geo';
import type { JustinianState } from './state';

/**
 * The computer general's evaluator (10.21): the Byzantine wins by controlling every Prefecture, so the value is his
 * progress toward each Prefecture's 2/3 threshold (weakest Prefecture weighted most), his income, and the balance of
 * land SP. Squashed to [-1, 1]; the Barbarian's value is its negation.
 */
function isState(b: BaseState): b is JustinianState {
  return 'armies' in b && 'treasury' in b && 'turn' in b;
}
export function evaluateJustinian(base: BaseState, seat: Seat): number {
  if (!isState(base)) return 0;
  const s = base;
  const sign = seat === 'byzantine' ? 1 : -1;
  if (s.outcome !== null) return s.outcome.winner === seat ? 1 : -1;
  const progress = PREFECTURES.map((pref) => Math.min(1, inProvincesOf(pref).filter((p) => byzControls(s, p)).length / PREFECTURE_TABLE.rows[pref].controlNeeded));
  const weakest = Math.min(...progress);
  const mean = progress.reduce((n, x) => n + x, 0) / progress.length;
  const income = PROVINCES.filter((p) => byzControls(s, p.name)).reduce((n, p) => n + p.income, 0) / 110;
  const byzSp = s.armies.filter((a) => a.power === 'byzantine').reduce((n, a) => n + armySp(a), 0) + Object.values(s.frontier).reduce((n, f) => n + f.sp, 0);
  const barbSp = s.armies.filter((a) => a.power !== 'byzantine').reduce((n, a) => n + armySp(a), 0) + s.detached.reduce((n, d) => n + d.sp, 0);
  const balance = (byzSp - barbSp) / Math.max(1, byzSp + barbSp);
  const raw = 2 * weakest + mean + income + 0.5 * balance - 2.6;
  return sign * Math.tanh(raw);
}

export const justinianAI: SystemAI = { evaluate: (state, seat) => evaluateJustinian(state, seat) };
