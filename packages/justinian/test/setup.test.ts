import { describe, expect, it } from 'vitest';
import { newGame } from '@polemarch/kernel';
import { justinian } from '../src/index';
import { armyPlaces } from '../src/deployment';
import type { JustinianAction, JustinianState } from '../src/state';
import { act, legal } from './helpers';

// 3.2–3.3: the set-ups as the rules give them; what they leave to a player is a decision of his seat.

const fresh = (scenario = 'campaign'): JustinianState => newGame(justinian, { scenario, seed: 9, options: {} });
const sp = (s: JustinianState, to: string, n: 1 | 5): JustinianState => act(s, { type: 'setup-sp', to, sp: n }).state;

describe('3.2 Byzantine set-up', () => {
  it('the fixed part is placed: Praesental I in Europa, Illyricum in Dalmatia, 2 Fleet SP in Europa, 30 G, the Barbarian markers', () => {
    const s = fresh();
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'setup' });
    expect(s.armies.filter((a) => a.power === 'byzantine').map((a) => [a.id, a.at, a.sp])).toEqual([['praesentalI', 'Europa', 10], ['illyricum', 'Dalmatia', 1]]);
    expect(s.fleets).toContainEqual({ power: 'byzantine', at: 'Europa', sp: 2, unpaid: false });
    expect(s.treasury).toBe(30);
    expect(Object.keys(s.control)).toHaveLength(23);
    expect(s.fleets).toContainEqual({ power: 'vandals', at: 'Zeugitania', sp: 3, unpaid: false });
  });
  it('3.21: Praesental II within 4 MP of Europa across the straits (not a Thrace province), East on a Persian arrow, Thrace in its six provinces', () => {
    expect(armyPlaces('praesentalII')).toContain('Bithynia');
    expect(armyPlaces('praesentalII')).not.toContain('Europa');
    expect(armyPlaces('praesentalII')).not.toContain('Thracia');
    expect(armyPlaces('east')).toEqual(['Armenia IV', 'Mesopotamia', 'Osrhoene']);
    expect(armyPlaces('thrace')).toEqual(['Scythia', 'Moesia II', 'Thracia', 'Haemimontus', 'Rhodope', 'Europa']);
    const s = fresh();
    const l = legal(s);
    expect(l[0]).toEqual({ type: 'setup-default' });
    expect(l.filter((a) => a.type === 'setup-army').every((a) => a.type === 'setup-army' && a.army === 'praesentalII')).toBe(true);
  });
  it('a whole Byzantine set-up by hand: minimums, 77 SP, the 35 SP cap, Frontier SP never in Lazica, then 2 Fleet SP and the MagMil draw', () => {
    let s = fresh();
    s = act(s, { type: 'setup-army', army: 'praesentalII', province: 'Bithynia' }).state;
    s = act(s, { type: 'setup-army', army: 'east', province: 'Osrhoene' }).state;
    s = act(s, { type: 'setup-army', army: 'thrace', province: 'Scythia' }).state;
    expect(s.deploy).toMatchObject({ step: 'byz-sp', left: 77 });
    expect(legal(s)).not.toContainEqual({ type: 'setup-sp', to: 'Lazica', sp: 1 });
    expect(legal(s)).not.toContainEqual({ type: 'setup-sp', to: 'Flaminia', sp: 1 });
    for (let i = 0; i < 5; i++) s = sp(s, 'east', 5); // 1 + 25 = 26
    s = sp(s, 'east', 5); // 31
    expect(legal(s)).not.toContainEqual({ type: 'setup-sp', to: 'east', sp: 5 }); // 36 > 35
    for (let i = 0; i < 4; i++) s = sp(s, 'east', 1); // 35
    expect(legal(s).some((a) => a.type === 'setup-sp' && a.to === 'east')).toBe(false);
    for (let i = 0; i < 8; i++) s = sp(s, 'Armenia IV', 5); // 40 Frontier SP
    for (let i = 0; i < 3; i++) s = sp(s, 'praesentalI', 1); // 34 + 40 + 3 = 77
    expect(s.deploy).toMatchObject({ step: 'byz-fleets', left: 2 });
    s = act(s, { type: 'setup-fleet', province: 'Aegyptus I' }).state;
    s = act(s, { type: 'setup-fleet', province: 'Aegyptus I' }).state;
    const byz = s.armies.filter((a) => a.power === 'byzantine');
    expect(byz.reduce((n, a) => n + a.sp, 0) + Object.values(s.frontier).reduce((n, f) => n + f.sp, 0)).toBe(100);
    expect(byz.every((a) => a.leader !== null && a.leader !== 'belisarius' && a.leader !== 'narses')).toBe(true);
    expect(s.cup).toEqual(expect.arrayContaining(['belisarius', 'narses']));
    expect(s.fleets.filter((f) => f.power === 'byzantine')).toEqual([{ power: 'byzantine', at: 'Europa', sp: 2, unpaid: false }, { power: 'byzantine', at: 'Aegyptus I', sp: 2, unpaid: false }]);
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'setup' });
  });
});

