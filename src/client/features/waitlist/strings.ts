/**
 * Texts of /llista-espera (issue 14 item 1): the offer an e-mailed link opens (accept or decline it), leaving the
 * list, and the page without a link. Spanish and French in app/i18n/<locale>/forms/ (loaded with the page).
 */
import { messages, params } from '#client/lib/i18n.ts';

export const waitlistPageMessages = messages('waitlistPage', {
  title: 'Llista d’espera',
  // No link in the address
  noTokenText: 'Aquesta pàgina s’obre des dels enllaços dels correus de la llista d’espera: per confirmar la sol·licitud, per acceptar o rebutjar una plaça oferta, o per sortir de la llista.',
  noTokenFamily: 'Per veure les vostres inscripcions i les llistes d’espera on sou, aneu a «Les meves inscripcions».',
  familyLink: 'Les meves inscripcions',
  campusLink: 'Veure els campus',
  // The offer
  loading: 'Carregant l’oferta…',
  loadError: 'No s’ha pogut carregar l’oferta.',
  retry: 'Torna-ho a provar',
  invalid: 'Aquest enllaç no és vàlid o ja no existeix. Comproveu que l’heu copiat sencer des del correu.',
  offerHeading: 'Teniu una plaça!',
  offerIntro: 'S’ha alliberat una plaça al campus i és vostra si l’accepteu abans del termini.',
  campus: 'Campus',
  dates: 'Dates',
  datesRange: params('Del {start} al {end}'),
  children: 'Infants',
  amount: 'Import',
  free: 'Gratuït',
  deadline: 'Termini per acceptar',
  accept: 'Accepto la plaça',
  accepting: 'Acceptant…',
  decline: 'No, gràcies',
  declineHeading: 'Rebutjar la plaça?',
  declineText: 'La plaça passarà a la família següent de la llista i sortireu de la llista d’espera d’aquest campus.',
  declineConfirm: 'Sí, rebutjo la plaça',
  declining: 'Enviant…',
  back: 'Tornar',
  payHeading: 'Pagament amb targeta',
  payFor: params('Inscripció de {children}: {amount}'),
  finishing: 'Confirmant la inscripció…',
  paymentErrorTitle: 'Error de pagament',
  paymentProcessing: 'Error processant el pagament',
  errorTitle: 'No s’ha pogut fer',
  paidReturnHeading: 'Pagament rebut',
  paidReturnText: 'Rebreu un correu de confirmació de la inscripció en uns minuts.',
  // The outcomes
  acceptedHeading: 'Inscripció feta!',
  acceptedText: 'La plaça és vostra. Us hem enviat un correu de confirmació amb tots els detalls.',
  declinedHeading: 'Gràcies per avisar-nos',
  declinedText: 'Hem passat la plaça a la família següent de la llista.',
  expiredHeading: 'Aquesta oferta ha caducat',
  expiredText: 'El termini per acceptar-la ha passat i la plaça ha passat a la família següent.',
  goneHeading: 'Aquesta oferta ja no està disponible',
  goneText: 'La plaça ja no es pot acceptar. Mireu els campus per si hi ha places lliures.',
  // Leaving the list
  leaveHeading: 'Sortir de la llista d’espera',
  leaveText: 'Si sortiu de la llista, perdreu la vostra posició i no rebreu cap oferta d’aquest campus.',
  leave: 'Sortir de la llista d’espera',
  leaveConfirmHeading: 'Segur que voleu sortir de la llista?',
  leaveConfirm: 'Sí, surto de la llista',
  leaving: 'Enviant…',
  leftHeading: 'Heu sortit de la llista d’espera',
  leftText: 'No rebreu cap oferta d’aquest campus. Si canvieu d’opinió, us hi podeu tornar a apuntar des de la pàgina dels campus.',
  // Confirming the address (issue 22 finding 1)
  confirmHeading: 'Confirmeu la vostra sol·licitud',
  confirmText: 'Confirmeu que aquesta adreça de correu és vostra: només així us podrem oferir una plaça quan s’alliberi.',
  confirm: 'Confirmo la sol·licitud',
  confirming: 'Confirmant…',
  confirmedHeading: 'Sol·licitud confirmada',
  confirmedText: params('Sou a la llista d’espera, posició {position}. Si s’allibera una plaça, rebreu l’oferta per correu.'),
});
