import { type AiLevelName, type BaseState, type JsonValue, type SearchSettings, type Seat, type SystemAI } from '@polemarch/kernel';
import { type GbohAction, type GbohState, isGbohView, profileFor } from './index';
import { hooks } from './battleRules';
import { sideUnitIds } from './board';
// The memoized geometry (the kernel's parses hex ids on every call).
import { gbohHex } from './perfHex';
import { observeGbohState, observeGbohView } from './aiObserve';
import { pruneGboh } from './aiPrune';
import { commandShare } from './aiCommand';
import { cubeOf, hexDistance } from './aiHex';
export { LEADER_KEY_FIELDS, UNIT_KEY_FIELDS, observedKey } from './aiObserve';

/**
 * Great Battles of History (Cataphract): an evaluator in Rout Points. An army withdraws when its Rout
 * Points reach its Withdrawal Level (12.12), so each side's standing is the share of its level it has
 * lost or is about to lose: Rout Points scored (eliminated units' printed TQ, 5 × Initiative per leader
 * lost, 12.11), routed units (which rout off the map unless rallied, 10.22–10.27), Cohesion Hits
 * against TQ (a unit at its TQ routs, 10.14), missile supply (8.17), leaders alone next to the enemy
 * (capture, 4.62) and the Shock blows units standing in an enemy's Front can expect (9.16, with the
 * Clash of Weapons and Superiority charts: a Flank or Rear attack gets Positional Superiority). The
 * margin of the two shares is squashed with tanh, plus a linear share of it (see SCALE), and the army's
 * closeness to the enemy and its units under command (`aiCommand.ts`) are added outside the squashing.
 */

type Unit = GbohState['units'][string];
type StaticUnit = GbohState['static']['units'][string];

/** Share of a routed unit's Rout Points counted as lost: it routs off the map next Rout Movement Segment unless rallied (10.22, 10.27). */
const ROUTED_LOSS = 0.85;
/** Cohesion Hits: a unit at hits/TQ = x counts x² · HIT_LOSS of its Rout Points as lost (a unit one hit from its TQ is close to routing). */
const HIT_LOSS = 0.6;
/** 8.17: a missile unit Missile Low / Missile No has lost part of its worth (in its Rout Points). */
const SUPPLY_LOSS = { full: 0, low: 0.05, no: 0.15 } as const;
/** 4.62: a leader alone in a hex next to an enemy combat unit may be captured: this share of his 5 × Initiative. */
const LEADER_RISK = 0.35;
/**
 * Shock threats: the expected Rout-Point swing of the best Shock each unit could make from where it
 * stands (its Front hexes hold an enemy), counted at this share: the side whose leader is giving orders
 * may still attack this Orders Phase; the other side strikes later, if it is activated.
 */
const THREAT_ACTIVE = 0.5;
const THREAT_PASSIVE = 0.25;
/**
 * A pull toward the enemy, outside the squashing (a linear term never saturates): ±PULL/2 of value,
 * spread over the seat's units and the hexes between them and their nearest enemy unit (up to
 * PULL_RANGE), so a side does not sit on its baseline and one unit's step forward is worth something.
 */
const PULL = 0.4;
const PULL_RANGE = 12;
/**
 * Units under command (`commandShare`: within a leader's Command Range, 4.2), outside the squashing: a
 * fully commanded army adds nothing, each unit out of command up to −COMMAND / units. As strong as the
 * pull: a unit's whole move forward is worth about as much as staying within reach of orders.
 */
const COMMAND = 0.4;
/**
 * Margin in shares of the Withdrawal Level (`pressure`: 1.6 when an army untouched faces one at its
 * level) → value: SQUASHED · tanh(SCALE · margin) + PROGRESS · margin / 1.6 (clamped to ±PROGRESS). The
 * squashed part reads an even battle finely; the linear part keeps every Rout Point worth something when
 * one side leads by far, so a general ahead goes on to the enemy's Withdrawal Level instead of playing for
 * nothing (issue 13: with tanh alone a lead of 0.9 saturated the value, and the AI left the battle
 * unfinished at the turn limit). Slope at an even margin 0.6 · 4.8 + 0.2 / 1.6 ≈ 3, tanh(3 · margin)'s
 * before; at most 0.8, so with the pull no position reaches a win's 1.
 */
