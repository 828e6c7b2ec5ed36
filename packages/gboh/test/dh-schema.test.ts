import { describe, expect, it } from 'vitest';
import { maxRange } from '../src/missile';
import { scenarioSchema } from '../src/scenario/schema';
import { position } from './helpers';
import { dhStart, european, mongol } from './dhHelpers';
import liegnitz from '../src/scenarios/data/liegnitz.json';

/** The scenario schema's DH fields: the CB crossbow, the Rain-of-Arrows triangle, the Knights' classes (issue 13). */
describe('DH scenario schema', () => {
  it('CB crossbow: the Liegnitz Franchi carry it and fire on the 10.1 CB-on-foot row (9, 7, 4: 3 hexes)', () => {
    expect(liegnitz.counterProfiles['eu-xbow'].missile).toBe('CB');
    const s = dhStart({ units: [european({ id: 'x', type: 'LI', tq: 4, ma: 5, missile: 'CB', hex: '1005' }), mongol({ id: 'm', type: 'LC', hex: '0505' })] });
    expect(s.static.units.x!.missile).toBe('CB');
    expect(maxRange(s, 'x')).toBe(3);
  });

  it('Rain of Arrows: the counter field reaches the unit; absent, the unit carries no field at all', () => {
    const s = dhStart({ units: [mongol({ id: 'a', type: 'LC', missile: 'C', rainOfArrows: true, hex: '0505' }), mongol({ id: 'b', type: 'LC', missile: 'C', hex: '0507' }), european({ id: 'e', type: 'HI', hex: '1205' })] });
    expect(s.static.units.a!.rainOfArrows).toBe(true);
    expect('rainOfArrows' in s.static.units.b!).toBe(false);
  });

  it('classes: Cat and the Knights’ Kn, KnDismounted, KnUnhorsed; any other class is refused', () => {
    const ok = position({ units: [{ id: 'k', side: 'byzantines', type: 'HC', class: 'Kn', hex: '0505' }, { id: 'u', side: 'persians', type: 'HI', class: 'KnUnhorsed', hex: '1005' }] });
    expect(scenarioSchema.safeParse(ok).success).toBe(true);
    const bad = position({ units: [{ id: 'k', side: 'byzantines', type: 'HC', class: 'Knight' as never, hex: '0505' }, { id: 'u', side: 'persians', type: 'HI', hex: '1005' }] });
    expect(scenarioSchema.safeParse(bad).success).toBe(false);
  });
});
