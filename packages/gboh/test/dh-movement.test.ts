import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GbohAction, GbohState } from '../src';
import { applyAction, gbohHex, newGame } from '@polemarch/kernel';
import { gboh } from '../src';
import { attackers } from '../src/shock';
import { act, legalOf, OC, pendingOf, position, start } from './helpers';
import { dhStart, european, MONGOL_OC, mongol } from './dhHelpers';

/**
 * DH movement: the Terrain Chart's facing costs (note b: cavalry 1 MP per facing change, whatever the vertices; LI no
 * facing hits in woods or broken terrain) and 6.63 moving through friends (+1 MP, hits only to HI/MI)., EX-2a–c.
 */

function moving(units: Record<string, unknown>[], dh = true, hexes: Parameters<typeof position>[0]['hexes'] = {}): GbohState {
  const opts = { units: units.map((u) => mongol(u)), leaders: [MONGOL_OC('0705')], hexes };
  let s = dh ? dhStart(opts) : start(position({ ...opts, units: opts.units.map((u) => ({ ...u, size: 5 })), leaders: [OC('byzantines', '0705')] }));
  s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  return act(s, { type: 'move', unit: 'a' }).state;
}

describe('DH Terrain Chart note b: facing changes', () => {
  it('R-3: a cavalry unit pivots 3 vertices in the open for 1 MP in all (Cataphract: 3 MP)', () => {
    for (const [dh, left] of [[true, 8], [false, 6]] as const) {
      let s = moving([{ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }], dh);
      for (const f of [2, 3, 4]) s = act(s, { type: 'face', facing: f }).state;
      expect(s.move!.mpLeft, dh ? 'DH' : 'Cataphract').toBe(left);
    }
  });

  it('EX-2a: cavalry pays again for a facing change after it moved on; infantry pays each vertex', () => {
    let s = moving([{ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }]);
    s = act(s, { type: 'face', facing: 2 }).state; // 1 MP
    s = act(s, { type: 'step', to: '0806' }).state; // 1 MP
    s = act(s, { type: 'face', facing: 1 }).state; // 1 MP again
    expect(s.move!.mpLeft).toBe(6);
    let t = moving([{ id: 'a', type: 'HI', tq: 6, ma: 5, hex: '0805', facing: { vertex: 1 } }]);
    t = act(act(t, { type: 'face', facing: 2 }).state, { type: 'face', facing: 3 }).state;
    expect(t.move!.mpLeft).toBe(3);
  });

  it('DH-FACE-1: the free vertices go on one way; no turn back to a facing held in this hex until the unit steps', () => {
    let s = moving([{ id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } }]);
    const faces = (x: GbohState): number[] => legalOf(x).flatMap((a) => (a.type === 'face' ? [a.facing] : []));
    expect(faces(s).sort()).toEqual([0, 2]);
    s = act(s, { type: 'face', facing: 2 }).state; // 1 MP
    expect(faces(s)).toEqual([3]); // not back to 1 for free
    for (const f of [3, 4, 5, 0]) s = act(s, { type: 'face', facing: f }).state;
    expect(faces(s)).toEqual([]); // 1 was its facing before the change
    expect(s.move!.mpLeft).toBe(8);
    s = act(s, { type: 'step', to: gbohHex.frontHexes('0805', 0)[0]! }).state;
    expect(faces(s).sort()).toEqual([1, 5]); // a new change in the new hex, paid again
  });

  it('LI take no facing hits in woods (DH chart); HI take 1', () => {
    const hits = (type: string) => {
      let s = moving([{ id: 'a', type, tq: 6, ma: 6, hex: '0805', facing: { vertex: 1 } }], true, { '0805': { terrain: 'woods' } });
      s = act(s, { type: 'face', facing: 2 }).state;
      return s.units.a!.hits;
    };
    expect(hits('LI')).toBe(0);
    expect(hits('HI')).toBe(1);
  });
});

