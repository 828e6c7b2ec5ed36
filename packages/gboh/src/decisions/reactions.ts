import { placeLeader } from '../rules/dhLeaders';
import { rainEligible } from '../rules/rainOfArrows';
import type { DecisionSpec, StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import type { GbohAction } from '../actions';
import { effectiveTQ as effTQ, enemiesInZoc, isInfantry, isOnMap } from '../board';
import { addHitsAndRout } from '../cohesion';
import { leaderWithdrawHexes } from '../movement';
import { cavalryLineWithdrawals, owEligible, reactionFacingEligible } from '../moveReactions';
import { leaderStays } from '../leaders';
import { facingHits } from '../facing';
import { canFireAt, enterShieldWall, resolveFire, returnFireEligible } from '../missile';
import { championTqDrm } from '../rules/champion';
import { frEligible, frResolve } from '../rules/feignedRetreat';
import { applyHcCharge, applyHdRetreat, hcChargeHexes, hdRetreatHexes, impetuosityHexes, impetuosityMove, resolveHD } from '../hd';
import { startNestedShock } from '../nestedShock';
import { editionOf } from '../edition';
import { note, rollD10 } from '../log';
import type { GbohState, ReactionOffer } from '../types';
import { declareFire, flushPendingFire } from './fire';
import { type GbohDecisions, msg } from './decision';
import { beginWithdrawal } from './withdrawal';

/**
 * The inactive seat's reactions (M.2): Orderly Withdrawal offers (6.51), Reaction Facing (7.14), reaction fire
 * (8.21–8.23, 8.33, 11.66), leader withdrawal (4.62), Must Check (7.32), Shield Wall (11.71), impetuosity (8.34),
 * Feigned Retreat (6.72–6.73), Column revert (6.46).
 */

/** The Reaction Fire actions at these targets: plain, and with Rain of Arrows where the edition allows it (DH 8.22). */
function withRain(s: GbohState, unit: string, targets: readonly string[]): GbohAction[] {
  const rain = editionOf(s).flags.rainOfArrowsReaction && rainEligible(s, unit);
  return targets.flatMap((target) => (rain ? [{ type: 'react-fire', target } as const, { type: 'react-fire', target, rain: true } as const] : [{ type: 'react-fire', target } as const]));
}

/** The fire option of an announced Rain of Arrows (DH 8.22). */
function rainOf(action: GbohAction): { rain?: true } {
  return action.type === 'react-fire' && action.rain === true ? { rain: true } : {};
}

export function reactionActions(s: GbohState, r: ReactionOffer): GbohAction[] {
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
      return withRain(s, r.unit, r.targets.filter((t) => canFireAt(s, r.unit, t, { range: 1, reaction: true })));
    case 'retireFire':
      return withRain(s, r.unit, canFireAt(s, r.unit, r.mover, { range: 2, reaction: true }) ? [r.mover] : []);
    case 'returnFire':
      return withRain(s, r.unit, returnFireEligible(s, r.unit, r.firer) ? [r.firer] : []);
    case 'leaderWithdraw':
      return leaderWithdrawHexes(s, r.leader, r.mover).map((to) => ({ type: 'leader-withdraw', to }) as const);
    case 'leaderPlace':
      return r.hexes.map((to) => ({ type: 'leader-withdraw', to }) as const); // DH 4.42
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
    case 'hdCharge':
      return hcChargeHexes(s, r.unit, r.target).map((to) => ({ type: 'impetuosity', to }) as const);
    case 'hdRetreat':
      return hdRetreatHexes(s, r.unit, r.charger).map((to) => ({ type: 'withdraw', to }) as const);
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

export function applyReaction(s: GbohState, ctx: StepContext, r: ReactionOffer, action: GbohAction): void {
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
      note(ctx, 'move.outOfColumn', { unit: r.unit, inColumn: false, facing: action.facing }, '6.46');
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
        const h = editionOf(s).policies.reactionFacingHits(dr, tq);
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
      declareFire(s, ctx, r.unit, action.target, { range: 1, moved: false, kind: 'entry', ...rainOf(action) });
      return;
    case 'retireFire':
      if (action.type !== 'react-fire') return;
      s.reactions.shift();
      declareFire(s, ctx, r.unit, action.target, { range: 2, moved: false, kind: 'retire', ...rainOf(action) });
      return;
    case 'returnFire': {
      if (action.type !== 'react-fire') return;
      s.reactions.shift();
      const d = gbohHex.distance(s.units[r.unit]!.hex!, s.units[r.firer]!.hex!);
      resolveFire(s, ctx, r.unit, r.firer, { range: d, moved: false, kind: 'return', ...rainOf(action) });
      return;
    }
    case 'leaderPlace': {
      if (action.type !== 'leader-withdraw') return;
      s.reactions.shift();
      placeLeader(s, ctx, r.leader, action.to);
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
      note(ctx, action.place ? 'shock.mustCheck' : 'shock.mustCheckDeclined', { unit: r.unit, placed: action.place }, '7.32');
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
      // 6.75: one FR at a time; the others are offered again if the mover passes its reaction roll (frResolve).
      s.reactions.shift();
      s.feigned = { unit: action.unit, mover: r.mover, seat: r.seat, path: [s.units[action.unit]!.hex!] };
      const others = r.units.filter((u) => u !== action.unit);
      if (!r.hd && others.length > 0) s.feigned.others = others;
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
        resolveFire(s, ctx, r.unit, r.target, { range: gbohHex.distance(u.hex!, t.hex!), moved: true, kind: 'fr' });
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
        resolveFire(s, ctx, r.unit, r.target, { range: 1, moved: true, kind: 'fr' });
        return;
      }
      // 6.73[4]: a single combat at once, with a Shock – Must Check TQ marker on the attacker (9.13–9.17).
      startNestedShock(s, r.unit, r.target);
      note(ctx, 'fr.shock', { unit: r.unit, target: r.target }, '6.73');
      return;
    }
    case 'hdCharge':
      s.reactions.shift();
      if (action.type === 'impetuosity') applyHcCharge(s, ctx, r.unit, r.target, action.to);
      return;
    case 'hdRetreat':
      s.reactions.shift();
      if (action.type === 'withdraw') applyHdRetreat(s, ctx, r.unit, action.to);
      return;
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

// ---------------------------------------------------------------- the decisions

/**
 * One reaction offer's entry: its rule, and whether it may be declined; the prompt is the offer kind's. A Must
 * Check (7.32) is the moving seat's own choice, not a reaction of the other seat.
 */
function offer<C extends ReactionOffer>(section: string | ((r: C) => string), opts: { decline?: boolean; reaction?: boolean } = {}): DecisionSpec<GbohState, GbohAction, C> {
  const decline = opts.decline ?? true;
  return {
    rule: typeof section === 'string' ? `gboh ${section}` : (_s, r) => `gboh ${section(r)}`,
    reaction: opts.reaction ?? true,
    prompt: (_s, r) => msg(`prompt.${r.kind}`),
    legal: (s, r) => [...reactionActions(s, r), ...(decline ? [{ type: 'decline' } as const] : [])],
    apply: (s, r, action, ctx) => applyReaction(s, ctx, r, action),
  };
}

export const reactionDecisions: GbohDecisions<
  | 'orderly-withdrawal-offer'
  | 'reaction-facing'
  | 'entry-reaction-fire'
  | 'retire-reaction-fire'
  | 'return-fire'
  | 'leader-withdrawal'
  | 'leader-placement'
  | 'must-check'
  | 'shield-wall'
  | 'impetuosity'
  | 'cheiroballistra-fire'
  | 'feigned-retreat-offer'
  | 'feigned-retreat-attack'
  | 'column-revert'
  | 'impetuosity-charge'
  | 'impetuosity-retreat'
> = {
  'orderly-withdrawal-offer': offer('6.51'),
  'reaction-facing': offer('7.14'),
  'entry-reaction-fire': offer((r) => (r.kind === 'hdReaction' ? '8.33' : '8.21')),
  'retire-reaction-fire': offer('8.22'),
  'return-fire': offer('8.23'),
  'leader-withdrawal': offer('4.62'),
  'leader-placement': offer('4.62', { decline: false }),
  'must-check': offer('7.32', { decline: false, reaction: false }),
  'shield-wall': offer('11.71'),
  impetuosity: offer('8.34', { decline: false }),
  'cheiroballistra-fire': offer('11.66'),
  'feigned-retreat-offer': offer('6.72'),
  'feigned-retreat-attack': offer('6.73'),
  'column-revert': offer('6.46', { decline: false }),
  // DH 8.36 (no Cataphract counterpart: cited as DH's own). The charge is not declined; the LC's retreat may be.
  'impetuosity-charge': { ...offer('8.34', { decline: false }), rule: 'dh 8.36' },
  'impetuosity-retreat': { ...offer('8.34'), rule: 'dh 8.36' },
};
