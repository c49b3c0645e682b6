import { ApiError } from '#client/lib/api-client.ts';
import type { SecondFactorFlag } from '#shared/schemas/admin.ts';

/** The `secondFactor` flag of a refused login (401): the code is needed, or the one sent was refused. */
export function secondFactorFlagOf(err: unknown): SecondFactorFlag | undefined {
  if (!(err instanceof ApiError) || err.status !== 401) return undefined;
  try {
    const flag = (JSON.parse(err.body) as { secondFactor?: unknown }).secondFactor;
    return flag === 'required' || flag === 'invalid' ? flag : undefined;
  } catch {
    return undefined;
  }
}
