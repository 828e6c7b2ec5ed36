import { type Modifier, type StepContext } from '@polemarch/kernel';
import { gbohHex } from './perfHex';
import {
  canCommand,
  effectiveLeaderValue,
  effectiveTQ,
  enemiesInZoc,
  isInfantry,
  isOnMap,
  otherSide,
  sideOf,
  zocHexes,
  zocSources,
} from './board';
import { commandRangeTest } from './command';
import type { Aspect, ClashType } from './charts/clash';
import { crtCell } from './charts/crt';
import type { ShockParty } from './charts/devilsHorsemenShock';
import type { SuperiorityType } from './charts/superiority';
import { editionOf } from './edition';
import { hooks } from './battleRules';
import { championTqDrm } from './rules/champion';
import { disorderShift, isDisordered } from './rules/disorder';
import { engagementInForce } from './rules/engagement';
import { addHits, rout, routWaiting } from './cohesion';
import { elevationAt, sideFeatures, terrainAt } from './map';
import { queueAdjacencyReactions } from './moveReactions';
import { leaderCasualty, leadersWith } from './leaders';
import { terrainHits } from './terrain';
import { mod, note, rollD10 } from './log';
import type { Combat, GbohState } from './types';

/** 9.0 Shock combat: designation, the Charge, leader casualties, Clash, Superiority, Melee, Collapse, Advance. */

export function clashType(s: GbohState, id: string): ClashType {
  const t = s.static.units[id]!.type;
  return t === 'Cheiroballistra' ? 'LI' : t;
}

export function superiorityType(s: GbohState, id: string): SuperiorityType {
  const su = s.static.units[id]!;
  if (su.type === 'Cheiroballistra') return 'LI';
  if (su.type === 'HC' && su.class === 'Cat') return 'HCCat';
  return su.type;
}

/** The facts of a unit the edition's Shock charts read (type, class, dismounted form). */
export function shockParty(s: GbohState, id: string): ShockParty {
  const su = s.static.units[id]!;
  return { type: su.type, class: su.class, dismounted: su.dismounted === true };
}

/** 7.31: the "+" types must Shock when they moved adjacent (the edition's Superiority chart). */
export function isHeavy(s: GbohState, id: string): boolean {
  return editionOf(s).policies.mustShockIfMoved(shockParty(s, id));
}

/** 7.34: units that may attack in Shock at all. */
export function canShock(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  return isOnMap(u) && u.status === 'normal' && !u.inColumn && s.static.units[id]!.type !== 'Cheiroballistra' && !isDisordered(s, id) && hooks.mayShock(s, id); // dara.walls; DH 11.62
}

/** Enemy units in an attacker's ZOC that may be attacked (not those the battle bars: dara.walls). */
function shockable(s: GbohState, id: string): string[] {
  const enemies = enemiesInZoc(s, id, 'shock').filter((d) => hooks.mayShock(s, d)); // dara.trench: Shock across it by choice
  // 11.63: a Cheiroballistra stacked with infantry is not a unit for Shock (the infantry defends and absorbs hits).
  return enemies.filter((d) => !(s.units[d]!.cheiro && enemies.some((o) => o !== d && s.units[o]!.hex === s.units[d]!.hex)));
}

/** 7.33: units that may take a "Shock – No TQ Check" marker now. */
export function noCheckEligible(s: GbohState): string[] {
  const a = s.activation;
  if (a === null) return [];
  // Kalka 2.6: one Shock Segment for the whole Command, in the range of each of its leaders who ordered.
  const lenders = (hooks.shockRangeLeaders(s) ?? [a.leader]).filter((id) => (id !== a.leader || !a.noRange) && !s.leaders[id]!.replacedThisTurn && s.leaders[id]!.status !== 'eliminated');
  const ranges = lenders.map((id) => ({ sl: s.static.leaders[id]!, test: commandRangeTest(s, id) }));
  const out: string[] = [];
  for (const id in s.units) {
    const u = s.units[id]!;
    const su = s.static.units[id]!;
    if (su.side !== a.side || u.shock !== null || !canShock(s, id) || !hooks.mayAttack(s, id) || u.pivotedInZoc === true) continue; // DH 7.13
    if (u.ordered === 'move' || u.ordered === 'reorganize' || u.ordered === 'rally') continue;
    if (enemiesInZoc(s, id, 'shock').length === 0) continue;
    const fireOrder = u.ordered === 'fire';
    const inRange = ranges.some((r) => canCommand(r.sl, su) && r.test(u.hex!));
    if (fireOrder || inRange) out.push(id);
  }
  return out.sort();
}

