/**
 * At most `maxRunning` jobs at once; up to `maxWaiting` more wait their turn in order; beyond that, `run` refuses at
 * once (the caller answers 503) instead of holding the request and its memory (issue 10, item 17).
 */
export class WorkQueue {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  /** The most jobs that ever ran at once (tests read it). */
  peakRunning = 0;

  readonly maxRunning: number;
  readonly maxWaiting: number;

  constructor(maxRunning: number, maxWaiting: number) {
    this.maxRunning = maxRunning;
    this.maxWaiting = maxWaiting;
  }

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(job: () => Promise<T>, whenFull: () => Error): Promise<T> {
    if (this.active < this.maxRunning) this.active++;
    else if (this.queue.length >= this.maxWaiting) throw whenFull();
    // The finishing job hands its slot over, so `active` already counts this one when it wakes.
    else await new Promise<void>((resolve) => this.queue.push(resolve));
    this.peakRunning = Math.max(this.peakRunning, this.active);
    try {
      return await job();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active--;
    }
  }
}
