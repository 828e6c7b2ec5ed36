import type { StepContext } from '@polemarch/kernel';
import { type Side, adjacent, mirrorMask, neighbours, other, sectionMask } from './board';
import { type CardDef, card } from './cards';
import { rollDice } from './dice';
import { adjacentEnemyUnit, rangeOf } from './ranged';
import { leaderLabel, unitLabel } from './messages';
import { type CcaAction, type CcaState, type Leader, type Unit, attachedLeader, leaderById, occupancy, unitAt, unitById, unitTurn } from './state';
import { UNITS } from './units';

/** The card whose orders apply this turn. */
export function cardOf(s: CcaState): CardDef | null {
  return s.turn.effective === null ? null : card(s.turn.effective);
}

/** Cards the active player may play (§6): never First Strike on his own turn; Counter-Attack only once the opponent has played. */
export function playableCards(s: CcaState, side: Side): string[] {
  const out: string[] = [];
  for (const id of s.hands[side]) {
    if (out.includes(id) || id === 'first-strike') continue;
    if (id === 'counter-attack' && s.lastCard[other(side)] === null) continue;
    out.push(id);
  }
  // Ruling R-29: a hand with no playable card (only First Strike / an unusable Counter-Attack) plays one as a pass.
  if (out.length === 0) for (const id of s.hands[side]) if (!out.includes(id)) out.push(id);
  return out;
}

function eligibleUnits(s: CcaState, side: Side, types: readonly string[] | undefined): Unit[] {
  return s.units.filter((u) => u.side === side && u.hex >= 0 && (types === undefined || types.includes(u.type)));
}

/** §18.4 I Am Spartacus / Rally: battle dice equal to Command. */
function command(s: CcaState, side: Side): number {
  return s.handMax[side];
}

function orderUnit(s: CcaState, u: Unit, viaCard: boolean): void {
  if (!s.turn.ordered.includes(u.id)) s.turn.ordered.push(u.id);
  unitTurn(s, u.id).bonusCard = viaCard;
}

/** Play a Command card (§6) and set up its orders (§7, §18). */
export function playCard(s: CcaState, ctx: StepContext, id: string): void {
  const side = s.active;
  const hand = s.hands[side];
  hand.splice(hand.indexOf(id), 1);
  ctx.reveal();
  s.turn.card = id;
  ctx.emit({ key: 'card.played', params: { side, card: id }, rule: 'cca 6.1' });
  let eff: string | null = id;
  if (id === 'first-strike') eff = null;
  if (id === 'counter-attack') {
    const last = s.lastCard[other(side)];
    eff = last === null ? null : last.id;
    s.turn.mirror = true;
    if (last !== null) s.turn.chainMask = last.mask;
    if (eff !== null) ctx.emit({ key: 'card.copies', params: { card: eff }, rule: 'cca 18.4' });
  }
  s.turn.effective = eff;
  s.turn.phase = 'order';
  const c = eff === null ? null : card(eff);
  if (c === null) return;
  if (c.tactic === 'clash-of-shields') {
    // Snapshot at play: every unit adjacent to an enemy unit is ordered; no movement (§18.4).
    const occ = occupancy(s);
    for (const u of eligibleUnits(s, side, undefined)) if (adjacentEnemyUnit(occ, u)) orderUnit(s, u, true);
    s.turn.phase = 'battle';
    return;
  }
  if (c.tactic === 'darken-the-sky') {
    const ranged = eligibleUnits(s, side, undefined).filter((u) => rangeOf(s, u) > 0);
    if (ranged.length === 0) s.turn.fallback = true;
    else {
      for (const u of ranged) orderUnit(s, u, true);
      s.turn.phase = 'battle';
    }
    return;
  }
  if (c.tactic === 'rally' && !s.leaders.some((l) => l.side === side && l.hex >= 0)) {
    s.turn.fallback = true;
    return;
  }
  if (c.tactic === 'i-am-spartacus' || c.tactic === 'rally') {
    const n = command(s, side);
    const { faces, rolls } = rollDice(ctx, n);
    s.turn.dice = faces.filter((f) => f === 'light' || f === 'medium' || f === 'heavy' || f === 'leader');
    ctx.emit({ key: 'card.dice', params: { card: c.id, dice: n }, rule: 'cca 18.4', rolls });
    return;
  }
  if (c.fallback && c.eligible !== undefined && eligibleUnits(s, side, c.eligible).length === 0) s.turn.fallback = true;
}

