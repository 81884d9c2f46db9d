import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults to the local stack and the brand', () => {
    const env = readEnv({});
    expect(env.useEmulators).toBe(false);
    expect(env.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, databasePort: 9000, functionsPort: 5001 });
    expect(env.firebase.databaseURL).toBe('http://127.0.0.1:9000/?ns=demo-apkforge-default-rtdb');
    expect(env.functionsRegion).toBe('asia-south1');
    expect(env.apiBase).toBe('');
    expect(env.brandName).toBe('Apkforge');
    expect(env.razorpayCheckoutUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });

  it('reads overrides and strips a trailing slash from the API base', () => {
    const env = readEnv({ VITE_USE_EMULATORS: 'true', VITE_AUTH_EMULATOR_PORT: '19099', VITE_API_BASE: 'https://api.example.com/', VITE_BRAND_NAME: 'Forge' });
    expect(env.useEmulators).toBe(true);
    expect(env.emulators.authPort).toBe(19099);
    expect(env.apiBase).toBe('https://api.example.com');
    expect(env.brandName).toBe('Forge');
  });

  it('ignores a nonsense port', () => {
    expect(readEnv({ VITE_DATABASE_EMULATOR_PORT: 'abc' }).emulators.databasePort).toBe(9000);
  });
});
