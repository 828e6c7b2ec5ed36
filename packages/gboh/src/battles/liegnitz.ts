import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { note } from '../log';
import type { GbohState } from '../types';
import { dhData } from './devils-horsemen';

/**
 * Liegnitz (1241), special rules 3.4: Unhorsed Knights (liegnitz.unhorsedKnights) and the crossbowmen's two fires a
 * turn (liegnitz.crossbows). The Mongol rocket artillery and smoke, and the optional Bohemians, are scenario notes, not
 * in play yet (docs/rules/gboh-battles.md).
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

export const liegnitzRules: readonly BattleRule[] = [
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
