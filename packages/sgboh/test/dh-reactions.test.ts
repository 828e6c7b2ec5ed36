import { gbohHex } from '@polemarch/gboh-family';
import { Random, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohAction, type SgbohState } from '../src/index';
import { battle, facingTo, play, start, unit, type Played } from './helpers';

/**
 * The DH annex's Aggression Reaction (ruling R-57) and Feigned Retreat: a Shock outside the Shock Phase, in
 * which the inactive player may attack, pushed on top of the step it interrupts (`shockFlow.ts`).
 */

const activate = (s: SgbohState): SgbohState => play(s, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
const unitAt = (s: SgbohState, id: string) => s.units.find((x) => x.id === id)!;
const keys = (r: Played): string[] => r.events.map((e) => e.key);
const line = (from: string, dir: number, n: number): string[] => {
  const out: string[] = [];
  let h = from;
  for (let i = 0; i < n; i++) out.push((h = gbohHex.neighbour(h, gbohHex.dir(dir))!));
  return out;
};

describe('DH annex "Reazione all\'aggressione": an HC hit by a Hit-and-Run charges the firer and Shocks it (ruling R-57)', () => {
  const A = '1010';
  // A straight line: the HC two hexes from the firer, the one hex between them its only "most direct" hex.
  const [M, T] = line(A, 2, 2) as [string, string];
  const make = (o: { missile?: 'J' | 'C'; hc?: Partial<Parameters<typeof unit>[0]>; hcHex?: string; options?: Record<string, boolean>; woods?: string[] } = {}): SgbohState => {
    const b = battle([
      unit({ id: 'lc', name: 'Red LC', side: 'red', type: 'LC', missile: o.missile ?? 'J', tq: 5, ma: 8, hex: A, facing: facingTo(A, M) }),
      unit({ id: 'hc', name: 'Blue HC', side: 'blue', type: 'HC', tq: 5, ma: 7, hex: o.hcHex ?? T, facing: facingTo(o.hcHex ?? T, M), ...o.hc }),
    ]);
    b.map.hexes = Object.fromEntries((o.woods ?? []).map((h) => [h, { terrain: 'woods' }]));
    return activate(start(b, o.options ?? { aggressionReaction: true, pursuit: false }));
  };
  const hitAndRun = (s: SgbohState, dice: number[]): Played => play(s, 'red', { type: 'hit-and-run', unit: 'lc', target: 'hc' }, dice);

  // Dice: the Hit-and-Run's fire (9: a miss; the roll is made hit or miss), the Aggression roll, the Shock roll.
  it('a roll at the TQ (5): the HC holds; nothing interrupts the move', () => {
    const r = hitAndRun(make(), [9, 5]);
    expect(keys(r)).toContain('aggression.holds');
    expect(unitAt(r.state, 'hc').hex).toBe(T);
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'red', kind: 'move' });
  });

  it('above the TQ (6 > 5): the HC charges into the hex between, Shocks the firer at once, and the move goes on', () => {
    const r = hitAndRun(make(), [9, 6, 1]);
    expect(keys(r)).toEqual(expect.arrayContaining(['aggression.charges', 'charge.moves', 'shock.roll']));
    const shock = r.events.find((e) => e.key === 'shock.roll')!;
    expect(shock.params).toMatchObject({ attackers: 'Blue HC', defenders: 'Red LC' });
    // The charge: into M, facing the firer, a Moving attack (+1).
    expect(unitAt(r.state, 'hc').turn.movedAdjacent).toBe(true);
    expect(shock.modifiers?.some((m) => m.label.key === 'drm.moving' && m.value === 1)).toBe(true);
    // 1 + HC against LC (T5b) 3 + moving 1 = 5: T4 5..6, the HC (attacker) 1 Hit, the LC 2 Hits; no retreat, no advance.
    expect(unitAt(r.state, 'hc')).toMatchObject({ hex: M, hits: 1 });
    expect(unitAt(r.state, 'lc')).toMatchObject({ hex: A, hits: 2 });
    expect(r.state.turn.interrupts).toBeUndefined();
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'red', kind: 'move' });
  });

  it('the Shock\'s attacker decisions are the charging (inactive) player\'s: its 7.72 facing after the advance', () => {
    // 8 + 3 + 1 = 12: the LC routs (T4 12+); the HC must advance into its hex (7.71).
    const r = hitAndRun(make(), [9, 6, 8]);
    expect(unitAt(r.state, 'lc').status).toBe('eliminated');
    expect(keys(r)).toContain('shock.advance');
    expect(unitAt(r.state, 'hc').hex).toBe(A);
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'blue', kind: 'advance-face' });
    expect(r.state.turn.active).toBe('red');
    const f = unitAt(r.state, 'hc').facing;
    const s = play(r.state, 'blue', { type: 'advance-face', facing: (f + 1) % 6 }).state;
    expect(unitAt(s, 'hc').facing).toBe((f + 1) % 6);
    expect(s.turn.interrupts).toBeUndefined();
    expect(sgboh.pending(s)).toMatchObject({ seat: 'red', kind: 'move' });
    // The step worked on a copy: the state before it still holds its open Shock (the search keeps such states and
    // steps from them again; a shared `interrupts` array once let a step pop the kept state's Shock).
    expect(r.state.turn.interrupts).toHaveLength(1);
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'blue', kind: 'advance-face' });
    expect(sgboh.legal(r.state, 'blue').every((a) => a.type === 'advance-face')).toBe(true);
  });

  it('a charging HC does not Return Fire; one that holds does (7.23)', () => {
    const bow = { missile: 'C' as const };
    const holds = hitAndRun(make({ hc: bow }), [9, 5]);
    expect(sgboh.pending(holds.state)).toMatchObject({ seat: 'blue', kind: 'reaction' });
    expect(holds.state.turn.reactions[0]).toMatchObject({ kind: 'fire', unit: 'hc', rule: '7.23' });
    const charges = hitAndRun(make({ hc: bow }), [9, 6, 1]);
    expect(charges.state.turn.reactions).toEqual([]);
  });

  it('Knights and European HC add 2: a roll of 4 + 2 > 5 charges', () => {
    const r = hitAndRun(make({ hc: { chivalric: true } }), [9, 4, 1]);
    expect(keys(r)).toContain('aggression.charges');
    expect(r.events.find((e) => e.key === 'aggression.charges')!.params).toMatchObject({ roll: 6 });
  });

  it('two hexes equally direct: the HC\'s owner picks the hex (a reaction of the inactive seat, no decline)', () => {
    const X = gbohHex.neighbour(M, gbohHex.dir(1))!;
    const r = hitAndRun(make({ hcHex: X }), [9, 6]);
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'blue', kind: 'reaction', reaction: true });
    expect(r.state.turn.reactions[0]).toMatchObject({ kind: 'charge', unit: 'hc', target: 'lc', mp: 4 });
    const options = sgboh.legal(r.state, 'blue') as Extract<SgbohAction, { type: 'charge' }>[];
    const hexes = options.map((a) => a.to).sort();
    expect(hexes).toEqual(gbohHex.neighbours(X).filter((h) => gbohHex.distance(h, A) === 1).sort());
    expect(hexes.length).toBe(2);
    const s = play(r.state, 'blue', options[1]!, [1]);
    expect(unitAt(s.state, 'hc').hex).toBe(options[1]!.to);
    expect(keys(s)).toContain('shock.roll');
  });

  it('a C-armed LC may fall back up to two hexes first (its owner\'s choice); the HC\'s 4 MP then fall short', () => {
    const r = hitAndRun(make({ missile: 'C' }), [9, 6]);
    // The Active Player's decision: not a reaction of the inactive seat.
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'red', kind: 'reaction', reaction: false });
    expect(r.state.turn.reactions[0]).toMatchObject({ kind: 'charge-retreat', unit: 'lc', mover: 'hc' });
    const legal = sgboh.legal(r.state, 'red');
    expect(legal).toContainEqual({ type: 'decline' });
    const back = line(A, 5, 2);
    expect(legal).toContainEqual({ type: 'rbs', unit: 'lc', to: back[1]! });
    // Two hexes back, the LC is 4 hexes from the HC: 3 steps of 1 MP bring the HC next to it, and it Shocks.
    const far = play(r.state, 'red', { type: 'rbs', unit: 'lc', to: back[1]! }, [1]);
    expect(unitAt(far.state, 'lc').hex).toBe(back[1]);
    expect(keys(far)).toEqual(expect.arrayContaining(['charge.retreats', 'shock.roll']));
    expect(gbohHex.distance(unitAt(far.state, 'hc').hex!, back[1]!)).toBe(1);
    // Declining: the charge as before.
    const stay = play(r.state, 'red', { type: 'decline' }, [1]);
    expect(unitAt(stay.state, 'hc').hex).toBe(M);
  });

  it('through Woods (2 MP for cavalry, the (h) ignored) the charge\'s 4 MP end short of the firer: no Shock', () => {
    const back = line(A, 5, 2);
    const r = hitAndRun(make({ missile: 'C', woods: [M, back[0]!] }), [9, 6]);
    const far = play(r.state, 'red', { type: 'rbs', unit: 'lc', to: back[1]! });
    expect(keys(far)).toContain('aggression.short');
    expect(keys(far)).not.toContain('shock.roll');
    // Woods M (2 MP), A (1 MP); Woods beyond costs 2 with 1 left: it stops in A, without a Hit.
    expect(unitAt(far.state, 'hc')).toMatchObject({ hex: A, hits: 0 });
    expect(sgboh.pending(far.state)).toMatchObject({ seat: 'red', kind: 'move' });
  });

  it('plain SGBoH rolls nothing; the DH battles switch it on', () => {
    const r = hitAndRun(make({ options: {} }), [9]);
    expect(keys(r).some((k) => k.startsWith('aggression.'))).toBe(false);
    expect(sgboh.setup({ scenario: 'liegnitz', options: {}, seed: 1 }, new Random(createRngState(1))).options.aggressionReaction).toBe(true);
    expect(sgboh.setup({ scenario: 'dara', options: {}, seed: 1 }, new Random(createRngState(1))).options.aggressionReaction).toBe(false);
  });
});

