/** Shim for engine.ts's import until its split re-points it (rules/reinforcements.ts). */
export { chooseEntry, entryActions, entrySeat, heldInColumn, shockCutOff } from '../rules/reinforcements';
