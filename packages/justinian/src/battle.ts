import type { Modifier, StepContext } from '@polemarch/kernel';
import { leaderData } from './data/leaders';
import { BATTLE_MODIFIERS as BM, battleResult, strengthDifferential } from './data/tables';
import { addFrontier, armyLoses, dropTreasury, type LossGroup, removeIfEmpty, sweep } from './forces';
import { queueLosses } from './losses';
import { armiesAt, armySide, armySp, byzControls, controller, findArmy, isCity, isCoastal, hasFort, neighbours, sideSpAt } from './geo';
import { captureTreasury } from './treasury';
import type { Army, BattleInput, BattleThen, JustinianState, Side } from './state';
import { otherSide } from './state';
import { without } from './util';

/** Land combat (8.1–8.2): one battle between an attacking side and a defending side in a province. */

export type { BattleInput };

export interface BattleOutcome {
  winner: Side | null;
  attackerLoss: number;
  defenderLoss: number;
}

const cite = (r: string): string => `justinian ${r}`;

/** The army whose leader commands a group (7.33: the Barbarian must pick a major-power leader; best Battle Value). */
function commander(s: JustinianState, ids: string[]): Army | undefined {
  const armies = ids.map((id) => findArmy(s, id)).filter((a): a is Army => a !== undefined && a.leader !== null);
  const major = armies.filter((a) => a.power === 'persia' || a.power === 'ostrogoths' || a.power === 'vandals');
  const pool = major.length > 0 ? major : armies;
  return [...pool].sort((a, b) => leaderData(b.leader!).battle - leaderData(a.leader!).battle || armySp(b) - armySp(a))[0];
}

/** "Controlled by the defender at the start of the activation" (8.17). */
function ownedBy(side: Side, c: string | null | undefined): boolean {
  if (c === null || c === undefined) return false;
  return side === 'byzantine' ? c === 'byzantine' : c !== 'byzantine';
}

/** Defender DRMs of the largest group (8.12), with the worse DRM on a tie. */
function defenderGroupDrms(s: JustinianState, inp: BattleInput, defSide: Side, own: boolean): Modifier[] {
  const p = inp.province;
  const protectedHere = own && (isCity(p) || isCoastal(p) || (s.options.fortCountsAsCoastal && hasFort(s, p)));
  const candidates: { sp: number; drms: Modifier[] }[] = [];
  for (const id of inp.defenders) {
    const a = findArmy(s, id);
    if (a === undefined || armySp(a) === 0) continue;
    const d: Modifier[] = [];
    if (a.leader !== null && leaderData(a.leader).battle !== 0) d.push({ label: { key: 'drm.leader', params: { leader: leaderData(a.leader).name } }, value: leaderData(a.leader).battle });
    if (a.power === 'ostrogoths' || a.power === 'vandals') d.push({ label: { key: 'drm.ostroVandalDefender' }, value: BM.defender.ostroVandalArmyOrDetachedOrFrontier });
    if (a.disorganized) d.push({ label: { key: 'drm.disorganized' }, value: BM.defender.disorganized });
    if (a.defeated) d.push({ label: { key: 'drm.defeated' }, value: BM.defender.defeated });
    candidates.push({ sp: armySp(a), drms: d });
  }
  if (inp.all) {
    if (defSide === 'byzantine' && (s.frontier[p]?.sp ?? 0) > 0) {
      const d: Modifier[] = [{ label: { key: 'drm.frontier' }, value: BM.defender.ostroVandalArmyOrDetachedOrFrontier }];
      if (!protectedHere) d.push({ label: { key: 'drm.frontierInOpen' }, value: BM.defender.frontierOrOstroVandalDetachedInOpen });
      candidates.push({ sp: s.frontier[p]!.sp, drms: d });
    }
    if (defSide === 'barbarian') for (const g of s.detached.filter((x) => x.at === p)) {
      const d: Modifier[] = [{ label: { key: 'drm.detached' }, value: BM.defender.ostroVandalArmyOrDetachedOrFrontier }];
      if ((g.power === 'ostrogoths' || g.power === 'vandals') && !protectedHere) d.push({ label: { key: 'drm.frontierInOpen' }, value: BM.defender.frontierOrOstroVandalDetachedInOpen });
      candidates.push({ sp: g.sp, drms: d });
    }
  }
  if ((inp.lazi ?? 0) > 0) candidates.push({ sp: inp.lazi!, drms: [] });
  const total = (m: Modifier[]): number => m.reduce((n, x) => n + x.value, 0);
  candidates.sort((a, b) => b.sp - a.sp || total(a.drms) - total(b.drms));
  return candidates[0]?.drms ?? [];
}

