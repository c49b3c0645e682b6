import { Detail, RecordsSection } from '#client/features/family/components/records-section.tsx';
import { familyRecordsMessages } from '#client/features/family/records-strings.ts';
import { cardClass, itemHeadingClass } from '#client/features/family/styles.ts';
import { pageLocale, useMessages } from '#client/lib/i18n.ts';
import { formatDate } from '#shared/dates.ts';
import { formatPrice } from '#shared/money.ts';
import type { FamilyRecords } from '#shared/schemas/family.ts';

type Texts = ReturnType<typeof familyRecordsMessages.get>;

const statusLabel = (t: Texts, status: string) =>
  ({ pending: t.statusPending, paid: t.statusPaid, ready: t.statusReady, completed: t.statusCompleted, cancelled: t.statusCancelled })[status] ??
  t.statusOther;

const refundLabel = (t: Texts, refund: string) =>
  ({ pending: t.refundPending, retrying: t.refundRetrying, refunded: t.refundRefunded })[refund] ?? t.refundPending;

/** "Comandes": each order's status, items, total and, for a cancelled card order, where its refund is. */
export function OrdersSection({ orders }: { orders: FamilyRecords['orders'] }) {
  const t = useMessages(familyRecordsMessages);
  return (
    <RecordsSection title={t.ordersHeading} empty={t.ordersEmpty} count={orders.length}>
      {orders.map((order) => (
        <li key={order.id} className={cardClass}>
          <h3 className={itemHeadingClass}>{t.orderTitle({ id: String(order.id), date: formatDate(order.createdAt, pageLocale) })}</h3>
          <ul className="mt-2 space-y-1 text-sm text-stone-800">
            {order.items.map((item, i) => (
              // Items have no id of their own; their order in the order never changes.
              <li key={i} className="flex justify-between gap-3">
                <span>
                  {t.itemLine({ quantity: String(item.quantity), name: item.productName })}
                  {item.customSize ? ` (${t.customSize({ size: item.customSize })})` : null}
                </span>
                <span className="shrink-0 tabular-nums">{formatPrice(item.price, pageLocale)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-stone-200 pt-3 text-sm">
            <Detail label={t.status}>{statusLabel(t, order.status)}</Detail>
            {order.refundStatus ? <Detail label={t.refund}>{refundLabel(t, order.refundStatus)}</Detail> : null}
            <Detail label={t.total}>
              <span className="font-semibold tabular-nums">{formatPrice(order.totalAmount, pageLocale)}</span>
            </Detail>
          </dl>
        </li>
      ))}
    </RecordsSection>
  );
}
