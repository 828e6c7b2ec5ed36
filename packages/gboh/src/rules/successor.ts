import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { canCommand, isOnMap } from '../board';
import { note } from '../log';
import type { GbohState } from '../types';

/**
 * Catalaunian Fields footnote [a]: "If Aetius is killed, he is replaced by Paullus" — an exception to 4.63 (an OC is
 * otherwise never replaced). Engine reading (ruling R-CF-PAULLUS): on any elimination of the OC (killed 8.19/9.14 or
 * captured 4.62) his successor enters at once, Finished for the turn like a 4.63 replacement, in the hex where the OC
 * fell if a friendly combat unit he may command is there, else on the nearest such unit (lowest hex id on ties). From
 * then on he is that OC: the dead OC's SCs serve him (`ocOf`).
 */
export function placeSuccessor(s: GbohState, ctx: StepContext, leader: string, lastHex: string | null): void {
  const heir = Object.keys(s.static.leaders).find((id) => s.static.leaders[id]!.replaces === leader && s.leaders[id]!.hex === null);
  if (heir === undefined) return;
  const sh = s.static.leaders[heir]!;
  const hexes = new Set<string>();
  for (const [uid, u] of Object.entries(s.units)) {
    if (isOnMap(u) && u.status !== 'routed' && s.static.units[uid]!.side === sh.side && canCommand(sh, s.static.units[uid]!)) hexes.add(u.hex!);
  }
  if (hexes.size === 0) return;
  const dist = (h: string): number => (lastHex === null ? 0 : gbohHex.distance(lastHex, h));
  const hex = [...hexes].sort((a, b) => dist(a) - dist(b) || (a < b ? -1 : 1))[0]!;
  const l = s.leaders[heir]!;
  l.hex = hex;
  l.status = 'finished'; // as a 4.63 replacement: Finished for the turn
  l.wounded = false;
  l.replacedThisTurn = true;
  s.replaced.push(heir);
  note(ctx, 'leader.replaced', { leader, by: heir, hex }, 'cf.paullus');
}
