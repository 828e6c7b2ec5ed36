import type { StepContext } from '@polemarch/kernel';
import { MINOR_POWERS, PROVINCES, type BarbarianPowerId, type MinorPowerId, FORT_COUNTERS } from './data/map';
import { leaderData, minorName } from './data/leaders';
import { ACTIVATION_TABLE, SPENDING, activationRow, activationRowByPercentile, allegianceFor, allianceDrm } from './data/tables';
import { randomEvent } from './events';
import { armyRoom, byzArmies, byzRoom, isPraesental, underLimit, addDetached, addFleet } from './forces';
import { armySide, armySp, boxArrows, boxOf, byzControls, controller, findArmy, hasFort, isArmyId, isCity, mayEndIn, neighbours, province, sideSpAt, staticDistance } from './geo';
import { startArmyUnit } from './movement';
import { startFleetUnit } from './naval';
import { startLevy } from './phases';
import type { JustinianAction, JustinianState, Segment } from './state';

/** The Activation Phase (6.0): Barbarian activation markers, random activation, allegiance, recruitment, Byzantine activation. */

const cite = (r: string): string => `justinian ${r}`;
const barbAmsLeft = (s: JustinianState): number => s.acts.chosenLeft + s.acts.randomLeft;
const isMajorPower = (p: string): p is 'persia' | 'vandals' | 'ostrogoths' => p === 'persia' || p === 'vandals' || p === 'ostrogoths';

/** 6.12: Barbarian first, then alternate until the Byzantine's fifth activation; the side with activations left goes on alone. */
export function nextActivation(s: JustinianState, ctx: StepContext): 'end-phase' | null {
  if (s.acts.plagueEnd || s.acts.byzantine >= 5) return 'end-phase';
  let side = s.acts.next;
  if (side === 'barbarian' && barbAmsLeft(s) === 0) side = 'byzantine';
  if (side === 'barbarian') { s.segment = { stage: 'barb-am' }; return null; }
  // Byzantine activation (6.5), with the events that take it over (9.0).
  if (s.acts.skipNext) {
    s.acts.skipNext = false;
    s.acts.byzantine++;
    ctx.emit({ key: 'activation.lost', rule: cite('9.0') });
    afterActivation(s, 'byzantine');
    return null;
  }
  s.segment = { stage: 'byz-act' };
  return null;
}

function afterActivation(s: JustinianState, side: 'byzantine' | 'barbarian'): void {
  s.segment = null;
  s.acts.inBarbarian = false;
  if (side === 'barbarian') s.coMajor = null;
  s.unit = null;
  if (side === 'byzantine' && s.acts.double === 'declared') { s.acts.double = 'used'; s.acts.next = 'byzantine'; s.acts.secondInRow = true; return; }
  s.acts.secondInRow = false;
  s.acts.next = side === 'byzantine' ? 'barbarian' : 'byzantine';
}

/** End of an activation: 7.14 area test for the Byzantine army used; then the next activation, or the CO's minor army (6.44). */
export function endActivation(s: JustinianState, ctx: StepContext): void {
  const seg = s.segment;
  if (seg !== null && seg.stage === 'unit' && seg.army !== null) {
    for (const id of [seg.army, ...(s.combined[seg.army] ?? [])]) {
      const a = findArmy(s, id);
      if (a !== undefined && a.power === 'byzantine' && isArmyId(a.id) && !a.at.startsWith('sea:') && !mayEndIn(a.id, a.at)) {
        s.armies = s.armies.filter((x) => x !== a);
        if (a.leader !== null) s.cup.push(a.leader);
        ctx.emit({ key: 'army.removed', params: { army: a.id, province: a.at }, rule: cite('7.14') });
      }
    }
  }
  if (seg !== null && seg.stage === 'unit' && seg.co && s.coMinor !== null) {
    const m = s.coMinor;
    s.coMinor = null;
    s.unit = null;
    chooseMinorUnit(s, ctx, m, 'barbarian', true);
    return;
  }
  afterActivation(s, s.acts.inBarbarian ? 'barbarian' : 'byzantine');
}

