import autocannon from 'autocannon';
import { smoke } from './mode.ts';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** Requests per run in smoke mode: enough to show the URL answers under concurrency, without loading the machine. */
const smokeRequests = 100;

/**
 * One autocannon run: `connections` clients for `seconds`, after a warm-up of `warmup` seconds. In smoke mode a
 * fixed number of requests instead (a timed run saturates both cores for its whole length).
 */
export async function load(url: string, connections: number, seconds: number, warmup = 3): Promise<LoadResult> {
  if (warmup > 0 && !smoke) await autocannon({ url, connections, duration: warmup });
  const r = await autocannon({ url, connections, ...(smoke ? { amount: smokeRequests } : { duration: seconds }) });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
