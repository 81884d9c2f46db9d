import { describe, it } from 'vitest';
import { fakeDex } from '../../__tests__/support/fake-dex.js';
import { expectGolden, GOLDEN_CASES } from '../../__tests__/support/golden.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { buildApk } from '../build-apk.js';

describe('golden APKs', () => {
  for (const [name, config] of GOLDEN_CASES) {
    it(`${name}.apk is reproduced byte for byte`, async () => {
      const apk = await buildApk(config(), testKey(), fakeDex());
      expectGolden(`${name}.apk`, apk.bytes, apk.sha256);
    });
  }
});
