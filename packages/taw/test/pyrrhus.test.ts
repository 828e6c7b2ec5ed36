import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { sail, sailActions, reform, canReform } from '../src/naval';
import { crossStrait, nsOf, voyage } from '../src/sea';
import { takeForce } from '../src/movement';
import { MAP } from '../src/map';
import { pyrrhusAfterBattle, pyrrhusElephantShock, pyrrhusPoints, pyrrhusVictory, PYRRHUS_LANDING } from '../src/scenarios/pyrrhus';
import { pyrrhusAugury } from '../src/scenarios/pyrrhusAugury';
import type { Group } from '../src/state';
import { activateFor, ctxWith, fresh, keys, sp } from './helpers';

const hexOf = (city: string): number => MAP.cities.get(city)!.hex;

describe('S3 "The Eagle Has Landed" (Pyrrhus)', () => {
  it('S3.1–S3.3: set-up, NS levels, third parties, and the game opens with Pyrrhus’ Campaign Phase', () => {
    const s = fresh('pyrrhus');
    expect(taw.seats(s)).toEqual(['rome', 'epirus']);
    expect(s.activation).toMatchObject({ leader: 'pyrrhus', side: 'epirus' });
    expect(s.cup.filter((x) => x === 'L:pyrrhus')).toHaveLength(1);
    expect(sp(s, 'epirus', PYRRHUS_LANDING, false)).toBe(52);
    expect(sp(s, 'epirus', hexOf('Tarentum'), true)).toBe(31);
    expect(sp(s, 'carthage', hexOf('Lilybaeum'), true)).toBe(17);
    expect(sp(s, 'syracuse', hexOf('Syracusae'), true)).toBe(20);
    expect(sp(s, 'mamertines', hexOf('Messina'), true)).toBe(11);
    expect(s.cities['Thurii']).toMatchObject({ sacked: true, size: 'none' });
    expect(nsOf(s, 'epirus', 'MareIonium')).toBe(3);
    expect(nsOf(s, 'rome', 'MareSardoum')).toBe(-4);
    expect(s.provinces['Calabria']!.dip).toBe('epirus');
    expect(s.provinces['Campania']!.dip).toBe('rome');
  });

  it('7.2 / T24: Milon sails from Tarentum to Catana; worst zone Fretum Siculi (+2), DR 1 + 2 = 3: 25% lost, Scattered, NS −1/+1; the Tarentines stay (S3.4)', () => {
    const s = fresh('pyrrhus');
    activateFor(s, 'milon');
    const v = voyage(hexOf('Tarentum'), hexOf('Catana'))!;
    expect(v.zones).toEqual(['MareIonium', 'FretumSiculi']);
    expect(v.open).toBe(0);
    expect(v.coastal).toBeLessThan(20);
    expect(sailActions(s)).toContainEqual({ type: 'sail', to: hexOf('Catana'), take: 'all' });
    const { ctx, events } = ctxWith(s, [1, 0, 3]);
    sail(s, ctx, 'all', hexOf('Catana'));
    expect(sp(s, 'epirus', hexOf('Catana'), false)).toBe(5);
    expect(s.stacks.find((x) => x.side === 'epirus' && x.hex === hexOf('Catana'))).toMatchObject({ scattered: true, abs: 'useless' });
    expect(sp(s, 'epirus', hexOf('Tarentum'), true)).toBe(25);
    expect(nsOf(s, 'epirus', 'FretumSiculi')).toBe(1);
    expect(nsOf(s, 'rome', 'FretumSiculi')).toBe(-1);
    // 7.28: a Scattered Force's leaders check for loss; S3.4: Pyrrhus' men in Sicily turn Carthage and (before the alliance) Syracuse toward Rome.
    expect(keys(events)).toEqual(expect.arrayContaining(['naval.transport', 'leader.none', 'pyrrhus.sicily']));
    // Carthage: 3 for setting foot in Sicily and 3 more for invading Eastern Sicily first, clamped at 4 (Roman Diplomatic Control).
    expect(s.provinces['SiciliaOccidentale']).toMatchObject({ alliance: 4, dip: 'rome' });
    expect(s.provinces['SiciliaOrientale']!.alliance).toBe(1);
    // 5.3 I: a whole operation reforms the Force.
    s.activation = { lam: 'L:milon', side: 'epirus', leader: 'milon', ops: 0, recruited: false, surrenderTried: [], move: null, entered: null };
    expect(canReform(s)).toBe(true);
    const r = ctxWith(s, [9]);
    reform(s, r.ctx);
    expect(s.stacks.find((x) => x.side === 'epirus' && x.hex === hexOf('Catana'))).toMatchObject({ abs: 'none' });
    expect(s.stacks.find((x) => x.side === 'epirus' && x.hex === hexOf('Catana'))?.scattered).toBeUndefined();
  });

  it('7.2 / T24: DR 6 + 2 = 8 lands everyone; 7.27: an attack out of the landing hex is at −3', () => {
    const s = fresh('pyrrhus');
    activateFor(s, 'milon');
    const { ctx } = ctxWith(s, [6, 0]);
    sail(s, ctx, 'all', hexOf('Catana'));
    expect(sp(s, 'epirus', hexOf('Catana'), false)).toBe(6);
    expect(s.activation?.landed).toBe(hexOf('Catana'));
  });

  it('S3.1 (ruling P-1): the Epirote chooses his landing hex on the east coast of Calabria before his first operation', () => {
    const s = fresh('pyrrhus');
    expect(taw.pending(s)).toMatchObject({ seat: 'epirus', kind: 'deploy' });
    expect(taw.legal(s, 'epirus')).toEqual([5701, 5901, 6002, 6003, 6004].map((to) => ({ type: 'deploy', to })));
    const r = applyAction(taw, s, 'epirus', { type: 'deploy', to: 6003 });
    expect(sp(r.state, 'epirus', 6003, false)).toBe(52);
    expect(r.state.leaders.find((l) => l.id === 'megacles')!.hex).toBe(6003);
    expect(taw.pending(r.state)).toMatchObject({ seat: 'epirus', kind: 'operation' });
  });

  it('T26 port capacity: Pyrrhus’ 52 SP may not embark at Hydruntum, a Minor port (25 SP); he may sail alone', () => {
    const s = fresh('pyrrhus');
    for (const st of s.stacks) if (st.hex === PYRRHUS_LANDING) st.inCity = true;
    for (const l of s.leaders) if (l.hex === PYRRHUS_LANDING) l.inCity = true;
    const acts = sailActions(s);
    expect(acts.length).toBeGreaterThan(0);
    expect(acts.every((a) => a.type === 'sail' && a.take === 'none')).toBe(true);
  });

  it('7.3 / T25: crossing at NS +2, DR 0 + 2 = 2 is contested; loss die 6 → 2 × (6 − 2) = 8 SP, a third of them cavalry', () => {
    const s = fresh('pyrrhus');
    const groups: Group[] = [{ c: 'Epirote', t: 'inf', sp: 20 }, { c: 'Epirote', t: 'cav', sp: 5 }];
    const { ctx, events } = ctxWith(s, [0, 6]);
    expect(crossStrait(s, ctx, 'epirus', groups, 'FretumSiculi')).toBe(8);
    expect(groups).toEqual([{ c: 'Epirote', t: 'inf', sp: 14 }, { c: 'Epirote', t: 'cav', sp: 3 }]);
    expect(keys(events)).toEqual(['strait.contested']);
  });

  it('7.3 / T25: at NS −2 a contested crossing takes row B of the Attrition Table (30 SP → 14)', () => {
    const s = fresh('pyrrhus');
    const groups: Group[] = [{ c: 'Roman', t: 'inf', sp: 30 }];
    const { ctx } = ctxWith(s, [4]);
    expect(crossStrait(s, ctx, 'rome', groups, 'FretumSiculi')).toBe(14);
    expect(groups[0]!.sp).toBe(16);
  });

  it('6.38: the strait joins Rhegium and Messina as a step (no Roman may enter Sicily)', () => {
    const s = fresh('pyrrhus');
    s.stacks = s.stacks.filter((x) => x.hex !== 6015);
    const p = s.leaders.find((l) => l.id === 'pyrrhus')!;
    Object.assign(p, { hex: 6015, inCity: false });
    for (const st of s.stacks) if (st.hex === PYRRHUS_LANDING) st.hex = 6015;
    s.leaders.find((l) => l.id === 'megacles')!.hex = 6015;
    s.ask = null;
    expect(taw.legal(s, 'epirus')).toContainEqual({ type: 'march', to: 5915, take: 'all' });
  });

  it('S3.4 the reluctant Tarentines stay until Pyrrhus beats the Romans; then the Campanian Legion revolts', () => {
    const s = fresh('pyrrhus');
    activateFor(s, 'milon');
    const { ctx, events } = ctxWith(s, []);
    takeForce(s, ctx, 'all');
    expect(s.activation!.move!.groups.map((g) => g.c)).toEqual(['Epirote']);
    pyrrhusAfterBattle(s, ctx, 'epirus', 'rome');
    expect(s.pyrrhus!.tarentinesFree).toBe(true);
    expect(sp(s, 'rebels', 6015, true)).toBe(8);
    expect(sp(s, 'rome', 6015, true)).toBe(0);
    expect(keys(events)).toEqual(expect.arrayContaining(['pyrrhus.tarentines', 'pyrrhus.campanian-revolt']));
  });

  it('S3.4 elephants: the first Epirote commitment against Rome is +5 (−5 defending), once only', () => {
    const s = fresh('pyrrhus');
    expect(pyrrhusElephantShock(s, 'rome', 'epirus', { att: 0, def: 2 })).toBe(-5);
    expect(pyrrhusElephantShock(s, 'epirus', 'rome', { att: 2, def: 0 })).toBeNull();
  });

  it('S3.5 victory: Pyrrhus killed gives Rome the game; points are 3 per province and the listed cities occupied', () => {
    const s = fresh('pyrrhus');
    const vp = pyrrhusPoints(s);
    // Rome: Latium, Campania, both Etrurias, Umbria, Picenum, Sabinus (7 × 3) + Rhegium (3); Pyrrhus: Calabria (3) + Tarentum (3).
    expect(vp).toEqual({ rome: 24, epirus: 6 });
    expect(pyrrhusVictory(s, true)).toBeNull();
    s.leaders.find((l) => l.id === 'pyrrhus')!.status = 'killed';
    expect(pyrrhusVictory(s, false)).toEqual({ winner: 'rome', reason: 'pyrrhus-killed' });
  });
});

