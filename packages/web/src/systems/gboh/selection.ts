import type { GbohAction } from '@polemarch/gboh';
import { useSyncExternalStore } from 'react';

// ---------------------------------------------------------------- selection (shared by the board and the panel)

export type Selection = { kind: 'unit' | 'leader'; id: string } | null;
let selection: Selection = null;
const listeners = new Set<() => void>();
export const selectionStore = {
  get: (): Selection => selection,
  set(next: Selection) {
    selection = next;
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};
export function useSelection(): Selection {
  return useSyncExternalStore(selectionStore.subscribe, selectionStore.get, selectionStore.get);
}

/** The legal actions that concern one unit (as mover, firer, attacker, or the unit picked). */
export function unitOfAction(a: GbohAction): string | null {
  switch (a.type) {
    case 'combat':
    case 'join':
      return a.attacker;
    case 'move':
    case 'fire':
    case 'reorganize':
    case 'rally':
    case 'hd':
    case 'cheiro-mode':
    case 'cheiro-fire':
    case 'ow':
    case 'ow-line':
    case 'fr':
    case 'no-check':
    case 'engaged-withdraw':
    case 'rout':
    case 'choose':
    case 'odd-hit':
    case 'advance':
    case 'advance-face':
      return a.unit;
    case 'line-command':
      return a.anchor;
    case 'dismount':
    case 'remount':
      return a.unit;
    default:
      return null;
  }
}

/** Decisions that belong to no hex or unit: end of a move, of a Line Command, of the orders, a yes/no. */
export const GENERAL = new Set<GbohAction['type']>(['end-move', 'end-line', 'end-orders', 'decline', 'momentum', 'lc-roll', 'withdraw-end', 'fr-end', 'designate-done', 'ow-fire', 'champion', 'dismounted-defense', 'shield-wall', 'leave-shield-wall', 'must-check', 'leave-wedge']);

/** Engine actions tried at once when a unit is selected, then in each slice between frames (0.5–5 ms each, by battle size). */

/** Picking a unit is the whole decision: a click on its counter takes it. */
export const PICKS = new Set<GbohAction['type']>(['choose', 'odd-hit', 'rout', 'no-check']);
