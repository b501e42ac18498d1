/**
 * The waits' medians and 90th percentiles are counted from histograms (ADR 0051): each wait in the
 * nearest minute of working time, its bucket. A percentile is then PostgreSQL's `percentile_cont`
 * over the buckets instead of the waits: the two neighbouring values it interpolates between are
 * each their bucket's minute, at most half a minute from the wait itself, so the percentile is
 * within half a minute of working time of the exact one (`waitPercentileErrorBound`, 1/2880 of a
 * working day). The reports show two decimals of a working day (14.4 minutes): the figure shown is
 * the exact one's, or one hundredth of a day from it when the exact one lies within half a minute
 * of a rounding boundary.
 */

/** Buckets per working day: a minute of working time each. */
export const waitBucketsPerWorkingDay = 1440;

/** The most a percentile counted from the buckets differs from the exact one, in working days. */
export const waitPercentileErrorBound = 0.5 / waitBucketsPerWorkingDay;

/**
 * A wait's bucket: its nearest minute of working time. PostgreSQL computes the same in `float8`
 * (migration 0048's trigger: `floor(wait * 1440 + 0.5)`), so both stores put a wait in one bucket.
 */
export const waitBucketOf = (workingDays: number): number =>
  Math.floor(workingDays * waitBucketsPerWorkingDay + 0.5);

/** A histogram of waits: each bucket (a minute of working time) with how many waits it holds. */
export type WaitHistogram = ReadonlyMap<number, number>;

/** Adds `count` waits of `bucket` to a histogram being built. */
export function addToHistogram(histogram: Map<number, number>, bucket: number, count = 1): void {
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
}

/**
 * Continuous percentiles (PostgreSQL's `percentile_cont`) of the waits a histogram holds, in
 * working days, each value read as its bucket's minute: null for each when it holds none.
 */
export function waitPercentilesOf(histogram: WaitHistogram, fractions: readonly number[]): (number | null)[] {
  const buckets = [...histogram.keys()].sort((a, b) => a - b);
  // Waits up to and including each bucket: the value at rank r (from 0) is the first bucket past r.
  const upTo: number[] = [];
  let total = 0;
  for (const bucket of buckets) {
    total += histogram.get(bucket) ?? 0;
    upTo.push(total);
  }
  const bucketAt = (rank: number) => {
    let low = 0;
    let high = buckets.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((upTo[middle] as number) > rank) high = middle;
      else low = middle + 1;
    }
    return buckets[low] as number;
  };
  return fractions.map((fraction) => {
    if (total === 0) return null;
    const position = fraction * (total - 1);
    const below = Math.floor(position);
    const low = bucketAt(below);
    const high = bucketAt(Math.min(below + 1, total - 1));
    return (low + (high - low) * (position - below)) / waitBucketsPerWorkingDay;
  });
}
