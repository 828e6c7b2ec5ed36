import type { StepContext } from '@polemarch/kernel';
import { NAVAL_BATTLE, INTERCEPTION } from './data/tables';
import { addFleet, armyLoses, removeIfEmpty, sweep } from './forces';
import { armySide, armySp, coastsOf, controlSnapshot, controller, findArmy, isCity, seaAdjacent, seasOf, sideSpAt } from './geo';
import { enterProvince } from './movement';
import { enemyPatrols, landedAfterBattle, sailOn } from './seaRetreat';
import type { Fleet, JustinianAction, JustinianState, SeaRetreat, Side } from './state';

/** Naval movement (7.2), naval interception (7.34–7.36), naval combat (8.3) and transport (7.24, 8.34). */

const cite = (r: string): string => `justinian ${r}`;
type FleetUnit = Extract<NonNullable<JustinianState['unit']>, { kind: 'fleet' }>;
export const fleetUnit = (s: JustinianState): FleetUnit | null => (s.unit !== null && s.unit.kind === 'fleet' ? s.unit : null);
const fleetSide = (p: Fleet['power']): Side => (p === 'byzantine' ? 'byzantine' : 'barbarian');
const seaOf = (at: string): string | null => (at.startsWith('sea:') ? at.slice(4) : null);

/** 7.21: activate all Fleet SP of a power in one province (or, ruling 13-32, On Patrol in one sea area). */
export function startFleetUnit(s: JustinianState, power: Fleet['power'], at: string): void {
  const f = s.fleets.find((x) => x.power === power && x.at === at)!;
  s.fleets = s.fleets.filter((x) => x !== f);
  s.unit = { kind: 'fleet', power, sp: f.sp, at, path: seaOf(at) === null ? [] : [seaOf(at)!], counted: 0, carrying: null, unpaid: f.unpaid, control: controlSnapshot(s) };
}

/** 7.24: the armies a fleet In Port may carry: same power (Byzantine armies for Byzantine fleets), in a City or island province. */
function carriable(s: JustinianState, u: FleetUnit): string[] {
  if (seaOf(u.at) !== null || u.carrying !== null || u.path.length > 0) return [];
  if (!isCity(u.at) && !/^(Sardinia|Corsica|Baleares|Insulae|Creta|Cyprus|Sicilia)$/.test(u.at)) return [];
  return s.armies.filter((a) => a.at === u.at && a.power === u.power && armySp(a) > 0 && armySp(a) <= u.sp * NAVAL_BATTLE.transportPerFleetSp).map((a) => a.id);
}

export function fleetLegal(s: JustinianState): JustinianAction[] {
  const u = fleetUnit(s)!;
  const out: JustinianAction[] = [];
  const sea = seaOf(u.at);
  if (sea === null) {
    out.push({ type: 'end' });
    for (const id of carriable(s, u)) out.push({ type: 'embark', army: id });
    for (const x of seasOf(u.at)) out.push({ type: 'sail', sea: x });
    return out;
  }
  if (u.counted < 2) for (const x of seaAdjacent(sea)) out.push({ type: 'sail', sea: x });
  for (const p of coastsOf(sea)) out.push({ type: 'port', province: p });
  if (u.carrying === null) out.push({ type: 'patrol' });
  return out;
}

