import { formatDate } from '#shared/dates.ts';
import type { Locale } from '#shared/locales.ts';
import { formatPrice } from '#shared/money.ts';
import { paths } from '#shared/routes.ts';
import { localizePath } from '#shared/locales.ts';
import { campusTexts } from '#server/mail/i18n/campus.ts';
import { familyTexts } from '#server/mail/i18n/family.ts';
import { familyPageTexts } from '#server/mail/i18n/family-page.ts';
import { type QueuedMail, signInLinkRef } from '#server/mail/queue.ts';
import { familyLimits } from '#server/features/family/session.ts';

/**
 * The sign-in link, to the address typed (only when it has records: nobody else gets mail from this form). The
 * token travels in the address's fragment (#entrar=…), which browsers never send to a server or in a Referer.
 */
export function signInLinkMail(to: string, token: string, locale: Locale, publicUrl: string): QueuedMail {
  const t = familyPageTexts[locale];
  const link = `${publicUrl}${localizePath(paths.family, locale)}#entrar=${token}`;
  return {
    to,
    locale,
    ref: signInLinkRef,
    subject: t.linkSubject,
    text: [familyTexts[locale].hello, '', t.linkIntro, link, '', t.linkValid(familyLimits.linkMinutes), t.linkNotYou].join('\n'),
  };
}

export type CancelledSignUp = {
  parentEmail: string;
  locale: Locale;
  campusName: string;
  startDate: string;
  endDate: string;
  amountPaid: string;
};

/** The family's confirmation of a cancellation from its page, saying the refund when there was one. */
export function cancellationMail(s: CancelledSignUp, refunded: boolean): QueuedMail {
  const { locale } = s;
  const t = familyPageTexts[locale];
  const dates =
    s.startDate === s.endDate
      ? formatDate(s.startDate, locale)
      : campusTexts[locale].range(formatDate(s.startDate, locale), formatDate(s.endDate, locale));
  return {
    to: s.parentEmail,
    locale,
    subject: t.cancelSubject(s.campusName),
    text: [
      familyTexts[locale].hello,
      '',
      t.cancelled(s.campusName, dates),
      ...(refunded ? [t.refunded(formatPrice(s.amountPaid, locale))] : []),
      '',
      t.questions,
      '',
      'CB Llívia',
    ].join('\n'),
  };
}
