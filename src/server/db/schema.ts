import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { locales } from '#shared/locales.ts';
import { roles } from '#shared/permissions.ts';
import { documentTypes } from '#shared/validation/identity-document.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const consentAt = (name: string) => timestamptz(name).notNull();
/**
 * An identity document's type (issue 13 item 2, decision 170): 'dni', 'nie', 'passport', 'id_card' or 'none' (a
 * player under 14). Rows that never name one (older rows, the demo seed) are DNIs; the migration backfilled NIEs.
 */
const documentType = (name: string) => text(name, { enum: documentTypes }).notNull().default('dni');
const documentTypeCheck = (table: string, column: AnyPgColumn) =>
  check(
    `${table}_${column.name}_check`,
    sql`${column} in (${sql.raw(documentTypes.map((type) => `'${type}'`).join(', '))})`,
  );
/**
 * The language of the page a family used ('ca', 'es' or 'fr'; issue 13 item 1, decision 177): its e-mails are
 * written in it. Rows from before (and the club's own mails) are Catalan.
 */
const familyLocale = () => text('locale', { enum: locales }).notNull().default('ca');
/**
 * The folded child key (issue 14 item 3, decision 178): `childKey(name, surname, birthDate)` from
 * features/members/fold.ts, e.g. "jose perez|2015-03-15". A row holds its child's key while it is set; null: a row
 * from before the rule that was not the first of its child (the migration keyed only those), or one that no longer
 * holds its place (a future cancellation or waiting-list exit sets it to null). One unique index per scope on
 * (scope, key) where the key is set: the same child twice is refused by the database itself, on every instance.
 */
const childKeyColumn = (name: string) => text(name);
const oneRowPerChild = (name: string, scope: AnyPgColumn, key: AnyPgColumn) =>
  uniqueIndex(name).on(scope, key).where(sql`${key} is not null`);
/**
 * The text a back-office search looks in (issue 12 item 4, decision 158): the columns joined by spaces, searched with
 * ILIKE '%…%' through one trigram GIN index per table built on this very expression (the query uses the same one).
 */
export const searchText = (...cols: AnyPgColumn[]) =>
  sql.join(
    cols.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  );
const searchIndex = (name: string, ...cols: AnyPgColumn[]) => index(name).using('gin', sql`(${searchText(...cols)}) gin_trgm_ops`);

type Cols<K extends string> = Record<K, AnyPgColumn>;
/** What each back-office table searches (name, surname, e-mail, phone, DNI): the index and the query share these. */
export const clubSearchColumns = (t: Cols<'playerName' | 'playerDni' | 'guardianName' | 'guardianPhone' | 'guardianEmail'>) => [
  t.playerName,
  t.playerDni,
  t.guardianName,
  t.guardianPhone,
  t.guardianEmail,
];
export const schoolSearchColumns = (
  t: Cols<
    | 'playerName'
    | 'playerSurname'
    | 'playerDni'
    | 'guardianName'
    | 'guardianSurname'
    | 'guardianDni'
    | 'guardianMobilePhone'
    | 'guardianEmail'
  >,
) => [
  t.playerName,
  t.playerSurname,
  t.playerDni,
  t.guardianName,
  t.guardianSurname,
  t.guardianDni,
  t.guardianMobilePhone,
  t.guardianEmail,
];
export const campusSearchColumns = (t: Cols<'childName' | 'childSurname' | 'parentEmail' | 'parentPhone'>) => [
  t.childName,
  t.childSurname,
  t.parentEmail,
  t.parentPhone,
];
export const messageSearchColumns = (t: Cols<'name' | 'surname' | 'email' | 'phone' | 'subject'>) => [
  t.name,
  t.surname,
  t.email,
  t.phone,
  t.subject,
];
export const orderSearchColumns = (t: Cols<'customerName' | 'customerEmail' | 'customerPhone'>) => [
  t.customerName,
  t.customerEmail,
  t.customerPhone,
];

/** The back office's "processed" mark (issue 12 item 4): when, and which admin account. */
const processedMark = () => ({
  processedAt: timestamptz('processed_at'),
  processedBy: text('processed_by'),
});

