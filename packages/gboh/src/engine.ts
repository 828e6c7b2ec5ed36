import { type Pending, type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import type { GbohAction } from './actions';
import {
  activeTrump,
  startUncontrolled,
  canGiveLineCommands,
  commandableInRange,
  designate,
  eioCandidates,
  inEnemyZocLeader,
  lcRoll,
  leaderDestinations,
  leaderMoveCost,
  lineGroups,
  momentumEligible,
  opponentTrump,
  rollMomentum,
  sideIds,
  startActivation,
  trumpers,
} from './activation';
import { canCommand, occupancy, withFrozen, withinCommandRange, effectiveLeaderValue, effectiveMA, effectiveTQ as effTQ, enemiesInZoc, inEnemyZoc, isInfantry, isOnMap, leaderInitiative, otherSide, sideOf } from './board';
import { hiddenFrom, revealAdjacent, withoutSecrets } from './secret';
import { addHitsAndRout, rally, reorganizeAmount, routTies, runRouts, waitingRouter } from './cohesion';
import { isDifficult, mapNeighbours } from './map';
import {
  applyFacing,
  chartOf,
  cavalryLineWithdrawals,
  cheiroPair,
  applyStep,
  facingHits,
  leaderStays,
  leaderWithdrawHexes,
  legalFacings,
  legalSteps,
  moveCost,
  owCanFire,
  owEligible,
  owSteps,
  reactionFacingEligible,
  retireFireOffers,
  startMove,
  terrainHits,
} from './movement';
import { canFireAt, enterShieldWall, fireTargets, resolveFire, returnFireEligible, shieldWallOffer, type FireKind } from './missile';
import {
  advanceChoices,
  applyAdvance,
  attackers,
  applyChargeAdvance,
  chargeAdvanceChoices,
  chargeCasualties,
  chargeChecks,
  chargeCombats,
  markEngaged,
  collapse,
  combatOptions,
  distributeHits,
  liveAttackers,
  liveDefenders,
  melee,
  newCombat,
  noCheckEligible,
  shockCleanup,
} from './shock';
import { enemyMissileThreat, finishRoutAndReload, routAndReload, routChoice, routersToMove, runRoutSegment, startRouter, withdrawalPhase } from './withdrawal';
import { hooks } from './battleRules';
import { championTqDrm, fightChallenge } from './rules/champion';
import { cancelChallenge } from './special/champion';
import { applyDismount, dismountActions } from './rules/dismount';
import { chooseEntry, entryActions, entrySeat, heldInColumn, shockCutOff } from './rules/reinforcements';
import { adjacentToEnemyUnit, commanderAfterAssault, dissolveWedge, wedgeFollower, markWave, nextWave, updateWedge, waveToMove, waveUnits, wedgeActions, wedgeCommanderAllows, wedgeFollowerWaits, wedgePlace, wedgeShockDue } from './special/wedge';
import { checkUncontrolled, distanceToEnemy, releaseAttackers } from './rules/uncontrolled';
import { frEligible, frResolve, frStep, frSteps } from './rules/feignedRetreat';
import { declareHD, hdCapable, hdPaths, impetuosityHexes, impetuosityMove, offerHDReactions, resolveHD } from './hd';
import { note, rollD10 } from './log';
import type { GbohState, ReactionOffer } from './types';

/** The sequence of play as an explicit state machine (M.2): who decides now, what is legal, what happens. */

const msg = (key: string, params?: Record<string, string | number | boolean>) => (params ? { key, params } : { key });

// ---------------------------------------------------------------- pending

export function pending(s: GbohState): Pending | null {
  if (s.outcome !== null) return null;
  const entry = entrySeat(s);
  if (entry !== null) return { seat: entry, kind: 'reinforcement-entry', reaction: false, prompt: msg('prompt.entryHex'), rule: 'gboh scenario' };
  // 10.21 (ruling R-ROUT-1): an initial rout move at a real tie waits for its owner before anything else goes on.
  const router = waitingRouter(s);
  if (router !== null) {
    const seat = sideOf(s, router);
    return { seat, kind: 'rout-path', reaction: seat !== (s.shock?.attackerSide ?? s.activation?.side ?? seat), prompt: msg('prompt.routTie', { unit: router }), rule: 'gboh 10.21' };
  }
  const r = s.reactions[0];
  if (r !== undefined) return { seat: r.seat, kind: kindOf(r), reaction: r.kind !== 'mustCheck', prompt: msg(`prompt.${r.kind}`), rule: `gboh ${ruleOf(r)}` };
  if (s.feigned) return { seat: s.feigned.seat, kind: 'feigned-retreat', reaction: true, prompt: msg('prompt.feigned'), rule: 'gboh 6.73' };
  if (s.withdrawal) return { seat: s.withdrawal.seat, kind: 'orderly-withdrawal', reaction: true, prompt: msg('prompt.withdrawal'), rule: 'gboh 6.51' };
  const a = s.activation;
  if (s.phase === 'orders' && a !== null && (a.segment === 'shock' || s.shock?.nested) && s.shock) {
    const sh = s.shock;
    const atk = sh.attackerSide;
    const opp = otherSide(s, atk);
    switch (sh.step) {
      case 'designate':
        return { seat: atk, kind: 'shock-designation', reaction: false, prompt: msg('prompt.designate'), rule: 'gboh 9.11' };
      case 'combats':
        return { seat: atk, kind: 'shock-combats', reaction: false, prompt: msg('prompt.combats'), rule: 'gboh 9.12' };
      case 'chooseAttacker':
        return { seat: atk, kind: 'choose-attacker', reaction: false, prompt: msg('prompt.chooseAttacker'), rule: 'gboh 9.15' };
      case 'chooseDefender':
        return { seat: opp, kind: 'choose-defender', reaction: true, prompt: msg('prompt.chooseDefender'), rule: 'gboh 9.15' };
      case 'oddHits':
        return { seat: sh.oddHits!.seat, kind: 'odd-hits', reaction: sh.oddHits!.seat !== atk, prompt: msg('prompt.oddHits'), rule: 'gboh 10.13' };
      case 'advance':
      case 'chargeAdvance':
        return { seat: atk, kind: 'advance', reaction: false, prompt: msg('prompt.advance'), rule: 'gboh 9.23' };
      case 'advanceFacing':
        return { seat: atk, kind: 'advance-facing', reaction: false, prompt: msg('prompt.advanceFacing'), rule: 'gboh 9.22' };
      default:
        break;
    }
  }
  switch (s.phase) {
    case 'champion': {
      const c = s.champion!;
      const seat = c.status === 'cancelOffer' ? s.static.champion!.cancel!.side : s.static.sides[0].id;
      return { seat, kind: c.status === 'cancelOffer' ? 'champion-cancel' : 'champion-challenge', reaction: false, prompt: msg('prompt.champion'), rule: 'gboh 11.8' };
    }
    case 'eio': {
      const side = eioSide(s);
      return side === null ? null : { seat: side, kind: 'elite-orders', reaction: false, prompt: msg('prompt.eio'), rule: 'gboh 5.51' };
    }
    case 'activation':
      return s.designation ? { seat: s.designation.side, kind: 'activate', reaction: false, prompt: msg('prompt.activate'), rule: 'gboh 5.12' } : null;
    case 'trumpTheTrump':
      return { seat: otherSide(s, sideOf(s, s.designated!.trumper!)), kind: 'trump-the-trump', reaction: true, prompt: msg('prompt.trumpTheTrump'), rule: 'gboh 5.42' };
    case 'orders':
      return { seat: a!.side, kind: s.move ? 'move' : 'orders', reaction: false, prompt: msg(s.move ? 'prompt.move' : 'prompt.orders'), rule: s.move ? 'gboh 6.3' : 'gboh 5.2' };
    case 'rout': {
      const rs = s.routSegment!;
      return { seat: rs.side, kind: rs.unit === null ? 'rout-order' : 'rout-path', reaction: false, prompt: msg(rs.unit === null ? 'prompt.routOrder' : 'prompt.routPath'), rule: 'gboh 10.22' };
    }
    case 'momentum':
      return { seat: a!.side, kind: 'momentum', reaction: false, prompt: msg('prompt.momentum'), rule: 'gboh 5.3' };
    case 'trumpTheMomentum':
      return { seat: otherSide(s, a!.side), kind: 'trump-the-momentum', reaction: true, prompt: msg('prompt.trumpTheMomentum'), rule: 'gboh 5.42' };
    default:
      return null;
  }
}

function kindOf(r: ReactionOffer): string {
  return {
    ow: 'orderly-withdrawal-offer',
    reactionFacing: 'reaction-facing',
    entryFire: 'entry-reaction-fire',
    retireFire: 'retire-reaction-fire',
    returnFire: 'return-fire',
    leaderWithdraw: 'leader-withdrawal',
    mustCheck: 'must-check',
    shieldWall: 'shield-wall',
    hdReaction: 'entry-reaction-fire',
    impetuosity: 'impetuosity',
    cheiroReaction: 'cheiroballistra-fire',
    fr: 'feigned-retreat-offer',
    frAttack: 'feigned-retreat-attack',
    columnRevert: 'column-revert',
  }[r.kind];
}

function ruleOf(r: ReactionOffer): string {
  return { ow: '6.51', reactionFacing: '7.14', entryFire: '8.21', retireFire: '8.22', returnFire: '8.23', leaderWithdraw: '4.62', mustCheck: '7.32', shieldWall: '11.71', hdReaction: '8.33', impetuosity: '8.34', cheiroReaction: '11.66', fr: '6.72', frAttack: '6.73', columnRevert: '6.46' }[r.kind];
}

function eioSide(s: GbohState): string | null {
  for (const side of sideIds(s)) {
    if (s.eioSidesDone.includes(side)) continue;
    if (eioCandidates(s, side).length > 0) return side;
  }
  return null;
}

// ---------------------------------------------------------------- legal

/**
 * Legal actions are cached per (immutable) state object: the kernel asks for them and then checks the
 * chosen action against them again in `applyAction`. States are never changed after `step` returns.
 */
const legalCache = new WeakMap<GbohState, Map<string, GbohAction[]>>();

export function legal(s: GbohState, seat: string): GbohAction[] {
  let bySeat = legalCache.get(s);
  const hit = bySeat?.get(seat);
  if (hit !== undefined) return [...hit];
  // R-M4-LEGAL: a seat's legal actions are computed without the opponent's secret deployment (M.4), so they
  // show it nothing its view hides; the secret units are revealed (revealAdjacent) before they can matter.
  const known = pending(s)?.seat === seat ? withoutSecrets(s, seat) : s;
  const out = withFrozen(known, () => legalRaw(known, seat));
  if (bySeat === undefined) {
    bySeat = new Map();
    legalCache.set(s, bySeat);
  }
  bySeat.set(seat, out);
  return [...out];
}

function legalRaw(s: GbohState, seat: string): GbohAction[] {
  const p = pending(s);
  if (p === null || p.seat !== seat) return [];
  if (p.kind === 'reinforcement-entry') return entryActions(s);
  const router = waitingRouter(s);
  if (router !== null) return routTies(s, router).map((to) => ({ type: 'rout-step', to }) as const);
  const r = s.reactions[0];
  if (r !== undefined) return [...reactionActions(s, r), ...(r.kind === 'mustCheck' || r.kind === 'impetuosity' || r.kind === 'columnRevert' ? [] : [{ type: 'decline' } as const])];
  if (s.feigned) {
    const f = s.feigned;
    const moved = f.path.length - 1;
    const steps = moved >= 5 ? [] : frSteps(s, f.unit, f.mover, f.path).map((to) => ({ type: 'fr-step', to }) as const);
    // 6.73[2]: 3 to 5 hexes (the engine lets a unit stop short only when it has no hex left).
    return moved >= 3 || steps.length === 0 ? [...steps, { type: 'fr-end' }] : steps;
  }
  if (s.withdrawal) return withdrawalActions(s);
  const a = s.activation;
  if (s.phase === 'orders' && a !== null && (a.segment === 'shock' || s.shock?.nested) && s.shock) return shockActions(s);
  switch (s.phase) {
    case 'champion':
      return s.champion!.status === 'cancelOffer' ? [{ type: 'champion' }, { type: 'decline' }] : [{ type: 'champion' }];
    case 'eio':
      return [...eioCandidates(s, seat).map((leader) => ({ type: 'eio', leader }) as const), { type: 'decline' }];
    case 'activation':
      return activationActions(s);
    case 'trumpTheTrump': {
      const t = s.designated!.trumper!;
      return [...trumpers(s, seat, leaderInitiative(s, t), true).map((leader) => ({ type: 'trump', leader }) as const), { type: 'decline' }];
    }
    case 'orders':
      if (s.move) return moveActions(s);
      // casilinum.wedge: Buccelin stays with the first three ranks; the Franks may leave the wedge at any time.
      return [
        ...ordersActions(s).filter(
          (x) => (x.type !== 'leader-move' || wedgeCommanderAllows(s, x.leader, x.to)) && (x.type !== 'move' || !wedgeFollowerWaits(s, x.unit)),
        ),
        ...wedgeActions(s),
      ];
    case 'rout': {
      const rs = s.routSegment!;
      if (rs.unit === null) return routersToMove(s).map((unit) => ({ type: 'rout', unit }) as const);
      return routTies(s, rs.unit).map((to) => ({ type: 'rout-step', to }) as const);
    }
    case 'momentum':
      return [{ type: 'momentum' }, { type: 'decline' }];
    case 'trumpTheMomentum':
      return [...trumpers(s, seat, leaderInitiative(s, a!.leader), true).map((leader) => ({ type: 'trump', leader }) as const), { type: 'decline' }];
    default:
      return [];
  }
}

function activationActions(s: GbohState): GbohAction[] {
  const d = s.designation!;
  const out: GbohAction[] = [];
  for (const c of d.candidates) {
    out.push({ type: 'activate', leader: c });
    if (s.leaders[c] === undefined) continue; // an Uncontrolled Line (11.31): no pass, no Trump
    out.push({ type: 'pass', leader: c });
    if (s.static.leaders[c]!.rank !== 'OC' && inEnemyZocLeader(s, c) && !s.leaders[c]!.deferred) out.push({ type: 'defer', leader: c });
    for (const t of trumpers(s, d.side, leaderInitiative(s, c), false)) out.push({ type: 'trump', leader: t, instead: c });
  }
  return out;
}

function reactionActions(s: GbohState, r: ReactionOffer): GbohAction[] {
  switch (r.kind) {
    case 'columnRevert': {
      // 6.43: from hexside k to vertex k or k − 1 (vertex k lies between hexsides k and k + 1).
      const u = s.units[r.unit]!;
      if (!isOnMap(u) || u.status !== 'normal' || u.inColumn) return [];
      return [u.facing, (u.facing + 5) % 6].map((facing) => ({ type: 'face', facing }) as const);
    }
    case 'ow': {
      const eligible = owEligible(s, r.mover);
      const out: GbohAction[] = r.units.filter((u) => eligible.includes(u)).map((unit) => ({ type: 'ow', unit }) as const);
      for (const u of r.units.filter((x) => eligible.includes(x))) {
        for (const g of cavalryLineWithdrawals(s, u, r.mover)) out.push({ type: 'ow-line', unit: u, line: g.line });
      }
      return out;
    }
    case 'reactionFacing': {
      if (!reactionFacingEligible(s, r.unit, r.mover)) return [];
      const f = s.units[r.unit]!.facing;
      return [gbohHex.dir(f + 1), gbohHex.dir(f - 1)].map((facing) => ({ type: 'react-face', facing }) as const);
    }
    case 'entryFire':
      return r.targets.filter((t) => canFireAt(s, r.unit, t, { range: 1, reaction: true })).map((target) => ({ type: 'react-fire', target }) as const);
    case 'retireFire':
      return canFireAt(s, r.unit, r.mover, { range: 2, reaction: true }) ? [{ type: 'react-fire', target: r.mover }] : [];
    case 'returnFire':
      return returnFireEligible(s, r.unit, r.firer) ? [{ type: 'react-fire', target: r.firer }] : [];
    case 'leaderWithdraw':
      return leaderWithdrawHexes(s, r.leader, r.mover).map((to) => ({ type: 'leader-withdraw', to }) as const);
    case 'mustCheck':
      if (s.activation?.kind === 'uncontrolled' && s.units[r.unit]!.uncontrolled) return [{ type: 'must-check', place: true }]; // 11.31: it must Shock
      return [
        { type: 'must-check', place: true },
        { type: 'must-check', place: false },
      ];
    case 'shieldWall':
      return [{ type: 'shield-wall' }];
    case 'hdReaction':
      return canFireAt(s, r.unit, r.firer, { range: 1, reaction: true }) || hdReactorCanFire(s, r.unit) ? [{ type: 'react-fire', target: r.firer }] : [];
    case 'impetuosity':
      return impetuosityHexes(s, r.unit, r.toward).map((to) => ({ type: 'impetuosity', to }) as const);
    case 'fr':
      if (r.hd) return r.units.filter((u) => isOnMap(s.units[u]!) && s.units[u]!.status === 'normal').map((unit) => ({ type: 'fr', unit }) as const);
      return r.units.filter((u) => frEligible(s, u, r.mover)).map((unit) => ({ type: 'fr', unit }) as const);
    case 'frAttack': {
      const u = s.units[r.unit]!;
      const t = s.units[r.target]!;
      if (!isOnMap(u) || !isOnMap(t) || u.status !== 'normal') return [];
      const out: GbohAction[] = [];
      if (canFireAt(s, r.unit, r.target)) out.push({ type: 'react-fire', target: r.target });
      if (gbohHex.distance(u.hex!, t.hex!) === 1) out.push({ type: 'fr-attack', to: u.hex!, shock: true });
      for (const h of r.hexes) {
        out.push({ type: 'fr-attack', to: h, shock: true });
        if (s.static.units[r.unit]!.missile !== null && u.supply !== 'no') out.push({ type: 'fr-attack', to: h, shock: false });
      }
      return out;
    }
    case 'cheiroReaction': {
      const c = s.units[r.unit]!.cheiro;
      return c && c.reaction < 2 && canFireAt(s, r.unit, r.mover, { reaction: true, cheiro: true }) ? [{ type: 'react-fire', target: r.mover }] : [];
    }
  }
}

/** 8.33: reaction at an H&D unit is read "as if at range 1" whatever the real distance. */
function hdReactorCanFire(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  return isOnMap(u) && u.status === 'normal' && u.supply !== 'no' && !u.inColumn && !u.shieldWall && !u.engaged && s.static.units[id]!.missile !== null;
}

function withdrawalActions(s: GbohState): GbohAction[] {
  const w = s.withdrawal!;
  const out: GbohAction[] = [];
  if (!w.moved && !w.fired && owCanFire(s, w.unit, w.mover)) out.push({ type: 'ow-fire' });
  if (!w.turned) for (const to of owSteps(s, w.unit, w.mover, w.mpLeft)) out.push({ type: 'withdraw', to });
  if (w.mpLeft >= 1) {
    const f = s.units[w.unit]!.facing;
    for (const facing of [gbohHex.dir(f + 1), gbohHex.dir(f - 1)]) out.push({ type: 'withdraw-face', facing });
  }
  out.push({ type: 'withdraw-end' });
  return out;
}

function moveActions(s: GbohState): GbohAction[] {
  const m = s.move!;
  const out: GbohAction[] = [];
  if (m.wave === true) {
    // casilinum.wedge: forward until adjacent to an enemy or out of MP; no facing change, no Column, no fire here.
    const stacked = stackedWithFriend(s, m.unit);
    const steps = adjacentToEnemyUnit(s, m.unit) && !stacked ? [] : legalSteps(s, m);
    for (const to of steps) out.push({ type: 'step', to });
    if (steps.length === 0 && !stacked) out.push({ type: 'end-move' });
    return out;
  }
  // casilinum.wedge: in the wedge only the point must advance with its whole MA; the others keep their places (R-WEDGE).
  const uncontrolled = s.activation?.kind === 'uncontrolled' && !wedgeFollower(s, m.unit);
  const place = s.activation?.kind === 'uncontrolled' ? wedgePlace(s, m.unit) : null;
  // 11.31 engine reading (d): each hex entered must bring the unit closer to the nearest enemy.
  const all = legalSteps(s, m);
  let steps = uncontrolled ? all.filter((to) => closerTo(s, m.unit, to)) : all;
  // A follower steps toward its place and may stop only there or when no step brings it closer.
  const toPlace = place === null ? [] : steps.filter((to) => gbohHex.distance(to, place) < gbohHex.distance(s.units[m.unit]!.hex!, place));
  if (place !== null) steps = toPlace;
  if (s.activation?.noCloseIn.includes(m.unit)) steps = steps.filter((to) => !adjacentToEnemy(s, m.unit, to));
  // 6.61 before 11.31: a unit passing through a friend may not stop there, so when no step closer to the
  // enemy leaves the shared hex, any legal step out of it is allowed (ruling R-UNC-STACK).
  if (steps.length === 0 && stackedWithFriend(s, m.unit)) steps = all;
  for (const to of steps) out.push({ type: 'step', to });
  for (const facing of legalFacings(s, m)) out.push({ type: 'face', facing });
  const u = s.units[m.unit]!;
  if (!u.fired && m.fireAllowed && s.static.units[m.unit]!.missile !== null) {
    for (const t of fireTargets(s, m.unit)) if (fireAfterStepOk(s, m.unit, t)) out.push({ type: 'fire', unit: m.unit, target: t });
  }
  if (!uncontrolled && columnToggleAllowed(s)) for (const facing of columnFacings(u)) out.push({ type: 'column', facing });
  // 6.11: an Uncontrolled unit uses its entire MA: it may stop only when no step toward the enemy is left.
  if (!stackedWithFriend(s, m.unit) && ((!uncontrolled && place === null) || steps.length === 0)) out.push({ type: 'end-move' });
  return out;
}

function adjacentToEnemy(s: GbohState, id: string, hex: string): boolean {
  const enemy = otherSide(s, sideOf(s, id));
  return Object.entries(s.units).some(([oid, o]) => isOnMap(o) && s.static.units[oid]!.side === enemy && gbohHex.distance(o.hex!, hex) === 1);
}

function closerTo(s: GbohState, id: string, to: string): boolean {
  const u = s.units[id]!;
  const from = u.hex!;
  const d0 = distanceToEnemy(s, id);
  u.hex = to;
  const d1 = distanceToEnemy(s, id);
  u.hex = from;
  return d1 < d0;
}

function stackedWithFriend(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  return isOnMap(u) && Object.entries(s.units).some(([oid, o]) => oid !== id && isOnMap(o) && o.hex === u.hex && !cheiroPair(s, id, oid));
}

/** 8.11: fire before any hex change, or just after a step that brought the unit closer to the target. */
function fireAfterStepOk(s: GbohState, id: string, target: string): boolean {
  const m = s.move!;
  if (!m.changedHex) return true;
  if (m.lastStepFrom === null) return false;
  const t = s.units[target]!.hex!;
  return gbohHex.distance(s.units[id]!.hex!, t) < gbohHex.distance(m.lastStepFrom, t);
}

/**
 * 6.43: changing to or from Column turns the unit 30°, the owner choosing left or right. Vertex k lies between
 * hexsides k and k+1 (kernel gbohHex), so entering from vertex k faces hexside k or k+1, and leaving from hexside k
 * faces vertex k or k−1 (the first listed is the engine's former fixed choice).
 */
function columnFacings(u: { inColumn: boolean; facing: number }): number[] {
  return u.inColumn ? [u.facing, (u.facing + 5) % 6] : [u.facing, (u.facing + 1) % 6];
}

/** 6.41: infantry of a Disciplined army, not in enemy ZOC, 1 MP, at the end of its move. */
function columnToggleAllowed(s: GbohState): boolean {
  const m = s.move!;
  const su = s.static.units[m.unit]!;
  const u = s.units[m.unit]!;
  if (!isInfantry(su) || su.type === 'Cheiroballistra' || u.status !== 'normal') return false;
  const side = s.static.sides.find((x) => x.id === su.side)!;
  if (side.discipline !== 'disciplined' || s.static.attila) return false; // 6.41; Attila battles: no Column
  if (inEnemyZoc(s, u.hex!, su.side) || m.mpLeft < chartOf(s).enterLeaveColumnMP || u.fired || stackedWithFriend(s, m.unit)) return false;
  if (u.inColumn && heldInColumn(s, m.unit)) return false; // Tricameron: no leaving Column until all have entered
  return true;
}

function ordersActions(s: GbohState): GbohAction[] {
  const a = s.activation!;
  const out: GbohAction[] = [];
  if (s.wedgeAssault?.commanderMove === true) {
    // casilinum.wedge: after the Wedge Shock the commander may move up to 4 hexes (end-orders: he stays).
    const c = commanderAfterAssault(s);
    return [...(c?.hexes ?? []).map((to) => ({ type: 'leader-move', leader: c!.leader, to }) as const), { type: 'end-orders' }];
  }
  if (s.wedgeAssault) return waveUnits(s).map((unit) => ({ type: 'move', unit }) as const); // casilinum.wedge: the wave moves up
  const leader = a.leader;
  const sl = s.static.leaders[leader]!;
  // 11.65: Active Fire needs no order: twice per turn, once per phase, in any friendly Orders Phase.
  for (const [id, u] of Object.entries(s.units)) {
    const c = u.cheiro;
    if (!c || s.static.units[id]!.side !== a.side || !isOnMap(u) || u.status !== 'normal' || c.mode !== 'fire' || c.active >= 2 || c.activeThisPhase || u.ordered !== null) continue;
    for (const t of fireTargets(s, id)) out.push({ type: 'cheiro-fire', unit: id, target: t });
  }
  if (a.kind === 'uncontrolled') {
    // 11.31: every unit of the Line must move (its whole MA, toward the enemy); nothing else is ordered.
    for (const id of a.lineUnits) if (isOnMap(s.units[id]!) && s.units[id]!.status === 'normal') out.push({ type: 'move', unit: id });
    if (out.length === 0 && a.line !== null) out.push({ type: 'end-line' });
    if (out.length === 0) out.push({ type: 'end-orders' });
    return out;
  }
  if (a.kind !== 'zocShockOnly') {
    if (a.line !== null) {
      for (const id of a.lineUnits) {
        const u = s.units[id]!;
        if (!isOnMap(u) || u.status !== 'normal') continue;
        // Tricameron: an entering column moves only in its own march until all that can enter are on (R-TRIC-ENTRY).
        const held = !hooks.mayMove(s, id) || heldInColumn(s, id);
        if (!u.shieldWall && !u.engaged && !held) out.push({ type: 'move', unit: id });
        if (!u.shieldWall && !u.inColumn) for (const t of fireTargets(s, id)) out.push({ type: 'fire', unit: id, target: t });
        out.push(...hdActions(s, id));
        out.push(...dismountActions(s, id)); // 11.1: within a Line Command too
      }
      if (a.lineUnits.some((id) => s.units[id]!.shieldWall)) out.push({ type: 'leave-shield-wall' });
      // 4.34: the leader may move within his Line Command, free (9 MP per Orders Phase in all, 6.14).
      if (s.leaders[leader]!.mp < 9 && !inEnemyZocLeader(s, leader)) for (const to of leaderDestinations(s, leader)) out.push({ type: 'leader-move', leader, to });
      out.push({ type: 'end-line' });
      return out;
    }
    if (a.mode !== 'io' && (canGiveLineCommands(s) || anyPositionLineAllowed(s))) {
      const normal = canGiveLineCommands(s);
      for (const [lineId, line] of Object.entries(s.static.lines)) {
        if (line.side !== a.side || a.linesUsed.includes(lineId)) continue;
        if (!normal && !line.anyPosition) continue;
        for (const g of lineGroups(s, leader, lineId)) out.push({ type: 'line-command', line: lineId, anchor: g[0]! });
      }
    }
    const l = s.leaders[leader]!;
    const initial = (a.kind === 'normal' && l.chain === 1) || (s.static.attila && a.kind !== 'eio');
    if (sl.rank === 'SC' && l.lcAbility === 'unknown' && initial && a.mode === null && !canGiveLineCommands(s) && !inEnemyZocLeader(s, leader)) out.push({ type: 'lc-roll' });
    if (a.mode !== 'lc' && a.ordersLeft > 0) {
      for (const id of commandableInRange(s, leader)) {
        const u = s.units[id]!;
        if (u.ordered !== null || u.uncontrolled) continue; // 11.3 engine reading (f)
        if (u.cheiro && u.status === 'normal') out.push({ type: 'cheiro-mode', unit: id }); // 11.62
        // The battle's own bar (taginae.hold); Tricameron: an entering column moves only in its own march (R-TRIC-ENTRY).
        const held = !hooks.mayMove(s, id) || heldInColumn(s, id);
        if (u.status === 'normal' && !u.shieldWall && !u.engaged && !held && (!u.cheiro || u.cheiro.mode === 'move')) {
          out.push({ type: 'move', unit: id });
          if (u.hex === l.hex && l.hex !== null) out.push({ type: 'move', unit: id, withLeader: true });
        }
        if (u.status === 'normal' && !u.inColumn && !u.shieldWall && !u.cheiro) for (const t of fireTargets(s, id)) out.push({ type: 'fire', unit: id, target: t });
        if (u.status === 'normal') out.push(...hdActions(s, id));
        out.push(...dismountActions(s, id)); // 11.1
        if (u.status === 'normal' && u.hits > 0 && !u.moved && reorganizeAmount(s, id, () => enemyMissileThreat(s, id)) > 0) out.push({ type: 'reorganize', unit: id });
        if (u.status === 'routed' && rallyAllowed(s, id)) out.push({ type: 'rally', unit: id });
      }
      // 4.23 / 4.24: a leader orders himself to move (not a non-OC leader in enemy ZOC).
      if (l.mp < 9 && (sl.rank === 'OC' || !inEnemyZocLeader(s, leader))) {
        for (const to of leaderDestinations(s, leader)) out.push({ type: 'leader-move', leader, to });
      }
      // 4.63: the OC replaces an eliminated leader (a CC returns; others through a Replacement counter).
      if (sl.rank === 'OC') for (const r of replacementOptions(s, a.side)) out.push(r);
      // 4.4 #2: the OC moves other friendly leaders (2 orders if in enemy ZOC).
      if (sl.rank === 'OC') {
        for (const [oid, ol] of Object.entries(s.leaders)) {
          if (oid === leader || ol.status === 'eliminated' || ol.hex === null || ol.movedByOC || s.static.leaders[oid]!.side !== a.side) continue;
          if (inEnemyZocLeader(s, oid) && a.ordersLeft < 2) continue;
          for (const to of leaderDestinations(s, oid)) out.push({ type: 'leader-move', leader: oid, to });
        }
      }
    }
  }
  if (!a.mustAct || a.acted || out.length === 0) out.push({ type: 'end-orders' });
  return out;
}

/** 8.31–8.32: the H&D attacks an LC may make now (one per target and path). */
function hdActions(s: GbohState, id: string): GbohAction[] {
  if (!hdCapable(s, id)) return [];
  const out: GbohAction[] = [];
  const enemy = otherSide(s, sideOf(s, id));
  for (const [tid, t] of Object.entries(s.units)) {
    if (!isOnMap(t) || s.static.units[tid]!.side !== enemy) continue;
    if (gbohHex.distance(t.hex!, s.units[id]!.hex!) > 4) continue;
    for (const path of hdPaths(s, id, tid)) out.push({ type: 'hd', unit: id, target: tid, path });
  }
  return out;
}

/** utus/cf.hunMILineCommand: any activated leader of the side may give the Hun MI its Line Command. */
function anyPositionLineAllowed(s: GbohState): boolean {
  const a = s.activation!;
  if (a.kind === 'zocShockOnly' || a.mode === 'io') return false;
  if (a.linesLeft <= 0 && a.linesUsed.length > 0) return false;
  return Object.values(s.static.lines).some((l) => l.side === a.side && l.anyPosition && !a.linesUsed.includes(l.id));
}

/** 4.63 options: (eliminated leader, hex with a unit he may command). */
function replacementOptions(s: GbohState, side: string): GbohAction[] {
  const pool = Object.keys(s.leaders).filter((id) => s.static.leaders[id]!.side === side && s.static.leaders[id]!.rank === 'replacement' && s.leaders[id]!.hex === null && !s.replaced.includes(id));
  const out: GbohAction[] = [];
  for (const [id, l] of Object.entries(s.leaders)) {
    const sl = s.static.leaders[id]!;
    if (sl.side !== side || l.status !== 'eliminated' || sl.rank === 'OC' || sl.rank === 'replacement' || s.replaced.includes(id)) continue;
    if (sl.rank !== 'CC' && pool.length === 0) continue;
    const hexes = new Set<string>();
    for (const [uid, u] of Object.entries(s.units)) if (isOnMap(u) && canCommand(sl, s.static.units[uid]!)) hexes.add(u.hex!);
    for (const hex of [...hexes].sort()) out.push({ type: 'replace', leader: id, hex });
  }
  return out;
}

function applyReplace(s: GbohState, ctx: StepContext, leader: string, hex: string): void {
  const sl = s.static.leaders[leader]!;
  s.replaced.push(leader);
  let placed = leader;
  if (sl.rank !== 'CC') {
    placed = Object.keys(s.leaders).find((id) => s.static.leaders[id]!.side === sl.side && s.static.leaders[id]!.rank === 'replacement' && s.leaders[id]!.hex === null && !s.replaced.includes(id))!;
    s.replaced.push(placed);
  }
  const l = s.leaders[placed]!;
  l.hex = hex;
  l.status = 'finished'; // 4.63: Finished for the turn; no orders, no range for Shock
  l.wounded = false;
  l.replacedThisTurn = true;
  note(ctx, 'leader.replaced', { leader, by: placed, hex }, '4.63');
}

/** 10.32: Engaged LC/LI of the active side, engaged only with slower units, may withdraw one hex instead of attacking. */
function engagedWithdrawals(s: GbohState): { unit: string; to: string }[] {
  if (!s.static.options.engagedRule || s.activation === null) return [];
  const side = s.activation.side;
  const occ = occupancy(s);
  const out: { unit: string; to: string }[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    const su = s.static.units[id]!;
    if (su.side !== side || !u.engaged || u.shock !== null || !isOnMap(u) || (su.type !== 'LC' && su.type !== 'LI')) continue;
    const foes = enemiesInZoc(s, id).filter((e) => s.units[e]!.engaged);
    const adjacentFoes = Object.entries(s.units).filter(([oid, o]) => isOnMap(o) && o.engaged && s.static.units[oid]!.side !== side && gbohHex.distance(o.hex!, u.hex!) === 1).map(([oid]) => oid);
    const engagedWith = [...new Set([...foes, ...adjacentFoes])];
    if (engagedWith.length === 0 || !engagedWith.every((f) => effectiveMA(s, f) < effectiveMA(s, id))) continue;
    for (const h of mapNeighbours(s.static.map, u.hex!)) {
      if (occ.has(h) || moveCost(s, id, u.hex!, h) === null || inEnemyZoc(s, h, side)) continue;
      if (engagedWith.some((f) => gbohHex.distance(s.units[f]!.hex!, h) === 1)) continue;
      out.push({ unit: id, to: h });
    }
  }
  return out.sort((a, b) => (a.unit + a.to < b.unit + b.to ? -1 : 1));
}

/** 10.27: not in Difficult terrain, not adjacent to an enemy, not within range and LOS of an enemy missile unit with missiles. */
function rallyAllowed(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  if (isDifficult(s.static.map, u.hex!)) return false;
  const enemy = otherSide(s, sideOf(s, id));
  const adj = gbohHex.neighbours(u.hex!);
  if (Object.entries(s.units).some(([oid, o]) => isOnMap(o) && adj.includes(o.hex!) && s.static.units[oid]!.side === enemy)) return false;
  return !enemyMissileThreat(s, id);
}

function shockActions(s: GbohState): GbohAction[] {
  const sh = s.shock!;
  switch (sh.step) {
    case 'designate':
      return [
        ...noCheckEligible(s).map((unit) => ({ type: 'no-check', unit }) as const),
        ...engagedWithdrawals(s).map((w) => ({ type: 'engaged-withdraw', unit: w.unit, to: w.to }) as const),
        { type: 'designate-done' },
      ];
    case 'combats': {
      const out: GbohAction[] = [];
      for (const o of combatOptions(s)) {
        if (o.create) out.push({ type: 'combat', attacker: o.attacker });
        for (const c of o.join) out.push({ type: 'join', attacker: o.attacker, combat: c });
      }
      return out;
    }
    case 'chooseAttacker':
      return liveAttackers(s, sh.combats[sh.cursor]!).map((unit) => ({ type: 'choose', unit }) as const);
    case 'chooseDefender':
      return liveDefenders(s, sh.combats[sh.cursor]!).map((unit) => ({ type: 'choose', unit }) as const);
    case 'oddHits':
      return sh.oddHits!.units.map((unit) => ({ type: 'odd-hit', unit }) as const);
    case 'advance':
      return advanceChoices(s, sh.combats[sh.cursor]!).map((c) => ({ type: 'advance', unit: c.unit, to: c.to }) as const);
    case 'chargeAdvance':
      return chargeAdvanceChoices(s, sh.combats[sh.cursor]!).map((c) => ({ type: 'advance', unit: c.unit, to: c.to }) as const);
    case 'advanceFacing': {
      const unit = sh.advanceFacing[0]!;
      const f = s.units[unit]!.facing;
      return [
        { type: 'advance-face', unit, facing: gbohHex.dir(f + 1) },
        { type: 'advance-face', unit, facing: gbohHex.dir(f - 1) },
        { type: 'decline' },
      ];
    }
    default:
      return [];
  }
}

// ---------------------------------------------------------------- step

export function step(s: GbohState, seat: string, action: GbohAction, ctx: StepContext): void {
  const r = s.reactions[0];
  if (entrySeat(s) !== null) {
    if (action.type === 'entry-hex') chooseEntry(s, ctx, action.hex);
  } else if (waitingRouter(s) !== null) {
    if (action.type === 'rout-step') runRouts(s, ctx, action.to);
  } else if (r !== undefined) applyReaction(s, ctx, r, action);
  else if (s.feigned) {
    if (action.type === 'fr-step') frStep(s, ctx, action.to);
    else frResolve(s, ctx);
  } else if (s.withdrawal) applyWithdrawal(s, ctx, action);
  else if (s.phase === 'orders' && (s.activation?.segment === 'shock' || s.shock?.nested) && s.shock) applyShock(s, ctx, action);
  else {
    switch (s.phase) {
      case 'champion':
        if (s.champion!.status === 'pending') fightChallenge(s, ctx);
        else if (action.type === 'champion') cancelChallenge(s, ctx);
        else s.champion!.status = 'done';
        if (s.champion!.status === 'done') s.phase = 'eio';
        break;
      case 'eio':
        s.eioSidesDone.push(seat);
        if (action.type === 'eio') startActivation(s, ctx, action.leader, 'eio', 1);
        break;
      case 'activation':
        applyActivation(s, ctx, action);
        break;
      case 'trumpTheTrump': {
        const t = s.designated!.trumper!;
        if (action.type === 'trump') opponentTrump(s, ctx, action.leader, t, false);
        else {
          startActivation(s, ctx, t, 'normal', 1);
          s.activation!.mustAct = true;
        }
        break;
      }
      case 'orders':
        if (s.move) applyMove(s, ctx, action);
        else applyOrders(s, ctx, action);
        break;
      case 'rout':
        if (action.type === 'rout') startRouter(s, action.unit);
        else if (action.type === 'rout-step') routChoice(s, ctx, action.to);
        break;
      case 'momentum': {
        const a = s.activation!;
        if (action.type === 'momentum' && rollMomentum(s, ctx)) {
          const opp = otherSide(s, a.side);
          if (trumpers(s, opp, leaderInitiative(s, a.leader), true).length > 0) s.phase = 'trumpTheMomentum';
          else startActivation(s, ctx, a.leader, 'momentum', s.leaders[a.leader]!.chain + 1);
        } else {
          finishLeader(s, a.leader);
        }
        break;
      }
      case 'trumpTheMomentum': {
        const a = s.activation!;
        if (action.type === 'trump') opponentTrump(s, ctx, action.leader, a.leader, true);
        else startActivation(s, ctx, a.leader, 'momentum', s.leaders[a.leader]!.chain + 1);
        break;
      }
      default:
        break;
    }
  }
  advance(s, ctx);
  revealAdjacent(s, ctx);
  updateWedge(s, ctx);
}

function finishLeader(s: GbohState, leader: string): void {
  const l = s.leaders[leader]!;
  if (l.status !== 'eliminated') l.status = 'finished';
  s.activation = null;
  s.designation = null;
  s.phase = 'activation';
}

function applyActivation(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const d = s.designation!;
  s.designation = null;
  const markTie = (leader: string): void => {
    s.lastTieSide[String(leaderInitiative(s, leader))] = d.side;
  };
  switch (action.type) {
    case 'activate':
      if (s.leaders[action.leader] === undefined) {
        startUncontrolled(s, ctx, action.leader);
        break;
      }
      markTie(action.leader);
      if (!hooks.leaderActivates(s, ctx, action.leader)) break; // the battle's own roll (cf.alans: Sangiban)
      startActivation(s, ctx, action.leader, 'normal', 1);
      break;
    case 'pass':
      markTie(action.leader);
      s.leaders[action.leader]!.status = 'finished';
      note(ctx, 'activation.pass', { leader: action.leader }, '5.15');
      break;
    case 'defer':
      s.leaders[action.leader]!.deferred = true;
      note(ctx, 'activation.defer', { leader: action.leader }, '5.26');
      break;
    case 'trump':
      activeTrump(s, ctx, action.leader, action.instead!);
      break;
    default:
      break;
  }
}

function applyOrders(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const a = s.activation!;
  const leader = a.leader;
  if (s.wedgeAssault?.commanderMove === true) {
    // casilinum.wedge: the commander's free move after the Wedge Shock (no order, no MP); then the phase ends.
    if (action.type === 'leader-move') {
      const l = s.leaders[action.leader]!;
      note(ctx, 'wedge.commanderMove', { leader: action.leader, from: l.hex ?? '', to: action.to }, 'casilinum.wedge');
      l.hex = action.to;
    }
    s.wedgeAssault = null;
    a.segment = 'shock';
    s.shock = { step: 'done', combats: [], cursor: 0, oddHits: null, advanceFacing: [], meleeStage: 0, pendingHits: { attacker: 0, defender: 0 }, nested: false, attackerSide: a.side };
    return;
  }
  switch (action.type) {
    case 'lc-roll':
      lcRoll(s, ctx);
      return;
    case 'line-command': {
      const group = lineGroups(s, leader, action.line).find((g) => g[0] === action.anchor) ?? [];
      a.mode = 'lc';
      a.linesLeft--;
      a.line = action.line;
      a.lineUnits = group;
      // Hun MI: units outside the leader's Command Range at this moment may not move adjacent to an enemy.
      a.noCloseIn = s.static.lines[action.line]!.anyPosition ? group.filter((id) => !withinCommandRange(s, leader, s.units[id]!.hex!)) : [];
      a.linesUsed.push(action.line);
      a.acted = true;
      note(ctx, 'orders.lineCommand', { leader, line: action.line, units: group.length }, '5.23');
      return;
    }
    case 'end-line': {
      a.line = null;
      a.lineUnits = [];
      // 8.21: after the whole Line has moved, each reacting unit fires at most once, at one of the units that entered its ZOC.
      const merged = new Map<string, ReactionOffer & { kind: 'entryFire' }>();
      for (const o of s.heldEntryFire) {
        if (o.kind !== 'entryFire') continue;
        const m = merged.get(o.unit);
        if (m) m.targets = [...new Set([...m.targets, ...o.targets])].sort();
        else merged.set(o.unit, { ...o, targets: [...o.targets] });
      }
      s.reactions.push(...merged.values());
      s.heldEntryFire = [];
      if (a.kind !== 'uncontrolled') checkUncontrolled(s, ctx, a.side, a.leader, a.lineStart);
      a.lineStart = {};
      return;
    }
    case 'leave-shield-wall':
      for (const id of a.lineUnits) {
        if (!s.units[id]!.shieldWall) continue;
        s.units[id]!.shieldWall = false;
        a.leftShieldWall.push(id);
      }
      note(ctx, 'shieldWall.left', { line: a.line ?? '' }, '11.74');
      return;
    case 'move': {
      if (s.wedgeAssault) {
        // casilinum.wedge: a wave unit moves up with its printed MA, in addition to its order (no 6.13 hit).
        s.wedgeAssault.toMove = s.wedgeAssault.toMove.filter((x) => x !== action.unit);
        s.move = { ...startMove(s, action.unit, null, null), mpLeft: s.static.units[action.unit]!.ma, wave: true };
        note(ctx, 'wedge.waveMove', { unit: action.unit }, 'casilinum.wedge');
        const owWave = owEligible(s, action.unit);
        if (owWave.length > 0) s.reactions.push({ kind: 'ow', seat: otherSide(s, a.side), mover: action.unit, units: owWave });
        return;
      }
      const u = s.units[action.unit]!;
      u.ordered = 'move';
      a.acted = true;
      if (a.line !== null) {
        a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
        a.lineStart[action.unit] = distanceToEnemy(s, action.unit); // 11.3
      } else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      s.move = startMove(s, action.unit, a.line, action.withLeader ? leader : null);
      note(ctx, 'orders.move', { leader, unit: action.unit }, '5.22');
      reveal(s, ctx, [action.unit, ...(action.withLeader ? [leader] : [])]);
      // 6.51: units within 2 hexes of a mover that begins its movement may withdraw now.
      const ow = owEligible(s, action.unit);
      if (ow.length > 0) s.reactions.push({ kind: 'ow', seat: otherSide(s, a.side), mover: action.unit, units: ow });
      const fr = Object.keys(s.units).filter((id) => s.static.units[id]!.side !== a.side && frEligible(s, id, action.unit));
      if (fr.length > 0) s.reactions.push({ kind: 'fr', seat: otherSide(s, a.side), mover: action.unit, units: fr });
      return;
    }
    case 'fire': {
      const u = s.units[action.unit]!;
      u.ordered = 'fire';
      a.acted = true;
      if (a.line !== null) a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
      else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      declareFire(s, ctx, action.unit, action.target, { range: gbohHex.distance(u.hex!, s.units[action.target]!.hex!), moved: false, kind: 'ordered' });
      return;
    }
    case 'leave-wedge':
      dissolveWedge(s, ctx, 'left by its owner');
      return;
    case 'dismount':
    case 'remount': {
      // 11.1: a movement order that is the unit's whole action (all its MP); the new counter is ordered.
      a.acted = true;
      if (a.line !== null) a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
      else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      applyDismount(s, ctx, action.unit, action.facing);
      return;
    }
    case 'cheiro-mode': {
      const u = s.units[action.unit]!;
      u.cheiro!.mode = u.cheiro!.mode === 'fire' ? 'move' : 'fire';
      u.ordered = 'move'; // 11.62: the mode change is its whole action this phase
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      note(ctx, 'cheiro.mode', { unit: action.unit, mode: u.cheiro!.mode }, '11.62');
      return;
    }
    case 'cheiro-fire': {
      const u = s.units[action.unit]!;
      u.cheiro!.active++;
      u.cheiro!.activeThisPhase = true;
      u.ordered = 'fire'; // 11.65: it does nothing else this phase
      declareFire(s, ctx, action.unit, action.target, { range: gbohHex.distance(u.hex!, s.units[action.target]!.hex!), moved: false, kind: 'ordered' });
      return;
    }
    case 'hd': {
      const u = s.units[action.unit]!;
      u.ordered = 'move'; // 8.31: H&D needs a movement order and uses the whole MA
      a.acted = true;
      if (a.line !== null) a.lineUnits = a.lineUnits.filter((x) => x !== action.unit);
      else {
        a.mode = 'io';
        a.ordersLeft--;
      }
      declareHD(s, ctx, action.unit, action.target, action.path);
      return;
    }
    case 'reorganize': {
      const amount = reorganizeAmount(s, action.unit, () => enemyMissileThreat(s, action.unit));
      const u = s.units[action.unit]!;
      u.hits -= amount;
      u.reorganized += amount;
      u.ordered = 'reorganize';
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      note(ctx, 'orders.reorganize', { unit: action.unit, removed: amount, hits: u.hits }, '10.16');
      return;
    }
    case 'rally': {
      s.units[action.unit]!.ordered = 'rally';
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      rally(s, ctx, action.unit, effectiveLeaderValue(s, leader, s.static.leaders[leader]!.charisma));
      return;
    }
    case 'leader-move': {
      const l = s.leaders[action.leader]!;
      // R-M4-LEGAL: the move was offered without the opponent's secret deployment; if with it the leader cannot
      // reach `to` (their hex or ZOC is in the way), an enemy was "about to enter their hex": they are revealed
      // and the leader stays, free to move again knowing them.
      const unseenHere = hiddenFrom(s, sideOf(s, action.leader));
      if (unseenHere.length > 0 && !leaderDestinations(s, action.leader).includes(action.to)) {
        reveal(s, ctx, unseenHere);
        return;
      }
      const cost = leaderMoveCost(s, action.leader, action.to);
      const twice = action.leader !== leader && inEnemyZocLeader(s, action.leader);
      if (a.line === null) {
        a.ordersLeft -= twice ? 2 : 1;
        a.mode = 'io';
      } // 4.34: moving within his own Line Command is free
      a.acted = true;
      if (action.leader !== leader) l.movedByOC = true;
      l.mp += cost;
      const from = l.hex!;
      l.hex = action.to;
      note(ctx, 'orders.leaderMove', { leader: action.leader, from, to: action.to }, action.leader === leader ? '4.23' : '4.4');
      return;
    }
    case 'replace':
      a.mode = 'io';
      a.ordersLeft--;
      a.acted = true;
      applyReplace(s, ctx, action.leader, action.hex);
      return;
    case 'end-orders':
      a.segment = 'shock';
      s.shock = { step: 'designate', combats: [], cursor: 0, oddHits: null, advanceFacing: [], meleeStage: 0, pendingHits: { attacker: 0, defender: 0 }, nested: false, attackerSide: a.side };
      note(ctx, 'orders.end', { leader }, '5.27');
      if (wedgeShockDue(s)) {
        // casilinum.wedge: the point is in contact: the Wedge Assault, the point's wave first (R-WEDGE).
        s.wedgeAssault = { rank: 1, toMove: [] };
        note(ctx, 'wedge.assault', { side: a.side }, 'casilinum.wedge');
        markWave(s);
      }
      return;
    default:
      return;
  }
}

function declareFire(s: GbohState, ctx: StepContext, firer: string, target: string, opts: { range: number; moved: boolean; kind: FireKind }): void {
  if (shieldWallOffer(s, firer, target)) {
    s.pendingFire = { firer, target, ...opts };
    s.reactions.unshift({ kind: 'shieldWall', seat: sideOf(s, target), unit: target, firer });
    return;
  }
  completeFire(s, ctx, firer, target, opts);
}

function completeFire(s: GbohState, ctx: StepContext, firer: string, target: string, opts: { range: number; moved: boolean; kind: FireKind }): void {
  reveal(s, ctx, [firer]);
  if (s.static.hold.includes(target)) s.holdReleased = true; // Taginae: a Gothic archer was fired on
  resolveFire(s, ctx, firer, target, opts);
  // 8.23: the inactive target may return fire at an ordered fire.
  // 8.23: not after Entry Reaction Fire at the same unit.
  if (opts.kind === 'ordered' && returnFireEligible(s, target, firer) && !(s.activation?.entryFiredAt[target] ?? []).includes(firer)) {
    s.reactions.push({ kind: 'returnFire', seat: sideOf(s, target), firer, unit: target });
  }
}

function applyMove(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const m = s.move!;
  switch (action.type) {
    case 'step': {
      const offers = retireFireOffers(s, m.unit, action.to);
      if (offers.length > 0) {
        m.pendingStep = action.to;
        s.reactions.push(...offers);
      } else applyStep(s, ctx, m, action.to);
      revealNear(s, ctx, m.unit);
      return;
    }
    case 'face':
      applyFacing(s, ctx, m, action.facing);
      return;
    case 'fire': {
      const moved = m.changedHex;
      if (!m.changedHex) m.firedInPlace = true;
      m.fireAllowed = false;
      const u = s.units[m.unit]!;
      declareFire(s, ctx, m.unit, action.target, { range: gbohHex.distance(u.hex!, s.units[action.target]!.hex!), moved, kind: 'ordered' });
      return;
    }
    case 'column': {
      const u = s.units[m.unit]!;
      if (!u.moved) u.moved = true;
      u.inColumn = !u.inColumn;
      // 6.43: a column faces a hexside; the change turns the unit 30° to the side the owner chose (ruling R-COL-1).
      u.facing = action.facing;
      note(ctx, 'move.column', { unit: m.unit, inColumn: u.inColumn, facing: u.facing }, '6.41');
      endMove(s, ctx);
      return;
    }
    case 'end-move':
      endMove(s, ctx);
      return;
    default:
      return;
  }
}

/** M.4 (Dara): a secret deployment is revealed when the unit moves or an enemy comes next to it. */
function reveal(s: GbohState, ctx: StepContext, ids: string[]): void {
  const found = ids.filter((id) => s.secret.includes(id));
  if (found.length === 0) return;
  s.secret = s.secret.filter((id) => !found.includes(id));
  ctx.reveal();
  note(ctx, 'secret.revealed', { units: found.join(',') }, 'dara.heruliPlacement');
}

function revealNear(s: GbohState, ctx: StepContext, mover: string): void {
  if (s.secret.length === 0) return;
  const h = s.units[mover]?.hex;
  if (!h) return;
  const near = s.secret.filter((id) => {
    const x = s.units[id]?.hex ?? s.leaders[id]?.hex;
    return x !== null && x !== undefined && gbohHex.distance(x, h) <= 1 && (s.static.units[id]?.side ?? s.static.leaders[id]?.side) !== sideOf(s, mover);
  });
  reveal(s, ctx, near);
}

function endMove(s: GbohState, ctx: StepContext): void {
  const m = s.move!;
  const u = s.units[m.unit]!;
  if (isOnMap(u) && u.shock === 'mustCheck' && enemiesInZoc(s, m.unit, 'shock').length === 0) u.shock = null;
  s.move = null;
  note(ctx, 'move.end', { unit: m.unit }, '6.31');
}

function applyReaction(s: GbohState, ctx: StepContext, r: ReactionOffer, action: GbohAction): void {
  if (action.type === 'decline') {
    s.reactions.shift();
    if (r.kind === 'leaderWithdraw') leaderStays(s, ctx, r.leader);
    if (r.kind === 'shieldWall') flushPendingFire(s, ctx);
    if (r.kind === 'hdReaction' && s.hd && !s.reactions.some((x) => x.kind === 'hdReaction')) resolveHD(s, ctx);
    return;
  }
  switch (r.kind) {
    case 'columnRevert': {
      if (action.type !== 'face') return;
      s.reactions.shift();
      s.units[r.unit]!.facing = action.facing;
      note(ctx, 'move.column', { unit: r.unit, inColumn: false, facing: action.facing }, '6.46');
      return;
    }
    case 'ow': {
      if (action.type === 'ow-line') {
        // 6.58: the whole Line withdraws, each unit with its own allowance and penalties.
        const g = cavalryLineWithdrawals(s, action.unit, r.mover).find((x) => x.line === action.line)!;
        r.units = r.units.filter((u) => !g.units.includes(u));
        if (r.units.length === 0) s.reactions.shift();
        note(ctx, 'ow.line', { line: action.line, units: g.units.join(',') }, '6.58');
        s.withdrawalQueue.push(...g.units.filter((u) => u !== action.unit).map((u) => ({ unit: u, mover: r.mover, seat: r.seat })));
        beginWithdrawal(s, ctx, action.unit, r.mover, r.seat);
        return;
      }
      if (action.type !== 'ow') return;
      r.units = r.units.filter((u) => u !== action.unit);
      if (r.units.length === 0) s.reactions.shift();
      s.owIndividual.push(action.unit);
      beginWithdrawal(s, ctx, action.unit, r.mover, r.seat);
      return;
    }
    case 'reactionFacing': {
      if (action.type !== 'react-face') return;
      s.reactions.shift();
      const u = s.units[r.unit]!;
      u.facing = action.facing;
      u.reactionFaced = true;
      note(ctx, 'reaction.facing', { unit: r.unit, facing: action.facing }, '7.14');
      const su = s.static.units[r.unit]!;
      let hits = facingHits(s, r.unit);
      if (isInfantry(su)) {
        const tq = s.units[r.unit]!.status === 'routed' ? 1 : effTQ(s, r.unit);
        const dr = rollD10(ctx, 'reaction.facingCheck', { unit: r.unit, tq }, '7.14') + championTqDrm(s, r.unit);
        const h = s.static.options.reactionFacingHits === 'alwaysMin1' ? Math.max(1, dr - tq) : dr > tq ? Math.max(1, dr - tq) : 0;
        hits += h;
      }
      addHitsAndRout(s, ctx, r.unit, hits, 'reaction facing change', '7.14');
      // 8.21: it may then fire if the mover is now in its ZOC.
      if (isOnMap(u) && canFireAt(s, r.unit, r.mover, { range: 1, reaction: true }) && enemiesInZoc(s, r.unit, 'missile').includes(r.mover)) {
        const offer: ReactionOffer = { kind: 'entryFire', seat: r.seat, targets: [r.mover], unit: r.unit };
        if (s.move?.line) s.heldEntryFire.push(offer);
        else s.reactions.unshift(offer);
      }
      return;
    }
    case 'entryFire':
      if (action.type !== 'react-fire') return;
      s.reactions.shift();
      if (s.activation) (s.activation.entryFiredAt[r.unit] ??= []).push(action.target);
      declareFire(s, ctx, r.unit, action.target, { range: 1, moved: false, kind: 'entry' });
      return;
    case 'retireFire':
      if (action.type !== 'react-fire') return;
      s.reactions.shift();
      declareFire(s, ctx, r.unit, action.target, { range: 2, moved: false, kind: 'retire' });
      return;
    case 'returnFire': {
      if (action.type !== 'react-fire') return;
      s.reactions.shift();
      const d = gbohHex.distance(s.units[r.unit]!.hex!, s.units[r.firer]!.hex!);
      resolveFire(s, ctx, r.unit, r.firer, { range: d, moved: false, kind: 'return' });
      return;
    }
    case 'leaderWithdraw': {
      if (action.type !== 'leader-withdraw') return;
      s.reactions.shift();
      const l = s.leaders[r.leader]!;
      note(ctx, 'leader.withdraw', { leader: r.leader, from: l.hex ?? '', to: action.to }, '4.62');
      l.hex = action.to;
      return;
    }
    case 'mustCheck':
      if (action.type !== 'must-check') return;
      s.reactions.shift();
      s.units[r.unit]!.shock = action.place ? 'mustCheck' : null;
      note(ctx, 'shock.mustCheck', { unit: r.unit, placed: action.place }, '7.32');
      return;
    case 'shieldWall':
      s.reactions.shift();
      enterShieldWall(s, ctx, r.unit);
      flushPendingFire(s, ctx);
      return;
    case 'hdReaction':
      s.reactions.shift();
      if (s.hd) {
        s.hd.reactors.push(r.unit);
        if (!s.reactions.some((x) => x.kind === 'hdReaction')) resolveHD(s, ctx);
      }
      return;
    case 'impetuosity':
      if (action.type !== 'impetuosity') return;
      s.reactions.shift();
      impetuosityMove(s, ctx, r.unit, action.to);
      return;
    case 'fr': {
      if (action.type !== 'fr') return;
      // 6.75: one FR at a time; the offer goes away (the mover either pursues or goes on).
      s.reactions.shift();
      s.feigned = { unit: action.unit, mover: r.mover, seat: r.seat, path: [s.units[action.unit]!.hex!] };
      note(ctx, 'fr.declare', { unit: action.unit, mover: r.mover }, r.hd ? '8.35' : '6.73');
      if (r.hd) {
        // 8.35: the retreat is made in place: the unit only turns away from the target.
        const u = s.units[action.unit]!;
        const t = s.units[r.mover]!.hex!;
        const far = [...gbohHex.neighbours(u.hex!)].sort((x, y) => gbohHex.distance(y, t) - gbohHex.distance(x, t) || (x < y ? -1 : 1))[0]!;
        u.facing = gbohHex.directionTo(u.hex!, far) ?? u.facing;
        s.feigned.hd = true;
        frResolve(s, ctx);
      }
      return;
    }
    case 'frAttack': {
      s.reactions.shift();
      const u = s.units[r.unit]!;
      const t = s.units[r.target]!;
      if (action.type === 'react-fire') {
        resolveFire(s, ctx, r.unit, r.target, { range: gbohHex.distance(u.hex!, t.hex!), moved: true, kind: 'ow' });
        return;
      }
      if (action.type !== 'fr-attack') return;
      if (action.to !== u.hex) {
        note(ctx, 'fr.close', { unit: r.unit, from: u.hex!, to: action.to }, '6.73');
        u.hex = action.to;
        if (u.setupHex !== action.to) u.setupHex = null;
      }
      // Turn to face the enemy: its hex becomes one of the two Front hexes.
      const d = gbohHex.directionTo(u.hex!, t.hex!);
      if (d !== null) u.facing = d;
      if (!action.shock) {
        resolveFire(s, ctx, r.unit, r.target, { range: 1, moved: true, kind: 'ow' });
        return;
      }
      // 6.73[4]: a single combat at once, with a Shock – Must Check TQ marker on the attacker (9.13–9.17).
      u.shock = 'mustCheck';
      s.shock = {
        step: 'combats',
        combats: [],
        cursor: 0,
        oddHits: null,
        advanceFacing: [],
        meleeStage: 0,
        pendingHits: { attacker: 0, defender: 0 },
        nested: true,
        attackerSide: sideOf(s, r.unit),
      };
      const sh = s.shock;
      sh.combats.push({
        attackers: [r.unit],
        defenders: [r.target],
        chosenAttacker: null,
        chosenDefender: null,
        ended: false,
        superiority: null,
        killed: { attacker: 0, defender: 0 },
        defenderHexes: { [r.target]: t.hex! },
        wasRouted: t.status === 'routed' ? [r.target] : [],
        vacatedCharge: [],
        advancedInto: [],
        advancers: [],
      });
      note(ctx, 'fr.shock', { unit: r.unit, target: r.target }, '6.73');
      return;
    }
    case 'cheiroReaction': {
      if (action.type !== 'react-fire') return;
      s.reactions.shift();
      s.units[r.unit]!.cheiro!.reaction++;
      const d = gbohHex.distance(s.units[r.unit]!.hex!, s.units[r.mover]!.hex!);
      declareFire(s, ctx, r.unit, r.mover, { range: d, moved: false, kind: 'entry' });
      return;
    }
  }
}


function flushPendingFire(s: GbohState, ctx: StepContext): void {
  const f = s.pendingFire;
  s.pendingFire = null;
  if (f) completeFire(s, ctx, f.firer, f.target, { range: f.range, moved: f.moved, kind: f.kind });
}

/** 6.51–6.52: start an Orderly Withdrawal (1 hit first if approached from a Flank or Rear hex). */
function beginWithdrawal(s: GbohState, ctx: StepContext, unit: string, mover: string, seat: string): void {
  const u = s.units[unit]!;
  reveal(s, ctx, [unit]);
  const arc = gbohHex.arcOf(u.hex!, gbohHex.dir(u.facing), s.units[mover]!.hex!);
  s.withdrawal = { unit, mover, mpLeft: effectiveMA(s, unit) - effectiveMA(s, mover), seat, fired: false, moved: false, turned: false };
  note(ctx, 'ow.start', { unit, mover, mp: s.withdrawal.mpLeft, approach: arc.arc }, '6.51');
  if (arc.arc !== 'front') addHitsAndRout(s, ctx, unit, 1, 'approached from flank or rear', '6.52');
  if (u.status !== 'normal') s.withdrawal = null;
}

function applyWithdrawal(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const w = s.withdrawal!;
  const u = s.units[w.unit]!;
  switch (action.type) {
    case 'ow-fire':
      w.fired = true;
      u.owFiredAt.push(w.mover);
      resolveFire(s, ctx, w.unit, w.mover, { range: 2, moved: true, kind: 'ow' });
      break;
    case 'withdraw': {
      const from = u.hex!;
      const cost = moveCost(s, w.unit, from, action.to) ?? 1;
      w.mpLeft -= cost;
      w.moved = true;
      u.hex = action.to;
      if (u.setupHex !== action.to) u.setupHex = null;
      for (const l of Object.keys(s.leaders)) if (s.leaders[l]!.hex === from && s.static.leaders[l]!.side === w.seat) s.leaders[l]!.hex = action.to;
      note(ctx, 'ow.step', { unit: w.unit, from, to: action.to, left: w.mpLeft }, '6.51');
      addHitsAndRout(s, ctx, w.unit, terrainHits(s, w.unit, from, action.to), 'terrain', '6.52');
      break;
    }
    case 'withdraw-face':
      w.mpLeft -= 1;
      w.turned = true;
      u.facing = action.facing;
      note(ctx, 'ow.face', { unit: w.unit, facing: action.facing }, '6.52');
      addHitsAndRout(s, ctx, w.unit, facingHits(s, w.unit), 'facing change in difficult terrain', '7.13');
      break;
    case 'withdraw-end':
      s.withdrawal = null;
      if (w.moved && isInfantry(s.static.units[w.unit]!)) addHitsAndRout(s, ctx, w.unit, 1, 'infantry orderly withdrawal', '6.52');
      return;
    default:
      return;
  }
  if (!isOnMap(u) || u.status !== 'normal') s.withdrawal = null;
}

function applyShock(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const sh = s.shock!;
  switch (action.type) {
    case 'no-check':
      s.units[action.unit]!.shock = 'noCheck';
      note(ctx, 'shock.noCheck', { unit: action.unit }, '7.33');
      return;
    case 'designate-done':
      // 10.31: Engaged units within the active leader's range must take a No TQ Check marker.
      if (s.static.options.engagedRule) for (const id of noCheckEligible(s)) if (s.units[id]!.engaged) s.units[id]!.shock = 'noCheck';
      sh.step = 'combats';
      return;
    case 'engaged-withdraw': {
      // 10.32: a light unit Engaged with slower units steps back one hex, keeping its facing.
      const u = s.units[action.unit]!;
      const from = u.hex!;
      u.hex = action.to;
      u.engaged = false;
      note(ctx, 'engaged.withdraw', { unit: action.unit, from, to: action.to }, '10.32');
      return;
    }
    case 'combat':
      newCombat(s, action.attacker);
      return;
    case 'join':
      sh.combats[action.combat]!.attackers.push(action.attacker);
      return;
    case 'choose': {
      const c = sh.combats[sh.cursor]!;
      if (sh.step === 'chooseAttacker') c.chosenAttacker = action.unit;
      else c.chosenDefender = action.unit;
      sh.cursor++;
      return;
    }
    case 'odd-hit': {
      const o = sh.oddHits!;
      addHitsOnly(s, ctx, action.unit);
      o.units = o.units.filter((u) => u !== action.unit);
      o.remaining--;
      if (o.remaining <= 0 || o.units.length === 0) {
        sh.oddHits = null;
        sh.step = 'melee';
      }
      return;
    }
    case 'advance':
      if (sh.step === 'chargeAdvance') applyChargeAdvance(s, ctx, sh.combats[sh.cursor]!, action.unit, action.to);
      else applyAdvance(s, ctx, sh.combats[sh.cursor]!, action.unit, action.to);
      return;
    case 'advance-face': {
      const u = s.units[action.unit]!;
      u.facing = action.facing;
      sh.advanceFacing.shift();
      note(ctx, 'shock.advanceFace', { unit: action.unit, facing: action.facing }, '9.22');
      // 9.22 engine reading: 7.13 hits apply, protected by 9.21 (never routs: TQ − 1).
      const h = facingHits(s, action.unit);
      if (h > 0) u.hits = Math.min(u.hits + h, Math.max(u.hits, effTQ(s, action.unit) - 1));
      return;
    }
    case 'decline':
      sh.advanceFacing.shift();
      return;
    default:
      return;
  }
}

function addHitsOnly(s: GbohState, ctx: StepContext, unit: string): void {
  const u = s.units[unit]!;
  if (u.status === 'routed') {
    addHitsAndRout(s, ctx, unit, 1, 'shock (odd hit)', '10.13');
    return;
  }
  u.hits += 1;
  note(ctx, 'hits.taken', { unit, hits: 1, total: u.hits, cause: 'shock (odd hit, owner’s choice)' }, '10.13');
}

// ---------------------------------------------------------------- the automatic part

/** Drop reaction offers that no longer have a legal answer besides declining. */
function dropStaleOffers(s: GbohState, ctx: StepContext): void {
  while (s.reactions.length > 0) {
    const r = s.reactions[0]!;
    if (r.kind === 'shieldWall') return;
    if (r.kind === 'mustCheck') {
      const u = s.units[r.unit]!;
      if (isOnMap(u) && u.status === 'normal' && u.shock === null && enemiesInZoc(s, r.unit, 'shock').length > 0) return;
      s.reactions.shift();
      continue;
    }
    if (r.kind === 'leaderWithdraw') {
      const l = s.leaders[r.leader]!;
      const mu = s.units[r.mover]!;
      // Distance 0: a leader left in an enemy unit's hex by the Tricameron change of sides (R-TRIC-SIDES).
      if (l.status === 'eliminated' || l.hex === null || !isOnMap(mu) || gbohHex.distance(l.hex, mu.hex!) > 1) {
        s.reactions.shift();
        continue;
      }
      if (reactionActions(s, r).length === 0) {
        s.reactions.shift();
        leaderStays(s, ctx, r.leader);
        continue;
      }
      return;
    }
    const mover = 'mover' in r ? r.mover : null;
    if (mover !== null && !isOnMap(s.units[mover]!)) {
      s.reactions.shift();
      continue;
    }
    if (reactionActions(s, r).length === 0) {
      s.reactions.shift();
      if (r.kind === 'hdReaction' && s.hd && !s.reactions.some((x) => x.kind === 'hdReaction')) resolveHD(s, ctx);
      continue;
    }
    return;
  }
}

export function advance(s: GbohState, ctx: StepContext): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (s.outcome !== null) return;
    if (entrySeat(s) !== null) return; // the owner places his arriving reinforcements first
    if (runRouts(s, ctx)) return; // 10.21: an initial rout move waits for its owner's choice (R-ROUT-1)
    dropStaleOffers(s, ctx);
    if (s.reactions.length > 0) return;
    if (s.feigned) return;
    if (s.withdrawal) return;
    if (s.hd?.stage === 'facing') {
      offerHDReactions(s, ctx);
      continue;
    }
    if (s.shock?.nested) {
      // 6.73[4]: the single FR combat, resolved before the movement goes on.
      if (runShock(s, ctx)) return;
      for (const c of s.shock.combats) for (const id of c.attackers) s.units[id]!.shock = null;
      s.shock = null;
      continue;
    }
    const next = s.withdrawalQueue.shift();
    if (next !== undefined) {
      const u = s.units[next.unit]!;
      if (isOnMap(u) && u.status === 'normal' && isOnMap(s.units[next.mover]!)) beginWithdrawal(s, ctx, next.unit, next.mover, next.seat);
      continue;
    }
    if (s.move) {
      const m = s.move;
      const u = s.units[m.unit]!;
      if (!isOnMap(u) || u.status !== 'normal') {
        s.move = null;
        continue;
      }
      if (m.pendingStep !== null) {
        const to = m.pendingStep;
        m.pendingStep = null;
        if (legalSteps(s, m).includes(to)) applyStep(s, ctx, m, to);
        continue;
      }
      return;
    }
    switch (s.phase) {
      case 'eio':
        if (eioSide(s) !== null) return;
        s.phase = 'activation';
        continue;
      case 'activation':
        if (s.designation) return;
        {
          const d = designate(s, ctx);
          if (d === null) {
            routAndReload(s, ctx);
            continue;
          }
          s.designation = d;
        }
        return;
      case 'rout':
        if (s.routSegment === null) {
          // D3-D4 are done and the Lent routs have finished their moves (R-ROUT-1): E, the Withdrawal Phase.
          withdrawalPhase(s, ctx);
          continue;
        }
        if (runRoutSegment(s, ctx)) return;
        finishRoutAndReload(s, ctx);
        continue;
      case 'orders': {
        const a = s.activation!;
        if (a.segment === 'orders') {
          if (s.wedgeAssault?.commanderMove === true) return; // casilinum.wedge: the commander's move after the assault
          if (s.wedgeAssault && waveToMove(s).length === 0) {
            // casilinum.wedge: the wave has moved up (and Entry Reaction Fire is over): its Shock.
            a.segment = 'shock';
            s.shock = { step: 'designate', combats: [], cursor: 0, oddHits: null, advanceFacing: [], meleeStage: 0, pendingHits: { attacker: 0, defender: 0 }, nested: false, attackerSide: a.side };
            markWave(s);
            continue;
          }
          return;
        }
        if (runShock(s, ctx)) return;
        if (s.wedgeAssault && nextWave(s, ctx)) {
          // casilinum.wedge: the next rank moves up before its own Shock (a defender may be attacked once per wave).
          s.shock = null;
          a.segment = 'orders';
          continue;
        }
        endOrdersPhase(s, ctx);
        continue;
      }
      default:
        return;
    }
  }
  throw new Error('gboh: the engine did not reach a decision');
}

