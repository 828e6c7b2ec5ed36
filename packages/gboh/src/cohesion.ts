import { dhRecoveryBarred } from './rules/dhRecovery';
import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import {
  effectiveTQ,
  inEnemyZoc,
  isCavalry,
  isInfantry,
  isOnMap,
  leadersAt,
  occupancy,
  otherSide,
  leaderInitiative,
  zocSet,
} from './board';
import { edgeDistance, isDifficult, isProhibitedHex, isProhibitedSide, mapNeighbours, onEdge } from './map';
import { moveCost } from './terrain';
import { note, rollD10 } from './log';
import { editionOf } from './edition';
import { hooks } from './battleRules';
import { championTqDrm } from './rules/champion';
import { commandingOC } from './rules/twoOCs';
import type { GbohState, RoutMove } from './types';

/** 10.0 The effects of combat: Cohesion Hits, rout, rally, reorganization. */

/** 12.11: eliminate a unit and score its Rout Points for the owning army. */
export function eliminate(s: GbohState, ctx: StepContext, id: string, reason: string): void {
  const u = s.units[id]!;
  if (u.status === 'eliminated') return;
  const su = s.static.units[id]!;
  u.status = 'eliminated';
  u.hex = null;
  u.shock = null;
  u.engaged = false;
  s.routPoints[su.side] = (s.routPoints[su.side] ?? 0) + su.routPoints;
  note(ctx, 'unit.eliminated', { unit: id, reason, rp: su.routPoints }, '12.11');
}

/**
 * 10.12/10.26: add Cohesion Hits. A Routed unit taking any hit is eliminated. Returns true when the
 * unit has reached its TQ (the caller routs it now or at the step the rules say).
 */
export function addHits(s: GbohState, ctx: StepContext, id: string, n: number, cause: string, rule: string): boolean {
  const u = s.units[id]!;
  if (n <= 0 || u.status === 'eliminated') return false;
  if (u.status === 'routed') {
    note(ctx, 'hits.routedEliminated', { unit: id, hits: n, cause }, '10.26');
    eliminate(s, ctx, id, 'routed unit hit');
    return false;
  }
  n = hooks.hitsTaken(s, ctx, id, n); // e.g. liegnitz.unhorsedKnights
  u.hits += n;
  note(ctx, 'hits.taken', { unit: id, hits: n, total: u.hits, cause }, rule);
  return u.hits >= effectiveTQ(s, id);
}

/** Add hits and rout at once if the unit reached its TQ (movement, fire: 6.53, 10.14). */
export function addHitsAndRout(s: GbohState, ctx: StepContext, id: string, n: number, cause: string, rule: string): void {
  if (addHits(s, ctx, id, n, cause, rule)) rout(s, ctx, id);
}

/** 11.2: each rout of a unit of an Undisciplined army that still has its +2: Undisciplined Army Check. */
function undisciplinedCheck(s: GbohState, ctx: StepContext, side: string, unit: string): void {
  const st = s.static.sides.find((x) => x.id === side)!;
  if (st.discipline !== 'undisciplined' || s.lostBonus.includes(side)) return;
  const oc = commandingOC(s, side, unit); // two OCs on a side: the routing unit's own OC (R-CF-2OC)
  const init = oc === null ? 0 : leaderInitiative(s, oc);
  const dr = rollD10(ctx, 'discipline.armyCheck', { side, initiative: init }, '11.2');
  if (dr > init) {
    s.lostBonus.push(side);
    note(ctx, 'discipline.bonusLost', { side }, '11.2');
    // Engine reading: units now at or above their TQ rout at once.
    for (const [id, u] of Object.entries(s.units)) {
      if (s.static.units[id]!.side === side && isOnMap(u) && u.status !== 'routed' && u.hits >= effectiveTQ(s, id)) rout(s, ctx, id);
    }
  }
}

/**
 * 10.21 initial rout: face toward and move 2 hexes toward the Retreat Edge, then Routed marker, hits
 * removed. 11.67: a Cheiroballistra that routs is eliminated.
 *
 * The move is made at once, hex by hex, except where the owner must choose among equally good hexes (a real
 * 10.21 tie): it then waits in `s.routMoves` for the owner's `rout-step` (ruling R-ROUT-1), and so does whatever
 * the rules do after it (the Shock Segment resumes once every rout move is over, see `routWaiting`). A rout that
 * happens while another waits for its owner queues behind it; one caused by this move (a friend it passes
 * through, 6.65) is made first, as the rules make it at once (EX-10.21 D).
 */