function defenderGroups(s: JustinianState, inp: BattleInput, defSide: Side): LossGroup[] {
  const g: LossGroup[] = inp.defenders.map((id) => ({ kind: 'army', id }));
  if (inp.all) {
    if (defSide === 'byzantine' && s.frontier[inp.province] !== undefined) g.push({ kind: 'frontier', at: inp.province });
    if (defSide === 'barbarian') for (const d of s.detached.filter((x) => x.at === inp.province)) g.push({ kind: 'detached', power: d.power, at: d.at });
  }
  return g;
}
const groupsSp = (s: JustinianState, inp: BattleInput, defSide: Side): number =>
  defenderGroups(s, inp, defSide).reduce((n, g) => n + (g.kind === 'army' ? armySp(findArmy(s, g.id)!) : g.kind === 'frontier' ? s.frontier[g.at]!.sp : s.detached.find((d) => d.power === g.power && d.at === g.at)!.sp), 0);

/** Retreat destinations after a battle (8.21): adjacent provinces controlled by that side or holding friendly SP. */
export function retreatDestinations(s: JustinianState, a: Army): string[] {
  const side = armySide(s, a);
  return neighbours(a.at).filter((n) => ownedBy(side, controller(s, n)) || sideSpAt(s, n, side) > 0);
}

/**
 * 8.15–8.17: roll the battle and read the results; each side's losses go to its owner (8.21, `queueLosses`): the
 * defender distributes first, then the attacker. The battle waits in `s.battle` with `then`, what its caller does
 * after it; `finishBattle` applies the outcome once no loss is left to distribute.
 */