/** Section quotas from the playing side's seat, mirrored for Counter-Attack (§18.4). */
function quotas(s: CcaState, c: CardDef): number[] {
  const q = [0, 0, 0];
  const idx = { left: 0, center: 1, right: 2 } as const;
  for (const [k, v] of Object.entries(c.quotas ?? {})) {
    let i: number = idx[k as keyof typeof idx];
    if (s.turn.mirror) i = 2 - i;
    q[i] = (q[i] as number) + (v as number);
  }
  return q;
}

/** Can these section masks be given one section each within the quotas (§7.3, dotted-line hexes)? */
function fits(masks: readonly number[], q: number[], i = 0): boolean {
  if (i === masks.length) return true;
  const m = masks[i] as number;
  for (let b = 0; b < 3; b++) {
    if ((m & (1 << b)) === 0 || (q[b] as number) <= 0) continue;
    q[b] = (q[b] as number) - 1;
    const ok = fits(masks, q, i + 1);
    q[b] = (q[b] as number) + 1;
    if (ok) return true;
  }
  return false;
}

function orderedHexMasks(s: CcaState): number[] {
  const out: number[] = [];
  for (const id of s.turn.ordered) {
    const u = unitById(s, id);
    if (u !== undefined) out.push(sectionMask(u.hex, s.active));
  }
  for (const id of s.turn.orderedLeaders) {
    const l = leaderById(s, id);
    if (l !== undefined) out.push(sectionMask(l.hex, s.active));
  }
  return out;
}

function orderedHexes(s: CcaState): number[] {
  const out: number[] = [];
  for (const id of s.turn.ordered) {
    const u = unitById(s, id);
    if (u !== undefined && u.hex >= 0) out.push(u.hex);
  }
  for (const id of s.turn.orderedLeaders) {
    const l = leaderById(s, id);
    if (l !== undefined && l.hex >= 0) out.push(l.hex);
  }
  return out;
}

function nextToOrdered(s: CcaState, h: number): boolean {
  const hs = orderedHexes(s);
  if (hs.length === 0) return true;
  return hs.some((x) => adjacent(x, h));
}

/** Geographic (bottom-seat) section mask, used to compare sections across the two seats. */
function geoMask(h: number): number {
  return sectionMask(h, 'bottom');
}

function leaderSectionOk(s: CcaState, c: CardDef, l: Leader): boolean {
  const side = s.active;
  if (c.leaderSection === undefined || c.leaderSection === 'any') {
    // Counter-Attack on Leadership Any Section: the same section the opponent chose (ruling R-11).
    if (s.turn.mirror && s.turn.card === 'counter-attack' && s.turn.chainMask !== 0) {
      if (s.options.counterAttackAnySectionMirror) return (geoMask(l.hex) & s.turn.chainMask) !== 0;
      const theirs = other(side) === 'bottom' ? s.turn.chainMask : mirrorMask(s.turn.chainMask);
      return (sectionMask(l.hex, side) & theirs) !== 0;
    }
    return true;
  }
  let bit = c.leaderSection === 'left' ? 1 : c.leaderSection === 'center' ? 2 : 4;
  if (s.turn.mirror) bit = mirrorMask(bit);
  return (sectionMask(l.hex, side) & bit) !== 0;
}

