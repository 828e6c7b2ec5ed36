import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATAPHRACT, DEVILS_HORSEMEN, DH_DROPPED } from '../src/edition';
import { SHOCK_CRT, crtCell } from '../src/charts/crt';
import { CLASH_TABLE } from '../src/charts/clash';
import { DEVILS_HORSEMEN_TERRAIN } from '../src/charts/devilsHorsemen';
import {
  DH_AUTOMATIC_HITS,
  DH_COMMAND_CHECKS,
  DH_LEADER_CASUALTY,
  DH_TQ_CHECKS,
  DH_TQ_MODIFIERS,
  charismaCheck,
  collapseRouts,
  excessHits,
  initiativeCheck,
  momentumNineReroll,
  rallyHits,
  tqCheckType,
} from '../src/charts/devilsHorsemenChecks';
import {
  DH_ARMOUR,
  DH_FIRE_DRM,
  DH_MISSILE_GRID,
  DH_MISSILE_LOW_ON,
  DH_MISSILE_RANGE,
  armourClassOf,
  armourDrm,
  dhMissileRow,
  dhMissileStrength,
  fireModeAllowed,
} from '../src/charts/devilsHorsemenMissile';
import {
  DH_CLASH,
  DH_CLASH_AS_CATAPHRACT,
  DH_HEAVY_TYPES,
  DH_SHOCK_SHIFTS,
  DH_SHOCK_TABLE,
  DH_SUPERIORITY,
  dhClashType,
  dhSuperiorityType,
  type DhClashType,
  type DhSuperiorityType,
} from '../src/charts/devilsHorsemenShock';

/**
 * DH 10.1–10.9: every chart of The Devil's Horsemen as typed data, checked cell for cell against the spec's own JSON
 * transcription (test/fixtures/dh-spec-charts.json, copied verbatim from spec/gboh-devils-horsemen/rules.md), and the
 * outcome functions against the chart's check types.
 */

type SpecCharts = {
  missileRange: Record<string, Record<string, number>>;
  missileDrm: Record<string, number>;
  missileLowOnUnmodifiedDR: Record<string, number[]>;
  armorDrm: Record<string, Record<string, number>>;
  arcMinRange: number;
  superiority: Record<string, Record<string, 'AS' | 'DS' | null> | unknown>;
  clashOfWeapons: Record<string, Record<string, number[]> | unknown>;
  shockTable: Record<string, [number, number][] | string>;
  columnShifts: { anyDefenderDisordered: number; terrainChooseMostFavourableToDefender: Record<string, number> };
  terrain: Record<string, { mp?: number; mpAdd?: number; hits?: Record<string, number>; prohibited?: boolean }>;
  columnChangeMp: number;
};
const spec = JSON.parse(readFileSync(new URL('./fixtures/dh-spec-charts.json', import.meta.url), 'utf8')) as SpecCharts;

describe('DH 10.1 Missile Range Chart', () => {
  it('every row and range as the spec transcribes it; out of range beyond', () => {
    for (const [row, cells] of Object.entries(spec.missileRange)) {
      const ours = DH_MISSILE_RANGE[row as keyof typeof DH_MISSILE_RANGE];
      expect(Object.fromEntries(ours.map((v, i) => [String(i + 1), v])), row).toEqual(cells);
      expect(dhMissileStrength(row as keyof typeof DH_MISSILE_RANGE, ours.length + 1)).toBeNull();
    }
  });

  it('DRMs and Missile Low thresholds as printed (+1 moved, +1 Disordered, +1 woods, −1 lower, −2/−3 Rain of Arrows)', () => {
    expect(DH_FIRE_DRM).toEqual(spec.missileDrm);
    expect(DH_MISSILE_LOW_ON).toEqual(spec.missileLowOnUnmodifiedDR);
  });

  it('the engine grid: C mounted and on foot, B the same both ways, the crossbow rows; no J, F, Cheiroballistra (Appendix A)', () => {
    expect(DH_MISSILE_GRID.C_cav).toEqual([9, 7, 4, 2]);
    expect(DH_MISSILE_GRID.C_inf).toEqual([9, 8, 5, 3, 1]);
    expect(DH_MISSILE_GRID.B_cav).toEqual(DH_MISSILE_GRID.B_inf);
    expect(DH_MISSILE_GRID.CB_inf).toEqual([9, 7, 4]);
    expect(DH_MISSILE_GRID.CB_cav).toEqual([9, 4]);
    expect([DH_MISSILE_GRID.J_inf, DH_MISSILE_GRID.J_cav, DH_MISSILE_GRID.F, DH_MISSILE_GRID.Cheiro]).toEqual([[], [], [], []]);
    expect(dhMissileRow('C', true)).toBe('C_mounted');
    expect(dhMissileRow('B', false)).toBe('B');
    expect(DEVILS_HORSEMEN.charts.missile).toBe(DH_MISSILE_GRID);
    expect(CATAPHRACT.charts.missile.CB_inf).toBeUndefined();
  });
});

