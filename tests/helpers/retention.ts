import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  auditLog,
  campus,
  campusMembershipReviews,
  campusRegistrations,
  checkouts,
  clubRegistrations,
  contactMessages,
  erasureRequests,
  mailQueue,
  orderItems,
  orders,
  schoolRegistrations,
  seasons,
} from '#server/db/schema.ts';
import { insertClubRegistration, insertSchoolRegistration } from '#server/features/registrations/repository.ts';
import { mailRef, type MailRefKind } from '#server/mail/queue.ts';
import { clubRegistrationInputSchema } from '#shared/schemas/club-registration.ts';
import { schoolRegistrationInputSchema } from '#shared/schemas/school-registration.ts';
import { clubBody, dni, schoolBody } from './registrations.ts';

/** Helpers of the retention tests (decision 191): old data made directly in the database, dated from a fixed "today". */

const dayMs = 24 * 3600 * 1000;
/** `today` moved by whole days (negative: before). */
export const shiftDays = (today: Date, days: number) => new Date(today.getTime() + days * dayMs);
/** `today` minus whole calendar years (UTC), plus `days`. */
export function yearsAgo(today: Date, years: number, days = 0): Date {
  const d = new Date(today);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return shiftDays(d, days);
}

/** Empties every table the job touches (the audit trail through the purge switch the job itself uses). */
export async function resetRetentionData(db: Db): Promise<void> {
  await db.delete(clubRegistrations);
  await db.delete(schoolRegistrations);
  await db.delete(seasons);
  await db.delete(campus);
  await db.delete(contactMessages);
  await db.delete(orders);
  await db.delete(checkouts);
  await db.delete(erasureRequests);
  await db.delete(mailQueue);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('cbl.audit_purge', 'on', true)`);
    await tx.delete(auditLog);
  });
}

let counter = 0;
const next = () => ++counter;

/** A mail about a record, as the app queues them (the record's deletion must take it). */
export async function mailAbout(db: Db, kind: MailRefKind, id: number, to = 'familia@example.com'): Promise<void> {
  await db.insert(mailQueue).values({ to, subject: 'Confirmació', text: 'Hola', ref: mailRef(kind, id) });
}

export async function seedSeason(db: Db, startsOn: string, endsOn: string): Promise<number> {
  const label = `${startsOn.slice(0, 4)}/${endsOn.slice(0, 4)}-${next()}`;
  const [row] = await db.insert(seasons).values({ label, startsOn, endsOn }).returning({ id: seasons.id });
  return row!.id;
}

/** A club and a school registration of a season, each with one mail. */
export async function seedSeasonRegistrations(db: Db, seasonId: number): Promise<{ club: number; school: number }> {
  const n = next();
  const clubValues = clubRegistrationInputSchema.parse(clubBody({ playerName: `Jugadora ${n} Puig`, playerDni: dni(20000000 + n) }));
  const club = await insertClubRegistration(db, clubValues, seasonId);
  const schoolValues = schoolRegistrationInputSchema.parse(schoolBody({ playerName: `Alumne${n}`, playerDni: dni(30000000 + n) }));
  const school = await insertSchoolRegistration(db, schoolValues, seasonId);
  await mailAbout(db, 'club_registration', club);
  await mailAbout(db, 'school_registration', school);
  return { club, school };
}

/**
 * A campus ending on `endDate` with one paid sign-up: its checkout (amount and intent, the family's data), its
 * member-price review and its mail.
 */
export async function seedCampusSignUp(db: Db, endDate: string) {
  const n = next();
  const [c] = await db
    .insert(campus)
    .values({ name: `Campus ${n}`, description: 'Bàsquet', startDate: endDate, endDate, imageUrl: '/media/x.jpg' })
    .returning({ id: campus.id });
  const family = { childName: `Pau${n}`, childSurname: 'Roca Vidal', parentEmail: `roca${n}@example.com`, parentPhone: '600 999 111' };
  const intent = `pi_retention_${n}`;
  const [r] = await db
    .insert(campusRegistrations)
    .values({ campusId: c!.id, ...family, birthDate: '2015-05-05', paymentMethod: 'test', amountPaid: '120.00', paymentIntentId: intent })
    .returning({ id: campusRegistrations.id });
  await db.insert(checkouts).values({
    id: `co_campus_${n}`,
    kind: 'campus',
    status: 'paid',
    amount: '120.00',
    paymentIntentId: intent,
    campusId: c!.id,
    customerEmail: family.parentEmail,
    registrationData: family,
    expiresAt: new Date(`${endDate}T00:00:00Z`),
  });
  await db.insert(campusMembershipReviews).values({ registrationId: r!.id, review: 'verified', reviewedBy: 'gestor' });
  await mailAbout(db, 'campus_registration', r!.id, family.parentEmail);
  return { campusId: c!.id, registrationId: r!.id, checkoutId: `co_campus_${n}`, family };
}

export async function seedMessage(db: Db, createdAt: Date, processedAt: Date | null = null): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: `Laia${n}`,
      surname: 'Serra',
      email: `laia${n}@example.com`,
      phone: '611 000 222',
      subject: 'Entrenaments',
      message: 'Quan comencen?',
      createdAt,
      processedAt,
      processedBy: processedAt ? 'gestor' : null,
    })
    .returning({ id: contactMessages.id });
  await mailAbout(db, 'contact_message', row!.id, 'info@cbllivia.cat');
  return row!.id;
}

/** An order paid through a checkout, with a printed name and number on its shirt, and one mail. */
export async function seedOrder(db: Db, createdAt: Date, opts: { updatedAt?: Date; refundStatus?: string } = {}) {
  const n = next();
  const customer = { customerName: `Marta${n} Puig`, customerEmail: `marta${n}@example.com`, customerPhone: `600 12${n} 123` };
  const checkoutId = `co_shop_${n}`;
  await db.insert(checkouts).values({
    id: checkoutId,
    kind: 'shop',
    status: 'paid',
    amount: '45.50',
    paymentIntentId: `pi_shop_${n}`,
    ...customer,
    lines: [{ name: 'Samarreta', customName: `MARTA${n}`, customNumber: '7' }],
    clientKeys: [`k:${n}`],
    expiresAt: createdAt,
    createdAt,
  });
  const [order] = await db
    .insert(orders)
    .values({
      ...customer,
      totalAmount: '45.50',
      status: 'collected',
      paymentMethod: 'stripe',
      cardLast4: '4242',
      paymentIntentId: `pi_shop_${n}`,
      checkoutId,
      refundStatus: opts.refundStatus ?? null,
      createdAt,
      updatedAt: opts.updatedAt ?? createdAt,
    })
    .returning({ id: orders.id });
  await db
    .insert(orderItems)
    .values({ orderId: order!.id, productName: 'Samarreta', quantity: 1, price: '45.50', customSize: 'M', customName: `MARTA${n}`, customNumber: '7' });
  await mailAbout(db, 'order', order!.id, customer.customerEmail);
  return { id: order!.id, checkoutId, personal: [customer.customerName, customer.customerEmail, customer.customerPhone, `MARTA${n}`] };
}

export async function seedAuditEntry(db: Db, at: Date): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({ at, action: 'update', entity: 'teams', entityId: '1', fields: ['name'], actorId: 1, actor: 'gestor', ip: '203.0.113.9' })
    .returning({ id: auditLog.id });
  return row!.id;
}
