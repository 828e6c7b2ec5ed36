/** Shim for engine.ts's import until its split re-points it (6.7 is a rulebook rule: rules/feignedRetreat.ts). */
export { frEligible, frResolve, frStep, frSteps } from '../rules/feignedRetreat';
