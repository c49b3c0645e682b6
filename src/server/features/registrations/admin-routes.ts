import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import { processedBodySchema, type processedMarkSchema, seasonTableQuerySchema } from '#shared/schemas/admin-table.ts';
import { idParam } from '#shared/schemas/common.ts';
import { registrationSeasonQuery } from '#shared/schemas/season-admin.ts';
import { backOfficeCountRoutes } from '#server/features/back-office/counts.ts';
import { type CsvColumn, csvContentType, csvDisposition, toCsv } from '#server/features/back-office/csv.ts';
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
import type { Db } from '#server/db/client.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { notFound } from '#server/http-error.ts';
import { defineErrors } from '#shared/errors.ts';
import { clubRegistrationsAdminEndpoints } from '#shared/endpoints/club-registrations-admin.ts';
import { clubRegistrationsAdminResponses } from '#shared/endpoints/club-registrations-admin-responses.ts';
import { schoolRegistrationsAdminEndpoints } from '#shared/endpoints/school-registrations-admin.ts';
import { schoolRegistrationsAdminResponses } from '#shared/endpoints/school-registrations-admin-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

const notFoundMessage = defineErrors('registrationAdmin', { notFound: 'No s’ha trobat la inscripció.' }, 'backOffice').notFound;

const seasonQuery = { querystring: registrationSeasonQuery };

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

type Row = { id: number; seasonId: number };

/** One season form's back-office routes: what differs between the club and the school forms. */
type FormRoutes<R extends Row> = {
  /** The form's back-office endpoints (SPEC §7 paths, decision 202) and their response schemas. */
  endpoints: typeof clubRegistrationsAdminEndpoints | typeof schoolRegistrationsAdminEndpoints;
  /** The row's schemas as SPEC's clients read it (the repository's row is checked against them at run time). */
  responses: Pick<typeof clubRegistrationsAdminResponses, 'page' | 'markProcessed'> & { list: z.ZodType; one: z.ZodType };
  /** What a bulk or detail read of these records is recorded as in the audit trail (decision 189). */
  entity: 'club_registrations' | 'school_registrations';
  /** The export's file name without the season and date. */
  fileBase: string;
  columns: CsvColumn<R & { seasonLabel: string }>[];
  list: (db: Db, season: number | undefined) => Promise<R[]>;
  get: (db: Db, id: number) => Promise<(R & z.infer<typeof processedMarkSchema>) | undefined>;
  remove: (db: Db, id: number) => Promise<boolean>;
  page: typeof pageClubRegistrations;
  mark: typeof markClubRegistration;
};

function formRoutes<R extends Row>(app: FastifyInstance, form: FormRoutes<R>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { endpoints, responses, entity } = form;
  route(r, endpoints.list, { config: { permission: 'registrations.read', auditRead: entity }, schema: { ...seasonQuery, response: { 200: responses.list } } }, async (request) => {
    await checkedSeason(app, request.query.season);
    return form.list(app.db, request.query.season);
  });
  // The back office's table (decision 158): one page, searched, filtered and sorted; DNI and IBAN masked.
  route(r, endpoints.page, { config: { permission: 'registrations.read', auditRead: entity }, schema: { querystring: seasonTableQuerySchema, response: { 200: responses.page } } }, async (request) => {
    await checkedSeason(app, request.query.season);
    return form.page(app.db, request.query);
  });
  route(r, endpoints.markProcessed, { config: { permission: 'registrations.write' }, schema: { params: idParam, body: processedBodySchema, response: { 200: responses.markProcessed } } }, async (request) => {
    const mark = await form.mark(app.db, request.params.id, request.body.processed, request.admin!.username);
    if (!mark) throw notFound(notFoundMessage);
    return mark;
  });
  route(r, endpoints.exportCsv, { config: { permission: 'registrations.read', auditRead: entity }, schema: seasonQuery }, async (request, reply) => {
    const label = await checkedSeason(app, request.query.season);
    const rows = await withSeasonLabels(app, await form.list(app.db, request.query.season));
    return reply
      .type(csvContentType)
      .header('content-disposition', csvDisposition(fileBase(form.fileBase, label), todayInMadrid()))
      .send(toCsv(form.columns, rows));
  });
  route(
    r,
    endpoints.one,
    { config: { permission: 'registrations.read', auditRead: entity }, schema: { params: idParam, response: { 200: responses.one } } },
    async (request) => {
      const row = await form.get(app.db, request.params.id);
      if (!row) throw notFound(notFoundMessage);
      return row;
    },
  );
  deleteByIdRoute(app, endpoints.remove, 'registrations.write', (id) => form.remove(app.db, id), notFoundMessage);
}

/** Back office (guarded scope): read, delete and export club and school registrations. */
export async function registrationAdminRoutes(app: FastifyInstance) {
  // The tabs' to-do counts ride along in this guarded plugin (features.ts is another change's file just now).
  await app.register(backOfficeCountRoutes);
  // Personal data of minors: never cached (Cache-Control: no-store on the whole back-office scope, features.ts).
  formRoutes(app, {
    endpoints: clubRegistrationsAdminEndpoints,
    responses: clubRegistrationsAdminResponses,
    entity: 'club_registrations',
    fileBase: 'inscripcions-club',
    columns: clubColumns,
    list: listClubRegistrations,
    get: getClubRegistration,
    remove: deleteClubRegistration,
    page: pageClubRegistrations,
    mark: markClubRegistration,
  });
  formRoutes(app, {
    endpoints: schoolRegistrationsAdminEndpoints,
    responses: schoolRegistrationsAdminResponses,
    entity: 'school_registrations',
    fileBase: 'inscripcions-escoles',
    columns: schoolColumns,
    list: listSchoolRegistrations,
    get: getSchoolRegistration,
    remove: deleteSchoolRegistration,
    page: pageSchoolRegistrations,
    mark: markSchoolRegistration,
  });
}
