import { ApiError } from '#client/lib/api-client.ts';

/**
 * Whether a failed call is the server's answer `message` with `status`, read from its own (Catalan) words: what the
 * family sees is translated, so the dialogs compare the body's message, not the text shown.
 */
export function isServerAnswer(error: unknown, status: number, message: string): boolean {
  if (!(error instanceof ApiError) || error.status !== status) return false;
  try {
    return (JSON.parse(error.body) as { message?: unknown }).message === message;
  } catch {
    return false;
  }
}
