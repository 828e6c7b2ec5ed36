import { gbohHex, onMap } from '@polemarch/gboh-family';
import type { StepContext } from '@polemarch/kernel';
import { currentTq, enemyAt, enemyZocOn, facingToward, onBoard, unitOf, unitsAt, relocate } from './board';
import { addHits } from './effects';
import { fortBetween } from './fortifications';
import { pushInterrupt } from './resolution';
import { elephantZoc } from './special';
import { unitStepCost } from './terrain';
import type { Reaction, SgbohState, Unit } from './types';

/**
 * The Devil's Horsemen annex "Reazione all'aggressione" (Aggression Reaction, ruling R-57): "se il bersaglio della
 * tattica di lancio 'Colpisci e Scappa' è HC di qualsiasi tipo, effettuate lo stesso tiro di dado dell'Impetuosità. Se
 * il risultato è superiore alla TQ, la cavalleria deve immediatamente muovere in avanti di massimo 4 MP verso l'unità
 * che ha lanciato, per la via più diretta, ed Assaltarla. Una tale reazione/carica è considerata parte del
 * movimento/turno dell'unità che lancia, ed il risultante assalto (si considerano solo la HC e l'unità che ha lanciato)
 * viene risolto prima di tutto. La LC armata con C si può ritirare sino a 2 esagoni quando viene così controcaricata.
 * La ritirata avviene prima dell'avanzata della HC. I Cavalieri e le HC europee aggiungono +2 a questo tiro di dado."
 */

type OnMap = Unit & { hex: string };

/** The charge's MP (annex: "di massimo 4 MP"). */
export const CHARGE_MP = 4;
/** The C-armed LC's retreat before the charge (annex: "sino a 2 esagoni"). */
export const CHARGE_RETREAT_HEXES = 2;

/**
 * After a Hit-and-Run at an HC: its owner's die against its TQ (+2 for Knights and European HC); above it the HC
 * charges the firer. Returns whether it charges (then it does not Return Fire: DH 8.36 "La HC non può usare il Lancio").
 */
export function aggressionReaction(s: SgbohState, target: Unit, firer: Unit, ctx: StepContext): boolean {
  if (!s.options.aggressionReaction || target.type !== 'HC' || !onBoard(target) || !onBoard(firer)) return false;
  const roll = ctx.rng.d10();
  const bonus = target.chivalric === true ? 2 : 0;
  const tq = currentTq(target);
  const rolls = [{ die: 'd10' as const, value: roll }];
  const modifiers = bonus === 0 ? [] : [{ label: { key: 'drm.chivalric' }, value: bonus }];
  const charges = roll + bonus > tq;
  ctx.emit({ key: charges ? 'aggression.charges' : 'aggression.holds', params: { unit: target.name, target: firer.name, roll: roll + bonus, tq }, rule: 'dh annex Aggression Reaction (R-57)', rolls, modifiers });
  if (!charges) return false;
  if (firer.type === 'LC' && firer.missile === 'C' && chargeRetreatHexes(s, firer, target).length > 0) {
    // The firer's owner may retreat it first (a decision, declinable: "si può ritirare").
    s.turn.reactions.unshift({ kind: 'charge-retreat', unit: firer.id, mover: target.id });
    return true;
  }
  startCharge(s, target, firer, ctx);
  return true;
}

/**
 * The hexes the C-armed LC may retreat to before the charge: one or two hexes, each farther from the HC, as 7.42–7.43
 * (not into an enemy unit, prohibited terrain or across works; it stops on entering an enemy ZOC; into an empty hex);
 * it keeps its facing and spends no MP (ruling R-57).
 */
export function chargeRetreatHexes(s: SgbohState, u: OnMap, hc: OnMap): string[] {
  const out: string[] = [];
  let frontier = [u.hex];
  for (let step = 0; step < CHARGE_RETREAT_HEXES; step++) {
    const next: string[] = [];
    for (const h of frontier) {
      if (h !== u.hex && enemyZocOn(s, u, h).length > 0) continue;
      for (const n of gbohHex.neighbours(h)) {
        if (out.includes(n) || !onMap(s.map, n) || gbohHex.distance(n, hc.hex) <= gbohHex.distance(h, hc.hex)) continue;
        if (enemyAt(s, u.side, n) || unitsAt(s, n).length > 0 || fortBetween(s, h, n) !== null || unitStepCost(s, u, h, n) === null) continue;
        out.push(n);
        next.push(n);
      }
    }
    frontier = next;
  }
  return out;
}

