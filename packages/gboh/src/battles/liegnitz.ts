import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import type { GbohAction } from '../actions';
import { lineGroups } from '../activation';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { effectiveTQ, isInfantry, isOnMap, occupancy } from '../board';
import { addHitsAndRout } from '../cohesion';
import { note, rollD10 } from '../log';
import { cheapestCosts } from '@polemarch/gboh-family';
import { gbohHex } from '../perfHex';
import { mapNeighbours } from '../map';
import { moveCost } from '../terrain';
import type { GbohState } from '../types';
import { dhData } from './devils-horsemen';
import { artilleryHooks, artilleryStateSchema } from './liegnitzArtillery';

/**
 * Liegnitz (1241), special rules 3.4: Unhorsed Knights (liegnitz.unhorsedKnights), the crossbowmen's two fires a
 * turn (liegnitz.crossbows) and the European Aggression Values of DH 9.3's Chivalric Code (liegnitz.chivalricCode).
 * The Mongol rocket artillery and its Smoke are `liegnitzArtillery.ts`; the optional Bohemians are a scenario note,
 * not in play (their order of battle is MISSING: docs/rules/gboh-battles.md).
 */
const UNHORSED = 'liegnitz.unhorsedKnights';
const CROSSBOWS = 'liegnitz.crossbows';

type UnhorsedState = { unhorsed: string[] };

/**
 * 3.4: a Knight suffering a Cohesion Hit result of 3 or more takes 2 instead and is unhorsed: it turns to its horseless
 * side, a Kn HI, for good (its type, TQ and MA from the data; the static data is copied on write, as Tricameron's change
 * of sides). Knights cannot dismount voluntarily: they have no dismounted counterpart in the file.
 */
function unhorse(s: GbohState, ctx: StepContext, unit: string, hits: number): number {
  const d = dhData(s, 'unhorsing');
  const st = ruleState<UnhorsedState>(s, UNHORSED) ?? { unhorsed: [] };
  if (d === undefined || hits < d.minHits || !d.units.includes(unit) || st.unhorsed.includes(unit)) return hits;
  const su = s.static.units[unit]!;
  s.static = { ...s.static, units: { ...s.static.units, [unit]: { ...su, type: d.unhorsed.type, tq: d.unhorsed.tq, ma: d.unhorsed.ma } } };
  setRuleState<UnhorsedState>(s, UNHORSED, { unhorsed: [...st.unhorsed, unit] });
  note(ctx, 'liegnitz.unhorsed', { unit, hits: d.hitsInstead }, 'liegnitz.unhorsedKnights');
  return d.hitsInstead;
}

type CrossbowState = { turn: number; fires: Record<string, number> };
const crossbowState = (s: GbohState): CrossbowState => {
  const st = ruleState<CrossbowState>(s, CROSSBOWS);
  return st === undefined || st.turn !== s.turn ? { turn: s.turn, fires: {} } : st;
};

/** 3.4 Crossbowmen: at most two fires in a turn, ordered or Reaction Fire (the CROSSBOW FIRED marker). */
function crossbowMayFire(s: GbohState, unit: string): boolean {
  const d = dhData(s, 'crossbows');
  if (d === undefined || !d.units.includes(unit)) return true;
  return (crossbowState(s).fires[unit] ?? 0) < d.maxFiresPerTurn;
}

function crossbowFired(s: GbohState, unit: string): void {
  const d = dhData(s, 'crossbows');
  if (d === undefined || !d.units.includes(unit)) return;
  const st = crossbowState(s);
  setRuleState<CrossbowState>(s, CROSSBOWS, { turn: s.turn, fires: { ...st.fires, [unit]: (st.fires[unit] ?? 0) + 1 } });
}

// ---------------------------------------------------------------- DH 9.3 The Chivalric Code

const CHIVALRY = 'liegnitz.chivalricCode';
/** The units bound to charge in the current Orders Phase (`phase`: the state's `ordersPhases`). */
type ChivalryState = { phase: number; charging: string[] };

/** 9.31: the unit's Cavalry Aggression Value (scenario data), or null: not a Knight or European HC that has one. */
function aggressionValue(s: GbohState, unit: string): number | null {
  const d = dhData(s, 'cavalryAggression');
  return d?.values.find((v) => v.units.includes(unit))?.value ?? null;
}

/** 9.31: the MP the Aggression check looks ahead. */
const AGGRESSION_MP = 6;

/**
 * 9.31 "within 6 MP of an enemy unit with no enemy units and no friendly mounted units intervening" (the spec's engine
 * reading (b), (c); ruling DH-CHIV-1): a hex next to an enemy combat unit is reached within 6 MP by the unit's own
 * Movement Costs (facing and enemy ZOC stops left out), the path never entering an enemy unit or a friendly mounted
 * unit; friendly infantry may be passed through (9.32) at DH 6.63's +1 MP.
 */
function withinSixMp(s: GbohState, id: string): boolean {
  const side = s.static.units[id]!.side;
  const occ = occupancy(s);
  const enemyAt = (h: string): boolean => {
    const o = occ.get(h);
    return o !== undefined && s.static.units[o]!.side !== side;
  };
  const friendlyInfantry = (h: string): boolean => {
    const o = occ.get(h);
    return o !== undefined && o !== id && s.static.units[o]!.side === side && isInfantry(s.static.units[o]!);
  };
  const costs = cheapestCosts({
    from: s.units[id]!.hex!,
    budget: AGGRESSION_MP,
    steps: (h) =>
      mapNeighbours(s.static.map, h).flatMap((n) => {
        const c = moveCost(s, id, h, n);
        return c === null ? [] : [{ to: n, cost: c + (friendlyInfantry(n) ? 1 : 0) }];
      }),
    blocked: (n) => {
      const o = occ.get(n);
      return o !== undefined && o !== id && !friendlyInfantry(n);
    },
  });
  for (const h of costs.keys()) if (gbohHex.neighbours(h).some(enemyAt)) return true;
  return false;
}

