import type { Modifier, StepContext } from '@polemarch/kernel';
import { d10, mod, say, spOf } from './core';
import { hexDistance, hexNeighbours } from './hex';
import { MAP, provinceOf } from './map';
import type { CensureResult, Leader, Senate, Side, TawState } from './state';

/**
 * The Senate's records that the series procedures feed (8.53 Triumph, RRR 5.41 assigned provinces,
 * 5.46 Censure). Kept free of the activation, battle and election modules, which all call it.
 */

export const ROME = 3714;

/** The Senate's records, created on the first entry (read-only paths use `s.senate?.…`). */
export function senateOf(s: TawState): Senate {
  s.senate ??= { laurels: [], triumphs: {}, provinces: {}, censure: null };
  return s.senate;
}

/** S4.3: "Folgore" consuls operate freely in Roman Italy, both Ligurias, both Gallic provinces north of the Po's Italy and Venetia. */
const FOLGORE_CONSULS = ['LiguriaTaurini', 'LiguriaFriniates', 'GalliaCispadana', 'GalliaTranspadana', 'Venetia'];
const ROMAN_ITALY = [...MAP.provinces.values()].filter((p) => p.romanItaly).map((p) => p.id);

/**
 * RRR 5.41 (ruling SEN-1): the provinces a Roman magistrate may move in without the Senate's leave, or null
 * for anywhere. A proconsul: his assigned province (5.14 C); a praetor: his legion's (5.17). A consul: Roman Italy (5.13 exception #1, and
 * 5.32's Field Consul with no province); S1.6 and S2.4 let consuls ignore the rule (null); S4.3 widens it.
 * The Dictator and the Magister Equitum go anywhere (#2).
 */
export function freeProvinces(s: TawState, l: Leader): readonly string[] | null {
  if (!l.roman || l.status !== 'map') return null;
  // 5.14 C a proconsul's province; 5.17 a praetor's is the one his legion was in when he took it.
  if (l.office === 'proconsul' || l.office === 'praetor') {
    const p = s.senate?.provinces[l.id];
    return p === undefined ? null : [p.province];
  }
  if (l.office !== 'consul' || s.scenario === 'samnite-wars' || s.scenario === 'alexander') return null;
  return s.scenario === 'hannibal' ? [...ROMAN_ITALY, ...FOLGORE_CONSULS] : ROMAN_ITALY;
}

/** RRR 5.14 C, 5.35: a proconsul is assigned the province he takes office in (`prorogued`: kept there from last year). */
export function assignProvince(s: TawState, l: Leader, prorogued: boolean): void {
  if (l.hex === null) return;
  senateOf(s).provinces[l.id] = { province: provinceOf(l.hex), prorogued };
}

/**
 * A leader is activated: a proconsul placed by a scenario's set-up or history (no record yet) is assigned the
 * province he stands in; a Censure left over from an earlier Campaign Phase that ended another way is dropped.
 */
export function noteActivation(s: TawState, l: Leader): void {
  if (s.senate !== undefined) s.senate.censure = null;
  if (l.roman && l.office === 'proconsul' && s.senate?.provinces[l.id] === undefined) assignProvince(s, l, false);
}

/** New elections: every assignment ends with the year (5.35 prorogations assign again). */
export function clearAssignments(s: TawState): void {
  if (s.senate !== undefined) s.senate.provinces = {};
}

/** Sides Rome counts as "enemy" for the Senate: not the Pyrrhus scenario's third parties while no seat holds them (P-3). */
const enemyOfRome = (s: TawState, side: Side): boolean => side !== 'rome' && !(s.scenario === 'pyrrhus' && ['carthage', 'syracuse', 'mamertines'].includes(side));

/**
 * RRR 5.45, R2 (ruling RRR-8): the exclusive enemy-presence DRM: −4 an enemy Force of 20+ SP within 5 hexes of
 * Rome; else −2 within 10; else +5 no enemy units in Italy (the mainland), Sicily or the Gallic provinces;
 * else +1 no enemy combat units in Roman Italy; else none. Distances in hexes.
 */
