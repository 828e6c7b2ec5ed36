import { GameError } from './errors';
import type { JsonValue } from './json';
import type { Message, Pending, Seat, StepContext } from './module';

/**
 * Decisions as data (ARCHITECTURE.md, "The decision protocol").
 *
 * A system names every decision point once, in a table: for each kind, the rule it applies, whether it
 * is a reaction of the other seat, its prompt, its legal actions and its handler, side by side (Rally
 * the Troops' `states.x = {prompt, action...}`, boardgame.io's stages). The state says which decisions
 * are open: `open(state)` lists them from the outermost (the phase) to the innermost (a reaction opened
 * in the middle of it), and the innermost is the one a seat must answer now. A rule that asks for a
 * reaction opens a decision (its data appears in the state); resolving it closes it, and the decision
 * under it is current again. `pending`, `legal` and `step` are then derived from the table, so the order
 * of precedence is written once, in `open`, instead of in parallel switches.
 */

/** One open decision: its kind (a key of the table), who answers it, and what the table needs to know. */
export interface OpenDecision<K extends string = string, C = unknown> {
  kind: K;
  seat: Seat;
  /** The decision's own data (the unit attacked, the offer made...), passed to its entry in the table. */
  context: C;
}

/** The entry of one decision kind: everything about it in one place. */
export interface DecisionSpec<S, A, C> {
  /** The rule section this decision applies, as cited in the log (e.g. 'gboh 9.15'); null when it cites none. */
  rule: string | null | ((s: S, context: C) => string);
  /** True when the seat answers in the middle of the other seat's sequence; default false. */
  reaction?: boolean | ((s: S, context: C, seat: Seat) => boolean);
  /** The prompt shown to the deciding seat (`seat`); default `{key: 'prompt.<kind>'}`. */
  prompt?: (s: S, context: C, seat: Seat) => Message;
  /** Every legal action now. */
  legal(s: S, context: C): A[];
  /** Apply a legal action to the working copy. */
  apply(s: S, context: C, action: A, ctx: StepContext): void;
}

/**
 * A decision table: for each open-decision variant of the union `D`, its spec, typed with that variant's
 * context. `D` is a union such as `{kind: 'retreat'; seat; context: {unit: number}} | {kind: 'battle-back'; ...}`.
 */
export type DecisionTable<S, A, D extends OpenDecision> = {
  [K in D['kind']]: DecisionSpec<S, A, Extract<D, { kind: K }>['context']>;
};

export interface DecisionMachineOptions<S, A, D extends OpenDecision> {
  /** The open decisions, outermost first; empty when the game is over or no decision is open. */
  open(s: S): readonly D[];
  /**
   * Optional faster way to get only the innermost open decision (the default takes the last of `open`).
   * Must agree with `open`.
   */
  current?(s: S): D | null;
  table: DecisionTable<S, A, D>;
  /** Runs after every handler (automatic steps up to the next decision: the system's `advance`). */
  settle?(s: S, ctx: StepContext): void;
}

export interface DecisionMachine<S, A, D extends OpenDecision> {
  /** The innermost open decision, or null. */
  current(s: S): D | null;
  /** The open decisions, outermost first. */
  open(s: S): readonly D[];
  /** The spec of a decision kind. */
  spec<K extends D['kind']>(kind: K): DecisionSpec<S, A, Extract<D, { kind: K }>['context']>;
  pending(s: S): Pending | null;
  legal(s: S, seat: Seat): A[];
  step(s: S, seat: Seat, action: A, ctx: StepContext): void;
}

/** Build `pending`, `legal` and `step` from a decision table. */
export function decisionMachine<S, A extends JsonValue, D extends OpenDecision>(options: DecisionMachineOptions<S, A, D>): DecisionMachine<S, A, D> {
  const { table, settle } = options;
  const open = options.open;
  const current = options.current ?? ((s: S): D | null => {
    const all = open(s);
    return all.length === 0 ? null : all[all.length - 1]!;
  });
  // The table is indexed by kind; the lookup's context type is the variant's by construction.
  const specOf = (kind: string): DecisionSpec<S, A, unknown> => {
    const spec = (table as Record<string, DecisionSpec<S, A, unknown> | undefined>)[kind];
    if (spec === undefined) throw new Error(`no decision spec for kind ${JSON.stringify(kind)}`);
    return spec;
  };
  const pendingOf = (s: S, d: D): Pending => {
    const spec = specOf(d.kind);
    const reaction = typeof spec.reaction === 'function' ? spec.reaction(s, d.context, d.seat) : spec.reaction === true;
    const rule = typeof spec.rule === 'function' ? spec.rule(s, d.context) : spec.rule;
    return {
      seat: d.seat,
      kind: d.kind,
      reaction,
      prompt: spec.prompt ? spec.prompt(s, d.context, d.seat) : { key: `prompt.${d.kind}` },
      ...(rule === null ? {} : { rule }),
    };
  };
  return {
    current,
    open,
    spec: (kind) => specOf(kind) as DecisionSpec<S, A, Extract<D, { kind: typeof kind }>['context']>,
    pending(s) {
      const d = current(s);
      return d === null ? null : pendingOf(s, d);
    },
    legal(s, seat) {
      const d = current(s);
      if (d === null || d.seat !== seat) return [];
      return specOf(d.kind).legal(s, d.context);
    },
    step(s, seat, action, ctx) {
      const d = current(s);
      if (d === null) throw new GameError('game-over', 'the game is over');
      if (d.seat !== seat) throw new GameError('wrong-seat', `it is ${d.seat}'s decision (${d.kind}), not ${seat}'s`);
      specOf(d.kind).apply(s, d.context, action, ctx);
      settle?.(s, ctx);
    },
  };
}
