import { useId } from 'react';
import { customerDetails, useCustomerDetails } from '#client/features/cart/customer-store.ts';
import { cartStrings as s } from '#client/features/cart/strings.ts';

const inputClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 disabled:bg-stone-100';

/** Name, e-mail and phone (SPEC §5: all three required; their format is not checked). */
export function CustomerFields({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const details = useCustomerDetails();
  const field = (name: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-stone-800">
        {label}
        <span aria-hidden className="text-red-700">
          {' '}
          *
        </span>
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-required
        disabled={disabled}
        className={inputClass}
        value={details[name]}
        onChange={(e) => customerDetails.set({ [name]: e.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-bold text-stone-900">{s.customerHeading}</legend>
      <p className="text-sm text-stone-600">{s.requiredHint}</p>
      {field('name', s.customerName, 'text', 'name')}
      {field('email', s.customerEmail, 'email', 'email')}
      {field('phone', s.customerPhone, 'tel', 'tel')}
    </fieldset>
  );
}
