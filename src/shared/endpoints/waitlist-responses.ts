import { z } from 'zod';
import type { ResponsesOf } from '#shared/endpoints/response-types.ts';
import type { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import {
  waitlistAcceptResponseSchema,
  waitlistAddressConfirmedSchema,
  waitlistJoinResponseSchema,
  waitlistOfferSchema,
} from '#shared/schemas/campus-waitlist.ts';

/** A confirmation the page shows as it comes. */
const messageSchema = z.object({ message: z.string() });

export const waitlistResponses = {
  join: waitlistJoinResponseSchema,
  confirmAddress: waitlistAddressConfirmedSchema,
  offer: waitlistOfferSchema,
  accept: waitlistAcceptResponseSchema,
  confirm: waitlistAcceptResponseSchema,
  decline: messageSchema,
  leave: messageSchema,
} satisfies ResponsesOf<typeof waitlistEndpoints>;
