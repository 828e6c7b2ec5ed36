import { type AnyGameModule, type BaseState, type JsonValue, type Random, type Seat, type SystemAI, advance, advanceOwned, ccaBoard } from '@polemarch/kernel';
import { CARDS, type CcaAction, type CcaState, UNITS, type UnitType, evadeEligible } from './index';

/**
 * Commands & Colors: Ancients: an evaluator in banners. Banners decide the battle (§4), so they
 * dominate; blocks left (weighted by class), the blows units standing beside the enemy can expect to
 * strike, and leaders turn into fractions of a banner beside them. The sum, a margin in banners, is
 * squashed with tanh to [-1, 1].
 */

type Side = 'top' | 'bottom';
const other = (s: Side): Side => (s === 'top' ? 'bottom' : 'top');

/**
 * Worth of one block by unit class, in banners: a unit's last block gives the enemy a banner
 * (§4.2), so a block is a share of that banner, and heavier units hit harder while they stand.
 */
const BLOCK_WORTH = { light: 0.06, medium: 0.08, heavy: 0.1 } as const;
/** A unit down to one block is close to a banner for the enemy (one hit eliminates it, §4.2). */
const LAST_BLOCK_RISK = 0.15;
/** A leader alive, in banners: killing him scores one (§14.2); beside a unit he adds hits and holds flags (§13). */
const LEADER_WORTH = 0.2;
/** A lone leader beside an enemy unit may be attacked (§14.3): part of a banner at risk. */
const LONE_LEADER_RISK = 0.3;
/**
 * How much of the expected close-combat blows count. The side to act strikes first (and may not be
 * able to order every unit: a card orders a few); the other side's blows come as battle back or on its
 * own next turn.
 */
const THREAT_ACTIVE = 0.35;
const THREAT_PASSIVE = 0.2;
/** A small pull toward the enemy (per hex of mean distance), so the search does not sit on its baseline. */
const PRESSURE_PER_HEX = 0.02;
/**
 * Margin (in banners) → value: tanh(0.3 · margin); two banners up ≈ 0.54, four of five against none
 * ≈ 0.87. A steeper squash (0.45 was tried) saturated near the end of a battle, where the search
 * most needs to tell moves apart: at 4–0 both evading and standing scored −0.99.
 */
const SCALE = 0.3;
/**
 * How likely a side is to strike a threatened unit before the position changes: the side to act next
 * needs a card that orders the attacker (about half the cards order a given section), the other side
 * must first live through a whole enemy turn.
 */
const STRIKE_CHANCE_NEXT = 0.5;
const STRIKE_CHANCE_LATER = 0.2;

/**
 * §2.4: a die has one face of each: light, medium, heavy, leader (helmet), flag, crossed swords. The
 * target's class symbol hits (§10.7), the swords hit in close combat for most units (§11.8.5), the
 * helmet hits when a leader is attached to the attacker (§11.8.4); flags make it retreat (§12),
 * counted here as a third of a hit (a blocked retreat costs blocks, a retreat breaks the line).
 */
const FLAG_WORTH = 1 / 3;

const SLOTS = 9 * 16;
/** Neighbour table by board index (the engine's hex numbering: row · 16 + col). */
const NEIGHBOURS: readonly (readonly number[])[] = (() => {
  const t: number[][] = [];
  for (let i = 0; i < SLOTS; i++) t.push([]);
  for (const h of ccaBoard.allBoardHexes()) t[ccaBoard.boardIndex(h)] = ccaBoard.boardNeighbours(h).map((n) => ccaBoard.boardIndex(n));
  return t;
})();

const rowOf = (h: number): number => h >> 4;
const colOf = (h: number): number => h & 15;
/** Hex distances by board index, computed once (the evaluator and the rollouts read thousands per iteration). */
const DISTANCE: Int8Array = (() => {
  const t = new Int8Array(SLOTS * SLOTS).fill(-1);
  const hexes = ccaBoard.allBoardHexes();
  for (const a of hexes) for (const b of hexes) t[ccaBoard.boardIndex(a) * SLOTS + ccaBoard.boardIndex(b)] = ccaBoard.boardDistance(a, b);
  return t;
})();
function hexDistance(a: number, b: number): number {
  const d = DISTANCE[a * SLOTS + b] as number;
  return d >= 0 ? d : ccaBoard.boardDistance({ row: rowOf(a), col: colOf(a) }, { row: rowOf(b), col: colOf(b) });
}

