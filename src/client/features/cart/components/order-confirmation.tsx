import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { primaryButtonClass } from '#client/components/form/styles.ts';
import { PageHeader } from '#client/components/ui/page-header.tsx';
import type { ConfirmedOrder } from '#client/features/cart/hooks/use-checkout.ts';
import { cartMessages } from '#client/features/cart/strings.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { club } from '#shared/club.ts';
import { formatEuros } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';

/**
 * After a successful payment (issue 13): the order number, what was paid, where the confirmation went, and where
 * and when the order is picked up (decision 103: at the Pavelló Fòrum once the club says it is ready). It stays
 * until the visitor leaves it; 'Tornar a la botiga' goes to /botiga (SPEC §4). Focus moves to its title.
 */
export function OrderConfirmation({ order, onLeave }: { order: ConfirmedOrder; onLeave?: () => void }) {
  const s = useMessages(cartMessages);
  const id = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-testid="order-confirmation">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-1 h-7 w-7 shrink-0 text-green-700" aria-hidden />
        <div>
          <h2 id={`${id}-title`} ref={title} tabIndex={-1} className="text-xl font-bold text-stone-900 focus:outline-none">
            {s.confirmationTitle}
          </h2>
          <p className="mt-1 text-2xl font-bold text-brand-800">{s.orderNumber({ id: order.id })}</p>
        </div>
      </div>
      <p className="text-stone-800">{s.paid({ total: formatEuros(order.totalCents, pageLocale) })}</p>
      {order.email ? <p className="text-stone-800">{s.mailed({ email: order.email })}</p> : null}
      <p className="text-stone-800">{s.keepNumber}</p>
      <div className="rounded-md border border-brand-100 bg-brand-50 p-4">
        <h3 className="font-bold text-stone-900">{s.pickupHeading}</h3>
        <dl className="mt-2 space-y-2 text-sm text-stone-800">
          <div>
            <dt className="font-semibold">{s.where}</dt>
            <dd>{s.whereText({ address: club.address })}</dd>
          </div>
          <div>
            <dt className="font-semibold">{s.when}</dt>
            <dd>{s.whenText({ hours: s.openingHours })}</dd>
          </div>
          <div>
            <dt className="font-semibold">{s.contact}</dt>
            <dd>
              <a href={`tel:${club.phone.replaceAll(' ', '')}`} className="text-brand-800 underline">
                {club.phone}
              </a>
              {' · '}
              <a href={`mailto:${club.email}`} className="text-brand-800 underline">
                {club.email}
              </a>
            </dd>
          </div>
        </dl>
      </div>
      <Link
        href={paths.shop}
        onClick={onLeave}
        className={primaryButtonClass}
      >
        {s.backToShop}
      </Link>
    </section>
  );
}

/** The confirmation as a page's whole content (/checkout after the payment, /botiga after Stripe's redirect). */
export function OrderConfirmationPage({ title, order, onLeave }: { title: string; order: ConfirmedOrder; onLeave?: () => void }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageHeader title={title} />
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <OrderConfirmation order={order} onLeave={onLeave} />
      </div>
    </div>
  );
}
