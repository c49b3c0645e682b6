import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { campusQueryKey } from '#client/api/get-campus.ts';
import { matchesQueryKey } from '#client/api/get-matches.ts';
import { matchStatsQueryKey } from '#client/api/get-match-stats.ts';
import { seasonsQueryKey } from '#client/api/get-seasons.ts';
import { openSeasonQueryKey } from '#client/api/get-open-season.ts';
import { recentMatchesQueryKey } from '#client/api/get-recent-matches.ts';
import { photosQueryKey } from '#client/api/get-photos.ts';
import { albumsQueryKey } from '#client/api/get-albums.ts';
import { productsQueryKey } from '#client/api/get-products.ts';
import { teamsQueryKey } from '#client/api/get-teams.ts';
import { applyInitialData, initialDataQueryKeys, parseInitialData, primeQueryClient } from '#client/lib/initial-data.ts';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });

describe('initial data embedded in the page', () => {
  it('maps each API URL to the query key its feature uses', () => {
    expect(initialDataQueryKeys).toEqual({
      '/api/teams': [...teamsQueryKey],
      '/api/matches': [...matchesQueryKey],
      '/api/matches/recent': [...recentMatchesQueryKey],
      '/api/matches/stats': [...matchStatsQueryKey],
      '/api/seasons': [...seasonsQueryKey],
      '/api/seasons/open': [...openSeasonQueryKey],
      '/api/photos': [...photosQueryKey],
      '/api/albums': [...albumsQueryKey],
      '/api/products': [...productsQueryKey],
      '/api/campus': [...campusQueryKey],
    });
  });

  it('parses the script text, and gives {} for missing or malformed JSON without throwing', () => {
    expect(parseInitialData('{"/api/teams":[{"id":1,"name":"</script>"}]}')).toEqual({ '/api/teams': [{ id: 1, name: '</script>' }] });
    // The server writes "<" as \u003c: JSON.parse turns it back.
    expect(parseInitialData('{"/api/teams":[{"name":"\\u003c/script>"}]}')).toEqual({ '/api/teams': [{ name: '</script>' }] });
    for (const bad of [null, undefined, '', '{', 'not json', '[1,2]', 'null', '42', '"text"']) {
      expect(parseInitialData(bad), String(bad)).toEqual({});
    }
  });

  it('sets the data under the right keys and ignores unknown URLs', () => {
    const qc = client();
    const teams = [{ id: 1, name: 'Sènior' }];
    const recent = [{ id: 7 }];
    const set = primeQueryClient(
      qc,
      parseInitialData(
        JSON.stringify({ '/api/teams': teams, '/api/matches/recent': recent, '/api/admin/teams': [{ secret: true }], '/api/photos': null }).replace(
          '{',
          '{"__proto__":[1],"toString":[2],',
        ),
      ),
    );
    expect(set).toEqual([['teams'], ['matches', 'recent']]);
    expect(qc.getQueryData(['teams'])).toEqual(teams);
    expect(qc.getQueryData(['matches', 'recent'])).toEqual(recent);
    expect(qc.getQueryData(['matches'])).toBeUndefined();
    expect(qc.getQueryData(['photos'])).toBeUndefined();
    expect(qc.getQueryCache().getAll()).toHaveLength(2);
    // The data counts as fresh: a query with an infinite stale time would not fetch it again.
    expect(qc.getQueryState(['teams'])?.status).toBe('success');
  });

  it('reads the script element once and removes it; no element or bad text leaves the cache empty', () => {
    const qc = client();
    let removed = false;
    const doc = (text: string | null) =>
      ({
        getElementById: (id: string) => (id === 'initial-data' && text !== null ? { textContent: text, remove: () => (removed = true) } : null),
      }) as unknown as Document;
    applyInitialData(qc, doc('{"/api/products":[{"id":3}],"/api/campus":[]}'));
    expect(removed).toBe(true);
    expect(qc.getQueryData(['products'])).toEqual([{ id: 3 }]);
    expect(qc.getQueryData(['campus'])).toEqual([]);

    const empty = client();
    expect(() => applyInitialData(empty, doc(null))).not.toThrow();
    expect(() => applyInitialData(empty, doc('{"/api/teams": [1,'))).not.toThrow();
    expect(empty.getQueryCache().getAll()).toHaveLength(0);
  });
});
