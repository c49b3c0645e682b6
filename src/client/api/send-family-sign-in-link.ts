import { useMutation } from '@tanstack/react-query';
import { pageLocale } from '#client/lib/i18n.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { familyCall } from '#client/api/family-session.ts';

/**
 * POST /api/family/sign-in-link: 202 with the same neutral message, known e-mail or not; 429 when this browser asked
 * too often, or when the address's links of the day are used up (the message says until when the last one works).
 */
export function sendFamilySignInLink(email: string): Promise<{ message: string }> {
  return familyCall(familyEndpoints.signInLink, { body: { email, locale: pageLocale } });
}

export function useSendFamilySignInLink() {
  return useMutation({ mutationFn: sendFamilySignInLink });
}
