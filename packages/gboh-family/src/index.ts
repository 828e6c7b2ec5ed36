/**
 * The GBoH family layer: what every Great Battles of History game shares, typed on the map and pieces. No
 * sequence of play lives here; each game (Cataphract in packages/gboh, Simple GBoH next) brings its own.
 */
export * from './schema';
export * from './map';
export { gbohHex, type Arc, type Direction, type HexId } from './hex';
export * from './facing';
export * from './los';
export * from './reach';
export type { ChartSource } from './chartSource';
