import type { StepContext } from '@polemarch/kernel';
import { applyThen } from './activation';
import { cityAtHex, doubleLegions, leader, leaderLossCheck, mod, normalize, say, spOf, stackAt } from './core';
import { MAP, provinceOf } from './map';
import { stopMove, takeForce, takeOptions, type Take } from './movement';
import { bannedScenario, escortedVoyageScenario, heldInEtruriaScenario, immobileGroup, landedScenario, stackApartScenario } from './scenarioRules';
import { raidRefusal, raidHexes } from './raids';
import { shiftNs, voyage, worstZone } from './sea';
import { NAVAL_TRANSPORT, PORT_CAPACITY, navalDistanceDrm } from './tables';
import type { Group, TawAction, TawState } from './state';
import { enginesAt, movingEngines } from './engines';

/**
 * 7.2 Naval Transport: from inside a port (7.22), a Force sails to another port, rolls on the Naval
 * Transport Table with the DRMs of 7.24 and lands (a Stop, no movement attrition: 7.27). One leg per
 * operation (ruling N-2); landings in ports, or raids on coastal hexes within T26's Land limits (ruling N-4).
 */

const capacity = (port: 'major' | 'secondary' | 'minor' | null): number => (port === null ? 0 : (PORT_CAPACITY[port] ?? Number.POSITIVE_INFINITY));

/** The SP a `take` would carry from the active leader's stack (5.13 A, RRR 5.23, S3.4 immobile units). */
function takenSp(s: TawState, take: Take): number {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const st = stackAt(s, a.side, l.hex!, l.inCity);
  if (st === undefined || take === 'none') return 0;
  const sp = spOf(st.groups.filter((g) => !immobileGroup(s, g)));
  return take === 'all' ? sp : take === 'half' ? Math.floor(sp / 2) : sp - 5;
}

/** The Naval Transport operations open to the active leader: from inside a port, to any other port in play. */
export function sailActions(s: TawState): TawAction[] {
  const a = s.activation;
  if (s.naval === undefined || a === null || a.move !== null) return [];
  const l = leader(s, a.leader);
  if (l.hex === null || !l.inCity) return [];
  const from = MAP.cityAt.get(l.hex);
  const city = cityAtHex(s, l.hex);
  if (from === undefined || from.port === null || city === undefined || city.size === 'none' || city.siege !== null) return [];
  if (heldInEtruriaScenario(s, l.id)) return [];
  // S3.6 91–92: under the Carthage/Rome treaty one Double Legion may sail to Sicily this turn.
  const st = stackAt(s, a.side, l.hex, true);
  const escorted = a.side === 'rome' && escortedVoyageScenario(s) && doubleLegions(st?.groups ?? []) <= 1;
  // S3.4: Romans never enter Sicily (but for the escorted voyage), Carthaginians never Italy.
  const banned = bannedScenario(s, a.side, st?.groups ?? [], l.id).filter((p) => !(escorted && MAP.provinces.get(p)!.landmass === 'sicily'));
  const out: TawAction[] = [];
  const takes = takeOptions(s);
  // 9.92 (ruling E-22): Siege Engines sail with the whole Force, or are left in port.
  const engines = enginesAt(s, a.side, l.hex, true) > 0 && takes.includes('all');
  for (const to of MAP.cities.values()) {
    if (to.port === null || to.hex === from.hex || s.cities[to.name]?.size === 'none') continue;
    if (s.provinces[to.province]?.inPlay !== true || banned.includes(to.province)) continue;
    // S3.4 C: Carthaginians never land where their side's Eastern Sicilian Greeks or Tarentines stand (nor these by them).
    if (stackApartScenario(s, a.side, st?.groups ?? [], to.hex, true) || stackApartScenario(s, a.side, st?.groups ?? [], to.hex, false)) continue;
    for (const take of takes) {
      const sp = takenSp(s, take);
      // T26: the embarking and the landing port each limit the SP (7.25).
      if (sp > capacity(from.port) || sp > capacity(to.port)) continue;
      out.push({ type: 'sail', to: to.hex, take });
      if (take === 'all' && engines) out.push({ type: 'sail', to: to.hex, take, leaveEngines: true });
    }
  }
  // T26 raids (ruling N-4): a coastal hex outside the ports, with the same checks and its Land limit.
  for (const to of raidHexes(s, a.side)) {
    const prov = provinceOf(to);
    if (s.provinces[prov]?.inPlay !== true || banned.includes(prov)) continue;
    if (stackApartScenario(s, a.side, st?.groups ?? [], to, true) || stackApartScenario(s, a.side, st?.groups ?? [], to, false)) continue;
    for (const take of takes) {
      const sp = takenSp(s, take);
      if (sp > capacity(from.port) || raidRefusal(s, a.side, to, sp) !== undefined) continue;
      out.push({ type: 'sail', to, take });
      if (take === 'all' && engines) out.push({ type: 'sail', to, take, leaveEngines: true });
    }
  }
  return out;
}

/** Why a `sail` is refused, for the raid limits of T26 (undefined: no raid reason). */
export function sailRefusal(s: TawState, to: number, take: Take): string | undefined {
  const a = s.activation;
  const port = MAP.cityAt.get(to)?.port ?? null;
  if (a === null || a.move !== null || port !== null) return undefined;
  // Only from inside a port (7.22): elsewhere no voyage at all, and the kernel's message says so.
  const l = leader(s, a.leader);
  if (l.hex === null || !l.inCity || (MAP.cityAt.get(l.hex)?.port ?? null) === null) return undefined;
  return raidRefusal(s, a.side, to, takenSp(s, take));
}