/**
 * The direct-debit mandate and the consents both registration forms end with, each answer beside the time it was
 * given (GDPR art. 7(1)). A function: every table needs its own column builders.
 */
const directDebitAndConsents = () => ({
  accountHolderName: text('account_holder_name').notNull(),
  iban: text('iban').notNull(),
  sepaAuthorization: boolean('sepa_authorization').notNull(),
  sepaAuthorizationAt: consentAt('sepa_authorization_at'),
  privacyAuthorization: boolean('privacy_authorization').notNull(),
  privacyAuthorizationAt: consentAt('privacy_authorization_at'),
  imageRightsAuthorization: boolean('image_rights_authorization').notNull(),
  imageRightsAuthorizationAt: consentAt('image_rights_authorization_at'),
});

// ── Seasons (issue 12 item 1) ───────────────────────────────────────────────────
/**
 * A club season, e.g. "2026/2027" from 1 July to 30 June. Matches belong to the season their date falls in; club
 * and school registrations record the season they were made for. At most one season is open for registrations.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    openForRegistrations: boolean('open_for_registrations').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seasons_label_idx').on(t.label),
    uniqueIndex('seasons_one_open_idx').on(t.openForRegistrations).where(sql`${t.openForRegistrations}`),
    index('seasons_dates_idx').on(t.startsOn, t.endsOn),
  ],
);

// ── Admin ──────────────────────────────────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    /** scrypt hash in the form `scrypt$N$r$p$salt$hash` (never the password). */
    password: text('password').notNull(),
    /** What the volunteer may do (issue 15, decision 187): accounts from before roles are admins. */
    role: text('role', { enum: roles }).notNull().default('admin'),
    /** Where the invitation and password links go (the account's own address; older accounts have none). */
    email: text('email'),
    /** A disabled account cannot sign in and its sessions end at once. */
    disabledAt: timestamptz('disabled_at'),
    /** The authenticator app's secret, encrypted (AES-256-GCM with a key derived from SESSION_SECRET). */
    totpSecret: text('totp_secret'),
    /** Set once a first code proved the app works; two-factor sign-in is on from then. */
    totpEnabledAt: timestamptz('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code is never taken twice (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} in (${sql.raw(roles.map((r) => `'${r}'`).join(', '))})`)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    /** SHA-256 of the random cookie token: a leaked table row cannot be replayed as a cookie. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId), index('admin_sessions_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    /** The trusted device (admin_trusted_browsers.id of kind 'device') the attempt came from, if it carried a valid device cookie. */
    device: text('device'),
    attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.username, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
    index('login_attempts_device_idx').on(t.device, t.attemptedAt),
  ],
);

/**
 * Browsers an account trusts (decision 201), each by its own cookie's random token, of which only the SHA-256 is kept:
 * - 'device': a browser that earned a successful login (issue 10 item 5, decision 051; cookie cbl_device, 90 days):
 *   a login from it counts against that browser only, not against the account-wide and address limits;
 * - 'remembered': a browser where the volunteer passed the second factor and asked to be remembered (decision 190;
 *   cookie cbl_remember, 30 days): the password is still asked, the code is not.
 * The kind is part of the key: a token is only ever looked up under its own cookie's kind, so one never grants
 * what the other does.
 */
