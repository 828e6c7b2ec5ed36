import { elevationAt, gbohHex, mapNeighbours, onMap } from '@polemarch/gboh-family';
import { GameError, jsonEqual, type StepContext } from '@polemarch/kernel';
import { adjacentEnemies, canStack, currentTq, enemyAt, enemyZocOn, frontHexes, friendAt, leaderOf, leadersAt, onBoard, unitOf, unitsAt, zocHexes } from './board';
import { canDismount, impetuosity, moveImpetuous, turnOver } from './annex';
import { aggressionReaction, applyChargeRetreat, chargeRetreatHexes, chargeStep, chargeSteps } from './aggression';
import { doSidestep, sidestepActions, sidestepReactions } from './interval';
import { addHits, checkCohesion, eliminate, killLeader } from './effects';
import { artilleryReactions, fireReach, fireTargets, canReactionFire, hasLos, isEngaged, hitAndRunTargets, resolveFire, returnFireRange, weaponAt } from './missile';
import { hitNumber } from './charts/missile';
import { type StepCost, facingCost, leaderStepCost, unitStepCost } from './terrain';
import { elephantFlankHits, elephantZoc } from './special';
import { canPassThrough, doDoubleDepth, doRestack, doubleDepthActions, friendlyEntryCost, isPassing, movingMate, restackActions } from './stacking';
import type { Leader, Reaction, SgbohAction, SgbohState, Unit } from './types';
import { isCavalry, isFoot } from './types';

/** 5.0 Movement, 6.1 Facing, 6.2 ZOC, 7.1 Missile Fire of the active player, 7.2 Reaction Fire, 6.15 Reaction Facing. */

const inCommand = (s: SgbohState, u: Unit): boolean => s.turn.command.includes(u.id);
const isActiveUnit = (s: SgbohState, u: Unit): boolean => u.side === s.turn.active && s.turn.activated.includes(u.formation) && onBoard(u);

/** 6.23, 4.12: an Out of Command unit may not spend MP in an enemy ZOC or with an enemy in its ZOC. */
function frozen(s: SgbohState, u: Unit): boolean {
  if (inCommand(s, u)) return false;
  if (enemyZocOn(s, u).length > 0) return true;
  const z = zocHexes(s, u);
  return s.units.some((e) => e.side !== u.side && onBoard(e) && z.includes(e.hex));
}

/** 5.11; 11.22: +1 MA for a unit that started its activation In Column. */
export function mpOf(u: Unit): number {
  return u.turn.mp ?? u.ma + (u.turn.startInColumn && u.inColumn ? 1 : 0);
}

/** 11.21: the types that may use Column: infantry except BI and skirmishers. */
export const columnCapable = (u: Unit): boolean => ['PH', 'LG', 'CO', 'HI', 'HO', 'MI', 'LI', 'LP'].includes(u.type);

/** Levels climbed or descended by a step (10.5 chariots). */
function levelChange(s: SgbohState, from: string, to: string): number {
  return Math.abs(elevationAt(s.map, to) - elevationAt(s.map, from));
}

/** 11.24: a unit In Column moves into its Front hex or the two hexes beside it (not a facing change). */
function moveHexes(s: SgbohState, u: Unit & { hex: string }): readonly string[] {
  if (!u.inColumn) return frontHexes(s, u);
  return [u.facing, (u.facing + 1) % 6, (u.facing + 5) % 6].map((d) => gbohHex.neighbour(u.hex, gbohHex.dir(d))).filter((h): h is string => h !== null && onMap(s.map, h));
}

/** 11.21, 11.23: change into or out of Column (1 MP), not adjacent to an enemy; the unit's movement ends. */
function columnActions(s: SgbohState, u: Unit & { hex: string }): SgbohAction[] {
  // 10.3: a Double-Depth unit cannot use Column.
  if (!s.options.column || !columnCapable(u) || u.doubleDepth || mpOf(u) < 1 || adjacentEnemies(s, u.side, u.hex).length > 0) return [];
  if (u.inColumn) return [u.facing, (u.facing + 5) % 6].map((facing) => ({ type: 'column', unit: u.id, column: false, facing }));
  if (unitsAt(s, u.hex).length > 1) return []; // 11.26
  return [u.facing, (u.facing + 1) % 6].map((facing) => ({ type: 'column', unit: u.id, column: true, facing }));
}