function totalBanners(s: CcaState, side: Side): number {
  let n = s.banners[side];
  const hold = s.rules.special.campHold;
  if (hold !== undefined) {
    // Utica: Rebel Camp: 0 camp hexes → 0 banners, 1–2 → 1, all 3 → 2 (victory.ts campBanners).
    let c = 0;
    for (const k in s.camps) if (s.camps[k] === side) c++;
    n += c === 0 ? 0 : c >= 3 ? 2 : 1;
  }
  return n;
}

/** Close-combat dice of `attacker` against `target` (§11.6: elephants roll as many dice as the unit they attack would; a warrior's full-strength bonus is ignored). */
function closeCombatDice(attacker: UnitType, target: UnitType): number {
  if (attacker !== 'ELE') return UNITS[attacker].cc;
  return target === 'ELE' || target === 'WAR' || target === 'HCH' || target === 'CAM' || target === 'CCAM' ? 3 : UNITS[target].cc;
}

/** Expected hits of a close-combat attack by `attacker` (with an attached leader or not) on a unit of type `target` (§11). */
export function expectedCloseHits(attacker: UnitType, target: UnitType, blocks: number, leader = false): number {
  const a = UNITS[attacker];
  const dice = closeCombatDice(attacker, target);
  const t = UNITS[target];
  const swords = a.swordsHit && t.ignoreSwords < 1 ? 1 : 0;
  const hits = dice * ((1 + swords + (leader ? 1 : 0) + FLAG_WORTH) / 6);
  return Math.min(blocks, hits);
}

/** P(at least k successes in n trials of probability q). */
function atLeast(k: number, n: number, q: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  let p = 0;
  let c = 1; // n choose i
  for (let i = 0; i <= n; i++) {
    if (i >= k) p += c * q ** i * (1 - q) ** (n - i);
    c = (c * (n - i)) / (i + 1);
  }
  return p;
}

/**
 * Chance that a close-combat attack by `a` (leader attached or not) eliminates `t` (§11.8, §13.1.2:
 * a unit that may Evade this attacker does, and then only its own symbol hits). Flags are left out:
 * a blocked retreat is a matter of the ground.
 */
export function killChance(a: CcaState['units'][number], t: CcaState['units'][number], leader: boolean): number {
  const A = UNITS[a.type];
  const T = UNITS[t.type];
  const faces = evadeEligible(t, a) ? 1 : 1 + (A.swordsHit && T.ignoreSwords < 1 ? 1 : 0) + (leader ? 1 : 0);
  return atLeast(t.blocks, closeCombatDice(a.type, t.type), faces / 6);
}

/**
 * Value of `s` for `seat` in [-1, 1]. `gentle` (the easy level) sees its own blows but not the
 * enemy's: no threat on its units, no chance of losing the last banner to a kill. It attacks what it
 * can and leaves units at one block beside heavy infantry, the mistakes a learner learns to punish.
 */
