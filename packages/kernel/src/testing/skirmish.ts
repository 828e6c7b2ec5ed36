import { z } from 'zod';
import { type DecisionTable, decisionMachine } from '../decisions';
import { GameError } from '../errors';
import { type BoardHex, boardNeighbours, onBoard, sameHex } from '../hex/ccaBoard';
import type { JsonValue } from '../json';
import type { GameModule, Outcome, ScenarioInfo, Seat, SetupInput, StepContext } from '../module';
import { type Random, type RngState, createRngState } from '../random';

/**
 * Skirmish: the kernel's own test game. Two champions on the C&C board; each turn the active seat
 * has two actions (move one hex, or attack an adjacent enemy, optionally playing a Spear card), then
 * ends the turn and draws a hidden card. An attacked champion may react by discarding a Shield.
 * Small as it is, it has everything the kernel contract must carry: hidden hands and deck order,
 * dice, a reaction by the inactive seat in the middle of the active seat's turn, reveals, and
 * decisions that can be undone and ones that cannot.
 */
export type SkirmishSeat = 'red' | 'blue';
export const SKIRMISH_SEATS: readonly SkirmishSeat[] = ['red', 'blue'];
const cardSchema = z.enum(['shield', 'spear']);
export type SkirmishCard = z.infer<typeof cardSchema>;

const hexSchema = z.object({ row: z.number().int(), col: z.number().int() });

export const skirmishActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('move'), to: hexSchema }),
  z.object({ type: z.literal('attack'), spear: z.boolean() }),
  z.object({ type: z.literal('end-turn') }),
  z.object({ type: z.literal('brace') }),
  z.object({ type: z.literal('take') }),
]);
export type SkirmishAction = z.infer<typeof skirmishActionSchema>;

const champion = z.object({ row: z.number().int(), col: z.number().int(), hp: z.number().int().min(1).max(9) });
export const skirmishPositionSchema = z.object({
  red: champion,
  blue: champion,
  hands: z.object({ red: z.array(cardSchema), blue: z.array(cardSchema) }).optional(),
  deck: z.array(cardSchema).optional(),
  active: z.enum(['red', 'blue']).default('red'),
  maxTurns: z.number().int().min(1).default(30),
});

export const skirmishOptionsSchema = z.object({ handSize: z.number().int().min(0).max(4).default(2) });

export interface SkirmishState {
  rng: RngState;
  turn: number;
  maxTurns: number;
  active: SkirmishSeat;
  actionsLeft: number;
  champions: Record<SkirmishSeat, { hex: BoardHex; hp: number }>;
  hands: Record<SkirmishSeat, SkirmishCard[]>;
  deck: SkirmishCard[];
  discard: SkirmishCard[];
  /** Every card in the game (hands, deck, discard): public, so a seat can tell what it has not seen. */
  pool: SkirmishCard[];
  /** An attack waiting for the defender's reaction. */
  attack: { spear: boolean } | null;
  outcome: { winner: SkirmishSeat | null } | null;
}

/**
 * What a seat sees: the board, its own hand, the sizes of the hidden piles (the other hand, the deck), the face-up
 * cards. Never the generator or the deck order. A `type`, so it is a JsonValue.
 */
export type SkirmishView = {
  seat: string | null;
  turn: number;
  maxTurns: number;
  active: SkirmishSeat;
  actionsLeft: number;
  champions: Record<SkirmishSeat, { hex: { row: number; col: number }; hp: number }>;
  hand: SkirmishCard[];
  handSizes: Record<SkirmishSeat, number>;
  deckSize: number;
  discard: SkirmishCard[];
  pool: SkirmishCard[];
  attack: { spear: boolean } | null;
};

