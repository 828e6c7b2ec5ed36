import type { GameEvent, StepContext } from '@polemarch/kernel';
import { createRngState, gbohHex, newGame, Random } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import { rout, routCandidates } from '../src/cohesion';
import { runRoutSegment, routAndReload } from '../src/withdrawal';
import { standardGoal, standardsUpkeep, type StandardsState } from '../src/battles/dhStandards';
import { placeLeader } from '../src/rules/dhLeaders';
import { act, legalOf, OC, pendingOf, position, start } from './helpers';
import { dhPosition, dhStart, mongol } from './dhHelpers';

/**
 * DH 11.3 Standards: set-up placement (11.32), the Standard as Rout Goal (11.41–11.44), Standard Rally (11.53–11.55,
 * the 5.21 option, R-13) and capture (11.33). The test map's byzantines stand for the Mongols: their Retreat Edge is
 * the west edge (column 5); the Standards below stand east of the units, so a rout toward the Standard goes east.
 */

const events: GameEvent[] = [];
const logCtx = (): StepContext => ({ rng: new Random(createRngState(1)), emit: (e) => void events.push(e), reveal: () => undefined });

const mi = (id: string, hex: string, extra: Record<string, unknown> = {}) => mongol({ id, type: 'MI', tq: 5, ma: 5, hex, facing: { vertex: 1 }, ...extra });
const routedMi = (id: string, hex: string, extra: Record<string, unknown> = {}) => mi(id, hex, { initial: { status: 'routed' }, ...extra });

function standards(std: Record<string, unknown>) {
  return [{ kind: 'standards', standards: [{ leader: 'byzantines-oc', side: 'byzantines', hex: '1007', allOfSide: true, note: 'test', ...std }] }];
}

function withStandard(units: Record<string, unknown>[], std: Record<string, unknown> = {}, leaderHex = '0603'): GbohState {
  return dhStart({ units, leaders: [OC('byzantines', leaderHex, { charisma: 3 })], specialRules: standards(std) as never });
}

const stateOf = (s: GbohState): StandardsState => s.battle['dh.standards'] as unknown as StandardsState;

describe('DH 11.32 Standards at set-up', () => {
  it('"anywhere": the owner places it first: the provisional hex is offered first, then the hexes of the units that use it', () => {
    const s = withStandard([mi('a', '0808'), mi('b', '0606')], { choose: true, hex: '1007' });
    expect(pendingOf(s)).toMatchObject({ seat: 'byzantines', kind: 'battle-setup' });
    expect(legalOf(s)).toEqual([
      { type: 'place-standard', leader: 'byzantines-oc', hex: '1007' },
      { type: 'place-standard', leader: 'byzantines-oc', hex: '0606' },
      { type: 'place-standard', leader: 'byzantines-oc', hex: '0808' },
    ]);
    const r = act(s, { type: 'place-standard', leader: 'byzantines-oc', hex: '0808' });
    expect(stateOf(r.state).standards[0]).toMatchObject({ hex: '0808', status: 'placed' });
    expect(r.events.find((e) => e.key === 'standard.placed')?.rule).toBe('dh 11.32');
    expect(pendingOf(r.state)?.kind).not.toBe('battle-setup');
  });

  it('a Standard placed by the scenario asks nothing; a Standard that comes with its leader is placed when he is on the map', () => {
    expect(pendingOf(withStandard([mi('a', '0808')]))?.kind).not.toBe('battle-setup');
    const s = withStandard([mi('a', '0808')], { withLeader: true, hex: null }, '0909');
    expect(stateOf(s).standards[0]!.status).toBe('withLeader');
    const c = structuredClone(s);
    standardsUpkeep(c, logCtx());
    expect(stateOf(c).standards[0]).toMatchObject({ hex: '0909', status: 'placed' });
  });
});

