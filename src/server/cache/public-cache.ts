import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Subscription } from '#server/db/client.ts';
import { CompressedBody } from '#server/http/compressed-body.ts';

type Entry = { body: CompressedBody; etag: string; json: string };

/** How long a copy may be served. By default until the next write; `maxAgeMs` also ends it after that long. */
export type Freshness = { maxAgeMs?: number };

/**
 * What the cache may hold at most (decision 199): keys come from query strings, which visitors choose, so the copies
 * are bounded by count and by bytes; past either bound the least recently used copy goes.
 */
export type CacheLimits = { maxEntries: number; maxBytes: number };

type Held = { pending: Promise<unknown>; until: number; bytes: number };

/**
 * The public lists (teams, matches, photos, products…) served from memory as ready-made JSON, and the small lookups
 * their keys are checked against (`value`: the seasons, the club's team names). Any write to their tables fires a
 * trigger that NOTIFYs 'public_cache'; every instance listens and drops its copies, so a write on one instance is
 * seen by all. While the LISTEN connection is down nothing is cached. At most `limits` copies and bytes are held,
 * least recently used first out.
 */
export class PublicCache {
  private entries = new Map<string, Held>();
  private generation = 0;
  private bytes = 0;

  private readonly subscription: Subscription;
  readonly limits: CacheLimits;

  private constructor(subscription: Subscription, limits: CacheLimits) {
    this.subscription = subscription;
    this.limits = limits;
  }

  static async open(database: Pick<Database, 'listen'>, limits: CacheLimits): Promise<PublicCache> {
    let cache: PublicCache | undefined;
    const subscription = await database.listen('public_cache', () => cache?.clear());
    cache = new PublicCache(subscription, limits);
    return cache;
  }

  /** Whether a copy of this list is held now (for tests and diagnostics). */
  holds(key: string): boolean {
    const hit = this.entries.get(key);
    return this.subscription.live() && hit !== undefined && Date.now() < hit.until;
  }

  /** How many copies and (estimated) bytes are held now (for tests and diagnostics). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string, held: Held): void {
    if (this.entries.get(key) !== held) return;
    this.entries.delete(key);
    this.bytes -= held.bytes;
  }

  /** Evicts the least recently used copies (the Map's first keys) until within the limits. */
  private trim(): void {
    for (const [key, held] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.drop(key, held);
    }
  }

  /**
   * The value under `key`, or `load()`'s. Requests that arrive while it loads share that one load; a load that fails
   * is not kept. `bytes` estimates what the value holds in memory, for the byte bound.
   */
  private held<T>(key: string, load: () => Promise<T>, bytes: (value: T) => number, freshness: Freshness): Promise<T> {
    if (!this.subscription.live()) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.until) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.pending as Promise<T>;
    }
    if (hit) this.drop(key, hit);
    const generation = this.generation;
    // A real promise, settled once (a query builder is a thenable that would run again at every await).
    const pending = new Promise<T>((resolve) => resolve(load()));
    const held: Held = { pending, until: freshness.maxAgeMs === undefined ? Number.POSITIVE_INFINITY : now + freshness.maxAgeMs, bytes: 0 };
    this.entries.set(key, held);
    this.trim();
    pending.then(
      (value) => {
        // A write that landed while loading makes this copy suspect: keep it for this request only.
        if (generation !== this.generation) return this.drop(key, held);
        if (this.entries.get(key) !== held) return;
        held.bytes = bytes(value);
        this.bytes += held.bytes;
        this.trim();
      },
      () => this.drop(key, held),
    );
    return pending;
  }

  /**
   * The copy under `key`, or `load()` made into one. A list that also changes without a write (the campus list's
   * places left, as held payments and offers run out) passes a `maxAgeMs`: its copy is loaded again once it is that old.
   */
  get(key: string, load: () => Promise<unknown>, freshness: Freshness = {}): Promise<Entry> {
    return this.held(key, async () => toEntry(await load()), (entry) => 2 * entry.body.raw.length + 256, freshness);
  }

  /**
   * A small value the lists' keys are checked against (the seasons, the club's team names, the cursors a page can
   * continue from), kept and dropped with the lists. `bytes` estimates its size.
   */
  value<T>(key: string, load: () => Promise<T>, bytes: (value: T) => number = () => 1024): Promise<T> {
    return this.held(`value:${key}`, load, bytes, {});
  }

  /** The cached JSON text of a list and its ETag: the very bytes GET would answer (the page shell embeds them). */
  async json(key: string, load: () => Promise<unknown>, freshness?: Freshness): Promise<{ json: string; etag: string }> {
    const { json, etag } = await this.get(key, load, freshness);
    return { json, etag };
  }

  /** Answers a GET from the cache, with an ETag and 304 for a matching If-None-Match. */
  async send(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<unknown>, freshness?: Freshness) {
    const entry = await this.get(key, load, freshness);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return entry.body.send(request, reply, 'application/json; charset=utf-8');
  }

  close(): Promise<void> {
    this.clear();
    return this.subscription.close();
  }
}

function toEntry(value: unknown): Entry {
  const body = JSON.stringify(value);
  return { body: new CompressedBody(body), json: body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}
