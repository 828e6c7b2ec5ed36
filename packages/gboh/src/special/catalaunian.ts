/** Shim for engine.ts's import until its split calls `hooks.leaderActivates`. */
export { alanActivation } from '../battles/catalaunian-fields';
