/**
 * Texts of the campus's waiting-list dialog (issue 14 item 1), in its lazy chunk; Spanish and French in
 * app/i18n/<locale>/forms/ (loaded with the campus page). The child's and parent's field labels are the sign-up's.
 */
import { count, messages, params } from '#client/lib/i18n.ts';

export const campusWaitlistMessages = messages('campusWaitlist', {
  title: params('Llista d’espera: {name}'),
  description: 'Aquest campus és complet. Apunta’t a la llista d’espera: si s’allibera una plaça, t’enviarem una oferta per correu.',
  siblingsHeading: 'Germans i germanes',
  siblingsNote: 'Els germans s’apunten junts: només us oferirem places si n’hi ha per a tots.',
  sibling: params('Germà o germana {n}'),
  addSibling: 'Afegir un germà o una germana',
  removeSibling: params('Treure el germà o la germana {n}'),
  submit: "Apunta'm a la llista d'espera",
  sending: 'Enviant…',
  joinedTitle: 'Sou a la llista d’espera',
  joined: params('Sou a la llista d’espera: posició {position}.'),
  places: count({ one: 'Hi sou amb 1 plaça.', other: 'Hi sou amb {count} places: us les oferirem juntes.' }),
  mailSent:
    'Us hem enviat un correu amb un enllaç per confirmar la sol·licitud: feu-hi clic en 24 hores (fins llavors no us podem oferir cap plaça; sense confirmar, sortirà de la llista). Si s’allibera una plaça, rebreu l’oferta per correu amb un termini per acceptar-la.',
  close: 'Tancar',
  joinError: 'No us hem pogut apuntar a la llista d’espera',
  placesFreeTitle: 'Ara hi ha places lliures',
  placesFreeText: 'S’ha alliberat una plaça: feu la inscripció directament.',
});
