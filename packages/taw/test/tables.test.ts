import { describe, expect, it } from 'vitest';
import { allocateAttrition } from '../src/attrition';
import { twoThirdsNeed } from '../src/control';
import { applyPercent } from '../src/losses';
import { CER_LIMIT, REINFORCEMENT_SP, auguryNumber, cerOver, legionColumn, legionsReceived, revoltCheck, samniteRecruits, tribeFor } from '../src/rrrTables';
import {
  ASSAULT_NEED, ATTRITION_ROWS, BRT_UNPREDICTABLE_ROW, ELEPHANTS, STRAIT_ROW_BY_NS, assaultColumn, assaultLossPct, attritionColumn, attritionLoss, avoidanceDrm, brtCell, cavalryDrm,
  coordinationValue, devastationValue, diplomacyNumber, leaderLoss, lossOf, navalDistanceDrm, ratioDrm, rowIndex, siegeLoss, slaughterPct, straitContested, straitLossNonNegative,
  surrenderNeed, tacticalValue,
} from '../src/tables';
import type { Group } from '../src/state';

// Worked examples of examples.md as golden tests on the tables (T1–T27, R1–R5).

describe('8.3 Battle Results Table (T4) and 8.4 Unpredictable Results', () => {
  it('EX-8.4: a modified re-roll of [2] reads row −3: 20/5', () => {
    expect(BRT_UNPREDICTABLE_ROW[2]).toBe(-3);
    expect(brtCell(BRT_UNPREDICTABLE_ROW[2]!)).toEqual({ att: 20, def: 5 });
  });
  it('EX-8.35: +22 is */75; beyond the table clamps to −13 / +22; X rows carry their modifier', () => {
    expect(brtCell(22)).toEqual({ att: '*', def: 75 });
    expect(brtCell(40)).toEqual({ att: '*', def: 75 });
    expect(brtCell(-20)).toEqual({ att: 50, def: 0 });
    expect(brtCell(-5)).toEqual({ x: -2 });
    expect(brtCell(14)).toEqual({ x: 2 });
  });
});

describe('8.31–8.32 battle DRMs', () => {
  it('EX-8.35 Cannae: tactical A on 3 = 6, E on 6 = 3; ratio 97:184 = −2; 13 more non-Roman cavalry in the open = +4; Varro E with 8 Double Legions +6', () => {
    expect(tacticalValue('A', 3) - tacticalValue('E', 6)).toBe(3);
    expect(ratioDrm(97, 184)).toBe(-2);
    expect(cavalryDrm(13, 'open', false)).toBe(4);
    expect(cerOver('E', 8)).toBe(6);
  });
  it('T6 ratio: rounded in the defender’s favour; beyond 3-1 and 1-3 the DRM is the ratio', () => {
    expect(ratioDrm(20, 10)).toBe(2);
    expect(ratioDrm(29, 10)).toBe(2);
    expect(ratioDrm(15, 10)).toBe(1);
    expect(ratioDrm(14, 10)).toBe(0);
    expect(ratioDrm(70, 10)).toBe(7);
    expect(ratioDrm(10, 15)).toBe(-1);
    expect(ratioDrm(10, 100)).toBe(-10);
  });
  it('T5: Roman superiority counts only in the open (scale B); mountain and marsh never', () => {
    expect(cavalryDrm(13, 'open', true)).toBe(2);
    expect(cavalryDrm(13, 'rough', false)).toBe(2);
    expect(cavalryDrm(13, 'rough', true)).toBe(0);
    expect(cavalryDrm(40, 'mountain', false)).toBe(0);
  });
  it('EX-RRR-5.25a/b: a C consul with 6 Double Legions is 2 over (battle ∓2, siege attrition +1)', () => {
    expect(CER_LIMIT.C).toBe(4);
    expect(cerOver('C', 6)).toBe(2);
    expect(Math.floor(cerOver('C', 6) / 2)).toBe(1);
    expect(cerOver('C', 8)).toBe(4);
  });
});

