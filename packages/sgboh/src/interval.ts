import { gbohHex, onMap, terrainAt } from '@polemarch/gboh-family';
import type { StepContext } from '@polemarch/kernel';
import { canStack, enemyZocOn, onBoard, unitsAt } from './board';
import { unitStepCost } from './terrain';
import type { Reaction, SgbohAction, SgbohState, Unit } from './types';

/**
 * 5.36 Roman interval sidestep (ruling R-52): Roman units stacked "at intervals" may, when an enemy unit comes within
 * two hexes of the stack, move one unit of the stack laterally into an empty side hex: no MP, Clear terrain, outside
 * any enemy ZOC, facing unchanged, at any moment the enemy is so placed.
 */

type OnMap = Unit & { hex: string };

/** A Roman stack: two units of one legion in a hex (5.32). */
function romanStack(s: SgbohState, hex: string): OnMap[] | null {
  const there = unitsAt(s, hex) as OnMap[];
  if (there.length !== 2) return null;
  const [a, b] = there as [OnMap, OnMap];
  return a.legion !== null && !a.doubleDepth && canStack(a, b) ? there : null;
}

/** The side (Flank) hexes one unit of a Roman stack may sidestep into. */
function sidestepHexes(s: SgbohState, u: OnMap): string[] {
  if (u.inColumn) return [];
  return gbohHex
    .flankHexes(u.hex, gbohHex.dir(u.facing))
    .filter((h) => onMap(s.map, h) && unitsAt(s, h).length === 0 && terrainAt(s.map, h) === 'clear' && enemyZocOn(s, u, h).length === 0 && unitStepCost(s, u, u.hex, h) !== null);
}

/** The sidesteps a Roman stack may make now. */
export function sidestepActions(s: SgbohState, hex: string): SgbohAction[] {
  const stack = romanStack(s, hex);
  if (stack === null) return [];
  return stack.flatMap((u) => sidestepHexes(s, u).map((to): SgbohAction => ({ type: 'sidestep', unit: u.id, to })));
}

/** After an enemy step: the Roman stacks it came within two hexes of (from farther away) are offered the sidestep. */
export function sidestepReactions(s: SgbohState, mover: OnMap, from: string): Reaction[] {
  const out: Reaction[] = [];
  const seen = new Set<string>();
  for (const x of s.units) {
    if (x.side === mover.side || !onBoard(x) || seen.has(x.hex)) continue;
    seen.add(x.hex);
    if (gbohHex.distance(mover.hex, x.hex) > 2 || gbohHex.distance(from, x.hex) <= 2) continue;
    if (sidestepActions(s, x.hex).length > 0) out.push({ kind: 'sidestep', unit: unitsAt(s, x.hex)[0]!.id, mover: mover.id });
  }
  return out;
}

/** The unit steps aside: no MP, facing kept; the unit left behind is alone on top (5.33). */
export function doSidestep(s: SgbohState, u: OnMap, to: string, ctx: StepContext): void {
  const from = u.hex;
  u.hex = to;
  u.stack = 0;
  unitsAt(s, from).forEach((x, i) => (x.stack = i));
  ctx.emit({ key: 'unit.sidesteps', params: { unit: u.name, to }, rule: 'sgboh 5.36' });
}
