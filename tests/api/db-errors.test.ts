import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../helpers/fixture.ts';
import { clubRegistrations } from '#server/db/schema.ts';
import { foreignKeyViolation, sqlStateOf } from '#server/db/errors.ts';
import { clubBody } from '../helpers/registrations.ts';

const t = withTestApp();

describe('sqlStateOf', () => {
  it("finds a foreign key violation's SQLSTATE through drizzle's wrapping (PGlite and PostgreSQL)", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/club-registrations', payload: clubBody() });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(clubRegistrations).where(eq(clubRegistrations.id, res.json().id));
    const { id: _id, ...copy } = row!;
    // The same registration for a season that does not exist: what a registration meets when its season is
    // deleted between the read and the write (decision 160); the service answers it with a 409.
    const err = await t.database.db
      .insert(clubRegistrations)
      .values({ ...copy, seasonId: 999_999 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(sqlStateOf(err)).toBe(foreignKeyViolation);
  });

  it('answers undefined for what is not a database error', () => {
    expect(sqlStateOf(new Error('x'))).toBeUndefined();
    expect(sqlStateOf({ code: 'ECONNRESET' })).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
    expect(sqlStateOf({ cause: { cause: { code: foreignKeyViolation } } })).toBe('23503');
  });
});
