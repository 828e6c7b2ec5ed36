import { describe, expect, it } from 'vitest';
import { Random, applyAction, type BaseState, type JsonValue } from '@polemarch/kernel';
import { taw } from '../src/index';
import { APPROACH_WEIGHT, tawAI } from '../src/ai';
import { approach, distancesTo, objectiveHexes, strengthOf } from '../src/aiObjective';
import { invaderPrune } from '../src/aiPrune';
import { MAP } from '../src/map';
import type { TawAction, TawState } from '../src/state';
import { activateFor, fresh, lead } from './helpers';

/** The computer general as the invader (issue 19): his marching army counts, getting there pays, `end` is not searched while a march is open. */

const value = (s: BaseState, seat: string): number => tawAI.evaluate!(s, seat, taw, new Random(s.rng));
const prune = (s: TawState, seat: string, searcher = seat): readonly JsonValue[] => tawAI.hints!.prune!(s, seat, taw.legal(s, seat), searcher);

/** "The Eagle Has Landed" after Pyrrhus chose his landing hex (S3.1): his first Campaign Phase, nothing moved. */
function landed(hex = 5901): TawState {
  return applyAction(taw, fresh('pyrrhus'), 'epirus', { type: 'deploy', to: hex }).state;
}

/** The Epirote army at `hex` (the stack and the leaders with it move together), for comparing positions. */
function armyAt(s: TawState, from: number, to: number): TawState {
  const t = structuredClone(s);
  for (const x of t.stacks) if (x.side === 'epirus' && x.hex === from && !x.inCity) x.hex = to;
  for (const l of t.leaders) if (l.side === 'epirus' && l.hex === from && !l.inCity) l.hex = to;
  return t;
}

describe('the evaluator counts the Force on the march (6.1: it is held in the activation while it moves)', () => {
  it('a march begun loses the invader no strength before its Stop (6.43 attrition comes at the Stop)', () => {
    const s = landed();
    const march = (taw.legal(s, 'epirus') as TawAction[]).find((a) => a.type === 'march' && a.take === 'all')!;
    const moving = applyAction(taw, s, 'epirus', march).state;
    expect(moving.activation!.move!.groups.length).toBeGreaterThan(0);
    expect(strengthOf(moving, 'epirus')).toBe(strengthOf(s, 'epirus'));
    // Before: the 52 marching SP vanished from the evaluation, and every march looked like a lost army.
    expect(value(moving, 'epirus')).toBeGreaterThan(value(s, 'epirus') - 0.02);
  });
});

describe('the invader’s approach to his objectives', () => {
  it('Pyrrhus’ objectives are the Roman armies he outnumbers and the Roman cities he can besiege, not Rome', () => {
    const s = landed();
    const targets = objectiveHexes(s, 'epirus', 50);
    expect(targets.has(6015)).toBe(true); // Rhegium, held by the Campanian Legion (8 SP)
    expect(targets.has(3714)).toBe(false); // Rome
    expect(objectiveHexes(s, 'epirus', 5).has(6015)).toBe(false); // 5 SP cannot take 8
  });
  it('the evaluator prefers the army nearer its objective', () => {
    const s = landed();
    const near = armyAt(s, 5901, MAP.neighbours.get(6013)![0]!);
    expect(approach(near, 'epirus')).toBeGreaterThan(approach(s, 'epirus'));
    expect(value(near, 'epirus')).toBeGreaterThan(value(s, 'epirus'));
    // Rome's evaluation is not given the term.
    const romeGap = value(near, 'rome') - value(s, 'rome');
    expect(Math.abs(romeGap)).toBeLessThan(APPROACH_WEIGHT / 4);
  });
});

describe('the invader’s prune: no `end` while a march toward an objective is open', () => {
  it('Pyrrhus landed: `end` and the marches away from every objective are not searched; recruiting stays', () => {
    const s = landed();
    const legal = taw.legal(s, 'epirus') as TawAction[];
    expect(legal.some((a) => a.type === 'end')).toBe(true);
    const kept = prune(s, 'epirus') as TawAction[];
    expect(kept.some((a) => a.type === 'end')).toBe(false);
    const marches = kept.filter((a): a is Extract<TawAction, { type: 'march' }> => a.type === 'march');
    expect(marches.length).toBeGreaterThan(0);
    expect(marches.length).toBeLessThan(legal.filter((a) => a.type === 'march').length);
    // Whole Force only (5.13), and every one shortens the land path to an objective.
    const d = distancesTo(objectiveHexes(s, 'epirus', 50), 40);
    for (const m of marches) {
      expect(m.take).toBe('all');
      expect(d.get(m.to)!).toBeLessThan(d.get(5901)!);
    }
    expect(kept.some((a) => a.type === 'recruit')).toBe(legal.some((a) => a.type === 'recruit'));
  });
  it('in Rome’s search the invader may do anything legal: the discipline is his own search’s', () => {
    const s = landed();
    expect(prune(s, 'epirus', 'rome')).toEqual(taw.legal(s, 'epirus'));
  });
  it('a leader alone marches to join the army', () => {
    const s = landed();
    // Pyrrhus back from a wound (8.62) in Calabria, his army at Tarentum's gates.
    const t = armyAt(s, 5901, 5404);
    lead(t, 'pyrrhus', 5901);
    lead(t, 'megacles', 5404);
    const kept = prune(t, 'epirus') as TawAction[];
    expect(kept.some((a) => a.type === 'end')).toBe(false);
    const d = distancesTo(new Set([5404]), 40);
    const marches = kept.filter((a): a is Extract<TawAction, { type: 'march' }> => a.type === 'march');
    expect(marches.length).toBeGreaterThan(0);
    for (const m of marches) expect(d.get(m.to)!).toBeLessThan(d.get(5901)!);
  });
  it('with no objective in reach the invader may end his Campaign Phase', () => {
    const s = landed();
    // No Roman army or city left in play: nothing to march on.
    s.stacks = s.stacks.filter((x) => x.side !== 'rome');
    for (const c of Object.values(s.cities)) c.size = c.name === 'Tarentum' ? c.size : 'none';
    expect(prune(s, 'epirus').some((a) => (a as TawAction).type === 'end')).toBe(true);
  });
  it('leaves Rome’s decisions as they are', () => {
    const s = fresh('hannibal');
    activateFor(s, '401');
    const legal = taw.legal(s, 'rome');
    expect(legal.some((a) => (a as TawAction).type === 'end')).toBe(true);
    expect(invaderPrune(s, 'rome', legal as TawAction[])).toEqual(legal);
    expect(prune(s, 'rome')).toEqual(legal);
  });
});
