import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { MAP, provinceOf } from '../src/map';
import { coordinationCandidates } from '../src/combat';
import { retreatOptions } from '../src/battle';
import { stepTargets } from '../src/movement';
import { activate, electionsAndCup } from '../src/turn';
import { pyrrhusAugury } from '../src/scenarios/pyrrhusAugury';
import { handOver } from '../src/scenarios/pyrrhus';
import { MAGO_280 } from '../src/scenarios/leaders';
import type { Group, TawState } from '../src/state';
import { activateFor, ctxWith, fresh, keys, lead, put, sp } from './helpers';

const hexOf = (city: string): number => MAP.cities.get(city)!.hex;
const LILYBAEUM = hexOf('Lilybaeum');
const DREPANUM = hexOf('Drepanum');
const PANORMUS = hexOf('Panormus');
const mago = (s: TawState) => s.leaders.find((l) => l.id === 'mago')!;
const carthaginianSp = (s: TawState, side: string): number =>
  s.stacks.filter((x) => x.side === side).reduce((n, x) => n + x.groups.filter((g) => ['Ligurian', 'Gallic', 'Iberian', 'Numidian', 'African'].includes(g.c)).reduce((m, g) => m + g.sp, 0), 0);

/**
 * Turn 1 of Pyrrhus: Augury 09 makes Carthage active for Rome, Mago's army lands in Panormus; then it marches out
 * of the city (a field Force in Western Sicily) and turn 2 begins with Western Sicily under Pyrrhus' Diplomatic Control.
 */
function carthageLost(): TawState {
  const s = fresh('pyrrhus');
  Object.assign(s, { ask: null, activation: null, drawn: 3, cup: ['SIEGE'] });
  pyrrhusAugury(s, ctxWith(s, [0, 9]).ctx);
  activate(s, ctxWith(s, []).ctx, 'L:mago', mago(s));
  const t = applyAction(taw, s, 'rome', { type: 'deploy', to: PANORMUS }, [0]).state;
  Object.assign(t, { activation: null, ask: null, turn: 2, year: 279 });
  t.stacks.find((x) => x.side === 'rome' && x.hex === PANORMUS)!.inCity = false;
  mago(t).inCity = false;
  t.provinces['SiciliaOccidentale']!.alliance = -4;
  t.provinces['SiciliaOccidentale']!.dip = 'epirus';
  return t;
}

describe('S3.4 Carthage’s controller loses control (ruling P-18)', () => {
  it('at the start of the turn the Roman places each Force’s Carthaginians in a Western Sicilian city; they go back to Carthage, then to Pyrrhus, who controls it now', () => {
    // While Rome keeps Diplomatic Control nothing moves.
    const kept = carthageLost();
    kept.provinces['SiciliaOccidentale']!.dip = 'rome';
    electionsAndCup(kept, ctxWith(kept, []).ctx);
    expect(kept.pyrrhus!.recall).toBeUndefined();
    expect(kept.pyrrhus!.carthage).toBe('rome');
    expect(taw.pending(kept)?.kind).not.toBe('deploy');
    const s = carthageLost();
    const { ctx, events } = ctxWith(s, []);
    electionsAndCup(s, ctx);
    expect(keys(events)).toEqual([]);
    // Caralis' garrison (Sardinia) first, then the army outside Panormus; Lilybaeum's and Agrigentum's garrisons stay.
    expect(s.pyrrhus!.recall!.forces).toEqual([{ hex: hexOf('Caralis'), inCity: true }, { hex: PANORMUS, inCity: false }]);
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'deploy' });
    const cities = taw.legal(s, 'rome').map((a) => (a.type === 'deploy' ? a.to : 0));
    expect(cities.every((h) => provinceOf(h) === 'SiciliaOccidentale')).toBe(true);
    expect(cities).toEqual(expect.arrayContaining([LILYBAEUM, DREPANUM, PANORMUS]));
    let r = applyAction(taw, s, 'rome', { type: 'deploy', to: LILYBAEUM });
    expect(keys(r.events)).toEqual(['pyrrhus.carthage-recalled']);
    expect(sp(r.state, 'rome', LILYBAEUM, true)).toBe(17 + 2);
    r = applyAction(taw, r.state, 'rome', { type: 'deploy', to: DREPANUM });
    expect(keys(r.events).slice(0, 2)).toEqual(['pyrrhus.carthage-recalled', 'pyrrhus.carthage-lost']);
    // Back to Carthage, inside the Western Sicilian cities; Mago off the map, Rome's +4 at sea gone.
    expect(carthaginianSp(r.state, 'rome')).toBe(0);
    expect(sp(r.state, 'carthage', DREPANUM, true)).toBe(51);
    expect(sp(r.state, 'carthage', LILYBAEUM, true)).toBe(19);
    expect(mago(r.state)).toMatchObject({ status: 'pool', side: 'carthage' });
    expect(r.state.naval!.ns['rome']).toMatchObject({ MareTyrrhenum: -3, MareSardoum: -4, MareAfricum: -4 });
    expect(r.state.pyrrhus!.carthage).toBeNull();
    // The elections go on (the Field Consul's place); at their end Pyrrhus receives Carthage (P-3), no second army for Mago.
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'field-consul' });
    let st = r.state;
    // The Field Consul, then the praetors (each declined): the Roman's election questions.
    for (let i = 0; i < 10 && st.pyrrhus!.carthage === null && taw.pending(st)?.seat === 'rome'; i++) {
      const legal = taw.legal(st, 'rome');
      st = applyAction(taw, st, 'rome', legal.find((a) => a.type === 'decline') ?? legal[0]!).state;
    }
    r = { ...r, state: st };
    expect(r.state.pyrrhus!.carthage).toBe('epirus');
    expect(carthaginianSp(r.state, 'epirus')).toBe(19 + 10 + 51);
    expect(mago(r.state)).toMatchObject({ side: 'epirus', status: 'map', hex: LILYBAEUM });
    expect(r.state.pyrrhus!.mago!.army).toBe(false);
  });
});

