import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Subscription } from '#server/db/client.ts';
import { CompressedBody } from '#server/http/compressed-body.ts';

type Entry = { body: CompressedBody; etag: string; json: string };

/** How long a copy may be served. By default until the next write; `maxAgeMs` also ends it after that long. */
export type Freshness = { maxAgeMs?: number };

/**
 * The public lists (teams, matches, photos, products) served from memory as ready-made JSON. Any write to their
 * tables fires a trigger that NOTIFYs 'public_cache'; every instance listens and drops its copies, so a write on one
 * instance is seen by all. While the LISTEN connection is down nothing is cached.
 */
export class PublicCache {
  private entries = new Map<string, { pending: Promise<Entry>; until: number }>();
  private generation = 0;

  private readonly subscription: Subscription;

  private constructor(subscription: Subscription) {
    this.subscription = subscription;
  }

  static async open(database: Database): Promise<PublicCache> {
    let cache: PublicCache | undefined;
    const subscription = await database.listen('public_cache', () => cache?.clear());
    cache = new PublicCache(subscription);
    return cache;
  }

  /** Whether a copy of this list is held now (for tests and diagnostics). */
  holds(key: string): boolean {
    const hit = this.entries.get(key);
    return this.subscription.live() && hit !== undefined && Date.now() < hit.until;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * The copy under `key`, or `load()` made into one. Requests that arrive while it loads share that one load. A list
   * that also changes without a write (the campus list's places left, as held payments and offers run out) passes a
   * `maxAgeMs`: its copy is loaded again once it is that old.
   */
  async get(key: string, load: () => Promise<unknown>, freshness: Freshness = {}): Promise<Entry> {
    if (!this.subscription.live()) return toEntry(await load());
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.until) return hit.pending;
    const generation = this.generation;
    const pending = load().then(toEntry);
    const held = { pending, until: freshness.maxAgeMs === undefined ? Number.POSITIVE_INFINITY : now + freshness.maxAgeMs };
    this.entries.set(key, held);
    pending.then(
      () => {
        // A write that landed while loading makes this copy suspect: keep it for this request only.
        if (generation !== this.generation && this.entries.get(key) === held) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === held) this.entries.delete(key);
      },
    );
    return pending;
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
