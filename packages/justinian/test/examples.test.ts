import { describe, expect, it } from 'vitest';
import { cannotRetreat, fightBattle, pillage } from '../src/battle';
import { justinian } from '../src/index';
import { entryCost } from '../src/movement';
import { startActivationPhase, startTurn, upkeepCost } from '../src/phases';
import { removeIfEmpty } from '../src/forces';
import { controlSnapshot, controlsPrefecture, inProvincesOf, findArmy } from '../src/geo';
import { rollAllegiance } from '../src/activation';
import type { JustinianState } from '../src/state';
import { act, army, bare, force, legal, withCtx } from './helpers';

// The worked examples of the rulebook (spec examples.md, Part A) as golden tests with forced dice.

describe('EX-01, EX-02, DT-09 maintenance (5.21–5.23)', () => {
  it('an army costs 1 G per SP; Frontier 1 G per 3 SP (rounded up) per province; Fleet 1 G per SP', () => {
    const s = bare({ armies: [army('armenia', 'byzantine', 'Armenia III', 22, 'mundus'), army('east', 'byzantine', 'Phoenice', 25, 'sittas')], frontier: { 'Libya Pentapolis': { sp: 17, unpaid: false }, Phoenice: { sp: 5, unpaid: false } }, fleets: [{ power: 'byzantine', at: 'Phoenice', sp: 3, unpaid: false }] });
    expect(upkeepCost(s, 'army:armenia')).toBe(22);
    expect(upkeepCost(s, 'frontier:Libya Pentapolis')).toBe(6);
    expect(upkeepCost(s, 'army:east') + upkeepCost(s, 'frontier:Phoenice') + upkeepCost(s, 'fleet:Phoenice')).toBe(30);
    const groups = [1, 3, 4, 6, 7].map((sp, i) => ({ [`P${i}`]: { sp, unpaid: false } }));
    const t = bare({ frontier: Object.assign({}, ...groups) });
    expect([0, 1, 2, 3, 4].map((i) => upkeepCost(t, `frontier:P${i}`))).toEqual([1, 1, 2, 2, 3]);
  });
  it('EX-02: paying the Frontier and Fleet groups but not the army costs 5 G and flips the army Unpaid', () => {
    let s = bare({ phase: 'upkeep', treasury: 30, armies: [army('east', 'byzantine', 'Phoenice', 25, 'sittas')], frontier: { Phoenice: { sp: 5, unpaid: false } }, fleets: [{ power: 'byzantine', at: 'Phoenice', sp: 3, unpaid: false }], upkeepQueue: ['army:east', 'frontier:Phoenice', 'fleet:Phoenice'] });
    s = act(s, { type: 'unpaid', group: 'army:east' }).state;
    s = act(s, { type: 'pay', group: 'frontier:Phoenice' }).state;
    s = act(s, { type: 'pay', group: 'fleet:Phoenice' }, [0]).state; // then the levy roll 0
    expect(s.treasury).toBe(25);
    expect(findArmy(s, 'east')!.unpaid).toBe(true);
    expect(s.frontier['Phoenice']!.unpaid).toBe(false);
  });
});

describe('EX-05 (6.23) Persian recruitment from the box', () => {
  const start = (onMap: number): JustinianState => bare({ armies: [army('chosroes', 'persia', 'Syria I', onMap), army('perozes', 'persia', 'box:persia', 0)], segment: { stage: 'choose-unit', power: 'persia', seat: 'barbarian', co: false } });
  it('20 + three dice 4, 7, 1 = 32 SP under Perozes (30 on the map, limit 80)', () => {
    const s = act(start(30), { type: 'use-army', army: 'perozes' }, [4, 7, 1, 5]).state;
    expect(findArmy(s, 'perozes')!.sp).toBe(32);
    expect(s.recruitedLeaders).toContain('perozes');
  });
  it('with 55 Persian SP on the map only 25 are placed (4.35)', () => {
    const s = act(start(55), { type: 'use-army', army: 'perozes' }, [4, 7, 1, 5]).state;
    expect(findArmy(s, 'perozes')!.sp).toBe(25);
  });
  it('activating the army in Syria recruits nothing', () => {
    const s = act(start(30), { type: 'use-army', army: 'chosroes' }, [5]).state;
    expect(findArmy(s, 'chosroes')!.sp).toBe(30);
  });
});

