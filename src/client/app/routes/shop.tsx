import { cart } from '#client/features/cart/cart-store.ts';
import { OrderConfirmationPage } from '#client/features/cart/components/order-confirmation.tsx';
import { usePaymentReturn } from '#client/features/cart/hooks/use-payment-return.ts';
import type { ShopLine } from '#client/features/shop/components/customise-dialog.tsx';
import { ShopPage } from '#client/features/shop/components/shop-page.tsx';
import { shopMessages } from '#client/features/shop/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';

function addToCart(line: ShopLine) {
  cart.add({ id: line.productId, ...line });
  const t = shopMessages.get();
  toast({ title: t.added, description: t.addedText({ quantity: line.quantity, name: line.name }) });
}

/**
 * /botiga composes the shop (products) and the cart; it is also where Stripe returns after a redirect: the paid
 * order's confirmation replaces the shop until the visitor goes back to it (decision 173).
 */
export default function Route() {
  const t = useMessages(shopMessages);
  const returned = usePaymentReturn();
  if (returned.order) return <OrderConfirmationPage title={t.title} order={returned.order} onLeave={returned.dismiss} />;
  return <ShopPage onAdd={addToCart} />;
}