describe('S3.4 / S3.6 Pyrrhus’ diplomacy and Syracuse’s walls', () => {
  it('an ambassador to Carthage costs Pyrrhus 2 GP while he has troops in Sicily; Cineas gives −2 for the turn', () => {
    const s = fresh('pyrrhus');
    s.ask = null;
    const p = s.leaders.find((l) => l.id === 'pyrrhus')!;
    p.gp = 3;
    p.gpUsed = 2;
    expect(taw.legal(s, 'epirus')).toContainEqual({ type: 'ambassador', province: 'SiciliaOccidentale' });
    s.stacks.push({ side: 'epirus', hex: 6118, inCity: false, groups: [{ c: 'Epirote', t: 'inf', sp: 5 }], abs: 'none', moved: false, failedInterception: false });
    expect(taw.legal(s, 'epirus')).not.toContainEqual({ type: 'ambassador', province: 'SiciliaOccidentale' });
    expect(taw.legal(s, 'epirus')).toContainEqual({ type: 'ambassador', province: 'Apulia' });
    s.pyrrhus!.cineasTurn = true;
    p.gpUsed = 0;
    const r = applyAction(taw, s, 'epirus', { type: 'ambassador', province: 'SiciliaOccidentale' }, [4]);
    const ev = r.events.find((e) => e.key === 'ambassador');
    expect(ev?.modifiers?.map((m) => m.value)).toEqual([-2]);
    // Cineas goes (P-8): Diplomacy A, 4 − 2 = 2.
    expect(ev?.params?.['ambassador']).toBe('Cineas');
    expect(ev?.chart?.cell).toBe('A2');
    expect(r.state.leaders.find((l) => l.id === 'pyrrhus')!.gpUsed).toBe(2);
  });
  it('Augury 68–77: the first time Cineas gives −2, the second time he dies and the ambassador on his counter\'s back replaces him', () => {
    const s = fresh('pyrrhus');
    const { ctx, events } = ctxWith(s, [7, 0]);
    pyrrhusAugury(s, ctx);
    expect(s.pyrrhus!.cineasTurn).toBe(true);
    const again = ctxWith(s, [6, 9]);
    pyrrhusAugury(s, again.ctx);
    expect(s.pyrrhus).toMatchObject({ cineas: 2, cineasTurn: false });
    expect([...keys(events), ...keys(again.events)]).toEqual(['augury', 'pyrrhus.cineas', 'augury', 'pyrrhus.cineas-dies', 'pyrrhus.cineas-replaced']);
  });
  it('Syracuse’s defences: −1 to an Assault on Syracuse', () => {
    const s = fresh('pyrrhus');
    s.ask = null;
    const p = s.leaders.find((l) => l.id === 'pyrrhus')!;
    Object.assign(p, { hex: 6419, inCity: false });
    s.stacks = s.stacks.filter((x) => x.hex !== PYRRHUS_LANDING);
    s.stacks.push({ side: 'epirus', hex: 6419, inCity: false, groups: [{ c: 'Epirote', t: 'inf', sp: 60 }], abs: 'none', moved: false, failedInterception: false });
    s.cities['Syracusae']!.siege = 'epirus';
    expect(taw.legal(s, 'epirus')).toContainEqual({ type: 'assault' });
    const r = applyAction(taw, s, 'epirus', { type: 'assault' });
    const ev = r.events.find((e) => e.key === 'assault.ok' || e.key === 'assault.fail');
    expect(ev?.modifiers?.some((m) => m.label.key === 'drm.defences' && m.value === -1)).toBe(true);
  });
});
