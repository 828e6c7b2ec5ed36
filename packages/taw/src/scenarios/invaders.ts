import type { StepContext } from '@polemarch/kernel';
import { MAP, provinceOf } from '../map';
import { hexDistance, hexNeighbours } from '../hex';
import { addToStack, d10, leadersAt, prune, say, spOf, stackAt } from '../core';
import { GAULS_AUGURY, TRIBAL_REVOLT } from '../rrrTables';
import type { Group, Leader, SamniteFlags, Side, Stack, TawState } from '../state';

/**
 * The Samnite Wars' armies that keep apart: the Gauls (rrr.md S1.3, Augury 85–99), the revolted tribes
 * (S1.2) and Cleonymus of Sparta (S1.10 76–84). Rulings S-1…S-5 in docs/rules/taw-rulings.md.
 */

/** The Senones' leader counter (unnamed in S1.3): two LAMs, CR 4 like the tribes' leaders, cannot be killed (S1.2). */
export const GAULS = 'senones';
export const GALLIC = 'Gallic';
/** S1.3: the Gauls are placed in any hex of these provinces (outside the scenario's map of Roman Italy). */
export const GAUL_LANDS: readonly string[] = ['LiguriaFriniates', 'GalliaCispadana'];
/** Cleonymus' Force is a side of its own, with no seat: a player operates it (ruling S-3). */
export const CLEONYMUS = 'cleonymus';
export const SPARTA = 'sparta';
const ROME = 3714;
const TARENTUM = 5405;

const flags = (s: TawState): SamniteFlags => (s.samnite ??= {});
const onMap = (s: TawState, id: string): Leader | undefined => s.leaders.find((l) => l.id === id && l.status === 'map' && l.hex !== null);
export const gaulsInPlay = (s: TawState): boolean => onMap(s, GAULS) !== undefined;
export const isGallic = (g: Group): boolean => g.c === GALLIC;

/** The hexes the Samnite may place the Gauls in (S1.3). */
export const gaulHexes = (): number[] => GAUL_LANDS.flatMap((p) => [...(MAP.provinceHexes.get(p) ?? [])]).sort((a, b) => a - b);

/**
 * S1.10 85–99 GAULS!: the Senones come (Tribal Revolt Table, Augury row, for their SP) with their two LAMs;
 * the Samnite, who controls them, chooses their hex in Liguria Friniates or Gallia Cispadana (`deploy`).
 * Engine reading (rrr.md): with the Gauls already in play, no event.
 */
export function gaulsInvade(s: TawState, ctx: StepContext): void {
  if (gaulsInPlay(s)) {
    say(ctx, 'augury.no-event', {}, 'taw S1.10');
    return;
  }
  const r = d10(ctx);
  const [inf, cav] = GAULS_AUGURY[r.value]!;
  const hexes = gaulHexes();
  const at = hexes[0]!;
  addToStack(s, 'samnite', at, false, [{ c: GALLIC, t: 'inf', sp: inf }, ...(cav > 0 ? [{ c: GALLIC, t: 'cav' as const, sp: cav }] : [])], 'none', false);
  let l = s.leaders.find((x) => x.id === GAULS);
  if (l === undefined) {
    l = {
      id: GAULS, name: 'Senones', side: 'samnite', init: 2, letter: 'C', sub: 0, cr: 4, gp: 0, mr: 99, roman: false,
      hex: null, inCity: false, status: 'pool', office: null, oc: false, used: 0, gpUsed: 0, permissions: [],
    };
    s.leaders.push(l);
  }
  Object.assign(l, { status: 'map', hex: at, inCity: false, used: 0, oc: false });
  s.cup.push(`L:${GAULS}`, `L:${GAULS}`);
  s.cup.sort();
  say(ctx, 'gauls.invade', { inf, cav }, 'taw S1.3', { rolls: [r.roll], chart: { name: 'R4b', cell: `Gallia ${r.value}`, result: `${inf}/${cav}` } });
  s.ask = { kind: 'deploy', side: 'samnite', options: hexes };
}

