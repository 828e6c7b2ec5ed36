import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { MAP } from '../src/map';
import { activate } from '../src/turn';
import { sailActions } from '../src/naval';
import { stepTargets, takeOptions } from '../src/movement';
import { provinceOf } from '../src/map';
import { pyrrhusAugury } from '../src/scenarios/pyrrhusAugury';
import { pyrrhusBanned } from '../src/scenarios/pyrrhus';
import type { TawState } from '../src/state';
import { activateFor, ctxWith, fresh, keys, lead, put, sp } from './helpers';

const hexOf = (city: string): number => MAP.cities.get(city)!.hex;
const LILYBAEUM = hexOf('Lilybaeum');
const mago = (s: TawState) => s.leaders.find((l) => l.id === 'mago');

/**
 * Turn 1 of Pyrrhus with three markers drawn (two of them Rome's, `romeDrawn`), then Augury 09 (the Carthaginians
 * worry): Carthage active for Rome.
 */
function carthageForRome(romeDrawn = 2): TawState {
  const s = fresh('pyrrhus');
  s.ask = null;
  s.activation = null;
  s.drawn = 3;
  s.lamsDrawn = { rome: romeDrawn, epirus: 3 - romeDrawn };
  s.cup = ['SIEGE'];
  const { ctx } = ctxWith(s, [0, 9]);
  pyrrhusAugury(s, ctx);
  return s;
}

/** Mago's LAM drawn (his `used` count as the draw leaves it). */
function magoDrawn(s: TawState): void {
  const { ctx } = ctxWith(s, []);
  activate(s, ctx, 'L:mago', mago(s)!);
}

const total = (s: TawState, side: string, hex: number): number => sp(s, side, hex, true) + sp(s, side, hex, false);

describe('S3.4 Carthage active: Mago, his army, the yearly levies, Lilybaeum (ruling P-15)', () => {
  it('5.14: Mago arriving for Rome when fewer than two Roman LAMs were drawn this turn puts all his LAMs (Initiative 2) in the cup', () => {
    const s = carthageForRome(1);
    expect(s.cup.filter((x) => x === 'L:mago')).toHaveLength(2);
  });

  it('Augury 09–20: Mago enters for Rome in Lilybaeum, with one LAM in this turn’s cup: two Roman LAMs were drawn (5.14)', () => {
    const s = carthageForRome();
    expect(s.pyrrhus!.carthage).toBe('rome');
    expect(mago(s)).toMatchObject({ side: 'rome', status: 'map', hex: LILYBAEUM, inCity: true, roman: false });
    expect(s.cup.filter((x) => x === 'L:mago')).toHaveLength(1);
    expect(s.pyrrhus!.mago).toMatchObject({ army: true, levyTurn: null });
  });

  it('his first LAM places the army (20 Iberian, 20 Gallic infantry, 8 Elite Numidian cavalry) in a Western Sicilian port of the controller’s choice: an operation, then Continuation', () => {
    const s = carthageForRome();
    magoDrawn(s);
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'deploy' });
    const ports = taw.legal(s, 'rome').map((a) => (a.type === 'deploy' ? a.to : 0));
    expect(ports).toEqual([hexOf('Panormus'), hexOf('Drepanum'), LILYBAEUM].sort((a, b) => a - b));
    expect(ports.every((h) => provinceOf(h) === 'SiciliaOccidentale')).toBe(true);
    const before = total(s, 'rome', hexOf('Panormus'));
    const r = applyAction(taw, s, 'rome', { type: 'deploy', to: hexOf('Panormus') }, [0]);
    expect(keys(r.events)).toEqual(['pyrrhus.mago', 'continue.ok']);
    expect(total(r.state, 'rome', hexOf('Panormus')) - before).toBe(48);
    expect(mago(r.state)!.hex).toBe(hexOf('Panormus'));
    expect(r.state.activation).toMatchObject({ leader: 'mago', ops: 1 });
    expect(r.state.pyrrhus!.mago!.army).toBe(false);
  });

  it('while Pyrrhus is in Sicily the first Mago LAM of each turn also places the yearly levy (10 Gallic infantry, 1 Iberian cavalry), once a turn', () => {
    const s = carthageForRome();
    put(s, 'epirus', hexOf('Catana'), false, [{ c: 'Epirote', t: 'inf', sp: 5 }]);
    lead(s, 'pyrrhus', hexOf('Catana'));
    mago(s)!.used = 0;
    magoDrawn(s);
    let r = applyAction(taw, s, 'rome', { type: 'deploy', to: LILYBAEUM }, [0]);
    expect(total(r.state, 'rome', LILYBAEUM)).toBe(17 + 48 + 11);
    // The next turn: the levy alone at his first LAM, nothing at his second.
    const t = r.state;
    t.activation = null;
    t.ask = null;
    t.turn = 2;
    mago(t)!.used = 0;
    magoDrawn(t);
    expect(taw.pending(t)).toMatchObject({ kind: 'deploy' });
    r = applyAction(taw, t, 'rome', { type: 'deploy', to: hexOf('Drepanum') }, [0]);
    expect(total(r.state, 'rome', hexOf('Drepanum'))).toBe(11);
    const u = r.state;
    u.activation = null;
    u.ask = null;
    magoDrawn(u);
    expect(taw.pending(u)).toMatchObject({ kind: 'operation' });
  });

  it('Carthaginian units never enter Italy, even for Rome, nor Eastern Sicilians leave Sicily; the Roman bar on Sicily stays for the legions', () => {
    const s = carthageForRome();
    const carth = pyrrhusBanned(s, 'rome', [{ c: 'Iberian', t: 'inf', sp: 20 }], 'mago');
    expect(carth).toContain('Campania');
    expect(carth).not.toContain('SiciliaOccidentale');
    expect(pyrrhusBanned(s, 'rome', [{ c: 'Roman', t: 'inf', sp: 9, legion: 'I' }], '201')).toContain('SiciliaOccidentale');
    // Eastern Sicilians and Mamertines never leave Sicily; they may enter Western Sicily.
    const greeks = pyrrhusBanned(s, 'epirus', [{ c: 'Syracusan', t: 'inf', sp: 18 }, { c: 'Epirote', t: 'inf', sp: 5 }], 'pyrrhus');
    expect(greeks).toContain('Calabria');
    expect(greeks).not.toContain('SiciliaOccidentale');
    magoDrawn(s);
    const r = applyAction(taw, s, 'rome', { type: 'deploy', to: hexOf('Panormus') }, [0]).state;
    // Mago marches out of Panormus within Sicily and sails only to ports outside Italy.
    expect(taw.legal(r, 'rome').some((a) => a.type === 'march')).toBe(true);
    for (const a of sailActions(r)) if (a.type === 'sail') expect(MAP.provinces.get(provinceOf(a.to))!.landmass).not.toBe('italy');
    expect(stepTargets(r).length).toBeGreaterThan(0);
  });

  it('S3.4 A: Carthage never yields Lilybaeum: 10 infantry SP stay inside (no `all`, `leave5` or `exit` with 15; `half` once 35 are there)', () => {
    const s = carthageForRome();
    activateFor(s, 'mago');
    expect(takeOptions(s)).toEqual(['none']);
    expect(taw.legal(s, 'rome')).not.toContainEqual({ type: 'exit' });
    s.stacks.find((x) => x.side === 'rome' && x.hex === LILYBAEUM && x.inCity)!.groups.push({ c: 'Iberian', t: 'inf', sp: 20 });
    expect(takeOptions(s)).toEqual(['half', 'none']);
  });
});

