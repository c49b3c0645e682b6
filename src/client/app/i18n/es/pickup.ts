import type { pickupMessages } from '#client/components/ui/pickup-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const pickup: TranslationOf<typeof pickupMessages> = {
  text: 'Recogida solo en el Pavelló Fòrum. No hacemos envíos: una vez pagado el pedido, os escribiremos cuando esté listo y acordaremos la recogida con vosotros.',
};
