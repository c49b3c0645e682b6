import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { campusRegistrations, erasureRequests, seasons, users } from '#server/db/schema.ts';
import type { AuditAction } from '#shared/audit.ts';
import { addAdmin } from './admin.ts';
import type { TestApp } from './app.ts';
import { seedCampus } from './campus.ts';
import { clubBody, dni, schoolBody, validIban } from './registrations.ts';
import { seedEntry } from './waitlist.ts';

/**
 * What the audit trail's sweep (decision 189, tests/helpers/audit-samples.ts) sends and acts on: recognisable personal
 * values, valid forms, and the records a write route needs to exist before its call.
 */

/** Personal values the samples send or store: none may ever appear in the audit trail. */
export const personal = {
  name: 'Qzsentinel',
  surname: 'Vilaqzsent',
  email: 'qz.sentinel@example.com',
  phone: '699 887 766',
  dni: dni(77665544),
  iban: validIban,
} as const;
/** Every form a personal value may take in a column (the IBAN and phone compacted too). */
export const personalNeedles = [...Object.values(personal), personal.iban.replaceAll(' ', ''), personal.phone.replaceAll(' ', '')];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Call = (method: Method, url: string, payload?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
/** A signed-in volunteer: who the entry must name, and their calls. */
export type Actor = { id: number; username: string; call: Call };
export type Ctx = {
  t: TestApp;
  /** The sweep's admin's calls. */
  call: Call;
  n: () => number;
  /** A new volunteer of this role, signed in (with two-factor sign-in on or off). */
  signIn: (role: 'entrenador' | 'comunicacio', secondFactor: boolean) => Promise<Actor>;
};

export type Sample = {
  /** Makes what the call acts on; returns the id that replaces `:id` in the URL. */
  prepare?: (ctx: Ctx) => Promise<number>;
  body?: (ctx: Ctx, id: number, actor: Actor) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Who makes the call (default: the sweep's admin) — a route on one's own account needs its own volunteer. */
  actor?: (ctx: Ctx) => Promise<Actor>;
  /** A multipart upload instead of a JSON body. */
  multipart?: (ctx: Ctx) => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** The hook's create, update or delete — or, for a route whose handler records itself (`auditByHandler`), its own action. */
  action: AuditAction;
  entity: string;
  /**
   * The field names the entry lists: by default every key of the body. For an update of a record, the columns whose
   * stored value changed (and the names sent that are no column of the row) — decision 189.
   */
  fields?: string[];
  /**
   * Where the entry's id comes from: the URL's id (default, or none for a URL without one), the answer's `id`, the
   * actor's own account, or a record the handler made (looked up after the call).
   */
  entityId?: 'answer' | 'none' | 'actor' | ((ctx: Ctx, body: Record<string, unknown> | undefined) => Promise<string>);
};

export async function created(res: LightMyRequestResponse): Promise<number> {
  if (res.statusCode !== 201) throw new Error(`prepare: ${res.statusCode} ${res.body}`);
  return Number(res.json().id);
}

export const team = (n: number) => ({
  name: `Equip de proves ${n}`,
  category: 'SÈNIOR',
  division: 'Segona Catalana',
  description: 'Equip de proves',
  playerCount: 12,
  imageUrl: 'https://example.com/equip.jpg',
  externalUrl: 'https://www.basquetcatala.cat/equip/1',
  players: `${personal.name} ${personal.surname}\nMarc`,
  coach: `${personal.name} Entrenador`,
  league: 'Segona',
});
export const match = {
  homeTeam: 'CB Llívia Sènior Masculí',
  awayTeam: 'CB Puigcerdà',
  matchDate: '2026-12-05',
  matchTime: '18:30',
  venue: 'Pavelló Fòrum',
  category: 'Sènior Masculí',
};
export const campusForm = (n: number) => ({
  name: `Campus de proves ${n}`,
  description: 'Tres dies de bàsquet.',
  startDate: '2031-07-01',
  endDate: '2031-07-04',
  imageUrl: 'https://example.com/campus.jpg',
});
export const product = { name: 'Samarreta', description: 'Cotó', price: '12.50', category: 'Roba', inStock: true };
export const album = { title: 'Final', albumDate: '2026-05-01', description: 'Fotos de la final', coverImageUrl: null };

export async function pngUpload(name = 'image') {
  const boundary = 'auditxyz';
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#123456' } }).png().toBuffer();
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${personal.name}.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** An image uploaded as the back office does: its /media path. */
export async function uploadImage(ctx: Ctx): Promise<string> {
  const { payload, headers } = await pngUpload();
  return (await ctx.call('POST', '/api/upload-image', payload, headers)).json().imagePath;
}

export const campusSignUp = async (ctx: Ctx) => {
  const c = await seedCampus(ctx.t.database.db, { name: `Campus ${ctx.n()}` });
  const [row] = await ctx.t.database.db
    .insert(campusRegistrations)
    .values({ campusId: c.id, childName: personal.name, childSurname: `${personal.surname}${ctx.n()}`, birthDate: '2015-05-05', parentEmail: personal.email, parentPhone: personal.phone, isClubMember: true })
    .returning({ id: campusRegistrations.id });
  return row!.id;
};
export const clubRegistration = async (ctx: Ctx) =>
  created(await ctx.t.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody({ playerName: `${personal.name} ${personal.surname} ${ctx.n()}`, playerDni: personal.dni, guardianEmail: personal.email, guardianPhone: personal.phone }) }));
export const schoolRegistration = async (ctx: Ctx) =>
  created(await ctx.t.app.inject({ method: 'POST', url: '/api/school-registrations', payload: schoolBody({ playerName: personal.name, playerSurname: `${personal.surname} ${ctx.n()}`, playerDni: personal.dni, guardianEmail: personal.email, iban: personal.iban }) }));
export const contactMessage = async (ctx: Ctx) =>
  created(await ctx.t.app.inject({ method: 'POST', url: '/api/contact', payload: { name: personal.name, surname: personal.surname, email: personal.email, phone: personal.phone, subject: 'campus', message: `Soc ${personal.name}, DNI ${personal.dni}` } }));
export const seasonForm = (y: number) => ({ label: `${y}/${y + 1}`, startsOn: `${y}-07-01`, endsOn: `${y + 1}-06-30` });
export const season = async (ctx: Ctx) => {
  const [row] = await ctx.t.database.db.insert(seasons).values(seasonForm(2400 + ctx.n())).returning({ id: seasons.id });
  return row!.id;
};
export const member = async (ctx: Ctx) => created(await ctx.call('POST', '/api/club-members', { name: personal.name, surname: `${personal.surname} ${ctx.n()}`, birthDate: '2012-03-04', email: personal.email }));
export const waitlistEntry = async (ctx: Ctx) => {
  const c = await seedCampus(ctx.t.database.db, { name: `Campus llista ${ctx.n()}` });
  const first = await seedEntry(ctx.t.database.db, c.id, { email: personal.email, phone: personal.phone });
  await seedEntry(ctx.t.database.db, c.id);
  return first.entry.id;
};
export const erasureRequest = async (ctx: Ctx) => {
  const [row] = await ctx.t.database.db.insert(erasureRequests).values({ email: `${ctx.n()}.${personal.email}`, emailHash: `hash${ctx.n()}` }).returning({ id: erasureRequests.id });
  return row!.id;
};

/** A volunteer's account (a coach without a second factor): its id. */
export const volunteer = async (ctx: Ctx, disabled = false) => {
  const username = `voluntari${ctx.n()}`;
  await addAdmin(ctx.t.database.db, username, 'una-contrasenya-de-voluntari', 'entrenador', { secondFactor: false });
  const [row] = await ctx.t.database.db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  return row!.id;
};
export const invitation = (ctx: Ctx) => ({ username: `convidat${ctx.n()}`, email: personal.email, role: 'entrenador' });
export const pendingInvitation = async (ctx: Ctx) => {
  const body = invitation(ctx);
  const res = await ctx.call('POST', '/api/admin/users/invitations', body);
  if (res.statusCode !== 201) throw new Error(`prepare: ${res.statusCode} ${res.body}`);
  const list = (await ctx.call('GET', '/api/admin/users')).json() as { invitations: { id: number; username: string }[] };
  return list.invitations.find((i) => i.username === body.username)!.id;
};

