import { type BaseState, type JsonValue, type Seat, ccaBoard } from '@polemarch/kernel';
import { type CcaAction, type CcaState, UNITS, type UnitType } from '@polemarch/cca';
import type { SystemAI } from '../evaluate';

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
/** Margin (in banners) → value: tanh(0.45 · margin); two banners up ≈ 0.72. */
const SCALE = 0.45;

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
function hexDistance(a: number, b: number): number {
  return ccaBoard.boardDistance({ row: rowOf(a), col: colOf(a) }, { row: rowOf(b), col: colOf(b) });
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

/** Expected hits of a close-combat attack by `attacker` (with an attached leader or not) on a unit of type `target` (§11). */
export function expectedCloseHits(attacker: UnitType, target: UnitType, blocks: number, leader = false): number {
  const a = UNITS[attacker];
  // §11.6: elephants roll as many dice as the unit they attack would; a warrior's full-strength bonus is ignored.
  const dice = attacker === 'ELE' ? (target === 'ELE' || target === 'WAR' || target === 'HCH' || target === 'CAM' || target === 'CCAM' ? 3 : UNITS[target].cc) : a.cc;
  const t = UNITS[target];
  const swords = a.swordsHit && t.ignoreSwords < 1 ? 1 : 0;
  const hits = dice * ((1 + swords + (leader ? 1 : 0) + FLAG_WORTH) / 6);
  return Math.min(blocks, hits);
}

/** Value of `s` for `seat` in [-1, 1]. */
export function evaluateCca(base: BaseState, seat: Seat): number {
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
    if (bestTarget >= 0) {
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
  return Math.max(-1, Math.min(1, Math.tanh(SCALE * margin)));
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

/** Grouping: by kind of action and the unit it concerns (a unit's many destination hexes form one group). */
function group(_base: BaseState, _seat: Seat, raw: JsonValue): string {
  const a = raw as CcaAction;
  return 'unit' in a ? `${a.type}:${a.unit}` : a.type;
}

export const ccaAI: SystemAI = {
  evaluate: evaluateCca,
  hints: { order, group },
};