export function rout(s: GbohState, ctx: StepContext, id: string, opts: { inPlace?: boolean } = {}): void {
  const u = s.units[id]!;
  if (!isOnMap(u) || u.status === 'routed') return;
  const su = s.static.units[id]!;
  note(ctx, 'unit.routs', { unit: id, hits: u.hits }, '10.21');
  if (su.type === 'Cheiroballistra') {
    eliminate(s, ctx, id, 'cheiroballistra routed');
    return;
  }
  u.status = 'routed';
  u.hits = 0; // 10.21: remove Cohesion Hit markers (a Routed unit is eliminated by any further hit, 10.26)
  u.inColumn = false;
  u.shieldWall = false;
  u.shock = null;
  u.engaged = false;
  u.setupHex = null;
  if (isInfantry(su) && su.missile !== null) u.supply = 'no'; // 10.26
  if (opts.inPlace === true) return; // DH 9.14 #4: the attacker routs where it stands (no initial rout move)
  const queue = (s.routMoves ??= []);
  const entry: RoutMove = { unit: id, stepsLeft: 2, extraDone: false, moving: false };
  const first = queue.find((e) => routLive(s, e));
  if (first !== undefined && !first.moving) {
    queue.push(entry); // another rout move waits for its owner's choice: this one follows it
    return;
  }
  queue.unshift(entry);
  moveRouter(s, ctx);
}

/**
 * An initial rout move still to make: its unit is on the map and routed. A unit waiting for its owner's choice can be
 * eliminated before the choice comes (another routed unit passes through it, 6.65, 10.26); its move is then over.
 */
function routLive(s: GbohState, e: RoutMove): boolean {
  const u = s.units[e.unit];
  return u !== undefined && isOnMap(u) && u.status === 'routed';
}

/** True while an initial rout move waits for its owner's choice of hex (10.21, ruling R-ROUT-1). */
export function routWaiting(s: GbohState): boolean {
  return s.routMoves?.some((e) => routLive(s, e)) ?? false;
}

/** The unit whose initial rout move waits for its owner's choice, or null. */
export function waitingRouter(s: GbohState): string | null {
  return s.routMoves?.find((e) => routLive(s, e))?.unit ?? null;
}

/**
 * Carry on the initial rout moves in the queue (the first one with the owner's `choice`, when given) until they are
 * all over (false) or one waits for its owner at a real tie (true). Moves whose unit was eliminated while it waited
 * are over first (what follows a rout still follows), so the choice goes to the unit it was asked for.
 */
export function runRouts(s: GbohState, ctx: StepContext, choice?: string): boolean {
  const queue = s.routMoves;
  if (queue !== undefined && queue.some((e) => !routLive(s, e))) {
    for (const e of queue.filter((x) => !routLive(s, x))) afterRout(s, ctx, e.unit);
    s.routMoves = queue.filter((e) => routLive(s, e));
  }
  let c = choice;
  while (routWaiting(s)) {
    if (!moveRouter(s, ctx, c)) return true;
    c = undefined;
  }
  return false;
}

/**
 * Move the first unit of the queue: its remaining hexes of the 2-hex initial rout (10.21), then the 10.24 extra hex
 * if it ends on a friend. Returns true when its move is over (it leaves the queue and the rest of its rout follows),
 * false when it waits: for its owner's choice among equal hexes, or behind a friend it routed by passing through him.
 */
function moveRouter(s: GbohState, ctx: StepContext, choice?: string): boolean {
  const queue = s.routMoves!;
  const e = queue[0]!;
  let pick = choice;
  for (;;) {
    const u = s.units[e.unit]!;
    if (!isOnMap(u) || u.status !== 'routed') break;
    const extra = e.stepsLeft <= 0;
    if (extra && (e.extraDone || !stackedWithOther(s, e.unit))) break;
    const edge = s.static.sides.find((x) => x.id === s.static.units[e.unit]!.side)!.retreatEdge;
    // R-ROUT-1: a real tie (several equally good hexes) is the owner's choice; a unit on its edge simply leaves (10.23).
    if (pick === undefined && !onEdge(s.static.map, u.hex!, edge) && routTies(s, e.unit).length > 1) return false;
    e.moving = true;
    const r = routStep(s, ctx, e.unit, { final: extra, initial: true, mp: { left: Infinity, limited: false }, ...(pick !== undefined ? { choice: pick } : {}) });
    e.moving = false;
    pick = undefined;
    if (extra) e.extraDone = true;
    else e.stepsLeft--;
    if (queue[0] !== e) return false; // a friend it passed through routed and waits for his owner: this move follows his
    if (r !== 'moved') break;
  }
  queue.shift();
  afterRout(s, ctx, e.unit);
  return true;
}

