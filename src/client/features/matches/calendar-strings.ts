/**
 * The calendar subscription dialog (issue 13 item 5): with the dialog's own chunk, not the page's (decision 200);
 * Spanish and French in app/i18n/<locale>/calendar/, loaded with it.
 */
import { messages, params } from '#client/lib/i18n.ts';

export const calendarMessages = messages('matchCalendar', {
  forTeam: params('Els partits de {team}'),
  forClub: 'Tots els partits dels equips del club',
  explain:
    "Subscriu-t'hi un cop i el calendari del mòbil o de l'ordinador s'actualitzarà sol: partits nous, canvis d'hora i resultats.",
  subscribe: "Subscriu-t'hi",
  subscribeHint: 'iPhone, iPad, Mac, Outlook i altres aplicacions de calendari',
  google: 'Afegeix-lo a Google Calendar',
  googleHint: 'Per a Android i el web de Google',
  linkLabel: 'Enllaç de subscripció',
  linkHint: "Per a qualsevol altra aplicació: copia l'enllaç i afegeix-lo com a calendari «des d'un URL».",
  copy: "Copia l'enllaç",
  copied: 'Enllaç copiat',
  copiedText: "Enganxa'l a la teva aplicació de calendari.",
  copyFailed: "No s'ha pogut copiar l'enllaç",
  copyFailedText: "L'enllaç ha quedat seleccionat: copia'l amb el menú o el teclat.",
  newTab: "(s'obre en una pestanya nova)",
  close: 'Tancar',
});
