export * from './skirmish';
export * from './playout';