function ambushAvailable(s: CcaState): boolean {
  const a = s.rules.special.ambush;
  return a !== undefined && a.side === s.active && s.turns[s.active] >= a.fromTurn && s.units.some((u) => u.side === s.active && u.hex < 0);
}

function spartacusCanOrder(s: CcaState, u: Unit | null): boolean {
  if (s.turn.dice.includes('leader')) return true;
  return u !== null && s.turn.dice.includes(UNITS[u.type].cls);
}

function rallyEligible(s: CcaState, u: Unit): boolean {
  if (u.blocks >= u.max || !UNITS[u.type].canBeRallied) return false;
  if (!s.turn.dice.includes('leader') && !s.turn.dice.includes(UNITS[u.type].cls)) return false;
  // §18.4 Rally: in or adjacent to the hex of one of your leaders.
  return s.leaders.some((l) => l.side === u.side && l.hex >= 0 && (l.hex === u.hex || adjacent(l.hex, u.hex)));
}

/** Every legal order decision now (§7): one pick at a time, then done. */
export function orderActions(s: CcaState): CcaAction[] {
  const out: CcaAction[] = [{ type: 'done' }];
  const c = cardOf(s);
  if (c === null) return out;
  const side = s.active;
  const units = s.units.filter((u) => u.side === side && u.hex >= 0 && !s.turn.ordered.includes(u.id));
  const leaders = s.leaders.filter((l) => l.side === side && l.hex >= 0 && !s.turn.orderedLeaders.includes(l.id));
  const nOrdered = s.turn.ordered.length + s.turn.orderedLeaders.length;
  if (s.turn.fallback) {
    // §18.0.4: one unit of your choice, a normal order.
    if (nOrdered === 0) for (const u of units) out.push({ type: 'order', unit: u.id });
    return out;
  }
  switch (c.kind) {
    case 'section': {
      const q = quotas(s, c);
      const masks = orderedHexMasks(s);
      // Each candidate tried as one more mask on the same lists: `fits` gives the quotas back as it found them.
      for (const u of units) {
        masks.push(sectionMask(u.hex, side));
        if (fits(masks, q)) out.push({ type: 'order', unit: u.id });
        masks.pop();
      }
      for (const l of leaders) {
        masks.push(sectionMask(l.hex, side));
        if (fits(masks, q)) out.push({ type: 'order-leader', leader: l.id });
        masks.pop();
      }
      return out;
    }
    case 'troop': {
      if (nOrdered >= command(s, side)) return out;
      for (const u of units) if (c.eligible?.includes(u.type)) out.push({ type: 'order', unit: u.id });
      if (c.ordersLeaders) for (const l of leaders) out.push({ type: 'order-leader', leader: l.id });
      return out;
    }
    case 'leadership': {
      if (s.turn.ambush) return out;
      if (s.turn.chainLeader < 0) {
        if (nOrdered > 0) return out;
        for (const l of leaders) if (leaderSectionOk(s, c, l)) out.push({ type: 'order-leader', leader: l.id });
        // §18.3: or instead order 1 unit of your choice.
        for (const u of units) out.push({ type: 'order', unit: u.id });
        if (ambushAvailable(s)) out.push({ type: 'order-ambush' });
        return out;
      }
      if (s.turn.chainUsed >= (c.chain ?? 0)) return out;
      for (const u of units) if (nextToOrdered(s, u.hex)) out.push({ type: 'order', unit: u.id });
      for (const l of leaders) if (unitAt(s, l.hex) === undefined && nextToOrdered(s, l.hex)) out.push({ type: 'order-leader', leader: l.id });
      return out;
    }
    case 'tactic':
      break;
  }
  switch (c.tactic) {
    case 'double-time':
    case 'line-command': {
      if (c.tactic === 'double-time' && nOrdered >= 4) return out;
      for (const u of units) if (UNITS[u.type].foot && nextToOrdered(s, u.hex)) out.push({ type: 'order', unit: u.id });
      return out;
    }
    case 'move-fire-move':
    case 'mounted-charge': {
      if (nOrdered >= command(s, side)) return out;
      for (const u of units) if (c.eligible?.includes(u.type)) out.push({ type: 'order', unit: u.id });
      return out;
    }
    case 'i-am-spartacus': {
      for (const u of units) if (spartacusCanOrder(s, u)) out.push({ type: 'order', unit: u.id });
      if (s.turn.dice.includes('leader')) for (const l of leaders) out.push({ type: 'order-leader', leader: l.id });
      return out;
    }
    case 'rally': {
      for (const u of s.units) if (u.side === side && u.hex >= 0 && rallyEligible(s, u)) out.push({ type: 'rally', unit: u.id });
      return out;
    }
    default:
      return out;
  }
}

