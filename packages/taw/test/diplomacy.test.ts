import { describe, expect, it } from 'vitest';
import { coordinationCandidates, resolveCoordination } from '../src/combat';
import { ambassadorProvinces, diplomacyRating, negotiate, negotiateOptions, sendAmbassador } from '../src/diplomacy';
import { activateFor, ctxWith, empty, fresh, invent, keys, lead, put, sp } from './helpers';

describe('12.3 Ambassadors (Samnite Wars)', () => {
  it('a consul sends an Ambassador for 1 GP: a pool magistrate rated C at DR 2 gives +1 box toward Rome', () => {
    const s = fresh('samnite-wars');
    s.ask = null;
    const consul = s.leaders.find((l) => l.id === '110')!;
    activateFor(s, '110');
    expect(ambassadorProvinces(s)).toContain('Apulia');
    expect(ambassadorProvinces(s)).not.toContain('Latium');
    for (const l of s.leaders) if (l.roman && l.status === 'pool' && l.id !== '105') l.status = 'killed';
    const before = s.provinces['Apulia']!.alliance;
    const { ctx, events } = ctxWith(s, [2, 9]);
    sendAmbassador(s, ctx, 'Apulia');
    expect(diplomacyRating('C')).toBe('C');
    expect(events.find((e) => e.key === 'ambassador')!.chart).toMatchObject({ cell: 'C2', result: '1' });
    expect(s.provinces['Apulia']!.alliance).toBe(before + 1);
    expect(consul.gpUsed).toBe(1);
    expect(ambassadorProvinces(s)).toEqual([]);
  });
  it('S1.4: the Samnite sends one of his own leaders (his choice, AMB-5), +1 on the roll; a 9 is a Disaster (0–1: 3 boxes lost, the ambassador killed)', () => {
    const s = fresh('samnite-wars');
    s.ask = null;
    activateFor(s, 'pontius');
    const before = s.provinces['Apulia']!.alliance;
    const { ctx, events } = ctxWith(s, [8, 0, 9]);
    sendAmbassador(s, ctx, 'Apulia', 'pontius');
    expect(keys(events)).toContain('ambassador.disaster');
    expect(s.provinces['Apulia']!.alliance).toBe(before + 3);
    expect(s.leaders.find((l) => l.id === 'pontius')!.status).toBe('killed');
  });
});

describe('9.6 Diplomacy against cities', () => {
  it('EX-9.62: IDS 3, CR 6, 1 GP used, 2 GP available inside: a raw 8 (modified 7 > 6) takes the city', () => {
    const s = empty('samnite-wars');
    invent(s, 'besieger', 'samnite', { cr: 6, gp: 3 });
    lead(s, 'besieger', 4109);
    put(s, 'samnite', 4109, false, [{ c: 'Samnite', t: 'inf', sp: 30 }]);
    put(s, 'rome', 4109, true, [{ c: 'Roman', t: 'inf', sp: 5 }]);
    invent(s, 'a', 'rome', { gp: 1 });
    invent(s, 'b', 'rome', { gp: 1 });
    lead(s, 'a', 4109, true);
    lead(s, 'b', 4109, true);
    s.cities['Bovianum']!.siege = 'samnite';
    activateFor(s, 'besieger');
    expect(negotiateOptions(s)).toEqual([0, 1, 2, 3]);
    const { ctx, events } = ctxWith(s, [8]);
    negotiate(s, ctx, 1);
    expect(keys(events)).toContain('negotiate.falls');
    expect(s.ask).toMatchObject({ kind: 'sack', side: 'samnite' });
  });
  it('EX-9.62: a raw 7 (modified 6 = the number) is a trap: a second roll over the CR kills the leader', () => {
    const s = empty('samnite-wars');
    invent(s, 'besieger', 'samnite', { cr: 6, gp: 3 });
    lead(s, 'besieger', 4109);
    put(s, 'samnite', 4109, false, [{ c: 'Samnite', t: 'inf', sp: 30 }]);
    put(s, 'rome', 4109, true, [{ c: 'Roman', t: 'inf', sp: 5 }]);
    invent(s, 'a', 'rome', { gp: 2 });
    lead(s, 'a', 4109, true);
    s.cities['Bovianum']!.siege = 'samnite';
    activateFor(s, 'besieger');
    const { ctx, events } = ctxWith(s, [7, 7]);
    negotiate(s, ctx, 1);
    expect(keys(events)).toContain('negotiate.trap');
    expect(s.leaders.find((l) => l.id === 'besieger')!.status).toBe('killed');
    expect(s.activation).toBeNull();
  });
});

describe('8.25–8.26 Coordination', () => {
  it('EX-8.26: Pontius (CR 5) attacks; Egnatius (CR 4) two hexes away coordinates on ⌊9/2⌋ − 2 = 2 with a roll of 1 and joins', () => {
    const s = empty('samnite-wars');
    lead(s, 'pontius', 4705, false, { oc: true });
    lead(s, 'egnatius', 4707, false);
    put(s, 'samnite', 4705, false, [{ c: 'Samnite', t: 'inf', sp: 20 }]);
    put(s, 'samnite', 4707, false, [{ c: 'Samnite', t: 'inf', sp: 10 }]);
    put(s, 'rome', 4705, false, [{ c: 'Roman', t: 'inf', sp: 20 }]);
    activateFor(s, 'pontius');
    const c = coordinationCandidates(s, 'samnite', 4705);
    expect(c).toMatchObject([{ leader: 'egnatius', distance: 2, rivers: 0 }]);
    s.pendingBattle = { hex: 4705, river: false, failed: false, asked: ['samnite', 'rome'] };
    s.ask = { kind: 'coordinate', side: 'samnite', hex: 4705, candidates: ['egnatius'] };
    const { ctx, events } = ctxWith(s, [1, 5, 5, 5, 0, 0, 0, 0]);
    resolveCoordination(s, ctx, s.ask, 'egnatius');
    expect(events.find((e) => e.key === 'coordinate.ok')!.chart).toMatchObject({ cell: '2' });
    expect(sp(s, 'samnite', 4705, false) + sp(s, 'samnite', 4707, false)).toBeLessThanOrEqual(30);
    expect(s.leaders.find((l) => l.id === 'egnatius')!.hex).toBe(4705);
    expect(keys(events)).toContain('battle.result');
  });
});

describe('S1.2 Samnite incursion', () => {
  it('a Samnite Force stopping in pro-Roman Lucania is attacked by the Lucanian levy; beaten, it falls back to Samnium and is Finished', async () => {
    const { samniteIncursion } = await import('../src/incursion');
    const s = empty('samnite-wars');
    lead(s, 'egnatius', 5109, false);
    put(s, 'samnite', 5109, false, [{ c: 'Samnite', t: 'inf', sp: 3 }]);
    activateFor(s, 'egnatius');
    expect(s.provinces['Lucania']!.alliance).toBeGreaterThan(0);
    // Levy strength 9 → 9/1; tactical rolls; BRT 0 with the levy's odds; no leader loss for the levy (cannot die).
    const { ctx, events } = ctxWith(s, [9, 9, 0, 0, 0, 0, 0, 0, 0]);
    expect(samniteIncursion(s, ctx)).toBe(true);
    expect(keys(events)).toContain('incursion.levy');
    expect(keys(events)).toContain('incursion.home');
    const eg = s.leaders.find((l) => l.id === 'egnatius')!;
    expect(eg.status).toBe('map');
    expect((await import('../src/map')).provinceOf(eg.hex!)).toBe('Samnium');
    expect(s.activation).toBeNull();
    expect(s.stacks.some((x) => x.side === 'rome')).toBe(false);
  });
});
