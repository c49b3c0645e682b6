// The family page's looks, in the public site's style (cards like the contact form's, brand buttons).

const button =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const familyButton = {
  primary: `${button} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${button} border border-stone-400 bg-white text-stone-800 hover:bg-stone-50`,
  danger: `${button} border border-red-700 bg-white text-red-800 hover:bg-red-50`,
  dangerSolid: `${button} bg-red-700 text-white hover:bg-red-800`,
} as const;

export const cardClass = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';
export const sectionHeadingClass = 'text-xl font-bold text-stone-900';
export const itemHeadingClass = 'text-base font-semibold text-stone-900';
