import type { calendarMessages } from '#client/features/matches/calendar-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const matchCalendar: TranslationOf<typeof calendarMessages> = {
  forTeam: 'Los partidos de {team}',
  forClub: 'Todos los partidos de los equipos del club',
  explain:
    'Suscríbete una vez y el calendario del móvil o del ordenador se actualizará solo: partidos nuevos, cambios de hora y resultados.',
  subscribe: 'Suscríbete',
  subscribeHint: 'iPhone, iPad, Mac, Outlook y otras aplicaciones de calendario',
  google: 'Añádelo a Google Calendar',
  googleHint: 'Para Android y la web de Google',
  linkLabel: 'Enlace de suscripción',
  linkHint: 'Para cualquier otra aplicación: copia el enlace y añádelo como calendario «desde una URL».',
  copy: 'Copia el enlace',
  copied: 'Enlace copiado',
  copiedText: 'Pégalo en tu aplicación de calendario.',
  copyFailed: 'No se ha podido copiar el enlace',
  copyFailedText: 'El enlace ha quedado seleccionado: cópialo con el menú o el teclado.',
  newTab: '(se abre en una pestaña nueva)',
  close: 'Cerrar',
};
