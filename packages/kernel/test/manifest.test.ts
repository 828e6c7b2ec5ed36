import { describe, expect, it } from 'vitest';
import { defineManifest } from '../src';
import { skirmish, skirmishAI, skirmishManifest } from '../src/testing';

describe('system manifests', () => {
  it("default the editor's schemas to the module's own, with no battle rules", () => {
    expect(skirmishManifest.id).toBe('skirmish');
    expect(skirmishManifest.module).toBe(skirmish);
    expect(skirmishManifest.ai).toBe(skirmishAI);
    expect(skirmishManifest.editor.position).toBe(skirmish.positionSchema);
    expect(skirmishManifest.editor.options).toBe(skirmish.optionsSchema);
    expect(skirmishManifest.editor.battleRules?.()).toEqual([]);
  });

  it('keep the battle rules an editor is given', () => {
    const rules = [{ id: 'dara.trench', name: 'The Trench at Dara' }];
    const m = defineManifest({ id: 'skirmish', module: skirmish, web: { adapter: 'generic' }, editor: { battleRules: () => rules } });
    expect(m.editor.battleRules?.()).toBe(rules);
    expect(m.editor.position).toBe(skirmish.positionSchema);
  });

  it("refuse an id that is not the module's", () => {
    expect(() => defineManifest({ id: 'duel', module: skirmish, web: { adapter: 'generic' } })).toThrow(/manifest duel holds the module skirmish/);
  });
});
