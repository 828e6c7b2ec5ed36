import { gboh, type GbohAction, type GbohState, type GbohView, type Reach, type ReachSearch, startReach, stateOfView } from '@polemarch/gboh';
import { applyAction, createRngState, type GameEvent, jsonEqual, type Seat } from '@polemarch/kernel';

/**
 * Questions the board asks the engine itself, on the seat's view: where can this unit get to and
 * at what cost, what does a fire or a Shock do on each die roll. The UI never reimplements a rule:
 * it tries the engine's own legal actions on a copy of the view (with a fixed generator for any dice
 * the answer does not depend on) and reads the engine's state and log lines.
 */

/**
 * The view as an engine state (`stateOfView`: the state without its generator, the secrets the seat may not see
 * off the map; R-M4-LEGAL: the seat's legal actions are the same on it).
 */
const states = new WeakMap<object, GbohState>();
export function probeState(view: GbohView): GbohState {
  let s = states.get(view);
  if (s === undefined) {
    s = stateOfView(view, createRngState(1));
    states.set(view, s);
  }
  return s;
}

function legalOf(s: GbohState, seat: Seat): GbohAction[] {
  return gboh.legal(s, seat);
}

export type { Reach } from '@polemarch/gboh';

/** Engine actions tried at once when a unit is selected: its nearest hexes, drawn with the click. */
export const REACH_FIRST_SLICE = 48;

/**
 * Every hex a unit can reach in this move, with its MP cost and the actions that take it there: the engine's own
 * search (`startReach`, issue 18), on the view as a state, shared by every render of that view. Its first slice runs
 * with the click (the nearest hexes: a Dijkstra order); the board runs the rest in slices between frames.
 */
export function reachSearch(view: GbohView, seat: Seat, unit: string): ReachSearch {
  return memo(view, `reach:${seat}:${unit}`, () => {
    const search = startReach(probeState(view), seat, unit);
    search.run(REACH_FIRST_SLICE);
    return search;
  });
}

/** The whole answer of `reachSearch`, at once. */
export function reachable(view: GbohView, seat: Seat, unit: string): ReadonlyMap<string, Reach> {
  const search = reachSearch(view, seat, unit);
  search.run(Number.POSITIVE_INFINITY);
  return search.result;
}

export interface Outcome {
  label: string;
  p: number;
}

export interface FireOdds {
  firer: string;
  target: string;
  /** The chart row and range the engine read, and the strength there. */
  cell: string | null;
  strength: number | null;
  modifiers: { label: GameEvent['key']; value: number }[];
  /** Probability of 0, 1, 2... hits on the first shot. */
  hits: number[];
  expected: number;
  /** Chance the firer ends Missile Low or No after this shot (8.17). */
  supplyDrop: number;
}

const cache = new WeakMap<object, Map<string, unknown>>();
function memo<T>(view: GbohView, k: string, f: () => T): T {
  let m = cache.get(view);
  if (!m) {
    m = new Map();
    cache.set(view, m);
  }
  if (m.has(k)) return m.get(k) as T;
  const v = f();
  m.set(k, v);
  return v;
}

/** The events of an action with its first die forced to `d` (null when the engine refuses or rolls no die first). */
function tryWithDie(s: GbohState, seat: Seat, action: GbohAction, d: number): GameEvent[] | null {
  try {
    return applyAction(gboh, s, seat, action, [d]).events;
  } catch {
    return null;
  }
}

/**
 * 8.15–8.17: the engine resolves the fire once for each die roll 0–9; the first shot's hits and the
 * firer's supply afterwards give the distribution (an engine with a Shield Wall offer or any other
 * decision before the roll yields no odds here, and the card says so).
 */
