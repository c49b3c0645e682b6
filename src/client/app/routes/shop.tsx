import { lazy, Suspense, useState } from 'react';
import { withTexts } from '#client/app/route-texts.ts';
import { cart } from '#client/features/cart/cart-store.ts';
import type { ShopLine } from '#client/features/shop/components/customise-dialog.tsx';
import { ShopPage } from '#client/features/shop/components/shop-page.tsx';
import { shopMessages } from '#client/features/shop/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { readPaymentReturn } from '#client/lib/payment-return.ts';
import { toast } from '#client/lib/toast.ts';

// Only after Stripe's redirect back here (decision 200): the checkout code and the cart's texts come with it.
const PaymentReturn = lazy(withTexts(['cart'], () => import('#client/features/cart/components/payment-return.tsx')));

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
  const [returned] = useState(() => readPaymentReturn(window.location.search) !== null);
  const shop = <ShopPage onAdd={addToCart} />;
  if (!returned) return shop;
  return (
    <Suspense fallback={shop}>
      <PaymentReturn title={t.title}>{shop}</PaymentReturn>
    </Suspense>
  );
}
