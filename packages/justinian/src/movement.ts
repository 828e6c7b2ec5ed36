import type { StepContext } from '@polemarch/kernel';
import { leaderData } from './data/leaders';
import { MOVEMENT_COSTS as MC, INTERCEPTION, movementPoints } from './data/tables';
import { type BattleOutcome, cannotRetreat, detachedRetreats, fightBattle, finishBattle, isDetachedRetreat, mergeDetached, retreatDestinations } from './battle';
import { takeLoss } from './losses';
import { addDetached, addFrontier, armyLoses, dropTreasury, isPraesental, removeIfEmpty, sweep } from './forces';
import { armiesAt, armySide, armySp, boxArrows, boxOf, coastsOf, controlSnapshot, controller, findArmy, hasFort, isCity, isMinor, isStrait, neighbours, seaAdjacent, seasOf, sideSpAt } from './geo';
import { startSeaRetreat } from './seaRetreat';
import { checkOccupation } from './treasury';
import type { Army, BattleThen, JustinianAction, JustinianState, Side } from './state';
import { BOX_DATA, type MinorPowerId } from './data/map';
import { activationRow, FORCE_LIMITS, NAVAL_BATTLE } from './data/tables';
import { otherSide } from './state';
import { without } from './util';

/** Land movement (7.1), control markers (7.18), interception (7.3), the attack and Retreat Before Combat (8.11–8.14). */

const cite = (r: string): string => `justinian ${r}`;
type ArmyUnit = Extract<NonNullable<JustinianState['unit']>, { kind: 'army' }>;

export function armyUnit(s: JustinianState): ArmyUnit | null {
  return s.unit !== null && s.unit.kind === 'army' ? s.unit : null;
}
/** 6.52: the armies combined under `id` (still on the map). */
export function members(s: JustinianState, id: string): string[] {
  return (s.combined[id] ?? []).filter((m) => findArmy(s, m) !== undefined);
}
/** An army and every army combined with it (attacked together, 6.52 "count as one for attack and defence"). */
export function withCombination(s: JustinianState, id: string): string[] {
  const head = Object.entries(s.combined).find(([k, v]) => k === id || v.includes(id))?.[0];
  return head === undefined ? [id] : [head, ...members(s, head)].filter((x) => findArmy(s, x) !== undefined);
}
export function activeArmy(s: JustinianState): Army | null {
  const u = armyUnit(s);
  return u === null ? null : findArmy(s, u.id) ?? null;
}

/** 7.11: roll on the Movement Capability Table with the leader's letter (+1 MP in a Combined Operation, 6.44). */
export function startArmyUnit(s: JustinianState, ctx: StepContext, a: Army, co: boolean): void {
  const letter = a.leader === null ? 'D' : leaderData(a.leader).move;
  const r = ctx.rng.d10();
  const mp = movementPoints(letter, r) + (co ? 1 : 0);
  s.unit = { kind: 'army', id: a.id, mp, from: null, strait: false, landed: false, desertionPaid: false, control: controlSnapshot(s) };
  ctx.emit({ key: 'mp', params: { army: a.id, letter, roll: r, mp }, rule: cite('7.11'), rolls: ctx.rng.rolls.slice(-1), chart: { name: '11.4 Movement Capability', cell: `${r}/${letter}`, result: String(mp) }, modifiers: co ? [{ label: { key: 'drm.co' }, value: 1 }] : [] });
}

const enemySpIn = (s: JustinianState, p: string, side: Side): number => sideSpAt(s, p, otherSide(side));

/** 11.5: the cost to enter `to` from the army's province. */
export function entryCost(s: JustinianState, a: Army, to: string): number {
  const side = armySide(s, a);
  let c = MC.enterProvince;
  if (a.disorganized) c += MC.surcharges.disorganized;
  if (a.defeated) c += MC.surcharges.defeated;
  if (!a.at.startsWith('box:') && enemySpIn(s, a.at, side) > 0) c += MC.surcharges.leavingProvinceWithEnemySp;
  if (!a.at.startsWith('box:') && isStrait(a.at, to)) c += MC.surcharges.strait;
  return c;
}

/** Targets an army may attack in its province (8.11, 8.12): each enemy army, or 'all'. */
export function attackTargets(s: JustinianState, a: Army): string[] {
  const side = armySide(s, a);
  const enemies = armiesAt(s, a.at).filter((x) => armySide(s, x) !== side && armySp(x) > 0);
  const others = side === 'barbarian' ? (s.frontier[a.at]?.sp ?? 0) : s.detached.filter((d) => d.at === a.at).reduce((n, d) => n + d.sp, 0);
  const out = enemies.map((x) => x.id);
  if (others > 0 || enemies.length > 1) out.push('all');
  return out;
}

