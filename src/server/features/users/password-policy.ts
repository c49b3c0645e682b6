import { HttpError } from '#server/http-error.ts';
import { parseCoded } from '#server/validation.ts';
import type { AppError } from '#shared/errors.ts';
import { containsUsername, newPasswordSchema, passwordMessages, passwordPolicy } from '#shared/schemas/users.ts';

/**
 * The volunteers' password policy (issue 15 item 1, decision 188; NIST SP 800-63B §3.1.1.2, OWASP ASVS 5.0 §6.2):
 * 12 to 256 characters, none of the ~49,000 most common passwords (the list of @zxcvbn-ts/language-common, on the
 * server only), nor one of them padded with digits or symbols ("password1234", "!qwerty12345"), nor the username
 * inside it. No composition rules (a long phrase beats "P@ssw0rd1").
 */

let common: Promise<ReadonlySet<string>> | undefined;

/**
 * The list, loaded on first use (a process that never checks a password never holds it) and kept lowercased with
 * only the entries of 4 characters or more: shorter ones could only match as padding's core, which is too loose.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then((m) => {
    const list = m.dictionary['passwords-common'] as readonly string[];
    return new Set(list.filter((p) => p.length >= 4).map((p) => p.toLowerCase()));
  });
  return common;
}

/** What surrounds a common word in the usual guesses: digits, punctuation, symbols and spaces at either end. */
const padding = /^[\d\p{P}\p{S}\s]*(.*?)[\d\p{P}\p{S}\s]*$/u;

/** The shortest chunk the text repeats ("abcabcabc" → "abc"), or the text itself. */
function repeatedChunk(text: string): string {
  const chars = [...text];
  for (let size = 1; size <= chars.length / 2; size += 1) {
    if (chars.length % size !== 0) continue;
    const chunk = chars.slice(0, size).join('');
    if (chunk.repeat(chars.length / size) === text) return chunk;
  }
  return text;
}

/**
 * True when the password is a common one in any case, one of them with only digits or symbols around it, or a short
 * chunk or a common one repeated ("111111111111", "abcabcabcabc", "qwertyqwerty").
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const core = padding.exec(lower)?.[1] ?? lower;
  if (core !== lower && core.length > 0 && list.has(core)) return true;
  const chunk = repeatedChunk(lower);
  return chunk !== lower && ([...chunk].length <= 4 || list.has(chunk));
}

/** The policy's first complaint about this password for this username, or undefined when it passes. */
export async function passwordProblem(password: string, username: string): Promise<AppError | undefined> {
  const parsed = parseCoded(newPasswordSchema, password);
  if (!parsed.success) return parsed.problems[0]?.error ?? passwordMessages.tooShort;
  if (containsUsername(password, username)) return passwordMessages.containsUsername;
  if (await isCommonPassword(password)) return passwordMessages.common;
  return undefined;
}

/** Refuses a password that breaks the policy: 400 with the message under the form's `password` field. */
export async function assertPasswordPolicy(password: string, username: string): Promise<void> {
  const problem = await passwordProblem(password, username);
  if (problem) throw new HttpError(400, problem, { password: [problem] });
}

export { passwordPolicy };