const SQUASHED = 0.6;
const SCALE = 4.8;
const PROGRESS = 0.2;
const FULL_MARGIN = 1.6;

export { hexDistance } from './aiHex';

const isOnMap = (u: Unit): boolean => u.hex !== null && u.status !== 'eliminated';

function otherSide(s: GbohState, side: string): string {
  return s.static.sides[0].id === side ? s.static.sides[1].id : s.static.sides[0].id;
}

/**
 * 10.11 as the engine reads it: printed TQ, +2 for an Undisciplined army with its bonus (11.2), −2 In Column (6.45),
 * the battle's own (Callinicum Lent, DH Tumen substitution). `u` and `su` are the unit's state and battle data (the
 * evaluation has them at hand: each lookup by id costs a hash), `bonus` whether its side has the 11.2 bonus.
 */
function effectiveTQ(s: GbohState, id: string, u: Unit, su: StaticUnit, bonus: boolean): number {
  if (u.status === 'routed') return 1;
  let tq = su.tq;
  if (bonus) tq += 2;
  if (u.inColumn) tq -= 2;
  tq += hooks.tqChange(s, id); // the battle's own (callinicum.lent)
  return Math.max(1, tq);
}

/** 11.2: the side is Undisciplined and has not lost its bonus. */
function disciplineBonus(s: GbohState, side: GbohState['static']['sides'][number]): boolean {
  return side.discipline === 'undisciplined' && !s.lostBonus.includes(side.id);
}

/** 12.12: the Withdrawal Level now (Dara's gate lowers it). */
function withdrawalLevel(s: GbohState, side: string): number {
  const st = s.static.sides[0].id === side ? s.static.sides[0] : s.static.sides[1];
  return Math.max(1, st.withdrawalLevel - (s.levelReduction[side] ?? 0));
}

/** The Rout Points a unit in this condition (state `u`, its `effectiveTQ` `tq`) stands to lose, as a share of its printed Rout Points. */
function unitLossShare(u: Unit, tq: number, extraHits = 0): number {
  if (u.status === 'eliminated') return 0; // already in the army's Rout Points
  if (u.status === 'routed') return extraHits > 0 ? 1 : ROUTED_LOSS; // 10.26: a routed unit hit is eliminated
  const hits = u.hits + extraHits;
  if (hits >= tq) return ROUTED_LOSS; // 10.14: it routs
  const x = hits / tq;
  return HIT_LOSS * x * x;
}

// ---------------------------------------------------------------- Shock expectations (9.16)

/** Expected printed CRT hits [attacker, defender] per column 1..13 over the ten DR faces (no DRM). */
const CRT_MEAN: Map<string, readonly [number, number][]> = new Map();
function crtMean(profile: string): readonly [number, number][] {
  let t = CRT_MEAN.get(profile);
  if (t === undefined) {
    const crt = profileFor(profile).charts.crt;
    const means: [number, number][] = [];
    for (let col = 0; col < 13; col++) {
      let a = 0;
      let d = 0;
      for (let dr = 0; dr < 10; dr++) {
        const cell = (crt[dr] as readonly (readonly [number, number])[])[col] as readonly [number, number];
        a += cell[0];
        d += cell[1];
      }
      means.push([a / 10, d / 10]);
    }
    t = means;
    CRT_MEAN.set(profile, t);
  }
  return t;
}

type ClashKey = 'HC' | 'LN' | 'LC' | 'HI' | 'MI' | 'LI';
const clashType = (su: StaticUnit): ClashKey => (su.type === 'Cheiroballistra' ? 'LI' : su.type);
const superiorityType = (su: StaticUnit): ClashKey | 'HCCat' => (su.type === 'Cheiroballistra' ? 'LI' : su.type === 'HC' && su.class === 'Cat' ? 'HCCat' : su.type);

