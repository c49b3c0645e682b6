import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { withTexts } from '#client/app/route-texts.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import { cartTotalCents } from '#client/features/cart/cart-store.ts';
import { CartLines } from '#client/features/cart/components/cart-lines.tsx';
import { CartTotal } from '#client/features/cart/components/cart-summary.tsx';
import { OrderConfirmationPage } from '#client/features/cart/components/order-confirmation.tsx';
import { PickupNotice } from '#client/components/ui/pickup-notice.tsx';
import { useCheckout } from '#client/features/cart/hooks/use-checkout.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatEuros } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';

// The contact form (with zod and react-hook-form) and the payment step are their own chunks, fetched when there is
// something to buy or to pay: the empty-cart view and the order's summary show without them (decision 203).
// In Spanish and French each brings its texts: the forms' error texts and zod's messages, the payment form's.
const loadForm = withTexts(['forms', 'zod'], () => import('#client/features/cart/components/customer-form.tsx'));
const CustomerForm = lazy(async () => ({ default: (await loadForm()).CustomerForm }));
const loadPayment = withTexts(['payment'], () => import('#client/features/cart/components/checkout-payment.tsx'));
const CheckoutPayment = lazy(async () => ({ default: (await loadPayment()).CheckoutPayment }));

/**
 * /checkout (SPEC §2): the empty-cart view, or the order summary, the contact form and the payment; after the
 * payment, the order's confirmation, until the visitor goes back to /botiga (issue 13).
 */
export default function Route() {
  const s = useMessages(cartMessages);
  const checkout = useCheckout();
  const { items, payment, confirmed } = checkout;

  if (confirmed) return <OrderConfirmationPage title={s.checkoutTitle} order={confirmed} />;

  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <PageHeader title={s.checkoutTitle} />
        <div className="mt-8 rounded-xl border border-stone-200 bg-white p-10 text-center shadow-sm">
          <ShoppingBag className="mx-auto h-12 w-12 text-stone-400" aria-hidden />
          <h2 className="mt-4 text-xl font-bold text-stone-900">{s.emptyCartTitle}</h2>
          <p className="mt-2 text-stone-600">{s.emptyCartText}</p>
          <Link
            href={paths.shop}
            className="mt-6 inline-flex rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {s.goToShop}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <PageHeader title={s.checkoutTitle} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="checkout-summary" className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <h2 id="checkout-summary" className="text-lg font-bold text-stone-900">
            {s.summaryHeading}
          </h2>
          <CartLines items={items} disabled={payment !== null} />
          <CartTotal items={items} className="mt-2" />
          <div className="mt-4">
            <PickupNotice />
          </div>
        </section>
        <section aria-label={s.customerHeading} className="space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
          <Suspense fallback={<div className="min-h-[28rem]" aria-hidden />}>
            <CustomerForm checkout={checkout} submitLabel={s.pay({ amount: formatEuros(cartTotalCents(items), pageLocale) })} />
          </Suspense>
          {payment ? (
            <Suspense fallback={null}>
              <CheckoutPayment payment={payment} onSuccess={checkout.paid} onError={checkout.failed} onChangeOrder={checkout.reset} />
            </Suspense>
          ) : null}
        </section>
      </div>
    </div>
  );
}
