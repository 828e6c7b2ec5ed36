import { describe, expect, it, vi } from 'vitest';

describe('what loading the app costs (issue 18: every page pays for its modules before its first frame)', () => {
  it('does not derive the TAW map and sea when the TAW adapter loads, only when a TAW board is drawn', async () => {
    vi.resetModules();
    const taw = await import('@polemarch/taw');
    const hexes = vi.spyOn(taw.MAP, 'hexes', 'get');
    const zones = vi.spyOn(taw.SEA, 'zoneOf', 'get');
    const { adapterFor, loadSystem } = await import('../src/systems/registry');
    await loadSystem('taw');
    expect(adapterFor('taw')).toBeDefined();
    expect(hexes).not.toHaveBeenCalled();
    expect(zones).not.toHaveBeenCalled();
    const { tawMapDrawing } = await import('../src/systems/taw/map');
    expect(tawMapDrawing().bounds.w).toBeGreaterThan(0);
    expect(hexes).toHaveBeenCalled();
    expect(tawMapDrawing()).toBe(tawMapDrawing());
  });
});
