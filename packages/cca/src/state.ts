import { z } from 'zod';
import type { RngState } from '@polemarch/kernel';
import { BOARD_SLOTS, type Side } from './board';
import type { Terrain } from './terrain';
import type { UnitType } from './units';

/** A unit on the battlefield (or off it, in an ambush force: hex −1). */
export type Unit = {
  id: number;
  side: Side;
  type: UnitType;
  blocks: number;
  /** Starting blocks: never exceeded by Rally (§18.4). */
  max: number;
  hex: number;
  /** Full-strength bonus still in force (§11.4, engine state 11.4.6). */
  fsb: boolean;
  /** Carthaginian Sacred Band (§17.2). */
  sacredBand?: boolean;
};

export type Leader = { id: number; side: Side; name: string; hex: number };

/** Scenario special rules, as data (scenarios.md). */
export type SpecialRules = {
  /** Trebbia: an off-board ambush force of `side` may enter on the enemy baseline with a Leadership card from its `fromTurn`-th turn. */
  ambush?: { side: Side; fromTurn: number };
  /** Castulo: units of `side` exiting off the enemy baseline from these sections (side's view) score a banner. */
  exitBanner?: { side: Side; sections: number };
  /** Castulo, Hannibal's Camp: losing this leader loses the battle. */
  suddenDeath?: { side: Side; leader: string; evadeOffCounts: boolean };
  /** Baecula: a unit of `side` ending a move in a camp hex captures it (one banner, once per hex). */
  campCapture?: { side: Side };
  /** Utica: Rebel Camp: temporary banners for holding camp hexes (0 → 0, 1–2 → 1, 3 → 2). */
  campHold?: { initialOwner: Side; possession: 'last-entered' | 'occupied' };
  /** Lake Trasimenus, Hannibal's Camp: cards drawn after the side's own turns 1, 2, ... (then 1). */
  drawSchedule?: { side: Side; draws: number[] };
  /** 2nd Beneventum: on its `at`-th banner the side draws `draw` cards at once; hand becomes `newMax`. */
  bannerDraw?: { side: Side; at: number; draw: number; newMax: number };
};

export type ScenarioRules = {
  id: string;
  name: string;
  bannersToWin: number;
  armies: Record<Side, string>;
  special: SpecialRules;
};

export type UnitTurn = {
  /** Hexes moved this turn (0 = did not move). */
  moved: number;
  /** Stopped by terrain: no further movement (MFM second move, cavalry extra hex). */
  stop: boolean;
  /** Cannot battle this turn (terrain entered, auxilia 2 hexes, war machine moved...). */
  noBattle: boolean;
  /** Battles made this turn. */
  battles: number;
  /** Warrior charge (§8.2): must Close Combat if a target remains. */
  mustAttack: boolean;
  /** A leader joined it this turn: it may no longer move (§8.4.6). */
  locked: boolean;
  /** Move-Fire-Move: second move made. */
  second: boolean;
  /** Ordered by card-specific rules ('card') or by a fallback / normal order ('normal'). */
  bonusCard: boolean;
};

export type TurnPhase = 'play' | 'order' | 'move' | 'battle' | 'move2';

export type TurnState = {
  phase: TurnPhase;
  /** The card played from the hand. */
  card: string | null;
  /** The card whose orders apply (Counter-Attack: the copied card). */
  effective: string | null;
  /** Counter-Attack mirrors left and right (§18.4). */
  mirror: boolean;
  /** "Order 1 unit of your choice" mode (§18.0.4). */
  fallback: boolean;
  ordered: number[];
  orderedLeaders: number[];
  /** Leadership chain: the designated leader and how many more hexes were ordered. */
  chainLeader: number;
  chainUsed: number;
  /** Geographic (bottom-seat) section mask of the designated leader's hex (for Counter-Attack). */
  chainMask: number;
  /** Unused I Am Spartacus / Rally results. */
  dice: string[];
  ambush: boolean;
  u: Record<string, UnitTurn>;
  /** Leaders that made their one voluntary move (§8.4.2). */
  movedLeaders: number[];
  /** Seat that played First Strike this turn: it draws first (§15.3). */
  firstStrikeBy: Side | null;
};

