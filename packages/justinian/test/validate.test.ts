import { GameError, type JsonValue, newGame } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { justinian } from '../src/index';

describe('position checks (issue 17.5)', () => {
  const campaign = (): { [k: string]: JsonValue } => {
    const { rng: _r, ...pos } = JSON.parse(JSON.stringify(newGame(justinian, { scenario: 'campaign', seed: 3 }))) as { [k: string]: JsonValue };
    return pos;
  };

  it('the campaign start, saved as a position, passes them', () => {
    expect(justinian.setupProblems!({ position: campaign(), options: {}, seed: 1 })).toEqual([]);
  });

  it('a position the engine could not read is refused with what is wrong, never a crash', () => {
    const garbage = { mode: 'two-player', turn: 1, armies: [{}] };
    const e = (() => {
      try {
        newGame(justinian, { position: garbage, seed: 1 });
      } catch (x) {
        return x;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(GameError);
    expect((e as GameError).message).toMatch(/^invalid position: options: missing .*; phase: missing/);
    const bad = { ...campaign(), armies: [{ id: 'east', power: 'atlanteans', leader: 'nobody', at: 'box:atlantis', sp: -1, allied: {}, unpaid: false, defeated: false, disorganized: false, treasury: 'yes' }] };
    const problems = justinian.setupProblems!({ position: bad, options: {}, seed: 1 });
    expect(problems.some((p) => /armies\[0\]\.power: "atlanteans" is no power of the game/.test(p))).toBe(true);
    expect(problems).toContain('armies[0].leader: "nobody" is no leader of the game');
    expect(problems).toContain('armies[0].at: "box:atlantis" is no province or box (box:<power>) of the map (2.0)');
    expect(problems).toContain('armies[0].sp: -1 is not a whole number of SP');
    expect(problems).toContain('armies[0].treasury: true or false');
  });

  it('Force Limits (11.13): more than 150 Byzantine land SP', () => {
    const pos = campaign();
    pos['frontier'] = { ...(pos['frontier'] as { [k: string]: JsonValue }), Thracia: { sp: 140, unpaid: false } };
    expect(justinian.setupProblems!({ position: pos, options: {}, seed: 1 }).join('\n')).toMatch(/the Byzantine has \d+ land SP \(armies and Frontier\), more than the 150 of the Force Limits \(4\.31, 11\.13\)/);
  });
});