/** 9.16 STEP 2 size shift as the engine computes it (a unit that moved adjacent counts as having moved). */
function sizeShift(a: number, d: number): number {
  if (a <= 0 || d <= 0) return 0;
  if (a >= d) return Math.ceil(a / d) - 1;
  return 1 - Math.floor(d / a);
}

/** The arc of the defender `d` the attacker's hex lies in (7.11; 6.43 for a Column). */
function aspectOf(d: Unit, attackerHex: string): 'front' | 'flank' | 'rear' {
  if (d.inColumn) {
    const to = gbohHex.directionTo(d.hex as string, attackerHex);
    if (to === d.facing) return 'front';
    if (to === gbohHex.dir(d.facing + 3)) return 'rear';
    return 'flank';
  }
  return gbohHex.arcOf(d.hex as string, gbohHex.dir(d.facing), attackerHex).arc;
}

/**
 * Expected Cohesion Hits of a one-on-one Shock by `att` on `def` (9.16): the Clash of Weapons column for
 * the aspect, the size shift, the mean CRT cell, Positional Superiority from a Flank or Rear (9.16 STEP 1),
 * otherwise the Superiority chart (AS doubles the defender's hits, DS triples the attacker's).
 */
export function expectedShock(s: GbohState, att: string, def: string): { attacker: number; defender: number; aspect: 'front' | 'flank' | 'rear' } {
  const sa = s.static.units[att] as StaticUnit;
  const sd = s.static.units[def] as StaticUnit;
  const a = s.units[att] as Unit;
  const d = s.units[def] as Unit;
  const charts = profileFor(s.static.profile).charts;
  const aspect = sd.type === 'Cheiroballistra' ? 'front' : aspectOf(d, a.hex as string);
  const base = charts.clash[aspect][clashType(sd)][clashType(sa)];
  const shift = s.static.attila ? 0 : sizeShift(sa.size ?? 0, sd.size ?? 0);
  const column = Math.min(13, Math.max(1, base + shift));
  const [ma, md] = crtMean(s.static.profile)[column - 1] as [number, number];
  let attacker = ma;
  let defender = md;
  let sup: 'AS' | 'DS' | null;
  if (d.inColumn || aspect !== 'front') sup = 'AS';
  else {
    const cell = charts.superiority[superiorityType(sd)][superiorityType(sa)];
    sup = cell === 'DSifJavelin' ? (sd.missile === 'J' && d.supply !== 'no' ? 'DS' : null) : cell;
  }
  if (sup === 'AS') defender *= 2;
  if ((sa.type === 'LC' || sa.type === 'LI') && (sa.missile === 'B' || sa.missile === 'C') && (sd.type === 'HI' || sd.type === 'MI') && d.status !== 'routed') defender = Math.floor(defender / 2); // R-SHOCK-2
  if (sup === 'DS') attacker *= 3;
  return { attacker, defender, aspect };
}

/** 7.34: may this unit attack in Shock at all (normal, not In Column, not a Cheiroballistra)? */
function canShock(u: Unit, su: StaticUnit): boolean {
  return isOnMap(u) && u.status !== 'routed' && !u.inColumn && su.type !== 'Cheiroballistra';
}

/** 7.21: the hexes in this unit's Front (its ZOC): two, or one In Column. */
function frontHexes(u: Unit): readonly string[] {
  if (u.inColumn) {
    const h = gbohHex.neighbour(u.hex as string, gbohHex.dir(u.facing));
    return h === null ? [] : [h];
  }
  return gbohHex.frontHexes(u.hex as string, gbohHex.dir(u.facing));
}

/** The side giving orders now (its leader's Orders Phase), or the side that must decide. */
function sideToAct(s: GbohState): string | null {
  if (s.activation !== null) return s.activation.side;
  if (s.designation !== null) return s.designation.side;
  return null;
}

export interface GbohAssessment {
  /** Rout Points counted as lost per side (scored + expected), and the side's Withdrawal Level. */
  loss: Record<string, number>;
  level: Record<string, number>;
}

/**
 * Each side's Rout Points lost or about to be lost, in its own Rout Points. `shock: false` leaves out
 * the Shock prospects of units in contact (the gentle level's view of the battle).
 */
