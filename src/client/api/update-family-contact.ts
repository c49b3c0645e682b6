
import { familyRecordsQueryKey } from '#client/api/get-family-records.ts';
import { pageLocale } from '#client/lib/i18n.ts';
import { useInvalidatingMutation } from '#client/lib/queries.ts';
import type { z } from 'zod';
import type { familyContactSchema } from '#shared/schemas/family.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { familyCall } from '#client/api/family-session.ts';

type Variables = { kind: 'club' | 'school'; id: number; contact: z.output<typeof familyContactSchema> };

/** PATCH /api/family/registrations/:kind/:id {phone, email}: the contact details on one registration. */
export function updateFamilyContact({ kind, id, contact }: Variables): Promise<{ message: string }> {
  return familyCall(familyEndpoints.updateContact, { params: { kind, id }, body: { ...contact, locale: pageLocale } });
}

export const useUpdateFamilyContact = () => useInvalidatingMutation(updateFamilyContact, [familyRecordsQueryKey]);
