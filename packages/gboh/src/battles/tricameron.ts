import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import { z } from 'zod';
import { ruleState, setRuleState, type BattleRule } from '../battleRules';
import { isOnMap, otherSide } from '../board';
import { note } from '../log';
import type { GbohState } from '../types';

/**
 * Tricameron scenario rules: Hun reluctance (tricameron.reluctance) and the Huns' change of sides
 * (tricameron.hunReluctance). The reinforcements' entry (tricameron.reinforcementEntry) is the scenario
 * reinforcement procedure (rules/reinforcements.ts), driven by the battle's `reinforcements` data.
 */
export const tricameronRules: readonly BattleRule[] = [
  {
    id: 'tricameron.reluctance',
    battle: 'tricameron',
    title: 'Hun reluctance to enter Vandal ZOCs',
    dataKinds: ['reluctance'],
    hooks: { mayEnterEnemyZoc: notReluctant },
  },
  {
    id: 'tricameron.hunReluctance',
    battle: 'tricameron',
    title: 'The Huns and Heruli change sides',
    dataKinds: ['changeSides'],
    state: { schema: z.object({ sidesChanged: z.boolean() }) },
    hooks: { setup: (s) => setRuleState<SidesState>(s, SIDES, { sidesChanged: false }), withdrawalPhaseEnd: changeSides },
  },
];

const SIDES = 'tricameron.hunReluctance';
/** tricameron.hunReluctance's own state: the Huns and Heruli have joined the Vandals. */
type SidesState = { sidesChanged: boolean };

/** Hun reluctance: no voluntary entry into an enemy ZOC unless the enemy has lost `ratio` times as many RP. */
function notReluctant(s: GbohState, id: string): boolean {
  const rel = s.static.reluctance;
  if (rel === null || !rel.units.includes(id)) return true;
  const side = s.static.units[id]!.side;
  const theirs = s.routPoints[otherSide(s, side)] ?? 0;
  return theirs > 0 && theirs >= rel.ratio * (s.routPoints[side] ?? 0);
}


/**
 * Tricameron, after the Huns and Heruli change sides (ruling R-TRIC-SIDES): a leader now in the hex of, or next to,
 * a combat unit of the other side, when he or that unit has just changed sides, is treated as if that enemy unit had
 * moved next to him (4.62): he may withdraw 1–3 hexes; if he does not (or cannot) and is not stacked with a friendly
 * combat unit, he is captured. A leader sharing his hex with an enemy unit is never stacked with a friendly one, so he
 * must withdraw or be captured. The "not already in an enemy ZOC" condition does not apply: the change made that ZOC.
 */
export function leadersAfterSideChange(s: GbohState, changed: string[]): void {
  for (const [lid, l] of Object.entries(s.leaders)) {
    if (l.status === 'eliminated' || l.hex === null) continue;
    const side = s.static.leaders[lid]!.side;
    let threat: { id: string; d: number } | null = null;
    for (const [uid, u] of Object.entries(s.units)) {
      if (!isOnMap(u) || s.static.units[uid]!.side === side) continue;
      if (!changed.includes(uid) && !changed.includes(lid)) continue;
      const d = gbohHex.distance(u.hex!, l.hex);
      if (d > 1) continue;
      if (threat === null || d < threat.d || (d === threat.d && uid < threat.id)) threat = { id: uid, d };
    }
    if (threat !== null) s.reactions.push({ kind: 'leaderWithdraw', seat: side, mover: threat.id, leader: lid });
  }
}

/**
 * Tricameron (tricameron.hunReluctance): in the Withdrawal Phase, if the Byzantines have more RP than the Vandals,
 * the Hun and Heruli units, with Sunicas and Pharas (engine reading), join the Vandals for the rest of the game
 * (ruling R-TRIC-SIDES). Only survivors change sides: RP already scored stay with the Byzantines; later losses count
 * for the Vandals. The static data is copied on write (it is shared between states, see `clone`).
 */
function changeSides(s: GbohState, ctx: StepContext): void {
  const c = s.static.changeSides;
  if (c === null || (ruleState<SidesState>(s, SIDES)?.sidesChanged ?? false) || (s.routPoints[c.from] ?? 0) <= (s.routPoints[c.to] ?? 0)) return;
  setRuleState<SidesState>(s, SIDES, { sidesChanged: true });
  const units = { ...s.static.units };
  const leaders = { ...s.static.leaders };
  const moved: string[] = [];
  for (const id of c.units) {
    if (s.units[id]!.status === 'eliminated' || units[id]!.side !== c.from) continue;
    units[id] = { ...units[id]!, side: c.to };
    moved.push(id);
  }
  for (const id of c.leaders) {
    if (s.leaders[id] === undefined || s.leaders[id]!.status === 'eliminated' || leaders[id]!.side !== c.from) continue;
    leaders[id] = { ...leaders[id]!, side: c.to };
    moved.push(id);
  }
  // Hun Reluctance concerned Vandal ZOCs; once they are Vandals it no longer applies to them.
  const reluctance = s.static.reluctance && { ...s.static.reluctance, units: s.static.reluctance.units.filter((id) => !moved.includes(id)) };
  s.static = { ...s.static, units, leaders, reluctance };
  note(ctx, 'sides.changed', { units: moved.join(', '), to: c.to }, 'tricameron.hunReluctance');
  leadersAfterSideChange(s, moved); // 4.62 for leaders now next to (or in the hex of) an enemy unit
}