export function assess(s: GbohState, options: { shock?: boolean } = {}): GbohAssessment {
  return assessRoster(s, rosterOf(s), options);
}

/**
 * The units on the map, in `s.units` order, each looked up once for a whole evaluation (its losses, closeness and
 * command read the same units: one pass over them, not three; issue 18).
 */
interface Roster {
  ids: string[];
  us: Unit[];
  sus: StaticUnit[];
}

function rosterOf(s: GbohState): Roster {
  const ids: string[] = [];
  const us: Unit[] = [];
  const sus: StaticUnit[] = [];
  for (const id in s.units) {
    const u = s.units[id] as Unit;
    if (!isOnMap(u)) continue;
    ids.push(id);
    us.push(u);
    sus.push(s.static.units[id] as StaticUnit);
  }
  return { ids, us, sus };
}

function assessRoster(s: GbohState, roster: Roster, options: { shock?: boolean }): GbohAssessment {
  const [sideA, sideB] = s.static.sides;
  const [A, B] = [sideA.id, sideB.id];
  // Each side's loss in a local: the same additions, in the same order, as into the record returned.
  let lossA = s.routPoints[A] ?? 0;
  let lossB = s.routPoints[B] ?? 0;
  const level: Record<string, number> = { [A]: withdrawalLevel(s, A), [B]: withdrawalLevel(s, B) };
  const bonusA = disciplineBonus(s, sideA);
  const bonusB = disciplineBonus(s, sideB);
  // Each unit's TQ once (the battle's hooks are asked once a unit); `occupant` gives a hex's unit (the last in
  // `s.units` order) as its index in the roster.
  const { ids, us, sus } = roster;
  const occupant = new Map<string, number>();
  const tqs: number[] = [];
  for (let i = 0; i < ids.length; i++) {
    const u = us[i] as Unit;
    const su = sus[i] as StaticUnit;
    const ofA = su.side === A;
    occupant.set(u.hex as string, i);
    const tq = u.status === 'routed' ? 1 : effectiveTQ(s, ids[i] as string, u, su, ofA ? bonusA : bonusB);
    tqs.push(tq);
    let share = unitLossShare(u, tq);
    if (su.missile !== null && u.status !== 'routed') share += SUPPLY_LOSS[u.supply];
    if (ofA) lossA += share * su.routPoints;
    else lossB += share * su.routPoints;
  }

  // 4.62: a leader alone in his hex next to an enemy combat unit may be captured (5 × Initiative, 12.11).
  for (const id in s.leaders) {
    const l = s.leaders[id] as GbohState['leaders'][string];
    if (l.status === 'eliminated' || l.hex === null || occupant.has(l.hex)) continue;
    const sl = s.static.leaders[id] as GbohState['static']['leaders'][string];
    const foeNear = gbohHex.neighbours(l.hex).some((n) => {
      const o = occupant.get(n);
      return o !== undefined && (sus[o] as StaticUnit).side !== sl.side && (us[o] as Unit).status !== 'routed';
    });
    if (!foeNear) continue;
    if (sl.side === A) lossA += LEADER_RISK * 5 * sl.initiative;
    else lossB += LEADER_RISK * 5 * sl.initiative;
  }

  if (options.shock === false) return { loss: { [A]: lossA, [B]: lossB }, level };
  // Shock threats: each unit with an enemy in its Front expects its best one-on-one Shock (9.16).
  const acting = sideToAct(s);
  for (let i = 0; i < ids.length; i++) {
    const u = us[i] as Unit;
    const su = sus[i] as StaticUnit;
    if (!canShock(u, su)) continue;
    const tqU = tqs[i] as number;
    let best = 0;
    let bestTarget: number | null = null;
    let bestOwn = 0;
    for (const h of frontHexes(u)) {
      const e = occupant.get(h);
      if (e === undefined) continue;
      const se = sus[e] as StaticUnit;
      if (se.side === su.side) continue;
      const x = expectedShock(s, ids[i] as string, ids[e] as string);
      const ue = us[e] as Unit;
      const tqE = tqs[e] as number;
      const gain = (unitLossShare(ue, tqE, Math.round(x.defender)) - unitLossShare(ue, tqE)) * se.routPoints;
      const cost = (unitLossShare(u, tqU, Math.round(x.attacker)) - unitLossShare(u, tqU)) * su.routPoints;
      if (gain - cost > best - bestOwn || bestTarget === null) {
        best = gain;
        bestOwn = cost;
        bestTarget = e;
      }
    }
    // A losing Shock is made only when it must be (7.32 Must-Check, or designated No-Check, 7.33).
    if (bestTarget === null || (best < bestOwn && u.shock === null)) continue;
    const w = su.side === acting ? THREAT_ACTIVE : THREAT_PASSIVE;
    // The enemy's side first, then the unit's own, as the sums were always made.
    if (su.side === A) {
      lossB += w * best;
      lossA += w * bestOwn;
    } else {
      lossA += w * best;
      lossB += w * bestOwn;
    }
  }
  return { loss: { [A]: lossA, [B]: lossB }, level };
}

