/**
 * Texts of the card payment form (shared by the shop, the campus sign-up and the waiting list's offer); Spanish and
 * French in app/i18n/<locale>/payment/, which whoever loads the form loads first (`withTexts(['payment'], …)`).
 */
import { messages, params } from '#client/lib/i18n.ts';

export const paymentMessages = messages('payment', {
  loading: 'Carregant el formulari de pagament…',
  configError: 'No s’ha pogut carregar el formulari de pagament. Torneu-ho a provar.',
  retry: 'Torna-ho a provar',
  pay: params('Pagar {amount}'),
  processing: 'Processant el pagament…',
  /** SPEC §8: a confirmation failure without a message from the provider. */
  processingError: 'Error processant el pagament',
  testMode: 'Mode de proves',
  testModeText:
    'No es cobrarà res. Feu servir la targeta 4242 4242 4242 4242 (acceptada) o 4000 0000 0000 0002 (denegada), una data de caducitat futura i qualsevol CVC.',
  cardNumber: 'Número de targeta',
  expiry: 'Caducitat',
  expiryPlaceholder: 'MM/AA',
  cvc: 'CVC',
  secure: 'Pagament segur amb targeta. Les dades de la targeta no passen pel nostre servidor.',
});