function stackedWithOther(s: GbohState, id: string): boolean {
  const h = s.units[id]!.hex;
  return Object.entries(s.units).some(([oid, o]) => oid !== id && isOnMap(o) && o.hex === h);
}

/** What follows a unit's initial rout move: 11.2 Undisciplined Army Check, then the battle's own (cf.alans, cf.ferocity). */
function afterRout(s: GbohState, ctx: StepContext, id: string): void {
  undisciplinedCheck(s, ctx, s.static.units[id]!.side, id);
  hooks.afterRout(s, ctx, id);
}

/**
 * Candidate next hexes for a routing unit, in the 10.21 order: hexes closer to the Retreat Edge first
 * (priority 1 empty & not in enemy ZOC, 2 friendly & not in ZOC, 3 friendly in ZOC); if none, the first
 * unblocked hex turning one vertex at a time. Equal hexes are sorted by id; the owner chooses among them (`routTies`,
 * ruling R-ROUT-1).
 */
export function routCandidates(s: GbohState, id: string): string[] {
  const goal = hooks.routGoal(s, id); // DH 11.41: a Standard within the unit's MA in hexes
  if (goal !== null) return standardCandidates(s, id, goal);
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  const side = s.static.sides.find((x) => x.id === su.side)!;
  const edge = side.retreatEdge;
  const occ = occupancy(s);
  const enemyZoc = zocSet(s, otherSide(s, su.side));
  const here = edgeDistance(s.static.map, u.hex!, edge);
  const blocked = (h: string): boolean => {
    if (isProhibitedHex(s.static.map, h) && !(edge.kind === 'hex' && edge.hex === h)) return true;
    if (isProhibitedSide(s.static.map, u.hex!, h)) return true;
    const o = occ.get(h);
    if (o !== undefined && s.static.units[o]!.side !== su.side) return true;
    if (enemyZoc.has(h) && o === undefined) return true;
    return false;
  };
  const prio = (h: string): number => {
    const o = occ.get(h);
    if (o === undefined) return 1;
    return enemyZoc.has(h) ? 3 : 2;
  };
  const neighbours = mapNeighbours(s.static.map, u.hex!).filter((h) => !blocked(h));
  const closer = neighbours.filter((h) => edgeDistance(s.static.map, h, edge) < here);
  if (closer.length > 0) {
    const best = Math.min(...closer.map(prio));
    return closer
      .filter((h) => prio(h) === best)
      .sort((a, b) => edgeDistance(s.static.map, a, edge) - edgeDistance(s.static.map, b, edge) || (a < b ? -1 : 1));
  }
  // Both hexes toward the edge blocked: turn one vertex at a time (lateral or even backward moves).
  return neighbours.sort((a, b) => edgeDistance(s.static.map, a, edge) - edgeDistance(s.static.map, b, edge) || prio(a) - prio(b) || (a < b ? -1 : 1));
}

/**
 * DH 11.41–11.44 routing toward a Standard: only empty hexes not in an enemy ZOC (no passing through friends), each
 * closer to the Standard's hex; when none is closer, the others nearest first (the initial 2-hex move must still be
 * made, 11.44's exception; in the Rout Movement Segment the unit stops instead: `stopAtStandard`). No hex at all: the
 * caller eliminates it (11.41 "if no such route exists").
 */
function standardCandidates(s: GbohState, id: string, goal: string): string[] {
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  const occ = occupancy(s);
  const enemyZoc = zocSet(s, otherSide(s, su.side));
  const open = mapNeighbours(s.static.map, u.hex!).filter(
    (h) => !occ.has(h) && !enemyZoc.has(h) && !isProhibitedHex(s.static.map, h) && !isProhibitedSide(s.static.map, u.hex!, h),
  );
  const dist = (h: string): number => gbohHex.distance(h, goal);
  const here = dist(u.hex!);
  const byDist = (a: string, b: string): number => dist(a) - dist(b) || (a < b ? -1 : 1);
  const closer = open.filter((h) => dist(h) < here);
  return (closer.length > 0 ? closer : open).sort(byDist);
}