export function applyFleet(s: JustinianState, ctx: StepContext, action: JustinianAction): void {
  const u = fleetUnit(s)!;
  switch (action.type) {
    case 'end':
      addFleet(s, u.power, u.at, u.sp, u.unpaid);
      s.unit = null;
      return;
    case 'embark':
      u.carrying = action.army;
      ctx.emit({ key: 'embark', params: { army: action.army, province: u.at }, rule: cite('7.24') });
      return;
    case 'sail': {
      const fromPort = seaOf(u.at) === null;
      if (!fromPort) u.counted++; // 7.21: the sea area next to the port is free
      u.path.push(action.sea);
      u.at = `sea:${action.sea}`;
      if (u.carrying !== null) findArmy(s, u.carrying)!.at = u.at;
      ctx.emit({ key: 'sail', params: { power: u.power, sea: action.sea }, rule: cite('7.21') });
      if (s.fleets.some((f) => f.at === u.at && fleetSide(f.power) !== fleetSide(u.power))) s.naval = { sea: action.sea, stage: 'declare' };
      return;
    }
    case 'patrol':
      addFleet(s, u.power, u.at, u.sp, u.unpaid);
      ctx.emit({ key: 'patrol', params: { power: u.power, sea: seaOf(u.at)! }, rule: cite('7.22') });
      s.unit = null;
      return;
    case 'port':
      goInPort(s, ctx, u, action.province);
      return;
    default:
      throw new Error(`not a fleet action: ${action.type}`);
  }
}

/** 7.22, 7.25: go In Port; an enemy fleet In Port there must be fought first (8.31). */
function goInPort(s: JustinianState, ctx: StepContext, u: FleetUnit, p: string): void {
  const sea = seaOf(u.at)!;
  const enemy = s.fleets.find((f) => f.at === p && fleetSide(f.power) !== fleetSide(u.power));
  if (enemy !== undefined) {
    const won = navalBattle(s, ctx, u, enemy, 'mover', sea);
    if (!won) return;
  }
  addFleet(s, u.power, p, u.sp, u.unpaid);
  ctx.emit({ key: 'port', params: { power: u.power, province: p }, rule: cite('7.22') });
  const carried = u.carrying === null ? undefined : findArmy(s, u.carrying);
  if (carried === undefined) { s.unit = null; return; }
  // 7.24: the army lands and may attack at once, without MP, at −2.
  carried.at = p;
  if (s.segment !== null && s.segment.stage === 'unit') s.segment.army = carried.id;
  ctx.emit({ key: 'land', params: { army: carried.id, province: p }, rule: cite('7.24') });
  s.unit = { kind: 'army', id: carried.id, mp: 0, from: null, strait: true, landed: true, desertionPaid: false, control: u.control };
  enterProvince(s, ctx, carried);
}

/** The fleet that moves into the battle: an activated fleet (the active unit) or a fleet carrying a retreat (8.21). */
type NavalMover = { power: Fleet['power']; sp: number; unpaid: boolean; carrying: string | null };

/**
 * 8.32 naval battle between the moving fleet `u` and an enemy fleet group. `attacker` says who attacks (the mover going
 * In Port, or the interceptor). Returns true when the moving fleet won (or drew as the defender) and may go on; when it
 * may not, it has retreated (8.33) or is gone, and an activated fleet's activation is over.
 */
