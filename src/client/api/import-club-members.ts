import { useInvalidatingMutation } from '#client/lib/queries.ts';
import { campusRegistrationsQueryKey } from '#client/api/get-campus-registrations.ts';
import { clubMembersQueryKey } from '#client/api/get-club-members.ts';
import type { ClubMembersImportInput, ClubMembersImportResult } from '#shared/schemas/club-members.ts';
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { callEndpoint } from '#client/lib/api-client.ts';

/** POST /api/club-members/import: the list as text; a bad line refuses it all (400, lines in fieldErrors.csv). */
export function importClubMembers(input: ClubMembersImportInput): Promise<ClubMembersImportResult> {
  return callEndpoint(membersEndpoints.import, { body: input });
}

/**
 * A chosen .csv file as text: UTF-8 (with or without a BOM) as the club's spreadsheet should save it; a file saved
 * in the older Windows encoding (Excel's plain "CSV") is read as that instead of showing broken accents.
 */
export async function readListFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

export function useImportClubMembers() {
  return useInvalidatingMutation(importClubMembers, [clubMembersQueryKey, campusRegistrationsQueryKey]);
}
