import { type CcaAction, type CcaState, type CcaView, cca } from '@polemarch/cca';
import { BATTLE_DIE_FACES, type BattleDieFace, type GameEvent, GameError, type Modifier, Random, type Seat, applyAction, createRngState } from '@polemarch/kernel';

/**
 * The odds of a C&C battle before it is committed, asked of the engine itself rather than worked
 * out again here: the view is made a full state (`determinize`: the hidden hands and deck do not
 * change a roll), the battle is applied once to learn the dice after every modifier (the roll's
 * `dice` parameter and `modifiers`, B.1), then once for every distinct outcome of those dice
 * (forced dice; each of the six faces is 1/6, §2.4) to read the hits and flags the engine scores
 * (§10.7, §11.8: class symbols, swords, leader symbols when inspired, ignored swords) and whether
 * the target is gone afterwards (last block lost, or a retreat that could not be made, §12.2.5).
 * An elephant's re-rolled swords (§11.6.6) are followed die by die to a bounded depth.
 */
export type BattleOdds = {
  /** What the roll is: Ranged Combat, Close Combat, Battle Back, or dice against a lone leader. */
  kind: 'ranged' | 'close' | 'battle-back' | 'leader';
  /** The rule section the engine cites for the roll. */
  rule: string;
  dice: number;
  modifiers: Modifier[];
  /** Blocks the target has now (0 for a lone leader). */
  targetBlocks: number;
  /** Null when the roll cannot be foreseen alone (a wall's defender strikes first, §16.9). */
  chanceOfHit: number | null;
  expectedHits: number | null;
  chanceOfFlag: number | null;
  chanceToEliminate: number | null;
  /**
   * §14.1: the chance that the target's attached leader is lost to the Leader Casualty Check that
   * follows its unit's losses (2 dice both helmets, or 1 die when the unit is destroyed); null when
   * no leader is attached to the target.
   */
  chanceLeaderFalls: number | null;
  /** §13.1: the defender may Evade before the dice are rolled (then only its own symbol hits). */
  mayEvade: boolean;
  /** §13.1.2: if the defender Evades, the chance the attacker's dice still hit it, and destroy it. */
  ifEvades: { chanceOfHit: number; chanceToEliminate: number } | null;
  /** §16.9: the defender on a wall strikes first. */
  wallStrikesFirst: boolean;
};

/** The engine's events that carry the battle roll of each kind (cca closeCombat.ts, ranged.ts). */
const ROLLS: Record<string, BattleOdds['kind']> = { 'cc.roll': 'close', 'fire.roll': 'ranged', 'cc.battleBack': 'battle-back', 'cc.leader': 'leader', 'fire.leader': 'leader' };

/** Depth of the elephant re-roll chain followed exactly; beyond it (weight below 6^-3 of its branch) the generator decides. */
const REROLL_DEPTH = 3;

type Step = { state: CcaState; seat: Seat; action: CcaAction };

function rollEvent(events: readonly GameEvent[]): GameEvent | undefined {
  return events.find((e) => e.key in ROLLS || e.key === 'cc.firstStrike');
}

function sideOf(seat: Seat | null): 'top' | 'bottom' | null {
  return seat === 'top' || seat === 'bottom' ? seat : null;
}

/** Every multiset of `n` faces with its probability (multinomial over six equal faces). */
function outcomes(n: number): { faces: BattleDieFace[]; p: number }[] {
  const out: { faces: BattleDieFace[]; p: number }[] = [];
  const fact = (k: number): number => (k <= 1 ? 1 : k * fact(k - 1));
  const total = 6 ** n;
  const walk = (i: number, left: number, acc: BattleDieFace[], denom: number): void => {
    if (i === BATTLE_DIE_FACES.length - 1) {
      out.push({ faces: [...acc, ...Array<BattleDieFace>(left).fill(BATTLE_DIE_FACES[i]!)], p: fact(n) / (denom * fact(left)) / total });
      return;
    }
    for (let k = 0; k <= left; k++) walk(i + 1, left - k, [...acc, ...Array<BattleDieFace>(k).fill(BATTLE_DIE_FACES[i]!)], denom * fact(k));
  };
  walk(0, n, [], 1);
  return out;
}

