import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, type JsonBody } from './contract';

type Lender = components['schemas']['Lender'];

export function makeLender(overrides: Partial<Lender> = {}): Lender {
  return { lender_id: 2, name: 'Northbridge Finance', ...overrides };
}

/** Three lenders of the demo data, by id, as staff see them. */
export const sampleLenders: readonly Lender[] = [
  makeLender(),
  makeLender({ lender_id: 4, name: 'Harbour Lending' }),
  makeLender({ lender_id: 6, name: 'Albion Consumer Credit' }),
];

/**
 * msw handler answering GET /lenders with `lenders`, as the server answers the user they stand
 * for (a lender user: only its own lender).
 */
export function lendersHandlers(lenders: readonly Lender[] = sampleLenders) {
  return [
    http.get(apiUrl('/lenders'), () =>
      HttpResponse.json<JsonBody<'/lenders', 'get'>>({ items: [...lenders] }),
    ),
  ];
}
