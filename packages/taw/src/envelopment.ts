import type { StepContext } from '@polemarch/kernel';
import { resolveBattle } from './battle';
import { applyAttrition, movementAp } from './attrition';
import { addToStack, cityAtHex, d10, leader, mod, prune, say, spOf, stackAt } from './core';
import { hexInfo, isRiver, provinceOf } from './map';
import { interceptPath, stopMove } from './movement';
import { rivalThereScenario } from './scenarioRules';
import type { Ask, Move, TawState } from './state';

/**
 * 6.56 Intercepting an interception and 6.57 Double Envelopment. A successful interceptor (A) walks its
 * path toward the moving Force (X) one hex at a time; in each hex before X's, inactive Forces of X's side
 * (Z) in range may try to intercept A there. If Z succeeds, A stops there and Z attacks it, and X goes on
 * moving as if nothing happened, unless X, in range of that hex, also intercepts A: then X and Z attack
 * together at +4 (ruling E-21).
 */

export type Advance = { interceptor: string; target: number; path: number[]; at: number; ambush: boolean };

/** Leaders of the moving side who may intercept the interceptor in `hex` (6.56: a different, inactive Force). */
function counterInterceptors(s: TawState, interceptor: string, hex: number): string[] {
  const a = s.activation!;
  const m = a.move!;
  const foe = leader(s, interceptor).side;
  return s.leaders
    .filter((l) => {
      if (l.status !== 'map' || l.side !== a.side || l.hex === null || m.leaders.includes(l.id) || m.intercepted.includes(l.id)) return false;
      // S1.6 A (ruling S-6): never into the hex of his rival in office.
      if (rivalThereScenario(s, l.id, hex)) return false;
      const st = stackAt(s, l.side, l.hex, l.inCity);
      if (st === undefined || spOf(st.groups) === 0) return false;
      const city = cityAtHex(s, l.hex);
      if (l.inCity && city?.siege !== null && city?.siege !== undefined) return false;
      return interceptPath(s, l, hex, foe) !== null;
    })
    .map((l) => l.id);
}

/** Walk the interceptor on from `adv.at`; stop at the first hex where the moving side may counter-intercept. */
export function advanceInterceptor(s: TawState, ctx: StepContext, adv: Advance): void {
  for (let i = adv.at + 1; i < adv.path.length - 1; i++) {
    const hex = adv.path[i]!;
    const candidates = counterInterceptors(s, adv.interceptor, hex);
    if (candidates.length > 0) {
      s.ask = { kind: 'counter', side: s.activation!.side, hex, ...adv, at: i, candidates };
      return;
    }
  }
  interceptorArrives(s, ctx, adv.interceptor, adv.target, adv.path, adv.ambush);
}

/** 6.54 roll for `id` intercepting the interceptor in `hex`; true on success (a failure leaves the marker). */
function counterRoll(s: TawState, ctx: StepContext, id: string, hex: number, foeId: string, rule: string, dispersed: boolean): { ok: boolean; path: number[] } | null {
  const l = leader(s, id);
  const p = interceptPath(s, l, hex, leader(s, foeId).side);
  if (p === null) return null;
  const drm = p.drm + (dispersed ? 2 : 0);
  const r = d10(ctx);
  const ok = r.value + drm <= l.cr;
  say(ctx, ok ? 'intercept.ok' : 'intercept.fail', { leader: l.name, cr: l.cr, hex }, rule, { rolls: [r.roll], modifiers: drm === 0 ? [] : [mod('interception', drm)] });
  return { ok, path: p.path };
}

/** The moving side's answer to `counter`: Z tries to intercept A in the hex A is entering. */
export function resolveCounter(s: TawState, ctx: StepContext, ask: Extract<Ask, { kind: 'counter' }>, id: string | null): void {
  s.ask = null;
  const adv: Advance = { interceptor: ask.interceptor, target: ask.target, path: ask.path, at: ask.at, ambush: ask.ambush };
  if (id === null) return advanceInterceptor(s, ctx, adv);
  s.activation!.move!.intercepted.push(id);
  const z = leader(s, id);
  const zst = stackAt(s, z.side, z.hex!, z.inCity)!;
  const roll = counterRoll(s, ctx, id, ask.hex, ask.interceptor, 'taw 6.56', zst.abs === 'dispersed');
  if (roll === null || !roll.ok) {
    if (roll !== null) zst.failedInterception = true;
    return advanceInterceptor(s, ctx, adv);
  }
  // A Stops where it was intercepted (attrition for its move so far); Z moves in.
  interceptorMoves(s, ctx, ask.interceptor, ask.path.slice(0, ask.at + 1), 'taw 6.56');
  interceptorMoves(s, ctx, id, roll.path, 'taw 6.56');
  // 6.57: the moving Force may join if the hex is within its own range.
  const x = leader(s, s.activation!.leader);
  const m = s.activation!.move!;
  if (m.groups.length > 0 && interceptPath(s, x, ask.hex, leader(s, ask.interceptor).side) !== null && !rivalThereScenario(s, x.id, ask.hex)) {
    s.ask = { kind: 'envelop', side: x.side, hex: ask.hex, interceptor: ask.interceptor, joined: id, candidates: [x.id] };
    return;
  }
  counterBattle(s, ctx, ask.hex, id, false);
}

