import { gbohHex } from '@polemarch/gboh-family';
import { type ForcedDie, type GameEvent, Random, type StepContext, createRngState } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { sgboh } from '../src/index';
import { addHits, routResult, withdrawalCheck } from '../src/effects';
import { rbsEligible, settleRetreats } from '../src/shock';
import { newShock, resolveShock } from '../src/resolution';
import type { SgbohState, Shock } from '../src/types';
import type { BattleUnit } from '../src/scenarios/battle';
import { battle, facingTo, front, keys, leader, play, shockPhase, start, u, unit } from './helpers';

function ctxWith(dice: ForcedDie[]): StepContext & { events: GameEvent[] } {
  const rng = createRngState(7);
  rng.forced = [...dice];
  const events: GameEvent[] = [];
  return { rng: new Random(rng), emit: (e) => events.push(e), reveal: () => undefined, events };
}

const shockOf = (attackers: string[], defenders: string[]): Shock => newShock(attackers, defenders, 'resolve');
const D = '1010';

describe('8.1–8.2 Hits, Reduction and Rout (D-05, D-06)', () => {
  const s0 = () => start(battle([unit({ id: 'x', side: 'red', type: 'HI', tq: 6, hex: D, canReduce: true }), unit({ id: 'y', side: 'blue', type: 'HI', tq: 5, hex: '2020' })]));
  it('a reducible unit reaching its TQ is Reduced, keeping max(1, hits − TQ)', () => {
    const s = s0();
    u(s, 'x').hits = 5;
    addHits(s, u(s, 'x'), 2, ctxWith([]), '7.53');
    expect(u(s, 'x')).toMatchObject({ reduced: true, hits: 1, status: 'map' });
  });
  it('a Reduced unit (TQ 6 − 2) routs at 4 Hits and counts its printed TQ', () => {
    const s = s0();
    Object.assign(u(s, 'x'), { reduced: true, hits: 3 });
    addHits(s, u(s, 'x'), 1, ctxWith([]), '7.53');
    expect(u(s, 'x').status).toBe('eliminated');
    expect(s.sides[0]!.rp).toBe(6);
  });
  it('a non-reducible unit routs when its Hits reach its TQ', () => {
    const s = s0();
    u(s, 'y').hits = 4;
    addHits(s, u(s, 'y'), 1, ctxWith([]), '7.53');
    expect(u(s, 'y').status).toBe('eliminated');
  });
  it('a Rout result Reduces a full-strength reducible unit, keeping half its Hits', () => {
    const s = s0();
    u(s, 'x').hits = 3;
    routResult(s, u(s, 'x'), ctxWith([]));
    expect(u(s, 'x')).toMatchObject({ reduced: true, hits: 1 });
  });
});

describe('8.3 retreat impossible (D-08)', () => {
  it('a unit with no retreat hex stays and takes 2 more Hits', () => {
    const ring = gbohHex.neighbours(D);
    const units = [unit({ id: 'd', side: 'blue', type: 'HI', tq: 6, hex: D, facing: 0 }), ...ring.map((h, i) => unit({ id: `r${i}`, side: 'red', type: 'HI', tq: 6, hex: h, facing: facingTo(h, D) }))];
    const s = start(battle(units));
    const sh: Shock = { ...shockOf(['r0'], ['d']), retreating: ['d'] };
    settleRetreats(s, sh, ctxWith([]));
    expect(u(s, 'd')).toMatchObject({ hex: D, hits: 2 });
    expect(sh.retreating).toEqual([]);
  });
});

describe('8.4 every unit would rout from Shock Hits (D-09, ruling R-38: the attacker chooses)', () => {
  const A = front(D, 1)[0]!;
  const make = (): SgbohState => {
    const s = start(battle([unit({ id: 'a', side: 'red', type: 'HI', tq: 5, size: 5, hex: A, facing: facingTo(A, D) }), unit({ id: 'd', side: 'blue', type: 'HI', tq: 4, size: 5, hex: D, facing: 1 })]));
    shockPhase(s);
    u(s, 'a').hits = 4;
    u(s, 'd').hits = 3;
    return s;
  };
  it('the attacker is asked, and the unit he keeps stays in place with TQ − 1 Hits; the defender routs', () => {
    // DRM: matrix 0, TQ +1, Hits −1 → 0; roll 2: attacker 2H and Retreat, defender 1H.
    const r = play(make(), 'red', { type: 'designate', attacker: 'a', defender: 'd' }, [2]);
    expect(sgboh.pending(r.state)).toMatchObject({ kind: 'keep', seat: 'red' });
    expect(sgboh.legal(r.state, 'red')).toEqual([{ type: 'keep', unit: 'a' }, { type: 'keep', unit: null }]);
    const s = play(r.state, 'red', { type: 'keep', unit: 'a' }).state;
    expect(u(s, 'a')).toMatchObject({ status: 'map', hits: 4, hex: A });
    expect(u(s, 'd').status).toBe('eliminated');
  });
  it('keeping none: both units rout', () => {
    const r = play(make(), 'red', { type: 'designate', attacker: 'a', defender: 'd' }, [2]);
    const s = play(r.state, 'red', { type: 'keep', unit: null }).state;
    expect(u(s, 'a').status).toBe('eliminated');
    expect(u(s, 'd').status).toBe('eliminated');
  });
});

