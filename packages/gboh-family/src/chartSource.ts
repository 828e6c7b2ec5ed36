/** Where a chart's data comes from: the seed line range and the spec section, with its status. */
export type ChartSource = {
  spec: string;
  seedLines?: string;
  status: 'seed' | 'inferred' | 'provisional';
  note?: string;
};
