import type { Locale } from '#shared/locales.ts';

/** The family's mails about a shop order, per language (decision 177; Catalan as before). */
type ShopTexts = {
  /** Pick-up is only at the club's pavilion, coordinated by contact (SPEC §1, §9); followed by " (<club e-mail>)." */
  pickup: string;
  size: (size: string) => string;
  number: (n: string) => string;
  name: (name: string) => string;
  /** One order line: "- 2 × Samarreta (talla M): 60,00 €". */
  line: (quantity: number, product: string, extras: string, subtotal: string) => string;
  order: (id: number) => string;
  totalPaid: (total: string) => string;
  confirmedSubject: (id: number) => string;
  thanks: string;
  nextMail: string;
  readySubject: (id: number) => string;
  ready: (id: number) => string;
  arrangePickup: (clubEmail: string) => string;
  cancelledSubject: (id: number) => string;
  cancelled: (id: number) => string;
  refundedNow: (amount: string) => string;
  refundPending: (amount: string) => string;
  questions: (clubEmail: string) => string;
  refundedSubject: (id: number) => string;
  refundedLater: (id: number, amount: string) => string;
};

export const shopTexts: Record<Locale, ShopTexts> = {
  ca: {
    pickup: 'Recollida: només al Pavelló Fòrum. No fem enviaments; per acordar el dia i l’hora de recollida, contacteu amb el club',
    size: (size) => `talla ${size}`,
    number: (n) => `número ${n}`,
    name: (name) => `nom ${name}`,
    line: (quantity, product, extras, subtotal) => `- ${quantity} × ${product}${extras}: ${subtotal}`,
    order: (id) => `Comanda núm. ${id}`,
    totalPaid: (total) => `Total pagat: ${total}`,
    confirmedSubject: (id) => `Comanda núm. ${id} confirmada · CB Llívia`,
    thanks: 'Gràcies per la vostra compra a la botiga del CB Llívia. Hem rebut el pagament de la comanda.',
    nextMail: 'Us enviarem un altre correu quan la comanda estigui a punt per recollir.',
    readySubject: (id) => `La comanda núm. ${id} us espera al Pavelló Fòrum · CB Llívia`,
    ready: (id) => `La vostra comanda núm. ${id} ja està a punt i us espera al Pavelló Fòrum.`,
    arrangePickup: (clubEmail) => `Per acordar el dia i l’hora de recollida, contacteu amb el club (${clubEmail}).`,
    cancelledSubject: (id) => `Comanda núm. ${id} cancel·lada · CB Llívia`,
    cancelled: (id) => `La comanda núm. ${id} s’ha cancel·lat.`,
    refundedNow: (amount) => `Us hem retornat l’import (${amount}) a la mateixa targeta; pot trigar uns dies a aparèixer.`,
    refundPending: (amount) =>
      `Us retornarem l’import (${amount}) a la mateixa targeta; us enviarem un correu quan el reemborsament estigui fet.`,
    questions: (clubEmail) => `Si teniu cap dubte, contacteu amb el club (${clubEmail}).`,
    refundedSubject: (id) => `Reemborsament de la comanda núm. ${id} · CB Llívia`,
    refundedLater: (id, amount) =>
      `Us hem retornat l’import de la comanda núm. ${id} (${amount}) a la mateixa targeta; pot trigar uns dies a aparèixer.`,
  },
  es: {
    pickup: 'Recogida: solo en el Pavelló Fòrum. No hacemos envíos; para acordar el día y la hora de recogida, contacta con el club',
    size: (size) => `talla ${size}`,
    number: (n) => `número ${n}`,
    name: (name) => `nombre ${name}`,
    line: (quantity, product, extras, subtotal) => `- ${quantity} × ${product}${extras}: ${subtotal}`,
    order: (id) => `Pedido n.º ${id}`,
    totalPaid: (total) => `Total pagado: ${total}`,
    confirmedSubject: (id) => `Pedido n.º ${id} confirmado · CB Llívia`,
    thanks: 'Gracias por tu compra en la tienda del CB Llívia. Hemos recibido el pago del pedido.',
    nextMail: 'Te enviaremos otro correo cuando el pedido esté listo para recoger.',
    readySubject: (id) => `Tu pedido n.º ${id} te espera en el Pavelló Fòrum · CB Llívia`,
    ready: (id) => `Tu pedido n.º ${id} ya está listo y te espera en el Pavelló Fòrum.`,
    arrangePickup: (clubEmail) => `Para acordar el día y la hora de recogida, contacta con el club (${clubEmail}).`,
    cancelledSubject: (id) => `Pedido n.º ${id} cancelado · CB Llívia`,
    cancelled: (id) => `El pedido n.º ${id} se ha cancelado.`,
    refundedNow: (amount) => `Te hemos devuelto el importe (${amount}) en la misma tarjeta; puede tardar unos días en aparecer.`,
    refundPending: (amount) =>
      `Te devolveremos el importe (${amount}) en la misma tarjeta; te enviaremos un correo cuando el reembolso esté hecho.`,
    questions: (clubEmail) => `Si tienes cualquier duda, contacta con el club (${clubEmail}).`,
    refundedSubject: (id) => `Reembolso del pedido n.º ${id} · CB Llívia`,
    refundedLater: (id, amount) =>
      `Te hemos devuelto el importe del pedido n.º ${id} (${amount}) en la misma tarjeta; puede tardar unos días en aparecer.`,
  },
  fr: {
    pickup:
      'Retrait\u00a0: uniquement au Pavelló Fòrum. Nous ne faisons pas d’envois\u00a0; pour convenir du jour et de l’heure du retrait, contactez le club',
    size: (size) => `taille ${size}`,
    number: (n) => `numéro ${n}`,
    name: (name) => `nom ${name}`,
    line: (quantity, product, extras, subtotal) => `- ${quantity} × ${product}${extras}\u00a0: ${subtotal}`,
    order: (id) => `Commande n°\u00a0${id}`,
    totalPaid: (total) => `Total payé\u00a0: ${total}`,
    confirmedSubject: (id) => `Commande n°\u00a0${id} confirmée · CB Llívia`,
    thanks: 'Merci pour votre achat à la boutique du CB Llívia. Nous avons bien reçu le paiement de la commande.',
    nextMail: 'Nous vous enverrons un autre e-mail dès que la commande sera prête à être retirée.',
    readySubject: (id) => `Votre commande n°\u00a0${id} vous attend au Pavelló Fòrum · CB Llívia`,
    ready: (id) => `Votre commande n°\u00a0${id} est prête et vous attend au Pavelló Fòrum.`,
    arrangePickup: (clubEmail) => `Pour convenir du jour et de l’heure du retrait, contactez le club (${clubEmail}).`,
    cancelledSubject: (id) => `Commande n°\u00a0${id} annulée · CB Llívia`,
    cancelled: (id) => `La commande n°\u00a0${id} a été annulée.`,
    refundedNow: (amount) =>
      `Nous vous avons remboursé le montant (${amount}) sur la même carte\u00a0; il peut mettre quelques jours à apparaître.`,
    refundPending: (amount) =>
      `Nous vous rembourserons le montant (${amount}) sur la même carte\u00a0; nous vous enverrons un e-mail dès que le remboursement sera effectué.`,
    questions: (clubEmail) => `Pour toute question, contactez le club (${clubEmail}).`,
    refundedSubject: (id) => `Remboursement de la commande n°\u00a0${id} · CB Llívia`,
    refundedLater: (id, amount) =>
      `Nous vous avons remboursé le montant de la commande n°\u00a0${id} (${amount}) sur la même carte\u00a0; il peut mettre quelques jours à apparaître.`,
  },
};
