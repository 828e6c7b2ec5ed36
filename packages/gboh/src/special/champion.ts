/** Shim for engine.ts's imports until its split re-points them (11.8 is rules/champion.ts, the cancellation taginae's). */
export { championTqDrm, fightChallenge } from '../rules/champion';
export { cancelChallenge } from '../battles/taginae';