/** The C-armed LC retreats before the charge (or its owner declines); then the HC charges. */
export function applyChargeRetreat(s: SgbohState, r: Extract<Reaction, { kind: 'charge-retreat' }>, to: string | null, ctx: StepContext): void {
  const u = unitOf(s, r.unit);
  const hc = unitOf(s, r.mover);
  if (!onBoard(u) || !onBoard(hc)) return;
  if (to !== null) {
    relocate(s, u, to);
    ctx.emit({ key: 'charge.retreats', params: { unit: u.name, to }, rule: 'dh annex Aggression Reaction (R-57)' });
  }
  startCharge(s, hc, u, ctx);
}

/**
 * The "most direct route" (ruling R-57): each hex of the charge is one hex nearer the firer, enterable for the HC
 * (T1, not across works, not an elephant's ZOC, 10.23), with no unit in it, within the MP left. The charge ends next
 * to the firer, on entering an enemy ZOC (6.22), or when no such hex is left.
 */
export function chargeSteps(s: SgbohState, hc: OnMap, target: OnMap, mp: number): string[] {
  const d = gbohHex.distance(hc.hex, target.hex);
  if (d <= 1 || mp <= 0) return [];
  const elZoc = elephantZoc(s, hc.side);
  return gbohHex.neighbours(hc.hex).filter((n) => {
    if (!onMap(s.map, n) || gbohHex.distance(n, target.hex) !== d - 1 || unitsAt(s, n).length > 0 || elZoc.has(n)) return false;
    if (fortBetween(s, hc.hex, n) !== null) return false;
    const c = unitStepCost(s, hc, hc.hex, n);
    return c !== null && c.mp <= mp;
  });
}

function startCharge(s: SgbohState, hc: Unit, target: Unit, ctx: StepContext): void {
  continueCharge(s, hc, target, CHARGE_MP, ctx);
}

/** One step of the charge, its owner's choice among the most direct hexes (a single one is taken at once). */
export function chargeStep(s: SgbohState, r: Extract<Reaction, { kind: 'charge' }>, to: string, ctx: StepContext): void {
  const hc = unitOf(s, r.unit);
  const target = unitOf(s, r.target);
  if (!onBoard(hc) || !onBoard(target)) return;
  continueCharge(s, hc, target, stepHc(s, hc, to, r.mp, ctx), ctx);
}

/** The HC steps into `to` facing the way it goes; returns the MP left (0 once it entered an enemy ZOC). */
function stepHc(s: SgbohState, hc: OnMap, to: string, mp: number, ctx: StepContext): number {
  const from = hc.hex;
  const c = unitStepCost(s, hc, from, to)!;
  relocate(s, hc, to);
  hc.facing = facingToward(from, to) ?? hc.facing;
  hc.turn.hexesMoved++;
  // 7.52 Moving attack: it entered a vacant hex next to an enemy unit (unless it started the Player Turn in a ZOC).
  if (!hc.turn.startInZoc && s.units.some((e) => e.side !== hc.side && onBoard(e) && gbohHex.distance(e.hex, to) === 1)) hc.turn.movedAdjacent = true;
  const left = mp - c.mp;
  ctx.emit({ key: 'charge.moves', params: { unit: hc.name, to }, rule: 'dh annex Aggression Reaction (R-57)' });
  // As 7.74's advance: a charge ignores (h), takes h.
  if (c.hit === 'mandatory') addHits(s, hc, 1, ctx, '5.17');
  return enemyZocOn(s, hc).length > 0 ? 0 : left;
}

function continueCharge(s: SgbohState, hc: Unit, target: Unit, mp: number, ctx: StepContext): void {
  let left = mp;
  for (;;) {
    if (!onBoard(hc) || !onBoard(target)) return;
    const steps = chargeSteps(s, hc, target, left);
    if (steps.length === 1) {
      left = stepHc(s, hc, steps[0]!, left, ctx);
      continue;
    }
    if (steps.length > 1) {
      s.turn.reactions.unshift({ kind: 'charge', unit: hc.id, target: target.id, mp: left });
      return;
    }
    break;
  }
  if (gbohHex.distance(hc.hex, target.hex) !== 1) {
    ctx.emit({ key: 'aggression.short', params: { unit: hc.name, target: target.name }, rule: 'dh annex Aggression Reaction (R-57)' });
    return;
  }
  // The HC Shocks the firer, facing it; only these two units (not their stack mates), with no Retreat Before Shock
  // (the C-armed LC's retreat came before the charge), resolved before anything else.
  hc.facing = facingToward(hc.hex, target.hex) ?? hc.facing;
  pushInterrupt(s, [hc.id], [target.id], 'resolve');
}
