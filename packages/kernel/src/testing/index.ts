export * from './skirmish';
export * from './playout';
export * from './skirmishAi';
export * from './skirmishManifest';
