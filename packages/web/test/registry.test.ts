import { manifests } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { adapterFor, adapters } from '../src/systems/registry';

describe('the adapter registry follows the manifests', () => {
  it('has its own adapter for exactly the systems whose manifest says so, under their id', () => {
    const own = new Set(adapters());
    for (const m of manifests()) {
      const adapter = adapterFor(m.id);
      expect(adapter.id).toBe(m.id);
      expect(own.has(adapter), m.id).toBe(m.web.adapter === 'own');
    }
  });
  it('lists no adapter for a system the catalog does not have', () => {
    const ids = new Set<string>(manifests().map((m) => m.id));
    for (const a of adapters()) expect(ids.has(a.id), a.id).toBe(true);
  });
});
