import { describe, expect, it } from 'vitest';
import { fakeDex } from '../../__tests__/support/fake-dex.js';
import { resourcePathIn } from '../../__tests__/support/resource-paths.js';
import { testKey } from '../../__tests__/support/test-key.js';
import { readResourceTable } from '../../core/arsc/arsc-reader.js';
import { writeResourceTable } from '../../core/arsc/arsc-writer.js';
import { privateKeyFromPkcs8 } from '../../core/crypto/keys.js';
import { signApk } from '../../core/signing/sign-apk.js';
import { encodeJpeg } from '../../core/image/jpeg-encoder.js';
import { encodePng } from '../../core/image/png-encoder.js';
import { createImage } from '../../core/image/raster.js';
import type { ZipEntryInput } from '../../core/zip/zip-writer.js';
import { apkEntries } from '../build-apk.js';
import { verifyApk } from '../verify-apk.js';

/** Builds the entries of a normal APK, lets a test break one thing, signs properly, and verifies. */
function verifyBroken(edit: (entries: ZipEntryInput[]) => ZipEntryInput[], icon?: Uint8Array) {
  const key = testKey();
  const { entries } = apkEntries({ url: 'https://example.com', appName: 'Check Me', icon }, fakeDex());
  return verifyApk(signApk(edit(entries), key.certificate, privateKeyFromPkcs8(key.privateKeyPkcs8)));
}

const replace = (entries: ZipEntryInput[], name: string, change: (e: ZipEntryInput) => ZipEntryInput | null) =>
  entries.flatMap((e) => (e.name === name ? [change(e)].filter((x): x is ZipEntryInput => x !== null) : [e]));

/** replace() of a resource's file, found through the table (files sit at short paths). */
const replaceFile = (
  entries: ZipEntryInput[],
  [resource, config]: [string, string],
  change: (e: ZipEntryInput) => ZipEntryInput | null,
) => replace(entries, resourcePathIn(entries.find((e) => e.name === 'resources.arsc')!.data, resource, config), change);

describe('verifyApk catches what apksigner, aapt and zipalign miss', () => {
  it('accepts the unbroken APK', () => {
    expect(verifyBroken((e) => e)).toMatchObject({ ok: true, schemes: { v1: false, v2: true, v3: false }, issues: [] });
  });

  it('a compressed resources.arsc', () => {
    const result = verifyBroken((e) => replace(e, 'resources.arsc', (x) => ({ ...x, stored: false })));
    expect(result.ok).toBe(false);
    expect(result.issues).toContain('resources.arsc is compressed');
  });

  it('a missing or fake classes.dex', () => {
    expect(verifyBroken((e) => replace(e, 'classes.dex', () => null)).issues).toContain(
      'classes.dex missing or not a dex file',
    );
    expect(
      verifyBroken((e) => replace(e, 'classes.dex', (x) => ({ ...x, data: new Uint8Array(10) }))).issues,
    ).toContain('classes.dex missing or not a dex file');
  });

  it('an empty label and a missing icon file', () => {
    const result = verifyBroken((e) =>
      replace(e, 'resources.arsc', (x) => {
        const table = readResourceTable(x.data);
        const strings = table.types.find((t) => t.name === 'string')!;
        strings.configs[0]!.values.set(0, { value: '  ' });
        return { ...x, data: writeResourceTable(table) };
      }),
    );
    expect(result.issues).toContain('application label is missing or empty');
    const noIcon = verifyBroken((e) => replaceFile(e, ['mipmap/ic_launcher', 'anydpi'], () => null));
    expect(noIcon.issues).toEqual(
      expect.arrayContaining(['icon (anydpi) file missing', 'roundIcon (anydpi) file missing']),
    );
  });

  it('a launcher picture of the wrong size or not in the format its name says', () => {
    // An opaque picture: the launcher files are JPEGs at 96 and 192 px.
    const photo = createImage(256, 256);
    photo.data.fill(200);
    const icon = encodeJpeg(photo);
    expect(verifyBroken((e) => e, icon).ok).toBe(true);
    const wrongSize = verifyBroken(
      (e) => replaceFile(e, ['mipmap/ic_launcher', 'xhdpi'], (x) => ({ ...x, data: encodeJpeg(createImage(48, 48)) })),
      icon,
    );
    expect(wrongSize.issues).toContain('icon xhdpi is 48x48, expected 96');
    const png = verifyBroken(
      (e) => replaceFile(e, ['mipmap/ic_launcher', 'xxxhdpi'], (x) => ({ ...x, data: encodePng(photo) })),
      icon,
    );
    expect(png.issues).toEqual(
      expect.arrayContaining(['icon xxxhdpi is not a JPEG file', 'roundIcon xxxhdpi is not a JPEG file']),
    );
  });

  it('a missing config.json and an unsigned or damaged archive', () => {
    expect(verifyBroken((e) => replace(e, 'assets/config.json', () => null)).issues).toContain(
      'assets/config.json missing or not JSON',
    );
    expect(verifyApk(new Uint8Array(100)).issues[0]).toMatch(/unreadable APK/);
  });
});