/** Run the Shock Segment until a decision is needed (true) or it is over (false). */
function runShock(s: GbohState, ctx: StepContext): boolean {
  const sh = s.shock!;
  for (;;) {
    switch (sh.step) {
      case 'designate':
        if (noCheckEligible(s).length > 0 || engagedWithdrawals(s).length > 0) return true;
        sh.step = 'combats';
        continue;
      case 'combats':
        if (!sh.nested && combatOptions(s).length > 0) return true;
        if (!sh.nested) {
          const assigned = new Set(sh.combats.flatMap((c) => c.attackers));
          for (const id of attackers(s)) if (!assigned.has(id)) s.units[id]!.shock = null;
        }
        if (sh.combats.length === 0) {
          sh.step = 'done';
          continue;
        }
        s.holdReleased = true; // Taginae: a Shock has occurred
        if (sh.nested) {
          chargeChecks(s, ctx);
          sh.step = 'chargeAdvance';
          sh.cursor = 0;
          continue;
        }
        note(ctx, 'shock.combats', { combats: sh.combats.map((c) => `${c.attackers.join('+')}→${c.defenders.join('+')}`).join('; ') }, '9.12');
        chargeChecks(s, ctx);
        sh.step = 'chargeAdvance';
        sh.cursor = 0;
        continue;
      case 'chargeAdvance':
        // 9.13: routs and advances combat by combat; the attacking player chooses where 9.23 leaves a choice.
        if (chargeCombats(s, ctx)) return true;
        chargeCasualties(s, ctx);
        sh.step = 'chooseAttacker';
        sh.cursor = 0;
        continue;
      case 'chooseAttacker':
      case 'chooseDefender': {
        const attackerStep = sh.step === 'chooseAttacker';
        while (sh.cursor < sh.combats.length) {
          const c = sh.combats[sh.cursor]!;
          const list = attackerStep ? liveAttackers(s, c) : liveDefenders(s, c);
          if (c.ended || list.length === 0) {
            c.ended = true;
            sh.cursor++;
            continue;
          }
          if (list.length === 1) {
            if (attackerStep) c.chosenAttacker = list[0]!;
            else c.chosenDefender = list[0]!;
            sh.cursor++;
            continue;
          }
          return true;
        }
        sh.step = attackerStep ? 'chooseDefender' : 'melee';
        sh.cursor = 0;
        sh.meleeStage = 0;
        continue;
      }
      case 'melee': {
        while (sh.cursor < sh.combats.length) {
          const c = sh.combats[sh.cursor]!;
          if (c.ended) {
            sh.cursor++;
            continue;
          }
          if (sh.meleeStage === 0) {
            const r = melee(s, ctx, c);
            sh.pendingHits = { attacker: r.attackerHits, defender: r.defenderHits };
            shockCutOff(s, ctx, c.defenders, r.defenderHits); // Tricameron: an adverse Shock result stops the entry
            sh.meleeStage = 1;
            const o = distributeHits(s, ctx, liveAttackers(s, c), c.chosenAttacker!, r.attackerHits);
            if (o.remaining > 0) {
              sh.oddHits = { seat: c.attackers[0] ? sideOf(s, c.attackers[0]) : '', units: o.others, remaining: o.remaining };
              sh.step = 'oddHits';
              return true;
            }
          }
          if (sh.meleeStage === 1) {
            sh.meleeStage = 2;
            const o = distributeHits(s, ctx, liveDefenders(s, c), c.chosenDefender!, sh.pendingHits.defender);
            if (o.remaining > 0) {
              sh.oddHits = { seat: sideOf(s, c.defenders[0]!), units: o.others, remaining: o.remaining };
              sh.step = 'oddHits';
              return true;
            }
          }
          sh.meleeStage = 0;
          sh.cursor++;
        }
        if (collapse(s, ctx)) return true; // a rout move waits for its owner (R-ROUT-1); the Collapse resumes after it
        sh.step = 'advance';
        sh.cursor = 0;
        continue;
      }
      case 'advance': {
        // 9.2 step 3: each combat's advances; the player chooses only where 9.23 leaves a choice.
        while (sh.cursor < sh.combats.length) {
          const c = sh.combats[sh.cursor]!;
          const choices = advanceChoices(s, c);
          if (choices.length === 0) {
            sh.cursor++;
            continue;
          }
          if (choices.length === 1) {
            applyAdvance(s, ctx, c, choices[0]!.unit, choices[0]!.to);
            continue;
          }
          return true;
        }
        markEngaged(s);
        sh.step = 'advanceFacing';
        continue;
      }
      case 'oddHits':
        return true;
      case 'advanceFacing':
        sh.advanceFacing = sh.advanceFacing.filter((u) => isOnMap(s.units[u]!) && s.units[u]!.status === 'normal');
        if (sh.advanceFacing.length > 0) return true;
        sh.step = 'done';
        continue;
      default:
        shockCleanup(s, ctx);
        releaseAttackers(s, sh.combats.flatMap((c) => c.attackers));
        return false;
    }
  }
}

