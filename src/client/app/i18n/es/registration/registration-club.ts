import type { clubFormMessages } from '#client/features/registration/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const registrationClub: TranslationOf<typeof clubFormMessages> = {
  heading: 'Inscripción en el Club · Temporada {season}',
  intro: 'Rellena los datos del jugador o jugadora y del padre, madre o tutor/a.',
  player: 'Datos del jugador/a',
  playerName: 'Nombre y apellidos del jugador/a',
  playerDocumentType: 'Tipo de documento del jugador/a',
  playerDniLabel: 'DNI/NIE del jugador/a',
  playerPassportLabel: 'Número de pasaporte del jugador/a',
  playerIdCardLabel: 'Número del documento de identidad del jugador/a',
  healthCardNumber: 'Número de la tarjeta sanitaria',
  birthDate: 'Fecha de nacimiento',
  kit: 'Tallas de la equipación',
  shirtSize: 'Talla de camiseta',
  pantsSize: 'Talla de pantalón',
  shoeSize: 'Número de calzado',
  guardian: 'Datos del padre, madre o tutor/a',
  guardianName: 'Nombre y apellidos',
  guardianPhone: 'Teléfono',
  guardianEmail: 'Correo electrónico',
  bank: 'Datos bancarios',
  accountHolderName: 'Titular de la cuenta',
  iban: 'IBAN',
  consents: 'Autorizaciones',
  sepaAuthorization: 'Autorizo al CB Llívia a domiciliar las cuotas de la temporada {season} en la cuenta indicada (mandato SEPA).',
  privacyAuthorization:
    'He leído y acepto que el club trate estos datos solo para gestionar la inscripción y la actividad deportiva (protección de datos).',
  imageRightsAuthorization:
    'Autorizo al club a publicar fotos y vídeos en los que aparezca el jugador/a en actividades del club (web y redes sociales).',
  hint: 'Tienes que responder a todas las autorizaciones para completar la inscripción',
};
