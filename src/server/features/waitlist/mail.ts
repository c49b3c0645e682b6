import { familyTexts } from '#server/mail/i18n/family.ts';
import { waitlistTexts } from '#server/mail/i18n/waitlist.ts';
import { mailRef, type QueuedMail } from '#server/mail/queue.ts';
import { waitlistLink } from '#server/features/places/mail.ts';
import type { Locale } from '#shared/locales.ts';

type Entry = { id: number; parentEmail: string; locale: Locale; places: number };

/**
 * "You are on the list": position, the link that confirms the address (issue 22 finding 1: only a confirmed entry is
 * offered places; unconfirmed, it lapses after `confirmHours`) and the leave link. Caused by an unpaid public form to
 * an address a visitor typed: limited per recipient, and nothing the visitor wrote (decision 013).
 */
export function joinedMail(
  e: Entry,
  campusName: string,
  position: number,
  hours: { offerHours: number; confirmHours: number },
  tokens: { manage: string; confirm: string },
): QueuedMail {
  const t = waitlistTexts[e.locale];
  return {
    to: e.parentEmail,
    locale: e.locale,
    ref: mailRef('campus_waitlist', e.id),
    limited: true,
    subject: t.joinedSubject(campusName),
    text: [
      familyTexts[e.locale].hello,
      '',
      t.joined(campusName, e.places),
      t.position(position),
      '',
      t.confirm(waitlistLink(e.locale, 'confirmar', tokens.confirm), hours.confirmHours),
      '',
      t.offerLater(hours.offerHours),
      '',
      t.leave(waitlistLink(e.locale, 'sortir', tokens.manage)),
      '',
      t.notYours,
      '',
      t.thanks,
    ].join('\n'),
  };
}
