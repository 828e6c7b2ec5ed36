import type { DecisionSpec, StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import type { GbohAction } from '../actions';
import { effectiveMA, effectiveTQ as effTQ, enemiesInZoc, inEnemyZoc, isOnMap, occupancy, withFrozen } from '../board';
import { addHitsAndRout } from '../cohesion';
import { mapNeighbours } from '../map';
import { moveCost } from '../terrain';
import { facingHits } from '../facing';
import { advanceChoices, applyAdvance, applyChargeAdvance, chargeAdvanceChoices, combatOptions, liveAttackers, liveDefenders, newCombat, noCheckEligible } from '../shock';
import { note } from '../log';
import type { GbohState, ShockState } from '../types';
import { type GbohDecisions, msg } from './decision';

/** 9.0 Shock: the decisions of the Shock Segment (designation, combats, choices, odd hits, advances). */

/**
 * 10.32: Engaged LC/LI of the active side, engaged only with slower units, may withdraw one hex instead of
 * attacking.
 */
export function engagedWithdrawals(s: GbohState): { unit: string; to: string }[] {
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

export function shockActions(s: GbohState): GbohAction[] {
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

export function applyShock(s: GbohState, ctx: StepContext, action: GbohAction): void {
  const sh = s.shock!;
  switch (action.type) {
    case 'no-check':
      s.units[action.unit]!.shock = 'noCheck';
      note(ctx, 'shock.noCheck', { unit: action.unit }, '7.33');
      return;
    case 'designate-done':
      // 10.31: Engaged units within the active leader's range must take a No TQ Check marker.
      if (s.static.options.engagedRule) for (const id of withFrozen(s, () => noCheckEligible(s))) if (s.units[id]!.engaged) s.units[id]!.shock = 'noCheck';
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

// ---------------------------------------------------------------- the decisions (9.1–9.2, 10.13)

/** A Shock Segment step's entry: the step's legal actions and its applier are shared by all (ShockState.step says which). */
function shockStep(section: string, prompt: string, reaction: DecisionSpec<GbohState, GbohAction, ShockState>['reaction'] = false): DecisionSpec<GbohState, GbohAction, ShockState> {
  return { rule: `gboh ${section}`, reaction, prompt: () => msg(prompt), legal: (s) => shockActions(s), apply: (s, _c, action, ctx) => applyShock(s, ctx, action) };
}

export const shockDecisions: GbohDecisions<'shock-designation' | 'shock-combats' | 'choose-attacker' | 'choose-defender' | 'odd-hits' | 'advance' | 'advance-facing'> = {
  'shock-designation': shockStep('9.11', 'prompt.designate'),
  'shock-combats': shockStep('9.12', 'prompt.combats'),
  'choose-attacker': shockStep('9.15', 'prompt.chooseAttacker'),
  // The defender's choice is the other seat's, in the middle of the attacker's Shock.
  'choose-defender': shockStep('9.15', 'prompt.chooseDefender', true),
  // 10.13: each side places its own odd hits: a reaction when they are the defender's.
  'odd-hits': shockStep('10.13', 'prompt.oddHits', (_s, sh) => sh.oddHits!.seat !== sh.attackerSide),
  // Charge (9.13) and post-Melee (9.23) advances alike.
  advance: shockStep('9.23', 'prompt.advance'),
  'advance-facing': shockStep('9.22', 'prompt.advanceFacing'),
};