const isMajor = (p: string): p is 'persia' | 'ostrogoths' | 'vandals' => p === 'persia' || p === 'ostrogoths' || p === 'vandals';

/** 7.18: may this barbarian army place its power's control marker here? */
function mayPlaceMarker(s: JustinianState, a: Army): boolean {
  if (!isMajor(a.power) || armySide(s, a) !== 'barbarian' || a.at === 'Lazica' || a.sp === 0) return false;
  if (s.control[a.at] !== undefined || s.revolt.includes(a.at)) return false;
  const otherPower = armiesAt(s, a.at).some((x) => x.power !== a.power && armySp(x) > 0) || s.detached.some((d) => d.at === a.at && d.power !== a.power) || (s.frontier[a.at]?.sp ?? 0) > 0;
  return !otherPower && Object.keys(a.allied).length === 0;
}
/** 7.18, 9.0: may this Byzantine army remove a control or In Revolt marker here? */
function mayRemoveMarker(s: JustinianState, a: Army): boolean {
  if (a.power !== 'byzantine') return false;
  return (s.control[a.at] !== undefined || s.revolt.includes(a.at)) && enemySpIn(s, a.at, 'byzantine') === 0;
}

export function armyUnitLegal(s: JustinianState): JustinianAction[] {
  const u = armyUnit(s);
  const a = activeArmy(s);
  const out: JustinianAction[] = [{ type: 'end' }];
  if (u === null || a === null) return out;
  if (u.landed) {
    // 7.24: an army just landed may attack at once, with no MP, and nothing else.
    if (!a.defeated && armySp(a) > 0) for (const t of attackTargets(s, a)) out.push({ type: 'attack', target: t });
    return out;
  }
  const box = boxOf(a.at);
  if (box !== null) {
    for (const p of boxArrows(box)) if (u.mp >= MC.enterProvince) out.push({ type: 'move', to: p });
    if (box === a.power && u.mp >= MC.enterProvince) for (const b of boxTargets(s, a)) out.push({ type: 'move', to: b });
    return out;
  }
  if (u.mp >= MC.enterProvince) for (const b of boxTargets(s, a)) out.push({ type: 'move', to: b });
  for (const n of neighbours(a.at)) if (entryCost(s, a, n) <= u.mp) out.push({ type: 'move', to: n });
  if (!a.defeated && armySp(a) > 0 && u.mp >= MC.attack) for (const t of attackTargets(s, a)) out.push({ type: 'attack', target: t });
  if (u.mp >= MC.placeControlMarker && (mayPlaceMarker(s, a) || mayRemoveMarker(s, a))) out.push({ type: 'marker' });
  if (a.disorganized && u.mp >= MC.removeDisorganizedOrDefeatedToDisorganized) out.push({ type: 'recover', status: 'disorganized' });
  if (a.defeated && u.mp >= MC.removeDefeated) out.push({ type: 'recover', status: 'defeated' });
  // 7.16: a non-Praesental Byzantine army leaves Frontier SP (never in Lazica, never its allied SP).
  if (a.power === 'byzantine' && !isPraesental(a.id) && a.at !== 'Lazica' && u.mp >= MC.byzLeaveFrontier) for (let n = 1; n < a.sp; n++) out.push({ type: 'frontier', sp: n });
  // 7.17: a major barbarian army detaches (not Defeated/Disorganized; Persians keep at least the leader's box rule).
  if (isMajor(a.power) && armySide(s, a) === 'barbarian' && !a.defeated && !a.disorganized && a.at !== 'Lazica' && u.mp >= MC.majorDetach) for (let n = 1; n <= a.sp; n++) out.push({ type: 'detach', sp: n });
  if (isMajor(a.power) && u.mp >= MC.majorPickUp && (s.detached.some((d) => d.power === a.power && d.at === a.at) || coPartnerHere(s, a) !== undefined)) out.push({ type: 'pickup' });
  // 6.52: combine the other Byzantine armies in the province under this army's MagMil.
  if (a.power === 'byzantine' && u.mp >= MC.combineArmies && armiesAt(s, a.at).some((x) => x.power === 'byzantine' && x.id !== a.id && !members(s, a.id).includes(x.id))) out.push({ type: 'combine' });
  // 6.52: right after combining, 1 SP at a time between the armies (Praesental armies receive only; 35 SP each).
  if (u.redistribute === true) {
    const all = [a.id, ...members(s, a.id)].map((id) => findArmy(s, id)!).filter((x) => x.at === a.at);
    for (const f of all) for (const t of all) if (f !== t && !isPraesental(f.id) && f.sp > 1 && armySp(t) < FORCE_LIMITS.byzantineArmyMax) out.push({ type: 'shift', from: f.id, to: t.id });
  }
  // 7.17: an activated minor army transfers its SP to a major barbarian army in the province.
  if (isMinor(a.power) && armySide(s, a) === 'barbarian' && a.sp > 0 && u.mp >= MC.minorTransferToMajor && armiesAt(s, a.at).some((x) => isMajor(x.power) && armySide(s, x) === 'barbarian')) out.push({ type: 'transfer' });
  // 6.53: disband a non-Praesental Byzantine army (not in Lazica).
  if (a.power === 'byzantine' && !isPraesental(a.id) && a.at !== 'Lazica') out.push({ type: 'disband' });
  return out;
}

