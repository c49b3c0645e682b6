import type { cartButtonMessages } from '#client/features/cart/button-strings.ts';
import type { TranslationOf } from '#client/lib/i18n.ts';

export const cartButton: TranslationOf<typeof cartButtonMessages> = {
  openCart: { one: 'Abrir la cesta ({count} artículo)', other: 'Abrir la cesta ({count} artículos)' },
};
