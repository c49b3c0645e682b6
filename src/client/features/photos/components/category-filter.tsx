import { ALL_CATEGORIES } from '#client/features/photos/photo-gallery.ts';
import { photoCategories, photoCategoryLabels } from '#shared/photo-categories.ts';
import { photosStrings } from '#client/features/photos/strings.ts';

const options = [
  { value: ALL_CATEGORIES, label: photosStrings.all },
  ...photoCategories.map((c) => ({ value: c, label: photoCategoryLabels[c] })),
];

/** Toggle buttons: the chosen category is pressed. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="flex flex-wrap justify-center gap-2">
      <legend className="sr-only">{photosStrings.filterLabel}</legend>
      {options.map((o) => {
        const active = o.value === value;
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(o.value)}
            className={`rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
              active
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-stone-300 bg-white text-stone-800 hover:border-brand-700 hover:text-brand-800'
            }`}
          >
            {o.label}
          </button>
        );
      })}
    </fieldset>
  );
}
