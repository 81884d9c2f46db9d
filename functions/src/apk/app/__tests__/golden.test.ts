import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakeDex } from '../../__tests__/support/fake-dex.js';
import { pattern } from '../../__tests__/support/test-images.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { encodePng } from '../../core/image/png-encoder.js';
import { readZip } from '../../core/zip/zip-reader.js';
import type { AppConfig } from '../app-config.js';
import { buildApk } from '../build-apk.js';

/**
 * Byte-exact goldens: a fixed config, the committed TEST key and stand-in dex bytes must always give the
 * same APK. Regenerate deliberately with APKFORGE_UPDATE_GOLDENS=1 and review the diff of the entries.
 */
const GOLDEN_DIR = new URL('../../__fixtures__/golden/', import.meta.url);
const update = process.env.APKFORGE_UPDATE_GOLDENS === '1';

const cases: [string, () => AppConfig][] = [
  [
    'no-icon',
    () => ({
      url: 'https://www.example.co.in/start?utm=app',
      appName: 'Golden App',
      versionCode: 7,
      versionName: '1.2.3',
      themeColor: '#0a7a5c',
      labels: { hi: 'गोल्डन ऐप', 'pt-BR': 'App Dourado' },
      permissions: { camera: true },
      extraHosts: ['accounts.pay.example'],
    }),
  ],
  [
    'png-icon',
    () => ({
      url: 'http://example.com:8080/',
      appName: 'Icon App',
      orientation: 'portrait',
      iconBackgroundColor: '#fedcba',
      icon: encodePng({ width: 120, height: 90, data: new Uint8Array(pattern(120, 90)) }),
    }),
  ],
];

describe('golden APKs', () => {
  for (const [name, config] of cases) {
    it(`${name}.apk is reproduced byte for byte`, async () => {
      const apk = await buildApk(config(), testKey(), fakeDex());
      const file = new URL(`${name}.apk`, GOLDEN_DIR);
      if (update || !existsSync(file)) {
        if (!update) throw new Error(`golden ${name}.apk is missing; run with APKFORGE_UPDATE_GOLDENS=1`);
        writeFileSync(file, apk.bytes);
      }
      const golden = new Uint8Array(readFileSync(file));
      if (createHash('sha256').update(golden).digest('hex') !== apk.sha256) {
        // Name the entries that differ before failing on the whole file.
        const expected = readZip(golden);
        const actual = readZip(apk.bytes);
        const changed = [...new Set([...expected.keys(), ...actual.keys()])].filter(
          (entry) => Buffer.compare(Buffer.from(expected.get(entry) ?? []), Buffer.from(actual.get(entry) ?? [])) !== 0,
        );
        expect(changed).toEqual([]);
      }
      expect(apk.bytes).toEqual(golden);
    });
  }
});
