/** Latencies of one kind of request, in ms to 0.1 ms (nearest-rank percentiles). */
export type Latency = { samples: number; p50: number; p99: number; max: number };

/** Nearest-rank percentile `p` (0–100) of ascending `sorted` values, to 0.1; 0 for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank]! * 10) / 10;
}

export function latency(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  return { samples: values.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
}