const IBERIANS: Group[] = [{ c: 'Iberian', t: 'inf', sp: 10 }];
const TARENTINES: Group[] = [{ c: 'Tarentine', t: 'inf', sp: 6 }];

/** Pyrrhus' side holds Carthaginians under Mago at Heraclea Minoa's hex and, next to it, a Force of `other`. */
function apart(other: Group[]): { s: TawState; next: number } {
  const s = fresh('pyrrhus');
  Object.assign(s, { ask: null, activation: null });
  const here = hexOf('Heraclea Minoa');
  const next = (MAP.neighbours.get(here) ?? []).find((h) => provinceOf(h) === 'SiciliaOccidentale' && MAP.cityAt.get(h) === undefined)!;
  s.leaders.push({ ...MAGO_280, side: 'epirus' });
  lead(s, 'mago', here);
  put(s, 'epirus', here, false, IBERIANS.map((g) => ({ ...g })));
  put(s, 'epirus', next, false, other);
  activateFor(s, 'mago');
  return { s, next };
}

describe('S3.4 C Carthaginians never stack nor Coordinate with Eastern Sicilian Greeks or Tarentines (ruling P-17)', () => {
  it('a Force with Carthaginians may not step into a hex where its side’s Tarentines or Syracusans stand; beside Epirotes it may', () => {
    expect(stepTargets(apart(TARENTINES).s)).not.toContain(apart(TARENTINES).next);
    expect(stepTargets(apart([{ c: 'Syracusan', t: 'inf', sp: 4 }]).s)).not.toContain(apart([]).next);
    const ok = apart([{ c: 'Epirote', t: 'inf', sp: 4 }]);
    expect(stepTargets(ok.s)).toContain(ok.next);
  });

  it('nor enter the city of its hex where its side’s Syracusans are inside (Epirotes there: it may)', () => {
    const { s } = apart([]);
    const here = mago(s).hex!;
    put(s, 'epirus', here, true, [{ c: 'Syracusan', t: 'inf', sp: 4 }]);
    expect(taw.legal(s, 'epirus')).not.toContainEqual({ type: 'enter' });
    s.stacks.find((x) => x.hex === here && x.inCity)!.groups = [{ c: 'Epirote', t: 'inf', sp: 4 }];
    expect(taw.legal(s, 'epirus')).toContainEqual({ type: 'enter' });
  });

  it('nor retreat into it, nor Coordinate with a battle their Tarentines fight', () => {
    const { s, next } = apart(TARENTINES);
    const here = mago(s).hex!;
    expect(retreatOptions(s, 'epirus', here, null, 1)).not.toContain(next);
    // A battle in the Tarentines' hex: Mago's Force is no candidate to Coordinate; with Epirotes there it is.
    s.activation = null;
    expect(coordinationCandidates(s, 'epirus', next).map((c) => c.leader)).not.toContain('mago');
    s.stacks.find((x) => x.hex === next)!.groups = [{ c: 'Epirote', t: 'inf', sp: 6 }];
    expect(coordinationCandidates(s, 'epirus', next).map((c) => c.leader)).toContain('mago');
  });

  it('Mago’s troops are not placed in a port where Pyrrhus’ Syracusans are, when Carthage is his', () => {
    const s = fresh('pyrrhus');
    Object.assign(s, { ask: null, activation: null, drawn: 3, cup: ['SIEGE'] });
    s.provinces['SiciliaOccidentale']!.dip = 'epirus';
    s.pyrrhus!.carthage = 'epirus';
    handOver(s, ctxWith(s, []).ctx, 'carthage', 'epirus');
    put(s, 'epirus', PANORMUS, true, [{ c: 'Syracusan', t: 'inf', sp: 4 }]);
    activate(s, ctxWith(s, []).ctx, 'L:mago', mago(s));
    const ports = taw.legal(s, 'epirus').map((a) => (a.type === 'deploy' ? a.to : 0));
    expect(ports).toEqual([DREPANUM, LILYBAEUM].sort((a, b) => a - b));
  });
});