export function doColumn(s: SgbohState, unit: string, column: boolean, facing: number, ctx: StepContext): void {
  const u = unitOf(s, unit);
  select(s, u);
  u.turn.mp = mpOf(u) - 1;
  u.inColumn = column;
  u.facing = facing;
  u.turn.done = true;
  ctx.emit({ key: column ? 'unit.column' : 'unit.formation', params: { unit: u.name }, rule: 'sgboh 11.21' });
}

/** The legal steps of one active unit (5.13 into Front hexes only; 5.16 enough MP; 6.22 ZOC; 4.12 command). */
function stepActions(s: SgbohState, u: Unit & { hex: string }): SgbohAction[] {
  const mp = mpOf(u);
  if (mp <= 0 || (u.type === 'ART' && u.turn.fired)) return [];
  const passing = isPassing(s, u);
  // 5.33: of a stack, only the top unit may move alone (a unit passing through friendly units moves on, R-19).
  if (!passing && unitsAt(s, u.hex)[0] !== u) return [];
  const out: SgbohAction[] = [];
  // 5.12: units that may stack move together, the top unit naming the stack (a Double-Depth pair only so, 10.3).
  const mate = passing ? null : movingMate(s, u, (x) => isActiveUnit(s, x) && !frozen(s, x));
  const alone = !u.doubleDepth;
  const command = inCommand(s, u);
  const elZoc = isCavalry(u.type) ? elephantZoc(s, u.side) : null;
  for (const to of moveHexes(s, u)) {
    // 11.25: Column units may not move adjacent to an enemy unit.
    if (u.inColumn && adjacentEnemies(s, u.side, to).length > 0) continue;
    // 11.21: Column movement only for a unit that started its activation In Column.
    if (u.inColumn && !u.turn.startInColumn) continue;
    // 10.23: cavalry may never voluntarily enter an enemy elephant's ZOC.
    if (elZoc !== null && elZoc.has(to)) continue;
    if (enemyAt(s, u.side, to)) continue;
    const there = unitsAt(s, to);
    const extra = friendlyEntryCost(u, there);
    if (extra === null) continue;
    const adj = adjacentEnemies(s, u.side, to);
    // 4.12: Out of Command units may not move adjacent to an enemy unit.
    if (!command && adj.length > 0) continue;
    // 6.22: no moving adjacent again to a unit whose ZOC it left this turn.
    if (adj.some((e) => u.turn.leftZocOf.includes(e.id))) continue;
    // 10.5 (Capabilities Chart): a chariot moves up or down at most one level per activation (ruling R-56).
    if (u.type === 'CH' && (u.turn.levels ?? 0) + levelChange(s, u.hex, to) > 1) continue;
    const c0 = unitStepCost(s, u, u.hex, to);
    if (c0 === null) continue;
    if (mate !== null && there.length === 0) out.push(...stackSteps(s, u, mate, to));
    if (!alone) continue;
    const c = { ...c0, mp: c0.mp + extra };
    if (c.mp > mp) continue;
    // 5.32, 5.34: a unit stays in a friendly hex only to stack, with the facing of the unit there; else it passes through.
    const stays = there.length === 0 || (there.length === 1 && canStack(u, there[0]!) && there[0]!.facing === u.facing);
    if (!stays && !canPassThrough(s, u, to, mp - c.mp - (c.hit === 'optional' ? 1 : 0))) continue;
    if (c.hit === 'optional' && c.mp + 1 <= mp) out.push({ type: 'step', unit: u.id, to, payHit: false });
    out.push({ type: 'step', unit: u.id, to, payHit: c.hit !== 'none' });
  }
  return out;
}

/** The cost of a step for every unit of a stack: the highest MP, the worst Hit (5.12, 5.17); null if one may not. */
function stackCost(costs: readonly (StepCost | null)[]): StepCost | null {
  let out: StepCost = { mp: 0, hit: 'none' };
  for (const c of costs) {
    if (c === null) return null;
    const hit = c.hit === 'mandatory' || out.hit === 'mandatory' ? 'mandatory' : c.hit === 'optional' || out.hit === 'optional' ? 'optional' : 'none';
    out = { mp: Math.max(out.mp, c.mp), hit };
  }
  return out;
}

