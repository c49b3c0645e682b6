import type { paymentMessages } from '#client/components/payment/payment-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const payment: TranslationOf<typeof paymentMessages> = {
  loading: 'Chargement du formulaire de paiement…',
  configError: 'Impossible de charger le formulaire de paiement. Veuillez réessayer.',
  retry: 'Réessayer',
  pay: 'Payer {amount}',
  processing: 'Paiement en cours…',
  processingError: 'Erreur lors du traitement du paiement',
  testMode: 'Mode test',
  testModeText:
    'Rien ne sera débité. Utilisez la carte 4242 4242 4242 4242 (acceptée) ou 4000 0000 0000 0002 (refusée), une date d’expiration future et n’importe quel CVC.',
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration',
  expiryPlaceholder: 'MM/AA',
  cvc: 'CVC',
  secure: 'Paiement sécurisé par carte. Les données de votre carte ne passent pas par notre serveur.',
};
