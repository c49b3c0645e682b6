/**
 * Attempts per key in a fixed window from the key's first one, in this instance's memory (like the public forms'
 * limits, decision 008; DESIGN tolerates a per-instance limit). Expired keys are dropped as the map grows, so a
 * flood of distinct keys cannot grow it without bound.
 */
export function windowCounter(max: number, windowMinutes: number) {
  const counts = new Map<string, { n: number; resetAt: number }>();
  return {
    /** Counts one attempt of `key`; true when it is past `max` in its window. */
    over(key: string, now = Date.now()): boolean {
      if (counts.size > 10_000) for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
      const entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        counts.set(key, { n: 1, resetAt: now + windowMinutes * 60_000 });
        return false;
      }
      entry.n += 1;
      return entry.n > max;
    },
  };
}
