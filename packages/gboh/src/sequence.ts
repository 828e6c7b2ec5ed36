import { dhLoneLeader, loneLeaderReached, stackedWithFriend } from './rules/dhLeaders';
import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import { designate, momentumEligible } from './activation';
import { enemiesInZoc, isOnMap, sideOf, withFrozen } from './board';
import { runRouts } from './cohesion';
import { applyStep, legalSteps } from './movement';
import { leaderStays } from './leaders';
import { disorderAfterShock } from './rules/disorder';
import { engagementInForce } from './rules/engagement';
import { advanceChoices, applyAdvance, attackers, chargeCasualties, chargeChecks, chargeCombats, collapse, combatOptions, distributeHits, liveAttackers, liveDefenders, markEngaged, melee, noCheckEligible, shockCleanup } from './shock';
import { finishRoutAndReload, routAndReload, runRoutSegment, withdrawalPhase } from './withdrawal';
import { entrySeat, shockCutOff } from './rules/reinforcements';
import { hooks } from './battleRules';
import { revealAdjacent } from './secret';
import { releaseAttackers } from './rules/uncontrolled';
import { offerHDReactions, resolveHD } from './hd';
import { note } from './log';
import type { GbohState } from './types';
import { eioSide, finishLeader } from './decisions/activation';
import { reactionActions } from './decisions/reactions';
import { beginWithdrawal } from './decisions/withdrawal';
import { engagedWithdrawals } from './decisions/shock';

/**
 * The automatic sequence of play between decisions (M.2): reactions dropped when stale, the Shock Segment, the end
 * of an Orders Phase.
 */

/** After every decision's handler: the automatic sequence to the next decision, then M.4 reveals and the battle's upkeep. */
export function settle(s: GbohState, ctx: StepContext): void {
  advance(s, ctx);
  revealAdjacent(s, ctx);
  hooks.afterStep(s, ctx); // casilinum.wedge: members that routed leave, too few dissolve it
}

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
      if (dhLoneLeader(s)) {
        // DH 4.42: settled at once (the roll, the placement); the owner chooses only among equally near units.
        s.reactions.shift();
        const place = stackedWithFriend(s, r.leader) ? null : loneLeaderReached(s, ctx, r.leader, r.mover, r.seat);
        if (place !== null) s.reactions.unshift(place);
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
        // DH 12.2: the Mongol's choice at his Withdrawal Level; 12.21: his Dismounted Defense's placement.
        if (s.mongolReaction?.offered === true || s.mongolReaction?.placing !== undefined) return;
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
          if (hooks.ordersSegmentDone(s)) {
            // A battle procedure has nothing left to order (casilinum.wedge: the wave has moved up, and Entry
            // Reaction Fire is over): its Shock.
            a.segment = 'shock';
            s.shock = { step: 'designate', combats: [], cursor: 0, oddHits: null, advanceFacing: [], meleeStage: 0, pendingHits: { attacker: 0, defender: 0 }, nested: false, attackerSide: a.side };
            hooks.shockSegmentStart(s, ctx);
            continue;
          }
          return;
        }
        if (runShock(s, ctx)) return;
        if (hooks.repeatOrdersSegment(s, ctx)) {
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
        // Read-only questions: their board queries are memoized for the while (`withFrozen`).
        if (withFrozen(s, () => noCheckEligible(s).length > 0 || engagedWithdrawals(s).length > 0)) return true;
        sh.step = 'combats';
        continue;
      case 'combats':
        if (!sh.nested && withFrozen(s, () => combatOptions(s).length > 0)) return true;
        if (!sh.nested) {
          const assigned = new Set(sh.combats.flatMap((c) => c.attackers));
          for (const id of attackers(s)) if (!assigned.has(id)) s.units[id]!.shock = null;
        }
        if (sh.combats.length === 0) {
          sh.step = 'done';
          continue;
        }
        hooks.shockOccurs(s); // taginae.hold: a Shock has occurred
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
            disorderAfterShock(s, ctx, c); // DH 11.61
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
  if (!engagementInForce(s)) return;
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
