import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('listens on this machine only unless HOST says otherwise (a container sets 0.0.0.0)', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('checks every response against the contract except in production', () => {
    expect(readConfig({}).strictResponses).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).strictResponses).toBe(true);
    expect(readConfig({ NODE_ENV: 'test' }).strictResponses).toBe(true);
    expect(readConfig({ NODE_ENV: 'production' }).strictResponses).toBe(false);
  });

  it('gives a shutdown 25 s unless SHUTDOWN_GRACE_MS says otherwise', () => {
    expect(readConfig({}).shutdownGraceMs).toBe(25_000);
    expect(readConfig({ SHUTDOWN_GRACE_MS: '5000' }).shutdownGraceMs).toBe(5000);
  });

  it('believes forwarded headers only from the proxies TRUST_PROXY names', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,192.168.1.5' }).trustProxy).toBe(
      '10.0.0.0/8,192.168.1.5',
    );
  });
});