/** Pressure on the Withdrawal Level: the last Rout Points before it count more (the army is about to withdraw). */
function pressure(loss: number, level: number): number {
  const f = loss / level;
  return f + Math.max(0, f - 0.6) * 1.5;
}

/**
 * How close the seat's army stands to the enemy, in [0, 1]: for each of its units in good order, the
 * hexes it is nearer than PULL_RANGE to the nearest enemy unit (contact counts in full), over all the
 * side's units (so a unit rallied or saved is never a cost), plus what the seat's Orders Phase in
 * progress can still close: the
 * moving unit's Movement Points left (one hex each in the open), and, for each order its leader has
 * left (5.21), the move of one more unit not yet ordered within his Command Range (its MA; in a Line
 * Command, each Line unit still to move). So a step forward keeps the value and ending a move or an
 * Orders Phase early (orders wasted) loses it.
 */
function closeness(s: GbohState, side: string, roster: Roster): number {
  // The units in good order: the seat's with their state, the enemy's as cube coordinates (not a lookup per pair of
  // units: the loop over pairs below is most of this function).
  const mine: string[] = [];
  const mineUnits: Unit[] = [];
  const tq: number[] = [];
  const tr: number[] = [];
  for (let i = 0; i < roster.ids.length; i++) {
    const u = roster.us[i] as Unit;
    if (u.status === 'routed') continue;
    if ((roster.sus[i] as StaticUnit).side === side) {
      mine.push(roster.ids[i] as string);
      mineUnits.push(u);
    } else {
      const c = cubeOf(u.hex as string);
      tq.push(c.q);
      tr.push(c.r);
    }
  }
  // The side's units in the battle data (a list kept by battle, not a count over every unit at each evaluation).
  const armySize = sideUnitIds(s, side).length;
  if (mine.length === 0 || tq.length === 0) return 0;
  const a = s.activation !== null && s.activation.side === side && s.phase === 'orders' ? s.activation : null;
  const moving = a !== null && s.move !== null && !s.move.stopped ? s.move : null;
  const leaderHex = a !== null ? (s.leaders[a.leader]?.hex ?? null) : null;
  const range = a !== null ? (s.static.leaders[a.leader]?.commandRange ?? 0) : 0;
  let sum = 0;
  const potentials: number[] = [];
  for (let m = 0; m < mine.length; m++) {
    const id = mine[m] as string;
    const u = mineUnits[m] as Unit;
    const h = u.hex as string;
    const { q, r } = cubeOf(h);
    let d = PULL_RANGE;
    for (let i = 0; i < tq.length; i++) {
      const dq = q - (tq[i] as number);
      const dr = r - (tr[i] as number);
      const x = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
      if (x < d) d = x;
    }
    const gap = Math.max(0, d - 1);
    sum += PULL_RANGE - 1 - gap;
    if (a === null || gap === 0) continue;
    if (moving !== null && moving.unit === id) sum += Math.min(gap, Math.floor(moving.mpLeft));
    else if (a.line !== null ? a.lineUnits.includes(id) : u.ordered === null && leaderHex !== null && hexDistance(h, leaderHex) <= range) {
      potentials.push(Math.min(gap, (s.static.units[id] as StaticUnit).ma));
    }
  }
  if (potentials.length > 0) {
    const orders = a === null ? 0 : a.line !== null ? potentials.length : a.mode === 'lc' ? 0 : a.ordersLeft;
    potentials.sort((x, y) => y - x);
    for (let i = 0; i < Math.min(orders, potentials.length); i++) sum += potentials[i] as number;
  }
  return Math.min(1, sum / (Math.max(1, armySize) * (PULL_RANGE - 1)));
}

