import { gbohHex, mapNeighbours } from '@polemarch/gboh-family';
import type { StepContext } from '@polemarch/kernel';
import { enemyAt, leaderOf, onBoard, other, unitsAt } from './board';
import { columnStepCost } from './terrain';
import type { Formation, Leader, SgbohState } from './types';

/** 4.1 Formations and command, 4.4 Seize the Turn, 3.2 A Activation. */

export function formationOf(s: SgbohState, id: string): Formation {
  const f = s.formations.find((x) => x.id === id);
  if (f === undefined) throw new Error(`no formation ${id}`);
  return f;
}

/** Leaders a formation may be activated with now: on the map, or off it but able to come back (4.36, 4.37). */
export function availableLeaders(s: SgbohState, f: Formation): Leader[] {
  return f.leaders.map((id) => leaderOf(s, id)).filter((l) => l.status === 'map' || l.status === 'elsewhere');
}

/**
 * 4.21: the hexes within a leader's Command Range along a path not through enemy units nor terrain a leader
 * could not cross (ZOC does not block, ruling R-18).
 */
export function commandReach(s: SgbohState, l: Leader): Set<string> {
  const reach = new Set<string>();
  if (l.hex === null) return reach;
  reach.add(l.hex);
  let frontier = [l.hex];
  for (let d = 0; d < l.range; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of mapNeighbours(s.map, h)) {
        if (reach.has(n) || enemyAt(s, l.side, n) || columnStepCost(s, 5, h, n) === null) continue;
        reach.add(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return reach;
}

/** 4.11: In Command units: within the leader's range, or adjacent to (or chained through empty hexes to) one that is. */
export function commandStatus(s: SgbohState, f: Formation, leader: Leader | null): string[] {
  const units = s.units.filter((u) => u.formation === f.id && onBoard(u));
  // 4.13: auxiliaries and artillery are always In Command.
  if (f.auxiliary) return units.map((u) => u.id);
  const inCommand = new Set(units.filter((u) => u.type === 'ART').map((u) => u.id));
  if (leader !== null && leader.hex !== null) {
    const reach = commandReach(s, leader);
    for (const u of units) if (reach.has(u.hex!)) inCommand.add(u.id);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const u of units) {
      if (inCommand.has(u.id)) continue;
      const linked = units.some((v) => inCommand.has(v.id) && gbohHex.distance(u.hex!, v.hex!) <= 1 + f.chain);
      if (linked) {
        inCommand.add(u.id);
        grew = true;
      }
    }
  }
  return units.filter((u) => inCommand.has(u.id)).map((u) => u.id);
}

/** 4.36/4.37: a leader off the map (engaged elsewhere, or a replacement) is placed on a unit of the formation. */
export function placeLeader(s: SgbohState, l: Leader, f: Formation, ctx: StepContext): void {
  if (l.status !== 'elsewhere') return;
  const host = s.units.find((u) => u.formation === f.id && onBoard(u)) ?? (l.oc ? s.units.find((u) => u.side === l.side && onBoard(u)) : undefined);
  if (host === undefined) return;
  l.status = 'map';
  l.hex = host.hex;
  l.returned = s.turn.number; // 4.14: no Multiple Formations this Player Turn
  ctx.emit({ key: 'leader.placed', params: { leader: l.name, unit: host.name }, rule: 'sgboh 4.36' });
}

/** 4.42/4.43: the formations the seizing leader allows, or every formation of the side. */
export function activatable(s: SgbohState): Formation[] {
  const side = s.turn.active;
  const mine = s.formations.filter((f) => f.side === side && s.units.some((u) => u.formation === f.id && (onBoard(u) || u.status === 'pursuing')));
  if (s.turn.seizer === null) return mine;
  const seizer = leaderOf(s, s.turn.seizer);
  if (!seizer.oc) return mine.filter((f) => f.leaders.includes(seizer.id));
  const reach = commandReach(s, seizer);
  return mine.filter((f) => f.auxiliary || f.leaders.includes(seizer.id) || availableLeaders(s, f).some((l) => l.hex !== null && reach.has(l.hex)));
}

/** 4.41, 4.44: the leaders that may attempt to Seize the Turn now. */
export function seizeLeaders(s: SgbohState): Leader[] {
  const t = s.turn;
  if (t.first || t.interposed || t.seized || t.phase !== 'seize') return [];
  const foe = other(s, t.slot);
  return s.leaders.filter((l) => l.side === foe && l.status === 'map' && l.seize > 0 && !l.replacement);
}

/** The stack a leader stands on, if any (4.31, 4.38). */
export function hostOf(s: SgbohState, l: Leader): string | null {
  if (l.hex === null) return null;
  return unitsAt(s, l.hex)[0]?.id ?? null;
}
