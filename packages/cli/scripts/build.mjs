// Build the CLI into one ESM file (dist/main.mjs) with esbuild, so a command starts without compiling ~300
// TypeScript modules through tsx (issue 18: `--help` and `systems` took 3-4 s). Plain JavaScript: the bin imports
// it before any TypeScript loader exists. npm packages stay external (loaded from node_modules as usual); the
// workspace's own @polemarch/* sources are bundled. dist/inputs.json lists the sources, so the bin can tell a
// stale build from a fresh one.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = resolve(here, '../dist');
export const BUNDLE = resolve(DIST, 'main.mjs');
export const INPUTS = resolve(DIST, 'inputs.json');

/** Bare imports other than the workspace's own packages stay imports (node_modules). */
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@polemarch/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildCli() {
  // Loaded only to build: every start imports this file to read BUNDLE and INPUTS.
  const { build } = await import('esbuild');
  mkdirSync(DIST, { recursive: true });
  // Written under unique names and renamed into place: two commands building at once never see half a file.
  const tag = `${process.pid}-${Date.now()}`;
  const tmp = resolve(DIST, `main.${tag}.mjs`);
  const result = await build({
    entryPoints: [resolve(here, '../src/main.ts')],
    outfile: tmp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    // Smaller text to parse at every start; identifiers are kept, so stack traces still name the functions.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'silent',
    plugins: [externalNpm],
  });
  const root = process.cwd();
  const inputs = Object.keys(result.metafile.inputs).map((p) => resolve(root, p));
  const tmpInputs = resolve(DIST, `inputs.${tag}.json`);
  writeFileSync(tmpInputs, JSON.stringify(inputs));
  renameSync(tmp, BUNDLE);
  renameSync(tmpInputs, INPUTS);
  return BUNDLE;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = await buildCli();
  console.log(`built ${out}`);
}
