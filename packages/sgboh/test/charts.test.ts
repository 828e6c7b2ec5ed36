import { describe, expect, it } from 'vitest';
import { effectLabel, shockRow } from '../src/charts/shock';
import { FLANK_ROWS, FRONT_ROWS, matrixDrm } from '../src/charts/matrix';
import { hitNumber, maxRange } from '../src/charts/missile';
import { DITCH, TEC, parseCell } from '../src/charts/tec';
import { sizeDrm } from '../src/resolution';
import { FORTIFICATIONS } from '../src/charts/fortifications';
import { battle, start, unit } from './helpers';

describe('T4 Shock Results Table (D-01)', () => {
  const cases: [number, string, string][] = [
    [-7, 'Auto Rout', '-'],
    [-3, 'Auto Rout', '-'],
    [-2, 'DR(+2) Rout or 3H and Retreat', '-'],
    [-1, 'DR(+2) Rout or 3H and Retreat', '-'],
    [0, 'DR Rout or 2H and Retreat', '-'],
    [1, 'DR Rout or 2H and Retreat', '-'],
    [2, '2H and Retreat', '1H'],
    [4, '2H', '1H'],
    [5, '1H', '2H'],
    [7, '1H', '2H and Retreat'],
    [9, '-', 'DR Rout or 2H and Retreat'],
    [11, '-', 'DR(+2) Rout or 3H and Retreat'],
    [15, '-', 'Auto Rout'],
  ];
  it.each(cases)('modified %i: attacker %s, defender %s', (dr, att, def) => {
    const row = shockRow(dr);
    expect(effectLabel(row.attacker)).toBe(att);
    expect(effectLabel(row.defender)).toBe(def);
  });
  it('is point-symmetric (the reconstruction check of T4)', () => {
    for (let r = -4; r <= 13; r++) expect(effectLabel(shockRow(r).attacker)).toBe(effectLabel(shockRow(9 - r).defender));
  });
});

describe('T5 Weapon System Matrix', () => {
  const U = (type: Parameters<typeof matrixDrm>[0]['type'], cls: Parameters<typeof matrixDrm>[0]['cls'] = null) => ({ type, cls });
  it('anchors of the worked examples: LG vs PH frontal −1 (Example #2), LG vs HI frontal +1 (Example #1)', () => {
    expect(matrixDrm(U('LG'), U('PH'), false)).toBe(-1);
    expect(matrixDrm(U('LG'), U('HI'), false)).toBe(1);
  });
  it('cavalry may not Shock elephants (10.23: P in both parts)', () => {
    for (const t of ['HC', 'RC', 'BC', 'LN', 'LC', 'GC'] as const) {
      expect(matrixDrm(U(t), U('EL'), false)).toBe('P');
      expect(matrixDrm(U(t), U('EL'), true)).toBe('P');
    }
  });
  it('classes pick their row and column: CO(Rec) attacks as HI, CO(Con) defends in its own column', () => {
    expect(matrixDrm(U('CO', 'REC'), U('LI'), false)).toBe(FRONT_ROWS['HI|CO_REC|HO']!.v[7]);
    expect(matrixDrm(U('HC'), U('CO', 'CON'), false)).toBe(0);
    expect(matrixDrm(U('LC'), U('LN'), true)).toBe(FLANK_ROWS['LC|GC']!.v[3]);
  });
  it('every row has a value for every column', () => {
    for (const r of Object.values(FRONT_ROWS)) expect(r.v).toHaveLength(18);
    for (const r of Object.values(FLANK_ROWS)) expect(r.v).toHaveLength(7);
  });
});

describe('T3 Missile Range and Results Table', () => {
  it('hit numbers fall with range; javelins reach one hex only', () => {
    expect([1, 2, 3, 4, 5].map((r) => hitNumber('C', r))).toEqual([8, 6, 6, 3, 1]);
    expect(hitNumber('A', 4)).toBe(1);
    expect(hitNumber('S', 3)).toBeNull();
    expect(maxRange('J')).toBe(1);
  });
});

describe('T1 TEC cells', () => {
  it('reads the notation: MP, mandatory and optional hits, prohibited', () => {
    expect(parseCell('2(h)')).toEqual({ mp: 2, hit: 'optional' });
    expect(parseCell('+2h')).toEqual({ mp: 2, hit: 'mandatory' });
    expect(parseCell('P?')).toBe('P');
    expect(parseCell(TEC.hexes.woods[7])).toBe('P');
  });
});

describe('7.52 Size DRM (D-04)', () => {
  const s = start(battle([unit({ id: 'x', side: 'red', type: 'HI', hex: '0101' })]));
  const mk = (type: 'HI' | 'EL' | 'CH' | 'SK' | 'ART', size: number) => ({ ...s.units[0]!, type, size });
  it.each([
    [6, 3, 2],
    [5, 3, 1],
    [4, 3, 0],
    [3, 6, -2],
    [12, 10, 1],
  ])('%i against %i: %i', (a, d, v) => expect(sizeDrm([mk('HI', a)], [mk('HI', d)])).toBe(v));
  it('elephant size is ignored with other types; all-elephant attacks have no Size DRM; EL against CH uses it', () => {
    expect(sizeDrm([mk('HI', 5), mk('EL', 2)], [mk('HI', 5)])).toBe(0);
    expect(sizeDrm([mk('EL', 2)], [mk('HI', 5)])).toBe(0);
    expect(sizeDrm([mk('EL', 4)], [mk('CH', 2)])).toBe(2);
  });
  it('artillery stacked with infantry adds no Size (10.13)', () => {
    expect(sizeDrm([mk('HI', 6)], [mk('HI', 4), mk('ART', 2)])).toBe(1);
  });
});

describe('T2 Fortification Effects Chart (11.1, PROVISIONAL)', () => {
  it('the Ditch row the engine applies (R-13): +2h to cross, Shock −2, J +4, bows +2, slings +1, artillery −1', () => {
    expect(DITCH).toEqual({ mp: 2, hit: 'mandatory', shockDrm: -2, missile: { J: 4, A: 2, B: 2, C: 2, S: 1, ART: -1 } });
  });
  it('every row of both positions is data, and every lost cell is flagged uncertain', () => {
    for (const side of ['outside', 'inside'] as const) {
      for (const [feature, row] of Object.entries(FORTIFICATIONS[side])) {
        const lost = (['J', 'A', 'S'] as const).filter((k) => row.missile[k] === null);
        for (const k of lost) expect(row.uncertain, `${side} ${feature} ${k}`).toContain(k);
        if (row.shock === null) expect(row.uncertain).toContain('shock');
      }
    }
    expect(FORTIFICATIONS.outside.wall).toMatchObject({ move: { mp: 3, hit: 'mandatory' }, shock: -3 });
  });
});