// ---- Barbarian activation markers (6.21, 6.22, 6.41) ----
export function availableMajors(s: JustinianState): ('persia' | 'vandals' | 'ostrogoths')[] {
  return (['persia', 'vandals', 'ostrogoths'] as const).filter((p) => (p === 'persia' ? s.armies.some((a) => a.power === 'persia') : !s.eliminatedPowers.includes(p) && s.armies.some((a) => a.power === p)));
}
export function barbAmLegal(s: JustinianState): JustinianAction[] {
  const out: JustinianAction[] = [{ type: 'pass' }];
  if (s.acts.randomLeft > 0) out.push({ type: 'random' });
  if (s.acts.chosenLeft > 0) for (const p of availableMajors(s)) out.push({ type: 'chosen', power: p });
  if (s.turn >= 2 && s.acts.chosenLeft === 2 && s.acts.barbarian === 0) for (const p of availableMajors(s)) out.push({ type: 'co', power: p });
  return out;
}
export function applyBarbAm(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  s.acts.barbarian++;
  s.acts.inBarbarian = true;
  switch (a.type) {
    case 'pass':
      if (s.acts.randomLeft > 0) s.acts.randomLeft--; else s.acts.chosenLeft--;
      ctx.emit({ key: 'pass', params: { side: 'barbarian' }, rule: cite('6.11') });
      s.acts.inBarbarian = false;
      afterActivation(s, 'barbarian');
      return;
    case 'chosen':
      s.acts.chosenLeft--;
      ctx.emit({ key: 'am.chosen', params: { power: a.power }, rule: cite('6.21') });
      activatePower(s, ctx, a.power as BarbarianPowerId, 'chosen', false);
      return;
    case 'co':
      // 6.41–6.42: both Chosen AMs make one activation; the Byzantine may then act twice in a row (6.45).
      s.acts.chosenLeft = 0;
      s.acts.coThisTurn = true;
      if (s.acts.double === 'none') s.acts.double = 'available';
      ctx.emit({ key: 'am.co', params: { power: a.power }, rule: cite('6.41') });
      s.segment = { stage: 'co-minor', minor: null };
      s.coMajor = a.power as 'persia';
      return;
    case 'random': {
      s.acts.randomLeft--;
      const mark = ctx.rng.rolls.length;
      const d1 = ctx.rng.d10();
      const d2 = ctx.rng.d10();
      const rolls = ctx.rng.rolls.slice(mark);
      const pct = d1 * 10 + d2;
      ctx.emit({ key: 'am.random', params: { d1, d2, sum: d1 + d2, pct }, rule: cite('6.22'), rolls });
      if (d1 + d2 >= ACTIVATION_TABLE.randomEventIfDiceSumAtLeast) randomEvent(s, ctx);
      if (s.acts.plagueEnd) { s.segment = null; return; }
      let row = activationRowByPercentile(pct);
      // 6.22 exception, 8.26: eliminated powers and a Persia whose last leader is on the track are re-rolled (no new event).
      for (let guard = 0; guard < 50 && !powerActivatable(s, row.power); guard++) {
        const m2 = ctx.rng.rolls.length;
        const e1 = ctx.rng.d10();
        const e2 = ctx.rng.d10();
        row = activationRowByPercentile(e1 * 10 + e2);
        ctx.emit({ key: 'am.reroll', params: { pct: e1 * 10 + e2 }, rule: cite('6.22'), rolls: ctx.rng.rolls.slice(m2) });
      }
      ctx.emit({ key: 'am.power', params: { power: row.power }, rule: cite('6.22'), chart: { name: '11.1 Barbarian Activation', cell: String(pct).padStart(2, '0'), result: row.power } });
      activatePower(s, ctx, row.power, 'random', false);
      return;
    }
    default:
      throw new Error(`not an activation marker: ${a.type}`);
  }
}
function powerActivatable(s: JustinianState, p: BarbarianPowerId): boolean {
  if (p === 'persia') return s.armies.some((a) => a.power === 'persia');
  if (p === 'vandals' || p === 'ostrogoths') return !s.eliminatedPowers.includes(p) && s.armies.some((a) => a.power === p);
  return true;
}

