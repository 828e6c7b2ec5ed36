import { gbohHex, newGame } from '@polemarch/kernel';
import { randomPlayout } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { module, act, declineReactions, legalOf, pendingOf, position, start } from './helpers';
import { superiority } from '../src/shock';
import type { GbohState, ScenarioInput } from '../src';

/** casilinum.wedge's own state (its entry of `s.battle`). */
type WedgeEntry = { wedge?: { units: string[]; setup?: Record<string, string> } | null; wedgeAssault?: { rank: number; toMove: string[]; commanderMove?: boolean } | null };
const W = (s: GbohState): WedgeEntry => s.battle['casilinum.wedge'] as unknown as WedgeEntry;

/** Casilinum `casilinum.wedge`: the Frankish Wedge and the 6.65 Stacking Chart's wedge exception (ruling R-WEDGE). */
type UnitIn = Partial<NonNullable<ScenarioInput['units']>[number]>;

const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`, name: 'OC', side, rank: 'OC' as const, initiative: 3, lineCommand: 1, commandRange: 8, strategy: 3, charisma: 0, hex, ...extra,
});

/** Three Frankish-style MI in a wedge (the byzantines seat stands for the Franks), facing east. */
const franks = (extra: Record<string, UnitIn> = {}): UnitIn[] => [
  { id: 'a', side: 'byzantines', type: 'MI', tq: 6, ma: 6, hex: '0605', facing: { vertex: 1 }, ...extra.a },
  { id: 'b', side: 'byzantines', type: 'MI', tq: 6, ma: 6, hex: '0705', facing: { vertex: 1 }, ...extra.b },
  { id: 'c', side: 'byzantines', type: 'MI', tq: 6, ma: 6, hex: '0805', facing: { vertex: 1 }, ...extra.c },
];
const wedgeRule = { kind: 'wedge' as const, side: 'byzantines', ranks: [['0805'], ['0705'], ['0605']], minUnits: 3, enterFriendlyExtraMP: 1, commander: 'byzantines-oc' };
const enemy: UnitIn = { id: 'p', side: 'persians', type: 'MI', tq: 6, ma: 5, hex: '1405', facing: { vertex: 4 } };

function game(opts: { wedge?: boolean; units?: Record<string, UnitIn>; leaderHex?: string; enemyHex?: string } = {}) {
  const s = start(
    position({
      units: [...franks(opts.units), { ...enemy, hex: opts.enemyHex ?? enemy.hex! }],
      leaders: [OC('byzantines', opts.leaderHex ?? '0605'), OC('persians', '1505', { initiative: 6 })],
      specialRules: opts.wedge === false ? [] : [wedgeRule],
    }),
  );
  return act(s, { type: 'activate', leader: 'byzantines-oc' }).state;
}

describe('casilinum.wedge: 6.65 Stacking Chart wedge exception', () => {
  it('a wedge unit moves through one friendly unit for +1 MP: the stationary unit takes 1 hit, the wedge unit none', () => {
    let s = game();
    s = act(s, { type: 'move', unit: 'a' }).state;
    s = act(s, { type: 'step', to: '0705' }).state;
    expect(s.move!.mpLeft).toBe(4); // 6 − (1 clear + 1 wedge pass-through)
    expect(s.units.b!.hits).toBe(1);
    expect(s.units.a!.hits).toBe(0);
    // Only one friendly unit per move: c (0805) may not be passed through, the empty 0806 may be entered.
    const steps = legalOf(s).filter((x) => x.type === 'step');
    expect(steps).toEqual([{ type: 'step', to: '0806' }]);
  });

  it('without the wedge the Stacking Chart row "all other non-routed units" applies: 1 hit to both, no extra MP', () => {
    let s = game({ wedge: false });
    s = act(s, { type: 'move', unit: 'a' }).state;
    s = act(s, { type: 'step', to: '0705' }).state;
    expect(s.move!.mpLeft).toBe(5);
    expect([s.units.a!.hits, s.units.b!.hits]).toEqual([1, 1]);
    expect(legalOf(s).filter((x) => x.type === 'step')).toEqual([
      { type: 'step', to: '0805' },
      { type: 'step', to: '0806' },
    ]);
  });

  it('a member routed by the pass-through hit leaves the wedge, which dissolves below its minimum of units', () => {
    let s = game({ units: { b: { initial: { hits: 5 } } } });
    s = act(s, { type: 'move', unit: 'a' }).state;
    const r = act(s, { type: 'step', to: '0705' });
    expect(r.state.units.b!.status).toBe('routed');
    expect(W(r.state).wedge).toBeNull();
    expect(r.events.map((e) => e.key)).toContain('wedge.dissolved');
  });
});

describe('casilinum.wedge: the formation', () => {
  it('units attacking in wedge are Attack Superior; after leaving the wedge the chart applies (MI vs MI: none)', () => {
    let s = game({ enemyHex: '0905' });
    expect(superiority(s, 'c', 'p', 'front')).toBe('AS');
    expect(legalOf(s)).toContainEqual({ type: 'leave-wedge' });
    s = act(s, { type: 'leave-wedge' }).state;
    expect(W(s).wedge).toBeNull();
    expect(superiority(s, 'c', 'p', 'front')).toBeNull();
    // No re-forming: the offer is gone.
    expect(legalOf(s)).not.toContainEqual({ type: 'leave-wedge' });
  });

  it('the wedge commander may move only to a hex holding a unit of the first three ranks', () => {
    const s = game({ leaderHex: '0605' });
    const dest = legalOf(s).flatMap((x) => (x.type === 'leader-move' && x.leader === 'byzantines-oc' ? [x.to] : []));
    expect(dest.sort()).toEqual(['0705', '0805']);
    const free = game({ wedge: false, leaderHex: '0605' });
    expect(legalOf(free).filter((x) => x.type === 'leader-move').length).toBeGreaterThan(2);
  });
});

describe('casilinum.wedge: the Wedge Shock in waves', () => {
  // The point (rank 1) faces an enemy MI; rank 2 stands behind it. The byzantines seat stands for the Franks.
  const assault = (enemyHex = '0905') =>
    act(
      start(
        position({
          units: [
            { id: 'pt', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0805', facing: { vertex: 1 } },
            { id: 'r2a', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0704', facing: { vertex: 1 } },
            { id: 'r2b', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0705', facing: { vertex: 1 }, initial: { moved: true } },
            { id: 'e1', side: 'persians', type: 'MI', tq: 6, hex: enemyHex, facing: { vertex: 4 } },
          ],
          leaders: [OC('byzantines', '0505'), OC('persians', '1510', { initiative: 6 })],
          specialRules: [{ kind: 'wedge', side: 'byzantines', ranks: [['0805'], ['0704', '0705']], minUnits: 2, enterFriendlyExtraMP: 1 }],
        }),
      ),
      { type: 'activate', leader: 'byzantines-oc' },
    ).state;

  it('no Wedge Assault unless the point starts the Shock Segment next to an enemy in its ZOC', () => {
    const r = act(assault('1005'), { type: 'end-orders' });
    expect(r.events.map((e) => e.key)).not.toContain('wedge.assault');
    expect(W(r.state).wedgeAssault ?? null).toBeNull();
  });

  it('the point attacks alone; the second rank moves up (no facing change, no 6.13 hit) and attacks the same defender; then the commander moves', () => {
    let r = act(assault(), { type: 'end-orders' });
    expect(r.events.map((e) => e.key)).toContain('wedge.assault');
    let s = r.state;
    // Wave 1: only the point, marked to attack.
    expect(legalOf(s)).toEqual([{ type: 'combat', attacker: 'pt' }]);
    r = act(s, { type: 'combat', attacker: 'pt' }, [0, 0, 3]); // both Pre-Shock checks pass; column 7, DR 3: 2(2), AS doubles
    s = r.state;
    expect(r.events.find((e) => e.key === 'shock.column')!.params).toMatchObject({ superiority: 'AS' });
    expect([s.units.pt!.hits, s.units.e1!.hits]).toEqual([2, 4]);
    // Wave 2: rank 2 moves up, unit by unit, in the owner's order.
    expect(W(s).wedgeAssault).toEqual({ rank: 2, toMove: ['r2a', 'r2b'] });
    expect(legalOf(s)).toEqual([
      { type: 'move', unit: 'r2a' },
      { type: 'move', unit: 'r2b' },
    ]);
    s = act(s, { type: 'move', unit: 'r2b' }).state;
    expect(legalOf(s)).toEqual([{ type: 'step', to: '0806' }]); // no facing change; 0805 (the point, in the enemy ZOC) is closed
    s = declineReactions(act(s, { type: 'step', to: '0806' }).state, 'persians');
    expect(legalOf(s)).toEqual([{ type: 'end-move' }]); // next to the enemy: it stops
    expect(s.units.r2b).toMatchObject({ hits: 0, shock: 'mustCheck' }); // already Moved, yet no 6.13 hit
    s = act(s, { type: 'end-move' }).state;
    s = act(s, { type: 'move', unit: 'r2a' }).state;
    s = declineReactions(act(s, { type: 'step', to: '0804' }).state, 'persians');
    s = declineReactions(act(s, { type: 'step', to: '0904' }).state, 'persians');
    expect(legalOf(s)).toEqual([{ type: 'end-move' }]);
    s = act(s, { type: 'end-move' }).state;
    // Its Shock: e1 is attacked again (once per wave); r2a has no enemy in its ZOC.
    expect(pendingOf(s)).toMatchObject({ kind: 'shock-combats' });
    expect(legalOf(s)).toEqual([{ type: 'combat', attacker: 'r2b' }]);
    // After the last rank's Shock the wedge commander may move up to 4 hexes, only onto the first three ranks' units.
    for (let i = 0; i < 20 && W(s).wedgeAssault?.commanderMove !== true; i++) {
      const legal = legalOf(s);
      s = act(s, legal.find((a) => a.type === 'decline') ?? legal[0]!).state;
    }
    const moves = legalOf(s);
    expect(moves.at(-1)).toEqual({ type: 'end-orders' });
    const wedgeHexes = ['pt', 'r2a', 'r2b'].filter((id) => s.units[id]!.status === 'normal').map((id) => s.units[id]!.hex!);
    for (const m of moves.slice(0, -1)) expect(m.type === 'leader-move' && m.leader === 'byzantines-oc' && wedgeHexes.includes(m.to)).toBe(true);
    expect(moves).toContainEqual({ type: 'leader-move', leader: 'byzantines-oc', to: '0805' });
    s = act(s, { type: 'leader-move', leader: 'byzantines-oc', to: '0805' }).state;
    expect(s.leaders['byzantines-oc']!.hex).toBe('0805');
    // Then the Orders Phase ends as usual.
    expect(W(s).wedgeAssault).toBeNull();
    expect(s.phase).not.toBe('orders');
  });
});

describe('casilinum.wedge in random play', () => {
  it('Wedge Assaults reach a decision at every step and replay identically', () => {
    const units: UnitIn[] = [
      { id: 'pt', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0805', facing: { vertex: 1 } },
      { id: 'r2a', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0704', facing: { vertex: 1 } },
      { id: 'r2b', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0705', facing: { vertex: 1 } },
      { id: 'r3a', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0604', facing: { vertex: 1 } },
      { id: 'r3b', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0605', facing: { vertex: 1 } },
      { id: 'r3c', side: 'byzantines', type: 'MI', tq: 6, ma: 5, hex: '0606', facing: { vertex: 1 } },
      { id: 'e1', side: 'persians', type: 'MI', tq: 6, hex: '0905', facing: { vertex: 4 } },
      { id: 'e2', side: 'persians', type: 'HC', tq: 7, ma: 8, hex: '1007', facing: { vertex: 4 } },
    ];
    const pos = position({
      units,
      leaders: [OC('byzantines', '0805'), OC('persians', '1510', { initiative: 6 })],
      specialRules: [{ ...wedgeRule, ranks: [['0805'], ['0704', '0705'], ['0604', '0605', '0606']], minUnits: 3 }],
    });
    let assaults = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = randomPlayout(module, { position: pos, seed, options: { maxTurns: 3 } }, {
        seed,
        maxActions: 150,
        invariant: (_s, _m, events) => {
          assaults += events.filter((e) => e.key === 'wedge.assault').length;
        },
      });
      expect(r.actions).toBeGreaterThan(0);
    }
    expect(assaults).toBeGreaterThan(0);
  });
});

describe('casilinum.wedge: Uncontrolled Advance (11.31)', () => {
  it('only the point must advance with its whole MA; the rank behind moves after it and keeps its place in the formation', () => {
    const MI = (id: string, hex: string): UnitIn => ({ id, side: 'persians', type: 'MI', ma: 5, tq: 5, hex, facing: { vertex: 4 } });
    let s = start(
      position({
        sides: { per: { discipline: 'undisciplined' } },
        units: [MI('g1', '1404'), MI('g2', '1405'), { id: 'byz', side: 'byzantines', type: 'MI', hex: '0805', facing: { vertex: 1 } }],
        leaders: [{ id: 'buccelin', name: 'Buccelin', side: 'persians', rank: 'OC', initiative: 5, commandRange: 6, strategy: 3, hex: '1505' }],
        lines: [{ id: 'foot', side: 'persians', name: 'MI', members: [{ type: ['MI'] }], composition: 'infantry', provenance: { source: 'seed' } }],
        specialRules: [{ kind: 'wedge', side: 'persians', ranks: [['1404'], ['1405']], minUnits: 2, enterFriendlyExtraMP: 1, commander: 'buccelin' }],
      }),
    );
    s = act(s, { type: 'activate', leader: 'buccelin' }).state;
    s = act(s, { type: 'line-command', line: 'foot', anchor: 'g1' }).state;
    for (const [u, path] of [
      ['g1', ['1304', '1204']],
      ['g2', ['1305', '1205']],
    ] as const) {
      s = act(s, { type: 'move', unit: u }).state;
      for (const to of path) s = declineReactions(act(s, { type: 'step', to }).state, 'byzantines');
      s = act(s, { type: 'end-move' }).state;
    }
    s = act(s, { type: 'end-line' }).state;
    expect(s.uncontrolledLines).toHaveLength(1); // an Undisciplined army: no check
    s = act(s, { type: 'end-orders' }).state;
    s = act(s, { type: 'decline' }).state; // no Momentum
    expect(s.turn).toBe(2);
    s = act(s, legalOf(s)[0]!).state; // the Uncontrolled Line activates first
    // The point moves first: the rank behind takes its place from where the point ends.
    expect(legalOf(s).filter((a) => a.type === 'move')).toEqual([{ type: 'move', unit: 'g1' }]);
    s = act(s, { type: 'move', unit: 'g1' }).state;
    expect(legalOf(s).some((a) => a.type === 'end-move')).toBe(false); // the point must go on toward the enemy
    const path: string[] = [];
    while (!legalOf(s).some((a) => a.type === 'end-move')) {
      const step = legalOf(s).find((a) => a.type === 'step')!;
      path.push(step.type === 'step' ? step.to : '');
      s = declineReactions(act(s, step).state, 'byzantines');
    }
    expect(path).toEqual(['1104', '1005', '0905']); // next to the enemy at 0805: it may stop
    s = act(s, { type: 'end-move' }).state;
    // g2 stood one hex south of the point (1405 behind 1404): its place is now 0906, one hex south of 0905. It may
    // not stop short of it, and every step must bring it closer.
    s = act(s, { type: 'move', unit: 'g2' }).state;
    const g2: string[] = [];
    while (s.units.g2!.hex !== '0906') {
      expect(legalOf(s)).not.toContainEqual({ type: 'end-move' });
      const steps = legalOf(s).flatMap((a) => (a.type === 'step' ? [a.to] : []));
      for (const to of steps) expect(gbohHex.distance(to, '0906')).toBeLessThan(gbohHex.distance(s.units.g2!.hex!, '0906'));
      g2.push(steps[0]!);
      s = declineReactions(act(s, { type: 'step', to: steps[0]! }).state, 'byzantines');
    }
    expect(g2.length).toBe(gbohHex.distance('1205', '0906'));
    expect(legalOf(s)).toContainEqual({ type: 'end-move' });
  });
});

describe('casilinum.wedge: the battle (scenarios.md 7.2 wedge layout)', () => {
  it('the formation the followers keep is the deployment: the point Berserker at 2014, 21 members in 6 ranks', () => {
    const s = newGame(module, { scenario: 'casilinum', options: {}, seed: 1 }) as unknown as GbohState;
    const setup = W(s).wedge!.setup!;
    expect(Object.keys(setup).sort()).toEqual([...W(s).wedge!.units].sort());
    expect(Object.keys(setup)).toHaveLength(21);
    const rank = s.static.wedge!.rankOf!;
    expect(Object.entries(setup).filter(([id]) => rank[id] === 1).map(([, hex]) => hex)).toEqual(['2014']);
    expect(Object.entries(setup).filter(([id]) => rank[id] === 2).map(([, hex]) => hex).sort()).toEqual(['1913', '1914']);
    expect(Object.entries(setup).filter(([id]) => rank[id] === 6)).toHaveLength(6);
    for (const [id, hex] of Object.entries(setup)) expect(s.units[id]!.hex).toBe(hex);
  });
});
