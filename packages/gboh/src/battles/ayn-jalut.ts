import type { StepContext } from '@polemarch/kernel';
import { gbohHex } from '../perfHex';
import type { BattleRule } from '../battleRules';
import { leaderInitiative, otherSide } from '../board';
import { note, rollD10 } from '../log';
import type { GbohState } from '../types';
import { dhData, removeFromPlay } from './devils-horsemen';

/**
 * Ayn Jalut (1260): the Mongols held south of column 13 in turn 1 (aynJalut.mongolsHeldTurn1, 4.2) and al-Ashraf Musa's
 * activation roll (aynJalut.musa, 4.4). The Mameluke reinforcements start on the map by their entry hexes (ruling
 * R-DH-AYN-ENTRY, in the scenario file).
 */

/** 4.2: on turn 1 no Mongol unit may enter a hex north of hex column 13 (columns 10-12). */
function heldTurn1(s: GbohState, unit: string, hex: string): boolean {
  const d = dhData(s, 'noEntryTurn1');
  if (d === undefined || s.turn !== d.turn || s.static.units[unit]!.side !== d.side) return true;
  return gbohHex.parseHexId(hex).col >= d.maxColumnExclusive;
}

/**
 * 4.4: when the Mongol activates Musa while the Mongols have more RP than the Mamelukes, DR ≤ Musa's Initiative: he
 * activates; otherwise he and the Syrians leave play (not routed: no RP). "Activate" read as his activation (5.1).
 */
function musaActivates(s: GbohState, ctx: StepContext, leader: string): boolean {
  const d = dhData(s, 'alliedActivation');
  if (d === undefined || leader !== d.leader) return true;
  const ours = s.routPoints[d.side] ?? 0;
  const theirs = s.routPoints[otherSide(s, d.side)] ?? 0;
  if (ours <= theirs) return true;
  const init = leaderInitiative(s, leader);
  const dr = rollD10(ctx, 'aynJalut.musaRoll', { leader, initiative: init }, 'aynJalut.musa', {
    chart: (v) => ({ name: 'al-Ashraf Musa', cell: `${v} vs ${init}`, result: v <= init ? 'activates' : 'leaves with the Syrians' }),
  });
  if (dr <= init) return true;
  const gone = removeFromPlay(s, d.units, [leader]);
  note(ctx, 'aynJalut.musaLeaves', { leader, units: gone.join(', ') }, 'aynJalut.musa');
  return false;
}

export const aynJalutRules: readonly BattleRule[] = [
  {
    id: 'aynJalut.mongolsHeldTurn1',
    battle: 'ayn-jalut',
    title: 'Turn 1: no Mongol north of column 13',
    dataKinds: ['noEntryTurn1'],
    hooks: { mayEnterHex: heldTurn1 },
  },
  {
    id: 'aynJalut.musa',
    battle: 'ayn-jalut',
    title: 'al-Ashraf Musa and the Syrians',
    dataKinds: ['alliedActivation'],
    hooks: { leaderActivates: musaActivates },
  },
];
