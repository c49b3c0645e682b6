import { Mail, MailOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useDeleteContactMessage } from '#client/api/delete-contact-message.ts';
import { useAdminContactMessages } from '#client/api/get-admin-contact-messages.ts';
import { useUpdateContactMessage } from '#client/api/update-contact-message.ts';
import { useUpdateContactMessageProcessed } from '#client/api/update-contact-message-processed.ts';
import { ErasureRequests } from '#client/features/admin/messages/erasure-requests.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { AdminTable, ProcessedBadge, ProcessedToggle, useTableQuery } from '#client/features/admin/ui/shared-table.tsx';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { adminStrings } from '#client/features/admin/strings.ts';
import { formatDateTime } from '#shared/dates.ts';
import type { MessageRow } from '#shared/schemas/admin-table.ts';
import { type ContactMessage, contactSubjectLabels, contactSubjects } from '#shared/schemas/contact.ts';

const s = adminStrings.messages;

const subjectLabel = (subject: string) =>
  (contactSubjects as readonly string[]).includes(subject)
    ? contactSubjectLabels[subject as (typeof contactSubjects)[number]]
    : subject;

const fullName = (m: ContactMessage) => `${m.name} ${m.surname}`;

/** A reply link: the address and subject are URI-encoded, so nothing in them can change the link. */
const mailtoHref = (m: ContactMessage) =>
  `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${subjectLabel(m.subject)}`)}`;

/**
 * Admin tab 'Missatges': a real inbox instead of SPEC's placeholder (issue 3 item 15). Newest first, unread
 * marked, opened as plain text (React escapes it; markup is never interpreted), mark read/unread, delete. A table
 * (issue 12 item 4): searched, sorted and paged on the server, with a processed mark (who, when) and its filter.
 */
export default function MessagesTab() {
  const state = useTableQuery();
  const messages = useAdminContactMessages(state.query);
  const update = useUpdateContactMessage();
  const processed = useUpdateContactMessageProcessed();
  const remove = useDeleteContactMessage();
  const [openId, setOpenId] = useState<number | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  // A treasurer reads the inbox without changing it; the erasure requests are the admin's (decision 187).
  const canWrite = useCan('messages.write');
  const canDecideErasures = useCan('privacy.manage');

  const list: MessageRow[] = messages.data?.rows ?? [];
  const open = list.find((m) => m.id === openId);

  const setRead = (m: ContactMessage, read: boolean) =>
    update.mutate({ id: m.id, read }, { onError: (err) => notifyError(s.updateError, err) });

  function openMessage(m: ContactMessage) {
    setOpenId(m.id);
    if (m.readAt === null && canWrite) setRead(m, true);
  }

  useEffect(() => {
    if (openId !== null) detailHeading.current?.focus();
  }, [openId]);

  const onDelete = (m: ContactMessage) =>
    remove.mutate(m.id, {
      onSuccess: () => {
        setOpenId(null);
        notifySuccess(s.deleted);
      },
      onError: (err) => notifyError(s.deleteError, err),
    });

  return (
    <>
      {canDecideErasures ? <ErasureRequests /> : null}
      <AdminTable
      headingId="tab-missatges-heading"
      title={s.heading}
      note={messages.data ? s.unreadCount(messages.data.unread) : undefined}
      state={state}
      searchHint={s.searchHint}
      query={messages}
      emptyText={s.empty}
      renderRows={() => (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul aria-label={s.listLabel} className={`${cardClass} divide-y divide-stone-200 overflow-hidden`}>
            {list.map((m) => {
              const isUnread = m.readAt === null;
              const selected = m.id === openId;
              return (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => openMessage(m)}
                    aria-current={selected ? 'true' : undefined}
                    className={`flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-stone-50 ${selected ? 'bg-brand-50' : ''}`}
                  >
                    {isUnread ? (
                      <Mail className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                    ) : (
                      <MailOpen className="mt-0.5 h-4 w-4 shrink-0 text-stone-400" aria-hidden />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className={`truncate ${isUnread ? 'font-bold text-stone-900' : 'text-stone-800'}`}>{fullName(m)}</span>
                        <span className="shrink-0 text-xs text-stone-600">{formatDateTime(m.createdAt)}</span>
                      </span>
                      <span className="block text-sm text-stone-700">
                        {isUnread ? (
                          <span className="mr-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">{s.unread}</span>
                        ) : null}
                        {subjectLabel(m.subject)}
                      </span>
                      <span className="block truncate text-sm text-stone-600">{m.message}</span>
                      <span className="mt-1 block">
                        <ProcessedBadge mark={m} />
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className={`${cardClass} p-5`}>
            {open ? (
              <article aria-labelledby="message-detail-heading">
                <h3 id="message-detail-heading" ref={detailHeading} tabIndex={-1} className="text-lg font-semibold text-stone-900">
                  {subjectLabel(open.subject)}
                </h3>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="font-medium text-stone-600">{s.from}</dt>
                  <dd className="text-stone-900">{fullName(open)}</dd>
                  <dt className="font-medium text-stone-600">{s.email}</dt>
                  <dd className="break-all text-stone-900">{open.email}</dd>
                  {open.phone ? (
                    <>
                      <dt className="font-medium text-stone-600">{s.phone}</dt>
                      <dd className="text-stone-900">{open.phone}</dd>
                    </>
                  ) : null}
                  <dt className="font-medium text-stone-600">{s.received}</dt>
                  <dd className="text-stone-900">{formatDateTime(open.createdAt)}</dd>
                </dl>
                <p data-testid="message-body" className="mt-4 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-4 text-stone-900">
                  {open.message}
                </p>
                <div className="mt-4">
                  {canWrite ? (
                    <ProcessedToggle
                      mark={open}
                      pending={processed.isPending}
                      onChange={(done) =>
                        processed.mutate({ id: open.id, processed: done }, { onError: (err) => notifyError(s.updateError, err) })
                      }
                    />
                  ) : (
                    <ProcessedBadge mark={open} />
                  )}
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  <a className={buttonClass.primary} href={mailtoHref(open)}>
                    {s.reply}
                  </a>
                  {canWrite ? (
                    <>
                      <button type="button" className={buttonClass.secondary} onClick={() => setRead(open, open.readAt === null)}>
                        {open.readAt === null ? s.markRead : s.markUnread}
                      </button>
                      <DeleteWithConfirm title={s.confirmTitle} description={s.confirmText(fullName(open))} onConfirm={() => onDelete(open)} />
                    </>
                  ) : null}
                </div>
              </article>
            ) : (
              <p className="py-8 text-center text-stone-600">{s.choose}</p>
            )}
          </div>
        </div>
      )}
    />
    </>
  );
}
