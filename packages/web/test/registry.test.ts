import { manifests } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { createI18n, systemNamespace } from '../src/i18n';
import { SYSTEM_IDS, adapterFor, adapters, isLoaded, loadSystem, loadedModule, loadedModules } from '../src/systems/registry';

describe('the adapter registry follows the manifests', () => {
  it('knows the catalog systems by id, in the catalog order', () => {
    expect([...SYSTEM_IDS]).toEqual(manifests().map((m) => m.id));
  });

  it('loads no system until asked; asking a catalog system before is an error, an unknown one is generic', () => {
    expect(loadedModules()).toEqual([]);
    expect(isLoaded('gboh')).toBe(false);
    expect(() => adapterFor('gboh')).toThrow(/not loaded/);
    expect(adapterFor('nonesuch').id).toBe('nonesuch');
    expect(isLoaded('nonesuch')).toBe(true);
  });

  it('loads each system on demand: the catalog engine, and its own adapter exactly where its manifest says so', async () => {
    const i18n = createI18n('it');
    expect(i18n.hasResourceBundle('it', systemNamespace('gboh'))).toBe(false);
    await loadSystem('gboh');
    expect(loadedModules().map((m) => m.id)).toEqual(['gboh']);
    // The words of a system arrive with it, in an instance made before.
    expect(i18n.hasResourceBundle('it', systemNamespace('gboh'))).toBe(true);
    expect(i18n.hasResourceBundle('en', systemNamespace('cca'))).toBe(false);
    for (const m of manifests()) {
      await loadSystem(m.id);
      expect(loadedModule(m.id)).toBe(m.module);
      const adapter = adapterFor(m.id);
      expect(adapter.id).toBe(m.id);
      expect(adapters().includes(adapter), m.id).toBe(m.web.adapter === 'own');
    }
    expect(loadedModules().map((m) => m.id)).toEqual([...SYSTEM_IDS]);
    expect(createI18n('en').hasResourceBundle('en', systemNamespace('cca'))).toBe(true);
  });
});