export type FlagTask = {
  unit: number;
  flags: number;
  ignorable: number;
  /** Flags accepted (each a full retreat). */
  accepted: number;
  /** The type of the unit that rolled the flags (elephant/camel extra retreat, §11.5.6, §11.6.10). */
  rolledBy: UnitType | null;
  stage: 'ignore' | 'rampage' | 'retreat';
  /** Retreat hexes still to make. */
  remaining: number;
  rampageHexes: number[];
  leaderChecked: boolean;
  startHex: number;
};

export type CombatStage =
  | 'reaction'
  | 'fs-flags'
  | 'attack-roll'
  | 'd-flags'
  | 'after-attack'
  | 'evade'
  | 'momentum'
  | 'extra-hex'
  | 'bonus'
  | 'battle-back'
  | 'bb-flags'
  | 'done';

export type Combat = {
  kind: 'close' | 'ranged';
  attacker: number;
  side: Side;
  /** Defending unit id, or −1 for a lone leader (then `leader`). */
  defender: number;
  leader: number;
  targetHex: number;
  /** The attacker's hex when the combat was declared (First Strike: did it retreat?). */
  attackerHex: number;
  bonus: boolean;
  stage: CombatStage;
  firstStrike: boolean;
  /** The defender left its hex or was eliminated. */
  success: boolean;
  flags: FlagTask | null;
  /** Cavalry may still take the extra momentum hex. */
  extraHex: boolean;
};

export type CcaOptions = {
  forestMomentumOnlyLightAuxWarrior: boolean;
  barbarianChariotIgnoresSword: boolean;
  counterAttackAnySectionMirror: boolean;
  elephantBlockedByEdgeLosesBlocks: boolean;
  sacredBand: boolean;
  /** §17.3–17.4 Marian/Imperial or Julian Legions for the Roman army's MI and HI. */
  legions: 'none' | 'marian' | 'julian';
};

export type CcaState = {
  rng: RngState;
  scenario: string | null;
  /** Immutable after setup (shared between copies by `clone`). */
  terrain: Terrain;
  rules: ScenarioRules;
  options: CcaOptions;
  units: Unit[];
  leaders: Leader[];
  hands: Record<Side, string[]>;
  deck: string[];
  discard: string[];
  handMax: Record<Side, number>;
  /** Turns started by each side. */
  turns: Record<Side, number>;
  active: Side;
  /** Permanent banners (eliminations and captured objectives). */
  banners: Record<Side, number>;
  /** Pieces of a side eliminated for a banner to the other side (the invariant checks it). */
  lost: Record<Side, number>;
  objectives: Record<Side, number>;
  /** Utica: Rebel Camp possession, hex → side. */
  camps: Record<string, Side>;
  /** Camp hexes already captured (Baecula). */
  captured: number[];
  /** Each side's last turn card (effective), and the chain mask when it was a Leadership card. */
  lastCard: Record<Side, { id: string; mask: number } | null>;
  turn: TurnState;
  combat: Combat | null;
  /** Leaders that must Evade now (§13.3), processed before anything else. */
  leaderEvades: number[];
  outcome: { winner: Side | null; reason: string } | null;
};

// ---------------------------------------------------------------------------------------------
// Actions

