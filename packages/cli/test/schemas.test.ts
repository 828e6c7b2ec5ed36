import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { systems } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { exportSchemas } from '../src/schemas';

const PUBLISHED = resolve(import.meta.dirname, '../../../docs/schemas');

describe('docs/schemas', () => {
  // The published JSON Schemas are what an editor or another program validates records against: they had drifted
  // from three engines unnoticed (session 11). `npm run schemas` rewrites them.
  it('are exactly what the engines export (run `npm run schemas` after changing a state, action or options schema)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'polemarch-schemas-'));
    try {
      const names = exportSchemas(dir, systems()).map((f) => f.slice(dir.length + 1)).sort();
      expect(readdirSync(PUBLISHED).filter((f) => f.endsWith('.json')).sort()).toEqual(names);
      const stale = names.filter((n) => readFileSync(join(dir, n), 'utf8') !== readFileSync(join(PUBLISHED, n), 'utf8'));
      expect(stale).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
