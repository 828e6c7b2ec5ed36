export * from './evaluate';
export * from './levels';
export * from './search';
export * from './agent';
export * from './stats';
export * from './chart';
export { registerBuiltinSystems, skirmishAI } from './systems';
export { evaluateSkirmish } from './systems/skirmish';
export * from './positions';
