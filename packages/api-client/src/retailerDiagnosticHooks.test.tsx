// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createRetailerDiagnosticsStore,
  retailerDiagnosticsHandlers,
} from './mocks/retailerDiagnostics';
import { hookWrapper, recordRequests } from './test/hookWrapper';
import {
  useRetailerDiagnostics,
  useRetailerHealthFix,
  type RetailerHealthFix,
} from './retailerDiagnosticHooks';

const server = setupServer();
const requests = recordRequests(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function renderChecker(retailerId: number) {
  const { wrapper } = hookWrapper();
  return renderHook(
    () => ({
      diagnosis: useRetailerDiagnostics(retailerId),
      fix: useRetailerHealthFix(retailerId),
    }),
    { wrapper },
  );
}

describe('the retailer health checker hooks', () => {
  it('reads the diagnosis and sends each fix to its operation, then holds the new diagnosis', async () => {
    server.use(...retailerDiagnosticsHandlers());
    const { result } = renderChecker(6);
    await vi.waitFor(() => expect(result.current.diagnosis.isSuccess).toBe(true));
    const fixes: RetailerHealthFix[] = [
      { kind: 'add-permission', productCode: 'ISIF12' },
      { kind: 'remove-permission', productCode: 'ONIF12' },
      { kind: 'add-base-groups', username: 'harbour.manager' },
      { kind: 'create-group', name: 'Sales' },
    ];
    for (const fix of fixes) {
      await act(() => result.current.fix.mutateAsync(fix));
    }
    await vi.waitFor(() =>
      expect(result.current.diagnosis.data?.BackofficeGroups).toContainEqual({
        Name: 'Sales',
        Permission: true,
      }),
    );
    const diagnosis = result.current.diagnosis.data!;
    expect(diagnosis.RateCardProducts.DecisionPolicy[0]!.Products[1]!.Permission).toBe(true);
    expect(diagnosis.RateCardProducts.Unused[0]).toEqual({ Code: 'ONIF12', Permission: false });
    expect(diagnosis.Users[0]).toMatchObject({ RetailerBaseGroup: true, RetailerGroup: true });
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/backoffice/retailer-diagnostics/6',
        'POST /api/backoffice/retailer-diagnostics/6/product-permissions',
        'DELETE /api/backoffice/retailer-diagnostics/6/product-permissions/ONIF12',
        'POST /api/backoffice/retailer-diagnostics/6/base-groups',
        'POST /api/backoffice/retailer-diagnostics/6/groups',
      ]),
    );
  });

  it('rejects a refused fix with the server message and keeps the diagnosis', async () => {
    server.use(
      ...retailerDiagnosticsHandlers(
        createRetailerDiagnosticsStore({
          fixRefusal: {
            status: 409,
            code: 'ERR_CONFLICT',
            message: 'Product ISIF12 is already enabled for the merchant.',
          },
        }),
      ),
    );
    const { result } = renderChecker(6);
    await vi.waitFor(() => expect(result.current.diagnosis.isSuccess).toBe(true));
    await expect(
      act(() => result.current.fix.mutateAsync({ kind: 'add-permission', productCode: 'ISIF12' })),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Product ISIF12 is already enabled for the merchant.',
    });
    expect(
      result.current.diagnosis.data?.RateCardProducts.DecisionPolicy[0]!.Products[1]!.Permission,
    ).toBe(false);
  });
});