export function navalBattle(s: JustinianState, ctx: StepContext, u: NavalMover, enemy: Fleet, attacker: 'mover' | 'enemy', sea: string): boolean {
  // Only an activated fleet is the active unit; a retreating army's fleet leaves the unit (the army's activation) alone.
  const endUnit = (): void => {
    if (s.unit === u) s.unit = null;
  };
  const mark = ctx.rng.rolls.length;
  const rm = ctx.rng.d10();
  const re = ctx.rng.d10();
  const sm = NAVAL_BATTLE.seamanship[u.power] ?? 0;
  const se = NAVAL_BATTLE.seamanship[enemy.power] ?? 0;
  const tm = NAVAL_BATTLE.halfRoundUpMin1[rm]! + Math.max(0, u.sp - enemy.sp) + sm;
  const te = NAVAL_BATTLE.halfRoundUpMin1[re]! + Math.max(0, enemy.sp - u.sp) + se;
  ctx.emit({ key: 'naval.battle', params: { sea, mover: u.power, enemy: enemy.power, moverTotal: tm, enemyTotal: te }, rule: cite('8.32'), rolls: ctx.rng.rolls.slice(mark) });
  let moverLoss: number;
  let enemyLoss: number;
  let moverRetreats: boolean;
  if (tm === te) {
    moverLoss = 1; enemyLoss = 1;
    moverRetreats = attacker === 'mover';
  } else {
    const wr = ctx.rng.d10();
    const winnerSp = tm > te ? u.sp : enemy.sp;
    const wl = wr > NAVAL_BATTLE.winnerNoLossMax && winnerSp > 1 ? 1 : 0;
    if (tm > te) { moverLoss = wl; enemyLoss = wl + 1; moverRetreats = false; }
    else { enemyLoss = wl; moverLoss = wl + 1; moverRetreats = true; }
  }
  u.sp = Math.max(0, u.sp - moverLoss);
  enemy.sp = Math.max(0, enemy.sp - enemyLoss);
  ctx.emit({ key: 'naval.result', params: { moverLoss, enemyLoss }, rule: cite('8.32') });
  transportLosses(s, ctx, u);
  const enemyRetreats = !moverRetreats || (tm === te && attacker === 'enemy');
  // 8.32–8.33: the loser (or the attacker after a draw) retreats, a beaten patrol as well as a fleet In Port.
  if (enemy.sp > 0 && enemyRetreats) navalRetreat(s, ctx, enemy, sea);
  if (enemy.sp <= 0) s.fleets = s.fleets.filter((f) => f !== enemy);
  if (u.sp <= 0) { endUnit(); sweep(s, ctx); return false; }
  if (moverRetreats) {
    const dest = retreatPort(s, u.power, sea);
    const carried = u.carrying === null ? undefined : findArmy(s, u.carrying);
    if (dest === null) {
      ctx.emit({ key: 'naval.noRetreat', params: { power: u.power }, rule: cite('8.33') });
      if (carried !== undefined) { carried.sp = 0; carried.allied = {}; carried.at = 'sea-lost'; removeIfEmpty(s, ctx, carried, true); }
    } else {
      addFleet(s, u.power, dest, u.sp, u.unpaid);
      if (carried !== undefined) carried.at = dest;
      ctx.emit({ key: 'naval.retreat', params: { power: u.power, province: dest }, rule: cite('8.33') });
    }
    endUnit();
    sweep(s, ctx);
    return false;
  }
  sweep(s, ctx);
  return true;
}

/** 8.34: a carried army loses the SP over the fleet's capacity; all of it if the fleet is gone. */
function transportLosses(s: JustinianState, ctx: StepContext, u: NavalMover): void {
  if (u.carrying === null) return;
  const a = findArmy(s, u.carrying);
  if (a === undefined) return;
  const over = armySp(a) - u.sp * NAVAL_BATTLE.transportPerFleetSp;
  if (over > 0) {
    armyLoses(a, over);
    ctx.emit({ key: 'transport.loss', params: { army: a.id, sp: over }, rule: cite('8.34') });
  }
  if (armySp(a) === 0) removeIfEmpty(s, ctx, a, true);
}

/** 8.33: a coastal province on the sea area, controlled by or holding friendly SP, with no enemy fleet In Port (ruling: the first such). */
function retreatPort(s: JustinianState, power: Fleet['power'], sea: string): string | null {
  const side = fleetSide(power);
  const ok = (p: string): boolean => {
    const c = controller(s, p);
    const friendly = side === 'byzantine' ? c === 'byzantine' : c !== null && c !== 'byzantine';
    return (friendly || sideSpAt(s, p, side) > 0) && !s.fleets.some((f) => f.at === p && fleetSide(f.power) !== side);
  };
  return coastsOf(sea).find(ok) ?? seaAdjacent(sea).flatMap((x) => coastsOf(x)).find(ok) ?? null;
}
function navalRetreat(s: JustinianState, ctx: StepContext, f: Fleet, sea: string): void {
  const dest = retreatPort(s, f.power, sea);
  if (dest === null) { f.sp = 0; ctx.emit({ key: 'naval.noRetreat', params: { power: f.power }, rule: cite('8.33') }); return; }
  s.fleets = s.fleets.filter((x) => x !== f);
  addFleet(s, f.power, dest, f.sp, f.unpaid);
  ctx.emit({ key: 'naval.retreat', params: { power: f.power, province: dest }, rule: cite('8.33') });
}