export function attackers(s: GbohState): string[] {
  return Object.entries(s.units)
    .filter(([id, u]) => u.shock !== null && canShock(s, id) && s.static.units[id]!.side === s.activation?.side && hooks.mayAttack(s, id) && u.pivotedInZoc !== true)
    .map(([id]) => id)
    .sort();
}

/** Combat-forming options for each unassigned attacker (9.12 formal model, engine reading R-SHOCK-1). */
export function combatOptions(s: GbohState): { attacker: string; create: boolean; join: number[] }[] {
  const sh = s.shock!;
  const assignedA = new Set(sh.combats.flatMap((c) => c.attackers));
  const assignedD = new Set(sh.combats.flatMap((c) => c.defenders));
  const out: { attacker: string; create: boolean; join: number[] }[] = [];
  for (const a of attackers(s)) {
    if (assignedA.has(a)) continue;
    const e = shockable(s, a);
    const create = e.some((d) => !assignedD.has(d));
    const join = sh.combats.map((c, i) => (c.defenders.every((d) => e.includes(d)) ? i : -1)).filter((i) => i >= 0);
    if (create || join.length > 0) out.push({ attacker: a, create, join });
  }
  return out;
}

export function newCombat(s: GbohState, attacker: string): void {
  const sh = s.shock!;
  const assignedD = new Set(sh.combats.flatMap((c) => c.defenders));
  const defenders = shockable(s, attacker).filter((d) => !assignedD.has(d)).sort();
  sh.combats.push({
    attackers: [attacker],
    defenders,
    chosenAttacker: null,
    chosenDefender: null,
    ended: false,
    superiority: null,
    killed: { attacker: 0, defender: 0 },
    defenderHexes: Object.fromEntries(defenders.map((d) => [d, s.units[d]!.hex!])),
    wasRouted: defenders.filter((d) => s.units[d]!.status === 'routed'),
    vacatedCharge: [],
    charged: false,
    advancedInto: [],
    advancers: [],
  });
}

const live = (s: GbohState, ids: string[]): string[] => ids.filter((id) => isOnMap(s.units[id]!) && s.units[id]!.status !== 'routed');
/** Units still fighting in a combat (routed-before-Shock defenders stay targets until they leave). */
export const liveAttackers = (s: GbohState, c: Combat): string[] => live(s, c.attackers);
export const liveDefenders = (s: GbohState, c: Combat): string[] =>
  c.defenders.filter((id) => isOnMap(s.units[id]!) && (s.units[id]!.status !== 'routed' || c.wasRouted.includes(id)));

// ---------------------------------------------------------------- 9.13 the Charge

/** Defender hexes of a combat now empty (routed away or eliminated): hexes the attackers may advance into. */
function vacatedHexes(s: GbohState, c: Combat): string[] {
  const occupied = new Set(Object.values(s.units).filter(isOnMap).map((u) => u.hex!));
  return [...new Set(Object.values(c.defenderHexes))].filter((h) => !occupied.has(h)).sort();
}

/** Set a unit that would rout by advancing to TQ − 1 (9.21). */
function advanceInto(s: GbohState, ctx: StepContext, id: string, hex: string, rule: string): void {
  const u = s.units[id]!;
  const from = u.hex!;
  const hits = terrainHits(s, id, from, hex);
  const leaders = leadersWith(s, id);
  u.hex = hex;
  if (u.setupHex !== hex) u.setupHex = null;
  for (const l of leaders) s.leaders[l]!.hex = hex; // 9.21: leaders stacked advance too
  note(ctx, 'shock.advance', { unit: id, from, to: hex }, rule);
  if (hits > 0) {
    const tq = effectiveTQ(s, id);
    u.hits = Math.min(u.hits + hits, Math.max(u.hits, tq - 1));
    note(ctx, 'hits.taken', { unit: id, hits, total: u.hits, cause: 'advance terrain (never routs, 9.21)' }, '9.21');
  }
}

