import type { Locale } from '#shared/locales.ts';
import { formatEuros, toCents } from '#shared/money.ts';
import { familyTexts } from '#server/mail/i18n/family.ts';
import { shopTexts } from '#server/mail/i18n/shop.ts';
import { mailRef, type QueuedMail } from '#server/mail/queue.ts';

/** Pick-up is only at the club's pavilion, coordinated by contact (SPEC §1, §9). */
export const pickupText = shopTexts.ca.pickup;

type MailLine = {
  productName: string;
  quantity: number;
  price: string;
  customSize: string | null;
  customNumber: string | null;
  customName: string | null;
};

/**
 * Every order mail carries the ref 'order:<id>': deleting the order deletes its mails (decision 012). The family's
 * mails are written in the order's `locale` (taken from its checkout, decision 177); the club's notice in Catalan.
 */
type MailOrder = { id: number; customerName: string; customerEmail: string; totalAmount: string; locale: Locale };

/** One line: quantity, product (its name as the club wrote it), what was customised, subtotal; Catalan by default. */
export function describeLine(line: MailLine, locale: Locale = 'ca'): string {
  const t = shopTexts[locale];
  const extras = [
    line.customSize ? t.size(line.customSize) : null,
    line.customNumber ? t.number(line.customNumber) : null,
    line.customName ? t.name(line.customName) : null,
  ].filter(Boolean);
  const subtotal = formatEuros(toCents(line.price) * line.quantity, locale);
  return t.line(line.quantity, line.productName, extras.length ? ` (${extras.join(', ')})` : '', subtotal);
}

const greeting = (order: MailOrder) =>
  order.customerName ? familyTexts[order.locale].helloName(order.customerName) : familyTexts[order.locale].hello;

/** What every mail to the family about an order shares: its recipient, language and ref. */
const toFamily = (order: MailOrder) => ({ ref: mailRef('order', order.id), to: order.customerEmail, locale: order.locale });

const amountOf = (order: MailOrder) => formatEuros(toCents(order.totalAmount), order.locale);

/** The confirmation a family receives once the payment is verified (DESIGN rule 7). */
export function orderConfirmationMail(order: MailOrder, lines: MailLine[], clubEmail: string): QueuedMail {
  const t = shopTexts[order.locale];
  return {
    ...toFamily(order),
    subject: t.confirmedSubject(order.id),
    text: [
      greeting(order),
      '',
      t.thanks,
      '',
      t.order(order.id),
      ...lines.map((line) => describeLine(line, order.locale)),
      t.totalPaid(amountOf(order)),
      '',
      `${t.pickup} (${clubEmail}).`,
      t.nextMail,
      '',
      'CB Llívia',
    ].join('\n'),
  };
}

/** Sent when the club marks the order ready at the Pavelló Fòrum. */
export function orderReadyMail(order: MailOrder, lines: MailLine[], clubEmail: string): QueuedMail {
  const t = shopTexts[order.locale];
  return {
    ...toFamily(order),
    subject: t.readySubject(order.id),
    text: [
      greeting(order),
      '',
      t.ready(order.id),
      ...lines.map((line) => describeLine(line, order.locale)),
      '',
      t.arrangePickup(clubEmail),
      '',
      'CB Llívia',
    ].join('\n'),
  };
}

/**
 * Sent when the club cancels an order. `refund`: 'none' (nothing was paid by card), 'refunded' (done), 'pending'
 * (the provider failed; it is retried and orderRefundedMail follows once it is done).
 */
export function orderCancelledMail(order: MailOrder, refund: 'none' | 'refunded' | 'pending', clubEmail: string): QueuedMail {
  const t = shopTexts[order.locale];
  const amount = amountOf(order);
  return {
    ...toFamily(order),
    subject: t.cancelledSubject(order.id),
    text: [
      greeting(order),
      '',
      t.cancelled(order.id),
      refund === 'refunded' ? t.refundedNow(amount) : refund === 'pending' ? t.refundPending(amount) : '',
      t.questions(clubEmail),
      '',
      'CB Llívia',
    ]
      .filter((l, i, all) => !(l === '' && all[i - 1] === ''))
      .join('\n'),
  };
}

/** Sent when the refund of a cancelled order, announced as pending, is done. */
export function orderRefundedMail(order: MailOrder, clubEmail: string): QueuedMail {
  const t = shopTexts[order.locale];
  return {
    ...toFamily(order),
    subject: t.refundedSubject(order.id),
    text: [greeting(order), '', t.refundedLater(order.id, amountOf(order)), t.questions(clubEmail), '', 'CB Llívia'].join('\n'),
  };
}

/**
 * The club's notice of a paid shop order (issue 13): number, lines, total, the buyer's name and contacts, and first,
 * when given, why the order needs attention (paid after its reservation lapsed and stock ran out). One per order:
 * the shop's onPaid queues it, and onPaid runs once per checkout however often the payment is reported.
 */
export function orderClubNotice(
  order: MailOrder & { customerPhone: string; cardLast4: string | null },
  lines: MailLine[],
  clubEmail: string,
  attention: string | null,
): QueuedMail {
  const total = formatEuros(toCents(order.totalAmount));
  return {
    ref: mailRef('order', order.id),
    to: clubEmail,
    subject: attention
      ? `ATENCIÓ: la comanda núm. ${order.id} necessita revisió`
      : `Nova comanda núm. ${order.id} a la botiga (${total})`,
    text: [
      ...(attention ? [`ATENCIÓ: ${attention}`, ''] : []),
      `Comanda núm. ${order.id}, pagada amb targeta${order.cardLast4 ? ` acabada en ${order.cardLast4}` : ''}.`,
      ...lines.map((line) => describeLine(line)),
      `Total pagat: ${total}`,
      '',
      `Nom: ${order.customerName || '—'}`,
      `Correu: ${order.customerEmail || '—'}`,
      `Telèfon: ${order.customerPhone || '—'}`,
      '',
      'Quan estigui preparada, marqueu-la «A punt per recollir» a l’administració del web (pestanya Comandes): la família rebrà un correu per venir-la a recollir al Pavelló Fòrum.',
    ].join('\n'),
  };
}