/** 5.12, 5.17: a stack steps as one into an empty hex: the higher cost of its two units, within the MP both have left; a terrain Hit hits both. */
function stackSteps(s: SgbohState, u: Unit & { hex: string }, mate: Unit & { hex: string }, to: string): SgbohAction[] {
  const c = stackCost([unitStepCost(s, u, u.hex, to), unitStepCost(s, mate, mate.hex, to)]);
  if (c === null) return [];
  const mp = Math.min(mpOf(u), mpOf(mate));
  const cost = c.mp;
  const hit = c.hit;
  if (cost > mp) return [];
  const out: SgbohAction[] = [];
  if (hit === 'optional' && cost + 1 <= mp) out.push({ type: 'stack-step', unit: u.id, to, payHit: false });
  out.push({ type: 'stack-step', unit: u.id, to, payHit: hit !== 'none' });
  return out;
}

function faceActions(s: SgbohState, u: Unit & { hex: string }): SgbohAction[] {
  const mp = mpOf(u);
  // 10.3: a Double-Depth unit cannot change facing; 5.33: only a stack's top unit acts for it.
  if (u.doubleDepth || unitsAt(s, u.hex)[0] !== u || isPassing(s, u)) return [];
  // 6.14: no facing change right after entering an enemy ZOC; a unit that started in one may turn if In Command.
  if (enemyZocOn(s, u).length > 0 && (!u.turn.startInZoc || u.turn.hexesMoved > 0 || !inCommand(s, u))) return [];
  const out: SgbohAction[] = [];
  // T7: a chariot turns one vertex per hex moved.
  if (u.type === 'CH' && u.turn.faced >= u.turn.hexesMoved) return [];
  // Ruling R-47: one facing change between two steps (or fires): any facing is a single action, a second pivot in
  // place reaches nothing the first could not.
  if (u.turn.facedHere) return [];
  for (let f = 0; f < 6; f++) {
    if (f === u.facing) continue;
    const vertices = Math.min((f - u.facing + 6) % 6, (u.facing - f + 6) % 6);
    if (u.type === 'CH' && vertices > 1) continue;
    const cost = facingCost(u, vertices);
    // Free turns (skirmishers) are limited to the MP rule's spirit: at least one MP must be left to use them.
    if (cost > mp || mp <= 0) continue;
    out.push({ type: 'face', unit: u.id, facing: f });
  }
  return out;
}

/** Every action of the Movement/Missile Phase for the active player. */
export function moveActions(s: SgbohState, only: string | null = null): SgbohAction[] {
  const out: SgbohAction[] = [];
  // Ruling R-19: a unit passing through friendly units must step on before anything else happens.
  const passer = s.turn.current === null ? undefined : s.units.find((x) => x.id === s.turn.current);
  if (passer !== undefined && isPassing(s, passer)) {
    const steps = stepActions(s, passer as Unit & { hex: string });
    // (A passer with no step left cannot happen by R-19's entry test; should it, the phase goes on as usual.)
    if (steps.length > 0) return only === null || only === passer.id ? steps : [];
  }
  for (const u of s.units) {
    if ((only !== null && u.id !== only) || !isActiveUnit(s, u) || u.turn.done) continue;
    const b = u as Unit & { hex: string };
    if (!frozen(s, u)) {
      out.push(...stepActions(s, b));
      out.push(...faceActions(s, b));
      out.push(...columnActions(s, b));
      const active = (x: Unit): boolean => isActiveUnit(s, x) && !frozen(s, x);
      out.push(...restackActions(s, b, movingMate(s, b, active), mpOf));
      out.push(...doubleDepthActions(s, b, active));
    }
    for (const t of fireTargets(s, u)) out.push({ type: 'fire', unit: u.id, target: t.id });
    for (const t of hitAndRunTargets(s, u)) out.push({ type: 'hit-and-run', unit: u.id, target: t.id });
    // DH annex (ruling R-53): an In Command unit may dismount or mount as its only action.
    if (!frozen(s, u) && canDismount(s, b, (e) => fireReach(s, e), (e, w) => hasLos(s, e, b.hex, w), (e) => weaponAt(s, e))) out.push({ type: 'dismount', unit: u.id });
  }
  if (only !== null) return out;
  const l = s.turn.leader === null ? null : leaderOf(s, s.turn.leader);
  if (l !== null && l.status === 'map' && l.hex !== null && (l.mp ?? 0) > 0) {
    for (const to of mapNeighbours(s.map, l.hex)) {
      if (enemyAt(s, l.side, to)) continue;
      const c = leaderStepCost(s, l.hex, to);
      if (c === null) continue;
      const friendly = friendAt(s, l.side, to);
      const cost = c + (friendly ? 1 : 0); // T1 note g: leaders +1 MP to enter a friendly-occupied hex
      if (cost > (l.mp ?? 0)) continue;
      // 4.34: adjacent to an enemy only when entering a hex with a friendly unit.
      if (!friendly && adjacentEnemies(s, l.side, to).length > 0) continue;
      out.push({ type: 'leader-step', leader: l.id, to });
    }
  }
  out.push({ type: 'end-move' });
  return out;
}

