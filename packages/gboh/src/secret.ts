import { GameError, createRngState, type GameEvent, type MessageParam, type Random, type Seat, type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import { sideOf } from './board';
import { note } from './log';
import { isProhibitedHex, mapHexes } from './map';
import type { GbohState } from './types';

/**
 * M.4 hidden information: a secret deployment (Dara: Pharas and the LN Heruli, "deployed secretly on paper until
 * they first move or an enemy is about to enter their hex"). Rulings R-M4 and R-M4-LEGAL (docs/rules/gboh-rulings.md).
 */

/** The secret units and leaders `seat` may not see (a spectator, `null`, sees none of them). */
export function hiddenFrom(s: GbohState, seat: string | null): string[] {
  return s.secret.filter((id) => sideOf(s, id) !== seat);
}

/**
 * The position as `seat` knows it: the secret units and leaders it may not see are off the map (no hex). Used
 * for the views and, by ruling R-M4-LEGAL, for that seat's legal actions, so `legal` tells it nothing the view
 * does not. A shallow copy: never mutate it.
 */
export function withoutSecrets(s: GbohState, seat: string | null): GbohState {
  const hidden = hiddenFrom(s, seat);
  if (hidden.length === 0) return s;
  const units = { ...s.units };
  const leaders = { ...s.leaders };
  for (const id of hidden) {
    const u = units[id];
    if (u) units[id] = { ...u, hex: null, setupHex: null };
    const l = leaders[id];
    if (l) leaders[id] = { ...l, hex: null };
  }
  return { ...s, units, leaders };
}

function hexOf(s: GbohState, id: string): string | null {
  const u = s.units[id];
  if (u) return u.status === 'eliminated' ? null : u.hex;
  const l = s.leaders[id];
  return l && l.status !== 'eliminated' ? l.hex : null;
}

/** Hexes holding a unit or leader of `side`, on the map. */
function hexesOf(s: GbohState, side: string, except: readonly string[] = []): Set<string> {
  const out = new Set<string>();
  for (const id of [...Object.keys(s.units), ...Object.keys(s.leaders)]) {
    if (except.includes(id) || sideOf(s, id) !== side) continue;
    const h = hexOf(s, id);
    if (h !== null) out.add(h);
  }
  return out;
}

/** True while `id` is secret and no enemy unit or leader is next to it (the state the opponent cannot see). */
export function unseen(s: GbohState, id: string): boolean {
  if (!s.secret.includes(id)) return false;
  const h = hexOf(s, id);
  if (h === null) return true;
  const enemySide = s.static.sides[0].id === sideOf(s, id) ? s.static.sides[1].id : s.static.sides[0].id;
  // The hex and its neighbours against every enemy piece (`hexesOf` without building its set: a hot path).
  const near = gbohHex.neighbours(h);
  const seen = (x: string | null): boolean => x !== null && (x === h || near.includes(x));
  for (const uid in s.units) if (seen(hexOf(s, uid)) && sideOf(s, uid) === enemySide) return false;
  for (const lid in s.leaders) if (seen(hexOf(s, lid)) && sideOf(s, lid) === enemySide) return false;
  return true;
}

/**
 * M.4 engine reading (R-M4): "an enemy is about to enter their hex" = an enemy unit or leader is next to the secret
 * unit or leader, however it got there (a move, an advance, a rout, a withdrawal, an entry). Checked after every
 * action, so at every decision no enemy is next to a secret unit.
 */
export function revealAdjacent(s: GbohState, ctx: StepContext): void {
  if (s.secret.length === 0) return;
  const found = s.secret.filter((id) => !unseen(s, id) && hexOf(s, id) !== null);
  if (found.length === 0) return;
  s.secret = s.secret.filter((id) => !found.includes(id));
  ctx.reveal();
  note(ctx, 'secret.revealed', { units: found.join(',') }, 'dara.heruliPlacement');
}

/**
 * The hexes where `seat`'s opponent's secret deployment may be, as far as `seat` knows: within the scenario's
 * zone (Dara: 5 hexes of 1402, column < 20; the whole map when the position gives no zone), on the map, not
 * prohibited, and not next to any of `seat`'s units or leaders (it would have been revealed, R-M4). `empty`: no
 * unit of either side there (a combat unit needs an empty hex; a lone leader may join a friend).
 */
function candidateHexes(s: GbohState, seat: string, hidden: readonly string[], empty: boolean): string[] {
  const zone = s.static.secretDeployment;
  const inZone = (h: string): boolean => {
    if (zone === null) return true;
    if (gbohHex.distance(h, zone.centre) > zone.radius) return false;
    return zone.maxColumnExclusive === null || gbohHex.parseHexId(h).col < zone.maxColumnExclusive;
  };
  const mine = hexesOf(s, seat);
  const theirs = hexesOf(s, sideOf(s, hidden[0]!), hidden);
  const theirUnits = new Set(Object.entries(s.units).filter(([id, u]) => !hidden.includes(id) && u.hex !== null && u.status !== 'eliminated').map(([, u]) => u.hex!));
  return mapHexes(s.static.map).filter((h) => {
    if (!inZone(h) || isProhibitedHex(s.static.map, h) || mine.has(h)) return false;
    if (gbohHex.neighbours(h).some((n) => mine.has(n))) return false;
    if (empty && (theirs.has(h) || theirUnits.has(h))) return false;
    return true;
  });
}

/**
 * For the AI's search (kernel `determinize`): a full state consistent with what `seat` knows, given as the state
 * of its view (`stateOfView`: the secret pieces it may not see are off the map). GBoH is open information (M.4)
 * but for a secret deployment: its hidden units are placed in a sampled hex of the scenario's zone (one hex per
 * unit; hidden leaders with the first hidden unit, as Pharas with the Heruli, or in a sampled hex of their own),
 * unmoved (`setupHex` = that hex). The state gets a fresh generator from `rng`; `known` is not changed.
 */
export function determinize(known: GbohState, seat: string, rng: Random, clone: (s: GbohState) => GbohState): GbohState {
  if (!known.static.sides.some((x) => x.id === seat)) throw new GameError('wrong-seat', `gboh has no seat ${seat}`);
  const s = clone(known);
  // Secret ids are on the map from setup and are revealed before anything can eliminate them (R-M4).
  const hidden = hiddenFrom(s, seat);
  if (hidden.length > 0) {
    const units = hidden.filter((id) => s.units[id] !== undefined);
    const leaders = hidden.filter((id) => s.leaders[id] !== undefined);
    const taken: string[] = [];
    const pick = (empty: boolean): string => {
      const options = candidateHexes(s, seat, hidden, empty).filter((h) => !taken.includes(h));
      if (options.length === 0) throw new GameError('bad-setup', `no hex is consistent with the secret deployment of ${hidden.join(',')}`);
      const h = options[rng.int(options.length)]!;
      taken.push(h);
      return h;
    };
    for (const id of units) {
      const u = s.units[id]!;
      u.hex = pick(true);
      u.setupHex = u.hex;
    }
    for (const id of leaders) s.leaders[id]!.hex = units.length > 0 ? s.units[units[0]!]!.hex : pick(false);
  }
  s.rng = createRngState(rng.int(0x7fffffff));
  return s;
}

/** Every id-like word a message names: its string parameters, split at commas and spaces, nested messages too. */
function namedWords(params: GameEvent['params'], out: Set<string> = new Set()): Set<string> {
  if (params === undefined) return out;
  const visit = (v: MessageParam): void => {
    if (typeof v === 'string') {
      for (const w of v.split(/[\s,]+/)) if (w !== '') out.add(w);
    } else if (typeof v === 'object') {
      namedWords(v.params, out);
    }
  };
  for (const v of Object.values(params)) visit(v);
  return out;
}

/**
 * The per-seat event filter (kernel `eventAudience`, issue 17.2): an event of a step that names a piece still
 * secret before it (M.4: Pharas and the Heruli at Dara) is for its owner's eyes only: the Persian log must not
 * print "pharas moves 1402 -> 1607". The event that reveals them (`secret.revealed`) is public, and so is
 * everything after it. Events naming secret pieces of both sides are seen by neither.
 */
export function eventAudience(before: GbohState, _after: GbohState, event: GameEvent): readonly Seat[] | undefined {
  if (before.secret.length === 0 || event.key === 'secret.revealed') return undefined;
  const words = namedWords(event.params);
  const owners = new Set<string>();
  for (const id of before.secret) if (words.has(id)) owners.add(sideOf(before, id));
  if (owners.size === 0) return undefined;
  return owners.size === 1 ? [...owners] : [];
}