/**
 * DH 11.44: in the Rout Movement Segment a unit routing to its Standard stops once it is as close to it as it can get
 * (no empty hex out of enemy ZOC nearer to it: in its hex, or next to it when a unit holds it); it then need not rout
 * further (ruling DH-STD-4). True when it stops (reported).
 */
export function stopAtStandard(s: GbohState, ctx: StepContext, id: string): boolean {
  const goal = hooks.routGoal(s, id);
  if (goal === null) return false;
  const here = gbohHex.distance(s.units[id]!.hex!, goal);
  const next = standardCandidates(s, id, goal)[0];
  if (next !== undefined && gbohHex.distance(next, goal) < here) return false;
  ctx.emit({ key: 'rout.atStandard', params: { unit: id, hex: goal }, rule: 'dh 11.44' });
  return true;
}

/** 10.24: a routed unit may not end stacked with a friendly unit: one more hex. */
export function finishRout(s: GbohState, ctx: StepContext, id: string, initial: boolean): void {
  const u = s.units[id]!;
  if (!isOnMap(u)) return;
  const others = Object.entries(s.units).some(([oid, o]) => oid !== id && isOnMap(o) && o.hex === u.hex);
  if (others) routStep(s, ctx, id, { final: true, initial, mp: { left: Infinity, limited: false } });
}

/** The equally good next hexes of a routing unit (10.21: the owner chooses among them). */
export function routTies(s: GbohState, id: string): string[] {
  const cands = routCandidates(s, id);
  if (cands.length <= 1) return cands;
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  const edge = s.static.sides.find((x) => x.id === su.side)!.retreatEdge;
  const occ = occupancy(s);
  const enemyZoc = zocSet(s, otherSide(s, su.side));
  const goal = hooks.routGoal(s, id); // DH 11.41: toward a Standard, every candidate is empty: its distance is the key
  const key = (h: string): string =>
    goal !== null ? String(gbohHex.distance(h, goal)) : `${edgeDistance(s.static.map, h, edge)}:${occ.has(h) ? (enemyZoc.has(h) ? 3 : 2) : 1}`;
  void u;
  return cands.filter((h) => key(h) === key(cands[0]!));
}

/**
 * One hex of a rout move (10.21–10.24): leaves the map at its edge, is eliminated when blocked, pays MP in the
 * Rout Movement Segment (stops when it cannot), passes friends with the Stacking Chart, exits through the
 * scenario's exit hex. `choice` picks among equal hexes (the owner's choice); default the first.
 */
export function routStep(
  s: GbohState,
  ctx: StepContext,
  id: string,
  opts: { final: boolean; initial: boolean; mp: { left: number; limited: boolean }; choice?: string },
): 'moved' | 'stopped' | 'gone' {
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  const edge = s.static.sides.find((x) => x.id === su.side)!.retreatEdge;
  const rule = opts.initial ? '10.21' : '10.22';
  const toStandard = hooks.routGoal(s, id) !== null; // DH 11.41: routing to a Standard, not to the edge
  if (toStandard && !opts.initial && stopAtStandard(s, ctx, id)) return 'stopped'; // DH 11.44
  // 10.23: a unit on its map edge that must keep going leaves the map.
  if (!toStandard && onEdge(s.static.map, u.hex!, edge)) {
    note(ctx, 'rout.offMap', { unit: id }, '10.23');
    eliminate(s, ctx, id, 'routed off the map');
    return 'gone';
  }
  const cands = routCandidates(s, id);
  const next = opts.choice !== undefined && cands.includes(opts.choice) ? opts.choice : cands[0];
  if (next === undefined) {
    note(ctx, 'rout.blocked', { unit: id }, rule);
    eliminate(s, ctx, id, 'rout blocked');
    return 'gone';
  }
  if (opts.final && (occupancy(s).has(next) || inEnemyZoc(s, next, su.side))) {
    // 10.24: the extra hex is occupied or in enemy ZOC: eliminated (the occupant suffers the Stop-In penalty).
    const o = occupancy(s).get(next);
    if (o !== undefined && s.static.units[o]!.side === su.side) passThroughByRouted(s, ctx, o);
    eliminate(s, ctx, id, 'rout ended stacked');
    return 'gone';
  }
  if (opts.mp.limited && !opts.final) {
    const cost = moveCost(s, id, u.hex!, next, true);
    if (cost === null || cost > opts.mp.left) return 'stopped'; // 10.22 engine reading: stops when it cannot pay
    opts.mp.left -= cost;
  }
  // A battle may eliminate the unit as it crosses (dara.trench); it never reaches the hex beyond (ruling R-TRENCH-2).
  if (hooks.routCrossing(s, ctx, id, u.hex!, next)) return 'gone';
  const from = u.hex!;
  u.facing = gbohHex.directionTo(from, next)!; // faces the hex it enters (a Front hex of that vertex)
  const occupant = occupancy(s).get(next);
  u.hex = next;
  for (const l of leadersAt(s, from)) if (s.static.leaders[l]!.side === su.side) s.leaders[l]!.hex = next; // 10.25
  note(ctx, 'rout.step', { unit: id, from, to: next }, rule);
  if (edge.kind === 'hex' && next === edge.hex) {
    note(ctx, 'rout.exit', { unit: id, hex: next }, '10.23');
    eliminate(s, ctx, id, 'left through the retreat exit');
    return 'gone';
  }
  if (occupant !== undefined && occupant !== id) passThroughByRouted(s, ctx, occupant);
  return isOnMap(u) ? 'moved' : 'gone';
}

