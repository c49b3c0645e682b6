import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DbOrTx } from '#server/db/client.ts';
import {
  campusRegistrations,
  clubRegistrations,
  contactMessages,
  erasureRequests,
  orders,
  schoolRegistrations,
  seasons,
} from '#server/db/schema.ts';
import { can as canRole, type Permission, type Role, secondFactorRequired } from '#shared/permissions.ts';
import type { AdminCounts } from '#shared/schemas/admin-table.ts';
import { backOfficeEndpoints } from '#shared/endpoints/back-office.ts';
import { backOfficeResponses } from '#shared/endpoints/back-office-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/**
 * What is left to do, per tab (issue 12 item 4): unprocessed registrations of the season open for registrations,
 * unprocessed campus sign-ups (free, paid or paid without a place), unprocessed messages plus the families' pending
 * erasure requests (shown at the top of Missatges, issue 14 item 4), paid orders still to prepare. Small counts on
 * indexed tables. Only what the volunteer's role may open is counted (decision 187): a coach's badges say nothing
 * of registrations or messages, and erasure requests count only for whoever may decide them.
 */
export async function adminCounts(db: DbOrTx, volunteer: { role: Role; totpEnabled: boolean }): Promise<AdminCounts> {
  // An admin or treasurer before enrolling the second factor reaches only their account: no count either (review).
  const enrolled = !secondFactorRequired[volunteer.role] || volunteer.totpEnabled;
  const can = (permission: Permission) => enrolled && canRole(volunteer.role, permission);
  const openSeason = db.select({ id: seasons.id }).from(seasons).where(eq(seasons.openForRegistrations, true));
  const n = async (allowed: boolean, q: () => Promise<{ n: number }[]>) => (allowed ? ((await q())[0]?.n ?? 0) : 0);
  const registrations = can('registrations.read');
  const [club, school, campus, messages, erasures, toPrepare] = await Promise.all([
    n(registrations, () => db.select({ n: count() }).from(clubRegistrations).where(and(isNull(clubRegistrations.processedAt), inArray(clubRegistrations.seasonId, openSeason)))),
    n(registrations, () => db.select({ n: count() }).from(schoolRegistrations).where(and(isNull(schoolRegistrations.processedAt), inArray(schoolRegistrations.seasonId, openSeason)))),
    n(can('signups.read'), () => db.select({ n: count() }).from(campusRegistrations).where(isNull(campusRegistrations.processedAt))),
    n(can('messages.read'), () => db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.processedAt))),
    n(can('privacy.manage'), () => db.select({ n: count() }).from(erasureRequests).where(eq(erasureRequests.status, 'pending'))),
    n(can('orders.read'), () => db.select({ n: count() }).from(orders).where(sql`${orders.status} = 'paid'`)),
  ]);
  return { 'inscr-club': club, 'inscr-escoles': school, 'inscr-campus': campus, missatges: messages + erasures, comandes: toPrepare };
}

/** GET /api/admin/counts (guarded): the to-do badges of the admin's tabs. */
export async function backOfficeCountRoutes(app: FastifyInstance) {
  route(app.withTypeProvider<ZodTypeProvider>(), backOfficeEndpoints.counts, { config: { permission: 'self' }, schema: { response: { 200: backOfficeResponses.counts } } }, (request) =>
    adminCounts(app.db, request.admin!),
  );
}
