import { describe, expect, it } from 'vitest';
import { newGame } from '@polemarch/kernel';
import { income, removal, startActivationPhase, endPhase } from '../src/phases';
import { captureTreasury } from '../src/treasury';
import { plague } from '../src/events';
import { settle } from '../src/decisions';
import { controlSnapshot, findArmy } from '../src/geo';
import { PROVINCES } from '../src/data/map';
import { justinian } from '../src/index';
import type { JustinianState } from '../src/state';
import { act, army, bare, force, legal, withCtx } from './helpers';

// Part B of examples.md: test cases constructed from the rules, with forced dice.

describe('DT-01, DT-02 naval battles (8.32, 8.33)', () => {
  it('DT-01: 3 Byzantine Fleet SP (5 → 3 + 2 + 1 = 6) beat 1 Ostrogoth Fleet SP In Port (9 → 5 − 1 = 4); the loser is gone', () => {
    let s = bare({ treasury: 5, fleets: [{ power: 'byzantine', at: 'Macedonia', sp: 3, unpaid: false }, { power: 'ostrogoths', at: 'Achaea', sp: 1, unpaid: false }], segment: { stage: 'byz-act' } });
    s = act(s, { type: 'activate-fleet', at: 'Macedonia' }).state;
    s = act(s, { type: 'sail', sea: 'Aegean Sea' }).state;
    const r = act(s, { type: 'port', province: 'Achaea' }, [5, 9, 7]);
    expect(r.events.find((e) => e.key === 'naval.battle')!.params).toMatchObject({ moverTotal: 6, enemyTotal: 4 });
    expect(r.state.fleets).toEqual([{ power: 'byzantine', at: 'Achaea', sp: 2, unpaid: false }]);
  });
  it('DT-02: 2 Vandal SP attacking 2 Byzantine SP In Port, 4 against 4: a draw, both lose 1, the attacker retreats', () => {
    let s = bare({ fleets: [{ power: 'vandals', at: 'Zeugitania', sp: 2, unpaid: false }, { power: 'byzantine', at: 'Sardinia', sp: 2, unpaid: false }], control: { Zeugitania: 'vandals' }, segment: { stage: 'choose-unit', power: 'vandals', seat: 'barbarian', co: false } });
    s = act(s, { type: 'use-fleet', at: 'Zeugitania' }).state;
    s = act(s, { type: 'sail', sea: 'Sea of Carthage' }).state;
    s = act(s, { type: 'port', province: 'Sardinia' }, [8, 5]).state;
    expect(s.fleets.find((f) => f.power === 'byzantine')).toEqual({ power: 'byzantine', at: 'Sardinia', sp: 1, unpaid: false });
    expect(s.fleets.find((f) => f.power === 'vandals')).toEqual({ power: 'vandals', at: 'Zeugitania', sp: 1, unpaid: false });
    expect(s.unit).toBeNull();
  });
});

describe('DT-03 (8.13) Retreat Before Combat', () => {
  const start = (): JustinianState => {
    const s = bare({
      armies: [army('east', 'byzantine', 'Syria II', 20, 'belisarius'), army('chosroes', 'persia', 'Syria II', 10, 'chosroes', { defeated: true })],
      treasury: 10,
      segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'east' },
    });
    s.unit = { kind: 'army', id: 'east', mp: 4, from: 'Euphratensis', strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    return s;
  };
  it('a Defeated army (Control 6 for Chosroes here) retreating into a Byzantine province: 8 + 2 > 6, Disorganized, loses 2 × (8 − 6)', () => {
    let s = start();
    s = act(s, { type: 'attack', target: 'chosroes' }).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'rbc' });
    expect(legal(s)).not.toContainEqual({ type: 'rbc', army: 'chosroes', to: 'Euphratensis' }); // not where the attacker came from
    s = act(s, { type: 'rbc', army: 'chosroes', to: 'Phoenice' }, [8]).state;
    const c = findArmy(s, 'chosroes')!;
    expect([c.at, c.disorganized, c.sp]).toEqual(['Phoenice', true, 6]);
    expect(s.unit!.kind === 'army' && s.unit!.mp).toBe(4); // nothing left to fight: no MP spent
  });
  it('failing only because of the DRM costs no SP', () => {
    let s = start();
    s = act(s, { type: 'attack', target: 'chosroes' }).state;
    s = act(s, { type: 'rbc', army: 'chosroes', to: 'Phoenice' }, [5]).state;
    expect(findArmy(s, 'chosroes')!.sp).toBe(10);
    expect(findArmy(s, 'chosroes')!.disorganized).toBe(true);
  });
});