describe('8.34 Loss Percentage Table (T13, provisional formula)', () => {
  it('EX-8.34 note: 20% of 4 SP = 1; of 25 SP = 4 + 1 = 5', () => {
    expect(lossOf(20, 4)).toBe(1);
    expect(lossOf(20, 25)).toBe(5);
  });
  it('EX-8.34a: 45/15/18 infantry lose 9 + 3 + 4 = 16; 18 cavalry lose 4 (Iberian 3, Numidian 1: ruling R-15); 2 committed elephants lose 0', () => {
    const g: Group[] = [
      { c: 'Carthaginian', t: 'inf', sp: 45 }, { c: 'Iberian', t: 'inf', sp: 15 }, { c: 'Gallic', t: 'inf', sp: 18 },
      { c: 'Iberian', t: 'cav', sp: 10 }, { c: 'Numidian', t: 'cav', sp: 8 }, { c: 'African', t: 'el', sp: 2 },
    ];
    const r = applyPercent(g, 20, 2);
    expect(r.lost).toBe(20);
    expect(r.elephants).toBe(0);
    expect(g.map((x) => x.sp)).toEqual([36, 12, 14, 7, 7, 2]);
  });
  it('EX-8.34b: a Consular Army losing 30% loses 11 legion infantry spread 3/3/3/2, and 30% of its actual 8 cavalry', () => {
    const g: Group[] = [];
    for (const id of ['I', 'II']) g.push({ c: 'Roman', t: 'inf', sp: 9, legion: id }, { c: 'Roman', t: 'inf', sp: 9, legion: id, al: true }, { c: 'Roman', t: 'cav', sp: 1, legion: id }, { c: 'Roman', t: 'cav', sp: 3, legion: id, al: true });
    applyPercent(g, 30, 0);
    expect(g.filter((x) => x.t === 'inf').map((x) => 9 - x.sp).sort()).toEqual([2, 3, 3, 3]);
    expect(8 - g.filter((x) => x.t === 'cav').reduce((n, x) => n + x.sp, 0)).toBe(lossOf(30, 8));
  });
  it('pinned cells: 20% of 2 = 0, 20% of 8 = 2, 30% of 36 = 11, 75% of 184 = 138, 60% of 6 = 4', () => {
    expect([lossOf(20, 2), lossOf(20, 8), lossOf(30, 36), lossOf(75, 184), lossOf(60, 6)]).toEqual([0, 2, 11, 138, 4]);
  });
  it('EX-8.38: PF 3 × DR 6 = 18% → 15%; never over 50%; 14 vs 6 cavalry in the open gives PF 2', () => {
    expect(slaughterPct(3, 6)).toBe(15);
    expect(slaughterPct(8, 9)).toBe(50);
    expect(cavalryDrm(14 - 6, 'open', false)).toBe(2);
  });
});

