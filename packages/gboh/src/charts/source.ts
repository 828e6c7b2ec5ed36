// Chart source types live in the family layer (packages/gboh-family/src/chartSource.ts).
export type { ChartSource } from '@polemarch/gboh-family';
