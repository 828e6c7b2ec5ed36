import { describe, expect, it } from 'vitest';
import { GameError, Match } from '@polemarch/kernel';
import { cca } from '../src/index';
import { allScenarios } from '../src/scenarios';
import { positionProblems } from '../src/scenarios/validate';
import { positionSchema } from '../src/scenarios/schema';

/** Issue 17.5: positions players start from are checked against the rules (scenarios/validate.ts). */
const duel = {
  units: [
    { side: 'bottom', type: 'HI', row: 4, col: 5 },
    { side: 'top', type: 'HI', row: 4, col: 6 },
  ],
  hands: { top: ['order-two-units-center'], bottom: ['order-two-units-center'] },
};
const problems = (p: object): string[] => positionProblems(positionSchema.parse({ ...duel, ...p }));

describe('C&C position validation', () => {
  it('passes the 20 battles and a sound position', () => {
    for (const p of allScenarios()) expect(positionProblems(p), p.id).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('names every problem', () => {
    expect(problems({ hands: undefined, cards: { top: 40, bottom: 40 } })).toEqual(['cards: 80 cards dealt from a deck of 60']);
    expect(problems({ hands: { top: ['x'], bottom: [] } })).toEqual(['hands.top: unknown card "x"', 'hands.bottom is empty, and bottom plays first: it has no card to play']);
    expect(problems({ units: [duel.units[0]!] })).toEqual(['top has no unit on the board: each side needs an army']);
    expect(problems({ units: [...duel.units, { side: 'top', type: 'LI', row: 4, col: 6 }] })).toEqual(['two units at 4,6 (one unit per hex)']);
    expect(problems({ units: [...duel.units, { side: 'top', type: 'LI', row: 1, col: 12 }] })).toEqual([expect.stringMatching(/top LI at 1,12 is off the board/)]);
    expect(problems({ banners: { top: 99, bottom: 0 } })).toEqual(['top starts with 99 banners, and 6 win: the game would be over']);
    expect(problems({ leaders: [{ side: 'top', name: 'Hanno', row: 4, col: 5 }] })).toEqual(['leader Hanno (top) stands on an enemy unit at 4,5']);
    expect(problems({ units: [{ side: 'bottom', type: 'LI', row: 4, col: 5, blocks: 4 }, duel.units[1]!] })).toEqual([]);
  });

  it('refuses them when a game starts (Match.create), with exit-2 errors, not when a rule test sets up a bare position', () => {
    const bare = { ...duel, units: [duel.units[0]!] };
    expect(() => Match.create(cca, { position: bare, seed: 1 })).toThrow(GameError);
    expect(() => Match.create(cca, { position: bare, seed: 1 })).toThrow(/invalid position: top has no unit on the board/);
    expect(cca.seats(Match.create(cca, { position: duel, seed: 1 }).state)).toEqual(['top', 'bottom']);
  });
});