describe('6.4 Attrition (T19–T20)', () => {
  it('EX-6.42 / EX-6.43a: 55 inf + 9 cav (×2) + 2 el = 75; 5 AP → row 5–6, column 61–80 → 2 ALP', () => {
    expect(attritionColumn(55 + 18 + 2)).toBe(4);
    expect(attritionLoss(5, 75, 0)).toMatchObject({ alp: 2, row: '5-6' });
  });
  it('EX-6.46a: Inertia in Liguria Taurini: mountain 4 AP → 2; open 2 AP → 1; inside a Small city 1 AP → 0', () => {
    expect(attritionLoss(4, 75, 0).alp).toBe(2);
    expect(attritionLoss(2, 75, 0).alp).toBe(1);
    expect(attritionLoss(2 - 1, 75, 0).alp).toBe(0);
  });
  it('6.43: row shifts continue into rows A–D and stop at 4; AP ≤ 0 gives no attrition (ruling R-21)', () => {
    expect(attritionLoss(43, 75, 1).row).toBe('A');
    expect(attritionLoss(5, 75, 9).row).toBe(ATTRITION_ROWS[rowIndex('5-6') + 4]!.id);
    expect(attritionLoss(0, 75, 3).alp).toBe(0);
  });
  it('"1*": a single SP moving loses nothing in rows 17–21 and 22–27', () => {
    expect(attritionLoss(18, 1, 0, 1).alp).toBe(0);
    expect(attritionLoss(18, 2, 0, 2).alp).toBe(1);
  });
  it('EX-6.47: 12 ALP with the elephant option = 1 elephant (2 ALP) + 1 cavalry (the 7th) + 9 infantry', () => {
    const g: Group[] = [{ c: 'A', t: 'inf', sp: 30 }, { c: 'A', t: 'cav', sp: 5 }, { c: 'A', t: 'el', sp: 2 }];
    expect(allocateAttrition(g, 12, true)).toBe(11);
    expect(g.map((x) => x.sp)).toEqual([21, 4, 1]);
    const h: Group[] = [{ c: 'A', t: 'inf', sp: 30 }, { c: 'A', t: 'cav', sp: 5 }, { c: 'A', t: 'el', sp: 2 }];
    allocateAttrition(h, 12);
    expect(h.map((x) => x.sp)).toEqual([19, 4, 2]);
  });
});

describe('9.0 Sieges (T14, T15, T17, T20 siege columns)', () => {
  it('EX-9.3: the besieger (Outside) at modified 2 → row 5–6, 28 SP → 1; the besieged (Inside) at 7 → row 43+, 8 SP → 2', () => {
    expect(siegeLoss(2, false, 28)).toMatchObject({ alp: 1, row: '5-6' });
    expect(siegeLoss(7, true, 8)).toMatchObject({ alp: 2, row: '43+' });
    expect(devastationValue(28)).toBe(1);
  });
  it('EX-9.3/9.44: 21 vs SDS 24 is 1-1.5 (need 8); 21 vs 18 is 1-1 (need 7); worse than 1-2 fails; better than 6-1 reads 6-1', () => {
    expect(ASSAULT_NEED[assaultColumn(21, 24)]).toBe(8);
    expect(ASSAULT_NEED[assaultColumn(21, 18)]).toBe(7);
    expect(assaultColumn(10, 21)).toBe(-1);
    expect(ASSAULT_NEED[assaultColumn(100, 10)]).toBe(1);
  });
  it('EX-9.45: success, attacker DR 4 (even) → 10% of 21 = 2 (27 for the whole Force = 3); defender DR 6 → 60% of 6 = 4', () => {
    expect(assaultLossPct(true, true, 4)).toBe(10);
    expect(lossOf(10, 21)).toBe(2);
    expect(lossOf(10, 27)).toBe(3);
    expect(assaultLossPct(true, false, 6)).toBe(60);
    expect(lossOf(60, 6)).toBe(4);
    expect(assaultLossPct(false, true, 9)).toBe(50);
    expect(assaultLossPct(false, false, 3)).toBe(25);
  });
  it('EX-9.52a/b: Small city IDS 1 surrenders on 2+; Capua IDS 7 on 8+; Rome at 10 never (row "2" read as IDS 3: 4+)', () => {
    expect(surrenderNeed(1)).toBe(2);
    expect(surrenderNeed(3)).toBe(4);
    expect(surrenderNeed(7)).toBe(8);
    expect(surrenderNeed(10)).toBeNull();
  });
  it('EX-9.62: IDS 3, CR 6 → 6; out-of-table CR clamps to 3..7; IDS 7 needs CR 6+', () => {
    expect(diplomacyNumber(3, 6)).toBe(6);
    expect(diplomacyNumber(3, 9)).toBe(5);
    expect(diplomacyNumber(7, 5)).toBeNull();
  });
});

