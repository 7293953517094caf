import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { readConfig } from './config';

describe('GET /api/health', () => {
  it('answers 200 with status ok', async () => {
    const app = await buildApp({ ...readConfig({}), logLevel: 'silent' });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });
});
