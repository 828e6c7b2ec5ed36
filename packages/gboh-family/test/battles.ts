import { readdirSync, readFileSync } from 'node:fs';
import { mapSchema } from '../src/schema';
import { staticMapOf, type StaticMap } from '../src/map';

/**
 * The maps of Cataphract's seven battles, read from packages/gboh's scenario files (data, not code: the family
 * never imports packages/gboh) and parsed with the family's own map schema: real maps for the whole-map tests.
 */
const DATA = new URL('../../gboh/src/scenarios/data/', import.meta.url);

export function battleMaps(): { id: string; map: StaticMap }[] {
  return readdirSync(DATA)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = JSON.parse(readFileSync(new URL(f, DATA), 'utf8')) as { id: string; map: unknown };
      return { id: file.id, map: staticMapOf(mapSchema.parse(file.map)) };
    });
}
