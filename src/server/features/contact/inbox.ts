import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { contactMessages, messageSearchColumns } from '#server/db/schema.ts';
import { markedTable, tablePage } from '#server/features/back-office/table-page.ts';
import type { TableQuery } from '#shared/schemas/admin-table.ts';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import { deleteMailsAbout, mailRef } from '#server/mail/queue.ts';

/** The back-office inbox of contact messages (issue 3 item 15). */
const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  surname: contactMessages.surname,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

type Row = { createdAt: Date; readAt: Date | null } & Omit<ContactMessage, 'createdAt' | 'readAt'>;
const toMessage = (row: Row): ContactMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt ? row.readAt.toISOString() : null,
});

/** Newest first. */
export async function listContactMessages(db: DbOrTx): Promise<ContactMessage[]> {
  const rows = await db
    .select(columns)
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
  return rows.map(toMessage);
}

/** Marks a message read (now, unless it already was) or unread. Undefined for an unknown id. */
export async function markContactMessage(db: DbOrTx, id: number, read: boolean): Promise<ContactMessage | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning(columns);
  return row ? toMessage(row) : undefined;
}

/** Deletes a message and the club's notice of it in the mail queue (issue 10 item 9). */
export async function deleteContactMessage(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
    if (rows.length > 0) await deleteMailsAbout(tx, [mailRef('contact_message', id)]);
    return rows.length > 0;
  });
}

// ── The back office's table (decision 158) ────────────────────────────────────────

const messageTable = markedTable(
  contactMessages,
  sql`${contactMessages.surname} || ' ' || ${contactMessages.name}`,
  messageSearchColumns(contactMessages),
);

/** One page of the inbox (searched, filtered by processed mark, sorted) and how many messages are unread in all. */
export async function pageContactMessages(db: DbOrTx, query: TableQuery) {
  const [page, [unread]] = await Promise.all([
    tablePage<typeof contactMessages.$inferSelect>(db, messageTable.spec, query),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt)),
  ]);
  const rows = page.rows.map(({ processedAt, processedBy, ...row }) => ({
    ...toMessage(row),
    processedAt: processedAt?.toISOString() ?? null,
    processedBy,
  }));
  return { ...page, rows, unread: unread?.n ?? 0 };
}

export const markContactMessageProcessed = messageTable.mark;
