import { sideOf } from './board';
import type { GbohState } from './types';

/**
 * A single combat resolved at once, outside the Shock Segment (Cat 6.73[4] the Feigned Retreat's attack; DH 8.36 the
 * HC's Impetuosity charge): `attacker` against `defender` alone, with a Shock – Must Check TQ marker on the attacker
 * (9.13–9.17, the whole Shock procedure), then the sequence resumes where it was.
 */
export function startNestedShock(s: GbohState, attacker: string, defender: string): void {
  const t = s.units[defender]!;
  s.units[attacker]!.shock = 'mustCheck';
  s.shock = {
    step: 'combats',
    combats: [],
    cursor: 0,
    oddHits: null,
    advanceFacing: [],
    meleeStage: 0,
    pendingHits: { attacker: 0, defender: 0 },
    nested: true,
    attackerSide: sideOf(s, attacker),
  };
  s.shock.combats.push({
    attackers: [attacker],
    defenders: [defender],
    chosenAttacker: null,
    chosenDefender: null,
    ended: false,
    superiority: null,
    killed: { attacker: 0, defender: 0 },
    defenderHexes: { [defender]: t.hex! },
    wasRouted: t.status === 'routed' ? [defender] : [],
    vacatedCharge: [],
    advancedInto: [],
    advancers: [],
  });
}
