import { AlertTriangle, Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { registrationAdminStrings } from '#client/features/admin/registrations/strings.ts';
import { SeasonControls, useSeasonChoice } from '#client/features/admin/seasons/season-picker.tsx';
import { seasonStrings } from '#client/features/admin/seasons/strings.ts';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import type { ListQuery } from '#client/features/admin/ui/shared-list-tab.tsx';
import { toastOutcome } from '#client/features/admin/ui/notify.ts';
import { ListState } from '#client/features/admin/ui/shared-section.tsx';
import { AdminTable, ProcessedBadge, ProcessedToggle, tableStrings, useTableQuery } from '#client/features/admin/ui/shared-table.tsx';
import { DeleteWithConfirm, type RowActionStrings } from '#client/features/admin/ui/shared-row-actions.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { useCan } from '#client/features/admin/ui/use-can.ts';
import { formatDateTime } from '#shared/dates.ts';
import type { RegistrationRow, TablePage, TableQuery } from '#shared/schemas/admin-table.ts';
import { type DocumentType, documentTypeLabels } from '#shared/validation/identity-document.ts';

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

/** An identity document as the back office shows it: its type, then its number («Passaport AB1234567», «No en té»). */
export function DocumentValue({ type, number }: { type: DocumentType; number: string }) {
  return (
    <>
      {documentTypeLabels[type]}
      {number ? ' ' : null}
      {number ? <span className="font-mono">{number}</span> : null}
    </>
  );
}

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
  /** Left out for a role that may only read (decision 187): no delete button. */
  onDelete: (() => void) | undefined;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        {heading}
        <p className={metaClassName}>{meta}</p>
      </div>
      {onDelete ? (
        <DeleteWithConfirm label={strings.deleteLabel(name)} title={strings.confirmTitle} description={strings.confirmText(name)} onConfirm={onDelete} />
      ) : null}
    </div>
  );
}

/** A registration's full detail (the dialog's body): delete, the SEPA "no" flag, every stored field, the consents. */
export function RegistrationDetail({
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
  onDelete: (() => void) | undefined;
  sepaAuthorization: boolean;
  details: Detail[];
  consents: ConsentAnswer[];
}) {
  return (
    <div className="space-y-4">
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
    </div>
  );
}

/** One registration in the table: who, when, how to reach the family, DNI and IBAN masked, the processed mark. */
export function RegistrationRowItem({ row, onOpen }: { row: RegistrationRow; onOpen: () => void }) {
  return (
    <li className="grid gap-x-4 gap-y-1 px-4 py-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-stone-900">{row.name}</h3>
        <p className="text-xs text-stone-600">
          {s.registeredAt} {formatDateTime(row.createdAt)}
        </p>
      </div>
      <div className="min-w-0 text-sm text-stone-700">
        <p className="truncate">{row.guardian}</p>
        <p className="truncate">
          {row.email} · {row.phone}
        </p>
      </div>
      <div className="text-xs text-stone-700">
        <p>
          <DocumentValue type={row.documentType} number={row.dni} />
        </p>
        <p>
          {s.iban} <span className="font-mono">{row.iban}</span>
          {row.sepaAuthorization ? null : <span className="ml-1 font-semibold text-red-800">· {s.sepaNo}</span>}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        <ProcessedBadge mark={row} />
        <button type="button" className={buttonClass.secondary} onClick={onOpen} aria-label={tableStrings.open(row.name)}>
          {tableStrings.openShort}
        </button>
      </div>
    </li>
  );
}

type Registration = { id: number; sepaAuthorization: boolean; processedAt: string | null; processedBy: string | null };

/** What a registration tab brings: its endpoints' hooks, strings and how its full record reads. */
export type RegistrationTabConfig<R extends Registration> = {
  slug: string;
  strings: DeleteStrings & { heading: string; deleteError: string };
  csvUrl: (seasonId: number | undefined) => string;
  useTable: (query: TableQuery, seasonId: number | undefined) => ListQuery & { data?: TablePage<RegistrationRow> | undefined };
  useDetail: (id: number | undefined) => { data?: R | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  useMark: () => { mutate: (v: { id: number; processed: boolean }, o: ReturnType<typeof toastOutcome>) => void; isPending: boolean };
  useDelete: () => { mutate: (id: number, o: ReturnType<typeof toastOutcome>) => void };
  describe: (reg: R) => { name: string; meta: ReactNode; details: Detail[]; consents: ConsentAnswer[] };
};

/**
 * Inscr. Club and Inscr. Escoles (issue 12 item 4): one season's registrations as a searchable, paged table, newest
 * first; a row opens the full record (DNI and IBAN whole), where it is marked processed or deleted.
 */
export function RegistrationTableTab<R extends Registration>({ config }: { config: RegistrationTabConfig<R> }) {
  const { strings } = config;
  const choice = useSeasonChoice();
  const seasonId = choice.season?.id;
  const state = useTableQuery();
  const list = config.useTable(state.query, seasonId);
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const detail = config.useDetail(openId);
  const mark = config.useMark();
  const remove = config.useDelete();
  // Marks and deletes are for a role that may change registrations (decision 187).
  const canWrite = useCan('registrations.write');
  const reg = detail.data;
  const described = reg ? config.describe(reg) : undefined;
  return (
    <AdminTable
      headingId={`tab-${config.slug}-heading`}
      title={strings.heading}
      note={choice.season && list.data ? `${seasonStrings.tabNote(choice.season.label)} · ${s.count(list.data.total)}` : null}
      action={
        <div className="flex flex-wrap items-start gap-3">
          <SeasonControls seasons={choice.seasons} season={choice.season} onPick={choice.pick} />
          <ExportCsvLink href={config.csvUrl(seasonId)} />
        </div>
      }
      state={state}
      searchHint={s.searchHint}
      query={seasonId === undefined ? { isPending: choice.isPending, error: null, refetch: () => undefined } : list}
      emptyText={s.empty}
      renderRow={(row) => <RegistrationRowItem key={row.id} row={row} onOpen={() => setOpenId(row.id)} />}
    >
      <FormDialog open={openId !== undefined} onOpenChange={(open) => !open && setOpenId(undefined)} title={described?.name ?? strings.heading}>
        {reg && described ? (
          <div className="space-y-4">
            {canWrite ? (
              <ProcessedToggle
                mark={reg}
                pending={mark.isPending}
                onChange={(processed) => mark.mutate({ id: reg.id, processed }, toastOutcome(processed ? s.markedDone : s.markedTodo, s.markError))}
              />
            ) : (
              <ProcessedBadge mark={reg} />
            )}
            <RegistrationDetail
              {...described}
              strings={strings}
              sepaAuthorization={reg.sepaAuthorization}
              onDelete={
                canWrite
                  ? () => {
                      setOpenId(undefined);
                      remove.mutate(reg.id, toastOutcome(s.deleted, strings.deleteError));
                    }
                  : undefined
              }
            />
          </div>
        ) : (
          <ListState isPending={detail.isPending} error={detail.error} isEmpty={false} emptyText="" onRetry={() => void detail.refetch()}>
            {null}
          </ListState>
        )}
      </FormDialog>
    </AdminTable>
  );
}
