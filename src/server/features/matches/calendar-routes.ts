import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { maxDbInteger } from '#shared/schemas/common.ts';
import { paths } from '#shared/routes.ts';
import { clubCalendarPath, teamCalendarPath } from '#shared/calendar.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { CompressedBody } from '#server/http/compressed-body.ts';
import { notFound } from '#server/http-error.ts';
import { subscriptionCalendar } from '#server/features/matches/calendar-feed.ts';
import {
  calendarMessages,
  currentFeedWindow,
  type FeedData,
  FirstSeen,
  findFeedTeam,
  loadFeed,
  versionOf,
} from '#server/features/matches/calendar-service.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { route } from '#server/http/endpoint-route.ts';

/** Bumped when the feed's format changes, so an ETag from before a deploy does not hold the old format. */
const feedFormat = 'f1';
/** Calendar apps poll every few hours; a proxy or the app may reuse an answer for 15 minutes (decision 172). */
const cacheControl = 'public, max-age=900';

/** If-None-Match (weak comparison, RFC 9110 §13.1.2) wins over If-Modified-Since, as HTTP says. */
function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/** A team id from the path: anything else names no team (404, like an id that is not there). */
const teamIdParam = z.object({ id: z.string().max(20) });
function parseTeamId(raw: string): number | undefined {
  if (!/^[1-9]\d*$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= maxDbInteger ? id : undefined;
}

/**
 * GET /api/calendar/club.ics and GET /api/calendar/teams/{id}.ics (issue 13 item 5, decision 172): calendar
 * subscriptions, bounded to the current and next seasons, with an ETag and Last-Modified so the apps' polling is a
 * 304 while nothing changed. SPEC's GET /api/matches.ics (a one-off download by team name) stays as it is.
 */
export async function calendarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const firstSeen = new FirstSeen();
  const rendered = new Map<string, { etag: string; body: CompressedBody }>();
  // The UIDs' domain comes from PUBLIC_URL, never from the Host header (issue 10 item 13).
  const publicUrl = app.config.publicUrl;
  const host = new URL(publicUrl).hostname;

  function render(data: FeedData, sourcePath: string): CompressedBody {
    const events = data.matches.map((match) => ({ match, stamp: firstSeen.at(`match:${match.id}`, versionOf(match)) }));
    const ics = subscriptionCalendar({
      ...data,
      host,
      sourceUrl: `${publicUrl}${sourcePath}`,
      pageUrl: `${publicUrl}${paths.matches}`,
      events,
    });
    return new CompressedBody(ics);
  }

  async function serve(request: FastifyRequest, reply: FastifyReply, teamId: number | undefined) {
    const team = teamId === undefined ? undefined : await findFeedTeam(app.db, teamId);
    if (teamId !== undefined && !team) throw notFound(calendarMessages.unknownTeam);
    const window = await currentFeedWindow(app.db, todayInMadrid());
    const feed = team ? `team-${team.id}` : 'club';
    const { json, etag: dataTag } = await app.publicCache.json(`calendar|${feed}|${window.from}|${window.to}`, () =>
      loadFeed(app.db, team, window),
    );
    // Weak: the bytes carry this instance's DTSTAMPs; what they say depends only on the data.
    const etag = `W/"${feedFormat}-${dataTag.replaceAll('"', '')}"`;
    const lastModified = firstSeen.at(`feed:${feed}`, etag);
    reply.header('cache-control', cacheControl).header('etag', etag).header('last-modified', lastModified.toUTCString());
    if (notModified(request, etag, lastModified)) return reply.code(304).send();

    let copy = rendered.get(feed);
    if (copy?.etag !== etag) {
      copy = { etag, body: render(JSON.parse(json) as FeedData, team ? teamCalendarPath(team.id) : clubCalendarPath) };
      rendered.set(feed, copy);
    }
    reply.header('content-disposition', `inline; filename="${team ? `equip-${team.id}` : 'club'}-partits.ics"`);
    return copy.body.send(request, reply, 'text/calendar; charset=utf-8');
  }

  route(r, matchesEndpoints.clubCalendar, {}, (request, reply) => serve(request, reply, undefined));
  route(r, matchesEndpoints.teamCalendar, { schema: { params: teamIdParam } }, (request, reply) => {
    const id = parseTeamId(request.params.id);
    if (id === undefined) throw notFound(calendarMessages.unknownTeam);
    return serve(request, reply, id);
  });
}