describe('3.3 Barbarian set-up', () => {
  it('Athalaric and 30 SP in Italy (detached away from him), a Fleet SP in an Italian City Province; Hilderic and 25 SP in Africa', () => {
    let s = fresh();
    s = act(s, { type: 'setup-default' }).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'setup' });
    expect(legal(s)).toContainEqual({ type: 'setup-army', army: 'athalaric', province: 'Liguria' });
    expect(legal(s)).not.toContainEqual({ type: 'setup-army', army: 'athalaric', province: 'Zeugitania' });
    s = act(s, { type: 'setup-army', army: 'athalaric', province: 'Liguria' }).state;
    for (let i = 0; i < 5; i++) s = sp(s, 'Liguria', 5);
    s = sp(s, 'Tuscia et Umbria', 5);
    expect(legal(s).every((a: JustinianAction) => a.type === 'setup-fleet')).toBe(true);
    expect(legal(s)).not.toContainEqual({ type: 'setup-fleet', province: 'Picenum' }); // not a City Province
    s = act(s, { type: 'setup-fleet', province: 'Campania' }).state;
    s = act(s, { type: 'setup-army', army: 'hilderic', province: 'Byzacena' }).state;
    for (let i = 0; i < 5; i++) s = sp(s, 'Byzacena', 5);
    expect(s.deploy).toBeNull();
    expect(s.armies.find((a) => a.id === 'athalaric')).toMatchObject({ at: 'Liguria', sp: 25 });
    expect(s.detached).toEqual([{ power: 'ostrogoths', at: 'Tuscia et Umbria', sp: 5 }]);
    expect(s.armies.find((a) => a.id === 'hilderic')).toMatchObject({ at: 'Byzacena', sp: 25 });
    expect(s.fleets).toContainEqual({ power: 'ostrogoths', at: 'Campania', sp: 1, unpaid: false });
    expect(s.treasuries).toEqual({ ostrogoths: { at: 'Flaminia', captured: false }, vandals: { at: 'Zeugitania', captured: false } });
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'barb-am' }); // Turn 1 starts with the Activation Phase
  });
  it('in solitaire the Barbarian takes the historical set-up itself', () => {
    let s = fresh('solitaire');
    s = act(s, { type: 'setup-default' }).state;
    expect(s.deploy).toBeNull();
    expect(s.armies.find((a) => a.id === 'athalaric')).toMatchObject({ at: 'Flaminia', sp: 20 });
    expect(justinian.pending(s)?.seat).toBe('byzantine');
  });
  it('option setup=historical skips the set-up decisions', () => {
    const s = newGame(justinian, { scenario: 'campaign', seed: 9, options: { setup: 'historical' } });
    expect(s.deploy).toBeNull();
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'barb-am' });
  });
});
