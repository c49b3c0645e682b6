import { cart } from '#client/features/cart/cart-store.ts';
import { usePaymentReturn } from '#client/features/cart/hooks/use-payment-return.ts';
import type { ShopLine } from '#client/features/shop/components/customise-dialog.tsx';
import { ShopPage } from '#client/features/shop/components/shop-page.tsx';
import { shopStrings } from '#client/features/shop/strings.ts';
import { toast } from '#client/lib/toast.ts';

function addToCart(line: ShopLine) {
  cart.add({ id: line.productId, ...line });
  toast({ title: shopStrings.added, description: shopStrings.addedText(line.name, line.quantity) });
}

/** /botiga composes the shop (products) and the cart; it is also where Stripe returns after a redirect. */
export default function Route() {
  usePaymentReturn();
  return <ShopPage onAdd={addToCart} />;
}
