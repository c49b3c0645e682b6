import type { Db } from '#server/db/client.ts';
import {
  hasPendingErasure,
  listClubOf,
  listItemsOf,
  listOrdersOf,
  listSchoolOf,
  listSignUpsOf,
} from '#server/features/family/repository.ts';
import { cancellationScope } from '#server/features/family/cancel.ts';
import { listWaitlistByEmail } from '#server/features/waitlist/service.ts';
import { todayInMadrid } from '#shared/dates.ts';
import { maskTail } from '#shared/schemas/admin-table.ts';
import type { FamilyRecords } from '#shared/schemas/family.ts';
import { centsToString, toCents } from '#shared/money.ts';

type SignUpRow = Awaited<ReturnType<typeof listSignUpsOf>>[number];

/**
 * GET /api/family/records: everything made with the session's e-mail, as the page shows it. A registration's
 * document and IBAN are masked to their last 4 characters (decision 181: the page is opened from a link in a
 * mailbox; the whole numbers are in the export the family asks for).
 */
/** What cancelling one sign-up takes with it (its siblings paid together) and gives back (decision 181). */
async function cancellationOf(db: Db, s: SignUpRow, all: SignUpRow[]) {
  const scope = await cancellationScope(db, s);
  const together = all.filter((other) => scope.ids.includes(other.id));
  const refund = scope.intentId ? together.reduce((sum, r) => sum + toCents(r.amountPaid), 0) : 0;
  return {
    refundAmount: centsToString(refund),
    cancelsWith: together.filter((other) => other.id !== s.id).map((other) => `${other.childName} ${other.childSurname}`),
  };
}

export async function familyRecords(db: Db, email: string): Promise<FamilyRecords> {
  const today = todayInMadrid();
  const orderRows = await listOrdersOf(db, email);
  const items = await listItemsOf(
    db,
    orderRows.map((o) => o.id),
  );
  const signUps = await listSignUpsOf(db, email);
  const registrations = [
    ...(await listClubOf(db, email)).map((r) => ({ kind: 'club' as const, ...r })),
    ...(await listSchoolOf(db, email)).map((r) => ({ kind: 'school' as const, ...r })),
  ];
  return {
    email,
    orders: orderRows.map((o) => ({
      ...o,
      createdAt: o.createdAt.toISOString(),
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({ productName: i.productName, quantity: i.quantity, price: i.price, customSize: i.customSize })),
    })),
    campusSignUps: await Promise.all(signUps.map(async (s) => ({
      id: s.id,
      campusId: s.campusId,
      campusName: s.campusName,
      startDate: s.startDate,
      childName: s.childName,
      childSurname: s.childSurname,
      status: s.status,
      amountPaid: s.amountPaid,
      phone: s.parentPhone,
      cancelUntil: s.cancelUntil,
      cancellable: today <= s.cancelUntil,
      ...(await cancellationOf(db, s, signUps)),
    }))),
    waitlist: await listWaitlistByEmail(db, email),
    registrations: registrations.map(({ document, iban, createdAt, ...r }) => ({
      ...r,
      documentMasked: maskTail(document) ?? '',
      ibanMasked: maskTail(iban) ?? '',
      createdAt: createdAt.toISOString(),
    })),
    erasureRequested: await hasPendingErasure(db, email),
  };
}
