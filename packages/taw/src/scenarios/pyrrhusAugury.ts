import type { StepContext } from '@polemarch/kernel';
import { MAP, provinceOf } from '../map';
import { addToStack, cityAtHex, d10, idsOf, leader, leaderLossCheck, normalize, prune, say, spOf, stackAt } from '../core';
import { updateControl } from '../control';
import { applyPercent } from '../losses';
import { legionsInPlay, newLegion } from '../recruit';
import { auguryNumber } from '../rrrTables';
import { hexDistance } from '../hex';
import type { Group, Leader, TawState, Weather } from '../state';
import { CARTHAGE_PROVINCES, SICILY, cineasDies, handOver } from './pyrrhus';
import { CINEAS_280 } from './leaders';
import { offerMagister } from '../magistrates';

/**
 * S3.6 R7 Augury Table ("The Eagle Has Landed"): every event of the seed (rrr.md S3.6), rulings P-6 and
 * P-9…P-14 in docs/rules/taw-rulings.md. The engine keeps one Consul of Rome and one Field Consul by
 * place (P-9), no Magister Equitum and no Praetors (RRR 5.1 coverage), so the events that name them act on
 * the offices it has.
 */

const ROME = 3714;
const ARRETIUM = 2613;
const CARALIS = 4322;
const ETNA = 6018;
const VESUVIUS = 4512;
/** The Carthaginian Contingents of the set-up (S3.1). */
const CARTHAGINIAN = ['Ligurian', 'Gallic', 'Iberian', 'Numidian', 'African'];

const inItaly = (hex: number): boolean => MAP.provinces.get(provinceOf(hex))!.landmass === 'italy';
const inSicily = (hex: number): boolean => SICILY.includes(provinceOf(hex));

/**
 * Ruling P-9: the engine does not label its two consuls; the Consul of Rome is the consul in Rome (else the
 * one nearer to it, the first listed on a tie), the Field Consul the other.
 */
export function consulsByOffice(s: TawState): { rome: Leader | undefined; field: Leader | undefined } {
  const consuls = s.leaders.filter((l) => l.roman && l.office === 'consul' && l.status === 'map' && l.hex !== null);
  const sorted = [...consuls].sort((a, b) => hexDistance(a.hex!, ROME) - hexDistance(b.hex!, ROME));
  return { rome: sorted[0], field: sorted[1] };
}

/** 8.6 (8.64): a magistrate leaves office mid-turn; another, drawn at random from the pool, takes his place and office. */
function replaceMagistrate(s: TawState, ctx: StepContext, l: Leader, fate: 'killed' | 'wounded'): void {
  const at = { hex: l.hex, inCity: l.inCity, office: l.office };
  Object.assign(l, { status: fate, office: null, hex: null, inCity: false, oc: false });
  const pool = s.leaders.filter((x) => x.roman && x.status === 'pool' && x.id !== l.id);
  if (pool.length === 0 || at.hex === null) return;
  const n = pool[ctx.rng.int(pool.length)]!;
  Object.assign(n, { status: 'map', office: at.office, hex: at.hex, inCity: at.inCity, used: l.used });
  say(ctx, 'augury.replaced', { leader: l.name, by: n.name }, 'taw 8.64');
}

/**
 * R7 42–45 (the Samnite table's 54–59; rulings P-9, S-4): a Dictator chosen this year is removed "and the Magister
 * Equitum" (back to the pool next year); another Dictator is drawn at once, in his place, and (if possible) a new
 * Magister Equitum: the new Dictator, in Rome, is asked (`magister`, RRR 5.16, 5.32) among the candidates then.
 */
