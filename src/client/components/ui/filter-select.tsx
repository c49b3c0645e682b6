import { useId } from 'react';

export type FilterOption = { value: string; label: string };

type FilterSelectProps = {
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (value: string) => void;
  /** The select's look (the public pages' or the back office's). */
  selectClassName: string;
  className?: string;
  labelClassName?: string;
  disabled?: boolean;
};

/** A labelled list filter (season, team…): not a form field, it acts on change. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
  selectClassName,
  className = 'flex flex-col gap-1',
  labelClassName = 'text-sm font-semibold text-stone-800',
  disabled,
}: FilterSelectProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className={selectClassName} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
