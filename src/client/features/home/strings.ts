/** Texts of the home page (SPEC §2, exact in Catalan; Spanish and French in app/i18n). */
import { messages } from '#client/lib/i18n.ts';

export const homeMessages = messages('home', {
  title: 'Club Bàsquet Llívia',
  tagline: 'Passió pel bàsquet a la Cerdanya',
  intro: 'Formem jugadors i jugadores de totes les edats des de 1990, al Pavelló Fòrum de Llívia.',
  teamsButton: 'Coneix els Equips',
  matchesButton: 'Veure Partits',
  statsHeading: 'El club en xifres',
  activeTeams: 'Equips Actius',
  years: "Anys d'Història",
  yearsValue: '+30',
  players: 'Jugadors',
  playersValue: '120+',
  pavilion: 'Pavelló',
  pavilionValue: '1',
  loading: 'Carregant…',
});
