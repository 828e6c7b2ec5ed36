import { describe, expect, it } from 'vitest';
import { randomEvent, mutiny } from '../src/events';
import { upkeepCost } from '../src/phases';
import { sweep } from '../src/forces';
import { seaRetreatRoute } from '../src/seaRetreat';
import { controlSnapshot, findArmy } from '../src/geo';
import { justinian } from '../src/index';
import type { JustinianState } from '../src/state';
import { act, army, bare, force, legal, withCtx } from './helpers';

// Small positions per rule, forced dice.

const unitOf = (s: JustinianState, id: string, mp: number): JustinianState => {
  s.unit = { kind: 'army', id, mp, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
  return s;
};

describe('EX-03, EX-23 (5.2, 5.3) a turn of Byzantine spending', () => {
  it('95 G: 4 armies of 65 SP, 4 Fleet SP and 18 Frontier SP in 5 provinces (3/3/3/4/5) cost 76 G; levy 6; a Fleet SP in Europa: 16 G', () => {
    const sizes = [20, 17, 15, 13];
    const frontier: JustinianState['frontier'] = { Scythia: { sp: 3, unpaid: false }, Thracia: { sp: 3, unpaid: false }, Rhodope: { sp: 3, unpaid: false }, Haemimontus: { sp: 4, unpaid: false }, 'Moesia II': { sp: 5, unpaid: false }, Osrhoene: { sp: 21, unpaid: false } };
    let s = bare({
      phase: 'upkeep', treasury: 95, frontier,
      armies: [...['praesentalI', 'praesentalII', 'east', 'thrace'].map((id, i) => army(id, 'byzantine', 'Europa', sizes[i]!, `m${i}`)), army('illyricum', 'byzantine', 'Dalmatia', 12, 'mundus')],
      fleets: [{ power: 'byzantine', at: 'Europa', sp: 4, unpaid: false }, { power: 'byzantine', at: 'Aegyptus I', sp: 1, unpaid: false }],
    });
    s.upkeepQueue = ['army:praesentalI', 'army:praesentalII', 'army:east', 'army:thrace', 'army:illyricum', ...Object.keys(frontier).map((p) => `frontier:${p}`), 'fleet:Europa', 'fleet:Aegyptus I'];
    for (const g of s.upkeepQueue.slice()) {
      const pay = !(g === 'army:illyricum' || g === 'frontier:Osrhoene' || g === 'fleet:Aegyptus I');
      s = act(s, { type: pay ? 'pay' : 'unpaid', group: g }, g === 'fleet:Aegyptus I' ? [6] : []).state;
    }
    expect(s.treasury).toBe(19);
    expect(findArmy(s, 'illyricum')!.unpaid).toBe(true);
    expect(s.levy).toBe(6);
    for (const a of ['illyricum', 'illyricum', 'illyricum', 'east', 'east'] as const) s = act(s, { type: 'levy-army', army: a }).state;
    s = act(s, { type: 'levy-frontier', province: 'Dacia Ripensis' }).state;
    expect(justinian.pending(s)!.kind).toBe('fleet-buy');
    expect(legal(s)).toContainEqual({ type: 'buy-fleet', province: 'Europa' });
    s = act(s, { type: 'buy-fleet', province: 'Europa' }).state;
    expect(s.treasury).toBe(16);
    expect(findArmy(s, 'illyricum')!.unpaid).toBe(true); // 3 SP do not pay an army (5.24 needs 5)
    expect(upkeepCost(s, 'fleet:Europa')).toBe(5);
  });
  it('5.24, 8.25: 5 levied SP pay an Unpaid army; as many SP as it had clear its markers', () => {
    let s = bare({ armies: [army('italy', 'byzantine', 'Sicilia', 5, 'mundus', { unpaid: true, defeated: true, disorganized: true })], segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: null } });
    s.levy = 5;
    for (let i = 0; i < 5; i++) s = act(s, { type: 'levy-army', army: 'italy' }).state;
    expect(findArmy(s, 'italy')).toMatchObject({ sp: 10, unpaid: false, defeated: false, disorganized: false });
  });
});

