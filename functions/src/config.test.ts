import { afterEach, describe, expect, it } from 'vitest';
import { PUBLISHED_SANDBOX_SECRETS, SECRET_PLACEHOLDER } from './contracts/local-secrets.js';
import { apiConfig, razorpayConfig, receiptConfig, webhookSecret } from './config.js';

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
      SIGNING_KEYS_SECRET_PREVIOUS: 'none',
      DOWNLOAD_LINKS_SECRET: 'bGlua3M=',
      DOWNLOAD_TOKEN_TTL_SECONDS: '120',
      FREE_BUILDS_PER_HOUR: '3',
      API_ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
      FUNCTIONS_EMULATOR: 'true',
    });
    expect(razorpayConfig()).toEqual({ keyId: 'rzp_test_x', keySecret: 'secret', apiBase: 'http://127.0.0.1:4010/v1' });
    expect(apiConfig()).toEqual({
      signingKeysSecret: 'c2VjcmV0',
      signingKeysSecretPrevious: 'none',
      downloadLinksSecret: 'bGlua3M=',
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
    Object.assign(process.env, {
      RAZORPAY_KEY_ID: 'rzp_live_Own0000000001',
      RAZORPAY_KEY_SECRET: 'own-key-secret',
      SIGNING_KEYS_SECRET: 'b3duLW1hc3Rlci1zZWNyZXQ=',
      DOWNLOAD_LINKS_SECRET: 'b3duLWxpbmtzLXNlY3JldA==',
    });
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

// A deployed project refuses the values anyone can read in the repository.
describe('outside the emulator', () => {
  const own = {
    RAZORPAY_KEY_ID: 'rzp_live_Own0000000001',
    RAZORPAY_KEY_SECRET: 'own-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'own-webhook-secret',
    SIGNING_KEYS_SECRET: 'b3duLW1hc3Rlci1zZWNyZXQ=',
    DOWNLOAD_LINKS_SECRET: 'b3duLWxpbmtzLXNlY3JldA==',
    RAZORPAY_API_BASE: 'https://api.razorpay.com/v1',
  };
  const deployed = (overrides: Record<string, string>) => {
    delete process.env.FUNCTIONS_EMULATOR;
    Object.assign(process.env, own, overrides);
  };
  const all = () => [razorpayConfig(), webhookSecret(), apiConfig()];

  it("runs with the project's own secrets over https", () => {
    deployed({});
    expect(all).not.toThrow();
  });

  it.each([
    ['RAZORPAY_KEY_ID', 'rzp_test_apkforgesandbox'],
    ['RAZORPAY_KEY_SECRET', 'apkforge-sandbox-key-secret'],
    ['RAZORPAY_WEBHOOK_SECRET', 'apkforge-sandbox-webhook-secret'],
    ['SIGNING_KEYS_SECRET', 'qfCWT4TVV/VLz/SiThARx3+H6PIXwPf14M/EsPdlkMo='],
    ['SIGNING_KEYS_SECRET', SECRET_PLACEHOLDER],
    ['RAZORPAY_KEY_ID', ''],
    ['DOWNLOAD_LINKS_SECRET', SECRET_PLACEHOLDER],
    ['DOWNLOAD_LINKS_SECRET', ''],
    ['SIGNING_KEYS_SECRET_PREVIOUS', 'qfCWT4TVV/VLz/SiThARx3+H6PIXwPf14M/EsPdlkMo='],
  ])('refuses %s = %j with a message naming it', (name, value) => {
    deployed({ [name]: value });
    expect(all).toThrow(new RegExp(`^${name} is .*firebase functions:secrets:set ${name}`));
  });

  it('takes an unset previous signing secret for "none": no rotation is under way', () => {
    deployed({ SIGNING_KEYS_SECRET_PREVIOUS: '' });
    expect(apiConfig().signingKeysSecretPrevious).toBe('none');
    deployed({ SIGNING_KEYS_SECRET_PREVIOUS: 'b2xkLW1hc3Rlci1zZWNyZXQ=' });
    expect(apiConfig().signingKeysSecretPrevious).toBe('b2xkLW1hc3Rlci1zZWNyZXQ=');
  });

  it('knows every value the example file ever published', () => {
    expect(PUBLISHED_SANDBOX_SECRETS).toHaveLength(4);
  });

  it.each(['http://127.0.0.1:4010/v1', 'http://api.razorpay.com/v1', 'not a url'])(
    'refuses the Razorpay API base %j',
    (base) => {
      deployed({ RAZORPAY_API_BASE: base });
      expect(() => razorpayConfig()).toThrow(/RAZORPAY_API_BASE must be an https:\/\/ URL/);
    },
  );

  it('lets the local stack use its sandbox (http, generated or even the old published values)', () => {
    Object.assign(process.env, own, {
      FUNCTIONS_EMULATOR: 'true',
      RAZORPAY_API_BASE: 'http://127.0.0.1:4010/v1',
      RAZORPAY_KEY_ID: 'rzp_test_apkforgesandbox',
    });
    expect(razorpayConfig()).toMatchObject({ apiBase: 'http://127.0.0.1:4010/v1', keyId: 'rzp_test_apkforgesandbox' });
  });
});

describe('the seller on receipts', () => {
  const seller = {
    SELLER_LEGAL_NAME: 'Chai Labs Private Limited',
    SELLER_ADDRESS: '4 Lake Road; Pune 411001 ;; Maharashtra, India',
    SELLER_GSTIN: '27aapfu0939f1zv',
    SELLER_EMAIL: 'accounts@chailabs.example',
    INVOICE_PREFIX: 'CL',
  };

  it("reads the project's seller, its state from the GSTIN, and the address lines", () => {
    delete process.env.FUNCTIONS_EMULATOR;
    Object.assign(process.env, seller);
    expect(receiptConfig()).toEqual({
      seller: {
        legalName: 'Chai Labs Private Limited',
        address: ['4 Lake Road', 'Pune 411001', 'Maharashtra, India'],
        gstin: '27AAPFU0939F1ZV',
        stateCode: '27',
        stateName: 'Maharashtra',
        email: 'accounts@chailabs.example',
      },
      invoicePrefix: 'CL',
    });
  });

  it('refuses a GSTIN whose check character fails, a prefix too long for the 16 characters, and the demo seller deployed', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    Object.assign(process.env, seller, { SELLER_GSTIN: '27AAPFU0939F1ZW' });
    expect(() => receiptConfig()).toThrow(/SELLER_GSTIN is not a valid GSTIN/);
    Object.assign(process.env, seller, { INVOICE_PREFIX: 'ABCD' });
    expect(() => receiptConfig()).toThrow(/INVOICE_PREFIX must be 1 to 3/);
    for (const name of Object.keys(seller)) delete process.env[name];
    expect(() => receiptConfig()).toThrow(/SELLER_GSTIN is the local demo value/);
    process.env.FUNCTIONS_EMULATOR = 'true';
    expect(receiptConfig().seller).toMatchObject({ gstin: '29AAACA0000A1ZU', stateName: 'Karnataka' });
  });
});
