import { FileUp, Plus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useMemo, useRef, useState } from 'react';
import { useClearClubMembers } from '#client/api/clear-club-members.ts';
import { useCreateClubMember } from '#client/api/create-club-member.ts';
import { useDeleteClubMember } from '#client/api/delete-club-member.ts';
import { useClubMembers } from '#client/api/get-club-members.ts';
import { readListFile, useImportClubMembers } from '#client/api/import-club-members.ts';
import { Field } from '#client/components/form/field.tsx';
import { compactInputClass } from '#client/components/form/styles.ts';
import { useZodForm } from '#client/components/form/use-zod-form.ts';
import { ConfirmDialog } from '#client/features/admin/ui/shared-confirm-dialog.tsx';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { adminSubmit } from '#client/features/admin/ui/shared-form.tsx';
import { DeleteWithConfirm } from '#client/features/admin/ui/shared-row-actions.tsx';
import { ListState } from '#client/features/admin/ui/shared-section.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { errorText, notifyError, notifySuccess } from '#client/features/admin/ui/notify.ts';
import { memberStrings } from '#client/features/admin/members/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { formatDate, todayInMadrid } from '#shared/dates.ts';
import { type ClubMember, type ClubMemberInput, clubMemberInputSchema } from '#shared/schemas/club-members.ts';

const s = memberStrings.list;
/** Rows shown at once; the search finds the rest (a club's list is a few hundred). */
const shownAtOnce = 200;

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

const sectionHeading = 'text-base font-semibold text-stone-900';

