import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { isHttpUrl, optionalImageRef, wholeNumber } from '#shared/schemas/admin-fields.ts';
import { nullableText, optionalText, requiredText } from '#shared/schemas/common.ts';

export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  division: z.string(),
  description: z.string(),
  playerCount: z.number(),
  imageUrl: z.string(),
  externalUrl: z.string().nullable(),
  players: z.string(),
  coach: z.string(),
  league: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamMessages = defineErrors(
  'teamAdmin',
  {
    imageRequired: "Si us plau, selecciona una imatge per a l'equip.",
    externalUrl: "L'enllaç extern ha de ser una URL vàlida (https://…).",
  },
  'backOffice',
);

/**
 * One schema for the team form and PUT /api/teams/{id}: the image may be left blank to keep the current one
 * (SPEC §5: required only when creating, see `teamCreateSchema`). A data URL goes through the image pipeline.
 */
export const teamInputSchema = z.object({
  name: requiredText(120),
  category: optionalText(60, 'General'),
  division: optionalText(120, 'Club'),
  description: requiredText(2000),
  playerCount: wholeNumber(0, 500, 0),
  imageUrl: optionalImageRef(),
  externalUrl: nullableText(2000).refine((v) => v === null || isHttpUrl(v), coded(teamMessages.externalUrl)),
  players: optionalText(10_000),
  coach: optionalText(120),
  league: optionalText(120),
});
export type TeamInput = z.input<typeof teamInputSchema>;
export type TeamValues = z.output<typeof teamInputSchema>;

/** POST /api/teams: the same fields, with the image required. */
export const teamCreateSchema = teamInputSchema.extend({
  imageUrl: optionalImageRef().refine((v) => v !== '', coded(teamMessages.imageRequired)),
});
