import { z } from 'zod';
import { defineErrors } from '#shared/errors.ts';
import { fieldErrors } from '#shared/schemas/common.ts';
import { coded } from '#shared/zod-setup.ts';

/** The back office's two-factor sign-in (issue 15 item 3, decision 190): its forms' messages and payloads. */
export const secondFactorFieldMessages = defineErrors(
  'secondFactorField',
  {
    codeRequired: 'Escriviu el codi de 6 xifres de l’aplicació.',
    codeFormat: 'El codi té 6 xifres.',
    passwordRequired: 'La contrasenya és obligatòria',
    recoveryCodeRequired: 'Escriviu un codi de recuperació.',
  },
  'backOffice',
);
const maxChars = (max: number) => coded(fieldErrors.maxChars({ max }));

/** Six digits as the app shows them; spaces (as some apps group them, "123 456") are dropped. */
export const totpCodeSchema = z
  .string(coded(secondFactorFieldMessages.codeRequired))
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, coded(secondFactorFieldMessages.codeRequired))
      .regex(/^\d{6}$/, coded(secondFactorFieldMessages.codeFormat)),
  );

/** POST …/second-factor/enable and …/recovery-codes: a code from the app. */
export const secondFactorCodeInputSchema = z.object({ code: totpCodeSchema });
export type SecondFactorCodeInput = z.input<typeof secondFactorCodeInputSchema>;

/** POST …/second-factor/disable: the password and a code (someone at an open session cannot turn it off alone). */
export const secondFactorDisableInputSchema = z.object({
  password: z
    .string(coded(secondFactorFieldMessages.passwordRequired))
    .min(1, coded(secondFactorFieldMessages.passwordRequired))
    .max(256, maxChars(256)),
  code: totpCodeSchema,
});
export type SecondFactorDisableInput = z.input<typeof secondFactorDisableInputSchema>;

/** POST …/second-factor/setup: the new secret, as text to type and as the QR code's otpauth:// address. */
export const secondFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** The ten recovery codes, answered once (when turned on and when renewed). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** GET …/second-factor: the account's state (the session says enabled/required too; this adds the codes left). */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** Whether the role lets the volunteer turn it off. */
  canDisable: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** The login's second step (the password was right): a code from the app, or a recovery code; remember or not. */
export const loginCodeStepSchema = z.object({ code: totpCodeSchema, remember: z.boolean() });
export const loginRecoveryStepSchema = z.object({
  recoveryCode: z
    .string(coded(secondFactorFieldMessages.recoveryCodeRequired))
    .trim()
    .min(1, coded(secondFactorFieldMessages.recoveryCodeRequired))
    .max(40, maxChars(40)),
  remember: z.boolean(),
});
