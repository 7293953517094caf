import type { LightMyRequestResponse } from 'fastify';
import { bearer, startTestApi, type TestApi } from '../../test/harness';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A test server with the demo users signed in, and short ways to call it and read the database. */
export interface MerchantTestKit {
  api: TestApi;
  tokens: { admin: string; lender: string; viewer: string };
  call(
    token: string,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  rows<Row extends object>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Audit entries of a merchant with this action, newest first. */
  audits(
    retailerId: number,
    action: string,
  ): Promise<
    { user_id: number | null; ghosted_by: number | null; detail: Record<string, unknown> | null }[]
  >;
}

export async function startMerchantTestKit(
  databaseUrl: string | undefined,
): Promise<MerchantTestKit> {
  const api = await startTestApi({ databaseUrl });
  const tokens = {
    admin: (await api.signIn('admin')).access_token,
    lender: (await api.signIn('lender')).access_token,
    viewer: (await api.signIn('viewer')).access_token,
  };
  const rows = <Row extends object>(text: string, params: unknown[] = []) =>
    api.server.db.query<Row>(text, params);
  return {
    api,
    tokens,
    rows,
    call: (token, method, url, payload) =>
      api.request({
        method,
        url: `/api${url}`,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload }),
      }),
    audits: (retailerId, action) =>
      rows(
        `SELECT user_id, ghosted_by, detail FROM audit_log
          WHERE subject = $1 AND action = $2 ORDER BY audit_id DESC`,
        [`retailer:${retailerId}`, `retailer.${action}`],
      ),
  };
}

/** Merchants lender 2 (the lender demo user's) deals with, and those it does not. */
export async function lenderScopes(kit: MerchantTestKit) {
  const scoped = await kit.rows<{ retailer_id: number; dealt: boolean }>(
    `SELECT r.retailer_id,
            EXISTS (SELECT 1 FROM retailer_lenders rl WHERE rl.retailer_id = r.retailer_id AND rl.lender_id = 2) AS dealt
       FROM retailers r ORDER BY r.retailer_id`,
  );
  return {
    dealt: scoped.filter((row) => row.dealt).map((row) => row.retailer_id),
    notDealt: scoped.filter((row) => !row.dealt).map((row) => row.retailer_id),
  };
}
