import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSecretFile } from '@apkforge/test-kit/secret-file';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  isPublishedSecret,
  PUBLISHED_SANDBOX_SECRETS,
  SECRET_PLACEHOLDER,
} from '../../../functions/src/contracts/local-secrets.js';
import {
  LOCAL_SERVICE_ACCOUNT_EMAIL,
  parseServiceAccount,
} from '../../../functions/src/contracts/play-service-account.js';
import { dotenvEntries, ensureLocalSecrets, generateSecret, missingLines } from './local-secrets.js';
import { ROOT_DIR } from './stack-config.js';

// The committed example holds placeholders only, and `npm start` writes random local secrets.
const EXAMPLE = join(ROOT_DIR, 'functions/.secret.local.example');
const NAMES = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'SIGNING_KEYS_SECRET',
  'PLAY_SERVICE_ACCOUNT',
  'DOWNLOAD_LINKS_SECRET',
];

describe('functions/.secret.local.example', () => {
  it('names every secret the functions declare and holds no secret value, only the placeholder', () => {
    const example = readSecretFile(EXAMPLE);
    expect(Object.keys(example)).toEqual(expect.arrayContaining(NAMES));
    for (const name of NAMES) expect(example[name], name).toBe(SECRET_PLACEHOLDER);
    // The values it holds are local settings, not secrets: the local mail catcher, and no rotation under way.
    expect(example.SMTP_URL).toBe('smtp://127.0.0.1:1025');
    expect(example.SIGNING_KEYS_SECRET_PREVIOUS).toBe('none');
    for (const published of PUBLISHED_SANDBOX_SECRETS) expect(readFileSync(EXAMPLE, 'utf8')).not.toContain(published);
  });
});

describe('ensureLocalSecrets', () => {
  let root: string;
  const secretFile = () => join(root, 'functions/.secret.local');
  const lines: string[] = [];
  const run = () => ensureLocalSecrets((line) => lines.push(line), root);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'apkforge-secrets-'));
    mkdirSync(join(root, 'functions'));
    writeFileSync(join(root, 'functions/.secret.local.example'), readFileSync(EXAMPLE));
    writeFileSync(join(root, 'functions/.env.demo-apkforge.example'), 'RAZORPAY_API_BASE=http://127.0.0.1:4010/v1\n');
    lines.length = 0;
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('generates a random, well-shaped value for every secret, readable by the owner only', () => {
    run();
    const secrets = readSecretFile(secretFile());
    expect(Object.keys(secrets).sort()).toEqual([...NAMES, 'SMTP_URL', 'SIGNING_KEYS_SECRET_PREVIOUS'].sort());
    expect(secrets.SMTP_URL).toBe('smtp://127.0.0.1:1025');
    expect(secrets.SIGNING_KEYS_SECRET_PREVIOUS).toBe('none');
    expect(Buffer.from(secrets.DOWNLOAD_LINKS_SECRET ?? '', 'base64')).toHaveLength(32);
    expect(secrets.DOWNLOAD_LINKS_SECRET).not.toBe(secrets.SIGNING_KEYS_SECRET);
    expect(secrets.RAZORPAY_KEY_ID).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(secrets.RAZORPAY_KEY_SECRET).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(Buffer.from(secrets.SIGNING_KEYS_SECRET ?? '', 'base64')).toHaveLength(32);
    expect(Buffer.from(secrets.RAZORPAY_WEBHOOK_SECRET ?? '', 'base64')).toHaveLength(32);
    // Play's: a service account key file on one line, which the functions and the Play stand-in both parse.
    expect(parseServiceAccount(secrets.PLAY_SERVICE_ACCOUNT)).toMatchObject({
      type: 'service_account',
      client_email: LOCAL_SERVICE_ACCOUNT_EMAIL,
      private_key: expect.stringContaining('BEGIN PRIVATE KEY'),
    });
    for (const name of NAMES) expect(isPublishedSecret(secrets[name] ?? '')).toBe(false);
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(root, 'functions/.env.demo-apkforge'), 'utf8')).toContain('RAZORPAY_API_BASE');
    expect(lines.join('\n')).toMatch(/wrote local secrets to functions\/.secret.local/);
  });

  it('gives every machine its own values', () => {
    run();
    const first = readSecretFile(secretFile());
    rmSync(secretFile());
    run();
    const second = readSecretFile(secretFile());
    for (const name of NAMES) expect(second[name]).not.toBe(first[name]);
    expect(new Set(Array.from({ length: 50 }, () => generateSecret('RAZORPAY_KEY_ID'))).size).toBe(50);
  });

  it('keeps existing values (sealed keys, real test keys) and fills in only placeholders and missing names', () => {
    writeFileSync(
      secretFile(),
      `# mine\nRAZORPAY_KEY_ID=rzp_test_RealTestKey123\nRAZORPAY_KEY_SECRET=${SECRET_PLACEHOLDER}\nSIGNING_KEYS_SECRET=keep-me\n`,
    );
    run();
    const secrets = readSecretFile(secretFile());
    expect(secrets.RAZORPAY_KEY_ID).toBe('rzp_test_RealTestKey123');
    expect(secrets.SIGNING_KEYS_SECRET).toBe('keep-me');
    expect(secrets.RAZORPAY_KEY_SECRET).not.toBe(SECRET_PLACEHOLDER);
    expect(secrets.RAZORPAY_WEBHOOK_SECRET).toBeTruthy();
    expect(readFileSync(secretFile(), 'utf8')).toContain('# mine');
    const before = readFileSync(secretFile(), 'utf8');
    run();
    expect(readFileSync(secretFile(), 'utf8')).toBe(before);
  });

  it('replaces the Razorpay values the repository once published, and keeps a published signing secret', () => {
    writeFileSync(
      secretFile(),
      [
        'RAZORPAY_KEY_ID=rzp_test_apkforgesandbox',
        'RAZORPAY_KEY_SECRET=apkforge-sandbox-key-secret',
        'RAZORPAY_WEBHOOK_SECRET=apkforge-sandbox-webhook-secret',
        'SIGNING_KEYS_SECRET=qfCWT4TVV/VLz/SiThARx3+H6PIXwPf14M/EsPdlkMo=',
        '',
      ].join('\n'),
    );
    run();
    const secrets = readSecretFile(secretFile());
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      expect(isPublishedSecret(secrets[name] ?? ''), name).toBe(false);
    expect(secrets.SIGNING_KEYS_SECRET).toBe('qfCWT4TVV/VLz/SiThARx3+H6PIXwPf14M/EsPdlkMo=');
    const before = readFileSync(secretFile(), 'utf8');
    run();
    expect(readFileSync(secretFile(), 'utf8')).toBe(before);
  });
});

describe('local parameter files', () => {
  it('reads KEY=value lines and skips comments', () => {
    expect([...dotenvEntries('# c\nA=1\n\n B = 2\n#C=3\n').keys()]).toEqual(['A', 'B']);
  });

  it("finds the example's keys an existing file lacks, keeping the file's own values", () => {
    expect(missingLines('A=mine\n', '# x\nA=example\nSMTP_URL=smtp://127.0.0.1:1025\n')).toEqual([
      'SMTP_URL=smtp://127.0.0.1:1025',
    ]);
    expect(missingLines('A=1\nB=2', 'A=3\nB=4')).toEqual([]);
  });
});
