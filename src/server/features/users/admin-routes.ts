import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '#shared/schemas/common.ts';
import { invitationInputSchema, roleChangeSchema } from '#shared/schemas/users.ts';
import { listAccounts, listPendingInvitations } from '#server/features/users/repository.ts';
import {
  type Actor,
  changeRole,
  createPasswordLink,
  inviteVolunteer,
  resetSecondFactor,
  setDisabled,
  withdrawInvitation,
} from '#server/features/users/service.ts';
import { usersAdminEndpoints } from '#shared/endpoints/users-admin.ts';
import { usersAdminResponses } from '#shared/endpoints/users-admin-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

/** Only an admin manages the volunteers' accounts (decision 187). */
const config = { permission: 'users.manage' } as const;
/** Its writes record their own entries in their transactions (invited, role_changed…): the hook adds none (decision 189). */
const recorded = { permission: 'users.manage', auditByHandler: true } as const;

/** The signed-in admin making the change (requireAdmin has set it on every route of the guarded scope). */
const actorOf = (request: FastifyRequest): Actor => ({ actorId: request.admin!.userId, actor: request.admin!.username, ip: request.ip });

/**
 * The Usuaris area (issue 15 item 1, decision 188): accounts and pending invitations; inviting a volunteer, roles,
 * disabling and enabling, password links. Every change is in the audit trail, never with the address or the link.
 */
export async function userAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(r, usersAdminEndpoints.list, { config, schema: { response: { 200: usersAdminResponses.list } } }, async () => ({
    accounts: await listAccounts(app.db),
    invitations: await listPendingInvitations(app.db),
  }));

  route(
    r,
    usersAdminEndpoints.invite,
    { config: recorded, schema: { body: invitationInputSchema, response: { 201: usersAdminResponses.invite } } },
    async (request, reply) => reply.code(201).send(await inviteVolunteer(app, request.body, actorOf(request))),
  );

  route(r, usersAdminEndpoints.withdrawInvitation, { config: recorded, schema: { params: idParam } }, async (request, reply) => {
    await withdrawInvitation(app, request.params.id, actorOf(request));
    return reply.code(204).send();
  });

  route(r, usersAdminEndpoints.changeRole, { config: recorded, schema: { params: idParam, body: roleChangeSchema } }, async (request, reply) => {
    await changeRole(app, request.params.id, request.body.role, actorOf(request));
    return reply.code(204).send();
  });

  route(r, usersAdminEndpoints.disable, { config: recorded, schema: { params: idParam } }, async (request, reply) => {
    await setDisabled(app, request.params.id, true, actorOf(request));
    return reply.code(204).send();
  });

  route(r, usersAdminEndpoints.enable, { config: recorded, schema: { params: idParam } }, async (request, reply) => {
    await setDisabled(app, request.params.id, false, actorOf(request));
    return reply.code(204).send();
  });

  route(
    r,
    usersAdminEndpoints.passwordLink,
    { config: recorded, schema: { params: idParam, response: { 201: usersAdminResponses.passwordLink } } },
    async (request, reply) => reply.code(201).send(await createPasswordLink(app, request.params.id, actorOf(request))),
  );

  // A lost phone (decision 190): the account's second factor, password and sessions end; a link enrols again.
  route(
    r,
    usersAdminEndpoints.resetSecondFactor,
    { config: recorded, schema: { params: idParam, response: { 201: usersAdminResponses.resetSecondFactor } } },
    async (request, reply) =>
      reply.code(201).send(await resetSecondFactor(app, request.params.id, actorOf(request), request.admin!.id)),
  );
}
