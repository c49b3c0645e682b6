import type { z } from 'zod';
import { contactSubjectLabels, type contactInputSchema } from '#shared/schemas/contact.ts';
import type { Db } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema.ts';
import { mailRef, queueMail } from '#server/mail/queue.ts';

type ContactMessage = z.output<typeof contactInputSchema>;

/** Stores the message and queues the club's notice in one transaction. */
export async function createContactMessage(db: Db, input: ContactMessage, clubEmail: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    // Only to the club (never to the address the visitor typed); deleted with the message.
    await queueMail(tx, {
      to: clubEmail,
      ref: mailRef('contact_message', row!.id),
      subject: `Nou missatge de contacte: ${contactSubjectLabels[input.subject]}`,
      text: [
        `Nom: ${input.name} ${input.surname}`,
        `Correu: ${input.email}`,
        `Telèfon: ${input.phone ?? '—'}`,
        `Assumpte: ${contactSubjectLabels[input.subject]}`,
        '',
        input.message,
        '',
        'Podeu llegir i respondre els missatges des de l’administració del web (pestanya Missatges).',
      ].join('\n'),
    });
    return row!.id;
  });
}
