import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type Actor,
  disableSecondFactor,
  enableSecondFactor,
  renewRecoveryCodes,
  secondFactorStatus,
  startSetup,
} from '#server/features/admin/second-factor-service.ts';
import { auditActor, recordAudit } from '#server/features/audit/record.ts';
import {
  secondFactorCodeInputSchema,
  secondFactorDisableInputSchema,
} from '#shared/schemas/second-factor.ts';
import { accountEndpoints } from '#shared/endpoints/account.ts';
import { accountResponses } from '#shared/endpoints/account-responses.ts';
import { route } from '#server/http/endpoint-route.ts';

const actorOf = (request: FastifyRequest): Actor => {
  const { userId, username, role } = request.admin!;
  return { userId, username, role, ip: request.ip };
};

/**
 * The volunteer's own two-factor sign-in (issue 15 item 3, decision 190), under /api/admin/account/second-factor.
 * Every route is 'self': an admin or treasurer who has not turned it on yet reaches only these (and the session).
 */
export async function secondFactorRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const self = { permission: 'self' } as const;
  /** The routes that record their own event (second_factor_enabled…): the back office's hook adds none (decision 189). */
  const selfRecorded = { permission: 'self', auditByHandler: true } as const;
  const secret = app.config.sessionSecret;

  route(r, accountEndpoints.secondFactor, { config: self, schema: { response: { 200: accountResponses.secondFactor } } }, async (request) =>
    secondFactorStatus(app.db, actorOf(request)),
  );

  route(r, accountEndpoints.startSetup, { config: self, schema: { response: { 200: accountResponses.startSetup } } }, async (request) =>
    startSetup(app.db, secret, actorOf(request)),
  );

  route(
    r,
    accountEndpoints.enable,
    { config: selfRecorded, schema: { body: secondFactorCodeInputSchema, response: { 200: accountResponses.enable } } },
    async (request) => {
      const actor = actorOf(request);
      const recoveryCodes = await enableSecondFactor(app.db, secret, actor, request.body.code, request.admin!.id);
      await recordAudit(app.db, { action: 'second_factor_enabled', entity: 'users', entityId: actor.userId, ...auditActor(request) });
      return { recoveryCodes };
    },
  );

  route(
    r,
    accountEndpoints.renewRecoveryCodes,
    { config: selfRecorded, schema: { body: secondFactorCodeInputSchema, response: { 200: accountResponses.renewRecoveryCodes } } },
    async (request) => {
      const actor = actorOf(request);
      const recoveryCodes = await renewRecoveryCodes(app.db, secret, actor, request.body.code);
      await recordAudit(app.db, { action: 'recovery_codes_renewed', entity: 'users', entityId: actor.userId, ...auditActor(request) });
      return { recoveryCodes };
    },
  );

  route(r, accountEndpoints.disable, { config: selfRecorded, schema: { body: secondFactorDisableInputSchema } }, async (request, reply) => {
    const actor = actorOf(request);
    await disableSecondFactor(app.db, secret, actor, request.body);
    await recordAudit(app.db, { action: 'second_factor_disabled', entity: 'users', entityId: actor.userId, ...auditActor(request) });
    return reply.code(204).send();
  });
}
