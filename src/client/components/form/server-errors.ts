import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * Puts the server's 400 `fieldErrors` under the matching fields (`sizes.0.stock` lands on `sizes`) and moves the
 * focus to the first of them. Returns true when at least one landed, so the caller can say "fix the fields".
 * `prefix`: the form is one object of the body (`customer.` for the checkout's `customer.email`); other keys are left.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  { prefix = '' }: { prefix?: string } = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let applied = false;
  for (const [key, messages] of Object.entries(error.fieldErrors ?? {})) {
    if (!key.startsWith(prefix)) continue;
    const name = key.slice(prefix.length).split('.')[0]!;
    if (!fields.includes(name) || !messages[0]) continue;
    setError(name as Path<T>, { type: 'server', message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
