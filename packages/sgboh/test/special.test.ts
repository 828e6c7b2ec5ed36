import { gbohHex } from '@polemarch/gboh-family';
import { type ForcedDie, type GameEvent, Random, type StepContext, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohState } from '../src/index';
import { addHits, eliminate } from '../src/effects';
import { resolveFire } from '../src/missile';
import { attackerTypeOptions, newShock, resolveShock } from '../src/resolution';
import { rampage, withCause } from '../src/special';
import type { Shock } from '../src/types';
import { battle, facingTo, flank, front, leader, play, shockPhase, start, u, unit } from './helpers';

function ctxWith(dice: ForcedDie[]): StepContext & { events: GameEvent[] } {
  const rng = createRngState(7);
  rng.forced = [...dice];
  const events: GameEvent[] = [];
  return { rng: new Random(rng), emit: (e) => events.push(e), reveal: () => undefined, events };
}
const D = '1010';

describe('7.14 missile hits on elephants (D-10)', () => {
  const make = () =>
    start(battle([unit({ id: 'arch', side: 'red', type: 'LI', missile: 'C', hex: '1310', facing: 4 }), unit({ id: 'el', side: 'blue', type: 'EL', tq: 5, size: 2, hex: D, facing: 1, hits: 2 })]));
  it('a Hit then a check of 3 + 3 Hits = 6 > 5: the elephant rampages (and is removed, 2 RP)', () => {
    const s = make();
    // fire roll 0 (hit), elephant check 3; rampage: one unit within two hexes (the archer), roll 4 (< TQ 5, no effect).
    resolveFire(s, u(s, 'arch'), u(s, 'el'), 3, ctxWith([0, 3, 4]), { active: true, firerHits: 0, rule: '7.14' });
    expect(u(s, 'el').status).toBe('eliminated');
    expect(s.sides[1]!.rp).toBe(2);
  });
  it('a check of 2 + 3 = 5 ≤ 5: no rampage', () => {
    const s = make();
    resolveFire(s, u(s, 'arch'), u(s, 'el'), 3, ctxWith([0, 2]), { active: true, firerHits: 0, rule: '7.14' });
    expect(u(s, 'el')).toMatchObject({ status: 'map', hits: 3 });
  });
});

describe('8.5 Elephant Rampage (D-11)', () => {
  const ring1 = gbohHex.neighbours(D);
  const far = gbohHex.neighbour(gbohHex.neighbour(D, 0)!, 0)!;
  const make = () =>
    start(
      battle([
        unit({ id: 'el', side: 'blue', type: 'EL', tq: 5, size: 2, hex: D }),
        unit({ id: 'u1', side: 'red', type: 'HI', tq: 4, hex: ring1[1]! }),
        unit({ id: 'u2', side: 'red', type: 'HI', tq: 6, hex: ring1[4]! }),
        unit({ id: 'u3', side: 'red', type: 'HI', tq: 5, hex: far }),
      ]),
    );
  it('U1 (the starter) 5 → 1 Hit; U2 8 → 2 Hits and the elephant is removed; U3 is not checked', () => {
    const s = make();
    const ctx = ctxWith([5, 8]);
    withCause('u1', () => rampage(s, u(s, 'el'), ctx, eliminate, addHits));
    expect([u(s, 'u1').hits, u(s, 'u2').hits, u(s, 'u3').hits]).toEqual([1, 2, 0]);
    expect(u(s, 'el').status).toBe('eliminated');
  });
  it('with no 0, 1, 8 or 9 every unit is checked, then the elephant is removed', () => {
    const s = make();
    withCause('u1', () => rampage(s, u(s, 'el'), ctxWith([3, 6, 7]), eliminate, addHits));
    expect([u(s, 'u1').hits, u(s, 'u2').hits, u(s, 'u3').hits]).toEqual([0, 0, 2]);
    expect(u(s, 'el').status).toBe('eliminated');
  });
});

describe('10.23 cavalry and elephants', () => {
  it('cavalry may not enter an enemy elephant ZOC, and may not Shock one', () => {
    const b = battle([unit({ id: 'hc', side: 'red', type: 'HC', ma: 7, hex: '0810', facing: 1 }), unit({ id: 'el', side: 'blue', type: 'EL', tq: 5, hex: D, facing: 4 })]);
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const zoc = front(D, 4);
    for (const a of sgboh.legal(s, 'red')) if (a.type === 'step') expect(zoc).not.toContain(a.to);
  });
  it('cavalry attacked by an elephant must Retreat Before Shock (no "stand")', () => {
    const A = front(D, 1)[0]!;
    const b = battle([unit({ id: 'el', side: 'red', type: 'EL', tq: 6, size: 2, ma: 5, hex: A, facing: facingTo(A, D) }), unit({ id: 'lc', side: 'blue', type: 'LC', ma: 8, hex: D, facing: 1 })]);
    let s = shockPhase(start(b), ['el']);
    s = play(s, 'red', { type: 'designate', attacker: 'el', defender: 'lc' }).state;
    const legal = sgboh.legal(s, 'blue');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === 'rbs')).toBe(true);
  });
});

