import { gbohHex, mapSchema, type MapEdge } from '@polemarch/gboh-family';
import { z } from 'zod';
import { isCavalry, type Missile, type UnitClass, type UnitType } from '../types';
import { flightLevel } from '../flight';
import type { Battle, BattleLeader, BattleUnit } from './battle';

/**
 * The conversion of our GBoH (Cataphract) battle files to SGBoH battles (13, 13.1). Kept from the GBoH file: the
 * map, the counters' printed TQ, Size, MA and missile letter, the deployment, the Retreat Edges and the
 * Withdrawal Levels (13.1 item 1: "also valid for the simplified version"). Authored here, provisional, because the
 * SGBoH scenario booklet is lost (docs/rules/sgboh-rulings.md R-30..R-36):
 *  - Formation Charts: one Formation per Line of the GBoH "Line Command Availability" (its nearest analogue, 14 A.9),
 *    led by every unrestricted leader of the side; a leader restricted to a nationality commands his contingent as
 *    its own Formation; units no Line names are an Auxiliary Formation (always In Command, 4.13);
 *  - Seize ratings: the Overall Commander `ocSeize` (3), the other unrestricted leaders `leaderSeize` (1), contingent
 *    leaders 0 (4.21, as the DH annex gives "/n" to the army's main leaders only);
 *  - Reducible units: none by default (Cataphract counters' backs are "Moved" sides, not Reduced ones, 2.21);
 *  - a Retreat Edge that is a single exit hex (Callinicum's island, Dara's gate) becomes the map edge nearest it.
 * Dropped: GBoH battle rules, secret deployment, reinforcements off the map at the start (SGBoH has no rule for
 * them: 1.0). Kept from the DH files for the annex: Kalka's Command Flight (ruling R-48) and a unit's dismounted or
 * mounted other side.
 */

const filterSchema = z.object({
  type: z.array(z.string()).optional(),
  class: z.array(z.string().nullable()).optional(),
  nationality: z.array(z.string()).optional(),
  units: z.array(z.string()).optional(),
});
type Filter = z.infer<typeof filterSchema>;

/** The fields of a GBoH battle file the conversion reads (the file is the gboh package's data, read as JSON). */
export const gbohBattleSchema = z.object({
  id: z.string(),
  name: z.string(),
  year: z.string().optional(),
  /** `devils-horsemen`: a battle of The Devil's Horsemen, converted with the DH annex (ruling R-46). */
  profile: z.string().optional(),
  map: mapSchema,
  sides: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      withdrawalLevel: z.number(),
      retreatEdge: z.union([z.object({ kind: z.literal('edge'), edge: z.enum(['north', 'south', 'east', 'west']) }), z.object({ kind: z.literal('hex'), hex: z.string() })]),
    }),
  ),
  counterProfiles: z.record(
    z.string(),
    z.object({
      type: z.string(),
      class: z.string().nullable().optional(),
      nationality: z.string().nullable().optional(),
      size: z.number().nullable().optional(),
      tq: z.number(),
      ma: z.number(),
      missile: z.string().nullable().optional(),
      /** DH 6.7: the counter may Feigned Retreat (the annex's Feigned Retreat, ruling R-58). */
      feignedRetreat: z.boolean().optional(),
      /** DH 6.74: the FR Reaction Value (scenario). */
      frValue: z.number().int().min(0).max(9).nullable().optional(),
    }),
  ),
  leaders: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      side: z.string(),
      rank: z.string(),
      initiative: z.number(),
      commandRange: z.number(),
      elite: z.boolean().optional(),
      /** Lines per Line Command (GBoH): read as a 4.14 group's size (ruling R-54). */
      lineCommand: z.number().optional(),
      hex: z.string().nullable(),
      restriction: z.object({ only: z.array(filterSchema).optional(), never: z.array(filterSchema).optional() }).nullable().optional(),
    }),
  ),
  units: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      side: z.string(),
      profile: z.string(),
      hex: z.string().nullable().optional(),
      facing: z.object({ vertex: z.number() }).or(z.object({ hexside: z.number() })).optional(),
      routPoints: z.number().optional(),
      /** DH: the unit's other side (its dismounted or mounted counter), kept for the annex's dismounting (ruling R-53). */
      dismountCounterpart: z.string().optional(),
    }),
  ),
  lines: z.array(z.object({ id: z.string(), side: z.string(), name: z.string(), members: z.array(filterSchema) })),
  /** Only the DH Command Flight is read (ruling R-48); the other battle rules are dropped. */
  specialRules: z.array(z.object({ kind: z.string() }).passthrough()).optional(),
});
export type GbohBattle = z.infer<typeof gbohBattleSchema>;

export type ConvertOptions = { ocSeize: number; leaderSeize: number; reducible: readonly UnitType[] };

type Profile = GbohBattle['counterProfiles'][string];

