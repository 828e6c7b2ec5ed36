import type { StepContext } from '@polemarch/kernel';
import { applyAttrition, isRoad, movementAp } from './attrition';
import { addToStack, cityAtHex, idsOf, isRoman, leader, leadersAt, normalize, prune, say, spOf, stackAt } from './core';
import { MAP, hexInfo, isRiver, provinceOf } from './map';
import { hexDistance } from './hex';
import { bannedScenario, beforeStepScenario, garrisonFloorScenario, heldInEtruriaScenario, heldInPlaceScenario, immobileGroup, incursionScenario, keepsApartScenario, rivalThereScenario, notHisGroupScenario, stackApartScenario, stepAllowedScenario, tribeProvincesScenario, undividedScenario, weatherScenario } from './scenarioRules';
import { crossStrait, straitPartner } from './sea';
import { captureLoneEngines, engineStepOk, movingEngines, placeEngines, removeEngines } from './engines';
import type { Group, Leader, Side, TawState } from './state';
import { leaveTraining } from './magistrates';
import { riverControllers } from './riverControl';

/** Movement (6.0): taking a Force, hex-by-hex steps, Stops with their attrition, and interception offers. */

export type Take = 'all' | 'half' | 'leave5' | 'none';

/** RRR 5.21 hierarchy: 0 Dictator, 1 Magister Equitum, 2 Consul, 3 Proconsul, 4 Praetor (a Roman without office last). */
const RANK: Record<string, number> = { dictator: 0, magister: 1, consul: 2, proconsul: 3, praetor: 4 };
const rank = (l: Leader): number => RANK[l.office ?? ''] ?? 5;

/** RRR 5.21–5.22: a magistrate takes along the Forces of those below him; two consuls join under joint command (RRR 5.1). */
const takesAlong = (l: Leader, x: Leader): boolean => rank(x) > rank(l) || (l.office === 'consul' && x.office === 'consul');

/** RRR 5.19 / 5.23: Double Legions the Roman leaders at a place may move together (at most 4). */
function legionLimit(leaders: readonly Leader[]): number {
  // RRR 5.19: the Praetor Urbanus moves a Consular Army out of Rome (he is never taken along by another, `takeForce`).
  const by = (l: Leader): number => (l.office === 'dictator' ? 4 : l.office === 'praetor' ? 1 : 2);
  return Math.min(4, leaders.reduce((n, l) => n + by(l), 0));
}

/** The active leader's place and the Force there. */
export function activePlace(s: TawState): { hex: number; inCity: boolean } | null {
  const a = s.activation;
  if (a === null) return null;
  if (a.move !== null) return { hex: a.move.hex, inCity: a.move.inCity };
  if (a.allied !== undefined) return a.allied;
  const l = leader(s, a.leader);
  return l.hex === null ? null : { hex: l.hex, inCity: l.inCity };
}

