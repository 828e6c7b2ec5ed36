import type { DroppedRule, SectionMapping } from './types';

/**
 * The Devil's Horsemen's numbering of the rules the engine cites, and the Cataphract rules it drops.
 * Source: spec/gboh-devils-horsemen/rules.md, Appendix B (DH ↔ Cataphract 2nd-ed paragraph map, carried over verbatim
 * below) and Appendix A (Cataphract rules not present in DH). Appendix B pairs ranges and whole sections; where a row
 * pairs ranges of different lengths, a whole section, or lists one Cataphract paragraph in two rows, the paragraph was
 * matched by reading both rulebooks (basis 'text'); test/edition.test.ts checks every pairing against its row.
 */
export const DH_SOURCE = 'spec/gboh-devils-horsemen/rules.md Appendix B (paragraph map) and Appendix A (dropped rules)';

/** Appendix B as printed: [DH, Cataphract 2nd ed.]. */
export const DH_APPENDIX_B: readonly (readonly [dh: string, cataphract: string])[] = [
  ['2.21–2.23', '2.21–2.25'], ['6.5 (6.51–6.58)', '6.5 (6.51–6.58)'],
  ['3.0', '3.0'], ['6.6 (6.61–6.65)', '6.6 (6.61–6.65)'],
  ['4.1', '4.1'], ['6.7', '6.7'],
  ['4.21, 4.22', '4.21, 4.22'], ['7.11, 7.12', '7.11, 7.12'],
  ['4.23', '4.31–4.33'], ['7.13', '7.25'],
  ['4.24', '4.23, 4.34, 6.14'], ['7.14', '7.13'],
  ['4.25, 4.26', '4.24, 4.25'], ['7.15', '7.14'],
  ['4.31', '4.4'], ['7.21–7.25', '7.21–7.26'],
  ['4.32', '4.33 / "4.32" (SC)'], ['7.31–7.32', '7.31–7.34'],
  ['4.33', '4.5'], ['8.11–8.13', '8.11–8.13'],
  ['4.41–4.44', '4.61–4.63'], ['8.14, 8.15', '8.17, 8.18'],
  ['5.11–5.16', '5.11–5.15'], ['8.16, 8.17', '8.14'],
  ['5.21–5.23', '5.21–5.23'], ['8.18, 8.19', '8.15–8.16, 8.19'],
  ['5.24', '4.23, 4.34, 4.4'], ['8.2', '(new; cf. 11.4)'],
  ['5.25–5.29', '5.24–5.28'], ['8.3', '8.3'],
  ['5.3', '5.3'], ['8.41–8.42', '8.22'],
  ['5.41–5.45', '5.41–5.44'], ['8.43', '8.21'],
  ['5.46', '5.45–5.46'], ['8.44, 8.45', '8.24, 8.23'],
  ['5.5', '5.51–5.52'], ['9.11, 9.12', '9.11, 9.12'],
  ['6.11–6.13', '6.11–6.13'], ['9.14–9.18', '9.13–9.17'],
  ['6.14', '(new)'], ['9.21–9.24', '9.21–9.24'],
  ['6.15', '6.14–6.15'], ['9.3', '(new; cf. 11.2–11.3)'],
  ['6.21–6.22', '6.31–6.32'], ['9.4', '11.1'],
  ['6.31–6.37', '6.21–6.28'], ['10.1–10.7', '9.31–9.36'],
  ['6.41–6.47', '6.41–6.47'], ['11.11–11.16', '10.11–10.16'],
  ['11.2', '10.3'], ['11.4', '10.21–10.26'],
  ['11.3', '(new)'], ['11.5', '10.27'],
  ['11.6', '(new)'], ['12.1 / 12.2', '12.0 / (new)'],
];

const B = 'appendixB' as const;
const T = 'text' as const;

