import type { StepContext } from '@polemarch/kernel';
import { MINOR_POWERS, PROVINCES } from './data/map';
import { ARRIVALS, leaderData } from './data/leaders';
import { ARMY_IDS, ARMY_RESTRICTIONS, type AreaRule, type ArmyId, REMOVAL, SPENDING } from './data/tables';
import { addFleet, armyRoom, byzArmies, byzRoom, drawMagMil, isPraesental, powerLandSp, replaceMagMil, sweep, addFrontier } from './forces';
import { armiesAt, armySp, byzControls, byzantineVictory, controller, distanceFromPersianBox, findArmy, inArea, isCity, isCoastal, isMinor } from './geo';
import type { JustinianAction, JustinianState } from './state';

/** The Byzantine Income Phase (A, 5.1–5.2), Army Phase (B, 5.3, 5.34, 4.14), the start of the Activation Phase and the End Phase (D, 10.1). */

const cite = (r: string): string => `justinian ${r}`;

/** Start Game Turn `s.turn` (3.1): on Turn 1 straight to the Activation Phase. */
export function startTurn(s: JustinianState, ctx: StepContext): void {
  ctx.emit({ key: 'turn', params: { turn: s.turn, year: 528 + 4 * (s.turn - 1) }, rule: cite('3.1') });
  s.lostBattleLastTurn = s.lostBattle;
  s.lostBattle = [];
  s.raisedThisTurn = false;
  s.replacedOne = false;
  s.activatedPowers = [];
  s.recruitedLeaders = [];
  s.majorRecruited = [];
  if (s.turn === 1) { startActivationPhase(s, ctx); return; }
  income(s, ctx);
  removal(s, ctx);
  s.upkeepQueue = upkeepGroups(s);
  s.phase = 'upkeep';
}

/** A/1 (5.11, 5.13, 9.0): income of the Byzantine-controlled provinces, halved without Europa and after a Plague, less any debt. */
export function income(s: JustinianState, ctx: StepContext): void {
  let g = PROVINCES.filter((p) => byzControls(s, p.name)).reduce((n, p) => n + p.income, 0);
  const gross = g;
  if (!byzControls(s, 'Europa')) g = Math.floor(g / 2);
  if (s.halfIncomeNext) { g = Math.floor(g / 2); s.halfIncomeNext = false; }
  const debt = Math.min(s.goldDebt, g);
  s.goldDebt -= debt;
  g -= debt;
  s.treasury += g;
  ctx.emit({ key: 'income', params: { gross, net: g, treasury: s.treasury }, rule: cite('5.11') });
}

/** A/2 (5.12): minor armies and allied SP outside City Provinces go; allegiances end; Persian attrition far from the box. */
export function removal(s: JustinianState, ctx: StepContext): void {
  for (const a of [...s.armies]) {
    const inCity = !a.at.startsWith('box:') && isCity(a.at);
    if (isMinor(a.power) && !inCity) { a.sp = 0; a.allied = {}; a.at = `box:${a.power}`; a.defeated = false; a.disorganized = false; }
    if (!inCity) a.allied = {};
  }
  s.allegiance = {};
  for (const p of PROVINCES.map((x) => x.name)) {
    const persian = armiesAt(s, p).filter((a) => a.power === 'persia').reduce((n, a) => n + a.sp, 0) + s.detached.filter((d) => d.at === p && d.power === 'persia').reduce((n, d) => n + d.sp, 0);
    if (persian === 0 || distanceFromPersianBox(p) <= REMOVAL.persianAttritionBeyondDistance) continue;
    const r = ctx.rng.d10();
    let loss = Math.max(0, r + (isCity(p) ? REMOVAL.persianAttritionCityDrm : 0));
    ctx.emit({ key: 'attrition', params: { province: p, roll: r, loss: Math.min(loss, persian) }, rule: cite('5.12'), rolls: ctx.rng.rolls.slice(-1) });
    for (const d of s.detached.filter((x) => x.at === p && x.power === 'persia')) { const t = Math.min(loss, d.sp); d.sp -= t; loss -= t; }
    for (const a of armiesAt(s, p).filter((x) => x.power === 'persia')) { const t = Math.min(loss, a.sp); a.sp -= t; loss -= t; }
  }
  sweep(s, ctx);
  ctx.emit({ key: 'removal', rule: cite('5.12') });
}