/** Ways the active leader may set out (5.13 A: with the OC present a subordinate takes at most half). */
export function takeOptions(s: TawState): Take[] {
  const a = s.activation;
  if (a === null || a.move !== null) return [];
  // 6.13: an Allied Movement takes the whole leaderless Force (S3.4 A: not out of Lilybaeum's minimum garrison).
  if (a.allied !== undefined) {
    const st = stackAt(s, a.side, a.allied.hex, a.allied.inCity);
    const besieged = a.allied.inCity && (cityAtHex(s, a.allied.hex)?.siege ?? null) !== null;
    return st === undefined || st.abs === 'useless' || besieged || garrisonFloorScenario(s, a.side, a.allied.hex, a.allied.inCity) > 0 ? [] : ['all'];
  }
  const l = leader(s, a.leader);
  if (l.hex === null) return [];
  const st = stackAt(s, a.side, l.hex, l.inCity);
  // S1.3: the Gallic Force moves whole or not at all.
  if (undividedScenario(s, l.id)) {
    const besieged = l.inCity && (cityAtHex(s, l.hex)?.siege ?? null) !== null;
    return st === undefined || st.abs === 'useless' || besieged ? [] : ['all'];
  }
  if (st === undefined || st.abs === 'useless' || spOf(st.groups) === 0 || heldInPlaceScenario(s, l.hex)) return ['none'];
  // A besieged Force does not march out; it may only make a sortie against the besiegers (9.23, `canSortie`).
  const city = cityAtHex(s, l.hex);
  if (l.inCity && city !== undefined && city.siege !== null) return [];
  const ocHere = leadersAt(s, a.side, l.hex, l.inCity).some((x) => x.oc && x.id !== l.id);
  const out: Take[] = ocHere ? [] : ['all'];
  if (spOf(st.groups) >= 2) out.push('half');
  if (!ocHere && spOf(st.groups, 'inf') > 5) out.push('leave5');
  out.push('none');
  // S3.4 A: Carthage never yields Lilybaeum: 10 infantry SP (or all it has) stay inside.
  const floor = garrisonFloorScenario(s, a.side, l.hex, l.inCity);
  return floor === 0 ? out : out.filter((take) => spOf(selectGroups(st.groups, take, null).staying, 'inf') >= floor);
}

function selectGroups(groups: Group[], take: Take, romanLimit: number | null, first: readonly string[] = []): { moving: Group[]; staying: Group[] } {
  let moving: Group[] = [];
  const staying: Group[] = [];
  if (take === 'none') return { moving, staying: groups };
  if (take === 'all') moving = groups.map((g) => ({ ...g }));
  else if (take === 'half') {
    for (const g of groups) {
      const m = Math.floor(g.sp / 2);
      moving.push({ ...g, sp: m });
      staying.push({ ...g, sp: g.sp - m });
    }
  } else {
    moving = groups.map((g) => ({ ...g }));
    const inf = moving.filter((g) => g.t === 'inf').sort((a, b) => b.sp - a.sp);
    let left = 5;
    for (const g of inf) {
      const n = Math.min(left, g.sp);
      g.sp -= n;
      staying.push({ ...g, sp: n });
      left -= n;
      if (left === 0) break;
    }
  }
  if (romanLimit !== null) {
    // RRR 5.17 (PRA-6): the legions of the praetors who go come first.
    const ids = [...new Set(moving.filter((g) => g.legion !== undefined && g.sp > 0).map((g) => g.legion!))].sort((x, y) => Number(first.includes(y)) - Number(first.includes(x)) || (x < y ? -1 : x > y ? 1 : 0));
    const keep = new Set(ids.slice(0, romanLimit));
    staying.push(...moving.filter((g) => g.legion !== undefined && !keep.has(g.legion)));
    moving = moving.filter((g) => g.legion === undefined || keep.has(g.legion));
  }
  return { moving: normalize(moving), staying: normalize(staying) };
}