describe('7.46 leader loss and 7.6 cavalry pursuit (D-12, D-13)', () => {
  const A = front(D, 1)[0]!;
  const make = () =>
    start(
      battle(
        [unit({ id: 'hc', side: 'red', type: 'HC', tq: 6, size: 4, ma: 7, hex: A, facing: facingTo(A, D) }), unit({ id: 'lc', side: 'blue', type: 'LC', tq: 3, size: 3, ma: 8, hex: D, facing: 1 })],
        [leader({ id: 'cmdr', side: 'red', hex: A, initiative: 3 })],
      ),
    );
  it('a leader stacked with an engaged unit rolling 0 then 1 is killed (15 RP for Initiative 3)', () => {
    const s = shockPhase(make());
    // leader check 0, 1 (killed); shock roll 9 (+ DRMs) routs the LC outright? (auto rout at 12+): matrix HC vs LC +3, TQ +3 → 15.
    resolveShock(s, shockOf(['hc'], ['lc']), ctxWith([0, 1, 9, 9]));
    expect(s.leaders[0]!.status).toBe('eliminated');
    expect(s.sides[0]!.rp).toBe(15);
  });
  it('HC routing LC checks pursuit: 4 + 3 = 7 > 6 → off map; returns at its activation on a roll of 0–1', () => {
    const s = shockPhase(make());
    s.leaders[0]!.hex = '2020';
    resolveShock(s, shockOf(['hc'], ['lc']), ctxWith([9, 4]));
    expect(u(s, 'lc').status).toBe('eliminated');
    expect(u(s, 'hc').status).toBe('pursuing');
    // Return: red activates its formation; roll 1 → back on the empty hexes of blue's Retreat Edge (east).
    s.turn.phase = 'activation';
    s.turn.shocks = [];
    s.turn.pairs = [];
    const r = play(s, 'red', { type: 'activate', formation: 'red-f', leader: 'cmdr' }, [1]);
    expect(keys(r.events)).toContain('pursuit.return');
    expect(u(r.state, 'hc').status).toBe('map');
    expect(gbohHex.parseHexId(u(r.state, 'hc').hex!).col).toBe(30);
  });
  it('a natural 9 on the return roll loses the pursuers for good (0 RP)', () => {
    const s = shockPhase(make());
    s.leaders[0]!.hex = '2020';
    resolveShock(s, shockOf(['hc'], ['lc']), ctxWith([9, 4]));
    s.turn.phase = 'activation';
    const r = play(s, 'red', { type: 'activate', formation: 'red-f', leader: 'cmdr' }, [9]);
    expect(u(r.state, 'hc').status).toBe('lost');
    expect(r.state.sides[0]!.rp).toBe(0);
  });
});

describe('7.41 Retreat Before Shock eligibility (D-16)', () => {
  const s = start(battle([unit({ id: 'x', side: 'red', type: 'HI', hex: '0101' })]));
  const mk = (type: 'LC' | 'HC' | 'LN' | 'SK' | 'HI' | 'LI', ma: number) => ({ ...s.units[0]!, type, ma, turn: { ...s.units[0]!.turn } });
  it('LC MA 8 against HC 7 and LN 8: not greater than every attacker → no', () => expect(rbsEligible(s, mk('LC', 8), [mk('HC', 7), mk('LN', 8)])).toBe(false));
  it('LC MA 8 against HC 7 → yes', () => expect(rbsEligible(s, mk('LC', 8), [mk('HC', 7)])).toBe(true));
  it('SK against foot → always; against faster cavalry → no', () => {
    expect(rbsEligible(s, mk('SK', 5), [mk('HI', 6)])).toBe(true);
    expect(rbsEligible(s, mk('SK', 5), [mk('LC', 8)])).toBe(false);
  });
  it('a unit with an enemy in its ZOC at the start of the Player Turn may not', () => {
    const lc = mk('LC', 8);
    lc.turn.startEnemyInZoc = true;
    expect(rbsEligible(s, lc, [mk('HC', 7)])).toBe(false);
  });
  it('heavy infantry never', () => expect(rbsEligible(s, mk('HI', 9), [mk('HI', 5)])).toBe(false));
});

describe('9.0 Army Withdrawal (D-15)', () => {
  const make = (a: number, b: number) => {
    const s = start(battle([unit({ id: 'x', side: 'red', type: 'HI', hex: '0101' })]));
    s.sides[0]!.withdrawalLevel = 40;
    s.sides[0]!.rp = a;
    s.sides[1]!.withdrawalLevel = 50;
    s.sides[1]!.rp = b;
    withdrawalCheck(s, ctxWith([]));
    return s.outcome;
  };
  it('both over: fewer points above the level wins (Pyrrhic)', () => expect(make(43, 51)).toEqual({ winner: 'blue', reason: 'pyrrhic' }));
  it('both equally over: a draw', () => expect(make(42, 52)?.winner).toBeNull());
  it('reaching the level exactly loses', () => expect(make(40, 10)).toEqual({ winner: 'blue', reason: 'withdrawal' }));
  it('below both levels: play goes on', () => expect(make(39, 49)).toBeNull());
});

