import type { Random, StepContext } from '@polemarch/kernel';
import { MAP, provinceOf } from '../map';
import { addLams, addToStack, cityController, lateLams, leader, say } from '../core';
import { controllerOf, shiftAlliance, updateControl } from '../control';
import { initialNs } from '../sea';
import { newLegion } from '../recruit';
import type { Group, Leader, Side, TawOptions, TawState } from '../state';
import { CINEAS_280, CINEAS_BACK, EPIROTES_280, MAGO_280, ROMANS_280, place } from './leaders';
import { applyThen } from '../activation';
import { baseState, setProvince } from './base';

/**
 * S3 "The Eagle Has Landed" (L'Aquila si è Posata): the invasion of Pyrrhus, King of Epirus, 280–271 BC
 * (rrr.md S3). Rome against Pyrrhus ('epirus'); Carthage, Syracuse, the Mamertines and (after its
 * revolt) the Campanian Legion are third parties: Forces of sides that hold no seat, never activated,
 * defending their cities until an event or an alliance hands them to a seat (S3.4, 12.12).
 */

export const CARTHAGE_PROVINCES = ['SiciliaOccidentale', 'SardegnaMeridionale', 'SardegnaSettentrionale', 'Corsica', 'Melita'];
export const SICILY = ['SiciliaOrientale', 'SiciliaOccidentale'];
const CARTHAGINIAN_ZONES = ['MareTyrrhenum', 'MareSardoum', 'MareAfricum'];
const IN_PLAY = (p: string): boolean => MAP.provinces.get(p)!.romanItaly || ['sicily', 'lipari', 'melita', 'sardinia', 'corsica'].includes(MAP.provinces.get(p)!.landmass);
/**
 * S3.1 "any hex on the east coast of Calabria, not Brundisium": the Epirote chooses (a `deploy` decision
 * before his first operation) among Hydruntum's hex and the Calabrian hexes facing the sea to the east
 * on the reconstructed map (ruling P-1). The army waits in the first until he chooses.
 */
export const PYRRHUS_LANDING = 5701;
export const PYRRHUS_LANDINGS: readonly number[] = [5701, 5901, 6002, 6003, 6004];

/** S3.1: Pyrrhus, Megacles and the army go ashore where the Epirote chose. */
export function pyrrhusDeploy(s: TawState, ctx: StepContext, side: Side, hex: number): void {
  if (s.pyrrhus?.recall !== undefined && side === s.pyrrhus.recall.side) return placeRecalled(s, ctx, hex);
  if (s.pyrrhus?.mago?.placing !== undefined && side === s.pyrrhus.carthage) return placeMagoArmy(s, ctx, hex);
  if (side !== 'epirus' || !PYRRHUS_LANDINGS.includes(hex)) return;
  for (const st of s.stacks) if (st.side === 'epirus' && st.hex === PYRRHUS_LANDING && !st.inCity) st.hex = hex;
  for (const l of s.leaders) if (l.side === 'epirus' && l.hex === PYRRHUS_LANDING && !l.inCity) l.hex = hex;
  s.stacks = s.stacks.filter((x) => x.groups.length > 0);
}

/** S3.4 Naval Superiority, initial levels (R8b JSON). */
const START_NS: Record<Side, Record<string, number>> = {
  rome: { MareAdriaticum: -3, MareIonium: -3, FretumSiculi: -2, MareTyrrhenum: -3, MareSardoum: -4, MareAfricum: -4 },
  epirus: { MareAdriaticum: 3, MareIonium: 3, FretumSiculi: 2, MareTyrrhenum: -2, MareSardoum: -3, MareAfricum: -4 },
};

