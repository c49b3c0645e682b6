/**
 * Texts of /campus (SPEC §2, §4, §8; issue 5 items 1–4), exact in Catalan where SPEC gives them; Spanish and French
 * in app/i18n. The sign-up form's own texts are in sign-up-strings.ts (its lazy chunk).
 */
import { count, messages, params } from '#client/lib/i18n.ts';

export const campusMessages = messages('campus', {
  title: 'Campus de Bàsquet',
  subtitle: 'Aprèn, juga i diverteix-te amb els entrenadors del club durant les vacances.',
  listHeading: 'Propers campus',
  empty: 'Ara mateix no hi ha cap campus obert a inscripcions. Torna-hi aviat!',
  loadError: 'No s’han pogut carregar els campus.',
  retry: 'Torna-ho a provar',
  loading: 'Carregant els campus…',
  /** A one-day campus shows its one date alone (the card decides). */
  dates: params('Del {start} al {end}'),
  ages: params('De {min} a {max} anys'),
  memberPrice: 'Socis del club',
  nonMemberPrice: 'No socis',
  free: 'Gratuït',
  placesLeft: count({ one: '1 plaça lliure', other: '{count} places lliures' }),
  full: 'Complet',
  ended: 'Finalitzat',
  signUp: "Inscriure's",
  signUpLabel: params("Inscriure's: {name}"),
  /** A full campus's button instead of the sign-up (issue 14 item 1). */
  waitlist: "Apunta'm a la llista d'espera",
  waitlistLabel: params("Apunta'm a la llista d'espera: {name}"),
  whyHeading: 'Per què triar els nostres campus?',
  whyPoint1Title: 'Formació professional',
  whyPoint1Text: 'Entrenadors titulats del club, amb una metodologia adaptada a cada edat i nivell.',
  whyPoint2Title: 'Grups reduïts',
  whyPoint2Text: 'Màxim 12 nens i nenes per grup, perquè cada jugador rebi l’atenció que necessita.',
  whyPoint3Title: 'Desenvolupament esportiu',
  whyPoint3Text: 'Tècnica, tàctica i valors: companyonia, esforç i respecte, dins i fora de la pista.',
  success: 'Inscripció completada!',
  successText: 'Us hem enviat un correu de confirmació amb tots els detalls.',
  paidReturn: 'Pagament rebut',
  paidReturnText: 'Rebreu un correu de confirmació de la inscripció en uns minuts.',
  // SPEC §8
  paymentErrorTitle: 'Error de pagament',
  paymentProcessing: 'Error processant el pagament',
  intentError: 'Error creant la intenció de pagament',
  intentNotCreated: 'No s’ha pogut crear la intenció de pagament',
  paymentGeneric: 'Hi ha hagut un error processant el pagament.',
  registrationError: 'Error creant la inscripció',
  genericError: 'Hi ha hagut un error.',
  fixFields: 'Revisa els camps marcats en vermell.',
});
