// Decision 188: the volunteers' password policy — length in characters, the list of common passwords (in any case,
// padded with digits or symbols, or repeated), the username inside it; and what the client's form checks alike.
import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem } from '#server/features/users/password-policy.ts';
import { containsUsername, passwordMessages, setPasswordFormSchema } from '#shared/schemas/users.ts';

describe('the password policy', () => {
  it('passes the fixtures the tests and the demo use', async () => {
    for (const password of ['una-contrasenya-de-proves', 'contrasenya-de-proves', 'una frase llarga i meva', 'correct horse battery staple']) {
      expect(await passwordProblem(password, 'gestor'), password).toBeUndefined();
    }
  });

  it('counts characters as a person does: 12 accented letters or emoji pass, 11 do not; at most 256', async () => {
    expect(await passwordProblem('àèéíòóúàèéíò', 'x')).toBeUndefined();
    expect(await passwordProblem(`${'🏀'.repeat(3)}cistella!`, 'x')).toBeUndefined();
    expect(await passwordProblem('àèéíòóúàèéí', 'x')).toEqual(passwordMessages.tooShort);
    expect(await passwordProblem('a'.repeat(11), 'x')).toEqual(passwordMessages.tooShort);
    expect(await passwordProblem('', 'x')).toEqual(passwordMessages.required);
    expect(await passwordProblem(`${'ab1-'.repeat(64)}x`, 'x')).toEqual(passwordMessages.tooLong);
  });

  it('refuses a common password in any case, padded with digits or symbols, or made of a repeated chunk', async () => {
    for (const password of ['123456789012', 'qwertyuiop123', 'PASSWORD1234', 'Password1234!', '!!dragon123456', 'iloveyou2024!', '111111111111', 'abcabcabcabc', 'monkeymonkey']) {
      expect(await isCommonPassword(password), password).toBe(true);
      expect(await passwordProblem(password, 'gestor'), password).toEqual(passwordMessages.common);
    }
    for (const password of ['una-contrasenya-de-proves', 'cistella del pavelló 7', 'pilota taronja 2024']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });

  it('refuses the username inside the password, whatever the case; the form checks the same', async () => {
    expect(await passwordProblem('sóc la Marta.Puig del club', 'marta.puig')).toEqual(passwordMessages.containsUsername);
    expect(containsUsername('abcMARTAdef', 'marta')).toBe(true);
    const form = setPasswordFormSchema('marta');
    expect(form.safeParse({ password: 'la marta juga a bàsquet', repeat: 'la marta juga a bàsquet' }).error?.issues[0]?.message).toBe(
      passwordMessages.containsUsername.message,
    );
    expect(form.safeParse({ password: 'una frase llarga i meva', repeat: 'una frase llarga i teva' }).error?.issues[0]).toMatchObject({
      path: ['repeat'],
      message: passwordMessages.mismatch.message,
    });
    expect(form.safeParse({ password: 'una frase llarga i meva', repeat: 'una frase llarga i meva' }).success).toBe(true);
  });
});