const hex = z.number().int().min(0).max(BOARD_SLOTS - 1);
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('play'), card: z.string() }),
  z.object({ type: z.literal('order'), unit: z.number().int() }),
  z.object({ type: z.literal('order-leader'), leader: z.number().int() }),
  z.object({ type: z.literal('order-ambush') }),
  z.object({ type: z.literal('rally'), unit: z.number().int() }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('move'), unit: z.number().int(), to: hex }),
  z.object({ type: z.literal('exit'), unit: z.number().int() }),
  z.object({ type: z.literal('enter'), unit: z.number().int(), at: hex, to: hex, leader: z.number().int() }),
  z.object({ type: z.literal('move-leader'), leader: z.number().int(), to: hex }),
  z.object({ type: z.literal('fire'), unit: z.number().int(), target: hex }),
  z.object({ type: z.literal('attack'), unit: z.number().int(), target: hex }),
  z.object({ type: z.literal('evade') }),
  z.object({ type: z.literal('first-strike') }),
  z.object({ type: z.literal('stand') }),
  z.object({ type: z.literal('ignore'), flags: z.number().int().min(0) }),
  z.object({ type: z.literal('rampage'), hex }),
  z.object({ type: z.literal('retreat'), to: hex }),
  z.object({ type: z.literal('evade-path'), path: z.array(hex) }),
  z.object({ type: z.literal('advance') }),
  z.object({ type: z.literal('extra'), to: hex }),
  z.object({ type: z.literal('battle-back') }),
  z.object({ type: z.literal('decline') }),
  z.object({ type: z.literal('leader-evade'), path: z.array(z.number().int().min(-1).max(BOARD_SLOTS - 1)) }),
]);
export type CcaAction = z.infer<typeof actionSchema>;

// ---------------------------------------------------------------------------------------------
// Lookups

export function unitById(s: CcaState, id: number): Unit | undefined {
  for (const u of s.units) if (u.id === id) return u;
  return undefined;
}

export function leaderById(s: CcaState, id: number): Leader | undefined {
  for (const l of s.leaders) if (l.id === id) return l;
  return undefined;
}

export function unitAt(s: CcaState, h: number): Unit | undefined {
  if (h < 0) return undefined;
  for (const u of s.units) if (u.hex === h) return u;
  return undefined;
}

export function leaderAt(s: CcaState, h: number): Leader | undefined {
  if (h < 0) return undefined;
  for (const l of s.leaders) if (l.hex === h) return l;
  return undefined;
}

/** Occupancy tables for one pass of move generation: hex → unit / leader (or undefined). */
export type Occupancy = { unit: (Unit | undefined)[]; leader: (Leader | undefined)[] };
export function occupancy(s: CcaState): Occupancy {
  const unit = new Array<Unit | undefined>(BOARD_SLOTS);
  const leader = new Array<Leader | undefined>(BOARD_SLOTS);
  for (const u of s.units) if (u.hex >= 0) unit[u.hex] = u;
  for (const l of s.leaders) if (l.hex >= 0) leader[l.hex] = l;
  return { unit, leader };
}

/** The leader attached to a unit: a friendly leader in its hex (§7.2). */
export function attachedLeader(s: CcaState, u: Unit): Leader | undefined {
  if (u.hex < 0) return undefined;
  for (const l of s.leaders) if (l.hex === u.hex && l.side === u.side) return l;
  return undefined;
}

export function isLoneLeader(s: CcaState, l: Leader): boolean {
  return l.hex >= 0 && unitAt(s, l.hex) === undefined;
}

export function unitTurn(s: CcaState, id: number): UnitTurn {
  let t = s.turn.u[id];
  if (t === undefined) {
    t = { moved: 0, stop: false, noBattle: false, battles: 0, mustAttack: false, locked: false, second: false, bonusCard: true };
    s.turn.u[id] = t;
  }
  return t;
}

export function peekUnitTurn(s: CcaState, id: number): UnitTurn | undefined {
  return s.turn.u[id];
}

export function newTurnState(): TurnState {
  return {
    phase: 'play',
    card: null,
    effective: null,
    mirror: false,
    fallback: false,
    ordered: [],
    orderedLeaders: [],
    chainLeader: -1,
    chainUsed: 0,
    chainMask: 0,
    dice: [],
    ambush: false,
    u: {},
    movedLeaders: [],
    firstStrikeBy: null,
  };
}

