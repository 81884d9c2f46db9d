import { afterEach, describe, expect, it } from 'vitest';
import { apiConfig, razorpayConfig } from './config.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('config', () => {
  it('reads params and secrets from the environment, as the runtime provides them', () => {
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      RAZORPAY_API_BASE: 'http://127.0.0.1:4010/v1',
      SIGNING_KEYS_SECRET: 'c2VjcmV0',
      DOWNLOAD_TOKEN_TTL_SECONDS: '120',
      FREE_BUILDS_PER_HOUR: '3',
      API_ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      FUNCTIONS_EMULATOR: 'true',
    });
    expect(razorpayConfig()).toEqual({ keyId: 'rzp_test_x', keySecret: 'secret', apiBase: 'http://127.0.0.1:4010/v1' });
    expect(apiConfig()).toEqual({
      signingKeysSecret: 'c2VjcmV0',
      downloadTokenTtlSeconds: 120,
      freeBuildsPerHour: 3,
      allowedOrigins: ['https://a.example', 'https://b.example'],
      runningInEmulator: true,
    });
  });

  it('falls back to the documented defaults when params are unset, and clamps silly values', () => {
    for (const name of [
      'RAZORPAY_API_BASE',
      'DOWNLOAD_TOKEN_TTL_SECONDS',
      'FREE_BUILDS_PER_HOUR',
      'API_ALLOWED_ORIGINS',
      'FUNCTIONS_EMULATOR',
    ]) {
      delete process.env[name];
    }
    expect(razorpayConfig().apiBase).toBe('https://api.razorpay.com/v1');
    expect(apiConfig()).toMatchObject({
      downloadTokenTtlSeconds: 900,
      freeBuildsPerHour: 10,
      allowedOrigins: [],
      runningInEmulator: false,
    });
    process.env.DOWNLOAD_TOKEN_TTL_SECONDS = '1';
    process.env.API_ALLOWED_ORIGINS = 'none';
    expect(apiConfig()).toMatchObject({ downloadTokenTtlSeconds: 30, allowedOrigins: [] });
  });
});
