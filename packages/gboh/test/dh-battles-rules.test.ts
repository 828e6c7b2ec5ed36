import { Random, createRngState, type JsonValue, type StepContext } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import type { GbohAction, GbohState } from '../src';
import { hooks } from '../src/battleRules';
import { effectiveTQ } from '../src/board';
import { substitutionTq, substitutionTqRaw } from '../src/battles/devils-horsemen';
import { addHits } from '../src/cohesion';
import { canFireAt } from '../src/missile';
import { legalSteps, startMove } from '../src/movement';
import { noCheckEligible } from '../src/shock';
import { withdrawalPhase } from '../src/withdrawal';
import { act, legalOf, OC, pendingOf, position, start } from './helpers';
import aynJalutFile from '../src/scenarios/data/ayn-jalut.json';

/** The Devil's Horsemen battles' special rules, each in a small position with forced dice. */

/** A step context whose next d10s are `dice`; its events are kept. */
function dctx(dice: number[] = []): StepContext & { events: { key: string; params?: Record<string, unknown> }[] } {
  const events: { key: string; params?: Record<string, unknown> }[] = [];
  return { rng: new Random({ ...createRngState(1), forced: [...dice] }), emit: (e) => events.push(e), reveal: () => undefined, events };
}
const P = { source: 'provisional' as const };
const keys = (c: { events: { key: string }[] }) => c.events.map((e) => e.key);

/** Pass other leaders until `leader` may be activated, then activate him (with `dice`). */
function activate(s: GbohState, leader: string, dice: number[] = []): { state: GbohState; events: { key: string; params?: Record<string, unknown> }[] } {
  for (let i = 0; i < 12; i++) {
    const l = legalOf(s);
    if (l.some((a) => a.type === 'activate' && a.leader === leader)) return act(s, { type: 'activate', leader }, dice);
    const pass = l.find((a) => a.type === 'pass' && a.leader !== leader);
    if (pass === undefined) throw new Error(`cannot reach ${leader}: ${JSON.stringify(l)}`);
    s = act(s, pass).state;
  }
  throw new Error(`cannot reach ${leader}`);
}

function withExtra(pos: JsonValue, extra: Record<string, unknown>): JsonValue {
  return { ...(pos as Record<string, unknown>), ...extra } as JsonValue;
}

// ---------------------------------------------------------------------------------------------------------- Indus

describe('indus.flankingForce (Indus 1.5)', () => {
  const groups = { '1-2': 'flank-1-2', '3-4': 'flank-3-4', '5-6': 'flank-5-6', '7-8': 'flank-7-8' };
  function battle(): GbohState {
    const pos = position({
      units: [
        { id: 'f1', side: 'byzantines', type: 'LC', hex: null },
        { id: 'f2', side: 'byzantines', type: 'LC', hex: null },
        { id: 'b1', side: 'byzantines', type: 'HC', hex: '0807', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1407', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0807'), OC('persians', '1407'), { id: 'bela', name: 'Bela Noyan', side: 'byzantines', hex: null }],
      specialRules: [{ kind: 'flankingForce', side: 'byzantines', groups, leaders: ['bela'], fromTurn: 2, levelAfter: 75 }],
    });
    const group = (id: string, hexes: string[]) => ({ id, side: 'byzantines', units: ['f1', 'f2'], arrival: { kind: 'turn', turn: 99 }, entry: { hexes, edge: 'north', inColumn: true }, provenance: P });
    return start(withExtra(pos, { reinforcements: [group('flank-1-2', ['1014']), group('flank-3-4', ['1001']), group('flank-5-6', ['0510']), group('flank-7-8', ['1014', '1001', '0510'])], rules: ['indus.flankingForce'] }));
  }

  it('from turn 2, a roll above the turn number keeps the force off the map', () => {
    const s = battle();
    const c = dctx([3]);
    hooks.withdrawalPhaseEnd(s, c); // end of turn 1: the roll for turn 2
    expect(c.events.find((e) => e.key === 'indus.flankRoll')?.params).toMatchObject({ turn: 2, roll: 3 });
    expect(s.arrived).toEqual([]);
    expect(s.battle['indus.flankingForce']).toEqual({ chit: null, arrivedTurn: null });
  });

  it('a roll ≤ the turn number brings it on: the chit (8-9 rolled again) picks the edge; the level goes 60 → 75', () => {
    const s = battle();
    hooks.withdrawalPhaseEnd(s, dctx([2, 9, 4])); // turn 2: 2 ≤ 2; chit roll 9 again, 4 = chit 5(6)
    expect(s.battle['indus.flankingForce']).toEqual({ chit: '5-6', arrivedTurn: 2 });
    expect(s.arrived).toEqual(['flank-5-6']);
    expect(s.entering).toEqual({ 'flank-5-6': { hex: null, cutOff: false } });
    expect(s.levelReduction.byzantines).toBe(-15); // 60 printed, 75 now
    // No second roll once it has arrived.
    const c = dctx([0]);
    hooks.withdrawalPhaseEnd(s, c);
    expect(keys(c)).not.toContain('indus.flankRoll');
  });

  it('its leaders come on with its first unit on the map', () => {
    const s = battle();
    hooks.withdrawalPhaseEnd(s, dctx([1, 0])); // chit 1(2)
    expect(s.leaders.bela!.hex).toBeNull();
    s.units.f1!.hex = '1014';
    hooks.afterStep(s, dctx());
    expect(s.leaders.bela!.hex).toBe('1014');
  });

  it('rolls nothing before its first turn (turn 1 is never rolled for)', () => {
    const s = battle();
    s.turn = 0; // the roll made at the end of "turn 0" would be for turn 1
    const c = dctx([0]);
    hooks.withdrawalPhaseEnd(s, c);
    expect(keys(c)).not.toContain('indus.flankRoll');
  });
});

