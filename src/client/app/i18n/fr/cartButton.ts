import type { cartButtonMessages } from '#client/features/cart/button-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const cartButton: TranslationOf<typeof cartButtonMessages> = {
  openCart: { one: 'Ouvrir le panier ({count} article)', other: 'Ouvrir le panier ({count} articles)' },
};
