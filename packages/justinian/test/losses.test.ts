import { describe, expect, it } from 'vitest';
import { fightBattle } from '../src/battle';
import { plague } from '../src/events';
import { justinian } from '../src/index';
import { controlSnapshot, findArmy } from '../src/geo';
import { act, army, bare, force, legal, settled, withCtx } from './helpers';

// 8.21 "The owner distributes his losses as he wishes among the SP involved in the battle": a decision of the owning
// seat, 1 SP at a time, opened only when he has a choice (ruling R-LOSSES).

describe('8.21 losses chosen by their owner', () => {
  it('a Byzantine army and its Frontier SP attacked together: the Byzantine chooses where his losses fall', () => {
    const s = bare({
      armies: [army('east', 'byzantine', 'Phoenice', 12, 'bessas'), army('chosroes', 'persia', 'Phoenice', 30)],
      frontier: { Phoenice: { sp: 6, unpaid: false } },
      segment: { stage: 'unit', seat: 'barbarian', power: 'persia', co: false, army: 'chosroes' },
    });
    const { events } = withCtx(force(s, 6, 0), (ctx) => fightBattle(s, ctx, { province: 'Phoenice', attackerSide: 'barbarian', attackers: ['chosroes'], defenders: ['east'], all: true, strait: false, control: controlSnapshot(s) }, { kind: 'attack', army: 'chosroes', landed: false, side: 'barbarian' }));
    const lost = Number(events.find((e) => e.key === 'battle.attacker')!.params!['loss']);
    expect(lost).toBeGreaterThan(0);
    expect(lost).toBeLessThan(18);
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'losses' });
    expect(legal(s)).toEqual([{ type: 'lose', group: 'army:east' }, { type: 'lose', group: 'frontier:Phoenice' }]);
    // He sacrifices the Frontier SP first (they die anyway on a defeat, 8.21), then the army.
    let t = s;
    // The sixth Frontier SP closes his choice: the rest falls on the army, the battle ends (Chosroes' Control roll 0).
    for (let i = 0; i < 6; i++) t = act(t, { type: 'lose', group: 'frontier:Phoenice' }, i === 5 ? [0] : []).state;
    expect(findArmy(t, 'east')!.sp).toBe(12 - (lost - 6));
    expect(t.frontier['Phoenice']).toBeUndefined();
    expect(t.losses).toEqual([]);
  });

  it('once the choice is over (one group left with SP), the rest is taken at once', () => {
    const s = bare({
      armies: [army('east', 'byzantine', 'Phoenice', 12, 'bessas'), army('chosroes', 'persia', 'Phoenice', 30)],
      frontier: { Phoenice: { sp: 2, unpaid: false } },
      segment: { stage: 'unit', seat: 'barbarian', power: 'persia', co: false, army: 'chosroes' },
    });
    withCtx(force(s, 9, 0), (ctx) => fightBattle(s, ctx, { province: 'Phoenice', attackerSide: 'barbarian', attackers: ['chosroes'], defenders: ['east'], all: true, strait: false, control: controlSnapshot(s) }, { kind: 'attack', army: 'chosroes', landed: false, side: 'barbarian' }));
    const left = s.losses[0]!.left;
    let t = act(s, { type: 'lose', group: 'frontier:Phoenice' }).state;
    t = act(t, { type: 'lose', group: 'frontier:Phoenice' }, [0]).state;
    expect(t.losses).toEqual([]);
    expect(findArmy(t, 'east')!.sp).toBe(12 - (left - 2));
  });

  it('a single group takes its losses without a decision', () => {
    const s = bare({ armies: [army('east', 'byzantine', 'Phoenice', 12, 'bessas'), army('chosroes', 'persia', 'Phoenice', 30)], segment: { stage: 'unit', seat: 'barbarian', power: 'persia', co: false, army: 'chosroes' } });
    withCtx(force(s, 6, 0, 0), (ctx) => fightBattle(s, ctx, { province: 'Phoenice', attackerSide: 'barbarian', attackers: ['chosroes'], defenders: ['east'], all: false, strait: false, control: controlSnapshot(s) }, { kind: 'attack', army: 'chosroes', landed: false, side: 'barbarian' }));
    expect(s.losses).toEqual([]);
    expect(s.battle).toMatchObject({ defenderLoss: expect.any(Number) });
  });

  it('the solitaire Barbarian takes its losses from its largest group, never prompted', () => {
    const s = bare({
      mode: 'solitaire',
      armies: [army('east', 'byzantine', 'Zeugitania', 30, 'belisarius'), army('gelimer', 'vandals', 'Zeugitania', 10)],
      detached: [{ power: 'vandals', at: 'Zeugitania', sp: 14 }],
      control: { Zeugitania: 'vandals' },
      segment: { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: 'east' },
    });
    s.unit = { kind: 'army', id: 'east', mp: 3, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
    withCtx(force(s, 9, 0, 0), (ctx) => fightBattle(s, ctx, { province: 'Zeugitania', attackerSide: 'byzantine', attackers: ['east'], defenders: ['gelimer'], all: true, strait: false, control: controlSnapshot(s) }, { kind: 'attack', army: 'east', landed: false, side: 'byzantine' }));
    const lost = s.losses[0]!.left;
    settled(force(s, 0, 0)); // the system seat's decision: answered by settle
    expect(s.losses).toEqual([]);
    expect(justinian.pending(s)?.seat).not.toBe('barbarian');
    // One SP at a time from the larger group: 14 detached and 10 in the army → the detached go down to 10 first.
    // 9 SP: 14 → 10 detached, then alternately (the army first on a tie): army 7, detached 8.
    expect(lost).toBe(9);
    expect(findArmy(s, 'gelimer')!.sp).toBe(7);
    expect(s.detached).toEqual([{ power: 'vandals', at: 'Zeugitania', sp: 8 }]);
  });
});

