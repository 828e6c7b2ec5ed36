import type { StepContext } from '@polemarch/kernel';
import { applyThen, finishActivation } from './activation';
import { applyAttrition, hexAlp, isRoad, movementAp } from './attrition';
import { resolveBattle, retreatPaths, sortieBack } from './battle';
import { addToStack, battleSp, cityAtHex, continuation, d10, enemyIn, isRoman, leader, leadersAt, mod, prune, say, spOf, stackAt, sumMods } from './core';
import { mayEnterCity } from './control';
import { MAP, hexInfo, isRiver, provinceOf } from './map';
import { interceptPath, step, stopMove } from './movement';
import { takeType } from './losses';
import { LETTER_VALUE, avoidanceDrm, coordinationValue, ratioDrm } from './tables';
import type { Ask, Leader, Move, Side, TawState } from './state';
import { advanceInterceptor, interceptorArrives } from './envelopment';
import { riverControlMove } from './riverControl';
import { coordinatedScenario, coordinationApartScenario, rivalThereScenario, stackApartScenario, undividedScenario } from './scenarioRules';
import { captureEngines, destroyEngines } from './engines';

/** Pre-combat (8.2): attack, Avoidance, Interception and Overrun. */

/** The hex of the active leader, and whether an attack can be announced there (8.21). */
export function canAttack(s: TawState): boolean {
  const a = s.activation;
  if (a === null) return false;
  const hex = a.move?.hex ?? leader(s, a.leader).hex;
  const inCity = a.move?.inCity ?? leader(s, a.leader).inCity;
  if (hex === null) return false;
  if (inCity) return canSortie(s);
  const foe = stackAt(s, enemyIn(s, a.side, hex), hex, false);
  if (foe === undefined) return false;
  const groups = a.move?.groups ?? stackAt(s, a.side, hex, false)?.groups ?? [];
  const abs = a.move?.abs ?? stackAt(s, a.side, hex, false)?.abs ?? 'none';
  return battleSp(groups) > 0 && abs !== 'useless';
}

/**
 * 9.23 Sortie: the active leader, not moving, inside a city Under Siege, with a Force able to fight, may
 * attack the besiegers outside (an Attack operation without movement, ruling E-20).
 */
export function canSortie(s: TawState): boolean {
  const a = s.activation;
  if (a === null || a.move !== null) return false;
  const l = leader(s, a.leader);
  if (l.hex === null || !l.inCity) return false;
  const city = cityAtHex(s, l.hex);
  if (city === undefined || city.siege === null || city.siege === a.side) return false;
  const own = stackAt(s, a.side, l.hex, true);
  const besiegers = stackAt(s, city.siege, l.hex, false);
  return own !== undefined && besiegers !== undefined && battleSp(own.groups) > 0 && own.abs !== 'useless';
}

/** 9.23: the besieged Force and its leaders come out of the city into the hex to fight the whole besieging Force. */
function sortieOut(s: TawState, ctx: StepContext, hex: number): void {
  const a = s.activation!;
  const st = stackAt(s, a.side, hex, true)!;
  s.stacks = s.stacks.filter((x) => x !== st);
  addToStack(s, a.side, hex, false, st.groups, st.abs, false);
  for (const x of leadersAt(s, a.side, hex, true)) x.inCity = false;
  say(ctx, 'attack.sortie', { city: cityAtHex(s, hex)!.name, sp: spOf(st.groups) }, 'taw 9.23');
}

/** 8.22: the Avoidance destinations of the defender in `hex`: 1–2 hexes away (not back through the attacker's hexside), or a friendly city. */
export function avoidOptions(s: TawState, side: Side, hex: number, banned: number | null): { to: number; inCity: boolean }[] {
  const st = stackAt(s, side, hex, false);
  // Only a seat decides to Avoid (a third party such as Cleonymus, when nobody operates him, stands).
  if (st === undefined || leadersAt(s, side, hex, false).length === 0 || !s.seats.includes(side)) return [];
  const paths = retreatPaths(s, side, hex, banned, 2);
  const out: { to: number; inCity: boolean }[] = [];
  // S1.3: the Gauls never go inside a city as a garrison.
  const garrison = !leadersAt(s, side, hex, false).some((l) => undividedScenario(s, l.id));
  for (const h of [...paths.keys()].sort((a, b) => a - b)) {
    if (h !== hex) out.push({ to: h, inCity: false });
    if (!garrison) continue;
    const city = cityAtHex(s, h);
    // 9.82: a city holds at most 20 × IDS SP.
    if (city !== undefined && mayEnterCity(s, side, h) && !stackApartScenario(s, side, st.groups, h, true) && spOf(st.groups) + spOf(stackAt(s, side, h, true)?.groups ?? []) <= 20 * Math.max(1, city.size === 'L' ? 7 : 3)) out.push({ to: h, inCity: true });
  }
  return out;
}

