import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';
import { encodePng } from '../../core/image/png-encoder.js';
import { readZip } from '../../core/zip/zip-reader.js';
import type { AppConfig } from '../../index.js';
import { pattern } from './test-images.js';

/**
 * Byte-exact goldens: a fixed config, the committed TEST key and stand-in dex bytes must always give the
 * same file. Regenerate deliberately with APKFORGE_UPDATE_GOLDENS=1 and review the diff of the entries.
 */
const GOLDEN_DIR = new URL('../../__fixtures__/golden/', import.meta.url);
const update = process.env.APKFORGE_UPDATE_GOLDENS === '1';

/** The configs every golden (APK and App Bundle) is built from. */
export const GOLDEN_CASES: [string, () => AppConfig][] = [
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
      notificationFeedUrl: 'https://apkforge.example/api/apps/in.co.example.app/notifications',
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

/** Compares built bytes with the golden file (writing it when updating), naming changed entries first. */
export function expectGolden(fileName: string, bytes: Uint8Array, sha256: string): void {
  const file = new URL(fileName, GOLDEN_DIR);
  if (update || !existsSync(file)) {
    if (!update) throw new Error(`golden ${fileName} is missing; run with APKFORGE_UPDATE_GOLDENS=1`);
    writeFileSync(file, bytes);
  }
  const golden = new Uint8Array(readFileSync(file));
  if (createHash('sha256').update(golden).digest('hex') !== sha256) {
    const expected = readZip(golden);
    const actual = readZip(bytes);
    const changed = [...new Set([...expected.keys(), ...actual.keys()])].filter(
      (entry) => Buffer.compare(Buffer.from(expected.get(entry) ?? []), Buffer.from(actual.get(entry) ?? [])) !== 0,
    );
    expect(changed).toEqual([]);
  }
  expect(bytes).toEqual(golden);
}