/**
 * 10.15: all units of a combat would rout. The side with the smaller excess (the attacker on equality) is set to
 * TQ − 1; the other side's units are then routed by `routStep`.
 */
function mutualRout(s: GbohState, ctx: StepContext, atk: string[], def: string[]): void {
  const excess = (ids: string[], extra: (id: string) => number): number => Math.max(...ids.map((id) => s.units[id]!.hits + extra(id) - effectiveTQ(s, id)));
  const defHex = s.units[def[0]!]!.hex!;
  const advHits = (id: string): number => terrainHits(s, id, s.units[id]!.hex!, defHex);
  const ea = excess(atk, advHits);
  const ed = excess(def, () => 0);
  note(ctx, 'shock.mutualRout', { attackerExcess: ea, defenderExcess: ed }, '10.15');
  for (const id of ea > ed ? def : atk) s.units[id]!.hits = effectiveTQ(s, id) - 1;
}

/**
 * Rout every unit of a combat at or above TQ: defenders first (9.17[1]); mutual rout per 10.15. One unit at a
 * time: returns true when a rout move waits for its owner's choice of hex (R-ROUT-1); call again once it is over.
 */
function routStep(s: GbohState, ctx: StepContext, c: Combat, charge = false): boolean {
  const atRout = (id: string): boolean => s.units[id]!.hits >= effectiveTQ(s, id);
  for (;;) {
    const atk = liveAttackers(s, c);
    const def = liveDefenders(s, c).filter((d) => s.units[d]!.status !== 'routed');
    if (atk.length > 0 && def.length > 0 && atk.every(atRout) && def.every(atRout)) {
      if (charge && editionOf(s).flags.preShockBothRout === 'defenderRoutsAttackerInPlace') {
        // DH 9.14 #4: both sides rout on their Pre-Shock checks: the attackers rout in place, the defenders rout away.
        note(ctx, 'shock.bothRoutInPlace', { units: atk.join(', ') }, '9.13');
        for (const id of atk) rout(s, ctx, id, { inPlace: true });
        continue;
      }
      mutualRout(s, ctx, atk, def);
      continue;
    }
    const next = def.find(atRout) ?? atk.find(atRout);
    if (next === undefined) return false;
    rout(s, ctx, next);
    if (routWaiting(s)) return true;
  }
}

/** 9.13 the Charge, first part: every Pre-Shock TQ check, rolled in a fixed, logged order, then applied. */
export function chargeChecks(s: GbohState, ctx: StepContext): void {
  const sh = s.shock!;
  // Roll all checks (fixed, logged order: combat order, attackers then defenders), then apply.
  const rolls: { id: string; hits: number }[] = [];
  for (const c of sh.combats) {
    const mustCheck = c.attackers.some((a) => s.units[a]!.shock === 'mustCheck');
    if (!mustCheck) continue;
    const allRouted = c.defenders.every((d) => s.units[d]!.status === 'routed');
    const checkers = [...(allRouted ? [] : c.attackers.filter((a) => s.units[a]!.shock === 'mustCheck')), ...c.defenders];
    for (const id of checkers) {
      const tq = effectiveTQ(s, id);
      // 11.85 champion; the battle's own modifier to the unit's check (cf.ferocity).
      const own = hooks.preShockModifier(s, id, c.attackers.includes(id));
      const drm = championTqDrm(s, id) + (own?.drm ?? 0);
      const dr = rollD10(ctx, 'shock.preShockCheck', { unit: id, tq }, '9.13', {
        modifiers: drm !== 0 ? [mod(own !== null ? own.label : 'championWinner', drm)] : [],
        chart: (v) => ({ name: 'Cohesion Hit & TQ Check', cell: 'Pre-Shock', result: String(Math.max(0, v + drm - tq)) }),
      });
      rolls.push({ id, hits: Math.max(0, dr + drm - tq) });
    }
  }
  for (const r of rolls) addHits(s, ctx, r.id, r.hits, 'pre-shock TQ check', '9.13');
}

