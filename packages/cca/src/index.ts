import { z } from 'zod';
import { GameError, type GameModule, type Outcome, type Pending, type Random, type Seat, type StepContext, createRngState } from '@polemarch/kernel';
import { applyBattleAction, battleActions, hasSecondMove } from './battle';
import { type Side, hexLabel, other, rowOf, colOf } from './board';
import { fullDeck } from './cards';
import { advanceInto, afterAttack, attackRoll, battleBack, bonusAllowed, bonusTargets, declareCloseCombat, extraHexOptions, react, reactionOptions } from './closeCombat';
import { evadeMove, evadePaths } from './evade';
import { leaderEvade, leaderEvadePaths, marshCheckUnit } from './leaders';
import { MESSAGES } from './messages';
import { applyMoveAction, moveActions } from './movement';
import { applyOrderAction, orderActions, playCard, playableCards } from './orders';
import { acceptFlags, blockedRetreat, flagOwner, rampageAt, rampageRoller, retreatOptions, retreatStep } from './retreat';
import { buildState, findScenario, positionSchema, scenarioInfos } from './scenarios';
import { type CcaAction, type CcaState, type Combat, type Unit, actionSchema, cloneState, leaderById, unitById } from './state';
import { endTurn } from './turn';
import { type CcaView, ccaView } from './view';
import { refreshCampPossession, removeLeader, totalBanners, unitEnteredHex } from './victory';

export type { CcaAction, CcaState } from './state';
export { positionSchema } from './scenarios';
export { actionSchema } from './state';
export { type CcaView, isCcaView } from './view';

export const optionsSchema = z.object({
  /** Ruling R-05: only light foot, auxilia and warriors may Momentum Advance into a forest at all. */
  forestMomentumOnlyLightAuxWarrior: z.boolean().default(false),
  /** Ruling R-08: barbarian chariots also ignore one sword. */
  barbarianChariotIgnoresSword: z.boolean().default(false),
  /** Ruling R-11: Counter-Attack on Leadership Any Section uses the same geographic section. */
  counterAttackAnySectionMirror: z.boolean().default(true),
  /** Ruling R-10(c): an elephant blocked by the edge or impassable terrain loses the blocks itself. */
  elephantBlockedByEdgeLosesBlocks: z.boolean().default(true),
  /** §17.2: the Sacred Band rule (Crimissos River makes it mandatory). */
  sacredBand: z.boolean().default(true),
  /** §17.3–17.4: Marian/Imperial or Julian Legions for the Roman army (no base scenario uses them). */
  legions: z.enum(['none', 'marian', 'julian']).default('none'),
  /** Ruling R-26: Lake Trasimenus Carthaginian hand, 5 (seed) or 6 (board data). */
  trasimenusCarthaginianCards: z.union([z.literal(5), z.literal(6)]).default(5),
  /** Ruling R-20: a named leader evading off his own edge counts as "killed" (Castulo, Hannibal's Camp). */
  suddenDeathEvadeOffCounts: z.boolean().default(false),
  /** Ruling R-23: Utica: Rebel Camp possession. */
  uticaCampPossession: z.enum(['last-entered', 'occupied']).default('last-entered'),
});

const isSide = (s: Seat): s is Side => s === 'top' || s === 'bottom';

