import { and, sql } from 'drizzle-orm';
import { checkouts, contactMessages, orders } from '#server/db/schema.ts';
import { anonymised, anonymiseOrdersIn, noPersonalData } from '#server/features/family/erase.ts';
import { unpaidDetailsDays } from '#server/features/payments/sweep.ts';
import { daysBefore, type RetentionKind, yearsBefore } from '#server/features/retention/policy.ts';
import { deleteMailsAbout, mailRef } from '#server/mail/queue.ts';

/**
 * Contact messages go `messagesDays` after they were answered (the processed mark), or after they arrived when
 * nobody marked them: the privacy notice's "one year from our answer". Their club notices go with them.
 */
export const contactMessagesKind: RetentionKind = {
  name: 'contact_messages',
  entity: 'contact_messages',
  label: 'Missatges de contacte',
  async run(tx, today, policy) {
    const gone = await tx
      .delete(contactMessages)
      .where(sql`greatest(${contactMessages.createdAt}, ${contactMessages.processedAt}) < ${daysBefore(today, policy.messagesDays)}`)
      .returning({ id: contactMessages.id });
    await deleteMailsAbout(
      tx,
      gone.map((r) => mailRef('contact_message', r.id)),
    );
    return { deleted: gone.length };
  },
};

/**
 * Orders keep their accounting fields (total, dates, status, payment method and ids, the lines' products, sizes,
 * quantities and prices) and lose the customer `ordersYears` after their last change (a refund or a pickup is a
 * later entry in the books): the family erasure's anonymisation (family/erase.ts), so both read alike. Already
 * anonymised orders are left as they are; an order whose refund is still due keeps its customer until it is paid
 * back (decision 108).
 */
export const ordersKind: RetentionKind = {
  name: 'orders',
  entity: 'orders',
  label: 'Comandes (anonimitzades)',
  async run(tx, today, policy) {
    const ids = await anonymiseOrdersIn(
      tx,
      and(
        sql`greatest(${orders.createdAt}, ${orders.updatedAt}) < ${yearsBefore(today, policy.ordersYears)}`,
        sql`not (${orders.customerName} = ${anonymised.customerName} and ${orders.customerEmail} = '' and ${orders.customerPhone} = '')`,
        sql`coalesce(${orders.refundStatus}, '') not in ('pending', 'retrying')`,
      )!,
    );
    return { anonymised: ids.length };
  },
};

const hasPersonalData = sql`(${checkouts.customerName} is not null or ${checkouts.customerEmail} is not null
  or ${checkouts.customerPhone} is not null or ${checkouts.registrationData} is not null
  or ${checkouts.lines} <> '[]'::jsonb or cardinality(${checkouts.clientKeys}) > 0)`;

/**
 * Checkouts (payment attempts). The client keys (keyed hashes of the address, e-mail and browser) only matter while
 * a checkout holds stock or a place: gone `unpaidDetailsDays` after its expiry, like an unpaid checkout's details.
 * Whatever is still personal in a checkout `ordersYears` old (one no order or sign-up emptied) goes then: amount,
 * status, intent and dates stay with the payment records. A running one ('reserved') is never touched.
 */
export const checkoutsKind: RetentionKind = {
  name: 'checkouts',
  entity: 'checkouts',
  label: 'Pagaments (dades personals esborrades)',
  async run(tx, today, policy) {
    const old = await tx
      .update(checkouts)
      .set({ ...noPersonalData, clientKeys: [] })
      .where(and(sql`${checkouts.status} <> 'reserved'`, sql`${checkouts.createdAt} < ${yearsBefore(today, policy.ordersYears)}`, hasPersonalData))
      .returning({ id: checkouts.id });
    const keys = await tx
      .update(checkouts)
      .set({ clientKeys: [] })
      .where(
        and(
          sql`${checkouts.status} <> 'reserved'`,
          sql`${checkouts.expiresAt} < ${daysBefore(today, unpaidDetailsDays)}`,
          sql`cardinality(${checkouts.clientKeys}) > 0`,
        ),
      )
      .returning({ id: checkouts.id });
    return { anonymised: old.length, keys: keys.length };
  },
};