/** Hexes the moving Force (or leader) may step into now. */
export function stepTargets(s: TawState): number[] {
  const a = s.activation;
  const m = a?.move ?? null;
  const place = activePlace(s);
  if (a === null || place === null) return [];
  if (m !== null && m.steps >= s.options.maxSegmentHexes) return [];
  // S3.4: Romans never enter Sicily, Carthaginians never Italy (the Force's units decide).
  const groups = m?.groups ?? stackAt(s, a.side, place.hex, place.inCity)?.groups ?? [];
  const banned = bannedScenario(s, a.side, groups, a.leader);
  // Tribal leaders stay in their province (S2.2, E-14); in S1 one that does not qualify goes only into its own and the adjacent provinces (S1.2, S-5); an army the Gauls hold stays in Etruria (S3.6 64–67).
  const tribal = tribeProvincesScenario(s, a.leader);
  const home = s.scenario !== 'samnite-wars' && a.leader.startsWith('tribe-') ? provinceOf(place.hex) : heldInEtruriaScenario(s, a.leader) ? 'NorthernEtruria' : null;
  // 6.38: the strait joins Rhegium and Messina for a crossing (the naval scenarios only).
  const strait = straitPartner(s, place.hex);
  const around = [...(MAP.neighbours.get(place.hex) ?? []), ...(strait === null || place.inCity ? [] : [strait.to])];
  return around.filter((n) => {
    const prov = provinceOf(n);
    if (movingEngines(m) > 0 && n !== strait?.to && !engineStepOk(place.hex, n, isRoad(s, place.hex, n))) return false;
    // S3.4 C: Carthaginians never stack with Eastern Sicilian Greeks or Tarentines of their side, even in passing.
    if (stackApartScenario(s, a.side, groups, n, false)) return false;
    return stepAllowedScenario(s, a.side, a.leader, n, s.provinces[prov]?.inPlay === true) && !banned.includes(prov) && (tribal === null || tribal.includes(prov)) && (home === null || prov === home || (home.endsWith('Etruria') && prov.endsWith('Etruria')));
  });
}

/** 9.92: the hexes a Force carrying Siege Engines may step into from `from` (no Marsh, Mountain or river but by road; the strait by sea). */
export function engineTargets(s: TawState, from: number, targets: readonly number[]): number[] {
  const strait = straitPartner(s, from);
  return targets.filter((n) => n === strait?.to || engineStepOk(from, n, isRoad(s, from, n)));
}

/** Start a Movement operation (5.3 A/B) and make its first step. */
export function beginMarch(s: TawState, ctx: StepContext, take: Take, to: number, leaveEngines = false): void {
  takeForce(s, ctx, take, leaveEngines);
  step(s, ctx, to);
}

/** Take the Force the active leader sets out with (5.13 A, RRR 5.23; S3.4 immobile units stay). */
export function takeForce(s: TawState, ctx: StepContext, take: Take, leaveEngines = false): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  // 6.13: an Allied Movement moves the allied Force without a leader.
  const origin = a.allied ?? { hex: l.hex!, inCity: l.inCity };
  const hex = origin.hex;
  const st = stackAt(s, a.side, hex, origin.inCity);
  // RRR 5.18: the Praetor Urbanus stays in Rome when another leader marches out, and takes nobody along himself.
  const urbanus = l.office === 'urbanus';
  const here = a.allied !== undefined ? [] : urbanus ? [l] : leadersAt(s, a.side, hex, l.inCity).filter((x) => x.office !== 'urbanus');
  const roman = isRoman(a.side) && a.allied === undefined;
  // 5.13 A "all" (not another OC, nor those kept apart); RRR 5.22: a Roman magistrate only those below him.
  const along = take === 'all' ? here.filter((x) => x.id === l.id || ((!x.oc || l.oc) && !keepsApartScenario(s, l.id, x.id) && (!roman || takesAlong(l, x)))) : [l];
  const romanLimit = roman ? legionLimit(along) : null;
  // RRR 5.1, 5.17 (ruling PRA-6): a praetor keeps imperium over his legion: it goes only with him, and first.
  const praetorLegion = (x: Leader): string[] => (x.office === 'praetor' && x.legion !== undefined ? [x.legion] : []);
  const held = roman ? here.filter((x) => !along.includes(x)).flatMap(praetorLegion) : [];
  // S3.4 units that stay; S1.2–S1.3 units this leader may not command (Gauls, tribes).
  // RRR-11: the Urban Legion never leaves Rome with the Praetor Urbanus.
  const stays = (g: Group): boolean => immobileGroup(s, g) || notHisGroupScenario(s, l.id, g) || (urbanus && g.legion === 'Urban') || (g.legion !== undefined && held.includes(g.legion));
  const pinned = (st?.groups ?? []).filter(stays);
  const { moving, staying } = selectGroups((st?.groups ?? []).filter((g) => !stays(g)), take, romanLimit, roman ? along.flatMap(praetorLegion) : []);
  // RRR 5.18 C: new legions that leave Rome are not trained this turn.
  if (hex === 3714 && l.inCity) leaveTraining(s, moving);
  if (st !== undefined) st.groups = normalize([...staying, ...pinned]);
  const leaders = a.allied !== undefined ? [] : along.map((x) => x.id);
  a.move = {
    leaders,
    groups: moving,
    abs: st?.abs ?? 'none',
    hex,
    inCity: origin.inCity,
    from: null,
    provinces: {},
    mountain: 0,
    mountainRun: 0,
    mountainShift: false,
    marsh: 0,
    rivers: 0,
    overrun: false,
    steps: 0,
    intercepted: [],
    offered: null,
    lastRiver: false,
    pendingTo: null,
    startProvince: provinceOf(hex),
  };
  // 9.92 (ruling E-22): the engines go only with the whole Force, unless the player leaves them.
  const engines = take === 'all' && !leaveEngines ? removeEngines(s, a.side, hex, origin.inCity) : 0;
  if (engines > 0) a.move.engines = engines;
  prune(s);
  say(ctx, 'move.begin', { leader: l.name, sp: moving.reduce((n, g) => n + g.sp, 0), take }, 'taw 6.1');
}