export function enemyPresence(s: TawState): Modifier | null {
  const foes = s.stacks.filter((x) => enemyOfRome(s, x.side) && spOf(x.groups) > 0);
  const near = Math.min(99, ...foes.filter((x) => spOf(x.groups) >= 20).map((x) => hexDistance(x.hex, ROME)));
  if (near <= 5) return mod('enemy-near-rome', -4);
  if (near <= 10) return mod('enemy-near-rome', -2);
  const land = (x: { hex: number }): string => MAP.provinces.get(provinceOf(x.hex))?.landmass ?? '';
  if (!foes.some((x) => land(x) === 'italy' || land(x) === 'sicily')) return mod('no-enemy-italy', 5);
  if (!foes.some((x) => MAP.provinces.get(provinceOf(x.hex))?.romanItaly === true)) return mod('no-enemy-roman-italy', 1);
  return null;
}

/** RRR 5.41 exception #3: an enemy Force in the hex, or next to it and not inside a city. */
export function enemyClose(s: TawState, hex: number): boolean {
  const around = new Set(hexNeighbours(hex));
  return s.stacks.some((x) => enemyOfRome(s, x.side) && spOf(x.groups) > 0 && (x.hex === hex || (around.has(x.hex) && !x.inCity)));
}

/**
 * The active Roman magistrate is on a Movement operation that set out inside his free provinces and now
 * stands outside them without the Senate's leave (RRR 5.41): he may Stop there only by exception #3.
 */
export function awayWithoutLeave(s: TawState): boolean {
  const a = s.activation;
  const m = a?.move ?? null;
  if (a === null || m === null || a.side !== 'rome') return false;
  const l = s.leaders.find((x) => x.id === a.leader);
  if (l === undefined || l.permissions.includes('leave-province')) return false;
  const free = freeProvinces(s, l);
  return free !== null && free.includes(m.startProvince) && !free.includes(provinceOf(m.hex));
}

/** RRR 5.46: the leader Stops outside his province by exception #3; only consuls and proconsuls are censured. */
export function markCensure(s: TawState, id: string): void {
  const l = s.leaders.find((x) => x.id === id);
  if (l === undefined || (l.office !== 'consul' && l.office !== 'proconsul')) return;
  const sn = senateOf(s);
  if (sn.censure?.leader !== id) sn.censure = { leader: id, result: 'none' };
}

/** 8.53: the Roman victory's magistrate (not a praetor) may celebrate a Triumph this turn (ruling TRI-1). */
const triumphOffice = (l: Leader | null): l is Leader => l !== null && l.roman && (l.office === 'consul' || l.office === 'proconsul' || l.office === 'dictator' || l.office === 'magister');

/**
 * 8.51–8.53 after a battle with Rome in it: a Roman win causing 10+ enemy infantry SP losses is a laurel
 * for the Roman commander (Triumph if he brings the army back to Rome this turn, R-27); the battle is the
 * result of the unpermitted move of a leader under Censure who fought in it (RRR 5.46).
 */
export function politicsAfterBattle(s: TawState, b: { winner: Side | null; major: boolean; commander: Leader | null; romans: Leader[]; enemyInfLost: number; romanLost: number; romanStart: number }): void {
  const won = b.winner === 'rome';
  const laurel = won && triumphOffice(b.commander) && b.enemyInfLost >= 10;
  if (laurel) senateOf(s).laurels.push({ leader: b.commander!.id, turn: s.turn, lossPct: b.romanStart > 0 ? Math.round((100 * b.romanLost) / b.romanStart) : 0, involved: b.romans.map((l) => l.id) });
  const c = s.senate?.censure;
  if (c === undefined || c === null || !b.romans.some((l) => l.id === c.leader)) return;
  c.result = laurel ? 'triumph' : won ? 'victory' : b.winner === null ? 'draw' : b.major ? 'major-defeat' : 'defeat';
}

/**
 * 8.53 after a city taken by Assault or Siege Attrition that counts as a Victory: a laurel for the
 * Roman magistrate of the besieging Force when the garrison lost held 10+ infantry SP (ruling TRI-2).
 */
