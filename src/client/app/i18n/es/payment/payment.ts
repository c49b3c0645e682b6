import type { paymentMessages } from '#client/components/payment/payment-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const payment: TranslationOf<typeof paymentMessages> = {
  loading: 'Cargando el formulario de pago…',
  configError: 'No se ha podido cargar el formulario de pago. Inténtalo de nuevo.',
  retry: 'Volver a intentarlo',
  pay: 'Pagar {amount}',
  processing: 'Procesando el pago…',
  processingError: 'Error al procesar el pago',
  testMode: 'Modo de pruebas',
  testModeText:
    'No se cobrará nada. Usad la tarjeta 4242 4242 4242 4242 (aceptada) o 4000 0000 0000 0002 (rechazada), una fecha de caducidad futura y cualquier CVC.',
  cardNumber: 'Número de tarjeta',
  expiry: 'Caducidad',
  expiryPlaceholder: 'MM/AA',
  cvc: 'CVC',
  secure: 'Pago seguro con tarjeta. Los datos de la tarjeta no pasan por nuestro servidor.',
};