describe('DH 11.41–11.44 the Standard as Rout Goal', () => {
  // A Standard straight down the unit's column (0707 → 0710: distance 3, one nearer hex at each step).
  it('11.41: the initial 2-hex rout goes toward the Standard within the MA (in hexes), not toward the Retreat Edge', () => {
    const s = withStandard([mi('a', '0707')], { hex: '0710' });
    rout(s, logCtx(), 'a');
    expect([s.units.a!.status, s.units.a!.hex]).toEqual(['routed', '0709']);
  });

  it('11.41: a Standard farther than the unit’s MA in hexes is no Rout Goal: the unit routs toward its Retreat Edge', () => {
    const s = withStandard([mi('a', '0707', { ma: 2 })], { hex: '0710' });
    expect(routCandidates(s, 'a').every((h) => h.startsWith('06'))).toBe(true);
  });

  it('11.41: only empty hexes out of enemy ZOC: a friend on the way is gone round, never passed through (Cataphract: through him)', () => {
    const s = withStandard([mi('a', '0707'), mi('f', '0708')], { hex: '0710' });
    expect(routCandidates(s, 'a')).not.toContain('0708');
    expect(routCandidates(s, 'a').length).toBeGreaterThan(0);
  });

  it('11.42/11.44: in the Rout Movement Segment the unit moves to its Standard and stops there', () => {
    const c = structuredClone(withStandard([routedMi('a', '0707')], { hex: '0710' }));
    events.length = 0;
    routAndReload(c, logCtx());
    runRoutSegment(c, logCtx());
    expect([c.units.a!.status, c.units.a!.hex]).toEqual(['routed', '0710']);
    expect(events.some((e) => e.key === 'rout.atStandard' && e.rule === 'dh 11.44')).toBe(true);
  });

  it('11.44: next to it when a unit holds the Standard’s hex (as close as it can get, not into a friend)', () => {
    const c = structuredClone(withStandard([routedMi('a', '0704', { ma: 9 }), mi('f', '0710')], { hex: '0710' }));
    routAndReload(c, logCtx());
    runRoutSegment(c, logCtx());
    expect([c.units.a!.status, c.units.a!.hex]).toEqual(['routed', '0709']);
    expect(c.units.f!.hits).toBe(0);
  });
});

describe('DH 11.32 / 11.55 a Standard moved with its leader (ruling DH-STD-3)', () => {
  // The OC and his Standard in 0606; a routed unit next to it (in its rally zone), a unit far off to order.
  const battle = () => act(withStandard([routedMi('r', '0607'), mi('m', '1010')], { hex: '0606' }, '0606'), { type: 'activate', leader: 'byzantines-oc' }).state;

  it('offered to the activated leader stacked with his Standard, before he moves; it then follows him hex by hex', () => {
    const s = battle();
    expect(legalOf(s)).toContainEqual({ type: 'carry-standard', leader: 'byzantines-oc' });
    const c = act(s, { type: 'carry-standard', leader: 'byzantines-oc' });
    expect(c.events.find((e) => e.key === 'standard.carried')?.rule).toBe('dh 11.32');
    expect(legalOf(c.state)).not.toContainEqual({ type: 'carry-standard', leader: 'byzantines-oc' });
    const to = legalOf(c.state).find((x) => x.type === 'leader-move' && x.leader === 'byzantines-oc' && x.to !== '0607')!;
    const m = act(c.state, to);
    expect(stateOf(m.state).standards[0]!.hex).toBe(m.state.leaders['byzantines-oc']!.hex);
    expect(m.events.some((e) => e.key === 'standard.moved' && e.rule === 'dh 11.32')).toBe(true);
    // 11.55: the routed unit by the hex it left loses Standard Rally for good (its Rout Goal is the edge).
    expect(stateOf(m.state).standards[0]!.barred).toEqual(['r']);
  });

  it('not taken along, it stays where it is (the leader moves alone); put down when his orders end', () => {
    const s = battle();
    const to = legalOf(s).find((x) => x.type === 'leader-move' && x.leader === 'byzantines-oc')!;
    const m = act(s, to).state;
    expect(stateOf(m).standards[0]).toMatchObject({ hex: '0606', barred: [] });
    expect(legalOf(m)).not.toContainEqual({ type: 'carry-standard', leader: 'byzantines-oc' }); // no longer stacked with it
    const c = act(act(battle(), { type: 'carry-standard', leader: 'byzantines-oc' }).state, { type: 'end-orders' }).state;
    expect(stateOf(c).standards[0]!.carried).toBeUndefined();
  });
});

