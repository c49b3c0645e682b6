import { describe, expect, it } from 'vitest';
import { answerId, entityOf, sentFields, writeAction } from '#server/features/audit/describe.ts';
import { auditedTable, changedFields } from '#server/features/audit/snapshot.ts';

/** How a back-office request becomes an audit entry (decision 189): names only, never values. */
describe('entityOf', () => {
  it('is the collection before the first parameter, else the first fixed segment, in snake case', () => {
    expect(entityOf('/api/teams')).toBe('teams');
    expect(entityOf('/api/teams/:id')).toBe('teams');
    expect(entityOf('/api/campus-registrations/:id/processed')).toBe('campus_registrations');
    expect(entityOf('/api/admin/campus-waitlist/:id/offer')).toBe('campus_waitlist');
    expect(entityOf('/api/admin/users/invitations/:id')).toBe('invitations');
    expect(entityOf('/api/admin/users/:id/disable')).toBe('users');
    expect(entityOf('/api/club-members/import')).toBe('club_members');
    expect(entityOf('/api/admin/seasons/open')).toBe('seasons');
    expect(entityOf('/api/club-registrations/export.csv')).toBe('club_registrations');
  });
});

describe('writeAction', () => {
  it('DELETE deletes, PUT and PATCH update', () => {
    expect(writeAction('DELETE', 204, '/api/teams/:id', null)).toBe('delete');
    expect(writeAction('PUT', 200, '/api/teams/:id', null)).toBe('update');
    expect(writeAction('PATCH', 200, '/api/matches/:id', null)).toBe('update');
  });

  it('a POST creates on a collection, or with a 201 and a new id; otherwise it acts on the record: update', () => {
    expect(writeAction('POST', 201, '/api/teams', '4')).toBe('create');
    expect(writeAction('POST', 200, '/api/club-members/import', null)).toBe('create');
    expect(writeAction('POST', 201, '/api/products/:id/sizes', '9')).toBe('create');
    expect(writeAction('POST', 204, '/api/admin/campus-waitlist/:id/offer', null)).toBe('update');
    expect(writeAction('POST', 200, '/api/admin/erasure-requests/:id/confirm', null)).toBe('update');
    expect(writeAction('POST', 201, '/api/admin/users/:id/password-link', null)).toBe('update');
    expect(writeAction('GET', 200, '/api/teams', null)).toBeUndefined();
  });
});

describe('sentFields', () => {
  it('with a schema: the keys sent that the schema kept (not its defaults, not made-up keys)', () => {
    expect(sentFields(['name', 'Garcia', 'coach'], { name: 'x', coach: 'y', playerCount: 0 }, true)).toEqual(['name', 'coach']);
  });

  it('without one: only names that look like field names, once each', () => {
    expect(sentFields(['status', 'Joan Garcia 12345678Z', 'status', '12345678Z', 'a-b'], undefined, false)).toEqual(['status']);
  });
});

describe('answerId', () => {
  it("reads a JSON answer's id (a number or a token-like text) and nothing else", () => {
    expect(answerId('{"id":12,"name":"Joan"}', 'application/json; charset=utf-8')).toBe('12');
    expect(answerId('{"id":"a1b2"}', 'application/json')).toBe('a1b2');
    expect(answerId('{"id":"Joan Garcia"}', 'application/json')).toBeNull();
    expect(answerId('[{"id":1}]', 'application/json')).toBeNull();
    expect(answerId('id;nom\n1;Joan', 'text/csv')).toBeNull();
    expect(answerId('{not json', 'application/json')).toBeNull();
  });
});

describe('auditedTable and changedFields (an update: the columns that changed, decision 189)', () => {
  it("maps an entry's entity to the schema's table of that SQL name, only when it has an id column", () => {
    for (const entity of ['teams', 'campus', 'campus_waitlist', 'club_registrations', 'erasure_requests', 'product_sizes', 'orders', 'users']) {
      expect(auditedTable(entity), entity).toBeDefined();
    }
    // A table keyed otherwise (campus_membership_reviews: registration_id), and names that are no table.
    for (const entity of ['campus_membership_reviews', 'invitations', 'images_x', 'api']) expect(auditedTable(entity), entity).toBeUndefined();
  });

  it('names the columns whose digest differs, in the table order; bookkeeping left out; names sent that are no column kept', () => {
    const orders = auditedTable('orders')!;
    const row = (changes: Record<string, string | null>) => new Map(orders.columns.map(([key]) => [key, key in changes ? (changes[key] ?? null) : `d-${key}`]));
    const before = row({});
    const after = row({ updatedAt: 'moved', status: 'other', adminNote: null });
    expect(changedFields(orders, before, after, ['status', 'note', 'customer_email'])).toEqual(['status', 'adminNote', 'note']);
    expect(changedFields(orders, before, row({}), ['status'])).toEqual([]);
  });
});