/** A power activated by an AM: allegiance for a minor's first activation (6.31), 6.24 recruitment for a Chosen major. */
function activatePower(s: JustinianState, ctx: StepContext, power: BarbarianPowerId, am: 'chosen' | 'random', co: boolean): void {
  const first = !s.activatedPowers.includes(power);
  if (first) s.activatedPowers.push(power);
  if (!isMajorPower(power)) {
    const known = s.allegiance[power];
    if (known !== undefined) { afterAllegiance(s, ctx, power); return; }
    if (s.treasury >= SPENDING.bribeStep) { s.segment = { stage: 'bribe', power, am }; return; }
    rollAllegiance(s, ctx, power, 0);
    return;
  }
  if ((power === 'vandals' || power === 'ostrogoths') && am === 'chosen' && !s.majorRecruited.includes(power)) { s.segment = { stage: 'recruit-major', power }; return; }
  s.segment = { stage: 'choose-unit', power, seat: 'barbarian', co };
}

// ---- Allegiance (6.3) ----
export function bribeLegal(s: JustinianState): JustinianAction[] {
  const out: JustinianAction[] = [];
  for (let g = 0; g <= SPENDING.bribeMax && g <= s.treasury; g += SPENDING.bribeStep) out.push({ type: 'bribe', gold: g });
  return out;
}
export function applyBribe(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  if (a.type !== 'bribe') throw new Error('not a bribe');
  const seg = s.segment as Extract<Segment, { stage: 'bribe' }>;
  s.treasury -= a.gold;
  rollAllegiance(s, ctx, seg.power, a.gold);
}
/** 6.32–6.33: d10 + Alliance DRM + 1 per 3 G of bribe. */
export function rollAllegiance(s: JustinianState, ctx: StepContext, power: MinorPowerId, gold: number): void {
  const r = ctx.rng.d10();
  const drm = allianceDrm(power);
  const bribe = Math.floor(gold / SPENDING.bribeStep);
  const m = r + drm + bribe;
  const result = allegianceFor(m);
  s.allegiance[power] = result;
  ctx.emit({ key: `allegiance.${result}`, params: { power, roll: r, modified: m, gold }, rule: cite('6.33'), rolls: ctx.rng.rolls.slice(-1), modifiers: [{ label: { key: 'drm.alliance' }, value: drm }, ...(bribe > 0 ? [{ label: { key: 'drm.bribe' }, value: bribe }] : [])], chart: { name: '11.2 Allegiance', cell: String(m), result } });
  afterAllegiance(s, ctx, power);
}
function afterAllegiance(s: JustinianState, ctx: StepContext, power: MinorPowerId): void {
  const al = s.allegiance[power];
  if (al === 'neutral') { ctx.emit({ key: 'activation.neutral', params: { power }, rule: cite('6.33') }); s.acts.inBarbarian = false; afterActivation(s, 'barbarian'); return; }
  const leader = findArmy(s, power);
  if (leader !== undefined && leader.at.startsWith('box:')) recruitFromBox(s, ctx, power);
  if (al === 'byzantine') { s.segment = { stage: 'ally-use', power }; return; }
  chooseMinorUnit(s, ctx, power, 'barbarian', false);
}
function chooseMinorUnit(s: JustinianState, ctx: StepContext, power: MinorPowerId, seat: 'barbarian' | 'byzantine', co: boolean): void {
  const a = findArmy(s, power);
  if (a === undefined || armySp(a) === 0) { ctx.emit({ key: 'activation.empty', params: { power }, rule: cite('6.23') }); s.acts.inBarbarian = false; afterActivation(s, 'barbarian'); return; }
  s.segment = { stage: 'unit', seat, power, co, army: a.id };
  startArmyUnit(s, ctx, a, co);
}

