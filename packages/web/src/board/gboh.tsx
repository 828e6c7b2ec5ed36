// The GBoH map drawing primitives live in the family layer (packages/gboh-family/src/board).
export * from '@polemarch/gboh-family/board';
