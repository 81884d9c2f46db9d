import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSecretFile } from './secret-file.js';

describe('readSecretFile', () => {
  it('reads KEY=VALUE lines, skips comments and blanks, unquotes, keeps = inside values', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'secret-file-')), '.secret.local');
    writeFileSync(
      path,
      [
        '# sandbox values',
        '',
        'RAZORPAY_KEY_ID=rzp_test_x',
        '  RAZORPAY_KEY_SECRET = "quoted secret"  ',
        "SINGLE='one'",
        'SIGNING_KEYS_SECRET=abc==',
        '=no key',
        'no equals sign',
      ].join('\r\n'),
    );
    expect(readSecretFile(path)).toEqual({
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'quoted secret',
      SINGLE: 'one',
      SIGNING_KEYS_SECRET: 'abc==',
    });
  });
});