/** 10.33: an Engaged marker goes once no Engaged enemy is in the unit's ZOC and it is in no Engaged enemy's ZOC. */
function clearEngaged(s: GbohState): void {
  if (!s.static.options.engagedRule) return;
  for (const [id, u] of Object.entries(s.units)) {
    if (!u.engaged) continue;
    if (!isOnMap(u) || u.status !== 'normal') {
      u.engaged = false;
      continue;
    }
    const mine = enemiesInZoc(s, id).some((e) => s.units[e]!.engaged);
    const theirs = Object.entries(s.units).some(([oid, o]) => o.engaged && isOnMap(o) && s.static.units[oid]!.side !== s.static.units[id]!.side && enemiesInZoc(s, oid).includes(id));
    if (!mine && !theirs) u.engaged = false;
  }
}

function endOrdersPhase(s: GbohState, ctx: StepContext): void {
  const a = s.activation!;
  clearEngaged(s);
  s.shock = null;
  s.move = null;
  for (const u of Object.values(s.units)) u.shock = null;
  const l = s.leaders[a.leader]!;
  if (a.kind === 'eio') {
    // 5.52: back to Inactive, not Finished.
    if (l.status !== 'eliminated') l.status = 'inactive';
    l.eioDone = true;
    l.chain = 0;
    s.activation = null;
    s.phase = 'eio';
    note(ctx, 'activation.eioDone', { leader: a.leader }, '5.52');
    return;
  }
  if (a.kind === 'uncontrolled') {
    s.activation = null;
    s.designation = null;
    s.phase = 'activation';
    return;
  }
  if (a.kind !== 'zocShockOnly' && momentumEligible(s)) {
    s.phase = 'momentum';
    return;
  }
  finishLeader(s, a.leader);
}
