import type { Random, StepContext } from '@polemarch/kernel';
import { MAP, provinceOf } from '../map';
import { addToStack, d10, guileLeft, isOverallCommander, leader, say } from '../core';
import { controllerOf } from '../control';
import { newLegion, samniumCity } from '../recruit';
import { offerCommanderForNewLegions } from '../proconsuls';
import { TRIBAL_REVOLT } from '../rrrTables';
import type { Ask, Leader, Side, TawOptions, TawState } from '../state';
import { ALEXANDER, ROMANS_101_103, ROMANS_SAMNITE, SAMNITES, place } from './leaders';
import { baseState, setProvince } from './base';
import { activeTribes, tribalRevolt } from './samnite';

/** S2 The First Invasion: Alexander, King of Epirus, 327–324 BC: Rome, the Samnites and Alexander (rrr.md S2). */

const ROMAN_ITALY = (p: string): boolean => MAP.provinces.get(p)!.romanItaly;
const POOL = ['101', '102', '103', '104', '105', '106', '107', '112', '113'];

export function setupAlexander(options: TawOptions, rng: Random): Omit<TawState, 'rng'> {
  const s = baseState('alexander', ['rome', 'samnite', 'epirus'], options, {
    inPlay: ROMAN_ITALY,
    nonExistent: ['Ariminum', 'Fanum Fortunae', 'Sena Gallica', 'Ancona', 'Venusia'],
    sizes: { Paestum: 'M' },
    turns: 4,
    year: 327,
    rules: {
      // S2.1: no naval rules, Siege Engines, provincial recruitment, leader losses, alliances, ambassadors or Augury.
      mediumIds: 3, romeIds: 7, roadLevels: ['always'], nonRoman: 'samnite', enterFavouredCities: false, noRecruitTurn: 0, recruitCap: 5, maxLegions: 12,
      augury: false, ambassadors: false, leaderLosses: false, noEnter: {},
    },
  });
  const sx = s as TawState;
  setProvince(s, 'Latium', { home: 'rome' });
  setProvince(s, 'Campania', { control: 'rome' });
  setProvince(s, 'Samnium', { home: 'samnite' });
  const legion = (vet: boolean) => newLegion(sx, true).map((g) => ({ ...g, vet }));
  addToStack(sx, 'rome', 3714, true, [...legion(true), ...legion(false)], 'none', false);
  addToStack(sx, 'rome', 3714, true, newLegion(sx, true).map((g) => ({ ...g, legion: 'Urban' })), 'none', false);
  sx.legionSerial = 2;
  addToStack(sx, 'rome', 4412, true, [...legion(false), ...legion(false)], 'none', false);
  addToStack(sx, 'samnite', 4109, false, [{ c: 'Samnite', t: 'inf', sp: 30 }, { c: 'Samnite', t: 'cav', sp: 4 }], 'none', false);
  addToStack(sx, 'epirus', 5209, false, [{ c: 'Epirote', t: 'inf', sp: 25 }, { c: 'Epirote', t: 'cav', sp: 4 }], 'none', false);
  addToStack(sx, 'epirus', 4911, true, [{ c: 'Epirote', t: 'inf', sp: 4 }], 'none', false);
  for (const c of ['Paestum', 'Buxentum', 'Heraclea', 'Consentia', 'Terina']) sx.cities[c]!.last = 'epirus';
  // S2.1 / S2.4: two Samnite leaders at random (ruling RRR-24).
  const samnites = [...SAMNITES];
  const picks = [samnites.splice(rng.int(samnites.length), 1)[0]!.id, samnites.splice(rng.int(samnites.length), 1)[0]!.id];
  s.leaders = [
    ...[...ROMANS_101_103, ...ROMANS_SAMNITE].filter((l) => POOL.includes(l.id)).map((l) => (l.id === '112' ? place(l, 3714, true, 'consul') : l.id === '113' ? place(l, 4412, true, 'consul') : { ...l })),
    ...SAMNITES.map((l) => (picks.includes(l.id) ? { ...place(l, 4109, false), oc: l.id === picks[0] } : { ...l })),
    { ...place(ALEXANDER, 5209, false), oc: true },
  ];
  // S2.1 start: the Initiative Phase, with the leaders' LAMs and the Siege Attrition markers.
  const cup = ['SIEGE', 'SIEGE', 'SIEGE', 'O:consul', 'O:consul', 'O:consul'];
  for (const l of s.leaders) if (!l.roman && l.status === 'map') for (let i = 0; i < l.init; i++) cup.push(`L:${l.id}`);
  s.cup = cup.sort();
  return s;
}