/** 6.27: once the Vandals recruited this turn, each Vandal activation that moves or fights costs 2 SP first. */
function vandalDesertion(s: JustinianState, ctx: StepContext, u: ArmyUnit, a: Army): void {
  if (a.power !== 'vandals' || u.desertionPaid || !s.majorRecruited.includes('vandals')) return;
  u.desertionPaid = true;
  let left = 2;
  const groups = [...s.armies.filter((x) => x.power === 'vandals' && x.sp > 0).map((x) => ({ army: x, sp: x.sp })), ...s.detached.filter((d) => d.power === 'vandals').map((d) => ({ det: d, sp: d.sp }))];
  groups.sort((x, y) => y.sp - x.sp);
  for (const g of groups) {
    if (left === 0) break;
    if ('army' in g && g.army) { const t = Math.min(left, g.army.sp); g.army.sp -= t; left -= t; }
    else if ('det' in g && g.det) { const t = Math.min(left, g.det.sp); g.det.sp -= t; left -= t; }
  }
  ctx.emit({ key: 'desertion', params: { sp: 2 - left }, rule: cite('6.27') });
  sweep(s, ctx);
}

export function applyArmyUnit(s: JustinianState, ctx: StepContext, action: JustinianAction): void {
  const u = armyUnit(s)!;
  const a = activeArmy(s);
  if (action.type === 'end' || a === null) { s.unit = null; return; }
  if (action.type !== 'shift') u.redistribute = false;
  switch (action.type) {
    case 'shift': {
      findArmy(s, action.from)!.sp--;
      findArmy(s, action.to)!.sp++;
      ctx.emit({ key: 'shift', params: { from: action.from, to: action.to }, rule: cite('6.52') });
      return;
    }
    case 'move': {
      if (action.to.startsWith('box:')) { boxAttack(s, ctx, u, a, action.to); return; }
      vandalDesertion(s, ctx, u, a);
      if (findArmy(s, a.id) === undefined) { s.unit = null; return; }
      const cost = boxOf(a.at) !== null ? MC.enterProvince : entryCost(s, a, action.to);
      u.strait = boxOf(a.at) === null && isStrait(a.at, action.to);
      u.from = boxOf(a.at) === null ? a.at : null;
      u.mp -= cost;
      a.at = action.to;
      for (const id of members(s, a.id)) findArmy(s, id)!.at = action.to; // 6.52: combined armies stay stacked
      ctx.emit({ key: 'move', params: { army: a.id, to: action.to, cost, mp: u.mp }, rule: cite('7.12') });
      enterProvince(s, ctx, a);
      return;
    }
    case 'attack': {
      vandalDesertion(s, ctx, u, a);
      if (findArmy(s, a.id) === undefined) { s.unit = null; return; }
      declareAttack(s, ctx, a, action.target);
      return;
    }
    case 'marker': {
      u.mp -= MC.placeControlMarker;
      if (a.power === 'byzantine') {
        s.control = without(s.control, a.at);
        s.revolt = s.revolt.filter((p) => p !== a.at);
        ctx.emit({ key: 'marker.removed', params: { province: a.at }, rule: cite('7.18') });
        checkOccupation(s, ctx, a.at);
      } else {
        s.control[a.at] = a.power as 'persia' | 'ostrogoths' | 'vandals';
        ctx.emit({ key: 'marker.placed', params: { province: a.at, power: a.power }, rule: cite('7.18') });
      }
      return;
    }
    case 'recover':
      if (action.status === 'disorganized') { u.mp -= MC.removeDisorganizedOrDefeatedToDisorganized; a.disorganized = false; }
      else { u.mp -= MC.removeDefeated; a.defeated = false; }
      ctx.emit({ key: 'recover', params: { army: a.id, status: action.status }, rule: cite('8.24') });
      return;
    case 'frontier':
      u.mp -= MC.byzLeaveFrontier;
      a.sp -= action.sp;
      addFrontier(s, a.at, action.sp, a.unpaid);
      ctx.emit({ key: 'frontier.left', params: { army: a.id, sp: action.sp, province: a.at }, rule: cite('7.16') });
      return;
    case 'detach':
      u.mp -= MC.majorDetach;
      a.sp -= action.sp;
      addDetached(s, a.power as 'persia', a.at, action.sp);
      ctx.emit({ key: 'detached', params: { army: a.id, sp: action.sp, province: a.at }, rule: cite('7.17') });
      if (a.sp === 0 && a.power === 'persia') { a.at = 'box:persia'; s.unit = null; } // 7.17: a Persian leader alone goes home
      return;
    case 'pickup': {
      u.mp -= MC.majorPickUp;
      const d = s.detached.find((x) => x.power === a.power && x.at === a.at);
      if (d !== undefined) {
        a.sp += d.sp;
        s.detached = s.detached.filter((x) => x !== d);
        ctx.emit({ key: 'pickup', params: { army: a.id, sp: d.sp }, rule: cite('7.17') });
      }
      // 6.44: the CO's minor army joins the major army (its SP allied, its leader home) for the rest of the turn.
      const m = coPartnerHere(s, a);
      if (m !== undefined) {
        const p = m.power as MinorPowerId;
        a.allied[p] = (a.allied[p] ?? 0) + m.sp;
        ctx.emit({ key: 'transfer', params: { power: p, sp: m.sp, army: a.id }, rule: cite('6.44') });
        m.sp = 0;
        m.at = `box:${p}`;
        s.coMinor = null;
      }
      return;
    }
    case 'combine': {
      u.mp -= MC.combineArmies;
      const joined = armiesAt(s, a.at).filter((x) => x.power === 'byzantine' && x.id !== a.id && !members(s, a.id).includes(x.id));
      const ids = [...members(s, a.id), ...joined.flatMap((x) => [x.id, ...members(s, x.id)])];
      for (const x of joined) { s.combined = without(s.combined, x.id); for (const [k, v] of Object.entries(s.combined)) s.combined[k] = v.filter((m) => m !== x.id); }
      s.combined[a.id] = [...new Set(ids)];
      u.redistribute = true;
      // 8.25: the status of the army with more SP (tie: the higher Control) applies to the combination.
      const all = [a, ...s.combined[a.id]!.map((id) => findArmy(s, id)!)];
      const lead = [...all].sort((x, y) => armySp(y) - armySp(x) || (y.leader ? leaderData(y.leader).control : 0) - (x.leader ? leaderData(x.leader).control : 0))[0]!;
      for (const x of all) { x.defeated = lead.defeated; x.disorganized = lead.disorganized; }
      ctx.emit({ key: 'combine', params: { army: a.id, with: s.combined[a.id]!.join(', ') }, rule: cite('6.52') });
      return;
    }
    case 'transfer': {
      u.mp -= MC.minorTransferToMajor;
      const major = armiesAt(s, a.at).filter((x) => isMajor(x.power) && armySide(s, x) === 'barbarian').sort((x, y) => armySp(y) - armySp(x))[0]!;
      const m = a.power as MinorPowerId;
      major.allied[m] = (major.allied[m] ?? 0) + a.sp;
      ctx.emit({ key: 'transfer', params: { power: m, sp: a.sp, army: major.id }, rule: cite('7.17') });
      a.sp = 0;
      a.at = `box:${a.power}`;
      a.defeated = false;
      a.disorganized = false;
      s.unit = null;
      return;
    }
    case 'disband':
      s.combined = without(s.combined, a.id);
      addFrontier(s, a.at, a.sp, a.unpaid);
      if (a.leader !== null) s.cup.push(a.leader);
      s.armies = s.armies.filter((x) => x !== a);
      ctx.emit({ key: 'disband', params: { army: a.id, province: a.at }, rule: cite('6.53') });
      s.unit = null;
      return;
    default:
      throw new Error(`not a movement action: ${action.type}`);
  }
}