/** Value of `s` for `seat` in [-1, 1]. */
export function evaluateGboh(base: BaseState, seat: Seat): number {
  return value(base as unknown as GbohState, seat, true);
}

/**
 * The gentle level's evaluator: losses and closeness as `evaluateGboh` counts them, but blind to the
 * Shock prospects of units in contact (Clash of Weapons, Superiority, Flank and Rear). It closes in and
 * fights, and walks into a frontal Shock against better troops or leaves a Flank open: the mistakes a
 * player learning the Shock rules learns to punish.
 */
export function evaluateGbohGentle(base: BaseState, seat: Seat): number {
  return value(base as unknown as GbohState, seat, false);
}

function value(s: GbohState, seat: Seat, shock: boolean): number {
  if (s.outcome !== null) return s.outcome.winner === null ? 0 : s.outcome.winner === seat ? 1 : -1;
  const foe = otherSide(s, seat);
  const roster = rosterOf(s);
  const { loss, level } = assessRoster(s, roster, { shock });
  const margin = pressure(loss[foe] ?? 0, level[foe] ?? 1) - pressure(loss[seat] ?? 0, level[seat] ?? 1);
  const standing = SQUASHED * Math.tanh(SCALE * margin) + PROGRESS * Math.max(-1, Math.min(1, margin / FULL_MARGIN));
  return Math.max(-1, Math.min(1, standing + PULL * (closeness(s, seat, roster) - 0.5) + COMMAND * (commandShare(s, seat, roster) - 1)));
}

// ---------------------------------------------------------------- hints

/** The hexes of the enemy's units in good order. */
function enemyHexes(s: GbohState, side: string): string[] {
  const out: string[] = [];
  for (const id in s.units) {
    const u = s.units[id] as Unit;
    if (isOnMap(u) && u.status !== 'routed' && (s.static.units[id] as StaticUnit).side !== side) out.push(u.hex as string);
  }
  return out;
}

function nearest(h: string, targets: readonly string[]): number {
  let d = 30;
  for (const t of targets) d = Math.min(d, hexDistance(h, t));
  return d;
}

/**
 * Move ordering (the search's progressive widening reveals actions in this order): Shock and fire
 * first, rally and the moves of units nearest the enemy, steps that close in (best: into a hex beside
 * an enemy's Flank or Rear), ending a phase in the middle, leader moves last (hundreds of hexes, rarely
 * what matters).
 */