function targetGone(state: CcaState, target: { unit: number } | { leader: number }): boolean {
  if ('unit' in target) return !state.units.some((u) => u.id === target.unit && u.hex >= 0);
  return !state.leaders.some((l) => l.id === target.leader && l.hex >= 0);
}

const cache = new WeakMap<object, Map<string, BattleOdds | null>>();

/**
 * The odds of a battle action for the seat about to take it (attack, fire, a Bonus Close Combat,
 * Battle Back), or null for any other action. Memoized per view object.
 */
export function battleOdds(view: CcaView, viewer: Seat | null, action: CcaAction): BattleOdds | null {
  // 'stand': the attacked unit's own view of the dice coming at it (the reaction decision, §11.2).
  if (action.type !== 'attack' && action.type !== 'fire' && action.type !== 'battle-back' && action.type !== 'stand') return null;
  const key = JSON.stringify(action);
  let byAction = cache.get(view);
  if (byAction === undefined) {
    byAction = new Map();
    cache.set(view, byAction);
  }
  if (byAction.has(key)) return byAction.get(key) ?? null;
  let odds: BattleOdds | null = null;
  try {
    odds = compute(view, viewer, action);
  } catch (e) {
    // An action the engine refuses for this seat has no odds; anything else is a bug worth seeing.
    if (!(e instanceof GameError)) throw e;
  }
  byAction.set(key, odds);
  return odds;
}