/**
 * 9.13 / 9.23: the advances into hexes vacated in the Charge still open in combat `c`: an attacker next to such a hex
 * with no other enemy in its ZOC must advance; 9.23 picks the higher TQ (no Superiority is known yet) and the
 * attacking player chooses among equals and among hexes (ruling R-ADV-1).
 */
export function chargeAdvanceChoices(s: GbohState, c: Combat): { unit: string; to: string }[] {
  const occupied = new Set(Object.values(s.units).filter(isOnMap).map((u) => u.hex!));
  const hexes = c.vacatedCharge.filter((h) => !occupied.has(h) && !c.advancedInto.includes(h));
  if (hexes.length === 0) return [];
  let cands = liveAttackers(s, c).filter((a) => !c.advancers.includes(a) && enemiesInZoc(s, a).length === 0 && hexes.some((h) => gbohHex.distance(s.units[a]!.hex!, h) === 1));
  if (cands.length === 0) return [];
  const best = Math.max(...cands.map((a) => effectiveTQ(s, a)));
  cands = cands.filter((a) => effectiveTQ(s, a) === best);
  const out: { unit: string; to: string }[] = [];
  for (const a of cands.sort()) for (const h of hexes) if (gbohHex.distance(s.units[a]!.hex!, h) === 1) out.push({ unit: a, to: h });
  return out;
}

export function applyChargeAdvance(s: GbohState, ctx: StepContext, c: Combat, unit: string, to: string): void {
  const from = s.units[unit]!.hex!;
  advanceInto(s, ctx, unit, to, '9.13');
  c.advancedInto.push(to);
  c.advancers.push(unit);
  s.shock!.advanceFacing.push(unit);
  queueAdjacencyReactions(s, unit, from, { advance: true });
}

/**
 * 9.13 the Charge, second part, combat by combat from `shock.cursor`: routs, then the advances into vacated hexes.
 * Returns true when the attacking player must choose an advance (the combat at the cursor); resumed after it.
 */
export function chargeCombats(s: GbohState, ctx: StepContext): boolean {
  const sh = s.shock!;
  while (sh.cursor < sh.combats.length) {
    const c = sh.combats[sh.cursor]!;
    if (c.charged !== true) {
      if (routStep(s, ctx, c, true)) return true; // a rout move waits for its owner (10.21); resumed after it
      c.charged = true;
      c.vacatedCharge.push(...vacatedHexes(s, c));
    }
    const choices = chargeAdvanceChoices(s, c);
    if (choices.length > 1) return true;
    if (choices.length === 1) {
      applyChargeAdvance(s, ctx, c, choices[0]!.unit, choices[0]!.to);
      continue;
    }
    if (liveAttackers(s, c).length === 0 || liveDefenders(s, c).length === 0) c.ended = true;
    sh.cursor++;
  }
  return false;
}

/** 9.14: leader casualties in the combats that continue after the Charge. */
export function chargeCasualties(s: GbohState, ctx: StepContext): void {
  const sh = s.shock!;
  for (const c of sh.combats) {
    if (c.ended) continue;
    for (const u of [...liveAttackers(s, c), ...liveDefenders(s, c)]) {
      for (const l of leadersWith(s, u)) {
        const r = leaderCasualty(s, ctx, l, '9.14');
        if (r === 'killed') {
          const ch = s.static.leaders[l]!.charisma;
          if (c.attackers.includes(u)) c.killed.attacker = Math.max(c.killed.attacker, ch);
          else c.killed.defender = Math.max(c.killed.defender, ch);
        }
      }
    }
  }
}

// ---------------------------------------------------------------- 9.15–9.16 the Melee