describe('8.14 an army retreating before combat may be intercepted where it goes', () => {
  it('Chosroes retreats into Phoenice (3 + 2 ≤ 6, orderly); the Army of Africa there intercepts (2 ≤ 6) and wins', () => {
    let s = bare({
      armies: [army('east', 'byzantine', 'Syria II', 20, 'mundus'), army('africa', 'byzantine', 'Phoenice', 20, 'belisarius'), army('chosroes', 'persia', 'Syria II', 10)],
      segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'east' },
    });
    s.unit = { kind: 'army', id: 'east', mp: 4, from: 'Euphratensis', strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    s = act(s, { type: 'attack', target: 'chosroes' }).state;
    s = act(s, { type: 'rbc', army: 'chosroes', to: 'Phoenice' }, [3]).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'intercept' });
    const r = act(s, { type: 'intercept', army: 'africa' }, [2, 5, 5, 0]);
    expect(r.events.find((e) => e.key === 'battle.attacker')!.params).toMatchObject({ modified: 9, loss: 8 });
    expect(findArmy(r.state, 'chosroes')).toMatchObject({ sp: 2, defeated: true });
    expect(r.state.unit).toMatchObject({ id: 'east', mp: 4 }); // the active army goes on
  });
});

describe('DT-04 (7.32) land interception with the City modifier', () => {
  const start = (): JustinianState => {
    const s = bare({
      armies: [army('east', 'byzantine', 'Mesopotamia', 20, 'mundus'), army('witigis', 'ostrogoths', 'Armenia IV', 15)],
      segment: { stage: 'unit', seat: 'barbarian', power: 'ostrogoths', co: false, army: 'witigis' },
    });
    s.unit = { kind: 'army', id: 'witigis', mp: 5, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    return s;
  };
  it('roll 6 − 2 = 4 ≤ Control 4: the Byzantine attacks at once (+1 against a non-Persian, the Ostrogoths −1)', () => {
    let s = start();
    s = act(s, { type: 'move', to: 'Mesopotamia' }).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'intercept', reaction: true });
    const r = act(s, { type: 'intercept', army: 'east' }, [6, 5, 5, 0]);
    expect(r.events.map((e) => e.key)).toContain('intercept.ok');
    const atk = r.events.find((e) => e.key === 'battle.attacker')!;
    expect(atk.modifiers!.map((m) => m.label.key)).toEqual(expect.arrayContaining(['drm.byzantine']));
    expect(r.events.find((e) => e.key === 'battle.defender')!.modifiers!.map((m) => m.label.key)).toContain('drm.ostroVandalDefender');
  });
  it('roll 7 − 2 = 5 > 4: no interception, the Byzantine army is Disorganized and the Ostrogoths go on', () => {
    let s = start();
    s = act(s, { type: 'move', to: 'Mesopotamia' }).state;
    s = act(s, { type: 'intercept', army: 'east' }, [7]).state;
    expect(findArmy(s, 'east')!.disorganized).toBe(true);
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'unit' });
  });
});

