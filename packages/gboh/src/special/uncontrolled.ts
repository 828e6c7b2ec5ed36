/** Shim for engine.ts's import until its split re-points it (11.3 is a rulebook rule: rules/uncontrolled.ts). */
export { checkUncontrolled, distanceToEnemy, releaseAttackers } from '../rules/uncontrolled';