/** 9.15 aspect: which arc of the chosen defender the chosen attacker stands in (boundaries: the more forward arc). */
export function aspectOf(s: GbohState, attacker: string, defender: string): Aspect {
  const d = s.units[defender]!;
  const a = s.units[attacker]!;
  if (s.static.units[defender]!.type === 'Cheiroballistra') return 'front'; // 11.64
  if (d.inColumn) {
    // 6.43: only the hex straight ahead is Front; the one behind is Rear.
    const dirTo = gbohHex.directionTo(d.hex!, a.hex!);
    if (dirTo === d.facing) return 'front';
    if (dirTo === gbohHex.dir(d.facing + 3)) return 'rear';
    return 'flank';
  }
  return gbohHex.arcOf(d.hex!, gbohHex.dir(d.facing), a.hex!).arc;
}

/** 9.16 STEP 1: superiority with the engine's precedence. */
export function superiority(s: GbohState, attacker: string, defender: string, aspect: Aspect): 'AS' | 'DS' | null {
  const d = s.units[defender]!;
  if (d.inColumn) return 'AS'; // 6.45
  if (aspect !== 'front' && !positionalDenied(s, attacker, defender)) return 'AS';
  const sa = s.static.units[attacker]!;
  const sd = s.static.units[defender]!;
  if (sa.sword && isInfantry(sa) && isInfantry(sd) && openFlank(s, defender)) return 'AS'; // 11.5
  if (hooks.attackSuperior(s, attacker)) return 'AS'; // the battle's own (casilinum.wedge, R-WEDGE)
  const javelinReady = sd.missile === 'J' && d.supply !== 'no';
  return editionOf(s).policies.weaponSuperiority({ ...shockParty(s, defender), javelinReady }, shockParty(s, attacker));
}

/**
 * 9.16 #1 Positional Superiority is denied: Cataphract, when the attacker is in the ZOC of an enemy in its own Flank
 * or Rear hex; DH 9.17 #1A, when it is in the ZOC of any other enemy unit that no other friendly unit attacks.
 */
function positionalDenied(s: GbohState, attacker: string, defender: string): boolean {
  const a = s.units[attacker]!;
  const enemy = otherSide(s, sideOf(s, attacker));
  const sources = zocSources(s, a.hex!, enemy);
  if (editionOf(s).flags.positionalDenial === 'anyOtherEnemyZoc') {
    const attacked = new Set((s.shock?.combats ?? []).filter((c) => !c.attackers.includes(attacker)).flatMap((c) => c.defenders));
    return sources.some((e) => e !== defender && !attacked.has(e));
  }
  const exposed = [...gbohHex.flankHexes(a.hex!, gbohHex.dir(a.facing)), ...gbohHex.rearHexes(a.hex!, gbohHex.dir(a.facing))];
  return sources.some((e) => exposed.includes(s.units[e]!.hex!));
}

/** 11.5: a Flank hex neither occupied by a friendly unit nor in another friendly unit's ZOC. */
function openFlank(s: GbohState, id: string): boolean {
  const u = s.units[id]!;
  const side = sideOf(s, id);
  return gbohHex.flankHexes(u.hex!, gbohHex.dir(u.facing)).some((h) => {
    const occupiedByFriend = Object.entries(s.units).some(([oid, o]) => isOnMap(o) && o.hex === h && s.static.units[oid]!.side === side);
    const inFriendZoc = Object.entries(s.units).some(([oid, o]) => oid !== id && isOnMap(o) && s.static.units[oid]!.side === side && zocHexes(s, oid).includes(h));
    return !occupiedByFriend && !inFriendZoc;
  });
}

/** 9.16 STEP 2: the Size Differential Ratio shift (+ right, − left). */
export function sizeShift(total: { attacker: number; defender: number }, moved: boolean): number {
  const { attacker: a, defender: d } = total;
  if (a <= 0 || d <= 0) return 0;
  if (a >= d) return (moved ? Math.ceil(a / d) : Math.floor(a / d)) - 1;
  return 1 - (moved ? Math.floor(d / a) : Math.ceil(d / a));
}

