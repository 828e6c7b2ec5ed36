import type { BattleDieFace, DieRoll, Modifier, StepContext } from '@polemarch/kernel';
import { adjacent, hexLabel, neighbours, other } from './board';
import { countFace, rollDice } from './dice';
import { canEvade } from './evade';
import { leaderCasualtyCheck, leaderEvadePaths } from './leaders';
import { momentumAllowed, bonusAllowed, extraHexOptions } from './momentum';
import { leaderLabel, unitLabel } from './messages';
import { startFlags } from './retreat';
import { type CcaState, type Combat, type Unit, attachedLeader, leaderAt, peekUnitTurn, unitAt, unitById, unitTurn } from './state';
import { TERRAIN, hillCap, terrainAt, throughRampart } from './terrain';
import { UNITS, elephantDiceAgainst, hasFullStrengthBonus, isCamel, isCavalryOrChariot } from './units';
import { removeLeader, removeUnit } from './victory';

export type Role = 'attack' | 'bonus' | 'battleBack' | 'firstStrike';

/** Terrain caps for a Close Combat roll by a unit in `from` against `to` (§16; B.1). 99 = none. */
export function closeCap(s: CcaState, a: Unit, from: number, to: number): number {
  let cap = 99;
  const pf = TERRAIN[terrainAt(s.terrain, from)];
  const pt = TERRAIN[terrainAt(s.terrain, to)];
  if (pf.ccCap !== null) cap = Math.min(cap, pf.ccCap);
  if (pt.ccCap !== null) cap = Math.min(cap, pt.ccCap);
  const hc = hillCap(s.terrain, from, to, a.type);
  if (hc !== null) cap = Math.min(cap, hc);
  return cap;
}

/** Card dice bonuses for a unit of the active side this turn (B.1 cardBonus). */
export function cardBonus(s: CcaState, a: Unit, mode: 'close' | 'ranged', role: Role): { value: number; label: string } | null {
  if (a.side !== s.active || s.turn.effective === null) return null;
  if (!s.turn.ordered.includes(a.id)) return null;
  const ut = peekUnitTurn(s, a.id);
  if (ut === undefined || !ut.bonusCard || s.turn.fallback) return null;
  const eff = s.turn.effective;
  // §18.4 I Am Spartacus: +1 die in every battle of the ordered units this turn.
  if (eff === 'i-am-spartacus' && (role === 'attack' || role === 'bonus')) return { value: 1, label: 'card.i-am-spartacus' };
  if (mode !== 'close') return null;
  // §18.4 Clash of Shields: +2 in Close Combat, not in a Bonus Close Combat.
  if (eff === 'clash-of-shields' && role === 'attack') return { value: 2, label: 'card.clash-of-shields' };
  // §18.4 Mounted Charge: +1 in Close Combat including the Bonus Close Combat.
  if (eff === 'mounted-charge' && (role === 'attack' || role === 'bonus')) return { value: 1, label: 'card.mounted-charge' };
  return null;
}

/**
 * Close Combat dice (B.1): base dice by type and role (elephants mirror the other unit, §11.6),
 * the full-strength bonus (§11.4), terrain caps (§16), the fortified camp's −1 (§16.7, after caps,
 * ruling R-12), then card bonus dice (added after the cap: "cards modify the maximum").
 */
export function closeDice(s: CcaState, a: Unit, role: Role, target: Unit | null, targetHex: number, attacker: Unit | null = null): { n: number; modifiers: Modifier[] } {
  const p = UNITS[a.type];
  const modifiers: Modifier[] = [];
  let base: number;
  if (target === null) base = a.type === 'ELE' ? 1 : p.cc; // §11.6.3, §14.3: against a lone leader
  else if (a.type === 'ELE') {
    const x = role === 'attack' || role === 'bonus' ? target : (attacker ?? target);
    base = elephantDiceAgainst(x.type);
  } else base = role === 'battleBack' || role === 'firstStrike' ? p.battleBack : p.cc;
  if (hasFullStrengthBonus(a.type) && a.fsb) {
    base += 1;
    modifiers.push({ label: { key: 'mod.full-strength' }, value: 1 });
  }
  const cap = closeCap(s, a, a.hex, targetHex);
  let n = base;
  if (cap < n) {
    modifiers.push({ label: { key: 'mod.terrain-cap', params: { cap } }, value: cap - n });
    n = cap;
  }
  if (terrainAt(s.terrain, a.hex) === 'camp') {
    modifiers.push({ label: { key: 'mod.camp' }, value: -1 });
    n -= 1;
  }
  n = Math.max(0, n);
  const cb = cardBonus(s, a, 'close', role);
  if (cb !== null) {
    n += cb.value;
    modifiers.push({ label: { key: cb.label }, value: cb.value });
  }
  return { n, modifiers };
}

