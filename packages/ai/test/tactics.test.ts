import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type BaseState, applyAction, ccaBoard } from '@polemarch/kernel';
import type { SkirmishState } from '@polemarch/kernel/testing';
import { describe, expect, it } from 'vitest';
import { createAiAgent, parseTacticalPosition, solvePosition } from '../src';
import { decisionFor, module, position } from './helpers';

const agent = (seed = 3): ReturnType<typeof createAiAgent> => createAiAgent({ level: 'standard', seed, iterations: 1500, timeMs: Infinity });

const dir = join(import.meta.dirname, '../positions/skirmish');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

describe('tactical position files (standard level, 1,500 iterations)', () => {
  it('has the Skirmish set', () => {
    expect(files.length).toBeGreaterThanOrEqual(6);
  });
  for (const file of files) {
    const p = parseTacticalPosition(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    it(`${p.title} (${p.rule ?? 'tactics'})`, () => {
      const outcome = solvePosition(module, p, agent());
      expect(outcome.action).toBeOneOf(p.right);
    });
  }
});

describe('tactics over a whole turn', () => {
  it('closes in and strikes in one turn: plans the move and the Spear attack together', () => {
    const s = position({ red: { row: 4, col: 3, hp: 3 }, blue: { row: 4, col: 5, hp: 1 }, hands: { red: ['spear'], blue: ['shield'] }, deck: ['spear', 'spear'] });
    const ai = agent();
    const first = ai.decide(decisionFor(s));
    expect(first).toEqual({ type: 'move', to: { row: 4, col: 4 } });
    expect(ai.lastReport?.plan).toEqual([first, { type: 'attack', spear: true }]);
  });

  it('stays out of reach when wounded: never ends its turn where the enemy can close and strike', () => {
    // Red has 1 hit point, blue is fresh; within 2 hexes blue could step in and attack.
    let s: BaseState = position({ red: { row: 4, col: 2, hp: 1 }, blue: { row: 4, col: 7, hp: 3 }, hands: { red: [], blue: [] }, deck: ['spear', 'shield', 'spear', 'shield'] });
    const ai = agent();
    while ((s as unknown as SkirmishState).active === 'red') {
      const d = decisionFor(s);
      s = applyAction(module, s, d.seat, ai.decide(d)).state;
    }
    const end = s as unknown as SkirmishState;
    expect(ccaBoard.boardDistance(end.champions.red.hex, end.champions.blue.hex)).toBeGreaterThanOrEqual(3);
  });
});
