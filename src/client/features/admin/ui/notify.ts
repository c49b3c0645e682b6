import { adminStrings } from '#client/features/admin/strings.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { toast } from '#client/lib/toast.ts';

/** The server's Catalan message of a failed call, or the generic one (SPEC §8 'Hi ha hagut un error.'). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? adminStrings.common.genericError;
  return adminStrings.common.genericError;
}

/** A failed action: SPEC §8's title for it (e.g. 'Error creant el partit') and what the server said. */
export function notifyError(title: string, error: unknown): void {
  toast({ title, description: errorText(error), variant: 'destructive' });
}

export function notifySuccess(title: string, description?: string): void {
  toast(description ? { title, description } : { title });
}

/** The toasts of a mutation's outcome: `mutate(vars, toastOutcome('Equip eliminat', "Error eliminant l'equip"))`. */
export function toastOutcome(successTitle: string, errorTitle: string) {
  return {
    onSuccess: () => notifySuccess(successTitle),
    onError: (err: unknown) => notifyError(errorTitle, err),
  };
}