// ---------------------------------------------------------------------------------------------------------- Kalka

describe('kalka.kievArrival (Kalka 2.4)', () => {
  function battle(): GbohState {
    const pos = position({
      units: [
        { id: 'k1', side: 'byzantines', type: 'MI', hex: null },
        { id: 'b1', side: 'byzantines', type: 'HC', hex: '0807', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1407', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0807'), OC('persians', '1407'), { id: 'grand', name: 'Grand Prince', side: 'byzantines', hex: null }],
      specialRules: [{ kind: 'kievArrival', group: 'kiev', leaders: ['grand'], fromTurn: 2, succeedOn: [1, 3, 5, 7, 9] }],
    });
    return start(withExtra(pos, { reinforcements: [{ id: 'kiev', side: 'byzantines', units: ['k1'], arrival: { kind: 'turn', turn: 5 }, entry: { edge: 'west', inColumn: true }, provenance: P }], rules: ['kalka.kievArrival'] }));
  }

  it('an even roll keeps the Kiev army off; an odd one brings it on', () => {
    const s = battle();
    hooks.withdrawalPhaseEnd(s, dctx([4])); // for turn 2
    expect(s.arrived).toEqual([]);
    s.turn = 2;
    hooks.withdrawalPhaseEnd(s, dctx([7])); // for turn 3
    expect(s.arrived).toEqual(['kiev']);
  });

  it('no roll for turn 5: it enters then by itself (the group’s turn arrival)', () => {
    const s = battle();
    s.turn = 4;
    const c = dctx([4]);
    hooks.withdrawalPhaseEnd(s, c);
    expect(keys(c)).not.toContain('kalka.kievRoll');
    expect(s.static.reinforcements[0]!.arrival).toEqual({ kind: 'turn', turn: 5 });
  });
});