export function fightBattle(s: JustinianState, ctx: StepContext, inp: BattleInput, then: BattleThen): void {
  const atk = inp.attackerSide;
  const def = otherSide(atk);
  const p = inp.province;
  const attackers = inp.attackers.map((id) => findArmy(s, id)!).filter((a) => a !== undefined);
  const atkSp = attackers.reduce((n, a) => n + armySp(a), 0);
  const defSp = groupsSp(s, inp, def) + (inp.lazi ?? 0);
  // 6.52: a Byzantine combination fights under the activated army's MagMil (listed first).
  const first = findArmy(s, inp.attackers[0] ?? '');
  const lead = first !== undefined && first.power === 'byzantine' && inp.attackers.length > 1 && s.combined[first.id] !== undefined ? first : commander(s, inp.attackers);
  const defLead = commander(s, inp.defenders);
  const defOwn = ownedBy(def, inp.control[p]);
  // 11.7 attacker modifiers
  const am: Modifier[] = [];
  const sdA = strengthDifferential(atkSp, defSp);
  if (sdA > 0) am.push({ label: { key: 'drm.strength' }, value: sdA });
  if (lead?.leader && leaderData(lead.leader).battle !== 0) am.push({ label: { key: 'drm.leader', params: { leader: leaderData(lead.leader).name } }, value: leaderData(lead.leader).battle });
  const defPersian = inp.defenders.some((id) => findArmy(s, id)?.power === 'persia') && defLead?.power === 'persia';
  if (lead?.power === 'byzantine' && !defPersian) am.push({ label: { key: 'drm.byzantine' }, value: BM.attacker.byzantineVsNonPersian });
  if (inp.strait) am.push({ label: { key: 'drm.strait' }, value: BM.attacker.acrossStraitOrLanding });
  if (defOwn && isCity(p)) am.push({ label: { key: 'drm.city' }, value: BM.attacker.defenderInOwnCity });
  if (defOwn && (isCoastal(p) || (s.options.fortCountsAsCoastal && hasFort(s, p)))) am.push({ label: { key: 'drm.coastal' }, value: BM.attacker.defenderInOwnCoastal });
  if (lead?.power === 'ostrogoths') am.push({ label: { key: 'drm.ostrogoth' }, value: BM.attacker.ostrogoth });
  if (lead?.power === 'vandals') am.push({ label: { key: 'drm.vandal' }, value: BM.attacker.vandal });
  if (lead?.disorganized) am.push({ label: { key: 'drm.disorganized' }, value: BM.attacker.disorganized });
  // 11.7 defender modifiers
  const dm: Modifier[] = [];
  const sdD = strengthDifferential(defSp, atkSp);
  if (sdD > 0) dm.push({ label: { key: 'drm.strength' }, value: sdD });
  dm.push(...defenderGroupDrms(s, inp, def, defOwn));
  const mark = ctx.rng.rolls.length;
  const ra = ctx.rng.d10();
  const rd = ctx.rng.d10();
  const rolls = ctx.rng.rolls.slice(mark);
  const ma = ra + am.reduce((n, x) => n + x.value, 0);
  const md = rd + dm.reduce((n, x) => n + x.value, 0);
  const ca = battleResult(ma, atkSp);
  const cd = battleResult(md, defSp);
  ctx.emit({ key: 'battle.attacker', params: { province: p, side: atk, roll: ra, modified: ma, sp: atkSp, loss: ca.loss }, rule: cite('8.15'), rolls: rolls.slice(0, 1), modifiers: am, chart: { name: '11.6 Battle Results', cell: ca.cell, result: String(ca.loss) } });
  ctx.emit({ key: 'battle.defender', params: { province: p, side: def, roll: rd, modified: md, sp: defSp, loss: cd.loss }, rule: cite('8.15'), rolls: rolls.slice(1), modifiers: dm, chart: { name: '11.6 Battle Results', cell: cd.cell, result: String(cd.loss) } });
  // 8.21: each result is what the opponent loses; the Lazi take their share first (ruling 3.41).
  let defLossLeft = ca.loss;
  if ((inp.lazi ?? 0) > 0) defLossLeft -= Math.min(inp.lazi!, defLossLeft);
  s.battle = { input: inp, attackerLoss: cd.loss, defenderLoss: ca.loss, then };
  queueLosses(s, def, defenderGroups(s, inp, def), defLossLeft, '8.21', p);
  queueLosses(s, atk, inp.attackers.map((id) => ({ kind: 'army', id })), cd.loss, '8.21', p);
}