/** 7.27 / 8.31: an attack out of the hex where the Force landed from the sea this Campaign Phase is at −3. */
const amphibiousAttack = (s: TawState, hex: number): boolean => s.activation?.landed === hex;

/** The active Force Stops (if moving) and announces an attack (8.2 step 1); the defender may try Avoidance. */
export function announceAttack(s: TawState, ctx: StepContext): void {
  const a = s.activation!;
  let hex: number;
  let river = false;
  const sortie = canSortie(s);
  if (a.move !== null) {
    hex = a.move.hex;
    river = a.move.lastRiver;
    stopMove(s, ctx, false);
  } else {
    hex = leader(s, a.leader).hex!;
    a.entered = null;
  }
  say(ctx, 'attack.announced', { hex }, 'taw 8.21');
  if (sortie) sortieOut(s, ctx, hex);
  const foe = enemyIn(s, a.side, hex);
  // 9.23: the besiegers may not Avoid a sortie.
  const opts = sortie ? [] : avoidOptions(s, foe, hex, a.entered);
  s.pendingBattle = { hex, river, failed: false, asked: [], ...(amphibiousAttack(s, hex) ? { amphibious: true } : {}), ...(sortie ? { sortie: true } : {}) };
  if (opts.length > 0) {
    s.ask = { kind: 'avoid', side: foe, hex, options: opts };
    return;
  }
  proceedAttack(s, ctx, false);
}

/** 8.2 step 3–5: the attacker's Continuation roll, then the battle. */
export function proceedAttack(s: TawState, ctx: StepContext, failedAvoid: boolean): void {
  const pb = s.pendingBattle!;
  if (!continuation(s, ctx)) {
    s.pendingBattle = null;
    say(ctx, 'attack.cancelled', {}, 'taw 8.21');
    // A sortie called off never left the city (E-20).
    if (pb.sortie === true) sortieBack(s, ctx, s.activation!.side, pb.hex);
    finishActivation(s, ctx);
    return;
  }
  pb.failed = failedAvoid;
  nextCoordination(s, ctx);
}

/** The battle once Coordination is settled (8.2 step 5). */
export function fight(s: TawState, ctx: StepContext): void {
  const a = s.activation!;
  const pb = s.pendingBattle!;
  const side = a.side;
  const foe = enemyIn(s, side, pb.hex);
  // 8.36 (ruling E-3): each side with elephants chooses how many to commit, the attacker first.
  const terrain = hexInfo(pb.hex).terrain;
  pb.commit ??= {};
  for (const x of [side, foe]) {
    const el = spOf(stackAt(s, x, pb.hex, false)?.groups ?? [], 'el');
    if (pb.commit[x] !== undefined) continue;
    if (el === 0 || terrain === 'mountain' || terrain === 'marsh') pb.commit[x] = 0;
    else {
      s.ask = { kind: 'elephants', side: x, hex: pb.hex, max: el };
      return;
    }
  }
  // RRR 8.31 Devotio: the Roman may sacrifice one leader present, once per game.
  if (pb.devotio === undefined) {
    const cands = devotioCandidates(s, pb.hex);
    if (cands.length > 0) {
      s.ask = { kind: 'devotio', side: 'rome', hex: pb.hex, candidates: cands };
      return;
    }
    pb.devotio = '';
  }
  s.pendingBattle = null;
  resolveBattle(s, ctx, {
    hex: pb.hex, attacker: side, attLeader: a.leader, failedAvoid: pb.failed, river: pb.river, ...(pb.amphibious === true ? { amphibious: true } : {}), enteredFrom: a.entered,
    commit: { att: pb.commit[side] ?? 0, def: pb.commit[foe] ?? 0 }, ...(pb.devotio !== '' ? { devotio: pb.devotio } : {}), ...(pb.sortie === true ? { sortie: true } : {}),
    then: (w) => (w === side ? 'roll' : 'finish'),
  });
}