describe('EX-07 (6.24, 6.27) Vandal recruitment and desertion', () => {
  it('a Chosen activation recruits 1 + 4 = 5 SP; each Vandal activation that moves this turn loses 2 SP (20, then 18); next turn none', () => {
    let s = bare({ armies: [army('gelimer', 'vandals', 'Zeugitania', 17)], control: { Zeugitania: 'vandals', Numidia: 'vandals' }, segment: { stage: 'barb-am' } });
    s = act(s, { type: 'chosen', power: 'vandals' }).state;
    expect(legal(s)).toEqual([{ type: 'recruit', yes: true }, { type: 'recruit', yes: false }]);
    s = act(s, { type: 'recruit', yes: true }, [4]).state;
    s = act(s, { type: 'place', province: 'Zeugitania' }).state;
    expect(findArmy(s, 'gelimer')!.sp).toBe(22);
    s = act(s, { type: 'use-army', army: 'gelimer' }, [5]).state;
    s = act(s, { type: 'move', to: 'Numidia' }).state;
    expect(findArmy(s, 'gelimer')!.sp).toBe(20);
    expect(s.majorRecruited).toEqual(['vandals']);
    // Later in the same turn another Vandal activation that moves costs 2 SP more (18).
    s.unit = null;
    s.segment = { stage: 'choose-unit', power: 'vandals', seat: 'barbarian', co: false };
    s = act(s, { type: 'use-army', army: 'gelimer' }, [5]).state;
    s = act(s, { type: 'move', to: 'Zeugitania' }).state;
    expect(findArmy(s, 'gelimer')!.sp).toBe(18);
    // Next turn, without a Vandal recruitment, the army moves with no desertion.
    withCtx(s, (ctx) => startTurn(s, ctx));
    s.phase = 'activation';
    s.unit = null;
    s.segment = { stage: 'choose-unit', power: 'vandals', seat: 'barbarian', co: false };
    s = act(s, { type: 'use-army', army: 'gelimer' }, [5]).state;
    s = act(s, { type: 'move', to: 'Numidia' }).state;
    expect(findArmy(s, 'gelimer')!.sp).toBe(18);
  });
});

describe('EX-08, EX-09 (6.32–6.34) allegiance with a bribe, and the allied SP joining an army', () => {
  it('Lombards (+1) with 9 G and a roll of 4: 8, Byzantine ally; their 10 + 3 SP join the Army of Illyricum in Dalmatia', () => {
    let s = bare({ treasury: 20, armies: [army('lombards', 'lombards', 'box:lombards', 0), army('illyricum', 'byzantine', 'Dalmatia', 10, 'mundus')], segment: { stage: 'barb-am' } });
    s = act(s, { type: 'random' }, [6, 0]).state; // percentile 60: Lombards, sum 6: no event
    expect(justinian.pending(s)!.kind).toBe('bribe');
    expect(legal(s)).toEqual([0, 3, 6, 9].map((gold) => ({ type: 'bribe', gold })));
    s = act(s, { type: 'bribe', gold: 9 }, [4, 3]).state;
    expect(s.allegiance['lombards']).toBe('byzantine');
    expect(s.treasury).toBe(11);
    expect(findArmy(s, 'lombards')!.sp).toBe(13);
    expect(legal(s)).toContainEqual({ type: 'ally-join', army: 'illyricum' });
    s = act(s, { type: 'ally-join', army: 'illyricum' }).state;
    expect(findArmy(s, 'illyricum')!.allied).toEqual({ lombards: 13 });
    expect(findArmy(s, 'lombards')!.at).toBe('box:lombards');
  });
  it('the Franks (−2) with the same bribe and roll: 5, Barbarian ally', () => {
    const s = bare({ armies: [army('franks', 'franks', 'box:franks', 0)] });
    s.segment = { stage: 'barb-am' };
    withCtx(force(s, 4, 2, 5), (ctx) => rollAllegiance(s, ctx, 'franks', 9));
    expect(s.allegiance['franks']).toBe('barbarian');
  });
});