/** After an army enters a province: treasury pick-up and capture, the Lazi (3.41), then interception (7.31). */
export function enterProvince(s: JustinianState, ctx: StepContext, a: Army): void {
  const p = a.at;
  if ((a.power === 'vandals' || a.power === 'ostrogoths') && s.treasuries[a.power].at === p && !s.treasuries[a.power].captured) {
    s.treasuries[a.power].at = null;
    a.treasury = true; // 5.41 ruling: a leader picks up his treasury at no cost
  }
  if (armySide(s, a) === 'byzantine') checkOccupation(s, ctx, p);
  const side = armySide(s, a);
  if (p === 'Lazica' && side === 'barbarian' && armySp(a) > 0 && !armiesAt(s, p).some((x) => armySide(s, x) === 'byzantine' && armySp(x) > 0)) {
    const lazi = ctx.rng.d10();
    ctx.emit({ key: 'lazi', params: { sp: lazi }, rule: cite('3.41'), rolls: ctx.rng.rolls.slice(-1) });
    if (lazi > 0) {
      const u = armyUnit(s);
      fightBattle(s, ctx, { province: p, attackerSide: 'barbarian', attackers: [a.id], defenders: [], all: false, strait: u?.strait ?? false, control: u?.control ?? {}, lazi }, { kind: 'lazi', mover: a.id });
      concludeBattle(s, ctx);
      return;
    }
  }
  offerInterception(s, a);
}