const TYPES: Record<string, UnitType> = { HC: 'HC', LC: 'LC', LN: 'LN', HI: 'HI', MI: 'MI', LI: 'LI', SK: 'SK', PH: 'PH', EL: 'EL', CH: 'CH', Cheiroballistra: 'ART' };
const MISSILE_OF: Record<string, Missile> = { A: 'A', B: 'B', C: 'C', J: 'J', S: 'S', F: 'F', X: 'X', Cheiro: 'ART', CB: 'CB' };

function matches(f: Filter, unit: { id: string }, p: Profile): boolean {
  if (f.units !== undefined && !f.units.includes(unit.id)) return false;
  if (f.type !== undefined && !f.type.includes(p.type)) return false;
  if (f.class !== undefined && !f.class.includes(p.class ?? null)) return false;
  if (f.nationality !== undefined && !f.nationality.includes(p.nationality ?? '')) return false;
  return true;
}

/** The map edge nearest an exit hex (ruling R-34). */
function nearestEdge(map: GbohBattle['map'], hex: string): MapEdge {
  const { col, row } = gbohHex.parseHexId(hex);
  const d: [MapEdge, number][] = [
    ['west', col - map.extent.minCol],
    ['east', map.extent.maxCol - col],
    ['north', row - map.extent.minRow],
    ['south', map.extent.maxRow - row],
  ];
  return d.sort((a, b) => a[1] - b[1])[0]![0];
}

/** 9.0 Rout Points of a converted unit. */
function routPoints(type: UnitType, tq: number, override: number | undefined): number | undefined {
  if (override !== undefined) return override;
  return type === 'SK' || type === 'SKS' || type === 'CH' || type === 'EL' ? 2 : undefined;
}

const aggressionSchema = z.object({ kind: z.literal('cavalryAggression'), values: z.array(z.object({ units: z.array(z.string()) })) });

const commandFlightSchema = z.object({
  kind: z.literal('commandFlight'),
  side: z.string(),
  withdrawAt: z.number().int().min(1),
  commands: z.array(z.object({ id: z.string(), name: z.string(), units: z.array(z.string()), leaders: z.array(z.string()), fleesAt: z.number().int().min(1), points: z.number().int().min(1) })),
});

/**
 * The DH Command Flight of a battle file (Kalka's Russians), kept by the SGBoH annex (ruling R-48), for the commands
 * with a unit on the map at the start (Kiev's army is a reinforcement, dropped by R-36).
 */
function commandFlight(g: GbohBattle, placed: readonly { id: string }[]): Battle['flight'] {
  const rule = g.specialRules?.find((r) => r.kind === 'commandFlight');
  if (rule === undefined) return null;
  const f = commandFlightSchema.parse(rule);
  const commands = f.commands.filter((c) => c.units.some((id) => placed.some((u) => u.id === id)));
  return { side: f.side, withdrawAt: f.withdrawAt, commands };
}

/** A level the GBoH file gives no RP value for (Kalka's Russians withdraw by Command Flight: 100000) is authored (ruling R-45). */
const NO_LEVEL = 100000;

/**
 * The Withdrawal Level of a side: the GBoH file's (13.1); where the file has none, the same share of the side's
 * printed TQ (its units' Rout Points) as the opponent's level is of the opponent's (ruling R-45).
 */
function withdrawalLevel(g: GbohBattle, side: string, units: readonly BattleUnit[], flight: Battle['flight']): number {
  const own = g.sides.find((x) => x.id === side)!;
  if (own.withdrawalLevel < NO_LEVEL) return own.withdrawalLevel;
  // Ruling R-48: a side on Command Flight withdraws on Flight points; its level is the least RP that can give them.
  if (flight !== null && flight.side === side) return flightLevel(flight.commands, flight.withdrawAt);
  const foe = g.sides.find((x) => x.id !== side)!;
  const tq = (id: string): number => units.filter((u) => u.side === id).reduce((n, u) => n + (u.rp ?? u.tq), 0);
  return Math.max(1, Math.round((tq(side) * foe.withdrawalLevel) / tq(foe.id)));
}

