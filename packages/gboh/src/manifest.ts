import { defineManifest } from '@polemarch/kernel';
import { gbohAI } from './ai';
import { gboh } from './index';

/**
 * Great Battles of History, as the catalog lists it: the engine, its AI hooks, its own board in the
 * web app. The battle special rules an editor may pick come from the battle-rule registry once it exists.
 */
export const manifest = defineManifest({ id: 'gboh', module: gboh, ai: gbohAI, web: { adapter: 'own' } });
