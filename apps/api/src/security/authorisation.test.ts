/**
 * The authorisation matrix: every operation of openapi.yaml × anonymous and each demo user, with
 * schema-valid requests aimed at ids that exist and at ids of another lender, organisation or
 * user. The expected outcome comes from the operation's x-permission and the scoping rules; no
 * request that must be refused may succeed. Operations other teams add are covered as they land.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApi, type TestApi } from '../test/harness';
import {
  contractOperations,
  toInject,
  validRequest,
  type ContractOperation,
  type Pins,
} from './contractRequests';
import { reachOf, signInAs, type Reach, type SuiteUser } from './fixtures';

/** Body properties that name the thing acted on, as path parameters do. */
const targetProperties = [
  'credit_application_id',
  'user_id',
  'group_id',
  'copy_from_group_id',
  'lender_id',
];

const describeRequest = (operation: ContractOperation) =>
  `${operation.operationId} (${operation.method.toUpperCase()} ${operation.path})`;

/** Whether the request aims at something the user must not reach. */
function aimsAtOthers(operation: ContractOperation, other: Pins, body: unknown): boolean {
  const inPath = operation.parameters.some(
    (parameter) => parameter.in === 'path' && Object.hasOwn(other, parameter.name),
  );
  const json = JSON.stringify(body ?? {});
  const inBody = targetProperties.some(
    (name) => Object.hasOwn(other, name) && json.includes(`"${name}":${String(other[name])}`),
  );
  return inPath || inBody;
}

describe('the authorisation matrix', () => {
  let api: TestApi;
  let users: Record<'admin' | 'lender' | 'viewer', SuiteUser>;
  let reach: Record<'admin' | 'lender' | 'viewer', Reach>;
  beforeAll(async () => {
    api = await startTestApi({});
    users = {
      admin: await signInAs(api, 'admin'),
      lender: await signInAs(api, 'lender'),
      viewer: await signInAs(api, 'viewer'),
    };
    reach = await reachOf(api, users);
  });
  afterAll(() => api?.close());

  it('covers every operation of the contract', () => {
    expect(contractOperations.length).toBeGreaterThan(140);
  });

  it('answers an anonymous caller 401 on every operation that needs a session, whatever it sends', async () => {
    const unexpected: string[] = [];
    for (const operation of contractOperations) {
      const request = validRequest(operation, reach.admin.own);
      const response = await api.request(toInject(operation, request));
      if (operation.permission === 'none') {
        if (response.statusCode >= 500)
          unexpected.push(`${describeRequest(operation)}: ${response.statusCode}`);
      } else if (response.statusCode !== 401) {
        unexpected.push(`${describeRequest(operation)}: ${response.statusCode}, expected 401`);
      }
    }
    expect(unexpected).toEqual([]);
  });

  describe.each(['admin', 'lender', 'viewer'] as const)('as %s', (username) => {
    it('refuses (403) every operation whose permission the user lacks, before reading the body', async () => {
      const user = users[username];
      const unexpected: string[] = [];
      for (const operation of contractOperations) {
        if (!/^\d+:\d+$/.test(operation.permission) || user.permissions.has(operation.permission)) {
          continue;
        }
        const request = validRequest(operation, reach[username].own);
        const response = await api.request(toInject(operation, request, bearer(user.token)));
        if (response.statusCode !== 403) {
          unexpected.push(`${describeRequest(operation)}: ${response.statusCode}, expected 403`);
        }
      }
      expect(unexpected).toEqual([]);
    });

    it("succeeds nowhere on another lender's, organisation's or user's things", async () => {
      const user = users[username];
      const { other, own } = reach[username];
      const unexpected: string[] = [];
      let aimed = 0;
      for (const operation of contractOperations) {
        if (operation.permission === 'none') continue;
        const request = validRequest(operation, { ...own, ...other });
        if (!aimsAtOthers(operation, other, request.body)) continue;
        aimed += 1;
        const response = await api.request(toInject(operation, request, bearer(user.token)));
        if (
          response.statusCode < 300 ||
          (response.statusCode >= 500 && response.statusCode !== 501)
        ) {
          unexpected.push(
            `${describeRequest(operation)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
      expect(unexpected).toEqual([]);
      expect(aimed).toBeGreaterThan(0);
    });

    it('reads what it may without a server error', async () => {
      const user = users[username];
      const failed: string[] = [];
      for (const operation of contractOperations) {
        if (operation.method !== 'get' || operation.permission === 'none') continue;
        const request = validRequest(operation, reach[username].own);
        const response = await api.request(toInject(operation, request, bearer(user.token)));
        if (response.statusCode >= 500 && response.statusCode !== 501) {
          failed.push(`${describeRequest(operation)}: ${response.statusCode}`);
        }
      }
      expect(failed).toEqual([]);
    });
  });
});
