// Build the CLI into one ESM file (dist/main.mjs) with esbuild, so a command starts without compiling ~300
// TypeScript modules through tsx (issue 18: `--help` and `systems` took 3-4 s). Plain JavaScript: the bin imports
// it before any TypeScript loader exists. The workspace's own @polemarch/* sources and the npm packages they use
// (zod, commander, the hashing and random packages) are bundled: loading zod's ~100 module files one by one cost
// 60 ms of every start. Left out: the server (`serve` imports it by a computed name, from node_modules) and the
// build tools. dist/inputs.json lists the workspace sources, this file and the lock file, so the bin can tell a stale build from
// a fresh one.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = resolve(here, '../dist');
export const BUNDLE = resolve(DIST, 'main.mjs');
export const INPUTS = resolve(DIST, 'inputs.json');

/**
 * JSON data files become one string given to JSON.parse, not an object literal: V8 reads a string literal and
 * JSON.parse much faster than it parses and compiles the same data as code (the GBoH battle files are ~0.5 MB of the
 * bundle), and each file's text is still read only when its module is first evaluated. The same values either way.
 */
const jsonAsString = {
  name: 'json-as-string',
  setup(b) {
    b.onLoad({ filter: /\.json$/ }, async (args) => {
      const text = JSON.stringify(JSON.parse(await readFile(args.path, 'utf8')));
      return { contents: `export default JSON.parse(${JSON.stringify(text)});`, loader: 'js' };
    });
  },
};

/** The lock file above the CLI: an npm install that changes a bundled package changes it. */
function lockFile() {
  for (let dir = here; ; dir = dirname(dir)) {
    const f = resolve(dir, 'package-lock.json');
    if (existsSync(f)) return f;
    if (dirname(dir) === dir) return null;
  }
}

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
    external: ['@polemarch/server', 'tsx', 'esbuild'],
    // commander is CommonJS and requires Node's modules: an ESM bundle gives it a real `require`.
    banner: { js: "import { createRequire as __polemarchCreateRequire } from 'node:module'; const require = __polemarchCreateRequire(import.meta.url);" },
    plugins: [jsonAsString],
  });
  const root = process.cwd();
  const sources = Object.keys(result.metafile.inputs)
    .map((p) => resolve(root, p))
    .filter((p) => !p.split(/[\\/]/).includes('node_modules'));
  const lock = lockFile();
  // This file too: a change to how the bundle is made makes a new one.
  const inputs = [...sources, fileURLToPath(import.meta.url), ...(lock === null ? [] : [lock])];
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
