import { useId } from 'react';
import { Field } from '#client/components/form/field.tsx';
import { customerDetails, useCustomerDetails } from '#client/features/cart/customer-store.ts';
import { cartStrings as s } from '#client/features/cart/strings.ts';

/** Name, e-mail and phone (SPEC §5: all three required; their format is not checked). */
export function CustomerFields({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const details = useCustomerDetails();
  const field = (name: 'name' | 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <Field id={`${id}-${name}`} label={label} required>
      {(c) => (
        <input
          {...c}
          type={type}
          autoComplete={autoComplete}
          disabled={disabled}
          value={details[name]}
          onChange={(e) => customerDetails.set({ [name]: e.target.value })}
        />
      )}
    </Field>
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
