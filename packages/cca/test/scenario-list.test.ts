import { GameError } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { allScenarios, findScenario, scenarioFromData, scenarioInfos } from '../src/scenarios';
import akragas from '../src/scenarios/data/akragas.json';

describe('the scenario list (issue 18: listed without the whole schema)', () => {
  it('shows what the whole parse gives: ids, names, years and notes of the 20 battles', () => {
    const full = allScenarios();
    expect(scenarioInfos()).toEqual(
      full.map((p) => ({
        id: p.id,
        name: p.name,
        ...(p.nameIt !== undefined ? { nameIt: p.nameIt } : {}),
        ...(p.year !== undefined ? { year: p.year } : {}),
        seats: ['top', 'bottom'],
        notes: [`${p.armies.top} (top) vs ${p.armies.bottom} (bottom)`, ...p.notes],
        status: 'playable',
      })),
    );
    expect(findScenario('zama')).toEqual(full.find((p) => p.id === 'zama'));
    expect(findScenario('no-such-battle')).toBeUndefined();
  });

  it('refuses a bad battle file when a game starts from it, naming the file and the problem', () => {
    const bad = { ...akragas, units: [{ side: 'top', type: 'XX', row: 1, col: 1 }] };
    expect(() => scenarioFromData(bad)).toThrow(GameError);
    expect(() => scenarioFromData(bad)).toThrow(/^the data file of scenario "akragas" is invalid: units\.0\.type/);
  });
});