/** 7.31: the non-moving side's armies in the province may try to intercept the army that entered it. */
function offerInterception(s: JustinianState, a: Army): void {
  const p = a.at;
  const side = armySide(s, a);
  const candidates = armiesAt(s, p).filter((x) => armySide(s, x) !== side && armySp(x) > 0 && x.leader !== null && !x.defeated && !x.disorganized).map((x) => x.id);
  if (candidates.length > 0 && armySp(a) > 0) s.intercept = { province: p, mover: a.id, candidates, chosen: [] };
}

/** 8.21: the owner takes one SP (`lose`); when no loss is left to distribute, the battle waiting for them ends. */
export function applyLose(s: JustinianState, ctx: StepContext, action: JustinianAction): void {
  if (takeLoss(s, ctx, action)) concludeBattle(s, ctx);
}

/** Once every loss is distributed, apply the battle's outcome and do what its caller left to do (`BattleThen`). */
function concludeBattle(s: JustinianState, ctx: StepContext): void {
  if (s.battle === null || s.losses.length > 0) return;
  const { outcome, then } = finishBattle(s, ctx);
  afterBattle(s, outcome, then);
}

function afterBattle(s: JustinianState, out: BattleOutcome, then: BattleThen): void {
  switch (then.kind) {
    case 'lazi': {
      // 3.41: beaten by the Lazi, the army's activation ends; else it goes on, and may still be intercepted.
      if (out.winner === 'byzantine' && s.retreat !== null) s.retreat.exclude = null;
      const a = findArmy(s, then.mover);
      if (out.winner === 'byzantine' || a === undefined) { endAfterBattle(s); return; }
      offerInterception(s, a);
      return;
    }
    case 'box': {
      // Ruling 13-49: the attacker goes back to its own box after the box battle (unless it retreats there).
      const back = findArmy(s, then.attacker);
      if (back !== undefined && back.at === then.to && !(s.retreat?.armies.includes(then.attacker) ?? false)) back.at = `box:${then.power}`;
      return;
    }
    case 'intercept':
      // 7.15: the moving army that loses ends its activation.
      if (!then.moverIsActive) return;
      if (out.winner === then.side || findArmy(s, then.mover) === undefined) endAfterBattle(s);
      else if (s.retreat?.armies.includes(then.mover)) endAfterBattle(s);
      return;
    case 'attack':
      if (then.landed) s.unit = null; // 7.24: after the landing battle the fleet's activation ends
      else if (out.winner !== then.side && out.winner !== null) endAfterBattle(s);
      else if (findArmy(s, then.army) === undefined || s.retreat?.armies.includes(then.army)) endAfterBattle(s);
      return;
  }
}

/** The active army lost (or must leave): its activation ends once retreats are done (7.15). */
function endAfterBattle(s: JustinianState): void {
  if (s.unit !== null) s.unit = null;
}

