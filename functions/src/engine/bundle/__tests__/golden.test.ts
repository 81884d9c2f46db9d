import { describe, expect, it } from 'vitest';
import { fakeDex } from '../../__tests__/support/fake-dex.js';
import { expectGolden, GOLDEN_CASES } from '../../__tests__/support/golden.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { verifyBundle } from '../../index.js';
import { buildBundle } from '../build-bundle.js';

describe('golden App Bundles', () => {
  for (const [name, config] of GOLDEN_CASES) {
    it(`${name}.aab is reproduced byte for byte`, async () => {
      const bundle = await buildBundle(config(), testKey(), fakeDex());
      expect(verifyBundle(bundle.bytes).issues).toEqual([]);
      expectGolden(`${name}.aab`, bundle.bytes, bundle.sha256);
    });
  }
});
