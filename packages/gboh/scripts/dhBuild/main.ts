/**
 * Builds the four Devil's Horsemen battle files (src/scenarios/data/{indus-river,kalka-river,liegnitz,ayn-jalut}.json).
 *
 * Source: the DH scenario digest (shared spec gboh-devils-horsemen/scenarios.md and scenarios/*.json, seed
 * 003_dc0a176f1db8ef13.txt). The seed gives deployments, leaders' roles, Lines, levels and special rules; it gives no
 * counter values (but Tumen 5 HC #4: HC, C, TQ 7, MA 8), no leader ratings (but Genghis Khan's) and no maps. Those are
 * authored here, per army and type, each with its reasoning in `provenance`; players override them with the
 * `counterValues` option. Run: `npm run build:dh-scenarios -w @polemarch/gboh` (rewrites the four files;
 * deterministic; `--check` only compares). Map orientation (scenarios.md 0.4): the engine's edges are geometric (row 0
 * north, column numbers growing east); each battle's compass is the text's, mapped here onto the geometric edges and
 * recorded in the notes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDhScenarios, DEFAULT_SPEC } from './build';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'scenarios', 'data');
const check = process.argv.includes('--check');
let differ = 0;
for (const { id, text } of buildDhScenarios(process.env.DH_SPEC ?? DEFAULT_SPEC)) {
  const path = join(out, `${id}.json`);
  if (check) {
    const same = readFileSync(path, 'utf8') === text;
    if (!same) differ++;
    console.log(`${id}: ${same ? 'identical' : 'DIFFERS'}`);
  } else {
    writeFileSync(path, text);
    console.log(`${id}: written`);
  }
}
if (differ > 0) process.exit(1);
