import type { Locale } from '#shared/locales.ts';

/** The guardian's confirmation of a club or school registration, per language (decision 177; Catalan as before). */
type RegistrationTexts = {
  ibanEnding: (last4: string) => string;
  sepa: (answer: string) => string;
  privacy: (answer: string) => string;
  imageRights: (answer: string) => string;
  medicalEmergency: (answer: string) => string;
  medication: (answer: string) => string;
  /** What the mail leaves out (DESIGN rule 5), said to the family. */
  leftOut: string;
  wrongData: string;
  clubSubject: (season: string) => string;
  clubReceived: (season: string) => string;
  schoolSubject: (season: string) => string;
  schoolReceived: (season: string) => string;
};

export const registrationTexts: Record<Locale, RegistrationTexts> = {
  ca: {
    ibanEnding: (last4) => `Compte (IBAN): acabat en ${last4}`,
    sepa: (a) => `Domiciliació SEPA: ${a}`,
    privacy: (a) => `Protecció de dades: ${a}`,
    imageRights: (a) => `Drets d’imatge: ${a}`,
    medicalEmergency: (a) => `Actuació en cas d’urgència mèdica: ${a}`,
    medication: (a) => `Administració de medicació: ${a}`,
    leftOut: 'Per seguretat, aquest correu no inclou el DNI, la targeta sanitària, les dades de salut ni el compte complet.',
    wrongData: 'Si alguna dada no és correcta, responeu aquest correu.',
    clubSubject: (season) => `Inscripció al CB Llívia rebuda (temporada ${season})`,
    clubReceived: (season) =>
      `Hem rebut una inscripció al club per a la temporada ${season} feta amb aquesta adreça de correu. Moltes gràcies!`,
    schoolSubject: (season) => `Inscripció a les Escoles de bàsquet del CB Llívia rebuda (temporada ${season})`,
    schoolReceived: (season) =>
      `Hem rebut una inscripció a les Escoles de bàsquet per a la temporada ${season} feta amb aquesta adreça de correu. Moltes gràcies!`,
  },
  es: {
    ibanEnding: (last4) => `Cuenta (IBAN): acabada en ${last4}`,
    sepa: (a) => `Domiciliación SEPA: ${a}`,
    privacy: (a) => `Protección de datos: ${a}`,
    imageRights: (a) => `Derechos de imagen: ${a}`,
    medicalEmergency: (a) => `Actuación en caso de urgencia médica: ${a}`,
    medication: (a) => `Administración de medicación: ${a}`,
    leftOut:
      'Por seguridad, este correo no incluye el documento de identidad, la tarjeta sanitaria, los datos de salud ni el número de cuenta completo.',
    wrongData: 'Si algún dato no es correcto, responde a este correo.',
    clubSubject: (season) => `Hemos recibido tu inscripción al CB Llívia (temporada ${season})`,
    clubReceived: (season) =>
      `Hemos recibido una inscripción al club para la temporada ${season} hecha con esta dirección de correo. ¡Muchas gracias!`,
    schoolSubject: (season) => `Hemos recibido tu inscripción a las Escuelas de baloncesto del CB Llívia (temporada ${season})`,
    schoolReceived: (season) =>
      `Hemos recibido una inscripción a las Escuelas de baloncesto para la temporada ${season} hecha con esta dirección de correo. ¡Muchas gracias!`,
  },
  fr: {
    ibanEnding: (last4) => `Compte (IBAN)\u00a0: se terminant par ${last4}`,
    sepa: (a) => `Prélèvement SEPA\u00a0: ${a}`,
    privacy: (a) => `Protection des données\u00a0: ${a}`,
    imageRights: (a) => `Droit à l’image\u00a0: ${a}`,
    medicalEmergency: (a) => `Intervention en cas d’urgence médicale\u00a0: ${a}`,
    medication: (a) => `Administration de médicaments\u00a0: ${a}`,
    leftOut:
      'Par sécurité, ce message ne contient ni le numéro de la pièce d’identité, ni celui de la carte de santé, ni les données de santé, ni le numéro de compte complet.',
    wrongData: 'Si une information est inexacte, répondez simplement à ce message.',
    clubSubject: (season) => `Inscription au CB Llívia bien reçue (saison ${season})`,
    clubReceived: (season) =>
      `Nous avons bien reçu une inscription au club pour la saison ${season}, faite avec cette adresse e-mail. Merci beaucoup\u00a0!`,
    schoolSubject: (season) => `Inscription aux Écoles de basket du CB Llívia bien reçue (saison ${season})`,
    schoolReceived: (season) =>
      `Nous avons bien reçu une inscription aux Écoles de basket pour la saison ${season}, faite avec cette adresse e-mail. Merci beaucoup\u00a0!`,
  },
};
