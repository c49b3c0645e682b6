import { z } from 'zod';

export const campusSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  ageMin: z.number(),
  ageMax: z.number(),
  priceClubMember: z.string(),
  priceNonMember: z.string(),
  maxParticipants: z.number(),
  imageUrl: z.string(),
  isActive: z.boolean(),
  /** Places still free: maxParticipants minus confirmed and reserved sign-ups. */
  placesLeft: z.number(),
});
export type Campus = z.infer<typeof campusSchema>;