/** S1.3: the Samnite's choice of the Gauls' hex. */
export function gaulsDeploy(s: TawState, ctx: StepContext, hex: number): void {
  const l = onMap(s, GAULS);
  if (l === undefined || !gaulHexes().includes(hex)) return;
  const st = stackAt(s, 'samnite', l.hex!, false);
  if (st !== undefined) {
    s.stacks = s.stacks.filter((x) => x !== st);
    addToStack(s, 'samnite', hex, false, st.groups, st.abs, false);
  }
  l.hex = hex;
  say(ctx, 'gauls.placed', { hex }, 'taw S1.3');
}

/** S1.3: the Gauls leave the map (they entered Rome, or lost a battle): every Gallic SP, their leader and LAMs. */
export function gaulsLeave(s: TawState, ctx: StepContext, why: 'rome' | 'defeat' | 'gone'): void {
  const l = s.leaders.find((x) => x.id === GAULS);
  if (l === undefined) return;
  for (const st of s.stacks) if (st.side === l.side) st.groups = st.groups.filter((g) => !isGallic(g));
  prune(s);
  Object.assign(l, { status: 'pool', hex: null, inCity: false });
  s.cup = s.cup.filter((x) => x !== `L:${GAULS}`);
  say(ctx, `gauls.leave-${why}`, {}, 'taw S1.3');
}

// ---- The armies of the Samnite side: Samnites, tribes, Gauls (S1.2, S1.3) ------------------------

/** Which army of the Samnite side a group belongs to: 'gauls', 'samnites' or a tribe (its Contingent). */
const armyOf = (g: Group): string => (isGallic(g) ? 'gauls' : g.c === 'Samnite' ? 'samnites' : g.c);
/** The army a leader commands (S1.2: a tribal leader only his tribe's; S1.3: the Gauls' only the Gauls). */
const armyOfLeader = (id: string): string => (id === GAULS ? 'gauls' : id.startsWith('tribe-') ? id.slice(6) : 'samnites');

/**
 * S1.2: a revolted tribe may stack with and be moved by the Samnites once the Samnite holds Military Control
 * of its province or its Alliance Level is on the Samnite side (any Samnite box).
 */
export function tribeQualifies(s: TawState, tribe: string): boolean {
  const row = TRIBAL_REVOLT.find((t) => t.tribe === tribe);
  return row !== undefined && row.provinces.some((p) => s.provinces[p]?.mil === 'samnite' || (s.provinces[p]?.alliance ?? 0) < 0);
}

/** Two armies of the Samnite side that may not share a place: the Gauls and anyone (S1.3); Samnites and a tribe not qualifying (S1.2). */
function apart(s: TawState, a: string, b: string): boolean {
  if (a === b) return false;
  if (a === 'gauls' || b === 'gauls') return true;
  if (a === 'samnites') return !tribeQualifies(s, b);
  if (b === 'samnites') return !tribeQualifies(s, a);
  return false;
}

/** S1.2, S1.3: units a leader may not take with him (the Gauls' leader only the Gauls; a tribal leader only his tribe; a Samnite leader no Gauls and no tribe that does not qualify). */
export function notHisGroup(s: TawState, mover: string, g: Group): boolean {
  // Only the Samnite side's armies keep apart: a Roman consul (or Cleonymus) takes his own units along.
  if (s.scenario !== 'samnite-wars' || s.leaders.find((l) => l.id === mover)?.side !== 'samnite') return false;
  const m = armyOfLeader(mover);
  const army = armyOf(g);
  return m === 'samnites' ? army === 'gauls' || (army !== 'samnites' && !tribeQualifies(s, army)) : army !== m;
}

/** Leaders who do not follow a Force taking 'all' (5.13 A): a leader of another army of the side (S1.2, S1.3). */
export function keepsApart(s: TawState, mover: string, other: string): boolean {
  return s.scenario === 'samnite-wars' && mover !== other && armyOfLeader(mover) !== armyOfLeader(other);
}

/** S1.3: the Gallic Force is never divided (it takes the whole Force) and never garrisons a city. */
export const undivided = (s: TawState, mover: string): boolean => s.scenario === 'samnite-wars' && mover === GAULS;

/**
 * S1.2, S1.3: armies of the Samnite side that may not stack never share a hex (outside or inside its city;
 * ruling S-1: no passing through either, since any hex entered may become a Stop by interception).
 */