export function evaluateCca(base: BaseState, seat: Seat, gentle = false): number {
  const s = base as unknown as CcaState;
  const me = seat as Side;
  const foe = other(me);
  if (s.outcome !== null) return s.outcome.winner === null ? 0 : s.outcome.winner === me ? 1 : -1;
  const toWin = s.rules.bannersToWin;
  const banners = { top: totalBanners(s, 'top'), bottom: totalBanners(s, 'bottom') };
  // Banners, with the last ones worth more: one short of victory is far more than one of six.
  const progress = (side: Side): number => banners[side] + (banners[side] >= toWin - 1 ? 0.5 : 0);
  let margin = progress(me) - progress(foe);

  const sign = (side: Side): number => (side === me ? 1 : -1);
  const unitAt = new Array<CcaState['units'][number] | undefined>(SLOTS);
  for (const u of s.units) if (u.hex >= 0) unitAt[u.hex] = u;
  const leaderAt = new Array<Side | undefined>(SLOTS);
  for (const l of s.leaders) if (l.hex >= 0) leaderAt[l.hex] = l.side;

  // Material: blocks by class, and units one hit from giving a banner.
  for (const u of s.units) {
    const cls = UNITS[u.type].cls;
    margin += sign(u.side) * (BLOCK_WORTH[cls] * u.blocks - (u.blocks === 1 ? LAST_BLOCK_RISK : 0));
  }

  // Close-combat threat: each unit beside an enemy unit expects to wound its weakest neighbour; a
  // kill counts as its banner. The threat on one target is capped at the whole unit.
  const threatOn = new Map<number, number>();
  const distSum = { top: 0, bottom: 0 };
  const distN = { top: 0, bottom: 0 };
  for (const u of s.units) {
    if (u.hex < 0) continue;
    let best = 0;
    let bestTarget = -1;
    for (const n of NEIGHBOURS[u.hex] as readonly number[]) {
      const e = unitAt[n];
      if (e === undefined || e.side === u.side) continue;
      const hits = expectedCloseHits(u.type, e.type, e.blocks, leaderAt[u.hex] === u.side);
      // Worth of the expected hits: each block lost, plus the banner in proportion to the kill.
      const worth = hits * BLOCK_WORTH[UNITS[e.type].cls] + hits / e.blocks;
      if (worth > best) {
        best = worth;
        bestTarget = e.id;
      }
    }
    if (bestTarget >= 0 && !(gentle && u.side !== me)) {
      const w = u.side === s.active ? THREAT_ACTIVE : THREAT_PASSIVE;
      threatOn.set(bestTarget, (threatOn.get(bestTarget) ?? 0) + w * best);
    }
    // Distance to the nearest enemy unit (the pressure term).
    let nearest = Infinity;
    for (const e of s.units) if (e.side !== u.side && e.hex >= 0) nearest = Math.min(nearest, hexDistance(u.hex, e.hex));
    if (nearest < Infinity) {
      distSum[u.side] += nearest;
      distN[u.side]++;
    }
  }
  for (const [id, t] of threatOn) {
    const target = s.units.find((u) => u.id === id);
    if (target === undefined) continue;
    // Capped at the unit's whole worth (its blocks and its banner).
    margin -= sign(target.side) * Math.min(t, 1 + BLOCK_WORTH[UNITS[target.type].cls] * target.blocks);
  }

  // Leaders: alive is worth something; alone beside the enemy, they are at risk (§14.3).
  for (const l of s.leaders) {
    if (l.hex < 0) continue;
    let risk = 0;
    if (unitAt[l.hex] === undefined) for (const n of NEIGHBOURS[l.hex] as readonly number[]) if (unitAt[n] !== undefined && (unitAt[n] as { side: Side }).side !== l.side) risk = LONE_LEADER_RISK;
    margin += sign(l.side) * (LEADER_WORTH - risk);
  }

  if (distN[me] > 0) margin -= PRESSURE_PER_HEX * Math.max(0, distSum[me] / distN[me] - 1);
  const value = Math.tanh(SCALE * margin);
  // One banner from victory, a kill ends the battle: weigh it as the result it is, not as one more
  // banner on a margin the squash has nearly saturated (at 4–0 standing and escaping would differ by
  // hundredths).
  const win = decisiveChance(s, me, unitAt, leaderAt);
  const loss = gentle ? 0 : decisiveChance(s, foe, unitAt, leaderAt);
  return Math.max(-1, Math.min(1, value * (1 - win) * (1 - loss) + win * (1 - loss) - loss * (1 - win)));
}

/**
 * Chance that `side`, one banner short of victory, takes that banner by a close-combat kill before
 * the position changes: each enemy unit beside one of its units may be struck (by its most dangerous
 * neighbour), the strikes counted as independent.
 */
