import type { Locale } from '#shared/locales.ts';

/** The family's confirmation of a campus sign-up, per language (decision 177; Catalan as before; "stage" in French). */
type CampusTexts = {
  subject: (campus: string) => string;
  received: (campus: string) => string;
  campus: (campus: string) => string;
  dates: (dates: string) => string;
  /** From `start` to `end`, for a campus of more than one day. */
  range: (start: string, end: string) => string;
  scheduleToCome: string;
  schedule: (schedule: string) => string;
  place: (place: string) => string;
  amount: (amount: string) => string;
  free: string;
  paidByCard: (price: string) => string;
  questions: string;
  thanks: string;
};

export const campusTexts: Record<Locale, CampusTexts> = {
  ca: {
    subject: (campus) => `Inscripció confirmada: ${campus}`,
    received: (campus) => `Hem rebut una inscripció per a «${campus}» feta amb aquesta adreça de correu.`,
    campus: (campus) => `Campus: ${campus}`,
    dates: (dates) => `Dates: ${dates}`,
    range: (start, end) => `del ${start} al ${end}`,
    scheduleToCome: 'Horari: a confirmar (us l’enviarem abans de començar)',
    schedule: (schedule) => `Horari: ${schedule}`,
    place: (place) => `Lloc: ${place}`,
    amount: (amount) => `Import: ${amount}`,
    free: 'Gratuït',
    paidByCard: (price) => `${price} (pagat amb targeta)`,
    questions: 'Si teniu cap dubte, responeu aquest correu o truqueu al club.',
    thanks: 'Gràcies per confiar en el CB Llívia!',
  },
  es: {
    subject: (campus) => `Inscripción confirmada: ${campus}`,
    received: (campus) => `Hemos recibido una inscripción para «${campus}» hecha con esta dirección de correo.`,
    campus: (campus) => `Campus: ${campus}`,
    dates: (dates) => `Fechas: ${dates}`,
    range: (start, end) => `del ${start} al ${end}`,
    scheduleToCome: 'Horario: por confirmar (te lo enviaremos antes de empezar)',
    schedule: (schedule) => `Horario: ${schedule}`,
    place: (place) => `Lugar: ${place}`,
    amount: (amount) => `Importe: ${amount}`,
    free: 'Gratuito',
    paidByCard: (price) => `${price} (pagado con tarjeta)`,
    questions: 'Si tienes cualquier duda, responde a este correo o llama al club.',
    thanks: '¡Gracias por confiar en el CB Llívia!',
  },
  fr: {
    subject: (campus) => `Inscription confirmée\u00a0: ${campus}`,
    received: (campus) => `Nous avons bien reçu une inscription à «\u00a0${campus}\u00a0», faite avec cette adresse e-mail.`,
    campus: (campus) => `Stage\u00a0: ${campus}`,
    dates: (dates) => `Dates\u00a0: ${dates}`,
    range: (start, end) => `du ${start} au ${end}`,
    scheduleToCome: 'Horaires\u00a0: à confirmer (nous vous les enverrons avant le début du stage)',
    schedule: (schedule) => `Horaires\u00a0: ${schedule}`,
    place: (place) => `Lieu\u00a0: ${place}`,
    amount: (amount) => `Montant\u00a0: ${amount}`,
    free: 'Gratuit',
    paidByCard: (price) => `${price} (payé par carte)`,
    questions: 'Pour toute question, répondez à ce message ou appelez le club.',
    thanks: 'Merci de votre confiance, à bientôt au CB Llívia\u00a0!',
  },
};