/** Every state field, and whether a seat sees it (the typecheck fails until a new field is classified). */
export const SKIRMISH_STATE_FIELDS = {
  rng: 'hidden',
  turn: 'shown',
  maxTurns: 'shown',
  active: 'shown',
  actionsLeft: 'shown',
  champions: 'shown',
  hands: 'hidden', // its own as `hand`, the sizes as `handSizes`
  deck: 'hidden', // its size as `deckSize`
  discard: 'shown',
  pool: 'shown',
  attack: 'shown',
  outcome: 'hidden', // the result is the module's `result`
} as const satisfies Record<keyof SkirmishState, 'shown' | 'hidden'>;

/** True when `v` has the shape of a Skirmish view (front ends receive views untyped). */
export function isSkirmishView(v: JsonValue): v is SkirmishView {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const c = v['champions'];
  return typeof c === 'object' && c !== null && !Array.isArray(c) && Array.isArray(v['hand']) && Array.isArray(v['pool']) && typeof v['deckSize'] === 'number';
}

const other = (s: SkirmishSeat): SkirmishSeat => (s === 'red' ? 'blue' : 'red');
const isSeat = (s: Seat): s is SkirmishSeat => s === 'red' || s === 'blue';

function adjacent(a: BoardHex, b: BoardHex): boolean {
  return boardNeighbours(a).some((n) => sameHex(n, b));
}

const SCENARIOS: ScenarioInfo[] = [{ id: 'standard', name: 'Standard duel', nameIt: 'Duello standard', seats: ['red', 'blue'], status: 'playable' }];

function draw(state: SkirmishState, seat: SkirmishSeat, rng: Random): SkirmishCard | null {
  if (state.deck.length === 0) {
    if (state.discard.length === 0) return null;
    state.deck = rng.shuffle(state.discard);
    state.discard = [];
  }
  const card = state.deck.pop() ?? null;
  if (card !== null) state.hands[seat].push(card);
  return card;
}

/**
 * Skirmish's decisions (kernel `decisionMachine`): the active seat's turn, and on top of it, while an
 * attack waits, the defender's reaction (4).
 */
export type SkirmishDecision =
  | { kind: 'act'; seat: SkirmishSeat; context: null }
  | { kind: 'react'; seat: SkirmishSeat; context: { attack: { spear: boolean } } };

/** The open decisions, outermost first. */
export function skirmishOpenDecisions(state: SkirmishState): SkirmishDecision[] {
  if (state.outcome !== null) return [];
  const act: SkirmishDecision = { kind: 'act', seat: state.active, context: null };
  return state.attack === null ? [act] : [act, { kind: 'react', seat: other(state.active), context: { attack: state.attack } }];
}

const notThisDecision = (kind: string, action: SkirmishAction): GameError => new GameError('illegal', `not a ${kind} action: ${action.type}`);

/** 2: move one hex into any adjacent hex the enemy does not hold (one action). */
function move(state: SkirmishState, seat: SkirmishSeat, to: { row: number; col: number }, ctx: StepContext): void {
  state.champions[seat].hex = { row: to.row, col: to.col };
  state.actionsLeft--;
  ctx.emit({ key: 'move', params: { seat, row: to.row, col: to.col }, rule: 'skirmish 2' });
}

/** 3: attack the adjacent enemy (one action), optionally revealing a Spear; the defender reacts next. */
function attack(state: SkirmishState, seat: SkirmishSeat, spear: boolean, ctx: StepContext): void {
  if (spear) {
    state.hands[seat].splice(state.hands[seat].indexOf('spear'), 1);
    state.discard.push('spear');
    ctx.reveal();
  }
  state.attack = { spear };
  state.actionsLeft--;
  ctx.emit({ key: spear ? 'attack.spear' : 'attack', params: { seat }, rule: 'skirmish 3' });
}

/** 5: end the turn: draw a hidden card; after Blue's turn the turn counter advances. */
function endTurn(state: SkirmishState, seat: SkirmishSeat, ctx: StepContext): void {
  const card = draw(state, seat, ctx.rng);
  if (card !== null) {
    ctx.emit({ key: 'draw.own', params: { card }, visibleTo: [seat] });
    ctx.emit({ key: 'draw.other', params: { seat } });
  }
  if (seat === 'blue') state.turn++;
  if (state.turn > state.maxTurns) {
    state.outcome = { winner: null };
    ctx.emit({ key: 'end.draw' });
    return;
  }
  state.active = other(seat);
  state.actionsLeft = 2;
}