/** 6.44: the Combined Operation's minor army waiting in this army's province. */
function coPartnerHere(s: JustinianState, a: Army): Army | undefined {
  if (s.coMinor === null || s.coMajor !== a.power) return undefined;
  const m = findArmy(s, s.coMinor);
  return m !== undefined && m.at === a.at && m.sp > 0 ? m : undefined;
}

// ---- 7.19 movement into boxes ----
/** Boxes a minor army may enter and attack: along its own box's box arrows, or from a province an arrow of the box reaches. */
function boxTargets(s: JustinianState, a: Army): string[] {
  if (!isMinor(a.power) || armySp(a) === 0) return [];
  const own = boxOf(a.at);
  const boxes = own !== null ? BOX_DATA.find((b) => b.power === own)!.boxArrows : BOX_DATA.filter((b) => b.arrows.includes(a.at)).map((b) => b.power);
  return boxes.filter((b) => b !== a.power && b !== 'persia' && findArmy(s, b) !== undefined && findArmy(s, b)!.at === `box:${b}`).map((b) => `box:${b}`);
}
/**
 * 7.19: a minor army enters an adjacent box and must attack; it uses all its MP. A box holding only its leader is
 * given troops by the non-moving player (6.23); the attacked power is allied to the non-moving player. Ruling 13-49:
 * the defender cannot leave its box (a defeat costs it the can't-retreat roll); the attacker goes back to its own box.
 */
function boxAttack(s: JustinianState, ctx: StepContext, u: ArmyUnit, a: Army, to: string): void {
  const side = armySide(s, a);
  const power = to.slice(4) as MinorPowerId;
  const d = findArmy(s, power)!;
  u.mp = 0;
  a.at = to;
  s.allegiance[power] = side === 'barbarian' ? 'byzantine' : 'barbarian';
  ctx.emit({ key: 'box.attack', params: { army: a.id, box: power }, rule: cite('7.19') });
  if (d.sp === 0) {
    const row = activationRow(power);
    const mark = ctx.rng.rolls.length;
    let sp = row.troops.base;
    for (let i = 0; i < row.troops.dice; i++) sp += ctx.rng.d10();
    d.sp = sp;
    ctx.emit({ key: 'recruit', params: { leader: leaderData(power).name, sp, placed: sp }, rule: cite('7.19'), rolls: ctx.rng.rolls.slice(mark) });
  }
  const then: BattleThen = { kind: 'box', attacker: a.id, power: a.power, to };
  if (d.sp > 0) { fightBattle(s, ctx, { province: to, attackerSide: side, attackers: [a.id], defenders: [d.id], all: false, strait: false, control: u.control }, then); concludeBattle(s, ctx); }
  else afterBattle(s, { winner: null, attackerLoss: 0, defenderLoss: 0 }, then);
}

// ---- Interception (7.31–7.33) ----
export function interceptLegal(s: JustinianState): JustinianAction[] {
  const i = s.intercept!;
  return [{ type: 'done' }, ...i.candidates.filter((c) => !i.chosen.includes(c)).map((c) => ({ type: 'intercept' as const, army: c }))];
}
export function applyIntercept(s: JustinianState, ctx: StepContext, action: JustinianAction): void {
  const i = s.intercept!;
  if (action.type === 'intercept') { i.chosen.push(action.army); if (i.chosen.length < i.candidates.length) return; }
  else if (action.type !== 'done') throw new Error('not an interception action');
  s.intercept = null;
  const u = armyUnit(s);
  const mover = findArmy(s, i.mover) ?? null;
  const moverIsActive = u !== null && u.id === i.mover;
  if (mover === null || mover.at !== i.province || i.chosen.length === 0) return;
  const success: string[] = [];
  for (const id of i.chosen) {
    const x = findArmy(s, id)!;
    const control = leaderData(x.leader!).control;
    const owned = u !== null && controllerOwnedBy(s, armySide(s, x), u.control[i.province] ?? null);
    const drm = owned ? (isCity(i.province) ? INTERCEPTION.land.cityDrm : 0) + (hasFort(s, i.province) ? INTERCEPTION.land.fortDrm : 0) : 0;
    const r = ctx.rng.d10();
    const ok = r + drm <= control;
    ctx.emit({ key: ok ? 'intercept.ok' : 'intercept.fail', params: { army: id, roll: r, modified: r + drm, control }, rule: cite('7.32'), rolls: ctx.rng.rolls.slice(-1), modifiers: drm !== 0 ? [{ label: { key: 'drm.interceptCity' }, value: drm }] : [] });
    if (ok) success.push(id);
    else if (x.disorganized) armyLoses(x, 1);
    else x.disorganized = true;
  }
  if (success.length === 0) return;
  const side = armySide(s, findArmy(s, success[0]!)!);
  fightBattle(s, ctx, { province: i.province, attackerSide: side, attackers: success, defenders: [mover.id, ...members(s, mover.id).filter((id) => findArmy(s, id)?.at === i.province)], all: false, strait: false, control: u?.control ?? {} }, { kind: 'intercept', mover: mover.id, moverIsActive, side });
  concludeBattle(s, ctx);
}
function controllerOwnedBy(s: JustinianState, side: Side, c: string | null): boolean {
  void s;
  if (c === null) return false;
  return side === 'byzantine' ? c === 'byzantine' : c !== 'byzantine';
}