describe('DH annex "Finta Ritirata": an LC able to Feigned Retreat, Shocked by cavalry, draws its pursuer along its retreat path (ruling R-58)', () => {
  const B = '1010';
  // Red HCs start two hexes from the LC and step next to it during the Player Turn (the LC may not feign from a ZOC).
  const lanes = [line(B, 2, 2), line(B, 3, 2)] as [string, string][];
  const away = line(B, 5, 5);
  const end = away[4]!;
  const setUp = (o: { hcs?: number; adjacentAtStart?: boolean; designate?: boolean } = {}): SgbohState => {
    const hcs = lanes.slice(0, o.hcs ?? 1).map(([next, from], i) =>
      unit({ id: `hc${i}`, name: `Red HC ${i + 1}`, side: 'red', type: 'HC', tq: 5, ma: 7, frValue: 5, hex: o.adjacentAtStart === true ? next : from, facing: o.adjacentAtStart === true ? facingTo(next, B) : facingTo(from, next) }),
    );
    const lc = unit({ id: 'lc', name: 'Blue LC', side: 'blue', type: 'LC', missile: 'C', tq: 6, ma: 9, hex: B, facing: facingTo(B, lanes[0]![0]), feignedRetreat: true });
    let s = activate(start(battle([...hcs, lc]), { feignedRetreat: true }));
    const declineAll = (x: SgbohState): SgbohState => {
      while (sgboh.pending(x)?.seat === 'blue' && sgboh.pending(x)?.kind === 'reaction') x = play(x, 'blue', { type: 'decline' }).state;
      return x;
    };
    if (o.adjacentAtStart !== true) for (const [i, [next]] of lanes.slice(0, o.hcs ?? 1).entries()) s = declineAll(play(s, 'red', { type: 'step', unit: `hc${i}`, to: next, payHit: false }).state);
    s = play(s, 'red', { type: 'end-move' }).state;
    if (o.designate === false) return s;
    for (let i = 0; i < (o.hcs ?? 1); i++) if (sgboh.pending(s)?.kind === 'designate') s = play(s, 'red', { type: 'designate', attacker: `hc${i}`, defender: 'lc' }).state;
    return s;
  };
  const feign = (s: SgbohState, dice: number[] = []): Played => play(s, 'blue', { type: 'rbs', unit: 'lc', to: end }, dice);

  it('offered as the LC\'s Retreat Before Shock against cavalry, whatever the MA; it ends facing the way it went', () => {
    const s = setUp();
    expect(sgboh.pending(s)).toMatchObject({ seat: 'blue', kind: 'rbs' });
    expect(sgboh.legal(s, 'blue')).toContainEqual({ type: 'rbs', unit: 'lc', to: end });
    const r = feign(s, [3]);
    expect(keys(r)).toContain('fr.retreat');
    expect(r.events.find((e) => e.key === 'fr.retreat')!.rule).toBe('dh annex Feigned Retreat (R-58)');
  });

  it('FR Reaction roll at or under the value (3 ≤ 5): the LC turns back to its facing; the attacker may advance as 7.44', () => {
    const s = setUp();
    const facing = unitAt(s, 'lc').facing;
    const r = feign(s, [3]);
    expect(keys(r)).toContain('fr.holds');
    expect(unitAt(r.state, 'lc')).toMatchObject({ hex: end, facing });
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'red', kind: 'rbs-advance' });
    expect(sgboh.legal(r.state, 'red')).toContainEqual({ type: 'advance', to: B });
  });

  it('above the value (8 > 5): the HC must follow the path until within two hexes; the LC passes its TQ check and may strike', () => {
    const r = feign(setUp(), [8, 2]);
    expect(keys(r)).toEqual(expect.arrayContaining(['fr.pursues', 'fr.follows', 'fr.turns']));
    // Into the vacated hex, then along the path: B, away[0], away[1], away[2] (two hexes from the LC).
    expect(r.events.filter((e) => e.key === 'fr.follows').map((e) => e.params?.['to'])).toEqual([B, away[0], away[1], away[2]]);
    expect(unitAt(r.state, 'hc0').hex).toBe(away[2]);
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'blue', kind: 'fr-strike', reaction: true });
    const legal = sgboh.legal(r.state, 'blue');
    expect(legal).toContainEqual({ type: 'strike-fire', to: end });
    expect(legal).toContainEqual({ type: 'strike-shock', to: away[3] });
    expect(legal).toContainEqual({ type: 'decline' });
    // The LC steps back one hex and Shocks its pursuer: a Shock of the inactive player, resolved at once.
    const x = play(r.state, 'blue', { type: 'strike-shock', to: away[3]! }, [5]);
    const shock = x.events.find((e) => e.key === 'shock.roll')!;
    expect(shock.params).toMatchObject({ attackers: 'Blue LC', defenders: 'Red HC 1' });
    // Its retreats and the advance after it (7.71–7.72) are the Shock's: the advance's facing is the LC owner's.
    let y = x.state;
    for (let p = sgboh.pending(y); p?.kind === 'retreat' || p?.kind === 'advance-face'; p = sgboh.pending(y)) {
      if (p.kind === 'advance-face') expect(p.seat).toBe('blue');
      y = play(y, p.seat, sgboh.legal(y, p.seat)[0]!).state;
    }
    expect(y.turn.interrupts).toBeUndefined();
    // The Shock Phase is over: blue's Player Turn comes next.
    expect(y.turn.number).toBe(2);
  });

  it('the LC fails its TQ check (9 > 6): the pursuer may move next to it and Shock it; the LC cannot react', () => {
    const r = feign(setUp(), [8, 9]);
    expect(keys(r)).toContain('fr.caught');
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'red', kind: 'fr-strike' });
    expect(sgboh.legal(r.state, 'red')).toEqual([{ type: 'strike-shock', to: away[3] }, { type: 'decline' }]);
    const x = play(r.state, 'red', { type: 'strike-shock', to: away[3]! }, [5]);
    expect(x.events.find((e) => e.key === 'shock.roll')!.params).toMatchObject({ attackers: 'Red HC 1', defenders: 'Blue LC' });
    expect(keys(x)).not.toContain('shock.rbs');
  });

  it('the fired-at pursuer cannot Return Fire; the strike may be declined', () => {
    const r = feign(setUp(), [8, 2]);
    const fire = play(r.state, 'blue', { type: 'strike-fire', to: end }, [0]);
    expect(keys(fire)).toContain('fire.hit');
    expect(fire.state.turn.reactions).toEqual([]);
    const none = play(r.state, 'blue', { type: 'decline' });
    expect(keys(none).some((k) => k.startsWith('fire.') || k === 'shock.roll')).toBe(false);
  });

  it('two attacking cavalry: the attacker picks the one that rolls (and pursues)', () => {
    const r = feign(setUp({ hcs: 2 }));
    expect(sgboh.pending(r.state)).toMatchObject({ seat: 'red', kind: 'fr-roll' });
    expect(sgboh.legal(r.state, 'red')).toEqual([{ type: 'pursuer', unit: 'hc0' }, { type: 'pursuer', unit: 'hc1' }]);
    const x = play(r.state, 'red', { type: 'pursuer', unit: 'hc1' }, [8, 2]);
    expect(x.events.find((e) => e.key === 'fr.pursues')!.params).toMatchObject({ unit: 'Red HC 2' });
    expect(unitAt(x.state, 'hc1').hex).not.toBe(lanes[1]![0]);
  });

  it('not from a unit that started the Player Turn with an enemy in its ZOC: the Shock is resolved', () => {
    const s = setUp({ adjacentAtStart: true, designate: false });
    expect(sgboh.pending(s)).toMatchObject({ seat: 'red', kind: 'designate' });
    const r = play(s, 'red', { type: 'designate', attacker: 'hc0', defender: 'lc' }, [5]);
    expect(keys(r)).toContain('shock.roll');
    expect(keys(r)).not.toContain('fr.retreat');
  });
});