export function fireOdds(view: GbohView, seat: Seat, action: GbohAction): FireOdds | null {
  if (action.type !== 'fire' && action.type !== 'react-fire' && action.type !== 'cheiro-fire' && action.type !== 'ow-fire') return null;
  return memo(view, `fire:${JSON.stringify(action)}`, () => {
    const s = probeState(view);
    const hits: number[] = [];
    let expected = 0;
    let drop = 0;
    let cell: string | null = null;
    let strength: number | null = null;
    let modifiers: FireOdds['modifiers'] = [];
    let firer = '';
    let target = '';
    for (let d = 0; d <= 9; d++) {
      const events = tryWithDie(s, seat, action, d);
      const roll = events?.find((e) => e.key === 'fire.roll');
      const result = events?.find((e) => e.key === 'fire.result');
      if (!events || !roll || !result || roll.rolls?.[0]?.value !== d) return null;
      const n = Number(result.params?.['hits'] ?? 0);
      hits[n] = (hits[n] ?? 0) + 0.1;
      expected += n / 10;
      if (result.params?.['supply'] !== 'full') drop += 0.1;
      cell = roll.chart?.cell ?? null;
      strength = typeof roll.params?.['strength'] === 'number' ? roll.params['strength'] : null;
      modifiers = (roll.modifiers ?? []).map((m) => ({ label: m.label.key, value: m.value }));
      firer = String(roll.params?.['firer'] ?? '');
      target = String(roll.params?.['target'] ?? '');
    }
    return { firer, target, cell, strength, modifiers, hits: Array.from(hits, (x) => x ?? 0), expected, supplyDrop: drop };
  });
}

export interface ShockOdds {
  attacker: string;
  defender: string;
  aspect: string;
  base: number;
  sdr: number;
  terrain: number;
  column: number;
  superiority: string;
  /** Result distribution: hits to the attacker and the defender, after superiority (9.16). */
  results: { attacker: number; defender: number; p: number }[];
  expected: { attacker: number; defender: number };
}

/** The combat a Shock action concerns: its attackers and defenders, and the chosen pair if known. */
function combatOf(s: GbohState, seat: Seat, action: GbohAction): { attackers: string[]; defenders: string[]; attacker: string; defender: string } | null {
  const sh = s.shock;
  if (!sh) return null;
  const onMap = (id: string): boolean => s.units[id]?.hex !== null && s.units[id]?.status !== 'eliminated';
  switch (action.type) {
    case 'combat':
    case 'join': {
      let n: GbohState;
      let events: GameEvent[];
      try {
        const r = applyAction(gboh, s, seat, action);
        n = r.state;
        events = r.events;
      } catch {
        return null;
      }
      // The combat as formed: still in the engine's list while other attackers wait, else as the
      // engine reported it when the designation closed (9.12 'shock.combats': "a+b→c+d; ...").
      let attackers: string[] = [];
      let defenders: string[] = [];
      const c = n.shock?.step === 'combats' ? n.shock.combats.find((x) => x.attackers.includes(action.attacker)) : undefined;
      if (c) {
        attackers = c.attackers;
        defenders = c.defenders;
      } else {
        const line = events.find((e) => e.key === 'shock.combats')?.params?.['combats'];
        const mine = typeof line === 'string' ? line.split('; ').map((x) => x.split('→').map((side) => side.split('+'))).find(([a]) => a?.includes(action.attacker)) : undefined;
        attackers = mine?.[0] ?? [];
        defenders = mine?.[1] ?? [];
      }
      attackers = attackers.filter(onMap);
      defenders = defenders.filter(onMap);
      if (defenders.length === 0) return null;
      return { attackers, defenders, attacker: action.attacker, defender: defenders[0]! };
    }
    case 'choose': {
      const c = sh.combats[sh.cursor];
      if (!c) return null;
      if (sh.step === 'chooseAttacker') return { attackers: c.attackers.filter(onMap), defenders: c.defenders.filter(onMap), attacker: action.unit, defender: c.defenders.filter(onMap)[0]! };
      if (sh.step === 'chooseDefender' && c.chosenAttacker) return { attackers: c.attackers.filter(onMap), defenders: c.defenders.filter(onMap), attacker: c.chosenAttacker, defender: action.unit };
      return null;
    }
    default:
      return null;
  }
}

/**
 * 9.15–9.16: the Melee of one attacker against one defender, resolved by the engine for each die
 * roll 0–9 on a copy where the pair is chosen and the combat stands alone (as if both units stand
 * after the Charge). Column, superiority, modifiers (Charisma) and the result are the engine's.
 */
