import { randomPlayout } from '@polemarch/kernel/testing';
import { type GameEvent, Random, createRngState } from '@polemarch/kernel';
import { dhFrontDrm } from '../src/charts/matrix';
import { describe, expect, it } from 'vitest';
import { sgboh, type SgbohState } from '../src/index';
import { GBOH_BATTLES, findBattle } from '../src/scenarios';
import { optionsSchema } from '../src/types';

/**
 * The seven converted Cataphract battles and the four of The Devil's Horsemen (13.1): the conversion keeps what it says it keeps, and random play holds
 * the invariants. Short by default; SGBOH_FUZZ=1 plays every battle to its end.
 */
const IDS = Object.keys(GBOH_BATTLES);
const LONG = process.env['SGBOH_FUZZ'] === '1';
const defaults = optionsSchema.parse({});

describe('13.1 conversion of the GBoH battles', () => {
  it.each(IDS)('%s: every placed unit in a Formation, Withdrawal Levels and Retreat Edges kept, Seize only for commanders', (id) => {
    const raw = GBOH_BATTLES[id] as { sides: { id: string; withdrawalLevel: number; retreatEdge: { kind: string; edge?: string } }[]; units: { id: string; hex?: string | null }[] };
    const b = findBattle(id, defaults)!;
    expect(b.units.map((u) => u.id).sort()).toEqual(raw.units.filter((u) => typeof u.hex === 'string').map((u) => u.id).sort());
    for (const u of b.units) expect(b.formations.some((f) => f.id === u.formation && f.side === u.side)).toBe(true);
    for (const side of raw.sides) {
      const conv = b.sides.find((x) => x.id === side.id)!;
      // Rulings: a side the GBoH file gives no RP level (100000) gets one (Kalka: from its Command Flight).
      if (side.withdrawalLevel < 100000) expect(conv.withdrawalLevel).toBe(side.withdrawalLevel);
      else expect(conv.withdrawalLevel).toBeLessThan(1000);
      if (side.retreatEdge.kind === 'edge') expect(conv.retreatEdge).toBe(side.retreatEdge.edge);
    }
    for (const f of b.formations) if (!f.auxiliary) expect(f.leaders.length).toBeGreaterThan(0);
    const ocs = b.leaders.filter((l) => l.oc);
    expect(ocs.map((l) => l.side).sort()).toEqual(b.sides.map((x) => x.id).sort());
    for (const l of ocs) expect(l.seize).toBe(3);
    for (const l of b.leaders.filter((x) => x.replacement)) expect(l.seize).toBe(0);
  });
  it('the Cheiroballistrae of Utus River are artillery (10.1) worth 0 RP as in the GBoH file', () => {
    const b = findBattle('utus-river', defaults)!;
    const art = b.units.filter((u) => u.type === 'ART');
    expect(art).toHaveLength(2);
    for (const a of art) expect(a).toMatchObject({ missile: 'ART', ma: 0, rp: 0 });
  });
  it('Callinicum: the Byzantine exit hex becomes the nearest map edge', () => {
    const b = findBattle('callinicum', defaults)!;
    expect(b.sides.find((x) => x.id === 'byzantines')!.retreatEdge).toBe('west');
  });
});

function invariant(s: SgbohState, _m: unknown, events: readonly GameEvent[]): void {
  for (const side of s.sides) {
    const rp = s.units.filter((u) => u.side === side.id && u.status === 'eliminated').reduce((n, u) => n + u.rp, 0);
    const leaders = s.leaders.filter((l) => l.side === side.id && l.status === 'eliminated').reduce((n, l) => n + 5 * l.initiative, 0);
    if (side.rp !== rp + leaders) throw new Error(`${side.id}: ${side.rp} RP recorded, ${rp + leaders} eliminated`);
  }
  const occupied = new Map<string, number>();
  for (const u of s.units) {
    if (u.status !== 'map') continue;
    if (u.hex === null) throw new Error(`${u.id} on the map without a hex`);
    if (u.hits >= u.tq - (u.reduced ? 2 : 0)) throw new Error(`${u.id} has ${u.hits} Hits at TQ ${u.tq} and is still on the map`);
    occupied.set(u.hex, (occupied.get(u.hex) ?? 0) + 1);
    if (s.units.some((v) => v.status === 'map' && v.hex === u.hex && v.side !== u.side)) throw new Error(`enemies share ${u.hex}`);
  }
  // A unit passing through a stack (ruling R-19) is the only way to a third unit in a hex, and only while it moves.
  const passing = s.units.find((u) => u.id === s.turn.current)?.hex;
  for (const [h, n] of occupied) if (n > 2 && !(n === 3 && h === passing)) throw new Error(`${n} units in ${h}`);
  for (const e of events) if (typeof e.key !== 'string' || sgboh.messages['en']![e.key] === undefined) throw new Error(`no message for ${e.key}`);
}