// ---- Attack and Retreat Before Combat (8.11–8.13) ----
function declareAttack(s: JustinianState, ctx: StepContext, a: Army, target: string): void {
  const side = armySide(s, a);
  const defenders = target === 'all' ? armiesAt(s, a.at).filter((x) => armySide(s, x) !== side && armySp(x) > 0).map((x) => x.id) : withCombination(s, target);
  s.attack = { province: a.at, target, toDecide: defenders.filter((id) => findArmy(s, id)?.leader !== null) };
  if (s.attack.toDecide.length === 0) resolveAttack(s, ctx);
}
export function rbcLegal(s: JustinianState): JustinianAction[] {
  const at = s.attack!;
  const id = at.toDecide[0]!;
  const x = findArmy(s, id)!;
  const from = armyUnit(s)?.from ?? null;
  const out: JustinianAction[] = [{ type: 'stand', army: id }];
  for (const n of neighbours(x.at)) if (n !== from) out.push({ type: 'rbc', army: id, to: n });
  return out;
}
export function applyRbc(s: JustinianState, ctx: StepContext, action: JustinianAction): void {
  const at = s.attack!;
  const id = at.toDecide.shift()!;
  if (action.type === 'rbc') {
    const x = findArmy(s, id)!;
    const side = armySide(s, x);
    const c = controller(s, action.to);
    const owned = c !== null && (side === 'byzantine' ? c === 'byzantine' : c === x.power);
    const drm = c === null && sideSpAt(s, action.to, side) > 0 ? 1 : c !== null && !owned ? 2 : 0;
    dropTreasury(s, x);
    x.at = action.to;
    const control = x.leader === null ? 0 : leaderData(x.leader).control;
    const r = ctx.rng.d10();
    let loss = 0;
    if (r + drm > control) {
      if (x.disorganized || x.defeated) loss = Math.max(0, r - control) * (x.defeated ? 2 : 1);
      x.disorganized = true;
      armyLoses(x, loss);
    }
    ctx.emit({ key: 'rbc', params: { army: id, to: action.to, roll: r, modified: r + drm, control, loss, disorganized: r + drm > control }, rule: cite('8.13'), rolls: ctx.rng.rolls.slice(-1), modifiers: drm > 0 ? [{ label: { key: drm === 1 ? 'drm.rbcFriendly' : 'drm.rbcEnemy' }, value: drm }] : [] });
    removeIfEmpty(s, ctx, x, false);
    sweep(s, ctx);
    // 8.14: an enemy army where it retreats may try to intercept it (the active army itself excepted).
    const active = armyUnit(s)?.id;
    const candidates = armiesAt(s, action.to).filter((y) => y.id !== active && armySide(s, y) !== side && armySp(y) > 0 && y.leader !== null && !y.defeated && !y.disorganized).map((y) => y.id);
    if (findArmy(s, id) !== undefined && armySp(x) > 0 && candidates.length > 0 && s.intercept === null) s.intercept = { province: action.to, mover: id, candidates, chosen: [] };
  }
  if (at.toDecide.length === 0) resolveAttack(s, ctx);
}