/** 5.12: touching another unit finishes the one that was moving. */
function select(s: SgbohState, u: Unit): void {
  if (s.turn.current !== null && s.turn.current !== u.id) {
    const prev = s.units.find((x) => x.id === s.turn.current);
    if (prev !== undefined && prev.turn.hexesMoved > 0) prev.turn.done = true;
  }
  s.turn.current = u.id;
  if (u.turn.mp === null) u.turn.mp = mpOf(u);
}

/** The reactions an enemy step would trigger before it happens: 6.15 Reaction Facing, 7.21 fire at a unit leaving a ZOC. */
function reactionsBefore(s: SgbohState, u: Unit & { hex: string }, to: string): Reaction[] {
  const out: Reaction[] = [];
  for (const r of s.units) {
    if (r.side === u.side || !onBoard(r)) continue;
    const d0 = gbohHex.distance(u.hex, r.hex);
    const d1 = gbohHex.distance(to, r.hex);
    // 6.15; 11.27: a Column unit may react too, to return to combat formation.
    if (d0 > 1 && d1 === 1 && !r.turn.reactionFaced && enemyZocOn(s, r).length === 0) out.push({ kind: 'facing', unit: r.id, mover: u.id });
    const z = zocHexes(s, r);
    if (z.includes(u.hex) && !z.includes(to) && canReactionFire(s, r) && fireReach(s, r) >= 2) out.push({ kind: 'fire', unit: r.id, target: u.id, range: 2, rule: '7.21' });
  }
  return out;
}

/** 7.22: fire at a unit that entered the ZOC of an enemy missile unit not in a second enemy's ZOC. */
export function reactionsAfter(s: SgbohState, u: Unit & { hex: string }, from: string): Reaction[] {
  const out: Reaction[] = [];
  for (const r of s.units) {
    if (r.side === u.side || !onBoard(r) || !canReactionFire(s, r)) continue;
    const z = zocHexes(s, r);
    if (!z.includes(u.hex) || z.includes(from)) continue;
    if (enemyZocOn(s, r).some((e) => e.id !== u.id)) continue;
    if (hitNumber(weaponAt(s, r)!, 1) === null) continue;
    out.push({ kind: 'fire', unit: r.id, target: u.id, range: 1, rule: '7.22' });
  }
  // 7.24 (ruling R-51): inactive artillery, at each active unit once.
  for (const a of artilleryReactions(s, u, from)) out.push({ kind: 'fire', unit: a.unit, target: u.id, range: a.range, rule: '7.24' });
  out.push(...sidestepReactions(s, u, from));
  return out;
}

/**
 * 4.35: the hexes a lone leader may withdraw to: up to three hexes, not through enemy units or hexes/hexsides
 * prohibited to leaders (enemy ZOC does not block); ruling R-20: ending with a friendly unit or not adjacent to an
 * enemy unit (4.34).
 */