describe('EX-04 (6.22) random activation with an event', () => {
  it('6 and 7: the event (5: Revolt, then 4: Armenia) comes first, then the Gepids activate', () => {
    const s0 = bare({ treasury: 0, armies: [army('gepids', 'gepids', 'box:gepids', 0)], segment: { stage: 'barb-am' } });
    const { state: s, events } = act(s0, { type: 'random' }, [6, 7, 5, 4, 2, 3, 5]);
    const keys = events.map((e) => e.key);
    expect(keys.indexOf('event.revolt')).toBeLessThan(keys.indexOf('am.power'));
    expect(keys).toContain('revolt.armenia');
    expect(events.find((e) => e.key === 'am.power')!.params).toEqual({ power: 'gepids' });
    expect(s.allegiance['gepids']).toBe('barbarian'); // 2 − 1 = 1
    expect(findArmy(s, 'gepids')!.sp).toBe(3);
    expect(s.revolt.sort()).toEqual(['Armenia I', 'Armenia II', 'Armenia III', 'Armenia IV']);
  });
});

describe('EX-13 (7.12) cumulative movement costs', () => {
  it('a Defeated and Disorganized Vandal army leaving Byzantine-occupied Numidia pays 4 MP into Zeugitania', () => {
    const s = bare({ armies: [army('gelimer', 'vandals', 'Numidia', 10, 'gelimer', { defeated: true, disorganized: true })], frontier: { Numidia: { sp: 2, unpaid: false } } });
    expect(entryCost(s, findArmy(s, 'gelimer')!, 'Zeugitania')).toBe(4);
  });
});

