import { eq } from 'drizzle-orm';
import { adminAccountLinks } from '#server/db/schema.ts';
import { type Sample, album, campusForm, campusSignUp, clubRegistration, contactMessage, created, erasureRequest, invitation, match, member, pendingInvitation, personal, pngUpload, product, schoolRegistration, season, seasonForm, team, uploadImage, volunteer, waitlistEntry } from './audit-fixtures.ts';
import { testAdmin, totpCode } from './admin.ts';
import { seedCampus } from './campus.ts';
import { paidOrder, seedProduct } from './shop.ts';

/**
 * One successful call per back-office write route, for the audit trail's sweep (decision 189): how to make the record
 * it acts on, the body it sends (with recognisable personal values wherever a body can hold them) and what the
 * entry must say. A write route without a sample fails the sweep.
 */

const secondFactor = '/api/admin/account/second-factor';
/** A processed mark: the row's two columns change; `processed` itself is no column, kept as sent. */
const processed = ['processedAt', 'processedBy', 'processed'];

/** 'METHOD /path' of the route table → its sample. */
export const samples: Record<string, Sample> = {
  'POST /api/teams': { body: (c) => team(c.n()), action: 'create', entity: 'teams', entityId: 'answer' },
  'PUT /api/teams/:id': {
    prepare: async (c) => created(await c.call('POST', '/api/teams', team(c.n()))),
    // A key the schema does not know, named with personal values: neither kept nor recorded.
    body: (c) => ({ ...team(c.n()), [`${personal.name} ${personal.dni}`]: personal.email, [personal.surname]: true }),
    action: 'update',
    entity: 'teams',
    // Ten fields sent, the whole form: only the name (its number) differs from the stored team.
    fields: ['name'],
  },
  'DELETE /api/teams/:id': { prepare: async (c) => created(await c.call('POST', '/api/teams', team(c.n()))), action: 'delete', entity: 'teams' },
  'POST /api/matches': { body: () => match, action: 'create', entity: 'matches', entityId: 'answer' },
  'PATCH /api/matches/:id': {
    prepare: async (c) => created(await c.call('POST', '/api/matches', match)),
    body: () => ({ status: 'completed', homeScore: 72, awayScore: 65 }),
    action: 'update',
    entity: 'matches',
    fields: ['homeScore', 'awayScore', 'status'],
  },
  'DELETE /api/matches/:id': { prepare: async (c) => created(await c.call('POST', '/api/matches', match)), action: 'delete', entity: 'matches' },
  'POST /api/campus': { body: (c) => campusForm(c.n()), action: 'create', entity: 'campus', entityId: 'answer' },
  'PUT /api/campus/:id': {
    prepare: async (c) => (await seedCampus(c.t.database.db)).id,
    body: (c) => campusForm(c.n()),
    action: 'update',
    entity: 'campus',
    // The form's five fields all differ from the seeded campus; the ones it leaves out keep the schema's defaults, the same as stored.
    fields: ['name', 'description', 'startDate', 'endDate', 'imageUrl'],
  },
  'PATCH /api/campus/:id': { prepare: async (c) => (await seedCampus(c.t.database.db)).id, body: () => ({ isActive: false }), action: 'update', entity: 'campus' },
  'DELETE /api/campus/:id': { prepare: async (c) => (await seedCampus(c.t.database.db)).id, action: 'delete', entity: 'campus' },
  'DELETE /api/campus-registrations/:id': { prepare: campusSignUp, action: 'delete', entity: 'campus_registrations' },
  // `processed` is no column: the row's processedAt and processedBy change, and the name sent is kept beside them.
  'PATCH /api/campus-registrations/:id/processed': { prepare: campusSignUp, body: () => ({ processed: true }), action: 'update', entity: 'campus_registrations', fields: processed },
  // The review lives in another table (campus_membership_reviews): the row does not change, the name sent is kept.
  'PATCH /api/campus-registrations/:id/membership': { prepare: campusSignUp, body: () => ({ review: 'verified' }), action: 'update', entity: 'campus_registrations' },
  'DELETE /api/club-registrations/:id': { prepare: clubRegistration, action: 'delete', entity: 'club_registrations' },
  'PATCH /api/club-registrations/:id/processed': { prepare: clubRegistration, body: () => ({ processed: true }), action: 'update', entity: 'club_registrations', fields: processed },
  'DELETE /api/school-registrations/:id': { prepare: schoolRegistration, action: 'delete', entity: 'school_registrations' },
  'PATCH /api/school-registrations/:id/processed': { prepare: schoolRegistration, body: () => ({ processed: true }), action: 'update', entity: 'school_registrations', fields: processed },
  'POST /api/club-members': {
    body: (c) => ({ name: personal.name, surname: `${personal.surname} ${c.n()}`, birthDate: '2012-03-04', email: personal.email }),
    action: 'create',
    entity: 'club_members',
    entityId: 'answer',
  },
  'POST /api/club-members/import': {
    body: (c) => ({ csv: `${personal.name};${personal.surname} ${c.n()};03/02/2014;${personal.email}`, replace: false }),
    action: 'create',
    entity: 'club_members',
    entityId: 'none',
  },
  'DELETE /api/club-members/:id': { prepare: member, action: 'delete', entity: 'club_members' },
  'DELETE /api/club-members': { prepare: member, action: 'delete', entity: 'club_members', entityId: 'none' },
  'PATCH /api/contact-messages/:id': { prepare: contactMessage, body: () => ({ read: true }), action: 'update', entity: 'contact_messages', fields: ['readAt', 'read'] },
  'PATCH /api/contact-messages/:id/processed': { prepare: contactMessage, body: () => ({ processed: true }), action: 'update', entity: 'contact_messages', fields: processed },
  'DELETE /api/contact-messages/:id': { prepare: contactMessage, action: 'delete', entity: 'contact_messages' },
  'POST /api/admin/seasons': {
    body: (c) => seasonForm(2060 + c.n()),
    action: 'create',
    entity: 'seasons',
    entityId: 'answer',
  },
  // No id in the URL: the names sent (decision 189).
  'PUT /api/admin/seasons/open': { body: async (c) => ({ seasonId: await season(c) }), action: 'update', entity: 'seasons', entityId: 'none' },
  'PUT /api/seasons/:id': {
    prepare: season,
    body: (c) => seasonForm(2200 + c.n()),
    action: 'update',
    entity: 'seasons',
  },
  'DELETE /api/seasons/:id': { prepare: season, action: 'delete', entity: 'seasons' },
  'POST /api/upload-image': { multipart: () => pngUpload(), action: 'create', entity: 'images', fields: ['image'], entityId: 'none' },
  'POST /api/photos': {
    body: async (c) => ({ title: 'Final', description: `${personal.name} encistella`, category: 'celebracions', imageUrl: await uploadImage(c), fileName: `${personal.name}.png` }),
    action: 'create',
    entity: 'photos',
    entityId: 'answer',
  },
  'DELETE /api/photos/:id': {
    prepare: async (c) => {
      return created(await c.call('POST', '/api/photos', { title: 'Final', category: 'celebracions', imageUrl: await uploadImage(c) }));
    },
    action: 'delete',
    entity: 'photos',
  },
  'POST /api/albums': { body: () => album, action: 'create', entity: 'albums', entityId: 'answer' },
  'PUT /api/albums/:id': {
    prepare: async (c) => created(await c.call('POST', '/api/albums', album)),
    body: () => ({ ...album, title: 'Semifinal' }),
    action: 'update',
    entity: 'albums',
    fields: ['title'],
  },
  'DELETE /api/albums/:id': { prepare: async (c) => created(await c.call('POST', '/api/albums', album)), action: 'delete', entity: 'albums' },
  'POST /api/products': { body: () => product, action: 'create', entity: 'products', entityId: 'answer' },
  'PATCH /api/products/:id': { prepare: async (c) => (await seedProduct(c.t.database.db)).id, body: () => ({ price: '13.00', inStock: false }), action: 'update', entity: 'products' },
  'DELETE /api/products/:id': { prepare: async (c) => (await seedProduct(c.t.database.db)).id, action: 'delete', entity: 'products' },
  'POST /api/products/:id/sizes': {
    prepare: async (c) => (await seedProduct(c.t.database.db)).id,
    body: () => ({ sizeName: 'XL', stock: 3 }),
    action: 'create',
    entity: 'product_sizes',
    entityId: 'answer',
  },
  'DELETE /api/product-sizes/:id': { prepare: async (c) => (await seedProduct(c.t.database.db, { sizes: { M: 2 } })).sizes.M!, action: 'delete', entity: 'product_sizes' },
  // updatedAt moves too: bookkeeping, never listed.
  'PATCH /api/orders/:id': { prepare: async (c) => (await paidOrder(c.t.app, c.t.database.db)).id, body: () => ({ status: 'ready' }), action: 'update', entity: 'orders' },
  'DELETE /api/orders/:id': { prepare: async (c) => (await paidOrder(c.t.app, c.t.database.db)).id, action: 'delete', entity: 'orders' },
  'POST /api/order-items': {
    body: async (c) => ({ orderId: (await paidOrder(c.t.app, c.t.database.db)).id, productId: (await seedProduct(c.t.database.db)).id, quantity: 1, customName: personal.name.toUpperCase().slice(0, 20) }),
    action: 'create',
    entity: 'order_items',
    entityId: 'answer',
  },
  'DELETE /api/admin/campus-waitlist/:id': { prepare: waitlistEntry, action: 'delete', entity: 'campus_waitlist' },
  'PATCH /api/admin/campus-waitlist/:id/move': { prepare: waitlistEntry, body: () => ({ direction: 'down' }), action: 'update', entity: 'campus_waitlist', fields: ['sortKey', 'direction'] },
  'POST /api/admin/campus-waitlist/:id/offer': {
    prepare: waitlistEntry,
    action: 'update',
    entity: 'campus_waitlist',
    fields: ['status', 'offerTokenHash', 'offeredAt', 'offerExpiresAt'],
  },
  // No body: the columns the confirmation changed (the address emptied, the decision's time).
  'POST /api/admin/erasure-requests/:id/confirm': { prepare: erasureRequest, action: 'update', entity: 'erasure_requests', fields: ['email', 'status', 'decidedAt'] },
  'POST /api/admin/erasure-requests/:id/dismiss': { prepare: erasureRequest, action: 'update', entity: 'erasure_requests', fields: ['status', 'decidedAt'] },
  // Usuaris (decision 188): the handlers record their own events in their transactions (config.auditByHandler), the
  // hook none — one entry a request.
  'POST /api/admin/users/invitations': {
    body: invitation,
    action: 'invited',
    entity: 'admin_account_links',
    entityId: async (c, body) => {
      const [link] = await c.t.database.db.select({ id: adminAccountLinks.id }).from(adminAccountLinks).where(eq(adminAccountLinks.username, String(body?.username)));
      return String(link!.id);
    },
  },
  'DELETE /api/admin/users/invitations/:id': { prepare: pendingInvitation, action: 'delete', entity: 'admin_account_links' },
  'PATCH /api/admin/users/:id': { prepare: (c) => volunteer(c), body: () => ({ role: 'comunicacio' }), action: 'role_changed', entity: 'users' },
  'POST /api/admin/users/:id/disable': { prepare: (c) => volunteer(c), action: 'account_disabled', entity: 'users', fields: ['disabledAt'] },
  'POST /api/admin/users/:id/enable': { prepare: (c) => volunteer(c, true), action: 'account_enabled', entity: 'users', fields: ['disabledAt'] },
  'POST /api/admin/users/:id/password-link': { prepare: (c) => volunteer(c), action: 'password_reset_link', entity: 'users' },
  // A lost phone (decision 190): a volunteer with the second factor on.
  'POST /api/admin/users/:id/second-factor-reset': {
    prepare: async (c) => (await c.signIn('entrenador', true)).id,
    action: 'second_factor_reset',
    entity: 'users',
    fields: ['password', 'totpSecret'],
  },
  // One's own account (permission 'self'): an update of the volunteer's own user, whatever the URL (decision 189); the
  // routes that change the second factor record their own event (config.auditByHandler), without the code's name.
  'POST /api/admin/account/second-factor/setup': { actor: (c) => c.signIn('entrenador', false), action: 'update', entity: 'users', entityId: 'actor' },
  'POST /api/admin/account/second-factor/enable': {
    actor: (c) => c.signIn('entrenador', false),
    body: async (_c, _id, actor) => ({ code: totpCode((await actor.call('POST', `${secondFactor}/setup`)).json().secret) }),
    action: 'second_factor_enabled',
    entity: 'users',
    entityId: 'actor',
    fields: [],
  },
  'POST /api/admin/account/second-factor/recovery-codes': {
    actor: (c) => c.signIn('comunicacio', true),
    body: () => ({ code: totpCode() }),
    action: 'recovery_codes_renewed',
    entity: 'users',
    entityId: 'actor',
    fields: [],
  },
  'POST /api/admin/account/second-factor/disable': {
    actor: (c) => c.signIn('entrenador', true),
    body: () => ({ password: testAdmin.password, code: totpCode() }),
    action: 'second_factor_disabled',
    entity: 'users',
    entityId: 'actor',
    fields: [],
  },
};