function cloneUnit(x: Unit): Unit {
  const u: Unit = { id: x.id, side: x.side, type: x.type, blocks: x.blocks, max: x.max, hex: x.hex, fsb: x.fsb };
  if (x.sacredBand !== undefined) u.sacredBand = x.sacredBand;
  return u;
}

function cloneUnitTurn(t: UnitTurn): UnitTurn {
  return { moved: t.moved, stop: t.stop, noBattle: t.noBattle, battles: t.battles, mustAttack: t.mustAttack, locked: t.locked, second: t.second, bonusCard: t.bonusCard };
}

/**
 * A fast deep copy written out field by field (the AI lives on it): the terrain, scenario rules and
 * options never change after setup and are shared between copies.
 */
export function cloneState(s: CcaState): CcaState {
  const u: Record<string, UnitTurn> = {};
  for (const k in s.turn.u) u[k] = cloneUnitTurn(s.turn.u[k] as UnitTurn);
  const units = new Array<Unit>(s.units.length);
  for (let i = 0; i < units.length; i++) units[i] = cloneUnit(s.units[i] as Unit);
  const leaders = new Array<Leader>(s.leaders.length);
  for (let i = 0; i < leaders.length; i++) {
    const l = s.leaders[i] as Leader;
    leaders[i] = { id: l.id, side: l.side, name: l.name, hex: l.hex };
  }
  const c = s.combat;
  const t = s.turn;
  const f = c === null ? null : c.flags;
  return {
    rng: { algorithm: s.rng.algorithm, state: s.rng.state.slice(), forced: s.rng.forced.slice(), draws: s.rng.draws },
    scenario: s.scenario,
    terrain: s.terrain,
    rules: s.rules,
    options: s.options,
    units,
    leaders,
    hands: { top: s.hands.top.slice(), bottom: s.hands.bottom.slice() },
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    handMax: { top: s.handMax.top, bottom: s.handMax.bottom },
    turns: { top: s.turns.top, bottom: s.turns.bottom },
    active: s.active,
    banners: { top: s.banners.top, bottom: s.banners.bottom },
    lost: { top: s.lost.top, bottom: s.lost.bottom },
    objectives: { top: s.objectives.top, bottom: s.objectives.bottom },
    camps: { ...s.camps },
    captured: s.captured.slice(),
    lastCard: { top: s.lastCard.top && { id: s.lastCard.top.id, mask: s.lastCard.top.mask }, bottom: s.lastCard.bottom && { id: s.lastCard.bottom.id, mask: s.lastCard.bottom.mask } },
    turn: {
      phase: t.phase,
      card: t.card,
      effective: t.effective,
      mirror: t.mirror,
      fallback: t.fallback,
      ordered: t.ordered.slice(),
      orderedLeaders: t.orderedLeaders.slice(),
      chainLeader: t.chainLeader,
      chainUsed: t.chainUsed,
      chainMask: t.chainMask,
      dice: t.dice.slice(),
      ambush: t.ambush,
      u,
      movedLeaders: t.movedLeaders.slice(),
      firstStrikeBy: t.firstStrikeBy,
    },
    combat:
      c === null
        ? null
        : {
            kind: c.kind,
            attacker: c.attacker,
            side: c.side,
            defender: c.defender,
            leader: c.leader,
            targetHex: c.targetHex,
            attackerHex: c.attackerHex,
            bonus: c.bonus,
            stage: c.stage,
            firstStrike: c.firstStrike,
            success: c.success,
            flags: f === null ? null : { ...f, rampageHexes: f.rampageHexes.slice() },
            extraHex: c.extraHex,
          },
    leaderEvades: s.leaderEvades.slice(),
    outcome: s.outcome && { winner: s.outcome.winner, reason: s.outcome.reason },
  };
}
