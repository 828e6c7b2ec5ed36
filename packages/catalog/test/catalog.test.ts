import { systemAI } from '@polemarch/ai';
import { type Agent, GameError } from '@polemarch/kernel';
import { describe, expect, it } from 'vitest';
import { createAgent, findManifest, findSystem, manifests, systems } from '../src';

describe('the catalog is a list of manifests', () => {
  it('lists each system once, under its module id', () => {
    const ids = manifests().map((m) => m.id);
    expect(ids).toEqual(['skirmish', 'cca', 'gboh', 'taw']);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of manifests()) {
      expect(m.module.id).toBe(m.id);
      expect(findManifest(m.id)).toBe(m);
      expect(findSystem(m.id)).toBe(m.module);
    }
    expect(systems().map((m) => m.id)).toEqual(ids);
    expect(findSystem('no-such-system')).toBeUndefined();
  });

  it('gives an editor the position and options schemas and the battle rules (GBoH: its registry)', () => {
    for (const m of manifests()) {
      expect(m.editor.position).toBe(m.module.positionSchema);
      expect(m.editor.options).toBe(m.module.optionsSchema);
      const rules = m.editor.battleRules?.() ?? [];
      if (m.id === 'gboh') {
        // Every battle's own rules, each once, e.g. the Casilinum wedge and the Dara trench.
        expect(rules.map((r) => r.id)).toEqual(expect.arrayContaining(['casilinum.wedge', 'dara.trench']));
        expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
      } else expect(rules).toEqual([]);
      // Parsing no options gives the defaults, as the module's own schema does.
      expect(m.editor.options.parse({})).toEqual(m.module.optionsSchema.parse({}));
    }
  });

  it('gives every system its AI hooks', () => {
    for (const m of manifests()) expect(m.ai?.evaluate, m.id).toBeTypeOf('function');
  });
});

describe('players by their command-line spelling', () => {
  const name = (a: Agent): string => a.name;
  it('makes the random player and the AI at each level', () => {
    expect(name(createAgent('random', 1))).toBe('random');
    expect(name(createAgent('ai', 1))).toBe('ai:standard');
    expect(name(createAgent('ai:strong@600', 1))).toBe('ai:strong');
  });
  it("hands the AI each manifest's hooks, so the AI itself imports no system", () => {
    createAgent('ai:easy', 1);
    for (const m of manifests()) expect(systemAI(m.id), m.id).toBe(m.ai);
  });
  it('refuses an unknown spelling as bad set-up', () => {
    for (const spec of ['ai:godlike', 'ai@0', 'human', 'ai:easy@1@2']) {
      expect(() => createAgent(spec, 1), spec).toThrow(GameError);
    }
  });
});