describe('DT-06 (5.12) Persian attrition', () => {
  it('12 SP in a City three provinces from the box lose 7 − 2 = 5; 5 SP two provinces away are not checked', () => {
    const s = bare({ armies: [army('chosroes', 'persia', 'Syria I', 12), army('perozes', 'persia', 'Euphratensis', 5)] });
    withCtx(force(s, 7), (ctx) => removal(s, ctx));
    expect(findArmy(s, 'chosroes')!.sp).toBe(7);
    expect(findArmy(s, 'perozes')!.sp).toBe(5);
  });
  it('minor armies outside City Provinces go home, and allegiances end', () => {
    const s = bare({ armies: [army('slavs', 'slavs', 'Moesia II', 6), army('moors', 'moors', 'Zeugitania', 4)], allegiance: { slavs: 'barbarian', moors: 'byzantine' } });
    withCtx(s, (ctx) => removal(s, ctx));
    expect(findArmy(s, 'slavs')!.at).toBe('box:slavs');
    expect(findArmy(s, 'moors')!.sp).toBe(4);
    expect(s.allegiance).toEqual({});
  });
});

describe('DT-07 (5.42) treasury capture', () => {
  it('ten dice 3,0,9,5,5,1,7,2,8,4 give 44 G; one die 0 counts as 1 and gives 10 G', () => {
    const s = bare({ treasury: 0, treasuries: { vandals: { at: 'Zeugitania', captured: false }, ostrogoths: { at: 'Flaminia', captured: false } } });
    withCtx(force(s, 3, 0, 9, 5, 5, 1, 7, 2, 8, 4), (ctx) => captureTreasury(s, ctx, 'vandals', true));
    expect(s.treasury).toBe(44);
    s.options.treasuryRoll = 'one-die';
    withCtx(force(s, 0), (ctx) => captureTreasury(s, ctx, 'ostrogoths', true));
    expect(s.treasury).toBe(54);
  });
  it('a Byzantine army entering the empty province of the treasury captures it', () => {
    let s = bare({ treasury: 0, armies: [army('africa', 'byzantine', 'Numidia', 12, 'solomon')], treasuries: { vandals: { at: 'Zeugitania', captured: false }, ostrogoths: { at: null, captured: true } }, segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'africa' } });
    s.unit = { kind: 'army', id: 'africa', mp: 3, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    s = act(s, { type: 'move', to: 'Zeugitania' }, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1]).state;
    expect(s.treasuries.vandals.captured).toBe(true);
    expect(s.treasury).toBe(10);
  });
});

describe('DT-08 (5.13) Constantinople', () => {
  it('a Barbarian Europa empties the Treasury; the next income is halved while Europa is not Byzantine', () => {
    const s = bare({ treasury: 40, armies: [army('bulgars', 'bulgars', 'Europa', 6)], allegiance: { bulgars: 'barbarian' }, segment: { stage: 'barb-am' } });
    withCtx(s, (ctx) => settle(s, ctx));
    expect(s.treasury).toBe(0);
    const t = bare({ treasury: 0, control: { Europa: 'ostrogoths' } });
    withCtx(t, (ctx) => income(t, ctx));
    const full = PROVINCES.filter((p) => p.name !== 'Europa').reduce((n, p) => n + p.income, 0);
    expect(t.treasury).toBe(Math.floor(full / 2));
  });
});