describe('EX-15 (7.18) no control marker beside another power\'s SP', () => {
  it('an Ostrogoth army in a province holding Frankish SP cannot place its marker', () => {
    const s = bare({ armies: [army('totila', 'ostrogoths', 'Aemilia', 20), army('franks', 'franks', 'Aemilia', 12)], allegiance: { franks: 'barbarian' }, segment: { stage: 'unit', seat: 'barbarian', power: 'ostrogoths', co: false, army: 'totila' } });
    s.unit = { kind: 'army', id: 'totila', mp: 5, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    expect(legal(s)).not.toContainEqual({ type: 'marker' });
    s.armies = s.armies.filter((a) => a.id !== 'franks');
    expect(legal(s)).toContainEqual({ type: 'marker' });
  });
});

describe('EX-16 (7.21) a fleet from Hispania to Sicily', () => {
  it('the Western Mediterranean is free; the Sea of Carthage and the Tyrrhenian Sea are its two; it goes In Port in Sicilia', () => {
    let s = bare({ fleets: [{ power: 'byzantine', at: 'Hispania', sp: 2, unpaid: false }], treasury: 5, segment: { stage: 'byz-act' } });
    s = act(s, { type: 'activate-fleet', at: 'Hispania' }).state;
    s = act(s, { type: 'sail', sea: 'Western Mediterranean' }).state;
    s = act(s, { type: 'sail', sea: 'Sea of Carthage' }).state;
    s = act(s, { type: 'sail', sea: 'Tyrrhenian Sea' }).state;
    expect(legal(s).some((a) => a.type === 'sail')).toBe(false);
    s = act(s, { type: 'port', province: 'Sicilia' }).state;
    expect(s.fleets).toEqual([{ power: 'byzantine', at: 'Sicilia', sp: 2, unpaid: false }]);
    expect(s.treasury).toBe(3);
  });
});

describe('EX-17 (8.21) a defeated army that cannot retreat', () => {
  it('32 SP, roll 4: 28 SP left', () => {
    const s = bare({ armies: [army('witigis', 'ostrogoths', 'Picenum', 32, 'witigis', { defeated: true })] });
    withCtx(force(s, 4), (ctx) => cannotRetreat(s, ctx, findArmy(s, 'witigis')!));
    expect(findArmy(s, 'witigis')!.sp).toBe(28);
  });
});

describe('EX-18 (8.26) elimination of leaders', () => {
  it('a Bulgar leader goes home; Tzazon is removed; the last Persian leader goes to the turn track, Persia is re-rolled until he is back', () => {
    const s = bare({ turn: 3, armies: [army('bulgars', 'bulgars', 'Scythia', 0), army('tzazon', 'vandals', 'Sardinia', 0), army('chosroes', 'persia', 'Osrhoene', 0)] });
    withCtx(s, (ctx) => { for (const id of ['bulgars', 'tzazon', 'chosroes']) removeIfEmpty(s, ctx, findArmy(s, id)!, true); });
    expect(findArmy(s, 'bulgars')!.at).toBe('box:bulgars');
    expect(findArmy(s, 'tzazon')).toBeUndefined();
    expect(s.eliminatedLeaders).toContain('tzazon');
    expect(s.persianOnTrack).toEqual({ leader: 'chosroes', turn: 4 });
    // Until Turn 4 a Persian activation result is re-rolled: 05 (Persia), re-rolled 60 (Lombards).
    s.segment = { stage: 'barb-am' };
    s.acts.randomLeft = 3;
    s.armies.push(army('lombards', 'lombards', 'box:lombards', 0));
    const r = act(s, { type: 'random' }, [0, 5, 6, 0, 4, 3]);
    expect(r.events.find((e) => e.key === 'am.reroll')!.params).toEqual({ pct: 60 });
    expect(r.events.find((e) => e.key === 'am.power')!.params).toEqual({ power: 'lombards' });
    // At the start of Turn 4's Activation Phase he is back in the Sassanid box.
    const t = bare({ turn: 4, persianOnTrack: { leader: 'chosroes', turn: 4 } });
    withCtx(t, (ctx) => startActivationPhase(t, ctx));
    expect(findArmy(t, 'chosroes')).toMatchObject({ at: 'box:persia', sp: 0 });
    expect(t.persianOnTrack).toBeNull();
  });
});

describe('EX-19 (8.27) pillage', () => {
  it('John Troglita (Control 5), Unpaid and Disorganized, rolls 6 + 3 = 9: 4 SP go home, the army is paid', () => {
    const s = bare({ armies: [army('illyricum', 'byzantine', 'Macedonia', 20, 'johnTroglita', { unpaid: true, disorganized: true })] });
    withCtx(force(s, 6), (ctx) => pillage(s, ctx, 'illyricum'));
    expect(findArmy(s, 'illyricum')!.sp).toBe(16);
    expect(findArmy(s, 'illyricum')!.unpaid).toBe(false);
  });
});

describe('EX-20 the land battle of Flaminia (8.15–8.21)', () => {
  it('Belisarius 55 SP against Witigis 37 SP, both roll 6: the Ostrogoths lose 9, the Byzantines 5; Witigis is Defeated and retreats', () => {
    const s = bare({
      armies: [army('illyricum', 'byzantine', 'Flaminia', 30, 'belisarius'), army('italy', 'byzantine', 'Flaminia', 25, 'bessas'), army('witigis', 'ostrogoths', 'Flaminia', 37)],
      control: { Flaminia: 'ostrogoths', Picenum: 'ostrogoths' },
    });
    const control = controlSnapshot({ ...s, armies: s.armies.filter((a) => a.power !== 'byzantine') });
    s.segment = { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'illyricum' };
    const { events } = withCtx(force(s, 6, 6), (ctx) => fightBattle(s, ctx, { province: 'Flaminia', attackerSide: 'byzantine', attackers: ['illyricum', 'italy'], defenders: ['witigis'], all: false, strait: false, control }, { kind: 'intercept', mover: 'witigis', moverIsActive: false, side: 'byzantine' }));
    const atk = events.find((e) => e.key === 'battle.attacker')!;
    expect(atk.modifiers!.reduce((n, m) => n + m.value, 0)).toBe(1);
    expect(atk.chart).toEqual({ name: '11.6 Battle Results', cell: '7/41-60', result: '9' });
    expect(events.find((e) => e.key === 'battle.defender')!.chart!.cell).toBe('5/26-40');
    // 8.21: Witigis' 9 losses come from his one army at once; the Byzantine owner distributes his 5 over two armies.
    expect(findArmy(s, 'witigis')!.sp).toBe(28);
    expect(s.battle).toMatchObject({ attackerLoss: 5, defenderLoss: 9 });
    expect(s.losses).toEqual([{ side: 'byzantine', groups: [{ kind: 'army', id: 'illyricum' }, { kind: 'army', id: 'italy' }], left: 5, rule: '8.21', province: 'Flaminia' }]);
    let t = s;
    for (const g of ['italy', 'italy', 'illyricum', 'italy', 'italy']) t = act(t, { type: 'lose', group: `army:${g}` }, g === 'italy' && t.losses[0]!.left === 1 ? [3, 0] : []).state;
    expect([findArmy(t, 'illyricum')!.sp, findArmy(t, 'italy')!.sp]).toEqual([29, 21]);
    expect(findArmy(t, 'witigis')!.defeated).toBe(true);
    expect(t.retreat!.armies).toEqual(['witigis']);
    expect(legal(t)).toContainEqual({ type: 'retreat', army: 'witigis', to: 'Picenum' });
  });
});

describe('EX-21 (8.34) transport losses', () => {
  it('an army of 17 SP carried by 2 Fleet SP loses 7 SP when the fleet loses 1', () => {
    let s = bare({ treasury: 5, armies: [army('africa', 'byzantine', 'Europa', 17, 'solomon')], fleets: [{ power: 'byzantine', at: 'Europa', sp: 2, unpaid: false }, { power: 'vandals', at: 'Rhodope', sp: 1, unpaid: false }], segment: { stage: 'byz-act' } });
    s = act(s, { type: 'activate-fleet', at: 'Europa' }).state;
    s = act(s, { type: 'embark', army: 'africa' }).state;
    s = act(s, { type: 'sail', sea: 'Aegean Sea' }).state;
    // Byzantine 9 → 5 + 1 (more SP) + 1 (seamanship) = 7; Vandal 0 → 1: the Byzantines win; winner's loss roll 7 → 1 Fleet SP.
    s = act(s, { type: 'port', province: 'Rhodope' }, [9, 0, 7]).state;
    expect(findArmy(s, 'africa')!.sp).toBe(10);
    expect(findArmy(s, 'africa')!.leader).toBe('solomon'); // the fleet was not entirely eliminated
    expect(findArmy(s, 'africa')!.at).toBe('Rhodope');
    expect(s.fleets.filter((f) => f.power === 'vandals')).toEqual([]);
  });
});

describe('EX-22 (10.21) prefecture control', () => {
  it('Africa needs Zeugitania, Sardinia and Hispania and 5 of the other 8', () => {
    const others = inProvincesOf('Africa').filter((p) => !['Zeugitania', 'Sardinia', 'Hispania'].includes(p));
    const s = bare({ control: Object.fromEntries(others.slice(0, 3).map((p) => [p, 'vandals' as const])) });
    expect(controlsPrefecture(s, 'Africa')).toBe(true);
    s.control[others[3]!] = 'vandals';
    expect(controlsPrefecture(s, 'Africa')).toBe(false);
    const t = bare({ control: { Sardinia: 'vandals' } });
    expect(controlsPrefecture(t, 'Africa')).toBe(false);
  });
});

describe('EX-11 (6.52) combining Byzantine armies', () => {
  it('the Army of Armenia (Belisarius) combines with the Army of the East in Armenia III for 1 MP; they move and fight as one', () => {
    let s = bare({ treasury: 5, armies: [army('armenia', 'byzantine', 'Armenia III', 20, 'belisarius'), army('east', 'byzantine', 'Armenia III', 25, 'bessas'), army('chosroes', 'persia', 'Armenia IV', 30)], segment: { stage: 'byz-act' } });
    s = act(s, { type: 'activate-army', army: 'armenia' }, [6]).state; // A, 6 → 7 MP
    expect(s.treasury).toBe(3);
    s = act(s, { type: 'combine' }).state;
    expect(s.combined).toEqual({ armenia: ['east'] });
    s = act(s, { type: 'move', to: 'Armenia IV' }).state;
    expect(findArmy(s, 'east')!.at).toBe('Armenia IV');
    s = act(s, { type: 'done' }).state; // Chosroes does not intercept
    s = act(s, { type: 'attack', target: 'chosroes' }).state;
    // 45 SP against 30: +1 strength, +2 Belisarius (no +1 against the Persians); Chosroes +1.
    const r = act(s, { type: 'stand', army: 'chosroes' }, [5, 5]);
    const atk = r.events.find((e) => e.key === 'battle.attacker')!;
    expect(atk.params).toMatchObject({ sp: 45, modified: 8, loss: 10 });
    expect(r.events.find((e) => e.key === 'battle.defender')!.params).toMatchObject({ modified: 6, loss: 6 });
    // 8.21: the Byzantine distributes his 6 losses between the two armies, 1 SP at a time; he takes them all from the East.
    s = r.state;
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'losses' });
    expect(legal(s)).toEqual([{ type: 'lose', group: 'army:armenia' }, { type: 'lose', group: 'army:east' }]);
    for (let i = 0; i < 5; i++) s = act(s, { type: 'lose', group: 'army:east' }).state;
    const last = act(s, { type: 'lose', group: 'army:east' }, [9]); // one disorganization roll for the combination (ruling 13-40): 9 > 6
    expect([findArmy(last.state, 'armenia')!.sp, findArmy(last.state, 'east')!.sp]).toEqual([20, 19]);
    expect(last.events.some((e) => e.key === 'battle.won')).toBe(true);
    expect([findArmy(last.state, 'armenia')!.disorganized, findArmy(last.state, 'east')!.disorganized]).toEqual([true, true]);
  });
});