/** Sword hits the defender ignores against this attacker (§11.5–11.8, §16.6–16.9). */
export function swordIgnores(s: CcaState, d: Unit, fromHex: number): number {
  let n = UNITS[d.type].ignoreSwords;
  if (d.type === 'BCH' && s.options.barbarianChariotIgnoresSword) n += 1;
  const t = terrainAt(s.terrain, d.hex);
  if (UNITS[d.type].foot && t === 'camp') n += 1;
  if (UNITS[d.type].foot && throughRampart(s.terrain, fromHex, d.hex)) n += 1;
  if (t === 'wall') n += 1;
  return n;
}

/** Does a friendly leader inspire this unit's Close Combat (§11.7.2, §17.2.2)? */
export function leaderInspires(s: CcaState, a: Unit): boolean {
  if (a.type === 'ELE') return false; // §11.6.5
  if (a.sacredBand && s.options.sacredBand) return true;
  for (const l of s.leaders) {
    if (l.side !== a.side || l.hex < 0) continue;
    if (l.hex === a.hex || adjacent(l.hex, a.hex)) return true;
  }
  return false;
}

export type CloseResult = { hits: number; flags: number; faces: BattleDieFace[]; rolls: DieRoll[] };

/**
 * Roll and score one Close Combat roll of `a` against `d` (§11.8), with the elephant sword re-roll
 * (§11.6.6–11.6.7, B.3 step 6): an ignored sword is neither a hit nor re-rolled.
 */
export function rollClose(s: CcaState, ctx: StepContext, a: Unit, d: Unit, n: number): CloseResult {
  const first = rollDice(ctx, n);
  const faces = [...first.faces];
  const rolls = [...first.rolls];
  let swordsLeftToIgnore = swordIgnores(s, d, a.hex);
  let hits = 0;
  let flags = 0;
  let classIgnore = (isCamel(d.type) && isCavalryOrChariot(a.type) ? 1 : 0) + (d.type === 'ELE' && isCavalryOrChariot(a.type) ? 1 : 0);
  const cls = UNITS[d.type].cls;
  const inspired = leaderInspires(s, a);
  const queue = [...first.faces];
  while (queue.length > 0) {
    const f = queue.shift() as BattleDieFace;
    if (f === cls) {
      // §11.5.6 camels ignore one blue triangle, §11.6.10 elephants one red square, from cavalry/chariots.
      if (classIgnore > 0 && ((cls === 'medium' && isCamel(d.type)) || (cls === 'heavy' && d.type === 'ELE'))) classIgnore--;
      else hits++;
    } else if (f === 'swords') {
      if (!UNITS[a.type].swordsHit) continue;
      if (swordsLeftToIgnore > 0) {
        swordsLeftToIgnore--;
        continue;
      }
      hits++;
      if (a.type === 'ELE') {
        const again = rollDice(ctx, 1);
        faces.push(...again.faces);
        rolls.push(...again.rolls);
        queue.push(...again.faces);
      }
    } else if (f === 'leader') {
      if (inspired) hits++;
    } else if (f === 'flag') flags++;
  }
  return { hits, flags, faces, rolls };
}

/** Apply hits to a unit; returns true if eliminated. The Leader Casualty Check follows (§14.1). */
export function applyHits(s: CcaState, ctx: StepContext, d: Unit, hits: number): { eliminated: boolean; lost: number } {
  const lost = Math.min(hits, d.blocks);
  d.blocks -= lost;
  if (lost > 0) ctx.emit({ key: 'unit.loses', params: { unit: unitLabel(d), blocks: lost, left: d.blocks }, rule: 'cca 11.8.6' });
  const l = attachedLeader(s, d);
  if (d.blocks <= 0) {
    removeUnit(s, ctx, d, true);
    if (l !== undefined && s.outcome === null) leaderCasualtyCheck(s, ctx, l, true);
    return { eliminated: true, lost };
  }
  if (lost > 0 && l !== undefined && s.outcome === null) leaderCasualtyCheck(s, ctx, l, false);
  return { eliminated: false, lost };
}

/** §11.4.6: full-strength status is re-evaluated when a new combat involving the unit is declared. */
function refreshFullStrength(u: Unit): void {
  if (u.blocks < u.max) u.fsb = false;
}

