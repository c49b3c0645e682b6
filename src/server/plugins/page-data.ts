import type { FastifyInstance } from 'fastify';
import { paths } from '#shared/routes.ts';
import { campusListAnswer } from '#server/features/campus/public-list.ts';
import { matchList, matchStats } from '#server/features/matches/list-service.ts';
import { listRecentResults } from '#server/features/matches/repository.ts';
import { listSeasons } from '#server/features/seasons/repository.ts';
import { openSeason } from '#server/features/seasons/admin-service.ts';
import { photoList } from '#server/features/photos/list-service.ts';
import { listAlbumPage } from '#server/features/albums/repository.ts';
import { albumPageSize } from '#shared/schemas/album.ts';
import { listProducts } from '#server/features/products/repository.ts';
import { listTeams } from '#server/features/teams/repository.ts';

/**
 * The first data of a public page, embedded in its HTML so the page renders without waiting for its API call
 * (docs/decisions/009). Each source answers exactly the JSON its GET endpoint answers: the public lists come from
 * the same cache entries (app.publicCache, same keys as the routes; the campus list's copy lives one second at most,
 * decision 193).
 */
type Source = {
  /** The endpoint the client would fetch; the client maps it to its query key (src/client/lib/initial-data.ts). */
  url: string;
  json: (app: FastifyInstance) => Promise<string>;
  /** The URL of the image the page shows first for this data, when it is a stored image worth preloading. */
  firstImage?: (json: string) => string | undefined;
};

/** "/media/<id>.jpg" → "/media/<id>-sm.jpg" (the grid variant, as the client's smallVariant); other URLs: none. */
function storedSmall(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = url.trim();
  if (/^\/media\/[a-f0-9]{32}-sm\.jpg$/.test(value)) return value;
  const match = /^(\/media\/[a-f0-9]{32})\.jpg$/.exec(value);
  return match ? `${match[1]}-sm.jpg` : undefined;
}

/** The first element of a JSON list, or undefined for anything else. */
function firstOf(json: string): Record<string, unknown> | undefined {
  try {
    const list: unknown = JSON.parse(json);
    const first = Array.isArray(list) ? list[0] : undefined;
    return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the answer for the last JSON text seen (the cached text is the same string until a write). */
function lastOnly(fn: (json: string) => string | undefined): (json: string) => string | undefined {
  let last: { json: string; value: string | undefined } | undefined;
  return (json) => {
    if (last?.json !== json) last = { json, value: fn(json) };
    return last.value;
  };
}

const cached =
  (key: string, load: (app: FastifyInstance) => Promise<unknown>): Source['json'] =>
  async (app) =>
    (await app.publicCache.json(key, () => load(app))).json;

const teams: Source = {
  url: '/api/teams',
  json: cached('teams', (app) => listTeams(app.db)),
  firstImage: lastOnly((json) => storedSmall(firstOf(json)?.imageUrl)),
};
/** A bounded match answer (decision 156) as its route sends it: the cached copy under the route's key. */
const matchAnswer =
  (answer: typeof matchList | typeof matchStats): Source['json'] =>
  async (app) => {
    const { key, load } = await answer(app, {});
    return key ? (await app.publicCache.json(key, load)).json : JSON.stringify(await load());
  };
// The default /partits view: the current season's upcoming matches and newest results, its tiles, the seasons.
const matches: Source = { url: '/api/matches', json: matchAnswer(matchList) };
const matchTiles: Source = { url: '/api/matches/stats', json: matchAnswer(matchStats) };
const seasonList: Source = { url: '/api/seasons', json: cached('seasons', (app) => listSeasons(app.db)) };
const recentMatches: Source = {
  url: '/api/matches/recent',
  json: cached('matches/recent', (app) => listRecentResults(app.db)),
};
// The default /fotos view (decision 159): the newest page of albums and the newest page of every photo.
const albumList: Source = {
  url: '/api/albums',
  json: cached(`albums|${albumPageSize.default}`, (app) => listAlbumPage(app.db, albumPageSize.default)),
};
const photos: Source = {
  url: '/api/photos',
  json: async (app) => {
    const { key, load } = await photoList(app, {});
    return key ? (await app.publicCache.json(key, load)).json : JSON.stringify(await load());
  },
  firstImage: lastOnly((json) => {
    const first = firstOf(json);
    return storedSmall(first?.thumbnailUrl ?? first?.imageUrl);
  }),
};
const products: Source = {
  url: '/api/products',
  json: cached('products', (app) => listProducts(app.db)),
  firstImage: lastOnly((json) => storedSmall(firstOf(json)?.imageUrl)),
};
const campus: Source = {
  url: '/api/campus',
  json: async (app) => {
    const { key, load, freshness } = campusListAnswer(app.db);
    return (await app.publicCache.json(key, load, freshness)).json;
  },
  firstImage: lastOnly((json) => storedSmall(firstOf(json)?.imageUrl)),
};

/** The season open for registrations (decision 155): /inscriute names it at once; `null` when closed. */
const openSeasonSource: Source = {
  url: '/api/seasons/open',
  json: async (app) => JSON.stringify((await openSeason(app.db)) ?? null),
};

/** What each page fetches first. The home page only counts the teams (it shows no team image): no preload there. */
export const pageSources: Readonly<Record<string, readonly Source[]>> = {
  [paths.home]: [{ ...teams, firstImage: undefined }, recentMatches],
  [paths.teams]: [teams],
  [paths.matches]: [matches, matchTiles, seasonList],
  [paths.photos]: [photos, albumList],
  [paths.shop]: [products],
  [paths.campus]: [campus],
  [paths.registration]: [openSeasonSource],
};

export type PageData = {
  /** url → JSON text, in the page's order. */
  entries: { url: string; json: string }[];
  /** The first stored image the page shows (grid variant), if any. */
  image: string | undefined;
};

/** Loads a page's first data; a source that fails is left out (the client then fetches it as before). */
export async function loadPageData(app: FastifyInstance, route: string): Promise<PageData | undefined> {
  const sources = pageSources[route];
  if (!sources) return undefined;
  const loaded = await Promise.all(
    sources.map(async (source) => {
      try {
        return { source, json: await source.json(app) };
      } catch (error) {
        app.log.warn({ err: error, url: source.url }, 'page shell: initial data left out');
        return undefined;
      }
    }),
  );
  const entries: PageData['entries'] = [];
  let image: string | undefined;
  for (const item of loaded) {
    if (!item) continue;
    entries.push({ url: item.source.url, json: item.json });
    image ??= item.source.firstImage?.(item.json);
  }
  return { entries, image };
}

/**
 * The `<script type="application/json" id="initial-data">` element: `{"<url>": <json>, …}`. Every "<" is written
 * as \u003c (also "\u2028"/"\u2029" for old parsers) so no value can close the script element or open a comment.
 */
export function initialDataScript(entries: PageData['entries']): string {
  if (entries.length === 0) return '';
  const body = `{${entries.map((e) => `${JSON.stringify(e.url)}:${e.json}`).join(',')}}`;
  const safe = body.replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="initial-data">${safe}</script>`;
}