/** RRR 8.31: Roman leaders present in the battle hex, when the Devotio is still unused. */
export function devotioCandidates(s: TawState, hex: number): string[] {
  if (s.devotioUsed === true || !s.seats.includes('rome')) return [];
  return leadersAt(s, 'rome', hex, false).filter((l) => l.roman).map((l) => l.id);
}

/**
 * 8.25–8.26: Forces led by a leader within 3 hexes of the battle (a path not through Mountain or Marsh,
 * enemy-occupied hexes or impassable hexsides: ruling R-12) that may try to join, with their distance and rivers.
 */
export function coordinationCandidates(s: TawState, side: Side, hex: number): { leader: string; distance: number; rivers: number; path: number[] }[] {
  const paths = new Map<number, number[]>([[hex, [hex]]]);
  let frontier = [hex];
  for (let d = 0; d < 3; d++) {
    const next: number[] = [];
    for (const h of frontier) for (const n of MAP.neighbours.get(h) ?? []) {
      if (paths.has(n)) continue;
      paths.set(n, [...paths.get(h)!, n]);
      const t = hexInfo(n).terrain;
      if (t === 'mountain' || t === 'marsh' || s.stacks.some((x) => x.hex === n && x.side !== side && !x.inCity)) continue;
      next.push(n);
    }
    frontier = next;
  }
  const out: { leader: string; distance: number; rivers: number; path: number[] }[] = [];
  // S3.4 C (ruling P-17): Carthaginians never Coordinate with Eastern Sicilian Greeks or Tarentines.
  const main = (side === s.activation?.side ? s.activation.move?.groups : undefined) ?? stackAt(s, side, hex, false)?.groups ?? [];
  // 8.27 / 9.23: a Force inside the city of the battle hex (a relief meeting a sortie) rolls at distance 0.
  const inside = stackAt(s, side, hex, true);
  if (inside !== undefined && battleSp(inside.groups) > 0 && inside.abs !== 'useless' && !coordinationApartScenario(s, main, inside.groups)) {
    const best = leadersAt(s, side, hex, true).filter((l) => s.activation?.leader !== l.id).sort((x, y) => y.cr - x.cr)[0];
    if (best !== undefined) out.push({ leader: best.id, distance: 0, rivers: 0, path: [hex] });
  }
  for (const l of s.leaders) {
    if (l.status !== 'map' || l.side !== side || l.hex === null || l.hex === hex || l.inCity) continue;
    const path = paths.get(l.hex);
    const st = stackAt(s, side, l.hex, false);
    if (path === undefined || st === undefined || battleSp(st.groups) === 0 || s.activation?.leader === l.id || coordinationApartScenario(s, main, st.groups)) continue;
    if (s.stacks.some((x) => x.hex === l.hex && x.side !== side && !x.inCity)) continue;
    let rivers = 0;
    for (let i = 1; i < path.length; i++) if (isRiver(path[i - 1]!, path[i]!) && !isRoad(s, path[i - 1]!, path[i]!)) rivers++;
    out.push({ leader: l.id, distance: path.length - 1, rivers, path: [...path].reverse() });
  }
  // S1.6 A (ruling S-6): no Coordination into the hex of his rival in office.
  return out.filter((x) => !rivalThereScenario(s, x.leader, hex)).sort((x, y) => x.distance - y.distance || x.leader.localeCompare(y.leader));
}

/** 8.25: the closer side checks first (the defender on a tie); one Force per side; then the battle. */
export function nextCoordination(s: TawState, ctx: StepContext): void {
  const pb = s.pendingBattle!;
  const att = s.activation!.side;
  const def = enemyIn(s, att, pb.hex);
  const open = [def, att].filter((side) => !pb.asked.includes(side)).map((side) => ({ side, c: coordinationCandidates(s, side, pb.hex) })).filter((x) => x.c.length > 0);
  if (open.length === 0) return fight(s, ctx);
  open.sort((x, y) => x.c[0]!.distance - y.c[0]!.distance);
  const first = open[0]!;
  pb.asked.push(first.side);
  s.ask = { kind: 'coordinate', side: first.side, hex: pb.hex, candidates: first.c.map((x) => x.leader) };
}

