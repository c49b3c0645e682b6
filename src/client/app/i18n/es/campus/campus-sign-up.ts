import type { campusSignUpMessages } from '#client/features/campus/sign-up-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const campusSignUp: TranslationOf<typeof campusSignUpMessages> = {
  title: 'Inscripción: {name}',
  description: 'Rellena los datos del niño o la niña y de su padre, madre o tutor/a.',
  childName: 'Nombre del niño o la niña',
  childSurname: 'Apellidos del niño o la niña',
  birthDate: 'Fecha de nacimiento',
  parentEmail: 'Correo electrónico del padre, madre o tutor/a',
  parentPhone: 'Teléfono del padre, madre o tutor/a',
  phoneHint: 'Número español o francés; puedes poner espacios.',
  isClubMember: 'El niño o la niña es socio/a del club',
  price: 'Precio:',
  requiredNote: 'Los campos marcados con * son obligatorios.',
  submitFree: 'Confirmar la inscripción',
  submitPaid: 'Continuar al pago',
  sending: 'Enviando…',
  preparing: 'Preparando el pago…',
  payHeading: 'Pago con tarjeta',
  payFor: 'Inscripción de {child}: {amount}',
  back: 'Volver a los datos',
  close: 'Cerrar',
  finishing: 'Confirmando la inscripción…',
};
