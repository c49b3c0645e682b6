/** The header's cart button (in the main bundle, on every page): its one text. */
import { count, messages } from '#client/lib/i18n.ts';

export const cartButtonMessages = messages('cartButton', {
  openCart: count({ one: 'Obrir la cistella (1 article)', other: 'Obrir la cistella ({count} articles)' }),
});
