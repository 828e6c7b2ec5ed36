import { GameError, newGame } from '@polemarch/kernel';
import { describe, expect, it, vi } from 'vitest';
import dara from '../src/scenarios/data/dara.json';
import type * as Load from '../src/scenario/load';

// A battle file the header accepts but the whole schema refuses (a unit with no hex field and a bad facing).
vi.mock('../src/scenario/load', async (importOriginal) => {
  const actual = await importOriginal<typeof Load>();
  const files = { ...actual.battleFiles(), 'broken-battle': { ...dara, id: 'broken-battle', name: 'Broken', units: [{ id: 'x', facing: 'north' }] } };
  return { ...actual, battleFiles: () => files };
});

const { gboh } = await import('../src/index');
const { buildScenarioList } = await import('../src/scenario/list');
const { battleFiles, parseScenario } = await import('../src/scenario/load');

describe('the scenario list (issue 18: listed without the full schema)', () => {
  it('lists every battle file as the full parse would: ids, names, seats and notes', () => {
    const files = battleFiles();
    const listed = buildScenarioList(files);
    for (const info of listed.filter((x) => x.status === 'playable' && x.id !== 'broken-battle')) {
      const spec = parseScenario(files[info.id]);
      expect(info.seats, info.id).toEqual(spec.sides.map((s) => s.id));
      expect(info.notes?.slice(0, spec.notes.length), info.id).toEqual(spec.notes);
    }
    expect(listed.map((x) => x.id)).toEqual(gboh.scenarios().map((x) => x.id));
  });

  it('lists a file whose header reads, and refuses a game from it at the start with the schema\'s reasons', () => {
    const info = gboh.scenarios().find((x) => x.id === 'broken-battle');
    expect(info).toMatchObject({ name: 'Broken', status: 'playable', seats: ['byzantines', 'persians'] });
    let error: unknown = null;
    try {
      newGame(gboh, { scenario: 'broken-battle', seed: 1 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe('bad-setup');
    expect((error as GameError).message).toMatch(/invalid GBoH scenario \(the data file of battle "broken-battle"\): units\.0\./);
  });

  it('lists a file without a readable header as invalid data, not as playable', () => {
    const files = { ...battleFiles(), dara: { ...dara, sides: [{ name: 'no id' }] } };
    const info = buildScenarioList(files).find((x) => x.id === 'dara');
    expect(info?.status).toBe('unsupported');
    expect(info?.notes?.[0]).toMatch(/^data file invalid: sides\.0\.id/);
  });
});
