import type { StepContext } from '@polemarch/kernel';
import { ARMENIAN_PROVINCES, EGYPT_REVOLT, PROVINCES } from './data/map';
import { leaderData } from './data/leaders';
import { eventFor, revoltFor } from './data/tables';
import { addDetached, addFleet, byzArmies, type LossGroup, replaceMagMil, sweep } from './forces';
import { queueLosses } from './losses';
import { armiesAt, armySide, armySp, controller, isCity } from './geo';
import type { JustinianState, Side } from './state';
import { without } from './util';

/** Random Events and Revolts (9.0), rolled when the two activation dice total 10 or more (6.22). */

const cite = (r: string): string => `justinian ${r}`;

/** Roll on the Random Events Table and apply the event. Returns true if the game ended (second Plague, Turn 7+). */
export function randomEvent(s: JustinianState, ctx: StepContext): void {
  const r = ctx.rng.d10();
  const ev = eventFor(r);
  ctx.emit({ key: `event.${ev}`, rule: cite('9.0'), rolls: ctx.rng.rolls.slice(-1), chart: { name: '11.3 Random Events', cell: String(r), result: ev } });
  switch (ev) {
    case 'mutiny': return mutiny(s, ctx);
    case 'plague': return plague(s, ctx);
    case 'revolt': return revolt(s, ctx);
    case 'religiousDisputes': s.acts.skipNext = true; return;
    case 'politics': return politics(s, ctx);
    case 'justinianBuilds': {
      const paid = Math.min(10, s.treasury);
      s.treasury -= paid;
      s.goldDebt += 10 - paid;
      ctx.emit({ key: 'builds', params: { paid, debt: 10 - paid }, rule: cite('9.0') });
    }
  }
}

/** 5.25 Mutiny: each Unpaid Frontier group and Fleet group rolls; even = eliminated. */
export function mutiny(s: JustinianState, ctx: StepContext): void {
  for (const [p, f] of Object.entries(s.frontier)) {
    if (!f.unpaid) continue;
    const r = ctx.rng.d10();
    if (r % 2 === 0) s.frontier = without(s.frontier, p);
    ctx.emit({ key: r % 2 === 0 ? 'mutiny.lost' : 'mutiny.held', params: { group: `frontier ${p}`, roll: r }, rule: cite('5.25'), rolls: ctx.rng.rolls.slice(-1) });
  }
  for (const f of s.fleets.filter((x) => x.power === 'byzantine' && x.unpaid)) {
    const r = ctx.rng.d10();
    if (r % 2 === 0) f.sp = 0;
    ctx.emit({ key: r % 2 === 0 ? 'mutiny.lost' : 'mutiny.held', params: { group: `fleet ${f.at}`, roll: r }, rule: cite('5.25'), rolls: ctx.rng.rolls.slice(-1) });
  }
  sweep(s, ctx);
}

/**
 * 9.0 Plague (ruling 13-44): per province and per player, land and Fleet SP separately: half (up) in City Provinces,
 * a third (down) elsewhere. A second Plague is ignored on Turns ≤ 6 and ends the game on Turns ≥ 7.
 */
export function plague(s: JustinianState, ctx: StepContext): void {
  s.plagues++;
  if (s.plagues > 1) {
    if (s.turn >= 7) { s.acts.plagueEnd = true; ctx.emit({ key: 'plague.end', rule: cite('9.0') }); }
    else ctx.emit({ key: 'plague.ignored', rule: cite('9.0') });
    return;
  }
  s.halfIncomeNext = true;
  for (const { name: p } of PROVINCES) {
    const cut = (n: number): number => (isCity(p) ? Math.ceil(n / 2) : Math.floor(n / 3));
    for (const side of ['byzantine', 'barbarian'] as Side[]) {
      const groups: LossGroup[] = armiesAt(s, p).filter((a) => armySide(s, a) === side).map((a) => ({ kind: 'army', id: a.id }));
      if (side === 'byzantine' && s.frontier[p] !== undefined) groups.push({ kind: 'frontier', at: p });
      if (side === 'barbarian') for (const d of s.detached.filter((x) => x.at === p)) groups.push({ kind: 'detached', power: d.power, at: p });
      const land = groups.reduce((n, g) => n + (g.kind === 'army' ? armySp(s.armies.find((a) => a.id === g.id)!) : g.kind === 'frontier' ? s.frontier[p]!.sp : s.detached.find((d) => d.power === g.power && d.at === p)!.sp), 0);
      // Ruling 13-44: the owner chooses which SP die (8.21 by analogy), a decision when he has a choice.
      const lost = cut(land);
      queueLosses(s, side, groups, lost, '9.0', p);
      const fleets = s.fleets.filter((f) => f.at === p && (f.power === 'byzantine') === (side === 'byzantine'));
      let fl = cut(fleets.reduce((n, f) => n + f.sp, 0));
      for (const f of fleets) { const t = Math.min(fl, f.sp); f.sp -= t; fl -= t; }
      if (lost > 0) ctx.emit({ key: 'plague.loss', params: { province: p, side, sp: lost }, rule: cite('9.0') });
    }
  }
  sweep(s, ctx);
}