/** 6.57: the moving Force's answer: intercept A too (Double Envelopment) or go on moving. */
export function resolveEnvelop(s: TawState, ctx: StepContext, ask: Extract<Ask, { kind: 'envelop' }>, join: boolean): void {
  s.ask = null;
  if (!join) return counterBattle(s, ctx, ask.hex, ask.joined, false);
  const a = s.activation!;
  const m = a.move!;
  const roll = counterRoll(s, ctx, a.leader, ask.hex, ask.interceptor, 'taw 6.57', m.abs === 'dispersed');
  if (roll === null || !roll.ok) return counterBattle(s, ctx, ask.hex, ask.joined, false);
  // The moving Force leaves its road for the battle hex, where its move ends (a Stop: attrition for all of it).
  for (let i = 1; i < roll.path.length; i++) {
    const [from, to] = [roll.path[i - 1]!, roll.path[i]!];
    const t = hexInfo(to).terrain;
    m.provinces[provinceOf(to)] = true;
    if (t === 'mountain') m.mountain++;
    if (t === 'marsh') m.marsh++;
    if (isRiver(from, to)) m.rivers++;
    m.from = from;
    m.hex = to;
    m.steps++;
  }
  m.lastRiver = false;
  stopMove(s, ctx, false);
  counterBattle(s, ctx, ask.hex, ask.joined, true);
}

/** Z (with X on a Double Envelopment) attacks A; X goes on moving unless it joined (then it is Finished, 6.55). */
function counterBattle(s: TawState, ctx: StepContext, hex: number, attLeader: string, envelopment: boolean): void {
  const side = s.activation!.side;
  resolveBattle(s, ctx, { hex, attacker: side, attLeader, failedAvoid: false, river: false, ...(envelopment ? { envelopment: true } : {}), enteredFrom: null, then: () => (envelopment ? 'finish' : 'none') });
}

/** A Force that Stops after an interception move along `path` (6.55 Step 2, 6.56): it checks attrition for that move. */
export function interceptorMoves(s: TawState, ctx: StepContext, id: string, path: number[], rule: string): { river: boolean; from: number | null } {
  const l = leader(s, id);
  const st = stackAt(s, l.side, l.hex!, l.inCity)!;
  const hex = path[path.length - 1]!;
  const im: Move = {
    leaders: [l.id], groups: st.groups, abs: st.abs, hex, inCity: false, from: path[path.length - 2] ?? null, provinces: {}, mountain: 0, mountainRun: 0, mountainShift: false,
    marsh: 0, rivers: 0, overrun: false, steps: path.length - 1, intercepted: [], offered: null, lastRiver: false, pendingTo: null, startProvince: provinceOf(path[0]!),
  };
  let river = false;
  for (let i = 1; i < path.length; i++) {
    im.provinces[provinceOf(path[i]!)] = true;
    const t = hexInfo(path[i]!).terrain;
    if (t === 'mountain') im.mountain++;
    if (t === 'marsh') im.marsh++;
    river = isRiver(path[i - 1]!, path[i]!);
    if (river) im.rivers++;
  }
  s.stacks = s.stacks.filter((x) => x !== st);
  if (path.length > 1) applyAttrition(s, ctx, l.side, im.groups, im.abs, movementAp(s, l.side, im, 0).ap, 0, rule, '', { hex, inCity: false, ask: false });
  // 6.46: a Force that left its province earlier this turn keeps that.
  addToStack(s, l.side, hex, false, im.groups, im.abs, st.moved || (path.length > 1 && provinceOf(path[0]!) !== provinceOf(hex)));
  Object.assign(l, { hex, inCity: false });
  prune(s);
  return { river, from: im.from };
}

/**
 * 6.55 Steps 1–3: the interceptor reaches the moving Force, which Stops; the interceptor attacks. `cameFrom`: the hex
 * an interceptor already moved in came from (6.35 river control), which the defender may not retreat into (8.37).
 */
export function interceptorArrives(s: TawState, ctx: StepContext, id: string, hex: number, path: number[], ambush: boolean, cameFrom?: number | null): void {
  const a = s.activation!;
  // Step 1: the mover Stops and checks attrition.
  const moverSide = a.side;
  stopMove(s, ctx, false);
  a.entered = null;
  // Step 2: the interceptor moves in and checks attrition for its move.
  const { river, from } = interceptorMoves(s, ctx, id, path, 'taw 6.55');
  // Step 3: battle, the interceptor attacking; the mover continues only if he won.
  resolveBattle(s, ctx, { hex, attacker: leader(s, id).side, attLeader: id, failedAvoid: false, river, ...(ambush ? { ambush: true } : {}), enteredFrom: cameFrom === undefined ? from : cameFrom, then: (w) => (w === moverSide ? 'roll' : 'finish') });
}