/** After RBC: if any target SP remain, pay 1 MP (none after landing) and fight (8.13 ruling). */
function resolveAttack(s: JustinianState, ctx: StepContext): void {
  const at = s.attack!;
  s.attack = null;
  const u = armyUnit(s);
  const a = activeArmy(s);
  if (u === null || a === null) return;
  const side = armySide(s, a);
  const defenders = at.target === 'all' ? armiesAt(s, at.province).filter((x) => armySide(s, x) !== side && armySp(x) > 0).map((x) => x.id) : withCombination(s, at.target).filter((id) => findArmy(s, id)?.at === at.province);
  const others = at.target === 'all' && (side === 'barbarian' ? (s.frontier[at.province]?.sp ?? 0) : s.detached.filter((d) => d.at === at.province).reduce((n, d) => n + d.sp, 0)) > 0;
  if (defenders.length === 0 && !others) {
    ctx.emit({ key: 'attack.empty', params: { province: at.province }, rule: cite('8.13') });
    if (u.landed) s.unit = null;
    return;
  }
  if (!u.landed) u.mp -= MC.attack;
  fightBattle(s, ctx, { province: at.province, attackers: [a.id, ...members(s, a.id).filter((id) => findArmy(s, id)?.at === at.province)], defenders, all: at.target === 'all', strait: u.strait || u.landed, attackerSide: side, control: u.control }, { kind: 'attack', army: a.id, landed: u.landed, side });
  concludeBattle(s, ctx);
}

// ---- Retreat after battle (8.21) ----
export function retreatLegal(s: JustinianState): JustinianAction[] {
  const r = s.retreat!;
  const id = r.armies[0]!;
  // 8.21: the Barbarian chooses where his detached SP retreat when he has a choice (ruling R-RETREAT).
  if (isDetachedRetreat(id)) return detachedRetreats(s, r.province).map((to) => ({ type: 'retreat' as const, army: id, to }));
  const x = findArmy(s, id)!;
  // 7.19 ruling 13-49: out of a box, the visitor goes home; the owner cannot retreat.
  const inBox = boxOf(x.at);
  if (inBox !== null) return [{ type: 'retreat', army: id, to: inBox === x.power ? x.at : `box:${x.power}` }];
  const dests = [...retreatDestinations(s, x), ...fleetRetreats(s, x)];
  if (dests.length === 0) return [{ type: 'retreat', army: id, to: x.at }];
  return dests.map((to) => ({ type: 'retreat' as const, army: id, to }));
}
/** 8.21: by its own power's fleet In Port in the province (10 SP per Fleet SP), to a friendly province within 2 sea areas. */
function fleetRetreats(s: JustinianState, x: Army): string[] {
  const power = x.power === 'byzantine' ? 'byzantine' : x.power;
  const f = s.fleets.find((y) => y.power === power && y.at === x.at);
  if (f === undefined || f.sp * NAVAL_BATTLE.transportPerFleetSp < armySp(x)) return [];
  const side = armySide(s, x);
  const seas = new Set<string>(seasOf(x.at));
  for (let i = 0; i < 2; i++) for (const sea of [...seas]) for (const n of seaAdjacent(sea)) seas.add(n);
  const land = new Set(neighbours(x.at));
  const out = new Set<string>();
  for (const sea of seas) for (const p of coastsOf(sea)) {
    if (p === x.at || land.has(p)) continue;
    const c = controller(s, p);
    const friendly = (side === 'byzantine' ? c === 'byzantine' : c !== null && c !== 'byzantine') || sideSpAt(s, p, side) > 0;
    if (friendly && !s.fleets.some((y) => y.at === p && (y.power === 'byzantine') !== (side === 'byzantine'))) out.add(p);
  }
  return [...out];
}

export function applyRetreat(s: JustinianState, ctx: StepContext, action: JustinianAction): void {
  if (action.type !== 'retreat') throw new Error('not a retreat');
  const r = s.retreat!;
  r.armies.shift();
  if (r.armies.length === 0) s.retreat = null;
  if (isDetachedRetreat(action.army)) {
    const power = action.army.slice('detached:'.length);
    for (const d of s.detached) if (d.power === power && d.at === r.province) d.at = action.to;
    mergeDetached(s);
    ctx.emit({ key: 'retreat', params: { army: action.army, to: action.to }, rule: cite('8.21') });
    return;
  }
  const x = findArmy(s, action.army);
  if (x === undefined) return;
  if (action.to === x.at) cannotRetreat(s, ctx, x);
  else if (action.to.startsWith('box:')) { x.at = action.to; ctx.emit({ key: 'retreat', params: { army: x.id, to: action.to }, rule: cite('7.19') }); }
  else if (!neighbours(x.at).includes(action.to)) {
    // 8.21: retreat by its fleet, which an enemy fleet On Patrol on the way may intercept (7.34).
    startSeaRetreat(s, ctx, x, action.to);
  }
  else {
    x.at = action.to;
    ctx.emit({ key: 'retreat', params: { army: x.id, to: action.to }, rule: cite('8.21') });
    if (armySide(s, x) === 'byzantine') checkOccupation(s, ctx, x.at);
  }
}