/** Every Cataphract section the engine cites that DH has, with DH's section. */
export const DH_SECTIONS: readonly SectionMapping[] = [
  { cataphract: '3.0', edition: '3.0', basis: B },
  // [AMBIGUOUS] Appendix B lists Cat 4.23 under DH 4.24 and DH 5.24: a leader's IO to himself to move is DH 4.24 (5.24 #1 restates it).
  { cataphract: '4.23', edition: '4.24', basis: B, ambiguous: 'Cat 4.23 is listed under DH 4.24 and DH 5.24' },
  // [AMBIGUOUS] the Line Command roll vs Strategy (Cat 4.33) is dropped (Appendix A); DH 4.32 is its SC Line Command rule, DH 4.23 the Line Commands.
  { cataphract: '4.33', edition: '4.32', basis: B, ambiguous: 'Cat 4.33 is listed under DH 4.23 and DH 4.32; its die roll is dropped (Appendix A)' },
  // [AMBIGUOUS] the OC moving another leader: DH 4.31 #2 (row 4.31 ↔ 4.4), restated in DH 5.24 #4 (row 5.24 ↔ 4.4).
  { cataphract: '4.4', edition: '4.31', basis: B, ambiguous: 'Cat 4.4 is listed under DH 4.31 and DH 5.24' },
  { cataphract: '4.62', edition: '4.42', basis: T }, // leader withdrawal (4.41–4.44 ↔ 4.61–4.63: DH adds 4.44)
  { cataphract: '4.63', edition: '4.43', basis: T }, // Replacement Leaders
  { cataphract: '5.12', edition: '5.12', basis: T }, // 5.11–5.16 ↔ 5.11–5.15: DH splits 5.15 (5.16 flip)
  { cataphract: '5.15', edition: '5.15', basis: T },
  { cataphract: '5.2', edition: '5.2', basis: B },
  { cataphract: '5.22', edition: '5.22', basis: B },
  { cataphract: '5.23', edition: '5.23', basis: B },
  { cataphract: '5.26', edition: '5.27', basis: B }, // leaders in enemy ZOC
  { cataphract: '5.27', edition: '5.28', basis: B },
  { cataphract: '5.3', edition: '5.3', basis: B },
  { cataphract: '5.32', edition: '5.32', basis: T }, // a whole-section row: same paragraphs
  { cataphract: '5.33', edition: '5.33', basis: T },
  { cataphract: '5.41', edition: '5.41', basis: T }, // 5.41–5.45 ↔ 5.41–5.44: same first four
  { cataphract: '5.42', edition: '5.42', basis: T },
  { cataphract: '5.44', edition: '5.44', basis: T },
  { cataphract: '5.51', edition: '5.5', basis: B },
  { cataphract: '5.52', edition: '5.5', basis: B },
  { cataphract: '6.13', edition: '6.13', basis: B },
  { cataphract: '6.22', edition: '6.32', basis: T }, // terrain Cohesion Hits (6.31–6.37 ↔ 6.21–6.28; Cat 6.23 [OCR?] absent)
  { cataphract: '6.3', edition: '6.2', basis: T }, // the section of 6.31–6.32 ↔ DH 6.21–6.22
  { cataphract: '6.31', edition: '6.21', basis: B },
  { cataphract: '6.41', edition: '6.41', basis: B },
  { cataphract: '6.46', edition: '6.46', basis: B },
  { cataphract: '6.51', edition: '6.51', basis: T },
  // [AMBIGUOUS] Cat 6.52 "Facing and penalties" is split in DH: facing 6.53, the flank/rear hit 6.54 (its infantry hit is dropped).
  { cataphract: '6.52', edition: '6.53–6.54', basis: T, ambiguous: 'one Cataphract paragraph, two DH paragraphs' },
  { cataphract: '6.58', edition: '6.52', basis: T }, // Cavalry Line Withdrawal → optional Line withdrawal (Appendix A)
  { cataphract: '6.65', edition: '6.63', basis: T }, // the Stacking Table → 6.63 (Appendix A), not DH 6.65
  { cataphract: '6.72', edition: '6.72', basis: T },
  { cataphract: '6.73', edition: '6.73', basis: T },
  { cataphract: '6.74', edition: '6.74', basis: T },
  { cataphract: '7.12', edition: '7.12', basis: B },
  { cataphract: '7.13', edition: '7.14', basis: B },
  { cataphract: '7.14', edition: '7.15', basis: B },
  { cataphract: '7.23', edition: '7.23', basis: T }, // 7.21–7.25 ↔ 7.21–7.26: Cat 7.25 moved to DH 7.13
  { cataphract: '7.25', edition: '7.13', basis: B },
  { cataphract: '7.32', edition: '7.32', basis: T }, // 7.31–7.32 ↔ 7.31–7.34: DH 7.32 places both markers
  { cataphract: '7.33', edition: '7.32', basis: T },
  { cataphract: '8.15', edition: '8.18', basis: B },
  { cataphract: '8.18', edition: '8.15', basis: B },
  { cataphract: '8.19', edition: '8.19', basis: B },
  { cataphract: '8.21', edition: '8.43', basis: B },
  { cataphract: '8.22', edition: '8.41–8.42', basis: B },
  { cataphract: '8.23', edition: '8.45', basis: B },
  { cataphract: '8.33', edition: '8.34', basis: T }, // H&D procedure (DH 8.34's [DIFF] cites Cat 8.33)
  { cataphract: '8.34', edition: '8.35', basis: T }, // infantry impetuosity (DH 8.35's [DIFF] cites Cat 8.34)
  { cataphract: '9.11', edition: '9.11', basis: B },
  { cataphract: '9.12', edition: '9.12', basis: B },
  { cataphract: '9.13', edition: '9.14', basis: B },
  { cataphract: '9.14', edition: '9.15', basis: B },
  { cataphract: '9.15', edition: '9.16', basis: B },
  { cataphract: '9.16', edition: '9.17', basis: B },
  { cataphract: '9.17', edition: '9.18', basis: B },
  { cataphract: '9.21', edition: '9.21', basis: B },
  { cataphract: '9.22', edition: '9.22', basis: B },
  { cataphract: '9.23', edition: '9.23', basis: B },
  // 11.11–11.16 ↔ 10.11–10.16 pairs them in another order.
  { cataphract: '10.13', edition: '11.12', basis: T }, // distributing hits
  { cataphract: '10.15', edition: '11.13', basis: T }, // mutual rout
  { cataphract: '10.16', edition: '11.14', basis: T }, // Reorganization → Recovery
  { cataphract: '10.21', edition: '11.4', basis: B },
  { cataphract: '10.22', edition: '11.4', basis: B },
  { cataphract: '10.23', edition: '11.4', basis: B },
  { cataphract: '10.26', edition: '11.4', basis: B },
  { cataphract: '10.27', edition: '11.5', basis: B },
  { cataphract: '10.32', edition: '11.2', basis: B },
  { cataphract: '11.1', edition: '9.4', basis: B },
  { cataphract: '12.11', edition: '12.11', basis: T }, // 12.1 ↔ 12.0: same paragraphs
  { cataphract: '12.12', edition: '12.12', basis: T },
  { cataphract: 'scenario', edition: 'scenario', basis: 'scenario' },
];