export function electionInvalid(s: TawState, ctx: StepContext): void {
  const d = s.leaders.find((l) => l.roman && l.office === 'dictator' && l.status === 'map');
  if (d === undefined) return;
  const m = s.leaders.find((l) => l.roman && l.office === 'magister' && l.status === 'map');
  if (m !== undefined) {
    Object.assign(m, { status: 'wounded', office: null, hex: null, inCity: false, oc: false });
    say(ctx, 'augury.magister-removed', { leader: m.name }, 'taw RRR 5.16');
  }
  replaceMagistrate(s, ctx, d, 'wounded');
  // Mid-turn last year's consuls are back in the pool (RRR 5.11 "they may fill any other office").
  offerMagister(s);
}

/** R7 58–63: Roman-held cities of Pyrrhus' province (and, at −2, of the adjacent ones) may revolt (ruling RRR-28). */
function italianRevolt(s: TawState, ctx: StepContext): void {
  const p = leader(s, 'pyrrhus');
  if (p.status !== 'map' || p.hex === null || !inItaly(p.hex)) return;
  const home = provinceOf(p.hex);
  const around = MAP.provinceAdjacency.get(home) ?? new Set<string>();
  for (const st of [...s.stacks]) {
    if (st.side !== 'rome' || !st.inCity) continue;
    const prov = provinceOf(st.hex);
    if (prov !== home && !around.has(prov)) continue;
    const c = cityAtHex(s, st.hex);
    if (c === undefined || st.hex === ROME) continue;
    const drm = prov === home ? 0 : -2;
    const r = d10(ctx);
    const need = idsOf(s, c) + spOf(st.groups);
    const revolts = r.value + drm > need;
    say(ctx, revolts ? 'augury.city-revolts' : 'augury.city-loyal', { city: c.name, need }, 'taw S3.6', { rolls: [r.roll], ...(drm !== 0 ? { modifiers: [{ label: { key: 'drm.adjacent-province' }, value: drm }] } : {}) });
    if (!revolts) continue;
    // The city and the units inside become a neutral rebel garrison; Roman leaders inside step outside.
    s.stacks = s.stacks.filter((x) => x !== st);
    addToStack(s, 'rebels', st.hex, true, st.groups, st.abs, false);
    // 9.9 (ruling E-22): a Roman Siege Engine inside goes over with the garrison.
    for (const e of s.engines ?? []) if (e.side === 'rome' && e.hex === st.hex && e.inCity) e.side = 'rebels';
    c.last = 'rebels';
    for (const l of s.leaders) if (l.side === 'rome' && l.hex === st.hex && l.inCity) l.inCity = false;
  }
  updateControl(s);
}

/** R7 64–67: the next consul or proconsul drawn takes a Consular Army to Arretium and keeps it in Etruria to the end of next turn. */
export function gaulsActivation(s: TawState, ctx: StepContext, l: Leader): void {
  const g = s.pyrrhus?.gauls;
  if (g === undefined || g.leader !== null || !l.roman || (l.office !== 'consul' && l.office !== 'proconsul') || l.hex === null) return;
  g.leader = l.id;
  g.until = s.turn + 1;
  // His army: up to two Double Legions of his Force; what is missing is recruited at once (RRR 10.2).
  const st = stackAt(s, 'rome', l.hex, l.inCity);
  const ids = [...new Set((st?.groups ?? []).filter((x) => x.legion !== undefined && x.legion !== 'Urban').map((x) => x.legion!))].slice(0, 2);
  const army: Group[] = [];
  if (st !== undefined) {
    army.push(...st.groups.filter((x) => x.legion !== undefined && ids.includes(x.legion)));
    st.groups = st.groups.filter((x) => !(x.legion !== undefined && ids.includes(x.legion)));
  }
  for (let i = ids.length; i < 2 && legionsInPlay(s) < s.rules.maxLegions; i++) army.push(...newLegion(s, false));
  g.legions = [...new Set(army.map((x) => x.legion!))];
  prune(s);
  if (army.length > 0) addToStack(s, 'rome', ARRETIUM, false, normalize(army), 'none', true);
  for (const x of s.leaders) if (x.id === l.id) Object.assign(x, { hex: ARRETIUM, inCity: false });
  say(ctx, 'augury.gauls-sent', { leader: l.name, legions: g.legions.join(', ') }, 'taw S3.6');
}