/** Run everything automatic until someone must decide (or the game is over). */
function proceed(s: CcaState, ctx: StepContext): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (s.outcome !== null) return;
    if (s.leaderEvades.length > 0) {
      const l = leaderById(s, s.leaderEvades[0] as number);
      if (l === undefined || l.hex < 0 || s.units.some((u) => u.hex === l.hex && u.side === l.side)) {
        s.leaderEvades.shift();
        continue;
      }
      const paths = leaderEvadePaths(s, l);
      if (paths.length === 0) {
        // §13.3.2(h): a leader that cannot Evade even one hex is eliminated.
        removeLeader(s, ctx, l, true);
        continue;
      }
      if (paths.length === 1) {
        leaderEvade(s, ctx, l, paths[0] as number[]);
        continue;
      }
      return;
    }
    const c = s.combat;
    if (c === null) return;
    const f = c.flags;
    if (f !== null) {
      const u = unitById(s, f.unit);
      if (u === undefined) {
        c.flags = null;
        continue;
      }
      if (f.stage === 'ignore') return;
      if (f.stage === 'rampage') {
        if (f.rampageHexes.length === 0) f.stage = 'retreat';
        else if (f.rampageHexes.length === 1) rampageAt(s, ctx, f, f.rampageHexes[0] as number);
        else return;
        continue;
      }
      if (f.remaining <= 0) {
        c.flags = null;
        continue;
      }
      const opts = retreatOptions(s, u, f.remaining);
      if (opts.length === 0) {
        blockedRetreat(s, ctx, f);
        c.flags = null;
      } else if (opts.length === 1) retreatStep(s, ctx, f, opts[0] as number);
      else return;
      continue;
    }
    switch (c.stage) {
      case 'reaction':
      case 'momentum':
      case 'battle-back':
        return;
      case 'attack-roll':
        attackRoll(s, ctx, c);
        continue;
      case 'd-flags':
        afterAttack(s, c);
        continue;
      case 'fs-flags': {
        const a = unitById(s, c.attacker);
        // §18.4: if the attacker was eliminated or forced back, its combat ends.
        c.stage = a === undefined || a.hex !== c.attackerHex ? 'done' : 'attack-roll';
        continue;
      }
      case 'bb-flags':
        c.stage = 'done';
        continue;
      case 'evade': {
        const d = unitById(s, c.defender);
        const paths = d === undefined ? [] : evadePaths(s, d);
        if (d === undefined || paths.length === 0) c.stage = 'done';
        else if (paths.length === 1) {
          evadeMove(s, ctx, d, paths[0] as number[]);
          c.stage = 'done';
        } else return;
        continue;
      }
      case 'extra-hex': {
        const a = unitById(s, c.attacker);
        if (a === undefined || extraHexOptions(s, a, c).length === 0) c.stage = 'bonus';
        else return;
        continue;
      }
      case 'bonus': {
        const a = unitById(s, c.attacker);
        if (a === undefined || !bonusAllowed(s, a, c) || bonusTargets(s, a).length === 0) c.stage = 'done';
        else return;
        continue;
      }
      case 'done':
        s.combat = null;
        refreshCampPossession(s, ctx);
        continue;
      default:
        return;
    }
  }
  throw new Error('cca: proceed did not settle');
}

function pendingOf(s: CcaState): Pending | null {
  if (s.outcome !== null) return null;
  const mk = (seat: Side, kind: string, rule?: string): Pending => ({ seat, kind, reaction: seat !== s.active, prompt: { key: `prompt.${kind}`, params: { side: seat } }, ...(rule ? { rule } : {}) });
  if (s.leaderEvades.length > 0) {
    const l = leaderById(s, s.leaderEvades[0] as number);
    if (l !== undefined) return mk(l.side, 'leader-evade', 'cca 13.3');
  }
  const c = s.combat;
  if (c !== null) {
    const f = c.flags;
    if (f !== null) {
      if (f.stage === 'ignore') return mk(flagOwner(s, f), 'ignore-flags', 'cca 12.6');
      if (f.stage === 'rampage') return mk(rampageRoller(s, f), 'rampage-order', 'cca 12.9');
      return mk(flagOwner(s, f), 'retreat', 'cca 12.2');
    }
    const d = unitById(s, c.defender);
    const dSide = d?.side ?? other(c.side);
    switch (c.stage) {
      case 'reaction':
        return mk(dSide, 'reaction', 'cca 11.2');
      case 'evade':
        return mk(dSide, 'evade-path', 'cca 13.1.5');
      case 'battle-back':
        return mk(dSide, 'battle-back', 'cca 11.10');
      case 'momentum':
        return mk(c.side, 'momentum', 'cca 13.5');
      case 'extra-hex':
        return mk(c.side, 'extra-hex', 'cca 13.5.3');
      case 'bonus':
        return mk(c.side, 'bonus', 'cca 13.6');
      default:
        break;
    }
  }
  const phase = s.turn.phase;
  return mk(s.active, phase === 'play' ? 'play-card' : phase, phase === 'play' ? 'cca 6' : phase === 'order' ? 'cca 7' : phase === 'battle' ? 'cca 9' : 'cca 8');
}

