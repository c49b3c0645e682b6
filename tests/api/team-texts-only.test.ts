import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teams } from '#server/db/schema.ts';
import { teamTextsOnly } from '#server/features/teams/admin-routes.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type AdminSession, asAdmin } from '../helpers/admin.ts';
import { signInVolunteer } from '../helpers/volunteers.ts';

/**
 * Decision 187: the communication volunteer ('teams.text') changes a team's public texts and photo, never what makes
 * the team the team (name — how matches name it —, category, division, number of players). A coach or an admin
 * changes everything.
 */
let t: TestApp;
let communication: AdminSession;
let coach: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  communication = await signInVolunteer(t, 'comunicacio', 'comunicacio');
  coach = await signInVolunteer(t, 'entrenador', 'entrenador');
});
afterAll(() => t.close());

const stored = {
  name: 'Cadet Femení',
  category: 'CADET',
  division: 'Copa Catalunya',
  description: 'Equip cadet femení.',
  playerCount: 12,
  players: 'Anna\nBiel',
  coach: 'Marta',
  league: 'FCBQ',
};
let id: number;
beforeEach(async () => {
  await t.database.db.delete(teams);
  const [row] = await t.database.db.insert(teams).values(stored).returning({ id: teams.id });
  id = row!.id;
});

const form = (changes: Record<string, unknown> = {}) => ({ ...stored, imageUrl: '', externalUrl: null, ...changes });
const put = (session: AdminSession, body: object) => t.app.inject({ method: 'PUT', url: `/api/teams/${id}`, headers: asAdmin(session), payload: body });
const row = async () => (await t.database.db.select().from(teams).where(eq(teams.id, id)))[0]!;

describe('PUT /api/teams/{id} by role', () => {
  it('lets the communication volunteer change the texts, the coach and the league', async () => {
    const res = await put(communication, form({ description: 'Campiones de la Cerdanya!', players: 'Anna\nBiel\nCarla', coach: 'Núria', league: 'FCBQ Girona' }));
    expect(res.statusCode).toBe(200);
    expect(await row()).toMatchObject({ ...stored, description: 'Campiones de la Cerdanya!', players: 'Anna\nBiel\nCarla', coach: 'Núria', league: 'FCBQ Girona' });
  });

  it.each([
    ['name', 'Cadet Masculí'],
    ['category', 'JÚNIOR'],
    ['division', 'Primera Catalana'],
    ['playerCount', 14],
  ])('refuses the communication volunteer a new %s (403, Catalan, nothing written)', async (field, value) => {
    const res = await put(communication, form({ [field]: value, description: 'Un text nou.' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(teamTextsOnly.message);
    expect(await row()).toMatchObject(stored);
  });

  it('lets a coach change the name and the rest', async () => {
    const res = await put(coach, form({ name: 'Cadet Femení A', playerCount: 14, division: 'Primera Catalana' }));
    expect(res.statusCode).toBe(200);
    expect(await row()).toMatchObject({ name: 'Cadet Femení A', playerCount: 14, division: 'Primera Catalana' });
  });

  it('answers 404 for a team that is not there, whoever asks', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/teams/999999', headers: asAdmin(communication), payload: form() });
    expect(res.statusCode).toBe(404);
  });
});