describe('DH 6.63 moving through friendly units', () => {
  const through = (other: string, dh = true) => {
    let s = moving(
      [
        { id: 'a', type: 'LC', tq: 6, ma: 9, hex: '0805', facing: { vertex: 1 } },
        { id: 'b', type: other, tq: 6, ma: 6, hex: '0905', facing: { vertex: 1 } },
      ],
      dh,
    );
    s = act(s, { type: 'step', to: '0905' }).state;
    s = act(s, { type: 'step', to: '1005' }).state;
    return s;
  };

  it('R-4: an LC passes through a friendly LC: +1 MP, no hits to either (Cataphract: 1 hit each, no MP)', () => {
    const s = through('LC');
    expect(s.move!.mpLeft).toBe(6);
    expect([s.units.a!.hits, s.units.b!.hits]).toEqual([0, 0]);
    const c = through('LC', false);
    expect(c.move!.mpLeft).toBe(7);
    expect([c.units.a!.hits, c.units.b!.hits]).toEqual([1, 1]);
  });

  it('EX-2b/2c: mounted archer B passes through friendly HI C: B 0 hits, C 1 hit, +1 MP', () => {
    const s = through('HI');
    expect(s.move!.mpLeft).toBe(6);
    expect([s.units.a!.hits, s.units.b!.hits]).toEqual([0, 1]);
  });
});

describe('DH 7.13 turning in an enemy ZOC at the start of the move', () => {
  const mover = (hex: string) => mongol({ id: 'u', type: 'LI', missile: 'B', tq: 5, ma: 6, hex, facing: { vertex: 1 } });
  const ordered = (dh: boolean, units: Record<string, unknown>[]) => {
    const opts = { units, leaders: [OC('byzantines', '0805')] };
    let s = dh ? dhStart(opts) : start(position({ ...opts, units: units.map((x) => ({ ...x, size: 5 })) }));
    s = act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
    return act(s, { type: 'move', unit: 'u' }).state;
  };

  it('with the enemy in its own ZOC too: DH lets it turn (Cataphract 7.25 does not); then no fire, no leaving the ZOC', () => {
    const front = gbohHex.frontHexes('1005', gbohHex.dir(1))[0]!;
    const units = [mover('1005'), european({ id: 'e', type: 'HI', tq: 6, ma: 4, hex: front, facing: { vertex: 4 } })];
    expect(legalOf(ordered(false, units)).filter((a) => a.type === 'face')).toEqual([]);
    const s = ordered(true, units);
    expect(legalOf(s).some((a) => a.type === 'fire')).toBe(true); // before turning it could fire
    const turned = act(s, legalOf(s).find((a) => a.type === 'face')!).state;
    expect(turned.units.u!.pivotedInZoc).toBe(true);
    expect(legalOf(turned).some((a) => a.type === 'fire')).toBe(false);
    expect(legalOf(turned).some((a) => a.type === 'step')).toBe(false); // 7.23 #3 not after turning
  });

  it('turned to face the enemy behind it: Cataphract lets it Shock, DH does not', () => {
    const behind = gbohHex.frontHexes('1005', gbohHex.dir(4)).find((h) => gbohHex.frontHexes(h, gbohHex.dir(1)).includes('1005'))!;
    const units = [mover('1005'), european({ id: 'e', type: 'HI', tq: 6, ma: 4, hex: behind, facing: { vertex: 1 } })];
    const shockers = (dh: boolean): string[] => {
      let x = ordered(dh, units);
      const settle = (): void => {
        for (let i = 0; i < 5 && pendingOf(x)?.kind !== 'move' && pendingOf(x)?.kind !== 'orders'; i++) x = act(x, legalOf(x)[0]!).state;
      };
      for (let i = 0; i < 3; i++) {
        x = act(x, { type: 'face', facing: gbohHex.dir(x.units.u!.facing - 1) }).state; // 1 → 0 → 5 → 4
        settle(); // e's reactions; Cataphract: u's own Shock choice (7.32), "place" taken
      }
      expect(gbohHex.frontHexes('1005', gbohHex.dir(x.units.u!.facing))).toContain(behind);
      if (pendingOf(x)?.kind === 'move') x = act(x, { type: 'end-move' }).state;
      settle();
      x = act(x, { type: 'end-orders' }).state;
      return attackers(x);
    };
    expect(shockers(false)).toContain('u');
    expect(shockers(true)).not.toContain('u');
  });
});