/** 8.26: ⌊(CR + CR) / 2⌋ − distance − rivers; DR ≤ that joins the battle (attrition for the move). */
export function resolveCoordination(s: TawState, ctx: StepContext, ask: Extract<Ask, { kind: 'coordinate' }>, id: string): void {
  s.ask = null;
  const cand = coordinationCandidates(s, ask.side, ask.hex).find((x) => x.leader === id);
  const l = leader(s, id);
  if (cand === undefined || l.hex === null) return nextCoordination(s, ctx);
  const here = leadersAt(s, ask.side, ask.hex, false);
  const main = ask.side === s.activation!.side ? leader(s, s.activation!.leader) : ([...here].sort((x, y) => y.cr - x.cr)[0] ?? l);
  const value = coordinationValue(main.cr, l.cr, cand.distance, cand.rivers);
  const r = d10(ctx);
  const ok = r.value <= value;
  say(ctx, ok ? 'coordinate.ok' : 'coordinate.fail', { leader: l.name, value }, 'taw 8.26', { rolls: [r.roll], chart: { name: 'T3', cell: String(value), result: ok ? 'joins' : 'stays' } });
  if (ok && cand.distance === 0) {
    // 8.27: the Force inside the city comes out into the hex (no movement, no attrition).
    const st = stackAt(s, ask.side, ask.hex, true)!;
    s.stacks = s.stacks.filter((x) => x !== st);
    addToStack(s, ask.side, ask.hex, false, st.groups, st.abs, false);
    for (const x of leadersAt(s, ask.side, ask.hex, true)) x.inCity = false;
    prune(s);
  } else if (ok) {
    const st = stackAt(s, ask.side, l.hex, false)!;
    const im: Move = {
      leaders: [l.id], groups: st.groups, abs: st.abs, hex: ask.hex, inCity: false, from: cand.path[cand.path.length - 2] ?? null, provinces: {}, mountain: 0, mountainRun: 0, mountainShift: false,
      marsh: 0, rivers: cand.rivers, overrun: false, steps: cand.distance, intercepted: [], offered: null, lastRiver: false, pendingTo: null, startProvince: provinceOf(l.hex),
    };
    for (const h of cand.path.slice(1)) im.provinces[provinceOf(h)] = true;
    s.stacks = s.stacks.filter((x) => x !== st);
    coordinatedScenario(s, l.id, l.hex);
    applyAttrition(s, ctx, ask.side, im.groups, im.abs, movementAp(s, ask.side, im, 0).ap, 0, 'taw 8.26', '', { hex: ask.hex, inCity: false, ask: false });
    addToStack(s, ask.side, ask.hex, false, im.groups, im.abs, provinceOf(cand.path[0]!) !== provinceOf(ask.hex));
    for (const x of leadersAt(s, ask.side, cand.path[0]!, false)) {
      x.hex = ask.hex;
    }
    prune(s);
  }
  nextCoordination(s, ctx);
}

/** 8.23: the leader whose CR the Avoidance roll is made against (the best of the Force's). */
export function avoidingLeader(s: TawState, side: Side, hex: number): Leader {
  return [...leadersAt(s, side, hex, false)].sort((x, y) => y.cr - x.cr)[0]!;
}

/**
 * 8.23 Avoidance: DR + DRM ≤ the defending leader's CR; success moves the Force away, failure gives +2.
 * `gp`: the Guile Points the defending leader (−1 each) and the attacking leader (+1 each) spent (5.5).
 */