/** Leaders of the other seats whose Force may intercept the moving Force in `hex` (6.51: a leader with units; not besieged; 6.53 once). */
function eligibleInterceptors(s: TawState, hex: number): Leader[] {
  const a = s.activation;
  const m = a?.move ?? null;
  if (a === null || m === null || m.groups.length === 0 || m.inCity) return [];
  // S1: nobody follows the Gauls into their lands north of Roman Italy.
  if (s.provinces[provinceOf(hex)]?.inPlay !== true) return [];
  return s.leaders.filter((l) => {
    // Only a seat's leaders intercept, never the side that operates the mover (S1.10 Cleonymus).
    if (l.status !== 'map' || l.side === a.side || l.side === a.seat || !s.seats.includes(l.side) || l.hex === null || m.intercepted.includes(l.id)) return false;
    // S1.6 A (ruling S-6): never into the hex of his rival in office.
    if (rivalThereScenario(s, l.id, hex)) return false;
    const st = stackAt(s, l.side, l.hex, l.inCity);
    if (st === undefined || spOf(st.groups) === 0) return false;
    const city = cityAtHex(s, l.hex);
    return !(l.inCity && city?.siege !== null && city?.siege !== undefined);
  });
}

/** Same-hex interceptors when the mover leaves a hex (6.52), or interceptors in range of the hex entered. */
export function interceptorsFor(s: TawState, hex: number, leave: boolean): Leader[] {
  return eligibleInterceptors(s, hex).filter((l) => (leave ? l.hex === hex : l.hex !== hex && interceptPath(s, l, hex) !== null));
}

/** Ask the first side with interceptors in range of `hex`, which the mover has just entered (6.52). */
export function offerInterception(s: TawState, hex: number): void {
  const m = s.activation!.move!;
  const cands = interceptorsFor(s, hex, false);
  if (cands.length === 0) return;
  m.offered = hex;
  s.ask = { kind: 'intercept', side: cands[0]!.side, hex, leave: false, candidates: cands.filter((l) => l.side === cands[0]!.side).map((l) => l.id) };
}

/**
 * 6.52 / 6.54: the cheapest legal path from the interceptor to `hex` within range (3, or 4 from inside a
 * city), not through hexes the side of the Force intercepted (`foe`: the mover's, or an interceptor's, 6.56) occupies; its DRM is +1 per hex, +1 per river, +2 per marsh
 * and +3 per mountain hex (own hex included) not entered by road.
 */
