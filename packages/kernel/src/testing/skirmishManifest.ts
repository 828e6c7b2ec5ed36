import { defineManifest } from '../manifest';
import { skirmish } from './skirmish';
import { skirmishAI } from './skirmishAi';

/** Skirmish's manifest: the kernel's own test game, with its evaluator and its own board in the web app. */
export const skirmishManifest = defineManifest({ id: 'skirmish', module: skirmish, ai: skirmishAI, web: { adapter: 'own' } });
