import type { Locale } from '#shared/locales.ts';

/**
 * The family's mail when a payment that could not become its record was refunded automatically (issue 22 finding 2,
 * decision 210), per language. Spanish says "tú", French "vous" with a no-break space before : ; ! ?
 */
type RefundTexts = {
  subject: (amount: string) => string;
  refunded: (amount: string) => string;
  why: { duplicate: string; gone: string };
  delay: string;
  questions: string;
};

export const refundTexts: Record<Locale, RefundTexts> = {
  ca: {
    subject: (amount) => `Us hem retornat un pagament de ${amount}`,
    refunded: (amount) => `Us hem retornat a la targeta un pagament de ${amount} que no s’ha pogut fer servir:`,
    why: {
      duplicate: 'el mateix infant ja tenia la plaça (per exemple, l’oferta ja s’havia pagat des d’una altra finestra).',
      gone: 'la inscripció ja no era possible (el campus o l’oferta s’havia retirat mentre pagàveu).',
    },
    delay: 'No cal que feu res: el retorn pot trigar uns dies a aparèixer al vostre compte.',
    questions: 'Si teniu cap dubte, contesteu aquest correu o contacteu amb el club.',
  },
  es: {
    subject: (amount) => `Te hemos devuelto un pago de ${amount}`,
    refunded: (amount) => `Te hemos devuelto a la tarjeta un pago de ${amount} que no se ha podido usar:`,
    why: {
      duplicate: 'el mismo niño o niña ya tenía la plaza (por ejemplo, la oferta ya se había pagado desde otra ventana).',
      gone: 'la inscripción ya no era posible (el campus o la oferta se había retirado mientras pagabas).',
    },
    delay: 'No tienes que hacer nada: la devolución puede tardar unos días en aparecer en tu cuenta.',
    questions: 'Si tienes cualquier duda, responde a este correo o contacta con el club.',
  },
  fr: {
    subject: (amount) => `Nous vous avons remboursé un paiement de ${amount}`,
    refunded: (amount) => `Nous vous avons remboursé sur votre carte un paiement de ${amount} qui n’a pas pu être utilisé\u00a0:`,
    why: {
      duplicate: 'le même enfant avait déjà la place (par exemple, l’offre avait déjà été payée depuis une autre fenêtre).',
      gone: 'l’inscription n’était plus possible (le stage ou l’offre a été retiré pendant votre paiement).',
    },
    delay: 'Vous n’avez rien à faire\u00a0: le remboursement peut mettre quelques jours à apparaître sur votre compte.',
    questions: 'Pour toute question, répondez à ce courriel ou contactez le club.',
  },
};