export function withdrawHexes(s: SgbohState, l: Leader & { hex: string }): string[] {
  let frontier = [l.hex];
  const seen = new Set(frontier);
  const out: string[] = [];
  for (let d = 0; d < 3; d++) {
    const next: string[] = [];
    for (const h of frontier) {
      for (const n of mapNeighbours(s.map, h)) {
        if (seen.has(n) || enemyAt(s, l.side, n) || leaderStepCost(s, h, n) === null) continue;
        seen.add(n);
        next.push(n);
        if (friendAt(s, l.side, n) || adjacentEnemies(s, l.side, n).length === 0) out.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

const loneLeader = (s: SgbohState, l: Leader): l is Leader & { hex: string } => l.status === 'map' && l.hex !== null && unitsAt(s, l.hex).length === 0;

/** 4.35: a lone leader an enemy unit moves next to withdraws where his owner chooses (a decision, ruling R-20), or is eliminated if he cannot. */
function loneLeaders(s: SgbohState, mover: Unit & { hex: string }, ctx: StepContext): void {
  for (const l of s.leaders) {
    if (l.side === mover.side || !loneLeader(s, l) || gbohHex.distance(l.hex, mover.hex) !== 1) continue;
    if (withdrawHexes(s, l).length > 0) {
      s.turn.reactions.push({ kind: 'withdraw', unit: l.id, mover: mover.id });
      continue;
    }
    ctx.emit({ key: 'leader.caught', params: { leader: l.name }, rule: 'sgboh 4.35' });
    killLeader(s, l, ctx, '4.35');
  }
}

/** Carry out a step (after the reactions it triggered). */
export function doStep(s: SgbohState, u: Unit, to: string, payHit: boolean, ctx: StepContext, withMate = false): void {
  if (!onBoard(u) || enemyAt(s, u.side, to)) return;
  const from = u.hex;
  const mate = withMate ? (unitsAt(s, from).find((x) => x !== u) ?? null) : null;
  const c = stackCost([u, ...(mate === null ? [] : [mate])].map((x) => unitStepCost(s, x, from, to)));
  if (c === null) return;
  const extra = friendlyEntryCost(u, unitsAt(s, to)) ?? 0;
  const takeHit = c.hit === 'mandatory' || (c.hit === 'optional' && payHit);
  const budget = mate === null ? mpOf(u) : Math.min(mpOf(u), mpOf(mate));
  u.turn.mp = Math.max(0, budget - c.mp - extra - (c.hit === 'optional' && !payHit ? 1 : 0));
  const zBefore = enemyZocOn(s, u).map((e) => e.id);
  const away = s.units.filter((e) => e.side !== u.side && onBoard(e) && gbohHex.distance(to, e.hex) > gbohHex.distance(from, e.hex)).map((e) => e.id);
  const friendly = friendAt(s, u.side, to);
  const leaders = unitsAt(s, from).length === (mate === null ? 1 : 2) ? leadersAt(s, from) : [];
  u.hex = to;
  u.stack = unitsAt(s, to).length - 1; // 5.33: a unit entering a hex to stack goes to the bottom
  if (mate !== null) {
    u.stack = 0;
    mate.hex = to;
    mate.stack = 1;
    mate.turn.mp = u.turn.mp;
    mate.turn.hexesMoved++;
    mate.turn.facedHere = false;
  }
  // The units left behind close up (5.33).
  unitsAt(s, from).forEach((x, i) => (x.stack = i));
  u.turn.hexesMoved++;
  u.turn.facedHere = false;
  if (u.type === 'CH' && levelChange(s, from, to) > 0) u.turn.levels = (u.turn.levels ?? 0) + levelChange(s, from, to);
  for (const id of away) if (!u.turn.movedAwayFrom.includes(id)) u.turn.movedAwayFrom.push(id);
  const zAfter = enemyZocOn(s, u).map((e) => e.id);
  for (const id of zBefore) if (!zAfter.includes(id) && !u.turn.leftZocOf.includes(id)) u.turn.leftZocOf.push(id);
  if (friendly) u.turn.enteredFriendly = true;
  else if (adjacentEnemies(s, u.side, to).length > 0 && !u.turn.startInZoc) u.turn.movedAdjacent = true;
  // 4.32: leaders stacked with the unit move with it.
  for (const l of leaders) l.hex = to;
  ctx.emit({ key: 'unit.moves', params: { unit: u.name, to, mp: u.turn.mp }, rule: 'sgboh 5.1' });
  // 6.22: a unit entering an enemy ZOC stops.
  if (zAfter.length > 0) u.turn.mp = 0;
  if (mate !== null) {
    mate.turn.mp = u.turn.mp;
    mate.turn.movedAdjacent = u.turn.movedAdjacent;
    for (const id of u.turn.leftZocOf) if (!mate.turn.leftZocOf.includes(id)) mate.turn.leftZocOf.push(id);
    for (const id of u.turn.movedAwayFrom) if (!mate.turn.movedAwayFrom.includes(id)) mate.turn.movedAwayFrom.push(id);
  }
  // 5.17: terrain Hits of a stack's move hit both units.
  if (takeHit && mate !== null) addHits(s, mate, 1, ctx, '5.17');
  if (takeHit) addHits(s, u, 1, ctx, '5.17');
  elephantFlankHits(s, u, ctx, addHits);
  if (onBoard(u)) loneLeaders(s, u, ctx);
  if (onBoard(u)) s.turn.reactions.push(...reactionsAfter(s, u, from));
}

/** A step action: queue the reactions it triggers before it (6.15, 7.21), or carry it out. */
export function startStep(s: SgbohState, unit: string, to: string, payHit: boolean, ctx: StepContext, stack = false): void {
  const u = unitOf(s, unit);
  select(s, u);
  if (stack) {
    const mate = unitsAt(s, u.hex!).find((x) => x !== u);
    if (mate !== undefined && mate.turn.mp === null) mate.turn.mp = mpOf(mate);
  }
  const before = reactionsBefore(s, u as Unit & { hex: string }, to);
  if (before.length === 0) {
    doStep(s, u, to, payHit, ctx, stack);
    return;
  }
  s.turn.pendingStep = { unit, to, payHit, stack };
  s.turn.reactions.push(...before);
}

export function doFace(s: SgbohState, unit: string, facing: number, ctx: StepContext): void {
  const u = unitOf(s, unit);
  select(s, u);
  const vertices = Math.min((facing - u.facing + 6) % 6, (u.facing - facing + 6) % 6);
  u.turn.mp = mpOf(u) - facingCost(u, vertices);
  u.turn.faced++;
  u.turn.facedHere = true;
  u.facing = facing;
  ctx.emit({ key: 'unit.faces', params: { unit: u.name, facing }, rule: 'sgboh 6.12' });
}

export function doFire(s: SgbohState, unit: string, target: string, ctx: StepContext): void {
  const u = unitOf(s, unit);
  const t = unitOf(s, target);
  select(s, u);
  u.turn.fired = true;
  u.turn.facedHere = false;
  if (u.type === 'ART') u.turn.mp = 0; // 7.11: artillery moves or fires
  const range = gbohHex.distance(u.hex!, t.hex!);
  const firerHits = u.hits;
  const targetHits = t.hits;
  resolveFire(s, u, t, range, ctx, { active: true, firerHits, rule: '7.14' });
  // 7.23 Return Fire, computed from the state before the exchange (7.2).
  const back = onBoard(t) ? returnFireRange(s, t, u) : null;
  if (back !== null) s.turn.reactions.push({ kind: 'fire', unit: t.id, target: u.id, range: back, rule: '7.23' });
  void targetHits;
}

/** 7.16/7.17 Hit-and-Run: fire as at range 1 with all the unit's MP; cavalry against an elephant takes a Hit (10.23). */
export function doHitAndRun(s: SgbohState, unit: string, target: string, ctx: StepContext): void {
  const u = unitOf(s, unit);
  const t = unitOf(s, target);
  select(s, u);
  u.turn.fired = true;
  u.turn.mp = 0;
  u.turn.done = true;
  const before = t.hits;
  resolveFire(s, u, t, 1, ctx, { active: true, firerHits: u.hits, rule: isCavalry(u.type) ? '7.17' : '7.16', hitAndRun: true });
  if (t.type === 'EL' && isCavalry(u.type)) addHits(s, u, 1, ctx, '7.17');
  impetuosity(s, t, before, ctx);
  // DH annex Aggression Reaction (ruling R-57): a charging HC does not Return Fire.
  if (aggressionReaction(s, t, u, ctx)) return;
  // 7.23: Return Fire against a Hit-and-Run is at range 1.
  if (onBoard(t) && onBoard(u) && canReactionFire(s, t, u) && hitNumber(weaponAt(s, t)!, 1) !== null) s.turn.reactions.push({ kind: 'fire', unit: t.id, target: u.id, range: 1, rule: '7.23' });
}

/** DH annex (ruling R-53): the unit dismounts or mounts, its only action of the activation. */
export function doDismount(s: SgbohState, unit: string, ctx: StepContext): void {
  const u = unitOf(s, unit);
  select(s, u);
  turnOver(u, ctx);
  u.turn.mp = 0;
  u.turn.done = true;
  checkCohesion(s, u, ctx);
}

export function doLeaderStep(s: SgbohState, leader: string, to: string, ctx: StepContext): void {
  const l = leaderOf(s, leader);
  const c = leaderStepCost(s, l.hex!, to)! + (friendAt(s, l.side, to) ? 1 : 0);
  l.mp = (l.mp ?? 0) - c;
  l.hex = to;
  ctx.emit({ key: 'leader.moves', params: { leader: l.name, to, mp: l.mp }, rule: 'sgboh 4.31' });
}

// ---------------------------------------------------------------- reactions of the inactive player

/** The side that answers a reaction: the reacting unit's, or the withdrawing leader's (4.35). */
export function reactorSide(s: SgbohState, r: Reaction): string {
  return r.kind === 'withdraw' ? leaderOf(s, r.unit).side : unitOf(s, r.unit).side;
}

export function reactionLegal(s: SgbohState, r: Reaction): SgbohAction[] {
  if (r.kind === 'withdraw') {
    const l = leaderOf(s, r.unit) as Leader & { hex: string };
    return withdrawHexes(s, l).map((to): SgbohAction => ({ type: 'leader-withdraw', leader: l.id, to }));
  }
  if (r.kind === 'impetus') return r.hexes.map((to): SgbohAction => ({ type: 'impetus', unit: r.unit, to }));
  if (r.kind === 'charge-retreat') {
    const hexes = chargeRetreatHexes(s, unitOf(s, r.unit) as Unit & { hex: string }, unitOf(s, r.mover) as Unit & { hex: string });
    return [...hexes.map((to): SgbohAction => ({ type: 'rbs', unit: r.unit, to })), { type: 'decline' }];
  }
  if (r.kind === 'charge') return chargeSteps(s, unitOf(s, r.unit) as Unit & { hex: string }, unitOf(s, r.target) as Unit & { hex: string }, r.mp).map((to): SgbohAction => ({ type: 'charge', unit: r.unit, to }));
  if (r.kind === 'sidestep') return [...sidestepActions(s, unitOf(s, r.unit).hex!), { type: 'decline' }];
  const u = unitOf(s, r.unit);
  // 11.27: out of Column, onto one of the two vertices beside the Column front hexside (as 11.21's change, `columnActions`).
  if (r.kind === 'facing' && u.inColumn) return [{ type: 'react', facing: u.facing }, { type: 'react', facing: (u.facing + 5) % 6 }, { type: 'decline' }];
  if (r.kind === 'facing') return [{ type: 'react', facing: (u.facing + 1) % 6 }, { type: 'react', facing: (u.facing + 5) % 6 }, { type: 'decline' }];
  return [{ type: 'react', facing: null }, { type: 'decline' }];
}

export function applyReaction(s: SgbohState, r: Reaction, a: SgbohAction, ctx: StepContext): void {
  s.turn.reactions.shift();
  if (r.kind === 'withdraw') {
    if (a.type !== 'leader-withdraw') throw new GameError('illegal', `not a withdrawal: ${a.type}`);
    const l = leaderOf(s, r.unit);
    l.hex = a.to;
    ctx.emit({ key: 'leader.withdraws', params: { leader: l.name, to: a.to }, rule: 'sgboh 4.35' });
    return;
  }
  if (r.kind === 'sidestep') {
    if (a.type === 'decline') return;
    if (a.type !== 'sidestep' || !sidestepActions(s, unitOf(s, r.unit).hex!).some((x) => jsonEqual(x, a))) throw new GameError('illegal', `not a sidestep: ${a.type}`);
    doSidestep(s, unitOf(s, a.unit) as Unit & { hex: string }, a.to, ctx);
    return;
  }
  if (r.kind === 'charge-retreat') {
    if (a.type !== 'decline' && a.type !== 'rbs') throw new GameError('illegal', `not a retreat before the charge: ${a.type}`);
    return applyChargeRetreat(s, r, a.type === 'rbs' ? a.to : null, ctx);
  }
  if (r.kind === 'charge') {
    if (a.type !== 'charge') throw new GameError('illegal', `not a charge step: ${a.type}`);
    return chargeStep(s, r, a.to, ctx);
  }
  if (r.kind === 'impetus') {
    if (a.type !== 'impetus' || !r.hexes.includes(a.to)) throw new GameError('illegal', `not a forward hex: ${a.type}`);
    const u = unitOf(s, r.unit);
    if (onBoard(u)) moveImpetuous(s, u, a.to, ctx);
    return;
  }
  if (a.type === 'decline') return;
  if (a.type !== 'react') throw new GameError('illegal', `not a reaction: ${a.type}`);
  const u = unitOf(s, r.unit);
  if (r.kind === 'facing') {
    u.turn.reactionFaced = true;
    const mover = unitOf(s, r.mover);
    // 6.15: cavalry reacting to infantry turns without a roll.
    const auto = isCavalry(u.type) && isFoot(mover.type);
    const roll = auto ? null : ctx.rng.d10();
    // 11.27: a Column unit rolls with its Column TQ (−2, 11.25: `currentTq`).
    const ok = roll === null || roll <= currentTq(u);
    const column = u.inColumn;
    ctx.emit({ key: ok ? (column ? 'reaction.column' : 'reaction.facing') : 'reaction.facing.fail', params: { unit: u.name }, rule: column ? 'sgboh 11.27' : 'sgboh 6.15', ...(roll === null ? {} : { rolls: [{ die: 'd10', value: roll }] }) });
    if (ok && a.facing !== null) u.facing = a.facing;
    else if (!ok) addHits(s, u, 1, ctx, '6.15');
    if (ok && column) {
      // 11.27: back in combat formation; no Retreat Before Shock this Player Turn.
      u.inColumn = false;
      u.turn.noRbs = true;
    }
    return;
  }
  const target = unitOf(s, r.target);
  if (!onBoard(u) || !onBoard(target)) return;
  // 7.24 (ruling R-51): artillery's fire is counted per active unit.
  if (u.type === 'ART') u.turn.firedAt.push(target.id);
  else u.turn.reactionFired = true;
  if (r.rule === '7.22') u.turn.noRbs = true;
  resolveFire(s, u, target, r.range, ctx, { active: false, firerHits: u.hits, rule: r.rule });
}

/** After the reactions: carry out the step they were waiting for. */
export function settleMovement(s: SgbohState, ctx: StepContext): void {
  if (s.turn.reactions.length > 0 || s.turn.pendingStep === null) return;
  const p = s.turn.pendingStep;
  s.turn.pendingStep = null;
  const u = unitOf(s, p.unit);
  doStep(s, u, p.to, p.payHit, ctx, p.stack);
}

export function doRestackAction(s: SgbohState, unit: string, ctx: StepContext): void {
  const u = unitOf(s, unit);
  select(s, u);
  const mate = unitsAt(s, u.hex!).find((x) => x !== u)!;
  if (mate.turn.mp === null) mate.turn.mp = mpOf(mate);
  doRestack(s, u, mpOf, ctx);
}

export function doDoubleDepthAction(s: SgbohState, unit: string, rear: string, ctx: StepContext): void {
  select(s, unitOf(s, unit));
  doDoubleDepth(s, unit, rear, ctx);
}

/** Drop reactions that can no longer happen (the reacting unit or its target left the map). */
export function pruneReactions(s: SgbohState): void {
  s.turn.reactions = s.turn.reactions.filter((r) => {
    if (r.kind === 'withdraw') {
      const l = leaderOf(s, r.unit);
      return loneLeader(s, l) && adjacentEnemies(s, l.side, l.hex).length > 0;
    }
    const u = s.units.find((x) => x.id === r.unit);
    if (u === undefined || !onBoard(u)) return false;
    if (r.kind === 'impetus') return true;
    if (r.kind === 'charge-retreat') return onBoard(unitOf(s, r.mover));
    if (r.kind === 'charge') return onBoard(unitOf(s, r.target));
    if (r.kind === 'sidestep') return sidestepActions(s, u.hex!).length > 0;
    if (r.kind === 'fire') {
      const t = s.units.find((x) => x.id === r.target);
      return t !== undefined && onBoard(t) && canReactionFire(s, u, t) && !isEngaged(s, t);
    }
    return !u.turn.reactionFaced;
  });
}

export { eliminate };
