import type { uiMessages } from '#client/components/ui/ui-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const ui: TranslationOf<typeof uiMessages> = {
  loading: 'Chargement…',
  share: 'Partager',
  shareItem: 'Partager {name}',
  copied: 'Lien copié',
  copiedDescription: 'Vous pouvez maintenant le coller dans un message.',
  copyFailed: 'Impossible de copier le lien',
  notification: 'Notification',
  notifications: 'Notifications ({hotkey})',
  close: 'Fermer',
};