describe('DT-10 (9.0) Plague', () => {
  it('half (up) in City Provinces, a third (down) elsewhere, by category; the next income is halved', () => {
    const s = bare({ armies: [army('praesentalI', 'byzantine', 'Europa', 15, 'mundus')], fleets: [{ power: 'byzantine', at: 'Europa', sp: 3, unpaid: false }], frontier: { Thracia: { sp: 8, unpaid: false } }, detached: [{ power: 'ostrogoths', at: 'Picenum', sp: 2 }] });
    withCtx(s, (ctx) => plague(s, ctx));
    expect(findArmy(s, 'praesentalI')!.sp).toBe(7);
    expect(s.fleets[0]!.sp).toBe(1);
    expect(s.frontier['Thracia']!.sp).toBe(6);
    expect(s.detached[0]!.sp).toBe(2);
    expect(s.halfIncomeNext).toBe(true);
  });
  it('a second Plague is ignored on Turn 6 and ends the game on Turn 7', () => {
    const s = bare({ plagues: 1, turn: 6, control: { Zeugitania: 'vandals' } });
    withCtx(s, (ctx) => plague(s, ctx));
    expect(s.acts.plagueEnd).toBe(false);
    s.turn = 7;
    withCtx(s, (ctx) => plague(s, ctx));
    expect(s.acts.plagueEnd).toBe(true);
    withCtx(s, (ctx) => endPhase(s, ctx));
    expect(s.outcome).toEqual({ winner: 'barbarian', reason: 'plague' });
  });
});

describe('4.22 leader arrivals', () => {
  it('Turn 2: Gelimer takes over Hilderic\'s army; Tzazon goes to Sardinia with 5 SP', () => {
    const s = bare({ turn: 2, armies: [army('hilderic', 'vandals', 'Zeugitania', 20)], control: { Sardinia: 'vandals', Zeugitania: 'vandals' } });
    withCtx(s, (ctx) => startActivationPhase(s, ctx));
    expect(findArmy(s, 'hilderic')).toBeUndefined();
    expect(findArmy(s, 'gelimer')).toMatchObject({ at: 'Zeugitania', sp: 15 });
    expect(findArmy(s, 'tzazon')).toMatchObject({ at: 'Sardinia', sp: 5 });
  });
});

