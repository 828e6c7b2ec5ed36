import { describe, expect, it } from 'vitest';
import { applyAction } from '@polemarch/kernel';
import { taw } from '../src/index';
import { isRoad } from '../src/attrition';
import { MAP, hexInfo, isRiver } from '../src/map';
import { legionsInPlay, recruitModes } from '../src/recruit';
import { sail, sailActions } from '../src/naval';
import { assaultColumn } from '../src/tables';
import type { TawState } from '../src/state';
import { activateFor, ctxWith, empty, fresh, invent, keys, lead, legion, put } from './helpers';

const hexOf = (city: string): number => MAP.cities.get(city)!.hex;
const engines = (s: TawState): { side: string; hex: number; inCity: boolean }[] => s.engines ?? [];

/** Pyrrhus' opening with the landing already chosen, nothing active. */
function pyrrhusBoard(): TawState {
  const s = fresh('pyrrhus');
  s.ask = null;
  s.activation = null;
  return s;
}

describe('9.9 Siege Engines', () => {
  it('RRR 9.91 / 10.24 / 10.34 (ruling RRR-10): a grant of 2+ legions asks the Roman; an engine replaces the last legion, in Rome, once per game in S3.4', () => {
    const s = pyrrhusBoard();
    activateFor(s, '201');
    const before = legionsInPlay(s);
    // DR 9 (+1 in Rome, −1 no enemy within 20 hexes): row 9 of the first column, 4 legions.
    const r = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'new' }, [9]);
    const n = Number(r.events.find((e) => e.key === 'recruit.legions')!.params!['n']);
    expect(n).toBe(4);
    expect(legionsInPlay(r.state)).toBe(before + n - 1);
    expect(taw.pending(r.state)).toMatchObject({ seat: 'rome', kind: 'engine' });
    expect(taw.legal(r.state, 'rome')).toEqual([{ type: 'engine' }, { type: 'decline' }]);
    const b = applyAction(taw, r.state, 'rome', { type: 'engine' }, [0]);
    expect(engines(b.state)).toEqual([{ side: 'rome', hex: hexOf('Roma'), inCity: true }]);
    expect(legionsInPlay(b.state)).toBe(before + n - 1);
    expect(b.state.rules.engineBuilds).toEqual({ rome: 0, syracuse: 1 });
    expect(keys(b.events)).toEqual(['engines.built', 'continue.ok']);
    // S3.4: one only per game: the next grant of 2+ legions asks nothing.
    const s2 = b.state;
    s2.activation = null;
    activateFor(s2, '201');
    s2.activation!.recruited = false;
    const again = applyAction(taw, s2, 'rome', { type: 'recruit', mode: 'new' }, [9, 0]);
    expect(taw.pending(again.state)?.kind).toBe('operation');
    expect(legionsInPlay(again.state)).toBe(legionsInPlay(s2) + Number(again.events.find((e) => e.key === 'recruit.legions')!.params!['n']));
  });

  it('RRR 9.91: declining places the last legion; a grant of one legion asks nothing', () => {
    const s = pyrrhusBoard();
    activateFor(s, '201');
    const before = legionsInPlay(s);
    const r = applyAction(taw, s, 'rome', { type: 'recruit', mode: 'new' }, [9]);
    const d = applyAction(taw, r.state, 'rome', { type: 'decline' }, [0]);
    expect(legionsInPlay(d.state)).toBe(before + 4);
    expect(engines(d.state)).toEqual([]);
    expect(d.state.rules.engineBuilds).toEqual({ rome: 1, syracuse: 1 });
    const one = pyrrhusBoard();
    activateFor(one, '201');
    // DR 3: row 3 of the first column, 1 legion.
    const o = applyAction(taw, one, 'rome', { type: 'recruit', mode: 'new' }, [3, 0]);
    expect(o.events.find((e) => e.key === 'recruit.legions')!.params!['n']).toBe(1);
    expect(taw.pending(o.state)?.kind).toBe('operation');
  });

  it('S1, S2: nobody may build Siege Engines ("no one has or may use them")', () => {
    for (const sc of ['samnite-wars', 'alexander']) expect(fresh(sc).rules.engineBuilds).toBeUndefined();
    expect(fresh('hannibal').rules.engineBuilds).toEqual({ rome: 'any' });
  });

  it('S3.4 (ruling E-22): the side holding Syracuse builds the Syracusan engine by a Recruitment operation there, once', () => {
    const s = pyrrhusBoard();
    const syr = s.stacks.find((x) => x.side === 'syracuse' && x.hex === hexOf('Syracusae'))!;
    syr.side = 'epirus';
    lead(s, 'megacles', hexOf('Syracusae'), true);
    activateFor(s, 'megacles');
    expect(recruitModes(s)).toContain('engine');
    const r = applyAction(taw, s, 'epirus', { type: 'recruit', mode: 'engine' }, [0]);
    expect(engines(r.state)).toEqual([{ side: 'epirus', hex: hexOf('Syracusae'), inCity: true }]);
    expect(r.events.find((e) => e.key === 'engines.built')).toMatchObject({ params: { side: 'epirus', who: { key: 'engine-builder.syracuse' }, hex: hexOf('Syracusae') }, rule: 'taw S3.4' });
    r.state.activation = null;
    activateFor(r.state, 'megacles');
    expect(recruitModes(r.state)).not.toContain('engine');
    // Not offered outside Syracuse, nor to a side that does not hold it.
    const t = pyrrhusBoard();
    lead(t, 'megacles', hexOf('Syracusae'), false);
    activateFor(t, 'megacles');
    expect(recruitModes(t)).not.toContain('engine');
  });

  it('9.92: a Force with an engine marches with it only where the engine may go (no Mountain, Marsh or river but by road); `leaveEngines` leaves it', () => {
    const s = empty();
    invent(s, 'cons', 'rome', { cr: 5, letter: 'C', office: 'consul' });
    // A hex of the board with an open neighbour and a Mountain (or river) neighbour reached without a road.
    let from = 0;
    let barred = 0;
    let open = 0;
    for (const [h] of MAP.hexes) {
      if (s.provinces[hexInfo(h).province]?.inPlay !== true || MAP.cityAt.has(h)) continue;
      const ns = (MAP.neighbours.get(h) ?? []).filter((n) => s.provinces[hexInfo(n).province]?.inPlay === true);
      const bad = ns.find((n) => !isRoad(s, h, n) && (hexInfo(n).terrain === 'mountain' || isRiver(h, n)));
      const good = ns.find((n) => isRoad(s, h, n) || (hexInfo(n).terrain !== 'mountain' && hexInfo(n).terrain !== 'marsh' && !isRiver(h, n)));
      if (bad !== undefined && good !== undefined) {
        [from, barred, open] = [h, bad, good];
        break;
      }
    }
    expect(from).toBeGreaterThan(0);
    lead(s, 'cons', from);
    put(s, 'rome', from, false, legion('I'));
    s.engines = [{ side: 'rome', hex: from, inCity: false }];
    activateFor(s, 'cons');
    const legal = taw.legal(s, 'rome');
    expect(legal).toContainEqual({ type: 'march', to: open, take: 'all' });
    expect(legal).not.toContainEqual({ type: 'march', to: barred, take: 'all' });
    expect(legal).toContainEqual({ type: 'march', to: barred, take: 'all', leaveEngines: true });
    // The other ways out leave the engine: half the Force goes anywhere, the engine stays.
    expect(legal).toContainEqual({ type: 'march', to: barred, take: 'half' });
    const left = applyAction(taw, s, 'rome', { type: 'march', to: barred, take: 'all', leaveEngines: true });
    expect(left.state.activation?.move?.engines).toBeUndefined();
    expect(engines(left.state)).toEqual([{ side: 'rome', hex: from, inCity: false }]);
    expect(taw.describeAction!(s, { type: 'march', to: barred, take: 'all', leaveEngines: true }).key).toBe('action.march-leave-engines');
    const go = applyAction(taw, s, 'rome', { type: 'march', to: open, take: 'all' });
    expect(go.state.activation?.move?.engines).toBe(1);
    expect(engines(go.state)).toEqual([]);
    // On the move the engine still bars the hexes it may not enter; on a Stop it joins the Force where it stands.
    expect(taw.legal(go.state, 'rome').filter((a) => a.type === 'step').every((a) => a.type === 'step' && (isRoad(s, open, a.to) || (hexInfo(a.to).terrain !== 'mountain' && hexInfo(a.to).terrain !== 'marsh' && !isRiver(open, a.to))))).toBe(true);
    const stop = applyAction(taw, go.state, 'rome', { type: 'stop' }, [0]);
    expect(engines(stop.state)).toEqual([{ side: 'rome', hex: open, inCity: false }]);
  });

  it('9.22: with a Siege Engine a third of the infantry inside is enough to lay siege (half without)', () => {
    const s = empty('pyrrhus');
    invent(s, 'cons', 'rome', { cr: 5, letter: 'C', office: 'consul' });
    const tar = hexOf('Tarentum');
    put(s, 'epirus', tar, true, [{ c: 'Epirote', t: 'inf', sp: 12 }]);
    put(s, 'rome', tar, false, [{ c: 'Roman', t: 'inf', sp: 5 }]);
    lead(s, 'cons', tar);
    activateFor(s, 'cons');
    expect(taw.legal(s, 'rome')).not.toContainEqual({ type: 'siege' });
    s.engines = [{ side: 'rome', hex: tar, inCity: false }];
    expect(taw.legal(s, 'rome')).toContainEqual({ type: 'siege' });
  });

  /** A Roman Force with an engine besieging Tarentum (10 infantry SP inside: SDS 70). */
  function besieging(inf: number): TawState {
    const s = empty('pyrrhus');
    invent(s, 'cons', 'rome', { cr: 5, letter: 'C', office: 'consul', mr: 10 });
    const tar = hexOf('Tarentum');
    put(s, 'epirus', tar, true, [{ c: 'Epirote', t: 'inf', sp: 10 }]);
    put(s, 'rome', tar, false, [{ c: 'Roman', t: 'inf', sp: inf }]);
    s.cities['Tarentum']!.siege = 'rome';
    s.engines = [{ side: 'rome', hex: tar, inCity: false }];
    lead(s, 'cons', tar);
    activateFor(s, 'cons');
    return s;
  }

  it('9.42 / 9.94 (ruling R-07): the engine doubles the assault strength; a failed assault with an attacker loss roll of 7 loses it', () => {
    const s = besieging(40);
    // Assault DR 0 (+1 letter: no leader inside) fails at 1-1; attacker loss roll 7; defender 1; the consul's loss roll 0.
    const r = applyAction(taw, s, 'rome', { type: 'assault' }, [0, 7, 1, 0]);
    const line = r.events.find((e) => e.key === 'assault.fail')!;
    expect(line.params).toMatchObject({ att: 80, sds: 70 });
    expect(line.chart?.cell).toBe(`col ${assaultColumn(80, 70) + 1}`);
    expect(assaultColumn(80, 70)).toBeGreaterThan(assaultColumn(40, 70));
    expect(engines(r.state)).toEqual([]);
    expect(r.events.find((e) => e.key === 'engines.destroyed')).toMatchObject({ params: { side: 'rome', n: 1 }, rule: 'taw 9.94' });
  });

  it('9.94: a failed assault with a loss roll of 6 keeps the engine; option `rule` reads 8, 9, 0 instead of the table’s 7, 8, 9', () => {
    const keep = applyAction(taw, besieging(40), 'rome', { type: 'assault' }, [0, 6, 1, 0]);
    expect(keep.events.some((e) => e.key === 'assault.fail')).toBe(true);
    expect(engines(keep.state)).toHaveLength(1);
    const s = besieging(40);
    s.options.siegeEngineLossRolls = 'rule';
    const seven = applyAction(taw, s, 'rome', { type: 'assault' }, [0, 7, 1, 0]);
    expect(engines(seven.state)).toHaveLength(1);
    const s2 = besieging(40);
    s2.options.siegeEngineLossRolls = 'rule';
    const zero = applyAction(taw, s2, 'rome', { type: 'assault' }, [0, 0, 1, 0]);
    expect(engines(zero.state)).toEqual([]);
  });

  it('9.26 (ruling E-8): a city taken by assault: the besiegers’ engine goes in with them', () => {
    // 70 infantry doubled: 140 : 70 = 2-1, 5+ succeeds; DR 9.
    const r = applyAction(taw, besieging(70), 'rome', { type: 'assault' }, [9, 2, 1, 0]);
    expect(r.events.some((e) => e.key === 'assault.ok')).toBe(true);
    expect(engines(r.state)).toEqual([{ side: 'rome', hex: hexOf('Tarentum'), inCity: true }]);
  });

  /** Hannibal's big army marches into the consul's hex 4705 (the consul's Force has an engine). */
  function attackEngineForce(): TawState {
    const s = empty();
    invent(s, 'hann', 'carthage', { cr: 9, letter: 'A', oc: true, mr: 10 });
    invent(s, 'cons', 'rome', { cr: 5, letter: 'D', office: 'consul', mr: 10 });
    lead(s, 'hann', 4704);
    lead(s, 'cons', 4705);
    put(s, 'carthage', 4704, false, [{ c: 'African', t: 'inf', sp: 130 }]);
    put(s, 'rome', 4705, false, legion('I'));
    s.engines = [{ side: 'rome', hex: 4705, inCity: false }];
    activateFor(s, 'hann');
    s.cup = ['SIEGE'];
    const m = applyAction(taw, s, 'carthage', { type: 'march', to: 4705, take: 'all' }).state;
    return applyAction(taw, m, 'carthage', { type: 'attack' }).state;
  }

  it('9.92 (ruling E-22): a Force with Siege Engines may Avoid only by destroying them, on the attempt', () => {
    const s = attackEngineForce();
    expect(taw.pending(s)).toMatchObject({ seat: 'rome', kind: 'avoid' });
    const avoid = taw.legal(s, 'rome').find((a) => a.type === 'avoid')!;
    // DR 9 + 4 (Roman honour) > CR 5: the Avoidance fails, and the engine is gone all the same.
    const r = applyAction(taw, s, 'rome', avoid, [9]);
    expect(r.events.map((e) => e.key).slice(0, 2)).toEqual(['engines.destroyed', 'avoid.fail']);
    expect(engines(r.state)).toEqual([]);
  });

  it('9.93: the defender that loses the battle loses its engines', () => {
    const s = attackEngineForce();
    // The Roman stands (Continuation 0) and declines the Devotio; tactical rolls 5, 5; the BRT roll 9 at +9 for the ratio and more: the Roman is beaten.
    const stand = applyAction(taw, s, 'rome', { type: 'stand' }, [0]);
    expect(taw.pending(stand.state)).toMatchObject({ seat: 'rome', kind: 'devotio' });
    const r = applyAction(taw, stand.state, 'rome', { type: 'decline' }, [5, 5, 9]);
    const result = r.events.find((e) => e.key === 'battle.victory' || e.key === 'battle.major');
    expect(result?.params?.['winner']).toBe('carthage');
    expect(r.events.find((e) => e.key === 'engines.destroyed')).toMatchObject({ params: { side: 'rome', n: 1 }, rule: 'taw 9.93' });
    expect(engines(r.state)).toEqual([]);
  });

  it('9.93: a Force entering a hex where the enemy has only Siege Engines captures them and takes them along', () => {
    const s = empty();
    invent(s, 'hann', 'carthage', { cr: 9, letter: 'A', oc: true });
    lead(s, 'hann', 4704);
    put(s, 'carthage', 4704, false, [{ c: 'African', t: 'inf', sp: 20 }]);
    s.engines = [{ side: 'rome', hex: 4705, inCity: false }];
    activateFor(s, 'hann');
    const r = applyAction(taw, s, 'carthage', { type: 'march', to: 4705, take: 'all' });
    expect(r.events.find((e) => e.key === 'engines.captured')).toMatchObject({ params: { side: 'carthage', from: 'rome', n: 1 }, rule: 'taw 9.93' });
    expect(r.state.activation?.move?.engines).toBe(1);
    const stop = applyAction(taw, r.state, 'carthage', { type: 'stop' }, [0]);
    expect(engines(stop.state)).toEqual([{ side: 'carthage', hex: 4705, inCity: false }]);
  });

  it('6.63 / 9.93: an Overrun captures the engines in the hex, not alone', () => {
    const s = empty();
    invent(s, 'hann', 'carthage', { cr: 9, letter: 'A', oc: true });
    lead(s, 'hann', 4704);
    put(s, 'carthage', 4704, false, [{ c: 'African', t: 'inf', sp: 100 }, { c: 'Numidian', t: 'cav', sp: 30 }]);
    put(s, 'rome', 4705, false, [{ c: 'Roman', t: 'inf', sp: 2 }]);
    s.engines = [{ side: 'rome', hex: 4705, inCity: false }];
    activateFor(s, 'hann');
    const m = applyAction(taw, s, 'carthage', { type: 'march', to: 4705, take: 'all' });
    expect(taw.legal(m.state, 'carthage')).toContainEqual({ type: 'overrun' });
    const o = applyAction(taw, m.state, 'carthage', { type: 'overrun' });
    expect(keys(o.events)).toEqual(['overrun', 'engines.captured']);
    expect(o.state.activation?.move?.engines).toBe(1);
  });

  it('9.92: engines sail with the whole Force and are lost when the voyage costs more than 10 % (T24 DR 1 + 2: 25 %)', () => {
    const s = pyrrhusBoard();
    activateFor(s, 'milon');
    const tar = hexOf('Tarentum');
    s.engines = [{ side: 'epirus', hex: tar, inCity: true }];
    expect(sailActions(s)).toContainEqual({ type: 'sail', to: hexOf('Catana'), take: 'all', leaveEngines: true });
    const { ctx, events } = ctxWith(s, [1, 0, 3]);
    sail(s, ctx, 'all', hexOf('Catana'));
    expect(events.find((e) => e.key === 'engines.destroyed')).toMatchObject({ params: { side: 'epirus', n: 1 }, rule: 'taw 9.92' });
    expect(engines(s)).toEqual([]);
    // DR 6 + 2 = 8 lands everyone: the engine lands too.
    const t = pyrrhusBoard();
    activateFor(t, 'milon');
    t.engines = [{ side: 'epirus', hex: tar, inCity: true }];
    const c2 = ctxWith(t, [6, 0]);
    sail(t, c2.ctx, 'all', hexOf('Catana'));
    expect(engines(t)).toEqual([{ side: 'epirus', hex: hexOf('Catana'), inCity: false }]);
  });

  it('the view shows the engines; the text render counts them with their Force', () => {
    const s = besieging(40);
    expect(taw.view(s, 'rome').engines).toEqual([{ side: 'rome', hex: hexOf('Tarentum'), inCity: false }]);
    expect(taw.renderView!(taw.view(s, 'rome'), 'en')).toMatch(/rome +inf 40 cav 0 el 0 engines 1/);
  });
});