export const trustedBrowserKinds = ['device', 'remembered'] as const;
export const adminTrustedBrowsers = pgTable(
  'admin_trusted_browsers',
  {
    kind: text('kind', { enum: trustedBrowserKinds }).notNull(),
    id: text('id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('admin_trusted_browsers_user_idx').on(t.userId, t.kind),
    check('admin_trusted_browsers_kind_check', sql`${t.kind} in (${sql.raw(trustedBrowserKinds.map((k) => `'${k}'`).join(', '))})`),
  ],
);

/**
 * A single-use link an admin makes for a volunteer (issue 15 item 1): 'invite' (a new account: username, e-mail and
 * role wait here until the password is set) or 'reset' (a new password for userId). Only the SHA-256 of the link's
 * token is kept; valid 48 hours.
 */
export const adminAccountLinks = pgTable(
  'admin_account_links',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    email: text('email'),
    role: text('role', { enum: roles }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('admin_account_links_user_idx').on(t.userId), index('admin_account_links_expires_idx').on(t.expiresAt)],
);

/** Ten one-time recovery codes per account with two-factor sign-in: only their hashes, each used once. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The audit trail (issue 15 item 4, decision 189): who did what to which record and which fields, never the values.
 * No route writes or deletes it except through recordAudit(); a trigger refuses every UPDATE and every DELETE
 * outside the retention job (which sets `cbl.audit_purge` for its own transaction).
 * actorId is not a foreign key: an entry outlives any change to the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamptz('at').notNull().defaultNow(),
    actorId: integer('actor_id'),
    actor: text('actor'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    fields: jsonb('fields').$type<string[]>().notNull().default([]),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

// ── Images (DESIGN rule 6: one pipeline, stored in the database, served from /media) ─────
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull().default('image/jpeg'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  smallWidth: integer('small_width').notNull(),
  smallHeight: integer('small_height').notNull(),
  smallBytes: bytea('small_bytes').notNull(),
  createdAt: createdAt(),
});

// ── Public content ────────────────────────────────────────────────────────────
export const teams = pgTable('teams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull().default('General'),
  division: text('division').notNull().default('Club'),
  description: text('description').notNull().default(''),
  playerCount: integer('player_count').notNull().default(0),
  imageUrl: text('image_url').notNull().default(''),
  externalUrl: text('external_url'),
  players: text('players').notNull().default(''),
  coach: text('coach').notNull().default(''),
  league: text('league').notNull().default(''),
  createdAt: createdAt(),
});

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    matchDate: date('match_date', { mode: 'string' }).notNull(),
    matchTime: text('match_time').notNull(),
    venue: text('venue').notNull(),
    category: text('category').notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    status: text('status').notNull().default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [index('matches_date_idx').on(t.matchDate, t.matchTime), index('matches_status_idx').on(t.status)],
);

/** A photo album (issue 12 item 3): a match day, a campus week, a celebration. */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    albumDate: date('album_date', { mode: 'string' }).notNull(),
    description: text('description'),
    /** A /media path; null: the album's newest photo stands for it. */
    coverImageUrl: text('cover_image_url'),
    createdAt: createdAt(),
  },
  (t) => [index('albums_date_idx').on(t.albumDate, t.id)],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    /** Null: a photo in no album. */
    albumId: integer('album_id').references(() => albums.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url').notNull(),
    /** Grid variant of the image (DESIGN rule 6); null for an external URL. */
    thumbnailUrl: text('thumbnail_url'),
    width: integer('width'),
    height: integer('height'),
    category: text('category').notNull(),
    uploadDate: timestamptz('upload_date').notNull().defaultNow(),
    fileName: text('file_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_category_idx').on(t.category),
    index('photos_upload_idx').on(t.uploadDate),
    index('photos_album_idx').on(t.albumId, t.uploadDate),
  ],
);

