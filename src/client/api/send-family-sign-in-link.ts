import { useMutation } from '@tanstack/react-query';
import { familyJson } from '#client/api/family-session.ts';
import { pageLocale } from '#client/lib/i18n.ts';

/** POST /api/family/sign-in-link: always 202 with the same neutral message, known e-mail or not. */
export function sendFamilySignInLink(email: string): Promise<{ message: string }> {
  return familyJson('POST', '/api/family/sign-in-link', { email, locale: pageLocale });
}

export function useSendFamilySignInLink() {
  return useMutation({ mutationFn: sendFamilySignInLink });
}
