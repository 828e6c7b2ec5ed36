import { defineManifest } from '@polemarch/kernel';
import { ccaAI } from './ai';
import { cca } from './index';

/** Commands & Colors: Ancients, as the catalog lists it: the engine, its AI hooks, its own board in the web app. */
export const manifest = defineManifest({ id: 'cca', module: cca, ai: ccaAI, web: { adapter: 'own' } });
