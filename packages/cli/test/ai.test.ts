import { describe, expect, it } from 'vitest';
import { main } from '../src/main';

describe('the CLI plays the AI through the catalog', () => {
  it('polemarch play --players ai:easy,random --json', async () => {
    let out = '';
    const code = await main(['play', '--system', 'skirmish', '--scenario', 'standard', '--players', 'ai:easy,random', '--games', '2', '--seed', '1', '--json'], {
      out: (t) => void (out += t),
      err: () => undefined,
    });
    expect(code).toBe(0);
    const summary = JSON.parse(out) as { games: number; errors: number };
    expect(summary).toMatchObject({ games: 2, errors: 0 });
  });

  it('rejects an unknown level with exit code 2', async () => {
    const code = await main(['play', '--system', 'skirmish', '--scenario', 'standard', '--players', 'ai:godlike,random'], { out: () => undefined, err: () => undefined });
    expect(code).toBe(2);
  });
});