/** The defender's reaction choices: Evade (§13.1), First Strike (§18.4), or none. */
export function reactionOptions(s: CcaState, c: Combat): ('evade' | 'first-strike' | 'stand')[] {
  const a = unitById(s, c.attacker);
  const d = unitById(s, c.defender);
  if (a === undefined || d === undefined) return ['stand'];
  const out: ('evade' | 'first-strike' | 'stand')[] = ['stand'];
  if (canEvade(s, d, a)) out.push('evade');
  if (s.hands[d.side].includes('first-strike')) out.push('first-strike');
  return out;
}

/** Declare a Close Combat (B.3 step 1); a lone leader target is resolved at once (§14.3). */
export function declareCloseCombat(s: CcaState, ctx: StepContext, a: Unit, targetHex: number, bonus: boolean): void {
  refreshFullStrength(a);
  if (!bonus) unitTurn(s, a.id).battles++;
  const d = unitAt(s, targetHex);
  if (d === undefined) {
    const l = leaderAt(s, targetHex);
    if (l === undefined) return;
    const { n, modifiers } = closeDice(s, a, bonus ? 'bonus' : 'attack', null, targetHex);
    const { faces, rolls } = rollDice(ctx, n);
    const hit = faces.includes('leader');
    ctx.emit({ key: 'cc.leader', params: { unit: unitLabel(a), leader: leaderLabel(l), dice: n, result: hit ? 'hit' : 'safe' }, rule: 'cca 14.3', rolls, modifiers });
    if (hit) removeLeader(s, ctx, l, true);
    else s.leaderEvades.push(l.id);
    s.combat = null;
    return;
  }
  refreshFullStrength(d);
  ctx.emit({ key: bonus ? 'cc.declareBonus' : 'cc.declare', params: { unit: unitLabel(a), target: unitLabel(d), bonus: bonus ? 'yes' : 'no' }, rule: 'cca 11.2' });
  s.combat = { kind: 'close', attacker: a.id, side: a.side, defender: d.id, leader: -1, targetHex, attackerHex: a.hex, bonus, stage: 'reaction', firstStrike: false, success: false, flags: null, extraHex: false };
  if (reactionOptions(s, s.combat).length === 1 && !firstStrikeUnaccounted(s, a.side)) react(s, ctx, 'stand');
}

/**
 * Could the defender hold First Strike, as far as the attacker can tell? Then the defender is always
 * asked (even with 'stand' as the only answer), so that the question itself reveals nothing (C.5).
 */
function firstStrikeUnaccounted(s: CcaState, attackerSide: CcaState['active']): boolean {
  const fs = 'first-strike';
  if (s.hands[attackerSide].includes(fs) || s.discard.includes(fs) || s.turn.card === fs) return false;
  return s.hands[other(attackerSide)].includes(fs) || s.deck.includes(fs);
}

/** §16.9: a defender on a scalable wall strikes first unless the attacker is on an adjacent wall hex. */
function wallStrikesFirst(s: CcaState, a: Unit, d: Unit): boolean {
  return terrainAt(s.terrain, d.hex) === 'wall' && terrainAt(s.terrain, a.hex) !== 'wall';
}

/** The defender (or the wall it stands on) battles first (§18.4 First Strike, §16.9). */
function strikeFirst(s: CcaState, ctx: StepContext, c: Combat, a: Unit, d: Unit): void {
  c.firstStrike = true;
  defenderStrikes(s, ctx, c, a, d, 'firstStrike');
}

/**
 * The defender's dice against the attacker, for First Strike (§18.4) and Battle Back (§11.10): the
 * same roll, hits and flags, logged under each rule.
 */
function defenderStrikes(s: CcaState, ctx: StepContext, c: Combat, a: Unit, d: Unit, kind: 'firstStrike' | 'battleBack'): void {
  const { n, modifiers } = closeDice(s, d, kind, a, a.hex, a);
  const r = rollClose(s, ctx, d, a, n);
  const [key, rule] = kind === 'firstStrike' ? ['cc.firstStrike', 'cca 18.4'] : ['cc.battleBack', 'cca 11.10'];
  ctx.emit({ key, params: { unit: unitLabel(d), target: unitLabel(a), dice: n, hits: r.hits, flags: r.flags }, rule, rolls: r.rolls, modifiers });
  const hadLeader = attachedLeader(s, a) !== undefined;
  const h = applyHits(s, ctx, a, r.hits);
  c.stage = kind === 'firstStrike' ? 'fs-flags' : 'bb-flags';
  if (!h.eliminated && s.outcome === null) startFlags(s, c, a, r.flags, d.type, hadLeader && h.lost > 0);
}