function order(base: BaseState, seat: Seat, legal: readonly JsonValue[]): number[] {
  const s = base as unknown as GbohState;
  let enemies: string[] | null = null;
  const foes = (): string[] => (enemies ??= enemyHexes(s, seat));
  const moving = s.move !== null ? s.move.unit : null;
  return legal.map((raw) => {
    const a = raw as GbohAction;
    switch (a.type) {
      case 'rally':
        return 4;
      case 'fire':
        // DH 8.2: Rain of Arrows trades missile supply for a better roll: after the ordinary shot.
        return a.rain === true ? 3.4 : 3.5;
      case 'cheiro-fire':
      case 'react-fire':
      case 'ow-fire':
        return 3.5;
      case 'hd':
        return 3;
      // The Devil's Horsemen: a Feigned Retreat offered to horse archers is a free evasion that may draw the enemy
      // into a pursuit (DH 6.7); its turn-about fire or charge follows it.
      case 'fr':
        return 3.2;
      case 'fr-attack':
        return a.shock ? 3 : 3.5;
      case 'combat':
      case 'join':
      case 'no-check':
        return 3;
      case 'line-command':
        return 2.6;
      case 'move': {
        const u = s.units[a.unit];
        return u && u.hex !== null ? 2 + 0.5 * (1 - Math.min(10, nearest(u.hex, foes())) / 10) : 2;
      }
      case 'step': {
        if (moving === null) return 2;
        const u = s.units[moving] as Unit;
        const before = nearest(u.hex as string, foes());
        const after = nearest(a.to, foes());
        let p = 2 + 0.4 * (before - after);
        // Into a hex beside an enemy that sees it in its Flank or Rear (9.16: Positional Superiority).
        if (after === 1) {
          for (const id in s.units) {
            const e = s.units[id] as Unit;
            if (!isOnMap(e) || e.status === 'routed' || (s.static.units[id] as StaticUnit).side === seat || hexDistance(e.hex as string, a.to) !== 1) continue;
            if (aspectOf(e, a.to) !== 'front') p += 1;
          }
        }
        return p;
      }
      case 'reorganize':
        return 1.8;
      case 'end-move':
        // 5.24: a unit ordered to move that ends its move before acting wastes the order.
        return s.move !== null && !s.move.acted ? 0.5 : 1.5;
      case 'designate-done':
      case 'end-line':
        return 1.5;
      case 'face':
      case 'react-face':
      case 'withdraw-face':
      case 'advance-face':
        return 1.2;
      case 'end-orders':
        return 1;
      case 'activate':
        return 2;
      case 'momentum':
      case 'decline':
      case 'eio':
        return 1;
      case 'trump':
        return 0.8;
      case 'pass':
      case 'defer':
        return 0.5;
      case 'column':
        return 0.3;
      case 'leader-move':
        return 0.1;
      default:
        return 1;
    }
  });
}

/**
 * Grouping: a leader's many destination hexes (4.23, 4.4: often hundreds) form one group, so they
 * share one slot among the orders; every other action is its own group (the agent plays the most
 * visited action, and an action in a big group would share its visits with its siblings).
 */
function group(_base: BaseState, _seat: Seat, raw: JsonValue): string {
  const a = raw as GbohAction;
  return a.type === 'leader-move' ? `leader:${a.leader}` : JSON.stringify(a);
}

/**
 * M.4: the only hidden information is a secret deployment (Dara); with none hidden from the seat, the
 * view fixes the whole state but its generator (`determinize` rebuilds it exactly).
 */
function exactDeterminization(view: JsonValue, seat: Seat): boolean {
  if (!isGbohView(view)) return false;
  return view.secret.every((id) => (view.static.units[id]?.side ?? view.static.leaders[id]?.side) === seat);
}

/**
 * Search settings for GBoH: an Orders Phase is hundreds of atomic decisions (orders, hex steps,
 * facings), so the search widens progressively over the ordered actions and groups them by unit.
 */
function search(_level: AiLevelName): SearchSettings {
  return { widening: { base: 3, exponent: 0.5 }, grouping: true, exploration: 0.1 };
}

/**
 * A unit's move is a run of hex steps and facings, most of them alike (many paths reach one hex), so
 * the search rarely gives the next step the visits a level asks of a plan and searched nearly every
 * step afresh (Callinicum, `standard` against random: 494 searches in a game, 272 of them steps). A
 * lower threshold replays the planned path (228 searches, same result); `easy` keeps its level's own.
 */
function planMinVisits(level: AiLevelName): number | undefined {
  return level === 'easy' ? undefined : level === 'standard' ? 5 : 10;
}

export const gbohAI: SystemAI = {
  evaluate: evaluateGboh,
  evaluateAt: (level) => (level === 'easy' ? evaluateGbohGentle : evaluateGboh),
  // What the searching seat observes (the key from a view, and the same key straight from a sampled state).
  hints: { order, group, observe: observeGbohView, observeState: observeGbohState, exactDeterminization, prune: pruneGboh },
  search,
  planMinVisits,
};
