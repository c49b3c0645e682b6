import type { Db } from '#server/db/client.ts';
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