describe('7.17 a minor army transfers its SP to a major army', () => {
  it('the Franks join Totila for 1 MP and their leader goes home', () => {
    let s = bare({ armies: [army('totila', 'ostrogoths', 'Liguria', 20), army('franks', 'franks', 'Liguria', 12)], allegiance: { franks: 'barbarian' }, segment: { stage: 'unit', seat: 'barbarian', power: 'franks', co: false, army: 'franks' } });
    s.unit = { kind: 'army', id: 'franks', mp: 3, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    s = act(s, { type: 'transfer' }).state;
    expect(findArmy(s, 'totila')!.allied).toEqual({ franks: 12 });
    expect(findArmy(s, 'franks')!.at).toBe('box:franks');
  });
});

describe('6.24 recruits traded for a Fleet SP', () => {
  it('3 of the recruited SP become 1 Fleet SP in a coastal province of the power', () => {
    let s = bare({ armies: [army('gelimer', 'vandals', 'Zeugitania', 10)], control: { Zeugitania: 'vandals' }, segment: { stage: 'place-recruits', power: 'vandals', sp: 5 } });
    s = act(s, { type: 'trade-fleet', province: 'Zeugitania' }).state;
    expect(s.fleets).toEqual([{ power: 'vandals', at: 'Zeugitania', sp: 1, unpaid: false }]);
    s = act(s, { type: 'place', province: 'Zeugitania' }).state;
    expect(findArmy(s, 'gelimer')!.sp).toBe(12);
  });
});

describe('EX-10 (6.41–6.45) Totila and the Franks', () => {
  it('the Franks (10 + 3 + 4) wait in Liguria; Totila (+1 MP) marches there, picks them up for 1 MP and attacks the Army of Italy in Aemilia as an Ostrogoth army', () => {
    let s = bare({
      turn: 4, treasury: 0,
      armies: [army('totila', 'ostrogoths', 'Campania', 20), army('franks', 'franks', 'box:franks', 0), army('italy', 'byzantine', 'Aemilia', 10, 'mundus')],
      control: { Campania: 'ostrogoths', 'Tuscia et Umbria': 'ostrogoths', Liguria: 'ostrogoths' },
      segment: { stage: 'barb-am' },
    });
    s = act(s, { type: 'co', power: 'ostrogoths' }).state;
    s = act(s, { type: 'co-minor', power: 'franks' }, [3, 4]).state;
    expect(findArmy(s, 'franks')).toMatchObject({ at: 'Liguria', sp: 17 });
    s = act(s, { type: 'recruit', yes: false }).state;
    s = act(s, { type: 'use-army', army: 'totila' }, [4]).state; // B, 4 → 6, +1 = 7 MP
    s = act(s, { type: 'move', to: 'Tuscia et Umbria' }).state;
    s = act(s, { type: 'move', to: 'Liguria' }).state;
    s = act(s, { type: 'pickup' }).state;
    expect(findArmy(s, 'totila')!.allied).toEqual({ franks: 17 });
    s = act(s, { type: 'move', to: 'Aemilia' }).state;
    s = act(s, { type: 'done' }).state; // the Army of Italy does not intercept
    s = act(s, { type: 'attack', target: 'italy' }).state;
    const r = act(s, { type: 'stand', army: 'italy' }, [5, 5, 0]);
    const atk = r.events.find((e) => e.key === 'battle.attacker')!;
    expect(atk.params).toMatchObject({ sp: 37 });
    expect(atk.modifiers!.map((m) => [m.label.key, m.value])).toEqual([['drm.strength', 3], ['drm.leader', 2], ['drm.ostrogoth', -1]]);
    expect(r.state.unit).toMatchObject({ id: 'totila', mp: 2 });
    expect(r.state.coMinor).toBeNull();
  });
});

describe('6.52 redistributing SP when combining', () => {
  it('right after combining, SP pass one at a time; a Praesental army receives but never gives', () => {
    let s = bare({ treasury: 5, armies: [army('praesentalI', 'byzantine', 'Europa', 12, 'mundus'), army('thrace', 'byzantine', 'Europa', 20, 'sittas')], segment: { stage: 'byz-act' } });
    s = act(s, { type: 'activate-army', army: 'praesentalI' }, [5]).state;
    s = act(s, { type: 'combine' }).state;
    expect(legal(s)).toContainEqual({ type: 'shift', from: 'thrace', to: 'praesentalI' });
    expect(legal(s)).not.toContainEqual({ type: 'shift', from: 'praesentalI', to: 'thrace' });
    for (let i = 0; i < 3; i++) s = act(s, { type: 'shift', from: 'thrace', to: 'praesentalI' }).state;
    expect([findArmy(s, 'praesentalI')!.sp, findArmy(s, 'thrace')!.sp]).toEqual([15, 17]);
    s = act(s, { type: 'move', to: 'Thracia' }).state;
    expect(legal(s).some((a) => a.type === 'shift')).toBe(false);
    expect(findArmy(s, 'thrace')!.at).toBe('Thracia');
  });
});
