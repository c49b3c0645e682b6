/** Texts of the teams screen (SPEC §2, exact in Catalan; Spanish and French in app/i18n). */
import { count, messages } from '#client/lib/i18n.ts';

export const teamsMessages = messages('teams', {
  title: 'Els Nostres Equips',
  subtitle: 'Coneix tots els equips que formen part del nostre club',
  empty: 'No hi ha equips disponibles actualment.',
  hint: 'Fes clic per veure més detalls',
  loading: 'Carregant els equips…',
  dialogTitle: "Informació detallada de l'equip",
  coach: 'Entrenador',
  league: 'Lliga',
  squad: 'Plantilla',
  officialLink: 'Veure fitxa oficial',
  newTab: "(s'obre en una pestanya nova)",
  close: 'Tancar',
  error: "No s'han pogut carregar els equips. Torna-ho a provar més tard.",
  // SPEC §2: "jugador" for one, "jugadors" otherwise, "jugadores" for a women's division ("Femení").
  playerWord: count({ one: 'jugador', other: 'jugadors' }),
  playerWordWomen: count({ one: 'jugador', other: 'jugadores' }),
  playersHeading: 'Jugadors',
  playersHeadingWomen: 'Jugadores',
});
