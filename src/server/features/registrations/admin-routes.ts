import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import {
  processedBodySchema,
  processedMarkSchema,
  registrationRowSchema,
  seasonTableQuerySchema,
  tablePageSchema,
} from '#shared/schemas/admin-table.ts';
import { clubRegistrationSchema } from '#shared/schemas/club-registration.ts';
import { idParam } from '#shared/schemas/common.ts';
import { schoolRegistrationSchema } from '#shared/schemas/school-registration.ts';
import { registrationSeasonQuery } from '#shared/schemas/season-admin.ts';
import { backOfficeCountRoutes } from '#server/features/back-office/counts.ts';
import { csvContentType, csvDisposition, toCsv } from '#server/features/registrations/csv.ts';
import { clubColumns, schoolColumns } from '#server/features/registrations/exports.ts';
import {
  deleteClubRegistration,
  deleteSchoolRegistration,
  getClubRegistration,
  getSchoolRegistration,
  listClubRegistrations,
  listSchoolRegistrations,
  markClubRegistration,
  markSchoolRegistration,
  pageClubRegistrations,
  pageSchoolRegistrations,
} from '#server/features/registrations/repository.ts';
import { seasonById, seasonLabels, seasonNotFound } from '#server/features/seasons/admin-service.ts';
import { notFound } from '#server/http-error.ts';

const notFoundMessage = 'No s’ha trobat la inscripció.';

const seasonQuery = { querystring: registrationSeasonQuery };
const tableSchema = { querystring: seasonTableQuerySchema, response: { 200: tablePageSchema(registrationRowSchema) } };
const processedSchema = { params: idParam, body: processedBodySchema, response: { 200: processedMarkSchema } };

/**
 * `?season=<id>`: that season's registrations (an unknown season: 404); without it, every season (decision 155).
 * Returns the label for the export's file name ('' for every season).
 */
async function checkedSeason(app: FastifyInstance, season: number | undefined): Promise<string> {
  if (season === undefined) return '';
  const found = await seasonById(app.db, season);
  if (!found) throw notFound(seasonNotFound);
  return found.label;
}

/** The export's rows, each with its season's label (the CSV's "Temporada" column). */
async function withSeasonLabels<T extends { seasonId: number }>(app: FastifyInstance, rows: T[]) {
  const labels = await seasonLabels(
    app.db,
    rows.map((r) => r.seasonId),
  );
  return rows.map((r) => ({ ...r, seasonLabel: labels.get(r.seasonId) ?? '' }));
}

/** "inscripcions-club-2026-2027" for one season, "inscripcions-club" for all. */
const fileBase = (base: string, label: string) => (label ? `${base}-${label.replace('/', '-')}` : base);

/** Back office (guarded scope): read, delete and export club and school registrations. */
export async function registrationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The tabs' to-do counts ride along in this guarded plugin (features.ts is another change's file just now).
  await app.register(backOfficeCountRoutes);
  // Personal data of minors: never cached (Cache-Control: no-store on the whole back-office scope, features.ts).

  r.get(
    '/club-registrations',
    { schema: { ...seasonQuery, response: { 200: z.array(clubRegistrationSchema) } } },
    async (request) => {
      await checkedSeason(app, request.query.season);
      return listClubRegistrations(app.db, request.query.season);
    },
  );
  // The back office's table (decision 158): one page, searched, filtered and sorted; DNI and IBAN masked.
  r.get('/admin/club-registrations', { schema: tableSchema }, async (request) => {
    await checkedSeason(app, request.query.season);
    return pageClubRegistrations(app.db, request.query);
  });
  r.patch('/club-registrations/:id/processed', { schema: processedSchema }, async (request) => {
    const mark = await markClubRegistration(app.db, request.params.id, request.body.processed, request.admin!.username);
    if (!mark) throw notFound(notFoundMessage);
    return mark;
  });
  r.get('/club-registrations/export.csv', { schema: seasonQuery }, async (request, reply) => {
    const label = await checkedSeason(app, request.query.season);
    const rows = await withSeasonLabels(app, await listClubRegistrations(app.db, request.query.season));
    return reply
      .type(csvContentType)
      .header('content-disposition', csvDisposition(fileBase('inscripcions-club', label), todayInMadrid()))
      .send(toCsv(clubColumns, rows));
  });
  r.get(
    '/club-registrations/:id',
    { schema: { params: idParam, response: { 200: clubRegistrationSchema.extend(processedMarkSchema.shape) } } },
    async (request) => {
      const row = await getClubRegistration(app.db, request.params.id);
      if (!row) throw notFound(notFoundMessage);
      return row;
    },
  );
  r.delete('/club-registrations/:id', { schema: { params: idParam } }, async (request, reply) => {
    if (!(await deleteClubRegistration(app.db, request.params.id))) throw notFound(notFoundMessage);
    return reply.code(204).send();
  });

  r.get(
    '/school-registrations',
    { schema: { ...seasonQuery, response: { 200: z.array(schoolRegistrationSchema) } } },
    async (request) => {
      await checkedSeason(app, request.query.season);
      return listSchoolRegistrations(app.db, request.query.season);
    },
  );
  r.get('/admin/school-registrations', { schema: tableSchema }, async (request) => {
    await checkedSeason(app, request.query.season);
    return pageSchoolRegistrations(app.db, request.query);
  });
  r.patch('/school-registrations/:id/processed', { schema: processedSchema }, async (request) => {
    const mark = await markSchoolRegistration(app.db, request.params.id, request.body.processed, request.admin!.username);
    if (!mark) throw notFound(notFoundMessage);
    return mark;
  });
  r.get('/school-registrations/export.csv', { schema: seasonQuery }, async (request, reply) => {
    const label = await checkedSeason(app, request.query.season);
    const rows = await withSeasonLabels(app, await listSchoolRegistrations(app.db, request.query.season));
    return reply
      .type(csvContentType)
      .header('content-disposition', csvDisposition(fileBase('inscripcions-escoles', label), todayInMadrid()))
      .send(toCsv(schoolColumns, rows));
  });
  r.get(
    '/school-registrations/:id',
    { schema: { params: idParam, response: { 200: schoolRegistrationSchema.extend(processedMarkSchema.shape) } } },
    async (request) => {
      const row = await getSchoolRegistration(app.db, request.params.id);
      if (!row) throw notFound(notFoundMessage);
      return row;
    },
  );
  r.delete('/school-registrations/:id', { schema: { params: idParam } }, async (request, reply) => {
    if (!(await deleteSchoolRegistration(app.db, request.params.id))) throw notFound(notFoundMessage);
    return reply.code(204).send();
  });
}