export function stackBarred(s: TawState, side: Side, mover: string, hex: number): boolean {
  if (s.scenario !== 'samnite-wars' || side !== 'samnite') return false;
  const m = armyOfLeader(mover);
  return s.stacks.some((x) => x.side === side && x.hex === hex && x.groups.some((g) => apart(s, m, armyOf(g))));
}

/** May the Force of the Samnite side standing in `from` retreat or avoid into `hex` (S1.2, S1.3)? */
export function retreatBarred(s: TawState, side: Side, from: number, hex: number): boolean {
  if (s.scenario !== 'samnite-wars' || side !== 'samnite') return false;
  const mine = new Set((stackAt(s, side, from, false)?.groups ?? []).map(armyOf));
  return s.stacks.some((x) => x.side === side && x.hex === hex && x.groups.some((g) => [...mine].some((a) => apart(s, a, armyOf(g)))));
}

/** S1 Map: only the Gauls may be in the Gallic lands north of Roman Italy. */
export const mayEnterGaulLands = (s: TawState, mover: string, prov: string): boolean => s.scenario === 'samnite-wars' && mover === GAULS && GAUL_LANDS.includes(prov);

/** S1.2: the provinces a tribe's Force may enter: anywhere once it qualifies, else its home and the provinces next to it (only to attack). */
export function tribeProvinces(s: TawState, mover: string): readonly string[] | null {
  if (s.scenario !== 'samnite-wars' || !mover.startsWith('tribe-') || tribeQualifies(s, mover.slice(6))) return null;
  const home = TRIBAL_REVOLT.find((t) => t.tribe === mover.slice(6))?.provinces ?? [];
  return [...new Set([...home, ...home.flatMap((p) => [...(MAP.provinceAdjacency.get(p) ?? [])])])];
}

/** S1.2: a tribe that does not qualify, outside its home province: it is there only to attack (no Stop, no entering a city). */
export function tribeAbroad(s: TawState, mover: string, hex: number): boolean {
  if (s.scenario !== 'samnite-wars' || !mover.startsWith('tribe-') || tribeQualifies(s, mover.slice(6))) return false;
  return !(TRIBAL_REVOLT.find((t) => t.tribe === mover.slice(6))?.provinces ?? []).includes(provinceOf(hex));
}

/** S1.2 (ruling S-5): a tribe's attack or attack on a city this Campaign Phase. */
export function tribeFought(s: TawState): void {
  const a = s.activation;
  if (s.scenario === 'samnite-wars' && a !== null && a.leader.startsWith('tribe-')) flags(s).fought = a.leader;
}

/**
 * S1.2 (ruling S-5): a tribe that does not qualify and whose Campaign Phase ended outside its home province
 * without a battle or an attack on a city (its attack called off by the Continuation roll, or no attack at
 * all) goes back at once to the nearest hex of its home province.
 */
export function tribeHome(s: TawState, ctx: StepContext): void {
  const f = s.samnite;
  if (f === undefined) return;
  const id = f.abroad;
  const fought = f.fought === id;
  delete f.abroad;
  delete f.fought;
  if (id === undefined || fought) return;
  const l = onMap(s, id);
  if (l === undefined || !tribeAbroad(s, id, l.hex!)) return;
  const st = stackAt(s, l.side, l.hex!, l.inCity);
  if (st !== undefined) sendHome(s, ctx, id.slice(6), st);
}

/** S1.2: a tribe's units in `st` (and its leader there) go to the nearest hex of its home province where they may stand. */
function sendHome(s: TawState, ctx: StepContext, tribe: string, st: Stack): void {
  const id = `tribe-${tribe}`;
  const home = TRIBAL_REVOLT.find((t) => t.tribe === tribe)?.provinces ?? [];
  const to = home.flatMap((p) => [...(MAP.provinceHexes.get(p) ?? [])]).filter((h) => !stackBarred(s, st.side, id, h) && !s.stacks.some((x) => x.hex === h && x.side !== st.side))
    .sort((a, b) => hexDistance(a, st.hex) - hexDistance(b, st.hex) || a - b)[0];
  if (to === undefined) return;
  const going = st.groups.filter((g) => g.c === tribe);
  st.groups = st.groups.filter((g) => g.c !== tribe);
  if (going.length > 0) addToStack(s, st.side, to, false, going, st.abs, true);
  for (const l of leadersAt(s, st.side, st.hex, st.inCity)) if (l.id === id) Object.assign(l, { hex: to, inCity: false });
  prune(s);
  say(ctx, 'tribe.home', { tribe, hex: to }, 'taw S1.2');
}

