import { gbohHex, onMap } from '@polemarch/gboh-family';
import type { StepContext } from '@polemarch/kernel';
import { arcFrom, currentTq, enemyZocOn, facingToward, leadersAt, onBoard, unitOf, unitsAt, relocate } from './board';
import { addHits } from './effects';
import { fortBetween } from './fortifications';
import { fireReach, hasLos, isEngaged, resolveFire, weaponAt } from './missile';
import { pushInterrupt } from './resolution';
import { rbsAdvanceActions } from './shock';
import { unitStepCost } from './terrain';
import type { SgbohAction, SgbohState, Shock, Unit } from './types';
import { isCavalry } from './types';

/**
 * The Devil's Horsemen annex "Finta Ritirata" (Feigned Retreat, ruling R-58), after its defenders feigned (shock.ts
 * `applyRbs`): "2. Se tutti i difensori si sono ritirati, l'attaccante tira confrontando il risultato con il Valore di
 * Reazione alla Finta Ritirata dell'attaccante. Se vi è più di una cavalleria attaccante, il possessore sceglie quella
 * da usare. Se un'unità è raggruppata con un comandante, sottraete -1 dal risultato. Pari o inferiore: l'unità
 * attaccante avanza come per la regola 7.44; l'unità in ritirata torna al suo orientamento originario. Superiore:
 * l'attaccante DEVE avanzare nell'esagono vuoto e DEVE continuare la sua avanzata lungo il percorso di ritirata sino a
 * quando non trova una unità o ZOC nemica, o se muove entro due esagoni dall'unità in ritirata. Se vi era più di un
 * difensore, l'inseguitore sceglie quale inseguire. 3. Se l'unità avanzante è in grado di muovere entro due esagoni dal
 * difensore, quest'ultimo effettua un controllo TQ: se lo passa, si gira immediatamente e può lanciare dal suo
 * corrente esagono, o avanzare di uno e lanciare o Assaltare l'inseguitore. L'inseguitore non può reagire in alcun
 * modo. Se lo fallisce, l'inseguitore può immediatamente muovere adiacente al difensore e lanciare o assaltarla. Il
 * difensore non può reagire in alcun modo."
 */

type OnMap = Unit & { hex: string };
type Feigned = NonNullable<Shock['feigned']>[number];

/** The pursuit stops "entro due esagoni" of the feigning unit. */
export const PURSUIT_STOP_DISTANCE = 2;

const feignedOnMap = (s: SgbohState, sh: Shock): Feigned[] => (sh.feigned ?? []).filter((f) => onBoard(unitOf(s, f.unit)));

/** The attacking cavalry that may roll: those next to a hex a feigning unit vacated (it must be able to enter it). */
export function pursuerOptions(s: SgbohState, sh: Shock): string[] {
  const starts = feignedOnMap(s, sh).map((f) => f.path[0]!);
  return sh.attackers.filter((id) => {
    const a = unitOf(s, id);
    return onBoard(a) && isCavalry(a.type) && starts.some((h) => gbohHex.distance(a.hex, h) === 1);
  });
}

/** The feigning units the pursuer may follow: those whose vacated hex is next to it and empty. */
export function followOptions(s: SgbohState, sh: Shock): string[] {
  const p = sh.pursuer === undefined ? undefined : unitOf(s, sh.pursuer);
  if (p === undefined || !onBoard(p)) return [];
  return feignedOnMap(s, sh)
    .filter((f) => gbohHex.distance(p.hex, f.path[0]!) === 1 && unitsAt(s, f.path[0]!).length === 0)
    .map((f) => f.unit);
}

/** Step 2: the FR Reaction roll of the attacking cavalry `unit` (−1 stacked with a leader). */
export function frReactionRoll(s: SgbohState, sh: Shock, unit: string, ctx: StepContext): void {
  const p = unitOf(s, unit) as OnMap;
  const value = p.frValue ?? currentTq(p); // a unit without a scenario value rolls against its TQ
  const roll = ctx.rng.d10();
  const leader = leadersAt(s, p.hex).some((l) => l.side === p.side) ? -1 : 0;
  const total = roll + leader;
  const pursues = total > value;
  ctx.emit({
    key: pursues ? 'fr.pursues' : 'fr.holds',
    params: { unit: p.name, roll: total, value },
    rule: 'dh annex Feigned Retreat (R-58)',
    rolls: [{ die: 'd10', value: roll }],
    modifiers: leader === 0 ? [] : [{ label: { key: 'drm.leader-stacked' }, value: leader }],
  });
  if (!pursues) {
    // The attacker advances as 7.44 (optional); the feigning units return to their original facing.
    for (const f of sh.feigned ?? []) unitOf(s, f.unit).facing = f.facing;
    sh.stage = rbsAdvanceActions(s, sh).length > 1 ? 'rbs-advance' : 'done';
    return;
  }
  sh.pursuer = p.id;
  sh.stage = 'fr-follow';
}

/**
 * Step 2, the pursuit (ruling R-58): the pursuer enters the vacated hex, then each hex of the retreat path in turn,
 * facing the way it goes (no MP: "indipendentemente da quanto ha mosso"; h taken, (h) ignored, as 7.74), and stops on
 * entering an enemy ZOC, before a hex with a unit or one it may not enter, or once within two hexes of the feigning
 * unit. Step 3 follows if it is within two hexes.
 */
