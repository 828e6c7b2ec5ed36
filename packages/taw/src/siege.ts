import type { StepContext } from '@polemarch/kernel';
import { applyThen, finishActivation } from './activation';
import { shiftAlliance, siegeVictoryShifts, updateControl } from './control';
import { addToStack, cityAtHex, d10, doubleLegions, idsOf, infantryInside, isRoman, leader, leaderLossCheck, leadersAt, mod, other, prune, say, sdsOf, spOf, stackAt, sumMods } from './core';
import { MAP, hexInfo, provinceOf } from './map';
import { stopMove } from './movement';
import { afterCaptureScenario, assaultDrmScenario, weatherScenario } from './scenarioRules';
import { spreadEvenly, takeType } from './losses';
import { takeLosses } from './lossChoice';
import { cerOver } from './rrrTables';
import { ABS_EFFECTS, ASSAULT_NEED, LETTER_VALUE, applyAbs, assaultColumn, assaultLossPct, devastationValue, lossOf, siegeLoss, surrenderNeed } from './tables';
import type { CityState, Group, Side, Stack, TawState, Then } from './state';
import type { Modifier } from '@polemarch/kernel';
import { captureEngines, enginesAt, moveEngines, movingEngines, removeEngines } from './engines';
import { politicsAfterCapture } from './politics';

/** Cities and sieges (9.0): Under Siege, Siege Attrition, Assault, Involuntary Surrender, capture and Sack. */

const hexOfCity = (c: CityState): number => MAP.cities.get(c.name)!.hex;

/** The city in the active leader's hex that his side may act against (not his own). */
export function targetCity(s: TawState): CityState | undefined {
  const a = s.activation;
  if (a === null) return undefined;
  const hex = a.move?.hex ?? leader(s, a.leader).hex;
  if (hex === null) return undefined;
  const inCity = a.move?.inCity ?? leader(s, a.leader).inCity;
  if (inCity) return undefined;
  const c = cityAtHex(s, hex);
  if (c === undefined || c.size === 'none') return undefined;
  if (s.stacks.some((x) => x.hex === hex && x.inCity && x.side === a.side)) return undefined;
  return c;
}

const besiegerInfantry = (s: TawState, side: Side, hex: number, extra: readonly Group[] = []): number => spOf(stackAt(s, side, hex, false)?.groups ?? [], 'inf') + spOf(extra, 'inf');

/** 9.22: at least half the infantry SP inside, or a third with a Siege Engine. */
const meetsSiegeNeed = (own: number, inside: number, engine: boolean): boolean => (engine ? 3 * own >= inside : 2 * own >= inside);

/** 9.22: the Force outside must have at least half the infantry SP inside (a third with a Siege Engine; any infantry if none inside). */
export function canBesiege(s: TawState): boolean {
  const c = targetCity(s);
  const a = s.activation;
  if (c === undefined || a === null || c.siege !== null) return false;
  if (c.name === 'Roma' && !isRoman(a.side) && s.scenario === 'samnite-wars') return true;
  const hex = hexOfCity(c);
  const own = besiegerInfantry(s, a.side, hex, a.move?.groups ?? []);
  const inside = infantryInside(s, c);
  const insideSide = s.stacks.find((x) => x.hex === hex && x.inCity)?.side;
  if (insideSide === undefined && cityControllerIs(s, c, a.side)) return false;
  const engine = enginesAt(s, a.side, hex, false) + movingEngines(a.move) > 0;
  return own >= 1 && meetsSiegeNeed(own, inside, engine);
}
function cityControllerIs(s: TawState, c: CityState, side: Side): boolean {
  const hex = hexOfCity(c);
  const inside = s.stacks.find((x) => x.hex === hex && x.inCity);
  if (inside !== undefined) return inside.side === side;
  return c.size === 'S' ? c.last === side : s.provinces[MAP.cities.get(c.name)!.province]?.initial === side;
}

/** 9.21: declare the siege: Stop, check attrition, Finish. */
export function declareSiege(s: TawState, ctx: StepContext, forage = true): void {
  const a = s.activation!;
  const c = targetCity(s)!;
  if (a.move !== null) stopMove(s, ctx, false);
  c.siege = a.side;
  if (forage) delete c.noForage;
  else c.noForage = true;
  say(ctx, 'siege.declared', { city: c.name }, 'taw 9.21');
  finishActivation(s, ctx);
}

