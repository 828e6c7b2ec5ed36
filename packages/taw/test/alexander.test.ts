import { describe, expect, it } from 'vitest';
import { alexanderIncursion, alexanderPoints, alexanderRecruitment } from '../src/scenarios/alexander';
import { taw } from '../src/index';
import { activateFor, ctxWith, fresh, keys, sp } from './helpers';

describe('S2 Alexander of Epirus (three players)', () => {
  it('S2.1: three seats, Alexander at 5209 with 25/4, the consuls in Rome and Capua; the game opens with a draw from the cup', () => {
    const s = fresh('alexander');
    expect(taw.seats(s)).toEqual(['rome', 'samnite', 'epirus']);
    expect(sp(s, 'epirus', 5209, false)).toBe(29);
    expect(s.leaders.find((l) => l.id === '113')).toMatchObject({ office: 'consul', hex: 4412 });
    expect(s.drawn).toBeGreaterThan(0);
    expect(taw.pending(s)).not.toBeNull();
  });
  it('S2.3: from turn 2 the Samnite gets 2d10 SP (15% cavalry), Rome one legion, Alexander the SP of the free Greek cities', () => {
    const s = fresh('alexander');
    s.turn = 2;
    const romeBefore = sp(s, 'rome', 3714, true);
    const alex = s.leaders.find((l) => l.id === 'alexander')!;
    const before = sp(s, 'epirus', alex.hex!, alex.inCity);
    const total = (): number => s.stacks.filter((x) => x.side === 'samnite').reduce((n, x) => n + x.groups.reduce((m, g) => m + g.sp, 0), 0);
    const samBefore = total();
    const { ctx } = ctxWith(s, [7, 6]);
    alexanderRecruitment(s, ctx);
    expect(total() - samBefore).toBe(13);
    expect(sp(s, 'rome', 3714, true) - romeBefore).toBe(13);
    expect(sp(s, 'epirus', alex.hex!, alex.inCity) - before).toBe(15);
  });
  it('S2.2: an Epirote incursion into uncontrolled Apulia mobilises its tribe for the winner of the other two players’ roll-off', () => {
    const s = fresh('alexander');
    activateFor(s, 'alexander');
    const { ctx, events } = ctxWith(s, [3, 8, 5]);
    alexanderIncursion(s, ctx, 'epirus', 5109, 5004);
    expect(keys(events)).toContain('tribe.mobilised');
    expect(s.leaders.find((l) => l.id === 'tribe-Apulia')).toMatchObject({ side: 'samnite', status: 'map' });
    expect(s.cup).toContain('L:tribe-Apulia');
  });
  it('S2.6: victory points are the Attrition Ratings of the provinces each side controls militarily', () => {
    const s = fresh('alexander');
    const vp = alexanderPoints(s);
    expect(vp['rome']).toBe(2 + 2);
    expect(vp['samnite']).toBe(3);
  });
});