describe('kalka.russianFlight (Kalka 2.9)', () => {
  function battle(): GbohState {
    const pos = position({
      units: [
        { id: 'a1', side: 'persians', type: 'MI', tq: 6, hex: '1405', facing: { vertex: 4 } },
        { id: 'a2', side: 'persians', type: 'MI', tq: 5, hex: '1406', facing: { vertex: 4 } },
        { id: 'a3', side: 'persians', type: 'MI', tq: 4, hex: '1407', facing: { vertex: 4 } },
        { id: 'c1', side: 'persians', type: 'MI', tq: 6, hex: '1409', facing: { vertex: 4 } },
        { id: 'b1', side: 'byzantines', type: 'HC', hex: '0807', facing: { vertex: 1 } },
      ],
      leaders: [OC('byzantines', '0807'), OC('persians', '1411', { initiative: 2 }), { id: 'ca', name: 'Prince A', side: 'persians', hex: '1406', initiative: 3 }],
      sides: { per: { withdrawalLevel: 100000 } },
      specialRules: [
        {
          kind: 'commandFlight', side: 'persians', withdrawAt: 4,
          commands: [
            { id: 'a', name: 'Command A', units: ['a1', 'a2', 'a3'], leaders: ['ca'], fleesAt: 20, points: 3 },
            { id: 'c', name: 'Command C', units: ['c1'], leaders: [], fleesAt: 6, points: 1 },
          ],
        },
      ],
    });
    return start(withExtra(pos, { rules: ['kalka.russianFlight'] }));
  }
  const kill = (s: GbohState, id: string) => {
    s.units[id]!.status = 'eliminated';
    s.units[id]!.hex = null;
    s.routPoints.persians = (s.routPoints.persians ?? 0) + s.static.units[id]!.routPoints;
  };

  it('a Command flees when its own RP (units’ printed TQ + 5 × lost leaders’ Initiative) reach its Flight Level', () => {
    const s = battle();
    kill(s, 'a1');
    hooks.endOfRoutPhase(s, dctx());
    expect(s.battle['kalka.russianFlight']).toEqual({ fled: [], points: 0 }); // 6 < 20
    s.leaders.ca!.status = 'eliminated';
    s.leaders.ca!.hex = null; // 6 + 15 = 21
    const c = dctx();
    hooks.endOfRoutPhase(s, c);
    expect(s.battle['kalka.russianFlight']).toEqual({ fled: ['a'], points: 3 });
    expect(c.events.find((e) => e.key === 'kalka.flight')?.params).toMatchObject({ command: 'Command A', rp: 21, units: 2 });
    // The fleeing units leave play, unscored: the army's RP stay at the one unit eliminated.
    expect([s.units.a2!.hex, s.units.a3!.hex]).toEqual([null, null]);
    expect(s.routPoints.persians).toBe(6);
    expect(s.units.c1!.hex).toBe('1409');
  });

  it('the army withdraws once its Commands’ Withdrawal Points reach 6 (here 4): the Withdrawal Phase ends the game', () => {
    const s = battle();
    kill(s, 'a1');
    kill(s, 'a2');
    kill(s, 'a3'); // 15
    s.leaders.ca!.status = 'eliminated'; // + 15 = 30: flees, 3 points
    hooks.endOfRoutPhase(s, dctx());
    expect(s.levelReduction.persians ?? 0).toBe(0);
    kill(s, 'c1'); // 6: flees, 1 point: 4
    const c = dctx();
    hooks.endOfRoutPhase(s, c);
    expect(keys(c)).toContain('kalka.armyFlees');
    withdrawalPhase(s, dctx());
    expect(s.outcome).toMatchObject({ winner: 'byzantines' });
  });
});

describe('kalka.commandActivation (Kalka 2.6)', () => {
  // Command "a" (Activation Value 7): the OC (Initiative 6, its senior leader) and an SC (Initiative 2).
  function battle(): GbohState {
    const pos = position({
      units: [
        { id: 'u1', side: 'byzantines', type: 'HC', hex: '0706', facing: { vertex: 1 } },
        { id: 'u2', side: 'byzantines', type: 'HC', hex: '0711', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1507', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0705', { initiative: 6, commandRange: 2 }), { id: 'sc', name: 'SC', side: 'byzantines', hex: '0712', initiative: 2, commandRange: 2 }, OC('persians', '1508', { initiative: 1 })],
      specialRules: [{ kind: 'commandActivation', commands: [{ id: 'a', side: 'byzantines', value: 7, leaders: ['byzantines-oc', 'sc'] }] }],
    });
    return start(withExtra(pos, { rules: ['kalka.commandActivation'] }));
  }

  it('the Command activates as one: its other leader is no longer activated alone, the orders pass to him with his own Initiative', () => {
    const s = battle();
    expect(hooks.activationValue(s, 'sc')).toBe(7);
    const a = activate(s, 'byzantines-oc').state;
    expect(a.leaders.sc!.status).toBe('finished');
    expect(legalOf(a)).toContainEqual({ type: 'command-leader', leader: 'sc' });
    expect(legalOf(a).some((x) => x.type === 'move' && x.unit === 'u2')).toBe(false); // out of the OC's range
    const r = act(a, { type: 'command-leader', leader: 'sc' });
    expect(keys(r)).toContain('kalka.commandLeader');
    expect([r.state.activation!.leader, r.state.activation!.ordersLeft]).toEqual(['sc', 2]);
    expect(r.state.leaders['byzantines-oc']!.status).toBe('finished');
    expect(legalOf(r.state).some((x) => x.type === 'move' && x.unit === 'u2')).toBe(true);
    expect(legalOf(r.state)).not.toContainEqual({ type: 'command-leader', leader: 'byzantines-oc' }); // once per Orders Phase
  });

  it('Momentum is rolled against the senior leader’s Initiative (DR 5 ≤ 6, though the SC’s is 2): the Command has another Orders Phase', () => {
    let s = act(activate(battle(), 'byzantines-oc').state, { type: 'command-leader', leader: 'sc' }).state;
    s = act(s, { type: 'end-orders' }).state;
    expect(pendingOf(s)?.kind).toBe('momentum');
    const m = act(s, { type: 'momentum' }, [5]);
    expect(m.events.find((e) => e.key === 'momentum.roll')?.params).toMatchObject({ roll: 5, initiative: 6 });
    expect(m.state.activation?.kind).toBe('momentum');
    expect(legalOf(m.state)).toContainEqual({ type: 'command-leader', leader: 'byzantines-oc' });
  });
});