/** S2.2: the tribe an incursion of `side` from `from` into `to` mobilises (not Campania, Lucania, Bruttium), or null. */
function mobilisedTribe(s: TawState, side: Side, from: number, to: number): string | null {
  const prov = provinceOf(to);
  if (prov === provinceOf(from) || controllerOf(s, prov) === side) return null;
  const row = TRIBAL_REVOLT.find((t) => t.provinces.includes(prov));
  if (row === undefined || ['Campania', 'Lucania', 'Bruttium'].includes(row.tribe) || activeTribes(s).includes(row.tribe)) return null;
  return row.tribe;
}

/**
 * S2.2, 5.53 (ruling E-16): the leader whose Guile Points a seat may add to the tribe roll-off: its Overall
 * Commander on the map (5.13; for Rome the Dictator, or with none both consuls, RRR 5.13: the one with the
 * most points left), while he has points left this turn (5.52); else none.
 */
function rollOffLeader(s: TawState, side: Side): Leader | null {
  const ocs = s.leaders.filter((l) => l.side === side && l.status === 'map' && isOverallCommander(s, l.id) && guileLeft(l) > 0);
  return ocs.reduce<Leader | null>((best, l) => (best === null || guileLeft(l) > guileLeft(best) ? l : best), null);
}

/** The next seat of the roll-off to answer its Guile question; false when both are in. */
function askRollOff(s: TawState): boolean {
  const r = s.tribeRollOff!;
  const [first, second] = r.bidders as [Bidder, Bidder];
  const next = first.leader !== null && s.secretGuile?.side !== first.side ? first : second.leader !== null && r.second === undefined ? second : null;
  if (next === null) return false;
  const l = leader(s, next.leader!);
  s.ask = { kind: 'guile', side: next.side, event: 'tribe', leader: l.id, max: guileLeft(l) };
  return true;
}
type Bidder = { side: Side; leader: string | null };

/**
 * S2.2 (ruling E-16): before a step that mobilises a tribe in a province nobody controls, the two other
 * players may add Guile Points to their roll-off: each OC with points left is asked in turn, the first
 * answer secret until the second is in (5.54; `secretGuile`, sampled by `determinize`). True when a question
 * was asked (the step waits in `pendingTo`, movement.ts); false when the step may go on.
 */
export function tribeRollOffQuestion(s: TawState, side: Side, from: number, to: number): boolean {
  if (s.scenario !== 'alexander' || s.tribeRollOff?.to === to) return false;
  const tribe = mobilisedTribe(s, side, from, to);
  if (tribe === null || controllerOf(s, provinceOf(to)) !== null) return false;
  const bidders = s.seats.filter((x) => x !== side).map((x) => ({ side: x, leader: rollOffLeader(s, x)?.id ?? null }));
  if (bidders.every((b) => b.leader === null)) return false;
  s.tribeRollOff = { tribe, to, bidders };
  return askRollOff(s);
}

/** The answer to a roll-off's `guile` question; true when both are in and the step may be made. */
export function answerRollOff(s: TawState, ask: Extract<Ask, { kind: 'guile' }>, gp: number): boolean {
  s.ask = null;
  const r = s.tribeRollOff!;
  if (ask.side === r.bidders[0]!.side) s.secretGuile = { side: ask.side, gp };
  else r.second = gp;
  return !askRollOff(s);
}