/** 4: the defender braces with a Shield or takes the blow, then the d6 says how many wounds. */
function resolveAttack(state: SkirmishState, seat: SkirmishSeat, attack: { spear: boolean }, brace: boolean, ctx: StepContext): void {
  if (brace) {
    state.hands[seat].splice(state.hands[seat].indexOf('shield'), 1);
    state.discard.push('shield');
    ctx.reveal();
  }
  ctx.emit({ key: brace ? 'brace' : 'take', params: { seat }, rule: 'skirmish 4' });
  const mark = ctx.rng.rolls.length;
  const roll = ctx.rng.d6();
  // 4: a roll of 4+ wounds twice, a Spear adds one, a Shield saves one.
  const hits = Math.max(0, (roll >= 4 ? 2 : 1) + (attack.spear ? 1 : 0) - (brace ? 1 : 0));
  const target = state.champions[seat];
  target.hp = Math.max(0, target.hp - hits);
  state.attack = null;
  ctx.emit({
    key: 'damage',
    params: { seat, hits, roll, hp: target.hp },
    rule: 'skirmish 4',
    rolls: ctx.rng.rolls.slice(mark),
    modifiers: [
      ...(attack.spear ? [{ label: { key: 'with-spear' }, value: 1 }] : []),
      ...(brace ? [{ label: { key: 'brace.modifier' }, value: -1 }] : []),
    ],
    chart: { name: 'skirmish damage', cell: roll >= 4 ? '4-6' : '1-3', result: String(hits) },
  });
  if (target.hp === 0) {
    state.outcome = { winner: state.active };
    ctx.emit({ key: 'end.win', params: { seat: state.active } });
  }
}

export const SKIRMISH_DECISIONS: DecisionTable<SkirmishState, SkirmishAction, SkirmishDecision> = {
  act: {
    rule: null,
    reaction: false,
    prompt: (state) => ({ key: 'prompt.act', params: { seat: state.active, left: state.actionsLeft } }),
    legal: (state) => {
      const seat = state.active;
      const out: SkirmishAction[] = [{ type: 'end-turn' }];
      if (state.actionsLeft === 0) return out;
      const me = state.champions[seat].hex;
      const foe = state.champions[other(seat)].hex;
      for (const n of boardNeighbours(me)) if (!sameHex(n, foe)) out.push({ type: 'move', to: { row: n.row, col: n.col } });
      if (adjacent(me, foe)) {
        out.push({ type: 'attack', spear: false });
        if (state.hands[seat].includes('spear')) out.push({ type: 'attack', spear: true });
      }
      return out;
    },
    apply: (state, _c, action, ctx) => {
      if (action.type === 'move') move(state, state.active, action.to, ctx);
      else if (action.type === 'attack') attack(state, state.active, action.spear, ctx);
      else if (action.type === 'end-turn') endTurn(state, state.active, ctx);
      else throw notThisDecision('act', action);
    },
  },
  react: {
    rule: null,
    reaction: true,
    prompt: (state, c) => ({ key: c.attack.spear ? 'prompt.react.spear' : 'prompt.react', params: { seat: other(state.active) } }),
    legal: (state) => (state.hands[other(state.active)].includes('shield') ? [{ type: 'brace' }, { type: 'take' }] : [{ type: 'take' }]),
    apply: (state, c, action, ctx) => {
      if (action.type !== 'brace' && action.type !== 'take') throw notThisDecision('react', action);
      resolveAttack(state, other(state.active), c.attack, action.type === 'brace', ctx);
    },
  },
};

export const skirmishDecisions = decisionMachine<SkirmishState, SkirmishAction, SkirmishDecision>({ open: skirmishOpenDecisions, table: SKIRMISH_DECISIONS });

