import type { Random, StepContext } from '@polemarch/kernel';
import { MAP } from '../map';
import { addToStack, cityController, leader, say } from '../core';
import { controllerOf } from '../control';
import { newLegion } from '../recruit';
import type { Group, Side, TawOptions, TawState } from '../state';
import { CARTHAGINIANS_218, ROMANS_218, place } from './leaders';
import { baseState, setProvince } from './base';
import { assignProvince } from '../politics';

/** S4 "Folgore" (Thunderbolt): Hannibal's invasion of Italy, 218–216 BC (rrr.md S4). */

const ITALIAN = (p: string): boolean => MAP.provinces.get(p)!.landmass === 'italy' && p !== 'GalliaMassilia';

export function setupHannibal(options: TawOptions, _rng: Random): Omit<TawState, 'rng'> {
  const s = baseState('hannibal', ['rome', 'carthage'], options, {
    inPlay: ITALIAN,
    turns: 3,
    year: 218,
    rules: {
      mediumIds: 4, romeIds: 10, roadLevels: ['always', 'A', 'B'], nonRoman: 'carthage', enterFavouredCities: true, noRecruitTurn: 1, recruitCap: 11, maxLegions: 20,
      augury: false, ambassadors: false, leaderLosses: true, noEnter: {},
      // RRR 9.91: the Roman may always build Siege Engines (no scenario limit in S4; ruling E-22).
      engineBuilds: { rome: 'any' },
    },
  });
  // R8c Provincial Information Chart.
  setProvince(s, 'Latium', { home: 'rome' });
  for (const [p, lvl] of [['Campania', 2], ['NorthernEtruria', 3], ['SouthernEtruria', 3], ['Sabinus', 3], ['Samnium', 2], ['Apulia', 3], ['Lucania', 2], ['Calabria', 3], ['GalliaCispadana', 1], ['Venetia', 3]] as const) setProvince(s, p, { toward: 'rome', level: lvl });
  for (const p of ['Umbria', 'Picenum']) setProvince(s, p, { toward: 'rome', level: 4, control: 'rome', sticky: true });
  for (const p of ['GalliaTranspadana', 'LiguriaTaurini', 'LiguriaFriniates']) setProvince(s, p, { toward: 'carthage', level: 2 });
  // S4.1 set-up.
  const legions: Group[] = [];
  const sx = s as TawState;
  for (let i = 0; i < 4; i++) legions.push(...newLegion(sx, false));
  const urban = newLegion(sx, false).map((g) => ({ ...g, legion: 'Urban' }));
  sx.legionSerial = 4;
  addToStack(sx, 'rome', 3714, true, urban, 'none', false);
  addToStack(sx, 'rome', 1514, false, [...legions, { c: 'Gallic', t: 'inf', sp: 8 }, { c: 'Italian', t: 'inf', sp: 2 }, { c: 'Sicilian', t: 'inf', sp: 4 }], 'none', false);
  addToStack(sx, 'rome', 2708, true, [{ c: 'Roman', t: 'inf', sp: 2 }], 'none', false);
  addToStack(sx, 'rome', 2613, true, [{ c: 'Roman', t: 'inf', sp: 2 }], 'none', false);
  addToStack(sx, 'rome', 2315, true, [{ c: 'Roman', t: 'inf', sp: 1 }], 'none', false);
  for (const c of ['Ariminum', 'Arretium', 'Pisae']) sx.cities[c]!.last = 'rome';
  addToStack(sx, 'carthage', 1221, false, [
    { c: 'African', t: 'inf', sp: 21 }, { c: 'Iberian', t: 'inf', sp: 15 }, { c: 'Gallic', t: 'inf', sp: 19 },
    { c: 'Numidian', t: 'cav', sp: 13, elite: true }, { c: 'Iberian', t: 'cav', sp: 16 }, { c: 'African', t: 'el', sp: 4 },
  ], 'none', false);
  s.leaders = [
    ...CARTHAGINIANS_218.map((l) => ({ ...place(l, 1221, false), oc: l.id === 'hannibal' })),
    ...ROMANS_218.map((l) => (l.id === '401' || l.id === '402' ? place(l, 1514, false, 'consul') : { ...l })),
  ];
  // S4.2: Hannibal has 2 LAMs this turn and uses one to start; the Romans one Consul LAM, for Longus.
  const cup = ['L:402', 'L:hannibal', 'SIEGE', 'SIEGE', 'SIEGE'];
  for (const l of s.leaders) if (l.side === 'carthage' && l.id !== 'hannibal') for (let i = 0; i < l.init; i++) cup.push(`L:${l.id}`);
  s.cup = cup.sort();
  const h = s.leaders.find((l) => l.id === 'hannibal')!;
  h.used = 1;
  // 5.14: the LAM he opens with counts as drawn.
  s.lamsDrawn = { carthage: 1 };
  s.activation = { lam: 'L:hannibal', side: 'carthage', leader: 'hannibal', ops: 0, recruited: false, surrenderTried: [], move: null, entered: null };
  return s;
}

