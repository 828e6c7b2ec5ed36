/** Shim for engine.ts's import until its split re-points it (11.1 is a rulebook rule: rules/dismount.ts). */
export { applyDismount, dismountActions } from '../rules/dismount';
