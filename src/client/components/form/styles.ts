const control =
  'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 aria-[invalid=true]:border-red-700 disabled:bg-stone-100 read-only:bg-stone-100 read-only:text-stone-700';

/** A text input, select or textarea of the public forms (under a `Field` label). */
export const inputClass = `mt-1 ${control}`;

/** The back office's denser controls: smaller text and a focus ring (a `compact` Field). */
export const compactInputClass = `${control} text-sm shadow-sm focus:border-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-600/40`;

/** A public form's main action at full width (pay, send); also a link that acts as one. */
export const primaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-70';
