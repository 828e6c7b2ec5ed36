// The map queries live in the family layer (packages/gboh-family/src/map.ts).
export {
  edgeDistance,
  elevationAt,
  isDifficult,
  isProhibitedHex,
  isProhibitedSide,
  mapHexes,
  mapNeighbours,
  mapRings,
  onEdge,
  onMap,
  sideFeatures,
  terrainAt,
} from '@polemarch/gboh-family';