describe('10.5 chariots', () => {
  it('10.53: a chariot that attacks and does not rout every defender is eliminated after the Shock', () => {
    const A = front(D, 1)[0]!;
    const s = shockPhase(start(battle([unit({ id: 'ch', side: 'red', type: 'CH', tq: 5, size: 2, hex: A, facing: facingTo(A, D) }), unit({ id: 'hi', side: 'blue', type: 'HI', tq: 6, size: 5, hex: D, facing: 1 })])));
    const sh: Shock = newShock(['ch'], ['hi'], 'resolve');
    // CH vs HI front +1, TQ −1: 0; roll 5: attacker 1H, defender 2H.
    resolveShock(s, sh, ctxWith([5]));
    expect(u(s, 'hi').hits).toBe(2);
    expect(u(s, 'ch').status).toBe('eliminated');
  });
  it('10.51: a chariot gets the Moving-attack DRM only after moving at least 4 hexes (a horse unit after one)', () => {
    const A = front(D, 1)[0]!;
    const moved = (type: 'CH' | 'HC', hexes: number): boolean => {
      const s = shockPhase(start(battle([unit({ id: 'x', side: 'red', type, tq: 5, size: 2, hex: A, facing: facingTo(A, D) }), unit({ id: 'hi', side: 'blue', type: 'HI', tq: 6, size: 5, hex: D, facing: 1 })])));
      Object.assign(u(s, 'x').turn, { movedAdjacent: true, hexesMoved: hexes });
      const ctx = ctxWith([5]);
      resolveShock(s, newShock(['x'], ['hi'], 'resolve'), ctx);
      return ctx.events.find((e) => e.key === 'shock.roll')!.modifiers!.some((m) => m.label.key === 'drm.moving');
    };
    expect(moved('CH', 3)).toBe(false);
    expect(moved('CH', 4)).toBe(true);
    expect(moved('HC', 1)).toBe(true);
  });
  it('T7: a chariot turns one vertex per hex moved (none before it moves, one after each hex, never two at once)', () => {
    const b = battle([unit({ id: 'ch', side: 'red', type: 'CH', tq: 5, ma: 8, hex: '1010', facing: 1 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525', facing: 4 })]);
    let s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const faces = (st: SgbohState): number[] => sgboh.legal(st, 'red').flatMap((a) => (a.type === 'face' && a.unit === 'ch' ? [a.facing] : []));
    expect(faces(s)).toEqual([]);
    s = play(s, 'red', { type: 'step', unit: 'ch', to: front('1010', 1)[0]!, payHit: false }).state;
    expect(faces(s).sort()).toEqual([0, 2]);
    s = play(s, 'red', { type: 'face', unit: 'ch', facing: 2 }).state;
    // T1: a chariot pays 2 MP a vertex (8 − 1 hex − 2).
    expect(u(s, 'ch').turn.mp).toBe(5);
    expect(faces(s)).toEqual([]);
  });
  it('Capabilities Chart (R-56): a chariot moves up or down at most one level per activation; a horse unit may go on', () => {
    // A one-hex hill (level 1) ahead: up is one level; down again beyond it would be a second.
    const start0 = '1010';
    const hill = front(start0, 1)[0]!;
    const beyond = front(hill, 1);
    const make = (type: 'CH' | 'HC') => {
      const b = battle([unit({ id: 'x', side: 'red', type, tq: 5, ma: 8, hex: start0, facing: 1 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2525', facing: 4 })]);
      b.map.hexes = { [hill]: { elevation: 1 } };
      return play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    };
    const steps = (s: SgbohState): string[] => sgboh.legal(s, 'red').flatMap((a) => (a.type === 'step' && a.unit === 'x' ? [a.to] : []));
    let ch = make('CH');
    expect(steps(ch)).toContain(hill);
    ch = play(ch, 'red', { type: 'step', unit: 'x', to: hill, payHit: false }).state;
    expect(u(ch, 'x').turn).toMatchObject({ levels: 1, hexesMoved: 1 });
    expect(u(ch, 'x').turn.mp).toBeGreaterThan(0);
    expect(steps(ch).filter((h) => beyond.includes(h))).toEqual([]);
    let hc = make('HC');
    hc = play(hc, 'red', { type: 'step', unit: 'x', to: hill, payHit: false }).state;
    expect(steps(hc).filter((h) => beyond.includes(h)).sort()).toEqual([...beyond].sort());
  });
});

describe('7.36 flank attacks', () => {
  it('an attacker in the defender\'s Flank hex uses the Flank/Rear matrix; with an enemy in its own Flank whose ZOC it is in, the Frontal one', () => {
    const A = flank(D, 1)[0]!;
    const fa = facingTo(A, D);
    const Z = flank(A, fa).find((h) => h !== D)!;
    const matrix = (withZ: boolean): [string, number][] => {
      const units = [unit({ id: 'a', side: 'red', type: 'HC', tq: 6, hex: A, facing: fa }), unit({ id: 'd', side: 'blue', type: 'HI', tq: 6, hex: D, facing: 1 })];
      if (withZ) units.push(unit({ id: 'z', side: 'blue', type: 'HI', hex: Z, facing: facingTo(Z, A) }));
      const s = shockPhase(start(battle(units)));
      const ctx = ctxWith([5]);
      resolveShock(s, newShock(['a'], ['d'], 'resolve'), ctx);
      return ctx.events.find((e) => e.key === 'shock.roll')!.modifiers!.map((m): [string, number] => [m.label.key, m.value]);
    };
    // T5b: HC against HI from the flank +3, from the front −4.
    expect(matrix(false)).toEqual([['drm.matrix-flank', 3]]);
    expect(matrix(true)).toEqual([['drm.matrix-front', -4]]);
  });
});

describe('4.38/7.52 leaders in a Shock', () => {
  it('a Heroic leader stacked with a unit in a Shock gives +1 to an attacker two hexes away; a plain leader does not', () => {
    const A = front(D, 1)[0]!;
    const B = gbohHex.neighbours(A).find((h) => gbohHex.distance(h, A) === 1 && gbohHex.distance(h, D) === 2)!;
    const B2 = gbohHex.neighbours(B).find((h) => gbohHex.distance(h, A) === 2)!;
    const D2 = gbohHex.neighbours(B2).find((h) => gbohHex.distance(h, D) >= 2 && gbohHex.distance(h, A) >= 2)!;
    const mods = (heroic: boolean): string[] => {
      const s = shockPhase(
        start(
          battle(
            [
              unit({ id: 'a', side: 'red', type: 'HI', tq: 6, hex: A, facing: facingTo(A, D) }),
              unit({ id: 'b', side: 'red', type: 'HI', tq: 6, hex: B2, facing: facingTo(B2, D2) }),
              unit({ id: 'd', side: 'blue', type: 'HI', tq: 6, hex: D, facing: 1 }),
              unit({ id: 'd2', side: 'blue', type: 'HI', tq: 6, hex: D2, facing: 1 }),
            ],
            [leader({ id: 'h', side: 'red', hex: B2, heroic }), leader({ id: 'x', side: 'blue', hex: '2525', oc: true })],
          ),
        ),
      );
      s.turn.pairs = [
        { attacker: 'a', defender: 'd' },
        { attacker: 'b', defender: 'd2' },
      ];
      const ctx = ctxWith([5]);
      resolveShock(s, newShock(['a'], ['d'], 'resolve'), ctx);
      return ctx.events.find((e) => e.key === 'shock.roll')!.modifiers!.map((m) => m.label.key);
    };
    expect(gbohHex.distance(A, B2)).toBe(2);
    expect(mods(true)).toContain('drm.leader-attacker');
    expect(mods(false)).not.toContain('drm.leader-attacker');
  });
});

describe('10.4 Germanic cavalry', () => {
  it('attacking, a GC may lend the GC or the LI Type (7.35)', () => {
    const A = front(D, 1)[0]!;
    const s = shockPhase(start(battle([unit({ id: 'gc', side: 'red', type: 'GC', missile: 'J', ma: 7, hex: A, facing: facingTo(A, D) }), unit({ id: 'hi', side: 'blue', type: 'HI', hex: D, facing: 1 })])));
    expect(attackerTypeOptions(s, newShock(['gc'], ['hi'], 'attacker-type')).map((o) => o.as).sort()).toEqual(['GC', 'LI']);
  });
  it('its Hit-and-Run from two hexes uses the foot javelin line (+2), from three the mounted one (+2 mounted javelins, not the foot +2)', () => {
    const line = [D];
    for (let i = 0; i < 3; i++) line.push(gbohHex.neighbour(line.at(-1)!, gbohHex.dir(1))!);
    const mods = (from: number): string[] => {
      const b = battle([unit({ id: 'gc', side: 'red', type: 'GC', missile: 'J', ma: 7, hex: line[0]!, facing: facingTo(line[0]!, line[1]!) }), unit({ id: 't', side: 'blue', type: 'MI', hex: line[from]!, facing: 4 })]);
      const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
      const r = play(s, 'red', { type: 'hit-and-run', unit: 'gc', target: 't' }, [0]);
      return r.events.find((e) => e.key === 'fire.hit' || e.key === 'fire.miss')!.modifiers!.map((m) => m.label.key);
    };
    expect(mods(2)).toContain('drm.javelin-hit-and-run');
    expect(mods(2)).not.toContain('drm.mounted-javelin');
    expect(mods(3)).toContain('drm.mounted-javelin');
    expect(mods(3)).not.toContain('drm.javelin-hit-and-run');
  });
});
