#!/usr/bin/env node
// Runs the CLI from its one-file build (dist/main.mjs, made by scripts/build.mjs) when that build is newer than
// every source it was made from, rebuilding it first when it is not; `serve` (the server loads its own files) and
// POLEMARCH_TSX=1 run the TypeScript sources through tsx instead, as does any failure to build.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
// `polemarch log ... | head`: a reader that stops early is not an error.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

/** The bundle's path when it is up to date (or was just rebuilt), else null. */
async function bundle() {
  const { BUNDLE, INPUTS, buildCli } = await import('../scripts/build.mjs');
  try {
    if (existsSync(BUNDLE) && existsSync(INPUTS)) {
      const built = statSync(BUNDLE).mtimeMs;
      const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
      // One stat a file (a missing one is stale too): this runs at every start.
      if (inputs.every((f) => (statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) <= built)) return BUNDLE;
    }
    return await buildCli();
  } catch {
    return null;
  }
}

const built = args[0] === 'serve' || process.env.POLEMARCH_TSX === '1' ? null : await bundle();
let main;
if (built !== null) {
  ({ main } = await import(pathToFileURL(built).href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main.ts'));
}
process.exitCode = await main(args);
