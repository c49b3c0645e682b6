/**
 * What the audit trail records (issue 15 item 4, decision 189): an action on an entity (a table, e.g. 'teams' or
 * 'club_registrations') and its id, with the names of the fields written — never their values.
 */
export const auditActions = [
  // Back-office writes and reads of personal data (the hook over the back-office scope).
  'create',
  'update',
  'delete',
  'read',
  // Sign-in and the account.
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'second_factor_enabled',
  'second_factor_disabled',
  'recovery_code_used',
  'recovery_codes_renewed',
  'password_changed',
  // Volunteers' accounts (Usuaris).
  'invited',
  'invitation_accepted',
  'role_changed',
  'account_disabled',
  'account_enabled',
  'password_reset_link',
  'second_factor_reset',
  // The nightly retention job.
  'retention',
] as const;
export type AuditAction = (typeof auditActions)[number];
