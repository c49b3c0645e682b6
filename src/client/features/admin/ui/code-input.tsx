import type { ComponentProps } from 'react';

/**
 * The authenticator app's 6-digit code (decision 190), the same everywhere it is typed (the login's code step, El meu
 * compte, the link page): the phone's number pad, the one-time code the system offers to fill in, room for "123 456"
 * as some apps group it, no spell checking, digits spaced out. Spread a `Field`'s control props and the form's
 * `register(...)` on it; `className` is added to the field's own.
 */
export function CodeInput({ className = '', ...props }: ComponentProps<'input'>) {
  return (
    <input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      spellCheck={false}
      {...props}
      className={`${className} text-lg tracking-widest`}
    />
  );
}
