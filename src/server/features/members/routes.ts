import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clubMemberInputSchema,
  clubMemberMessages,
  clubMembersImportSchema,
  membershipReviewInputSchema,
} from '#shared/schemas/club-members.ts';
import { idParam } from '#shared/schemas/common.ts';
import { deleteAllMembers, deleteMember, insertMember, listMembers } from '#server/features/members/repository.ts';
import { importMembers, setMembershipReview } from '#server/features/members/service.ts';
import { deleteByIdRoute } from '#server/http/delete-route.ts';
import { conflict } from '#server/http-error.ts';
import { defineErrors } from '#shared/errors.ts';
import { membersEndpoints } from '#shared/endpoints/members.ts';
import { membersResponses } from '#shared/endpoints/members-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

const duplicateMessage = defineErrors(
  'memberList',
  { duplicate: 'Aquest soci ja és a la llista (mateix nom, cognoms i data de naixement).' },
  'backOffice',
).duplicate;

/**
 * Back office (guarded scope): the club's member list and the admin's mark on a sign-up's member price
 * (issue 10 item 4, docs/decisions/154-member-price-verification.md).
 */
export async function memberAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Names, birth dates and e-mails of members: never cached (Cache-Control: no-store on the back-office scope, features.ts).
  route(r, membersEndpoints.list, { config: { permission: 'registrations.read', auditRead: 'club_members' }, schema: { response: { 200: membersResponses.list } } }, () => listMembers(app.db));

  route(
    r,
    membersEndpoints.create,
    { config: { permission: 'registrations.write' }, schema: { body: clubMemberInputSchema, response: { 201: membersResponses.create } } },
    async (request, reply) => {
      const row = await insertMember(app.db, request.body);
      if (!row) throw conflict(duplicateMessage);
      return reply.code(201).send(row);
    },
  );

  route(
    r,
    membersEndpoints.import,
    // A list of a few thousand lines is well under 1 MB; the schema bounds the text itself.
    { config: { permission: 'registrations.write' }, bodyLimit: 1024 * 1024, schema: { body: clubMembersImportSchema, response: { 200: membersResponses.import } } },
    (request) => importMembers(app.db, request.body.csv, request.body.replace),
  );

  route(r, membersEndpoints.clear, { config: { permission: 'registrations.write' } }, async (_request, reply) => {
    await deleteAllMembers(app.db);
    return reply.code(204).send();
  });

  deleteByIdRoute(app, membersEndpoints.remove, 'registrations.write', (id) => deleteMember(app.db, id), clubMemberMessages.notFound);

  route(
    r,
    membersEndpoints.reviewMembership,
    { config: { permission: 'signups.write' }, schema: { params: idParam, body: membershipReviewInputSchema, response: { 200: membersResponses.reviewMembership } } },
    (request) => setMembershipReview(app.db, request.params.id, request.body.review, request.admin?.username ?? null),
  );
}
