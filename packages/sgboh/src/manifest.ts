import { defineManifest } from '@polemarch/kernel';
import { sgbohAI } from './ai';
import { sgboh } from './index';

/** Simple GBoH, as the catalog lists it: the engine, its AI hooks; the web app plays it through the generic adapter. */
export const manifest = defineManifest({ id: 'sgboh', module: sgboh, ai: sgbohAI, web: { adapter: 'generic' } });
