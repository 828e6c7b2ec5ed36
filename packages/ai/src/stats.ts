/**
 * The Wilson score interval of a proportion (Wilson 1927): unlike the normal approximation it stays
 * inside [0, 1] and behaves at 0 and at n successes out of n, which is exactly where a strong player
 * against a random one lands. z = 1.96 gives the 95% interval.
 */
export function wilsonInterval(successes: number, n: number, z = 1.96): { low: number; high: number; rate: number } {
  if (n <= 0) return { low: 0, high: 1, rate: 0 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half), rate: p };
}

/** The median of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