export const skirmish: GameModule<SkirmishState, SkirmishAction, SkirmishView> = {
  id: 'skirmish',
  name: 'Skirmish (kernel test game)',
  nameIt: 'Scaramuccia (gioco di prova del kernel)',
  engineVersion: '1',
  actionSchema: skirmishActionSchema,
  positionSchema: skirmishPositionSchema,
  optionsSchema: skirmishOptionsSchema,
  messages: {
    en: {
      'prompt.act': '{seat}: move, attack or end the turn ({left} actions left)',
      'prompt.react': '{seat}: you are attacked. Brace with a Shield, or take it?',
      'prompt.react.spear': '{seat}: you are attacked with a Spear. Brace with a Shield, or take it?',
      'move': '{seat} moves to row {row}, column {col}',
      'attack': '{seat} attacks',
      'attack.spear': '{seat} attacks with a Spear',
      'brace': '{seat} braces with a Shield',
      'brace.modifier': 'Shield',
      'take': '{seat} takes the blow',
      'damage': '{seat} loses {hits} (roll {roll}), {hp} left',
      'draw.own': 'You draw a {card}',
      'draw.other': '{seat} draws a card',
      'end.win': '{seat} wins',
      'end.draw': 'Out of time: a draw',
      'with-spear': 'Spear',
      'action.move': 'Move to row {row}, column {col}',
      'action.attack': 'Attack',
      'action.attack.spear': 'Attack with a Spear',
      'action.end-turn': 'End the turn',
      'action.brace': 'Brace with a Shield',
      'action.take': 'Take the blow',
    },
    it: {
      'prompt.act': '{seat}: muovi, attacca o termina il turno ({left} azioni rimaste)',
      'prompt.react': '{seat}: sei attaccato. Ti ripari con uno Scudo o incassi?',
      'prompt.react.spear': '{seat}: sei attaccato con una Lancia. Ti ripari con uno Scudo o incassi?',
      'move': '{seat} muove alla riga {row}, colonna {col}',
      'attack': '{seat} attacca',
      'attack.spear': '{seat} attacca con una Lancia',
      'brace': '{seat} si ripara con uno Scudo',
      'brace.modifier': 'Scudo',
      'take': '{seat} incassa il colpo',
      'damage': '{seat} perde {hits} (tiro {roll}), ne restano {hp}',
      'draw.own': 'Peschi: {card}',
      'draw.other': '{seat} pesca una carta',
      'end.win': 'Vince {seat}',
      'end.draw': 'Tempo scaduto: pareggio',
      'with-spear': 'Lancia',
      'action.move': 'Muovi alla riga {row}, colonna {col}',
      'action.attack': 'Attacca',
      'action.attack.spear': 'Attacca con una Lancia',
      'action.end-turn': 'Termina il turno',
      'action.brace': 'Riparati con uno Scudo',
      'action.take': 'Incassa il colpo',
    },
  },

  scenarios: () => SCENARIOS,

  setup(input: SetupInput, rng: Random): Omit<SkirmishState, 'rng'> {
    const options = skirmishOptionsSchema.parse(input.options);
    if (input.position !== undefined) {
      const p = skirmishPositionSchema.parse(input.position);
      for (const seat of SKIRMISH_SEATS) {
        if (!onBoard(p[seat])) throw new GameError('bad-setup', `${seat}'s champion is off the board`);
      }
      if (sameHex(p.red, p.blue)) throw new GameError('bad-setup', 'both champions stand in one hex');
      return {
        turn: 1,
        maxTurns: p.maxTurns,
        active: p.active,
        actionsLeft: 2,
        champions: { red: { hex: { row: p.red.row, col: p.red.col }, hp: p.red.hp }, blue: { hex: { row: p.blue.row, col: p.blue.col }, hp: p.blue.hp } },
        hands: p.hands ?? { red: [], blue: [] },
        deck: p.deck ?? [],
        discard: [],
        pool: [...(p.hands?.red ?? []), ...(p.hands?.blue ?? []), ...(p.deck ?? [])].sort(),
        attack: null,
        outcome: null,
      };
    }
    if (input.scenario !== 'standard') throw new GameError('bad-setup', `unknown scenario ${String(input.scenario)}`);
    const pool: SkirmishCard[] = [...Array<SkirmishCard>(6).fill('shield'), ...Array<SkirmishCard>(6).fill('spear')];
    const deck = rng.shuffle<SkirmishCard>([...pool]);
    const hands: Record<SkirmishSeat, SkirmishCard[]> = { red: [], blue: [] };
    for (let i = 0; i < options.handSize; i++) for (const s of SKIRMISH_SEATS) hands[s].push(deck.pop() as SkirmishCard);
    return {
      turn: 1,
      maxTurns: 30,
      active: 'red',
      actionsLeft: 2,
      champions: { red: { hex: { row: 7, col: 5 }, hp: 3 }, blue: { hex: { row: 1, col: 5 }, hp: 3 } },
      hands,
      deck,
      discard: [],
      pool,
      attack: null,
      outcome: null,
    };
  },

  seats: () => [...SKIRMISH_SEATS],

  // Decisions as data: the table above.
  pending: skirmishDecisions.pending,
  legal: skirmishDecisions.legal,
  step: skirmishDecisions.step,

  view(state, seat): SkirmishView {
    return {
      seat,
      turn: state.turn,
      maxTurns: state.maxTurns,
      active: state.active,
      actionsLeft: state.actionsLeft,
      champions: { red: { hex: { ...state.champions.red.hex }, hp: state.champions.red.hp }, blue: { hex: { ...state.champions.blue.hex }, hp: state.champions.blue.hp } },
      hand: seat !== null && isSeat(seat) ? [...state.hands[seat]] : [],
      handSizes: { red: state.hands.red.length, blue: state.hands.blue.length },
      deckSize: state.deck.length,
      discard: [...state.discard],
      pool: [...state.pool],
      attack: state.attack === null ? null : { ...state.attack },
    };
  },

  result(state): Outcome | null {
    if (state.outcome === null) return null;
    const w = state.outcome.winner;
    return {
      winner: w,
      reason: w === null ? { key: 'end.draw' } : { key: 'end.win', params: { seat: w } },
      score: { red: state.champions.red.hp, blue: state.champions.blue.hp },
    };
  },

  determinize(view, seat, rng): SkirmishState {
    if (!isSeat(seat)) throw new GameError('wrong-seat', `no seat ${seat}`);
    // The hidden cards are the full deck less what this seat holds and what lies face up.
    const unseen: SkirmishCard[] = [...view.pool];
    for (const c of [...view.hand, ...view.discard]) {
      const i = unseen.indexOf(c);
      if (i < 0) throw new GameError('bad-setup', `the view shows more ${c} cards than the game holds`);
      unseen.splice(i, 1);
    }
    rng.shuffle(unseen);
    const foe = other(seat);
    const hands = { [seat]: [...view.hand], [foe]: unseen.splice(0, view.handSizes[foe]) } as Record<SkirmishSeat, SkirmishCard[]>;
    return {
      rng: createRngState(rng.int(0x7fffffff)),
      turn: view.turn,
      maxTurns: view.maxTurns,
      active: view.active,
      actionsLeft: view.actionsLeft,
      champions: { red: { hex: { ...view.champions.red.hex }, hp: view.champions.red.hp }, blue: { hex: { ...view.champions.blue.hex }, hp: view.champions.blue.hp } },
      hands,
      deck: unseen,
      discard: [...view.discard],
      pool: [...view.pool],
      attack: view.attack === null ? null : { ...view.attack },
      outcome: null,
    };
  },

  describeAction(_state, action) {
    if (action.type === 'move') return { key: 'action.move', params: { row: action.to.row, col: action.to.col } };
    if (action.type === 'attack') return { key: action.spear ? 'action.attack.spear' : 'action.attack' };
    return { key: `action.${action.type}` };
  },
};
