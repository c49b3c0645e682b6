import { club } from '#shared/club.ts';
import type { Locale } from '#shared/locales.ts';

/**
 * What every e-mail to a family says in its language (issue 13 item 1, decision 177): the greeting, "this was not
 * you", yes and no, and the footer's lines. Catalan is the text the mails had before (tests and SPEC read it);
 * Spanish says "tú" to the family as the site does, French "vous". French puts a no-break space before : ; ! ?
 */
type FamilyTexts = {
  hello: string;
  /** A greeting with the name the family typed, if any. */
  helloName: (name: string) => string;
  yes: string;
  no: string;
  notYours: string;
  footer: {
    openingHours: string;
    phoneAndMail: (phone: string, email: string) => string;
    privacy: (url: string) => string;
  };
};

export const familyTexts: Record<Locale, FamilyTexts> = {
  ca: {
    hello: 'Hola,',
    helloName: (name) => `Hola ${name},`,
    yes: 'Sí',
    no: 'No',
    notYours: 'Si no heu fet aquesta inscripció, ignoreu aquest correu o feu-nos-ho saber.',
    footer: {
      // The site's own text; the Spanish and French below say the same hours (change them together).
      openingHours: `Horari d’atenció: ${club.openingHours}`,
      phoneAndMail: (phone, email) => `Telèfon: ${phone} · Correu: ${email}`,
      privacy: (url) => `Avís de privacitat: ${url}`,
    },
  },
  es: {
    hello: 'Hola:',
    helloName: (name) => `Hola, ${name}:`,
    yes: 'Sí',
    no: 'No',
    notYours: 'Si no has hecho tú esta inscripción, ignora este correo o avísanos.',
    footer: {
      openingHours: 'Horario de atención: de lunes a viernes, de 17:30 a 20:30 h',
      phoneAndMail: (phone, email) => `Teléfono: ${phone} · Correo: ${email}`,
      privacy: (url) => `Aviso de privacidad: ${url}`,
    },
  },
  fr: {
    hello: 'Bonjour,',
    helloName: (name) => `Bonjour ${name},`,
    yes: 'Oui',
    no: 'Non',
    notYours: 'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message ou prévenez-nous.',
    footer: {
      openingHours: 'Horaires d’accueil\u00a0: du lundi au vendredi, de 17\u00a0h\u00a030 à 20\u00a0h\u00a030',
      phoneAndMail: (phone, email) => `Téléphone\u00a0: ${phone} · E-mail\u00a0: ${email}`,
      privacy: (url) => `Politique de confidentialité\u00a0: ${url}`,
    },
  },
};

export const yesNo = (locale: Locale, value: boolean) => (value ? familyTexts[locale].yes : familyTexts[locale].no);