export function convertGbohBattle(raw: unknown, options: ConvertOptions): Battle {
  const g = gbohBattleSchema.parse(raw);
  const dh = g.profile === 'devils-horsemen';
  const notes = [
    'converted from the GBoH (Cataphract) battle: map, counters, deployment, Retreat Edges and Withdrawal Levels kept (SGBoH 13.1)',
    'provisional Formation Charts, Seize ratings and reducible units: the SGBoH scenario booklet is lost (docs/rules/sgboh-rulings.md R-30..R-36)',
  ];
  const placed = g.units.filter((u) => typeof u.hex === 'string');
  const profileOf = (u: { profile: string }): Profile => {
    const p = g.counterProfiles[u.profile];
    if (p === undefined) throw new Error(`${g.id}: no counter profile ${u.profile}`);
    return p;
  };
  const formationOf = new Map<string, string>();
  const formations: Battle['formations'] = [];
  // Contingents: a leader restricted to nationalities commands them as their own Formation.
  for (const l of g.leaders) {
    const only = l.restriction?.only;
    if (only === undefined || !only.some((f) => f.nationality !== undefined)) continue;
    const id = `${l.side}:${l.id}`;
    const units = placed.filter((u) => u.side === l.side && !formationOf.has(u.id) && only.some((f) => matches(f, u, profileOf(u))));
    const same = formations.find((f) => f.side === l.side && f.note === JSON.stringify(only));
    if (same !== undefined) {
      same.leaders.push(l.id);
      continue;
    }
    if (units.length === 0) continue;
    for (const u of units) formationOf.set(u.id, id);
    formations.push({ id, side: l.side, name: `${l.name}'s contingent`, leaders: [l.id], auxiliary: false, chain: 0, note: JSON.stringify(only) });
  }
  const general = (l: GbohBattle['leaders'][number]): boolean => l.rank !== 'replacement' && (l.restriction?.only === undefined);
  for (const line of g.lines) {
    const units = placed.filter((u) => u.side === line.side && !formationOf.has(u.id) && line.members.some((f) => matches(f, u, profileOf(u))));
    if (units.length === 0) continue;
    const id = `${line.side}:${line.id}`;
    const types = new Set(units.map((u) => profileOf(u).type));
    const typed = g.leaders.filter((l) => l.side === line.side && l.rank !== 'replacement' && l.restriction?.only !== undefined && l.restriction.only.every((f) => f.nationality === undefined) && l.restriction.only.some((f) => f.type?.some((t) => types.has(t))));
    const leaders = [...g.leaders.filter((l) => l.side === line.side && general(l)), ...typed].map((l) => l.id);
    for (const u of units) formationOf.set(u.id, id);
    formations.push({ id, side: line.side, name: line.name, leaders, auxiliary: false, chain: 0 });
  }
  // DH (ruling R-45): a leader restricted to listed units (a Tumen's noyan, a wing's commander) leads every Formation holding some of them.
  for (const l of g.leaders) {
    const lists = (l.restriction?.only ?? []).filter((f) => f.units !== undefined);
    if (lists.length === 0 || l.rank === 'replacement') continue;
    for (const f of formations) {
      if (f.side !== l.side || f.leaders.includes(l.id)) continue;
      if (placed.some((u) => formationOf.get(u.id) === f.id && lists.some((x) => matches(x, u, profileOf(u))))) f.leaders.push(l.id);
    }
  }
  for (const side of g.sides) {
    const rest = placed.filter((u) => u.side === side.id && !formationOf.has(u.id));
    if (rest.length === 0) continue;
    const id = `${side.id}:auxiliaries`;
    for (const u of rest) formationOf.set(u.id, id);
    formations.push({ id, side: side.id, name: 'Auxiliaries', leaders: [], auxiliary: true, chain: 0, note: 'units no Line Command names (4.13)' });
  }
  // DH annex (ruling R-53): a unit's other side, from its counterpart's profile (the counterpart is off the map).
  const otherSideOf = (u: GbohBattle['units'][number]): BattleUnit['otherSide'] => {
    const c = u.dismountCounterpart === undefined ? undefined : g.units.find((x) => x.id === u.dismountCounterpart);
    if (c === undefined) return undefined;
    const p = profileOf(c);
    const type = TYPES[p.type];
    if (type === undefined) return undefined;
    const missile = p.missile === null || p.missile === undefined ? null : (MISSILE_OF[p.missile] ?? null);
    return { name: c.name, type, cls: p.class === 'Cat' ? 'CAT' : null, missile, tq: p.tq, size: p.size ?? 1, ma: p.ma };
  };
  // DH 9.3 (Liegnitz 3.4): the Knights and European HC the battle gives a Cavalry Aggression Value.
  const aggressive = new Set((g.specialRules ?? []).filter((r) => r.kind === 'cavalryAggression').flatMap((r) => aggressionSchema.parse(r).values.flatMap((v) => v.units)));
  const units: BattleUnit[] = placed.map((u) => {
    const p = profileOf(u);
    const type = TYPES[p.type];
    if (type === undefined) throw new Error(`${g.id}: no SGBoH type for ${p.type}`);
    const cls: UnitClass | null = p.class === 'Cat' ? 'CAT' : null;
    const missile = p.missile === null || p.missile === undefined ? null : (MISSILE_OF[p.missile] ?? null);
    // 10.11 artillery: LI with MA 0 and TQ 4 when unrated; our Cheiroballistra has crew ratings (kept, MA 0: it is a field engine).
    const ma = type === 'ART' ? 0 : type === 'PH' ? 4 : p.ma;
    const rp = routPoints(type, p.tq, u.routPoints);
    const otherSide = otherSideOf(u);
    // DH annex (rulings ): Knights and European HC (+2 to the Aggression Reaction roll); Feigned Retreat and
    // the FR Reaction Value from the counter's profile.
    const chivalric = dh && type === 'HC' && (p.class === 'Kn' || p.class === 'Knights' || p.nationality === 'European' || aggressive.has(u.id));
    const fr = dh ? { ...(type === 'LC' && p.feignedRetreat === true ? { feignedRetreat: true } : {}), ...(p.frValue === undefined || p.frValue === null || !isCavalry(type) ? {} : { frValue: p.frValue }) } : {};
    // DH 10.2 (ruling R-55): the armour rows type and class do not give (DH-ARM-1: Knights, Mongol LC).
    const armour = !dh ? undefined : type === 'HC' && (p.class === 'Kn' || p.class === 'Knights') ? 'KNIGHTS' : type === 'LC' && /^mongols?$/i.test(p.nationality ?? '') ? 'LC_MONGOL' : undefined;
    return {
      id: u.id,
      name: u.name,
      side: u.side,
      type,
      cls,
      missile,
      tq: p.tq,
      size: p.size ?? (type === 'ART' ? 0 : 1),
      ma,
      formation: formationOf.get(u.id)!,
      legion: null,
      canReduce: options.reducible.includes(type),
      reduced: false,
      hits: 0,
      hex: u.hex!,
      facing: u.facing === undefined ? 0 : 'vertex' in u.facing ? u.facing.vertex : u.facing.hexside,
      inColumn: false,
      doubleDepth: false,
      ...(rp === undefined ? {} : { rp }),
      ...(otherSide === undefined ? {} : { otherSide }),
      ...(armour === undefined ? {} : { armour }),
      ...(chivalric ? { chivalric: true } : {}),
      ...fr,
    };
  });
  // 4.22: one Overall Commander per army: the first OC the GBoH file lists for the side (ruling R-33; the others lead their Formations).
  const ocOf = new Map<string, string>();
  for (const l of g.leaders) if (l.rank === 'OC' && !ocOf.has(l.side)) ocOf.set(l.side, l.id);
  const leaders: BattleLeader[] = g.leaders.map((l) => ({
    id: l.id,
    name: l.name,
    side: l.side,
    initiative: l.initiative,
    range: l.commandRange,
    heroic: l.elite === true,
    // R-31; DH: the sub-commanders (SC) of a DH army are its principal leaders, whatever units they are restricted to.
    seize: ocOf.get(l.side) === l.id ? options.ocSeize : general(l) || (dh && l.rank === 'SC') ? options.leaderSeize : 0,
    oc: ocOf.get(l.side) === l.id,
    replacement: l.rank === 'replacement',
    hex: l.hex,
  }));
  const flight = commandFlight(g, placed);
  // 4.14 (ruling R-54): a leader whose Line Command rating is 2 or more (Lines per Line Command) may activate that
  // many of the Formations (Lines) he leads in one Player Turn: "Multiple Formations roughly replace Section/multiple
  // Line Commands" (spec 14). Not the OC's 4.33 move, not replacements (4.37), not contingent leaders (rating 0).
  const groups: Battle['groups'] = [];
  for (const l of g.leaders) {
    const rating = l.lineCommand ?? 1;
    if (rating < 2 || l.rank === 'replacement') continue;
    const led = formations.filter((f) => f.side === l.side && !f.auxiliary && f.leaders.includes(l.id)).map((f) => f.id);
    if (led.length < 2) continue;
    groups.push({ id: `${l.id}:group`, side: l.side, leader: l.id, formations: led, max: Math.min(rating, led.length) });
  }
  return {
    id: g.id,
    name: g.name,
    ...(g.year === undefined ? {} : { year: g.year }),
    notes,
    map: g.map,
    mapFamily: 'caesar',
    firstPlayer: null,
    sides: g.sides.map((x) => ({
      id: x.id,
      name: x.name,
      withdrawalLevel: withdrawalLevel(g, x.id, units, flight),
      retreatEdge: x.retreatEdge.kind === 'edge' ? x.retreatEdge.edge : nearestEdge(g.map, x.retreatEdge.hex),
      ...(x.retreatEdge.kind === 'hex' ? { note: `exit hex ${x.retreatEdge.hex} read as the nearest map edge (R-34)` } : {}),
    })),
    formations: formations.map(({ note: _note, ...f }) => f),
    units,
    leaders,
    annex: dh ? 'dh' : null,
    flight,
    groups,
    // Dara's trench stays a map hexside read as a Ditch; no GBoH file has other works.
    fortifications: { hexsides: [], camp: [] },
  };
}