describe('DH 10.2 Armour Effectiveness Chart', () => {
  it('every cell as the spec transcribes it', () => {
    expect(DH_ARMOUR).toEqual(spec.armorDrm);
    expect(DEVILS_HORSEMEN.charts.armour).toBe(DH_ARMOUR);
    expect(CATAPHRACT.charts.armour).toBeUndefined();
  });

  it('note [a] and 8.17: Arc Fire only at range ≥ 2 and never with a crossbow', () => {
    expect(spec.arcMinRange).toBe(2);
    expect(fireModeAllowed('C', 'arc', 1)).toBe(false);
    expect(fireModeAllowed('C', 'arc', 2)).toBe(true);
    expect(fireModeAllowed('CB', 'arc', 3)).toBe(false);
    expect(armourDrm(DH_ARMOUR, 'KNIGHTS', 'B', 'direct', 1)).toBe(3);
    expect(armourDrm(DH_ARMOUR, 'KNIGHTS', 'C', 'arc', 2)).toBe(1);
    expect(armourDrm(DH_ARMOUR, 'LI', 'CB', 'direct', 1)).toBe(-3);
    expect(armourDrm(DH_ARMOUR, 'HI', 'CB', 'arc', 2)).toBeNull();
  });

  it('ruling DH-ARM-1: which row a target reads', () => {
    const u = (type: string, cls: string | null = null, nationality = 'Russian') => armourClassOf({ type, class: cls, nationality, dismounted: false });
    expect(u('HC', 'Cat')).toBe('HC_CAT');
    expect(u('HC', 'Kn')).toBe('KNIGHTS');
    expect(u('HC')).toBe('HC');
    expect(u('LC', null, 'Mongol')).toBe('LC_MONGOL');
    expect(u('LC')).toBe('LC_OTHER');
    expect(u('LN')).toBe('LC_OTHER');
    expect(u('HI', 'KnDismounted')).toBe('HI');
    expect(u('LI')).toBe('LI');
  });
});

const DH_TYPES: DhSuperiorityType[] = ['HC_CAT', 'HC_KN', 'KN_DISMOUNTED', 'KN_UNHORSED', 'LN', 'LC', 'HI', 'MI', 'LI'];
const CLASH_TYPES: DhClashType[] = ['HC_CAT', 'HC_KN', 'LN', 'LC', 'HI', 'MI', 'LI'];

describe('DH 10.3 Superiority Chart', () => {
  it('every cell as the spec transcribes it (read down the attacker column)', () => {
    for (const d of DH_TYPES) expect(DH_SUPERIORITY[d], d).toEqual(spec.superiority[d]);
  });

  it('"+" types must Shock if they moved; dismounted and unhorsed Knights read heavy (ruling DH-SUP-2)', () => {
    expect([...DH_HEAVY_TYPES].sort()).toEqual(['HC_CAT', 'HC_KN', 'HI', 'KN_DISMOUNTED', 'KN_UNHORSED', 'LN', 'MI']);
    expect(DEVILS_HORSEMEN.policies.mustShockIfMoved({ type: 'LC', class: null, dismounted: false })).toBe(false);
    expect(DEVILS_HORSEMEN.policies.mustShockIfMoved({ type: 'HI', class: 'KnUnhorsed', dismounted: true })).toBe(true);
  });

  it('DH differs from Cataphract where the spec says: LN defending gets no AS from HC; LI defending gives AS to HC; MI gives DS to LC', () => {
    const hc = { type: 'HC', class: null, dismounted: false };
    const party = (type: string) => ({ type, class: null, dismounted: false, javelinReady: false });
    expect(DEVILS_HORSEMEN.policies.weaponSuperiority(party('LN'), hc)).toBeNull();
    expect(CATAPHRACT.policies.weaponSuperiority(party('LN'), hc)).toBe('AS');
    expect(DEVILS_HORSEMEN.policies.weaponSuperiority(party('LI'), hc)).toBe('AS');
    expect(CATAPHRACT.policies.weaponSuperiority(party('LI'), hc)).toBeNull();
    expect(DEVILS_HORSEMEN.policies.weaponSuperiority(party('MI'), { type: 'LC', class: null, dismounted: false })).toBe('DS');
  });
});