export function setupPyrrhus(options: TawOptions, _rng: Random): Omit<TawState, 'rng'> {
  const s = baseState('pyrrhus', ['rome', 'epirus'], options, {
    inPlay: IN_PLAY,
    nonExistent: ['Ariminum', 'Fanum Fortunae', 'Sena Gallica', 'Ancona'],
    turns: 10,
    year: 280,
    rules: {
      // S3.4: Medium cities IDS 3; roads of 310 BC and later (A); Romans never enter Sicily; Augury R7.
      mediumIds: 3, romeIds: 10, roadLevels: ['always', 'A'], nonRoman: 'epirus', enterFavouredCities: false, noRecruitTurn: 0, recruitCap: 11, maxLegions: 12,
      augury: true, ambassadors: true, leaderLosses: true, noEnter: { rome: SICILY },
      // S3.4: only the Romans and the Syracusans may build a Siege Engine, one each per game.
      engineBuilds: { rome: 1, syracuse: 1 },
    },
  });
  const sx = s as TawState;
  // R8b Provincial Information Chart ("Etruria" is both Etrurias; Messina stays a city of Eastern Sicily: ruling P-2).
  setProvince(s, 'Latium', { home: 'rome' });
  for (const p of ['Campania', 'NorthernEtruria', 'SouthernEtruria', 'Umbria', 'Picenum', 'Sabinus']) setProvince(s, p, { toward: 'rome', level: 4 });
  for (const [p, lvl] of [['Samnium', 2], ['Apulia', 3], ['Lucania', 3], ['Bruttium', 3], ['Calabria', 4], ['SiciliaOrientale', 2]] as const) setProvince(s, p, { toward: 'epirus', level: lvl });
  sx.cities['Thurii']!.size = 'none';
  sx.cities['Thurii']!.sacked = true;
  // S3.1 set-up. Roman legions Raw and at full strength; the numerals as printed.
  const legion = (id: string): Group[] => newLegion(sx, false).map((g) => ({ ...g, legion: id }));
  addToStack(sx, 'rome', 3714, true, [...legion('I'), ...legion('V')], 'none', false);
  addToStack(sx, 'rome', 3714, true, newLegion(sx, false).map((g) => ({ ...g, legion: 'Urban' })), 'none', false);
  addToStack(sx, 'rome', 2613, true, [...legion('II'), ...legion('III')], 'none', false);
  addToStack(sx, 'rome', 4109, true, legion('IV'), 'none', false);
  sx.legionSerial = 5;
  addToStack(sx, 'rome', 6015, true, [{ c: 'Campanian', t: 'inf', sp: 8 }], 'none', false);
  addToStack(sx, 'rome', 6013, true, [{ c: 'Roman', t: 'inf', sp: 1 }], 'none', false);
  addToStack(sx, 'rome', 4707, true, [{ c: 'Roman', t: 'inf', sp: 1 }], 'none', false);
  for (const c of ['Arretium', 'Bovianum', 'Rhegium', 'Locri', 'Venusia']) sx.cities[c]!.last = 'rome';
  addToStack(sx, 'epirus', 5405, true, [{ c: 'Epirote', t: 'inf', sp: 6 }, { c: 'Tarentine', t: 'inf', sp: 20 }, { c: 'Tarentine', t: 'cav', sp: 5 }], 'none', false);
  addToStack(sx, 'epirus', PYRRHUS_LANDING, false, [{ c: 'Epirote', t: 'inf', sp: 40 }, { c: 'Epirote', t: 'cav', sp: 10, elite: true }, { c: 'Epirote', t: 'el', sp: 2 }], 'none', false);
  sx.cities['Tarentum']!.last = 'epirus';
  // Third parties (placed at once: they are Inactive and never move, so placing them later changes nothing).
  const third: [Side, number, Group[]][] = [
    ['carthage', 5526, [{ c: 'Ligurian', t: 'inf', sp: 15 }, { c: 'Gallic', t: 'cav', sp: 2 }]],
    ['carthage', 5423, [{ c: 'Gallic', t: 'inf', sp: 3 }]],
    ['carthage', 5923, [{ c: 'Iberian', t: 'inf', sp: 8 }, { c: 'Numidian', t: 'cav', sp: 2, elite: true }]],
    ['carthage', 4322, [{ c: 'African', t: 'inf', sp: 2 }]],
    ['syracuse', 6419, [{ c: 'Syracusan', t: 'inf', sp: 18 }, { c: 'Syracusan', t: 'cav', sp: 2 }]],
    ['syracuse', 6119, [{ c: 'Greek', t: 'inf', sp: 4 }, { c: 'Greek', t: 'cav', sp: 1 }]],
    ['syracuse', 6118, [{ c: 'Greek', t: 'inf', sp: 1 }]],
    ['syracuse', 6017, [{ c: 'Greek', t: 'inf', sp: 3 }]],
    ['mamertines', 5915, [{ c: 'Mamertine', t: 'inf', sp: 10 }, { c: 'Mamertine', t: 'cav', sp: 1 }]],
  ];
  for (const [side, hex, groups] of third) {
    addToStack(sx, side, hex, true, groups, 'none', false);
    sx.cities[MAP.cityAt.get(hex)!.name]!.last = side;
  }
  s.leaders = [
    ...EPIROTES_280.map((l) => (l.id === 'pyrrhus' ? { ...place(l, PYRRHUS_LANDING, false), oc: true } : l.id === 'megacles' ? place(l, PYRRHUS_LANDING, false) : l.id === 'milon' ? place(l, 5405, true) : { ...l })),
    ...ROMANS_280.map((l) => (l.id === '201' ? place(l, 3714, true, 'consul') : l.id === '202' ? place(l, 2613, true, 'consul') : l.id === '203' ? place(l, 4109, true, 'proconsul') : { ...l })),
    // S3 (ruling P-8): Cineas, Pyrrhus' ambassador, off the map.
    { ...CINEAS_280, permissions: [] },
  ];
  // S3.4 Naval Superiority, initial levels (R8b JSON).
  sx.naval = { ns: initialNs(START_NS), weatherDrm: 0 };
  sx.pyrrhus = { tarentinesFree: false, inSicily: false, syracuseAngered: false, syracuseAllied: false, carthage: null, campanianRevolt: false, elephantsSeen: false, once: [], cineas: 0, cineasTurn: false };
  // S3.3: the Epirote leaders' LAMs, the magistrates' by office, Augury and Siege Attrition; Pyrrhus has two
  // LAMs this turn and the game opens with his Campaign Phase (one LAM used, the other in the cup).
  const cup = ['SIEGE', 'SIEGE', 'SIEGE', 'AUGURY', 'L:pyrrhus', 'L:megacles', 'L:milon', 'O:consul', 'O:consul', 'O:proconsul'];
  s.cup = cup.sort();
  const p = s.leaders.find((l) => l.id === 'pyrrhus')!;
  p.used = 1;
  // 5.14: the LAM he opens with counts as drawn.
  s.lamsDrawn = { epirus: 1 };
  s.activation = { lam: 'L:pyrrhus', side: 'epirus', leader: 'pyrrhus', ops: 0, recruited: false, surrenderTried: [], move: null, entered: null };
  s.ask = { kind: 'deploy', side: 'epirus', options: [...PYRRHUS_LANDINGS] };
  return s;
}