export function pursue(s: SgbohState, sh: Shock, unit: string, ctx: StepContext): void {
  const p = unitOf(s, sh.pursuer!) as OnMap;
  const d = unitOf(s, unit) as OnMap;
  const f = sh.feigned!.find((x) => x.unit === unit)!;
  for (const to of f.path.slice(0, -1)) {
    const from = p.hex;
    if (gbohHex.distance(from, to) !== 1 || unitsAt(s, to).length > 0 || fortBetween(s, from, to) !== null) break;
    const c = unitStepCost(s, p, from, to);
    if (c === null) break;
    relocate(s, p, to);
    p.facing = facingToward(from, to) ?? p.facing;
    ctx.emit({ key: 'fr.follows', params: { unit: p.name, to }, rule: 'dh annex Feigned Retreat (R-58)' });
    if (c.hit === 'mandatory') addHits(s, p, 1, ctx, '5.17');
    if (!onBoard(p) || enemyZocOn(s, p).length > 0 || gbohHex.distance(to, d.hex) <= PURSUIT_STOP_DISTANCE) break;
  }
  if (!onBoard(p) || gbohHex.distance(p.hex, d.hex) > PURSUIT_STOP_DISTANCE) {
    sh.stage = 'done';
    return;
  }
  // Step 3: the feigning unit's TQ check.
  const roll = ctx.rng.d10();
  const passes = roll <= currentTq(d);
  ctx.emit({ key: passes ? 'fr.turns' : 'fr.caught', params: { unit: d.name, roll, tq: currentTq(d), target: p.name }, rule: 'dh annex Feigned Retreat (R-58)', rolls: [{ die: 'd10', value: roll }] });
  sh.strike = passes ? { unit: d.id, target: p.id } : { unit: p.id, target: d.id };
  sh.stage = 'fr-strike';
}

/** A vertex facing with `to` in the Front arc of a unit at `hex` (the striker turns to its target, free). */
function facingAt(hex: string, to: string): number {
  const adjacent = facingToward(hex, to);
  if (adjacent !== null) return adjacent;
  for (let v = 0; v < 6; v++) if (arcFrom({ hex, facing: v, inColumn: false } as OnMap, to) === 'front') return v;
  return 0;
}

/** Whether `x`, at `hex` and turned to `y`, may fire at it (its weapon's reach, LOS; not at an Engaged unit). */
function canFireFrom(s: SgbohState, x: OnMap, hex: string, y: OnMap): boolean {
  const w = weaponAt(s, x);
  const d = gbohHex.distance(hex, y.hex);
  return w !== null && !isEngaged(s, y) && d >= 1 && d <= fireReach(s, x) && hasLos(s, { ...x, hex, facing: facingAt(hex, y.hex) }, y.hex, w);
}

/**
 * Step 3's choices for the winner of the TQ check (ruling R-58): stay or step one hex into an empty hex it may enter
 * (the pursuer, having failed the check's other side, only into a hex next to the feigning unit), then fire (range,
 * LOS) or Shock (adjacent); or nothing ("può").
 */
export function strikeActions(s: SgbohState, sh: Shock): SgbohAction[] {
  const st = sh.strike;
  if (st === undefined) return [];
  const x = unitOf(s, st.unit);
  const y = unitOf(s, st.target);
  const out: SgbohAction[] = [];
  if (onBoard(x) && onBoard(y)) {
    const caught = st.unit === sh.pursuer;
    const hexes = [x.hex, ...gbohHex.neighbours(x.hex).filter((h) => onMap(s.map, h) && unitsAt(s, h).length === 0 && fortBetween(s, x.hex, h) === null && unitStepCost(s, x, x.hex, h) !== null)];
    for (const to of hexes) {
      const at = to;
      const adjacent = gbohHex.distance(at, y.hex) === 1;
      if (caught && !adjacent) continue;
      if (canFireFrom(s, x, at, y)) out.push({ type: 'strike-fire', to });
      if (adjacent && x.type !== 'SK' && x.type !== 'ART') out.push({ type: 'strike-shock', to });
    }
  }
  out.push({ type: 'decline' });
  return out;
}

/** Step 3: the winner steps (if it chose a hex), turns to its target and fires at it or Shocks it; the target cannot react. */
export function applyStrike(s: SgbohState, sh: Shock, a: SgbohAction, ctx: StepContext): void {
  sh.stage = 'done';
  if (a.type !== 'strike-fire' && a.type !== 'strike-shock') return;
  const x = unitOf(s, sh.strike!.unit) as OnMap;
  const y = unitOf(s, sh.strike!.target) as OnMap;
  if (a.to !== x.hex) {
    const from = x.hex;
    const c = unitStepCost(s, x, from, a.to);
    relocate(s, x, a.to);
    x.turn.hexesMoved++;
    if (!x.turn.startInZoc && gbohHex.distance(a.to, y.hex) === 1) x.turn.movedAdjacent = true;
    ctx.emit({ key: 'fr.steps', params: { unit: x.name, to: a.to }, rule: 'dh annex Feigned Retreat (R-58)' });
    if (c?.hit === 'mandatory') addHits(s, x, 1, ctx, '5.17');
    if (!onBoard(x)) return;
  }
  x.facing = facingAt(x.hex, y.hex);
  if (a.type === 'strike-fire') {
    // The firer moved (in the Feigned Retreat or the pursuit): fired as by a moving unit (T3's +1, DH 8.18 [2]).
    resolveFire(s, x, y, gbohHex.distance(x.hex, y.hex), ctx, { active: true, firerHits: x.hits, rule: '7.14' });
    return;
  }
  // A Shock of these two units only, with no Retreat Before Shock ("non può reagire in alcun modo").
  pushInterrupt(s, [x.id], [y.id], 'resolve');
}
