import { z } from 'zod';

/** A created record's answer when the back office needs only its id. */
export const createdSchema = z.object({ id: z.number() });
