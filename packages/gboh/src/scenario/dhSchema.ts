import { z } from 'zod';

/**
 * The special-rule data kinds of The Devil's Horsemen's four battles (seed 003, "SCENARI"), typed like the Cataphract
 * battles' kinds in `schema.ts` (which spreads these into its union). Each is read by one rule of `battles/`.
 */
const id = z.string();
const ids = z.array(z.string());

export const DH_SPECIAL_RULES = [
  /**
   * Indus 1.5: the Mongol flanking force. From `fromTurn`, at the start of each turn, a roll ≤ the turn number brings it
   * on; its chit (1(2), 3(4), 5(6), 7(8)) picks the reinforcement group (entry edge) in `groups`. The side's Withdrawal
   * Level becomes `levelAfter` once it has arrived.
   */
  z.object({
    kind: z.literal('flankingForce'),
    side: id,
    groups: z.object({ '1-2': id, '3-4': id, '5-6': id, '7-8': id }),
    leaders: ids,
    fromTurn: z.number().int().min(1),
    levelAfter: z.number().int().min(0),
  }),
  /**
   * Indus 1.4, Kalka 2.5: "[leader a] and [leader b] may not both give a Line Command to [line] in the same turn"
   * (triples: a, b, line).
   */
  z.object({ kind: z.literal('lineExclusion'), pairs: z.array(z.tuple([id, id, id])) }),
  /**
   * The general scenario rules' balance options (SCENARI preamble): Tumen substitution (the Mongol Withdrawal Level
   * drops by `levelReduction[tumen][by]` per substitution, and the Tumen's units take the TQs of `tumenTq[by]`: HC CAT,
   * HC, LC) and the Rout-Point bid (the bidder's Withdrawal Level drops by his bid). Both off when empty / null.
   */
  z.object({
    kind: z.literal('dhBalance'),
    mongolSide: id,
    substitutions: z.array(z.object({ tumen: z.number().int().min(1).max(8), by: z.number().int().min(1).max(8) })).default([]),
    rpBid: z.object({ side: id, rp: z.number().int().min(0) }).nullable().default(null),
    levelReduction: z.record(z.string(), z.record(z.string(), z.number().int())).default({}),
    tumenTq: z.record(z.string(), z.tuple([z.number().int(), z.number().int(), z.number().int()])),
  }),
  /** Kalka 2.4: from `fromTurn`, at the start of each turn, the group arrives on `succeedOn` (its own `turn` arrival is the automatic one). */
  z.object({ kind: z.literal('kievArrival'), group: id, leaders: ids, fromTurn: z.number().int().min(1), succeedOn: z.array(z.number().int().min(0).max(9)).min(1) }),
  /**
   * Kalka 2.9: each Command of `side` flees (its units and leaders leave play) when its own Rout Points reach `fleesAt`,
   * scoring `points`; the army withdraws at `withdrawAt` points.
   */
  z.object({
    kind: z.literal('commandFlight'),
    side: id,
    withdrawAt: z.number().int().min(1),
    commands: z.array(z.object({ id, name: z.string(), units: ids, leaders: ids, fleesAt: z.number().int().min(1), points: z.number().int().min(0) })).min(1),
  }),
  /**
   * Kalka 2.7 (optional): a Line Command moving an infantry Line, or a Line with cavalry of TQ ≤ `maxCavalryTq`, needs a
   * roll ≤ the leader's Initiative, or the Line does not move. `enabled` false: the option is off.
   */
  z.object({ kind: z.literal('commandControl'), side: id, enabled: z.boolean(), maxCavalryTq: z.number().int() }),
  /** Liegnitz 3.4 Unhorsed Knights: a Knight taking `minHits`+ Cohesion Hits at once takes `hitsInstead` and is unhorsed. */
  z.object({
    kind: z.literal('unhorsing'),
    units: ids,
    minHits: z.number().int().min(1),
    hitsInstead: z.number().int().min(0),
    /** The Kn HI side's counter values (type, TQ, MA) the unit takes. */
    unhorsed: z.object({ type: z.enum(['HI']), tq: z.number().int().min(1), ma: z.number().int().min(0) }),
  }),
  /** DH 9.3 / Liegnitz 3.4: the Cavalry Aggression Value of the Knights and European HC that have one. */
  z.object({ kind: z.literal('cavalryAggression'), values: z.array(z.object({ units: ids, value: z.number().int().min(0).max(9) })).min(1) }),
  /**
   * Liegnitz 3.4 Mongol artillery (rules 1–8): the pieces and their hexes, the leaders whose Individual Orders use them,
   * their MA (MISSING: provisional), the Smoke Bombs' range and number a turn, the bar on hexes next to more than
   * `maxMongolNeighbours` Mongol-held hexes, how many turns Smoke lasts, and the optional rockets (null: not in play).
   */
  z.object({
    kind: z.literal('mongolArtillery'),
    side: id,
    leaders: ids,
    /** Each piece's id, hex and the name the log and the board give it (language-neutral: '1', '2'). */
    pieces: z.array(z.object({ id, hex: z.string(), name: z.string() })).min(1),
    ma: z.number().int().min(0),
    smokeRange: z.number().int().min(1),
    bombsPerTurn: z.number().int().min(1),
    maxMongolNeighbours: z.number().int().min(0),
    smokeTurns: z.number().int().min(1),
    rockets: z.object({ range: z.number().int().min(1) }).nullable(),
    note: z.string().optional(),
  }),
  /** Liegnitz 3.4 Crossbowmen: at most `maxFiresPerTurn` fires a turn (activation or Reaction Fire). */
  z.object({ kind: z.literal('crossbows'), units: ids, maxFiresPerTurn: z.number().int().min(1) }),
  /** Ayn Jalut 4.2: in turn `turn`, `side`'s units may not enter any hex of a column below `maxColumnExclusive`. */
  z.object({ kind: z.literal('noEntryTurn1'), side: id, maxColumnExclusive: z.number().int(), turn: z.number().int().min(1) }),
  /**
   * Ayn Jalut 4.4: when `side` has more RP than the enemy, `leader`'s activation needs a roll ≤ his Initiative, or he and
   * `units` leave play (not routed: no RP).
   */
  z.object({ kind: z.literal('alliedActivation'), side: id, leader: id, units: ids }),
  /**
   * Kalka 2.6: Activation, Momentum and Trump by Command: each Command's Activation Value and leaders (the most senior
   * first: his Initiative is the Command's Momentum roll).
   */
  z.object({ kind: z.literal('commandActivation'), commands: z.array(z.object({ id, side: id, value: z.number().int().min(0).max(9), leaders: ids })).min(1) }),
  /**
   * DH 11.31–11.32 the battle's Standards: each leader's Standard, its provisional hex (`hex`; null with `withLeader`: it
   * comes on the map with him), `choose` when the scenario says "anywhere" (the owner places it at set-up, the
   * provisional hex offered first), the units whose Rout Goal it is (`units`, or `allOfSide`), the units that may never
   * Standard-Rally with it (`noRally`), and why (`note`: the placements are the engine's, the seed gives none).
   */
  z.object({
    kind: z.literal('standards'),
    standards: z
      .array(
        z.object({
          leader: id,
          side: id,
          hex: z.string().nullable(),
          choose: z.boolean().default(false),
          withLeader: z.boolean().default(false),
          units: ids.default([]),
          allOfSide: z.boolean().default(false),
          noRally: ids.default([]),
          note: z.string(),
        }),
      )
      .min(1),
  }),
] as const;
