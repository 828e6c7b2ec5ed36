import { findSystem } from '@polemarch/catalog';
import { describe, expect, it } from 'vitest';
import { main } from '../src/main';

const cca = findSystem('cca')!;

// `polemarch play --system cca --scenario <id> --players random,random` finishes every battle.
describe('CLI play', () => {
  for (const { id } of cca.scenarios()) {
    it(`finishes ${id}`, async () => {
      const out: string[] = [];
      const code = await main(['play', '--system', 'cca', '--scenario', id, '--players', 'random,random', '--seed', '21'], { out: (t) => out.push(t), err: (t) => out.push(t) });
      expect(code).toBe(0);
      expect(out.join('\n')).toMatch(/errors 0/);
    });
  }
});