function decisiveChance(s: CcaState, side: Side, unitAt: readonly (CcaState['units'][number] | undefined)[], leaderAt: readonly (Side | undefined)[]): number {
  if (totalBanners(s, side) < s.rules.bannersToWin - 1) return 0;
  const strike = s.active === side ? STRIKE_CHANCE_NEXT : STRIKE_CHANCE_LATER;
  let survive = 1;
  for (const t of s.units) {
    if (t.hex < 0 || t.side === side) continue;
    let best = 0;
    for (const n of NEIGHBOURS[t.hex] as readonly number[]) {
      const a = unitAt[n];
      if (a === undefined || a.side !== side) continue;
      best = Math.max(best, killChance(a, t, leaderAt[n] === side));
    }
    survive *= 1 - strike * best;
  }
  return 1 - survive;
}

/**
 * The turn in play, finished by a quick greedy policy before the position is scored. A leaf of the
 * search is often in the middle of a turn (a card played, some units ordered, none moved yet), where
 * the static evaluation cannot tell a card that brings four units into contact from one that orders
 * nothing useful; playing the turn out the way a plain player would (order the units nearest the
 * enemy, close in, strike the best target) lets each card and order be judged by what it leads to.
 * The rollout stops at the end of the turn (or after ROLLOUT_CAP actions): the opponent's reply is
 * left to the tree and to the threat terms of the evaluation.
 */
const ROLLOUT_CAP = 48;

const CARD_KIND: ReadonlyMap<string, string> = new Map(CARDS.map((c) => [c.id, c.kind]));

/** Distance from `hex` to the nearest unit of `enemies` (hexes). */
function nearestTo(hex: number, enemies: readonly number[]): number {
  let d = 99;
  for (const e of enemies) {
    const x = hexDistance(hex, e);
    if (x < d) d = x;
  }
  return d;
}

/** Where a unit wants to stand: foot and horse with a ranged weapon and light class at its range edge (2), everyone else in contact. */
function standScore(type: UnitType, d: number): number {
  const p = UNITS[type];
  if (p.cls === 'light' && p.range > 0) return -Math.abs(d - 2);
  return -d;
}

function pickRandom<T>(xs: readonly T[], rng: Random): T {
  return xs[xs.length === 1 ? 0 : rng.int(xs.length)] as T;
}

/** The greedy action for the deciding seat (see `completeTurn`). */
export function greedyAction(s: CcaState, seat: Seat, kind: string, legal: readonly CcaAction[], rng: Random): CcaAction {
  const enemyHexes = (side: Seat): number[] => {
    const out: number[] = [];
    for (const u of s.units) if (u.side !== side && u.hex >= 0) out.push(u.hex);
    return out;
  };
  const find = (t: CcaAction['type']): CcaAction | undefined => legal.find((a) => a.type === t);
  switch (kind) {
    case 'order': {
      const leadership = s.turn.effective !== null && CARD_KIND.get(s.turn.effective) === 'leadership' && s.turn.chainLeader < 0;
      if (leadership) {
        const l = find('order-leader');
        if (l !== undefined) return l;
      }
      const enemies = enemyHexes(seat);
      let best: CcaAction[] = [];
      let bestD = Infinity;
      for (const a of legal) {
        if (a.type !== 'order') continue;
        const u = s.units.find((x) => x.id === a.unit);
        const d = u === undefined || u.hex < 0 ? 50 : nearestTo(u.hex, enemies);
        if (d < bestD) {
          bestD = d;
          best = [a];
        } else if (d === bestD) best.push(a);
      }
      return best.length > 0 ? pickRandom(best, rng) : (find('done') ?? pickRandom(legal, rng));
    }
    case 'move':
    case 'move2': {
      const enemies = enemyHexes(seat);
      let best: CcaAction[] = [];
      let bestGain = 0;
      for (const a of legal) {
        if (a.type !== 'move') continue;
        const u = s.units.find((x) => x.id === a.unit);
        if (u === undefined || u.hex < 0) continue;
        const gain = standScore(u.type, nearestTo(a.to, enemies)) - standScore(u.type, nearestTo(u.hex, enemies));
        if (gain > bestGain) {
          bestGain = gain;
          best = [a];
        } else if (gain === bestGain && gain > 0) best.push(a);
      }
      return best.length > 0 ? pickRandom(best, rng) : (find('done') ?? pickRandom(legal, rng));
    }
    case 'battle':
    case 'bonus': {
      let best: CcaAction | undefined;
      let bestWorth = 0;
      for (const a of legal) {
        if (a.type !== 'attack' && a.type !== 'fire') continue;
        const u = s.units.find((x) => x.id === a.unit);
        const t = s.units.find((x) => x.hex === a.target);
        if (u === undefined || t === undefined) {
          // A lone leader: a small prize, but a banner if hit.
          if (bestWorth < 0.3) {
            bestWorth = 0.3;
            best = a;
          }
          continue;
        }
        const hits = a.type === 'attack' ? expectedCloseHits(u.type, t.type, t.blocks, s.leaders.some((l) => l.hex === u.hex && l.side === u.side)) : Math.min(t.blocks, 2 / 6 + (2 * FLAG_WORTH) / 6);
        const worth = hits * (1 + 1 / t.blocks);
        if (worth > bestWorth) {
          bestWorth = worth;
          best = a;
        }
      }
      return best ?? find('done') ?? find('decline') ?? pickRandom(legal, rng);
    }
    case 'reaction':
      return find('evade') ?? find('stand') ?? pickRandom(legal, rng);
    case 'battle-back':
      return find('battle-back') ?? pickRandom(legal, rng);
    case 'momentum':
      return find('advance') ?? pickRandom(legal, rng);
    case 'extra-hex':
      return find('decline') ?? pickRandom(legal, rng);
    case 'ignore-flags': {
      let best = legal[0] as CcaAction;
      for (const a of legal) if (a.type === 'ignore' && best.type === 'ignore' && a.flags > best.flags) best = a;
      return best;
    }
    default:
      return pickRandom(legal, rng);
  }
}