function legalOf(s: CcaState, seat: Seat): CcaAction[] {
  const p = pendingOf(s);
  if (p === null || p.seat !== seat) return [];
  const c = s.combat as Combat;
  switch (p.kind) {
    case 'leader-evade': {
      const l = leaderById(s, s.leaderEvades[0] as number);
      return l === undefined ? [] : leaderEvadePaths(s, l).map((path) => ({ type: 'leader-evade', path }));
    }
    case 'ignore-flags': {
      const f = c.flags;
      if (f === null) return [];
      const out: CcaAction[] = [];
      for (let k = 0; k <= f.ignorable; k++) out.push({ type: 'ignore', flags: k });
      return out;
    }
    case 'rampage-order':
      return (c.flags?.rampageHexes ?? []).map((hex) => ({ type: 'rampage', hex }));
    case 'retreat': {
      const f = c.flags;
      const u = f === null ? undefined : unitById(s, f.unit);
      return f === null || u === undefined ? [] : retreatOptions(s, u, f.remaining).map((to) => ({ type: 'retreat', to }));
    }
    case 'reaction':
      return reactionOptions(s, c).map((t) => ({ type: t }));
    case 'evade-path': {
      const d = unitById(s, c.defender);
      return d === undefined ? [] : evadePaths(s, d).map((path) => ({ type: 'evade-path', path }));
    }
    case 'battle-back':
      return [{ type: 'battle-back' }, { type: 'decline' }];
    case 'momentum':
      return [{ type: 'advance' }, { type: 'decline' }];
    case 'extra-hex': {
      const a = unitById(s, c.attacker);
      return [{ type: 'decline' }, ...(a === undefined ? [] : extraHexOptions(s, a, c).map((to): CcaAction => ({ type: 'extra', to })))];
    }
    case 'bonus': {
      const a = unitById(s, c.attacker);
      return [{ type: 'decline' }, ...(a === undefined ? [] : bonusTargets(s, a).map((target): CcaAction => ({ type: 'attack', unit: a.id, target })))];
    }
    case 'play-card': {
      // A position file may leave a hand empty: the turn then passes (and draws) without a card.
      const cards = playableCards(s, s.active);
      return cards.length === 0 ? [{ type: 'done' }] : cards.map((card): CcaAction => ({ type: 'play', card }));
    }
    case 'order':
      return orderActions(s);
    case 'move':
    case 'move2':
      return moveActions(s);
    case 'battle':
      return battleActions(s);
    default:
      return [];
  }
}

