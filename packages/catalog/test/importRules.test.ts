import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { type ICruiseResult, cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's import rules (`.dependency-cruiser.mjs`, run by `npm run lint`) on a small planted
 * tree: each rule must report the violation planted for it, so a rule that silently matches nothing
 * (a wrong path pattern) fails here rather than letting a real violation through.
 */
const CONFIG = resolve(import.meta.dirname, '../../../.dependency-cruiser.mjs');

const PLANTED: Record<string, string> = {
  // A three-file cycle.
  'packages/kernel/src/a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
  'packages/kernel/src/b.ts': "import { c } from './c';\nexport const b = (): number => c() + 1;\n",
  'packages/kernel/src/c.ts': "import { a } from './a';\nexport const c = (): number => (Math.random() > 2 ? a() : 0);\n",
  // A GBoH chapter module importing a battle's special rule, in the old and the new place.
  'packages/gboh/src/cohesion.ts': "import { alans } from './special/catalaunian';\nimport { trench } from './battles/dara';\nexport const tq = alans + trench;\n",
  'packages/gboh/src/special/catalaunian.ts': 'export const alans = 1;\n',
  'packages/gboh/src/battles/dara.ts': 'export const trench = 1;\n',
  // The package entry may import the battles (it registers them).
  'packages/gboh/src/index.ts': "export { trench } from './battles/dara';\nexport { tq } from './cohesion';\n",
  // C&C importing GBoH, which its package.json does not list.
  'packages/cca/src/borrow.ts': "import { tq } from '../../gboh/src/cohesion';\nexport const borrowed = tq;\n",
  // A web adapter reaching into an engine's files by a relative path.
  'packages/web/src/systems/gboh/index.ts': "import { tq } from '../../../../gboh/src/cohesion';\nexport const shown = tq;\n",
};

let dir = '';
let result: ICruiseResult;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'polemarch-import-rules-'));
  for (const [path, text] of Object.entries(PLANTED)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const config = await extractDepcruiseConfig(CONFIG);
  const reported = await cruise(
    ['packages'],
    { validate: true, ruleSet: { forbidden: config.forbidden ?? [] }, baseDir: dir, tsPreCompilationDeps: true },
    { extensions: ['.ts', '.js'] },
  );
  if (typeof reported.output === 'string') throw new Error('expected a cruise result, not a report');
  result = reported.output;
}, 60_000);

afterAll(() => {
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const violations = (rule: string): string[] => result.summary.violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

describe('the import rules (dependency-cruiser) on a planted tree', () => {
  it('fail when a package imports a package its package.json does not list', () => {
    expect(violations('undeclared-package-cca')).toEqual(['packages/cca/src/borrow.ts → packages/gboh/src/cohesion.ts']);
  });

  it('fail on a planted import cycle', () => {
    const cycle = violations('no-circular');
    expect(cycle.length).toBeGreaterThan(0);
    expect(cycle.some((v) => v.startsWith('packages/kernel/src/'))).toBe(true);
    expect(result.summary.error).toBeGreaterThan(0);
  });

  it("fail when a GBoH chapter module imports a battle's rule, from special/ or battles/, but not for the package entry", () => {
    expect(violations('gboh-chapter-imports-battle-rule').sort()).toEqual([
      'packages/gboh/src/cohesion.ts → packages/gboh/src/battles/dara.ts',
      'packages/gboh/src/cohesion.ts → packages/gboh/src/special/catalaunian.ts',
    ]);
  });

  it("fail when a web adapter reaches into an engine's files", () => {
    expect(violations('web-adapter-deep-import')).toEqual(['packages/web/src/systems/gboh/index.ts → packages/gboh/src/cohesion.ts']);
    expect(violations('web-adapter-relative-package-import')).toEqual(['packages/web/src/systems/gboh/index.ts → packages/gboh/src/cohesion.ts']);
  });
});
