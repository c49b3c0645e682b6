import { Pencil, Trash2 } from 'lucide-react';
import { Fragment, type ReactNode, type Ref } from 'react';
import { ConfirmDialog } from '#client/features/admin/ui/shared-confirm-dialog.tsx';
import { FormDialog } from '#client/features/admin/ui/shared-dialog.tsx';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { adminStrings } from '#client/features/admin/strings.ts';

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * A row's "Editar" button; `label` names the row for screen readers (e.g. "Editar CB Llívia Mini"). `ref` lets an
 * inline form give the focus back to it.
 */
export function EditButton({ label, onClick, ref }: { label: string; onClick: () => void; ref?: Ref<HTMLButtonElement> | undefined }) {
  return (
    <button ref={ref} type="button" className={buttonClass.ghost} onClick={onClick} aria-label={label}>
      <Pencil className="h-4 w-4" aria-hidden />
      {adminStrings.common.edit}
    </button>
  );
}

/** A row's "Eliminar" button behind SPEC §5's confirmation. */
export function DeleteWithConfirm({
  label,
  title,
  description,
  onConfirm,
  className,
}: {
  /** Names the row for screen readers (e.g. "Eliminar CB Llívia Mini"); leave out when the context already says it. */
  label?: string;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  className?: string;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      onConfirm={onConfirm}
      trigger={
        <button type="button" className={withClass(buttonClass.ghostDanger, className)} aria-label={label}>
          <Trash2 className="h-4 w-4" aria-hidden />
          {adminStrings.common.delete}
        </button>
      }
    />
  );
}

/** The strings a row's edit and delete buttons read, each naming the row. */
export type RowActionStrings = {
  editLabel: (name: string) => string;
  deleteLabel: (name: string) => string;
  confirmTitle: string;
  confirmText: (name: string) => string;
};

/** A row's "Editar" and "Eliminar" (behind its confirmation), side by side. */
export function EditDeleteActions({
  name,
  strings: s,
  onEdit,
  onDelete,
  className,
  editRef,
}: {
  name: string;
  strings: RowActionStrings;
  onEdit: () => void;
  onDelete: () => void;
  className: string;
  /** The "Editar" button, for an inline form to give the focus back to. */
  editRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className={className}>
      <EditButton ref={editRef} label={s.editLabel(name)} onClick={onEdit} />
      <DeleteWithConfirm label={s.deleteLabel(name)} title={s.confirmTitle} description={s.confirmText(name)} onConfirm={onDelete} />
    </div>
  );
}

/**
 * The create/edit dialog of a list tab: open while `editing` is 'new' or a row, titled accordingly, with a fresh form
 * for each row (`form` receives undefined for a new one).
 */
export function EditFormDialog<T extends { id: number | string }>({
  editing,
  onClose,
  strings,
  form,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  /** The dialog's title for a new row and for an existing one. */
  strings: { newTitle: string; editTitle: string };
  form: (row: T | undefined) => ReactNode;
}) {
  return (
    <FormDialog
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={editing === 'new' ? strings.newTitle : strings.editTitle}
    >
      {editing !== null ? <Fragment key={editing === 'new' ? 'new' : editing.id}>{form(editing === 'new' ? undefined : editing)}</Fragment> : null}
    </FormDialog>
  );
}