/**
 * A Player Turn always ends (issue 14's fuzz cap-hits are long games, not a loop): every action of a Player Turn spends
 * MP, a fire, a Seize attempt or a reaction, and ruling R-47 removed the free pivots that cost nothing. The bound is
 * generous (the longest random Player Turn measured is about 100 actions).
 */
const MAX_TURN_ACTIONS = 2_000;
function boundedTurns(): (s: SgbohState, m: unknown, events: readonly GameEvent[]) => void {
  let turn = -1;
  let n = 0;
  return (s, m, events) => {
    invariant(s, m, events);
    if (s.turn.number !== turn) {
      turn = s.turn.number;
      n = 0;
    }
    if (++n > MAX_TURN_ACTIONS) throw new Error(`Player Turn ${turn} has taken ${n} actions`);
  };
}

describe('random play over every battle (invariants, contract, replay)', () => {
  it.each(IDS)('%s', (id) => {
    const r = randomPlayout(sgboh, { scenario: id, seed: 11, options: {} }, { seed: 5, maxActions: LONG ? 100_000 : 60, invariant: boundedTurns(), checkContract: true });
    if (LONG) expect(r.finished).toBe(true);
    expect(r.actions).toBeGreaterThan(0);
  }, LONG ? 600_000 : 60_000);
});

describe("The Devil's Horsemen battles with the SGBoH annex (rulings R-45, R-46)", () => {
  it('a DH battle plays without Pursuit, with equal Sizes and the annex matrix; the Cataphract ones do not', () => {
    const dh = sgboh.setup({ scenario: 'liegnitz', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(dh.options).toMatchObject({ pursuit: false, sizeDrm: false, dhMatrix: true });
    const cat = sgboh.setup({ scenario: 'dara', options: {}, seed: 1 }, new Random(createRngState(1)));
    expect(cat.options).toMatchObject({ pursuit: true, sizeDrm: true, dhMatrix: false });
  });
  it("Kalka: the Russians withdraw by Command Flight (R-48); their level is the least RP that can give the 6 Flight points", () => {
    const b = findBattle('kalka-river', defaults)!;
    expect(b.flight).toMatchObject({ side: 'russians', withdrawAt: 6 });
    expect(b.sides.find((x) => x.id === 'russians')!.withdrawalLevel).toBe(55 + 120 + 70);
    expect(b.sides.find((x) => x.id === 'mongols')!.withdrawalLevel).toBe(425);
  });
  it('DH leaders restricted to listed units lead the Formations holding them (Liegnitz: both Mongol Tumen commanders)', () => {
    const b = findBattle('liegnitz', defaults)!;
    for (const id of ['baidar', 'kaidan']) expect(b.formations.some((f) => f.leaders.includes(id))).toBe(true);
    expect(b.leaders.find((l) => l.id === 'hc-noyan-1')!.seize).toBe(1);
  });
  it('the annex cells: HC cataphracts against foot +3, LC/MI/LI against them −3, HC against them −1', () => {
    expect(dhFrontDrm({ type: 'HC', cls: 'CAT' }, { type: 'MI', cls: null })).toBe(3);
    expect(dhFrontDrm({ type: 'LC', cls: null }, { type: 'HC', cls: 'CAT' })).toBe(-3);
    expect(dhFrontDrm({ type: 'HC', cls: null }, { type: 'HC', cls: 'CAT' })).toBe(-1);
    expect(dhFrontDrm({ type: 'HC', cls: null }, { type: 'MI', cls: null })).toBeNull();
  });
});

describe('the maxPlayerTurns option (not a rule: a cap for play-testing, SGBoH 3.0 has no turn limit)', () => {
  it('ends random Kalka play drawn at the end of the capped Player Turn, with its log line; without it the game goes on', () => {
    let ended: readonly GameEvent[] = [];
    const capped = randomPlayout(sgboh, { scenario: 'kalka-river', seed: 11, options: { maxPlayerTurns: 4 } }, {
      seed: 5,
      maxActions: 20_000,
      checkContract: false,
      invariant: (_s: SgbohState, _m: unknown, events: readonly GameEvent[]) => {
        if (events.some((e) => e.key === 'end.turn-limit')) ended = events;
      },
    });
    expect(capped.finished).toBe(true);
    expect(capped.state.outcome).toEqual({ winner: null, reason: 'turn limit' });
    expect(capped.state.turn.number).toBe(4);
    expect(ended.find((e) => e.key === 'end.turn-limit')?.params).toEqual({ number: 4 });
    const free = randomPlayout(sgboh, { scenario: 'kalka-river', seed: 11, options: {} }, { seed: 5, maxActions: capped.actions, checkContract: false });
    expect(free.state.outcome).toBeNull();
  });
});