/** R7 64–67: the army held in Etruria may not leave it (movement and sea). */
export function heldInEtruria(s: TawState, leaderId: string): boolean {
  const g = s.pyrrhus?.gauls;
  return g !== undefined && g.leader === leaderId && s.turn <= g.until;
}

/** R7 93–96: the Carthaginian units placed in Caralis stay there until the event comes again. */
export function heldInCaralis(s: TawState, hex: number): boolean {
  return s.pyrrhus?.sardinia === true && hex === CARALIS;
}

/** R7 91–92: this turn the Roman may carry one Double Legion to Sicily under a Carthaginian escort (+4). */
export function treatyVoyage(s: TawState): boolean {
  return s.pyrrhus?.treaty === s.turn;
}

/** The start of a turn: the Gauls' end-of-year losses (R7 64–67) and their end. */
export function pyrrhusAuguryTurnStart(s: TawState, ctx: StepContext): void {
  if (s.pyrrhus !== undefined) delete s.pyrrhus.weather;
  const g = s.pyrrhus?.gauls;
  if (g === undefined || g.leader === null) return;
  if (g.rolled !== true) {
    // "At the end of the year the Roman rolls a die: that many infantry SP are removed from these legions; on 4+ also 1 cavalry SP."
    g.rolled = true;
    const r = d10(ctx);
    const legionGroups = s.stacks.filter((x) => x.side === 'rome').flatMap((x) => x.groups.filter((y) => y.legion !== undefined && (g.legions ?? []).includes(y.legion)));
    let inf = r.value;
    for (const y of legionGroups) if (y.t === 'inf' && inf > 0) {
      const k = Math.min(inf, y.sp);
      y.sp -= k;
      inf -= k;
    }
    const cav = r.value >= 4 ? legionGroups.find((y) => y.t === 'cav' && y.sp > 0) : undefined;
    if (cav !== undefined) cav.sp--;
    prune(s);
    say(ctx, 'augury.gauls-losses', { inf: r.value - inf, cav: cav === undefined ? 0 : 1 }, 'taw S3.6', { rolls: [r.roll] });
  }
  if (s.turn > g.until) delete s.pyrrhus!.gauls;
}

/** R7 93–96: 10 infantry and 1 cavalry SP of the Carthaginian Forces (not Under Siege) go to Caralis; the second time they are free. */
function sardiniaRevolt(s: TawState, ctx: StepContext): void {
  const f = s.pyrrhus!;
  if (f.carthage === null) return;
  if (f.sardinia === true) {
    f.sardinia = false;
    say(ctx, 'augury.sardinia-calm', {}, 'taw S3.6');
    return;
  }
  f.sardinia = true;
  const side = f.carthage;
  const sources = s.stacks.filter((x) => x.side === side && x.hex !== CARALIS && (cityAtHex(s, x.hex)?.siege ?? null) === null).sort((a, b) => spOf(b.groups) - spOf(a.groups));
  const sent: Group[] = [];
  for (const [t, want] of [['inf', 10], ['cav', 1]] as const) {
    let left = want;
    for (const st of sources) for (const y of st.groups) if (left > 0 && y.t === t && CARTHAGINIAN.includes(y.c)) {
      const k = Math.min(left, y.sp);
      y.sp -= k;
      left -= k;
      sent.push({ ...y, sp: k });
    }
  }
  prune(s);
  if (sent.length > 0) addToStack(s, side, CARALIS, true, normalize(sent), 'none', true);
  say(ctx, 'augury.sardinia-revolt', { sp: spOf(sent) }, 'taw S3.6');
}

