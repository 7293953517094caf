import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, type JsonBody } from './contract';

type SearchResult = components['schemas']['SearchResult'];

export function makeSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return { type: 'retailers', id: 1, title: 'Acme Furniture', ...overrides };
}

/** The server stops counting at 101, which the console shows as "100+". */
const countLimit = 101;

/**
 * The quick search over `results`: those whose title or id contains the term, in the given order,
 * `perPage` of them, and a count capped as the server caps it.
 */
export function searchHandlers(results: SearchResult[]) {
  return [
    http.get(apiUrl('/search/{searchTerm}'), ({ params, request }) => {
      const term = String(params.searchTerm).toLowerCase();
      const perPage = Number(new URL(request.url).searchParams.get('perPage') ?? 25);
      const matching = results.filter(
        (result) => result.title.toLowerCase().includes(term) || String(result.id) === term,
      );
      return HttpResponse.json<JsonBody<'/search/{searchTerm}', 'get'>>({
        results: matching.slice(0, perPage),
        results_count: Math.min(matching.length, countLimit),
      });
    }),
  ];
}