/** A/3 (5.21–5.23): one decision per army, per province of Frontier SP, per province of Fleet SP. */
export function upkeepGroups(s: JustinianState): string[] {
  return [
    ...byzArmies(s).map((a) => `army:${a.id}`),
    ...Object.keys(s.frontier).map((p) => `frontier:${p}`),
    ...s.fleets.filter((f) => f.power === 'byzantine').map((f) => `fleet:${f.at}`),
  ];
}
export function upkeepCost(s: JustinianState, group: string): number {
  const [kind, id] = [group.slice(0, group.indexOf(':')), group.slice(group.indexOf(':') + 1)];
  if (kind === 'army') { const a = findArmy(s, id); return a === undefined ? 0 : armySp(a) * SPENDING.upkeepFieldSp; }
  if (kind === 'frontier') return Math.ceil((s.frontier[id]?.sp ?? 0) / 3) * SPENDING.upkeepFrontierPer3;
  return s.fleets.filter((f) => f.power === 'byzantine' && f.at === id).reduce((n, f) => n + f.sp, 0) * SPENDING.upkeepFleetSp;
}
export function upkeepLegal(s: JustinianState): JustinianAction[] {
  const g = s.upkeepQueue[0]!;
  const out: JustinianAction[] = [{ type: 'unpaid', group: g }];
  if (upkeepCost(s, g) <= s.treasury) out.unshift({ type: 'pay', group: g });
  return out;
}
export function applyUpkeep(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  if (a.type !== 'pay' && a.type !== 'unpaid') throw new Error('not an upkeep action');
  const g = s.upkeepQueue.shift()!;
  const paid = a.type === 'pay';
  const cost = upkeepCost(s, g);
  if (paid) s.treasury -= cost;
  const [kind, id] = [g.slice(0, g.indexOf(':')), g.slice(g.indexOf(':') + 1)];
  if (kind === 'army') { const x = findArmy(s, id); if (x) x.unpaid = !paid; }
  else if (kind === 'frontier') { const f = s.frontier[id]; if (f) f.unpaid = !paid; }
  else for (const f of s.fleets.filter((x) => x.power === 'byzantine' && x.at === id)) f.unpaid = !paid;
  ctx.emit({ key: paid ? 'upkeep.paid' : 'upkeep.unpaid', params: { group: g, cost }, rule: cite('5.22') });
  if (s.upkeepQueue.length === 0) startLevy(s, ctx);
}

/** 5.32: roll one die for the SP to place; B/0 first separates combined armies (none are kept combined here). */
export function startLevy(s: JustinianState, ctx: StepContext): void {
  if (s.phase !== 'activation') { s.phase = 'levy'; s.combined = {}; } // B/0: combined armies separate (6.52)
  const r = ctx.rng.d10();
  s.levy = Math.min(r, byzRoom(s));
  s.levyAdded = {};
  ctx.emit({ key: 'levy', params: { roll: r, sp: s.levy }, rule: cite('5.32'), rolls: ctx.rng.rolls.slice(-1) });
  if (s.levy === 0) endLevy(s, ctx);
}
const understrength = (s: JustinianState): string[] => byzArmies(s).filter((a) => isPraesental(a.id) && armySp(a) < 10).map((a) => a.id);
export function levyLegal(s: JustinianState): JustinianAction[] {
  const out: JustinianAction[] = [{ type: 'done' }];
  if (byzRoom(s) === 0) return out;
  const must = understrength(s);
  for (const a of byzArmies(s)) if ((must.length === 0 || must.includes(a.id)) && armyRoom(a) > 0) out.push({ type: 'levy-army', army: a.id });
  if (must.length === 0) for (const p of PROVINCES) if (p.name !== 'Lazica' && byzControls(s, p.name)) out.push({ type: 'levy-frontier', province: p.name });
  return out;
}
export function applyLevy(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  if (a.type === 'done') { s.levy = 0; endLevy(s, ctx); return; }
  if (a.type === 'levy-army') {
    const x = findArmy(s, a.army)!;
    const rec = s.levyAdded[x.id] ?? { added: 0, before: armySp(x) };
    rec.added++;
    s.levyAdded[x.id] = rec;
    x.sp++;
  } else if (a.type === 'levy-frontier') addFrontier(s, a.province, 1, s.frontier[a.province]?.unpaid ?? false);
  else throw new Error('not a levy action');
  s.levy--;
  if (s.levy === 0 || byzRoom(s) === 0) { s.levy = 0; endLevy(s, ctx); }
}
/** 5.24, 8.25: at least 5 SP clears Unpaid; at least as many SP as the army had clears its markers. */
function endLevy(s: JustinianState, ctx: StepContext): void {
  for (const [id, r] of Object.entries(s.levyAdded)) {
    const x = findArmy(s, id);
    if (x === undefined) continue;
    if (r.added >= 5 && x.unpaid) x.unpaid = false;
    if (r.added >= r.before) { x.defeated = false; x.disorganized = false; }
    ctx.emit({ key: 'levy.army', params: { army: id, sp: r.added }, rule: cite('5.32') });
  }
  s.levyAdded = {};
  s.buyingFleet = true;
}

