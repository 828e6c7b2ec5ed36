import type { GbohAction, GbohView } from '@polemarch/gboh';
import type { Seat } from '@polemarch/kernel';
import type { TFunction } from 'i18next';
import { onMap } from './common';
import { offers } from './offers';
import { GENERAL, PICKS, unitOfAction } from './selection';

/**
 * The click model of the GBoH map (unit-first play), shared by the board and the test that every legal action
 * is reachable by clicks on it:
 * - a leader's disc opens his activation decisions (5.1: activate, pass, defer, Elite Initiative, Trump; 4.4);
 * - a unit's counter selects it (or takes its one pick: a defender, a rout, an odd hit); the action bar then has
 *   every decision of that unit, and the map its hexes (reach with MP cost, targets with odds) and facings;
 * - a selected leader's map shows where he may go (4.6);
 * - hexes of decisions that belong to no unit (a withdrawal, a rout step, an entry hex) are lit at once, a hex
 *   where several meet opens a chooser; decisions of no place (end the move, of the orders, a yes/no) are in the
 *   action bar.
 */

/** A leader's own decisions, on a click of his disc. */
export const LEADER_MENU = new Set<GbohAction['type']>(['activate', 'trump', 'pass', 'defer', 'eio']);

export function leaderMenu(legal: readonly GbohAction[], leader: string): GbohAction[] {
  return legal.filter((a) => LEADER_MENU.has(a.type) && 'leader' in a && a.leader === leader);
}

/** Every legal action a player reaches by clicks on the map and its action bar, following the model above. */
export function reachableByClicks(view: GbohView, seat: Seat, legal: readonly GbohAction[], t: TFunction): GbohAction[] {
  const out: GbohAction[] = [];
  const fromOffers = (o: ReturnType<typeof offers>) => {
    for (const x of o.hexes.values()) if (x.path[0]) out.push(x.path[0]);
    for (const many of o.choices.values()) for (const x of many) if (x.path[0]) out.push(x.path[0]);
    for (const f of o.facings) out.push(...f.options.map((x) => x.action));
  };
  // Nothing selected: the general decisions and the hexes and facings that need no selection.
  out.push(...legal.filter((a) => GENERAL.has(a.type)));
  fromOffers(offers(view, seat, legal, null, t, null));
  // Each counter on the map with decisions: selected (or its one pick taken), its action bar and its hexes.
  const units = new Set(legal.flatMap((a) => unitOfAction(a) ?? []));
  for (const id of units) {
    const u = view.units[id];
    if (!u || !onMap(u)) continue;
    const acts = legal.filter((a) => unitOfAction(a) === id);
    if (acts.length === 1 && PICKS.has(acts[0]!.type)) {
      out.push(acts[0]!);
      continue;
    }
    out.push(...acts.filter((a) => a.type !== 'leader-move'));
    fromOffers(offers(view, seat, legal, { kind: 'unit', id }, t, null));
  }
  // Each leader on the map: his disc's menu, and where he may go once selected.
  for (const [id, l] of Object.entries(view.leaders)) {
    if (l.hex === null || l.status === 'eliminated') continue;
    out.push(...leaderMenu(legal, id));
    if (legal.some((a) => a.type === 'leader-move' && a.leader === id)) fromOffers(offers(view, seat, legal, { kind: 'leader', id }, t, null));
  }
  return out;
}