/** CRT terrain notes: the single shift most favourable to the defender. */
export function terrainShift(s: GbohState, atk: string[], def: string[]): number {
  const map = s.static.map;
  const hex = (id: string): string => s.units[id]!.hex!;
  const shifts: number[] = [];
  const behindRiver = def.every((d) => atk.some((a) => gbohHex.distance(hex(a), hex(d)) === 1 && sideFeatures(map, hex(a), hex(d)).includes('river')));
  if (behindRiver) shifts.push(-1);
  if (def.every((d) => terrainAt(map, hex(d)) === 'woods')) shifts.push(-1);
  shifts.push(...hooks.shockTerrainShifts(s, atk, def)); // e.g. dara.trench
  const el = (id: string): number => elevationAt(map, hex(id));
  if (def.some((d) => atk.some((a) => el(d) > el(a)))) shifts.push(-1);
  if (def.every((d) => atk.every((a) => el(d) > el(a)))) shifts.push(-2);
  if (!behindRiver && def.every((d) => atk.every((a) => el(d) < el(a)))) shifts.push(1);
  if (shifts.length === 0) return 0;
  const worst = Math.min(...shifts);
  return worst < 0 ? worst : Math.max(...shifts);
}

/** Best Charisma among a side's leaders stacked with the combat's units (ruling R-SHOCK-3: always the highest). */
function charismaOf(s: GbohState, units: string[]): { leader: string | null; value: number } {
  let best: { leader: string | null; value: number } = { leader: null, value: 0 };
  for (const u of units) {
    for (const l of leadersWith(s, u)) {
      const v = effectiveLeaderValue(s, l, s.static.leaders[l]!.charisma);
      if (best.leader === null || v > best.value) best = { leader: l, value: v };
    }
  }
  return best;
}

export type MeleeResult = { attackerHits: number; defenderHits: number };

/** 9.16 STEPs 1–4 for one combat (the chosen units are set). */
export function melee(s: GbohState, ctx: StepContext, c: Combat): MeleeResult {
  const atk = liveAttackers(s, c);
  const def = liveDefenders(s, c);
  const ca = c.chosenAttacker!;
  const cd = c.chosenDefender!;
  const aspect = aspectOf(s, ca, cd);
  const edition = editionOf(s);
  const charts = edition.charts;
  const base = edition.policies.clashColumn(aspect, shockParty(s, cd), shockParty(s, ca));
  c.superiority = superiority(s, ca, cd, aspect);
  const moved = atk.some((a) => s.units[a]!.shock === 'mustCheck');
  // 11.63: a Cheiroballistra stacked with infantry adds no Size.
  const size = (ids: string[]): number => ids.reduce((t, id) => t + (s.static.units[id]!.type === 'Cheiroballistra' && ids.length > 1 ? 0 : (s.static.units[id]!.size ?? 0)), 0);
  // Attila battles (scenario rule attila.noUnitSize): one column per attacking unit more or fewer than the defenders.
  // DH 9.17 Numerical Superiority counts units as the Attila battles do.
  const byCount = s.static.attila || edition.flags.shockColumnShift === 'unitCount';
  const sdr = byCount ? atk.length - def.length : sizeShift({ attacker: size(atk), defender: size(def) }, moved);
  const terr = terrainShift(s, atk, def);
  const dis = disorderShift(s, def);
  const column = Math.min(13, Math.max(1, base + sdr + terr + dis));
  const mods: Modifier[] = [];
  const ach = charismaOf(s, atk);
  const dch = charismaOf(s, def);
  if (ach.value > 0) mods.push(mod('attackerCharisma', ach.value));
  if (dch.value > 0) mods.push(mod('defenderCharisma', -dch.value));
  if (c.killed.attacker > 0) mods.push(mod('attackerLeaderKilled', -c.killed.attacker));
  if (c.killed.defender > 0) mods.push(mod('defenderLeaderKilled', c.killed.defender));
  const drm = mods.reduce((t, m) => t + m.value, 0);
  note(ctx, 'shock.column', { attacker: ca, defender: cd, aspect, base, sdr, terrain: terr, ...(dis !== 0 ? { disorder: dis } : {}), column, superiority: c.superiority ?? 'none' }, '9.16');
  const dr = rollD10(ctx, 'shock.roll', { attacker: ca, defender: cd, column }, '9.16', {
    modifiers: mods,
    chart: (v) => {
      const cell = crtCell(charts.crt, column, v + drm);
      return { name: 'Shock CRT', cell: `column ${column}, DR ${Math.min(9, Math.max(0, v + drm))}`, result: `${cell[0]}(${cell[1]})` };
    },
  });
  const [a0, d0] = crtCell(charts.crt, column, dr + drm);
  let a = a0;
  let d = d0;
  if (c.superiority === 'AS') d *= 2;
  const sa = s.static.units[ca]!;
  const lightArcher = (sa.type === 'LC' || sa.type === 'LI') && (sa.missile === 'B' || sa.missile === 'C');
  const sdT = s.static.units[cd]!.type;
  if (edition.flags.lightArcherHalving && lightArcher && (sdT === 'HI' || sdT === 'MI') && s.units[cd]!.status !== 'routed') d = Math.floor(d / 2); // ruling R-SHOCK-2
  if (c.superiority === 'DS') a *= 3;
  note(ctx, 'shock.result', { attackerHits: a, defenderHits: d, printed: `${a0}(${d0})` }, '9.16');
  return { attackerHits: a, defenderHits: d };
}