describe('8.2 Pre-combat (T2, T3) and 8.6 leader losses (T10)', () => {
  it('EX-8.23: city two hexes away −1, 1 GP −1, Roman honour +4 = +2', () => {
    expect(avoidanceDrm({ mountainOrMarsh: false, cityDistance: 2, gpDefender: 1, gpAttacker: 0, onlyAcrossRiver: false, roman: true })).toBe(2);
  });
  it('EX-8.26: Pontius CR 5 and Egnatius CR 4 two hexes apart: ⌊9/2⌋ − 2 = 2', () => {
    expect(coordinationValue(5, 4, 2, 0)).toBe(2);
  });
  it('T10: first roll (+1 on the defeated side) ≥ MR, then ≥ MR killed, else wounded', () => {
    expect(leaderLoss(6, null, 7, false)).toBe('none');
    expect(leaderLoss(6, 3, 7, true)).toBe('wounded');
    expect(leaderLoss(7, 7, 7, false)).toBe('killed');
  });
  it('T11: elephant results by die', () => {
    expect(ELEPHANTS).toEqual(['own-cav', 'own-inf', 'lost', 'lost', 'none', 'enemy-inf', 'enemy-cav', 'enemy-cav', 'drm', 'drm']);
  });
});

describe('7.0 Naval tables (T24, T25)', () => {
  it('EX-7.24: fewer than 20 coastal hexes cost nothing; 7 open-sea hexes −2', () => {
    expect(navalDistanceDrm(15, 0)).toBe(0);
    expect(navalDistanceDrm(3, 7)).toBe(-2);
  });
  it('EX-7.32/7.33: at NS −1 contested on a raw 4 or less; NS +2 and loss DR 5 → 6 SP; NS −1 reads row A (30 SP → 10)', () => {
    expect(straitContested(4, -1)).toBe(true);
    expect(straitContested(5, -1)).toBe(false);
    expect(straitContested(0, 4)).toBe(false);
    expect(straitLossNonNegative(5, 2)).toBe(6);
    expect(ATTRITION_ROWS[rowIndex(STRAIT_ROW_BY_NS[-1]!)]!.vals[attritionColumn(30)]).toBe(10);
  });
});

describe('RRR tables and scenario tables', () => {
  it('EX-RRR-7.11: the Aquila column (21+) at modified 6 gives 1', () => {
    expect(legionColumn(21)).toBe(4);
    expect(legionsReceived(6, 21)).toBe(1);
  });
  it('EX-RRR-10.23: reinforcement at modified 9 = 16 SP; the Samnite cap [S] reads 5', () => {
    expect(REINFORCEMENT_SP[9]).toBe(16);
    expect(legionsReceived(9, 3, 5)).toBe(legionsReceived(5, 3));
  });
  it('EX-S1-recruit: 35 Samnite SP, DR 6 → 16 infantry + 2 cavalry; at 100 nothing', () => {
    expect(samniteRecruits(6, 35)).toEqual([16, 2]);
    expect(samniteRecruits(9, 100)).toEqual([0, 0]);
  });
  it('EX-S1-revolt: 7 legions outside, DR 6 → 9 ≥ 8: revolt', () => {
    expect(revoltCheck(6, 7)).toEqual({ total: 9, revolt: true });
    expect(revoltCheck(7, 4).revolt).toBe(false);
  });
  it('EX-13: Augury dice 5 then 0 → event 50; R4 tribes by 2d10 (00 = 100: Bruttium)', () => {
    expect(auguryNumber(5, 0)).toBe(50);
    expect(tribeFor(50).tribe).toBe('Sabinus');
    expect(tribeFor(0).tribe).toBe('Bruttium');
    expect(tribeFor(1).tribe).toBe('Etruria');
  });
  it('EX-11.14: five cities, none Large or Medium: the non-Roman needs 3', () => {
    expect(twoThirdsNeed(5)).toBe(3);
    expect(twoThirdsNeed(3)).toBe(2);
  });
});