// ---- Naval interception (7.34–7.36) ----
export function navalLegal(s: JustinianState): JustinianAction[] {
  return s.naval!.stage === 'declare' ? [{ type: 'naval-intercept', yes: true }, { type: 'naval-intercept', yes: false }] : [{ type: 'avoid', yes: true }, { type: 'avoid', yes: false }];
}
export function applyNaval(s: JustinianState, ctx: StepContext, action: JustinianAction): void {
  const n = s.naval!;
  if (n.retreat !== undefined) { interceptRetreat(s, ctx, n.sea, n.retreat, action); return; }
  const u = fleetUnit(s);
  if (u === null) { s.naval = null; return; }
  const enemy = s.fleets.filter((f) => f.at === `sea:${n.sea}` && fleetSide(f.power) !== fleetSide(u.power)).sort((a, b) => b.sp - a.sp)[0];
  if (enemy === undefined) { s.naval = null; return; }
  if (action.type === 'naval-intercept') {
    if (!action.yes) { s.naval = null; return; }
    const r = ctx.rng.d10();
    const ok = r <= INTERCEPTION.naval.successMax;
    ctx.emit({ key: ok ? 'naval.intercept.ok' : 'naval.intercept.fail', params: { sea: n.sea, roll: r }, rule: cite('7.35'), rolls: ctx.rng.rolls.slice(-1) });
    if (!ok) { s.naval = null; return; }
    // 7.36: a fleet that has just left port into this sea area cannot avoid battle.
    if (u.path.length >= 2) { n.stage = 'avoid'; return; }
    s.naval = null;
    navalBattle(s, ctx, u, enemy, 'enemy', n.sea);
    return;
  }
  if (action.type !== 'avoid') throw new Error('not a naval decision');
  s.naval = null;
  if (action.yes) {
    u.path.pop();
    const back = u.path[u.path.length - 1]!;
    u.at = `sea:${back}`;
    u.counted = 2; // its movement ends there (7.36); it may still go In Port or On Patrol
    if (u.carrying !== null) findArmy(s, u.carrying)!.at = u.at;
    ctx.emit({ key: 'naval.avoid', params: { sea: back }, rule: cite('7.36') });
    return;
  }
  navalBattle(s, ctx, u, enemy, 'enemy', n.sea);
}

/**
 * 7.34–7.36 against a retreat by fleet (8.21): the patrol may try (0–4); the fleet carrying a retreating army cannot
 * avoid the battle (7.36), the interceptor attacks. Won, or drawn (the attacker retreats, 8.32), the retreat sails on
 * (8.35); lost, the fleet retreats into a friendly port of the area with the army (8.33), or both are lost.
 */
function interceptRetreat(s: JustinianState, ctx: StepContext, sea: string, r: SeaRetreat, action: JustinianAction): void {
  if (action.type !== 'naval-intercept') throw new Error('not a naval interception');
  s.naval = null;
  const enemy = enemyPatrols(s, sea, fleetSide(r.power)).sort((a, b) => b.sp - a.sp)[0];
  if (!action.yes || enemy === undefined) { sailOn(s, ctx, r); return; }
  const roll = ctx.rng.d10();
  const ok = roll <= INTERCEPTION.naval.successMax;
  ctx.emit({ key: ok ? 'naval.intercept.ok' : 'naval.intercept.fail', params: { sea, roll }, rule: cite('7.35'), rolls: ctx.rng.rolls.slice(-1) });
  if (!ok) { sailOn(s, ctx, r); return; }
  const mover = { power: r.power, sp: r.sp, unpaid: r.unpaid, carrying: r.army };
  if (navalBattle(s, ctx, mover, enemy, 'enemy', sea)) {
    r.sp = mover.sp;
    sailOn(s, ctx, r);
  } else landedAfterBattle(s, ctx, r);
}
export { armySide };
