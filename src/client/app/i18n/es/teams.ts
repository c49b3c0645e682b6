import type { teamsMessages } from '#client/features/teams/strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const teams: TranslationOf<typeof teamsMessages> = {
  title: 'Nuestros equipos',
  subtitle: 'Conoce todos los equipos que forman parte de nuestro club',
  empty: 'Ahora mismo no hay equipos disponibles.',
  hint: 'Haz clic para ver más detalles',
  loading: 'Cargando los equipos…',
  dialogTitle: 'Información detallada del equipo',
  coach: 'Entrenador',
  league: 'Liga',
  squad: 'Plantilla',
  officialLink: 'Ver ficha oficial',
  newTab: '(se abre en una pestaña nueva)',
  close: 'Cerrar',
  error: 'No se han podido cargar los equipos. Vuelve a intentarlo más tarde.',
  playerWord: { one: 'jugador', other: 'jugadores' },
  playerWordWomen: { one: 'jugadora', other: 'jugadoras' },
  playersHeading: 'Jugadores',
  playersHeadingWomen: 'Jugadoras',
};
