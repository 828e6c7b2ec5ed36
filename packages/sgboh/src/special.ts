import { gbohHex } from '@polemarch/gboh-family';
import type { StepContext } from '@polemarch/kernel';
import { arcFrom, currentTq, enemiesInZoc, onBoard, unitsAt, zocHexes } from './board';
import type { SgbohState, Unit } from './types';
import { isCavalry } from './types';

/** 10.2 War Elephants (8.5 Rampage, 7.14 missile check, 10.23 cavalry, 10.24 command) and 10.5 Chariots. */

type Eliminate = (s: SgbohState, u: Unit, ctx: StepContext, why: string) => void;
type Hits = (s: SgbohState, u: Unit, n: number, ctx: StepContext, rule: string) => void;

/** The unit whose Shock or fire is being resolved: it "started the process" of a rampage (8.5). */
let cause: string | null = null;
/** 8.5: an elephant routed by a rampage is removed, never rampages itself. */
let rampaging = false;

export function withCause<T>(unit: string | null, f: () => T): T {
  const prev = cause;
  cause = unit;
  try {
    return f();
  } finally {
    cause = prev;
  }
}

export const isRampaging = (): boolean => rampaging;

/**
 * 8.5 Elephant Rampage: one die for each unit (stack) within two hexes, the starting unit first, then clockwise at
 * one hex, then at two; DR > TQ: DR − TQ Hits; a 0, 1, 8 or 9 ends it and removes the elephant; removed at the end.
 */
export function rampage(s: SgbohState, el: Unit, ctx: StepContext, eliminate: Eliminate, hits: Hits): void {
  if (!onBoard(el)) return;
  const hex = el.hex;
  ctx.emit({ key: 'elephant.rampage', params: { unit: el.name }, rule: 'sgboh 8.5' });
  const stacks = new Map<string, Unit>();
  for (const u of s.units) {
    if (!onBoard(u) || u.hex === hex || gbohHex.distance(u.hex, hex) > 2) continue;
    const top = unitsAt(s, u.hex)[0]!;
    stacks.set(u.hex, top);
  }
  const tops = [...stacks.values()];
  if (tops.length > 0) {
    const starter = tops.find((u) => unitsAt(s, u.hex!).some((x) => x.id === cause)) ?? tops[ctx.rng.int(tops.length)]!;
    const from = gbohHex.bearing(hex, starter.hex!);
    const angle = (u: Unit): number => (gbohHex.bearing(hex, u.hex!) - from + 360) % 360;
    const ring = (d: number): Unit[] => tops.filter((u) => u !== starter && gbohHex.distance(u.hex!, hex) === d).sort((a, b) => angle(a) - angle(b));
    const order = [starter, ...ring(1), ...ring(2)];
    rampaging = true;
    try {
      for (const u of order) {
        if (!onBoard(u)) continue;
        const roll = ctx.rng.d10();
        const tq = currentTq(u);
        ctx.emit({ key: 'elephant.rampage.check', params: { unit: u.name, roll, tq }, rule: 'sgboh 8.5', rolls: [{ die: 'd10', value: roll }] });
        if (roll > tq) {
          const stack = unitsAt(s, u.hex!);
          const n = roll - tq;
          // 5.35: a stack's Hits split evenly, the odd one on top.
          stack.forEach((x, i) => hits(s, x, Math.floor(n / stack.length) + (i < n % stack.length ? 1 : 0), ctx, '8.5'));
        }
        if ([0, 1, 8, 9].includes(roll)) break;
      }
    } finally {
      rampaging = false;
    }
  }
  eliminate(s, el, ctx, 'rampage');
}

/** 7.14: an elephant hit by missile fire checks: DR + its Hits > TQ → it Rampages. */
export function elephantMissileCheck(s: SgbohState, el: Unit, ctx: StepContext, eliminate: Eliminate, hits: Hits): void {
  if (el.type !== 'EL' || !onBoard(el)) return;
  const roll = ctx.rng.d10();
  const total = roll + el.hits;
  ctx.emit({ key: 'elephant.check', params: { unit: el.name, roll: total, tq: currentTq(el) }, rule: 'sgboh 7.14', rolls: [{ die: 'd10', value: roll }] });
  if (total > currentTq(el)) rampage(s, el, ctx, eliminate, hits);
}

/** 10.23: an enemy elephant's ZOC, which cavalry may never enter voluntarily. */
export function elephantZoc(s: SgbohState, side: string): Set<string> {
  const out = new Set<string>();
  for (const e of s.units) if (e.type === 'EL' && e.side !== side && onBoard(e)) for (const h of zocHexes(s, e)) out.add(h);
  return out;
}

/** 10.23: cavalry entering a Flank or Rear hex of an enemy elephant takes a Hit. */
export function elephantFlankHits(s: SgbohState, u: Unit, ctx: StepContext, hits: Hits): void {
  if (!isCavalry(u.type) || !onBoard(u)) return;
  for (const e of s.units) {
    if (e.type !== 'EL' || e.side === u.side || !onBoard(e) || gbohHex.distance(e.hex, u.hex) !== 1) continue;
    if (arcFrom(e, u.hex) !== 'front') {
      hits(s, u, 1, ctx, '10.23');
      return;
    }
  }
}

/** 10.23: cavalry activated next to an enemy elephant takes a Hit. */
export function elephantActivationHits(s: SgbohState, formation: string, ctx: StepContext, hits: Hits): void {
  for (const u of s.units) {
    if (u.formation !== formation || !isCavalry(u.type) || !onBoard(u)) continue;
    if (s.units.some((e) => e.type === 'EL' && e.side !== u.side && onBoard(e) && gbohHex.distance(e.hex, u.hex) === 1)) hits(s, u, 1, ctx, '10.23');
  }
}

/** 10.24: an elephant with an enemy unit in its ZOC is Out of Command. */
export function elephantOutOfCommand(s: SgbohState, u: Unit): boolean {
  return u.type === 'EL' && enemiesInZoc(s, u).length > 0;
}

/** 10.53: attacking chariots are eliminated after the Shock unless every defender routed or the defenders were SK/CH. */
export function chariotLosses(s: SgbohState, attackers: readonly Unit[], defenders: readonly Unit[], ctx: StepContext, eliminate: Eliminate): void {
  const chariots = attackers.filter((a) => a.type === 'CH' && onBoard(a));
  if (chariots.length === 0) return;
  const allRouted = defenders.every((d) => d.status === 'eliminated' || (d.reduced && d.status === 'map' && d.hits === 0));
  const exempt = defenders.every((d) => d.type === 'SK' || d.type === 'SKS' || d.type === 'CH');
  if (allRouted || exempt) return;
  for (const c of chariots) eliminate(s, c, ctx, 'chariot spent');
}