describe('DH 11.41 toward the Retreat Edge: empty hexes out of enemy ZOC only (ruling DH-STD-4)', () => {
  // The west edge (column 5) is the byzantines' Retreat Edge; from 0707 the two hexes nearer it are in column 06.
  const west = gbohHex.neighbours('0707').filter((h) => h.startsWith('06'));
  const side = gbohHex.neighbours('0707').filter((h) => h.startsWith('07'));

  it('friends on both hexes toward the edge: DH goes round them (as near the edge), Cataphract passes through them', () => {
    const units = [mi('a', '0707'), ...west.map((h, i) => mi(`f${i}`, h))];
    const dh = start(dhPosition({ units, leaders: [OC('byzantines', '0603')] }));
    expect(routCandidates(dh, 'a').sort()).toEqual(side.sort());
    const cat = start(position({ units, leaders: [OC('byzantines', '0603')] }));
    expect(routCandidates(cat, 'a').sort()).toEqual(west.sort());
  });

  it('no empty hex as near or nearer: the unit is eliminated (11.41 / 11.43), never passing through a friend', () => {
    const units = [mi('a', '0707'), ...[...west, ...side].map((h, i) => mi(`f${i}`, h))];
    const s = start(dhPosition({ units, leaders: [OC('byzantines', '0603')] }));
    expect(routCandidates(s, 'a')).toEqual([]);
    events.length = 0;
    rout(s, logCtx(), 'a');
    expect(s.units.a!.status).toBe('eliminated');
    expect(events.some((e) => e.key === 'rout.blocked')).toBe(true);
    expect(Object.keys(s.units).filter((id) => id !== 'a').every((id) => s.units[id]!.hits === 0)).toBe(true);
  });
});