/** 8.21–8.27: the outcome of the battle in `s.battle`, its losses distributed: defeat, draw, victory, retreats to `s.retreat`. */
export function finishBattle(s: JustinianState, ctx: StepContext): { outcome: BattleOutcome; then: BattleThen } {
  const { input: inp, attackerLoss, defenderLoss, then } = s.battle!;
  s.battle = null;
  const atk = inp.attackerSide;
  const def = otherSide(atk);
  const p = inp.province;
  const winner: Side | null = defenderLoss > attackerLoss ? atk : attackerLoss > defenderLoss ? def : null;
  const atkIds = inp.attackers.filter((id) => findArmy(s, id) !== undefined);
  const defIds = inp.defenders.filter((id) => findArmy(s, id) !== undefined);
  ctx.emit({ key: winner === null ? 'battle.draw' : 'battle.won', params: { province: p, winner: winner ?? '-', attackerLoss, defenderLoss }, rule: cite('8.21') });
  if (winner === null) {
    for (const id of [...atkIds, ...defIds]) victorDisorganization(s, ctx, id, false);
    const a2 = sideTotal(s, atkIds);
    const d2 = sideTotal(s, defIds) + (inp.all ? (def === 'byzantine' ? s.frontier[p]?.sp ?? 0 : 0) : 0);
    const loserIds = a2 < d2 ? atkIds : d2 < a2 ? defIds : [];
    finishEliminations(s, ctx, [...atkIds, ...defIds]);
    setRetreat(s, loserIds, p);
  } else {
    const winIds = winner === atk ? atkIds : defIds;
    const loseIds = winner === atk ? defIds : atkIds;
    const loserSide = otherSide(winner);
    for (const id of winIds) { const a = findArmy(s, id)!; a.defeated = false; a.disorganized = false; }
    // Ruling 13-40: a 6.52 combination rolls once, with the commanding leader's Control, for all its armies.
    const combo = winIds.find((id) => (s.combined[id] ?? []).length > 0);
    if (combo !== undefined) {
      victorDisorganization(s, ctx, combo, true);
      const dis = findArmy(s, combo)?.disorganized ?? false;
      for (const id of winIds) if (id !== combo) { const x = findArmy(s, id); if (x !== undefined) x.disorganized = dis; }
    } else for (const id of winIds) victorDisorganization(s, ctx, id, true);
    for (const id of winIds) pillage(s, ctx, id);
    // Defeat: Frontier SP of the loser are eliminated; its armies are Defeated (8.21, 8.22).
    if (loserSide === 'byzantine' && s.frontier[p] !== undefined) {
      ctx.emit({ key: 'frontier.lost', params: { province: p, sp: s.frontier[p]!.sp }, rule: cite('8.21') });
      s.frontier = without(s.frontier, p);
    }
    for (const id of loseIds) {
      const a = findArmy(s, id)!;
      a.defeated = true;
      if (a.power === 'byzantine' && a.leader !== null && !s.lostBattle.includes(a.leader)) s.lostBattle.push(a.leader);
      if (a.treasury && winner === 'byzantine') captureTreasury(s, ctx, a.power as 'vandals' | 'ostrogoths', winIds.some((w) => findArmy(s, w)?.power === 'byzantine'));
      if (a.treasury && winner === 'byzantine') a.treasury = false;
    }
    const detachedToChoose = loserSide === 'barbarian' && inp.all ? retreatDetached(s, ctx, p) : [];
    // 7.17 ruling: a lone leader of the loser in the province is eliminated.
    for (const a of armiesAt(s, p)) if (armySide(s, a) === loserSide && armySp(a) === 0 && a.power !== 'byzantine') removeIfEmpty(s, ctx, a, true);
    finishEliminations(s, ctx, [...atkIds, ...defIds]);
    setRetreat(s, [...loseIds, ...detachedToChoose], p);
  }
  sweep(s, ctx, true);
  return { outcome: { winner, attackerLoss, defenderLoss }, then };
}

const sideTotal = (s: JustinianState, ids: string[]): number => ids.reduce((n, id) => n + (findArmy(s, id) ? armySp(findArmy(s, id)!) : 0), 0);

function finishEliminations(s: JustinianState, ctx: StepContext, ids: string[]): void {
  for (const id of ids) { const a = findArmy(s, id); if (a !== undefined && armySp(a) === 0) { dropTreasury(s, a); removeIfEmpty(s, ctx, a, true); } }
}

function setRetreat(s: JustinianState, ids: string[], province: string): void {
  const left = ids.filter((id) => isDetachedRetreat(id) || (findArmy(s, id) !== undefined && findArmy(s, id)!.at === province));
  if (left.length > 0) s.retreat = { armies: left, province, exclude: null };
}

