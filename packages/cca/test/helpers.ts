import { type ForcedDie, type GameEvent, applyAction, newGame } from '@polemarch/kernel';
import { type CcaAction, type CcaState, cca } from '../src/index';
import type { PositionInput } from '../src/scenarios/schema';
import type { Unit } from '../src/state';

/** Hex index of (row, col). */
export const H = (row: number, col: number): number => row * 16 + col;

export function start(p: PositionInput, options: Record<string, boolean | number | string> = {}, seed = 7): CcaState {
  return newGame(cca, { position: p as unknown as Parameters<typeof newGame>[1]['position'], seed, options });
}

export function seatOf(s: CcaState): string {
  const p = cca.pending(s);
  if (p === null) throw new Error('game over');
  return p.seat;
}

export function kind(s: CcaState): string {
  return cca.pending(s)?.kind ?? 'over';
}

export function legal(s: CcaState): CcaAction[] {
  return cca.legal(s, seatOf(s));
}

/** Apply an action for whoever must decide, with forced dice. */
export function act(s: CcaState, action: CcaAction, dice: ForcedDie[] = []): { state: CcaState; events: GameEvent[] } {
  const r = applyAction(cca, s, seatOf(s), action, dice);
  return { state: r.state, events: r.events };
}

/** Apply a sequence of actions without dice; returns the final state and all events. */
export function run(s: CcaState, actions: CcaAction[]): { state: CcaState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let st = s;
  for (const a of actions) {
    const r = act(st, a);
    st = r.state;
    events.push(...r.events);
  }
  return { state: st, events };
}

export function unitAtRC(s: CcaState, row: number, col: number): Unit | undefined {
  return s.units.find((u) => u.hex === H(row, col));
}

export function unitId(s: CcaState, row: number, col: number): number {
  const u = unitAtRC(s, row, col);
  if (u === undefined) throw new Error(`no unit at ${row},${col}`);
  return u.id;
}

/** Play a card, order these units (by row/col), end the order and movement phases. */
export function toBattle(s: CcaState, cardId: string, hexes: [number, number][]): CcaState {
  let st = act(s, { type: 'play', card: cardId }).state;
  for (const [r, c] of hexes) st = act(st, { type: 'order', unit: unitId(st, r, c) }).state;
  st = act(st, { type: 'done' }).state;
  st = act(st, { type: 'done' }).state;
  return st;
}

export const has = (list: CcaAction[], a: CcaAction): boolean => list.some((x) => JSON.stringify(x) === JSON.stringify(a));
