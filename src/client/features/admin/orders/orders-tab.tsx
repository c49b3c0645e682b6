import { AlertTriangle } from 'lucide-react';
import { useDeleteOrder } from '#client/api/delete-order.ts';
import { useState } from 'react';
import { useAdminOrders } from '#client/api/get-admin-orders.ts';
import { compactInputClass } from '#client/components/form/styles.ts';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { useUpdateOrderStatus } from '#client/api/update-order-status.ts';
import { ConfirmDialog } from '#client/features/admin/ui/shared-confirm-dialog.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { AdminTable, useTableQuery } from '#client/features/admin/ui/shared-table.tsx';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess, toastOutcome } from '#client/features/admin/ui/notify.ts';
import { orderStrings as s } from '#client/features/admin/orders/strings.ts';
import { formatDateTime } from '#shared/dates.ts';
import { formatPrice } from '#shared/money.ts';
import { type Order, type OrderStatus, orderStatusLabel, orderTransitions, paymentMethodLabels } from '#shared/schemas/order.ts';

const statusClass: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-blue-100 text-blue-900',
  ready: 'bg-green-100 text-green-900',
  completed: 'bg-stone-200 text-stone-800',
  cancelled: 'bg-red-100 text-red-900',
};

/** A line's three personalisations: their own columns from the `sm` width on, a line under the product on a phone. */
const customFields = [
  { field: 'customSize', label: s.size },
  { field: 'customNumber', label: s.number },
  { field: 'customName', label: s.name },
] as const;
const customCell = 'hidden py-2 pr-2 sm:table-cell';
/** "Talla M · Número 7 · Nom PUIG" (what the line has), for the phone's line under the product. */
const personalisation = (item: Order['items'][number]) =>
  customFields.flatMap(({ field, label }) => (item[field] ? [`${label} ${item[field]}`] : [])).join(' · ');

/** The lines table's columns: the product, its personalisations, then the amounts (right-aligned). */
const columns = [
  { label: s.lines, className: 'py-1 pr-2' },
  ...customFields.map(({ label }) => ({ label, className: 'hidden py-1 pr-2 sm:table-cell' })),
  { label: s.quantity, className: 'py-1 pr-2 text-right' },
  { label: s.price, className: 'py-1 text-right' },
];

