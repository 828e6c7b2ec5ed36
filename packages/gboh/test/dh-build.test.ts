import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildDhScenarios, DEFAULT_SPEC } from '../scripts/dhBuild/build';
import { hx, neighbours, sideKey, toJsonText } from '../scripts/dhBuild/common';

/**
 * The Devil's Horsemen battle files are generated (`npm run build:dh-scenarios -w @polemarch/gboh`): each file on disk is
 * byte for byte what the builder writes, so a hand edit or a builder change not rerun fails here. The builder reads the
 * DH digest's Kalka deployments (`DH_SPEC`, default the shared spec); without it the comparison is skipped.
 */
const data = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'scenarios', 'data');
const spec = process.env.DH_SPEC ?? DEFAULT_SPEC;

describe.skipIf(!existsSync(spec))("DH scenario builder (scripts/dhBuild): the four files are the builder's output", () => {
  const built = buildDhScenarios(spec);
  it('builds the four battles', () => {
    expect(built.map((b) => b.id)).toEqual(['indus-river', 'kalka-river', 'liegnitz', 'ayn-jalut']);
  });
  for (const { id, text } of built) {
    it(`${id}.json is byte-identical to the builder's text`, () => {
      expect(text === readFileSync(join(data, `${id}.json`), 'utf8')).toBe(true);
    });
  }
});

describe('DH scenario builder helpers', () => {
  it('writes JSON as the files have it: one-space indents, empty [] and {}, hex-keyed maps in insertion order', () => {
    const hexes = new Map([['2653', { t: 1 }], ['2601', { t: 2 }]]);
    expect(toJsonText({ a: [], b: {}, hexes, n: null })).toBe('{\n "a": [],\n "b": {},\n "hexes": {\n  "2653": {\n   "t": 1\n  },\n  "2601": {\n   "t": 2\n  }\n },\n "n": null\n}\n');
  });
  it('hex ids, neighbours (odd columns half a hex lower) and hexside keys', () => {
    expect(hx(5, 3)).toBe('0503');
    expect(neighbours('3810')).toEqual(['3809', '3811', '3709', '3710', '3909', '3910']);
    expect(neighbours('3911')).toEqual(['3910', '3912', '3811', '3812', '4011', '4012']);
    expect(sideKey('3901', '3801')).toBe('3801-3901');
  });
});
