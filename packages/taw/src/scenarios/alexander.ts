import type { Random, StepContext } from '@polemarch/kernel';
import { MAP, provinceOf } from '../map';
import { addToStack, d10, say } from '../core';
import { controllerOf } from '../control';
import { newLegion, samniumCity } from '../recruit';
import { TRIBAL_REVOLT } from '../rrrTables';
import type { Side, TawOptions, TawState } from '../state';
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

/** S2.2: an incursion into a province the mover does not control mobilises its tribe (not Campania, Lucania, Bruttium). */
export function alexanderIncursion(s: TawState, ctx: StepContext, side: Side, from: number, to: number): void {
  const prov = provinceOf(to);
  if (prov === provinceOf(from) || controllerOf(s, prov) === side) return;
  const row = TRIBAL_REVOLT.find((t) => t.provinces.includes(prov));
  if (row === undefined || ['Campania', 'Lucania', 'Bruttium'].includes(row.tribe) || activeTribes(s).includes(row.tribe)) return;
  let owner = controllerOf(s, prov);
  if (owner === null) {
    // The two other players roll off (ties roll again; no Guile Points in this engine).
    const others = s.seats.filter((x) => x !== side);
    for (let i = 0; i < 10 && owner === null; i++) {
      const a = d10(ctx);
      const b = d10(ctx);
      if (a.value !== b.value) owner = a.value > b.value ? others[0]! : others[1]!;
    }
    owner ??= others[0]!;
  }
  say(ctx, 'tribe.mobilised', { tribe: row.tribe, side: owner }, 'taw S2.2');
  tribalRevolt(s, ctx, row.tribe, owner);
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
