// The benches' one definition of a percentile, so that figures of different benches compare.

/**
 * Nearest rank of ascending values: p95 of 50 values is the 48th, p100 the largest. Undefined for none.
 *
 * @param {readonly number[]} sorted
 * @param {number} p
 * @returns {number | undefined}
 */
export function nearestRank(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * @param {number} value
 * @param {number} digits after the decimal point
 */
export const roundTo = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
