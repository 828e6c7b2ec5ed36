import type { CcaAction, CcaView } from '@polemarch/cca';

/**
 * The click model of the C&C board: unit-first play. A click on a unit (or a leader) that has something to do
 * selects it and lights every hex it may act on; a click on a lit hex does what is done there; when several
 * actions share a hex (two units could move there, a leader and the unit he stands with) a small chooser opens at
 * the hex. Actions with no place on the board (Done, a reaction, Battle Back, ignore flags) are in the board's
 * action bar, and cards are played from the hand. Pure: the board and the test of reachability both read it.
 */

export type Owner = { kind: 'unit' | 'leader'; id: number };

/** What a click on one hex may do: act at once (one entry) or open a chooser (several). */
export type HexEntry = { kind: 'act'; action: CcaAction } | { kind: 'select'; owner: Owner };

export interface HexClicks {
  /** The highlight: a hex to act on, an enemy to strike, a piece that can act, the selected piece. */
  look: 'move' | 'target' | 'piece' | 'selected';
  entries: HexEntry[];
}

export interface CcaClickModel {
  /** Hex index → what a click there does. */
  hexes: Map<number, HexClicks>;
  /** Decisions with no hex: the board's action bar. */
  bar: CcaAction[];
  /** Cards played from the hand. */
  hand: CcaAction[];
}

export const sameOwner = (a: Owner | null, b: Owner | null): boolean => a !== null && b !== null && a.kind === b.kind && a.id === b.id;

/** The piece an action is done by, where it names one. */
export function ownerOf(a: CcaAction): Owner | null {
  switch (a.type) {
    case 'order':
    case 'rally':
    case 'move':
    case 'fire':
    case 'attack':
    case 'exit':
      return { kind: 'unit', id: a.unit };
    case 'enter':
      return { kind: 'unit', id: a.unit };
    case 'order-leader':
    case 'move-leader':
      return { kind: 'leader', id: a.leader };
    default:
      return null;
  }
}

/** Where a piece stands (board index), or null when it is off the board. */
export function hexOfOwner(o: Owner, view: CcaView): number | null {
  const h = o.kind === 'unit' ? view.units.find((u) => u.id === o.id)?.hex : view.leaders.find((l) => l.id === o.id)?.hex;
  return h === undefined || h < 0 ? null : h;
}

/** The hex a click decides the action on, or null when it has none (the action bar then offers it). */
export function targetOf(a: CcaAction, view: CcaView): number | null {
  const valid = (h: number | undefined | null): number | null => (h === undefined || h === null || h < 0 ? null : h);
  switch (a.type) {
    case 'order':
    case 'rally':
    case 'order-leader': {
      const o = ownerOf(a);
      return o === null ? null : hexOfOwner(o, view);
    }
    case 'move':
    case 'move-leader':
    case 'retreat':
    case 'extra':
    case 'enter':
      return valid(a.to);
    case 'fire':
    case 'attack':
      return valid(a.target);
    case 'rampage':
      return valid(a.hex);
    case 'evade-path':
    case 'leader-evade':
      return valid(a.path[a.path.length - 1]);
    default:
      return null;
  }
}

const TARGET = new Set<CcaAction['type']>(['fire', 'attack', 'rampage']);
/** Actions done on the piece's own hex (an order, a rally): they need no selection. */
const ON_ITSELF = new Set<CcaAction['type']>(['order', 'order-leader', 'rally']);

/**
 * The click model for the legal actions and the current selection. With nothing selected every hex any piece may
 * act on is lit (a chooser where two share it); with a piece selected, only its own.
 */
export function clickModel(view: CcaView, legal: readonly CcaAction[], selected: Owner | null): CcaClickModel {
  const hexes = new Map<number, HexClicks>();
  const bar: CcaAction[] = [];
  const hand: CcaAction[] = [];
  /** Pieces with somewhere else to act than their own hex: a click on them selects them. */
  const selectable = new Map<string, Owner>();
  const entry = (h: number): HexClicks => {
    let c = hexes.get(h);
    if (!c) hexes.set(h, (c = { look: 'move', entries: [] }));
    return c;
  };
  for (const a of legal) {
    if (a.type === 'play') {
      hand.push(a);
      continue;
    }
    const h = targetOf(a, view);
    if (h === null) {
      bar.push(a);
      continue;
    }
    const o = ownerOf(a);
    if (o !== null && !ON_ITSELF.has(a.type)) {
      const at = hexOfOwner(o, view);
      if (at !== null && at !== h) selectable.set(`${o.kind}${o.id}`, o);
    }
    // A selected piece shows its own actions; the others' (not done on themselves) wait until it is let go.
    if (selected !== null && o !== null && !ON_ITSELF.has(a.type) && !sameOwner(o, selected)) continue;
    const c = entry(h);
    c.entries.push({ kind: 'act', action: a });
    if (TARGET.has(a.type)) c.look = 'target';
  }
  for (const o of selectable.values()) {
    const at = hexOfOwner(o, view)!;
    if (sameOwner(o, selected)) {
      const c = entry(at);
      c.look = 'selected';
      continue;
    }
    const c = entry(at);
    c.entries.unshift({ kind: 'select', owner: o });
    if (c.entries.every((e) => e.kind === 'select')) c.look = 'piece';
  }
  // A selected piece with nothing left to do is not shown as selected (the board forgets it).
  return { hexes, bar, hand };
}

/** Whether the selection still has something to do (a stale one is dropped). */
export function stillSelectable(view: CcaView, legal: readonly CcaAction[], selected: Owner | null): boolean {
  if (selected === null) return false;
  const at = hexOfOwner(selected, view);
  return at !== null && legal.some((a) => !ON_ITSELF.has(a.type) && sameOwner(ownerOf(a), selected) && targetOf(a, view) !== at);
}

/**
 * Every legal action a player reaches by clicks on the board, following the model: a lone entry at once, a
 * chooser's entry, a selection then its hexes, the action bar and the hand. For the test that nothing is
 * reachable only through the option list.
 */
export function reachableByClicks(view: CcaView, legal: readonly CcaAction[]): CcaAction[] {
  const out: CcaAction[] = [];
  const seen = new Set<string>();
  const visit = (selected: Owner | null) => {
    const key = selected === null ? '-' : `${selected.kind}${selected.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const m = clickModel(view, legal, selected);
    out.push(...m.bar, ...m.hand);
    for (const c of m.hexes.values()) {
      for (const e of c.entries) {
        if (e.kind === 'act') out.push(e.action);
        else visit(e.owner);
      }
    }
  };
  visit(null);
  return out;
}
