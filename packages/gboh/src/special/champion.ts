/** Shim for engine.ts's import until its split reaches Taginae's cancellation decision through a hook. */
export { cancelChallenge } from '../battles/taginae';