/** 5.33: Fleet SP at 3 G each in a Byzantine-controlled coastal City Province. */
export function fleetBuyLegal(s: JustinianState): JustinianAction[] {
  const out: JustinianAction[] = [{ type: 'done' }];
  if (s.treasury < SPENDING.fleetSp) return out;
  for (const p of PROVINCES) if (p.city !== undefined && isCoastal(p.name) && byzControls(s, p.name)) out.push({ type: 'buy-fleet', province: p.name });
  return out;
}
export function applyFleetBuy(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  if (a.type === 'buy-fleet') {
    s.treasury -= SPENDING.fleetSp;
    addFleet(s, 'byzantine', a.province, 1);
    ctx.emit({ key: 'fleet.bought', params: { province: a.province }, rule: cite('5.33') });
    return;
  }
  s.buyingFleet = false;
  if (s.phase === 'levy') s.phase = 'new-army';
}

/** 5.34 (B/2): raise one new army of 10 SP in Europa or its own area, in a Byzantine-controlled province. */
export function newArmyLegal(s: JustinianState): JustinianAction[] {
  const out: JustinianAction[] = [{ type: 'done' }];
  if (s.raisedThisTurn || byzRoom(s) < 10) return out;
  for (const id of ARMY_IDS) {
    if (findArmy(s, id) !== undefined) continue;
    const places = new Set<string>();
    if (byzControls(s, 'Europa')) places.add('Europa');
    for (const p of PROVINCES) if (byzControls(s, p.name) && ARMY_RESTRICTIONS.raise[id].some((r: AreaRule) => inArea(p.name, r)) && (id !== 'italy' || p.prefecture !== 'Italy' || p.city !== undefined)) places.add(p.name);
    for (const p of places) out.push({ type: 'raise', army: id, province: p });
  }
  return out;
}
export function applyNewArmy(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  if (a.type === 'raise') {
    s.armies.push({ id: a.army, power: 'byzantine', leader: null, at: a.province, sp: 10, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury: false });
    s.raisedThisTurn = true;
    ctx.emit({ key: 'army.raised', params: { army: a.army, province: a.province }, rule: cite('5.34') });
  }
  s.phase = 'magmil';
  // 4.14: a MagMil is drawn for each new army (an army left by its MagMil, 4.13, waits for one to come).
  for (const x of byzArmies(s)) if (x.leader === null && a.type === 'raise' && x.id === a.army) {
    x.leader = drawMagMil(s, ctx);
    if (x.leader !== null) ctx.emit({ key: 'magmil.drawn', params: { army: x.id, leader: leaderData(x.leader).name }, rule: cite('4.14') });
  }
}

/** 4.14 (B/3): replace MagMils who lost a battle last turn, or one of choice if none did. */
export function magmilLegal(s: JustinianState): JustinianAction[] {
  const out: JustinianAction[] = [{ type: 'done' }];
  if (s.cup.length === 0) return out;
  const losers = byzArmies(s).filter((a) => a.leader !== null && s.lostBattleLastTurn.includes(a.leader));
  const pool = s.lostBattleLastTurn.length > 0 ? losers : s.replacedOne ? [] : byzArmies(s).filter((a) => a.leader !== null);
  for (const a of pool) out.push({ type: 'replace', army: a.id });
  return out;
}
export function applyMagmil(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  if (a.type === 'replace') {
    const x = findArmy(s, a.army)!;
    const old = x.leader;
    replaceMagMil(s, ctx, x, cite('4.14'));
    s.lostBattleLastTurn = s.lostBattleLastTurn.filter((m) => m !== old);
    s.replacedOne = true;
    return;
  }
  startActivationPhase(s, ctx);
}