export const sponsors = pgTable('sponsors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull(),
  websiteUrl: text('website_url'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    readAt: timestamptz('read_at'),
    ...processedMark(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    searchIndex('contact_messages_search_idx', ...messageSearchColumns(t)),
  ],
);

// ── Campus ────────────────────────────────────────────────────────────────────
export const campus = pgTable('campus', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  ageMin: integer('age_min').notNull().default(6),
  ageMax: integer('age_max').notNull().default(16),
  priceClubMember: money('price_club_member').notNull().default('0'),
  priceNonMember: money('price_non_member').notNull().default('0'),
  maxParticipants: integer('max_participants').notNull().default(30),
  imageUrl: text('image_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** Free text shown on the campus card (issue 12 item 5). */
  schedule: text('schedule').notNull().default('Horari a confirmar'),
  location: text('location'),
  /** How long a waiting-list offer holds its places (issue 14 item 1): 48 hours unless the club sets another. */
  offerHours: integer('offer_hours').notNull().default(48),
  /** Until how many days before the start a family may cancel a sign-up from its page (issue 14 item 4). */
  cancelDays: integer('cancel_days').notNull().default(7),
  createdAt: createdAt(),
});

export const campusRegistrations = pgTable(
  'campus_registrations',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campus.id, { onDelete: 'cascade' }),
    childName: text('child_name').notNull(),
    childSurname: text('child_surname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    parentEmail: text('parent_email').notNull(),
    parentPhone: text('parent_phone').notNull(),
    isClubMember: boolean('is_club_member').notNull().default(false),
    /** 'free' for a free sign-up, 'stripe' (or 'test') for a paid one. */
    paymentMethod: text('payment_method').notNull().default('free'),
    status: text('status').notNull().default('confirmed'),
    amountPaid: money('amount_paid').notNull().default('0'),
    paymentIntentId: text('payment_intent_id').unique(),
    locale: familyLocale(),
    ...processedMark(),
    createdAt: createdAt(),
    childKey: childKeyColumn('child_key'),
    /**
     * A family's cancellation under way (status 'cancelling', issue 22 finding 3): when it was claimed and the status
     * it had, so the sweep completes an interrupted one (refund again, idempotent at the provider; erase) or gives
     * the sign-up its status back; null otherwise.
     */
    cancelStartedAt: timestamptz('cancel_started_at'),
    statusBeforeCancel: text('status_before_cancel'),
  },
  (t) => [
    index('campus_registrations_campus_idx').on(t.campusId),
    oneRowPerChild('campus_registrations_child_idx', t.campusId, t.childKey),
    index('campus_registrations_created_idx').on(t.createdAt),
    searchIndex('campus_registrations_search_idx', ...campusSearchColumns(t)),
  ],
);

/**
 * A campus's waiting list (issue 14 item 1, decision 180): one entry per family request, with one or more children
 * (siblings join together and are offered places together: `places` = number of children). Arrival order is the id;
 * the admin's moves set `sortKey` (the list is ordered by coalesce(sort_key, id), then id).
 * status: 'waiting' → 'offered' (places held until `offerExpiresAt`, counted as taken like a checkout hold) →
 * 'accepted' | 'expired' | 'declined'; or 'left' (the family) / 'removed' (the admin). Only the hash of the offer
 * link's token and of the leave link's token are stored.
 */
export const campusWaitlist = pgTable(
  'campus_waitlist',
  {
    id: serial('id').primaryKey(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campus.id, { onDelete: 'cascade' }),
    places: integer('places').notNull(),
    parentEmail: text('parent_email').notNull(),
    parentPhone: text('parent_phone').notNull(),
    isClubMember: boolean('is_club_member').notNull().default(false),
    locale: familyLocale(),
    status: text('status').notNull().default('waiting'),
    sortKey: doublePrecision('sort_key'),
    offerTokenHash: text('offer_token_hash').unique(),
    offeredAt: timestamptz('offered_at'),
    offerExpiresAt: timestamptz('offer_expires_at'),
    manageTokenHash: text('manage_token_hash').notNull().unique(),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAt(),
    /**
     * When the family proved its address by the link mailed at joining (issue 22 finding 1). Only a confirmed entry
     * can be offered places; one left unconfirmed lapses after a day. Null until then.
     */
    confirmedAt: timestamptz('confirmed_at'),
    /** SHA-256 of the confirmation link's token while it is unused (null once confirmed). */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** Who joined: a keyed hash of the asker's IP, to bound what one client puts on one campus's list. */
    clientKey: text('client_key'),
  },
  (t) => [
    index('campus_waitlist_campus_idx').on(t.campusId, t.status),
    index('campus_waitlist_email_idx').on(t.parentEmail),
    index('campus_waitlist_offer_idx').on(t.status, t.offerExpiresAt),
  ],
);

/**
 * The children of a waiting-list entry. `childKey` (decision 178) is set while the entry is waiting or offered and
 * null once it ends, so one child holds at most one live entry per campus (the unique index).
 */
