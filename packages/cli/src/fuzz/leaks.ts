import { type AnyGameModule, type BaseState, type GameEvent, type JsonValue, type MessageParam, type Seat, visibleEvents } from '@polemarch/kernel';

/**
 * The fuzz harness's leak oracles (issue 17.2): given the states before and after a step and its
 * events, the events and views that name something hidden from a seat. They are written from what
 * each system hides, independently of the engines' own filters (GBoH `eventAudience`, the C&C card
 * draw's `visibleTo`), so a filter that forgets a case is caught.
 */
export interface Leak {
  seat: Seat | null;
  what: string;
}

/** The words of an event's parameters (split at commas and spaces), nested messages included. */
export function eventWords(params: GameEvent['params'], out: Set<string> = new Set()): Set<string> {
  if (params === undefined) return out;
  const visit = (v: MessageParam): void => {
    if (typeof v === 'string') {
      for (const w of v.split(/[\s,]+/)) if (w !== '') out.add(w);
    } else if (typeof v === 'object') {
      eventWords(v.params, out);
    }
  };
  for (const v of Object.values(params)) visit(v);
  return out;
}

/** Every string (values and keys) of a JSON value. */
function strings(value: unknown, out: Set<string>): Set<string> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) stack.push(...(v as unknown[]));
    else if (typeof v === 'object' && v !== null) {
      for (const [k, x] of Object.entries(v)) {
        out.add(k);
        stack.push(x);
      }
    }
  }
  return out;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Every string of a state but its generator (the draws to come are no string an event could name). */
function stateStrings(state: BaseState): Set<string> {
  const { rng: _r, ...rest } = state;
  return strings(rest, new Set());
}

/**
 * Generic oracle (C&C, Skirmish: hidden hands and deck): a word of an event a seat sees that is a string
 * of the full state (before or after) but of neither of the seat's views is a leak. It misses a hidden
 * card whose twin the seat holds, never reports a public one.
 */
function genericLeaks(module: AnyGameModule, before: BaseState, after: BaseState, events: readonly GameEvent[], seats: readonly (Seat | null)[]): Leak[] {
  const out: Leak[] = [];
  let full: Set<string> | undefined;
  for (const seat of seats) {
    const words = seatWords(events, seat);
    if (words.size === 0) continue;
    full ??= new Set([...stateStrings(before), ...stateStrings(after)]);
    const candidates = [...words].filter((w) => full!.has(w));
    if (candidates.length === 0) continue;
    const seen = strings(module.view(after, seat), strings(module.view(before, seat), new Set()));
    for (const w of candidates) if (!seen.has(w)) out.push({ seat, what: `an event names ${JSON.stringify(w)}, in the state but in none of the seat's views` });
  }
  return out;
}

function seatWords(events: readonly GameEvent[], seat: Seat | null): Set<string> {
  const words = new Set<string>();
  for (const e of visibleEvents(events, seat)) eventWords(e.params, words);
  return words;
}

/**
 * The generic oracle made cheap for long runs (the fuzz harness's hot path): every step's events are
 * checked, but the strings of the full state are computed once per state (a step's `before` is the
 * previous step's `after`), and each seat's view strings are cached and refreshed every `refreshEvery`
 * steps, whenever the decision changes hands, and whenever a step looks suspicious. A word of the state
 * that the cached view does not hold is suspicious: that step is then checked exactly (`genericLeaks`'s
 * rule, views before and after computed), so a reported leak is always a real one. What the cache can
 * miss is a string that was in the seat's view at the last refresh and was hidden since (at most
 * `refreshEvery` steps, and never across a change of the deciding seat).
 */
export class LeakChecker {
  private lastState: BaseState | undefined;
  private lastStrings: Set<string> | undefined;
  private readonly views = new Map<Seat | null, { strings: Set<string>; at: number; state: BaseState }>();
  private lastDecider: string | undefined;
  /** Exact checks run (steps found suspicious, plus refreshes), for the profile of a run. */
  exactChecks = 0;

  constructor(
    private readonly module: AnyGameModule,
    private readonly refreshEvery = 32,
  ) {}

  private fullStrings(state: BaseState): Set<string> {
    if (state === this.lastState && this.lastStrings !== undefined) return this.lastStrings;
    return stateStrings(state);
  }

