import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { sideOf } from '../board';
import { note } from '../log';
import type { GbohState } from '../types';

/** M.4 (Dara): revealing a secret deployment. */

/** M.4 (Dara): a secret deployment is revealed when the unit moves or an enemy comes next to it. */
export function reveal(s: GbohState, ctx: StepContext, ids: string[]): void {
  const found = ids.filter((id) => s.secret.includes(id));
  if (found.length === 0) return;
  s.secret = s.secret.filter((id) => !found.includes(id));
  ctx.reveal();
  note(ctx, 'secret.revealed', { units: found.join(',') }, 'dara.heruliPlacement');
}

export function revealNear(s: GbohState, ctx: StepContext, mover: string): void {
  if (s.secret.length === 0) return;
  const h = s.units[mover]?.hex;
  if (!h) return;
  const near = s.secret.filter((id) => {
    const x = s.units[id]?.hex ?? s.leaders[id]?.hex;
    return x !== null && x !== undefined && gbohHex.distance(x, h) <= 1 && (s.static.units[id]?.side ?? s.static.leaders[id]?.side) !== sideOf(s, mover);
  });
  reveal(s, ctx, near);
}