describe('DH 11.53–11.55 Standard Rally (R-13) and 11.33 capture', () => {
  // Standard at 1007; r1 next to it, r2 next to f (a good unit next to the Standard), r3 out of the zone.
  const rallyUnits = () => [routedMi('r1', '1006'), mi('f', '1107'), routedMi('r2', '1207', { type: 'LC', tq: 7, ma: 9 }), routedMi('r3', '0603')];

  function activated(): GbohState {
    const s = withStandard(rallyUnits(), {}, '0610');
    return act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
  }

  it('R-13: the leader’s whole activation: every eligible routed unit rolls against its printed TQ (DR ≤ TQ rallied, ½ / ⅓ TQ hits; else eliminated)', () => {
    const s = activated();
    expect(legalOf(s)).toContainEqual({ type: 'standard-rally', leader: 'byzantines-oc' });
    const r = act(s, { type: 'standard-rally', leader: 'byzantines-oc' }, [6, 7]);
    // r1 (MI TQ 5) rolls 6: eliminated; r2 (LC TQ 7) rolls 7: rallied with ⅓ of 7 = 2 hits; r3 (far away) does not roll.
    expect(r.state.units.r1!.status).toBe('eliminated');
    expect([r.state.units.r2!.status, r.state.units.r2!.hits]).toEqual(['rallied', 2]);
    expect(r.state.units.r3!.status).toBe('routed');
    expect(r.events.filter((e) => e.key === 'standard.rallyRoll').map((e) => e.rule)).toEqual(['dh 11.54', 'dh 11.54']);
    // his only "order": nothing but the end of orders is left.
    expect(legalOf(r.state).map((a) => a.type)).toEqual(['end-orders']);
  });

  it('5.21: Standard Rally is offered only before any other order of the activation', () => {
    const s = activated();
    const moved = act(s, { type: 'move', unit: 'f' }).state;
    expect(legalOf(moved)).not.toContainEqual({ type: 'standard-rally', leader: 'byzantines-oc' });
  });

  /** The enemy LC `e` has entered the Standard's hex (1007) alone; r1, routed, is next to it. */
  function captured(more: Record<string, unknown>[] = []): GbohState {
    const s = withStandard([...more, routedMi('r1', '1006'), { id: 'e', side: 'persians', type: 'LC', tq: 6, ma: 9, hex: '1007', facing: { vertex: 4 }, nationality: 'Polish', size: null }], {}, '0610');
    const c = structuredClone(s);
    events.length = 0;
    standardsUpkeep(c, logCtx());
    return c;
  }

  it('11.33: an enemy entering the Standard’s hex alone captures it; the capturing player chooses: eliminate it or carry it (ruling DH-STD-2)', () => {
    const c = captured();
    expect(stateOf(c).standards[0]).toMatchObject({ hex: '1007', status: 'captured', captor: { side: 'persians', unit: 'e', turn: 1 }, barred: ['r1'] });
    expect(events.find((e) => e.key === 'standard.captured')?.rule).toBe('dh 11.33');
    expect(pendingOf(c)).toMatchObject({ kind: 'battle-setup', seat: 'persians', prompt: { key: 'prompt.captureStandard' } });
    expect(legalOf(c)).toEqual([
      { type: 'capture-standard', leader: 'byzantines-oc', carry: false },
      { type: 'capture-standard', leader: 'byzantines-oc', carry: true },
    ]);
  });

  it('11.33 / 11.55: eliminated, the routed units of its zone rout to the edge and cannot Standard-Rally; it returns with its leader', () => {
    const e = act(captured(), { type: 'capture-standard', leader: 'byzantines-oc', carry: false });
    const c = e.state;
    expect(stateOf(c).standards[0]).toMatchObject({ hex: null, status: 'eliminated', barred: ['r1'] });
    expect(e.events.find((x) => x.key === 'standard.eliminated')?.rule).toBe('dh 11.33');
    // r1's Rout Goal is now its Retreat Edge (west).
    const routs = structuredClone(c);
    routAndReload(routs, logCtx());
    runRoutSegment(routs, logCtx());
    expect(routs.units.r1!.hex === null || +routs.units.r1!.hex!.slice(0, 2) < 10).toBe(true);
    // The next activation of its leader places it with him.
    const back = act(c, { type: 'activate', leader: 'byzantines-oc' });
    expect(stateOf(back.state).standards[0]).toMatchObject({ hex: '0610', status: 'placed' });
    expect(back.events.find((x) => x.key === 'standard.returns')?.rule).toBe('dh 11.33');
  });

  it('11.33 carried: it moves with the capturing unit, stays a Rout Goal of its command (no Standard Rally), and returns at its leader’s activation in a later turn', () => {
    // r2, routed at 0909, is out of the Standard's rally zone at the capture and at the move.
    const r = act(captured([routedMi('r2', '0909')]), { type: 'capture-standard', leader: 'byzantines-oc', carry: true });
    let c = r.state;
    expect(stateOf(c).standards[0]).toMatchObject({ hex: '1007', status: 'carried', captor: { unit: 'e' } });
    expect(r.events.find((x) => x.key === 'standard.taken')?.rule).toBe('dh 11.33');
    // The capturing unit moves: the Standard goes with it.
    c.units.e!.hex = '1109';
    events.length = 0;
    standardsUpkeep(c, logCtx());
    expect(stateOf(c).standards[0]!.hex).toBe('1109');
    expect(events.find((x) => x.key === 'standard.movedByCaptor')?.rule).toBe('dh 11.33');
    // Still a Rout Goal for a unit of its command not barred by 11.55 (spec reading (b)); never a Standard Rally.
    expect(stateOf(c).standards[0]!.barred).toEqual(['r1']);
    expect(standardGoal(c, 'r2')).toBe('1109');
    // Its leader activated in the same turn: it stays captured.
    const same = act(c, { type: 'activate', leader: 'byzantines-oc' }).state;
    expect(stateOf(same).standards[0]).toMatchObject({ status: 'carried', hex: '1109' });
    expect(legalOf(same)).not.toContainEqual({ type: 'standard-rally', leader: 'byzantines-oc' });
    // In the following turn his activation places it with him.
    c = structuredClone(c);
    c.turn = 2;
    const back = act(c, { type: 'activate', leader: 'byzantines-oc' });
    expect(stateOf(back.state).standards[0]).toMatchObject({ status: 'placed', hex: '0610' });
    expect(stateOf(back.state).standards[0]!.captor).toBeUndefined();
  });

  it('11.33 carried: its leader dead, it is removed at the end of the following turn; its captor gone, it is eliminated', () => {
    const c = act(captured(), { type: 'capture-standard', leader: 'byzantines-oc', carry: true }).state;
    const dead = structuredClone(c);
    dead.leaders['byzantines-oc']!.status = 'eliminated';
    dead.turn = 2;
    standardsUpkeep(dead, logCtx());
    expect(stateOf(dead).standards[0]!.status).toBe('carried');
    dead.turn = 3;
    standardsUpkeep(dead, logCtx());
    expect(stateOf(dead).standards[0]).toMatchObject({ status: 'removed', hex: null });
    const gone = structuredClone(c);
    gone.units.e!.hex = null;
    gone.units.e!.status = 'eliminated';
    standardsUpkeep(gone, logCtx());
    expect(stateOf(gone).standards[0]).toMatchObject({ status: 'eliminated', hex: null });
  });

  it('11.33 note: a leader withdrawing under 4.42 takes his Standard with him (a move: 11.55 bars the routed units by it)', () => {
    // The OC alone with his Standard at 1007, r1 routed next to it; 4.42 places him with f at 1210.
    const s = withStandard([routedMi('r1', '1006'), mi('f', '1210')], {}, '1007');
    events.length = 0;
    placeLeader(s, logCtx(), 'byzantines-oc', '1210');
    expect(stateOf(s).standards[0]).toMatchObject({ hex: '1210', status: 'placed', barred: ['r1'] });
    expect(events.find((e) => e.key === 'standard.moved')?.rule).toBe('dh 11.33');
  });

  it('Cataphract positions carry no Standards: a rout there goes to the edge as before', () => {
    const s = start(dhPosition({ units: [mi('a', '0707')], leaders: [OC('byzantines', '0603')] }));
    expect(s.battle['dh.standards']).toBeUndefined();
    expect(routCandidates(s, 'a').every((h) => h.startsWith('06'))).toBe(true);
  });
});