/** Import: a .csv file (read into the text box, where it can be checked) or lines pasted from a spreadsheet. */
function ImportSection() {
  const importList = useImportClubMembers();
  const [csv, setCsv] = useState('');
  const [replace, setReplace] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const fileId = `${id}-file`;
  const textId = `${id}-csv`;
  const replaceId = `${id}-replace`;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      setCsv(await readListFile(file));
      setErrors([]);
    } catch {
      setErrors([s.fileError]);
    }
  }

  function onImport() {
    setErrors([]);
    importList.mutate(
      { csv, replace },
      {
        onSuccess: (result) => {
          notifySuccess(s.imported, s.importedText(result.added, result.duplicates, result.total));
          setCsv('');
          setReplace(false);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (err) => {
          const lines = err instanceof ApiError && err.status === 400 ? err.fieldErrors?.csv : undefined;
          setErrors(lines ?? [errorText(err)]);
          notifyError(s.importError, err);
        },
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className={sectionHeading}>
        {s.importHeading}
      </h3>
      <p id={`${fileId}-hint`} className="text-xs text-stone-600">
        {s.fileHint}
      </p>
      <div>
        <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-stone-800">
          {s.file}
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          aria-describedby={`${fileId}-hint`}
          onChange={(e) => void onFile(e)}
          className="block w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-50"
        />
      </div>
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-stone-800">
          {s.paste}
        </label>
        <textarea
          id={textId}
          rows={5}
          value={csv}
          onChange={(e) => setCsv(e.target.value)}
          placeholder={s.placeholder}
          spellCheck={false}
          className={`${compactInputClass} font-mono`}
          aria-invalid={errors.length > 0 ? true : undefined}
          aria-describedby={`${textId}-hint${errors.length > 0 ? ` ${textId}-error` : ''}`}
        />
        <p id={`${textId}-hint`} className="mt-1 text-xs text-stone-600">
          {s.pasteHint}
        </p>
        {errors.length > 0 ? (
          <ul id={`${textId}-error`} className="mt-2 space-y-1 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
            {errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex items-start gap-2">
        <input
          id={replaceId}
          type="checkbox"
          checked={replace}
          onChange={(e) => setReplace(e.target.checked)}
          className="mt-0.5 h-4 w-4 rounded border-stone-400 accent-brand-700"
        />
        <label htmlFor={replaceId} className="text-sm text-stone-800">
          {s.replace}
        </label>
      </div>
      <button type="button" className={buttonClass.primary} disabled={importList.isPending || csv.trim() === ''} onClick={onImport}>
        <FileUp className="h-4 w-4" aria-hidden />
        {importList.isPending ? s.importing : s.import}
      </button>
    </section>
  );
}

/** One member by hand (the same schema the server checks). */
function AddMemberForm() {
  const create = useCreateClubMember();
  const id = useId();
  const form = useZodForm(clubMemberInputSchema, { defaultValues: { name: '', surname: '', birthDate: '', email: '' } });
  const onSubmit = adminSubmit(form, create.mutateAsync, { success: s.added, error: s.addError }, () => form.reset());
  const input = (name: keyof ClubMemberInput, label: string, opts: { required?: boolean; type?: string; max?: string } = {}) => (
    <Field compact id={`${id}-${name}`} label={label} required={opts.required} error={form.formState.errors[name]?.message}>
      {(c) => <input {...c} type={opts.type ?? 'text'} max={opts.max} {...form.register(name)} />}
    </Field>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className={sectionHeading}>
        {s.addHeading}
      </h3>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {input('name', s.name, { required: true })}
          {input('surname', s.surname, { required: true })}
          {input('birthDate', s.birthDate, { type: 'date', max: todayInMadrid() })}
          {input('email', s.email, { type: 'email' })}
        </div>
        <button type="submit" className={buttonClass.secondary} disabled={form.formState.isSubmitting}>
          <Plus className="h-4 w-4" aria-hidden />
          {form.formState.isSubmitting ? s.adding : s.add}
        </button>
      </form>
    </section>
  );
}

function MemberRow({ member }: { member: ClubMember }) {
  const remove = useDeleteClubMember();
  const name = `${member.name} ${member.surname}`;
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="min-w-0 text-sm">
        <p className="font-medium text-stone-900">
          {member.surname}, {member.name}
        </p>
        <p className="break-words text-xs text-stone-600">
          {[member.birthDate ? s.born(formatDate(member.birthDate)) : '', member.email ?? ''].filter(Boolean).join(' · ')}
        </p>
      </div>
      <DeleteWithConfirm
        label={s.removeLabel(name)}
        title={s.removeTitle}
        description={s.removeText(name)}
        className="shrink-0"
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => notifySuccess(s.removed),
            onError: (err) => notifyError(s.removeError, err),
          })
        }
      />
    </li>
  );
}

/** The list itself: search, each member with its removal, and "Buida la llista". */
function MemberList() {
  const list = useClubMembers();
  const clear = useClearClubMembers();
  const [query, setQuery] = useState('');
  const id = useId();
  const rows = list.data ?? [];
  const filtered = useMemo(() => {
    const q = fold(query.trim());
    if (!q) return rows;
    return rows.filter((m) => fold(`${m.name} ${m.surname} ${m.email ?? ''}`).includes(q));
  }, [rows, query]);
  const shown = filtered.slice(0, shownAtOnce);

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className={sectionHeading}>
          {s.listHeading(rows.length)}
        </h3>
        {rows.length > 0 ? (
          <ConfirmDialog
            title={s.clearTitle}
            description={s.clearText(rows.length)}
            confirmLabel={s.clearConfirm}
            onConfirm={() =>
              clear.mutate(undefined, {
                onSuccess: () => notifySuccess(s.cleared),
                onError: (err) => notifyError(s.clearError, err),
              })
            }
            trigger={
              <button type="button" className={buttonClass.ghostDanger}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {s.clear}
              </button>
            }
          />
        ) : null}
      </div>
      <ListState isPending={list.isPending} error={list.error} isEmpty={rows.length === 0} emptyText={s.empty} onRetry={() => void list.refetch()}>
        <div>
          <label htmlFor={`${id}-search`} className="mb-1 block text-sm font-medium text-stone-800">
            {s.search}
          </label>
          <input id={`${id}-search`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} className={compactInputClass} />
        </div>
        {filtered.length === 0 ? (
          <p className="py-3 text-sm text-stone-600">{s.noMatches}</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {shown.map((m) => (
              <MemberRow key={m.id} member={m} />
            ))}
          </ul>
        )}
        {filtered.length > shown.length ? <p className="text-xs text-stone-600">{s.showing(shown.length, filtered.length)}</p> : null}
      </ListState>
    </section>
  );
}

/** "Llista de socis" (issue 10 item 4): the club's member list, inside the Campus tab. */
export function ClubMembersDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={s.title} description={s.description}>
      {open ? (
        <div className="space-y-8">
          <ImportSection />
          <AddMemberForm />
          <MemberList />
        </div>
      ) : null}
    </FormDialog>
  );
}
