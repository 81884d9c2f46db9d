import type { AppConfig, BuiltApk, SigningKey } from '../index.js';
import { buildApk, buildBundle, verifyApk, verifyBundle } from '../index.js';

/** npm run apk: an installable APK; npm run aab: the App Bundle to upload to Play. */
export type CliCommand = 'apk' | 'aab';

export function isCliCommand(value: string | undefined): value is CliCommand {
  return value === 'apk' || value === 'aab';
}

/** A built file with the lines that report it, or the reason our own check refused it. */
interface Deliverable {
  built: BuiltApk;
  report: string[];
  /** Set when our verifier or validator rejects what the engine wrote (a defect, never the user's input). */
  failure?: string;
}

async function apk(config: AppConfig, key: SigningKey): Promise<Deliverable> {
  const built = await buildApk(config, key);
  // minSdk 24 APKs carry APK Signature Scheme v2 only (core/signing/sign-apk.ts says why).
  const verification = verifyApk(built.bytes);
  const verdict = `v2 ${verification.schemes.v2 ? 'verified' : 'NOT verified'}`;
  const report = [`certificate: SHA-256 ${built.certificateSha256}`, `signatures:  ${verdict}`];
  if (verification.ok) return { built, report };
  return { built, report, failure: `the APK does not verify (${verdict}): ${verification.issues.join('; ')}` };
}

async function aab(config: AppConfig, key: SigningKey): Promise<Deliverable> {
  const built = await buildBundle(config, key);
  // Our validator (bundletool's rules for a base module, docs/bundle-format.md) and the JAR signature.
  const verification = verifyBundle(built.bytes);
  const report = [
    `upload key:  SHA-256 ${built.certificateSha256}`,
    `validation:  ${verification.ok ? 'passed' : 'FAILED'} (bundletool's rules for the base module, JAR signature ${verification.signed ? 'verified' : 'NOT verified'})`,
  ];
  if (verification.ok) return { built, report };
  return { built, report, failure: `the bundle does not validate: ${verification.issues.join('; ')}` };
}

/** How each command builds and checks its file. */
export const DELIVERABLES: Record<CliCommand, (config: AppConfig, key: SigningKey) => Promise<Deliverable>> = {
  apk,
  aab,
};
