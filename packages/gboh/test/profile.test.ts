import { describe, expect, it } from 'vitest';
import { positionSchema, type GbohState } from '../src';
import { act, legalOf, pendingOf, position, start } from './helpers';

/**
 * Variant profiles: the same position played under 'cataphract' and 'devils-horsemen' (seed 003) — a chart (the
 * Terrain Chart) and a rule step (DH 7.15 Reaction Facing Change) change, the engine does not.
 */
const leaders = [
  { id: 'byz-oc', name: 'OC', side: 'byzantines', rank: 'OC' as const, initiative: 3, commandRange: 8, strategy: 3, hex: '0505' },
  { id: 'per-oc', name: 'OC', side: 'persians', rank: 'OC' as const, initiative: 6, commandRange: 8, strategy: 3, hex: '1510' },
];

function withProfile(pos: unknown, profile: string | undefined): GbohState {
  const p = { ...(pos as Record<string, unknown>) };
  if (profile !== undefined) p.profile = profile;
  return start(p as never);
}

describe("variant profiles: The Devil's Horsemen Terrain Chart", () => {
  const pos = position({
    units: [
      { id: 'cav', side: 'byzantines', type: 'HC', tq: 7, ma: 8, hex: '0605', facing: { vertex: 1 } },
      { id: 'far', side: 'persians', type: 'HC', hex: '1510', facing: { vertex: 4 } },
    ],
    leaders,
    hexes: { '0705': { terrain: 'rough' } },
  });
  const intoRough = (profile: string | undefined) => {
    let s = withProfile(pos, profile);
    s = act(s, { type: 'activate', leader: 'byz-oc' }).state;
    s = act(s, { type: 'move', unit: 'cav' }).state;
    return act(s, { type: 'step', to: '0705' }).state;
  };

  it('Cataphract: cavalry enters Rough for 1 MP and 1 Cohesion Hit', () => {
    const s = intoRough(undefined);
    expect([s.move!.mpLeft, s.units.cav!.hits]).toEqual([7, 1]);
  });

  it("The Devil's Horsemen: 3 MP and 3 Cohesion Hits for cavalry", () => {
    const s = intoRough('devils-horsemen');
    expect(s.static.profile).toBe('devils-horsemen');
    expect([s.move!.mpLeft, s.units.cav!.hits]).toEqual([5, 3]);
  });

  it('an unknown profile is refused at load', () => {
    expect(positionSchema.safeParse({ ...(pos as Record<string, unknown>), profile: 'no-such-game' }).success).toBe(false);
  });
});

describe("variant profiles: a rule step (DH 7.15 Reaction Facing Change)", () => {
  // A Persian HC steps next to the Byzantine foot's Flank (1004): the foot turns one vertex and rolls 3 against TQ 6.
  const pos = position({
    units: [
      { id: 'foot', side: 'byzantines', type: 'MI', tq: 6, hex: '1005', facing: { vertex: 1 } },
      { id: 'cav', side: 'persians', type: 'HC', tq: 7, ma: 8, hex: '1003', facing: { vertex: 2 } },
    ],
    leaders: [
      { ...leaders[0]!, initiative: 6 },
      { ...leaders[1]!, initiative: 3, hex: '1102' },
    ],
  });
  const reactionFacing = (profile: string | undefined, options: Record<string, string> = {}): GbohState => {
    const p = { ...(pos as Record<string, unknown>) };
    if (profile !== undefined) p.profile = profile;
    let s = start(p as never, options);
    s = act(s, { type: 'activate', leader: 'per-oc' }).state;
    s = act(s, { type: 'move', unit: 'cav' }).state;
    s = act(s, { type: 'step', to: '1004' }).state;
    for (let i = 0; i < 5 && pendingOf(s)?.kind !== 'reaction-facing'; i++) s = act(s, { type: 'decline' }).state; // Orderly Withdrawal declined
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'reaction-facing' });
    return act(s, legalOf(s)[0]!, [3]).state;
  };

  it('Cataphract (ruling R-713, alwaysMin1): at least 1 hit even on DR 3 ≤ TQ 6', () => {
    expect(reactionFacing(undefined).units.foot!.hits).toBe(1);
  });

  it("The Devil's Horsemen 7.15 (@): hits only on DR > TQ, so none", () => {
    expect(reactionFacing('devils-horsemen').units.foot!.hits).toBe(0);
  });

  it('the game option still overrides the profile’s step', () => {
    expect(reactionFacing('devils-horsemen', { reactionFacingHits: 'alwaysMin1' }).units.foot!.hits).toBe(1);
  });
});

