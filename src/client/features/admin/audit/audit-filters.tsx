import { X } from 'lucide-react';
import { useId } from 'react';
import { compactInputClass } from '#client/components/form/styles.ts';
import { FilterSelect } from '#client/components/ui/filter-select.tsx';
import { actionLabels, auditStrings as s, entityLabel } from '#client/features/admin/audit/strings.ts';
import { buttonClass } from '#client/features/admin/ui/shared-styles.ts';
import { auditActions } from '#shared/audit.ts';
import type { AuditFacets, AuditFilters } from '#shared/schemas/audit.ts';

const labelClass = 'mb-1 block text-sm font-medium text-stone-800';
const select = { selectClassName: compactInputClass, className: 'min-w-[9rem] flex-1 sm:w-48 sm:flex-none', labelClassName: labelClass };

type AuditFiltersBarProps = {
  filters: AuditFilters;
  facets: AuditFacets | undefined;
  /** "Fins a" is before "Des de": said under the field, and left out of the query. */
  rangeInvalid: boolean;
  onChange: (change: Partial<AuditFilters>) => void;
  onClear: () => void;
};

/** The Registre's filters: person, entity, action and the days from/to (Europe/Madrid); each change goes to page 1. */
export function AuditFiltersBar({ filters, facets, rangeInvalid, onChange, onClear }: AuditFiltersBarProps) {
  const id = useId();
  const any = Object.values(filters).some((v) => v !== undefined && v !== '');
  const entities = [...new Set([...(facets?.entities ?? []), ...(filters.entity ? [filters.entity] : [])])].sort((a, b) =>
    entityLabel(a).localeCompare(entityLabel(b), 'ca'),
  );
  return (
    <fieldset className="mb-4 flex min-w-0 flex-wrap items-end gap-3">
      <legend className="sr-only">{s.filtersLabel}</legend>
      <FilterSelect
        label={s.person}
        value={filters.actor === undefined ? '' : String(filters.actor)}
        options={[{ value: '', label: s.all }, ...(facets?.actors ?? []).map((a) => ({ value: String(a.id), label: a.name }))]}
        onChange={(v) => onChange({ actor: v === '' ? undefined : Number(v) })}
        {...select}
      />
      <FilterSelect
        label={s.entity}
        value={filters.entity ?? ''}
        options={[{ value: '', label: s.all }, ...entities.map((e) => ({ value: e, label: entityLabel(e) }))]}
        onChange={(v) => onChange({ entity: v === '' ? undefined : v, entityId: undefined })}
        {...select}
      />
      <FilterSelect
        label={s.action}
        value={filters.action ?? ''}
        options={[{ value: '', label: s.all }, ...auditActions.map((a) => ({ value: a, label: actionLabels[a] }))]}
        onChange={(v) => onChange({ action: v === '' ? undefined : (v as AuditFilters['action']) })}
        {...select}
      />
      <div className="w-[calc(50%-0.375rem)] sm:w-40">
        <label htmlFor={`${id}-from`} className={labelClass}>
          {s.from}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={compactInputClass}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(e) => onChange({ from: e.target.value || undefined })}
        />
      </div>
      <div className="w-[calc(50%-0.375rem)] sm:w-40">
        <label htmlFor={`${id}-to`} className={labelClass}>
          {s.to}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={compactInputClass}
          value={filters.to ?? ''}
          min={filters.from}
          aria-invalid={rangeInvalid || undefined}
          aria-describedby={rangeInvalid ? `${id}-range` : undefined}
          onChange={(e) => onChange({ to: e.target.value || undefined })}
        />
      </div>
      {any ? (
        <button type="button" className={buttonClass.ghost} onClick={onClear}>
          <X className="h-4 w-4" aria-hidden />
          {s.clear}
        </button>
      ) : null}
      {rangeInvalid ? (
        <p id={`${id}-range`} role="alert" className="w-full text-sm font-medium text-red-800">
          {s.rangeError}
        </p>
      ) : null}
    </fieldset>
  );
}
