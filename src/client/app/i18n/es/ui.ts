import type { uiMessages } from '#client/components/ui/ui-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const ui: TranslationOf<typeof uiMessages> = {
  loading: 'Cargando…',
  share: 'Compartir',
  shareItem: 'Compartir {name}',
  copied: 'Enlace copiado',
  copiedDescription: 'Ya puedes pegarlo en un mensaje.',
  copyFailed: 'No se ha podido copiar el enlace',
  notification: 'Notificación',
  notifications: 'Notificaciones ({hotkey})',
  close: 'Cerrar',
};