describe('EX-06 (6.26, 6.31) a minor army that starts the turn on the map', () => {
  it('its first activation rolls allegiance (bribe offered) but recruits nothing', () => {
    let s = bare({ treasury: 5, armies: [army('kotrigurHuns', 'kotrigurHuns', 'Bithynia', 7)], segment: { stage: 'barb-am' } });
    s = act(s, { type: 'random' }, [8, 1]).state; // 81: Kotrigur Huns
    expect(justinian.pending(s)!.kind).toBe('bribe');
    s = act(s, { type: 'bribe', gold: 0 }, [2, 3]).state; // 2 − 1: Barbarian; MP roll 3
    expect(findArmy(s, 'kotrigurHuns')!.sp).toBe(7);
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'unit' });
  });
  it('a Neutral result ends the activation', () => {
    let s = bare({ treasury: 0, armies: [army('moors', 'moors', 'box:moors', 0)], segment: { stage: 'barb-am' } });
    s = act(s, { type: 'random' }, [3, 0, 7]).state; // 30 Moors; 7 + 0: Neutral
    expect(s.allegiance['moors']).toBe('neutral');
    expect(findArmy(s, 'moors')!.sp).toBe(0);
    expect(justinian.pending(s)!.kind).toBe('byz-act');
  });
});

describe('7.16–7.18, 8.24, 6.53 actions with MP', () => {
  it('a Byzantine army leaves Frontier SP (1 MP), removes a control marker (1 MP), recovers (2 and 4 MP)', () => {
    let s = bare({ armies: [army('italy', 'byzantine', 'Picenum', 12, 'mundus', { defeated: true, disorganized: true })], control: { Picenum: 'ostrogoths' }, segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'italy' } });
    s = unitOf(s, 'italy', 8);
    s = act(s, { type: 'frontier', sp: 2 }).state;
    s = act(s, { type: 'marker' }).state;
    s = act(s, { type: 'recover', status: 'disorganized' }).state;
    s = act(s, { type: 'recover', status: 'defeated' }).state;
    expect(s.frontier['Picenum']).toEqual({ sp: 2, unpaid: false });
    expect(s.control['Picenum']).toBeUndefined();
    expect(findArmy(s, 'italy')).toMatchObject({ sp: 10, defeated: false, disorganized: false });
    expect(s.unit!.kind === 'army' && s.unit!.mp).toBe(0);
  });
  it('a major barbarian army places its marker, detaches and picks up SP', () => {
    let s = bare({ armies: [army('totila', 'ostrogoths', 'Dalmatia', 12)], segment: { stage: 'unit', seat: 'barbarian', power: 'ostrogoths', co: false, army: 'totila' } });
    s = unitOf(s, 'totila', 3);
    s = act(s, { type: 'marker' }).state;
    s = act(s, { type: 'detach', sp: 4 }).state;
    expect(s.detached).toEqual([{ power: 'ostrogoths', at: 'Dalmatia', sp: 4 }]);
    s = act(s, { type: 'pickup' }).state;
    expect(findArmy(s, 'totila')!.sp).toBe(12);
    expect(s.control['Dalmatia']).toBe('ostrogoths');
  });
  it('6.53 a disbanded army leaves its SP as Frontier SP and its MagMil goes to the cup; Praesental armies cannot disband', () => {
    let s = bare({ armies: [army('thrace', 'byzantine', 'Thracia', 9, 'mundus'), army('praesentalI', 'byzantine', 'Europa', 12, 'sittas')], segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'thrace' } });
    s = unitOf(s, 'thrace', 3);
    s = act(s, { type: 'disband' }).state;
    expect(s.frontier['Thracia']).toEqual({ sp: 9, unpaid: false });
    expect(s.cup).toContain('mundus');
    const t = unitOf(bare({ armies: [army('praesentalI', 'byzantine', 'Europa', 12, 'sittas')], segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'praesentalI' } }), 'praesentalI', 3);
    expect(legal(t).some((a) => a.type === 'disband' || a.type === 'frontier')).toBe(false);
  });
});