/** 9.34: infantry losses, 2 cavalry or (besieger) 1 elephant for 1 infantry; the owner may allocate otherwise (E-2). */
function siegeLosses(s: TawState, side: Side, st: Stack, n: number, besieger: boolean): number {
  return takeLosses(s, '9.34', side, st.groups, n, besieger, { hex: st.hex, inCity: st.inCity }).satisfied;
}

/** 9.3: a Siege Attrition LAM: every siege, both sides roll. */
export function siegeAttrition(s: TawState, ctx: StepContext): void {
  for (const c of Object.values(s.cities)) {
    if (c.siege === null) continue;
    const hex = hexOfCity(c);
    const side = c.siege;
    const out = stackAt(s, side, hex, false);
    if (out === undefined || spOf(out.groups, 'inf') === 0) {
      c.siege = null;
      say(ctx, 'siege.lifted', { city: c.name }, 'taw 9.24');
      continue;
    }
    const inside = s.stacks.find((x) => x.hex === hex && x.inCity);
    // The besieger's roll (Outside City column; plain SP total, 9.32).
    const mods: Modifier[] = [];
    if (ABS_EFFECTS[out.abs].siegeAttritionDrm !== 0) mods.push(mod('abs', ABS_EFFECTS[out.abs].siegeAttritionDrm));
    const t = hexInfo(hex).terrain;
    if (t === 'open') mods.push(mod('open', -1));
    if (t === 'mountain' || t === 'marsh') mods.push(mod('rough-ground', 1));
    const prov = provinceOf(hex);
    const pst = s.provinces[prov];
    const forage = c.noForage !== true && pst !== undefined && (pst.mil ?? pst.dip) === side && !pst.devastated && (t === 'open' || t === 'rough');
    if (forage) mods.push(mod('forage', -2));
    const bl = leadersAt(s, side, hex, false).sort((x, y) => LETTER_VALUE[x.letter] - LETTER_VALUE[y.letter])[0];
    if (isRoman(side) && bl !== undefined) {
      const over = cerOver(bl.letter, doubleLegions(out.groups));
      if (over >= 2) mods.push(mod('cer', Math.floor(over / 2)));
    }
    // The Augury's weather: the Samnite table's, and Pyrrhus' R7 by area (severe drought +1 both sides, good weather −1 besiegers).
    const w = weatherScenario(s, hex);
    if (s.siegeShift + w.siege + w.besieger !== 0) mods.push(mod('weather', s.siegeShift + w.siege + w.besieger));
    const rb = d10(ctx);
    const lb = siegeLoss(rb.value + sumMods(mods), false, spOf(out.groups));
    const lostB = siegeLosses(s, side, out, lb.alp, true);
    say(ctx, 'siege.attrition', { city: c.name, side, lost: lostB }, 'taw 9.32', { rolls: [rb.roll], modifiers: mods, chart: { name: 'T20', cell: `${lb.row} / col ${lb.col + 1}`, result: String(lb.alp) } });
    if (forage) {
      const v = devastationValue(spOf(out.groups));
      const fr = d10(ctx);
      if (fr.value <= v && pst !== undefined) {
        pst.devastated = true;
        say(ctx, 'devastation.forage', { province: prov }, 'taw 9.33', { rolls: [fr.roll] });
        shiftAlliance(s, ctx, prov, other(s, side), 4, 'devastation');
      }
    }
    // The besieged roll (Inside City column); IDS counts as infantry once no infantry is left (9.34).
    const im: Modifier[] = [];
    if (inside !== undefined && ABS_EFFECTS[inside.abs].siegeAttritionDrm !== 0) im.push(mod('abs', ABS_EFFECTS[inside.abs].siegeAttritionDrm));
    if (w.siege !== 0) im.push(mod('weather', w.siege));
    const rd = d10(ctx);
    const insideSp = inside === undefined ? idsOf(s, c) : spOf(inside.groups);
    const ld = siegeLoss(rd.value + sumMods(im), true, insideSp);
    let left = ld.alp;
    if (inside !== undefined) {
      left -= siegeLosses(s, inside.side, inside, left, false);
      if (spOf(inside.groups, 'el') > 0) takeType(inside.groups, 'el', 1);
    }
    if (left > 0 && (inside === undefined || spOf(inside.groups, 'inf') === 0)) c.idsLost += left;
    say(ctx, 'siege.attrition-inside', { city: c.name, lost: ld.alp, ids: idsOf(s, c) }, 'taw 9.34', { rolls: [rd.roll], modifiers: im, chart: { name: 'T20', cell: `${ld.row} / col ${ld.col + 1}`, result: String(ld.alp) } });
    prune(s);
    if (idsOf(s, c) <= 0 && infantryInside(s, c) === 0) {
      capture(s, ctx, c, side, 'attrition', 'none');
      if (s.ask !== null) return;
      continue;
    }
    // 9.24: the siege ends when the besieger no longer meets 9.22.
    if (!meetsSiegeNeed(spOf(stackAt(s, side, hex, false)?.groups ?? [], 'inf'), infantryInside(s, c), enginesAt(s, side, hex, false) > 0)) {
      c.siege = null;
      say(ctx, 'siege.lifted', { city: c.name }, 'taw 9.24');
    }
  }
}