/** 6.23: the first activation in a turn of a leader in his box recruits the Troops of table 11.1. */
function recruitFromBox(s: JustinianState, ctx: StepContext, leader: string): void {
  const a = findArmy(s, leader);
  if (a === undefined || !a.at.startsWith('box:') || s.recruitedLeaders.includes(leader)) return;
  s.recruitedLeaders.push(leader);
  const row = activationRow(a.power as BarbarianPowerId);
  const mark = ctx.rng.rolls.length;
  let sp = row.troops.base;
  for (let i = 0; i < row.troops.dice; i++) sp += ctx.rng.d10();
  const placed = underLimit(s, a.power as BarbarianPowerId, sp);
  a.sp += placed;
  ctx.emit({ key: 'recruit', params: { leader: leaderData(leader).name, sp, placed }, rule: cite('6.23'), rolls: ctx.rng.rolls.slice(mark) });
}

/** 6.34: a Byzantine ally: move it now (a), join its SP to an eligible Byzantine army (b), or leave it. */
export function allyUseLegal(s: JustinianState): JustinianAction[] {
  const seg = s.segment as Extract<Segment, { stage: 'ally-use' }>;
  const out: JustinianAction[] = [{ type: 'pass' }];
  const a = findArmy(s, seg.power);
  if (a === undefined || armySp(a) === 0) return out;
  out.push({ type: 'ally-activate' });
  const prefs = new Set(boxArrows(seg.power).map((p) => province(p).prefecture));
  for (const b of byzArmies(s)) if (!b.at.startsWith('sea:') && prefs.has(province(b.at).prefecture) && armyRoom(b) >= armySp(a) && byzRoom(s) >= armySp(a)) out.push({ type: 'ally-join', army: b.id });
  return out;
}
export function applyAllyUse(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  const seg = s.segment as Extract<Segment, { stage: 'ally-use' }>;
  const m = findArmy(s, seg.power);
  if (a.type === 'ally-activate' && m !== undefined) { chooseMinorUnit(s, ctx, seg.power, 'byzantine', false); return; }
  if (a.type === 'ally-join' && m !== undefined) {
    const b = findArmy(s, a.army)!;
    b.allied[seg.power] = (b.allied[seg.power] ?? 0) + m.sp;
    ctx.emit({ key: 'ally.joined', params: { power: seg.power, army: b.id, sp: m.sp }, rule: cite('6.34') });
    m.sp = 0;
    m.at = `box:${seg.power}`;
  }
  s.acts.inBarbarian = false;
  afterActivation(s, 'barbarian');
}

