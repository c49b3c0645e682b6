import { formatDateTime } from '#shared/dates.ts';
import { type Locale, localizePath } from '#shared/locales.ts';
import { formatEuros } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { familyTexts } from '#server/mail/i18n/family.ts';
import { waitlistTexts } from '#server/mail/i18n/waitlist.ts';
import { mailRef, type QueuedMail } from '#server/mail/queue.ts';

// The mails of standing offers (made and expired in this module, decision 198) and the address of every
// waiting-list link.

/**
 * Where the e-mailed links point (PUBLIC_URL). Set once by the app's wiring (plugins/checkout-handlers.ts), like
 * the checkout handlers: offers are made inside transactions that have no app at hand (a checkout's release, the
 * sweep), and the address is configuration, the same for every instance.
 */
const settings = { publicUrl: 'http://localhost:3000' };
export function configureWaitlistLinks(publicUrl: string): void {
  settings.publicUrl = publicUrl;
}

/** The waiting-list page's address in the family's language with the token in its fragment (never sent to a server). */
export const waitlistLink = (locale: Locale, action: 'oferta' | 'rebutjar' | 'sortir' | 'confirmar', token: string) =>
  `${settings.publicUrl}${localizePath(paths.waitlist, locale)}#${action}=${token}`;

type Entry = { id: number; parentEmail: string; locale: Locale; places: number };

/**
 * The offer: how many places, until when (Madrid time, in the family's language), the amount, the accept and "No,
 * gràcies" links. Not limited: it is the club's event, one per entry and offer, and losing it would lose the place.
 */
export function offerMail(e: Entry, campusName: string, expiresAt: Date, amountCents: number, token: string): QueuedMail {
  const t = waitlistTexts[e.locale];
  return {
    to: e.parentEmail,
    locale: e.locale,
    ref: mailRef('campus_waitlist', e.id),
    subject: t.offerSubject(campusName),
    text: [
      familyTexts[e.locale].hello,
      '',
      t.offer(campusName, e.places),
      t.until(formatDateTime(expiresAt, e.locale), e.places),
      ...(amountCents > 0 ? [t.amount(formatEuros(amountCents, e.locale))] : []),
      '',
      t.accept(waitlistLink(e.locale, 'oferta', token), e.places),
      '',
      t.decline(waitlistLink(e.locale, 'rebutjar', token)),
      '',
      t.passesOn(e.places),
      '',
      t.thanks,
    ].join('\n'),
  };
}

/** The offer ran out: the places went to the next family. */
export function expiredMail(e: Entry, campusName: string): QueuedMail {
  const t = waitlistTexts[e.locale];
  return {
    to: e.parentEmail,
    locale: e.locale,
    ref: mailRef('campus_waitlist', e.id),
    subject: t.expiredSubject(campusName),
    text: [familyTexts[e.locale].hello, '', t.expired(campusName), t.contact, '', t.thanks].join('\n'),
  };
}
