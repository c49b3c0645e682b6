import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** One autocannon run: `connections` clients for `seconds`, after a warm-up of `warmup` seconds. */
export async function load(url: string, connections: number, seconds: number, warmup = 3): Promise<LoadResult> {
  if (warmup > 0) await autocannon({ url, connections, duration: warmup });
  const r = await autocannon({ url, connections, duration: seconds });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