function OrderCard({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const remove = useDeleteOrder();
  const canWrite = useCan('orders.write');
  const move = (status: OrderStatus) =>
    update.mutate(
      { id: order.id, status },
      { onSuccess: () => notifySuccess(s.updated, orderStatusLabel(status)), onError: (err) => notifyError(s.updateError, err) },
    );
  const next = orderTransitions[order.status as OrderStatus] ?? [];
  const headingId = `order-${order.id}-heading`;
  return (
    <li className={`${cardClass} p-5`} aria-labelledby={headingId} data-testid="admin-order">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-stone-900">
            {s.order(order.id)} · {order.customerName}
          </h3>
          <p className="text-sm text-stone-700">
            {order.customerEmail} · {order.customerPhone}
          </p>
          <p className="text-sm text-stone-600">
            {s.date}: {formatDateTime(order.createdAt)}
          </p>
        </div>
        <div className="text-right">
          <span className={`inline-block rounded-full px-3 py-1 text-xs font-bold ${statusClass[order.status] ?? statusClass.paid}`}>
            {orderStatusLabel(order.status)}
          </span>
          <p className="mt-1 text-lg font-bold text-stone-900">
            {s.total}: {formatPrice(order.totalAmount)}
          </p>
          <p className="text-xs text-stone-600">
            {s.payment}: {paymentMethodLabels[order.paymentMethod] ?? order.paymentMethod}
            {order.cardLast4 ? ` (${s.card(order.cardLast4)})` : ''}
          </p>
        </div>
      </div>
      {order.adminNote ? (
        <p className="mt-3 flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
          <span>
            <strong>{s.attention}:</strong> {order.adminNote}
          </span>
        </p>
      ) : null}
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{s.lines}</caption>
        <thead className="border-b border-stone-200 text-xs uppercase text-stone-600">
          <tr>
            {columns.map((col) => (
              <th key={col.label} scope="col" className={col.className}>
                {col.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id} className="border-b border-stone-100 align-top">
              <td className="py-2 pr-2">
                <p className="font-medium text-stone-900">{item.product?.name ?? item.productName}</p>
                {item.product ? (
                  <p className="text-xs text-stone-600">
                    {item.product.category}
                    {item.product.description ? ` · ${item.product.description}` : ''}
                  </p>
                ) : (
                  <p className="text-xs text-stone-600">{s.productGone}</p>
                )}
                {personalisation(item) ? <p className="text-xs text-stone-800 sm:hidden">{personalisation(item)}</p> : null}
              </td>
              {customFields.map(({ field }) => (
                <td key={field} className={customCell}>
                  {item[field] ?? '—'}
                </td>
              ))}
              <td className="py-2 pr-2 text-right tabular-nums">{item.quantity}</td>
              <td className="py-2 text-right tabular-nums">{formatPrice(item.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {canWrite ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {next
            .filter((status) => status !== 'cancelled')
            .map((status) => (
              <button
                key={status}
                type="button"
                className={buttonClass.primary}
                disabled={update.isPending}
                onClick={() => move(status)}
                aria-label={s.actionLabel(s.actions[status as keyof typeof s.actions], order.id)}
                title={status === 'ready' ? s.readyNote : undefined}
              >
                {s.actions[status as keyof typeof s.actions]}
              </button>
            ))}
          {next.includes('cancelled') ? (
            <ConfirmDialog
              title={s.confirmCancelTitle}
              description={s.confirmCancelText}
              confirmLabel={s.confirmCancel}
              cancelLabel={s.keep}
              onConfirm={() => move('cancelled')}
              trigger={
                <button type="button" className={buttonClass.secondary} disabled={update.isPending}>
                  {s.actions.cancelled}
                </button>
              }
            />
          ) : null}
          <DeleteWithConfirm
            label={s.deleteLabel(order.id)}
            title={s.confirmTitle}
            description={s.confirmText(order.id)}
            onConfirm={() => remove.mutate(order.id, toastOutcome(s.deleted, s.deleteError))}
            className="ml-auto"
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The status filter's choices: every order, then the workflow's steps (issue 12 item 4: to prepare, ready,
 * collected, cancelled), each named as the cards' status badge names it (SPEC's 'Processant' for a paid order).
 */
const statusFilter: { value: '' | OrderStatus; label: string }[] = [
  { value: '', label: s.allStatuses },
  ...(['paid', 'ready', 'completed', 'cancelled', 'pending'] as const).map((value) => ({ value, label: orderStatusLabel(value) })),
];

/**
 * Admin tab 'Comandes' (issue 3 item 11, issue 4 item 9): order cards (SPEC §2), the pick-up workflow and delete, as a
 * table (issue 12 item 4): searched by name, e-mail or phone, filtered
 * by status, sorted and paged on the server, newest first.
 */
export default function OrdersTab() {
  const state = useTableQuery();
  const [status, setStatus] = useState<OrderStatus | undefined>(undefined);
  const orders = useAdminOrders(state.query, status);
  return (
    <AdminTable
      headingId="tab-comandes-heading"
      title={s.heading}
      note={orders.data ? s.count(orders.data.total) : null}
      state={state}
      searchHint={s.searchHint}
      query={orders}
      emptyText={s.empty}
      processed={false}
      filtered={status !== undefined}
      filters={
        <FilterSelect
          label={s.status}
          value={status ?? ''}
          options={statusFilter}
          onChange={(v) => {
            setStatus(v === '' ? undefined : (v as OrderStatus));
            state.setPage(1);
          }}
          selectClassName={compactInputClass}
          className="w-full sm:w-44"
          labelClassName="mb-1 block text-sm font-medium text-stone-800"
        />
      }
      renderRows={(rows) => <ul className="space-y-4">{rows.map((order) => <OrderCard key={order.id} order={order} />)}</ul>}
    />
  );
}