// ---- 6.24 Ostrogoth/Vandal recruitment ----
export function recruitMajorLegal(): JustinianAction[] {
  return [{ type: 'recruit', yes: true }, { type: 'recruit', yes: false }];
}
export function applyRecruitMajor(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  const seg = s.segment as Extract<Segment, { stage: 'recruit-major' }>;
  if (a.type !== 'recruit') throw new Error('not a recruitment answer');
  if (!a.yes) { s.segment = { stage: 'choose-unit', power: seg.power, seat: 'barbarian', co: s.coMajor === seg.power }; return; }
  s.majorRecruited.push(seg.power);
  const row = activationRow(seg.power);
  const mark = ctx.rng.rolls.length;
  let sp = row.troops.base;
  for (let i = 0; i < row.troops.dice; i++) sp += ctx.rng.d10();
  const placed = underLimit(s, seg.power, sp);
  ctx.emit({ key: 'recruit.major', params: { power: seg.power, sp, placed }, rule: cite('6.24'), rolls: ctx.rng.rolls.slice(mark) });
  if (placed > 0 && recruitPlaces(s, seg.power).length > 0) s.segment = { stage: 'place-recruits', power: seg.power, sp: placed };
  else s.segment = { stage: 'choose-unit', power: seg.power, seat: 'barbarian', co: s.coMajor === seg.power };
}
const recruitPlaces = (s: JustinianState, power: 'vandals' | 'ostrogoths'): string[] => PROVINCES.filter((p) => p.city !== undefined && controller(s, p.name) === power).map((p) => p.name);
export function placeRecruitsLegal(s: JustinianState): JustinianAction[] {
  const seg = s.segment as Extract<Segment, { stage: 'place-recruits' }>;
  const out: JustinianAction[] = recruitPlaces(s, seg.power).map((p) => ({ type: 'place' as const, province: p }));
  // 6.24: 3 SP may be traded for 1 Fleet SP in a coastal province of the power.
  if (seg.sp >= 3) for (const p of PROVINCES) if (p.seas.length > 0 && controller(s, p.name) === seg.power) out.push({ type: 'trade-fleet', province: p.name });
  return out;
}
export function applyPlaceRecruits(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  const seg = s.segment as Extract<Segment, { stage: 'place-recruits' }>;
  if (a.type === 'trade-fleet') {
    seg.sp -= 3;
    addFleet(s, seg.power, a.province, 1);
    ctx.emit({ key: 'fleet.traded', params: { power: seg.power, province: a.province }, rule: cite('6.24') });
    if (seg.sp === 0) s.segment = { stage: 'choose-unit', power: seg.power, seat: 'barbarian', co: s.coMajor === seg.power };
    return;
  }
  if (a.type !== 'place') throw new Error('not a placement');
  const army = s.armies.find((x) => x.power === seg.power && x.at === a.province);
  if (army !== undefined) army.sp += seg.sp;
  else addDetached(s, seg.power, a.province, seg.sp);
  ctx.emit({ key: 'recruit.placed', params: { power: seg.power, sp: seg.sp, province: a.province }, rule: cite('6.24') });
  s.segment = { stage: 'choose-unit', power: seg.power, seat: 'barbarian', co: s.coMajor === seg.power };
}

// ---- 6.25: the unit of the activated power ----
export function chooseUnitLegal(s: JustinianState): JustinianAction[] {
  const seg = s.segment as Extract<Segment, { stage: 'choose-unit' }>;
  const out: JustinianAction[] = [{ type: 'pass' }];
  for (const a of s.armies) if (a.power === seg.power && a.leader !== null && !a.at.startsWith('sea:') && (a.sp > 0 || a.at.startsWith('box:') || a.power !== 'persia')) out.push({ type: 'use-army', army: a.id });
  for (const f of s.fleets) if (f.power === seg.power) out.push({ type: 'use-fleet', at: f.at });
  return out;
}
export function applyChooseUnit(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  const seg = s.segment as Extract<Segment, { stage: 'choose-unit' }>;
  if (a.type === 'pass') { s.acts.inBarbarian = false; afterActivation(s, 'barbarian'); return; }
  if (a.type === 'use-fleet') {
    s.segment = { stage: 'unit', seat: 'barbarian', power: seg.power, co: seg.co, army: null };
    startFleetUnit(s, seg.power as 'vandals', a.at);
    return;
  }
  if (a.type !== 'use-army') throw new Error('not a unit choice');
  const army = findArmy(s, a.army)!;
  if (army.at.startsWith('box:')) recruitFromBox(s, ctx, army.id);
  if (armySp(army) === 0 && army.at.startsWith('box:')) { ctx.emit({ key: 'activation.empty', params: { power: seg.power }, rule: cite('6.23') }); s.acts.inBarbarian = false; afterActivation(s, 'barbarian'); return; }
  s.segment = { stage: 'unit', seat: 'barbarian', power: seg.power, co: seg.co, army: army.id };
  startArmyUnit(s, ctx, army, seg.co);
}

