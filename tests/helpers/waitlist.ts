import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { campusWaitlist, campusWaitlistChildren } from '#server/db/schema.ts';
import type { MailMessage } from '#server/mail/mailer.ts';
import { childKey } from '#server/features/members/fold.ts';
import { newToken } from '#server/features/places/tokens.ts';
import type { Locale } from '#shared/locales.ts';

/** Helpers of the waiting-list tests: entries made directly in the database, and the tokens read from the mails. */

let counter = 0;

/**
 * A waiting entry of `places` children (distinct names unless `children` names them), made without the API (the
 * campus need not be full). Returns the row and its manage token.
 */
export async function seedEntry(
  db: Db,
  campusId: number,
  opts: {
    places?: number;
    email?: string;
    phone?: string;
    locale?: Locale;
    isClubMember?: boolean;
    birthDate?: string;
    children?: { childName: string; childSurname: string }[];
    unconfirmed?: boolean;
  } = {},
) {
  const places = opts.children?.length ?? opts.places ?? 1;
  const manage = newToken();
  const [entry] = await db
    .insert(campusWaitlist)
    .values({
      campusId,
      places,
      parentEmail: opts.email ?? `familia${++counter}@example.com`,
      parentPhone: opts.phone ?? '600 111 222',
      isClubMember: opts.isClubMember ?? false,
      locale: opts.locale ?? 'ca',
      manageTokenHash: manage.hash,
      // A family that confirmed its address (issue 22 finding 1); `unconfirmed` for one that has not yet.
      confirmedAt: opts.unconfirmed ? null : new Date(),
    })
    .returning();
  const birthDate = opts.birthDate ?? '2015-03-15';
  const children = Array.from({ length: places }, (_, i) => ({
    entryId: entry!.id,
    campusId,
    childName: opts.children?.[i]?.childName ?? `Infant${entry!.id}x${i}`,
    childSurname: opts.children?.[i]?.childSurname ?? 'Llista',
    birthDate,
  }));
  await db.insert(campusWaitlistChildren).values(children.map((c) => ({ ...c, childKey: childKey(c.childName, c.childSurname, c.birthDate) })));
  return { entry: entry!, manageToken: manage.token };
}

export const entryRow = async (db: Db, id: number) => (await db.select().from(campusWaitlist).where(eq(campusWaitlist.id, id)))[0]!;

export const entryStatuses = async (db: Db, campusId: number) =>
  (await db.select().from(campusWaitlist).where(eq(campusWaitlist.campusId, campusId)).orderBy(asc(campusWaitlist.id))).map(
    (r) => r.status,
  );

/**
 * The token of a link in the mails delivered to `to` (the last one found): `action` is oferta, rebutjar, sortir or
 * confirmar.
 * Read from what the mailer delivered, as the family reads it: once sent, the queue keeps the mail without its link
 * (issue 22 finding 5).
 */
export async function tokenFromMail(
  t: { app: FastifyInstance; mails: MailMessage[] },
  to: string,
  action: 'oferta' | 'rebutjar' | 'sortir' | 'confirmar',
): Promise<string> {
  await t.app.mail.flush();
  const pattern = new RegExp(`#${action}=([A-Za-z0-9_-]+)`);
  const found = t.mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).map((m) => pattern.exec(m.text)?.[1]).filter(Boolean);
  if (found.length === 0) throw new Error(`no ${action} link in the mails to ${to}`);
  return found.at(-1)!;
}

export const post = (app: FastifyInstance, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

/**
 * A join through the API, then its address confirmed with the link mailed to it (issue 22 finding 1: only a confirmed
 * entry is offered places), as the family does. Returns the join's answer; a refused join is returned as it is.
 */
export async function joinConfirmed(t: { app: FastifyInstance; mails: MailMessage[] }, payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/campus-waitlist', payload });
  if (res.statusCode !== 201) return res;
  const token = await tokenFromMail(t, String(payload.parentEmail), 'confirmar');
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/campus-waitlist/confirm-address', payload: { token } });
  if (confirmed.statusCode !== 200) throw new Error(`confirm-address ${confirmed.statusCode}: ${confirmed.body}`);
  return res;
}
