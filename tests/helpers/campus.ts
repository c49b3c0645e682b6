import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { isTestProvider } from '#server/features/payments/test-provider.ts';
import { campus } from '#server/db/schema.ts';
import { addDays, today } from './registrations.ts';

export type SeededCampus = typeof campus.$inferSelect;

/**
 * A campus made directly in the database for a test or a benchmark: 60 days from today, four days long, with the
 * database's defaults (ages 6–16, free, 30 places) unless `values` says otherwise.
 */
export async function seedCampus(db: Db, values: Partial<typeof campus.$inferInsert> = {}): Promise<SeededCampus> {
  const startDate = values.startDate ?? addDays(today(), 60);
  const [row] = await db
    .insert(campus)
    .values({
      name: 'Campus d’Estiu',
      description: 'Bàsquet',
      startDate,
      endDate: addDays(startDate, 3),
      imageUrl: '/media/00000000000000000000000000000000.jpg',
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A sign-up paid by card as the page does it: the payment intent for `body` (a campus sign-up's fields), the test
 * card's success, then the sign-up reported with the intent. The app must use the `test` payment provider.
 */
export async function paidCampusSignUp(app: FastifyInstance, body: Record<string, unknown>): Promise<{ id: number; paymentIntentId: string }> {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const intent = await post('/api/create-campus-payment-intent', { registrationData: body });
  if (intent.statusCode !== 200) throw new Error(`create-campus-payment-intent ${intent.statusCode}: ${intent.body}`);
  if (!isTestProvider(app.payments)) throw new Error('test provider expected');
  const { clientSecret, paymentIntentId } = intent.json() as { clientSecret: string; paymentIntentId: string };
  const paid = await app.payments.confirm({ clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' });
  if (paid.outcome !== 'succeeded') throw new Error(`test card: ${paid.outcome}`);
  const res = await post('/api/campus-registrations', { ...body, paymentIntentId, status: 'paid', paymentMethod: 'stripe' });
  if (res.statusCode !== 201) throw new Error(`campus-registrations ${res.statusCode}: ${res.body}`);
  return { id: (res.json() as { id: number }).id, paymentIntentId };
}