describe('7.34–7.36 naval interception', () => {
  const start = (): JustinianState => {
    let s = bare({ treasury: 5, fleets: [{ power: 'byzantine', at: 'Sicilia', sp: 2, unpaid: false }, { power: 'vandals', at: 'sea:Ionian Sea', sp: 3, unpaid: false }], segment: { stage: 'byz-act' } });
    s = act(s, { type: 'activate-fleet', at: 'Sicilia' }).state;
    return act(s, { type: 'sail', sea: 'Tyrrhenian Sea' }).state;
  };
  it('entering a sea area with an enemy patrol: roll 0–4 intercepts; a fleet with a sea area behind it may avoid battle', () => {
    let s = act(start(), { type: 'sail', sea: 'Ionian Sea' }).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'naval' });
    s = act(s, { type: 'naval-intercept', yes: true }, [3]).state;
    expect(legal(s)).toEqual([{ type: 'avoid', yes: true }, { type: 'avoid', yes: false }]);
    s = act(s, { type: 'avoid', yes: true }).state;
    expect(s.unit).toMatchObject({ kind: 'fleet', at: 'sea:Tyrrhenian Sea', counted: 2 });
    expect(legal(s).some((a) => a.type === 'sail')).toBe(false);
  });
  it('roll 5–9: the fleet sails on', () => {
    let s = act(start(), { type: 'sail', sea: 'Ionian Sea' }).state;
    s = act(s, { type: 'naval-intercept', yes: true }, [7]).state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'unit' });
  });
});

describe('9.0 random events', () => {
  it('Mutiny: unpaid Frontier and Fleet groups die on an even roll', () => {
    const s = bare({ frontier: { Scythia: { sp: 3, unpaid: true }, Thracia: { sp: 3, unpaid: true }, Rhodope: { sp: 2, unpaid: false } }, fleets: [{ power: 'byzantine', at: 'Europa', sp: 2, unpaid: true }] });
    withCtx(force(s, 4, 3, 0), (ctx) => mutiny(s, ctx));
    expect(Object.keys(s.frontier).sort()).toEqual(['Rhodope', 'Thracia']);
    expect(s.fleets).toEqual([]);
  });
  it('Religious Disputes: the Byzantine loses his next activation', () => {
    const s = bare({ segment: null });
    withCtx(force(s, 6), (ctx) => randomEvent(s, ctx));
    expect(s.acts.skipNext).toBe(true);
  });
  it('Politics: the MagMil with the highest roll + Control is replaced at random, back to the cup after the draw', () => {
    const s = bare({ armies: [army('east', 'byzantine', 'Syria I', 10, 'bessas'), army('thrace', 'byzantine', 'Thracia', 10, 'sittas')], cup: ['narses'] });
    withCtx(force(s, 7, 1, 5), (ctx) => randomEvent(s, ctx)); // 7 Politics; Bessas 1 + 3 = 4, Sittas 5 + 4 = 9
    expect(findArmy(s, 'thrace')!.leader).toBe('narses');
    expect(s.cup).toEqual(['sittas']);
  });
  it('Justinian Builds: 10 G, the shortfall owed from the next income', () => {
    const s = bare({ treasury: 4 });
    withCtx(force(s, 9), (ctx) => randomEvent(s, ctx));
    expect([s.treasury, s.goldDebt]).toEqual([0, 6]);
  });
  it('Revolt: Egypt: provinces with no army and no Frontier SP revolt', () => {
    const s = bare({ frontier: { 'Aegyptus I': { sp: 3, unpaid: false } } });
    withCtx(force(s, 4, 9), (ctx) => randomEvent(s, ctx));
    expect(s.revolt.sort()).toEqual(['Aegyptus II', 'Arcadia', 'Augustamnica I', 'Augustamnica II', 'Thebais I', 'Thebais II']);
  });
  it('Revolt: Sardinia: the Vandals send 5 SP and a Fleet SP, lose ⌊7/2⌋ = 3', () => {
    const s = bare({ armies: [army('gelimer', 'vandals', 'Zeugitania', 20)], fleets: [{ power: 'vandals', at: 'Zeugitania', sp: 3, unpaid: false }], control: { Sardinia: 'vandals', Zeugitania: 'vandals' } });
    withCtx(force(s, 5, 6, 7), (ctx) => randomEvent(s, ctx));
    expect(s.detached).toEqual([{ power: 'vandals', at: 'Sardinia', sp: 2 }]);
    expect(findArmy(s, 'gelimer')!.sp).toBe(15);
    expect(s.fleets.find((f) => f.at === 'Sardinia')!.sp).toBe(1);
    expect(s.revolt).toEqual([]);
  });
});