describe('DH 10.4 Clash of Weapons Table', () => {
  it('every cell as the spec transcribes it, FRONT–LI and FLANK–LI reconstructed ([OCR?], ruling DH-CLASH-1)', () => {
    const aspects = { front: 'FRONT', flank: 'FLANK', rear: 'REAR' } as const;
    for (const [a, name] of Object.entries(aspects)) {
      const rows = spec.clashOfWeapons[name] as Record<string, number[]>;
      for (const d of CLASH_TYPES) expect(CLASH_TYPES.map((t) => DH_CLASH[a as keyof typeof aspects][d][t]), `${name} ${d}`).toEqual(rows[d]);
    }
  });

  it('types: HC Cat its own, Knights and other HC one column; dismounted Knights fight as HI, other units as their type', () => {
    expect(dhClashType({ type: 'HC', class: 'Cat', dismounted: false })).toBe('HC_CAT');
    expect(dhClashType({ type: 'HC', class: 'Kn', dismounted: false })).toBe('HC_KN');
    expect(dhSuperiorityType({ type: 'HI', class: 'KnDismounted', dismounted: true })).toBe('KN_DISMOUNTED');
    expect(dhClashType({ type: 'HI', class: 'KnDismounted', dismounted: true })).toBe('HI');
  });

  it('the Cataphract-shaped view reads HC as HC/KN; Cataphract’s own table is untouched', () => {
    expect(DH_CLASH_AS_CATAPHRACT.rear.LC.HC).toBe(12);
    expect(CLASH_TABLE.rear.LC.HC).toBe(10);
    expect(DH_CLASH_AS_CATAPHRACT.front.LI.HC).toBe(8);
  });
});

describe('DH 10.5 Shock Table', () => {
  it('every cell as the spec transcribes it, identical to Cataphract’s CRT', () => {
    for (let dr = 0; dr <= 9; dr++) expect(DH_SHOCK_TABLE[dr], `DR ${dr}`).toEqual(spec.shockTable[String(dr)]);
    expect(DH_SHOCK_TABLE).toEqual(SHOCK_CRT);
    expect(crtCell(DH_SHOCK_TABLE, 12, 5)).toEqual([2, 4]); // EX-3b: rear HC/KN vs LC, DR 5
  });

  it('column shifts as printed: Disorder 1 right; terrain lines', () => {
    expect(DH_SHOCK_SHIFTS.anyDefenderDisordered).toBe(spec.columnShifts.anyDefenderDisordered);
    expect(DH_SHOCK_SHIFTS.terrain).toEqual(spec.columnShifts.terrainChooseMostFavourableToDefender);
  });
});

describe('DH 10.6 TQ and Cohesion Hits Chart', () => {
  it('check types A/B/C and their outcomes', () => {
    expect([tqCheckType(7, 6), tqCheckType(6, 6), tqCheckType(5, 6)]).toEqual(['A', 'B', 'C']);
    expect(excessHits(8, 5)).toBe(3);
    expect(excessHits(5, 5)).toBe(0);
    expect(DH_TQ_CHECKS.collapse).toMatchObject({ AB: 'rout', C: 'remove one hit' });
  });

  it('R-1 Collapse: DR ≥ TQ routs (A + B), DR < TQ removes a hit (C)', () => {
    expect(collapseRouts(6, 6)).toBe(true);
    expect(collapseRouts(5, 6)).toBe(false);
    expect(DEVILS_HORSEMEN.policies.collapseRouts(6, 6)).toBe(true);
    expect(CATAPHRACT.policies.collapseRouts(6, 6)).toBe(false);
  });

  it('Rally hits: infantry ½ printed TQ, cavalry ⅓, rounded down (R-13: cavalry TQ 6 → 2)', () => {
    expect(rallyHits(6, false)).toBe(2);
    expect(rallyHits(5, true)).toBe(2);
    expect(rallyHits(7, false)).toBe(2);
  });

  it('automatic hits and modifiers as printed', () => {
    expect(DH_AUTOMATIC_HITS.successfulFire.hits).toBe(1);
    expect(DH_TQ_MODIFIERS).toEqual({ inColumn: -2, routedTq: 1 });
    expect(DH_TQ_CHECKS.impetuosityHc.uncontrolledAggressionDrm).toBe(2);
  });
});

