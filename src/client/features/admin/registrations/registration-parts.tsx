import { AlertTriangle, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { DeleteWithConfirm, type RowActionStrings } from '#client/features/admin/ui/shared-row-actions.tsx';
import { buttonClass, cardClass } from '#client/features/admin/ui/shared-styles.ts';
import { formatDateTime } from '#shared/dates.ts';

const s = registrationAdminStrings.registrations;

/** 'Exporta CSV': a plain download of the admin-only export (the session cookie goes with it). */
export function ExportCsvLink({ href }: { href: string }) {
  return (
    <div className="flex flex-col items-end gap-1">
      <a href={href} download className={buttonClass.secondary}>
        <Download className="h-4 w-4" aria-hidden />
        {s.exportCsv}
      </a>
      <p className="max-w-xs text-right text-xs text-stone-600">{s.exportHint}</p>
    </div>
  );
}

export type Detail = { label: string; value: ReactNode };

/** Every stored field as label/value pairs (a definition list). */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{item.label}</dt>
          <dd className="break-words text-stone-900">{item.value === '' || item.value === null ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type ConsentAnswer = { label: string; value: boolean; at: string };

/** Each consent answer with the time it was given (GDPR art. 7(1)). */
export function ConsentList({ answers }: { answers: ConsentAnswer[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-800">{s.consents}</h4>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {answers.map((a) => (
          <li key={a.label} className="rounded-md bg-stone-50 px-3 py-2 text-sm">
            <span className="font-medium text-stone-800">{a.label}: </span>
            <span className={a.value ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>{a.value ? s.yes : s.no}</span>
            <span className="block text-xs text-stone-600">{s.answeredAt(formatDateTime(a.at))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** SEPA "no" is allowed, but the club must see it at a glance (issue 5 item 8). */
export function SepaNoFlag() {
  return (
    <p className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <strong>{s.sepaNo}.</strong> {s.sepaNoText}
      </span>
    </p>
  );
}


type DeleteStrings = Pick<RowActionStrings, 'deleteLabel' | 'confirmTitle' | 'confirmText'>;

/** A registration's top row: who (and when) on the left, its delete (behind the confirmation) on the right. */
export function RegistrationHeader({
  heading,
  meta,
  metaClassName,
  name,
  strings,
  onDelete,
}: {
  heading: ReactNode;
  meta: ReactNode;
  metaClassName: string;
  /** The registrant, as the delete button and its confirmation name them. */
  name: string;
  strings: DeleteStrings;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        {heading}
        <p className={metaClassName}>{meta}</p>
      </div>
      <DeleteWithConfirm label={strings.deleteLabel(name)} title={strings.confirmTitle} description={strings.confirmText(name)} onConfirm={onDelete} />
    </div>
  );
}

/** A club or school registration card: heading and delete, the SEPA "no" flag, every stored field, the consents. */
export function RegistrationCard({
  name,
  meta,
  strings,
  onDelete,
  sepaAuthorization,
  details,
  consents,
}: {
  name: string;
  meta: ReactNode;
  strings: DeleteStrings;
  onDelete: () => void;
  sepaAuthorization: boolean;
  details: Detail[];
  consents: ConsentAnswer[];
}) {
  return (
    <li className={`${cardClass} space-y-4 p-5`}>
      <RegistrationHeader
        heading={<h3 className="text-lg font-semibold text-stone-900">{name}</h3>}
        meta={meta}
        metaClassName="text-sm text-stone-600"
        name={name}
        strings={strings}
        onDelete={onDelete}
      />
      {sepaAuthorization ? null : <SepaNoFlag />}
      <DetailList items={details} />
      <ConsentList answers={consents} />
    </li>
  );
}