/** 9.4 Siege Assault with all the besiegers' infantry (Useless SP may not assault); automatic Finish. */
export function canAssault(s: TawState): boolean {
  const c = targetCity(s);
  const a = s.activation;
  if (c === undefined || a === null || c.siege !== a.side || a.move !== null) return false;
  const st = stackAt(s, a.side, hexOfCity(c), false);
  return st !== undefined && st.abs !== 'useless' && spOf(st.groups, 'inf') > 0;
}

export function assault(s: TawState, ctx: StepContext): void {
  const a = s.activation!;
  const c = targetCity(s)!;
  const hex = hexOfCity(c);
  const st = stackAt(s, a.side, hex, false)!;
  const inside = s.stacks.find((x) => x.hex === hex && x.inCity);
  const att = spOf(st.groups, 'inf');
  const sds = sdsOf(s, c);
  // 9.42: a Siege Engine doubles the attacker's strength (one engine only).
  const engine = enginesAt(s, a.side, hex, false) > 0;
  const strength = engine ? 2 * att : att;
  let col = assaultColumn(strength, sds);
  const mods: Modifier[] = [];
  const al = leader(s, a.leader);
  const dl = inside === undefined ? [] : leadersAt(s, inside.side, hex, true);
  const best = dl.sort((x, y) => LETTER_VALUE[x.letter] - LETTER_VALUE[y.letter])[0];
  if (best === undefined || LETTER_VALUE[al.letter] < LETTER_VALUE[best.letter]) mods.push(mod('letter', 1));
  else if (LETTER_VALUE[al.letter] > LETTER_VALUE[best.letter]) mods.push(mod('letter', -1));
  const absDrm = ABS_EFFECTS[st.abs].assaultDrm ?? 0;
  if (absDrm !== 0) mods.push(mod('abs', absDrm));
  if (isRoman(a.side)) {
    const over = cerOver(al.letter, doubleLegions(st.groups));
    if (over > 0) mods.push(mod('cer', -over));
    // RRR 14.0 / 9.43: retaking Rome, +1 and one column right.
    if (c.name === 'Roma') {
      mods.push(mod('rome', 1));
      col = Math.min(8, col + 1);
    }
  }
  const r = d10(ctx);
  const need = col < 0 ? null : ASSAULT_NEED[col]!;
  // S3.4: Syracuse's defences (−1 to any Assault DR against it).
  const scenarioDrm = assaultDrmScenario(s, c.name);
  if (scenarioDrm !== 0) mods.push(mod('defences', scenarioDrm));
  const ok = need !== null && r.value + sumMods(mods) >= need;
  say(ctx, ok ? 'assault.ok' : 'assault.fail', { city: c.name, att: strength, sds, need: need ?? '—' }, 'taw 9.43', { rolls: [r.roll], modifiers: mods, chart: { name: 'T14', cell: col < 0 ? '<1-2' : `col ${col + 1}`, result: ok ? 'success' : 'failure' } });
  // 9.45 losses: percentages of the infantry involved.
  const ra = d10(ctx);
  const pa = assaultLossPct(ok, true, ra.value);
  const base = s.options.assaultLossBase === 'wholeForce' ? spOf(st.groups) : att;
  const la = lossOf(pa, base);
  spreadEvenly(st.groups.filter((g) => g.t === 'inf'), la);
  const rd = d10(ctx);
  const pd = assaultLossPct(ok, false, rd.value);
  let ld = 0;
  if (inside !== undefined) {
    ld = lossOf(pd, spOf(inside.groups, 'inf'));
    spreadEvenly(inside.groups.filter((g) => g.t === 'inf'), ld);
  }
  say(ctx, 'assault.losses', { att: la, def: ld, pa, pd }, 'taw 9.45', { rolls: [ra.roll, rd.roll] });
  // 9.94 / T14 (ruling R-07): a failed assault whose attacker loss roll is 7, 8 or 9 (option: 8, 9, 0) costs one engine.
  const engineLoss = s.options.siegeEngineLossRolls === 'rule' ? [8, 9, 0] : [7, 8, 9];
  if (engine && !ok && engineLoss.includes(ra.value)) {
    removeEngines(s, a.side, hex, false, 1);
    say(ctx, 'engines.destroyed', { side: a.side, n: 1 }, 'taw 9.94');
  }
  // 9.46 leader losses: the assaulting leader and every leader inside (the losing side +1).
  if (s.rules.leaderLosses) {
    leaderLossCheck(s, ctx, al, !ok, 'taw 9.46');
    for (const l of dl) leaderLossCheck(s, ctx, l, ok, 'taw 9.46');
  }
  prune(s);
  if (ok) capture(s, ctx, c, a.side, 'assault', 'finish');
  else finishActivation(s, ctx);
}

