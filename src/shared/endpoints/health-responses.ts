import { z } from 'zod';
import type { healthEndpoints } from '#shared/endpoints/health.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';

export const healthResponses = {
  check: z.object({ status: z.literal('ok') }),
} satisfies ResponsesOf<typeof healthEndpoints>;
