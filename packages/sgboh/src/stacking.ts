import { gbohHex, onMap } from '@polemarch/gboh-family';
import type { StepContext } from '@polemarch/kernel';
import { adjacentEnemies, enemyAt, frontHexes, legalStack, onBoard, unitOf, unitsAt } from './board';
import { TEC, tecColumn } from './charts/tec';
import { unitStepCost } from './terrain';
import type { SgbohAction, SgbohState, Unit } from './types';

/**
 * 5.12, 5.33–5.34 moving through and with friendly units, and 10.3 Double-Depth phalanxes/hoplites (single-hex
 * pairs: ruling R-41). Ruling R-19 says where a move may end.
 */

type OnMap = Unit & { hex: string };

const ROMAN_INFANTRY = ['LG', 'LI', 'HI', 'CO'];
const romanInfantry = (u: Unit): boolean => u.legion !== null && ROMAN_INFANTRY.includes(u.type);

/** T1 "Friendly unit": the extra MP to enter a hex holding friendly units, or null if it may not (Column P, 11.26; note g: never a Double-Depth hex). */
export function friendlyEntryCost(u: Unit, there: readonly Unit[]): number | null {
  if (there.length === 0) return 0;
  if (u.inColumn || there.some((x) => x.doubleDepth)) return null;
  // Note g: Roman infantry entering a hex of Roman infantry pays +1.
  if (romanInfantry(u) && there.every(romanInfantry)) return TEC.enterFriendlyRoman;
  return TEC.enterFriendly[tecColumn(u.type, u.cls)];
}

/** The unit is passing through friendly units it may not stay with (ruling R-19: it must move on). */
export function isPassing(s: SgbohState, u: Unit): boolean {
  return onBoard(u) && !legalStack(s, u.hex);
}

/**
 * 5.12/5.34 (ruling R-19): a unit may enter a friendly-occupied hex it may not stay in only to pass through: the hex
 * is not next to an enemy unit (so no reaction or ZOC can stop it there), and from it the unit, facing as it does,
 * has `mpLeft` MP to step on into an empty Front hex not next to an enemy unit either (so no rule that limits moves
 * next to enemies, 4.12, 6.22, 10.23, 11.25, can forbid that step).
 */
export function canPassThrough(s: SgbohState, u: OnMap, to: string, mpLeft: number): boolean {
  if (mpLeft <= 0 || adjacentEnemies(s, u.side, to).length > 0) return false;
  const ghost: OnMap = { ...u, hex: to };
  return frontHexes(s, ghost).some((n) => {
    if (!onMap(s.map, n) || unitsAt(s, n).length > 0 || enemyAt(s, u.side, n) || adjacentEnemies(s, u.side, n).length > 0) return false;
    const c = unitStepCost(s, u, to, n);
    return c !== null && c.mp <= mpLeft;
  });
}

/** The mate of a stack's top unit, when the two may move together (5.12): both active, not done, same facing. */
export function movingMate(s: SgbohState, u: OnMap, active: (x: Unit) => boolean): OnMap | null {
  const there = unitsAt(s, u.hex);
  if (there.length !== 2 || there[0] !== u || !legalStack(s, u.hex)) return null;
  const m = there[1]! as OnMap;
  return active(m) && !m.turn.done && m.facing === u.facing ? m : null;
}

/** 5.33: the stacking order changes for 2 MP of each unit (only when activated). A Double-Depth pair keeps its order (10.3). */
export function restackActions(s: SgbohState, u: OnMap, mate: OnMap | null, mp: (x: Unit) => number): SgbohAction[] {
  if (mate === null || u.doubleDepth || mp(u) < TEC.restack || mp(mate) < TEC.restack) return [];
  return [{ type: 'restack', unit: u.id }];
}

export function doRestack(s: SgbohState, u: Unit, mp: (x: Unit) => number, ctx: StepContext): void {
  const [top, bottom] = unitsAt(s, u.hex!) as [Unit, Unit];
  top.turn.mp = mp(top) - TEC.restack;
  bottom.turn.mp = mp(bottom) - TEC.restack;
  top.stack = 1;
  bottom.stack = 0;
  ctx.emit({ key: 'unit.restack', params: { unit: bottom.name }, rule: 'sgboh 5.33' });
}

const depthCapable = (u: Unit): boolean => u.type === 'PH' || u.type === 'HO';

/**
 * 10.3: two PH (or HO) that start the activation adjacent, the rear one facing the front one's hex with the same
 * facing, form Double Depth: the rear counter goes under the front one; neither moves again this activation.
 */
export function doubleDepthActions(s: SgbohState, u: OnMap, active: (x: Unit) => boolean): SgbohAction[] {
  if (!depthCapable(u) || u.doubleDepth || u.inColumn || u.turn.mp !== null || unitsAt(s, u.hex).length !== 1) return [];
  const out: SgbohAction[] = [];
  for (const n of gbohHex.neighbours(u.hex)) {
    const there = unitsAt(s, n);
    const rear = there[0] as OnMap | undefined;
    if (there.length !== 1 || rear === undefined || rear.side !== u.side || rear.type !== u.type || !active(rear)) continue;
    if (rear.doubleDepth || rear.inColumn || rear.turn.mp !== null || rear.facing !== u.facing) continue;
    if (frontHexes(s, rear).includes(u.hex)) out.push({ type: 'double-depth', unit: u.id, rear: rear.id });
  }
  return out;
}

export function doDoubleDepth(s: SgbohState, front: string, rear: string, ctx: StepContext): void {
  const f = unitOf(s, front);
  const r = unitOf(s, rear);
  r.hex = f.hex;
  r.stack = 1;
  f.stack = 0;
  f.doubleDepth = true;
  r.doubleDepth = true;
  for (const x of [f, r]) {
    x.turn.mp = 0;
    x.turn.done = true;
  }
  ctx.emit({ key: 'unit.double-depth', params: { unit: f.name, rear: r.name }, rule: 'sgboh 10.3' });
}

/** 10.3: a Double-Depth pair that loses a counter is a single unit again. */
export function breakDoubleDepth(s: SgbohState, hex: string): void {
  const there = unitsAt(s, hex);
  if (there.length === 1 && there[0]!.doubleDepth) there[0]!.doubleDepth = false;
}