export function resolveAvoid(s: TawState, ctx: StepContext, side: Side, hex: number, to: number, inCity: boolean, gp: { def: number; att: number }): void {
  const ask = { side, hex };
  const ls = leadersAt(s, side, ask.hex, false);
  const l = avoidingLeader(s, side, hex);
  const st = stackAt(s, side, ask.hex, false)!;
  const path = retreatPaths(s, side, ask.hex, s.activation?.entered ?? null, 2).get(to) ?? [ask.hex, to];
  // 9.92: a Force with Siege Engines may Avoid only by destroying them (ruling E-22: on the attempt).
  destroyEngines(s, ctx, side, ask.hex, false, 'taw 9.92');
  const t = hexInfo(ask.hex).terrain;
  // T2 "+4 the defending leader is Roman" (a leader, not the seat: Mago leading Carthaginians for Rome has none).
  const base = avoidanceDrm({ mountainOrMarsh: t === 'mountain' || t === 'marsh', cityDistance: inCity ? path.length - 1 : null, gpDefender: 0, gpAttacker: 0, onlyAcrossRiver: false, roman: l.roman });
  const mods = [...(base === 0 ? [] : [mod('avoidance', base)]), ...(gp.att > 0 ? [mod('guile', gp.att)] : []), ...(gp.def > 0 ? [mod('defenders-guile', -gp.def)] : [])];
  const r = d10(ctx);
  const ok = r.value + sumMods(mods) <= l.cr;
  say(ctx, ok ? 'avoid.ok' : 'avoid.fail', { leader: l.name, cr: l.cr }, 'taw 8.23', { rolls: [r.roll], modifiers: mods });
  s.ask = null;
  if (!ok) {
    proceedAttack(s, ctx, true);
    return;
  }
  // Move away: 1 ALP per open/rough hex, 2 per mountain/marsh, at most 10%; none into a friendly city.
  let alp = 0;
  if (!inCity) for (const h of path.slice(1)) alp += hexAlp(h);
  alp = Math.min(alp, Math.floor(spOf(st.groups) / 10));
  takeType(st.groups, 'inf', alp);
  s.stacks = s.stacks.filter((x) => x !== st);
  const dest = addToStack(s, side, to, inCity, st.groups, st.abs, provinceOf(to) !== provinceOf(ask.hex));
  if (inCity) {
    const c = cityAtHex(s, to);
    if (c !== undefined) c.last = dest.side;
  }
  for (const x of ls) {
    x.hex = to;
    x.inCity = inCity;
  }
  prune(s);
  s.pendingBattle = null;
  // 8.24: the attacker needs a Continuation roll to go on.
  applyThen(s, ctx, 'roll');
}

/** 6.54–6.55: an interception attempt by `interceptor` against the moving Force. */
/**
 * 6.58 Ambush ("Punic Trap"): a non-Roman interceptor in a Rough, Marsh or Mountain hex, not inside a city,
 * from the same or an adjacent hex and not across a river, against a Force outside Mountain and Marsh.
 */
export function canAmbush(s: TawState, ask: Extract<Ask, { kind: 'intercept' }>, id: string): boolean {
  const l = leader(s, id);
  // 6.35 (ruling R-09): a river-control interception is a Same-Hex Interception, not an Ambush.
  if (ask.river === true) return false;
  if (isRoman(l.side) || l.hex === null || l.inCity || s.activation?.move === null) return false;
  if (!['rough', 'marsh', 'mountain'].includes(hexInfo(l.hex).terrain)) return false;
  const target = hexInfo(ask.hex).terrain;
  if (target === 'mountain' || target === 'marsh') return false;
  if (l.hex === ask.hex) return true;
  return (MAP.neighbours.get(l.hex) ?? []).includes(ask.hex) && !isRiver(l.hex, ask.hex);
}