function stepOf(s: CcaState, seat: Seat, a: CcaAction, ctx: StepContext): void {
  const p = pendingOf(s);
  if (p === null) throw new GameError('game-over', 'the game is over');
  const c = s.combat;
  switch (p.kind) {
    case 'leader-evade': {
      if (a.type !== 'leader-evade') break;
      const l = leaderById(s, s.leaderEvades[0] as number);
      if (l !== undefined) leaderEvade(s, ctx, l, a.path);
      break;
    }
    case 'ignore-flags': {
      if (a.type !== 'ignore' || (c === null || c.flags === null)) break;
      acceptFlags(s, c.flags, c.flags.flags - a.flags);
      break;
    }
    case 'rampage-order':
      if (a.type === 'rampage' && c !== null && c.flags !== null) rampageAt(s, ctx, c.flags, a.hex);
      break;
    case 'retreat':
      if (a.type === 'retreat' && c !== null && c.flags !== null) retreatStep(s, ctx, c.flags, a.to);
      break;
    case 'reaction':
      if (a.type === 'evade' || a.type === 'first-strike' || a.type === 'stand') react(s, ctx, a.type);
      break;
    case 'evade-path': {
      const d = c === null ? undefined : unitById(s, c.defender);
      if (a.type === 'evade-path' && d !== undefined && c !== null) {
        evadeMove(s, ctx, d, a.path);
        c.stage = 'done';
      }
      break;
    }
    case 'battle-back':
      if (c === null) break;
      if (a.type === 'battle-back') battleBack(s, ctx, c);
      else c.stage = 'done';
      break;
    case 'momentum': {
      if (c === null) break;
      const u = unitById(s, c.attacker) as Unit;
      if (a.type === 'advance') {
        advanceInto(s, ctx, u, c.targetHex);
        if (!marshCheckUnit(s, ctx, u)) unitEnteredHex(s, ctx, u);
        c.stage = 'extra-hex';
      } else c.stage = 'done';
      break;
    }
    case 'extra-hex': {
      if (c === null) break;
      const u = unitById(s, c.attacker) as Unit;
      if (a.type === 'extra') {
        advanceInto(s, ctx, u, a.to);
        if (!marshCheckUnit(s, ctx, u)) unitEnteredHex(s, ctx, u);
      }
      c.stage = 'bonus';
      break;
    }
    case 'bonus': {
      if (c === null) break;
      if (a.type === 'attack') {
        const u = unitById(s, c.attacker) as Unit;
        declareCloseCombat(s, ctx, u, a.target, true);
      } else c.stage = 'done';
      break;
    }
    case 'play-card':
      if (a.type === 'play') playCard(s, ctx, a.card);
      else if (a.type === 'done') endTurn(s, ctx);
      break;
    case 'order':
      applyOrderAction(s, ctx, a);
      break;
    case 'move':
      if (a.type === 'done') s.turn.phase = 'battle';
      else applyMoveAction(s, ctx, a);
      break;
    case 'battle':
      if (a.type === 'done') {
        if (hasSecondMove(s)) s.turn.phase = 'move2';
        else endTurn(s, ctx);
      } else applyBattleAction(s, ctx, a);
      break;
    case 'move2':
      if (a.type === 'done') endTurn(s, ctx);
      else applyMoveAction(s, ctx, a);
      break;
    default:
      break;
  }
  proceed(s, ctx);
  // Utica: Rebel Camp under the 'occupied' option: possession follows every movement.
  if (s.rules.special.campHold?.possession === 'occupied') refreshCampPossession(s, ctx);
}

function resultOf(s: CcaState): Outcome | null {
  if (s.outcome === null) return null;
  const score = { top: totalBanners(s, 'top'), bottom: totalBanners(s, 'bottom') };
  const w = s.outcome.winner;
  return { winner: w, reason: w === null ? { key: 'end.draw' } : { key: 'end.win', params: { side: w, army: s.rules.armies[w], banners: score[w] } }, score };
}

/**
 * For search under hidden information: the unseen cards are the 60-card deck minus this seat's hand,
 * the discards and the card in play; the opponent's hand is dealt from them and the rest shuffled
 * into the draw pile, with a fresh generator.
 */