export function shockOdds(view: GbohView, seat: Seat, action: GbohAction): ShockOdds | null {
  if (action.type !== 'combat' && action.type !== 'join' && action.type !== 'choose') return null;
  return memo(view, `shock:${seat}:${JSON.stringify(action)}`, () => {
    const s = probeState(view);
    if (s.activation?.segment !== 'shock' || s.shock === null) return null;
    const pair = combatOf(s, seat, action);
    if (!pair || pair.defender === undefined) return null;
    return meleeOdds(s, s.shock, pair);
  });
}

type ShockState = NonNullable<GbohState['shock']>;

/**
 * The Melee of `pair.attacker` against `pair.defender` on a copy of `s` where that combat stands alone with the pair
 * chosen, resolved by the engine for each die roll 0–9 (null if the engine does not take the copy).
 */
export function meleeOdds(s: GbohState, base: ShockState, pair: { attackers: string[]; defenders: string[]; attacker: string; defender: string }): ShockOdds | null {
  const defSeat = s.static.units[pair.defender]?.side;
  if (!defSeat) return null;
  const hypo = gboh.clone!(s);
  hypo.shock = {
    ...base,
    step: 'chooseDefender',
    cursor: 0,
    meleeStage: 0,
    oddHits: null,
    nested: base.nested,
    advanceFacing: [],
    combats: [
      {
        attackers: pair.attackers,
        defenders: pair.defenders,
        chosenAttacker: pair.attacker,
        chosenDefender: null,
        ended: false,
        superiority: null,
        killed: { attacker: 0, defender: 0 },
        defenderHexes: Object.fromEntries(pair.defenders.map((d) => [d, s.units[d]!.hex!])),
        wasRouted: [],
        vacatedCharge: [],
        charged: true,
        advancedInto: [],
        advancers: [],
      },
    ],
  };
  hypo.reactions = [];
  hypo.withdrawal = null;
  const choose: GbohAction = { type: 'choose', unit: pair.defender };
  if (!legalOf(hypo, defSeat).some((a) => jsonEqual(a, choose))) return null;
  const tally = new Map<string, { attacker: number; defender: number; p: number }>();
  let col: GameEvent | undefined;
  const expected = { attacker: 0, defender: 0 };
  for (let d = 0; d <= 9; d++) {
    const events = tryWithDie(hypo, defSeat, choose, d);
    const roll = events?.find((e) => e.key === 'shock.roll');
    const result = events?.find((e) => e.key === 'shock.result');
    if (!events || !roll || !result || roll.rolls?.[0]?.value !== d) return null;
    col ??= events.find((e) => e.key === 'shock.column');
    const a = Number(result.params?.['attackerHits'] ?? 0);
    const h = Number(result.params?.['defenderHits'] ?? 0);
    const k = `${a}/${h}`;
    const t = tally.get(k) ?? { attacker: a, defender: h, p: 0 };
    t.p += 0.1;
    tally.set(k, t);
    expected.attacker += a / 10;
    expected.defender += h / 10;
  }
  if (!col) return null;
  const p = col.params ?? {};
  return {
    attacker: pair.attacker,
    defender: pair.defender,
    aspect: String(p['aspect'] ?? ''),
    base: Number(p['base'] ?? 0),
    sdr: Number(p['sdr'] ?? 0),
    terrain: Number(p['terrain'] ?? 0),
    column: Number(p['column'] ?? 0),
    superiority: String(p['superiority'] ?? 'none'),
    results: [...tally.values()].sort((x, y) => y.p - x.p || x.attacker - y.attacker),
    expected,
  };
}

/** Cached per view (the board asks on every render). */
export function memoOf<T>(view: GbohView, k: string, f: () => T): T {
  return memo(view, k, f);
}

/** The defenders a Shock action would attack (for the board's target highlights). */
export function shockTargets(view: GbohView, seat: Seat, action: GbohAction): string[] {
  return memo(view, `targets:${seat}:${JSON.stringify(action)}`, () => {
    const pair = combatOf(probeState(view), seat, action);
    return pair ? pair.defenders : [];
  });
}