/** 9.52 Involuntary Surrender: 10 × SDS infantry outside; once per city per Campaign Phase; never Rome. */
export function canSurrender(s: TawState): boolean {
  const c = targetCity(s);
  const a = s.activation;
  if (c === undefined || a === null || c.name === 'Roma' || a.surrenderTried.includes(c.name)) return false;
  if (cityControllerIs(s, c, a.side) && infantryInside(s, c) === 0) return false;
  const own = besiegerInfantry(s, a.side, hexOfCity(c), a.move?.groups ?? []);
  return surrenderNeed(idsOf(s, c)) !== null && own >= 10 * sdsOf(s, c);
}

export function involuntarySurrender(s: TawState, ctx: StepContext): void {
  const a = s.activation!;
  const c = targetCity(s)!;
  if (a.move !== null) stopMove(s, ctx, false);
  a.surrenderTried.push(c.name);
  const need = surrenderNeed(idsOf(s, c))!;
  const r = d10(ctx);
  const ok = r.value >= need;
  say(ctx, ok ? 'surrender.ok' : 'surrender.fail', { city: c.name, need }, 'taw 9.52', { rolls: [r.roll], chart: { name: 'T15', cell: `IDS ${idsOf(s, c)}`, result: ok ? 'surrenders' : 'holds' } });
  if (ok) capture(s, ctx, c, a.side, 'surrender', 'roll+2');
  else applyThen(s, ctx, 'roll-2');
}

/**
 * 9.25–9.26, 9.54, 9.7: the city falls to `side`. Its IDS is restored; the besiegers move in; the winner
 * may Sack a city taken by Attrition, Assault or Diplomacy (the Samnite scenario also a surrendered one).
 */
export function capture(s: TawState, ctx: StepContext, c: CityState, side: Side, how: 'attrition' | 'assault' | 'surrender' | 'diplomacy', then: Then): void {
  const hex = hexOfCity(c);
  const defenders = s.stacks.find((x) => x.hex === hex && x.inCity && x.side !== side);
  const startInf = defenders === undefined ? 0 : spOf(defenders.groups, 'inf');
  c.siege = null;
  c.idsLost = 0;
  const out = stackAt(s, side, hex, false);
  say(ctx, 'city.captured', { city: c.name, side, how: { key: `how.${how}` } }, 'taw 9.25');
  const amok = out !== undefined && how !== 'surrender' && gallicSack(s, ctx, c, side, out);
  if (how === 'attrition' || how === 'assault') {
    const large = c.size === 'L' || c.size === 'M';
    // 8.53 (ruling TRI-2): a siege Victory may become a Triumph.
    politicsAfterCapture(s, hex, side, startInf, large || startInf >= 20);
    if (large || startInf >= 20) {
      s.tally[side]!.victories++;
      if (large) {
        s.tally[side]!.major++;
        s.tally[side]!.majorThisTurn++;
        // RRR 9.71: Gauls run amok lose the siege's diplomatic gains.
        if (!amok) siegeVictoryShifts(s, ctx, provinceOf(hex), side);
      }
    }
  }
  // Displace the defenders first (9.54) so the winner can move in.
  if (defenders !== undefined) {
    s.stacks = s.stacks.filter((x) => x !== defenders);
    s.displaced = { side: defenders.side, groups: defenders.groups, leaders: leadersAt(s, defenders.side, hex, true).map((l) => l.id), hex };
  }
  // 9.93 (ruling E-22): the defenders' Siege Engines inside the city are taken with it.
  captureEngines(s, ctx, side, hex, true, null, 'taw 9.93');
  if (out !== undefined) {
    s.stacks = s.stacks.filter((x) => x !== out);
    if (out.groups.length > 0) addToStack(s, side, hex, true, out.groups, out.abs, false);
    for (const l of leadersAt(s, side, hex, false)) l.inCity = true;
    moveEngines(s, side, { hex, inCity: false }, { hex, inCity: true });
  }
  c.last = side;
  updateControl(s);
  afterCaptureScenario(s, ctx, c.name, side, c.size);
  // S3.4 "Pyrrhus the gentleman" may not Sack.
  const maySack = (how !== 'surrender' || s.scenario === 'samnite-wars') && !(s.scenario === 'pyrrhus' && side === 'epirus');
  if (maySack && c.size !== 'none') {
    s.ask = { kind: 'sack', side, city: c.name, then };
    return;
  }
  disperseDefenders(s, ctx, side, then);
}