/** Remove ⌊pct × SP / 100⌋ from each group (T24 note: naval losses round down; ruling R-37). */
function navalLosses(groups: Group[], pct: number): number {
  let lost = 0;
  for (const g of groups) {
    const n = pct >= 100 ? g.sp : Math.floor((pct * g.sp) / 100);
    g.sp -= n;
    lost += n;
  }
  return lost;
}

/** Carry out a voyage: the T24 roll, losses, Scattering, NS changes, leader checks, the landing. */
export function sail(s: TawState, ctx: StepContext, take: Take, to: number, leaveEngines = false): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const from = l.hex!;
  takeForce(s, ctx, take, leaveEngines);
  const m = a.move!;
  const v = voyage(from, to);
  if (v === null) throw new Error(`no sea path ${from}–${to}`);
  const worst = worstZone(s, a.side, v.zones);
  // S3.6 91–92: the Carthaginian escort gives this voyage (only) supremacy, +4.
  const escort = a.side === 'rome' && escortedVoyageScenario(s) && MAP.provinces.get(provinceOf(to))!.landmass === 'sicily' && (s.rules.noEnter['rome'] ?? []).includes(provinceOf(to));
  if (escort) delete s.pyrrhus!.treaty;
  const mods = [escort ? mod('escort', 4) : mod('ns', worst.ns), mod('distance', navalDistanceDrm(v.coastal, v.open))];
  if ((s.naval?.weatherDrm ?? 0) !== 0) mods.push(mod('weather', s.naval!.weatherDrm));
  const r = ctx.rng.d10();
  const roll = ctx.rng.rolls[ctx.rng.rolls.length - 1]!;
  const dr = r + mods.reduce((n, x) => n + x.value, 0);
  const row = NAVAL_TRANSPORT.find((x) => (x.min === null || dr >= x.min) && (x.max === null || dr <= x.max))!;
  const carried = spOf(m.groups);
  const lost = navalLosses(m.groups, row.loss);
  m.groups = normalize(m.groups);
  // 9.92: Siege Engines at sea are lost when more than 10 % of the Force is.
  const enginesLost = movingEngines(m) > 0 && lost * 10 > carried;
  say(ctx, 'naval.transport', { to, sp: lost, pct: row.loss, scattered: row.scattered ? 1 : 0, zone: worst.zone, coastal: v.coastal, open: v.open }, 'taw 7.2', {
    rolls: [roll], modifiers: mods, chart: { name: 'T24', cell: String(dr), result: row.loss === 100 ? 'disaster' : `${row.loss}%${row.scattered ? ' scattered' : ''}` },
  });
  // T24 NS effects: 1 and 2 in the least friendly zone; 3 also −1 in every zone (ruling of the T24 note).
  if (enginesLost || (movingEngines(m) > 0 && row.loss === 100)) {
    say(ctx, 'engines.destroyed', { side: a.side, n: movingEngines(m) }, 'taw 9.92');
    delete m.engines;
  }
  if (row.ns > 0) {
    shiftNs(s, a.side, worst.zone, row.ns === 3 ? 1 : row.ns);
    if (row.ns === 3) for (const z of Object.keys(s.naval?.ns[a.side] ?? {})) lowerOwn(s, a.side, z);
  }
  m.hex = to;
  m.inCity = false;
  m.from = null;
  m.provinces = {};
  for (const id of m.leaders) {
    leader(s, id).hex = to;
    leader(s, id).inCity = false;
  }
  if (row.loss === 100) {
    // A naval disaster: the whole Force and its leaders are lost (T24, engine reading).
    for (const id of m.leaders) Object.assign(leader(s, id), { status: 'killed', hex: null, inCity: false, office: null });
    a.move = null;
    landedScenario(s, ctx, a.side, to);
    return applyThen(s, ctx, 'finish');
  }
  const aboard = [...m.leaders];
  stopMove(s, ctx, false);
  a.landed = to;
  const st = stackAt(s, a.side, to, false);
  if (row.scattered && st !== undefined) {
    st.scattered = true;
    st.abs = 'useless';
  }
  if (s.rules.leaderLosses) {
    // 7.28: Scattered, every leader checks; T24 "*": the leader with the lowest Mortality Rating.
    const ls = aboard.map((id) => leader(s, id)).filter((x) => x.status === 'map');
    const check = row.scattered ? ls : row.leaderCheck ? [...ls].sort((x, y) => x.mr - y.mr).slice(0, 1) : [];
    for (const x of check) leaderLossCheck(s, ctx, x, false, row.scattered ? 'taw 7.28' : 'taw 7.2');
  }
  landedScenario(s, ctx, a.side, to);
  applyThen(s, ctx, leader(s, a.leader).status === 'map' ? 'roll' : 'finish');
}

function lowerOwn(s: TawState, side: string, zone: string): void {
  const row = s.naval?.ns[side];
  if (row !== undefined) row[zone] = Math.max(-4, (row[zone] ?? -4) - 1);
}

/** 5.3 I Reform: a whole operation removes the Scattered marker (7.28) from the active leader's Force. */
export function canReform(s: TawState): boolean {
  const a = s.activation;
  if (a === null || a.move !== null) return false;
  const l = leader(s, a.leader);
  return l.hex !== null && stackAt(s, a.side, l.hex, l.inCity)?.scattered === true;
}

export function reform(s: TawState, ctx: StepContext): void {
  const a = s.activation!;
  const l = leader(s, a.leader);
  const st = stackAt(s, a.side, l.hex!, l.inCity)!;
  delete st.scattered;
  st.abs = 'none';
  say(ctx, 'naval.reformed', { leader: l.name }, 'taw 5.3 I');
  applyThen(s, ctx, 'roll');
}