/**
 * 10.13: split hits as evenly as possible; the remainder goes first to the unit chosen in 9.15, then
 * by the owner's choice. Returns the number of hits still to give by the owner's choice.
 */
export function distributeHits(s: GbohState, ctx: StepContext, units: string[], chosen: string, hits: number): { others: string[]; remaining: number } {
  const n = units.length;
  if (n === 0 || hits <= 0) return { others: [], remaining: 0 };
  const base = Math.floor(hits / n);
  let r = hits % n;
  const give: Record<string, number> = {};
  for (const u of units) give[u] = base;
  if (r > 0) {
    give[chosen] = (give[chosen] ?? 0) + 1;
    r--;
  }
  for (const u of units) addHits(s, ctx, u, give[u]!, 'shock', '10.13');
  const others = units.filter((u) => u !== chosen && isOnMap(s.units[u]!));
  if (r > 0 && r >= others.length) {
    for (const u of others) addHits(s, ctx, u, 1, 'shock (odd hit)', '10.13');
    return { others: [], remaining: 0 };
  }
  return { others, remaining: r };
}

// ---------------------------------------------------------------- 9.17 Collapse

/**
 * 9.17 Collapse, steps 1 and 2. Returns true when a rout move waits for its owner's choice of hex (R-ROUT-1): the
 * Collapse resumes where it stopped (step 1 routs only units still at their TQ; step 2 checks each unit once).
 */
export function collapse(s: GbohState, ctx: StepContext): boolean {
  const sh = s.shock!;
  // Step 1: routs (defender first; 10.15 when all would rout).
  for (const c of sh.combats) {
    if (c.ended) continue;
    if (routStep(s, ctx, c)) return true;
  }
  // Step 2: units at exactly TQ − 1 in an enemy ZOC check.
  const checked = (sh.collapseChecked ??= []);
  for (const c of sh.combats) {
    if (c.ended) continue;
    for (const id of [...liveAttackers(s, c), ...liveDefenders(s, c)]) {
      const u = s.units[id]!;
      if (u.status !== 'normal' || checked.includes(id)) continue;
      const tq = effectiveTQ(s, id);
      if (u.hits !== tq - 1 || zocSources(s, u.hex!, otherSide(s, sideOf(s, id))).length === 0) continue;
      checked.push(id);
      const drm = championTqDrm(s, id);
      const dr = rollD10(ctx, 'shock.collapseCheck', { unit: id, tq }, '9.17', {
        chart: (v) => ({ name: 'Cohesion Hit & TQ Check', cell: 'Collapse', result: editionOf(s).policies.collapseRouts(v + drm, tq) ? 'rout' : 'remove 1 hit' }),
      });
      if (!editionOf(s).policies.collapseRouts(dr + drm, tq)) {
        u.hits -= 1;
        note(ctx, 'shock.collapseHeld', { unit: id, hits: u.hits }, '9.17');
      } else {
        rout(s, ctx, id);
        if (routWaiting(s)) return true;
      }
    }
  }
  return false;
}