/** Stacking Chart, routed mover: a stationary Routed unit is eliminated; any other takes max(1, DR − TQ). */
function passThroughByRouted(s: GbohState, ctx: StepContext, stationary: string): void {
  const t = s.units[stationary]!;
  if (t.status === 'routed') {
    eliminate(s, ctx, stationary, 'passed through by a routed unit');
    return;
  }
  const tq = effectiveTQ(s, stationary);
  const dr = rollD10(ctx, 'stacking.routedThrough', { unit: stationary, tq }, '6.65') + championTqDrm(s, stationary);
  addHitsAndRout(s, ctx, stationary, Math.max(1, dr - tq), 'routed unit passed through', '6.65');
}

/** 10.16: how many hits a Reorganization order may remove now (0 = not allowed). */
export function reorganizeAmount(s: GbohState, id: string, enemyMissileThreat: (hex: string, side: string) => boolean): number {
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  if (!isOnMap(u) || u.status !== 'normal' || u.hits === 0 || u.reorganized >= 2) return 0;
  if (!hooks.mayReorganize(s, id)) return 0; // the battle's own bar (cf.alans, cf.ferocity)
  if (isDifficult(s.static.map, u.hex!) || dhRecoveryBarred(s, id)) return 0; // DH 11.14: Open only, not in enemy ZOC
  const enemy = otherSide(s, su.side);
  const adjacentEnemy = gbohHex
    .neighbours(u.hex!)
    .some((h) => Object.entries(s.units).some(([oid, o]) => isOnMap(o) && o.hex === h && s.static.units[oid]!.side === enemy));
  if (adjacentEnemy) return 0;
  // 10.16: one hit within range of an enemy missile unit; the edition's policy may forbid it (DH 11.14, R-PROFILE-DH).
  const max = editionOf(s).policies.reorganizeLimit(enemyMissileThreat(u.hex!, su.side));
  if (max === 0) return 0;
  return Math.min(max - u.reorganized, u.hits);
}

/** 10.27: Rally: DR ≤ Charisma → Rallied with ½ (infantry) or ⅓ (cavalry) printed TQ in hits; else eliminated. */
export function rally(s: GbohState, ctx: StepContext, id: string, charisma: number): void {
  const u = s.units[id]!;
  const su = s.static.units[id]!;
  const dr = rollD10(ctx, 'rally.roll', { unit: id, charisma }, '10.27', {
    chart: (v) => ({ name: 'Command Checks (Rally)', cell: v <= charisma ? 'E' : 'F', result: v <= charisma ? 'rallied' : 'eliminated' }),
  });
  if (dr <= charisma) {
    u.status = 'rallied';
    u.hits = isCavalry(su) ? Math.floor(su.tq / 3) : Math.floor(su.tq / 2);
    if (isInfantry(su) && su.missile !== null) u.supply = 'no';
    note(ctx, 'rally.success', { unit: id, hits: u.hits }, '10.27');
  } else {
    eliminate(s, ctx, id, 'failed rally');
  }
}