// ---- special rules (S3.4) -----------------------------------------------------------------------

/** The reluctant Tarentines stay until freed; the Campanian Legion never marches (no Roman leader comes to Rhegium). */
export function pyrrhusImmobile(s: TawState, g: Group): boolean {
  return (g.c === 'Tarentine' && s.pyrrhus?.tarentinesFree !== true) || g.c === 'Campanian';
}

function carthageShift(s: TawState, ctx: StepContext, toward: Side, boxes: number, why: string): void {
  for (const p of CARTHAGE_PROVINCES) shiftAlliance(s, ctx, p, toward, boxes, why);
}

/** Pyrrhus sets foot in Sicily (by land, strait or sea): Carthage 3 toward Rome; Eastern Sicily before Syracuse's alliance: Syracuse too. */
export function pyrrhusEnters(s: TawState, ctx: StepContext, side: Side, hex: number): void {
  const f = s.pyrrhus;
  if (f === undefined || side !== 'epirus' || !MAP.hexes.has(hex)) return;
  const prov = provinceOf(hex);
  if (!SICILY.includes(prov)) return;
  if (!f.inSicily) {
    f.inSicily = true;
    say(ctx, 'pyrrhus.sicily', {}, 'taw S3.4');
    carthageShift(s, ctx, 'rome', 3, 'pyrrhus-in-sicily');
  }
  if (prov === 'SiciliaOrientale' && !f.syracuseAllied && !f.syracuseAngered) {
    f.syracuseAngered = true;
    shiftAlliance(s, ctx, 'SiciliaOrientale', 'rome', 3, 'invasion');
    carthageShift(s, ctx, 'rome', 3, 'invasion');
  }
}

/** A land victory over the Romans or a Large/Medium city taken in Italy frees the Tarentines and sets the Campanian Legion in revolt. */
function pyrrhusTriumphs(s: TawState, ctx: StepContext): void {
  const f = s.pyrrhus!;
  if (!f.tarentinesFree) {
    f.tarentinesFree = true;
    say(ctx, 'pyrrhus.tarentines', {}, 'taw S3.4');
  }
  if (!f.campanianRevolt) {
    f.campanianRevolt = true;
    for (const st of s.stacks) {
      const camp = st.groups.filter((g) => g.c === 'Campanian');
      if (camp.length === 0 || st.side !== 'rome') continue;
      st.groups = st.groups.filter((g) => g.c !== 'Campanian');
      addToStack(s, 'rebels', st.hex, st.inCity, camp, st.abs, false);
      say(ctx, 'pyrrhus.campanian-revolt', { hex: st.hex }, 'taw S3.4');
    }
    s.stacks = s.stacks.filter((x) => x.groups.length > 0);
    updateControl(s);
  }
}

export function pyrrhusAfterBattle(s: TawState, ctx: StepContext, winner: Side | null, loser: Side | null): void {
  if (s.pyrrhus === undefined) return;
  if (winner === 'epirus' && loser === 'rome') pyrrhusTriumphs(s, ctx);
}

export function pyrrhusAfterCapture(s: TawState, ctx: StepContext, city: string, side: Side, size: string): void {
  if (s.pyrrhus === undefined || side !== 'epirus') return;
  const d = MAP.cities.get(city)!;
  if ((size === 'L' || size === 'M') && MAP.provinces.get(d.province)!.landmass === 'italy') pyrrhusTriumphs(s, ctx);
}

