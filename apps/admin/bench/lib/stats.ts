/** Statistics of timings, nearest-rank percentiles, rounded to 0.1 ms. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The nearest-rank percentile (p in 0..1). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function summarize(values: number[]): Summary {
  return {
    n: values.length,
    p50: round(percentile(values, 0.5)),
    p95: round(percentile(values, 0.95)),
    max: round(Math.max(0, ...values)),
  };
}
