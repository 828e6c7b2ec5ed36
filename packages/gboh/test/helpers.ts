import { type ForcedDie, type GameEvent, type GameModule, type JsonValue, type BaseState, type StepContext, Random, applyAction, createRngState, newGame } from '@polemarch/kernel';
import { gboh, type GbohAction, type GbohState, type ScenarioInput } from '../src';

export const module = gboh as unknown as GameModule<BaseState, JsonValue, JsonValue>;

type UnitIn = NonNullable<ScenarioInput['units']>[number];
type LeaderIn = NonNullable<ScenarioInput['leaders']>[number];

export const P = { source: 'provisional' as const };

/** A small position: two sides (byzantines face east, persians west), a clear map. */
export function position(opts: {
  units: Partial<UnitIn>[];
  leaders?: Partial<LeaderIn>[];
  extent?: { minCol: number; maxCol: number; minRow: number; maxRow: number };
  hexes?: Record<string, { terrain?: 'clear' | 'woods' | 'rough' | 'cityWalls' | 'river' | 'offMap'; elevation?: number }>;
  hexsides?: Record<string, ('river' | 'stream' | 'trench' | 'wall' | 'bridge' | 'road' | 'impassable')[]>;
  sides?: { byz?: Record<string, unknown>; per?: Record<string, unknown> };
  lines?: ScenarioInput['lines'];
  specialRules?: ScenarioInput['specialRules'];
}): JsonValue {
  return {
    id: 'test-position',
    name: 'Test position',
    map: { name: 'test', extent: opts.extent ?? { minCol: 5, maxCol: 16, minRow: 1, maxRow: 14 }, hexes: opts.hexes ?? {}, hexsides: opts.hexsides ?? {}, provenance: P },
    sides: [
      { id: 'byzantines', name: 'Byzantines', retreatEdge: { kind: 'edge', edge: 'west' }, withdrawalLevel: 60, discipline: 'disciplined', defaultFacing: 1, provenance: P, ...opts.sides?.byz },
      { id: 'persians', name: 'Persians', retreatEdge: { kind: 'edge', edge: 'east' }, withdrawalLevel: 75, discipline: 'disciplined', defaultFacing: 4, provenance: P, ...opts.sides?.per },
    ],
    leaders: (opts.leaders ?? []).map((l) => ({ rank: 'SC', initiative: 4, lineCommand: 1, commandRange: 4, charisma: 1, personalCombat: 4, provenance: P, ...l })),
    units: opts.units.map((u) => ({ name: u.id, size: 5, tq: 6, ma: 6, nationality: 'X', ...u })),
    lines: opts.lines ?? [],
    specialRules: opts.specialRules ?? [],
  } as unknown as JsonValue;
}

export function start(pos: JsonValue, options: Record<string, JsonValue> = {}, seed = 1): GbohState {
  return newGame(module, { position: pos, options, seed }) as unknown as GbohState;
}

export type Played = { state: GbohState; events: GameEvent[] };

/** Apply an action for whoever must decide, with forced dice. */
export function act(s: GbohState, action: GbohAction, dice: ForcedDie[] = []): Played {
  const p = module.pending(s as unknown as BaseState);
  if (p === null) throw new Error('game over');
  const r = applyAction(module, s as unknown as BaseState, p.seat, action, dice);
  return { state: r.state as unknown as GbohState, events: r.events };
}

export function pendingOf(s: GbohState) {
  return module.pending(s as unknown as BaseState);
}

export function legalOf(s: GbohState): GbohAction[] {
  const p = pendingOf(s);
  return p === null ? [] : (module.legal(s as unknown as BaseState, p.seat) as GbohAction[]);
}

/** Decline every reaction offer of `seat` until someone else must decide. */
export function declineReactions(s: GbohState, seat: string): GbohState {
  for (let i = 0; i < 50; i++) {
    const p = pendingOf(s);
    if (p === null || p.seat !== seat || !p.reaction) return s;
    s = act(s, { type: 'decline' }).state;
  }
  return s;
}

/**
 * 10.21 (ruling R-ROUT-1): `unit`'s owner chooses `to` among the equally good hexes of its initial rout move; the
 * dice are those the rest of the sequence rolls once this move (and any other waiting rout move) is over.
 */
export function routTo(s: GbohState, unit: string, to: string, dice: ForcedDie[] = []): Played {
  const p = pendingOf(s);
  if (p?.kind !== 'rout-path' || p.prompt.params?.unit !== unit) throw new Error(`no rout choice for ${unit}: ${JSON.stringify(p)}`);
  return act(s, { type: 'rout-step', to }, dice);
}

/** An Overall Commander for test positions (Callinicum's sides), with middling ratings. */
export const OC = (side: 'byzantines' | 'persians', hex: string, extra: Record<string, unknown> = {}) => ({
  id: `${side}-oc`,
  name: 'OC',
  side,
  rank: 'OC' as const,
  initiative: 6,
  lineCommand: 1,
  commandRange: 8,
  strategy: 3,
  charisma: 0,
  hex,
  ...extra,
});

/** A step context for calling rule functions directly: a fixed generator, events dropped. */
export const ctx = (): StepContext => ({ rng: new Random(createRngState(1)), emit: () => undefined, reveal: () => undefined });