/**
 * 9.31 Uncontrolled Aggression: when such a unit is given an order, or a Line holding such units a Line Command, and
 * one of them is within 6 MP of an enemy unit, the owner rolls before it moves against the (lowest) Aggression Value:
 * DR > value, that unit or all such units of the Line must move their full MA toward the nearest enemy (and, heavy,
 * Shock it, 7.31). Engine reading (ruling DH-CHIV-1): "within 6 MP" by the cheapest path (`withinSixMp`); the units
 * move under the Uncontrolled movement rule (each hex closer to the nearest enemy, no stop short of it), and the
 * Line Command does not end before each bound unit of the Line has moved (`decisions/orders.ts`).
 */
function aggressionRoll(s: GbohState, ctx: StepContext, action: GbohAction): boolean {
  const a = s.activation;
  if (a === null) return false;
  let units: string[] = [];
  if (action.type === 'move') units = [action.unit];
  else if (action.type === 'line-command') units = lineGroups(s, a.leader, action.line).find((g) => g[0] === action.anchor) ?? [];
  // "That unit, or all Knights / European HC of the Line", when it or any of them is within 6 MP of an enemy; for a
  // Line, the lowest value in the Line.
  const aggressive = units.filter((id) => {
    const u = s.units[id]!;
    return aggressionValue(s, id) !== null && isOnMap(u) && u.status === 'normal';
  });
  if (!aggressive.some((id) => withinSixMp(s, id))) return false;
  const value = Math.min(...aggressive.map((id) => aggressionValue(s, id)!));
  const dr = rollD10(ctx, 'liegnitz.aggressionRoll', { units: aggressive.join(', '), value }, 'liegnitz.chivalricCode', {
    chart: (v) => ({ name: 'Cavalry Aggression', cell: `${v} vs ${value}`, result: v > value ? 'Uncontrolled Aggression: charge' : 'moves normally' }),
  });
  if (dr > value) {
    const st = ruleState<ChivalryState>(s, CHIVALRY);
    const before = st !== undefined && st.phase === s.ordersPhases ? st.charging : [];
    setRuleState<ChivalryState>(s, CHIVALRY, { phase: s.ordersPhases, charging: [...before, ...aggressive] });
    note(ctx, 'liegnitz.charge', { units: aggressive.join(', ') }, 'liegnitz.chivalricCode');
  }
  return false; // the rulebook applies the order
}

/**
 * 9.32: a charging unit passes through friendly infantry in its way; each infantry unit passed through takes a TQ
 * check (DR > TQ: the difference in Cohesion Hits), besides its 6.63 hit; the cavalry takes none.
 */
function chargeThrough(s: GbohState, ctx: StepContext, unit: string, _move: unknown, stationary: string): boolean {
  if (!chargeBound(s, unit) || !isInfantry(s.static.units[stationary]!)) return false;
  const tq = effectiveTQ(s, stationary);
  const dr = rollD10(ctx, 'liegnitz.chargeThrough', { unit: stationary, tq }, 'liegnitz.chivalricCode', {
    chart: (v) => ({ name: 'TQ check (charged through)', cell: `${v} vs ${tq}`, result: v > tq ? `${v - tq} hit(s)` : 'no effect' }),
  });
  if (dr > tq) addHitsAndRout(s, ctx, stationary, dr - tq, 'charged through', 'liegnitz.chivalricCode');
  return true;
}

function chargeBound(s: GbohState, unit: string): boolean {
  const st = ruleState<ChivalryState>(s, CHIVALRY);
  return st !== undefined && st.phase === s.ordersPhases && st.charging.includes(unit);
}

export const liegnitzRules: readonly BattleRule[] = [
  {
    id: 'liegnitz.chivalricCode',
    battle: 'liegnitz',
    title: 'The Chivalric Code: Uncontrolled Aggression',
    dataKinds: ['cavalryAggression'],
    state: { schema: z.object({ phase: z.number().int(), charging: z.array(z.string()) }) },
    hooks: {
      setup: (s) => setRuleState<ChivalryState>(s, CHIVALRY, { phase: 0, charging: [] }),
      applyOrder: aggressionRoll,
      aggressiveHc: (s, unit) => aggressionValue(s, unit) !== null, // DH 8.36: +2 to the HC's Impetuosity roll
      chargeBound,
      passThroughFriendly: chargeThrough,
    },
  },
  {
    id: 'liegnitz.artillery',
    battle: 'liegnitz',
    title: 'Mongol artillery and Smoke',
    dataKinds: ['mongolArtillery'],
    state: { schema: artilleryStateSchema },
    hooks: artilleryHooks,
  },
  {
    id: 'liegnitz.unhorsedKnights',
    battle: 'liegnitz',
    title: 'Unhorsed Knights',
    dataKinds: ['unhorsing'],
    state: { schema: z.object({ unhorsed: z.array(z.string()) }) },
    hooks: { setup: (s) => setRuleState<UnhorsedState>(s, UNHORSED, { unhorsed: [] }), hitsTaken: unhorse },
  },
  {
    id: 'liegnitz.crossbows',
    battle: 'liegnitz',
    title: 'Crossbowmen: two fires a turn',
    dataKinds: ['crossbows'],
    state: { schema: z.object({ turn: z.number().int(), fires: z.record(z.string(), z.number().int()) }) },
    hooks: {
      setup: (s) => setRuleState<CrossbowState>(s, CROSSBOWS, { turn: s.turn, fires: {} }),
      mayFire: crossbowMayFire,
      afterFire: crossbowFired,
    },
  },
];