/** A retreat entry for the detached SP of a power (8.21): `detached:<power>`. */
export const isDetachedRetreat = (id: string): boolean => id.startsWith('detached:');
/** Where detached SP may retreat: an adjacent province the Barbarian side controls (never Lazica, 3.41). */
export const detachedRetreats = (s: JustinianState, p: string): string[] => neighbours(p).filter((n) => controller(s, n) !== null && controller(s, n) !== 'byzantine' && n !== 'Lazica');

/**
 * Detached SP of a defeated barbarian side retreat (8.21): with no destination they take the can't-retreat roll; with
 * one they go there; with a choice, the Barbarian chooses (`retreat` decision, `detached:<power>`). Returns those entries.
 */
function retreatDetached(s: JustinianState, ctx: StepContext, p: string): string[] {
  const dests = detachedRetreats(s, p);
  const choose: string[] = [];
  for (const d of s.detached.filter((x) => x.at === p)) {
    if (dests.length > 1) { choose.push(`detached:${d.power}`); continue; }
    if (dests.length === 1) { d.at = dests[0]!; continue; }
    const r = ctx.rng.d10();
    d.sp = Math.max(0, d.sp - r);
    ctx.emit({ key: 'retreat.none', params: { province: p, loss: r }, rule: cite('8.21'), rolls: ctx.rng.rolls.slice(-1) });
  }
  mergeDetached(s);
  return choose;
}
export function mergeDetached(s: JustinianState): void {
  const merged: typeof s.detached = [];
  for (const d of s.detached) { const m = merged.find((x) => x.power === d.power && x.at === d.at); if (m) m.sp += d.sp; else merged.push(d); }
  s.detached = merged.filter((d) => d.sp > 0);
}

/** 8.21 victor (and draw) disorganization roll; an army already Disorganized loses 1 SP (8.23). */
function victorDisorganization(s: JustinianState, ctx: StepContext, id: string, _won: boolean): void {
  const a = findArmy(s, id);
  if (a === undefined || a.leader === null) return;
  const control = leaderData(a.leader).control;
  const r = ctx.rng.d10();
  if (r <= control) return;
  if (a.disorganized) armyLoses(a, 1);
  a.disorganized = true;
  ctx.emit({ key: 'disorganized', params: { army: a.id, roll: r, control }, rule: cite('8.21'), rolls: ctx.rng.rolls.slice(-1) });
}

/** 8.27 Pillage: an Unpaid Byzantine victor rolls, +3 if Disorganized; SP over Control go home; then it is paid. */
export function pillage(s: JustinianState, ctx: StepContext, id: string): void {
  const a = findArmy(s, id);
  if (a === undefined || a.power !== 'byzantine' || !a.unpaid || a.leader === null) return;
  const control = leaderData(a.leader).control;
  const r = ctx.rng.d10();
  const m = r + (a.disorganized ? 3 : 0);
  const loss = m > control ? m - control : 0;
  armyLoses(a, loss);
  a.unpaid = false;
  ctx.emit({ key: 'pillage', params: { army: a.id, roll: r, modified: m, control, loss }, rule: cite('8.27'), rolls: ctx.rng.rolls.slice(-1), modifiers: a.disorganized ? [{ label: { key: 'drm.disorganized' }, value: 3 }] : [] });
}

/** 8.21: an army that cannot retreat stays and loses one die of SP. */
export function cannotRetreat(s: JustinianState, ctx: StepContext, a: Army): void {
  const r = ctx.rng.d10();
  armyLoses(a, r);
  ctx.emit({ key: 'retreat.none', params: { province: a.at, loss: r }, rule: cite('8.21'), rolls: ctx.rng.rolls.slice(-1) });
  removeIfEmpty(s, ctx, a, true);
}

/** Frontier SP left by a Byzantine army (7.16) or a disbanded one (6.53). */
export const leaveFrontier = (s: JustinianState, at: string, sp: number): void => addFrontier(s, at, sp);
export const byzHolds = byzControls;