export function resolveInterception(s: TawState, ctx: StepContext, ask: Extract<Ask, { kind: 'intercept' }>, interceptorId: string, ambush = false): void {
  const a = s.activation!;
  const m = a.move!;
  const l = leader(s, interceptorId);
  m.intercepted.push(l.id);
  s.ask = null;
  if (ask.river === true) return riverControlInterception(s, ctx, l, ask.hex);
  const st = stackAt(s, l.side, l.hex!, l.inCity)!;
  let drm = 0;
  let path: number[] = [ask.hex];
  let automatic = false;
  if (ask.leave) automatic = l.inCity;
  else {
    const p = interceptPath(s, l, ask.hex);
    if (p === null) return;
    drm = p.drm;
    path = p.path;
  }
  if (st.abs === 'dispersed') drm += 2;
  const mods = drm === 0 ? [] : [mod('interception', drm)];
  if (ambush) {
    // 6.58: +3, and the ambusher's Battle letter value less the moving leader's.
    const target = leader(s, a.leader);
    const extra = 3 + LETTER_VALUE[l.letter] - LETTER_VALUE[target.letter];
    drm += extra;
    mods.push(mod('ambush', extra));
    automatic = false;
  }
  const r = automatic ? null : d10(ctx);
  const ok = automatic || r!.value + drm <= l.cr;
  say(ctx, ok ? 'intercept.ok' : 'intercept.fail', { leader: l.name, cr: l.cr, hex: ask.hex }, ambush ? 'taw 6.58' : 'taw 6.54', { ...(r === null ? {} : { rolls: [r.roll] }), modifiers: mods });
  if (!ok) {
    st.failedInterception = true;
    if (ask.leave && m.pendingTo !== null) step(s, ctx, m.pendingTo);
    return;
  }
  // 6.56: on its way the interceptor may itself be intercepted (envelopment.ts).
  advanceInterceptor(s, ctx, { interceptor: l.id, target: ask.hex, path, at: 0, ambush });
}

/**
 * 6.35 (ruling R-09): the Force controlling the river the enemy has just crossed moves into the hex it entered (no
 * attrition for that move; none when it is the Force's own hex) and makes a Same-Hex Interception there: DR ≤ CR,
 * no distance DRM, +2 Dispersed (6.54); automatic with the option `riverControlAutoIntercept` (EX-6.35a as printed).
 * On success 6.55 follows: the mover Stops, then the battle with the controlling Force attacking.
 */
function riverControlInterception(s: TawState, ctx: StepContext, l: Leader, hex: number): void {
  const origin = l.hex!;
  const st = riverControlMove(s, l, hex);
  const drm = st.abs === 'dispersed' ? 2 : 0;
  const automatic = s.options.riverControlAutoIntercept === true;
  const r = automatic ? null : d10(ctx);
  const ok = automatic || r!.value + drm <= l.cr;
  const mods = drm === 0 ? [] : [mod('interception', drm)];
  say(ctx, ok ? 'intercept.ok' : 'intercept.fail', { leader: l.name, cr: l.cr, hex }, 'taw 6.35', { ...(r === null ? {} : { rolls: [r.roll] }), modifiers: mods });
  if (!ok) {
    // 6.55: the Failed Interception marker; the mover goes on (the controlling Force stays where it moved).
    st.failedInterception = true;
    return;
  }
  interceptorArrives(s, ctx, l.id, hex, [hex], false, origin === hex ? null : origin);
}

/** 6.61–6.62: may the moving Force Overrun the enemy Force in its hex? */
export function canOverrun(s: TawState): boolean {
  const a = s.activation;
  const m = a?.move ?? null;
  if (a === null || m === null || m.inCity) return false;
  const foe = stackAt(s, enemyIn(s, a.side, m.hex), m.hex, false);
  if (foe === undefined) return false;
  const t = hexInfo(m.hex).terrain;
  if (t === 'mountain' || t === 'marsh' || m.lastRiver) return false;
  return ratioDrm(battleSp(m.groups), battleSp(foe.groups)) >= 9 && spOf(m.groups, 'cav') > spOf(foe.groups, 'cav');
}

/** 6.63: the Overrun eliminates the whole enemy Force, leaders included; movement goes on. */
export function overrun(s: TawState, ctx: StepContext): void {
  const a = s.activation!;
  const m = a.move!;
  const foeSide = enemyIn(s, a.side, m.hex);
  const foe = stackAt(s, foeSide, m.hex, false)!;
  s.stacks = s.stacks.filter((x) => x !== foe);
  for (const l of leadersAt(s, foeSide, m.hex, false)) {
    l.status = 'killed';
    l.hex = null;
  }
  m.overrun = true;
  say(ctx, 'overrun', { hex: m.hex, sp: spOf(foe.groups) }, 'taw 6.63');
  // 6.63 / 9.93: Siege Engines in an overrun hex are captured, not eliminated.
  captureEngines(s, ctx, a.side, m.hex, false, m, 'taw 6.63');
}

