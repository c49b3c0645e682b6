import { mailRef, type QueuedMail } from '#server/mail/queue.ts';
import { formatEuros, toCents } from '#shared/money.ts';

/** Pick-up is only at the club's pavilion, coordinated by contact (SPEC §1, §9). */
export const pickupText =
  'Recollida: només al Pavelló Fòrum. No fem enviaments; per acordar el dia i l’hora de recollida, contacteu amb el club';

type MailLine = {
  productName: string;
  quantity: number;
  price: string;
  customSize: string | null;
  customNumber: string | null;
  customName: string | null;
};

/** Every order mail carries the ref 'order:<id>': deleting the order deletes its mails (decision 012). */
type MailOrder = { id: number; customerName: string; customerEmail: string; totalAmount: string };

export function describeLine(line: MailLine): string {
  const extras = [
    line.customSize ? `talla ${line.customSize}` : null,
    line.customNumber ? `número ${line.customNumber}` : null,
    line.customName ? `nom ${line.customName}` : null,
  ].filter(Boolean);
  const subtotal = formatEuros(toCents(line.price) * line.quantity);
  return `- ${line.quantity} × ${line.productName}${extras.length ? ` (${extras.join(', ')})` : ''}: ${subtotal}`;
}

const greeting = (name: string) => (name ? `Hola ${name},` : 'Hola,');

/** The confirmation a family receives once the payment is verified (DESIGN rule 7). */
export function orderConfirmationMail(order: MailOrder, lines: MailLine[], clubEmail: string): QueuedMail {
  return {
    ref: mailRef('order', order.id),
    to: order.customerEmail,
    subject: `Comanda núm. ${order.id} confirmada · CB Llívia`,
    text: [
      greeting(order.customerName),
      '',
      'Gràcies per la vostra compra a la botiga del CB Llívia. Hem rebut el pagament de la comanda.',
      '',
      `Comanda núm. ${order.id}`,
      ...lines.map(describeLine),
      `Total pagat: ${formatEuros(toCents(order.totalAmount))}`,
      '',
      `${pickupText} (${clubEmail}).`,
      'Us enviarem un altre correu quan la comanda estigui a punt per recollir.',
      '',
      'CB Llívia',
    ].join('\n'),
  };
}

/** Sent when the club marks the order ready at the Pavelló Fòrum. */
export function orderReadyMail(order: MailOrder, lines: MailLine[], clubEmail: string): QueuedMail {
  return {
    ref: mailRef('order', order.id),
    to: order.customerEmail,
    subject: `La comanda núm. ${order.id} us espera al Pavelló Fòrum · CB Llívia`,
    text: [
      greeting(order.customerName),
      '',
      `La vostra comanda núm. ${order.id} ja està a punt i us espera al Pavelló Fòrum.`,
      ...lines.map(describeLine),
      '',
      `Per acordar el dia i l’hora de recollida, contacteu amb el club (${clubEmail}).`,
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
  const amount = formatEuros(toCents(order.totalAmount));
  return {
    ref: mailRef('order', order.id),
    to: order.customerEmail,
    subject: `Comanda núm. ${order.id} cancel·lada · CB Llívia`,
    text: [
      greeting(order.customerName),
      '',
      `La comanda núm. ${order.id} s’ha cancel·lat.`,
      refund === 'refunded'
        ? `Us hem retornat l’import (${amount}) a la mateixa targeta; pot trigar uns dies a aparèixer.`
        : refund === 'pending'
          ? `Us retornarem l’import (${amount}) a la mateixa targeta; us enviarem un correu quan el reemborsament estigui fet.`
          : '',
      `Si teniu cap dubte, contacteu amb el club (${clubEmail}).`,
      '',
      'CB Llívia',
    ]
      .filter((l, i, all) => !(l === '' && all[i - 1] === ''))
      .join('\n'),
  };
}

/** Sent when the refund of a cancelled order, announced as pending, is done. */
export function orderRefundedMail(order: MailOrder, clubEmail: string): QueuedMail {
  return {
    ref: mailRef('order', order.id),
    to: order.customerEmail,
    subject: `Reemborsament de la comanda núm. ${order.id} · CB Llívia`,
    text: [
      greeting(order.customerName),
      '',
      `Us hem retornat l’import de la comanda núm. ${order.id} (${formatEuros(toCents(order.totalAmount))}) a la mateixa targeta; pot trigar uns dies a aparèixer.`,
      `Si teniu cap dubte, contacteu amb el club (${clubEmail}).`,
      '',
      'CB Llívia',
    ].join('\n'),
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
      ...lines.map(describeLine),
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