/** S2.2: an incursion into a province the mover does not control mobilises its tribe (not Campania, Lucania, Bruttium). */
export function alexanderIncursion(s: TawState, ctx: StepContext, side: Side, from: number, to: number): void {
  const tribe = mobilisedTribe(s, side, from, to);
  if (tribe === null) return;
  let owner = controllerOf(s, provinceOf(to));
  if (owner === null) {
    // The two other players roll off, each adding the Guile Points he committed (ruling E-16); ties roll again.
    const others = s.seats.filter((x) => x !== side) as [Side, Side];
    const r = s.tribeRollOff?.to === to ? s.tribeRollOff : undefined;
    const gp: [number, number] = [s.secretGuile !== undefined && s.secretGuile.side === others[0] ? s.secretGuile.gp : 0, r?.second ?? 0];
    delete s.tribeRollOff;
    delete s.secretGuile;
    // 5.52: the points are spent when the dice are rolled; they count on every roll of the roll-off.
    for (const [i, n] of gp.entries()) {
      const id = r?.bidders[i]?.leader ?? null;
      if (id === null || n === 0) continue;
      const l = leader(s, id);
      l.gpUsed += n;
      say(ctx, 'guile.spent', { leader: l.name, gp: n }, 'taw 5.52');
    }
    for (let i = 0; i < 10 && owner === null; i++) {
      const a = d10(ctx);
      const b = d10(ctx);
      const total: [number, number] = [a.value + gp[0], b.value + gp[1]];
      say(ctx, 'tribe.roll-off', { tribe, first: others[0], a: total[0], ga: gp[0], second: others[1], b: total[1], gb: gp[1] }, 'taw S2.2', { rolls: [a.roll, b.roll] });
      if (total[0] !== total[1]) owner = total[0] > total[1] ? others[0] : others[1];
    }
    owner ??= others[0];
  }
  say(ctx, 'tribe.mobilised', { tribe, side: owner }, 'taw S2.2');
  tribalRevolt(s, ctx, tribe, owner);
}

/** S2.3 Recruitment Phase (from turn 2): Samnite 2d10 SP (15% cavalry), one Roman legion, the Epirote cities' SP with Alexander. */
export function alexanderRecruitment(s: TawState, ctx: StepContext): void {
  if (s.turn < 2) return;
  const a = d10(ctx);
  const b = d10(ctx);
  const total = a.value + b.value;
  const cav = Math.round(0.15 * total);
  const hex = samniumCity(s, 'samnite');
  if (hex !== null && total > 0) addToStack(s, 'samnite', hex, true, [{ c: 'Samnite', t: 'inf', sp: total - cav }, { c: 'Samnite', t: 'cav', sp: cav }], 'none', false);
  say(ctx, 'recruit.samnite', { inf: total - cav, cav }, 'taw S2.3', { rolls: [a.roll, b.roll] });
  addToStack(s, 'rome', 3714, true, newLegion(s, true), 'none', false);
  say(ctx, 'recruit.legions', { n: 1 }, 'taw S2.3');
  const cities: [string, number][] = [['Paestum', 1], ['Rhegium', 2], ['Locri', 1], ['Croton', 2], ['Thurii', 2], ['Metapontum', 1], ['Heraclea', 1], ['Tarentum', 3], ['Brundisium', 2]];
  let sp = 0;
  for (const [name, n] of cities) {
    const d = MAP.cities.get(name)!;
    const occupied = s.stacks.some((x) => x.hex === d.hex && x.inCity && x.side !== 'epirus');
    const ctl = controllerOf(s, d.province);
    if (!occupied && (ctl === null || ctl === 'epirus')) sp += n;
  }
  const al = s.leaders.find((l) => l.id === 'alexander');
  if (al !== undefined && al.status === 'map' && al.hex !== null && sp > 0) {
    const c = Math.round(0.15 * sp);
    addToStack(s, 'epirus', al.hex, al.inCity, [{ c: 'Greek', t: 'inf', sp: sp - c }, { c: 'Greek', t: 'cav', sp: c }], 'none', false);
    say(ctx, 'recruit.levy', { province: 'Magna Graecia', inf: sp - c, cav: c }, 'taw S2.3');
  }
  // RRR 5.17 (ruling PRA-5): the new legion stands in Rome; with no magistrate there it is a legion "without a
  // leader", and the Roman may choose a praetor for it at once, within the 50% limit (nobody is active: no
  // Continuation roll after his answer, `applyThen`; the draws go on).
  offerCommanderForNewLegions(s);
}

/** S2.6: victory points = the Attrition Ratings of the provinces each player controls militarily; most wins, a tie is a draw. */
export function alexanderPoints(s: TawState): Record<Side, number> {
  const vp: Record<Side, number> = Object.fromEntries(s.seats.map((x) => [x, 0]));
  for (const p of Object.values(s.provinces)) if (p.inPlay && p.mil !== null) vp[p.mil] = (vp[p.mil] ?? 0) + MAP.provinces.get(p.id)!.ar;
  return vp;
}

export function alexanderWinner(s: TawState): Side | null {
  const vp = alexanderPoints(s);
  const best = Math.max(...Object.values(vp));
  const top = s.seats.filter((x) => vp[x] === best);
  return top.length === 1 ? top[0]! : null;
}
