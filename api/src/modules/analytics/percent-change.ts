/**
 * Percentage change of this range against the previous range of the same length (BEYOND D6).
 * Null when the previous range counted nothing: no percentage can be computed ('no data in the previous
 * period'), rather than an infinite or made-up one. Rounded to one decimal, halves away from zero.
 */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous <= 0) return null;
  const tenths = Math.round((Math.abs(current - previous) * 1000) / previous);
  const change = (Math.sign(current - previous) * tenths) / 10;
  return change === 0 ? 0 : change; // never -0
}
