// Class names shared by the back-office tabs, so every tab's controls look and behave alike (inputs: the form kit's
// `compactInputClass`).

const button =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonClass = {
  primary: `${button} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${button} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`,
  danger: `${button} bg-red-700 text-white hover:bg-red-800`,
  ghostDanger: `${button} px-3 text-red-700 hover:bg-red-50`,
  ghost: `${button} px-3 text-stone-700 hover:bg-stone-100`,
} as const;

export const cardClass = 'rounded-xl border border-stone-200 bg-white shadow-sm';
