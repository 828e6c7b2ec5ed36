import { type GameEvent, Random, type StepContext, applyAction, newGame } from '@polemarch/kernel';
import { taw } from '../src/index';
import type { Group, Leader, Side, TawState } from '../src/state';

/** A scenario's opening state. */
export function fresh(scenario = 'hannibal', seed = 7): TawState {
  return newGame(taw, { scenario, seed, options: {} });
}

/** An empty board: no units, every leader in the pool, nothing active. */
export function empty(scenario = 'hannibal'): TawState {
  const s = fresh(scenario);
  s.stacks = [];
  for (const l of s.leaders) Object.assign(l, { status: 'pool', hex: null, inCity: false, office: null, oc: false });
  s.activation = null;
  s.ask = null;
  s.cup = [];
  return s;
}

/** A step context on the state's own generator with forced d10 results; events collected. */
export function ctxWith(s: TawState, dice: number[] = []): { ctx: StepContext; events: GameEvent[] } {
  s.rng.forced = [...dice];
  const events: GameEvent[] = [];
  return { ctx: { rng: new Random(s.rng), emit: (e) => events.push(e), reveal: () => undefined }, events };
}

export function put(s: TawState, side: Side, hex: number, inCity: boolean, groups: Group[]): void {
  s.stacks.push({ side, hex, inCity, groups, abs: 'none', moved: false, failedInterception: false });
}

export function lead(s: TawState, id: string, hex: number, inCity = false, patch: Partial<Leader> = {}): Leader {
  const l = s.leaders.find((x) => x.id === id);
  if (l === undefined) throw new Error(`no leader ${id}`);
  Object.assign(l, { status: 'map', hex, inCity, ...patch });
  return l;
}

/** A leader not in the scenario's counter mix (for the examples' Pyrrhus, Dentatus...). */
export function invent(s: TawState, id: string, side: Side, patch: Partial<Leader>): Leader {
  const l: Leader = { id, name: id, side, init: 1, letter: 'C', sub: 0, cr: 5, gp: 0, mr: 7, roman: side === 'rome', hex: null, inCity: false, status: 'pool', office: null, oc: false, used: 0, gpUsed: 0, permissions: [], ...patch };
  s.leaders.push(l);
  return l;
}

export function activateFor(s: TawState, id: string): void {
  const l = s.leaders.find((x) => x.id === id)!;
  s.activation = { lam: `L:${id}`, side: l.side, leader: id, ops: 0, recruited: false, surrenderTried: [], move: null, entered: null };
}

export const keys = (events: readonly GameEvent[]): string[] => events.map((e) => e.key);
export const sp = (s: TawState, side: Side, hex: number, inCity: boolean, t?: 'inf' | 'cav' | 'el'): number =>
  s.stacks.filter((x) => x.side === side && x.hex === hex && x.inCity === inCity).reduce((n, x) => n + x.groups.reduce((m, g) => m + (t === undefined || g.t === t ? g.sp : 0), 0), 0);

/** A consular legion and its allied legion (RRR 10.2): 9+1 Roman, 9+3 allied SP. */
export const legion = (id: string): Group[] => [
  { c: 'Roman', t: 'inf', sp: 9, legion: id, vet: false }, { c: 'Roman', t: 'cav', sp: 1, legion: id, vet: false },
  { c: 'Roman', t: 'inf', sp: 9, legion: id, al: true }, { c: 'Roman', t: 'cav', sp: 3, legion: id, al: true },
];

/**
 * Hannibal (A, CR 9, OC) marches from 4704 into a consul's open hex 4705 and attacks; the Roman stands if asked to
 * Avoid. The state is the one after the attack is announced (8.36's elephant commitment comes next when he has any).
 */
export function hannibalAttacksConsul(carthage: Group[], rome: Group[]): TawState {
  const s = empty();
  invent(s, 'hann', 'carthage', { cr: 9, letter: 'A', oc: true });
  invent(s, 'cons', 'rome', { cr: 5, letter: 'D', office: 'consul' });
  lead(s, 'hann', 4704);
  lead(s, 'cons', 4705);
  put(s, 'carthage', 4704, false, carthage);
  put(s, 'rome', 4705, false, rome);
  activateFor(s, 'hann');
  s.cup = ['SIEGE'];
  let st = applyAction(taw, s, 'carthage', { type: 'march', to: 4705, take: 'all' }).state;
  st = applyAction(taw, st, 'carthage', { type: 'attack' }).state;
  if (taw.pending(st)?.kind === 'avoid') st = applyAction(taw, st, 'rome', { type: 'stand' }, [0]).state;
  return st;
}

/**
 * Answer the owners' loss allocations (E-2) and Guile Points on an "X" (5.5, none spent) as the engine offers them,
 * collecting the events.
 */
export function settle(st: TawState, events: GameEvent[]): TawState {
  for (;;) {
    const p = taw.pending(st);
    if (p?.kind !== 'losses' && p?.kind !== 'guile') return st;
    const r = applyAction(taw, st, p.seat, taw.legal(st, p.seat)[0]!);
    events.push(...r.events);
    st = r.state;
  }
}
