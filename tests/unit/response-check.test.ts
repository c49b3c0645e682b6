import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkResponse } from '#client/lib/api-client.ts';
import type { Endpoint } from '#shared/endpoints/endpoint.ts';
import { teamsEndpoints } from '#shared/endpoints/teams.ts';

/** Decision 202: in development the client parses each answer with its endpoint's schema and fails loudly. */
describe('checkResponse', () => {
  afterEach(() => vi.restoreAllMocks());
  const team = {
    id: 1,
    name: 'Sènior A',
    category: 'Sènior',
    division: 'Primera Catalana',
    description: '',
    playerCount: 12,
    imageUrl: '/media/a.jpg',
    externalUrl: null,
    players: '',
    coach: 'Anna',
    league: 'Lliga',
  };

  it('lets an answer that fits its schema through', async () => {
    await expect(checkResponse(teamsEndpoints.list, [team])).resolves.toBeUndefined();
    await expect(checkResponse(teamsEndpoints.remove, undefined)).resolves.toBeUndefined();
  });

  it('throws on a mismatch, naming the endpoint and the field, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(checkResponse(teamsEndpoints.list, [{ ...team, id: 'one' }])).rejects.toThrow(
      /^GET \/api\/teams: the answer does not match its schema: 0\.id: /,
    );
    expect(logged).toHaveBeenCalledOnce();
  });

  it('refuses an endpoint the catalogue does not know', async () => {
    const unknown: Endpoint = { feature: 'teams', name: 'nope', method: 'GET', path: '/api/nope' };
    await expect(checkResponse(unknown, [])).rejects.toThrow('GET /api/nope: not in the endpoint catalogue');
  });
});