/** The Gallic Contingents (RRR 9.71): the Senones of the Samnite Wars, the Gauls of Carthage and of Rome's allies. */
const isGallic = (g: Group): boolean => g.c === 'Gallic';

/**
 * RRR 9.71 Gallic Sack: a Force with Gauls in it (in the hex, whether or not they took part) that takes a
 * city by Attrition, Assault or Diplomacy rolls against the active leader's CR (ruling S-2: a city taken by
 * Siege Attrition, with no leader active, uses the best CR of the Force's leaders; none, CR 0); over it the
 * Gauls run amok: 10 × a new die percent of them leave (T13) and the siege's diplomatic gains are lost. The
 * city is not Sacked by this.
 */
function gallicSack(s: TawState, ctx: StepContext, c: CityState, side: Side, out: Stack): boolean {
  const gauls = out.groups.filter(isGallic);
  if (spOf(gauls) === 0) return false;
  const a = s.activation;
  const hex = hexOfCity(c);
  const l = a !== null && a.side === side ? leader(s, a.leader) : leadersAt(s, side, hex, false).sort((x, y) => y.cr - x.cr)[0];
  const cr = l?.cr ?? 0;
  const r = d10(ctx);
  if (r.value <= cr) {
    say(ctx, 'sack.gauls-calm', { city: c.name, leader: l?.name ?? '—' }, 'taw RRR 9.71', { rolls: [r.roll] });
    return false;
  }
  const r2 = d10(ctx);
  const pct = 10 * r2.value;
  let lost = 0;
  for (const g of gauls) {
    const n = lossOf(pct, g.sp);
    g.sp -= n;
    lost += n;
  }
  out.groups = out.groups.filter((g) => g.sp > 0);
  say(ctx, 'sack.gauls-amok', { city: c.name, leader: l?.name ?? '—', pct, sp: lost }, 'taw RRR 9.71', { rolls: [r.roll, r2.roll] });
  return true;
}

/**
 * 9.54, 9.73 (ruling E-7): where the winner may place the surviving defenders of a city taken without a
 * Sack: inside any city their side holds (not Under Siege, with room, 9.82) reachable by land; when there
 * is none, any land hex within 3 of the city, reachable by land and free of the winner's Forces.
 */
export function dispersalOptions(s: TawState, d: NonNullable<TawState['displaced']>, winner: Side): { hex: number; inCity: boolean }[] {
  const sp = spOf(d.groups);
  const cities: { hex: number; inCity: boolean }[] = [];
  const near: { hex: number; inCity: boolean }[] = [];
  const seen = new Set([d.hex]);
  let frontier = [d.hex];
  for (let dist = 1; frontier.length > 0; dist++) {
    const next: number[] = [];
    for (const h of frontier) for (const n of MAP.neighbours.get(h) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      next.push(n);
      const c = cityAtHex(s, n);
      const held = c !== undefined && c.siege === null && s.stacks.some((x) => x.hex === n && x.inCity && x.side === d.side);
      const inside = s.stacks.filter((x) => x.hex === n && x.inCity).reduce((k, x) => k + spOf(x.groups), 0);
      if (held && inside + sp <= 20 * Math.max(1, idsOf(s, c))) cities.push({ hex: n, inCity: true });
      if (dist <= 3 && !s.stacks.some((x) => x.hex === n && x.side === winner)) near.push({ hex: n, inCity: false });
    }
    frontier = next;
  }
  return cities.length > 0 ? cities : near;
}