/** S3.4 "the Romans had never seen elephants": the first Epirote elephant commitment is +5 attacking, −5 defending. */
export function pyrrhusElephantShock(s: TawState, attacker: Side, defender: Side, elephants: { att: number; def: number }): number | null {
  const f = s.pyrrhus;
  if (f === undefined || f.elephantsSeen) return null;
  const epiroteAtt = attacker === 'epirus' && defender === 'rome' && elephants.att > 0;
  const epiroteDef = defender === 'epirus' && attacker === 'rome' && elephants.def > 0;
  if (!epiroteAtt && !epiroteDef) return null;
  f.elephantsSeen = true;
  return epiroteAtt ? 5 : -5;
}

/** A third party handed to a seat: its Forces change side (Carthage: its NS in the three western zones becomes +4). */
export function handOver(s: TawState, ctx: StepContext, from: Side, to: Side, only?: number): void {
  for (const st of [...s.stacks]) {
    if (st.side !== from || (only !== undefined && st.hex !== only)) continue;
    s.stacks = s.stacks.filter((x) => x !== st);
    addToStack(s, to, st.hex, st.inCity, st.groups, st.abs, false);
    const c = MAP.cityAt.get(st.hex);
    if (c !== undefined && st.inCity) s.cities[c.name]!.last = to;
  }
  if (from === 'carthage' && s.naval !== undefined) for (const z of CARTHAGINIAN_ZONES) s.naval.ns[to]![z] = 4;
  say(ctx, 'pyrrhus.allied', { party: from, side: to }, 'taw S3.4');
  if (from === 'carthage') magoArrives(s, to);
  updateControl(s);
}

// ---- Carthage active: Mago, his army, the yearly levies, Lilybaeum (S3.4, ruling P-15) -----------

const LILYBAEUM = 5526;
/** The Carthaginian Contingents (S3.1, S3.4; P-13). */
export const CARTHAGINIAN = ['Ligurian', 'Gallic', 'Iberian', 'Numidian', 'African'];
const MAGO_ARMY: Group[] = [{ c: 'Iberian', t: 'inf', sp: 20 }, { c: 'Gallic', t: 'inf', sp: 20 }, { c: 'Numidian', t: 'cav', sp: 8, elite: true }];
const MAGO_LEVY: Group[] = [{ c: 'Gallic', t: 'inf', sp: 10 }, { c: 'Iberian', t: 'cav', sp: 1 }];

/**
 * Carthage becomes active for `to`: Mago enters, in Lilybaeum until his first LAM (P-15). His LAMs go in the
 * cup at the next C/1; mid-turn (Augury 09–20) they go in at once: all of them (his Initiative), or only one when
 * two or more of `to`'s LAMs have been drawn this turn (5.14).
 */
function magoArrives(s: TawState, to: Side): void {
  const f = s.pyrrhus!;
  // A second activation (after control was lost, P-18) brings no second army.
  f.mago = { army: f.mago?.army ?? true, levyTurn: f.mago?.levyTurn ?? null };
  s.leaders = s.leaders.filter((l) => l.id !== MAGO_280.id);
  s.leaders.push({ ...place(MAGO_280, LILYBAEUM, true), side: to });
  if (s.drawn > 0) addLams(s, `L:${MAGO_280.id}`, lateLams(s, to, MAGO_280.init));
}

/** S3.4 "if Pyrrhus is in Sicily": the king himself, as for the Augury's 91–92 and 97–99 (P-15). */
function pyrrhusInSicily(s: TawState): boolean {
  const p = s.leaders.find((l) => l.id === 'pyrrhus');
  return p !== undefined && p.status === 'map' && p.hex !== null && SICILY.includes(provinceOf(p.hex));
}

/** Western Sicilian ports where Mago's troops may be placed: not Under Siege, no enemy inside (nor, S3.4 C, Greeks or Tarentines of his side). */
function magoPorts(s: TawState, side: Side): number[] {
  return [...MAP.cities.values()]
    .filter((c) => c.province === 'SiciliaOccidentale' && c.port !== null && s.cities[c.name]!.size !== 'none' && s.cities[c.name]!.siege === null && !s.stacks.some((x) => x.hex === c.hex && x.inCity && x.side !== side))
    // S3.4 C: not where the controller's Eastern Sicilian Greeks or Tarentines stand.
    .filter((c) => !pyrrhusStackBarred(s, side, MAGO_ARMY, c.hex, true) && !pyrrhusStackBarred(s, side, MAGO_ARMY, c.hex, false))
    .map((c) => c.hex)
    .sort((a, b) => a - b);
}

/**
 * S3.4: the first Mago LAM places his army (once) and, the first Mago LAM of each turn while Pyrrhus is in
 * Sicily, the yearly levy, in a Western Sicilian port of the controller's choice (`deploy`): an operation.
 */