function revolt(s: JustinianState, ctx: StepContext): void {
  const r = ctx.rng.d10();
  const which = revoltFor(r);
  ctx.emit({ key: `revolt.${which}`, rule: cite('9.0'), rolls: ctx.rng.rolls.slice(-1), chart: { name: '11.3 Revolt', cell: String(r), result: which } });
  if (which === 'nika') {
    const inEuropa = armiesAt(s, 'Europa').filter((a) => a.power === 'byzantine').reduce((n, a) => n + armySp(a), 0) + (s.frontier['Europa']?.sp ?? 0) + s.fleets.filter((f) => f.power === 'byzantine' && f.at === 'Europa').reduce((n, f) => n + f.sp, 0);
    if (inEuropa >= 15) ctx.emit({ key: 'nika.none', rule: cite('9.0') });
    else if (byzArmies(s).length > 0) s.acts.nika = true;
    return;
  }
  if (which === 'armenia') {
    for (const p of ARMENIAN_PROVINCES) {
      if (armiesAt(s, p).some((a) => armySp(a) > 0)) continue;
      s.frontier = without(s.frontier, p);
      s.detached = s.detached.filter((d) => d.at !== p);
      s.control = without(s.control, p);
      if (!s.revolt.includes(p)) s.revolt.push(p);
    }
    return;
  }
  if (which === 'egypt') {
    for (const p of EGYPT_REVOLT) {
      if (armiesAt(s, p).some((a) => armySp(a) > 0) || s.frontier[p] !== undefined || s.detached.some((d) => d.at === p)) continue;
      if (!s.revolt.includes(p)) s.revolt.push(p);
    }
    return;
  }
  sardinia(s, ctx);
}

/** 9.0 Revolt: Sardinia (ruling 13-46): its controller sends the shortfall of 5 Field SP and 1 Fleet SP, then loses ⌊die/2⌋. */
function sardinia(s: JustinianState, ctx: StepContext): void {
  const p = 'Sardinia';
  const c = controller(s, p);
  if (c === null) return;
  const byz = c === 'byzantine';
  const present = byz ? armiesAt(s, p).filter((a) => a.power === 'byzantine').reduce((n, a) => n + a.sp, 0) + (s.frontier[p]?.sp ?? 0) : s.detached.filter((d) => d.at === p && d.power === c).reduce((n, d) => n + d.sp, 0) + armiesAt(s, p).filter((a) => a.power === c).reduce((n, a) => n + a.sp, 0);
  let need = Math.max(0, 5 - present);
  let sent = 0;
  const sources = byz ? byzArmies(s).filter((a) => a.at !== p).sort((a, b) => b.sp - a.sp) : s.armies.filter((a) => a.power === c && a.at !== p).sort((a, b) => b.sp - a.sp);
  for (const a of sources) { if (need === 0) break; const t = Math.min(need, byz ? Math.max(0, a.sp - 1) : a.sp); a.sp -= t; need -= t; sent += t; }
  if (!byz) for (const d of s.detached.filter((x) => x.power === c && x.at !== p)) { if (need === 0) break; const t = Math.min(need, d.sp); d.sp -= t; need -= t; sent += t; }
  const fleetPower = byz ? 'byzantine' : c === 'vandals' || c === 'ostrogoths' ? c : null;
  let fleetThere = fleetPower !== null && s.fleets.some((f) => f.power === fleetPower && f.at === p);
  if (!fleetThere && fleetPower !== null) {
    const src = s.fleets.find((f) => f.power === fleetPower && f.at !== p && f.sp > 0);
    if (src !== undefined) { src.sp--; addFleet(s, fleetPower, p, 1, src.unpaid); fleetThere = true; }
  }
  const group = Math.min(5, present + sent);
  const r = ctx.rng.d10();
  const loss = Math.min(group, Math.floor(r / 2));
  const survivors = group - loss;
  // Survivors: Byzantine SP become Frontier SP; barbarian SP stay as detached SP.
  if (byz) {
    s.frontier[p] = { sp: Math.max(0, (s.frontier[p]?.sp ?? 0) + sent - loss), unpaid: s.frontier[p]?.unpaid ?? false };
  } else addDetached(s, c as 'vandals', p, Math.max(0, sent - loss));
  ctx.emit({ key: 'sardinia', params: { sent, roll: r, loss, survivors }, rule: cite('9.0'), rolls: ctx.rng.rolls.slice(-1) });
  if (!fleetThere || survivors === 0) {
    s.control = without(s.control, p);
    if (!s.revolt.includes(p)) s.revolt.push(p);
  }
  sweep(s, ctx);
}

/** 9.0 Politics: each MagMil on the map rolls + Control; the highest is replaced at random (ties re-roll). */
function politics(s: JustinianState, ctx: StepContext): void {
  let pool = byzArmies(s).filter((a) => a.leader !== null);
  if (pool.length === 0 || s.cup.length === 0) return;
  for (let guard = 0; pool.length > 1 && guard < 20; guard++) {
    const scores = pool.map((a) => ({ a, v: ctx.rng.d10() + leaderData(a.leader!).control }));
    const top = Math.max(...scores.map((x) => x.v));
    pool = scores.filter((x) => x.v === top).map((x) => x.a);
  }
  replaceMagMil(s, ctx, pool[0]!, cite('9.0'));
}
