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

type Row = { id: number; seasonId: number };

/** One season form's back-office routes: what differs between the club and the school forms. */
type FormRoutes<R extends Row> = {
  /** 'club-registrations' or 'school-registrations' (SPEC §7 paths). */
  path: string;
  /** The export's file name without the season and date. */
  fileBase: string;
  /** The row as SPEC's clients read it (it serializes the answer; the repository's row is checked against it at run time). */
  rowSchema: z.ZodType;
  columns: CsvColumn<R & { seasonLabel: string }>[];
  list: (db: Db, season: number | undefined) => Promise<R[]>;
  get: (db: Db, id: number) => Promise<(R & z.infer<typeof processedMarkSchema>) | undefined>;
  remove: (db: Db, id: number) => Promise<boolean>;
  page: typeof pageClubRegistrations;
  mark: typeof markClubRegistration;
};

function formRoutes<R extends Row>(app: FastifyInstance, form: FormRoutes<R>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${form.path}`;
  // What a bulk or detail read of these records is recorded as in the audit trail (decision 189).
  const entity = form.path.replaceAll('-', '_');
  r.get(base, { config: { permission: 'registrations.read', auditRead: entity }, schema: { ...seasonQuery, response: { 200: z.array(form.rowSchema) } } }, async (request) => {
    await checkedSeason(app, request.query.season);
    return form.list(app.db, request.query.season);
  });
  // The back office's table (decision 158): one page, searched, filtered and sorted; DNI and IBAN masked.
  r.get(`/admin${base}`, { config: { permission: 'registrations.read', auditRead: entity }, schema: tableSchema }, async (request) => {
    await checkedSeason(app, request.query.season);
    return form.page(app.db, request.query);
  });
  r.patch(`${base}/:id/processed`, { config: { permission: 'registrations.write' }, schema: processedSchema }, async (request) => {
    const mark = await form.mark(app.db, request.params.id, request.body.processed, request.admin!.username);
    if (!mark) throw notFound(notFoundMessage);
    return mark;
  });
  r.get(`${base}/export.csv`, { config: { permission: 'registrations.read', auditRead: entity }, schema: seasonQuery }, async (request, reply) => {
    const label = await checkedSeason(app, request.query.season);
    const rows = await withSeasonLabels(app, await form.list(app.db, request.query.season));
    return reply
      .type(csvContentType)
      .header('content-disposition', csvDisposition(fileBase(form.fileBase, label), todayInMadrid()))
      .send(toCsv(form.columns, rows));
  });
  r.get(
    `${base}/:id`,
    { config: { permission: 'registrations.read', auditRead: entity }, schema: { params: idParam, response: { 200: z.intersection(form.rowSchema, processedMarkSchema) } } },
    async (request) => {
      const row = await form.get(app.db, request.params.id);
      if (!row) throw notFound(notFoundMessage);
      return row;
    },
  );
  deleteByIdRoute(app, base, 'registrations.write', (id) => form.remove(app.db, id), notFoundMessage);
}

/** Back office (guarded scope): read, delete and export club and school registrations. */
export async function registrationAdminRoutes(app: FastifyInstance) {
  // The tabs' to-do counts ride along in this guarded plugin (features.ts is another change's file just now).
  await app.register(backOfficeCountRoutes);
  // Personal data of minors: never cached (Cache-Control: no-store on the whole back-office scope, features.ts).
  formRoutes(app, {
    path: 'club-registrations',
    fileBase: 'inscripcions-club',
    rowSchema: clubRegistrationSchema,
    columns: clubColumns,
    list: listClubRegistrations,
    get: getClubRegistration,
    remove: deleteClubRegistration,
    page: pageClubRegistrations,
    mark: markClubRegistration,
  });
  formRoutes(app, {
    path: 'school-registrations',
    fileBase: 'inscripcions-escoles',
    rowSchema: schoolRegistrationSchema,
    columns: schoolColumns,
    list: listSchoolRegistrations,
    get: getSchoolRegistration,
    remove: deleteSchoolRegistration,
    page: pageSchoolRegistrations,
    mark: markSchoolRegistration,
  });
}
