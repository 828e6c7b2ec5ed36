import { canCommand, overallCommander } from '../board';
import type { GbohState } from '../types';

/**
 * Side-wide OC powers when a side has two OCs (Catalaunian Fields: Aetius and Theodoric, `cf.twoOCs`; ruling
 * R-CF-2OC). With one OC these return what `overallCommander` returns.
 */

/** The side's OCs now in play (not eliminated, on the map), in file order. */
export function sideOCs(s: GbohState, side: string): string[] {
  return Object.keys(s.static.leaders).filter((id) => {
    const sl = s.static.leaders[id]!;
    const l = s.leaders[id]!;
    return sl.side === side && sl.rank === 'OC' && l.status !== 'eliminated' && l.hex !== null;
  });
}

/**
 * 5.51 "a player whose OC is Elite": every Elite OC of the side lends its Elite Orders Phase; a leader is eligible
 * within the Command Range of any of them (cf.aetiusElite: Aetius may give it to any friendly leader, Visigoths and
 * Sangiban included). One EIO per side per turn all the same (the side's `eioSidesDone`).
 */
export function eliteOCs(s: GbohState, side: string): string[] {
  return sideOCs(s, side).filter((id) => s.static.leaders[id]!.elite);
}

/**
 * 11.2 Undisciplined Army Check: the routing unit's OC — the OC of the side who may command it (`canCommand`: Aetius
 * the Romans and allies, Theodoric the Visigoths), else the side's first OC; no OC: Initiative 0.
 */
export function commandingOC(s: GbohState, side: string, unit: string): string | null {
  const su = s.static.units[unit]!;
  const ocs = sideOCs(s, side);
  return ocs.find((id) => canCommand(s.static.leaders[id]!, su)) ?? ocs[0] ?? overallCommander(s, side);
}
