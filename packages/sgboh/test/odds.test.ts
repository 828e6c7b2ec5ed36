import { describe, expect, it } from 'vitest';
import { oddsOf, sgboh } from '../src/index';
import { effectLabel, shockRow } from '../src/charts/shock';
import { battle, facingTo, front, play, shockPhase, start, unit } from './helpers';

/** The board's odds come from the engine (issue 14): they must agree with what the same action does on each die. */

describe('odds of a fire (7.14, T3)', () => {
  it('equal the share of the ten die faces that hit when the fire is made', () => {
    const b = battle([unit({ id: 'arch', side: 'red', type: 'LI', missile: 'C', tq: 5, hex: '1010', facing: 1 }), unit({ id: 't', side: 'blue', type: 'HI', missile: 'C', tq: 5, hex: '1310', facing: 4 })]);
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const action = { type: 'fire', unit: 'arch', target: 't' } as const;
    const o = oddsOf(s, 'red', action);
    expect(o).toMatchObject({ kind: 'fire', range: 3, need: 6 });
    let hits = 0;
    for (let d = 0; d <= 9; d++) if (play(s, 'red', action, [d]).events.some((e) => e.key === 'fire.hit')) hits++;
    expect(o?.kind === 'fire' ? o.hit : -1).toBe(hits / 10);
    expect(hits).toBe(5); // need 6 with +2 (HI target, moving archer): faces 0–4
  });
});

describe('odds of a Shock (7.5, T4)', () => {
  it('at designation: the engine DRMs and the T4 lines over the ten faces, as the roll reads them', () => {
    const D = '1010';
    const A = front(D, 1)[0]!;
    const s = shockPhase(start(battle([unit({ id: 'a', side: 'red', type: 'HI', tq: 6, hex: A, facing: facingTo(A, D) }), unit({ id: 'd', side: 'blue', type: 'MI', tq: 5, hex: D, facing: 1 })])));
    const action = { type: 'designate', attacker: 'a', defender: 'd' } as const;
    const o = oddsOf(s, 'red', action);
    if (o?.kind !== 'shock') throw new Error('no Shock odds');
    const total = o.modifiers.reduce((n, m) => n + m.value, 0);
    for (let d = 0; d <= 9; d++) {
      const roll = play(s, 'red', action, [d]).events.find((e) => e.key === 'shock.roll')!;
      expect(roll.params).toMatchObject({ roll: d + total });
      const row = shockRow(d + total);
      expect(o.lines.some((l) => l.attacker === effectLabel(row.attacker) && l.defender === effectLabel(row.defender) && l.p > 0)).toBe(true);
    }
    expect(o.lines.reduce((n, l) => n + l.p, 0)).toBeCloseTo(1);
    expect(o.modifiers.find((m) => m.label.key === 'drm.tq')?.value).toBe(1);
  });
  it('a move that rolls nothing has no odds', () => {
    const s = play(start(battle([unit({ id: 'r', side: 'red', type: 'HI', hex: '0810', facing: 1 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020' })])), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    expect(oddsOf(s, 'red', sgboh.legal(s, 'red').find((a) => a.type === 'step')!)).toBeNull();
  });
});
