import { describe, expect, it } from 'vitest';
import { allEndpoints } from '#shared/endpoints/catalogue.ts';
import { defineEndpoints, queryString, urlOf } from '#shared/endpoints/endpoint.ts';
import { familyEndpoints } from '#shared/endpoints/family.ts';
import { matchesEndpoints } from '#shared/endpoints/matches.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';
import { responseSchemaOf } from '#shared/endpoints/responses.ts';

/** Decision 202: the URLs the client builds from the catalogue. */
describe('urlOf', () => {
  it('fills a path’s parameters, encoded, and adds the query without its empty values', () => {
    expect(urlOf(teamsEndpoints.list)).toBe('/api/teams');
    expect(urlOf(teamsEndpoints.update, { id: 7 })).toBe('/api/teams/7');
    expect(urlOf(familyEndpoints.updateContact, { kind: 'club', id: 3 })).toBe('/api/family/registrations/club/3');
    expect(urlOf(matchesEndpoints.teamCalendar, { id: 'a b' })).toBe('/api/calendar/teams/a%20b.ics');
    expect(urlOf(matchesEndpoints.list, {}, { season: 4, team: '', list: undefined, before: '2026-10-01|7' })).toBe(
      '/api/matches?season=4&before=2026-10-01%7C7',
    );
    expect(urlOf(matchesEndpoints.list, {}, '?page=2')).toBe('/api/matches?page=2');
  });

  it('refuses a missing parameter, naming the endpoint', () => {
    const call = urlOf as (e: typeof teamsEndpoints.update, p: Record<string, never>) => string;
    expect(() => call(teamsEndpoints.update, {})).toThrow('PUT /api/teams/:id: no value for :id');
  });

  it('writes no query string without values', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ a: undefined, b: '' })).toBe('');
  });
});

describe('the catalogue', () => {
  it('names each endpoint by its feature and name, once, with a schema or null for each', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const endpoint of allEndpoints) expect(responseSchemaOf(endpoint), `${endpoint.feature}.${endpoint.name}`).not.toBeUndefined();
    expect(defineEndpoints('x', { one: ['GET', '/api/x/:id'] }).one).toEqual({ feature: 'x', name: 'one', method: 'GET', path: '/api/x/:id' });
  });
});
