import { ALL_CATEGORIES } from '#client/features/photos/photo-gallery.ts';
import { photoCategoryMessages, photosMessages } from '#client/features/photos/strings.ts';
import { useMessages } from '#client/lib/i18n.ts';
import { photoCategories } from '#shared/photo-categories.ts';

/** Toggle buttons: the chosen category is pressed. */
export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useMessages(photosMessages);
  const categories = useMessages(photoCategoryMessages);
  const options = [{ value: ALL_CATEGORIES, label: t.all }, ...photoCategories.map((c) => ({ value: c, label: categories[c] }))];
  return (
    <fieldset className="flex flex-wrap justify-center gap-2">
      <legend className="sr-only">{t.filterLabel}</legend>
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
