import type { StepContext } from '@polemarch/kernel';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { leaderInitiative } from '../board';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';

/**
 * Catalaunian Fields scenario rules: the Alans (cf.alans), Ferocity (cf.ferocity), no hits for elevation (cf.terrain).
 * The battle also plays the Attila module's rules (`attila`, utus-river.ts) and has two OCs and Paullus succeeding
 * Aetius: those are the rulebook's command rules driven by the leaders' data (rules/twoOCs.ts, rules/successor.ts).
 * The order matters where two rules act at one point: after a rout the Alans' roll comes before the Ferocity check.
 */
export const catalaunianRules: readonly BattleRule[] = [
  {
    id: 'cf.alans',
    battle: 'catalaunian-fields',
    title: 'The Alans: defection and Sangiban\'s activation',
    dataKinds: ['defection'],
    state: { schema: z.object({ alansGone: z.boolean() }) },
    hooks: {
      setup: (s) => setRuleState<AlansState>(s, ALANS, { alansGone: false }),
      afterRout: alanRouted,
      leaderActivates: alanActivation,
      mayTrump: (s, leader) => s.static.defection?.leader !== leader, // Sangiban cannot Trump
      mayReorganize: (s, unit) => !(s.static.defection?.units.includes(unit) ?? false), // Alan units may not Reorganize
    },
  },
  {
    id: 'cf.ferocity',
    battle: 'catalaunian-fields',
    title: 'Tribal Ferocity',
    dataKinds: ['ferocity'],
    state: { schema: z.object({ ferocityLost: z.array(z.string()) }) },
    hooks: {
      setup: (s) => setRuleState<FerocityState>(s, FEROCITY, { ferocityLost: [] }),
      // The attacking unit's TQ counts + bonus for its own Pre-Shock check (engine reading).
      preShockModifier: (s, unit, attacking) => (attacking && hasFerocity(s, unit) ? { drm: -s.static.ferocity!.bonus, label: 'ferocity' } : null),
      afterRout: ferocityCheck,
      mayReorganize: (s, unit) => !(s.static.ferocity?.units.includes(unit) ?? false), // tribal units may not Reorganize
    },
  },
  {
    id: 'cf.terrain',
    battle: 'catalaunian-fields',
    title: 'No Cohesion Hits for changing elevation',
    hooks: { elevationHits: () => false },
  },
];

const ALANS = 'cf.alans';
const FEROCITY = 'cf.ferocity';
/** cf.alans's own state: the Alans have defected or withdrawn (removed, not eliminated). */
type AlansState = { alansGone: boolean };
/** cf.ferocity's own state: the contingents ("side:nationality") that have lost their Ferocity. */
type FerocityState = { ferocityLost: string[] };
const alansGone = (s: GbohState): boolean => ruleState<AlansState>(s, ALANS)?.alansGone ?? false;

/** Catalaunian Fields Ferocity: does this unit still have it? */
function hasFerocity(s: GbohState, unit: string): boolean {
  const f = s.static.ferocity;
  if (f === null || !f.units.includes(unit)) return false;
  const su = s.static.units[unit]!;
  return !(ruleState<FerocityState>(s, FEROCITY)?.ferocityLost ?? []).includes(`${su.side}:${su.nationality}`);
}

/** Catalaunian Fields: the Alan roll's DRM: +1 if the Romans have more RP than the Huns, −1 if fewer. */
function alanDrm(s: GbohState, side: string): number {
  const other = s.static.sides.find((x) => x.id !== side)!.id;
  const mine = s.routPoints[side] ?? 0;
  const theirs = s.routPoints[other] ?? 0;
  return mine > theirs ? 1 : mine < theirs ? -1 : 0;
}

/** Remove every Alan unit at once: they do not count as eliminated for victory. */
function alansLeave(s: GbohState, ctx: StepContext, why: string): void {
  setRuleState<AlansState>(s, ALANS, { alansGone: true });
  for (const id of s.static.defection!.units) {
    const u = s.units[id]!;
    if (u.hex !== null && u.status !== 'eliminated') {
      u.hex = null;
      u.shock = null;
    }
  }
  note(ctx, 'alans.gone', { why }, 'cf.alans');
}

/** Reactive Defection: an Alan unit routs → DR (± RP DRM) > Sangiban's Initiative → all Alans defect. */
function alanRouted(s: GbohState, ctx: StepContext, unit: string): void {
  const d = s.static.defection;
  if (d === null || alansGone(s) || !d.units.includes(unit) || s.leaders[d.leader] === undefined) return;
  const side = s.static.units[unit]!.side;
  const init = leaderInitiative(s, d.leader);
  const dr = rollD10(ctx, 'alans.defection', { initiative: init }, 'cf.alans') + alanDrm(s, side);
  if (dr > init) alansLeave(s, ctx, 'defection');
}

/** A routed tribal unit: DR > its printed TQ → its contingent loses Ferocity. */
function ferocityCheck(s: GbohState, ctx: StepContext, id: string): void {
  if (!hasFerocity(s, id)) return;
  const su = s.static.units[id]!;
  const dr = rollD10(ctx, 'ferocity.check', { unit: id, tq: su.tq }, 'cf.ferocity');
  if (dr > su.tq) {
    const lost = ruleState<FerocityState>(s, FEROCITY)?.ferocityLost ?? [];
    setRuleState<FerocityState>(s, FEROCITY, { ferocityLost: [...lost, `${su.side}:${su.nationality}`] });
  }
}

/** Activation roll for Sangiban: ≤ Initiative activates; 9+ the Alans withdraw; otherwise he is Finished. */
function alanActivation(s: GbohState, ctx: StepContext, leader: string): boolean {
  const d = s.static.defection;
  if (d === null || d.leader !== leader || alansGone(s)) return true;
  const side = s.static.leaders[leader]!.side;
  const init = leaderInitiative(s, leader);
  const dr = rollD10(ctx, 'alans.activation', { initiative: init }, 'cf.alans') + alanDrm(s, side);
  if (dr >= 9) {
    alansLeave(s, ctx, 'withdrawal');
    s.leaders[leader]!.status = 'finished';
    return false;
  }
  if (dr > init) {
    s.leaders[leader]!.status = 'finished';
    return false;
  }
  return true;
}
