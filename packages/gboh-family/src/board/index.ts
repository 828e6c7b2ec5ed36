/**
 * `@polemarch/gboh-family/board`: the drawing primitives of GBoH-family maps (React SVG components; react is a peer
 * dependency). A game's web adapter builds the data types below from its engine's view and lays these out.
 */
export * from './hexMap';
export * from './terrain';
export { useLongPress } from './longPress';
