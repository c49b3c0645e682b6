/**
 * The privacy notice's layout (decision 171), the same in every language: a section is a heading and blocks; a
 * block is a paragraph, a list, a list of terms with their explanation (a <dl>), a list of names a browser shows
 * (cookies, storage keys: not translated, set in a monospace font) or a subsection with its own heading. Every text
 * is a key of `privacyMessages`, or a `{token}` alone when the text is one of the club's details.
 */
import type { privacyMessages } from '#client/features/privacy/strings.ts';
import { localized } from '#client/lib/i18n.ts';
import { club } from '#shared/club.ts';
import { paths } from '#shared/routes.ts';

export type PrivacyTexts = ReturnType<typeof privacyMessages.get>;
export type TextKey = keyof PrivacyTexts;

/** What a `{token}` in a text stands for: a link or plain text, the same in every language. */
export type Inline = string | { text: string; href: string };
export type Token = keyof ReturnType<typeof inlines>;
export type Rich = TextKey | `{${Token}}`;

export type Block =
  | { kind: 'paragraph'; text: Rich }
  | { kind: 'list'; items: readonly Rich[] }
  | { kind: 'terms'; items: readonly { term: TextKey; text: Rich }[] }
  | { kind: 'names'; items: readonly { name: string; text: TextKey }[] }
  | { kind: 'subsection'; heading: TextKey; blocks: readonly Block[] };
export type PrivacySection = { id: string; heading: TextKey; blocks: readonly Block[] };

/** The date the text last changed (a calendar date, shown in the page's language). */
export const updatedOn = '2026-11-24';

export const summary: readonly Rich[] = ['summary1', 'summary2', 'summary3', 'summary4', 'summary5', 'summary6'];