// ---- 6.43: the CO's minor power (automatically Barbarian, 6.44) ----
export function coMinorLegal(s: JustinianState): JustinianAction[] {
  return MINOR_POWERS.filter((m) => s.allegiance[m] !== 'byzantine' && s.allegiance[m] !== 'neutral').map((m) => ({ type: 'co-minor' as const, power: m }));
}
export function applyCoMinor(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  if (a.type !== 'co-minor') throw new Error('not a CO minor');
  const m = a.power as MinorPowerId;
  s.allegiance[m] = 'barbarian';
  if (!s.activatedPowers.includes(m)) s.activatedPowers.push(m);
  const leader = findArmy(s, m);
  if (leader !== undefined && leader.at.startsWith('box:')) recruitFromBox(s, ctx, m);
  s.coMinor = m;
  ctx.emit({ key: 'co.minor', params: { power: minorName(m) }, rule: cite('6.43') });
  const major = s.coMajor ?? 'persia';
  // 6.44 (ruling R-CO): a minor army still in its box is placed in the connected province nearest the major power's
  // strongest army, where that army may pick it up for 1 MP.
  if (leader !== undefined && leader.at.startsWith('box:') && leader.sp > 0) {
    const lead = s.armies.filter((x) => x.power === major && !x.at.startsWith('box:') && !x.at.startsWith('sea:')).sort((x, y) => armySp(y) - armySp(x))[0];
    const arrows = boxArrows(m).filter((p) => p !== 'Lazica' || major === 'persia');
    const place = [...arrows].sort((p, q) => (lead === undefined ? 0 : staticDistance(lead.at, p) - staticDistance(lead.at, q)))[0];
    if (place !== undefined) { leader.at = place; ctx.emit({ key: 'co.placed', params: { power: minorName(m), province: place }, rule: cite('6.44') }); }
  }
  if ((major === 'vandals' || major === 'ostrogoths') && !s.majorRecruited.includes(major)) { s.segment = { stage: 'recruit-major', power: major }; return; }
  s.segment = { stage: 'choose-unit', power: major, seat: 'barbarian', co: true };
}

