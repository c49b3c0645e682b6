import { z } from 'zod';
import '#shared/zod-setup.ts';

export const loginMessages = {
  usernameRequired: "L'usuari és obligatori",
  passwordRequired: 'La contrasenya és obligatòria',
  invalidCredentials: 'Usuari o contrasenya incorrectes.',
} as const;

/** One schema for the login form and POST /api/admin/login (SPEC §5). */
export const loginInputSchema = z.object({
  username: z
    .string({ error: loginMessages.usernameRequired })
    .trim()
    .min(1, loginMessages.usernameRequired)
    .max(100, 'Com a màxim 100 caràcters.'),
  // Not trimmed: a password is taken exactly as typed. Bounded so a huge body cannot make scrypt work harder.
  password: z
    .string({ error: loginMessages.passwordRequired })
    .min(1, loginMessages.passwordRequired)
    .max(256, 'Com a màxim 256 caràcters.'),
});
export type LoginInput = z.input<typeof loginInputSchema>;

/** GET /api/admin/session and the login's answer: who is logged in and the token to send on changes. */
export const adminSessionSchema = z.object({ username: z.string(), csrfToken: z.string() });
export type AdminSession = z.infer<typeof adminSessionSchema>;