describe('kalka.commandActivation: one Shock Segment and Trump by Command (Kalka 2.6, ruling R-DH-KALKA-CMD)', () => {
  // Command "a" (Activation Value 3): the OC (Initiative 6) and an SC (Initiative 2); Command "b" (value 7): two
  // leaders of Initiative 2. The Persian OC (Initiative 9, no Command) activates at his Initiative.
  function battle(): GbohState {
    const pos = position({
      extent: { minCol: 5, maxCol: 16, minRow: 1, maxRow: 22 },
      units: [
        { id: 'u1', side: 'byzantines', type: 'HC', hex: '0706', facing: { vertex: 1 } },
        { id: 'u2', side: 'byzantines', type: 'HC', hex: '0712', facing: { vertex: 1 } },
        { id: 'u3', side: 'byzantines', type: 'HC', hex: '0718', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '0806', facing: { vertex: 4 } },
        { id: 'p2', side: 'persians', type: 'HC', hex: '0812', facing: { vertex: 4 } },
        { id: 'p3', side: 'persians', type: 'HC', hex: '0818', facing: { vertex: 4 } },
      ],
      leaders: [
        OC('byzantines', '0605', { initiative: 6, commandRange: 2 }),
        { id: 'sc', name: 'SC', side: 'byzantines', hex: '0611', initiative: 2, commandRange: 2 },
        { id: 'b1', name: 'B1', side: 'byzantines', hex: '0617', initiative: 2, commandRange: 2 },
        { id: 'b2', name: 'B2', side: 'byzantines', hex: '0620', initiative: 2, commandRange: 2 },
        OC('persians', '1508', { initiative: 9 }),
      ],
      specialRules: [
        {
          kind: 'commandActivation',
          commands: [
            { id: 'a', side: 'byzantines', value: 3, leaders: ['byzantines-oc', 'sc'] },
            { id: 'b', side: 'byzantines', value: 7, leaders: ['b1', 'b2'] },
          ],
        },
      ],
    });
    return start(withExtra(pos, { rules: ['kalka.commandActivation'] }));
  }

  it('one Shock Segment for the Command: "Shock – No Check" in the range of every leader who had its orders, not only the last one', () => {
    const a = activate(battle(), 'byzantines-oc').state;
    expect(noCheckEligible(a)).toEqual(['u1']); // the OC's range only (u2 is 6 hexes off)
    const r = act(a, { type: 'command-leader', leader: 'sc' }).state;
    // The SC orders now; the OC who passed them on still lends his range: u1 and u2, not u3 (Command b's).
    expect(noCheckEligible(r)).toEqual(['u1', 'u2']);
    const sh = act(r, { type: 'end-orders' }).state;
    expect(legalOf(sh)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'no-check', unit: 'u1' }), expect.objectContaining({ type: 'no-check', unit: 'u2' })]));
  });

  it('Trump by Command: a leader of Initiative 2 trumps at his Command’s Activation Value 7 (DR 6 ≤ 7 activates it)', () => {
    const s = battle();
    const trump = legalOf(s).find((x) => x.type === 'trump' && x.leader === 'b1');
    expect(trump).toEqual({ type: 'trump', leader: 'b1', instead: expect.any(String) }); // Initiative 2 < 6: no Trump by leader
    const r = act(s, trump!, [6]);
    expect(r.events.find((e) => e.key === 'trump.roll')?.params).toMatchObject({ initiative: 7 });
    expect([r.state.leaders.b1!.status, r.state.leaders.b2!.status]).toEqual(['inactive', 'finished']); // the Command activates as one
    expect(pendingOf(r.state)?.kind).toBe('trump-the-trump'); // the Persian OC, 9 ≥ 7
    const d = act(r.state, { type: 'decline' }).state;
    expect(d.activation?.leader).toBe('b1');
    expect(legalOf(d)).toContainEqual({ type: 'command-leader', leader: 'b2' }); // b2 orders within it
  });

  it('Trump by Command: a failed Trump (DR 8 > 7) finishes the whole Command, not only the leader who tried', () => {
    const s = battle();
    const r = act(s, legalOf(s).find((x) => x.type === 'trump' && x.leader === 'b1')!, [8]);
    expect(keys(r)).toContain('trump.failed');
    expect([r.state.leaders.b1!.status, r.state.leaders.b2!.status]).toEqual(['finished', 'finished']);
  });
});