/**
 * A leader of the Samnite side is activated. S1.2: a tribe stacked with Samnites when it no longer qualifies
 * is set right now (ruling S-5: it goes to the nearest hex of its home province); a tribe's Campaign Phase is
 * watched for the return home.
 */
export function tribeActivated(s: TawState, ctx: StepContext, l: Leader): void {
  if (s.scenario !== 'samnite-wars' || l.side !== 'samnite') return;
  for (const st of [...s.stacks]) {
    if (st.side !== 'samnite' || !st.groups.some((g) => armyOf(g) === 'samnites')) continue;
    for (const tribe of new Set(st.groups.map(armyOf))) if (tribe !== 'samnites' && tribe !== 'gauls' && !tribeQualifies(s, tribe)) sendHome(s, ctx, tribe, st);
  }
  if (!l.id.startsWith('tribe-')) return;
  const f = flags(s);
  f.abroad = l.id;
  delete f.fought;
}

/** S-1: a Force joined a battle by Coordination; remember where it came from, in case it may not stay. */
export function noteCoordination(s: TawState, leaderId: string, from: number): void {
  if (s.scenario !== 'samnite-wars') return;
  (flags(s).coordinated ??= []).push({ leader: leaderId, hex: from });
}

/**
 * After a battle (S1.2, S1.3): beaten Gauls leave the map; an army of the Samnite side that joined by
 * Coordination a hex where it may not stay (the Gauls beside Samnites or tribes, the Samnites beside the Gauls
 * or a tribe that does not qualify) goes back to the hex it came from (ruling S-1).
 */
export function apartAfterBattle(s: TawState, ctx: StepContext, hex: number, loser: Side | null): void {
  const moved = s.samnite?.coordinated ?? [];
  if (s.samnite !== undefined) delete s.samnite.coordinated;
  const st = stackAt(s, 'samnite', hex, false);
  if (gaulsInPlay(s)) {
    if (st?.groups.some(isGallic) === true && loser === 'samnite') return gaulsLeave(s, ctx, 'defeat');
    if (!s.stacks.some((x) => x.groups.some(isGallic))) return gaulsLeave(s, ctx, 'gone');
  }
  if (st === undefined) return;
  for (const back of moved) {
    const armies = [...new Set(st.groups.map(armyOf))];
    const m = armyOfLeader(back.leader);
    if (!armies.some((x) => apart(s, m, x))) continue;
    const going = st.groups.filter((g) => armyOf(g) === m);
    st.groups = st.groups.filter((g) => armyOf(g) !== m);
    if (going.length > 0) addToStack(s, 'samnite', back.hex, false, going, st.abs, true);
    for (const l of leadersAt(s, 'samnite', hex, false)) if (armyOfLeader(l.id) === m) l.hex = back.hex;
    prune(s);
    say(ctx, m === 'gauls' ? 'gauls.apart-gauls' : 'gauls.apart-samnites', { hex: back.hex }, 'taw S1.3');
  }
}

/** S1.3: the Gauls entering Rome (taking the city) sack and leave: they are removed at once (rrr.md engine reading). */
export function gaulsAfterCapture(s: TawState, ctx: StepContext, city: string, side: Side): void {
  if (!gaulsInPlay(s)) return;
  // RRR 9.71 may have sent every Gaul home.
  if (!s.stacks.some((x) => x.groups.some(isGallic))) return gaulsLeave(s, ctx, 'gone');
  if (city === 'Roma' && stackAt(s, side, ROME, true)?.groups.some(isGallic) === true) gaulsLeave(s, ctx, 'rome');
}

// ---- Cleonymus (S1.10 76–84) ---------------------------------------------------------------------

/** Calabria's coastal hexes (a land hex next to a hex that is not land), Tarentum's excepted. */
export const cleonymusLandings = (): number[] =>
  [...(MAP.provinceHexes.get('Calabria') ?? [])].filter((h) => h !== TARENTUM && hexNeighbours(h).some((n) => !MAP.hexes.has(n))).sort((a, b) => a - b);