// ---- Byzantine activation (6.5) ----
const praesentalShort = (s: JustinianState): boolean => byzArmies(s).some((a) => isPraesental(a.id) && armySp(a) < 10);
export function byzActLegal(s: JustinianState): JustinianAction[] {
  const out: JustinianAction[] = [{ type: 'levy-roll' }];
  if (s.acts.nika) return byzArmies(s).filter((a) => armySp(a) >= 10 || armySp(a) === Math.max(...byzArmies(s).map(armySp))).map((a) => ({ type: 'nika' as const, army: a.id }));
  if (!s.acts.fortBuilt && s.treasury >= SPENDING.buildFort && s.builtForts.length < FORT_COUNTERS) for (const p of PROVINCES) if (!isCity(p.name) && !hasFort(s, p.name) && byzControls(s, p.name)) out.push({ type: 'fort', province: p.name });
  if (praesentalShort(s)) return out; // 6.51 exception: recruit until both Praesental armies have 10 SP
  out.push({ type: 'pass' });
  if (s.acts.double === 'available' && !s.acts.secondInRow) out.push({ type: 'double' });
  // 4.13: a MagMil moves alone, free, to a Byzantine army he can reach by a path free of enemy SP.
  for (const m of [...byzArmies(s).filter((a) => a.leader !== null && !a.at.startsWith('sea:')).map((a) => ({ leader: a.leader!, at: a.at })), ...Object.entries(s.unattached).map(([leader, at]) => ({ leader, at }))]) {
    const reach = magMilReach(s, m.at);
    for (const b of byzArmies(s)) if (b.at !== m.at && reach.has(b.at) && b.leader !== m.leader) out.push({ type: 'magmil-move', leader: m.leader, to: b.at });
  }
  if (s.treasury >= SPENDING.activate) {
    for (const a of s.armies) if (armySide(s, a) === 'byzantine' && a.leader !== null && armySp(a) > 0 && boxOf(a.at) === null && !a.at.startsWith('sea:') && (a.power === 'byzantine' || !a.at.startsWith('box:'))) out.push({ type: 'activate-army', army: a.id });
    for (const f of s.fleets) if (f.power === 'byzantine') out.push({ type: 'activate-fleet', at: f.at });
  }
  return out;
}
export function applyByzAct(s: JustinianState, ctx: StepContext, a: JustinianAction): void {
  switch (a.type) {
    case 'fort':
      s.treasury -= SPENDING.buildFort;
      s.builtForts.push(a.province);
      s.acts.fortBuilt = true;
      ctx.emit({ key: 'fort.built', params: { province: a.province }, rule: cite('6.54') });
      return;
    case 'double':
      s.acts.double = 'declared';
      ctx.emit({ key: 'double', rule: cite('6.45') });
      return;
    case 'nika': {
      const x = findArmy(s, a.army)!;
      x.at = 'Europa';
      s.acts.nika = false;
      s.acts.byzantine++;
      ctx.emit({ key: 'nika', params: { army: x.id }, rule: cite('9.0') });
      s.acts.fortBuilt = false;
      afterActivation(s, 'byzantine');
      return;
    }
    default:
  }
  s.acts.byzantine++;
  s.acts.fortBuilt = false;
  if (a.type === 'pass') { ctx.emit({ key: 'pass', params: { side: 'byzantine' }, rule: cite('6.51') }); afterActivation(s, 'byzantine'); return; }
  if (a.type === 'magmil-move') {
    const from = byzArmies(s).find((x) => x.leader === a.leader);
    if (from !== undefined) from.leader = null;
    s.unattached = Object.fromEntries(Object.entries(s.unattached).filter(([k]) => k !== a.leader));
    const army = byzArmies(s).find((x) => x.at === a.to && x.leader === null);
    if (army !== undefined) { army.leader = a.leader; army.defeated = false; army.disorganized = false; } // 8.25: a new commander
    else s.unattached[a.leader] = a.to;
    ctx.emit({ key: 'magmil.moved', params: { leader: leaderData(a.leader).name, to: a.to, army: army?.id ?? '-' }, rule: cite('4.13') });
    afterActivation(s, 'byzantine');
    return;
  }
  if (a.type === 'levy-roll') { s.segment = { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: null }; startLevy(s, ctx); return; }
  s.treasury -= SPENDING.activate;
  if (a.type === 'activate-army') {
    const x = findArmy(s, a.army)!;
    // 6.52: activating one army of a combination on its own separates it.
    for (const [k, v] of Object.entries(s.combined)) if (v.includes(x.id)) s.combined[k] = v.filter((m) => m !== x.id);
    s.segment = { stage: 'unit', seat: 'byzantine', power: x.power, co: false, army: x.id };
    ctx.emit({ key: 'activate', params: { army: x.id }, rule: cite('6.51') });
    startArmyUnit(s, ctx, x, false);
    return;
  }
  if (a.type === 'activate-fleet') {
    s.segment = { stage: 'unit', seat: 'byzantine', power: 'byzantine', co: false, army: null };
    startFleetUnit(s, 'byzantine', a.at);
    return;
  }
  throw new Error(`not a Byzantine activation: ${a.type}`);
}
/** 4.13: provinces a lone MagMil reaches through provinces free of enemy SP, and by sea between coastal provinces. */
function magMilReach(s: JustinianState, from: string): Set<string> {
  const free = (p: string): boolean => sideSpAt(s, p, 'barbarian') === 0;
  const seen = new Set<string>([from]);
  const queue = [from];
  const coasts = PROVINCES.filter((p) => p.seas.length > 0 && free(p.name)).map((p) => p.name);
  let seaUsed = false;
  while (queue.length > 0) {
    const p = queue.shift()!;
    const next = [...neighbours(p)];
    if (!seaUsed && province(p).seas.length > 0) { seaUsed = true; next.push(...coasts); }
    for (const n of next) if (!seen.has(n) && free(n)) { seen.add(n); queue.push(n); }
    if (province(p).seas.length > 0 && seaUsed) for (const c of coasts) if (!seen.has(c)) { seen.add(c); queue.push(c); }
  }
  return seen;
}
export { isPraesental };