export function magoActivation(s: TawState, l: Leader): void {
  const f = s.pyrrhus;
  if (f?.mago === undefined || l.id !== MAGO_280.id || f.carthage === null) return;
  const army = f.mago.army;
  const levy = l.used === 1 && f.mago.levyTurn !== s.turn && pyrrhusInSicily(s);
  const options = magoPorts(s, l.side);
  if ((!army && !levy) || options.length === 0) return;
  f.mago.placing = { army, levy };
  s.ask = { kind: 'deploy', side: l.side, options, mago: true };
}

function placeMagoArmy(s: TawState, ctx: StepContext, hex: number): void {
  const f = s.pyrrhus!;
  const placing = f.mago!.placing!;
  delete f.mago!.placing;
  const side = f.carthage!;
  const groups = [...(placing.army ? MAGO_ARMY : []), ...(placing.levy ? MAGO_LEVY : [])].map((g) => ({ ...g }));
  if (placing.army) f.mago!.army = false;
  if (placing.levy) f.mago!.levyTurn = s.turn;
  // 9.82: inside the port while it holds them, else in its hex.
  const c = MAP.cityAt.get(hex)!;
  const inside = s.stacks.filter((x) => x.hex === hex && x.inCity).reduce((n, x) => n + x.groups.reduce((m, g) => m + g.sp, 0), 0);
  const sp = groups.reduce((n, g) => n + g.sp, 0);
  const inCity = inside + sp <= 20 * (c.size === 'L' ? 7 : s.rules.mediumIds);
  addToStack(s, side, hex, inCity, groups, 'none', false);
  if (inCity) s.cities[c.name]!.last = side;
  Object.assign(leader(s, MAGO_280.id), { hex, inCity });
  say(ctx, 'pyrrhus.mago', { side, city: c.name, sp }, 'taw S3.4');
  // "This placement counts as an operation": then the Continuation roll.
  applyThen(s, ctx, 'roll');
}

/** S3.4 A (ruling P-15): the infantry SP Carthage's controller must keep inside Lilybaeum (10, or all it has there). */
export function lilybaeumFloor(s: TawState, side: Side, hex: number, inCity: boolean): number {
  if (s.pyrrhus?.carthage !== side || hex !== LILYBAEUM || !inCity) return 0;
  const inf = s.stacks.filter((x) => x.side === side && x.hex === hex && x.inCity).reduce((n, x) => n + x.groups.reduce((m, g) => m + (g.t === 'inf' ? g.sp : 0), 0), 0);
  return Math.min(10, inf);
}

// ---- Carthage's controller loses control (S3.4, ruling P-18) ---------------------------------------

const carthaginian = (g: Group): boolean => CARTHAGINIAN.includes(g.c);
const inWesternSicily = (hex: number): boolean => MAP.hexes.has(hex) && provinceOf(hex) === 'SiciliaOccidentale';

/** The Forces of `side` whose Carthaginians must be placed: all but those alone inside a Western Sicilian city. */
function recalledForces(s: TawState, side: Side): { hex: number; inCity: boolean }[] {
  return s.stacks
    .filter((x) => x.side === side && x.groups.some(carthaginian) && !(x.inCity && inWesternSicily(x.hex) && x.groups.every(carthaginian)))
    .map((x) => ({ hex: x.hex, inCity: x.inCity }))
    .sort((a, b) => a.hex - b.hex || Number(a.inCity) - Number(b.inCity));
}

/** Western Sicilian cities where recalled Carthaginians may go: not Under Siege, nobody else inside (Carthaginians of `side` alone may be). */
function recallCities(s: TawState, side: Side, from: { hex: number; inCity: boolean }): number[] {
  return [...MAP.cities.values()]
    .filter((c) => c.province === 'SiciliaOccidentale' && s.cities[c.name]!.size !== 'none' && s.cities[c.name]!.siege === null && !(c.hex === from.hex && from.inCity))
    .filter((c) => s.stacks.every((x) => !(x.hex === c.hex && x.inCity) || (x.side === side && x.groups.every(carthaginian))))
    .map((c) => c.hex)
    .sort((a, b) => a - b);
}

/**
 * S3.4 (ruling P-18): at the start of a turn in which Carthage's controller no longer holds Diplomatic Control of
 * Western Sicily, its troops "must immediately be placed in any Western Sicilian city not Under Siege": the
 * controller who lost them places each of his Forces holding Carthaginian units (but those alone inside a
 * Western Sicilian city), one at a time (`deploy` with `recall`). Then the Carthaginians pass back to Carthage,
 * Mago leaves the map and the controller's +4 Naval Superiority of the Carthaginian zones goes; the new
 * controller receives them at the end of the Election Phase (`pyrrhusTurnStart`, P-3, P-15). True while a
 * question is open.
 */