/** Appendix A: Cataphract rules DH does not have. */
export const DH_DROPPED: readonly DroppedRule[] = [
  { rule: 'Size values, Size Differential Ratio', cataphract: ['2.21', '9.12', '9.16'], instead: 'counter-count Numerical Superiority (DH 9.12)', off: ['flag:shockColumnShift'] },
  { rule: 'OC Strategy value; SC Line Command roll vs Strategy', cataphract: ['4.1', '4.33'], instead: 'DH 4.32', off: ['flag:scLineCommand'] },
  { rule: 'Personal Combat value', cataphract: ['4.1', '8.19', '9.14'], instead: 'Initiative used', off: ['policy:casualtyRating'] },
  { rule: 'Line contiguity requirements', cataphract: ['4.32'], instead: 'scenario Lines + 2× range', off: ['flag:lineContiguity'] },
  { rule: 'Leader 1–3 hex retreat', cataphract: ['4.62'], instead: 'DH 4.42', off: ['flag:loneLeader'] },
  { rule: 'Javelins (J), throwing axes (F), Cheiroballistra', cataphract: ['8.11', '11.6'], instead: 'none (DH adds crossbows CB, Mongol artillery at Liegnitz)', off: ['data'] },
  { rule: '2 hits on a successful modified fire DR 0–1 (twoHitRule); extended range; HI +1/+3 fire DRMs', cataphract: ['8.15', '8.16'], instead: 'the Armor Chart; every successful fire = exactly 1 hit', off: ['policy:twoHits', 'flag:fire'] },
  { rule: 'Archer LOS over closer units', cataphract: ['8.14'], instead: 'Direct/Arc fire (DH 8.17)', off: ['flag:fire'] },
  { rule: 'H&D + FR combination; H&D target out of range must pursue', cataphract: ['8.35', '6.74'], instead: 'removed', off: ['flag:hdFeignedRetreat'] },
  { rule: 'LC/LI vs HI/MI halving', cataphract: ['9.16'], instead: 'removed', off: ['flag:lightArcherHalving'] },
  { rule: 'Infantry Orderly Withdrawal and its 1-hit penalty; OW by any faster unit', cataphract: ['6.5'], instead: 'cavalry-only OW', off: ['flag:orderlyWithdrawal'] },
  { rule: 'Cavalry Line Withdrawal (all must withdraw)', cataphract: ['6.58'], instead: 'optional Line withdrawal (DH 6.52)', off: ['open'] },
  { rule: 'Stacking Table', cataphract: ['6.65'], instead: 'DH 6.63', off: ['flag:stacking'] },
  { rule: 'Reaction Facing minimum 1 hit', cataphract: ['7.14'], instead: 'removed (DH 7.15)', off: ['policy:reactionFacingHits'] },
  { rule: 'Optional Engagement with movement bans and step-back', cataphract: ['10.3'], instead: 'mandatory missile-only Engagement (DH 11.2)', off: ['flag:engagement'] },
  { rule: 'Recovery of 1 hit inside enemy missile range', cataphract: ['10.16'], instead: 'removed (DH 11.14)', off: ['policy:reorganizeLimit', 'flag:rallyRecovery'] },
  { rule: 'Rout path priorities through friendly units; rotation procedure', cataphract: ['10.21', '10.24'], instead: 'DH 11.41–11.45', off: ['flag:routPath'] },
  { rule: 'Army Discipline and Uncontrolled Advance', cataphract: ['11.2', '11.3'], instead: 'Uncontrolled Aggression (DH 9.3) for Knights/European HC', off: ['data'] },
  { rule: 'Rate of Fire (C infantry in set-up hex)', cataphract: ['11.4'], instead: 'DH 8.25', off: ['flag:rateOfFire'] },
  { rule: "Swords, Roman Shield Wall, Champions' Challenge", cataphract: ['11.5', '11.7', '11.8'], instead: 'not in DH', off: ['data'] },
  { rule: 'Wedge (Casilinum), Dara walls, wind, Lent etc.', cataphract: [], instead: 'not applicable (Cataphract scenario rules)', off: ['data'] },
  // The engine's check has no phase of its own: it ends the Rout Phase, after the Reload (ruling DH-SEQ-1).
  { rule: 'Separate Withdrawal Phase E', cataphract: ['3.0'], instead: 'folded into Rout Phase D.4', off: ['sequence'] },
];