/** C/0: leaders arriving this turn (4.22), the Persian leader back from the turn track (8.26), fresh activation markers. */
export function startActivationPhase(s: JustinianState, ctx: StepContext): void {
  s.phase = 'activation';
  if (s.persianOnTrack !== null && s.persianOnTrack.turn <= s.turn) {
    s.armies.push({ id: s.persianOnTrack.leader, power: 'persia', leader: s.persianOnTrack.leader, at: 'box:persia', sp: 0, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury: false });
    s.persianOnTrack = null;
  }
  for (const arr of ARRIVALS.filter((x) => x.turn === s.turn)) arrive(s, ctx, arr.leader, arr.replaces, arr.power);
  for (const m of MINOR_POWERS) if (!s.armies.some((a) => a.id === m)) s.armies.push({ id: m, power: m, leader: m, at: `box:${m}`, sp: 0, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury: false });
  s.acts = { barbarian: 0, byzantine: 0, chosenLeft: 2, randomLeft: 3, coThisTurn: false, double: 'none', secondInRow: false, skipNext: s.acts.skipNext, nika: s.acts.nika, fortBuilt: false, plagueEnd: false, inBarbarian: false, next: 'barbarian' };
  s.coMinor = null;
  s.coMajor = null;
}

/**
 * 4.22 ruling: the replaced leader leaves; the new one takes his army's SP (or the largest stack of his power). Tzazon
 * (Turn 2) goes to Sardinia with 5 SP from the largest Vandal stack when the Vandals control it, else joins the largest stack.
 */
function arrive(s: JustinianState, ctx: StepContext, leader: string, replaces: string | null, power: 'vandals' | 'ostrogoths'): void {
  if (s.eliminatedPowers.includes(power) || s.armies.some((a) => a.id === leader)) return;
  const old = replaces === null ? undefined : findArmy(s, replaces);
  const stacks = [...s.armies.filter((a) => a.power === power && a.sp > 0).map((a) => ({ at: a.at, sp: a.sp })), ...s.detached.filter((d) => d.power === power).map((d) => ({ at: d.at, sp: d.sp }))].sort((a, b) => b.sp - a.sp);
  let at = old?.at ?? stacks[0]?.at;
  let sp = 0;
  let treasury = false;
  if (old !== undefined) {
    sp = old.sp; treasury = old.treasury;
    s.armies = s.armies.filter((a) => a !== old);
    s.eliminatedLeaders.push(old.id);
  }
  if (at === undefined) return;
  if (leader === 'tzazon' && controller(s, 'Sardinia') === 'vandals') {
    const src = s.armies.filter((a) => a.power === 'vandals').sort((a, b) => b.sp - a.sp)[0];
    const det = s.detached.filter((d) => d.power === 'vandals').sort((a, b) => b.sp - a.sp)[0];
    let need = 5;
    if (src !== undefined) { const t = Math.min(need, Math.max(0, src.sp - 1)); src.sp -= t; sp += t; need -= t; }
    if (need > 0 && det !== undefined) { const t = Math.min(need, det.sp); det.sp -= t; sp += t; }
    at = 'Sardinia';
  } else if (old === undefined) {
    const det = s.detached.find((d) => d.power === power && d.at === at);
    if (det !== undefined) { sp += det.sp; s.detached = s.detached.filter((d) => d !== det); }
  }
  s.armies.push({ id: leader, power, leader, at, sp, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury });
  ctx.emit({ key: 'leader.arrives', params: { leader: leaderData(leader).name, province: at, sp }, rule: cite('4.22') });
  sweep(s, ctx);
  void powerLandSp;
}

/** D (10.1): the Byzantine wins on controlling all Prefectures; the game ends after Turn 10. */
export function endPhase(s: JustinianState, ctx: StepContext): void {
  if (byzantineVictory(s)) {
    s.outcome = { winner: 'byzantine', reason: 'prefectures' };
    s.phase = 'over';
    ctx.emit({ key: 'end.byzantine', params: { turn: s.turn }, rule: cite('10.21') });
    return;
  }
  if (s.turn >= s.options.maxTurns || s.acts.plagueEnd) {
    s.outcome = { winner: 'barbarian', reason: s.acts.plagueEnd ? 'plague' : 'turns' };
    s.phase = 'over';
    ctx.emit({ key: 'end.barbarian', params: { turn: s.turn }, rule: cite('10.22') });
    return;
  }
  s.turn++;
  startTurn(s, ctx);
}
export type { ArmyId };
