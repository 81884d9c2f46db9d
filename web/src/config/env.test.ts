import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('connects to the local stack in emulator mode with no env file at all', () => {
    const env = readEnv({ MODE: 'emulator' });
    expect(env.useEmulators).toBe(true);
    expect(env.firebase.projectId).toBe('demo-apkforge');
    expect(env.firebase.databaseURL).toBe('http://127.0.0.1:9000/?ns=demo-apkforge-default-rtdb');
    expect(env.razorpayCheckoutUrl).toBe('http://127.0.0.1:4010/v1/checkout.js');
    expect(readEnv({ MODE: 'emulator', VITE_EMULATOR_HOST: '10.0.0.2' }).razorpayCheckoutUrl).toBe(
      'http://10.0.0.2:4010/v1/checkout.js',
    );
    expect(readEnv({ MODE: 'emulator', VITE_USE_EMULATORS: 'false' }).useEmulators).toBe(false);
  });

  it('outside the local stack, uses no emulators and the real Checkout unless told', () => {
    const env = readEnv({ MODE: 'production' });
    expect(env.useEmulators).toBe(false);
    expect(env.emulators).toEqual({ host: '127.0.0.1', authPort: 9099, databasePort: 9000, functionsPort: 5001 });
    expect(env.firebase.databaseURL).toBe('http://127.0.0.1:9000/?ns=demo-apkforge-default-rtdb');
    expect(env.functionsRegion).toBe('asia-south1');
    expect(env.apiBase).toBe('');
    expect(env.brandName).toBe('Apkforge');
    expect(env.razorpayCheckoutUrl).toBe('https://checkout.razorpay.com/v1/checkout.js');
  });

  it('reads overrides and strips a trailing slash from the API base', () => {
    const env = readEnv({
      VITE_USE_EMULATORS: 'true',
      VITE_AUTH_EMULATOR_PORT: '19099',
      VITE_API_BASE: 'https://api.example.com/',
      VITE_BRAND_NAME: 'Forge',
    });
    expect(env.useEmulators).toBe(true);
    expect(env.emulators.authPort).toBe(19099);
    expect(env.apiBase).toBe('https://api.example.com');
    expect(env.brandName).toBe('Forge');
  });

  it('ignores a nonsense port', () => {
    expect(readEnv({ VITE_DATABASE_EMULATOR_PORT: 'abc' }).emulators.databasePort).toBe(9000);
  });
});