describe('DH 10.7 Leader Casualty Summary and the Command Checks chart', () => {
  it('wounds on 0; the second roll kills above Initiative; no Finished clause', () => {
    expect(DH_LEADER_CASUALTY.shock.woundOn).toBe(0);
    expect(DH_LEADER_CASUALTY.wounded.finished).toBe(false);
    expect(DEVILS_HORSEMEN.policies.casualtyRating({ personalCombat: 2, initiative: 5 })).toBe(5);
    expect(CATAPHRACT.policies.casualtyRating({ personalCombat: 2, initiative: 5 })).toBe(2);
  });

  it('A/B against Initiative, C/D against Charisma; the Momentum 9 re-roll', () => {
    expect([initiativeCheck(5, 5), initiativeCheck(6, 5)]).toEqual(['B', 'A']);
    expect([charismaCheck(3, 3), charismaCheck(4, 3)]).toEqual(['D', 'C']);
    expect([0, 1, 2, 8, 9].map(momentumNineReroll)).toEqual(['stasis', 'stasis', 'finished', 'finished', 'endActivations']);
    expect(DH_COMMAND_CHECKS.lineCommandOutsideRange.rule).toBe('DH 4.32');
  });
});

describe('DH 10.8 Terrain Chart (the engine’s movement chart shape)', () => {
  it('the rows the Cataphract shape carries, as the spec transcribes them', () => {
    const t = spec.terrain;
    expect(DEVILS_HORSEMEN_TERRAIN.hexCost.clear).toBe(t.OPEN!.mp);
    expect(DEVILS_HORSEMEN_TERRAIN.hexCost.woods).toBe(t.WOODS!.mp);
    expect(DEVILS_HORSEMEN_TERRAIN.hexCost.rough).toBe(t.BROKEN!.mp);
    const hits = (h: { heavyInf: number; lightInf: number; cavalry: number }) => ({ LI: h.lightInf, HI_MI: h.heavyInf, CAV: h.cavalry });
    expect(hits(DEVILS_HORSEMEN_TERRAIN.hexHits.woods)).toEqual(t.WOODS!.hits);
    expect(hits(DEVILS_HORSEMEN_TERRAIN.hexHits.rough)).toEqual(t.BROKEN!.hits);
    expect(hits(DEVILS_HORSEMEN_TERRAIN.stream.hits)).toEqual(t.STREAM_HEXSIDE!.hits);
    expect(DEVILS_HORSEMEN_TERRAIN.stream.mp).toBe(t.STREAM_HEXSIDE!.mpAdd);
    expect(hits(DEVILS_HORSEMEN_TERRAIN.river.hits)).toEqual(t.KALKA_RIVER_HEXSIDE!.hits);
    expect(hits(DEVILS_HORSEMEN_TERRAIN.up1.hits)).toEqual(t.UP_1_LEVEL!.hits);
    expect(hits(DEVILS_HORSEMEN_TERRAIN.down1.hits)).toEqual(t.DOWN_1_LEVEL!.hits);
    expect(t.INDUS_RIVER!.prohibited).toBe(true);
    expect(DEVILS_HORSEMEN_TERRAIN.hexCost.river).toBeNull();
    expect(DEVILS_HORSEMEN_TERRAIN.enterLeaveColumnMP).toBe(spec.columnChangeMp); // ruling DH-TERR-3: 1, not the printed 2
  });
});

describe("Appendix A: every Cataphract rule DH drops is switched off where the engine can", () => {
  it('each flag or policy named differs from Cataphract’s; the rest are data, the shared sequence, or open (with the reason in the coverage table)', () => {
    for (const d of DH_DROPPED) {
      expect(d.off.length, d.rule).toBeGreaterThan(0);
      for (const o of d.off) {
        const [kind, key] = o.split(':') as [string, string | undefined];
        if (kind === 'flag') expect(DEVILS_HORSEMEN.flags[key as keyof typeof DEVILS_HORSEMEN.flags], o).not.toEqual(CATAPHRACT.flags[key as keyof typeof CATAPHRACT.flags]);
        else if (kind === 'policy') expect(DEVILS_HORSEMEN.policies[key as keyof typeof DEVILS_HORSEMEN.policies], o).not.toBe(CATAPHRACT.policies[key as keyof typeof CATAPHRACT.policies]);
        else expect(['data', 'sequence', 'open'], o).toContain(kind);
      }
    }
    expect(DH_DROPPED.filter((d) => d.off.includes('open')).map((d) => d.rule)).toEqual(['Cavalry Line Withdrawal (all must withdraw)']);
  });
});