/** Play the turn in progress to its end with the greedy policy (a turn that has not started yet is left alone). */
export function completeTurn(start: BaseState, module: AnyGameModule, rng: Random): BaseState {
  let state = start;
  const s0 = start as unknown as CcaState;
  const active = s0.active;
  const turns = s0.turns[active];
  for (let n = 0; n < ROLLOUT_CAP; n++) {
    const s = state as unknown as CcaState;
    if (s.outcome !== null || s.active !== active || s.turns[active] !== turns) break;
    const pending = module.pending(state);
    if (pending === null || pending.kind === 'play-card') break;
    const legal = module.legal(state, pending.seat) as CcaAction[];
    if (legal.length === 0) break;
    const action = greedyAction(s, pending.seat, pending.kind, legal, rng) as JsonValue;
    // `start` is the caller's (a kept state of the search tree): copied by the first step, then stepped in place.
    state = state === start ? advance(module, state, pending.seat, action) : advanceOwned(module, state, pending.seat, action);
  }
  return state;
}

/** The search's evaluator: finish the turn in play greedily, then score the position. */
export function evaluateCcaLeaf(state: BaseState, seat: Seat, module: AnyGameModule, rng: Random): number {
  return evaluateCca(completeTurn(state, module, rng), seat);
}

/** The easy level's: the same turn finished greedily, scored by the gentle evaluator. */
export function evaluateCcaLeafGentle(state: BaseState, seat: Seat, module: AnyGameModule, rng: Random): number {
  return evaluateCca(completeTurn(state, module, rng), seat, true);
}

/** Move ordering: battles first, then orders and moves toward the enemy, then ending a phase. */
function order(base: BaseState, seat: Seat, legal: readonly JsonValue[]): number[] {
  const s = base as unknown as CcaState;
  const enemies = s.units.filter((u) => u.side !== seat && u.hex >= 0).map((u) => u.hex);
  const nearest = (h: number): number => {
    let d = 20;
    for (const e of enemies) d = Math.min(d, hexDistance(h, e));
    return d;
  };
  return legal.map((raw) => {
    const a = raw as CcaAction;
    switch (a.type) {
      case 'attack':
        return 4;
      case 'fire':
        return 3;
      case 'move':
        return 2 - nearest(a.to) / 20;
      case 'order':
      case 'play':
        return 1;
      case 'done':
        return 0;
      default:
        return 0.5;
    }
  });
}