describe('DH 6.14: no "moved again" hit for mounted cavalry with a dismounted back', () => {
  // Each unit has moved already this turn (6.13); its first step of a new move would cost 1 Cohesion Hit.
  const again = (u: Record<string, unknown>): GbohState => {
    const s = moving([{ id: 'a', tq: 7, ma: 8, hex: '0805', facing: { vertex: 1 }, initial: { moved: true }, ...u }]);
    return act(s, { type: 'step', to: '0905' }).state;
  };

  it('a Mongol HC (counter flag movedPenaltyExempt) moves again without the hit', () => {
    expect(again({ type: 'HC', movedPenaltyExempt: true }).units.a!.hits).toBe(0);
  });

  it('Knights, a dismounted unit and a counter with a "moved" back still take it (6.14)', () => {
    expect(again({ type: 'HC', class: 'Kn' }).units.a!.hits).toBe(1);
    expect(again({ type: 'HI', ma: 5, dismounted: true }).units.a!.hits).toBe(1);
    expect(again({ type: 'HC' }).units.a!.hits).toBe(1);
  });

  it('the battles’ data: every Mongol HC and LC and the dismountable Khwarazmian HC carry the flag; Knights, Russians, dismounted sides do not', () => {
    const exempt = (scenario: string) => {
      const s = newGame(gboh, { scenario, seed: 1 }).static.units;
      return (pred: (u: (typeof s)[string]) => boolean) => Object.values(s).filter(pred).map((u) => u.movedPenaltyExempt === true);
    };
    const indus = exempt('indus-river');
    expect(indus((u) => u.nationality === 'Mongol' && (u.type === 'HC' || u.type === 'LC')).every(Boolean)).toBe(true);
    expect(indus((u) => u.nationality === 'Khwarazmian' && u.type === 'HC' && u.counterpart !== null && u.counterpart !== undefined)).toEqual(Array(10 + 10).fill(true));
    expect(indus((u) => u.nationality === 'Khwarazmian' && (u.type === 'HI' || u.counterpart === null))).not.toContain(true);
    expect(exempt('kalka-river')((u) => u.nationality === 'Russian')).not.toContain(true);
    expect(exempt('liegnitz')((u) => u.class === 'Kn')).not.toContain(true);
  });
});

describe('DH-FACE-1 regression: Ayn Jalut, easy against easy, seed 7 (issue 13)', () => {
  // The record's first 42 actions end with the order to move mam-halqa-lc12; the search then turned it face 2 / face 1
  // for ever, every vertex after the first being free (200,000 actions without a result).
  const rec = JSON.parse(readFileSync(new URL('./fixtures/ayn-jalut-face-loop.json', import.meta.url), 'utf8')) as {
    scenario: string; seed: number; options: { maxTurns: number }; actions: { seat: string; action: GbohAction }[];
  };

  it('the cavalry unit cannot turn back and forth at no cost: at most 5 free vertices, one way', () => {
    let s = newGame(gboh, { scenario: rec.scenario, seed: rec.seed, options: rec.options }) as unknown as GbohState;
    for (const r of rec.actions) s = applyAction(gboh, s as never, r.seat, r.action as never).state as unknown as GbohState;
    expect(s.move?.unit).toBe('mam-halqa-lc12');
    const start = s.units['mam-halqa-lc12']!.facing;
    const mp = s.move!.mpLeft;
    s = act(s, { type: 'face', facing: gbohHex.dir(start + 1) }).state;
    expect(legalOf(s)).not.toContainEqual({ type: 'face', facing: start });
    let turns = 1;
    for (let face = legalOf(s).find((a) => a.type === 'face'); face !== undefined && turns < 20; face = legalOf(s).find((a) => a.type === 'face')) {
      s = act(s, face).state;
      turns++;
    }
    expect(turns).toBe(5);
    expect(s.move!.mpLeft).toBe(mp - 1);
  });
});
