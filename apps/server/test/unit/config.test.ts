import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('defaults to the embedded setup on port 8080', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      role: 'all',
      productName: 'Scriptloom',
      publicUrl: 'http://localhost:8080',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ROLE: 'boss' })).toThrow(/ROLE/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET needs at least 32 characters/);
  });

  it('cuts off silent upload bodies after UPLOAD_IDLE_TIMEOUT_S, 60 s unless set', () => {
    expect(loadConfig({}).uploadIdleTimeoutMs).toBe(60_000);
    expect(loadConfig({ UPLOAD_IDLE_TIMEOUT_S: '2.5' }).uploadIdleTimeoutMs).toBe(2500);
    expect(() => loadConfig({ UPLOAD_IDLE_TIMEOUT_S: '0' })).toThrow(/UPLOAD_IDLE_TIMEOUT_S/);
  });

  it('runs separate roles only on a PostgreSQL server', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/ROLE=worker needs DATABASE_URL/);
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: 'postgres://u@h/db' }).role).toBe('worker');
  });
});