export function interceptPath(s: TawState, l: Leader, hex: number, foe: Side | undefined = s.activation?.side): { drm: number; path: number[] } | null {
  if (l.hex === null) return null;
  const range = l.inCity ? 4 : 3;
  if (hexDistance(l.hex, hex) > range) return null;
  const terrainDrm = (h: number): number => (hexInfo(h).terrain === 'marsh' ? 2 : hexInfo(h).terrain === 'mountain' ? 3 : 0);
  let best: { drm: number; path: number[] } | null = null;
  const walk = (h: number, path: number[], drm: number): void => {
    if (best !== null && drm >= best.drm) return;
    if (h === hex) {
      best = { drm, path };
      return;
    }
    if (path.length - 1 + hexDistance(h, hex) > range) return;
    for (const n of MAP.neighbours.get(h) ?? []) {
      if (path.includes(n)) continue;
      if (n !== hex && s.stacks.some((x) => x.hex === n && x.side === foe)) continue;
      const road = isRoad(s, h, n);
      walk(n, [...path, n], drm + 1 + (isRiver(h, n) ? 1 : 0) + (road ? 0 : terrainDrm(n)));
    }
  };
  walk(l.hex, [l.hex], terrainDrm(l.hex));
  return best;
}

/** One hex of movement (6.2); opens interception offers (6.5) where they arise. */
export function step(s: TawState, ctx: StepContext, to: number): void {
  const a = s.activation!;
  const m = a.move!;
  // A Force leaving a hex held by an enemy leader-led Force may be intercepted there first (6.52).
  if (m.pendingTo === null && m.offered !== -m.hex) {
    const same = interceptorsFor(s, m.hex, true);
    if (same.length > 0) {
      m.pendingTo = to;
      m.offered = -m.hex;
      s.ask = { kind: 'intercept', side: same[0]!.side, hex: m.hex, leave: true, candidates: same.filter((l) => l.side === same[0]!.side).map((l) => l.id) };
      return;
    }
  }
  // S2.2 (ruling E-16): the roll-off for a tribe this step mobilises asks its Guile Points first.
  if (beforeStepScenario(s, a.side, m.hex, to)) {
    m.pendingTo = to;
    return;
  }
  m.pendingTo = null;
  const from = m.hex;
  const strait = straitPartner(s, from);
  if (strait !== null && strait.to === to) {
    const before = spOf(m.groups);
    const lost = crossStrait(s, ctx, a.side, m.groups, strait.zone);
    m.groups = normalize(m.groups);
    // 9.92: engines carried by sea are lost with more than 10 % of the Force (a strait crossing is read as such a voyage).
    if (movingEngines(m) > 0 && lost * 10 > before) {
      say(ctx, 'engines.destroyed', { side: a.side, n: movingEngines(m) }, 'taw 9.92');
      delete m.engines;
    }
  }
  const road = isRoad(s, from, to);
  const prov = provinceOf(to);
  m.provinces[prov] = (m.provinces[prov] ?? false) || !road;
  const t = hexInfo(to).terrain;
  if (t === 'mountain') {
    m.mountain++;
    m.mountainRun++;
    if (m.mountainRun > 2) m.mountainShift = true;
  } else m.mountainRun = 0;
  if (t === 'marsh') m.marsh++;
  m.lastRiver = isRiver(from, to) && !road;
  if (m.lastRiver) m.rivers++;
  m.from = from;
  m.hex = to;
  m.inCity = false;
  m.steps++;
  for (const id of m.leaders) {
    const l = leader(s, id);
    l.hex = to;
    l.inCity = false;
  }
  incursionScenario(s, ctx, a.side, from, to);
  // 9.93: a Force entering a hex where the enemy has only Siege Engines captures them.
  if (m.groups.length > 0) captureLoneEngines(s, ctx, a.side, to, false, m);
  if (m.groups.length > 0 && m.offered !== to) {
    // 6.35: a Force controlling the river just crossed is asked first; if it declines, the normal offers follow.
    const river = isRiver(from, to) ? riverControllers(s, eligibleInterceptors(s, to), from, to) : [];
    if (river.length > 0) {
      m.offered = to;
      s.ask = { kind: 'intercept', side: river[0]!.side, hex: to, leave: false, river: true, candidates: river.filter((l) => l.side === river[0]!.side).map((l) => l.id) };
      return;
    }
    offerInterception(s, to);
  }
}

