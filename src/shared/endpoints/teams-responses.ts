import { z } from 'zod';
import type { teamsEndpoints } from '#shared/endpoints/teams.ts';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import { teamSchema } from '#shared/schemas/team.ts';

export const teamsResponses = {
  list: z.array(teamSchema),
  create: teamSchema,
  update: teamSchema,
  remove: null,
} satisfies ResponsesOf<typeof teamsEndpoints>;
