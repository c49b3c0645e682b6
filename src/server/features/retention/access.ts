import { lt, or, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import {
  adminAccountLinks,
  adminSessions,
  adminTrustedBrowsers,
  familySessions,
  familySignInTokens,
  loginAttempts,
} from '#server/db/schema.ts';
import { loginLimits } from '#server/features/admin/login-attempts.ts';
import { sessionLimits } from '#server/features/admin/sessions.ts';
import { daysBefore, instant, type RetentionKind } from '#server/features/retention/policy.ts';

/** An account link (invitation, password reset) is kept this long after it expired, used or not, then goes. */
export const accountLinkDays = 30;
/** The family page's sign-in links are counted per address over a day (the privacy notice: kept one day). */
const familyLinkHours = 24;

const before = (today: Date, ms: number) => sql`(${instant(today)} - make_interval(secs => ${ms / 1000}))`;

/**
 * Keys and traces of access that can no longer be used: admin sessions past their limits (8 h idle, 7 days), login
 * attempts outside their 15-minute window, expired trusted and remembered browsers, account links a month after
 * they expired, family sessions past their hour and family sign-in links after their day. Each is also cleaned
 * where it is used (at the next login or link); the night makes the privacy notice hold on a quiet site too.
 */
export const accessKind: RetentionKind = {
  name: 'access',
  entity: 'access',
  label: 'Sessions, intents i enllaços caducats',
  async run(tx: Tx, today: Date) {
    const now = instant(today);
    const counts = {
      'deleted:admin_sessions': await tx
        .delete(adminSessions)
        .where(
          or(
            lt(adminSessions.expiresAt, now),
            lt(adminSessions.createdAt, before(today, sessionLimits.maxAgeMs)),
            lt(adminSessions.lastSeenAt, before(today, sessionLimits.idleMs)),
          ),
        )
        .returning({ id: adminSessions.id }),
      'deleted:login_attempts': await tx
        .delete(loginAttempts)
        .where(lt(loginAttempts.attemptedAt, before(today, loginLimits.windowMs)))
        .returning({ id: loginAttempts.id }),
      'deleted:admin_trusted_browsers': await tx
        .delete(adminTrustedBrowsers)
        .where(lt(adminTrustedBrowsers.expiresAt, now))
        .returning({ id: adminTrustedBrowsers.id }),
      'deleted:admin_account_links': await tx
        .delete(adminAccountLinks)
        .where(lt(adminAccountLinks.expiresAt, daysBefore(today, accountLinkDays)))
        .returning({ id: adminAccountLinks.id }),
      'deleted:family_sessions': await tx.delete(familySessions).where(lt(familySessions.expiresAt, now)).returning({ id: familySessions.id }),
      'deleted:family_sign_in_tokens': await tx
        .delete(familySignInTokens)
        .where(lt(familySignInTokens.createdAt, before(today, familyLinkHours * 3600 * 1000)))
        .returning({ id: familySignInTokens.id }),
    };
    return Object.fromEntries(Object.entries(counts).map(([name, rows]) => [name, rows.length]));
  },
};
