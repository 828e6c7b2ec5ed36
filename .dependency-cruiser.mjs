// @ts-check
/**
 * The repository's import rules, checked by dependency-cruiser in `npm run lint` (so `npm test` and
 * CI run them): no import cycle; GBoH chapter modules never import a battle's special rules; web
 * adapters reach engines only through their public entries; a package imports only the packages its
 * package.json lists. Every violation fails the lint: there is no list of tolerated ones.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_DIR = dirname(fileURLToPath(import.meta.url));

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The workspace packages: directory, name, dependencies by kind, and the files their `exports` name. */
const PACKAGES = readdirSync(join(ROOT_DIR, 'packages'))
  .filter((dir) => existsSync(join(ROOT_DIR, 'packages', dir, 'package.json')))
  .map((dir) => {
    const json = JSON.parse(readFileSync(join(ROOT_DIR, 'packages', dir, 'package.json'), 'utf8'));
    const exportsField = typeof json.exports === 'string' ? { '.': json.exports } : (json.exports ?? {});
    return {
      dir,
      name: json.name,
      // A peer dependency (react for the family's board primitives) is the host's to install: the sources may import it.
      dependencies: [...Object.keys(json.dependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})],
      devDependencies: Object.keys(json.devDependencies ?? {}),
      entries: Object.values(exportsField).map((p) => `packages/${dir}/${String(p).replace(/^\.\//, '')}`),
    };
  });
const dirOf = (name) => PACKAGES.find((p) => p.name === name)?.dir;
const workspaceDirs = (names) => names.map(dirOf).filter((d) => d !== undefined);
const ROOT = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8'));
/** Tools every package's tests, scripts and benches may use from the root (vitest, fast-check, ...). */
const ROOT_DEV = Object.keys(ROOT.devDependencies ?? {});

/**
 * A package imports only what its package.json lists: its sources its dependencies, its tests, scripts
 * and benches its devDependencies too (and the root's tools: vitest, fast-check, ...). Workspace
 * packages resolve to `packages/<dir>/`, npm ones to `node_modules/<name>/` (or their `@types/`).
 */
const npmPattern = (names) =>
  names.length === 0 ? '(?!)' : names.flatMap((n) => [escape(n), `@types/${escape(n.replace(/^@([^/]+)\/(.+)$/, '$1__$2'))}`]).join('|');
const packageRules = PACKAGES.flatMap((p) => {
  const own = escape(p.dir);
  const prodNames = p.dependencies;
  const devNames = [...p.dependencies, ...p.devDependencies, ...ROOT_DEV];
  const prod = [p.dir, ...workspaceDirs(prodNames)].map(escape).join('|');
  const dev = [p.dir, ...workspaceDirs(devNames)].map(escape).join('|');
  const sources = { path: `^packages/${own}/src/` };
  const others = { path: `^packages/${own}/`, pathNot: `^packages/${own}/src/` };
  return [
    {
      name: `undeclared-package-${p.dir}`,
      comment: `${p.name}'s sources import a workspace package its package.json does not list in dependencies`,
      severity: 'error',
      from: sources,
      to: { path: `^packages/(?!(${prod})/)[^/]+/` },
    },
    {
      name: `undeclared-package-${p.dir}-dev`,
      comment: `${p.name}'s tests, scripts or benches import a workspace package its package.json does not list`,
      severity: 'error',
      from: others,
      to: { path: `^packages/(?!(${dev})/)[^/]+/` },
    },
    {
      name: `undeclared-npm-${p.dir}`,
      comment: `${p.name}'s sources import an npm package its package.json does not list in dependencies`,
      severity: 'error',
      from: sources,
      to: { path: `(^|/)node_modules/(?!(${npmPattern(prodNames)})/)` },
    },
    {
      name: `undeclared-npm-${p.dir}-dev`,
      comment: `${p.name}'s tests, scripts or benches import an npm package neither its package.json nor the root's lists`,
      severity: 'error',
      from: others,
      to: { path: `(^|/)node_modules/(?!(${npmPattern(devNames)})/)` },
    },
  ];
});

const ENTRY_FILES = PACKAGES.flatMap((p) => p.entries).map((f) => `^${escape(f)}$`);

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle between files (and so between packages): layers must stay layers.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'gboh-chapter-imports-battle-rule',
      comment:
        "A GBoH chapter module imports a battle's special rule: battle rules plug in through the hook registry. " +
        'Only the battle files themselves, the package entry (src/index.ts) and the scenario set-up (src/scenario/) may import them.',
      severity: 'error',
      from: { path: '^packages/gboh/src/', pathNot: '^packages/gboh/src/(index\\.ts$|special/|battles/|scenario/)' },
      to: { path: '^packages/gboh/src/(special|battles)/' },
    },
    {
      name: 'sgboh-no-gboh-code',
      comment:
        "Simple GBoH shares no code with Cataphract (SGBoH 1.0: no GBoH rule applies unless SGBoH writes it): it builds on the family layer " +
        "and the kernel, and reads only gboh's scenario data files (JSON) for the battle conversion.",
      severity: 'error',
      from: { path: '^packages/sgboh/' },
      to: { path: '^packages/gboh/', pathNot: '^packages/gboh/src/scenarios/data/[^/]+\\.json$' },
    },
    {
      name: 'web-adapter-deep-import',
      comment: "A web adapter reaches into another package's files: import the package's public entry (its package.json exports).",
      severity: 'error',
      from: { path: '^packages/web/src/systems/' },
      to: { path: '^packages/(?!web/)[^/]+/', pathNot: ENTRY_FILES },
    },
    {
      name: 'web-adapter-relative-package-import',
      comment: 'A web adapter imports another package by a relative path: import it by its name (@polemarch/<pkg>).',
      severity: 'error',
      from: { path: '^packages/web/src/systems/' },
      to: { path: '^packages/(?!web/)[^/]+/', dependencyTypesNot: ['aliased-workspace'] },
    },
    ...packageRules,
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file (a typo, or a deep import a package.json `exports` does not allow).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-profile|coverage)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still a cycle in the design.
    tsPreCompilationDeps: true,
    // Workspace imports are then classified 'aliased-workspace' (the root lists the workspaces); what
    // each package may import is checked by the generated per-package rules above.
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