function consumeDie(s: CcaState, preferred: string): void {
  const i = s.turn.dice.indexOf(preferred);
  if (i >= 0) s.turn.dice.splice(i, 1);
  else s.turn.dice.splice(s.turn.dice.indexOf('leader'), 1);
}

export function applyOrderAction(s: CcaState, ctx: StepContext, a: CcaAction): void {
  const c = cardOf(s);
  switch (a.type) {
    case 'order': {
      const u = unitById(s, a.unit) as Unit;
      if (c?.kind === 'leadership' && s.turn.chainLeader < 0) s.turn.fallback = true;
      else if (c?.kind === 'leadership') s.turn.chainUsed++;
      if (c?.tactic === 'i-am-spartacus' && !s.turn.fallback) consumeDie(s, UNITS[u.type].cls);
      orderUnit(s, u, !s.turn.fallback);
      ctx.emit({ key: 'order.unit', params: { unit: unitLabel(u) }, rule: 'cca 7.1' });
      return;
    }
    case 'order-leader': {
      const l = leaderById(s, a.leader) as Leader;
      s.turn.orderedLeaders.push(l.id);
      if (c?.kind === 'leadership') {
        if (s.turn.chainLeader < 0) {
          s.turn.chainLeader = l.id;
          s.turn.chainMask = geoMask(l.hex);
          // The leader's own unit is ordered with it (§18.3).
          const u = unitAt(s, l.hex);
          if (u !== undefined && u.side === l.side) orderUnit(s, u, true);
        } else s.turn.chainUsed++;
      }
      if (c?.tactic === 'i-am-spartacus') consumeDie(s, 'leader');
      ctx.emit({ key: 'order.leader', params: { leader: leaderLabel(l) }, rule: 'cca 7.5' });
      return;
    }
    case 'order-ambush': {
      s.turn.ambush = true;
      s.turn.chainMask = 0;
      for (const u of s.units) if (u.side === s.active && u.hex < 0) orderUnit(s, u, true);
      for (const l of s.leaders) if (l.side === s.active && l.hex < 0) s.turn.orderedLeaders.push(l.id);
      ctx.emit({ key: 'order.ambush', params: { side: s.active }, rule: 'cca scenario 5' });
      return;
    }
    case 'rally': {
      const u = unitById(s, a.unit) as Unit;
      consumeDie(s, UNITS[u.type].cls);
      u.blocks++;
      if (u.blocks === u.max && (u.type === 'WAR' || u.type === 'BCH')) u.fsb = true; // ruling R-17
      orderUnit(s, u, true);
      ctx.emit({ key: 'rally.block', params: { unit: unitLabel(u), blocks: u.blocks }, rule: 'cca 18.4' });
      return;
    }
    case 'done': {
      s.turn.phase = 'move';
      s.turn.dice = [];
      return;
    }
    default:
      return;
  }
}

/** Is `h` next to an enemy unit of `side` (helper for tests and the CLI). */
export function touchesEnemy(s: CcaState, h: number, side: Side): boolean {
  return neighbours(h).some((n) => {
    const u = unitAt(s, n);
    return u !== undefined && u.side !== side;
  });
}

export { attachedLeader };
