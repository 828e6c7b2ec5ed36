import { gbohHex } from '@polemarch/gboh-family';
import { type ForcedDie, type GameEvent, applyAction, newGame } from '@polemarch/kernel';
import { sgboh, type Battle, type SgbohAction, type SgbohState } from '../src/index';
import type { BattleLeader, BattleUnit } from '../src/scenarios/battle';

/** Small test positions on an all-Clear map (synthetic layouts, as examples.md's are lost). */

export type UnitSpec = Partial<BattleUnit> & Pick<BattleUnit, 'id' | 'side' | 'type' | 'hex'>;

export function unit(spec: UnitSpec): BattleUnit {
  return {
    name: spec.id,
    cls: null,
    missile: null,
    tq: 5,
    size: 5,
    ma: 5,
    formation: `${spec.side}-f`,
    legion: null,
    canReduce: false,
    reduced: false,
    hits: 0,
    facing: 0,
    inColumn: false,
    doubleDepth: false,
    ...spec,
  };
}

export function leader(spec: Partial<BattleLeader> & Pick<BattleLeader, 'id' | 'side' | 'hex'>): BattleLeader {
  return { name: spec.id, initiative: 4, range: 4, heroic: false, seize: 1, oc: false, replacement: false, ...spec };
}

export function battle(units: BattleUnit[], leaders: BattleLeader[] = [], extra: Partial<Battle> = {}): Battle {
  return {
    id: 'test',
    name: 'Test',
    notes: [],
    map: { name: 'test', extent: { minCol: 1, maxCol: 30, minRow: 1, maxRow: 30 }, defaultTerrain: 'clear', defaultElevation: 0, hexes: {}, hexsides: {}, provenance: { source: 'provisional' } },
    mapFamily: 'caesar',
    annex: null,
    flight: null,
    groups: [],
    fortifications: { hexsides: [], camp: [] },
    firstPlayer: 'red',
    sides: [
      { id: 'red', name: 'Red', withdrawalLevel: 50, retreatEdge: 'west' },
      { id: 'blue', name: 'Blue', withdrawalLevel: 50, retreatEdge: 'east' },
    ],
    formations: [
      { id: 'red-f', side: 'red', name: 'Red F', leaders: leaders.filter((l) => l.side === 'red').map((l) => l.id), auxiliary: leaders.every((l) => l.side !== 'red'), chain: 0 },
      { id: 'blue-f', side: 'blue', name: 'Blue F', leaders: leaders.filter((l) => l.side === 'blue').map((l) => l.id), auxiliary: leaders.every((l) => l.side !== 'blue'), chain: 0 },
    ],
    units,
    leaders,
    ...extra,
  };
}

export function start(b: Battle, options: Record<string, boolean | number | string[]> = {}): SgbohState {
  return newGame(sgboh, { position: b, seed: 1, options });
}

export type Played = { state: SgbohState; events: GameEvent[] };

export function play(s: SgbohState, seat: string, action: SgbohAction, dice: ForcedDie[] = []): Played {
  const r = applyAction(sgboh, s, seat, action, dice);
  return { state: r.state, events: r.events };
}

/** A vertex from which `from` has `to` among its Front hexes. */
export function facingTo(from: string, to: string): number {
  for (let v = 0; v < 6; v++) if (gbohHex.frontHexes(from, gbohHex.dir(v)).includes(to)) return v;
  throw new Error(`${to} is not next to ${from}`);
}

export const front = (hex: string, vertex: number): string[] => [...gbohHex.frontHexes(hex, gbohHex.dir(vertex))];
export const flank = (hex: string, vertex: number): string[] => [...gbohHex.flankHexes(hex, gbohHex.dir(vertex))];
export const rear = (hex: string, vertex: number): string[] => [...gbohHex.rearHexes(hex, gbohHex.dir(vertex))];

/** Puts the state in red's Shock Phase with red's formation activated, every unit's turn flags as given. */
export function shockPhase(s: SgbohState, moved: string[] = []): SgbohState {
  s.turn.phase = 'designate';
  s.turn.first = false;
  s.turn.activated = ['red-f'];
  s.turn.command = s.units.filter((u) => u.side === 'red').map((u) => u.id);
  // The units came into contact during this Player Turn: nobody started it in an enemy ZOC (7.41, 7.52).
  for (const u of s.units) {
    u.turn.startInZoc = false;
    u.turn.startEnemyInZoc = false;
    if (moved.includes(u.id)) u.turn.movedAdjacent = true;
  }
  return s;
}

export function u(s: SgbohState, id: string): SgbohState['units'][number] {
  const x = s.units.find((y) => y.id === id);
  if (x === undefined) throw new Error(`no unit ${id}`);
  return x;
}

export const keys = (events: readonly GameEvent[]): string[] => events.map((e) => e.key);