describe('3.41 the Lazi', () => {
  it('a barbarian army entering Lazica without a Byzantine army meets the Lazi levy (roll 3) in battle; they vanish after it', () => {
    let s = bare({ armies: [army('utigurHuns', 'utigurHuns', 'box:utigurHuns', 8)], allegiance: { utigurHuns: 'barbarian' }, segment: { stage: 'unit', seat: 'barbarian', power: 'utigurHuns', co: false, army: 'utigurHuns' } });
    s.unit = { kind: 'army', id: 'utigurHuns', mp: 4, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    const r = act(s, { type: 'move', to: 'Lazica' }, [3, 9, 0, 0]);
    s = r.state;
    expect(r.events.map((e) => e.key)).toEqual(expect.arrayContaining(['lazi', 'battle.attacker', 'battle.won']));
    expect(findArmy(s, 'utigurHuns')!.at).toBe('Lazica');
  });
});

describe('7.14 Byzantine area restrictions', () => {
  it('an Army of Thrace ending its activation more than 2 MP from Thracia is removed, its MagMil back in the cup', () => {
    let s = bare({ treasury: 4, armies: [army('thrace', 'byzantine', 'Rhodope', 10, 'mundus')], segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'thrace' } });
    s.unit = { kind: 'army', id: 'thrace', mp: 3, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    s = act(s, { type: 'move', to: 'Macedonia' }).state;
    s = act(s, { type: 'move', to: 'Thessalia' }).state;
    s = act(s, { type: 'end' }).state;
    expect(findArmy(s, 'thrace')).toBeUndefined();
    expect(s.cup).toContain('mundus');
  });
});

describe('6.1 sequence of activations', () => {
  it('the Barbarian goes first, then they alternate; a Barbarian pass spends an AM', () => {
    const g = newCampaign();
    expect(justinian.pending(g)).toMatchObject({ seat: 'barbarian', kind: 'barb-am' });
    let s = act(g, { type: 'pass' }).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'byz-act' });
    expect(s.acts.randomLeft).toBe(2);
    s = act(s, { type: 'pass' }).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'barb-am' });
  });
  it('6.51: while a Praesental army has fewer than 10 SP the Byzantine may only recruit (and build a Fort)', () => {
    const s = bare({ treasury: 0, armies: [army('praesentalI', 'byzantine', 'Europa', 8, 'mundus')], segment: { stage: 'byz-act' } });
    expect(legal(s)).toEqual([{ type: 'levy-roll' }]);
  });
  it('6.41–6.45: a Combined Operation on Turn 2 gives the Byzantine a double activation', () => {
    let s = bare({ turn: 2, treasury: 10, armies: [army('totila', 'ostrogoths', 'Campania', 20), army('franks', 'franks', 'box:franks', 0), army('italy', 'byzantine', 'Aemilia', 10, 'mundus')], control: { Campania: 'ostrogoths' }, segment: { stage: 'barb-am' } });
    expect(legal(s)).toContainEqual({ type: 'co', power: 'ostrogoths' });
    s = act(s, { type: 'co', power: 'ostrogoths' }).state;
    s = act(s, { type: 'co-minor', power: 'franks' }, [3, 4]).state; // 10 + 3 + 4 Franks
    expect(findArmy(s, 'franks')!.sp).toBe(17);
    expect(s.allegiance['franks']).toBe('barbarian');
    s = act(s, { type: 'recruit', yes: false }).state;
    s = act(s, { type: 'use-army', army: 'totila' }, [0]).state; // B column 0 = 3, +1 CO
    expect(s.unit!.kind === 'army' && s.unit!.mp).toBe(4);
    s = act(s, { type: 'end' }, [0]).state; // then the Franks, +1 MP
    expect(s.segment).toMatchObject({ stage: 'unit', army: 'franks', co: true });
    s = act(s, { type: 'end' }).state;
    expect(legal(s)).toContainEqual({ type: 'double' });
    s = act(s, { type: 'double' }).state;
    s = act(s, { type: 'pass' }).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'byz-act' });
    expect(s.acts.byzantine).toBe(1);
  });
  it('9.0 Nika: the next Byzantine activation puts an army of 10+ SP in Europa', () => {
    let s = bare({ treasury: 5, armies: [army('east', 'byzantine', 'Mesopotamia', 20, 'mundus'), army('thrace', 'byzantine', 'Thracia', 5, 'sittas')], segment: { stage: 'byz-act' } });
    s.acts.nika = true;
    expect(legal(s)).toEqual([{ type: 'nika', army: 'east' }]);
    s = act(s, { type: 'nika', army: 'east' }).state;
    expect(findArmy(s, 'east')!.at).toBe('Europa');
    expect(s.acts.byzantine).toBe(1);
  });
});

describe('10.1, 10.21 end of the game', () => {
  it('the Byzantine controlling every Prefecture at the end of a turn wins', () => {
    const s = bare({ turn: 4 });
    withCtx(s, (ctx) => endPhase(s, ctx));
    expect(s.outcome).toEqual({ winner: 'byzantine', reason: 'prefectures' });
    expect(justinian.result(s)!.winner).toBe('byzantine');
  });
  it('a barbarian army in Lazica denies it', () => {
    const s = bare({ turn: 10, armies: [army('utigurHuns', 'utigurHuns', 'Lazica', 3)] });
    withCtx(s, (ctx) => endPhase(s, ctx));
    expect(s.outcome).toEqual({ winner: 'barbarian', reason: 'turns' });
  });
});

describe('solitaire: the Barbarian is a system seat', () => {
  it('only the Byzantine is ever asked; the log still shows the Barbarian\'s activations', () => {
    let s = newCampaign('solitaire');
    expect(justinian.seats(s)).toEqual(['byzantine']);
    for (let i = 0; i < 120 && justinian.pending(s) !== null; i++) {
      const p = justinian.pending(s)!;
      expect(p.seat).toBe('byzantine');
      s = act(s, legal(s)[0]!).state;
    }
    expect(s.acts.barbarian + s.turn).toBeGreaterThan(1);
  });
});

function newCampaign(scenario = 'campaign'): JustinianState {
  return newGame(justinian, { scenario, seed: 3, options: { setup: 'historical' } });
}
