import { defineManifest } from '@polemarch/kernel';
import { justinianAI } from './ai';
import { justinian } from './index';

/** Justinian, as the catalog lists it: the engine, its AI evaluator, played in the web app on its own area map (web/src/systems/justinian). */
export const manifest = defineManifest({ id: 'justinian', module: justinian, ai: justinianAI, web: { adapter: 'own' } });
