import { defineManifest } from '@polemarch/kernel';
import { gbohAI } from './ai';
import { battleRules } from './battleRules';
import { gboh } from './index';

/**
 * Great Battles of History, as the catalog lists it: the engine, its AI hooks, its own board in the
 * web app, and for a scenario editor the battle special rules of the registry (a scenario lists them by id).
 */
export const manifest = defineManifest({
  id: 'gboh',
  module: gboh,
  ai: gbohAI,
  web: { adapter: 'own' },
  editor: {
    battleRules: () => battleRules().map((r) => ({ id: r.id, name: r.title, rule: `gboh ${r.id}`, description: `${r.battle}` })),
  },
});