/**
 * S1.10 76–84: Cleonymus lands with 10 SP of Spartan infantry on a coast of Calabria (not Tarentum); the
 * rule names nobody to choose the hex, so the die does (S-3). Rolled again: a Tribal Revolt.
 */
export function cleonymusLands(s: TawState, ctx: StepContext, revolt: () => void): void {
  const f = flags(s);
  if (f.cleonymus === true) {
    say(ctx, 'cleonymus.again', {}, 'taw S1.10');
    revolt();
    return;
  }
  f.cleonymus = true;
  const hexes = cleonymusLandings();
  const at = hexes[ctx.rng.int(hexes.length)]!;
  addToStack(s, SPARTA, at, false, [{ c: 'Spartan', t: 'inf', sp: 10 }], 'none', false);
  s.leaders.push({
    id: CLEONYMUS, name: 'Cleonymus', side: SPARTA, init: 0, letter: 'B', sub: 0, cr: 5, gp: 0, mr: 8, roman: false,
    hex: at, inCity: false, status: 'map', office: null, oc: true, used: 0, gpUsed: 0, permissions: [],
  });
  s.tally[SPARTA] ??= { victories: 0, major: 0, majorThisTurn: 0 };
  say(ctx, 'cleonymus.lands', { hex: at, sp: 10 }, 'taw S1.10');
}

/** S1.10: a 0 rolled for Continuation by `seat` gives its opponent the use of Cleonymus (from the end of this Campaign Phase, S-3). */
export function continuationZero(s: TawState, seat: Side): void {
  if (s.scenario !== 'samnite-wars' || onMap(s, CLEONYMUS) === undefined) return;
  flags(s).cleonymusFor = s.seats.find((x) => x !== seat) ?? seat;
}

/** Between two Campaign Phases: the seat owed Cleonymus is asked whether it operates him now. */
export function offerCleonymus(s: TawState): boolean {
  const f = s.samnite;
  if (f?.cleonymusFor === undefined) return false;
  const seat = f.cleonymusFor;
  delete f.cleonymusFor;
  if (onMap(s, CLEONYMUS) === undefined) return false;
  s.ask = { kind: 'cleonymus', side: seat };
  return true;
}

/** The seat that decides for `side`: a seat itself, or the one operating Cleonymus. */
export function seatFor(s: TawState, side: Side): Side {
  if (side !== SPARTA) return side;
  return s.activation?.seat ?? s.samnite?.cleonymusBy ?? s.seats[0]!;
}

/** S1.10: the seat takes Cleonymus for a Campaign Phase. */
export function operateCleonymus(s: TawState, seat: Side): void {
  flags(s).cleonymusBy = seat;
}

/** S1.10: Cleonymus attacking a city (siege, assault, surrender, diplomacy) raises its province's tribe against Rome. */
export function cleonymusAgainstCity(s: TawState, hex: number, revolt: (tribe: string) => void): void {
  if (s.activation?.leader !== CLEONYMUS) return;
  const prov = provinceOf(hex);
  const tribe = prov.endsWith('Etruria') ? 'Etruria' : prov === 'Calabria' ? 'Tarentum' : prov;
  revolt(tribe);
}

/**
 * S1.10: Cleonymus goes when he dies or when a battle costs him a greater percentage than his opponent
 * (`worse`); his surviving Spartans go with him.
 */
export function cleonymusCheck(s: TawState, ctx: StepContext, worse: boolean): void {
  const c = s.leaders.find((l) => l.id === CLEONYMUS);
  if (c === undefined || (c.status !== 'killed' && !worse)) return;
  const left = s.stacks.filter((x) => x.side === SPARTA).reduce((n, x) => n + spOf(x.groups), 0);
  if (c.status !== 'map' && left === 0) return;
  s.stacks = s.stacks.filter((x) => x.side !== SPARTA);
  if (c.status !== 'killed') Object.assign(c, { status: 'killed', hex: null, inCity: false, oc: false });
  say(ctx, 'cleonymus.leaves', { sp: left }, 'taw S1.10');
}