/** S4.3 historical consuls: 217 Servilius and Flaminius (with Fabius as Dictator after a Roman disaster), 216 Varro and Paullus. */
export function hannibalElections(s: TawState, ctx: StepContext): void {
  const year = s.year;
  const consuls = s.leaders.filter((l) => l.office === 'consul' && l.status === 'map');
  const newConsuls = year === 217 ? ['404', '405'] : year === 216 ? ['408', '409'] : [];
  const seats = consuls.map((c) => ({ hex: c.hex, inCity: c.inCity }));
  for (const c of consuls) {
    // RRR 5.35: Scipio (and in 216 Servilius and Flaminius) continue as proconsuls; Longus leaves office.
    if (c.id === '402') {
      c.status = 'pool';
      c.office = null;
      c.hex = null;
    } else {
      c.office = 'proconsul';
      // RRR 5.14 C: prorogued in the province he stands in.
      assignProvince(s, c, true);
    }
  }
  for (const l of s.leaders) if (l.office === 'dictator') {
    l.office = null;
    l.status = 'pool';
    l.hex = null;
  }
  newConsuls.forEach((id, i) => {
    const l = leader(s, id);
    if (l.status === 'killed') return;
    const seat = seats[i];
    const at = seat !== undefined && seat.hex !== null ? seat : { hex: 3714, inCity: true };
    Object.assign(l, { status: 'map', office: 'consul', hex: at.hex, inCity: at.inCity });
    say(ctx, 'election.consul', { leader: l.name }, 'taw S4.3');
  });
  if (year === 216) placeIf(s, ctx, '411', 'proconsul');
  // RRR 5.15: a Dictator after a Carthaginian Major Victory (voluntary emergency, taken; ruling RRR-5.15).
  if (year === 217 && (s.tally['carthage']?.major ?? 0) > 0) {
    placeIf(s, ctx, '406', 'dictator');
    placeIf(s, ctx, '407', 'proconsul');
  }
  // Killed consuls are replaced (Pera, then any spare D-or-worse magistrate).
  const inOffice = s.leaders.filter((l) => l.office === 'consul' && l.status === 'map').length;
  for (let i = inOffice; i < 2; i++) {
    const spare = s.leaders.find((l) => l.side === 'rome' && l.status === 'pool' && ['410', '411', '404', '405', '407'].includes(l.id));
    if (spare !== undefined) placeIf(s, ctx, spare.id, 'consul');
  }
}

function placeIf(s: TawState, ctx: StepContext, id: string, office: 'consul' | 'proconsul' | 'dictator'): void {
  const l = leader(s, id);
  if (l.status === 'killed' || (l.status === 'map' && l.office !== null)) return;
  Object.assign(l, { status: 'map', office, hex: 3714, inCity: true });
  say(ctx, 'election.office', { leader: l.name, office: { key: `office.${office}` } }, 'taw RRR 5.3');
}

/** S4.4: contiguous Carthaginian provinces needed (7, or 5 with Capua), less Major Victories, plus Roman victories. */
/**
 * S4.4's province condition as numbers: the largest block of contiguous provinces Carthage controls, the
 * block it needs (7, −1 per Carthaginian Major Victory, +1 per Roman victory) and whether it holds Capua
 * (then two fewer suffice). The AI's evaluator reads the same numbers (ai.ts).
 */
export function hannibalProgress(s: TawState): { best: number; need: number; capua: boolean } {
  const need = 7 - (s.tally['carthage']?.major ?? 0) + (s.tally['rome']?.victories ?? 0);
  const mine = new Set(Object.values(s.provinces).filter((p) => p.inPlay && controllerOf(s, p.id) === 'carthage').map((p) => p.id));
  let best = 0;
  const seen = new Set<string>();
  for (const p of mine) {
    if (seen.has(p)) continue;
    let n = 0;
    const q = [p];
    seen.add(p);
    while (q.length > 0) {
      const x = q.pop()!;
      n++;
      for (const y of MAP.provinceAdjacency.get(x) ?? []) if (mine.has(y) && !seen.has(y)) {
        seen.add(y);
        q.push(y);
      }
    }
    best = Math.max(best, n);
  }
  return { best, need, capua: cityController(s, s.cities['Capua']!) === 'carthage' };
}

export function hannibalVictory(s: TawState, endOfTurn: boolean): { winner: Side; reason: string } | null {
  const roma = s.cities['Roma']!;
  if (cityController(s, roma) === 'carthage') return { winner: 'carthage', reason: 'rome-taken' };
  if (!endOfTurn) return null;
  const { best, need, capua } = hannibalProgress(s);
  if (best >= need || (capua && best >= need - 2)) return { winner: 'carthage', reason: 'provinces' };
  return null;
}
