import { staticMapOf } from '@polemarch/gboh-family';
import { type BaseState, type GameModule, type JsonValue, newGame } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { gboh, type GbohState } from '../src';
import { battleFiles, parseScenario } from '../src/scenario/load';

/**
 * The GBoH family layer builds the same map as the engine's set-up: buildBattle (scenario/load.ts) may call
 * `staticMapOf` instead of its own copy without changing a state hash (same values, same key order).
 */
const m = gboh as unknown as GameModule<BaseState, JsonValue, JsonValue>;

describe('the family map model', () => {
  for (const [id, raw] of Object.entries(battleFiles())) {
    it(`${id}: staticMapOf gives the static map the set-up builds`, () => {
      const s = newGame(m, { scenario: id, seed: 1 }) as unknown as GbohState;
      expect(JSON.stringify(staticMapOf(parseScenario(raw).map))).toBe(JSON.stringify(s.static.map));
    });
  }
});