describe('4.14, 5.34 the Byzantine Army Phase', () => {
  it('a new army of 10 SP in Europa, with a MagMil drawn for it; then the replacement of a MagMil who lost last turn', () => {
    let s = bare({ phase: 'new-army', treasury: 0, armies: [army('praesentalI', 'byzantine', 'Europa', 12, 'bessas')], cup: ['narses'], lostBattleLastTurn: ['bessas'] });
    expect(legal(s)).toContainEqual({ type: 'raise', army: 'armenia', province: 'Armenia II' });
    expect(legal(s)).not.toContainEqual({ type: 'raise', army: 'spain', province: 'Aegyptus I' });
    s = act(s, { type: 'raise', army: 'spain', province: 'Europa' }).state;
    expect(findArmy(s, 'spain')).toMatchObject({ sp: 10, leader: 'narses' });
    expect(legal(s)).toEqual([{ type: 'done' }]); // the cup is empty now
    s.cup = ['germanus'];
    expect(legal(s)).toEqual([{ type: 'done' }, { type: 'replace', army: 'praesentalI' }]);
    s = act(s, { type: 'replace', army: 'praesentalI' }).state;
    expect(findArmy(s, 'praesentalI')!.leader).toBe('germanus');
    expect(s.cup).toEqual(['bessas']);
  });
});

describe('8.28 elimination of a major power', () => {
  it('with no Vandal land SP left the Vandals are out: their leaders go, their markers stay', () => {
    const s = bare({ armies: [army('gelimer', 'vandals', 'Zeugitania', 0), army('totila', 'ostrogoths', 'Flaminia', 9)], control: { Numidia: 'vandals' }, fleets: [{ power: 'vandals', at: 'Zeugitania', sp: 2, unpaid: false }] });
    withCtx(s, (ctx) => sweep(s, ctx));
    expect(s.eliminatedPowers).toEqual(['vandals']);
    expect(findArmy(s, 'gelimer')).toBeUndefined();
    expect(s.control['Numidia']).toBe('vandals');
  });
});

describe('7.19 movement into boxes', () => {
  it('the Alamanni enter the Lombard box and must attack; the Byzantine raises the Lombards (10 + 4), allied to him; a draw sends the Alamanni home', () => {
    let s = bare({ armies: [army('alamanni', 'alamanni', 'box:alamanni', 12), army('lombards', 'lombards', 'box:lombards', 0)], allegiance: { alamanni: 'barbarian' }, segment: { stage: 'unit', seat: 'barbarian', power: 'alamanni', co: false, army: 'alamanni' } });
    s = unitOf(s, 'alamanni', 3);
    expect(legal(s)).toContainEqual({ type: 'move', to: 'box:lombards' });
    const r = act(s, { type: 'move', to: 'box:lombards' }, [4, 5, 5, 0, 0]);
    s = r.state;
    expect(s.allegiance['lombards']).toBe('byzantine');
    expect(r.events.map((e) => e.key)).toEqual(expect.arrayContaining(['box.attack', 'recruit', 'battle.draw']));
    expect(findArmy(s, 'lombards')!.sp).toBe(11);
    expect(legal(s)).toEqual([{ type: 'retreat', army: 'alamanni', to: 'box:alamanni' }]);
    s = act(s, { type: 'retreat', army: 'alamanni', to: 'box:alamanni' }).state;
    expect(findArmy(s, 'alamanni')).toMatchObject({ at: 'box:alamanni', sp: 9 });
  });
});

describe('8.21 retreat by sea', () => {
  it('a defeated army may retreat with its own fleet In Port to a friendly province within 2 sea areas', () => {
    let s = bare({ armies: [army('witigis', 'ostrogoths', 'Flaminia', 28, 'witigis', { defeated: true }), army('illyricum', 'byzantine', 'Flaminia', 40, 'belisarius')], fleets: [{ power: 'ostrogoths', at: 'Flaminia', sp: 3, unpaid: false }], control: { 'Apulia et Calabria': 'ostrogoths', Flaminia: 'ostrogoths' } });
    s.retreat = { armies: ['witigis'], province: 'Flaminia', exclude: null };
    expect(legal(s)).toContainEqual({ type: 'retreat', army: 'witigis', to: 'Apulia et Calabria' });
    s = act(s, { type: 'retreat', army: 'witigis', to: 'Apulia et Calabria' }).state;
    expect(findArmy(s, 'witigis')!.at).toBe('Apulia et Calabria');
    expect(s.fleets).toEqual([{ power: 'ostrogoths', at: 'Apulia et Calabria', sp: 3, unpaid: false }]);
  });
});

