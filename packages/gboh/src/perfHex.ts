// The memoized GBoH hex geometry lives in the family layer (packages/gboh-family/src/hex.ts).
export { gbohHex, type Direction, type HexId } from '@polemarch/gboh-family';
