import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody, type RequestJson } from './contract';

type RetailerDiagnostic = components['schemas']['RetailerDiagnostic'];
type DiagnosticRule = RetailerDiagnostic['RateCardProducts']['DecisionPolicy'][number];
type DiagnosticProduct = DiagnosticRule['Products'][number];

/** A decision-policy product line: green (on the rate card and permitted) unless told otherwise. */
export function makeDiagnosticProduct(
  overrides: Partial<DiagnosticProduct> = {},
): DiagnosticProduct {
  return { Code: 'ISIF12', RateCard: true, Permission: true, InterestProduct: false, ...overrides };
}

/** A merchant in order: two rules, an unused product not enabled, one admin, both basic groups. */
export function makeRetailerDiagnostic(
  overrides: Partial<RetailerDiagnostic> = {},
): RetailerDiagnostic {
  return {
    RetailerName: 'Harbour Home Furnishings',
    RateCardProducts: {
      DecisionPolicy: [
        {
          Reference: 'R1 Interest free',
          Products: [
            makeDiagnosticProduct({ Code: 'ISIF6' }),
            makeDiagnosticProduct({ Code: 'ISIF12' }),
          ],
        },
        {
          Reference: 'R2 Interest bearing',
          Products: [
            makeDiagnosticProduct({ Code: 'IS-9.9-24', InterestProduct: true }),
            makeDiagnosticProduct({ Code: 'IS-14.9-36', InterestProduct: true }),
          ],
        },
      ],
      Unused: [{ Code: 'ONIF12', Permission: false }],
    },
    Users: [{ Username: 'harbour.manager', RetailerBaseGroup: true, RetailerGroup: true }],
    BackofficeGroups: [
      { Name: 'Managers', Permission: true },
      { Name: 'Sales', Permission: true },
    ],
    ...overrides,
  };
}

/**
 * A merchant showing every problem: a product not on the rate card (red), one without its
 * permission (orange), a rule product without a code ('No Data'), an enabled product the policy
 * does not use, an admin without base groups and a basic group without its permission.
 */
export function makeUnhealthyRetailerDiagnostic(): RetailerDiagnostic {
  return makeRetailerDiagnostic({
    RateCardProducts: {
      DecisionPolicy: [
        {
          Reference: 'R1 Interest free',
          Products: [
            makeDiagnosticProduct({ Code: 'ISIF6' }),
            makeDiagnosticProduct({ Code: 'ISIF12', Permission: false }),
          ],
        },
        {
          Reference: 'R2 Long term',
          Products: [
            makeDiagnosticProduct({
              Code: 'IS-29.9-60',
              RateCard: false,
              Permission: false,
              InterestProduct: true,
            }),
            makeDiagnosticProduct({ Code: null, RateCard: false, Permission: false }),
          ],
        },
      ],
      Unused: [
        { Code: 'ONIF12', Permission: true },
        { Code: 'ISIF24', Permission: false },
      ],
    },
    Users: [
      { Username: 'harbour.manager', RetailerBaseGroup: false, RetailerGroup: true },
      { Username: 'harbour.owner', RetailerBaseGroup: true, RetailerGroup: true },
    ],
    BackofficeGroups: [
      { Name: 'Managers', Permission: true },
      { Name: 'Sales', Permission: false },
    ],
  });
}

/** What the diagnostics handlers serve; each fix changes it as the server would. */
export interface RetailerDiagnosticsMockStore {
  diagnostics: Record<number, RetailerDiagnostic>;
  /** When set, every fix is refused with this error. */
  fixRefusal: { status: number; code: string; message: string } | null;
}

export function createRetailerDiagnosticsStore(
  overrides: Partial<RetailerDiagnosticsMockStore> = {},
): RetailerDiagnosticsMockStore {
  return {
    diagnostics: { 17: makeRetailerDiagnostic(), 6: makeUnhealthyRetailerDiagnostic() },
    fixRefusal: null,
    ...overrides,
  };
}

export function retailerDiagnosticsHandlers(store = createRetailerDiagnosticsStore()) {
  type Diagnostic = JsonBody<'/backoffice/retailer-diagnostics/{retailerId}', 'get'>;
  const fix = (
    retailerId: string | readonly string[] | undefined,
    change: (diagnostic: Diagnostic) => void,
  ) => {
    const diagnostic = store.diagnostics[Number(retailerId)];
    if (!diagnostic) return errorJson(404, 'ERR_NOT_FOUND', 'Merchant not found.');
    if (store.fixRefusal) {
      const { status, code, message } = store.fixRefusal;
      return errorJson(status, code, message);
    }
    change(diagnostic);
    return HttpResponse.json<Diagnostic>(diagnostic);
  };
  const permit = (diagnostic: Diagnostic, code: string, permitted: boolean) => {
    for (const rule of diagnostic.RateCardProducts.DecisionPolicy) {
      for (const product of rule.Products)
        if (product.Code === code) product.Permission = permitted;
    }
    for (const product of diagnostic.RateCardProducts.Unused) {
      if (product.Code === code) product.Permission = permitted;
    }
  };
  return [
    http.get(apiUrl('/backoffice/retailer-diagnostics/{retailerId}'), ({ params }) => {
      const diagnostic = store.diagnostics[Number(params.retailerId)];
      return diagnostic
        ? HttpResponse.json<Diagnostic>(diagnostic)
        : errorJson(404, 'ERR_NOT_FOUND', 'Merchant not found.');
    }),
    http.post(
      apiUrl('/backoffice/retailer-diagnostics/{retailerId}/product-permissions'),
      async ({ params, request }) => {
        const body = (await request.json()) as RequestJson<
          '/backoffice/retailer-diagnostics/{retailerId}/product-permissions',
          'post'
        >;
        return fix(params.retailerId, (diagnostic) => permit(diagnostic, body.product_code, true));
      },
    ),
    http.delete(
      apiUrl('/backoffice/retailer-diagnostics/{retailerId}/product-permissions/{productCode}'),
      ({ params }) =>
        fix(params.retailerId, (diagnostic) =>
          permit(diagnostic, String(params.productCode), false),
        ),
    ),
    http.post(
      apiUrl('/backoffice/retailer-diagnostics/{retailerId}/base-groups'),
      async ({ params, request }) => {
        const body = (await request.json()) as RequestJson<
          '/backoffice/retailer-diagnostics/{retailerId}/base-groups',
          'post'
        >;
        return fix(params.retailerId, (diagnostic) => {
          for (const user of diagnostic.Users) {
            if (user.Username !== body.username) continue;
            user.RetailerBaseGroup = true;
            user.RetailerGroup = true;
          }
        });
      },
    ),
    http.post(
      apiUrl('/backoffice/retailer-diagnostics/{retailerId}/groups'),
      async ({ params, request }) => {
        const body = (await request.json()) as RequestJson<
          '/backoffice/retailer-diagnostics/{retailerId}/groups',
          'post'
        >;
        return fix(params.retailerId, (diagnostic) => {
          for (const group of diagnostic.BackofficeGroups) {
            if (group.Name === body.name) group.Permission = true;
          }
        });
      },
    ),
  ];
}