/** The defender's reaction (B.3 steps 3–5). */
export function react(s: CcaState, ctx: StepContext, choice: 'evade' | 'first-strike' | 'stand'): void {
  const c = s.combat as Combat;
  const a = unitById(s, c.attacker) as Unit;
  const d = unitById(s, c.defender) as Unit;
  if (choice === 'stand') {
    if (wallStrikesFirst(s, a, d)) strikeFirst(s, ctx, c, a, d);
    else c.stage = 'attack-roll';
    return;
  }
  if (choice === 'evade') {
    // §13.1.2: the attacker rolls its Close Combat dice first; only the evader's own symbol hits.
    const { n, modifiers } = closeDice(s, a, c.bonus ? 'bonus' : 'attack', d, c.targetHex);
    const { faces, rolls } = rollDice(ctx, n);
    const hits = countFace(faces, UNITS[d.type].cls);
    ctx.emit({ key: 'cc.evade', params: { unit: unitLabel(d), attacker: unitLabel(a), dice: n, hits }, rule: 'cca 13.1.2', rolls, modifiers });
    const r = applyHits(s, ctx, d, hits);
    c.stage = r.eliminated ? 'done' : 'evade';
    return;
  }
  // §18.4 First Strike: the card is revealed and discarded; the defender battles first.
  const hand = s.hands[d.side];
  hand.splice(hand.indexOf('first-strike'), 1);
  s.discard.push('first-strike');
  ctx.reveal();
  s.turn.firstStrikeBy = d.side;
  strikeFirst(s, ctx, c, a, d);
}

/** The attacker's roll (B.3 steps 6–9). */
export function attackRoll(s: CcaState, ctx: StepContext, c: Combat): void {
  const a = unitById(s, c.attacker);
  const d = unitById(s, c.defender);
  if (a === undefined || d === undefined) {
    c.stage = 'done';
    return;
  }
  const { n, modifiers } = closeDice(s, a, c.bonus ? 'bonus' : 'attack', d, c.targetHex);
  const r = rollClose(s, ctx, a, d, n);
  ctx.emit({ key: 'cc.roll', params: { unit: unitLabel(a), target: unitLabel(d), dice: n, hits: r.hits, flags: r.flags }, rule: 'cca 11.8', rolls: r.rolls, modifiers });
  const hadLeader = attachedLeader(s, d) !== undefined;
  const h = applyHits(s, ctx, d, r.hits);
  c.stage = 'd-flags';
  if (!h.eliminated && s.outcome === null) startFlags(s, c, d, r.flags, a.type, hadLeader && h.lost > 0);
}

/** After the attack: Momentum Advance for a successful attacker, else Battle Back (B.3 steps 10–11). */
export function afterAttack(s: CcaState, c: Combat): void {
  const a = unitById(s, c.attacker);
  const d = unitById(s, c.defender);
  c.flags = null;
  if (a === undefined) {
    c.stage = 'done';
    return;
  }
  if (c.kind === 'ranged') {
    c.stage = 'done';
    return;
  }
  c.success = d === undefined || d.hex !== c.targetHex;
  if (c.success) {
    c.stage = momentumAllowed(s, a, c) ? 'momentum' : 'done';
    return;
  }
  // §11.10: a defender still in its hex may Battle Back, unless it used First Strike.
  c.stage = d !== undefined && !c.firstStrike && adjacent(d.hex, a.hex) && closeDice(s, d, 'battleBack', a, a.hex, a).n > 0 ? 'battle-back' : 'done';
}

export function battleBack(s: CcaState, ctx: StepContext, c: Combat): void {
  // §11.4.3: the full-strength bonus still counts against the attacker that inflicted the first losses.
  defenderStrikes(s, ctx, c, unitById(s, c.attacker) as Unit, unitById(s, c.defender) as Unit, 'battleBack');
}

/** Momentum Advance into the vacated hex (§13.5); the attached leader goes along (§13.5.5). */
export function advanceInto(s: CcaState, ctx: StepContext, a: Unit, to: number): void {
  const l = attachedLeader(s, a);
  const from = a.hex;
  a.hex = to;
  if (l !== undefined) l.hex = to;
  ctx.emit({ key: 'cc.advance', params: { unit: unitLabel(a), from: hexLabel(from), to: hexLabel(to) }, rule: 'cca 13.5' });
}

export { bonusAllowed, extraHexOptions };

/** Adjacent enemy units a Bonus Close Combat may target (§13.6.5). */
export function bonusTargets(s: CcaState, a: Unit): number[] {
  const out: number[] = [];
  for (const n of neighbours(a.hex)) {
    const u = unitAt(s, n);
    if (u !== undefined && u.side === other(a.side)) out.push(n);
  }
  return out;
}

export function hasEvadePathForLeader(s: CcaState, id: number): boolean {
  const l = s.leaders.find((x) => x.id === id);
  return l !== undefined && leaderEvadePaths(s, l).length > 0;
}