  /** The leaks of step number `n` (before -> after with its events), for every seat and the spectator. */
  check(before: BaseState, after: BaseState, events: readonly GameEvent[], n: number): Leak[] {
    if (this.module.id === 'gboh') return stepLeaks(this.module, before, after, events);
    const seats: (Seat | null)[] = [...this.module.seats(after), null];
    const decider = this.module.pending(after)?.seat ?? '';
    if (decider !== this.lastDecider) {
      this.views.clear();
      this.lastDecider = decider;
    }
    const out: Leak[] = [];
    let full: Set<string> | undefined;
    let afterStrings: Set<string> | undefined;
    for (const seat of seats) {
      const words = seatWords(events, seat);
      if (words.size === 0) continue;
      if (full === undefined) {
        afterStrings = stateStrings(after);
        full = new Set([...this.fullStrings(before), ...afterStrings]);
      }
      const candidates = [...words].filter((w) => full!.has(w));
      if (candidates.length === 0) continue;
      const cached = this.views.get(seat);
      if (cached !== undefined && n - cached.at < this.refreshEvery && candidates.every((w) => cached.strings.has(w))) continue;
      // Exact: the seat's views after and (only if still needed) before this step.
      this.exactChecks++;
      const viewAfter = strings(this.module.view(after, seat), new Set());
      let unseen = candidates.filter((w) => !viewAfter.has(w));
      if (unseen.length > 0) {
        const viewBefore = cached?.state === before ? cached.strings : strings(this.module.view(before, seat), new Set());
        unseen = unseen.filter((w) => !viewBefore.has(w));
      }
      for (const w of unseen) out.push({ seat, what: `an event names ${JSON.stringify(w)}, in the state but in none of the seat's views` });
      this.views.set(seat, { strings: viewAfter, at: n, state: after });
    }
    this.lastState = after;
    this.lastStrings = afterStrings;
    return out;
  }
}

/**
 * GBoH oracle (M.4 secret deployment): the pieces secret before the step, of the other side, must not be named
 * by an event the seat sees (but the one revealing them), and the seat's view must not place them on the map.
 */
function gbohLeaks(module: AnyGameModule, before: BaseState, after: BaseState, events: readonly GameEvent[], seats: readonly (Seat | null)[]): Leak[] {
  const out: Leak[] = [];
  const secretBefore = record(before)['secret'];
  const secretAfter = record(after)['secret'];
  if (!Array.isArray(secretBefore) || secretBefore.length === 0) return out;
  const ownerOf = (state: BaseState, id: string): string | undefined => {
    const s = record(state);
    const piece = record(record(s['units'])[id] ?? record(s['leaders'])[id]);
    const side = piece['side'];
    if (typeof side === 'string') return side;
    const st = record(record(s['static'])['units'])[id] ?? record(record(s['static'])['leaders'])[id];
    const staticSide = record(st)['side'];
    return typeof staticSide === 'string' ? staticSide : undefined;
  };
  for (const seat of seats) {
    const hidden = (secretBefore as string[]).filter((id) => ownerOf(before, id) !== seat);
    if (hidden.length === 0) continue;
    for (const e of visibleEvents(events, seat)) {
      if (e.key === 'secret.revealed') continue;
      const words = eventWords(e.params);
      for (const id of hidden) if (words.has(id)) out.push({ seat, what: `event ${e.key} names the secret ${id}` });
    }
    const stillHidden = Array.isArray(secretAfter) ? (secretAfter as string[]).filter((id) => ownerOf(after, id) !== seat) : [];
    const view = record(module.view(after, seat) as JsonValue);
    for (const id of stillHidden) {
      const piece = record(record(view['units'])[id] ?? record(view['leaders'])[id]);
      if (piece['hex'] !== null && piece['hex'] !== undefined) out.push({ seat, what: `the view places the secret ${id} at ${String(piece['hex'])}` });
    }
  }
  return out;
}

/** The leaks of one step, for every seat and the spectator. */
export function stepLeaks(module: AnyGameModule, before: BaseState, after: BaseState, events: readonly GameEvent[]): Leak[] {
  const seats: (Seat | null)[] = [...module.seats(after), null];
  if (module.id === 'gboh') return gbohLeaks(module, before, after, events, seats);
  return genericLeaks(module, before, after, events, seats);
}
