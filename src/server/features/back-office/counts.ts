import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '#server/db/client.ts';
import { campusRegistrations, clubRegistrations, contactMessages, orders, schoolRegistrations, seasons } from '#server/db/schema.ts';
import { adminCountsSchema, type AdminCounts } from '#shared/schemas/admin-table.ts';

/**
 * What is left to do, per tab (issue 12 item 4): unprocessed registrations of the season open for registrations,
 * unprocessed campus sign-ups (free, paid or paid without a place) and messages, paid orders still to prepare. Small counts on indexed tables.
 */
export async function adminCounts(db: DbOrTx): Promise<AdminCounts> {
  const openSeason = db.select({ id: seasons.id }).from(seasons).where(eq(seasons.openForRegistrations, true));
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const [club, school, campus, messages, toPrepare] = await Promise.all([
    n(db.select({ n: count() }).from(clubRegistrations).where(and(isNull(clubRegistrations.processedAt), inArray(clubRegistrations.seasonId, openSeason)))),
    n(db.select({ n: count() }).from(schoolRegistrations).where(and(isNull(schoolRegistrations.processedAt), inArray(schoolRegistrations.seasonId, openSeason)))),
    n(db.select({ n: count() }).from(campusRegistrations).where(isNull(campusRegistrations.processedAt))),
    n(db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.processedAt))),
    n(db.select({ n: count() }).from(orders).where(sql`${orders.status} = 'paid'`)),
  ]);
  return { 'inscr-club': club, 'inscr-escoles': school, 'inscr-campus': campus, missatges: messages, comandes: toPrepare };
}

/** GET /api/admin/counts (guarded): the to-do badges of the admin's tabs. */
export async function backOfficeCountRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/counts', { schema: { response: { 200: adminCountsSchema } } }, () => adminCounts(app.db));
}
