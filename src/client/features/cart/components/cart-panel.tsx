import { ShoppingBag } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { CartLines } from '#client/features/cart/components/cart-lines.tsx';
import { CartTotal } from '#client/features/cart/components/cart-summary.tsx';
import { CheckoutPayment } from '#client/features/cart/components/checkout-payment.tsx';
import { CustomerForm } from '#client/features/cart/components/customer-form.tsx';
import { OrderConfirmation } from '#client/features/cart/components/order-confirmation.tsx';
import { DialogShell, focusOnClose } from '#client/components/ui/dialog-shell.tsx';
import { PickupNotice } from '#client/components/ui/pickup-notice.tsx';
import { useCheckout } from '#client/features/cart/hooks/use-checkout.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { paths } from '#shared/routes.ts';

const panelClasses = {
  overlay: 'fixed inset-0 z-50 bg-stone-900/50',
  content: 'fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl',
  header: 'flex items-start justify-between gap-4 border-b border-stone-200 p-4',
  title: 'text-xl font-bold text-stone-900',
  description: 'text-sm text-stone-600',
  close: 'rounded p-1 text-stone-600 hover:bg-stone-100',
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: RefObject<HTMLButtonElement | null> };

/**
 * The slide-out cart (a Radix Dialog as a sheet): lines, total, customer details and payment (SPEC §2, §4); after
 * the payment, the order's confirmation until the panel is closed (issue 13).
 */
export default function CartPanel({ open, onOpenChange, returnFocus }: Props) {
  const s = useMessages(cartMessages);
  const checkout = useCheckout();
  const { items, payment, confirmed } = checkout;
  const openChange = (next: boolean) => {
    if (!next) checkout.dismiss();
    onOpenChange(next);
  };
  const close = () => openChange(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={openChange}
      classes={panelClasses}
      title={s.title}
      description={s.description}
      closeLabel={s.close}
      onCloseAutoFocus={focusOnClose(() => returnFocus.current)}
    >
      <div className="flex-1 space-y-5 overflow-y-auto p-4">
        {confirmed ? (
          <OrderConfirmation order={confirmed} onLeave={close} />
        ) : items.length === 0 ? (
          <div className="py-10 text-center">
            <ShoppingBag className="mx-auto h-10 w-10 text-stone-400" aria-hidden />
            <p className="mt-3 text-lg font-semibold text-stone-900">{s.empty}</p>
            <p className="mt-1 text-sm text-stone-600">{s.emptyText}</p>
            <Link
              href={paths.shop}
              onClick={close}
              className="mt-4 inline-flex rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {s.goToShop}
            </Link>
          </div>
        ) : (
          <>
            <CartLines items={items} disabled={payment !== null} />
            <CartTotal items={items} />
            <PickupNotice />
            <CustomerForm checkout={checkout} submitLabel={s.continue}>
              <Link href={paths.checkout} onClick={close} className="block text-center text-sm font-semibold text-brand-800 underline">
                {s.checkoutPage}
              </Link>
            </CustomerForm>
            {payment ? (
              <CheckoutPayment payment={payment} onSuccess={checkout.paid} onError={checkout.failed} onChangeOrder={checkout.reset} />
            ) : null}
          </>
        )}
      </div>
    </DialogShell>
  );
}
