import { gbohHex } from '@polemarch/gboh-family';
import type { StepContext } from '@polemarch/kernel';
import { currentTq, frontHexes, onBoard, unitsAt, relocate } from './board';
import { unitStepCost } from './terrain';
import type { CounterSide, SgbohState, Unit } from './types';
import { isCavalry, isFoot } from './types';

/**
 * The Devil's Horsemen annex ("Regole Semplificate", seed 003) rules that act on a Hit-and-Run (ruling R-49).
 *
 * Impetuosity: "se il bersaglio della tattica di lancio 'Colpisci e Scappa' è fanteria, e questa subisce un colpo, il
 * giocatore della fanteria tira un dado: pari o inferiore alla TQ, non accade nulla; se è superiore, l'unità deve
 * muovere in avanti di un esagono se non vi sono altre unità in esso. Se non può farlo, per qualsiasi motivo, non lo
 * fa e non vi sono altre consequenze."
 */

/** Infantry: foot units but artillery (10.1: it has neither facing nor a forward hex). */
const isInfantry = (u: Unit): boolean => isFoot(u.type) && u.type !== 'ART';

/** The hexes "forward" of an impetuous unit: its empty Front hexes it could enter (5.13, T1: not prohibited). */
export function impetusHexes(s: SgbohState, u: Unit & { hex: string }): string[] {
  if (u.doubleDepth) return []; // 10.3: the pair moves only as one; "if it cannot, for any reason, it does not".
  return frontHexes(s, u).filter((h) => unitsAt(s, h).length === 0 && unitStepCost(s, u, u.hex, h) !== null);
}

/** The impetuous unit steps forward: no MP, no facing change, no terrain Hit (a compelled move, as a retreat, 8.3). */
export function moveImpetuous(s: SgbohState, u: Unit & { hex: string }, to: string, ctx: StepContext): void {
  relocate(s, u, to); // 4.32: a leader alone with the unit goes with it
  ctx.emit({ key: 'impetus.moves', params: { unit: u.name, to }, rule: 'dh annex Impetuosity (R-49)' });
}

/**
 * After a Hit-and-Run: infantry that took a Hit rolls against its TQ; above it, the unit moves one hex forward if it
 * can. With two Front hexes open, its owner picks one (a reaction, before any Return Fire).
 */
export function impetuosity(s: SgbohState, target: Unit, hitsBefore: number, ctx: StepContext): void {
  if (!s.options.impetuosity || !onBoard(target) || !isInfantry(target) || target.hits <= hitsBefore) return;
  const roll = ctx.rng.d10();
  const tq = currentTq(target);
  const rolls = [{ die: 'd10' as const, value: roll }];
  if (roll <= tq) {
    ctx.emit({ key: 'impetus.holds', params: { unit: target.name, roll, tq }, rule: 'dh annex Impetuosity (R-49)', rolls });
    return;
  }
  const hexes = impetusHexes(s, target);
  ctx.emit({ key: hexes.length === 0 ? 'impetus.blocked' : 'impetus.surges', params: { unit: target.name, roll, tq }, rule: 'dh annex Impetuosity (R-49)', rolls });
  if (hexes.length === 1) moveImpetuous(s, target, hexes[0]!, ctx);
  else if (hexes.length > 1) s.turn.reactions.unshift({ kind: 'impetus', unit: target.id, hexes });
}

/**
 * "Cavalleria smontata" (ruling R-53): "tutte le unità di cavalleria con un lato che le indica smontate, possono farlo.
 * Tali unità possono montare/smontare come unica azione della loro attivazione, sempre che non siano entro 4 esagoni
 * da qualsiasi unità nemica o entro il raggio e la LOS di unità nemiche da lancio."
 */
export const DISMOUNT_ENEMY_DISTANCE = 4;

/** Whether an active unit may turn to its other side now: nothing else done this activation, no enemy near or able to fire at it. */
export function canDismount(s: SgbohState, u: Unit & { hex: string }, fireReach: (e: Unit) => number, sees: (e: Unit & { hex: string }, weapon: string) => boolean, weapon: (e: Unit) => string | null): boolean {
  if (!s.options.dismounting || u.otherSide === undefined) return false;
  if (u.turn.mp !== null || u.turn.fired || u.turn.hexesMoved > 0 || u.inColumn || u.doubleDepth) return false;
  for (const e of s.units) {
    if (e.side === u.side || !onBoard(e)) continue;
    const d = gbohHex.distance(e.hex, u.hex);
    if (d <= DISMOUNT_ENEMY_DISTANCE) return false;
    const w = weapon(e);
    if (w !== null && d <= fireReach(e) && sees(e, w)) return false;
  }
  return true;
}

/** The unit turns over: the printed values of its other side replace its own; Hits stay (8.1 is checked by the caller). */
export function turnOver(u: Unit, ctx: StepContext): void {
  const other = u.otherSide;
  if (other === undefined) return;
  const now: CounterSide = { name: u.name, type: u.type, cls: u.cls, missile: u.missile, tq: u.tq, size: u.size, ma: u.ma };
  Object.assign(u, other);
  u.otherSide = now;
  delete u.armour; // ruling R-55: the other side's armour row is its type's
  ctx.emit({ key: isCavalry(u.type) ? 'unit.mounts' : 'unit.dismounts', params: { unit: now.name, as: u.name }, rule: 'dh annex dismounting (R-53)' });
}
