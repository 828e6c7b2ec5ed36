import { defineManifest } from '@polemarch/kernel';
import { tawAI } from './ai';
import { taw } from './index';

/** The Ancient World: Rise of the Roman Republic, as the catalog lists it (its own strategic map board in the web app). */
export const manifest = defineManifest({ id: 'taw', module: taw, ai: tawAI, web: { adapter: 'own' } });
