import { describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { databaseRestUrl } from './database-rest';

describe('databaseRestUrl', () => {
  it('points at the emulator with the namespace of the database URL', () => {
    const env = readEnv({
      VITE_USE_EMULATORS: 'true',
      VITE_FIREBASE_DATABASE_URL: 'http://127.0.0.1:9000/?ns=demo-apkforge-default-rtdb',
    });
    expect(databaseRestUrl('plans', env)).toBe('http://127.0.0.1:9000/plans.json?ns=demo-apkforge-default-rtdb');
  });

  it('uses the emulator host and port even when the database URL is a hosted one', () => {
    const env = readEnv({
      VITE_USE_EMULATORS: 'true',
      VITE_EMULATOR_HOST: 'localhost',
      VITE_DATABASE_EMULATOR_PORT: '9100',
      VITE_FIREBASE_DATABASE_URL: 'https://shop-default-rtdb.asia-southeast1.firebasedatabase.app',
    });
    expect(databaseRestUrl('/plans/', env)).toBe('http://localhost:9100/plans.json?ns=shop-default-rtdb');
  });

  it('reads a hosted database directly', () => {
    const env = readEnv({
      VITE_FIREBASE_DATABASE_URL: 'https://shop-default-rtdb.asia-southeast1.firebasedatabase.app',
    });
    expect(databaseRestUrl('plans', env)).toBe(
      'https://shop-default-rtdb.asia-southeast1.firebasedatabase.app/plans.json',
    );
  });
});