function compute(view: CcaView, viewer: Seat | null, action: CcaAction): BattleOdds | null {
  const seat = sideOf(viewer);
  if (seat === null || cca.determinize === undefined) return null;
  const state = cca.determinize(view, seat, new Random(createRngState(1)));
  // Find the step that rolls: the action itself, or for a Close Combat the defender's answer
  // (§11.2 step 2: the defender may first Evade or play First Strike; the odds are those of standing).
  let step: Step = { state, seat, action };
  let evadeStep: Step | null = null;
  let first = applyAction(cca, state, seat, action);
  let mayEvade = false;
  if (action.type === 'stand') {
    mayEvade = cca.legal(state, seat).some((a) => a.type === 'evade');
    evadeStep = mayEvade ? { state, seat, action: { type: 'evade' } } : null;
  } else if (rollEvent(first.events) === undefined) {
    const p = cca.pending(first.state);
    if (p === null || p.kind !== 'reaction') return null;
    mayEvade = cca.legal(first.state, p.seat).some((a) => a.type === 'evade');
    evadeStep = mayEvade ? { state: first.state, seat: p.seat, action: { type: 'evade' } } : null;
    step = { state: first.state, seat: p.seat, action: { type: 'stand' } };
    first = applyAction(cca, step.state, step.seat, step.action);
  }
  const probe = rollEvent(first.events);
  if (probe === undefined) return null;
  const dice = Number(probe.params?.['dice'] ?? 0);
  const modifiers = probe.modifiers ?? [];
  const combat = state.combat;
  const targetHex = action.type === 'attack' || action.type === 'fire' ? action.target : action.type === 'stand' ? (combat?.targetHex ?? null) : null;
  const unitTarget =
    action.type === 'battle-back'
      ? combat !== null
        ? state.units.find((u) => u.id === combat.attacker)
        : undefined
      : state.units.find((u) => u.hex === targetHex);
  const leaderTarget = unitTarget === undefined && targetHex !== null ? state.leaders.find((l) => l.hex === targetHex) : undefined;
  const target = unitTarget !== undefined ? { unit: unitTarget.id } : leaderTarget !== undefined ? { leader: leaderTarget.id } : null;
  if (target === null) return null;
  const attached = unitTarget === undefined ? undefined : state.leaders.find((l) => l.hex === unitTarget.hex && l.side === unitTarget.side);
  // §13.1.2: the evader is struck by the attacker's dice first, only its own symbol counting.
  let ifEvades: BattleOdds['ifEvades'] = null;
  if (evadeStep !== null) {
    const ev = evadeStep;
    ifEvades = { chanceOfHit: 0, chanceToEliminate: 0 };
    for (const o of outcomes(dice)) {
      const r = applyAction(cca, ev.state, ev.seat, ev.action, o.faces);
      const e = r.events.find((x) => x.key === 'cc.evade');
      if (Number(e?.params?.['hits'] ?? 0) > 0) ifEvades.chanceOfHit += o.p;
      if (targetGone(r.state, target)) ifEvades.chanceToEliminate += o.p;
    }
  }
  const base = { dice, modifiers, rule: probe.rule ?? '', targetBlocks: unitTarget?.blocks ?? 0, mayEvade, ifEvades, chanceLeaderFalls: attached === undefined ? null : 0 };
  if (probe.key === 'cc.firstStrike') {
    return { ...base, kind: 'close', chanceOfHit: null, expectedHits: null, chanceOfFlag: null, chanceToEliminate: null, wallStrikesFirst: true };
  }
  const kind = ROLLS[probe.key]!;
  let hit = 0;
  let expected = 0;
  let flag = 0;
  let eliminate = 0;
  let leaderFalls = 0;
  /** The target's Leader Casualty Check in these events, if one was made. */
  const checkOf = (events: readonly GameEvent[]) => (attached === undefined ? undefined : events.find((e) => e.key === 'leader.check' && String(e.params?.['leader'] ?? '').endsWith(`#${attached.id}`)));
  // The chance a check of k dice kills the leader, asked of the engine once per k on the first roll
  // that calls for it (the check's own dice forced after the battle dice).
  const checkChance = new Map<number, number>();
  const chanceOfCheck = (forced: BattleDieFace[], k: number): number => {
    let q = checkChance.get(k);
    if (q === undefined) {
      q = 0;
      for (const o of outcomes(k)) {
        const r = applyAction(cca, step.state, step.seat, step.action, [...forced, ...o.faces]);
        if (checkOf(r.events)?.params?.['result'] === 'hit') q += o.p;
      }
      checkChance.set(k, q);
    }
    return q;
  };
  const explore = (forced: BattleDieFace[], p: number, depth: number): void => {
    const r = applyAction(cca, step.state, step.seat, step.action, forced);
    const e = rollEvent(r.events)!;
    // An elephant's sword drew another die from the generator (§11.6.6): follow each face instead.
    if ((e.rolls?.length ?? 0) > forced.length && depth < REROLL_DEPTH) {
      for (const f of BATTLE_DIE_FACES) explore([...forced, f], p / 6, depth + 1);
      return;
    }
    const hits = kind === 'leader' ? (e.params?.['result'] === 'hit' ? 1 : 0) : Number(e.params?.['hits'] ?? 0);
    const flags = Number(e.params?.['flags'] ?? 0);
    if (hits > 0) hit += p;
    expected += p * hits;
    if (flags > 0) flag += p;
    if (targetGone(r.state, target)) eliminate += p;
    const check = checkOf(r.events);
    if (check !== undefined) leaderFalls += p * chanceOfCheck(forced, Number(check.params?.['dice'] ?? 0));
  };
  for (const o of outcomes(dice)) explore(o.faces, o.p, 0);
  return { ...base, kind, chanceOfHit: hit, expectedHits: expected, chanceOfFlag: kind === 'leader' ? 0 : flag, chanceToEliminate: eliminate, chanceLeaderFalls: attached === undefined ? null : leaderFalls, wallStrikesFirst: false };
}

/**
 * What each retreat hex costs (§12.2: a block for each hex of the retreat the unit cannot make), asked of the engine:
 * the retreat is applied to the seat's determinized view and the seat's blocks counted before and after.
 */
export function retreatCosts(view: CcaView, viewer: Seat | null, legal: readonly CcaAction[]): Map<number, number> {
  const out = new Map<number, number>();
  const seat = sideOf(viewer);
  const retreats = legal.filter((a): a is Extract<CcaAction, { type: 'retreat' }> => a.type === 'retreat');
  if (seat === null || retreats.length === 0 || cca.determinize === undefined) return out;
  const state = cca.determinize(view, seat, new Random(createRngState(1)));
  const blocks = (s: CcaState) => s.units.filter((u) => u.side === seat && u.hex >= 0).reduce((n, u) => n + u.blocks, 0);
  const before = blocks(state);
  for (const a of retreats) {
    try {
      out.set(a.to, before - blocks(applyAction(cca, state, seat, a).state));
    } catch (e) {
      if (!(e instanceof GameError)) throw e;
    }
  }
  return out;
}