describe("variant profiles: a rule step (8.15 two-hit rule, R-MRRC-2)", () => {
  // An infantry composite bow at range 3 rolls 1: Cataphract's infantryFirer reading scores 2 hits; DH none, 1 hit.
  const pos = position({
    units: [
      { id: 'f', side: 'byzantines', type: 'LI', missile: 'C', hex: '0805', facing: { vertex: 1 } },
      { id: 't', side: 'persians', type: 'HC', tq: 7, hex: '1106', facing: { vertex: 4 } },
    ],
    leaders: [{ ...leaders[0]!, initiative: 6, hex: '0705' }],
  });
  const fire = (profile: string | undefined, options: Record<string, string> = {}): GbohState => {
    const p = { ...(pos as Record<string, unknown>) };
    if (profile !== undefined) p.profile = profile;
    let s = start(p as never, options);
    s = act(s, { type: 'activate', leader: 'byz-oc' }).state;
    // Still in its set-up hex it fires twice (11.4): the second shot, 9, misses.
    return act(s, { type: 'fire', unit: 'f', target: 't' }, [1, 9]).state;
  };

  it('Cataphract (infantryFirer): 2 hits', () => {
    expect(fire(undefined).units.t!.hits).toBe(2);
  });

  it("The Devil's Horsemen (none): 1 hit", () => {
    expect(fire('devils-horsemen').units.t!.hits).toBe(1);
  });

  it('the game option still overrides the profile’s step', () => {
    expect(fire('devils-horsemen', { twoHitRule: 'infantryFirer' }).units.t!.hits).toBe(2);
    expect(fire(undefined, { twoHitRule: 'none' }).units.t!.hits).toBe(1);
  });
});

describe('variant profiles: a rule step (10.16 Reorganization within enemy missile range)', () => {
  // An MI with 3 hits, an enemy bow LI within range and LOS: Cataphract removes 1 hit; DH 11.14 none (no order offered).
  // Range 2: the simple bow reaches 2 hexes on the DH Missile Range Chart (10.1), 5 on Cataphract's grid.
  const pos = position({
    units: [
      { id: 'mi', side: 'byzantines', type: 'MI', tq: 6, hex: '0805', facing: { vertex: 1 }, initial: { hits: 3 } },
      { id: 'e', side: 'persians', type: 'LI', missile: 'B', tq: 5, hex: '1005', facing: { vertex: 4 } },
    ],
    leaders: [{ ...leaders[0]!, initiative: 6, hex: '0705' }],
  });
  const activated = (profile: string | undefined): GbohState => {
    const p = { ...(pos as Record<string, unknown>) };
    if (profile !== undefined) p.profile = profile;
    return act(start(p as never), { type: 'activate', leader: 'byz-oc' }).state;
  };

  it('Cataphract (reorganizeUnderFire): 1 hit removed', () => {
    expect(act(activated(undefined), { type: 'reorganize', unit: 'mi' }).state.units.mi!.hits).toBe(2);
  });

  it("The Devil's Horsemen: no Reorganization order there", () => {
    expect(legalOf(activated('devils-horsemen'))).not.toContainEqual({ type: 'reorganize', unit: 'mi' });
  });
});