describe('9.0 Plague: the owner chooses which SP die (ruling 13-44)', () => {
  it('an army and Frontier SP in a non-City province lose a third; the Byzantine picks the Frontier SP', () => {
    const s = bare({ armies: [army('east', 'byzantine', 'Phoenice', 10, 'bessas')], frontier: { Phoenice: { sp: 5, unpaid: false } }, segment: { stage: 'byz-act' } });
    withCtx(s, (ctx) => plague(s, ctx));
    expect(s.losses).toEqual([{ side: 'byzantine', groups: [{ kind: 'army', id: 'east' }, { kind: 'frontier', at: 'Phoenice' }], left: 5, rule: '9.0', province: 'Phoenice' }]);
    expect(justinian.pending(s)).toMatchObject({ seat: 'byzantine', kind: 'losses' });
    let t = s;
    for (let i = 0; i < 5; i++) t = act(t, { type: 'lose', group: 'frontier:Phoenice' }).state;
    expect(findArmy(t, 'east')!.sp).toBe(10);
    expect(t.frontier['Phoenice']).toBeUndefined();
    expect(justinian.pending(t)).toMatchObject({ seat: 'byzantine', kind: 'byz-act' });
  });
});

describe('8.21 where defeated detached SP retreat: the Barbarian chooses (ruling R-RETREAT)', () => {
  it('two friendly neighbours: a retreat decision of the Barbarian seat for his detached SP', () => {
    const s = bare({
      armies: [army('italy', 'byzantine', 'Flaminia', 20, 'belisarius')],
      detached: [{ power: 'ostrogoths', at: 'Flaminia', sp: 3 }, { power: 'ostrogoths', at: 'Picenum', sp: 2 }],
      control: { Flaminia: 'ostrogoths', Picenum: 'ostrogoths', Aemilia: 'ostrogoths' },
      retreat: { armies: ['detached:ostrogoths'], province: 'Flaminia', exclude: null },
      segment: { stage: 'byz-act' },
    });
    expect(justinian.pending(s)).toMatchObject({ seat: 'barbarian', kind: 'retreat' });
    const options = legal(s);
    expect(options).toContainEqual({ type: 'retreat', army: 'detached:ostrogoths', to: 'Picenum' });
    expect(options).toContainEqual({ type: 'retreat', army: 'detached:ostrogoths', to: 'Aemilia' });
    const t = act(s, { type: 'retreat', army: 'detached:ostrogoths', to: 'Picenum' }).state;
    expect(t.detached).toEqual([{ power: 'ostrogoths', at: 'Picenum', sp: 5 }]);
    expect(t.retreat).toBeNull();
  });
});