describe('DH 11.31 the Indus Standards (provisional data, ruling DH-STD-1)', () => {
  it('Genghis’s and the Shah’s for every unit; the Tumen commanders’ and the named wing commanders’ for their own units; Bela’s comes with him', () => {
    const s = newGame(gboh, { scenario: 'indus-river', seed: 1 });
    const st = stateOf(s).standards;
    expect(st.map((x) => [x.leader, x.status])).toEqual([
      ['genghis', 'choose'],
      ['jagatai', 'choose'],
      ['ogotai', 'choose'],
      ['bela-noyan', 'withLeader'],
      ['jalal', 'choose'],
      ['saif', 'choose'],
      ['timur-malik', 'choose'],
    ]);
    const of = (leader: string) => st.find((x) => x.leader === leader)!;
    expect(of('genghis').allOfSide && of('jalal').allOfSide).toBe(true);
    // Each Tumen commander's Standard serves the units he alone may order (his `only`), no other.
    for (const l of ['jagatai', 'ogotai', 'bela-noyan']) {
      const only = s.static.leaders[l]!.only ?? [];
      expect(of(l).units.length).toBeGreaterThan(20);
      expect(of(l).units.every((u) => only.some((f) => f.units?.includes(u)))).toBe(true);
    }
    expect(of('saif').units.some((u) => of('timur-malik').units.includes(u))).toBe(false);
  });
});