describe('4.4 Seize the Turn (TC-01, D-14)', () => {
  const make = () =>
    start(
      battle([unit({ id: 'r', side: 'red', type: 'HI', hex: '0505' }), unit({ id: 'b', side: 'blue', type: 'HI', hex: '2525' })], [
        leader({ id: 'alex', side: 'red', hex: '0505', oc: true, initiative: 5, seize: 2 }),
        leader({ id: 'dar', side: 'blue', hex: '2525', oc: true, initiative: 3, seize: 1 }),
      ]),
    );
  it('no attempt in the first Player Turn of the game', () => {
    const s = make();
    expect(sgboh.pending(s)).toMatchObject({ kind: 'activate', seat: 'red' });
  });
  it('a successful Seize gives the seizer a Player Turn, then the pre-empted player his, with no second attempt', () => {
    let s = play(make(), 'red', { type: 'pass' }).state;
    expect(sgboh.pending(s)).toMatchObject({ kind: 'seize', seat: 'red' });
    const r = play(s, 'red', { type: 'seize', leader: 'alex' }, [4]);
    s = r.state;
    expect(keys(r.events)).toContain('seize.ok');
    expect(s.leaders[0]!.seize).toBe(1);
    expect(s.turn).toMatchObject({ active: 'red', interposed: true, slot: 'blue' });
    s = play(s, 'red', { type: 'pass' }).state;
    // 4.43: the pre-empted Persian (blue) turn follows, without a Seize window (4.44).
    expect(sgboh.pending(s)).toMatchObject({ kind: 'activate', seat: 'blue' });
    s = play(s, 'blue', { type: 'pass' }).state;
    // The alternation resumes: red's slot, blue may try.
    expect(sgboh.pending(s)).toMatchObject({ kind: 'seize', seat: 'blue' });
  });
  it('4.46: a Seize attempt used to move the leader: no roll, the leader moves (OC 30 MP), then the slot owner plays', () => {
    let s = play(make(), 'red', { type: 'pass' }).state;
    const r = play(s, 'red', { type: 'seize-move', leader: 'alex' });
    expect(r.events.some((e) => e.rolls !== undefined)).toBe(false);
    s = r.state;
    expect(s.leaders[0]).toMatchObject({ seize: 1, mp: 30 });
    expect(sgboh.pending(s)).toMatchObject({ kind: 'move', seat: 'red' });
    const step = sgboh.legal(s, 'red').find((a) => a.type === 'leader-step')!;
    s = play(s, 'red', step).state;
    expect(sgboh.legal(s, 'red').every((a) => a.type === 'leader-step' || a.type === 'end-move')).toBe(true);
    s = play(s, 'red', { type: 'end-move' }).state;
    expect(sgboh.pending(s)).toMatchObject({ kind: 'activate', seat: 'blue' });
  });
  it('a failed attempt is used up and the owner of the slot goes on', () => {
    let s = play(make(), 'red', { type: 'pass' }).state;
    s = play(s, 'red', { type: 'seize', leader: 'alex' }, [6]).state;
    expect(s.leaders[0]!.seize).toBe(1);
    expect(sgboh.pending(s)).toMatchObject({ kind: 'activate', seat: 'blue' });
  });
});

describe('4.11 command and 4.12 Out of Command units', () => {
  it('units within range, and chained to them, are In Command; the others are not and may not move next to an enemy', () => {
    // A column of red units going east from the leader; the leader's range is 1.
    const hexes = ['0510', '0610', '0710', '0910'];
    const s0 = start(
      battle(
        [...hexes.map((h, i) => unit({ id: `r${i}`, side: 'red', type: 'HI', hex: h, facing: 1 })), unit({ id: 'e', side: 'blue', type: 'HI', hex: '1110', facing: 4 })],
        [leader({ id: 'l', side: 'red', hex: '0510', range: 1 })],
      ),
    );
    const s = play(s0, 'red', { type: 'activate', formation: 'red-f', leader: 'l' }).state;
    expect(s.turn.command.sort()).toEqual(['r0', 'r1', 'r2']);
    const steps = sgboh.legal(s, 'red').filter((a) => a.type === 'step' && a.unit === 'r3');
    for (const a of steps) if (a.type === 'step') expect(gbohHex.distance(a.to, '1110')).toBeGreaterThan(1);
  });
  it('a Formation Chart chain through one empty hex reaches the unit beyond the gap (4.11); none without it', () => {
    const hexes = ['0510', '0610', '0710', '0910'];
    const make = (chain: number) => {
      const b = battle([...hexes.map((h, i) => unit({ id: `r${i}`, side: 'red', type: 'HI', hex: h, facing: 1 })), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020', facing: 4 })], [leader({ id: 'l', side: 'red', hex: '0510', range: 1 })]);
      b.formations.find((f) => f.id === 'red-f')!.chain = chain;
      return play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: 'l' }).state.turn.command.sort();
    };
    expect(gbohHex.distance('0710', '0910')).toBe(2);
    expect(make(0)).toEqual(['r0', 'r1', 'r2']);
    expect(make(1)).toEqual(['r0', 'r1', 'r2', 'r3']);
  });
});

