import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  waitlistAcceptResponseSchema,
  waitlistConfirmSchema,
  waitlistJoinResponseSchema,
  waitlistJoinSchema,
  waitlistMessages,
  waitlistOfferSchema,
  waitlistTokenSchema,
} from '#shared/schemas/campus-waitlist.ts';
import { checkoutClient } from '#server/features/payments/client.ts';
import { acceptOffer, confirmOffer, declineOffer, viewOffer } from '#server/features/waitlist/offer-link.ts';
import { joinWaitlist, leaveByToken } from '#server/features/waitlist/service.ts';
import { familyLocale } from '#server/mail/i18n/request-locale.ts';
import { publicLimits } from '#server/plugins/rate-limit.ts';

const messageSchema = z.object({ message: z.string() });

/**
 * Public: a campus's waiting list (issue 14 item 1, decision 180). The e-mailed links' tokens travel in the body,
 * never in a URL a server or proxy would log.
 */
export async function waitlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/campus-waitlist',
    {
      // Joining a campus's waiting list is the same form as its sign-up (decision 180).
      config: { limit: publicLimits.registration({ body: waitlistJoinSchema, email: (body) => body.parentEmail }) },
      schema: { body: waitlistJoinSchema, response: { 201: waitlistJoinResponseSchema } },
    },
    async (request, reply) => {
      const joined = await joinWaitlist(app.db, { ...request.body, locale: familyLocale(request, request.body.locale) });
      app.mail.kick();
      return reply.code(201).send(joined);
    },
  );

  // The offer and leave links (a token in the body): each guess costs a lookup, a confirm asks the payment provider.
  r.post('/campus-waitlist/offer', { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: waitlistOfferSchema } } }, (request) =>
    viewOffer(app.db, request.body.token),
  );

  r.post(
    '/campus-waitlist/offer/accept',
    { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: waitlistAcceptResponseSchema, 201: waitlistAcceptResponseSchema } } },
    async (request, reply) => {
      const result = await acceptOffer(app, request.body.token, checkoutClient(request, reply));
      return reply.code(result.status === 'accepted' ? 201 : 200).send(result);
    },
  );

  r.post(
    '/campus-waitlist/offer/confirm',
    { config: { limit: publicLimits.form }, schema: { body: waitlistConfirmSchema, response: { 201: waitlistAcceptResponseSchema } } },
    async (request, reply) => reply.code(201).send(await confirmOffer(app, request.body.token, request.body.paymentIntentId)),
  );

  r.post('/campus-waitlist/offer/decline', { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: messageSchema } } }, async (request) => {
    await declineOffer(app, request.body.token);
    return { message: waitlistMessages.offerDeclined };
  });

  r.post('/campus-waitlist/leave', { config: { limit: publicLimits.form }, schema: { body: waitlistTokenSchema, response: { 200: messageSchema } } }, async (request) => {
    await leaveByToken(app, request.body.token);
    app.mail.kick();
    return { message: waitlistMessages.left };
  });
}