describe('8.21, 7.34 a retreat by fleet may be intercepted', () => {
  // Witigis (28 SP) lost in Flaminia; his 3 Ostrogoth Fleet SP In Port carry him to Apulia et Calabria through the
  // Adriatic, where 2 Byzantine Fleet SP are On Patrol.
  const start = (): JustinianState => {
    const s = bare({
      armies: [army('witigis', 'ostrogoths', 'Flaminia', 28, 'witigis', { defeated: true }), army('illyricum', 'byzantine', 'Flaminia', 40, 'belisarius')],
      fleets: [{ power: 'ostrogoths', at: 'Flaminia', sp: 3, unpaid: false }, { power: 'byzantine', at: 'sea:Adriatic Sea', sp: 2, unpaid: false }],
      control: { 'Apulia et Calabria': 'ostrogoths', Picenum: 'ostrogoths', Flaminia: 'ostrogoths' },
    });
    s.retreat = { armies: ['witigis'], province: 'Flaminia', exclude: null };
    return act(s, { type: 'retreat', army: 'witigis', to: 'Apulia et Calabria' }).state;
  };
  it('the patrol\'s side decides; the fleet carrying a retreating army may not avoid battle (7.36)', () => {
    const s = start();
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'naval' });
    expect(legal(s)).toEqual([{ type: 'naval-intercept', yes: true }, { type: 'naval-intercept', yes: false }]);
    expect(findArmy(s, 'witigis')!.at).toBe('sea:Adriatic Sea');
    expect(s.fleets.some((f) => f.power === 'ostrogoths')).toBe(false); // at sea with the army
  });
  it('declined, or a roll of 5–9: the army lands where it was going', () => {
    for (const [a, dice] of [[false, []], [true, [5]]] as const) {
      const r = act(start(), { type: 'naval-intercept', yes: a }, [...dice]);
      expect(findArmy(r.state, 'witigis')).toMatchObject({ at: 'Apulia et Calabria', sp: 28 });
      expect(r.state.fleets).toContainEqual({ power: 'ostrogoths', at: 'Apulia et Calabria', sp: 3, unpaid: false });
      expect(r.state.naval).toBeNull();
      expect(r.events.some((e) => e.key === 'retreat.sea')).toBe(true);
    }
  });
  it('intercepted (4) and beaten: a Fleet SP lost, 8 SP over the capacity (8.34), the fleet and army retreat into the first friendly port of the Adriatic (8.33)', () => {
    // Ostrogoths 1 (roll 0) + 1 (more SP) − 1 (seamanship) = 1; Byzantines 5 (roll 9) + 1 = 6; the winner rolls 2: no loss.
    const r = act(start(), { type: 'naval-intercept', yes: true }, [4, 0, 9, 2]);
    expect(r.events.find((e) => e.key === 'naval.battle')!.params).toMatchObject({ sea: 'Adriatic Sea', mover: 'ostrogoths', moverTotal: 1, enemyTotal: 6 });
    expect(r.events.find((e) => e.key === 'transport.loss')!.params).toMatchObject({ army: 'witigis', sp: 8 });
    expect(findArmy(r.state, 'witigis')).toMatchObject({ at: 'Picenum', sp: 20 });
    expect(r.state.fleets).toEqual([{ power: 'byzantine', at: 'sea:Adriatic Sea', sp: 2, unpaid: false }, { power: 'ostrogoths', at: 'Picenum', sp: 2, unpaid: false }]);
  });
  it('intercepted and victorious: the retreat sails on (8.35) and the beaten patrol goes into port (8.33)', () => {
    // Ostrogoths 5 (roll 9) + 1 − 1 = 5; Byzantines 1 (roll 0) + 1 = 2; the winner rolls 3: no loss; the patrol loses 1
    // and retreats into Flaminia, the first coastal province of the Adriatic holding friendly SP (Belisarius; R-NAVAL).
    const r = act(start(), { type: 'naval-intercept', yes: true }, [0, 9, 0, 3]);
    expect(findArmy(r.state, 'witigis')).toMatchObject({ at: 'Apulia et Calabria', sp: 28 });
    expect(r.state.fleets).toEqual([{ power: 'byzantine', at: 'Flaminia', sp: 1, unpaid: false }, { power: 'ostrogoths', at: 'Apulia et Calabria', sp: 3, unpaid: false }]);
  });
  it('the route avoids the enemy patrols where it can (ruling R-RETREAT-SEA)', () => {
    const s = bare({ fleets: [{ power: 'byzantine', at: 'Sicilia', sp: 2, unpaid: false }] });
    expect(seaRetreatRoute(s, 'Sicilia', 'Byzacena', 'byzantine')).toEqual(['Ionian Sea']);
    s.fleets.push({ power: 'vandals', at: 'sea:Ionian Sea', sp: 1, unpaid: false });
    expect(seaRetreatRoute(s, 'Sicilia', 'Byzacena', 'byzantine')).toEqual(['Tyrrhenian Sea', 'Sea of Carthage']);
  });
});