export const campusWaitlistChildren = pgTable(
  'campus_waitlist_children',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => campusWaitlist.id, { onDelete: 'cascade' }),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campus.id, { onDelete: 'cascade' }),
    childName: text('child_name').notNull(),
    childSurname: text('child_surname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    childKey: childKeyColumn('child_key'),
  },
  (t) => [index('campus_waitlist_children_entry_idx').on(t.entryId), oneRowPerChild('campus_waitlist_children_key_idx', t.campusId, t.childKey)],
);

/** The club's member list (imported or typed by the admin): what a sign-up's "soci del club" is checked against. */
export const clubMembers = pgTable('club_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  email: text('email'),
  /** Folded "name surname" (case, accents, punctuation and extra spaces removed): what sign-ups are matched on. */
  nameKey: text('name_key').notNull(),
  /** nameKey and birth date: one row per person, so importing the same list twice adds nothing. */
  dedupeKey: text('dedupe_key').notNull().unique(),
  createdAt: createdAt(),
});

/** The admin's own check of a sign-up's member price; removed with the sign-up. */
export const campusMembershipReviews = pgTable('campus_membership_reviews', {
  registrationId: integer('registration_id')
    .primaryKey()
    .references(() => campusRegistrations.id, { onDelete: 'cascade' }),
  /** 'verified' (checked by hand) or 'claim_difference' (the family owes the non-member price difference). */
  review: text('review').notNull(),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamptz('reviewed_at').notNull().defaultNow(),
});

