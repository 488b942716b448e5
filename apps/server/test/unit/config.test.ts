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

  it('uses the test processor outside production, Stripe when configured, and no processor in production otherwise', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'test' });
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toEqual({ kind: 'off' });
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' }).payments).toEqual({ kind: 'test' });
    expect(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).payments).toEqual({
      kind: 'stripe',
      secretKey: 'sk_live_x',
      webhookSecret: null,
      apiBase: null,
    });
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

  it('reads the speech engine settings, sphinx unless ASR_ENGINE says otherwise', () => {
    // Undefined settings are left out of the comparison; the vocabulary cache sits under DATA_DIR.
    expect(loadConfig({ DATA_DIR: '/srv/data' }).asr).toEqual({ engine: 'sphinx', cacheDir: '/srv/data/cache' });
    expect(
      loadConfig({
        ASR_ENGINE: 'openai',
        ASR_CONCURRENCY: '3',
        ASR_BASE_URL: 'http://asr:8000/v1',
        ASR_MODEL: 'large-v3',
        ASR_API_KEY: 'k',
        WHISPER_MODEL: '/m.bin',
        DATA_DIR: '/srv/data',
      }).asr,
    ).toEqual({
      cacheDir: '/srv/data/cache',
      engine: 'openai',
      concurrency: 3,
      baseUrl: 'http://asr:8000/v1',
      model: 'large-v3',
      apiKey: 'k',
      whisperModel: '/m.bin',
    });
    expect(() => loadConfig({ ASR_ENGINE: 'kaldi' })).toThrow(/ASR_ENGINE/);
    expect(() => loadConfig({ ASR_CONCURRENCY: '0' })).toThrow(/ASR_CONCURRENCY/);
  });
});