describe('6.54 Forts', () => {
  it('2 G, a non-City Byzantine province without a Fort, one per activation; it then helps interception (−1)', () => {
    let s = bare({ treasury: 4, armies: [army('east', 'byzantine', 'Euphratensis', 10, 'bessas'), army('chosroes', 'persia', 'Osrhoene', 12)], segment: { stage: 'byz-act' } });
    expect(legal(s)).toContainEqual({ type: 'fort', province: 'Euphratensis' });
    expect(legal(s)).not.toContainEqual({ type: 'fort', province: 'Mesopotamia' }); // a City
    expect(legal(s)).not.toContainEqual({ type: 'fort', province: 'Moesia I' }); // printed Fort
    s = act(s, { type: 'fort', province: 'Euphratensis' }).state;
    expect([s.treasury, s.builtForts]).toEqual([2, ['Euphratensis']]);
    expect(legal(s).some((a) => a.type === 'fort')).toBe(false);
    s = act(s, { type: 'pass' }).state;
    // Chosroes enters Euphratensis; Bessas (Control 3) intercepts with 4 − 1 = 3.
    s.segment = { stage: 'unit', seat: 'barbarian', power: 'persia', co: false, army: 'chosroes' };
    s = unitOf(s, 'chosroes', 4);
    s = act(s, { type: 'move', to: 'Euphratensis' }).state;
    const r = act(s, { type: 'intercept', army: 'east' }, [4, 0, 0, 0]);
    expect(r.events.find((e) => e.key === 'intercept.ok')!.params).toMatchObject({ roll: 4, modified: 3 });
  });
});

describe('4.13 a MagMil moving alone', () => {
  it('costs an activation but no G; he takes command of an army without a MagMil; the army he left cannot move', () => {
    let s = bare({ treasury: 4, armies: [army('east', 'byzantine', 'Syria I', 20, 'belisarius'), army('italy', 'byzantine', 'Sicilia', 10, null, { defeated: true })], segment: { stage: 'byz-act' } });
    expect(legal(s)).toContainEqual({ type: 'magmil-move', leader: 'belisarius', to: 'Sicilia' });
    s = act(s, { type: 'magmil-move', leader: 'belisarius', to: 'Sicilia' }).state;
    expect(findArmy(s, 'italy')).toMatchObject({ leader: 'belisarius', defeated: false });
    expect(findArmy(s, 'east')!.leader).toBeNull();
    expect([s.treasury, s.acts.byzantine]).toEqual([4, 1]);
    s.segment = { stage: 'byz-act' };
    expect(legal(s)).not.toContainEqual({ type: 'activate-army', army: 'east' });
  });
  it('with no army to command he waits in the province', () => {
    let s = bare({ armies: [army('east', 'byzantine', 'Syria I', 20, 'belisarius'), army('thrace', 'byzantine', 'Thracia', 10, 'mundus')], segment: { stage: 'byz-act' } });
    s = act(s, { type: 'magmil-move', leader: 'belisarius', to: 'Thracia' }).state;
    expect(s.unattached).toEqual({ belisarius: 'Thracia' });
  });
});
