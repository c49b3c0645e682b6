import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayInMadrid } from '#shared/dates.ts';
import { defineErrors } from '#shared/errors.ts';
import { adminCampusQuerySchema, campusInputSchema, campusMessages, campusPatchSchema } from '#shared/schemas/campus.ts';
import { idParam } from '#shared/schemas/common.ts';
import { campusTableQuerySchema, processedBodySchema } from '#shared/schemas/admin-table.ts';
import { eraseCampus, eraseCampusRegistration } from '#server/features/campus/erase.ts';
import {
  listAllCampus,
  listCampusRegistrations,
  markCampusRegistration,
  pageCampusRegistrations,
} from '#server/features/campus/repository.ts';
import { createCampus, switchCampusActive, updateCampus } from '#server/features/campus/service.ts';
import { imageFormBodyLimit } from '#server/features/media/pipeline.ts';
import { csvContentType, csvDisposition, toCsv } from '#server/features/back-office/csv.ts';
import { campusColumns } from '#server/features/registrations/exports.ts';
import { membershipCsvColumns } from '#server/features/members/exports.ts';
import { withMembership } from '#server/features/members/service.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { notFound } from '#server/http-error.ts';
import { campusAdminEndpoints } from '#shared/endpoints/campus-admin.ts';
import { campusAdminResponses } from '#shared/endpoints/campus-admin-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

const messages = {
  campusNotFound: campusMessages.notFound,
  registrationNotFound: defineErrors('campusRegistration', { notFound: 'No s’ha trobat la inscripció.' }, 'backOffice').notFound,
} as const;


/** Back office (guarded scope): campuses and their sign-ups (SPEC §2 Campus and Inscr. Campus tabs). */
export async function campusAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ?when=current|past (decision 157): not ended yet / ended before today in Madrid; without it, every campus.
  route(
    r,
    campusAdminEndpoints.list,
    { config: { permission: 'campus.read' }, schema: { querystring: adminCampusQuerySchema, response: { 200: campusAdminResponses.list } } },
    (request) => listAllCampus(app.db, { when: request.query.when, today: todayInMadrid() }),
  );

  route(
    r,
    campusAdminEndpoints.create,
    // A resized image arrives as a data URL inside the JSON (SPEC §5), hence the larger body limit.
    { config: { permission: 'campus.write' }, bodyLimit: imageFormBodyLimit, schema: { body: campusInputSchema, response: { 201: campusAdminResponses.create } } },
    async (request, reply) => reply.code(201).send({ id: await createCampus(app.db, request.body) }),
  );

  // The whole campus, as the create form sends it (decision 157); PATCH below stays SPEC's active switch.
  route(
    r,
    campusAdminEndpoints.update,
    { config: { permission: 'campus.write' }, bodyLimit: imageFormBodyLimit, schema: { params: idParam, body: campusInputSchema } },
    async (request, reply) => {
      if (!(await updateCampus(app.db, request.params.id, request.body))) throw notFound(messages.campusNotFound);
      app.mail.kick();
      return reply.code(204).send();
    },
  );

  route(r, campusAdminEndpoints.setActive, { config: { permission: 'campus.write' }, schema: { params: idParam, body: campusPatchSchema } }, async (request, reply) => {
    if (!(await switchCampusActive(app.db, request.params.id, request.body.isActive))) throw notFound(messages.campusNotFound);
    app.mail.kick();
    return reply.code(204).send();
  });

  deleteByIdRoute(app, campusAdminEndpoints.remove, 'campus.write', (id) => eraseCampus(app, id), messages.campusNotFound);

  route(
    r,
    campusAdminEndpoints.registrations,
    {
      config: { permission: 'signups.read', auditRead: 'campus_registrations' },
      // Each sign-up with its member-price check (issue 10 item 4).
      schema: { response: { 200: campusAdminResponses.registrations } },
    },
    async () => withMembership(app.db, await listCampusRegistrations(app.db)),
  );

  // The back office's table (decision 158): one page, searched, filtered by campus and processed mark, sorted.
  route(
    r,
    campusAdminEndpoints.registrationsPage,
    {
      config: { permission: 'signups.read', auditRead: 'campus_registrations' },
      schema: {
        querystring: campusTableQuerySchema,
        response: { 200: campusAdminResponses.registrationsPage },
      },
    },
    async (request) => {
      const page = await pageCampusRegistrations(app.db, request.query);
      return { ...page, rows: await withMembership(app.db, page.rows) };
    },
  );
  route(
    r,
    campusAdminEndpoints.markProcessed,
    { config: { permission: 'signups.write' }, schema: { params: idParam, body: processedBodySchema, response: { 200: campusAdminResponses.markProcessed } } },
    async (request) => {
      const mark = await markCampusRegistration(app.db, request.params.id, request.body.processed, request.admin!.username);
      if (!mark) throw notFound(messages.registrationNotFound);
      return mark;
    },
  );

  route(r, campusAdminEndpoints.exportCsv, { config: { permission: 'signups.read', auditRead: 'campus_registrations' } }, async (_request, reply) => {
    const rows = await withMembership(app.db, await listCampusRegistrations(app.db));
    return reply
      .type(csvContentType)
      .header('content-disposition', csvDisposition('inscripcions-campus', todayInMadrid()))
      .send(toCsv([...campusColumns, ...membershipCsvColumns], rows));
  });

  route(r, campusAdminEndpoints.removeRegistration, { config: { permission: 'signups.write' }, schema: { params: idParam } }, async (request, reply) => {
    // The sign-up's personal data goes from the checkout and the mail queue too (issue 10 item 9).
    if (!(await eraseCampusRegistration(app.db, request.params.id))) throw notFound(messages.registrationNotFound);
    // Its place may have gone to the waiting list as an offer (decision 180).
    app.mail.kick();
    return reply.code(204).send();
  });
}
