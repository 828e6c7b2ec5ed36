export * from './evaluate';
export * from './levels';
export * from './search';
export * from './agent';
export * from './stats';
export * from './chart';
export * from './positions';