/** R7 00: Etna (even) or Vesuvius (odd) erupts: a die × 10 % of the SP in the hex (and, for Etna, the hexes around it). */
function eruption(s: TawState, ctx: StepContext): void {
  const which = d10(ctx);
  const hex = which.value % 2 === 0 ? ETNA : VESUVIUS;
  const pct = 10 * d10(ctx).value;
  const hexes = hex === ETNA ? [ETNA, ...(MAP.neighbours.get(ETNA) ?? [])] : [VESUVIUS];
  let lost = 0;
  for (const st of s.stacks) if (hexes.includes(st.hex) && pct > 0) lost += applyPercent(st.groups, pct, spOf(st.groups, 'el')).lost;
  prune(s);
  say(ctx, 'augury.eruption', { volcano: { key: hex === ETNA ? 'volcano.etna' : 'volcano.vesuvius' }, pct, sp: lost }, 'taw S3.6', { rolls: [which.roll] });
}

/** R7 Augury Table ("The Eagle Has Landed"). */
export function pyrrhusAugury(s: TawState, ctx: StepContext): void {
  const f = s.pyrrhus!;
  const a = d10(ctx);
  const b = d10(ctx);
  const n = auguryNumber(a.value, b.value);
  say(ctx, 'augury', { n }, 'taw 13.0', { rolls: [a.roll, b.roll], chart: { name: 'R7', cell: String(n).padStart(2, '0') } });
  const once = (id: string): boolean => {
    if (f.once.includes(id)) return false;
    f.once.push(id);
    return true;
  };
  const mamertines = (): void => {
    if (!once('mamertines')) return;
    // Syracuse an active ally of Pyrrhus (Pyrrhus/4), the Mamertines Rome's (Rome/4).
    const p = s.provinces['SiciliaOrientale']!;
    p.alliance = -4;
    p.dip = 'epirus';
    f.syracuseAllied = true;
    handOver(s, ctx, 'syracuse', 'epirus', 6419);
    handOver(s, ctx, 'mamertines', 'rome');
  };
  const pyrrhus = leader(s, 'pyrrhus');
  const pyrrhusInSicily = pyrrhus.status === 'map' && pyrrhus.hex !== null && inSicily(pyrrhus.hex);
  if (n >= 1 && n <= 8) mamertines();
  else if (n >= 9 && n <= 20) {
    if (f.carthage === null) {
      for (const p of CARTHAGE_PROVINCES) {
        s.provinces[p]!.alliance = 4;
        s.provinces[p]!.dip = 'rome';
      }
      f.carthage = 'rome';
      handOver(s, ctx, 'carthage', 'rome');
    }
    mamertines();
  } else if (n >= 21 && n <= 41) weather(s, n);
  else if (n >= 42 && n <= 45) electionInvalid(s, ctx);
  else if (n >= 46 && n <= 48) {
    // Consul ill: 0–3 the Consul of Rome, 4–9 the Field Consul; odd he dies (never available again), even he may return next year.
    const who = d10(ctx);
    const fate = d10(ctx);
    const c = consulsByOffice(s);
    const l = who.value <= 3 ? c.rome : c.field;
    if (l !== undefined) {
      say(ctx, fate.value % 2 === 1 ? 'augury.consul-dies' : 'augury.consul-ill', { leader: l.name }, 'taw S3.6', { rolls: [who.roll, fate.roll] });
      replaceMagistrate(s, ctx, l, fate.value % 2 === 1 ? 'killed' : 'wounded');
    }
  } else if (n === 49) {
    // Vestals: the Consul of Rome leaves office, available again next year; once.
    const l = consulsByOffice(s).rome;
    if (l !== undefined && once('vestals')) replaceMagistrate(s, ctx, l, 'wounded');
  } else if (n === 50) {
    // Arrest that man! The Consul of Rome is replaced and out of the game.
    const l = consulsByOffice(s).rome;
    if (l !== undefined) replaceMagistrate(s, ctx, l, 'killed');
  } else if (n >= 51 && n <= 57) {
    if (s.naval !== undefined) s.naval.weatherDrm = -2;
  } else if (n >= 58 && n <= 63) italianRevolt(s, ctx);
  else if (n >= 64 && n <= 67) {
    if (f.gauls === undefined) f.gauls = { leader: null, until: s.turn + 1 };
  } else if (n >= 68 && n <= 77) {
    // Cineas: −2 to Pyrrhus' diplomatic DRs this turn; the second time he dies, wherever he is (a hostage, a
    // deserter too), and the ambassador on his counter's back replaces him (no bonus). Once he has died (a
    // Disaster), the event is spent (ruling P-8).
    f.cineas++;
    const cineas = s.leaders.find((l) => l.id === CINEAS_280.id);
    if (f.cineasBack === true || cineas === undefined) say(ctx, 'pyrrhus.cineas-gone', {}, 'taw S3.6');
    else if (f.cineas === 1) {
      f.cineasTurn = true;
      say(ctx, 'pyrrhus.cineas', {}, 'taw S3.6');
    } else {
      f.cineasTurn = false;
      say(ctx, 'pyrrhus.cineas-dies', {}, 'taw S3.6');
      cineasDies(s, ctx, cineas);
    }
  } else if (n === 78) {
    if (!once('trouble-at-home')) return;
    const r = d10(ctx);
    let left = r.value;
    for (const st of s.stacks) for (const g of st.groups) if (st.side === 'epirus' && g.c === 'Epirote' && g.t === 'inf' && left > 0) {
      const k = Math.min(left, g.sp);
      g.sp -= k;
      left -= k;
    }
    s.stacks = s.stacks.map((st) => ({ ...st, groups: st.groups.filter((g) => g.sp > 0) })).filter((st) => st.groups.length > 0);
    say(ctx, 'pyrrhus.trouble', { sp: r.value - left }, 'taw S3.6', { rolls: [r.roll] });
  } else if (n >= 79 && n <= 85) s.auguryRecruitDrm += 1;
  else if (n >= 86 && n <= 90) f.senateCuts = true;
  else if (n >= 91 && n <= 92) {
    if (pyrrhusInSicily) f.treaty = s.turn;
  } else if (n >= 93 && n <= 96) sardiniaRevolt(s, ctx);
  else if (n >= 97 && n <= 99) {
    if (pyrrhusInSicily) leaderLossCheck(s, ctx, pyrrhus, false, 'taw S3.6');
  } else if (n === 0) eruption(s, ctx);
}

