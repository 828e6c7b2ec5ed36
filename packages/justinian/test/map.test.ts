import { describe, expect, it } from 'vitest';
import { BOX_DATA, PREFECTURES, PROVINCES, SEA_AREAS } from '../src/data/map';
import { PREFECTURE_TABLE } from '../src/data/tables';
import { coastsOf, inProvincesOf, isCity, landNeighbours, neighbours, province, staticDistance } from '../src/geo';

describe('2.1 the map (reconstructed; the checksums of table 11.12 hold)', () => {
  it('89 provinces, 9/11/45/12/12 by prefecture, income 15/13/51/18/13', () => {
    expect(PROVINCES).toHaveLength(89);
    for (const pref of PREFECTURES) {
      expect(inProvincesOf(pref)).toHaveLength(PREFECTURE_TABLE.rows[pref].provinces);
      expect(PROVINCES.filter((p) => p.prefecture === pref).reduce((n, p) => n + p.income, 0)).toBe(PREFECTURE_TABLE.rows[pref].incomeTotal);
    }
    expect(province('Aegyptus II').income).toBe(3);
    expect(province('Lazica').income).toBe(0);
  });
  it('stated facts: Dara, Ravenna, Constantinople cities; Euphratensis not; Moesia I fort; Europa coastal City', () => {
    expect(['Mesopotamia', 'Flaminia', 'Europa', 'Lazica'].every(isCity)).toBe(true);
    expect(isCity('Euphratensis')).toBe(false);
    expect(province('Moesia I').fort).toBe(true);
    expect(province('Europa').seas.length).toBeGreaterThan(0);
  });
  it('EX-14 (7.13): Macedonia borders Dardania and Epirus Nova, not Praevalitana', () => {
    expect(landNeighbours('Macedonia')).toEqual(expect.arrayContaining(['Dardania', 'Epirus Nova']));
    expect(neighbours('Macedonia')).not.toContain('Praevalitana');
  });
  it('the four straits; Septem is reached only across the strait', () => {
    expect(neighbours('Septem')).toEqual(['Hispania']);
    expect(staticDistance('Europa', 'Bithynia')).toBe(2);
    expect(neighbours('Sicilia')).toEqual(['Lucania et Bruttii']);
  });
  it('EX-22 (10.21): Zeugitania, Sardinia and Hispania are the City / 2 G provinces of Africa', () => {
    expect(inProvincesOf('Africa').filter((p) => isCity(p) || province(p).income >= 2).sort()).toEqual(['Hispania', 'Sardinia', 'Zeugitania']);
  });
  it('every mainland province but Spain and Septem (linked only to each other) reaches Europa by land; seas have coasts; boxes have arrows', () => {
    const cut = PROVINCES.filter((p) => !p.island && staticDistance('Europa', p.name) === Infinity).map((p) => p.name);
    expect(cut.sort()).toEqual(['Hispania', 'Septem']);
    for (const sea of SEA_AREAS) expect(coastsOf(sea.name).length, sea.name).toBeGreaterThan(0);
    expect(BOX_DATA).toHaveLength(14);
    for (const b of BOX_DATA) for (const p of b.arrows) expect(() => province(p)).not.toThrow();
    expect(BOX_DATA.find((b) => b.power === 'franks')!.arrows).toContain('Liguria');
  });
  it('EX-16 (7.21) sea links: Western Mediterranean – Sea of Carthage – Tyrrhenian; Hispania and Sicilia coasts', () => {
    expect(SEA_AREAS.find((s) => s.name === 'Western Mediterranean')!.adjacent).toContain('Sea of Carthage');
    expect(SEA_AREAS.find((s) => s.name === 'Sea of Carthage')!.adjacent).toContain('Tyrrhenian Sea');
    expect(province('Hispania').seas).toContain('Western Mediterranean');
    expect(province('Sicilia').seas).toContain('Tyrrhenian Sea');
  });
});
