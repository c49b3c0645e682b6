import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  waitlistConfirmSchema,
  waitlistJoinSchema,
  waitlistMessages,
  waitlistTokenSchema,
} from '#shared/schemas/campus-waitlist.ts';
import { checkoutClient } from '#server/features/payments/client.ts';
import { acceptOffer, confirmOffer, declineOffer, viewOffer } from '#server/features/waitlist/offer-link.ts';
import { confirmAddress, joinWaitlist, leaveByToken } from '#server/features/waitlist/service.ts';
import { familyLocale } from '#server/mail/i18n/request-locale.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';
import { waitlistEndpoints } from '#shared/endpoints/waitlist.ts';
import { waitlistResponses } from '#shared/endpoints/waitlist-responses.ts';
import { route } from '#server/http/endpoint-route.ts';
import { keyedHash } from '#server/http/keyed-hash.ts';

/**
 * Public: a campus's waiting list (issue 14 item 1, decision 180). The e-mailed links' tokens travel in the body,
 * never in a URL a server or proxy would log.
 */
export async function waitlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  route(
    r,
    waitlistEndpoints.join,
    {
      // Joining a campus's waiting list is the same form as its sign-up (decision 180).
      config: { limit: publicLimits.registration({ body: waitlistJoinSchema, email: (body) => body.parentEmail }) },
      schema: { body: waitlistJoinSchema, response: { 201: waitlistResponses.join } },
    },
    async (request, reply) => {
      const client = keyedHash(app.config.sessionSecret, 'waitlist-client', request.ip);
      const joined = await joinWaitlist(app.db, { ...request.body, locale: familyLocale(request, request.body.locale) }, client);
      app.mail.kick();
      return reply.code(201).send(joined);
    },
  );

  // The link mailed at joining proves the address (issue 22 finding 1); an offer it makes possible is mailed at once.
  route(
    r,
    waitlistEndpoints.confirmAddress,
    { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: waitlistResponses.confirmAddress } } },
    async (request) => {
      const confirmed = await confirmAddress(app.db, request.body.token);
      app.mail.kick();
      return confirmed;
    },
  );

  // The offer and leave links (a token in the body): each guess costs a lookup, a confirm asks the payment provider.
  route(r, waitlistEndpoints.offer, { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: waitlistResponses.offer } } }, (request) =>
    viewOffer(app.db, request.body.token),
  );

  route(
    r,
    waitlistEndpoints.accept,
    { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: waitlistResponses.accept, 201: waitlistResponses.accept } } },
    async (request, reply) => {
      const result = await acceptOffer(app, request.body.token, checkoutClient(request, reply));
      return reply.code(result.status === 'accepted' ? 201 : 200).send(result);
    },
  );

  route(
    r,
    waitlistEndpoints.confirm,
    { config: { limit: publicLimits.form }, schema: { body: waitlistConfirmSchema, response: { 201: waitlistResponses.confirm } } },
    async (request, reply) => reply.code(201).send(await confirmOffer(app, request.body.token, request.body.paymentIntentId)),
  );

  route(r, waitlistEndpoints.decline, { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: waitlistResponses.decline } } }, async (request) => {
    await declineOffer(app, request.body.token);
    return { message: waitlistMessages.offerDeclined };
  });

  route(r, waitlistEndpoints.leave, { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: waitlistResponses.leave } } }, async (request) => {
    await leaveByToken(app, request.body.token);
    app.mail.kick();
    return { message: waitlistMessages.left };
  });
}