export function recallCarthage(s: TawState, ctx: StepContext): boolean {
  const f = s.pyrrhus;
  if (f === undefined || f.carthage === null) return false;
  const side = f.carthage;
  if (f.recall === undefined) {
    if (s.provinces['SiciliaOccidentale']!.dip === side) return false;
    f.recall = { side, forces: recalledForces(s, side) };
  }
  const r = f.recall;
  while (r.forces.length > 0) {
    const options = recallCities(s, side, r.forces[0]!);
    if (options.length > 0) {
      s.ask = { kind: 'deploy', side, options, recall: true };
      return true;
    }
    // No city to receive them: they cannot be placed and leave the game.
    const from = r.forces.shift()!;
    const st = s.stacks.find((x) => x.side === side && x.hex === from.hex && x.inCity === from.inCity);
    if (st === undefined) continue;
    say(ctx, 'pyrrhus.carthage-disbanded', { side, sp: st.groups.filter(carthaginian).reduce((n, g) => n + g.sp, 0) }, 'taw S3.4');
    st.groups = st.groups.filter((g) => !carthaginian(g));
    s.stacks = s.stacks.filter((x) => x.groups.length > 0);
  }
  delete f.recall;
  f.carthage = null;
  // The Carthaginians (now alone inside Western Sicilian cities) pass back to Carthage, a third party (P-3).
  for (const st of [...s.stacks]) {
    const units = st.side === side ? st.groups.filter(carthaginian) : [];
    if (units.length === 0) continue;
    st.groups = st.groups.filter((g) => !carthaginian(g));
    addToStack(s, 'carthage', st.hex, st.inCity, units, st.abs, false);
    const c = MAP.cityAt.get(st.hex);
    if (c !== undefined && st.inCity) s.cities[c.name]!.last = 'carthage';
  }
  s.stacks = s.stacks.filter((x) => x.groups.length > 0);
  // Mago leaves the map with his LAMs; the controller's +4 in the Carthaginian zones goes with the fleet.
  const mago = s.leaders.find((l) => l.id === MAGO_280.id && l.status === 'map');
  if (mago !== undefined) Object.assign(mago, { status: 'pool', hex: null, inCity: false, side: 'carthage' });
  s.cup = s.cup.filter((x) => x !== `L:${MAGO_280.id}`);
  if (s.naval !== undefined) for (const z of CARTHAGINIAN_ZONES) s.naval.ns[side]![z] = START_NS[side]?.[z] ?? -4;
  say(ctx, 'pyrrhus.carthage-lost', { side }, 'taw S3.4');
  updateControl(s);
  return false;
}

/** S3.4 (ruling P-18): the first recalled Force's Carthaginians go inside the chosen city (in its hex if it cannot hold them, 9.82). */
function placeRecalled(s: TawState, ctx: StepContext, hex: number): void {
  const r = s.pyrrhus!.recall!;
  const from = r.forces.shift()!;
  const st = s.stacks.find((x) => x.side === r.side && x.hex === from.hex && x.inCity === from.inCity);
  if (st === undefined) return;
  const units = st.groups.filter(carthaginian);
  st.groups = st.groups.filter((g) => !carthaginian(g));
  s.stacks = s.stacks.filter((x) => x.groups.length > 0);
  const c = MAP.cityAt.get(hex)!;
  const inside = s.stacks.filter((x) => x.hex === hex && x.inCity).reduce((n, x) => n + x.groups.reduce((m, g) => m + g.sp, 0), 0);
  const sp = units.reduce((n, g) => n + g.sp, 0);
  const inCity = inside + sp <= 20 * (c.size === 'L' ? 7 : c.size === 'M' ? s.rules.mediumIds : 1);
  addToStack(s, r.side, hex, inCity, units, st.abs, false);
  if (inCity) s.cities[c.name]!.last = r.side;
  // Mago goes with the Force he stood with.
  const mago = s.leaders.find((l) => l.id === MAGO_280.id && l.status === 'map' && l.hex === from.hex && l.inCity === from.inCity);
  if (mago !== undefined) Object.assign(mago, { hex, inCity });
  say(ctx, 'pyrrhus.carthage-recalled', { side: r.side, sp, city: c.name }, 'taw S3.4');
}


const SICILIAN = ['Syracusan', 'Greek', 'Mamertine'];

/** S3.4 C: the units Carthaginians never stack nor Coordinate with: the Greek cities of Eastern Sicily and the Tarentines. */
const KEPT_FROM_CARTHAGE = ['Syracusan', 'Greek', 'Tarentine'];

/** S3.4 C (ruling P-17): one of the two Forces holds Carthaginians and the other Eastern Sicilian Greeks or Tarentines. */
export function pyrrhusApart(a: readonly Group[], b: readonly Group[]): boolean {
  const has = (gs: readonly Group[], kinds: readonly string[]): boolean => gs.some((g) => g.sp > 0 && kinds.includes(g.c));
  return (has(a, CARTHAGINIAN) && has(b, KEPT_FROM_CARTHAGE)) || (has(a, KEPT_FROM_CARTHAGE) && has(b, CARTHAGINIAN));
}