// ── Shop ──────────────────────────────────────────────────────────────────────
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    category: text('category').notNull().default(''),
    inStock: boolean('in_stock').notNull().default(true),
    requiresNumber: boolean('requires_number').notNull().default(false),
    requiresName: boolean('requires_name').notNull().default(false),
    requiresSizes: boolean('requires_sizes').notNull().default(false),
    /** Set when a product with sales is "deleted": hidden from the shop, kept for the orders. */
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [index('products_archived_idx').on(t.archivedAt)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeName: text('size_name').notNull(),
    /** Units available to sell now (reservations are already taken off). */
    stock: integer('stock').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_sizes_product_idx').on(t.productId)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    totalAmount: money('total_amount').notNull(),
    status: text('status').notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('stripe'),
    cardLast4: text('card_last4'),
    paymentIntentId: text('payment_intent_id').unique(),
    /** The checkout it was paid through (one order per checkout); emptied if the checkout is deleted. */
    checkoutId: text('checkout_id').references((): AnyPgColumn => checkouts.id, { onDelete: 'set null' }),
    /** Why the order needs the club's attention (e.g. paid after its reservation lapsed and stock ran out). */
    adminNote: text('admin_note'),
    /**
     * Refund of a cancelled card order (issue 10 item 2): null (none due), 'pending' (cancel committed, refund not
     * yet done), 'retrying' (the first attempt failed: the family was told it will follow), 'refunded'.
     */
    refundStatus: text('refund_status'),
    /** The family's language, taken from its checkout: the order's mails are written in it. */
    locale: familyLocale(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt),
    searchIndex('orders_search_idx', ...orderSearchColumns(t)),
    uniqueIndex('orders_checkout_idx').on(t.checkoutId).where(sql`${t.checkoutId} is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    customSize: text('custom_size'),
    customNumber: text('custom_number'),
    customName: text('custom_name'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

// ── Payments (shop and campus share one checkout record and one finalizePayment) ──────
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(), // 'shop' | 'campus'
    /**
     * 'reserved' while the payment runs, then 'paid' or 'released'; a succeeded payment that cannot become its record
     * (issue 22 finding 2): 'refunding', then 'refunded' — or 'attention' when the refund failed (a person acts).
     */
    status: text('status').notNull().default('reserved'),
    amount: money('amount').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    /** Shop: [{productId, sizeId, name, price, quantity, customSize, customNumber, customName}]. */
    lines: jsonb('lines').notNull().default(sql`'[]'::jsonb`),
    campusId: integer('campus_id').references(() => campus.id, { onDelete: 'set null' }),
    /** Campus: the registration data to store once paid. */
    registrationData: jsonb('registration_data'),
    expiresAt: timestamptz('expires_at').notNull(),
    /**
     * Whether it holds its stock / place (issue 10 item 1). False on a contested resource: nothing was taken at the
     * start, the stock or place is taken when the payment succeeds.
     */
    held: boolean('held').notNull().default(true),
    /** Who started it: keyed hashes of the address, the e-mail and the browser-session cookie (never the values). */
    clientKeys: text('client_keys').array().notNull().default(sql`'{}'::text[]`),
    /** The page's language when it started: the order or sign-up it becomes (and its mails) take it. */
    locale: familyLocale(),
    /** When a paid campus sign-up was cancelled by its family and its payment refunded (issue 14 item 4). */
    refundedAt: timestamptz('refunded_at'),
    createdAt: createdAt(),
    /**
     * When the sweep asks the provider about this checkout's intent (issue 22 finding 2): set when a checkout with an
     * intent is released (a card form may still pay it) or starts an automatic refund ('refunding'); null once the
     * intent is known canceled, paid for or refunded.
     */
    intentCheckAt: timestamptz('intent_check_at'),
    /** Why a succeeded payment could not become its record ('duplicate', 'gone'): it was refunded (or is 'attention'). */
    unstorableReason: text('unstorable_reason'),
  },
  (t) => [
    index('checkouts_status_expires_idx').on(t.status, t.expiresAt),
    index('checkouts_intent_check_idx').on(t.intentCheckAt).where(sql`${t.intentCheckAt} is not null`),
    index('checkouts_campus_idx').on(t.campusId, t.status),
  ],
);

/**
 * A hold that ended unpaid (expired or released), per resource ('size:<id>', 'campus:<id>'): while a resource has
 * one in the last hour it is contested and new checkouts do not hold it (issue 10 item 1, decision 106).
 */
export const checkoutAbandonments = pgTable(
  'checkout_abandonments',
  {
    id: serial('id').primaryKey(),
    resource: text('resource').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('checkout_abandonments_resource_idx').on(t.resource, t.at)],
);

/** Webhook events already processed (each Stripe event id once). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/** Intents of the offline `test` payment provider, kept in the database so every instance sees them. */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('eur'),
  status: text('status').notNull().default('requires_payment_method'),
  idempotencyKey: text('idempotency_key').unique(),
  metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
});

// ── Mail (DESIGN rule 7: never blocks the request, retried) ────────────────────
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    lastError: text('last_error'),
    /** What the mail is about, e.g. 'campus_registration:12': deleting the record deletes its mails (issue 10 item 9). */
    ref: text('ref'),
    /** Caused by an unpaid public form to a visitor-typed address: counted and limited per recipient (decision 013). */
    limited: boolean('limited').notNull().default(false),
    /** A worker is sending it until then (claimed outside any transaction, issue 10 item 14). */
    claimedUntil: timestamptz('claimed_until'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    /** The language of a family's mail: the footer added on delivery is written in it (club notices: 'ca'). */
    locale: familyLocale(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_pending_idx').on(t.sentAt, t.nextAttemptAt),
    index('mail_queue_ref_idx').on(t.ref),
    index('mail_queue_to_idx').on(t.to, t.createdAt),
  ],
);

// ── Registrations (personal data of minors: admin only, DESIGN rule 5) ─────────
/**
 * A season form's row: its own fields between what both forms store (id and season first; the mandate, the consents,
 * the processed mark and the time last). A function: every table needs its own column builders.
 */
const seasonRegistration = <T extends Record<string, unknown>>(own: T) => ({
  id: serial('id').primaryKey(),
  seasonId: integer('season_id')
    .notNull()
    .references(() => seasons.id),
  ...own,
  ...directDebitAndConsents(),
  locale: familyLocale(),
  ...processedMark(),
  createdAt: createdAt(),
  /** The player's folded key: one club (or one school) registration per player and season. */
  playerKey: childKeyColumn('player_key'),
});

export const clubRegistrations = pgTable(
  'club_registrations',
  seasonRegistration({
    playerName: text('player_name').notNull(),
    playerDocumentType: documentType('player_document_type'),
    playerDni: text('player_dni').notNull(),
    healthCardNumber: text('health_card_number').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    shirtSize: text('shirt_size').notNull(),
    pantsSize: text('pants_size').notNull(),
    shoeSize: text('shoe_size').notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    guardianEmail: text('guardian_email').notNull(),
  }),
  (t) => [
    index('club_registrations_season_idx').on(t.seasonId, t.createdAt),
    oneRowPerChild('club_registrations_player_idx', t.seasonId, t.playerKey),
    searchIndex('club_registrations_search_idx', ...clubSearchColumns(t)),
    documentTypeCheck('club_registrations', t.playerDocumentType),
  ],
);

export const schoolRegistrations = pgTable(
  'school_registrations',
  seasonRegistration({
    playerName: text('player_name').notNull(),
    playerSurname: text('player_surname').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    playerDocumentType: documentType('player_document_type'),
    playerDni: text('player_dni').notNull(),
    courseAndSchool: text('course_and_school').notNull(),
    fullAddress: text('full_address').notNull(),
    healthCardNumber: text('health_card_number').notNull(),
    allergiesOrIllnesses: text('allergies_or_illnesses').notNull(),
    guardianName: text('guardian_name').notNull(),
    guardianSurname: text('guardian_surname').notNull(),
    guardianDocumentType: documentType('guardian_document_type'),
    guardianDni: text('guardian_dni').notNull(),
    guardianMobilePhone: text('guardian_mobile_phone').notNull(),
    guardianHomePhone: text('guardian_home_phone'),
    guardianEmail: text('guardian_email').notNull(),
    guardianAddress: text('guardian_address'),
    medicalEmergencyConsent: boolean('medical_emergency_consent').notNull(),
    medicalEmergencyConsentAt: consentAt('medical_emergency_consent_at'),
    authorizedPersonName: text('authorized_person_name').notNull(),
    authorizedPersonDocumentType: documentType('authorized_person_document_type'),
    authorizedPersonDni: text('authorized_person_dni').notNull(),
    authorizedPersonPhone: text('authorized_person_phone').notNull(),
    medicationAdministrationConsent: boolean('medication_administration_consent').notNull(),
    medicationAdministrationConsentAt: consentAt('medication_administration_consent_at'),
    medicationDetails: text('medication_details'),
  }),
  (t) => [
    index('school_registrations_season_idx').on(t.seasonId, t.createdAt),
    oneRowPerChild('school_registrations_player_idx', t.seasonId, t.playerKey),
    searchIndex('school_registrations_search_idx', ...schoolSearchColumns(t)),
    documentTypeCheck('school_registrations', t.playerDocumentType),
    documentTypeCheck('school_registrations', t.guardianDocumentType),
    documentTypeCheck('school_registrations', t.authorizedPersonDocumentType),
  ],
);

// ── The family page (issue 14 item 4, decision 181) ────────────────────────────
/**
 * A sign-in link sent to an e-mail: the row keeps the SHA-256 of the link's token (never the token), its address
 * (lower-cased), its expiry (30 minutes) and when it was used (single use).
 */
export const familySignInTokens = pgTable(
  'family_sign_in_tokens',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
    /** Who asked: a keyed hash of the address it came from (issue 22 finding 6: each asker is limited on its own). */
    requester: text('requester'),
  },
  (t) => [index('family_sign_in_tokens_email_idx').on(t.email, t.createdAt), index('family_sign_in_tokens_expires_idx').on(t.expiresAt)],
);

/** A family's session (its own cookie, separate from the admin's): the SHA-256 of the cookie's token and its e-mail. */
export const familySessions = pgTable(
  'family_sessions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('family_sessions_email_idx').on(t.email), index('family_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A family's request to erase its data (GDPR art. 17): the admin confirms it. `email` is emptied when the erasure
 * is done (only `emailHash` stays, so a repeated request can be recognised without keeping the address).
 * status: 'pending' | 'done' | 'dismissed'.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    emailHash: text('email_hash').notNull(),
    status: text('status').notNull().default('pending'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [index('erasure_requests_status_idx').on(t.status, t.requestedAt)],
);
