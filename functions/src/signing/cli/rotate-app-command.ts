import { parseArgs } from 'node:util';
import { deleteApp } from 'firebase-admin/app';
import { packageClaimPath } from '../../contracts/database-paths.js';
import { packageKey } from '../../contracts/package-key.js';
import type { PackageClaim } from '../../contracts/packages.js';
import { apkEngine } from '../../engine-pool/direct-engine.js';
import { adminTarget, TARGET_OPTIONS } from '../../platform/cli/admin-target.js';
import { rotatePackageKey } from '../rotate-package-key.js';
import type { KeysIo } from './keys-io.js';
import { keysOf } from './stack-keys.js';

export const ROTATE_APP_USAGE = `npm run keys -- rotate-app <package> [--from <certificate SHA-256>] [--uid <uid>]
                         [--project <id> --database-url <url>]
  Gives the package a new signing key with a proof-of-rotation lineage from the old one: from now on its APKs are
  signed by the new key (v3, Android 9+) and still by the first key for Android 7 and 8 (v2). Run it again after an
  interruption: it completes the same rotation. --from guards against rotating twice.`;

/** `npm run keys -- rotate-app <package>`: support's rotation from a trusted machine (signing/rotate-package-key.ts). */
export async function rotateAppCommand(argv: string[], io: KeysIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { ...TARGET_OPTIONS, from: { type: 'string' }, uid: { type: 'string' } },
    allowPositionals: true,
  });
  const [packageName, ...rest] = positionals;
  if (!packageName || rest.length) return io.usage(ROTATE_APP_USAGE);
  const target = adminTarget(values, 'apkforge-keys-rotate');
  try {
    const keys = keysOf(target);
    const uid = values.uid ?? (await keys.db.get<PackageClaim>(packageClaimPath(packageKey(packageName))))?.uid;
    if (!uid) throw new Error(`no account holds ${packageName} (packageClaims): pass --uid`);
    const outcome = await rotatePackageKey({ ...keys, engine: apkEngine }, uid, packageName, values.from, Date.now());
    io.out(
      outcome.rotated
        ? `rotated:     ${packageName} of ${uid} on ${target.description}`
        : `unchanged:   ${packageName} had already been rotated away from --from`,
    );
    outcome.lineageSha256.forEach((sha256, i) => io.out(`  ${i + 1}. SHA-256 ${sha256}`));
    io.out(JSON.stringify(outcome));
    return 0;
  } finally {
    await deleteApp(target.app);
  }
}