export function politicsAfterCapture(s: TawState, hex: number, side: Side, garrisonInf: number, victory: boolean): void {
  if (side !== 'rome' || !victory || garrisonInf < 10) return;
  const a = s.activation;
  const here = s.leaders.filter((l) => l.status === 'map' && l.side === 'rome' && l.hex === hex);
  const rank = (l: Leader): number => ['dictator', 'magister', 'consul', 'proconsul'].indexOf(l.office ?? '');
  const active = a !== null ? here.find((l) => l.id === a.leader) : undefined;
  const by = active ?? here.filter(triumphOffice).sort((x, y) => rank(x) - rank(y))[0] ?? null;
  if (!triumphOffice(by)) return;
  senateOf(s).laurels.push({ leader: by.id, turn: s.turn, lossPct: 0, involved: here.map((l) => l.id) });
}

/** R2 Censure DRMs (RRR 5.46). */
const CENSURE_DRM: Record<CensureResult, number> = { triumph: -3, victory: -1, draw: 0, none: 1, defeat: 3, 'major-defeat': 6 };

/**
 * RRR 5.46–5.47 (ruling SEN-4): a consul or proconsul who marched out of his province by exception #3 is
 * Finished: roll; modified DR greater than his CR (the rule, not R2's heading) removes him from office and
 * from the game, and a magistrate drawn at random from the pool takes his place and office at once.
 * 5.53 (ruling SEN-5): with Guile Points left he is asked first how many to spend (−1 each): the `guile`
 * question with event `censure`, answered by `rollCensure`; the Campaign Phase is over meanwhile.
 */
export function censureCheck(s: TawState, ctx: StepContext, id: string): void {
  const c = s.senate?.censure;
  if (c === undefined || c === null || c.leader !== id) return;
  const l = s.leaders.find((x) => x.id === id);
  if (l === undefined || l.status !== 'map' || (l.office !== 'consul' && l.office !== 'proconsul')) {
    s.senate!.censure = null;
    return;
  }
  const left = Math.max(0, l.gp - l.gpUsed);
  // Another question already open (a Campaign Phase ended inside a reaction): no room to ask, the roll without GP.
  if (left > 0 && s.ask === null) {
    s.ask = { kind: 'guile', side: l.side, event: 'censure', leader: id, max: left };
    return;
  }
  rollCensure(s, ctx, id, 0);
}

/** RRR 5.46: the Censure roll itself, `gp` Guile Points spent on it (−1 each, 5.53). */
export function rollCensure(s: TawState, ctx: StepContext, id: string, gp: number): void {
  const c = s.senate?.censure;
  if (c === undefined || c === null || c.leader !== id) return;
  s.senate!.censure = null;
  const l = s.leaders.find((x) => x.id === id)!;
  if (gp > 0) {
    l.gpUsed += gp;
    say(ctx, 'guile.spent', { leader: l.name, gp }, 'taw 5.52');
  }
  const mods = [mod(`censure-${c.result}`, CENSURE_DRM[c.result]), ...(gp > 0 ? [mod('guile', -gp)] : [])];
  const r = d10(ctx);
  const censured = r.value + mods.reduce((n, m) => n + m.value, 0) > l.cr;
  say(ctx, censured ? 'senate.censured' : 'senate.not-censured', { leader: l.name, cr: l.cr }, 'taw RRR 5.46', { rolls: [r.roll], modifiers: mods });
  if (!censured) return;
  const at = { hex: l.hex, inCity: l.inCity, office: l.office, used: l.used, province: s.senate!.provinces[l.id]?.province };
  Object.assign(l, { status: 'killed', office: null, hex: null, inCity: false, oc: false });
  s.senate!.provinces = Object.fromEntries(Object.entries(s.senate!.provinces).filter(([k]) => k !== l.id));
  // RRR 5.47: replaced at once from the pool (8.66 at random), in his place (5.36) and office; for Romans the cup is unchanged (8.67).
  const pool = s.leaders.filter((x) => x.roman && x.status === 'pool');
  if (pool.length === 0 || at.hex === null) return;
  const n = pool[ctx.rng.int(pool.length)]!;
  Object.assign(n, { status: 'map', office: at.office, hex: at.hex, inCity: at.inCity, used: at.used });
  if (at.province !== undefined) s.senate!.provinces[n.id] = { province: at.province, prorogued: false };
  say(ctx, 'senate.replaced', { leader: l.name, by: n.name }, 'taw RRR 5.47');
}