describe('kalka.commandActivation: 5.12 ties between Commands alternate by Activation Value', () => {
  it('two sides’ Commands at the same value: after one side’s Command, the other side’s (the tie was keyed by the leader’s Initiative)', () => {
    const pos = position({
      units: [
        { id: 'u1', side: 'byzantines', type: 'HC', hex: '0706', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1507', facing: { vertex: 4 } },
      ],
      leaders: [
        OC('byzantines', '0605', { initiative: 6 }),
        { id: 'b1', name: 'B1', side: 'byzantines', hex: '0609', initiative: 2 },
        OC('persians', '1508', { initiative: 6 }),
        { id: 'q1', name: 'Q1', side: 'persians', hex: '1511', initiative: 2 },
      ],
      specialRules: [
        {
          kind: 'commandActivation',
          commands: [
            { id: 'a', side: 'byzantines', value: 5, leaders: ['byzantines-oc'] },
            { id: 'b', side: 'byzantines', value: 5, leaders: ['b1'] },
            { id: 'p', side: 'persians', value: 5, leaders: ['persians-oc'] },
            { id: 'q', side: 'persians', value: 5, leaders: ['q1'] },
          ],
        },
      ],
    });
    let s = start(withExtra(pos, { rules: ['kalka.commandActivation'] }));
    const first = pendingOf(s)!.seat;
    const leader = legalOf(s).find((a) => a.type === 'activate')!;
    s = act(s, leader).state;
    for (let i = 0; i < 6 && pendingOf(s)?.kind !== 'activate'; i++) {
      const l = legalOf(s);
      s = act(s, l.find((a) => a.type === 'end-orders' || a.type === 'decline') ?? l[0]!).state;
    }
    expect(pendingOf(s)?.kind).toBe('activate');
    expect(pendingOf(s)!.seat).not.toBe(first);
  });
});

describe('kalka.russianCommandControl (Kalka 2.7, optional)', () => {
  function battle(enabled: boolean): GbohState {
    const pos = position({
      units: [
        { id: 'mi1', side: 'byzantines', type: 'MI', hex: '0806', facing: { vertex: 1 } },
        { id: 'mi2', side: 'byzantines', type: 'MI', hex: '0807', facing: { vertex: 1 } },
        { id: 'hc1', side: 'byzantines', type: 'HC', tq: 7, hex: '0809', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1507', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0707', { initiative: 4 }), OC('persians', '1508', { initiative: 1 })],
      lines: [
        { id: 'inf', side: 'byzantines', name: 'Infantry', members: [{ type: ['MI'] }], composition: 'infantry', provenance: P },
        { id: 'cav', side: 'byzantines', name: 'Cavalry', members: [{ type: ['HC'] }], composition: 'cavalry', provenance: P },
      ],
      specialRules: [{ kind: 'commandControl', side: 'byzantines', enabled, maxCavalryTq: 5 }],
    });
    return activate(start(withExtra(pos, { rules: ['kalka.russianCommandControl'] })), 'byzantines-oc').state;
  }
  const lineCommand = (s: GbohState, line: string) => legalOf(s).find((a): a is GbohAction & { type: 'line-command' } => a.type === 'line-command' && a.line === line)!;
  const moves = (s: GbohState) => legalOf(s).filter((a) => a.type === 'move').map((a) => (a as { unit: string }).unit);

  it('an infantry Line moves only on a roll ≤ the leader’s Initiative', () => {
    const failed = act(battle(true), lineCommand(battle(true), 'inf'), [5]);
    expect(failed.events.find((e) => e.key === 'kalka.c2Roll')?.params).toMatchObject({ roll: 5, initiative: 4 });
    expect(moves(failed.state)).toEqual([]);
    const ok = act(battle(true), lineCommand(battle(true), 'inf'), [4]);
    expect(moves(ok.state).sort()).toEqual(['mi1', 'mi2']);
  });

  it('no roll for a cavalry Line of TQ above 5, nor when the option is off', () => {
    const cav = act(battle(true), lineCommand(battle(true), 'cav'));
    expect(cav.events.map((e) => e.key)).not.toContain('kalka.c2Roll');
    const off = act(battle(false), lineCommand(battle(false), 'inf'));
    expect(off.events.map((e) => e.key)).not.toContain('kalka.c2Roll');
    expect(moves(off.state).sort()).toEqual(['mi1', 'mi2']);
  });
});

// ---------------------------------------------------------------------------------------------------------- shared

describe('dh.lineExclusion (Indus 1.4, Kalka 2.5)', () => {
  /** The Noyan gives the LC Line a Line Command and ends without moving; can the OC then command that Line? */
  function ocMayCommandAfterNoyan(pairs: [string, string, string][]): boolean {
    const pos = position({
      units: [
        { id: 'lc1', side: 'byzantines', type: 'LC', hex: '0806', facing: { vertex: 1 } },
        { id: 'lc2', side: 'byzantines', type: 'LC', hex: '0807', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1507', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0707', { initiative: 6 }), { id: 'noyan', name: 'Noyan', side: 'byzantines', hex: '0708', initiative: 5 }, OC('persians', '1508', { initiative: 1 })],
      lines: [{ id: 'lc', side: 'byzantines', name: 'LC', members: [{ type: ['LC'] }], composition: 'cavalry', provenance: P }],
      specialRules: [{ kind: 'lineExclusion', pairs }],
    });
    let s = start(withExtra(pos, { rules: ['dh.lineExclusion'] }));
    const canLine = (st: GbohState) => legalOf(st).some((a) => a.type === 'line-command' && a.line === 'lc');
    s = activate(s, 'noyan').state;
    if (legalOf(s).some((a) => a.type === 'lc-roll')) s = act(s, { type: 'lc-roll' }, [0]).state;
    expect(canLine(s)).toBe(true);
    s = act(s, legalOf(s).find((a) => a.type === 'line-command')!).state;
    expect(s.battle['dh.lineExclusion']).toEqual({ turn: 1, given: [['noyan', 'lc']] });
    for (let i = 0; i < 20 && pendingOf(s)?.kind !== 'activate'; i++) {
      const l = legalOf(s);
      s = act(s, l.find((a) => a.type === 'end-line') ?? l.find((a) => a.type === 'end-orders') ?? l.find((a) => a.type === 'decline') ?? l[0]!).state;
    }
    s = activate(s, 'byzantines-oc').state;
    return canLine(s);
  }

  it('once one leader of the pair has given the Line a Line Command this turn, the other may not', () => {
    expect(ocMayCommandAfterNoyan([['byzantines-oc', 'noyan', 'lc']])).toBe(false);
  });

  it('leaders not paired for that Line are not barred', () => {
    expect(ocMayCommandAfterNoyan([['byzantines-oc', 'noyan', 'other-line']])).toBe(true);
  });
});

describe('dh.balance (general scenario rules)', () => {
  function ayn(balance: Record<string, unknown>): GbohState {
    const file = JSON.parse(JSON.stringify(aynJalutFile)) as { specialRules: Record<string, unknown>[] };
    file.specialRules = file.specialRules.map((r) => (r.kind === 'dhBalance' ? { ...r, ...balance } : r));
    return start(file as unknown as JsonValue);
  }

  it('Tumen substitution: #5 by #8 lowers the Mongol level by 8 and gives Tumen 5 the lower Tumen’s TQs', () => {
    const s = ayn({ substitutions: [{ tumen: 5, by: 8 }] });
    expect(s.levelReduction.mongols).toBe(8);
    expect(effectiveTQ(s, 'm-t5-hc4')).toBe(5); // Tumen 8 HC (provisional grading)
    expect(effectiveTQ(s, 'm-t5-lc2')).toBe(5);
    expect(effectiveTQ(s, 'm-syr-hc1')).toBe(7); // not a Tumen unit
  });

  it('the cached substitution TQ change answers as the computed one, unit by unit, with and without substitutions', () => {
    for (const subs of [[], [{ tumen: 5, by: 8 }], [{ tumen: 5, by: 8 }, { tumen: 8, by: 5 }]]) {
      const s = ayn({ substitutions: subs });
      const changes = Object.keys(s.static.units).map((id) => substitutionTqRaw(s, id));
      expect(Object.keys(s.static.units).map((id) => substitutionTq(s, id))).toEqual(changes);
      expect(Object.keys(s.static.units).map((id) => substitutionTq(s, id))).toEqual(changes); // from the cache
      if (subs.length > 0) expect(changes.some((d) => d !== 0)).toBe(true);
    }
  });

  it('the Rout-Point bid lowers the bidder’s level by his bid', () => {
    const s = ayn({ rpBid: { side: 'mamelukes', rp: 12 } });
    expect(s.levelReduction).toEqual({ mamelukes: 12 });
    expect(s.battle['dh.balance']).toEqual({ mongolReduction: 0, bid: 12 });
  });
});

// ---------------------------------------------------------------------------------------------------------- Liegnitz

describe('liegnitz.unhorsedKnights (Liegnitz 3.4)', () => {
  function battle(): GbohState {
    const pos = position({
      units: [
        { id: 'kn', side: 'byzantines', type: 'HC', class: 'Kn', tq: 7, ma: 6, hex: '0807', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1407', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0707'), OC('persians', '1507')],
      specialRules: [{ kind: 'unhorsing', units: ['kn'], minHits: 3, hitsInstead: 2, unhorsed: { type: 'HI', tq: 5, ma: 4 } }],
    });
    return start(withExtra(pos, { rules: ['liegnitz.unhorsedKnights'] }));
  }

  it('a Knight taking 3+ hits at once takes 2 and is unhorsed for good: Kn HI, TQ 5, MA 4', () => {
    const s = battle();
    const c = dctx();
    addHits(s, c, 'kn', 4, 'shock', '9.16');
    expect(s.units.kn!.hits).toBe(2);
    expect(s.static.units.kn).toMatchObject({ type: 'HI', class: 'Kn', tq: 5, ma: 4 });
    expect(keys(c)).toContain('liegnitz.unhorsed');
    // Unhorsed once: a later 3-hit result is taken in full (and routs it: 5 ≥ TQ 5).
    addHits(s, dctx(), 'kn', 3, 'shock', '9.16');
    expect(s.battle['liegnitz.unhorsedKnights']).toEqual({ unhorsed: ['kn'] });
  });

  it('fewer than 3 hits: no unhorsing', () => {
    const s = battle();
    addHits(s, dctx(), 'kn', 2, 'shock', '9.16');
    expect(s.units.kn!.hits).toBe(2);
    expect(s.static.units.kn!.type).toBe('HC');
  });
});

describe('liegnitz.crossbows (Liegnitz 3.4)', () => {
  it('a crossbow unit fires at most twice in a turn; again the next turn', () => {
    const pos = position({
      units: [
        { id: 'xb', side: 'byzantines', type: 'LI', missile: 'B', hex: '0807', facing: { vertex: 1 } },
        { id: 'bow', side: 'byzantines', type: 'LI', missile: 'B', hex: '0809', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '0908', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0707'), OC('persians', '1507')],
      specialRules: [{ kind: 'crossbows', units: ['xb'], maxFiresPerTurn: 2 }],
    });
    const s = start(withExtra(pos, { rules: ['liegnitz.crossbows'] }));
    expect(canFireAt(s, 'xb', 'p1')).toBe(true);
    hooks.afterFire(s, 'xb');
    hooks.afterFire(s, 'bow');
    expect(canFireAt(s, 'xb', 'p1')).toBe(true);
    hooks.afterFire(s, 'xb');
    expect(canFireAt(s, 'xb', 'p1')).toBe(false);
    expect(canFireAt(s, 'bow', 'p1')).toBe(true);
    s.turn = 2;
    expect(canFireAt(s, 'xb', 'p1')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------- Ayn Jalut

describe('aynJalut.mongolsHeldTurn1 (Ayn Jalut 4.2)', () => {
  it('in turn 1 a Mongol unit may not enter columns below 13; from turn 2 it may', () => {
    const pos = position({
      units: [
        { id: 'm1', side: 'byzantines', type: 'LC', ma: 9, hex: '1407', facing: { vertex: 4 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '0502', facing: { vertex: 1 } },
      ],
      leaders: [OC('byzantines', '1507'), OC('persians', '0501')],
      specialRules: [{ kind: 'noEntryTurn1', side: 'byzantines', maxColumnExclusive: 13, turn: 1 }],
    });
    const s = start(withExtra(pos, { rules: ['aynJalut.mongolsHeldTurn1'] }));
    const m = startMove(s, 'm1', null, null);
    m.unit = 'm1';
    s.units.m1!.hex = '1307';
    const cols = (st: GbohState) => legalSteps(st, startMove(st, 'm1', null, null)).map((h) => Number(h.slice(0, 2)));
    expect(cols(s).every((c) => c >= 13)).toBe(true);
    expect(hooks.mayEnterHex(s, 'm1', '1207')).toBe(false);
    expect(hooks.mayEnterHex(s, 'p1', '1207')).toBe(true); // the other side is free
    s.turn = 2;
    expect(cols(s).some((c) => c === 12)).toBe(true);
  });
});

describe('aynJalut.musa (Ayn Jalut 4.4)', () => {
  function battle(mongolRP: number): GbohState {
    const pos = position({
      units: [
        { id: 'syr', side: 'byzantines', type: 'HC', hex: '0807', facing: { vertex: 1 } },
        { id: 'syr2', side: 'byzantines', type: 'LC', hex: '0809', facing: { vertex: 1 } },
        { id: 'mon', side: 'byzantines', type: 'HC', hex: '0805', facing: { vertex: 1 } },
        { id: 'p1', side: 'persians', type: 'HC', hex: '1407', facing: { vertex: 4 } },
      ],
      leaders: [OC('byzantines', '0705', { initiative: 1 }), { id: 'musa', name: 'al-Ashraf Musa', side: 'byzantines', hex: '0807', initiative: 3 }, OC('persians', '1507', { initiative: 1 })],
      specialRules: [{ kind: 'alliedActivation', side: 'byzantines', leader: 'musa', units: ['syr', 'syr2'] }],
    });
    const s = start(withExtra(pos, { rules: ['aynJalut.musa'] }));
    s.routPoints.byzantines = mongolRP;
    return s;
  }

  it('with more RP than the enemy, a roll above his Initiative takes Musa and the Syrians out of play (no RP)', () => {
    const r = activate(battle(10), 'musa', [4]);
    expect(r.events.find((e) => e.key === 'aynJalut.musaRoll')?.params).toMatchObject({ roll: 4, initiative: 3 });
    expect([r.state.units.syr!.hex, r.state.units.syr2!.hex, r.state.leaders.musa!.hex]).toEqual([null, null, null]);
    expect(r.state.units.mon!.hex).toBe('0805');
    expect(r.state.routPoints).toEqual({ byzantines: 10, persians: 0 });
    expect(r.state.activation).toBeNull();
  });

  it('a roll ≤ his Initiative: he activates; with no more RP than the enemy: no roll', () => {
    const ok = activate(battle(10), 'musa', [3]);
    expect(ok.state.activation?.leader).toBe('musa');
    const even = activate(battle(0), 'musa');
    expect(even.events.map((e) => e.key)).not.toContain('aynJalut.musaRoll');
    expect(even.state.activation?.leader).toBe('musa');
  });
});
