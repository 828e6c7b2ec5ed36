import { gbohHex, staticMapOf } from '@polemarch/gboh-family';
import { GameError, type Random } from '@polemarch/kernel';
import { enemiesInZoc, enemyZocOn } from './board';
import type { Battle } from './scenarios/battle';
import type { SgbohOptions, SgbohState, Unit } from './types';
import { NO_TURN_FLAGS } from './types';

/** A battle's starting state (13), with 3.1's first-player roll when the battle names no first player. */
export function buildState(b: Battle, given: SgbohOptions, rng: Random, scenario: string | null): Omit<SgbohState, 'rng'> {
  // The DH annex (seed 003 "Regole Semplificate"): 7.6 Cavalry Pursuit not used, all units the same Size, its matrix
  // DRMs, Engaged units, mounted archers (ruling R-46), Impetuosity, dismounted cavalry, Aggression
  // Reaction, Feigned Retreat.
  const options: SgbohOptions = b.annex === 'dh' ? { ...given, pursuit: false, sizeDrm: false, dhMatrix: true, engaged: true, mountedArchers: true, impetuosity: true, dismounting: true, dhMissile: true, aggressionReaction: true, feignedRetreat: true } : given;
  const sides = b.sides.map((x) => x.id);
  const stackCount = new Map<string, number>();
  const units: Unit[] = b.units.map((u) => {
    if (!sides.includes(u.side)) throw new GameError('bad-setup', `unit ${u.id}: unknown side ${u.side}`);
    if (!b.formations.some((f) => f.id === u.formation)) throw new GameError('bad-setup', `unit ${u.id}: unknown formation ${u.formation}`);
    const stack = stackCount.get(u.hex) ?? 0;
    stackCount.set(u.hex, stack + 1);
    // 9.0: TQ; SK/CH/EL 2 (set by the battle as `rp`); double-sized units twice (none in our battles).
    const rp = u.rp ?? (u.type === 'SK' || u.type === 'SKS' || u.type === 'CH' || u.type === 'EL' ? 2 : u.tq);
    return { ...u, stack, status: 'map', rp, turn: { ...NO_TURN_FLAGS, movedAwayFrom: [], leftZocOf: [], firedAt: [] } };
  });
  for (const [hex, n] of stackCount) if (n > 2) throw new GameError('bad-setup', `more than two units in hex ${hex} (5.31)`);
  let first = b.firstPlayer;
  if (first === null) {
    // 3.1: both roll; the higher roll takes the first Player Turn; ties are rerolled.
    for (;;) {
      const a = rng.d10();
      const c = rng.d10();
      if (a !== c) {
        first = a > c ? sides[0]! : sides[1]!;
        break;
      }
    }
  }
  const state: Omit<SgbohState, 'rng'> = {
    scenario,
    name: b.name,
    map: staticMapOf(b.map),
    mapFamily: b.mapFamily,
    fortifications: {
      hexsides: b.fortifications.hexsides.map((f) => ({ hexside: gbohHex.hexsideKey(f.hexes[0], f.hexes[1]), kind: f.kind, inside: f.inside, tower: f.tower, setIn: f.kind === 'gate' ? (f.setIn ?? 'wall') : null })),
      camp: [...b.fortifications.camp],
    },
    sides: b.sides.map((x) => ({ id: x.id, name: x.name, withdrawalLevel: x.withdrawalLevel, retreatEdge: x.retreatEdge, rp: 0 })),
    units,
    leaders: b.leaders.map((l) => ({ ...l, status: l.replacement ? 'reserve' : l.hex === null ? 'elsewhere' : 'map', mp: null })),
    formations: b.formations.map((f) => ({ id: f.id, side: f.side, name: f.name, leaders: [...f.leaders], auxiliary: f.auxiliary, chain: f.chain })),
    groups: b.groups.map((g) => ({ id: g.id, side: g.side, leader: g.leader, formations: [...g.formations], max: g.max })),
    turn: {
      slot: first,
      active: first,
      first: true,
      interposed: false,
      seized: false,
      seizer: null,
      leaderMove: false,
      phase: 'activation', // 4.44: no Seize in the first Player Turn
      activated: [],
      leader: null,
      command: [],
      current: null,
      pendingStep: null,
      reactions: [],
      pairs: [],
      shocks: [],
      shockIndex: 0,
      number: 1,
    },
    options,
    // Ruling R-48: Command Flight, for the units of each command on the map.
    ...(b.flight === null
      ? {}
      : {
          flight: {
            side: b.flight.side,
            withdrawAt: b.flight.withdrawAt,
            points: 0,
            commands: b.flight.commands.map((c) => ({ ...c, units: c.units.filter((id) => units.some((u) => u.id === id)), leaders: [...c.leaders], fled: false })),
          },
        }),
    outcome: null,
  };
  // The turn flags of the first Player Turn (7.41, 7.52).
  const full = state as SgbohState;
  for (const u of full.units) {
    u.turn.startInColumn = u.inColumn;
    u.turn.startInZoc = enemyZocOn(full, u).length > 0;
    u.turn.startEnemyInZoc = enemiesInZoc(full, u).length > 0;
  }
  return state;
}
