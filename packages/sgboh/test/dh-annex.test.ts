import { gbohHex } from '@polemarch/gboh-family';
import { Random, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohState } from '../src/index';
import { battle, facingTo, front, play, start, unit } from './helpers';

/** The Devil's Horsemen "Regole Semplificate" annex rules beyond Pursuit, Size and the matrix (ruling R-46). */

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