/** 9.54: the winner chooses where the survivors go (a `disperse` decision when he has a choice). */
export function disperseDefenders(s: TawState, ctx: StepContext, winner: Side, then: Then): void {
  const d = s.displaced;
  if (d === null) return applyThen(s, ctx, then);
  const options = dispersalOptions(s, d, winner);
  if (options.length > 1) {
    s.ask = { kind: 'disperse', side: winner, hex: d.hex, options, then };
    return;
  }
  placeDefenders(s, ctx, options[0] ?? null);
  applyThen(s, ctx, then);
}

/** Place the displaced defenders (their leaders with them); with nowhere to go they are lost. */
export function placeDefenders(s: TawState, ctx: StepContext, to: { hex: number; inCity: boolean } | null): void {
  const d = s.displaced;
  s.displaced = null;
  if (d === null) return;
  if (to === null) {
    for (const id of d.leaders) {
      const l = leader(s, id);
      l.status = 'killed';
      l.hex = null;
    }
    say(ctx, 'city.defenders-lost', { sp: spOf(d.groups) }, 'taw 9.54');
    return;
  }
  if (d.groups.length > 0) addToStack(s, d.side, to.hex, to.inCity, d.groups, 'none', true);
  for (const id of d.leaders) {
    const l = leader(s, id);
    l.hex = to.hex;
    l.inCity = to.inCity;
  }
  say(ctx, 'city.defenders-moved', { sp: spOf(d.groups), to: to.hex }, 'taw 9.54');
}

/** 9.72–9.75: Sack: the city drops one size, the defenders die, and the sacking army rolls for Plunder. */
export function sack(s: TawState, ctx: StepContext, cityName: string, side: Side, then: Then): void {
  const c = s.cities[cityName]!;
  const hex = hexOfCity(c);
  c.size = c.size === 'L' ? 'M' : c.size === 'M' ? 'S' : 'none';
  c.sacked = true;
  const d = s.displaced;
  if (d !== null) {
    for (const id of d.leaders) {
      const l = leader(s, id);
      l.status = 'killed';
      l.hex = null;
    }
    s.displaced = null;
  }
  const st = stackAt(s, side, hex, true);
  const l = s.activation !== null ? leader(s, s.activation.leader) : leadersAt(s, side, hex, true)[0];
  if (st !== undefined && l !== undefined) {
    const r = d10(ctx);
    if (r.value > l.cr) st.abs = applyAbs(st.abs, 'dispersed');
    say(ctx, r.value > l.cr ? 'sack.plunder' : 'sack.controlled', { city: c.name, leader: l.name }, 'taw 9.75', { rolls: [r.roll] });
  }
  if (c.size === 'none') {
    // A sacked Small city ceases to exist; its occupants stand in the hex.
    if (st !== undefined) {
      s.stacks = s.stacks.filter((x) => x !== st);
      addToStack(s, side, hex, false, st.groups, st.abs, false);
      for (const x of leadersAt(s, side, hex, true)) x.inCity = false;
    }
    moveEngines(s, side, { hex, inCity: true }, { hex, inCity: false });
  }
  say(ctx, 'city.sacked', { city: c.name }, 'taw 9.72');
  romanVengeance(s, ctx, c, side);
  updateControl(s);
  applyThen(s, ctx, then);
}

/** S1.4 Roman Vengeance: Rome gains 2 boxes where it sacks, and 1 in each adjacent province on an even die. */
function romanVengeance(s: TawState, ctx: StepContext, c: CityState, side: Side): void {
  if (s.scenario !== 'samnite-wars' || !isRoman(side)) return;
  const prov = MAP.cities.get(c.name)!.province;
  shiftAlliance(s, ctx, prov, side, 2, 'vengeance');
  for (const n of MAP.provinceAdjacency.get(prov) ?? []) {
    const r = d10(ctx);
    if (r.value % 2 === 0) shiftAlliance(s, ctx, n, side, 1, 'vengeance');
  }
}

