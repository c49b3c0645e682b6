import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInMadrid } from '#shared/dates.ts';
import { clubRegistrationSchema } from '#shared/schemas/club-registration.ts';
import { idParam } from '#shared/schemas/common.ts';
import { schoolRegistrationSchema } from '#shared/schemas/school-registration.ts';
import { csvContentType, csvDisposition, toCsv } from '#server/features/registrations/csv.ts';
import { clubColumns, schoolColumns } from '#server/features/registrations/exports.ts';
import {
  deleteClubRegistration,
  deleteSchoolRegistration,
  getClubRegistration,
  getSchoolRegistration,
  listClubRegistrations,
  listSchoolRegistrations,
} from '#server/features/registrations/repository.ts';
import { notFound } from '#server/http-error.ts';

const notFoundMessage = 'No s’ha trobat la inscripció.';

/** Back office (guarded scope): read, delete and export club and school registrations. */
export async function registrationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Personal data of minors: never cached (Cache-Control: no-store on the whole back-office scope, features.ts).

  r.get('/club-registrations', { schema: { response: { 200: z.array(clubRegistrationSchema) } } }, () =>
    listClubRegistrations(app.db),
  );
  r.get('/club-registrations/export.csv', async (_request, reply) => {
    const rows = await listClubRegistrations(app.db);
    return reply
      .type(csvContentType)
      .header('content-disposition', csvDisposition('inscripcions-club', todayInMadrid()))
      .send(toCsv(clubColumns, rows));
  });
  r.get(
    '/club-registrations/:id',
    { schema: { params: idParam, response: { 200: clubRegistrationSchema } } },
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

  r.get('/school-registrations', { schema: { response: { 200: z.array(schoolRegistrationSchema) } } }, () =>
    listSchoolRegistrations(app.db),
  );
  r.get('/school-registrations/export.csv', async (_request, reply) => {
    const rows = await listSchoolRegistrations(app.db);
    return reply
      .type(csvContentType)
      .header('content-disposition', csvDisposition('inscripcions-escoles', todayInMadrid()))
      .send(toCsv(schoolColumns, rows));
  });
  r.get(
    '/school-registrations/:id',
    { schema: { params: idParam, response: { 200: schoolRegistrationSchema } } },
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