/**
 * R7 21–41 weather, by area (Italy: the mainland; Sicily: its two provinces): row shifts for Movement and
 * Inertia Attrition, Siege Attrition DRMs (the good-weather −1 for besiegers only), and in a severe drought
 * no IDS reduction of Movement Attrition there.
 */
function weather(s: TawState, n: number): void {
  const w = (s.pyrrhus!.weather ??= { italy: { rows: 0, siege: 0, besieger: 0, noIds: false }, sicily: { rows: 0, siege: 0, besieger: 0, noIds: false } });
  const area = (n >= 27 && n <= 30) || (n >= 36 && n <= 41) ? w.sicily : w.italy;
  if ((n >= 21 && n <= 24) || (n >= 27 && n <= 28)) area.rows += 1;
  else if ((n >= 25 && n <= 26) || (n >= 29 && n <= 30)) {
    area.rows += 2;
    area.siege += 1;
    area.noIds = true;
  } else {
    area.rows -= 1;
    area.besieger -= 1;
  }
}

/** The weather of the hex's area this turn (R7 21–41), or none outside Italy and Sicily. */
export function weatherAt(s: TawState, hex: number): Weather {
  const w = s.pyrrhus?.weather;
  const none = { rows: 0, siege: 0, besieger: 0, noIds: false };
  if (w === undefined) return none;
  return inItaly(hex) ? w.italy : inSicily(hex) ? w.sicily : none;
}
