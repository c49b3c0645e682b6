/** Texts of the shared UI pieces (components/ui), in Catalan; Spanish and French in app/i18n. */
import { messages, params } from '#client/lib/i18n.ts';

export const uiMessages = messages('ui', {
  loading: 'Carregant…',
  share: 'Comparteix',
  shareItem: params('Comparteix {name}'),
  copied: 'Enllaç copiat',
  copiedDescription: 'Ja el pots enganxar en un missatge.',
  copyFailed: "No s'ha pogut copiar l'enllaç",
  notification: 'Notificació',
  notifications: 'Notificacions ({hotkey})',
  close: 'Tancar',
});
