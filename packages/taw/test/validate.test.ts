import { describe, expect, it } from 'vitest';
import { taw } from '../src/index';
import { stateProblems } from '../src/validate';
import { empty, lead, put } from './helpers';

describe('position checks (issue 17.5)', () => {
  it('every scenario builds a set-up that passes them', () => {
    // Every scenario, Pyrrhus' third parties included (a Force of Carthage is no seat's, and is in play).
    for (const { id: scenario } of taw.scenarios()) expect(taw.setupProblems!({ scenario, options: {}, seed: 1 }), scenario).toEqual([]);
    expect(taw.setupProblems!({ position: { scenario: 'nope' }, options: {}, seed: 1 })).toEqual(['unknown scenario "nope": the TAW scenarios are hannibal, samnite-wars, alexander, pyrrhus']);
  });

  it('Forces off the map, in no city, over 20 × IDS inside a city (9.82), two Forces of one side in one place', () => {
    const s = empty();
    lead(s, 'hannibal', 1222);
    put(s, 'carthage', 9999, false, [{ c: 'afr', t: 'inf', sp: 5 }]);
    put(s, 'carthage', 1222, true, [{ c: 'afr', t: 'inf', sp: 5 }]);
    put(s, 'carthage', 1221, true, [{ c: 'afr', t: 'inf', sp: 500 }]);
    put(s, 'carthage', 1220, false, [{ c: 'afr', t: 'inf', sp: 5 }]);
    put(s, 'carthage', 1220, false, [{ c: 'afr', t: 'cav', sp: 0 }]);
    expect(stateProblems(s)).toEqual([
      'the carthage Force at 9999 stands on 9999, not a land hex of the map',
      'the carthage Force at 1222 (in the city): there is no city in 1222',
      'the carthage Force at 1220: two Forces of one side in one place (a Force is all of a side\'s units there, 2.4)',
      'the carthage Force at 1220: 0 SP of afr: SP are whole and positive',
      expect.stringMatching(/^Taurinorum holds 500 SP inside, more than 20 × IDS = \d+ \(9\.82\)$/),
    ]);
  });
});
