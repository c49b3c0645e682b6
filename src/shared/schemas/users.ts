import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { coded } from '#shared/zod-setup.ts';
import { roles } from '#shared/permissions.ts';
import { totpCodeSchema } from '#shared/schemas/second-factor.ts';
import { emailField } from '#shared/validation/fields.ts';

/**
 * The volunteers' accounts (issue 15 item 1, decision 188): the password policy's rules both sides can check (its
 * list of common passwords is the server's alone), the Usuaris area's payloads and the invitation and password links.
 */
export const passwordPolicy = { minLength: 12, maxLength: 256 } as const;

const passwordErrors = defineErrors(
  'password',
  {
    required: 'La contrasenya és obligatòria.',
    tooShort: 'La contrasenya ha de tenir com a mínim {min} caràcters.',
    tooLong: 'La contrasenya és massa llarga (màxim {max} caràcters).',
    common: 'Aquesta contrasenya és massa comuna: qualsevol la pot endevinar. Trieu-ne una altra.',
    containsUsername: 'La contrasenya no pot contenir el nom d’usuari.',
    mismatch: 'Les contrasenyes no coincideixen.',
  },
  'backOffice',
);
export const passwordMessages = {
  ...passwordErrors,
  tooShort: passwordErrors.tooShort({ min: passwordPolicy.minLength }),
  tooLong: passwordErrors.tooLong({ max: passwordPolicy.maxLength }),
};

/** Characters as a person counts them (an accented letter or an emoji is one), not UTF-16 units. */
export const passwordLength = (password: string) => [...password].length;

/** A new password: taken exactly as typed (never trimmed), 12 to 256 characters. */
export const newPasswordSchema = z
  .string(coded(passwordMessages.required))
  .min(1, coded(passwordMessages.required))
  .refine((v) => passwordLength(v) >= passwordPolicy.minLength, coded(passwordMessages.tooShort))
  .refine((v) => passwordLength(v) <= passwordPolicy.maxLength, coded(passwordMessages.tooLong));

/** True when the password contains the username, whatever the case (the rule both sides check). */
export const containsUsername = (password: string, username: string) =>
  username.trim().length > 0 && password.toLowerCase().includes(username.trim().toLowerCase());

export const usernameMessages = defineErrors(
  'username',
  {
    required: "L'usuari és obligatori.",
    invalid: 'Usuari invàlid: de 3 a 100 caràcters, lletres, xifres i . _ @ -',
    role: 'Trieu un rol.',
  },
  'backOffice',
);

/** An account's username (what the volunteer types at /admin/login): 3 to 100 letters, digits and . _ @ - */
export const usernameSchema = z
  .string(coded(usernameMessages.required))
  .trim()
  .min(1, coded(usernameMessages.required))
  .regex(/^[\p{L}\p{N}._@-]{3,100}$/u, coded(usernameMessages.invalid));

export const roleSchema = z.enum(roles, coded(usernameMessages.role));

/** POST /api/admin/users/invitations and the "Convidar un voluntari" form. */
export const invitationInputSchema = z.object({ username: usernameSchema, email: emailField, role: roleSchema });
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** PATCH /api/admin/users/:id */
export const roleChangeSchema = z.object({ role: roleSchema });
export type RoleChange = z.infer<typeof roleChangeSchema>;

/** One account in the Usuaris list. */
export const volunteerAccountSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(roles),
  disabled: z.boolean(),
  secondFactor: z.boolean(),
  createdAt: z.string(),
  /** The newest sign-in the server still knows of (a live session or the audit trail), if any. */
  lastSignInAt: z.string().nullable(),
});
export type VolunteerAccount = z.infer<typeof volunteerAccountSchema>;

/** An invitation not accepted yet and still valid. */
export const pendingInvitationSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** GET /api/admin/users */
export const usersListSchema = z.object({
  accounts: z.array(volunteerAccountSchema),
  invitations: z.array(pendingInvitationSchema),
});
export type UsersList = z.infer<typeof usersListSchema>;

/**
 * An invitation or password link just made: mailed to the volunteer and also answered this once, so the admin can
 * pass it on by hand (no mail configured, a mistyped address).
 */
export const accountLinkCreatedSchema = z.object({ link: z.url(), expiresAt: z.string(), email: z.string().nullable() });
export type AccountLinkCreated = z.infer<typeof accountLinkCreatedSchema>;

export const linkKinds = ['invite', 'reset'] as const;
export type LinkKind = (typeof linkKinds)[number];

export const accountLinkMessages = defineErrors(
  'accountLink',
  {
    invalid: 'Aquest enllaç no és vàlid o ja s’ha fet servir. Demaneu-ne un de nou a qui administra el web.',
    expired: 'Aquest enllaç ha caducat (valia 48 hores). Demaneu-ne un de nou a qui administra el web.',
    tooMany: 'Massa intents des d’aquesta adreça. Torneu-ho a provar d’aquí a uns minuts.',
    usernameTaken: 'Ja hi ha un compte amb aquest nom d’usuari. Demaneu una nova invitació amb un altre nom.',
    changed: 'El compte ha canviat mentrestant. Torneu a obrir l’enllaç i proveu-ho de nou.',
  },
  'backOffice',
);

/** The link's token as it travels (base64url of 32 random bytes, 43 characters); anything else is refused. */
export const linkTokenSchema = z
  .string(coded(accountLinkMessages.invalid))
  .regex(/^[A-Za-z0-9_-]{43}$/, coded(accountLinkMessages.invalid));

/** POST /api/admin/account-links/lookup: what a link is, before the password form. */
export const accountLinkLookupSchema = z.object({ token: linkTokenSchema });
/**
 * `enrol`, when the link turns two-factor sign-in on with the password (an invitation for a role that requires it, or
 * a password link of such an account without it, decision 190): the key as text and the QR code's address.
 */
export const accountLinkInfoSchema = z.object({
  kind: z.enum(linkKinds),
  username: z.string(),
  enrol: z.object({ secret: z.string(), otpauthUri: z.string() }).optional(),
});
export type AccountLinkInfo = z.infer<typeof accountLinkInfoSchema>;

/** POST /api/admin/account-links/accept: `code`, the app's first code, when the link enrols (400 on it otherwise). */
export const acceptLinkSchema = z.object({ token: linkTokenSchema, password: newPasswordSchema, code: totpCodeSchema.optional() });
/** The ten recovery codes when the link turned two-factor sign-in on: answered this once. */
export const acceptLinkResultSchema = z.object({ kind: z.enum(linkKinds), username: z.string(), recoveryCodes: z.array(z.string()).optional() });
export type AcceptLinkResult = z.infer<typeof acceptLinkResultSchema>;

/**
 * The /admin/contrasenya form: the new password twice; it may not contain the username it is for. With `withCode`
 * (the link enrols) also the app's first code.
 */
export const setPasswordFormSchema = (username: string, withCode = false) =>
  z
    .object({ password: newPasswordSchema, repeat: z.string(), code: withCode ? totpCodeSchema : z.string().optional() })
    .refine((v) => !containsUsername(v.password, username), { path: ['password'], ...coded(passwordMessages.containsUsername) })
    .refine((v) => v.password === v.repeat, { path: ['repeat'], ...coded(passwordMessages.mismatch) });
export type SetPasswordForm = z.input<ReturnType<typeof setPasswordFormSchema>>;
