import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { fieldErrors } from '#shared/schemas/common.ts';
import { coded } from '#shared/zod-setup.ts';
import { permissions, roles } from '#shared/permissions.ts';

export const loginMessages = defineErrors(
  'login',
  {
    usernameRequired: "L'usuari és obligatori",
    passwordRequired: 'La contrasenya és obligatòria',
    invalidCredentials: 'Usuari o contrasenya incorrectes.',
    codeFormat: 'El codi té 6 xifres.',
    recoveryCodeRequired: 'Escriviu un codi de recuperació.',
  },
  'backOffice',
);
const maxChars = (max: number) => coded(fieldErrors.maxChars({ max }));

/** One schema for the login form and POST /api/admin/login (SPEC §5). */
export const loginInputSchema = z.object({
  username: z
    .string(coded(loginMessages.usernameRequired))
    .trim()
    .min(1, coded(loginMessages.usernameRequired))
    .max(100, maxChars(100)),
  // Not trimmed: a password is taken exactly as typed. Bounded so a huge body cannot make scrypt work harder.
  password: z
    .string(coded(loginMessages.passwordRequired))
    .min(1, coded(loginMessages.passwordRequired))
    .max(256, maxChars(256)),
  // Two-factor sign-in (issue 15, decision 190): only for accounts that have it on; SPEC's payload stays as it is.
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, coded(loginMessages.codeFormat)))
    .optional(),
  recoveryCode: z.string().trim().min(1, coded(loginMessages.recoveryCodeRequired)).max(40, maxChars(40)).optional(),
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** The login's answer (SPEC §5): who is logged in and the token to send on changes. */
export const loginResultSchema = z.object({ username: z.string(), csrfToken: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * A refused login (401). With two-factor sign-in on and the right password, `secondFactor` says the code is needed
 * ('required') or the one sent was wrong or used ('invalid'): the form then shows the code step (decision 190).
 */
export const secondFactorFlags = ['required', 'invalid'] as const;
export type SecondFactorFlag = (typeof secondFactorFlags)[number];
export const loginRefusedSchema = z.object({
  message: z.string(),
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  secondFactor: z.enum(secondFactorFlags).optional(),
});

/**
 * GET /api/admin/session: the login's answer plus the volunteer's role, what it may do (the back office hides the
 * rest; the server decides, decision 187) and their two-factor sign-in (required for some roles).
 */
export const adminSessionSchema = loginResultSchema.extend({
  role: z.enum(roles),
  permissions: z.array(z.enum(permissions)),
  secondFactor: z.object({ enabled: z.boolean(), required: z.boolean() }),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