describe('6.22 ZOC and 5.17 terrain', () => {
  it('a unit entering an enemy ZOC stops', () => {
    const s0 = start(battle([unit({ id: 'r', side: 'red', type: 'HI', hex: '0810', facing: 1, ma: 6 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '1010', facing: 4 })]));
    let s = play(s0, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const into = sgboh.legal(s, 'red').find((a) => a.type === 'step' && gbohHex.distance(a.to, '1010') === 1 && front('1010', 4).includes(a.to));
    expect(into).toBeDefined();
    s = play(s, 'red', into!).state;
    while (s.turn.reactions.length > 0) s = play(s, 'blue', { type: 'decline' }).state;
    expect(u(s, 'r').turn.mp).toBe(0);
    expect(sgboh.legal(s, 'red').filter((a) => a.type === 'step' && a.unit === 'r')).toEqual([]);
  });
  it('Woods 2(h): pay 3 MP, or 2 MP and take a Hit; BI ignore the hit', () => {
    const b = battle([unit({ id: 'r', side: 'red', type: 'HI', hex: '0810', facing: 1, ma: 5 }), unit({ id: 'bi', side: 'red', type: 'BI', hex: '0814', facing: 1, ma: 5 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020' })]);
    const to = front('0810', 1)[0]!;
    const toBi = front('0814', 1)[0]!;
    b.map.hexes = { [to]: { terrain: 'woods' }, [toBi]: { terrain: 'woods' } };
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const legal = sgboh.legal(s, 'red');
    expect(legal).toContainEqual({ type: 'step', unit: 'r', to, payHit: false });
    expect(legal).toContainEqual({ type: 'step', unit: 'r', to, payHit: true });
    const paid = play(s, 'red', { type: 'step', unit: 'r', to, payHit: false }).state;
    expect(u(paid, 'r')).toMatchObject({ hits: 0, turn: { mp: 2 } });
    const hit = play(s, 'red', { type: 'step', unit: 'r', to, payHit: true }).state;
    expect(u(hit, 'r')).toMatchObject({ hits: 1, turn: { mp: 3 } });
    expect(legal.filter((a) => a.type === 'step' && a.unit === 'bi' && a.to === toBi)).toEqual([{ type: 'step', unit: 'bi', to: toBi, payHit: false }]);
  });
});

describe('7.1 Missile Fire and 7.23 Return Fire', () => {
  it('C archers at range 3 need 6; HI target +1, moving firer +1: a 4 hits; the target may return fire', () => {
    const b = battle([unit({ id: 'arch', side: 'red', type: 'LI', missile: 'C', tq: 5, hex: '1010', facing: 1 }), unit({ id: 't', side: 'blue', type: 'HI', missile: 'C', tq: 5, hex: '1310', facing: 4 })]);
    let s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    expect(sgboh.legal(s, 'red')).toContainEqual({ type: 'fire', unit: 'arch', target: 't' });
    const r = play(s, 'red', { type: 'fire', unit: 'arch', target: 't' }, [4]);
    expect(r.events.find((e) => e.key === 'fire.hit')?.params).toMatchObject({ range: 3, need: 6, roll: 6 });
    s = r.state;
    expect(u(s, 't').hits).toBe(1);
    expect(sgboh.pending(s)).toMatchObject({ kind: 'reaction', seat: 'blue', rule: 'sgboh 7.23' });
    // Return fire: +1 HI target, its own Hit counted from before the exchange (0): 7 > 6 misses.
    const back = play(s, 'blue', { type: 'react', facing: null }, [6]);
    expect(keys(back.events)).toContain('fire.miss');
    expect(u(back.state, 't').turn.reactionFired).toBe(true);
  });
});

describe('2.21/7.18 units without missile capability', () => {
  it('LG, CO, axes (F), pila (X) and a Reduced unit never fire where a javelin LI does', () => {
    // The target is adjacent in front of the firer and faces away (the firer is not in its ZOC, 7.11).
    const T = front(D, 1)[0]!;
    const fires = (firer: Partial<BattleUnit>): boolean => {
      const b = battle([unit({ id: 'f', side: 'red', type: 'LI', missile: 'J', hex: D, facing: 1, ...firer }), unit({ id: 't', side: 'blue', type: 'MI', hex: T, facing: 1 })]);
      const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
      return sgboh.legal(s, 'red').some((a) => a.type === 'fire' && a.unit === 'f' && a.target === 't');
    };
    expect(fires({})).toBe(true);
    expect(fires({ type: 'LG' })).toBe(false);
    expect(fires({ type: 'CO', cls: 'VET' })).toBe(false);
    expect(fires({ missile: 'F' })).toBe(false);
    expect(fires({ missile: 'X' })).toBe(false);
    expect(fires({ canReduce: true, reduced: true })).toBe(false);
  });
});

describe('7.15 a leader in a fired-on hex; 4.37 his replacement', () => {
  const T = '1210';
  const make = () =>
    start(
      battle(
        [unit({ id: 'arch', side: 'red', type: 'LI', missile: 'C', hex: '1010', facing: facingTo('1010', '1110') }), unit({ id: 't', side: 'blue', type: 'MI', tq: 6, hex: T, facing: 4 }), unit({ id: 'u2', side: 'blue', type: 'MI', hex: '1612', facing: 4 })],
        [leader({ id: 'boc', side: 'blue', hex: '1612', oc: true }), leader({ id: 'bl', side: 'blue', hex: T, initiative: 3 }), leader({ id: 'rep', side: 'blue', hex: null, replacement: true })],
        { formations: [{ id: 'red-f', side: 'red', name: 'Red', leaders: [], auxiliary: true, chain: 0 }, { id: 'blue-f', side: 'blue', name: 'Blue', leaders: ['bl'], auxiliary: false, chain: 0 }] },
      ),
    );
  const fire = (dice: number[]) => play(play(make(), 'red', { type: 'activate', formation: 'red-f', leader: null }).state, 'red', { type: 'fire', unit: 'arch', target: 't' }, dice);
  it('a natural 0 checks the leader: a second 0 kills him (5 × Initiative RP) and a Replacement Leader is readied', () => {
    const r = fire([0, 0]);
    expect(r.events.map((e) => e.key)).toEqual(expect.arrayContaining(['fire.hit', 'leader.check', 'leader.killed', 'leader.replaced']));
    const s = r.state;
    expect(s.leaders.find((l) => l.id === 'bl')).toMatchObject({ status: 'eliminated', hex: null });
    expect(s.sides.find((x) => x.id === 'blue')!.rp).toBe(15);
    expect(s.leaders.find((l) => l.id === 'rep')!.status).toBe('elsewhere');
    expect(s.formations.find((f) => f.id === 'blue-f')!.leaders).toEqual(['bl', 'rep']);
  });
  it('a second die of 1–9 spares him; a roll of 1 (a hit too) makes no check', () => {
    const spared = fire([0, 3]);
    expect(spared.events.map((e) => e.key)).toContain('leader.check');
    expect(spared.state.leaders.find((l) => l.id === 'bl')!.status).toBe('map');
    expect(fire([1]).events.map((e) => e.key)).not.toContain('leader.check');
  });
  it('4.37: the replacement comes on at his Formation\'s next activation, on one of its units', () => {
    let s = fire([0, 0]).state;
    s = play(s, 'red', { type: 'end-move' }).state;
    while (sgboh.pending(s)!.seat !== 'blue' || sgboh.pending(s)!.kind !== 'activate') {
      const p = sgboh.pending(s)!;
      s = play(s, p.seat, sgboh.legal(s, p.seat).find((a) => a.type === 'pass' || a.type === 'no-seize' || a.type === 'end-move' || a.type === 'resolve')!).state;
    }
    const r = play(s, 'blue', { type: 'activate', formation: 'blue-f', leader: 'rep' });
    expect(r.events.map((e) => e.key)).toContain('leader.placed');
    expect(['1210', '1612']).toContain(r.state.leaders.find((l) => l.id === 'rep')!.hex);
    expect(r.state.leaders.find((l) => l.id === 'rep')!.status).toBe('map');
  });
});

describe('6.22 leaving an enemy ZOC', () => {
  it('an In Command unit starting in a ZOC may leave it, but may not come back next to the same enemy this turn', () => {
    const X = front(D, 1)[0]!;
    const Y = gbohHex.neighbours(X).find((h) => gbohHex.distance(h, D) === 2)!;
    const make = (from: string) => {
      const b = battle([unit({ id: 'lc', side: 'red', type: 'LC', ma: 8, hex: from, facing: facingTo(X, Y) }), unit({ id: 'e', side: 'blue', type: 'HI', hex: D, facing: 1 })]);
      return play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    };
    // From X (in e's front ZOC) to Y, then a facing whose Front hexes include a hex next to e.
    let s = play(make(X), 'red', { type: 'step', unit: 'lc', to: Y, payHit: false }).state;
    const back = sgboh.legal(s, 'red').find((a) => a.type === 'face' && a.unit === 'lc' && front(Y, a.facing).some((h) => h !== X && gbohHex.distance(h, D) === 1))!;
    expect(back).toBeDefined();
    s = play(s, 'red', back).state;
    const near = (st: SgbohState): string[] => sgboh.legal(st, 'red').flatMap((a) => (a.type === 'step' && a.unit === 'lc' && gbohHex.distance(a.to, D) === 1 ? [a.to] : []));
    expect(near(s)).toEqual([]);
    // A unit that starts at Y with that facing (never in e's ZOC) may step next to e.
    const fresh = make(Y);
    Object.assign(fresh.units.find((x) => x.id === 'lc')!, { facing: back.type === 'face' ? back.facing : 0 });
    expect(near(fresh).length).toBeGreaterThan(0);
  });
});

describe('6.15 Reaction Facing Change (D-17)', () => {
  const make = (mover: 'HI' | 'LC', reactor: 'HI' | 'LC') => {
    const b = battle([unit({ id: 'm', side: 'red', type: mover, hex: '0810', facing: 1, ma: 6 }), unit({ id: 'x', side: 'blue', type: reactor, tq: 6, hex: '1010', facing: 0 })]);
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const step = sgboh.legal(s, 'red').find((a) => a.type === 'step' && gbohHex.distance(a.to, '1010') === 1)!;
    return play(s, 'red', step).state;
  };
  it('infantry rolls against its TQ: 7 > 6 → 1 Hit and no turn; 6 → it turns', () => {
    const s = make('HI', 'HI');
    expect(sgboh.pending(s)).toMatchObject({ kind: 'reaction', seat: 'blue', rule: 'sgboh 6.15' });
    const fail = play(s, 'blue', { type: 'react', facing: 1 }, [7]).state;
    expect(u(fail, 'x')).toMatchObject({ hits: 1, facing: 0 });
    const ok = play(s, 'blue', { type: 'react', facing: 1 }, [6]).state;
    expect(u(ok, 'x')).toMatchObject({ hits: 0, facing: 1 });
  });
  it('cavalry reacting to infantry turns without a roll', () => {
    const s = make('HI', 'LC');
    const r = play(s, 'blue', { type: 'react', facing: 5 });
    expect(u(r.state, 'x').facing).toBe(5);
  });
});

describe('7.16/7.17 Hit-and-Run', () => {
  it('a javelin LI two hexes from infantry fires as at range 1 (+2, foot javelins) and spends all its MP', () => {
    const b = battle([unit({ id: 'li', side: 'red', type: 'LI', missile: 'J', tq: 5, ma: 6, hex: '1010', facing: 1 }), unit({ id: 't', side: 'blue', type: 'MI', tq: 5, hex: '1210', facing: 4 })]);
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    expect(sgboh.legal(s, 'red')).toContainEqual({ type: 'hit-and-run', unit: 'li', target: 't' });
    expect(sgboh.legal(s, 'red')).not.toContainEqual({ type: 'fire', unit: 'li', target: 't' });
    // J range 1 needs 6: roll 4 + 2 = 6 hits.
    const r = play(s, 'red', { type: 'hit-and-run', unit: 'li', target: 't' }, [4]);
    expect(r.events.find((e) => e.key === 'fire.hit')?.params).toMatchObject({ range: 1, need: 6, roll: 6 });
    expect(u(r.state, 't').hits).toBe(1);
    expect(u(r.state, 'li').turn).toMatchObject({ mp: 0, done: true });
    expect(sgboh.legal(r.state, 'red').filter((a) => 'unit' in a && a.unit === 'li')).toEqual([]);
  });
  it('foot Hit-and-Run is not allowed against cavalry; mounted archers may from up to four hexes', () => {
    const b = battle([
      unit({ id: 'li', side: 'red', type: 'LI', missile: 'J', hex: '1010', facing: 1 }),
      unit({ id: 'lc', side: 'red', type: 'LC', missile: 'C', ma: 8, hex: '1014', facing: 1 }),
      unit({ id: 'hc', side: 'blue', type: 'HC', hex: '1210', facing: 4 }),
      unit({ id: 'mi', side: 'blue', type: 'MI', hex: '1414', facing: 4 }),
    ]);
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const legal = sgboh.legal(s, 'red');
    expect(legal).not.toContainEqual({ type: 'hit-and-run', unit: 'li', target: 'hc' });
    expect(legal).toContainEqual({ type: 'hit-and-run', unit: 'lc', target: 'mi' });
  });
});

describe('7.37 artillery overrun', () => {
  it('inactive artillery alone in an enemy ZOC at the start of the Shock Phase is eliminated', () => {
    const A = front(D, 1)[0]!;
    const b = battle([unit({ id: 'hi', side: 'red', type: 'HI', hex: A, facing: facingTo(A, D) }), unit({ id: 'art', side: 'blue', type: 'ART', missile: 'ART', tq: 4, ma: 0, hex: D, rp: 0 })]);
    let s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    s = play(s, 'red', { type: 'end-move' }).state;
    expect(u(s, 'art').status).toBe('eliminated');
  });
});

describe('11.2 Column movement (optional)', () => {
  const make = (column: boolean) =>
    start(battle([unit({ id: 'r', side: 'red', type: 'HI', tq: 6, ma: 5, hex: '0810', facing: 1 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020', facing: 4 })]), { column });
  it('off by default; with the option a unit not next to an enemy forms Column for 1 MP, facing a hexside, and stops', () => {
    const off = play(make(false), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    expect(sgboh.legal(off, 'red').some((a) => a.type === 'column')).toBe(false);
    let s = play(make(true), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    expect(sgboh.legal(s, 'red')).toContainEqual({ type: 'column', unit: 'r', column: true, facing: 2 });
    s = play(s, 'red', { type: 'column', unit: 'r', column: true, facing: 1 }).state;
    expect(u(s, 'r')).toMatchObject({ inColumn: true, facing: 1, turn: { done: true } });
  });
  it('a unit that starts In Column has MA + 1, moves into its front hex or the two beside it, TQ − 2, never next to an enemy', () => {
    const s0 = make(true);
    Object.assign(u(s0, 'r'), { inColumn: true, facing: 1 });
    u(s0, 'r').turn.startInColumn = true;
    const s = play(s0, 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const steps = sgboh.legal(s, 'red').filter((a) => a.type === 'step' && a.unit === 'r').map((a) => (a.type === 'step' ? a.to : ''));
    expect(steps.sort()).toEqual([0, 1, 2].map((d) => gbohHex.neighbour('0810', gbohHex.dir(d))!).sort());
    const moved = play(s, 'red', { type: 'step', unit: 'r', to: gbohHex.neighbour('0810', 1)!, payHit: false }).state;
    expect(u(moved, 'r').turn.mp).toBe(5);
    expect(u(moved, 'r').inColumn).toBe(true);
  });
  it('11.22, T1 Column column: a HI In Column crosses a stream without the (h) a HI in formation may take', () => {
    const to = gbohHex.neighbour('0810', gbohHex.dir(1))!;
    const make = (inColumn: boolean) => {
      const b = battle([unit({ id: 'r', side: 'red', type: 'HI', tq: 6, ma: 5, hex: '0810', facing: 1, inColumn }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020', facing: 4 })]);
      b.map.hexsides = { [`0810-${to}`]: ['stream'] };
      return play(start(b, { column: true }), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    };
    const stepsTo = (s: SgbohState) => sgboh.legal(s, 'red').filter((a) => a.type === 'step' && a.unit === 'r' && a.to === to);
    // In formation: T1 Stream "+0(h)" for PH/HI: the Hit or 1 MP instead (two actions).
    expect(stepsTo(make(false))).toEqual([
      { type: 'step', unit: 'r', to, payHit: false },
      { type: 'step', unit: 'r', to, payHit: true },
    ]);
    // In Column: "+0", nothing to pay.
    expect(stepsTo(make(true))).toEqual([{ type: 'step', unit: 'r', to, payHit: false }]);
  });
  const columnReactor = () => {
    // Blue HI (TQ 6, In Column: 4, 11.25) faces hexside 4; the red HI steps next to it from two hexes away.
    const b = battle([unit({ id: 'm', side: 'red', type: 'HI', hex: '0810', facing: 1, ma: 6 }), unit({ id: 'x', side: 'blue', type: 'HI', tq: 6, hex: '1010', facing: 4, inColumn: true })]);
    const s = play(start(b, { column: true }), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const step = sgboh.legal(s, 'red').find((a) => a.type === 'step' && gbohHex.distance(a.to, '1010') === 1)!;
    return play(s, 'red', step).state;
  };
  it('11.27: a Column unit may use Reaction Facing (TQ − 2) to leave Column, onto a vertex beside its Column front', () => {
    const s = columnReactor();
    expect(sgboh.pending(s)).toMatchObject({ kind: 'reaction', seat: 'blue', rule: 'sgboh 6.15' });
    expect(sgboh.legal(s, 'blue')).toEqual([{ type: 'react', facing: 4 }, { type: 'react', facing: 3 }, { type: 'decline' }]);
    // 5 > 6 − 2: 1 Hit, still In Column.
    const fail = play(s, 'blue', { type: 'react', facing: 3 }, [5]).state;
    expect(u(fail, 'x')).toMatchObject({ hits: 1, inColumn: true, facing: 4 });
    // 4 ≤ 4: combat formation, facing vertex 3, and no Retreat Before Shock this Player Turn.
    const r = play(s, 'blue', { type: 'react', facing: 3 }, [4]);
    expect(r.events.map((e) => e.key)).toContain('reaction.column');
    expect(u(r.state, 'x')).toMatchObject({ hits: 0, inColumn: false, facing: 3, turn: { noRbs: true, reactionFaced: true } });
  });
  it('11.25: a Column unit that is Shocked reverts to combat formation at the end of the Shock', () => {
    const A = front(D, 4)[0]!;
    const b = battle([
      unit({ id: 'a', side: 'red', type: 'HI', tq: 6, ma: 5, hex: A, facing: facingTo(A, D) }),
      unit({ id: 'x', side: 'blue', type: 'HI', tq: 7, size: 6, hex: D, facing: 1, inColumn: true }),
    ]);
    const s = shockPhase(start(b, { column: true }));
    expect(u(s, 'x').inColumn).toBe(true);
    const r = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'x' }, [1]);
    expect(r.events.find((e) => e.key === 'shock.roll')?.params).toMatchObject({ roll: 5 });
    expect(u(r.state, 'x')).toMatchObject({ status: 'map', hex: D, hits: 2, inColumn: false });
  });
});

describe('7.31 Shock obligations', () => {
  it('every active unit in an enemy ZOC must take part: no "resolve" until both are designated', () => {
    const [h1, h2] = front(D, 4) as [string, string];
    const b = battle([
      unit({ id: 'a1', side: 'red', type: 'HI', hex: h1, facing: facingTo(h1, D) }),
      unit({ id: 'a2', side: 'red', type: 'HI', hex: h2, facing: facingTo(h2, D) }),
      unit({ id: 'd', side: 'blue', type: 'HI', hex: D, facing: 4 }),
    ]);
    let s = shockPhase(start(b));
    expect(sgboh.legal(s, 'red')).not.toContainEqual({ type: 'resolve' });
    s = play(s, 'red', { type: 'designate', attacker: 'a1', defender: 'd' }).state;
    expect(sgboh.legal(s, 'red')).toEqual([{ type: 'designate', attacker: 'a2', defender: 'd' }]);
  });
});

describe('7.22 Reaction Fire at a unit entering a ZOC', () => {
  it('the archer fires at range 1 after the step, and may not Retreat Before Shock afterwards', () => {
    const b = battle([unit({ id: 'm', side: 'red', type: 'HI', hex: '0810', facing: 1, ma: 6 }), unit({ id: 'x', side: 'blue', type: 'LI', missile: 'C', tq: 5, ma: 6, hex: '1010', facing: 4 })]);
    let s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const step = sgboh.legal(s, 'red').find((a) => a.type === 'step' && front('1010', 4).includes(a.to))!;
    s = play(s, 'red', step).state;
    // 6.15 first (before the step): declined.
    expect(sgboh.pending(s)).toMatchObject({ rule: 'sgboh 6.15' });
    s = play(s, 'blue', { type: 'decline' }).state;
    expect(sgboh.pending(s)).toMatchObject({ kind: 'reaction', rule: 'sgboh 7.22' });
    // C at range 1 needs 8; HI target +1, archers through the HI's front hexside +2: 5 + 3 = 8 hits.
    const r = play(s, 'blue', { type: 'react', facing: null }, [5]);
    expect(r.events.find((e) => e.key === 'fire.hit')?.modifiers?.map((m) => m.value)).toEqual([1, 2]);
    expect(u(r.state, 'm').hits).toBe(1);
    expect(u(r.state, 'x').turn).toMatchObject({ reactionFired: true, noRbs: true });
  });
});

describe('7.45 light infantry retreating before Shock', () => {
  it('rolls against its TQ: 7 > 5 → 1 Hit', () => {
    const A = front(D, 1)[0]!;
    const b = battle([unit({ id: 'a', side: 'red', type: 'HI', ma: 4, hex: A, facing: facingTo(A, D) }), unit({ id: 'li', side: 'blue', type: 'LI', missile: 'B', tq: 5, ma: 6, hex: D, facing: 1 })]);
    let s = shockPhase(start(b), ['a']);
    s = play(s, 'red', { type: 'designate', attacker: 'a', defender: 'li' }).state;
    const to = sgboh.legal(s, 'blue').find((a) => a.type === 'rbs')!;
    const r = play(s, 'blue', to, [7]);
    expect(keys(r.events)).toContain('shock.rbs.test');
    expect(u(r.state, 'li').hits).toBe(1);
  });
});

describe('6.23 Out of Command units in an enemy ZOC', () => {
  it('may not spend MP', () => {
    const A = front(D, 4)[0]!;
    const b = battle(
      [unit({ id: 'far', side: 'red', type: 'HI', hex: A, facing: facingTo(A, D) }), unit({ id: 'e', side: 'blue', type: 'HI', hex: D, facing: 4 })],
      [leader({ id: 'l', side: 'red', hex: '0101', range: 1 })],
    );
    const s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: 'l' }).state;
    expect(s.turn.command).toEqual([]);
    expect(sgboh.legal(s, 'red').filter((a) => 'unit' in a && a.unit === 'far' && (a.type === 'step' || a.type === 'face'))).toEqual([]);
  });
});

describe('7.71 advance after Shock and 7.74 Reaction Fire at the advancing unit', () => {
  it('the attacker must advance into the routed defender\'s hex; an enemy archer whose ZOC it enters may fire; then it may turn one vertex', () => {
    const A = front(D, 1)[0]!;
    const X = gbohHex.neighbour(D, 4)!;
    const b = battle([
      unit({ id: 'hi', side: 'red', type: 'HI', tq: 7, size: 6, ma: 5, hex: A, facing: facingTo(A, D) }),
      unit({ id: 'li', side: 'blue', type: 'LI', tq: 3, size: 2, ma: 4, hex: D, facing: facingTo(D, A) }),
      unit({ id: 'arch', side: 'blue', type: 'LI', missile: 'C', tq: 5, ma: 5, hex: X, facing: facingTo(X, D) }),
    ]);
    let s = shockPhase(start(b));
    // HI vs LI front +3, TQ +3, Size +2: 8; roll 4 → 12: Auto Rout.
    const r = play(s, 'red', { type: 'designate', attacker: 'hi', defender: 'li' }, [4]);
    s = r.state;
    expect(u(s, 'li').status).toBe('eliminated');
    expect(u(s, 'hi').hex).toBe(D);
    expect(sgboh.pending(s)).toMatchObject({ kind: 'reaction', seat: 'blue', rule: 'sgboh 7.22' });
    s = play(s, 'blue', { type: 'react', facing: null }, [9]).state;
    expect(sgboh.pending(s)).toMatchObject({ kind: 'advance-face', seat: 'red' });
    const facing = u(s, 'hi').facing;
    expect(sgboh.legal(s, 'red')).toEqual([facing, (facing + 1) % 6, (facing + 5) % 6].map((f) => ({ type: 'advance-face', facing: f })));
  });
});

describe('6.12 one facing change between two steps or fires (ruling R-47)', () => {
  it('after a pivot the unit steps or fires before it pivots again; a skirmisher turns for free, but once', () => {
    const b = battle([unit({ id: 'sk', side: 'red', type: 'SK', missile: 'J', hex: '0810', facing: 1, ma: 6 }), unit({ id: 'e', side: 'blue', type: 'HI', hex: '2020' })]);
    let s = play(start(b), 'red', { type: 'activate', formation: 'red-f', leader: null }).state;
    const faces = (st: SgbohState): number => sgboh.legal(st, 'red').filter((a) => a.type === 'face' && a.unit === 'sk').length;
    expect(faces(s)).toBe(5);
    s = play(s, 'red', { type: 'face', unit: 'sk', facing: 3 }).state;
    expect(u(s, 'sk').turn.mp).toBe(6);
    expect(faces(s)).toBe(0);
    s = play(s, 'red', { type: 'step', unit: 'sk', to: front('0810', 3)[0]!, payHit: false }).state;
    expect(faces(s)).toBe(5);
  });
});