function determinizeOf(view: CcaView, seat: Seat, rng: Random): CcaState {
  if (!isSide(seat)) throw new GameError('wrong-seat', `no seat ${seat}`);
  const unseen = fullDeck();
  const seen = [...view.hand, ...view.discard, ...(view.turn.card !== null ? [view.turn.card] : [])];
  for (const c of seen) {
    const i = unseen.indexOf(c);
    if (i >= 0) unseen.splice(i, 1);
  }
  rng.shuffle(unseen);
  const foe = other(seat);
  const hands = { [seat]: [...view.hand], [foe]: unseen.splice(0, view.handSizes[foe]) } as Record<Side, string[]>;
  const { seat: _seat, hand: _hand, handSizes: _sizes, deckSize: _deck, ...rest } = view;
  const base = cloneState({ ...rest, rng: createRngState(0), hands, deck: unseen } as CcaState);
  base.rng = createRngState(rng.int(0x7fffffff));
  return base;
}

function renderViewOf(v: CcaView, lang: 'en' | 'it'): string {
  const lines: string[] = [];
  const code = (h: number): string => {
    const u = v.units.find((x) => x.hex === h);
    const l = v.leaders.find((x) => x.hex === h);
    if (u !== undefined) {
      const t = u.type.padEnd(4, ' ').slice(0, 4);
      const mark = u.side === 'top' ? t.toLowerCase() : t;
      return `${mark}${u.blocks}${l !== undefined ? '*' : ' '}`;
    }
    if (l !== undefined) return l.side === 'top' ? ' ldr* ' : ' LDR* ';
    const t = v.terrain.hexes[h];
    const abbr: Record<string, string> = { hill: ' ^^^  ', forest: ' fff  ', river: ' ~~~  ', ford: ' ~f~  ', lake: ' ===  ', steep: ' /\\/\\ ', camp: ' [c]  ', broken: ' ::   ', marsh: ' ,,,  ' };
    return t !== undefined ? (abbr[t] ?? ' ???  ') : '  .   ';
  };
  for (let r = 0; r < 9; r++) {
    const n = r % 2 === 0 ? 13 : 12;
    let line = r % 2 === 0 ? '' : '   ';
    for (let c = 0; c < n; c++) line += code(r * 16 + c);
    lines.push(`${String(r)} ${line}`);
  }
  const banners = lang === 'it' ? 'Stendardi' : 'Banners';
  lines.push(`${banners}: top ${v.banners.top} / bottom ${v.banners.bottom}   hand ${v.hand.join(', ')}   (${v.rules.name})`);
  return lines.join('\n');
}

export const cca: GameModule<CcaState, CcaAction, CcaView> = {
  id: 'cca',
  name: 'Commands & Colors: Ancients',
  nameIt: 'Commands & Colors: Ancients',
  engineVersion: '1',
  actionSchema: actionSchema as z.ZodType<CcaAction>,
  positionSchema,
  optionsSchema,
  messages: MESSAGES,
  scenarios: scenarioInfos,
  setup(input, rng) {
    const options = optionsSchema.parse(input.options);
    let pos;
    let scenario: string | null = null;
    if (input.position !== undefined) pos = positionSchema.parse(input.position);
    else {
      pos = findScenario(String(input.scenario));
      scenario = String(input.scenario);
      if (pos === undefined) throw new GameError('bad-setup', `unknown scenario ${String(input.scenario)}`);
    }
    return buildState(pos, options, rng, scenario);
  },
  seats: () => ['top', 'bottom'],
  pending: pendingOf,
  legal: legalOf,
  step: stepOf,
  view: ccaView,
  result: resultOf,
  clone: cloneState,
  determinize: determinizeOf,
  renderView: renderViewOf,
  describeAction(_s, a) {
    const params: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(a)) if (typeof v === 'number' && (k === 'to' || k === 'target' || k === 'at' || k === 'hex')) params[k] = hexLabel(v);
    return { key: `action.${a.type}`, params };
  },
};

export default cca;
export { rowOf, colOf };

// Typed rule data for front ends and the AI.
export { UNITS, type UnitType } from './units';
export { evadeEligible } from './evade';
export { TERRAIN, type TerrainType } from './terrain';
export { CARDS, type CardDef } from './cards';
export { hexIndex, hexLabel, sectionMask } from './board';