describe('5.3 C / 6.13 Allied Movement (ruling P-16)', () => {
  it('a consul (an OC, RRR 5.13) spends his Campaign Phase moving a leaderless allied Force, with his CR for Continuation, and nothing else', () => {
    const s = carthageForRome();
    activateFor(s, '201');
    const ops = taw.legal(s, 'rome');
    const allied = ops.filter((a) => a.type === 'allied');
    // Panormus, Agrigentum, Caralis (Carthage) and Messina (the Mamertines); not Lilybaeum, where Mago stands.
    expect(allied).toEqual(expect.arrayContaining([{ type: 'allied', from: hexOf('Panormus'), inCity: true }, { type: 'allied', from: hexOf('Messina'), inCity: true }]));
    expect(allied).not.toContainEqual(expect.objectContaining({ from: LILYBAEUM }));
    let r = applyAction(taw, s, 'rome', { type: 'allied', from: hexOf('Panormus'), inCity: true });
    const legal = taw.legal(r.state, 'rome');
    expect(new Set(legal.map((a) => a.type))).toEqual(new Set(['end', 'march']));
    const to = legal.find((a) => a.type === 'march')!;
    r = applyAction(taw, r.state, 'rome', to);
    expect(new Set(taw.legal(r.state, 'rome').map((a) => a.type))).not.toContain('attack');
    r = applyAction(taw, r.state, 'rome', { type: 'stop' }, [0]);
    expect(keys(r.events)).toContain('continue.ok');
    const dest = to.type === 'march' ? to.to : 0;
    expect(sp(r.state, 'rome', dest, false)).toBe(3);
    expect(r.state.leaders.find((l) => l.id === '201')!.hex).toBe(3714);
    // The same Force goes on (continued movement), never the consul's own legions.
    expect(r.state.activation).toMatchObject({ leader: '201', allied: { hex: dest, inCity: false } });
    expect(taw.legal(r.state, 'rome').every((a) => a.type === 'end' || a.type === 'march')).toBe(true);
  });

  it('the Mamertines never leave Sicily: no step across the strait to Rhegium; a non-OC (Mago) moves none', () => {
    const s = carthageForRome();
    activateFor(s, '201');
    const r = applyAction(taw, s, 'rome', { type: 'allied', from: hexOf('Messina'), inCity: true });
    for (const a of taw.legal(r.state, 'rome')) if (a.type === 'march') expect(MAP.provinces.get(provinceOf(a.to))!.landmass).toBe('sicily');
    const m = carthageForRome();
    activateFor(m, 'mago');
    expect(taw.legal(m, 'rome').some((a) => a.type === 'allied')).toBe(false);
  });
});