/** The tokens' values; Stripe's link takes its text and address from the page's texts. */
export function inlines(t: Pick<PrivacyTexts, 'stripePrivacyLink' | 'stripePrivacyHref' | 'familyPageLink'>) {
  return {
    email: { text: club.email, href: `mailto:${club.email}` },
    web: { text: club.web.replace(/^https?:\/\//, ''), href: new URL(localized('/'), club.web).href },
    stripePrivacy: { text: t.stripePrivacyLink, href: t.stripePrivacyHref },
    familyPage: { text: t.familyPageLink, href: localized(paths.family) },
    apdcatWeb: { text: 'apdcat.gencat.cat', href: 'https://apdcat.gencat.cat' },
    aepdWeb: { text: 'www.aepd.es', href: 'https://www.aepd.es' },
    clubFullName: club.fullName,
    clubName: club.name,
    address: club.address,
    phone: club.phone,
  } satisfies Record<string, Inline>;
}

const p = (text: Rich): Block => ({ kind: 'paragraph', text });
const purpose = (heading: TextKey, data: TextKey, what: TextKey, basis: TextKey, ...more: Block[]): Block => ({
  kind: 'subsection',
  heading,
  blocks: [
    {
      kind: 'terms',
      items: [
        { term: 'purposeDataTerm', text: data },
        { term: 'purposeWhatTerm', text: what },
        { term: 'purposeBasisTerm', text: basis },
      ],
    },
    ...more,
  ],
});

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'responsable',
    heading: 'controllerHeading',
    blocks: [
      p('controllerIntro'),
      {
        kind: 'terms',
        items: [
          { term: 'controllerAddressTerm', text: '{address}' },
          { term: 'controllerEmailTerm', text: '{email}' },
          { term: 'controllerPhoneTerm', text: '{phone}' },
          { term: 'controllerWebTerm', text: '{web}' },
        ],
      },
      p('controllerNoDpo'),
    ],
  },
  {
    id: 'finalitats',
    heading: 'purposesHeading',
    blocks: [
      p('purposesIntro'),
      purpose('clubHeading', 'clubData', 'clubWhat', 'clubBasis'),
      purpose('schoolHeading', 'schoolData', 'schoolWhat', 'schoolBasis', p('schoolOthersData')),
      purpose('campusHeading', 'campusData', 'campusWhat', 'campusBasis'),
      purpose('waitlistHeading', 'waitlistData', 'waitlistWhat', 'waitlistBasis'),
      purpose('shopHeading', 'shopData', 'shopWhat', 'shopBasis'),
      purpose('contactHeading', 'contactData', 'contactWhat', 'contactBasis'),
      purpose('photosHeading', 'photosData', 'photosWhat', 'photosBasis', p('photosMetadata')),
      purpose('familyHeading', 'familyData', 'familyWhat', 'familyBasis'),
      purpose('webSecurityHeading', 'webSecurityData', 'webSecurityWhat', 'webSecurityBasis'),
      p('purposesRequired'),
      p('purposesNoAds'),
    ],
  },
  {
    id: 'destinataris',
    heading: 'recipientsHeading',
    blocks: [
      p('recipientsIntro'),
      {
        kind: 'list',
        items: [
          'recipientBank',
          'recipientFederation',
          'recipientInsurer',
          'recipientStripe',
          'recipientMail',
          'recipientHosting',
          'recipientEmergency',
          'recipientAuthorities',
        ],
      },
      p('recipientsProcessors'),
    ],
  },
  { id: 'transferencies', heading: 'transfersHeading', blocks: [p('transfers')] },
  {
    id: 'conservacio',
    heading: 'retentionHeading',
    blocks: [
      p('retentionIntro'),
      {
        kind: 'terms',
        items: [
          { term: 'retentionRegistrationsTerm', text: 'retentionRegistrations' },
          { term: 'retentionCampusTerm', text: 'retentionCampus' },
          { term: 'retentionWaitlistTerm', text: 'retentionWaitlist' },
          { term: 'retentionOrdersTerm', text: 'retentionOrders' },
          { term: 'retentionMessagesTerm', text: 'retentionMessages' },
          { term: 'retentionPhotosTerm', text: 'retentionPhotos' },
          { term: 'retentionMailTerm', text: 'retentionMail' },
          { term: 'retentionCheckoutsTerm', text: 'retentionCheckouts' },
          { term: 'retentionSessionsTerm', text: 'retentionSessions' },
          { term: 'retentionFamilyTerm', text: 'retentionFamily' },
        ],
      },
    ],
  },
  {
    id: 'menors',
    heading: 'minorsHeading',
    blocks: [p('minorsCare'), p('minorsUnder14'), p('minorsFrom14'), p('minorsRights'), p('minorsSensitive')],
  },
  {
    id: 'drets',
    heading: 'rightsHeading',
    blocks: [
      p('rightsIntro'),
      {
        kind: 'terms',
        items: [
          { term: 'rightAccessTerm', text: 'rightAccess' },
          { term: 'rightRectificationTerm', text: 'rightRectification' },
          { term: 'rightErasureTerm', text: 'rightErasure' },
          { term: 'rightObjectionTerm', text: 'rightObjection' },
          { term: 'rightRestrictionTerm', text: 'rightRestriction' },
          { term: 'rightPortabilityTerm', text: 'rightPortability' },
          { term: 'rightWithdrawalTerm', text: 'rightWithdrawal' },
        ],
      },
      { kind: 'subsection', heading: 'exerciseHeading', blocks: [p('exerciseFamilyPage'), p('exerciseEmail'), p('exercisePost'), p('exerciseTerms')] },
    ],
  },
  {
    id: 'autoritat',
    heading: 'complaintsHeading',
    blocks: [
      p('complaintsIntro'),
      {
        kind: 'terms',
        items: [
          { term: 'apdcatTerm', text: 'apdcat' },
          { term: 'aepdTerm', text: 'aepd' },
        ],
      },
      p('complaintsWhich'),
    ],
  },
  { id: 'decisions-automatitzades', heading: 'automatedHeading', blocks: [p('automated')] },
  {
    id: 'galetes',
    heading: 'cookiesHeading',
    blocks: [
      p('cookiesIntro'),
      {
        kind: 'subsection',
        heading: 'siteCookiesHeading',
        blocks: [
          {
            kind: 'names',
            items: [
              { name: 'cbl_checkout', text: 'cookieCheckout' },
              { name: 'cbl_admin', text: 'cookieAdmin' },
              { name: 'cbl_device', text: 'cookieDevice' },
              { name: 'cbl_remember', text: 'cookieRemember' },
              { name: 'family_session', text: 'cookieFamily' },
            ],
          },
          p('cookiesHostPrefix'),
        ],
      },
      {
        kind: 'subsection',
        heading: 'storageHeading',
        blocks: [
          {
            kind: 'names',
            items: [
              { name: 'cartItems', text: 'storageCart' },
              { name: 'campusPendingSignUp', text: 'storageCampusSignUp' },
              { name: 'waitlistPendingOffer', text: 'storageWaitlistOffer' },
              { name: 'cbllivia-draft:club, cbllivia-draft:escoles', text: 'storageDraft' },
              { name: 'adminAuthenticated', text: 'storageAdmin' },
            ],
          },
        ],
      },
      { kind: 'subsection', heading: 'stripeCookiesHeading', blocks: [p('stripeCookies')] },
    ],
  },
  {
    id: 'seguretat',
    heading: 'securityHeading',
    blocks: [{ kind: 'list', items: ['securityHttps', 'securityAccess', 'securityLogs', 'securityMailCopies'] }],
  },
  { id: 'canvis', heading: 'changesHeading', blocks: [p('changes')] },
];