/** S3.4 C (ruling P-17): `groups` of `side` may not be in `hex` (inside its city or not) where a Force of the side they keep apart from stands. */
export function pyrrhusStackBarred(s: TawState, side: Side, groups: readonly Group[], hex: number, inCity: boolean): boolean {
  return s.stacks.some((x) => x.side === side && x.hex === hex && x.inCity === inCity && pyrrhusApart(groups, x.groups));
}

/**
 * S3.4: Carthaginian units never enter Italy (even Roman-controlled), Eastern Sicilians and Mamertines never
 * leave Sicily; the Roman bar on Sicily (S3.4) is for the other units: a Force or a lone leader is barred
 * from the provinces of every kind it holds.
 */
export function pyrrhusBanned(s: TawState, side: Side, groups: readonly Group[], leaderId: string): string[] {
  const carthaginian = groups.length === 0 ? leaderId === MAGO_280.id : groups.some((g) => CARTHAGINIAN.includes(g.c));
  const sicilian = groups.some((g) => SICILIAN.includes(g.c));
  const others = groups.length === 0 ? leaderId !== MAGO_280.id : groups.some((g) => !CARTHAGINIAN.includes(g.c) && !SICILIAN.includes(g.c));
  return [...(others ? (s.rules.noEnter[side] ?? []) : []), ...(carthaginian ? ITALY : []), ...(sicilian ? OUTSIDE_SICILY : [])];
}

/**
 * 5.3 C / 6.13 (ruling P-16): the places of `side`'s leaderless allied Forces: troops of the third parties
 * handed to it (Carthaginians, Eastern Sicilians, Mamertines) with no leader of the side there.
 */
export function pyrrhusAlliedForces(s: TawState, side: Side): { hex: number; inCity: boolean }[] {
  const allied = (g: Group): boolean => CARTHAGINIAN.includes(g.c) || SICILIAN.includes(g.c);
  return s.stacks
    .filter((x) => x.side === side && x.groups.length > 0 && x.groups.every(allied) && !s.leaders.some((l) => l.side === side && l.status === 'map' && l.hex === x.hex && l.inCity === x.inCity))
    .map((x) => ({ hex: x.hex, inCity: x.inCity }))
    .sort((a, b) => a.hex - b.hex || Number(a.inCity) - Number(b.inCity));
}

const ITALY: readonly string[] = [...MAP.provinces.values()].filter((p) => p.landmass === 'italy').map((p) => p.id);
const OUTSIDE_SICILY: readonly string[] = [...MAP.provinces.keys()].filter((p) => !SICILY.includes(p));

/** Start of turn: Diplomatic Control of Carthage or of Syracuse hands its Forces to that seat (S3.4, 12.12). */
export function pyrrhusTurnStart(s: TawState, ctx: StepContext): void {
  const f = s.pyrrhus;
  if (f === undefined) return;
  if (s.naval !== undefined) s.naval.weatherDrm = 0;
  f.cineasTurn = false;
  const carthage = s.provinces['SiciliaOccidentale']!.dip;
  if (f.carthage === null && carthage !== null) {
    f.carthage = carthage;
    handOver(s, ctx, 'carthage', carthage);
  }
  if (!f.syracuseAllied && s.provinces['SiciliaOrientale']!.dip === 'epirus') {
    f.syracuseAllied = true;
    handOver(s, ctx, 'syracuse', 'epirus', 6419);
  }
}

// ---- victory (S3.5) -----------------------------------------------------------------------------

const CITY_VP: Readonly<Record<string, number>> = { Tarentum: 3, Syracusae: 5, Rhegium: 3, Messina: 3, Capua: 3, Lilybaeum: 3 };

/** A side occupies a city: its units inside (physical control, S3.5 engine reading). */
const occupies = (s: Pick<TawState, 'stacks'>, side: Side, city: string): boolean => {
  const hex = MAP.cities.get(city)!.hex;
  return s.stacks.some((x) => x.hex === hex && x.inCity && x.side === side);
};

/** S3.5 victory points: 3 per province controlled (Melita excluded), plus the listed cities occupied and not Sacked. */
export function pyrrhusPoints(s: Pick<TawState, 'seats' | 'provinces' | 'cities' | 'stacks'>): Record<Side, number> {
  const vp: Record<Side, number> = Object.fromEntries(s.seats.map((x) => [x, 0]));
  for (const p of Object.values(s.provinces)) {
    if (!p.inPlay || p.id === 'Melita') continue;
    const c = controllerOf(s, p.id);
    if (c !== null && vp[c] !== undefined) vp[c] += 3;
  }
  for (const [city, n] of Object.entries(CITY_VP)) for (const side of s.seats) if (!s.cities[city]!.sacked && occupies(s, side, city)) vp[side]! += n;
  return vp;
}