/**
 * 9.2 step 3: the next advance choices of a combat: vacated hexes (not vacated in the Charge) and the
 * attackers that must fill them (9.23: the Superiority unit, else the higher TQ; the player chooses
 * among equals and among the hexes).
 */
export function advanceChoices(s: GbohState, c: Combat): { unit: string; to: string }[] {
  const occupied = new Set(Object.values(s.units).filter(isOnMap).map((u) => u.hex!));
  const hexes = [...new Set(Object.values(c.defenderHexes))].filter((h) => !occupied.has(h) && !c.vacatedCharge.includes(h) && !c.advancedInto.includes(h)).sort();
  if (hexes.length === 0) return [];
  const moved = new Set(c.advancers);
  let cands = liveAttackers(s, c).filter((a) => !moved.has(a) && hexes.some((h) => gbohHex.distance(s.units[a]!.hex!, h) === 1));
  if (cands.length === 0) return [];
  if (c.superiority === 'AS' && c.chosenAttacker !== null && cands.includes(c.chosenAttacker)) cands = [c.chosenAttacker];
  else {
    const best = Math.max(...cands.map((a) => effectiveTQ(s, a)));
    cands = cands.filter((a) => effectiveTQ(s, a) === best);
  }
  const out: { unit: string; to: string }[] = [];
  for (const a of cands.sort()) for (const h of hexes) if (gbohHex.distance(s.units[a]!.hex!, h) === 1) out.push({ unit: a, to: h });
  return out;
}

export function applyAdvance(s: GbohState, ctx: StepContext, c: Combat, unit: string, to: string): void {
  const from = s.units[unit]!.hex!;
  advanceInto(s, ctx, unit, to, '9.21');
  c.advancedInto.push(to);
  c.advancers.push(unit);
  s.shock!.advanceFacing.push(unit);
  // 9.24: no Orderly Withdrawal against an advance, but Reaction Facing, Entry fire and leader withdrawal.
  queueAdjacencyReactions(s, unit, from, { advance: true });
}

/** Optional 10.3: Engaged markers after the advances. */
export function markEngaged(s: GbohState): void {
  if (!engagementInForce(s)) return;
  for (const c of s.shock!.combats) {
    const la = liveAttackers(s, c).filter((a) => !c.advancers.includes(a));
    const ld = liveDefenders(s, c).filter((d) => s.units[d]!.status === 'normal');
    const both = la.length > 0 && ld.length > 0;
    for (const id of [...la, ...ld]) s.units[id]!.engaged = both;
  }
}

/** End of the Shock Segment clean-up (M.2 B2.g). */
export function shockCleanup(s: GbohState, ctx: StepContext): void {
  for (const c of s.shock?.combats ?? []) {
    for (const id of [...c.attackers, ...c.defenders]) {
      const u = s.units[id]!;
      const su = s.static.units[id]!;
      if (!isOnMap(u)) continue;
      if (su.missile === 'J' && isInfantry(su)) u.supply = 'no'; // MRRC: javelin infantry in Shock
      if (u.inColumn && c.defenders.includes(id)) {
        // 6.46: attacked In Column: revert at the end of the phase with 1 hit.
        u.inColumn = false;
        u.columnAttacked = false;
        if (addHits(s, ctx, id, 1, 'forced out of column', '6.46')) rout(s, ctx, id);
        // 6.43: the owner turns it 30° left or right to a vertex (the facing index kept meanwhile is one of them).
        else s.reactions.push({ kind: 'columnRevert', seat: su.side, unit: id });
      }
    }
  }
}
