/** Texts of the campus sign-up dialog (SPEC §4), exact in Catalan; Spanish and French in app/i18n. */
import { messages, params } from '#client/lib/i18n.ts';

export const campusSignUpMessages = messages('campusSignUp', {
  title: params('Inscripció: {name}'),
  description: 'Omple les dades de l’infant i d’un pare, mare o tutor/a.',
  childName: 'Nom de l’infant',
  childSurname: 'Cognoms de l’infant',
  birthDate: 'Data de naixement',
  parentEmail: 'Correu electrònic del pare, mare o tutor/a',
  parentPhone: 'Telèfon del pare, mare o tutor/a',
  phoneHint: 'Número espanyol o francès; pots posar-hi espais.',
  isClubMember: 'L’infant és soci del club',
  /** With its colon: French puts a space before it. */
  price: 'Preu:',
  requiredNote: 'Els camps marcats amb * són obligatoris.',
  submitFree: 'Confirmar la inscripció',
  submitPaid: 'Continuar al pagament',
  sending: 'Enviant…',
  preparing: 'Preparant el pagament…',
  payHeading: 'Pagament amb targeta',
  payFor: params('Inscripció de {child}: {amount}'),
  back: 'Tornar a les dades',
  close: 'Tancar',
  finishing: 'Confirmant la inscripció…',
});