/** Leave the city in the moving Force's hex, staying in the hex (part of the movement, not a Stop). */
export function exitCity(s: TawState): void {
  const a = s.activation!;
  if (a.move === null) {
    const l = leader(s, a.leader);
    const st = stackAt(s, a.side, l.hex!, true);
    const leaders = leadersAt(s, a.side, l.hex!, true).filter((x) => x.id === l.id || !x.oc || l.oc);
    a.move = {
      leaders: leaders.map((x) => x.id), groups: st?.groups ?? [], abs: st?.abs ?? 'none', hex: l.hex!, inCity: true, from: null, provinces: {}, mountain: 0, mountainRun: 0,
      mountainShift: false, marsh: 0, rivers: 0, overrun: false, steps: 0, intercepted: [], offered: null, lastRiver: false, pendingTo: null, startProvince: provinceOf(l.hex!),
    };
    if (st !== undefined) st.groups = [];
    // RRR 5.18 C: new legions that leave Rome are not trained this turn.
    if (l.hex === 3714) leaveTraining(s, a.move.groups);
    const engines = removeEngines(s, a.side, l.hex!, true);
    if (engines > 0) a.move.engines = engines;
    prune(s);
  }
  const m = a.move;
  m.inCity = false;
  for (const id of m.leaders) leader(s, id).inCity = false;
}

/** 6.21–6.23: the Force Stops: it checks attrition and joins the friendly Force where it stands. */
export function stopMove(s: TawState, ctx: StepContext, inCity: boolean): void {
  const a = s.activation!;
  const m = a.move;
  if (m === null) return;
  const city = inCity ? cityAtHex(s, m.hex) : undefined;
  // Severe drought (Augury): city IDS do not reduce Movement Attrition.
  const ids = city !== undefined && s.attritionShift < 2 && !weatherScenario(s, m.hex).noIds ? idsOf(s, city) : 0;
  const { ap, detail } = movementAp(s, a.side, m, ids);
  const extra = (m.mountainShift ? 1 : 0) + (m.overrun ? 1 : 0);
  if (m.groups.length > 0) applyAttrition(s, ctx, a.side, m.groups, m.abs, ap, extra, 'taw 6.43', detail, { hex: m.hex, inCity });
  const moved = Object.keys(m.provinces).some((p) => p !== m.startProvince);
  if (m.groups.length > 0) {
    const st = addToStack(s, a.side, m.hex, inCity, m.groups, m.abs, moved);
    if (inCity && city !== undefined) city.last = st.side;
  }
  placeEngines(s, a.side, m.hex, inCity, movingEngines(m));
  if (m.groups.length > 0) captureLoneEngines(s, ctx, a.side, m.hex, inCity, null);
  for (const id of m.leaders) {
    const l = leader(s, id);
    l.hex = m.hex;
    l.inCity = inCity;
  }
  a.entered = m.from;
  a.move = null;
  // 6.13: the allied Force goes on from where it Stopped (with the OC's CR).
  if (a.allied !== undefined) a.allied = { hex: m.hex, inCity };
  prune(s);
  say(ctx, 'move.stop', { hex: m.hex, inCity: inCity ? 1 : 0 }, 'taw 6.22');
}

/** 6.12: after a lone leader's Stop, is he with friendly combat units? */
export function leaderWithUnits(s: TawState, l: Leader): boolean {
  return l.hex !== null && stackAt(s, l.side, l.hex, l.inCity) !== undefined;
}

