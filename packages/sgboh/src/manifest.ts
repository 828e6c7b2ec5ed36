import { defineManifest } from '@polemarch/kernel';
import { sgbohAI } from './ai';
import { sgboh } from './index';

/** Simple GBoH, as the catalog lists it: the engine, its AI hooks; the web app has its own board (packages/web/src/systems/sgboh). */
export const manifest = defineManifest({ id: 'sgboh', module: sgboh, ai: sgbohAI, web: { adapter: 'own' } });
