/**
 * Texts of the family page, "Les meves inscripcions" (issue 14 item 4, decision 181): signing in with an e-mailed
 * link, leaving, the data rights. The server's answers are taken from #shared/family-messages.ts (no zod) so they read the
 * same; the lists' texts are in records-strings.ts. Spanish and French in app/i18n/<locale>/forms/family.ts.
 */
import { messages, params } from '#client/lib/i18n.ts';
import { familyMessages } from '#shared/family-messages.ts';

export const familyPageMessages = messages('family', {
  title: 'Les meves inscripcions',
  subtitle: 'Les comandes, els campus i les inscripcions fetes amb la vostra adreça de correu.',
  signInHeading: 'Entrar amb el vostre correu',
  signInText:
    'Escriviu l’adreça de correu amb què vau fer la comanda o la inscripció. Us hi enviarem un enllaç per entrar, sense contrasenya.',
  email: 'Correu electrònic',
  sendLink: "Envia'm l'enllaç",
  sending: 'Enviant…',
  linkSent: familyMessages.linkSent,
  signingIn: 'Entrant…',
  signedOut: familyMessages.signedOut,
  genericError: 'Hi ha hagut un error. Torneu-ho a provar.',
  loading: 'Carregant les vostres dades…',
  loadError: 'No s’han pogut carregar les vostres dades.',
  retry: 'Torna-ho a provar',
  signedInAs: params('Heu entrat com a {email}.'),
  signOut: 'Sortir',
  // Data rights (GDPR art. 15, 17 and 20).
  dataHeading: 'Les vostres dades',
  exportText: 'Una còpia de tot el que el club té amb aquesta adreça, en un fitxer JSON.',
  export: 'Descarregar les meves dades',
  erasureHeading: 'Esborrar les vostres dades',
  erasureText:
    'S’esborraran els noms, les dates de naixement, els telèfons, els correus, els documents, els comptes bancaris i la salut dels infants de totes les inscripcions i comandes d’aquesta adreça. Per llei, el club conserva l’import i la data de cada comanda i de cada pagament, sense cap dada personal.',
  erasure: "Demanar l'esborrament de les meves dades",
  erasureConfirmTitle: 'Demanar l’esborrament de les dades?',
  erasureConfirmText: 'El club revisarà la sol·licitud; un cop confirmada, l’esborrament és definitiu i no es pot desfer.',
  erasureConfirm: 'Sí, demana l’esborrament',
  erasureRequested: familyMessages.erasureRequested,
  erasurePending: 'Sol·licitud d’esborrament pendent: el club la confirmarà aviat.',
  cancel: 'Cancel·la',
});
