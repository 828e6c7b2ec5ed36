import { gbohHex } from '@polemarch/gboh-family';
import { Random, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohState } from '../src/index';
import { battle, facingTo, front, play, start, unit } from './helpers';

/** The Devil's Horsemen "Regole Semplificate" annex rules beyond Pursuit, Size and the matrix (ruling R-46). */

/** A straight line of hexes from `from` (the direction of vertex 1). */
const line = (from: string, n: number): string[] => {
  const out = [from];
  for (let i = 0; i < n; i++) out.push(gbohHex.neighbour(out.at(-1)!, gbohHex.dir(1))!);
  return out;
};

const activate = (s: SgbohState): SgbohState => play(s, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;

describe('DH annex "Engaged": a unit that starts the Player Turn in an enemy ZOC neither fires nor is fired at', () => {
  const A = '1010';
  const T = front(front(A, 1)[0]!, 1)[0]!;
  const Z = gbohHex.neighbours(T).find((h) => gbohHex.distance(h, A) === 3)!;
  const make = (engaged: boolean): SgbohState =>
    activate(
      start(
        battle([
          unit({ id: 'arch', side: 'red', type: 'LI', missile: 'C', hex: A, facing: 1 }),
          unit({ id: 'z', side: 'red', type: 'HI', hex: Z, facing: facingTo(Z, T) }),
          unit({ id: 't', side: 'blue', type: 'MI', missile: 'C', hex: T, facing: facingTo(T, Z) }),
        ]),
        { engaged },
      ),
    );
  it('the target engaged by z cannot be fired at; without the annex it can', () => {
    expect(sgboh.legal(make(false), 'red')).toContainEqual({ type: 'fire', unit: 'arch', target: 't' });
    expect(sgboh.legal(make(true), 'red')).not.toContainEqual({ type: 'fire', unit: 'arch', target: 't' });
  });
  it('the engaged unit z cannot fire either (its own fire and Return Fire)', () => {
    const s = make(true);
    const zArch = s.units.find((x) => x.id === 'z')!;
    zArch.missile = 'C';
    expect(sgboh.legal(s, 'red').some((a) => a.type === 'fire' && a.unit === 'z')).toBe(false);
  });
  it("the Devil's Horsemen battles switch it on (with mounted archers), the Cataphract ones do not", () => {
    expect(sgboh.setup({ scenario: 'liegnitz', options: {}, seed: 1 }, new Random(createRngState(1))).options).toMatchObject({ engaged: true, mountedArchers: true });
    expect(sgboh.setup({ scenario: 'dara', options: {}, seed: 1 }, new Random(createRngState(1))).options).toMatchObject({ engaged: false, mountedArchers: false });
  });
});

describe('DH annex "Mounted archers": composite-bow cavalry fires at any point of its move (no 7.11 moved-away limit)', () => {
  const A = '1010';
  const F = front(A, 1)[0]!;
  const B = gbohHex.neighbours(A).flatMap((h) => gbohHex.neighbours(h)).find((h) => gbohHex.distance(h, A) === 2 && gbohHex.distance(h, F) === 3)!;
  const canFireAfterMovingAway = (mountedArchers: boolean): boolean => {
    let s = activate(start(battle([unit({ id: 'lc', side: 'red', type: 'LC', missile: 'C', ma: 8, hex: A, facing: 1 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: B, facing: 0 })]), { mountedArchers }));
    s = play(s, 'red', { type: 'step', unit: 'lc', to: F, payHit: false }).state;
    const faces = sgboh.legal(s, 'red').filter((a) => a.type === 'face');
    return faces.some((f) => sgboh.legal(play(s, 'red', f).state, 'red').some((a) => a.type === 'fire' && a.target === 'e'));
  };
  it('after stepping away from the enemy it may still turn and fire at it; plain SGBoH forbids it', () => {
    expect(canFireAfterMovingAway(true)).toBe(true);
    expect(canFireAfterMovingAway(false)).toBe(false);
  });
});

describe("Kalka's Command Flight, kept by the annex's \"Livelli di Ritirata\" (ruling R-48)", () => {
  // Blue withdraws by Command Flight: command a (t, t2) flees at 5 RP for 1 point, command b (t3) at 5 RP for 1 point.
  const make = (withdrawAt: number): SgbohState =>
    activate(
      start(
        battle(
          [
            unit({ id: 'arch', side: 'red', type: 'LI', missile: 'C', tq: 5, hex: '1010', facing: 1 }),
            unit({ id: 't', side: 'blue', type: 'HI', tq: 5, hits: 4, hex: '1310', facing: 4 }),
            unit({ id: 't2', side: 'blue', type: 'HI', tq: 5, hex: '2020', facing: 4 }),
            unit({ id: 't3', side: 'blue', type: 'HI', tq: 5, hex: '2520', facing: 4 }),
          ],
          [],
          {
            flight: {
              side: 'blue',
              withdrawAt,
              commands: [
                { id: 'a', name: 'A', units: ['t', 't2'], leaders: [], fleesAt: 5, points: 1 },
                { id: 'b', name: 'B', units: ['t3'], leaders: [], fleesAt: 5, points: 1 },
              ],
            },
          },
        ),
      ),
    );
  const fireAndEnd = (s: SgbohState): { state: SgbohState; keys: string[] } => {
    const r = play(s, 'red', { type: 'fire', unit: 'arch', target: 't' }, [4]);
    const keys = r.events.map((e) => e.key);
    let state = r.state;
    // Red ends its movement; no Shock is possible (nobody adjacent): the Player Turn ends with the 9.0 check.
    const end = play(state, 'red', { type: 'end-move' });
    keys.push(...end.events.map((e) => e.key));
    state = end.state;
    return { state, keys };
  };
  it('a command at its Flight Level flees at the check: all its units leave the map, worth no Rout Points', () => {
    const { state, keys } = fireAndEnd(make(2));
    expect(keys).toContain('flight.flees');
    expect(state.units.find((x) => x.id === 't')!.status).toBe('eliminated');
    expect(state.units.find((x) => x.id === 't2')).toMatchObject({ status: 'lost', hex: null });
    expect(state.units.find((x) => x.id === 't3')!.status).toBe('map');
    expect(state.flight).toMatchObject({ points: 1 });
    expect(state.sides.find((x) => x.id === 'blue')!.rp).toBe(5);
    // One point of two: the army stays (blue's RP level, 50, is not what decides it).
    expect(state.outcome).toBeNull();
  });
  it('the side withdraws when its Flight points reach the level, not on its Rout Points', () => {
    const { state } = fireAndEnd(make(1));
    expect(state.outcome).toEqual({ winner: 'red', reason: 'withdrawal' });
  });
  it('Kalka: the three Russian commands on the map at the start flee at 55/120/70 for 1/3/2 points (Kiev, a reinforcement, is dropped); the level is their sum', () => {
    const s = sgboh.setup({ scenario: 'kalka-river', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(s.flight!.commands.map((c) => [c.id, c.fleesAt, c.points])).toEqual([
      ['polovtsians', 55, 1],
      ['galicians', 120, 3],
      ['chernigov', 70, 2],
    ]);
    expect(s.flight!.withdrawAt).toBe(6);
    expect(s.sides.find((x) => x.id === 'russians')!.withdrawalLevel).toBe(245);
    for (const c of s.flight!.commands) expect(c.units.length).toBeGreaterThan(0);
    // The Flight is public (15.4) and survives the view → state round trip of the computer general.
    const full: SgbohState = { ...s, rng: createRngState(1) };
    expect(sgboh.determinize!(sgboh.view(full, 'mongols'), 'mongols', new Random(createRngState(2))).flight).toEqual(s.flight);
    const liegnitz = sgboh.setup({ scenario: 'liegnitz', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(liegnitz.flight).toBeUndefined();
  });
});

describe('DH annex "Impetuosity": infantry hit by a Hit-and-Run rolls against its TQ and, above it, moves one hex forward (ruling R-49)', () => {
  const T = '1210';
  const ahead = front(T, 4);
  const make = (options: Record<string, boolean>, blocker = false): SgbohState =>
    activate(
      start(
        battle([
          unit({ id: 'li', side: 'red', type: 'LI', missile: 'J', tq: 5, ma: 6, hex: '1010', facing: 1 }),
          // With a blocker, t faces vertex 3: Front hexes 1110 (next to li) and 1211, where the blocker stands.
          unit({ id: 't', side: 'blue', type: 'MI', tq: 5, hex: T, facing: blocker ? 3 : 4 }),
          ...(blocker ? [unit({ id: 'b', side: 'blue', type: 'MI', tq: 5, hex: '1211', facing: 3 })] : []),
        ]),
        options,
      ),
    );
  const hitAndRun = (s: SgbohState, dice: number[]) => play(s, 'red', { type: 'hit-and-run', unit: 'li', target: 't' }, dice);
  const at = (s: SgbohState, id: string): string | null => s.units.find((x) => x.id === id)!.hex;
  it('a roll above the TQ (9 > 5) with both Front hexes open: the owner picks the hex', () => {
    const r = hitAndRun(make({ impetuosity: true }), [4, 9]);
    expect(r.events.map((e) => e.key)).toContain('impetus.surges');
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'blue', kind: 'reaction' });
    const options = sgboh.legal(r.state, 'blue');
    expect(options.map((a) => (a.type === 'impetus' ? a.to : '')).sort()).toEqual([...ahead].sort());
    const s = play(r.state, 'blue', { type: 'impetus', unit: 't', to: ahead[0]! }).state;
    expect(at(s, 't')).toBe(ahead[0]);
    expect(s.units.find((x) => x.id === 't')).toMatchObject({ facing: 4, hits: 1 });
  });
  it('a roll at the TQ (5) changes nothing', () => {
    const r = hitAndRun(make({ impetuosity: true }), [4, 5]);
    expect(r.events.map((e) => e.key)).toContain('impetus.holds');
    expect(at(r.state, 't')).toBe(T);
  });
  it('one Front hex taken by a friend: it moves into the other without a choice', () => {
    const s0 = make({ impetuosity: true }, true);
    const r = hitAndRun(s0, [4, 9]);
    expect(r.events.map((e) => e.key)).toContain('impetus.moves');
    expect(at(r.state, 't')).toBe('1110');
  });
  it('a miss, or plain SGBoH, rolls nothing; the DH battles switch it on', () => {
    const miss = hitAndRun(make({ impetuosity: true }), [9]);
    expect(miss.events.some((e) => e.key.startsWith('impetus.'))).toBe(false);
    const plain = hitAndRun(make({}), [4]);
    expect(plain.events.some((e) => e.key.startsWith('impetus.'))).toBe(false);
    expect(at(plain.state, 't')).toBe(T);
    expect(sgboh.setup({ scenario: 'indus-river', options: {}, seed: 1 }, new Random(createRngState(1))).options.impetuosity).toBe(true);
    expect(sgboh.setup({ scenario: 'dara', options: {}, seed: 1 }, new Random(createRngState(1))).options.impetuosity).toBe(false);
  });
});

describe('DH annex "Cavalleria smontata": a unit with a dismounted side dismounts or mounts as its only action (ruling R-53)', () => {
  const dismounted = { name: 'HC 1 (dismounted)', type: 'HI' as const, cls: null, missile: 'C' as const, tq: 6, size: 1, ma: 5 };
  const make = (enemy: { hex: string; missile: 'C' | null }, options: Record<string, boolean> = { dismounting: true }): SgbohState =>
    activate(
      start(
        battle([
          unit({ id: 'h', name: 'HC 1', side: 'red', type: 'HC', missile: 'C', tq: 6, ma: 8, hex: '1010', facing: 1, otherSide: dismounted }),
          unit({ id: 'e', side: 'blue', type: 'LC', missile: enemy.missile, tq: 5, hex: enemy.hex, facing: 4 }),
        ]),
        options,
      ),
    );
  const may = (s: SgbohState): boolean => sgboh.legal(s, 'red').some((a) => a.type === 'dismount' && a.unit === 'h');
  it('far from the enemy it dismounts: the dismounted side replaces the mounted one, and it does nothing else', () => {
    const s0 = make({ hex: '2525', missile: null });
    expect(may(s0)).toBe(true);
    const r = play(s0, 'red', { type: 'dismount', unit: 'h' });
    expect(r.events.map((e) => e.key)).toContain('unit.dismounts');
    const h = r.state.units.find((x) => x.id === 'h')!;
    expect(h).toMatchObject({ type: 'HI', ma: 5, name: 'HC 1 (dismounted)', otherSide: { type: 'HC', ma: 8, name: 'HC 1' }, turn: { mp: 0, done: true } });
    expect(sgboh.legal(r.state, 'red').filter((a) => 'unit' in a && a.unit === 'h')).toEqual([]);
  });
  it('a unit with a DH armour row of its own (R-55) takes its new type\'s row when it turns over', () => {
    const s0 = make({ hex: '2525', missile: null });
    s0.units.find((x) => x.id === 'h')!.armour = 'KNIGHTS';
    const h = play(s0, 'red', { type: 'dismount', unit: 'h' }).state.units.find((x) => x.id === 'h')!;
    expect(h.type).toBe('HI');
    expect(h.armour).toBeUndefined();
  });
  it('not within 4 hexes of an enemy unit, nor within range and LOS of an enemy missile unit; not once it has moved', () => {
    expect(gbohHex.distance('1010', '1410')).toBe(4);
    expect(may(make({ hex: '1410', missile: null }))).toBe(false);
    expect(may(make({ hex: '1510', missile: null }))).toBe(true);
    // Composite bows reach 5 hexes: an archer 5 hexes away forbids it, one 6 away does not.
    expect(may(make({ hex: '1510', missile: 'C' }))).toBe(false);
    expect(may(make({ hex: '1610', missile: 'C' }))).toBe(true);
    const s = make({ hex: '2525', missile: null });
    const step = sgboh.legal(s, 'red').find((a) => a.type === 'step' && a.unit === 'h')!;
    expect(may(play(s, 'red', step).state)).toBe(false);
    expect(may(make({ hex: '2525', missile: null }, {}))).toBe(false);
  });
  it("Indus River: the Khwarazmian HC deployed dismounted keep their mounted side (the DH file's counterparts)", () => {
    const s = sgboh.setup({ scenario: 'indus-river', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(s.options.dismounting).toBe(true);
    const turnable = s.units.filter((x) => x.otherSide !== undefined);
    expect(turnable).toHaveLength(20);
    for (const x of turnable) expect([x.type, x.otherSide!.type]).toEqual(['HI', 'HC']);
  });
});

describe('DH annex "Lancio": bows fire on the DH Missile Range and Armour Charts (ruling R-55)', () => {
  const L = line('0810', 5);
  const make = (firer: { type: 'LC' | 'LI'; missile: 'B' | 'C' }, target: { type: 'HC' | 'HI' | 'MI'; at: number }, dhMissile: boolean, blockerAt?: number): SgbohState =>
    activate(
      start(
        battle([
          unit({ id: 'f', side: 'red', ...firer, ma: 8, hex: L[0]!, facing: facingTo(L[0]!, L[1]!) }),
          ...(blockerAt === undefined ? [] : [unit({ id: 'b', side: 'red', type: 'HI', hex: L[blockerAt]!, facing: 1 })]),
          unit({ id: 't', side: 'blue', type: target.type, hex: L[target.at]!, facing: 4 }),
        ]),
        { dhMissile },
      ),
    );
  const canFire = (s: SgbohState): boolean => sgboh.legal(s, 'red').some((a) => a.type === 'fire' && a.unit === 'f' && a.target === 't');
  it('ranges from DH 10.1: mounted composite bow 4 hexes (T3: 5), simple bow 2', () => {
    expect(canFire(make({ type: 'LC', missile: 'C' }, { type: 'HC', at: 5 }, false))).toBe(true);
    expect(canFire(make({ type: 'LC', missile: 'C' }, { type: 'HC', at: 5 }, true))).toBe(false);
    expect(canFire(make({ type: 'LC', missile: 'C' }, { type: 'HC', at: 4 }, true))).toBe(true);
    expect(canFire(make({ type: 'LI', missile: 'B' }, { type: 'MI', at: 3 }, true))).toBe(false);
  });
  it('mounted C at HC, range 3: needs 4 (DH 10.1), +1 moving firer, Arc Fire armour 0 (Direct would be +1)', () => {
    const s = make({ type: 'LC', missile: 'C' }, { type: 'HC', at: 3 }, true);
    const hit = play(s, 'red', { type: 'fire', unit: 'f', target: 't' }, [3]);
    const e = hit.events.find((x) => x.key === 'fire.hit')!;
    expect(e.params).toMatchObject({ range: 3, need: 4, roll: 4 });
    expect(e.modifiers?.map((m) => [m.label.key, m.value])).toEqual([['drm.moving-firer', 1]]);
    expect(e.chart).toMatchObject({ name: 'DH 10.1/10.2', cell: 'C_mounted/3 arc HC' });
    expect(hit.state.units.find((x) => x.id === 't')!.hits).toBe(1);
    expect(play(s, 'red', { type: 'fire', unit: 'f', target: 't' }, [4]).events.map((x) => x.key)).toContain('fire.miss');
  });
  it('the firer gets the better mode: simple bow at MI Direct (0, Arc +1), at HI Arc (+1, Direct +2)', () => {
    const mi = play(make({ type: 'LI', missile: 'B' }, { type: 'MI', at: 2 }, true), 'red', { type: 'fire', unit: 'f', target: 't' }, [0]).events.find((x) => x.key === 'fire.hit')!;
    expect(mi.chart).toMatchObject({ cell: 'B/2 direct MI' });
    expect(mi.params).toMatchObject({ need: 4, roll: 1 });
    const hi = play(make({ type: 'LI', missile: 'B' }, { type: 'HI', at: 2 }, true), 'red', { type: 'fire', unit: 'f', target: 't' }, [0]).events.find((x) => x.key === 'fire.hit')!;
    expect(hi.chart).toMatchObject({ cell: 'B/2 arc HI' });
    expect(hi.modifiers?.map((m) => [m.label.key, m.value])).toEqual([
      ['drm.moving-firer', 1],
      ['drm.armour-arc', 1],
    ]);
  });
  it('LOS: a unit nearer the target blocks Direct Fire but not Arc Fire (T3 archers do not see past it)', () => {
    expect(canFire(make({ type: 'LI', missile: 'C' }, { type: 'MI', at: 3 }, false, 2))).toBe(false);
    expect(canFire(make({ type: 'LI', missile: 'C' }, { type: 'MI', at: 3 }, true, 2))).toBe(true);
  });
  it("the Devil's Horsemen battles switch it on and give Knights and Mongol LC their armour rows; Cataphract battles do not", () => {
    const lieg = sgboh.setup({ scenario: 'liegnitz', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(lieg.options.dhMissile).toBe(true);
    expect(lieg.units.filter((x) => x.armour === 'KNIGHTS')).toHaveLength(11);
    expect(lieg.units.filter((x) => x.armour === 'LC_MONGOL')).toHaveLength(35);
    const kalka = sgboh.setup({ scenario: 'kalka-river', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(kalka.units.filter((x) => x.armour === 'LC_MONGOL')).toHaveLength(70);
    const dara = sgboh.setup({ scenario: 'dara', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(dara.options.dhMissile).toBe(false);
    expect(dara.units.some((x) => x.armour !== undefined)).toBe(false);
  });
});

describe('DH annex "Lancio": crossbows fire on the DH chart, Direct only (ruling R-59)', () => {
  const L = line('0810', 5);
  const make = (target: { type: 'HC' | 'LI'; at: number; cls?: 'CAT' }, dhMissile: boolean, blockerAt?: number): SgbohState =>
    activate(
      start(
        battle([
          unit({ id: 'f', side: 'red', type: 'LI', missile: 'CB', ma: 6, hex: L[0]!, facing: facingTo(L[0]!, L[1]!) }),
          ...(blockerAt === undefined ? [] : [unit({ id: 'b', side: 'blue', type: 'LI', hex: L[blockerAt]!, facing: 4 })]),
          unit({ id: 't', side: 'blue', type: target.type, cls: target.cls ?? null, hex: L[target.at]!, facing: 4 }),
        ]),
        { dhMissile },
      ),
    );
  const canFire = (s: SgbohState): boolean => sgboh.legal(s, 'red').some((a) => a.type === 'fire' && a.unit === 'f' && a.target === 't');
  it('a foot crossbow reaches 3 hexes (DH 10.1 "BC a piedi" 9/7/4); without the annex it does not fire at all', () => {
    expect(canFire(make({ type: 'HC', at: 3 }, true))).toBe(true);
    expect(canFire(make({ type: 'HC', at: 4 }, true))).toBe(false);
    expect(canFire(make({ type: 'HC', at: 1 }, false))).toBe(false);
  });
  it('range 2 at a cataphract: needs 7, +1 moving firer, Direct crossbow armour −1 (DH 10.2)', () => {
    const s = make({ type: 'HC', cls: 'CAT', at: 2 }, true);
    const hit = play(s, 'red', { type: 'fire', unit: 'f', target: 't' }, [7]);
    const e = hit.events.find((x) => x.key === 'fire.hit')!;
    expect(e.params).toMatchObject({ range: 2, need: 7, roll: 7 });
    expect(e.modifiers?.map((m) => [m.label.key, m.value])).toEqual([
      ['drm.moving-firer', 1],
      ['drm.armour-direct', -1],
    ]);
    expect(e.chart).toMatchObject({ name: 'DH 10.1/10.2', cell: 'CB_foot/2 direct HC_CAT' });
    expect(play(s, 'red', { type: 'fire', unit: 'f', target: 't' }, [8]).events.map((x) => x.key)).toContain('fire.miss');
  });
  it('no Arc Fire (DH 8.17): an enemy unit between blocks the shot a bow would arc over', () => {
    expect(canFire(make({ type: 'HC', at: 3 }, true, 2))).toBe(false);
  });
  it("Liegnitz's crossbow LI convert with their CB letter", () => {
    const lieg = sgboh.setup({ scenario: 'liegnitz', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(lieg.units.filter((x) => x.missile === 'CB').length).toBeGreaterThan(0);
    expect(lieg.units.filter((x) => x.missile === 'CB').every((x) => x.type === 'LI')).toBe(true);
  });
});
