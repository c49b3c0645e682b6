import { ApiError } from '#client/lib/api-client.ts';
import type { AppError } from '#shared/error-text.ts';

/** Whether a failed call is the server's answer `error` with `status`, by its code (decision 196). */
export function isServerAnswer(error: unknown, status: number, expected: Pick<AppError, 'code'>): boolean {
  return error instanceof ApiError && error.is(expected, status);
}
