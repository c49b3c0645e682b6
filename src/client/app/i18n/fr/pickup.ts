import type { pickupMessages } from '#client/components/ui/pickup-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const pickup: TranslationOf<typeof pickupMessages> = {
  text: 'Retrait uniquement au Pavelló Fòrum. Nous ne faisons pas d’envois\u00a0: une fois la commande payée, nous vous écrirons dès qu’elle sera prête et conviendrons ensemble du retrait.',
};
