import { createHash, randomBytes } from 'node:crypto';
import { readBundleFacts, readImageSize } from '../../../functions/src/engine/index.js';
import {
  FEATURE_GRAPHIC_SIZE,
  PLAY_ICON_SIZE,
  screenshotProblem,
  SCREENSHOT_RULES,
} from '../../../functions/src/contracts/play-listing.js';
import { PLAY_TARGET_SDK_REQUIRED } from '../../../functions/src/contracts/publishing.js';
import { badRequest, forbidden } from './errors.js';
import type { AppRecord, BundleRecord, EditRecord, ImageRecord } from './state.js';

const hash = (algorithm: string, bytes: Uint8Array) => createHash(algorithm).update(bytes).digest('hex');

/**
 * Play's checks of an uploaded App Bundle, in the order that tells the uploader the most: a readable, signed bundle
 * (our engine's reader and bundletool-rule validator), of this app, signed by the upload key the app's first bundle
 * fixed, targeting a current API level, with a version code never used before (committed or in this edit).
 */
export function acceptBundle(app: AppRecord, edit: EditRecord, bytes: Uint8Array): BundleRecord {
  const facts = readBundleFacts(bytes);
  if (!facts.ok || !facts.certificateSha256 || facts.versionCode === undefined)
    throw badRequest('apkInvalidFile', `The Android App Bundle is invalid: ${facts.issues[0] ?? 'it is not signed.'}`);
  if (facts.packageName !== app.packageName)
    throw forbidden(
      'apkIncompatiblePackage',
      `The bundle's package name is ${facts.packageName ?? 'missing'}; this app is ${app.packageName}.`,
    );
  const expected = app.uploadCertificateSha256;
  if (expected && expected !== facts.certificateSha256)
    throw forbidden(
      'apkWrongSigningKey',
      `The Android App Bundle was signed with the wrong key. Found: SHA-256: ${facts.certificateSha256}, expected: SHA-256: ${expected}.`,
    );
  if ((facts.targetSdk ?? 0) < PLAY_TARGET_SDK_REQUIRED)
    throw forbidden(
      'apkTargetSdkTooLow',
      `Your app currently targets API level ${facts.targetSdk ?? 'unknown'} and must target at least API level ${PLAY_TARGET_SDK_REQUIRED}.`,
    );
  const code = String(facts.versionCode);
  if (app.bundles[code] || edit.newBundles[code])
    throw forbidden('apkUpgradeVersionConflict', `Version code ${facts.versionCode} has already been used.`);
  const bundle = {
    versionCode: facts.versionCode,
    sha1: hash('sha1', bytes),
    sha256: hash('sha256', bytes),
    certificateSha256: facts.certificateSha256,
  };
  edit.newBundles[code] = bundle;
  return bundle;
}

/** True when a PNG can carry transparency: a colour type with alpha, or a tRNS chunk. */
function pngHasAlpha(bytes: Uint8Array): boolean {
  if (bytes[25] === 4 || bytes[25] === 6) return true;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'tRNS') return true;
    if (type === 'IDAT' || type === 'IEND') return false;
    at += 12 + length;
  }
  return false;
}

/** Play's rules for the three image types our uploads use: size, format, alpha and count. */
export function acceptImage(imageType: string, bytes: Uint8Array, existing: number, origin: string): ImageRecord {
  const size = readImageSize(bytes);
  const rule = (message: string) => badRequest('imageInvalid', `${imageType}: ${message}`);
  if (!size) throw rule('the image must be a PNG or JPEG file.');
  switch (imageType) {
    case 'icon':
      if (size.format !== 'png' || size.width !== PLAY_ICON_SIZE || size.height !== PLAY_ICON_SIZE || bytes[25] !== 6)
        throw rule(
          `the app icon must be a 32-bit PNG of ${PLAY_ICON_SIZE}x${PLAY_ICON_SIZE} px (this one is a ${size.width}x${size.height} ${size.format}).`,
        );
      if (existing >= 1) throw rule('an app has one icon; delete the current one first.');
      break;
    case 'featureGraphic':
      if (size.width !== FEATURE_GRAPHIC_SIZE.width || size.height !== FEATURE_GRAPHIC_SIZE.height)
        throw rule(
          `the feature graphic must be ${FEATURE_GRAPHIC_SIZE.width}x${FEATURE_GRAPHIC_SIZE.height} px (this one is ${size.width}x${size.height}).`,
        );
      if (size.format === 'png' && pngHasAlpha(bytes))
        throw rule('the feature graphic may not have transparency (alpha).');
      if (existing >= 1) throw rule('an app has one feature graphic; delete the current one first.');
      break;
    case 'phoneScreenshots': {
      const problem = screenshotProblem({ ...size, bytes: bytes.length }, existing + 1);
      if (problem) throw rule(problem);
      if (existing >= SCREENSHOT_RULES.max)
        throw rule(`at most ${SCREENSHOT_RULES.max} phone screenshots per language.`);
      break;
    }
    default:
      throw badRequest('imageTypeUnsupported', `The sandbox does not take ${imageType} images.`);
  }
  const id = randomBytes(8).toString('hex');
  return { id, sha1: hash('sha1', bytes), sha256: hash('sha256', bytes), url: `${origin}/__sandbox/images/${id}` };
}
