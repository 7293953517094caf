import { http, HttpResponse } from 'msw';

/** msw handlers answering as the real server does, for stories and component tests. */
export const handlers = [http.get('*/api/health', () => HttpResponse.json({ status: 'ok' }))];
export * from './creditPolicyModules';
export * from './creditPolicies';