/**
 * Transpositions of the order phase. Under a Section or Troop card the units ordered form a set:
 * whether a set fits the card (§7: so many units in a section, so many of a type) does not depend on
 * the order they are named in, and every part of a set that fits also fits, so naming them by
 * increasing id reaches every set. Ordering fewer units than the card allows is never better (an
 * ordered unit need not move or battle, §7.1), so `done` is dropped while another unit can be ordered.
 * Leadership chains and Tactic cards are left as they are (there the order of naming matters).
 */
function prune(base: BaseState, _seat: Seat, legal: readonly JsonValue[]): readonly JsonValue[] {
  const s = base as unknown as CcaState;
  if (s.combat !== null || s.turn.phase !== 'order' || s.leaderEvades.length > 0 || s.turn.fallback) return legal;
  const kind = s.turn.effective === null ? undefined : CARD_KIND.get(s.turn.effective);
  if (kind !== 'section' && kind !== 'troop') return legal;
  let last = -1;
  for (const id of s.turn.ordered) if (id > last) last = id;
  const actions = legal as readonly CcaAction[];
  // Units named after the last one; when none is left, the set is complete: `done` (or a leader).
  const next = actions.filter((a) => a.type === 'order' && a.unit > last);
  const kept = [...(next.length > 0 ? next : actions.filter((a) => a.type === 'done')), ...actions.filter((a) => a.type === 'order-leader')];
  return kept.length > 0 ? kept : legal;
}

/** Grouping: by kind of action and the unit it concerns (a unit's many destination hexes form one group). */
function group(_base: BaseState, _seat: Seat, raw: JsonValue): string {
  const a = raw as CcaAction;
  return 'unit' in a ? `${a.type}:${a.unit}` : a.type;
}

/**
 * What a seat observes, as a compact key: everything on the table (units by id, hex, blocks and
 * full-strength bonus; leaders; banners, turn and combat state; discards), its own hand, and only the
 * sizes of the other hand and of the deck, exactly the information of cca's view. Terrain, scenario
 * rules and options never change within a battle and are left out. Built from the sampled state
 * (`observeState`) or from a view (`observe`), with the same text for the same information set.
 */
type Observed = Pick<CcaState, 'units' | 'leaders' | 'discard' | 'handMax' | 'turns' | 'active' | 'banners' | 'lost' | 'objectives' | 'camps' | 'captured' | 'lastCard' | 'turn' | 'combat' | 'leaderEvades' | 'outcome'>;
function observedKey(s: Observed, hand: readonly string[], handSizes: Record<Side, number>, deckSize: number): string {
  let k = '';
  for (const u of s.units) k += `${u.id}.${u.hex}.${u.blocks}${u.fsb ? 'f' : ''},`;
  k += '|';
  for (const l of s.leaders) k += `${l.id}.${l.hex},`;
  return `${k}|${hand.join(',')}|${handSizes.top},${handSizes.bottom},${deckSize}|${s.discard.join(',')}|${s.active}|${JSON.stringify([s.banners, s.lost, s.objectives, s.camps, s.captured, s.handMax, s.turns, s.lastCard, s.turn, s.combat, s.leaderEvades, s.outcome])}`;
}

function observeState(base: BaseState, seat: Seat): string {
  const s = base as unknown as CcaState;
  const hand = seat === 'top' || seat === 'bottom' ? s.hands[seat] : [];
  return observedKey(s, hand, { top: s.hands.top.length, bottom: s.hands.bottom.length }, s.deck.length);
}

function observe(raw: JsonValue): string {
  const v = raw as unknown as Observed & { hand: string[]; handSizes: Record<Side, number>; deckSize: number };
  return observedKey(v, v.hand, v.handSizes, v.deckSize);
}

export const ccaAI: SystemAI = {
  evaluate: evaluateCcaLeaf,
  evaluateAt: (level) => (level === 'easy' ? evaluateCcaLeafGentle : evaluateCcaLeaf),
  hints: { order, group, observe, observeState, prune },
};
