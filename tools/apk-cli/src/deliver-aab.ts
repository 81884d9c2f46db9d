import { buildBundle, verifyBundle, type AppConfig, type SigningKey } from '../../../functions/src/engine/index.js';
import type { Deliverable } from './deliverable.js';

/** npm run aab: the App Bundle for Play, JAR-signed with the upload key, checked by our validator. */
export async function deliverAab(config: AppConfig, key: SigningKey): Promise<Deliverable> {
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
