import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  campus,
  campusRegistrations,
  campusWaitlist,
  campusWaitlistChildren,
  checkouts,
  clubMembers,
  clubRegistrations,
  contactMessages,
  erasureRequests,
  mailQueue,
  orderItems,
  orders,
  schoolRegistrations,
  seasons,
} from '#server/db/schema.ts';
import { ofEmail } from '#server/features/family/repository.ts';

/**
 * Columns left out of the export: secrets (the hashes of a waiting list's links), keys derived from what is exported
 * (the folded child key) and the name of the club volunteer who marked a record processed (not the family's data).
 */
const internal = new Set([
  'offerTokenHash',
  'manageTokenHash',
  'childKey',
  'playerKey',
  'processedBy',
  'emailHash',
  // A checkout's keyed hashes of who started it, and the folded keys of the member roster.
  'clientKeys',
  'nameKey',
  'dedupeKey',
]);

/**
 * A mail's links carry single-use tokens in their fragment (sign-in, offer, decline, leave): the export names the
 * link, never a usable one (the file may be saved on a shared computer).
 */
const withoutTokens = (text: string) => text.replace(/#(entrar|oferta|rebutjar|sortir)=[A-Za-z0-9_-]+/g, '#$1=…');

function plain<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) if (!internal.has(k)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}

/** One form's registrations made with this e-mail, each with its season's label. */
function withSeason<T extends typeof clubRegistrations | typeof schoolRegistrations>(db: Db, table: T, email: string) {
  const t = table as typeof clubRegistrations;
  return db
    .select({ registration: t, season: seasons.label })
    .from(t)
    .innerJoin(seasons, eq(seasons.id, t.seasonId))
    .where(ofEmail(t.guardianEmail, email))
    .orderBy(asc(t.id)) as unknown as Promise<{ registration: T['$inferSelect']; season: string }[]>;
}

/**
 * GET /api/family/export (GDPR art. 15 and 20): every record made with this e-mail, whole (DNI, IBAN, health card:
 * it is the family's own data), its payment attempts, its row on the club's member roster and the mails to it
 * (links without their tokens), as JSON. Nothing of anyone else: every query is bound to the address.
 */
export async function familyExport(db: Db, email: string) {
  const orderRows = await db.select().from(orders).where(ofEmail(orders.customerEmail, email)).orderBy(asc(orders.id));
  const items = orderRows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  const signUps = await db
    .select({ signUp: campusRegistrations, campusName: campus.name })
    .from(campusRegistrations)
    .innerJoin(campus, eq(campus.id, campusRegistrations.campusId))
    .where(ofEmail(campusRegistrations.parentEmail, email))
    .orderBy(asc(campusRegistrations.id));
  const entries = await db
    .select({ entry: campusWaitlist, campusName: campus.name })
    .from(campusWaitlist)
    .innerJoin(campus, eq(campus.id, campusWaitlist.campusId))
    .where(ofEmail(campusWaitlist.parentEmail, email))
    .orderBy(asc(campusWaitlist.id));
  const children = entries.length
    ? await db
        .select()
        .from(campusWaitlistChildren)
        .where(
          inArray(
            campusWaitlistChildren.entryId,
            entries.map((e) => e.entry.id),
          ),
        )
        .orderBy(asc(campusWaitlistChildren.id))
    : [];
  const club = await withSeason(db, clubRegistrations, email);
  const school = await withSeason(db, schoolRegistrations, email);
  const messages = await db.select().from(contactMessages).where(ofEmail(contactMessages.email, email)).orderBy(asc(contactMessages.id));
  const erasure = await db.select().from(erasureRequests).where(eq(erasureRequests.email, email)).orderBy(asc(erasureRequests.id));
  // Payment attempts: a shop checkout's customer, a campus one's registration data, a waiting-list one's entry.
  const entryIds = entries.map((e) => String(e.entry.id));
  const checkoutRows = await db
    .select()
    .from(checkouts)
    .where(
      or(
        ofEmail(checkouts.customerEmail, email),
        sql`lower(${checkouts.registrationData}->>'parentEmail') = ${email}`,
        entryIds.length ? and(eq(checkouts.kind, 'waitlist'), inArray(sql`${checkouts.registrationData}->>'entryId'`, entryIds)) : undefined,
      ),
    )
    .orderBy(asc(checkouts.createdAt));
  const members = await db.select().from(clubMembers).where(ofEmail(clubMembers.email, email)).orderBy(asc(clubMembers.id));
  const mails = await db
    .select({ to: mailQueue.to, subject: mailQueue.subject, text: mailQueue.text, createdAt: mailQueue.createdAt, sentAt: mailQueue.sentAt })
    .from(mailQueue)
    .where(ofEmail(mailQueue.to, email))
    .orderBy(asc(mailQueue.id));
  return {
    exportedAt: new Date().toISOString(),
    email,
    orders: orderRows.map((o) => ({
      ...plain(o),
      items: items.filter((i) => i.orderId === o.id).map(plain),
    })),
    campusSignUps: signUps.map((s) => ({ ...plain(s.signUp), campusName: s.campusName })),
    waitingList: entries.map((e) => ({
      ...plain(e.entry),
      campusName: e.campusName,
      children: children.filter((c) => c.entryId === e.entry.id).map(plain),
    })),
    clubRegistrations: club.map((r) => ({ ...plain(r.registration), season: r.season })),
    schoolRegistrations: school.map((r) => ({ ...plain(r.registration), season: r.season })),
    contactMessages: messages.map(plain),
    erasureRequests: erasure.map(plain),
    checkouts: checkoutRows.map(plain),
    clubMembers: members.map(plain),
    mails: mails.map((m) => plain({ ...m, text: withoutTokens(m.text) })),
  };
}

/** The download's file name: the club and the day, never the address (it may be saved on a shared computer). */
export const exportFileName = () => `cb-llivia-les-meves-dades-${new Date().toISOString().slice(0, 10)}.json`;