/**
 * S3.5's automatic conditions as fractions for the AI (ai.ts): the five cities occupied, the 50 VP, and
 * (from 278 BC) the six Roman Italy provinces with Campania.
 */
export function pyrrhusProgress(s: TawState): { cities: number; points: number; provinces: number; campania: boolean } {
  const cities = ['Capua', 'Messina', 'Rhegium', 'Syracusae', 'Lilybaeum'].filter((c) => occupies(s, 'epirus', c)).length;
  const italian = Object.values(s.provinces).filter((p) => p.inPlay && MAP.provinces.get(p.id)!.romanItaly && controllerOf(s, p.id) === 'epirus').map((p) => p.id);
  return { cities, points: pyrrhusPoints(s)['epirus'] ?? 0, provinces: italian.length, campania: italian.includes('Campania') };
}

export function pyrrhusVictory(s: TawState, endOfTurn: boolean): { winner: Side; reason: string } | null {
  if (leader(s, 'pyrrhus').status === 'killed') return { winner: 'rome', reason: 'pyrrhus-killed' };
  if (!endOfTurn) return null;
  if (occupies(s, 'epirus', 'Roma') || cityController(s, s.cities['Roma']!) === 'epirus') return { winner: 'epirus', reason: 'rome-taken' };
  if (['Capua', 'Messina', 'Rhegium', 'Syracusae', 'Lilybaeum'].every((c) => occupies(s, 'epirus', c))) return { winner: 'epirus', reason: 'five-cities' };
  if ((pyrrhusPoints(s)['epirus'] ?? 0) >= 50) return { winner: 'epirus', reason: 'fifty-points' };
  if (s.year >= 278) {
    const italian = Object.values(s.provinces).filter((p) => p.inPlay && MAP.provinces.get(p.id)!.romanItaly && controllerOf(s, p.id) === 'epirus').map((p) => p.id);
    if (italian.length >= 6 && italian.includes('Campania')) return { winner: 'epirus', reason: 'six-provinces' };
  }
  return null;
}

/** After 271 BC: the higher VP total wins; equal totals are a draw. */
export function pyrrhusWinner(s: TawState): Side | null {
  const vp = pyrrhusPoints(s);
  return (vp['rome'] ?? 0) > (vp['epirus'] ?? 0) ? 'rome' : (vp['epirus'] ?? 0) > (vp['rome'] ?? 0) ? 'epirus' : null;
}

/** S3.4: while Pyrrhus has troops in Sicily or Eastern Sicily is his, an ambassador to Carthage costs him 2 GP. */
export function pyrrhusAmbassadorCost(s: TawState, side: Side, prov: string): number {
  if (s.pyrrhus === undefined || side !== 'epirus' || !CARTHAGE_PROVINCES.includes(prov)) return 1;
  const inSicily = s.stacks.some((x) => x.side === 'epirus' && MAP.hexes.has(x.hex) && SICILY.includes(provinceOf(x.hex)));
  return inSicily || s.provinces['SiciliaOrientale']!.dip === 'epirus' ? 2 : 1;
}

/** S3.6 Cineas: −2 to Pyrrhus' diplomatic DRs for the turn (not on the Disasters table); never his replacement's (P-8). */
export const pyrrhusDiplomacyDrm = (s: TawState, side: Side): number => (side === 'epirus' && s.pyrrhus?.cineasTurn === true && s.pyrrhus.cineasBack !== true ? -2 : 0);

/**
 * S3.6 (ruling P-8): Cineas dies (the second Cineas Augury, or a Diplomatic Disaster that kills him, 12.35): the
 * ambassador on the back of his counter replaces him, once (a new man: not yet used this year, 12.36). A killed
 * replacement is not replaced: Pyrrhus has no more ambassadors.
 */
export function cineasDies(s: TawState, ctx: StepContext, c: Leader): void {
  const f = s.pyrrhus;
  if (f === undefined || c.id !== CINEAS_280.id || f.cineasBack === true) return;
  f.cineasBack = true;
  const name = c.name;
  Object.assign(c, { ...CINEAS_BACK, status: 'pool', hex: null, inCity: false, office: null, permissions: [] });
  delete c.envoy;
  say(ctx, 'pyrrhus.cineas-replaced', { ambassador: name, by: c.name }, 'taw S3.6');
}

/** S3.4 Syracuse's defences: −1 to any Assault DR against Syracuse. */
export const pyrrhusAssaultDrm = (s: TawState, city: string): number => (s.pyrrhus !== undefined && city === 'Syracusae' ? -1 : 0);
